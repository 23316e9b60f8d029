"""How to play Overthrone: the rules sheet the page shows, numbers and bands from the rules' constants."""
from __future__ import annotations

from ...core.words import number_word, rule
from .state import BANDS, FOUNDATIONS

GUIDE = {"mouse": "Drag a card from your hand to a foundation or onto the throne; the panel says what the ruler "
                  "allows. Click the draw pile to fill empty hand slots.",
         "touch": "Drag a card from your hand to a foundation or onto the throne; the panel says what the ruler "
                  "allows. Tap the draw pile to fill empty hand slots."}


def rules_sheet() -> list[dict]:
    best = BANDS[0][1]
    return [
        rule(f"The court card on the throne rules. Play every card to the {number_word(len(FOUNDATIONS))} "
             "foundations around the throne; every card you discard, or leave in your hand, costs a point.",
             "QH", "AC", "2C", "3C"),
        rule("A foundation is started by any card of a suit that has no foundation yet, and then takes only that "
             "suit. Aces may always be played on their suit. The ruler decides the rest: a Jack lets his own suit "
             "be played; a Queen also cards matching the rank of any foundation's top card; a King also cards one "
             "above or below the top of their own foundation.", "JD", "7D", "QS", "5H", "KC", "9C"),
        rule("A King may always take the throne. A Queen beats a Queen or a Jack, and a King only when her suit's "
             "foundation outranks his (Aces high). A Jack beats a Jack, a Queen when his foundation outranks hers, "
             "and a King only when his foundation has an Ace on top.", "KS", "QD", "JC"),
        rule("The Jester goes on any foundation that has cards; while it is on top, the discard pile's top card "
             "may be played too.", "X1"),
        rule("Click the draw pile to fill the empty hand slots. The game ends when nothing can move; the results "
             f"card shows your score and its band, from {best} (no card cost a point) down.", None),
    ]
