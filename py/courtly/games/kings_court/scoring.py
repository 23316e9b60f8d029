"""Scoring a placement (rules §4): the Rule of Sevens, row/column value matches, the prime
suit and the diagonal value and suit chains, under the ``seed`` and ``v1.0`` rulesets.

A ``Scorer`` reads one board and caches what each cell sees (space value, row and column,
diagonal runs), so scoring every placement of a hand for the page's preview stays cheap.

>>> from courtly.games.kings_court.board import parse_board, cell_index
>>> board = parse_board('''
... .  .  .  .  .  .  .
... R1 .  B2 .  .  .  .
... .  .  .  .  .  .  .
... .  .  .  YK .  .  .
... .  .  .  .  .  .  .
... .  .  .  .  .  .  .
... .  .  .  .  .  .  .''')
>>> Scorer(board).score("G4", cell_index("b2"))["total"]
7
"""
from __future__ import annotations

from .board import (CENTRE, COLOUR_NAMES, COLUMN_CELLS, ROW_CELLS, SIDE_NEIGHBOURS, cell_id, colour,
                    diagonal_runs, value)

RULESETS = ("seed", "v1.0")
SEED_PENALTY = 10


def space_value(board, i: int) -> int:
    """The sum of the values of the occupied side neighbours of cell ``i`` (the King counts 10)."""
    return sum(value(board[j]) for j in SIDE_NEIGHBOURS[i] if board[j])


def checkpoint(board, i: int) -> int | None:
    """The first multiple of 7 above the space value, or None when no side neighbour is
    occupied (then the Rule of Sevens does not apply)."""
    if not any(board[j] for j in SIDE_NEIGHBOURS[i]):
        return None
    return 7 * (space_value(board, i) // 7 + 1)


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
            cp = 7 * (sv // 7 + 1) if sides else None
            row = [tiles[j] for j in ROW_CELLS[i] if tiles[j]]
            column = [tiles[j] for j in COLUMN_CELLS[i] if tiles[j]]
            facts = (sv, cp, row, column, diagonal_runs(tiles, i))
            self._seen[i] = facts
        return facts

    def score(self, tile: str, i: int) -> dict:
        """The breakdown by rule of placing ``tile`` (a code or id, value 1..6) on empty cell ``i``."""
        if self.board[i]:
            raise ValueError(f"{cell_id(i)} is not empty")
        v, c = value(tile), colour(tile)
        if not 1 <= v <= 6:
            raise ValueError("only tiles of value 1 to 6 are placed; the King never moves")
        sv, cp, row, column, runs = self.facts(i)
        parts = []

        # §4.2 row/column value matches: +v for every equal value in the row or the column
        in_row = sum(1 for t in row if t[0] == v)
        in_column = sum(1 for t in column if t[0] == v)
        row_col = v * (in_row + in_column)
        if row_col:
            where = " and ".join(w for w, n in (("row", in_row), ("column", in_column)) if n)
            parts.append(_part("row_col", f"{where} {v}s", row_col, f"{in_row + in_column} × {v}"))

        # §4.3 prime suit: the King's colour in the row or column (the King itself included)
        primes = [t for t in row + column if t[1] == self.prime]
        if self.ruleset == "v1.0" and c == self.prime:
            prime = sum(t[0] for t in primes)
            detail = " + ".join(str(t[0]) for t in primes) + " (a prime tile scores their values)"
        else:
            prime = len(primes)
            detail = f"{len(primes)} {COLOUR_NAMES.get(self.prime, '')} × 1"
        if prime:
            parts.append(_part("prime", "prime suit", prime, detail))

        # §4.4 diagonal chains, each direction walked outwards until an empty cell or the edge
        value_chains = suit_chains = 0
        value_links, suit_links = [], []
        for run in runs:
            n = 0
            while n < len(run) and run[n][0] == v:
                n += 1
            if n:
                value_chains += v * n
                value_links.append(f"{n} × {v}")
            suit = []
            for t in run:
                if t[1] != c:
                    break
                suit.append(t[0])
            if suit:
                suit_chains += sum(suit)
                suit_links.append(" + ".join(map(str, suit)))
        if value_chains:
            parts.append(_part("value_chains", _plural("value chain", value_links), value_chains,
                               ", ".join(value_links)))
        if suit_chains:
            parts.append(_part("suit_chains", _plural("suit chain", suit_links), suit_chains,
                               ", ".join(suit_links)))

        # §4.1 and §4.5: the Rule of Sevens, applied to the sum of the other rules
        combos = row_col + prime + value_chains + suit_chains
        sevens, result = 0, "none"
        if cp is not None:
            total = sv + v
            if sv % 7 == 0:
                result = "steady"
            elif total == cp:
                result, sevens = "hit", cp
                parts.insert(0, _part("sevens", "Sevens", cp, f"space value {sv} + {v} = {cp}"))
            elif total > cp:
                result = "break"
                # seed: a flat -10; v1.0: the other points are halved, rounded down
                sevens = -SEED_PENALTY if self.ruleset == "seed" else combos // 2 - combos
                why = f"{sv} + {v} = {total} passes the checkpoint {cp}"
                if self.ruleset == "v1.0":
                    why += ": the other points are halved"
                parts.insert(0, _part("sevens", "Breaking Seven", sevens, why))
            else:
                result = "below"
        return {"tile": tile[:2], "cell": cell_id(i), "space_value": sv, "checkpoint": cp,
                "sum_total": sv + v, "rule_of_sevens": result, "sevens": sevens,
                "row_col": row_col, "prime": prime, "value_chains": value_chains,
                "suit_chains": suit_chains, "chains": value_chains + suit_chains,
                "total": combos + sevens, "parts": parts}


def _part(rule: str, label: str, points: int, detail: str) -> dict:
    sign = "+" if points >= 0 else "-"
    return {"rule": rule, "label": label, "points": points, "detail": detail,
            "text": f"{label} {sign}{abs(points)}"}


def _plural(word: str, items: list) -> str:
    return word + ("s" if len(items) > 1 else "")


def summary(score: dict) -> str:
    """``"Sevens +14, row 5s +10 — 24 points"``."""
    total = score["total"]
    points = f"{total} point{'' if abs(total) == 1 else 's'}"
    parts = ", ".join(p["text"] for p in score["parts"])
    return f"{parts} — {points}" if parts else points
