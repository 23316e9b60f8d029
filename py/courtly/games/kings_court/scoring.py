"""Scoring a placement (rules §4): the Rule of Sevens, row/column value matches, the prime
suit and the diagonal value and suit chains, under the ``seed`` and ``v1.0`` rulesets.

A ``Scorer`` reads one board and caches what each cell sees (space value, row and column,
diagonal runs).  ``total`` is the number alone (the view's best place per tile); ``score``
adds the breakdown by rule that the page shows for the selected tile.  Both come from one
``tally``, so they cannot disagree.

>>> from courtly.games.kings_court.board import parse_board, cell_index
>>> board = parse_board('''
... .  .  .  .  .  .  .
... R1 .  B2 .  .  .  .
... .  .  .  .  .  .  .
... .  .  .  YK .  .  .
... .  .  .  .  .  .  .
... .  .  .  .  .  .  .
... .  .  .  .  .  .  .''')
>>> Scorer(board).score("G4", cell_index("b2"))["total"], Scorer(board).total("G4", cell_index("b2"))
(7, 7)
"""
from __future__ import annotations

from typing import NamedTuple

from ...core.language import _, n_
from .board import (CENTRE, COLUMN_CELLS, ROW_CELLS, SIDE_NEIGHBOURS, cell_id, colour, colour_name,
                    diagonal_runs, value)

RULESETS = ("seed", "v1.0")
SEED_PENALTY = 10
SEVEN = 7


def space_value(board, i: int) -> int:
    """The sum of the values of the occupied side neighbours of cell ``i`` (the King counts 10)."""
    return sum(value(board[j]) for j in SIDE_NEIGHBOURS[i] if board[j])


def checkpoint(sv: int) -> int:
    """The first multiple of 7 above a space value (rules §4.1)."""
    return SEVEN * (sv // SEVEN + 1)


def sevens_reach(sv: int | None) -> tuple[int | None, bool]:
    """``(the tile value that lands on the checkpoint, steady)`` of a cell with space value
    ``sv`` (None: no side neighbour, the Rule of Sevens does not apply).  A steady cell's
    space value is already a multiple of 7: no tile reaches the next one, none breaks it."""
    if sv is None or sv % SEVEN == 0:
        return None, sv is not None
    return SEVEN - sv % SEVEN, False


def broken_seven_cost(ruleset: str) -> int | None:
    """What a broken seven costs: a flat number of points, or None where it halves the rest."""
    return SEED_PENALTY if ruleset == "seed" else None


class Tally(NamedTuple):
    """What one placement meets, rule by rule (the numbers behind its breakdown)."""
    value: int
    sv: int
    cp: int | None
    in_row: int
    in_column: int
    primes: list          # values of the prime tiles in the row and column
    prime: int            # their points
    value_links: list     # per diagonal, the equal values walked (counts)
    suit_links: list      # per diagonal, the values of the same colour walked
    sevens: int
    result: str           # "hit", "break", "below", "steady" or "none"
    total: int


class Scorer:
    """Scores placements on one board under one ruleset."""

    def __init__(self, board, ruleset: str = "seed"):
        if ruleset not in RULESETS:
            raise ValueError(f"unknown ruleset {ruleset!r}; choose one of {', '.join(RULESETS)}")
        self.board = board
        self.ruleset = ruleset
        self.prime = colour(board[CENTRE]) if board[CENTRE] else None
        # (value, colour) of every occupied cell, None for an empty one
        self._tiles = [(value(t), colour(t)) if t else None for t in board]
        self._seen: dict[int, tuple] = {}

    def facts(self, i: int) -> tuple:
        """(space value, checkpoint, row tiles, column tiles, the four diagonal runs) of cell
        ``i``, tiles as (value, colour) pairs."""
        facts = self._seen.get(i)
        if facts is None:
            tiles = self._tiles
            sides = [tiles[j] for j in SIDE_NEIGHBOURS[i] if tiles[j]]
            sv = sum(t[0] for t in sides)
            cp = checkpoint(sv) if sides else None
            row = [tiles[j] for j in ROW_CELLS[i] if tiles[j]]
            column = [tiles[j] for j in COLUMN_CELLS[i] if tiles[j]]
            facts = (sv, cp, row, column, diagonal_runs(tiles, i))
            self._seen[i] = facts
        return facts

    def tally(self, tile: str, i: int) -> Tally:
        """The numbers of placing ``tile`` (a code or id, value 1..6) on empty cell ``i``."""
        if self.board[i]:
            raise ValueError(f"{cell_id(i)} is not empty")
        v, c = value(tile), colour(tile)
        if not 1 <= v <= 6:
            raise ValueError("only tiles of value 1 to 6 are placed; the King never moves")
        sv, cp, row, column, runs = self.facts(i)
        # §4.2 row/column value matches: +v for every equal value in the row or the column
        in_row = sum(1 for t in row if t[0] == v)
        in_column = sum(1 for t in column if t[0] == v)
        # §4.3 prime suit: the King's colour in the row or column (the King itself included)
        primes = [t[0] for t in row + column if t[1] == self.prime]
        prime = sum(primes) if self.ruleset == "v1.0" and c == self.prime else len(primes)
        # §4.4 diagonal chains, each direction walked outwards until an empty cell or the edge
        value_links, suit_links = [], []
        for run in runs:
            n = 0
            while n < len(run) and run[n][0] == v:
                n += 1
            if n:
                value_links.append(n)
            suit = []
            for t in run:
                if t[1] != c:
                    break
                suit.append(t[0])
            if suit:
                suit_links.append(suit)
        combos = v * (in_row + in_column) + prime + v * sum(value_links) + sum(map(sum, suit_links))
        # §4.1 and §4.5: the Rule of Sevens, applied to the sum of the other rules
        sevens, result = 0, "none"
        if cp is not None:
            if sv % SEVEN == 0:
                result = "steady"
            elif sv + v == cp:
                result, sevens = "hit", cp
            elif sv + v > cp:
                result = "break"
                # seed: a flat -10; v1.0: the other points are halved, rounded down
                sevens = -SEED_PENALTY if self.ruleset == "seed" else combos // 2 - combos
            else:
                result = "below"
        return Tally(v, sv, cp, in_row, in_column, primes, prime, value_links, suit_links,
                     sevens, result, combos + sevens)

    def total(self, tile: str, i: int) -> int:
        """The points of placing ``tile`` on cell ``i``."""
        return self.tally(tile, i).total

    def score(self, tile: str, i: int) -> dict:
        """The breakdown by rule of placing ``tile`` on empty cell ``i``: the numbers, and
        ``parts``, the rules that score, in the order they are announced, each with its
        ``kind`` (``"plus"``, or ``"minus"`` for what takes points away)."""
        t = self.tally(tile, i)
        v, parts = t.value, []
        if t.result == "hit":
            parts.append(_part("sevens", _("Sevens"), t.sevens,
                               _("space value {sv} + {value} = {cp}", sv=t.sv, value=v, cp=t.cp)))
        elif t.result == "break":
            fields = {"sv": t.sv, "value": v, "sum": t.sv + v, "cp": t.cp}
            why = _("{sv} + {value} = {sum} passes the checkpoint {cp}: the other points are halved", **fields) \
                if self.ruleset == "v1.0" else _("{sv} + {value} = {sum} passes the checkpoint {cp}", **fields)
            parts.append(_part("sevens", _("Breaking Seven"), t.sevens, why, "minus"))
        row_col = v * (t.in_row + t.in_column)
        if row_col:
            label = _("row and column {value}s", value=v) if t.in_row and t.in_column \
                else _("row {value}s", value=v) if t.in_row else _("column {value}s", value=v)
            parts.append(_part("row_col", label, row_col, f"{t.in_row + t.in_column} \u00d7 {v}"))
        if t.prime:
            if self.ruleset == "v1.0" and colour(tile) == self.prime:
                detail = _("{values} (a prime tile scores their values)", values=" + ".join(map(str, t.primes)))
            else:
                detail = _("{count} {colour} \u00d7 1", count=len(t.primes), colour=colour_name(self.prime))
            parts.append(_part("prime", _("prime suit"), t.prime, detail))
        value_chains = v * sum(t.value_links)
        suit_chains = sum(map(sum, t.suit_links))
        if value_chains:
            parts.append(_part("value_chains", n_(len(t.value_links), "value chain", "value chains"), value_chains,
                               ", ".join(f"{n} \u00d7 {v}" for n in t.value_links)))
        if suit_chains:
            parts.append(_part("suit_chains", n_(len(t.suit_links), "suit chain", "suit chains"), suit_chains,
                               ", ".join(" + ".join(map(str, s)) for s in t.suit_links)))
        return {"tile": tile[:2], "cell": cell_id(i), "space_value": t.sv, "checkpoint": t.cp,
                "sum_total": t.sv + v, "rule_of_sevens": t.result, "sevens": t.sevens,
                "row_col": row_col, "prime": t.prime, "value_chains": value_chains,
                "suit_chains": suit_chains, "chains": value_chains + suit_chains,
                "total": t.total, "parts": parts}


def _part(rule: str, label: str, points: int, detail: str, kind: str | None = None) -> dict:
    sign = "+" if points >= 0 else "-"
    return {"rule": rule, "label": label, "points": points, "detail": detail,
            "kind": kind or ("minus" if points < 0 else "plus"), "text": f"{label} {sign}{abs(points)}"}
