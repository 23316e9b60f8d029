"""Where a tile may go (rules §3): adjacency, King-alone, the King's Court, no equal side value,
and the mercy rule.

Rules 1, 2 and 4 depend only on the cell, so a cell is *open* when it passes them; rule 3
(no equal side value) then depends on the tile.  The mercy rule (§3, binding §8) waives only
rule 3, and only for a player whose one remaining tile has no ordinary legal cell.  Legality
never depends on what a placement scores (the original program's zero-score bug).
"""
from __future__ import annotations

from .board import BLUE_CELLS, CELL_COUNT, CENTRE, NEIGHBOURS, SIDE_NEIGHBOURS, code_of, value


def closed_reason(board, i: int) -> str | None:
    """Which of rules 1, 2, 4 closes empty cell ``i``: ``"alone"``, ``"court"``,
    ``"king-alone"`` — or ``None`` when the cell is open."""
    touching = [j for j in NEIGHBOURS[i] if board[j]]
    if not touching:
        return "alone"
    if i in BLUE_CELLS and not all(board[j] for j in SIDE_NEIGHBOURS[i]):
        return "court"  # checked first: a blue cell beside a lone King is closed by the court rule
    if touching == [CENTRE]:
        return "king-alone"
    return None


def open_cells(board) -> dict[int, frozenset[int]]:
    """Every open empty cell, with the values of its occupied side neighbours (rule 3)."""
    out = {}
    for i in range(CELL_COUNT):
        if board[i] is None and closed_reason(board, i) is None:
            out[i] = frozenset(value(board[j]) for j in SIDE_NEIGHBOURS[i] if board[j])
    return out


def placements(board, hand, cells: dict[int, frozenset[int]] | None = None) -> tuple[list, bool]:
    """``([(code, cell index), ...], mercy)``: the legal placements for ``hand``, one per
    distinct tile code, sorted; ``mercy`` is True when they exist only by the mercy rule."""
    cells = open_cells(board) if cells is None else cells
    codes = sorted({code_of(t) for t in hand})
    found = [(c, i) for c in codes for i, sides in cells.items() if value(c) not in sides]
    if found or len(hand) != 1:
        return found, False
    mercy = [(c, i) for c in codes for i in cells]
    return mercy, bool(mercy)


def can_place(board, hand, cells: dict[int, frozenset[int]] | None = None) -> bool:
    """Whether ``hand`` has any legal placement (counting the mercy rule)."""
    cells = open_cells(board) if cells is None else cells
    if not hand or not cells:
        return False
    if len(hand) == 1:
        return True  # with one tile left, the mercy rule makes every open cell legal
    values = {value(t) for t in hand}
    return any(values - sides for sides in cells.values())
