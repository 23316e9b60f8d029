"""Exposure (rules §2.8): a face-down card for laying a military or attacking, and the reveal.

When a seat's face-down exposure cards reach its influence cards (plus Spymaster), one of
them chosen at random turns face up, in force from the seat's next turn; the others go back
into the deck, which is shuffled.  An empty deck gives no card.
"""
from __future__ import annotations

from ...core import Rng
from .state import State, evolve, held, in_force, with_seat


def threshold(state: State, seat: int) -> int:
    return held(state, seat) + in_force(state, seat)["reveal_threshold"]


def draw(state: State, seat: int, rng: Rng) -> State:
    if not state.exposure_deck:
        return state
    card = state.exposure_deck[-1]
    state = evolve(state, exposure_deck=state.exposure_deck[:-1])
    hand = tuple(sorted(state.seats[seat].exposure + (card,)))
    state = with_seat(state, seat, exposure=hand)
    if len(hand) < threshold(state, seat):
        return state
    shown = hand[rng.below(len(hand))]
    back = list(state.exposure_deck) + [c for c in hand if c != shown]
    rng.shuffle(back)
    state = with_seat(state, seat, exposure=(), exposed=state.seats[seat].exposed + (shown,))
    return evolve(state, exposure_deck=tuple(back))
