"""The board (rules §2.1, §6): square grids, orthogonal adjacency, HQs, villages, the capital.

Cells are named ``c<x>-<y>`` in the notation: column ``x`` from the left, row ``y`` from the
top, both from 0 (``c5-0`` is the first HQ of the 2-player board).  Words name a cell the way
the page labels the board's edges: the column's letter from A, the row's number from 1
(``c5-0`` is ``F1``).  Inside the engine a cell is its index ``y * size + x``.  Two boards:

* 2 players ("one board piece"): 11×11, the **small** capital (3×3 around ``c5-5``, every
  cell defends with 2 dice), HQs ``c5-0`` and ``c5-10``, four villages;
* 3 and 4 players ("both pieces"): 15×15, the **big** capital (5×5 around ``c7-7``: centre
  and inner ring defend with 2, the outer ring with 1), HQs at the edge midpoints clockwise
  from the top (3 players leave the fourth, ``c0-7``, unused), eight villages.

On both boards the centre may be attacked only by a player holding 3 capital cells
(``centre_needs``): Courtly's balance choice, measured with ``courtly.tools.balance``.

>>> b = board_for(2)
>>> b.ids[b.hqs[0]], b.ids[b.centre], b.size
('c5-0', 'c5-5', 11)
>>> b.names[b.hqs[0]], b.names[b.centre], b.names[-1]
('F1', 'F6', 'K11')
>>> [b.ids[n] for n in b.neighbours[b.hqs[0]]]
['c4-0', 'c6-0', 'c5-1']
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, cached_property

from ...core.language import _

CELL_SHAPE = re.compile(r"c(\d{1,2})-(\d{1,2})")

PLAIN, HQ, VILLAGE, CAPITAL = "plain", "hq", "village", "capital"


@dataclass(frozen=True)
class Board:
    size: int
    ids: tuple[str, ...]                     # cell index -> "cX-Y" (the notation)
    names: tuple[str, ...]                   # cell index -> "F1" (the words and the board's edges)
    kinds: tuple[str, ...]                   # plain / hq / village / capital
    rings: tuple[str, ...]                   # capital cells: centre / inner / outer; else ""
    defence: tuple[int, ...]                 # the city's dice on each capital cell; else 0
    hqs: tuple[int, ...]                     # HQ cell of each seat
    villages: tuple[int, ...]                # village cells, numbered by position in this tuple
    centre: int
    capital: tuple[int, ...]                 # every capital cell
    neighbours: tuple[tuple[int, ...], ...]  # orthogonal neighbours, in id order W E N S
    centre_needs: int = 1                    # capital cells a player holds before attacking the centre

    @cached_property
    def _by_id(self) -> dict[str, int]:
        return {name: i for i, name in enumerate(self.ids)}

    def index(self, x: int, y: int) -> int:
        return y * self.size + x

    def xy(self, cell: int) -> tuple[int, int]:
        return cell % self.size, cell // self.size

    def cell(self, name: str) -> int | None:
        """The index of cell ``name`` (``"c5-1"``), or None when it is not on this board."""
        if not isinstance(name, str):
            return None
        found = self._by_id.get(name)  # the usual spelling, looked up: a search reads cells by the thousand
        if found is not None:
            return found
        shape = CELL_SHAPE.fullmatch(name)
        if not shape:
            return None
        x, y = int(shape[1]), int(shape[2])
        if x >= self.size or y >= self.size:
            return None
        return self.index(x, y)

    def distance(self, a: int, b: int) -> int:
        (ax, ay), (bx, by) = self.xy(a), self.xy(b)
        return abs(ax - bx) + abs(ay - by)


def is_cell_name(text: str) -> bool:
    return bool(CELL_SHAPE.fullmatch(text))


def column_name(x: int) -> str:
    """The letter on the board's top edge over column ``x`` (A for 0)."""
    return chr(ord("A") + x)


def row_name(y: int) -> str:
    """The number on the board's left edge beside row ``y`` (1 for 0)."""
    return str(y + 1)


@dataclass(frozen=True)
class Layout:
    """One board's design (rules §6, Courtly's own): the grid, the starting places, and the
    capital — its radius (cells within that many king steps of the middle) and the city's
    dice on its centre, inner ring and outer ring — and how many capital cells a player must
    hold before the centre may be attacked."""
    size: int
    hqs: tuple[tuple[int, int], ...]
    villages: tuple[tuple[int, int], ...]
    radius: int
    defence: tuple[int, int, int]            # centre, inner ring, outer ring
    centre_needs: int = 1                    # capital cells held to attack the centre (1: any)


def _build(layout: Layout, players: int) -> Board:
    size, mid = layout.size, layout.size // 2
    ids, names, kinds, rings, defence = [], [], [], [], []
    hq_cells = [y * size + x for x, y in layout.hqs[:players]]
    village_cells = [y * size + x for x, y in layout.villages]
    for y in range(size):
        for x in range(size):
            i = y * size + x
            ids.append(f"c{x}-{y}")
            names.append(column_name(x) + row_name(y))
            reach = max(abs(x - mid), abs(y - mid))
            if reach <= layout.radius:
                ring = min(reach, 2)
                kinds.append(CAPITAL)
                rings.append(("centre", "inner", "outer")[ring])
                defence.append(layout.defence[ring])
                continue
            kinds.append(HQ if i in hq_cells else VILLAGE if i in village_cells else PLAIN)
            rings.append("")
            defence.append(0)
    neighbours = []
    for y in range(size):
        for x in range(size):
            near = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
            neighbours.append(tuple(b * size + a for a, b in near if 0 <= a < size and 0 <= b < size))
    return Board(size=size, ids=tuple(ids), names=tuple(names), kinds=tuple(kinds), rings=tuple(rings),
                 defence=tuple(defence), hqs=tuple(hq_cells), villages=tuple(village_cells),
                 centre=mid * size + mid, capital=tuple(i for i, k in enumerate(kinds) if k == CAPITAL),
                 neighbours=tuple(neighbours), centre_needs=layout.centre_needs)


SMALL = Layout(size=11, hqs=((5, 0), (5, 10)), villages=((2, 3), (8, 3), (2, 7), (8, 7)),
               radius=1, defence=(2, 2, 2), centre_needs=3)
BIG = Layout(size=15, hqs=((7, 0), (14, 7), (7, 14), (0, 7)),            # clockwise from the top
             villages=((4, 2), (10, 2), (12, 4), (12, 10), (10, 12), (4, 12), (2, 10), (2, 4)),
             radius=2, defence=(2, 2, 1), centre_needs=3)
# players -> layout; ``tools.balance`` swaps these for its experiments (then ``board_for.cache_clear()``)
LAYOUTS = {2: SMALL, 3: BIG, 4: BIG}


@cache
def board_for(players: int) -> Board:
    """The board for 2 (small capital) or 3-4 players (big capital)."""
    return _build(LAYOUTS[players], players)


def place_name(board: Board, cell: int) -> str:
    """A cell in words: ``"the capital cell F5"``, ``"the capital centre F6"``, ``"E3"``."""
    name = board.names[cell]
    kind = board.kinds[cell]
    if kind == CAPITAL:
        return _("the capital centre {cell}", cell=name) if cell == board.centre else \
            _("the capital cell {cell}", cell=name)
    if kind == VILLAGE:
        return _("the village {cell}", cell=name)
    if kind == HQ:
        return _("the HQ {cell}", cell=name)
    return name
