"""How to play King's Court: the rules sheet the page shows, numbers from the rules' constants."""
from __future__ import annotations

from ...core.sheet import Example, Step, step
from ...core.tour import Lesson, Tour
from ...core.words import number_word
from .board import BLUE_CELLS, KING_VALUE, SIZE
from .scoring import RULESETS, SEED_PENALTY, SEVEN

GUIDE = {"mouse": "Click a tile in your hand: each cell it may go to shows the points it would score. "
                  "Click a cell to place it there, or the tile again for its best place.",
         "touch": "Tap a tile in your hand: each cell it may go to shows the points it would score. "
                  "Tap a cell to place it there, or the tile again for its best place."}


def tone(name: str):
    return lambda r: r.get("tone") == name


def rules_sheet() -> list[Step]:
    seven, older = number_word(SEVEN), RULESETS[1]
    blue = number_word(len(BLUE_CELLS))
    return [
        step("Your turn",
             f"Place one tile from your hand on an empty cell of the {SIZE}\u00d7{SIZE} board, then draw a new tile "
             "while the stack lasts. Each colour carries its letter and a pattern: red stripes, blue dots, green "
             "checks, yellow zigzags.", "R1", "B2", "G3", "Y4",
             example=Example(tone("plus"), seed=1, players=2)),
        step("Where a tile may go",
             "A tile must touch another at a side or a corner, and may not sit side by side with a tile of the "
             "same value (corners may match). A cell whose only neighbour is the King stays closed. The "
             f"{blue} blue cells beside the King open only once all {blue} of their sides are filled."),
        step("The Rule of Sevens",
             f"A cell's space value is the sum of its side neighbours (the King counts {KING_VALUE}). If space value "
             f"plus your tile lands exactly on the next multiple of {seven}, you score that multiple: a 4 beside a 3 "
             f"makes {SEVEN}. A cell whose space value is already a multiple of {seven} is steady: nothing reaches "
             f"the next {seven}, and nothing breaks it.",
             example=Example(tone("hit"), seed=2, players=2)),
        step("A broken seven",
             f"Overshoot the next multiple of {seven} and it breaks: \u2212{SEED_PENALTY} under the standard rules, or "
             f"the rest of the move's points halved under the {older} rules.",
             example=Example(tone("break"), seed=3, players=2)),
        step("More points",
             "Your tile's value for every tile of equal value in its row and column; a point for every tile of the "
             "prime suit (the King's colour, the King included) in its row and column \u2014 under "
             f"{older} a prime tile scores their values instead; and diagonal chains from each corner outwards: "
             "your value for each tile in a row of equal values, plus the values of a row of tiles of your colour.",
             "GK", "G2", "G5", "Y5"),
        step("Mercy, and the end",
             "If your last tile has no legal cell, it may go beside an equal value. A player who cannot place at all "
             "is skipped. The game ends when the board is full or nobody can place; the highest total wins, and "
             "equal totals share the win."),
        step("On this table",
             "Select a tile: every cell it may go to shows the points it would score (+0 is still a legal place; "
             f"the best is gold with a star, a gold ring is a {seven}, red a broken one). Point at a cell, or move "
             "to it with the arrow keys, to see the breakdown in the side panel. Click or tap a cell to place the "
             "tile there, or the tile again to place it where it scores most. \u201cShow space values\u201d writes "
             "each empty cell's space value on the board."),
    ]


def best(record: dict) -> bool:   # the place the table's second click chooses: the most points
    return bool(record.get("preferred"))


TOUR_SEED = 1   # the guided first game's deal: it meets every lesson early (tests/test_tour.py)
TOUR = Tour(seed=TOUR_SEED, players=2, seats=("human", "quick"), filler=best, lessons=(
    Lesson(lambda r: best(r) and r.get("tone") == "plus",
           "Place one tile from your hand beside another tile, at a side or a corner. Each cell it may go to "
           "shows the points it would score there."),
    Lesson(tone("hit"), f"The Rule of Sevens: when a cell's space value (the sum of its side neighbours) plus "
                        f"your tile makes the next multiple of {number_word(SEVEN)}, you score that multiple."),
    Lesson(lambda r: best(r) and r.get("tone") in ("plus", "hit"),
           "Equal values in the tile's row and column, and tiles of the King's colour, score too: the side panel "
           "breaks every score down."),
))
