"""How to play Kings Corners: the rules sheet the page shows, numbers from the rules' constants."""
from __future__ import annotations

from ...core.words import listed, number_word, rule
from .state import CORNERS, KING_PENALTY, SIDES
from .words import WORDS

GUIDE = {"mouse": "Drag a card from your hand onto a pile, or click it and then the pile; click the stock to "
                  "draw and end your turn.",
         "touch": "Drag a card from your hand onto a pile, or tap it and then the pile; tap the stock to draw "
                  "and end your turn."}


def rules_sheet() -> list[dict]:
    sides = listed(WORDS[s] for s in SIDES)
    return [
        rule(f"Around the stock lie {number_word(len(SIDES))} side piles ({sides}) and "
             f"{number_word(len(CORNERS))} empty corners. On your turn, make as many plays as you like, then end "
             "the turn by drawing one card from the stock (click the stock); once the stock is used up, clicking "
             "it just ends the turn. (In the draw-first variant the card is drawn for you as your turn begins.)",
             None),
        rule("A card goes on a pile when it is one rank lower and of the other colour than the pile's top card: "
             "a red 9 on a black 10, a black 6 on a red 7. Aces are low and close a pile.", "TS", "9H", "8C", "7D"),
        rule("Kings cannot go on a pile: a King opens an empty corner, and only a King may.", "KD", "QS", "JH"),
        rule("A whole side pile may move onto another pile when its bottom card fits that pile's top card, and a "
             "side pile with a King at the bottom may move into an empty corner. A side space left empty takes any "
             "card from your hand. Corner piles never move.", "8H", "7S", "6D"),
        rule("Drag a card or a pile onto where it goes, or click it and then click the target. A pile moves by its "
             "bottom card, the one at the left."),
        rule("Empty your hand to win the hand at once. If the stock is gone and a whole round passes without a "
             f"play, the hand ends in a stalemate. Cards left in hand cost a point each, a King "
             f"{number_word(KING_PENALTY)}. In a match, hands are dealt until someone reaches the target, and the "
             "lowest total wins."),
    ]
