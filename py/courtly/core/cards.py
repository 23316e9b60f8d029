"""Cards: codes like ``TD`` (rank ``A23456789TJQK`` + suit ``CDHS``) and physical ids.

A physical card is identified by its code and the deck it came from, ``"7D-0"`` and
``"7D-1"`` for the two sevens of diamonds of a two-deck game.  Ranks are 1..13.

>>> card_id("TD", 1), code_of("TD-1"), rank_of("TD-1"), suit_of("TD-1")
('TD-1', 'TD', 10, 'D')
>>> rank_name(12), suit_name("H")
('queen', 'hearts')
"""
from __future__ import annotations

RANKS = "A23456789TJQK"
SUITS = "CDHS"
JESTER = "X1"
RED_SUITS = frozenset("DH")
RANK_NAMES = ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine",
              "ten", "jack", "queen", "king")
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


def card_id(code: str, deck: int = 0) -> str:
    return f"{code}-{deck}"


def code_of(cid: str) -> str:
    return cid.partition("-")[0]


def rank_of(cid: str) -> int:
    """1 (ace) .. 13 (king); the Jester has rank 0."""
    return RANKS.find(cid[0]) + 1


def suit_of(cid: str) -> str:
    return cid[1]


def is_red(cid: str) -> bool:
    return cid[1] in RED_SUITS


def rank_name(rank: int) -> str:
    return RANK_NAMES[rank - 1]


def rank_char(rank: int) -> str:
    return RANKS[rank - 1]


def with_article(word: str) -> str:
    """``"an ace"``, ``"a two"``."""
    return ("an " if word[0] in "aeiou" else "a ") + word


def suit_name(suit: str) -> str:
    return SUIT_NAMES[suit]


SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}


def card_mark(code: str) -> str:
    """``"3♥"``, ``"10♠"``: a card as the table marks it in a few letters (its corner index)."""
    rank = code[0]
    return f"{'10' if rank == 'T' else rank}{SUIT_SYMBOLS[code[1]]}"


def card_name(cid: str) -> str:
    """``"queen of hearts"``; the Jester is ``"the Jester"``."""
    code = code_of(cid)
    if code == JESTER:
        return "the Jester"
    return f"{rank_name(rank_of(code))} of {suit_name(suit_of(code))}"


def deck(decks: int = 1, jesters: int = 0) -> list[str]:
    """Physical ids of ``decks`` standard decks (suit by suit, ace to king), then Jesters."""
    ids = [card_id(r + s, d) for d in range(decks) for s in SUITS for r in RANKS]
    ids += [card_id(JESTER, d) for d in range(jesters)]
    return ids


ALL_CODES = frozenset(r + s for s in SUITS for r in RANKS) | {JESTER}


def is_card_code(text: str) -> bool:
    return text in ALL_CODES


def card_record(cid: str) -> dict:
    """How a face-up card appears in a view, with its name for titles and screen readers."""
    return {"id": cid, "card": code_of(cid), "name": card_name(cid)}
