"""The table's places, the state, and the small facts every other module reads.

Layout (rules §1): the throne in the centre, four foundations ``N`` ``E`` ``S`` ``W``
around it, a face-down draw pile, a row of hand slots (5, or 6 in the easy game) and a
face-up discard pile.  53 cards: one deck and the Jester ``X1`` (physical id ``X1-0``).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core.cards import JESTER, code_of, rank_of, suit_of
from ...core.language import N_, _

FOUNDATIONS = ("N", "E", "S", "W")
SIDES = {"N": "north", "E": "east", "S": "south", "W": "west"}   # ids (words.side_word says them)
HAND_SLOTS = tuple(f"H{i}" for i in range(1, 7))
JACK, QUEEN, KING = 11, 12, 13
ACE_HIGH = 14
SHORT_RANKS = {1: "A", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
# (highest score in the band, its name); the last band has no ceiling (rules §5, §10).
# Names marked N_: said (translated) by ``band`` and ``words.band_table``.
BANDS = ((0, N_("Perfect")), (3, N_("Good")), (7, N_("Not so good")))
LAST_BAND = N_("Uh oh")
WINNING_SCORE = 3  # rules §9: 0 and 1–3 count as wins


@dataclass(frozen=True)
class State:
    seed: int
    hand_size: int
    throne: tuple[str, ...]                   # bottom first; the last card is the ruler
    foundations: tuple[tuple[str, ...], ...]  # N, E, S, W, bottom first
    hand: tuple[str | None, ...]              # one entry per hand slot
    draw: tuple[str, ...]                     # face down, top last
    discard: tuple[str, ...]                  # face up, top last
    rng: str


def is_jester(cid: str) -> bool:
    return code_of(cid) == JESTER


def band_key(score: int) -> str:
    """The score band, by its English name: what the statistics count it by, in any language."""
    return next((name for ceiling, name in BANDS if score <= ceiling), LAST_BAND)


def band(score: int) -> str:
    """The score band's name, in the request's language."""
    return _(band_key(score))


def foundation_suit(cards: tuple[str, ...]) -> str | None:
    """A foundation's suit is the suit of its bottom card (the Jester never starts one)."""
    return suit_of(cards[0]) if cards else None


def top_rank(cards: tuple[str, ...]) -> int:
    """The top card's rank for the ruler's permissions: the Jester counts as 1 (rules §6)."""
    return 1 if is_jester(cards[-1]) else rank_of(cards[-1])


def standing(state: State, suit: str) -> tuple[int, str]:
    """A suit's foundation rank for overthrows (Aces high), or 0 and why it ranks nothing
    (``"jester"``: the Jester covers it; ``"none"``: the suit has no foundation).

    The suit's foundation is the one whose top card has that suit; a foundation under
    the Jester is hidden and ranks nothing (rules §6, §10).
    """
    for cards in state.foundations:
        if foundation_suit(cards) == suit:
            if is_jester(cards[-1]):
                return 0, "jester"
            rank = rank_of(cards[-1])
            return (ACE_HIGH if rank == 1 else rank), ""
    return 0, "none"


def jester_active(state: State) -> bool:
    """The discard pile's top card is open while a Jester is the top of a foundation."""
    return any(cards and is_jester(cards[-1]) for cards in state.foundations)


def score(state: State) -> int:
    """Cards that cost points: the discard pile and any card still in hand."""
    return len(state.discard) + sum(1 for c in state.hand if c)
