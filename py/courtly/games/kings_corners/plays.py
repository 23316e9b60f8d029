"""What may move (rules §3) and, for anything else, why not.

Notation (state-free: it names cards and piles, never positions in a list):

* ``8H-N``  the eight of hearts from the mover's hand to pile ``N``: a build, a King
  opening an empty corner (``KD-NE``) or any card filling an empty side space;
* ``W-E``   the whole ``W`` pile onto pile ``E``, or a King-based side pile into an
  empty corner (``S-NW``);
* ``draw``  end the turn by drawing the top card of the stock;
* ``pass``  end the turn without drawing (the stock is empty, or the draw comes at the
  start of the turn under ``draw_timing="start"``).

A move is parsed once into a ``Play``; applying and describing it read that.
"""
from __future__ import annotations

from typing import NamedTuple

from ...core import IllegalMove
from ...core.cards import code_of, is_card_code
from ...core.cards import card_name
from ...core.language import _
from ...core.words import capital
from .state import CORNERS, HAND, ID_OF, KING, PILE_INDEX, PILES, RANK, SIDES, STOCK, State, fits
from .words import builds_on, direction, pile_name, usage


class Play(NamedTuple):
    """A parsed legal move: ``kind`` is ``build``, ``corner`` (a hand King to an empty
    corner), ``space`` (a hand card to an empty side space), ``pile`` (a whole side pile),
    ``draw`` or ``pass``; ``card`` is the hand card, or a moving pile's bottom card."""
    kind: str
    src: str
    dst: str
    card: str | None


def iter_plays(piles, hand):
    """Every card or pile move as ``(move, kind, from, to, card)``, hand cards first."""
    for card in hand:
        code = code_of(card)
        for pile, cards in zip(PILES, piles):
            if cards:
                if fits(card, cards[-1]):
                    yield f"{code}-{pile}", "build", HAND, pile, card
            elif pile in SIDES:
                yield f"{code}-{pile}", "space", HAND, pile, card
            elif RANK[card] == KING:
                yield f"{code}-{pile}", "corner", HAND, pile, card
    for src, moving in zip(SIDES, piles):
        if not moving:
            continue
        king_based = RANK[moving[0]] == KING
        for dst, cards in zip(PILES, piles):
            if dst == src:
                continue
            if (fits(moving[0], cards[-1]) if cards else king_based and dst in CORNERS):
                yield f"{src}-{dst}", "pile", src, dst, moving[0]


def can_play(piles, hand) -> bool:
    return next(iter_plays(piles, hand), None) is not None


def ending(state: State) -> str:
    """The move that ends the turn now: ``draw`` while the stock lasts (drawing at the end
    of the turn), else ``pass``."""
    return "draw" if state.draw_timing == "end" and state.stock else "pass"


def parse(state: State, move: object) -> Play:
    """The ``Play`` for a legal move, else ``IllegalMove`` saying why not."""
    if not isinstance(move, str) or not move or len(move) > 12:
        raise IllegalMove(usage())
    if move in ("draw", "pass"):
        return _end_turn(state, move)
    src, sep, dst = move.partition("-")
    if is_card_code(src) and dst.startswith("0-"):
        dst = dst[2:]  # a hand card named by its id, 8H-0-N, is the same move as 8H-N
    if not sep or not (src in PILES or is_card_code(src)):
        raise IllegalMove(_("'{move}' is not a move. {usage}", move=move[:12], usage=usage()))
    if dst not in PILES:
        if dst in (HAND, STOCK):
            raise IllegalMove(_("Cards are played only to the side piles and the corners; "
                                "the stock is drawn from only to end a turn."))
        raise IllegalMove(_("'{pile}' is not a pile: use N, E, S, W or NE, SE, SW, NW.", pile=dst))
    if src in PILES:
        return _pile_move(state, src, dst)
    return _hand_move(state, ID_OF.get(src), dst)


def _end_turn(state: State, move: str) -> Play:
    if move == "draw":
        if state.draw_timing == "start":
            raise IllegalMove(_("In this game you draw at the start of your turn; "
                                "end your turn with 'pass'."))
        if not state.stock:
            raise IllegalMove(_("The stock is empty: turns now end without drawing, "
                                "so end yours with 'pass'."))
        return Play("draw", STOCK, HAND, None)
    if state.draw_timing == "end" and state.stock:
        raise IllegalMove(_("While the stock lasts, your turn ends by drawing a card: use 'draw'."))
    return Play("pass", STOCK, HAND, None)


def _hand_move(state: State, card: str | None, dst: str) -> Play:
    if card not in state.hands[state.turn]:
        if card:
            raise IllegalMove(_("You can only play cards from your own hand; the {card} is not in it.",
                                card=card_name(card)))
        raise IllegalMove(_("You can only play cards from your own hand; that card is not in it."))
    target = state.piles[PILE_INDEX[dst]]
    if not target:
        if dst in CORNERS and RANK[card] != KING:
            raise IllegalMove(_("Only a King may start a corner pile; the {card} cannot go to the empty {corner} "
                                "corner.", card=card_name(card), corner=direction(dst)))
        return Play("corner" if dst in CORNERS else "space", HAND, dst, card)
    _check_fit(card, target[-1], dst)
    return Play("build", HAND, dst, card)


def _check_fit(card: str, top: str, dst: str) -> None:
    """Raise the reason ``card`` may not be built on ``top`` on pile ``dst`` (rule §3.1), if any."""
    fields = {"card": card_name(card), "pile": pile_name(dst), "top": card_name(top)}
    if RANK[top] == 1:
        raise IllegalMove(_("Nothing can be played on an ace: the {card} cannot go on {pile}, whose top card is "
                            "the {top}.", **fields))
    if RANK[card] == KING:
        raise IllegalMove(_("A King is never played onto a pile (no rank is above it): the {card} cannot go on "
                            "{pile}; Kings go to empty corners or empty side spaces.", **fields))
    if RANK[card] != RANK[top] - 1:
        raise IllegalMove(_("Piles build down one rank at a time: the {card} cannot go on {pile}, whose top card "
                            "is the {top}; only {needed} fits there.", needed=builds_on(top), **fields))
    if not fits(card, top):
        raise IllegalMove(_("Piles alternate colours: the {card} cannot go on {pile}, whose top card is the {top}; "
                            "it needs {needed}.", needed=builds_on(top), **fields))


def _pile_move(state: State, src: str, dst: str) -> Play:
    if src in CORNERS:
        raise IllegalMove(_("Corner piles never move: they are based on a King, and nothing ranks above a King."))
    moving = state.piles[PILE_INDEX[src]]
    if not moving:
        raise IllegalMove(capital(_("The {pile} pile is empty: there is no pile to move.", pile=direction(src))))
    if src == dst:
        raise IllegalMove(_("A pile cannot be moved onto itself."))
    target, bottom = state.piles[PILE_INDEX[dst]], moving[0]
    if not target:
        if dst in SIDES:
            raise IllegalMove(_("A pile may not be moved into an empty side space; only a card "
                                "from your hand can fill it."))
        if RANK[bottom] != KING:
            raise IllegalMove(_("Only a King-based pile may move to an empty corner; the {pile} pile starts with "
                                "the {card}.", pile=direction(src), card=card_name(bottom)))
        return Play("pile", src, dst, bottom)
    top = target[-1]
    if RANK[top] == 1:
        raise IllegalMove(_("Nothing can be played on an ace: {pile} ends with the {card}.", pile=pile_name(dst),
                            card=card_name(top)))
    if RANK[bottom] == KING:
        raise IllegalMove(_("A King-based pile never goes on another pile (nothing ranks above a "
                            "King); it may move only to an empty corner."))
    if not fits(bottom, top):
        raise IllegalMove(_("Whole piles move only onto a pile their bottom card fits: the {pile} pile starts with "
                            "the {card}, but {target}, topped by the {top}, needs {needed}.", pile=direction(src),
                            card=card_name(bottom), target=pile_name(dst), top=card_name(top),
                            needed=builds_on(top)))
    return Play("pile", src, dst, bottom)
