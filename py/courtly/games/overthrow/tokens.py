"""Tokens (rules §1, §2.3): per colour 50 land, 20 military and 20 trade tiles.

A token's id is its kind letter, its owner's seat and a number: ``L0-12`` (land),
``M1-3`` (military), ``T2-0`` (trade).  The supply is not stored: it is every id of the
seat not on the board, and a laid token is always the lowest-numbered one in the supply.

>>> token_id("M", 1, 3), owner("M1-3"), kind_name("M1-3")
('M1-3', 1, 'military')
"""
from __future__ import annotations

import re

from ...core.language import N_, _

LAND, MILITARY, TRADE = "L", "M", "T"
LIMITS = {LAND: 50, MILITARY: 20, TRADE: 20}
KIND_NAMES = {LAND: "land", MILITARY: "military", TRADE: "trade"}
KIND_LETTERS = {v: k for k, v in KIND_NAMES.items()}
COLOURS = ("green", "red", "blue", "yellow")   # ids (the page's classes); in words: colour_word
COLOUR_WORDS = (N_("green"), N_("red"), N_("blue"), N_("yellow"))
# A token in words, by kind and colour: whole, since a colour agrees with its noun.
TOKEN_NAMES = {
    LAND: (N_("green land"), N_("red land"), N_("blue land"), N_("yellow land")),
    MILITARY: (N_("green military"), N_("red military"), N_("blue military"), N_("yellow military")),
    TRADE: (N_("green trade"), N_("red trade"), N_("blue trade"), N_("yellow trade")),
}
TOKEN_SHAPE = re.compile(r"([LMT])([0-3])-(\d{1,2})")


def token_id(kind: str, seat: int, n: int) -> str:
    return f"{kind}{seat}-{n}"


def colour_word(seat: int) -> str:
    """A seat's colour in words ("green")."""
    return _(COLOUR_WORDS[seat])


def colour_name(seat: int) -> str:
    """A seat named by its colour ("Green"), as the words name it without the table's names."""
    word = colour_word(seat)
    return word[:1].upper() + word[1:]


def token_name(token: str) -> str:
    """``"blue military"``: its owner's colour and its kind."""
    return _(TOKEN_NAMES[token[0]][owner(token)])


def owner(token: str) -> int:
    return int(token[1])


def kind_name(token: str) -> str:
    return KIND_NAMES[token[0]]


def is_token(text: str, players: int) -> bool:
    shape = TOKEN_SHAPE.fullmatch(text)
    return bool(shape) and int(shape[2]) < players and int(shape[3]) < LIMITS[shape[1]]


def all_tokens(players: int) -> list[str]:
    return [token_id(k, s, n) for s in range(players) for k, limit in LIMITS.items() for n in range(limit)]


def supplies(state) -> list[dict[str, int]]:
    """Tokens left in each seat's supply, by kind name, in one pass over the board."""
    left = [{k: LIMITS[k] for k in LIMITS} for _seat in range(state.players)]
    for token in state.land + state.top:
        if token:
            left[int(token[1])][token[0]] -= 1
    return [{KIND_NAMES[k]: v for k, v in seat.items()} for seat in left]


def next_token(state, seat: int, kind: str) -> str | None:
    """The lowest-numbered token of ``kind`` in ``seat``'s supply, or None when it is empty."""
    placed = set(state.land if kind == LAND else state.top)
    for n in range(LIMITS[kind]):
        token = token_id(kind, seat, n)
        if token not in placed:
            return token
    return None
