"""How to play Kings Corners: the rules sheet the page shows, numbers from the rules' constants,
worded when asked for, in the language of the request."""
from __future__ import annotations

from ...core.language import N_, _, p_
from ...core.sheet import Example, Step, step
from ...core.tour import Lesson, Tour
from ...core.words import listed, number_word
from .state import CORNERS, KING_PENALTY, SIDES
from .words import direction

GUIDE = {"mouse": N_("Drag a card from your hand onto a pile, or click it and then the pile; click the stock to "
                     "draw and end your turn."),
         "touch": N_("Drag a card from your hand onto a pile, or tap it and then the pile; tap the stock to draw "
                     "and end your turn.")}


def guide() -> dict:
    return {way: _(words) for way, words in GUIDE.items()}


def kind(name: str):
    return lambda r: r.get("kind") == name


def shown(name: str, seed: int = 1) -> Example:
    """A step's example: the first move of kind ``name`` in a two-player deal, a few cards drawn."""
    return Example(kind(name), seed=seed, players=2, piles=())


def plays(record: dict) -> bool:   # a play from the hand or a pile, before drawing ends the turn
    return record.get("kind") not in ("draw", "pass")


def rules_sheet() -> list[Step]:
    sides = listed(direction(s) for s in SIDES)
    return [
        step(p_("rules step", "Your turn"),
             _("Around the stock lie {sides} side piles ({names}) and {corners} empty corners. Make as many plays "
               "as you like, then end your turn by drawing a card from the stock (click or tap it). In the "
               "draw-first variant the card is drawn for you as your turn begins.",
               sides=number_word(len(SIDES)), names=sides, corners=number_word(len(CORNERS))),
             example=Example(kind("draw"), seed=1, players=2)),
        step(_("Building down"),
             _("A card goes on a pile when it is one rank lower and of the other colour than the pile's top card: a "
               "red 9 on a black 10, a black 6 on a red 7. Aces are low and close a pile."),
             example=shown("build")),
        step(_("Kings to the corners"),
             _("Kings never go on a pile: a King opens an empty corner, and only a King may."),
             example=shown("corner")),
        step(_("Moving a whole pile"),
             _("A side pile may move onto another pile when its bottom card fits that pile's top card; a side pile "
               "with a King at the bottom may move into an empty corner. A pile moves by its bottom card, the one "
               "at the left. Corner piles never move."),
             example=shown("pile", seed=2)),
        step(_("An empty side"),
             _("A side space left empty takes any card from your hand."),
             example=shown("space")),
        step(_("Winning a hand"),
             _("Empty your hand to win the hand at once. If the stock is gone and a whole round passes without a "
               "play, the hand ends in a stalemate. Cards left in hand cost a point each, a King {king}. In a "
               "match, hands are dealt until someone reaches the target, and the lowest total wins.",
               king=number_word(KING_PENALTY)), "KD", "QS", "3H"),
    ]


TOUR_SEED = 2   # the guided first game's deal: it meets every lesson early (tests/test_tour.py)
TOUR = Tour(seed=TOUR_SEED, players=2, seats=("human", "quick"), filler=plays, lessons=(
    Lesson(kind("build"), N_("A card goes on a pile one rank lower and of the other colour: a red 9 on a black 10.")),
    Lesson(kind("draw"), N_("When you have made every play you want, draw a card from the stock: that ends your "
                            "turn.")),
    Lesson(kind("corner"), N_("Kings never go on a pile: a King opens an empty corner.")),
    Lesson(kind("space"), N_("A side space left empty takes any card from your hand.")),
))
