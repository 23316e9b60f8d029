"""Influence (rules §2.7): cards earned from village links and trade routes, the 5-card limit.

Each village pays once per seat for its link and once for its trade route.  A card earned
goes to the seat's *earned* cards, in force (with its action) from the seat's next turn.  At
5 cards a gain becomes a **swap** decision: discard one card for a fresh draw, or keep.
Scandal stops the rewards (the link still counts as used).
"""
from __future__ import annotations

from ...core import IllegalMove, Rng
from ...core.language import _
from .network import links, network, routes
from .state import State, evolve, held, in_force, with_seat

LIMIT = 5


def earn(state: State, seat: int) -> State:
    """Reward every new village link and trade route of ``seat``."""
    s = state.seats[seat]
    new_links = [v for v in links(state, seat, network(state, seat)) if v not in s.villages]
    new_routes = [v for v in routes(state, seat) if v not in s.routes]
    if not new_links and not new_routes:
        return state
    state = with_seat(state, seat, villages=tuple(sorted(s.villages + tuple(new_links))),
                      routes=tuple(sorted(s.routes + tuple(new_routes))))
    if in_force(state, seat)["no_rewards"] > 0:
        return state
    for _reward in range(len(new_links) + len(new_routes)):
        state = gain(state, seat)
    return state


def gain(state: State, seat: int) -> State:
    """One influence card: drawn if below the limit, else a swap to decide."""
    if held(state, seat) >= LIMIT:
        return evolve(state, swaps=state.swaps + 1) if state.influence_deck else state
    if not state.influence_deck:
        return state
    card = state.influence_deck[-1]
    state = evolve(state, influence_deck=state.influence_deck[:-1])
    return with_seat(state, seat, earned=tuple(sorted(state.seats[seat].earned + (card,))))


def swap(state: State, card: str, rng: Rng) -> State:
    """Discard ``card`` for a fresh draw; the discard goes back into the deck, shuffled."""
    seat = state.turn
    s = state.seats[seat]
    if card not in s.influence + s.earned:
        raise IllegalMove(_("You hold no {card} to discard: swap one of your own influence cards.", card=card))
    if not state.influence_deck:
        raise IllegalMove(_("The influence deck is empty: there is nothing to swap for, so keep your cards."))
    fresh = state.influence_deck[-1]
    deck = list(state.influence_deck[:-1]) + [card]
    rng.shuffle(deck)
    state = with_seat(state, seat, influence=tuple(c for c in s.influence if c != card),
                      earned=tuple(sorted([c for c in s.earned if c != card] + [fresh])))
    return evolve(state, influence_deck=tuple(deck), swaps=state.swaps - 1)


def keep(state: State) -> State:
    return evolve(state, swaps=state.swaps - 1)

