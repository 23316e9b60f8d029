"""How to play King's Court: the rules sheet the page shows, numbers from the rules' constants."""
from __future__ import annotations

from ...core.language import N_, _
from ...core.sheet import Example, Step, step
from ...core.tour import Lesson, Tour
from ...core.words import number_word
from .board import BLUE_CELLS, KING_VALUE, SIZE
from .scoring import RULESETS, SEED_PENALTY, SEVEN


def guide() -> dict:
    """For someone opening the game for the first time, worded for the way they point."""
    return {"mouse": _("Click a tile in your hand: each cell it may go to shows the points it would score. "
                       "Click a cell to place it there, or the tile again for its best place."),
            "touch": _("Tap a tile in your hand: each cell it may go to shows the points it would score. "
                       "Tap a cell to place it there, or the tile again for its best place.")}


def tone(name: str):
    return lambda r: r.get("tone") == name


def rules_sheet() -> list[Step]:
    seven, older = number_word(SEVEN), RULESETS[1]
    blue = number_word(len(BLUE_CELLS))
    return [
        step(_("Your turn"),
             _("Place one tile from your hand on an empty cell of the {size}\u00d7{size} board, then draw a new tile "
               "while the stack lasts. Each colour carries its letter and a pattern: red stripes, blue dots, green "
               "checks, yellow zigzags.", size=SIZE), "R1", "B2", "G3", "Y4",
             example=Example(tone("plus"), seed=1, players=2)),
        step(_("Where a tile may go"),
             _("A tile must touch another at a side or a corner, and may not sit side by side with a tile of the "
               "same value (corners may match). A cell whose only neighbour is the King stays closed. The "
               "{blue} blue cells beside the King open only once all {blue} of their sides are filled.", blue=blue)),
        step(_("The Rule of Sevens"),
             _("A cell's space value is the sum of its side neighbours (the King counts {king}). If space value "
               "plus your tile lands exactly on the next multiple of {seven}, you score that multiple: a 4 beside a 3 "
               "makes {number}. A cell whose space value is already a multiple of {seven} is steady: nothing reaches "
               "the next {seven}, and nothing breaks it.", king=KING_VALUE, seven=seven, number=SEVEN),
             example=Example(tone("hit"), seed=2, players=2)),
        step(_("A broken seven"),
             _("Overshoot the next multiple of {seven} and it breaks: \u2212{penalty} under the standard rules, or "
               "the rest of the move's points halved under the {older} rules.", seven=seven, penalty=SEED_PENALTY,
               older=older),
             example=Example(tone("break"), seed=3, players=2)),
        step(_("More points"),
             _("Your tile's value for every tile of equal value in its row and column; a point for every tile of the "
               "prime suit (the King's colour, the King included) in its row and column \u2014 under "
               "{older} a prime tile scores their values instead; and diagonal chains from each corner outwards: "
               "your value for each tile in a row of equal values, plus the values of a row of tiles of your colour.",
               older=older),
             "GK", "G2", "G5", "Y5"),
        step(_("Mercy, and the end"),
             _("If your last tile has no legal cell, it may go beside an equal value. A player who cannot place at all "
               "is skipped. The game ends when the board is full or nobody can place; the highest total wins, and "
               "equal totals share the win.")),
        step(_("On this table"),
             _("Select a tile: every cell it may go to shows the points it would score (+0 is still a legal place; "
               "the best is gold with a star, a gold ring is a {seven}, red a broken one). Point at a cell, or move "
               "to it with the arrow keys, to see the breakdown in the side panel. Click or tap a cell to place the "
               "tile there, or the tile again to place it where it scores most. \u201cShow space values\u201d writes "
               "each empty cell's space value on the board.", seven=seven)),
    ]


def best(record: dict) -> bool:   # the place the table's second click chooses: the most points
    return bool(record.get("preferred"))


TOUR_SEED = 1   # the guided first game's deal: it meets every lesson early (tests/test_tour.py)


TOUR = Tour(seed=TOUR_SEED, players=2, seats=("human", "quick"), filler=best, lessons=(
    Lesson(lambda r: best(r) and r.get("tone") == "plus",
           N_("Place one tile from your hand beside another tile, at a side or a corner. Each cell it may go to "
              "shows the points it would score there.")),
    Lesson(tone("hit"), N_("The Rule of Sevens: when a cell's space value (the sum of its side neighbours) plus "
                           "your tile makes the next multiple of seven, you score that multiple.")),
    Lesson(lambda r: best(r) and r.get("tone") in ("plus", "hit"),
           N_("Equal values in the tile's row and column, and tiles of the King's colour, score too: the side panel "
              "breaks every score down.")),
))
