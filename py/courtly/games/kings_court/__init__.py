"""King's Court: place numbered tiles around the King on a 7×7 board and score by sevens,
matches and chains (rules: ``py/rules/kings-court.md``).

Notation: a move is a tile code from the hand of the seat to move, ``@``, and a cell:
``R5@c4``.  Cells are ``a1``..``g7``: column letter ``a``..``g`` left to right, row number
``1``..``7`` from the **top** (``a1`` top-left, the King on ``d4``).  When a hand holds both
copies of a tile, the move places the one with the lower id.

The modules follow the rules' sections: ``board`` (cells, layouts, court cells, the text
notation), ``state`` (the position, the deal, whose turn, §2), ``placement`` (§3),
``scoring`` (§4), ``moves`` (the notation, the legal placements, playing one), ``words``
(everything said to a player), ``view`` (what the page draws) and ``positions`` (the text
notation of whole positions).  This module is the ``Game`` facade over them.
"""
from __future__ import annotations

from ...core import Game, Rng
from ...core.language import N_, _
from . import moves, sheet, words
from .board import DEFAULT_LAYOUT, LAYOUTS, SIZE, cell_index, code_of, index
from .positions import BLANK, from_text, to_text
from .scoring import RULESETS, Scorer
from .state import HAND_SIZES, SEATS, State, check, deal, shuffle_hidden, tiles
from .panel import tiles_word
from .view import text as _text, view as _view

WIN_BONUS = 1000.0  # evaluate(): a finished game outweighs any score difference
# The opening layouts' names for the new game dialog, by id.
LAYOUT_NAMES = {"x-board": N_("X board"), "snowflake": N_("Snowflake"), "round-square": N_("Round square"),
                "outside-border": N_("Outside border"), "sides": N_("Sides"), "diamond": N_("Diamond"),
                "diamond-sharper": N_("Diamond sharper"), "corners": N_("Corners"),
                "inverse-corners": N_("Inverse corners")}


def score_placement(state: State, tile: str, cell) -> dict:
    """The breakdown by rule of placing ``tile`` (code or id) on ``cell`` (``"c4"`` or ``(x, y)``).

    Keys: ``sevens``, ``row_col``, ``prime``, ``value_chains``, ``suit_chains``, ``chains``,
    ``total`` (points), ``space_value``, ``checkpoint``, ``sum_total``, ``rule_of_sevens``
    (``hit``, ``break``, ``below``, ``steady`` or ``none``) and ``parts``: the non-zero rules
    as ``{"rule", "label", "points", "detail", "kind", "text"}`` in the order they are announced.
    """
    return Scorer(state.board, state.ruleset).score(tile, _cell(cell))


def _cell(cell) -> int:
    if isinstance(cell, str):
        try:
            return cell_index(cell)
        except KeyError:
            raise ValueError(f"{cell!r} is not a cell: columns a-g, rows 1-7 from the top") from None
    x, y = cell
    if not (0 <= x < SIZE and 0 <= y < SIZE):
        raise ValueError(f"{cell!r} is off the board")
    return index(x, y)


class KingsCourt(Game):
    id = "kings-court"
    name = "King's Court"
    min_players = SEATS.start
    max_players = SEATS.stop - 1

    @property
    def summary(self) -> str:   # said in the request's language, like every word below
        return _("Place numbered tiles around the King: hit the sevens, match values, build diagonal chains.")

    @property
    def options(self) -> dict:
        return {
            "ruleset": {"choices": list(RULESETS), "default": "seed", "label": _("Scoring"),
                        "labels": {"seed": _("Standard (a broken seven costs 10)"),
                                   "v1.0": _("Version 1.0 (a broken seven halves the move)")},
                        "help": _("What breaking a seven costs, and how prime tiles score.")},
            "layout": {"choices": list(LAYOUTS), "default": DEFAULT_LAYOUT, "label": _("Opening layout"),
                       "labels": {name: _(LAYOUT_NAMES[name]) for name in LAYOUTS},
                       "help": _("Where the twelve tiles dealt onto the board before the first turn lie.")},
            "hand_size": {"choices": list(HAND_SIZES), "default": "6", "label": _("Hand"),
                          "labels": {n: _("Every tile") if n == "all" else tiles_word(int(n)) for n in HAND_SIZES},
                          "help": _("How many tiles each player holds.")},
        }

    @property
    def guide(self) -> dict:
        return sheet.guide()

    rules_version = 1
    names_seats = True  # the log, the notes and the result say "You" or "Player 2" as the table does
    rules_sheet = staticmethod(sheet.rules_sheet)
    tour = sheet.TOUR
    State = State
    Record = moves.Record

    def deal(self, seed, players, options, rng: Rng) -> State:
        return deal(players, options, rng)

    # --- moves -----------------------------------------------------------------------
    def to_move(self, state: State) -> int | None:
        return state.turn

    def legal_moves(self, state: State) -> list[str]:
        # the records' moves without their scores (bots and playouts ask for these often)
        return [m[0] for m in moves.legal(state)]

    def records(self, state: State) -> list[moves.Record]:
        return moves.records(state)

    def parse(self, state: State, move: object) -> tuple[str, int]:
        """(tile id, cell index) of a legal move, or ``IllegalMove`` saying why not."""
        where = moves.parse(state, move)
        return where.tile, where.cell

    def apply(self, state: State, move: str) -> State:
        return moves.apply(state, move)

    def play(self, state: State, move: str, names=None) -> tuple[State, str]:
        return moves.play(state, move, names=names)

    def describe(self, state: State, move: str, advice: bool = False, names=None) -> str:
        return moves.play(state, move, advice=advice, names=names)[1]

    def move_between(self, state: State, source: str, target: str) -> str:
        """Dragging either copy of a tile (its id, or its code) onto a cell."""
        return f"{code_of(source)}@{target}" if isinstance(source, str) else f"{source}@{target}"

    def why_not(self, state: State, source: str) -> str:
        return moves.why_not(state, source) or super().why_not(state, source)

    def score_placement(self, state: State, tile: str, cell) -> dict:
        return score_placement(state, tile, cell)

    # --- the end ------------------------------------------------------------------------
    def outcome(self, state: State, names=None) -> dict | None:
        if state.turn is not None:
            return None
        best = max(state.scores)
        winners = [s for s, p in enumerate(state.scores) if p == best]
        return {"scores": list(state.scores), "winners": winners,
                "reason": words.outcome_reason(all(state.board), winners, best, names)}

    def evaluate(self, state: State, seat: int) -> float:
        """My score minus the best other score; a finished game adds ±WIN_BONUS."""
        others = [p for s, p in enumerate(state.scores) if s != seat]
        diff = float(state.scores[seat] - max(others))
        result = self.outcome(state)
        if result:
            return diff + (WIN_BONUS if seat in result["winners"] else -WIN_BONUS)
        return diff

    # --- what the page sees -----------------------------------------------------------------
    def view(self, state: State, seat: int | None, names=None) -> dict:
        return _view(self, state, seat, names)

    def text(self, state: State, seat) -> str:
        return _text(self, state, seat)

    def piece_name(self, code: str) -> str:
        return words.name(code)

    # --- tools, tests and bots ----------------------------------------------------------------
    def cards(self, state: State) -> list[str]:
        return tiles(state)

    def check(self, state: State) -> None:
        check(state)

    def shuffle_hidden(self, state: State, seat, rng: Rng) -> State:
        return shuffle_hidden(state, seat, rng)


GAME = KingsCourt()

__all__ = ["BLANK", "GAME", "KingsCourt", "State", "from_text", "score_placement", "to_text"]
