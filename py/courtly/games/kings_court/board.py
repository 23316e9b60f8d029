"""The King's Court board: cells, neighbours, the King's Court, opening layouts, tiles, notation.

Cells are numbered ``y * 7 + x`` (rules §1: ``x`` = column 0..6 left to right, ``y`` = row
0..6 top to bottom).  The page and the move notation name them like a spreadsheet: column
letter ``a``..``g`` + row number ``1``..``7`` counted **from the top**, so ``a1`` is the
top-left cell, ``g7`` the bottom-right one and the King sits on ``d4``.

A tile is written colour ``RBGY`` + value ``1``..``6`` (``R4``), the King colour + ``K``
(``GK``).  Physical ids add the copy: ``R4-0`` and ``R4-1``; the one King in play is ``GK-0``.
The rules modules take a board as a tuple of 49 codes or ids (or ``None``); only the first
two characters of an entry matter.

>>> cell_id(index(2, 3)), xy(cell_index("g7")), CENTRE == cell_index("d4")
('c4', (6, 6), True)
>>> value("GK"), value("R4-1"), colour("Y6")
(10, 4, 'Y')
"""
from __future__ import annotations

from ...core.language import N_, _, p_

SIZE = 7
CELL_COUNT = SIZE * SIZE
COLUMNS = "abcdefg"
COLOURS = "RBGY"
# The colours in English (ids stay R, B, G, Y); the table says them with ``colour_name``,
# ``tile_name`` and ``the_king_name``, in the request's language.
COLOUR_NAMES = {"R": "red", "B": "blue", "G": "green", "Y": "yellow"}
TILE_NAMES = {"R": N_("red {value}"), "B": N_("blue {value}"), "G": N_("green {value}"), "Y": N_("yellow {value}")}
KING_NAMES = {"R": N_("red King"), "B": N_("blue King"), "G": N_("green King"), "Y": N_("yellow King")}
THE_KING_NAMES = {"R": N_("the red King"), "B": N_("the blue King"), "G": N_("the green King"),
                  "Y": N_("the yellow King")}
VALUES = range(1, 7)
KING_VALUE = 10
COPIES = 2

SIDES = ((-1, 0), (1, 0), (0, -1), (0, 1))
DIAGONALS = ((-1, -1), (1, -1), (-1, 1), (1, 1))


def index(x: int, y: int) -> int:
    return y * SIZE + x


def xy(i: int) -> tuple[int, int]:
    return i % SIZE, i // SIZE


CELL_IDS = tuple(f"{COLUMNS[i % SIZE]}{i // SIZE + 1}" for i in range(CELL_COUNT))


def cell_id(i: int) -> str:
    return CELL_IDS[i]


_CELL_INDEX = {c: i for i, c in enumerate(CELL_IDS)}


def cell_index(cell: str) -> int:
    """The index of a cell id like ``c4``; ``KeyError`` for anything else."""
    return _CELL_INDEX[cell]


def _around(steps) -> tuple[tuple[int, ...], ...]:
    out = []
    for i in range(CELL_COUNT):
        x, y = xy(i)
        out.append(tuple(index(x + dx, y + dy) for dx, dy in steps
                         if 0 <= x + dx < SIZE and 0 <= y + dy < SIZE))
    return tuple(out)


SIDE_NEIGHBOURS = _around(SIDES)            # left, right, up, down (those on the board)
CORNER_NEIGHBOURS = _around(DIAGONALS)
NEIGHBOURS = tuple(s + c for s, c in zip(SIDE_NEIGHBOURS, CORNER_NEIGHBOURS))
ROW_CELLS = tuple(tuple(index(k, i // SIZE) for k in range(SIZE) if k != i % SIZE)
                  for i in range(CELL_COUNT))     # the other cells of the row
COLUMN_CELLS = tuple(tuple(index(i % SIZE, k) for k in range(SIZE) if k != i // SIZE)
                     for i in range(CELL_COUNT))  # the other cells of the column


def _rays(i: int) -> tuple[tuple[int, ...], ...]:
    """The cells along each diagonal from ``i`` outwards, nearest first."""
    x, y = xy(i)
    rays = []
    for dx, dy in DIAGONALS:
        ray, k = [], 1
        while 0 <= x + k * dx < SIZE and 0 <= y + k * dy < SIZE:
            ray.append(index(x + k * dx, y + k * dy))
            k += 1
        rays.append(tuple(ray))
    return tuple(rays)


DIAGONAL_RAYS = tuple(_rays(i) for i in range(CELL_COUNT))


def diagonal_runs(tiles, i: int) -> list[list]:
    """The tiles along each of the four diagonals from cell ``i``, nearest first, up to the
    first empty cell (an empty list where the neighbour is empty)."""
    runs = []
    for ray in DIAGONAL_RAYS[i]:
        run = []
        for j in ray:
            if not tiles[j]:
                break
            run.append(tiles[j])
        runs.append(run)
    return runs

# The King's Court (rules §3.4): blue cells open only when all four sides are filled.
CENTRE = index(3, 3)
BLUE_CELLS = frozenset(index(x, y) for x, y in ((3, 2), (2, 3), (4, 3), (3, 4)))
GREEN_CELLS = frozenset(index(x, y) for x, y in ((2, 2), (4, 2), (2, 4), (4, 4),
                                                  (3, 1), (1, 3), (5, 3), (3, 5)))


def court(i: int) -> str | None:
    """``"blue"``, ``"green"``, ``"king"`` or ``None`` for an ordinary cell."""
    if i == CENTRE:
        return "king"
    if i in BLUE_CELLS:
        return "blue"
    return "green" if i in GREEN_CELLS else None


# The nine opening layouts (rules §2.2), in the order the original program's menu lists them.
_LAYOUT_CELLS = {
    "x-board": [(3 + s * k, 3 + t * k) for k in (1, 2, 3) for s in (-1, 1) for t in (-1, 1)],
    "snowflake": [(0, 3), (3, 0), (6, 3), (3, 6)]
                 + [(3 + s * k, 3 + t * k) for k in (2, 3) for s in (-1, 1) for t in (-1, 1)],
    "round-square": [(0, 3), (3, 0), (6, 3), (3, 6), (0, 1), (1, 0), (0, 5), (1, 6),
                     (5, 0), (6, 1), (6, 5), (5, 6)],
    "outside-border": [(0, 0), (2, 0), (4, 0), (6, 0), (0, 2), (6, 2), (0, 4), (6, 4),
                       (0, 6), (2, 6), (4, 6), (6, 6)],
    "sides": [(3, 0), (2, 0), (4, 0), (6, 3), (0, 2), (6, 2), (0, 4), (6, 4),
              (0, 3), (2, 6), (4, 6), (3, 6)],
    "diamond": [(1, 1), (2, 0), (4, 0), (5, 1), (0, 2), (6, 2), (0, 4), (6, 4),
                (1, 5), (2, 6), (4, 6), (5, 5)],
    "diamond-sharper": [(3, 0), (4, 1), (5, 2), (6, 3), (5, 4), (4, 5), (3, 6), (2, 5),
                        (1, 4), (0, 3), (1, 2), (2, 1)],
    "corners": [(0, 0), (6, 0), (6, 6), (0, 6), (0, 1), (1, 0), (0, 5), (1, 6),
                (5, 0), (6, 1), (6, 5), (5, 6)],
    "inverse-corners": [(1, 1), (5, 1), (5, 5), (1, 5), (0, 1), (1, 0), (0, 5), (1, 6),
                        (5, 0), (6, 1), (6, 5), (5, 6)],
}
LAYOUTS = {name: tuple(index(x, y) for x, y in cells) for name, cells in _LAYOUT_CELLS.items()}
DEFAULT_LAYOUT = "outside-border"


# --- tiles -------------------------------------------------------------------------

def value(tile: str) -> int:
    """1..6, or 10 for the King; works on codes and ids."""
    return KING_VALUE if tile[1] == "K" else ord(tile[1]) - 48


def colour(tile: str) -> str:
    return tile[0]


def code_of(tile: str) -> str:
    return tile[:2]


def is_king(tile: str) -> bool:
    return tile[1] == "K"


def colour_name(colour_id: str) -> str:
    """``"green"``: a colour (``R``, ``B``, ``G``, ``Y``) in the request's language."""
    return {"R": p_("tile colour", "red"), "B": p_("tile colour", "blue"), "G": p_("tile colour", "green"),
            "Y": p_("tile colour", "yellow")}[colour_id]


def tile_name(tile: str) -> str:
    """``"red 4"``, ``"green King"``."""
    return _(KING_NAMES[tile[0]]) if is_king(tile) else _(TILE_NAMES[tile[0]], value=tile[1])


def the_king_name(tile: str) -> str:
    """``"the green King"``: the King as a sentence names it."""
    return _(THE_KING_NAMES[tile[0]])


TILE_CODES = tuple(c + str(v) for c in COLOURS for v in VALUES)
KING_CODES = tuple(c + "K" for c in COLOURS)
TILE_IDS = tuple(f"{code}-{k}" for code in TILE_CODES for k in range(COPIES))   # the 48 tiles
_VALID_IDS = frozenset(TILE_IDS) | {k + "-0" for k in KING_CODES}


def is_tile_id(text: object) -> bool:
    return isinstance(text, str) and text in _VALID_IDS


# --- the board text notation (rules §8) ----------------------------------------------

def format_board(board) -> str:
    """Seven lines, top row first; ``.`` for an empty cell, tile codes otherwise."""
    lines = []
    for y in range(SIZE):
        tokens = [(code_of(board[index(x, y)]) if board[index(x, y)] else ".").ljust(2)
                  for x in range(SIZE)]
        lines.append(" ".join(tokens).rstrip())
    return "\n".join(lines)


def parse_board(text: str) -> tuple[str | None, ...]:
    """The 49 codes (or ``None``) of a board written in the text notation.

    Blank lines are ignored; anything else malformed raises ``ValueError`` saying where.
    """
    if not isinstance(text, str):
        raise ValueError("a board is seven lines of seven tokens")
    rows = [line.split() for line in text.strip().splitlines() if line.strip()]
    if len(rows) != SIZE:
        raise ValueError(f"a board has {SIZE} rows, not {len(rows)}")
    cells: list[str | None] = []
    for y, row in enumerate(rows):
        if len(row) != SIZE:
            raise ValueError(f"row {y + 1} has {len(row)} cells, not {SIZE}")
        for x, token in enumerate(row):
            if token == ".":
                cells.append(None)
            elif token in TILE_CODES or token in KING_CODES:
                cells.append(token)
            else:
                raise ValueError(f"{cell_id(index(x, y))}: {token!r} is not a tile "
                                 "(colour R B G Y + value 1-6, the King colour + K, or '.')")
    return tuple(cells)
