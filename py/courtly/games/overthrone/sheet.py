"""How to play Overthrone: the rules sheet the page shows, numbers and bands from the rules' constants."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...core.cards import rank_of
from ...core.language import N_, _
from ...core.sheet import Example, Step, step
from ...core.tour import Tour
from ...core.words import number_word
from .state import BANDS, FOUNDATIONS


def guide() -> dict:
    return {"mouse": _("Drag a card from your hand to a foundation or onto the throne; the panel says what the "
                       "ruler allows. Click the draw pile to fill empty hand slots."),
            "touch": _("Drag a card from your hand to a foundation or onto the throne; the panel says what the "
                       "ruler allows. Tap the draw pile to fill empty hand slots.")}


@dataclass(frozen=True)
class Lesson:
    """A lesson of the tour (``core.tour.Lesson``) whose rule is said in the language of the
    request that asks for it (``says``), not in the language of the import."""
    wants: Callable[[dict], bool]
    message: str   # marked N_, the English

    @property
    def says(self) -> str:
        return _(self.message)

TOUR_SEED = 4   # the guided first game's deal: it meets every lesson early (tests/test_tour.py)
RULER = ("throne",)   # drawn between a card's hand slot and its foundation: who allows it


def kind(name: str, test=lambda r: True):
    return lambda r: r.get("kind") == name and test(r)


def rules_sheet() -> list[Step]:
    best = _(BANDS[0][1])
    return [
        step(_("The goal"),
             _("Play every card onto the {number} foundations around the throne. Every card you discard, or still "
               "hold at the end, costs a point.", number=number_word(len(FOUNDATIONS))),
             example=Example(kind("play", lambda r: rank_of(r["card"] or "X1") > 1), seed=1, piles=FOUNDATIONS)),
        step(_("Starting a foundation"),
             _("Any card of a suit that has no foundation yet starts one; from then on that foundation takes only "
               "its suit. Aces may always be played on their suit."),
             example=Example(kind("start"), seed=2, piles=())),
        step(_("The ruler decides"),
             _("The court card on the throne says what else may be played. A Jack: cards of his own suit. A Queen: "
               "also cards matching the rank of any foundation's top card. A King: also cards one above or below "
               "the top of their own foundation."),
             example=Example(kind("play", lambda r: r["card"][0] not in "AX"), seed=3, piles=RULER)),
        step(_("Taking the throne"),
             _("A King may always take the throne. A Queen beats a Queen or a Jack, and a King only when her suit's "
               "foundation outranks his (Aces high). A Jack beats a Jack, a Queen when his foundation outranks "
               "hers, and a King only when his foundation has an Ace on top."),
             example=Example(kind("overthrow"), seed=1, piles=())),
        step(_("The Jester"),
             _("The Jester goes on any foundation that has cards. While it is on top, the discard pile's top card "
               "may be played too."), "X1"),
        step(_("Drawing and discarding"),
             _("Click or tap the draw pile to fill the empty hand slots. A card you cannot use may be discarded, at "
               "the cost of a point."),
             example=Example(kind("discard"), seed=1, piles=())),
        step(_("The end"),
             _("The game ends when nothing can move. The results card shows your score and its band, from "
               "{best} (no card cost a point) down.", best=best)),
    ]


TOUR = Tour(seed=TOUR_SEED, filler=lambda r: r.get("kind") != "discard", lessons=(
    Lesson(kind("start"), N_("A card of a suit with no foundation yet starts one; that foundation then takes only "
                             "its suit.")),
    Lesson(kind("play", lambda r: r["card"][0] not in "AX"),
           N_("The court card on the throne rules: it decides which other cards may be played. The panel beside "
              "the table says what it allows now.")),
    Lesson(kind("overthrow"), N_("A court card in your hand may take the throne, and then it rules. A King always "
                                 "may; the rules sheet says when a Queen or a Jack may.")),
))
