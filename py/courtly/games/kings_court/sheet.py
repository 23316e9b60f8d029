"""How to play King's Court: the rules sheet the page shows, numbers from the rules' constants."""
from __future__ import annotations

from ...core.words import number_word, rule
from .board import BLUE_CELLS, KING_VALUE, SIZE
from .scoring import RULESETS, SEED_PENALTY, SEVEN

GUIDE = {"mouse": "Click a tile in your hand: each cell it may go to shows the points it would score. "
                  "Click a cell to place it there, or the tile again for its best place.",
         "touch": "Tap a tile in your hand: each cell it may go to shows the points it would score. "
                  "Tap a cell to place it there, or the tile again for its best place."}


def rules_sheet() -> list[dict]:
    seven, older = number_word(SEVEN), RULESETS[1]
    blue = number_word(len(BLUE_CELLS))
    return [
        rule(f"Players take turns placing one tile from their hand on an empty cell of the {SIZE}\u00d7{SIZE} board, "
             "then draw a new tile from the stack while it lasts. The game ends when the board is full or nobody can "
             "place a tile; the highest total wins, and equal totals share the win. Each colour carries its letter "
             "and a pattern: red stripes, blue dots, green checks, yellow zigzags.", "R1", "B2", "G3", "Y4"),
        rule("Where a tile may go: it must touch a tile at a side or a corner, and it may not sit side by side with a "
             "tile of the same value (corners may match). A cell whose only neighbour is the King stays closed. The "
             f"{blue} blue cells beside the King open only once all {blue} of their sides are filled \u2014 by the "
             "King and the green cells around them."),
        rule(f"The Rule of Sevens: a cell's space value is the sum of its side neighbours (the King counts "
             f"{KING_VALUE}). If space value plus your tile's value lands exactly on the next multiple of {seven}, "
             f"you score that multiple: a 4 beside a 3 makes {SEVEN}. Overshoot it and the {seven} breaks: "
             f"\u2212{SEED_PENALTY} under the standard rules, or the rest of the move's points halved under the "
             f"{older} rules. A cell whose space value is already a multiple of {seven} is steady: nothing reaches "
             f"the next {seven}, and nothing breaks it.", "R3", "B4"),
        rule("On top of that: your tile's value for every tile of equal value in its row and column; a point for "
             "every tile of the prime suit (the King's colour, the King included) in its row and column \u2014 "
             f"under {older} a prime tile scores their values instead; and diagonal chains, walking outwards from "
             "each corner: your value for each tile in a row of equal values, plus the values of a row of tiles of "
             "your colour.", "GK", "G2", "G5", "Y5"),
        rule("Mercy: if your last tile has no legal cell, it may go beside an equal value. A player who cannot place "
             "at all is skipped."),
        rule("On this table: select a tile; every cell it may go to shows the points it would score (+0 is still a "
             f"legal place; the best is gold with a star, a gold ring is a {seven}, red a broken one). Point at a "
             "cell, or move to it with the arrow keys, to see the breakdown in the side panel. Click a cell to place "
             "the tile there, or click the tile again to place it where it scores most. \u201cShow space "
             "values\u201d writes each empty cell's space value on the board."),
    ]
