"""The table's places, the state, and the small facts every other module reads.

Table (rules §2): four face-up side piles ``N`` ``E`` ``S`` ``W``, four corner spaces
``NE`` ``SE`` ``SW`` ``NW`` that only a King may start, the face-down ``stock``, and a
hidden hand of seven per player.  Seats go clockwise: seat ``i + 1`` sits to the left of
seat ``i``, so play passes from ``i`` to ``i + 1``.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core.cards import SUITS, code_of, deck, is_red, rank_of

SIDES = ("N", "E", "S", "W")
CORNERS = ("NE", "SE", "SW", "NW")
PILES = SIDES + CORNERS
PILE_INDEX = {p: i for i, p in enumerate(PILES)}
HAND, STOCK = "hand", "stock"
HAND_SIZE = 7
KING, KING_PENALTY = 13, 10
TARGETS = (25, 50)
DRAW_TIMINGS = ("end", "start")

DECK = tuple(deck(1))
RANK = {c: rank_of(c) for c in DECK}
RED = {c: is_red(c) for c in DECK}
ID_OF = {code_of(c): c for c in DECK}


@dataclass(frozen=True)
class State:
    seed: int
    players: int
    match: bool                          # play hands until a total reaches the target
    target: int
    draw_timing: str                     # "end" (seed, pagat) or "start" (Bicycle)
    dealer: int
    turn: int                            # the seat whose turn it is
    hands: tuple[tuple[str, ...], ...]   # per seat, sorted by ``hand_order``
    piles: tuple[tuple[str, ...], ...]   # in PILES order, bottom card first
    stock: tuple[str, ...]               # face down, top card last
    moved: bool                          # a card has moved (played or drawn) this turn
    idle: int                            # consecutive finished turns in which no card moved
    history: tuple[tuple[int, ...], ...]  # each finished hand's penalties per seat
    went_out: tuple[int | None, ...]     # per finished hand: who went out (None: stalemate)
    ended: bool                          # the single hand or the match is over
    rng: str


def hand_order(card: str) -> tuple[int, int]:
    """Hands are kept sorted by rank, then suit, so a hand's order carries no information."""
    return RANK[card], SUITS.index(card[1])


def sort_hand(cards) -> tuple[str, ...]:
    return tuple(sorted(cards, key=hand_order))


def fits(card: str, top: str) -> bool:
    """Rule §3.1: exactly one rank lower and of the opposite colour."""
    return RANK[card] == RANK[top] - 1 and RED[card] != RED[top]


def penalty(cards) -> int:
    """Rule §4: a King left in hand costs 10, any other card 1."""
    return sum(KING_PENALTY if RANK[c] == KING else 1 for c in cards)


def totals(state: State) -> list[int]:
    return [sum(row[i] for row in state.history) for i in range(state.players)]
