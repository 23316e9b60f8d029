"""A King's Court position, the deal (rules §2), whose turn it is (§2.6–2.7) and the checks
on a saved position."""
from __future__ import annotations

from dataclasses import dataclass, replace

from ...core import Rng
from .board import (CELL_COUNT, CENTRE, COLOURS, LAYOUTS, TILE_IDS, is_king, is_tile_id, value)
from .placement import can_place, open_cells
from .scoring import RULESETS

HAND_SIZES = ("1", "3", "5", "6", "7", "all")
SEATS = range(2, 5)  # 2 to 4 players
LAYOUT_TILES = 12


@dataclass(frozen=True)
class State:
    ruleset: str
    layout: str
    hand_size: str
    board: tuple[str | None, ...]       # 49 tile ids, row by row from the top (index y*7+x)
    hands: tuple[tuple[str, ...], ...]  # each sorted
    stack: tuple[str, ...]              # face down; the next draw is the last
    scores: tuple[int, ...]
    turn: int | None                    # the seat to move; None once the game is over
    skipped: tuple[int, ...]            # seats passed over (no legal placement) since the last move
    rng: str


def deal(players: int, options: dict, rng: Rng) -> State:
    king = COLOURS[rng.below(len(COLOURS))] + "K-0"
    tiles = list(TILE_IDS)
    rng.shuffle(tiles)
    board: list[str | None] = [None] * CELL_COUNT
    board[CENTRE] = king
    for cell, tile in zip(LAYOUTS[options["layout"]], tiles):
        board[cell] = tile
    stack = tiles[LAYOUT_TILES:]
    size = options["hand_size"]
    per_seat = len(stack) // players if size == "all" else int(size)
    hands: list[list[str]] = [[] for _ in range(players)]
    for k in range(per_seat * players):  # one at a time in rotation, from the top
        hands[k % players].append(stack.pop())
    first = rng.below(players)
    state = State(ruleset=options["ruleset"], layout=options["layout"], hand_size=size,
                  board=tuple(board), hands=tuple(tuple(sorted(h)) for h in hands),
                  stack=tuple(stack), scores=(0,) * players, turn=None, skipped=(), rng=rng.state)
    return settle(state, [(first + k) % players for k in range(players)])


def settle(state: State, order) -> State:
    """Give the turn to the first seat in ``order`` with a legal placement; the seats before
    it are skipped (rules §2.6).  Nobody able to place, or a full board, ends the game."""
    if all(state.board):
        return replace(state, turn=None, skipped=())
    cells = open_cells(state.board)
    skipped = []
    for seat in order:
        if can_place(state.board, state.hands[seat], cells):
            return replace(state, turn=seat, skipped=tuple(skipped))
        skipped.append(seat)
    return replace(state, turn=None, skipped=())


def tiles(state: State) -> list[str]:
    """Every tile of the position: the board, the hands, the stack."""
    out = [t for t in state.board if t]
    for hand in state.hands:
        out += hand
    return out + list(state.stack)


def check(state: State) -> None:
    """Raise ``ValueError`` when a saved position is not one play can reach."""
    if state.ruleset not in RULESETS or state.layout not in LAYOUTS or state.hand_size not in HAND_SIZES:
        raise ValueError("unknown ruleset, layout or hand size")
    n = len(state.hands)
    if n not in SEATS or len(state.scores) != n:
        raise ValueError("King's Court has 2 to 4 seats, each with a hand and a score")
    if len(state.board) != CELL_COUNT:
        raise ValueError("the board has 49 cells")
    king = state.board[CENTRE]
    if not king or not is_king(king) or not is_tile_id(king):
        raise ValueError("the King must sit on the centre cell")
    every = tiles(state)
    if not all(is_tile_id(t) for t in every):
        raise ValueError("the saved state holds something that is not a tile")
    if len(every) != len(TILE_IDS) + 1 or sorted(t for t in every if t != king) != sorted(TILE_IDS):
        raise ValueError("the saved tiles are not exactly the 48 tiles and one King")
    if state.turn is not None and not 0 <= state.turn < n:
        raise ValueError("the seat to move does not exist")
    if any(not 0 <= s < n for s in state.skipped):
        raise ValueError("a skipped seat does not exist")
    cells = open_cells(state.board)
    if state.turn is None:
        if not all(state.board) and any(can_place(state.board, h, cells) for h in state.hands):
            raise ValueError("the game is marked over while a tile can still be placed")
    elif not can_place(state.board, state.hands[state.turn], cells):
        raise ValueError("the seat to move has no legal placement")
    Rng(state.rng)


def shuffle_hidden(state: State, seat, rng: Rng) -> State:
    """Re-deal the other hands and the stack.  The seat to move is known to hold a
    placeable tile, so its sampled hand is given one (swapped in, in sample order)."""
    hidden = [s for s in range(len(state.hands)) if s != seat]
    pool = sorted([t for s in hidden for t in state.hands[s]] + list(state.stack))
    rng.shuffle(pool)
    hands = [list(h) for h in state.hands]
    k = 0
    for s in hidden:
        hands[s] = pool[k:k + len(state.hands[s])]
        k += len(state.hands[s])
    stack = pool[k:]
    mover = state.turn
    if mover is not None and mover != seat and not can_place(state.board, hands[mover]):
        cells = open_cells(state.board)
        playable = {v for v in range(1, 7) if any(v not in sides for sides in cells.values())}
        places = [(s, j) for s in hidden if s != mover for j in range(len(hands[s]))]
        for s, j in places + [(None, j) for j in range(len(stack))]:
            spot = hands[s] if s is not None else stack
            if value(spot[j]) in playable:
                spot[j], hands[mover][0] = hands[mover][0], spot[j]
                break
    return replace(state, hands=tuple(tuple(sorted(h)) for h in hands), stack=tuple(stack))
