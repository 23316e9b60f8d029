"""Cards: codes like ``TD`` (rank ``A23456789TJQK`` + suit ``CDHS``) and physical ids.

A physical card is identified by its code and the deck it came from, ``"7D-0"`` and
``"7D-1"`` for the two sevens of diamonds of a two-deck game.  Ranks are 1..13.

>>> card_id("TD", 1), code_of("TD-1"), rank_of("TD-1"), suit_of("TD-1")
('TD-1', 'TD', 10, 'D')
>>> rank_name(12), suit_name("H"), card_name("QH-0"), card_name("X1-0")
('queen', 'hearts', 'queen of hearts', 'the Jester')
>>> a_rank(1), a_rank(12), the_rank(8)
('an ace', 'a queen', 'the eight')

Names are in the language of the request (``core.language``): ``card_name("QH")`` is "dame de
cœur" in French, "Herz-Dame" in German, "reina de corazones" in Spanish.
"""
from __future__ import annotations

from functools import cache

from .language import _, language, p_

RANKS = "A23456789TJQK"
SUITS = "CDHS"
JESTER = "X1"
RED_SUITS = frozenset("DH")
# English names (the codes' words); what a player reads comes from ``rank_name``/``suit_name``.
RANK_NAMES = ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine",
              "ten", "jack", "queen", "king")
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


@cache
def _names(code: str) -> tuple:
    """The rank and suit names in language ``code`` (the current one when called: the key
    ``language()`` keeps each language's apart)."""
    ranks = (p_("rank", "ace"), p_("rank", "two"), p_("rank", "three"), p_("rank", "four"), p_("rank", "five"),
             p_("rank", "six"), p_("rank", "seven"), p_("rank", "eight"), p_("rank", "nine"), p_("rank", "ten"),
             p_("rank", "jack"), p_("rank", "queen"), p_("rank", "king"))
    suits = {"C": p_("suit", "clubs"), "D": p_("suit", "diamonds"), "H": p_("suit", "hearts"),
             "S": p_("suit", "spades")}
    return ranks, suits


@cache
def _articles(code: str) -> tuple:
    """A rank with "a" and with "the", as the object of a verb ("it needs a king", "it needs
    the eight": German's accusative), in language ``code``."""
    a = (p_("a rank", "an ace"), p_("a rank", "a two"), p_("a rank", "a three"), p_("a rank", "a four"),
         p_("a rank", "a five"), p_("a rank", "a six"), p_("a rank", "a seven"), p_("a rank", "an eight"),
         p_("a rank", "a nine"), p_("a rank", "a ten"), p_("a rank", "a jack"), p_("a rank", "a queen"),
         p_("a rank", "a king"))
    the = (p_("the rank", "the ace"), p_("the rank", "the two"), p_("the rank", "the three"),
           p_("the rank", "the four"), p_("the rank", "the five"), p_("the rank", "the six"),
           p_("the rank", "the seven"), p_("the rank", "the eight"), p_("the rank", "the nine"),
           p_("the rank", "the ten"), p_("the rank", "the jack"), p_("the rank", "the queen"),
           p_("the rank", "the king"))
    return a, the


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
    """A rank's name ("queen"; "dame", "Dame", "reina"), without article."""
    return _names(language())[0][rank - 1]


def rank_char(rank: int) -> str:
    return RANKS[rank - 1]


def a_rank(rank: int) -> str:
    """A rank with its indefinite article, as the object of a verb: "an ace", "a king"
    ("un roi", "einen König", "un rey")."""
    return _articles(language())[0][rank - 1]


def the_rank(rank: int) -> str:
    """A rank with its definite article, as the object of a verb: "the eight", "the king"
    ("le huit", "den König", "el rey")."""
    return _articles(language())[1][rank - 1]


def suit_name(suit: str) -> str:
    """A suit's name as a card's name says it ("hearts"; "cœur", "Herz", "corazones")."""
    return _names(language())[1][suit]


SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}


def card_mark(code: str) -> str:
    """``"3♥"``, ``"10♠"``: a card as the table marks it in a few letters (its corner index)."""
    rank = code[0]
    return f"{'10' if rank == 'T' else rank}{SUIT_SYMBOLS[code[1]]}"


def card_name(cid: str) -> str:
    """``"queen of hearts"`` ("dame de cœur", "Herz-Dame", "reina de corazones"), lower case
    where the language writes it so; the Jester is ``"the Jester"``."""
    code = code_of(cid)
    if code == JESTER:
        return _("the Jester")
    return _("{rank} of {suit}", rank=rank_name(rank_of(code)), suit=suit_name(suit_of(code)))


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
