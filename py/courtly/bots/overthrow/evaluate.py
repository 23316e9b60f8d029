"""A heuristic worth of a position for the bots (the engine's ``Game.evaluate``), and the
geometry the bots read: where to stand to attack the capital, and how much land is still to
lay to reach a goal.

The game is won by the capital (its centre at once, or most capital cells at the turn
limit), so a seat's worth is mostly its grip on the capital: cells held (those next to the
centre most), militaries standing ready next to capital cells, and how much land it still
has to lay before it can stand there; then its actions per turn (influence cards, less
Unrest), its land (the turn limit's tie-break) and the militaries that guard it.  ``evaluate``
compares the seat with its best rival and squashes the difference into (0, 1).
"""
from __future__ import annotations

from functools import cache
from math import tanh

from ...games.overthrow import network as linking
from ...games.overthrow.board import CAPITAL, PLAIN, Board, board_for
from ...games.overthrow.cards import effects
from ...games.overthrow.state import State, board_of

SCALE = 40.0
UNREACHABLE = 99


@cache
def approach(players: int) -> tuple[frozenset[int], tuple[int, ...]]:
    """The plain cells next to the capital (where a military stands to attack it), and for each
    capital cell its rank: 0 the centre, 1 next to the centre, and so on outwards."""
    board = board_for(players)
    cells = frozenset(n for c in board.capital for n in board.neighbours[c] if board.kinds[n] == PLAIN)
    return cells, tuple(_steps(board, [board.centre], 0, lambda n: board.kinds[n] == CAPITAL))


def distances(state: State, seat: int, goals) -> tuple[int, ...]:
    """Per cell: how many land tokens ``seat`` must lay, starting with that cell, before its
    land touches a cell of ``goals`` — through plain cells that are empty or its own.
    Cells holding others' tokens (and non-plain cells) are unreachable.  Cached by the land
    and the plain cells with a token but no land under it, which fix the answer: a search asks
    again for every position, and most actions (a military laid, moved or lost) leave both alone."""
    top = state.top
    key = (state.land, tuple(c for c in _plain(state.players) if top[c] and not state.land[c]),
           state.players, seat, tuple(goals))
    found = _DISTANCES.get(key)
    if found is None:
        if len(_DISTANCES) >= 4096:
            _DISTANCES.clear()
        found = _DISTANCES[key] = _breadth(state, seat, key[4])
    return found


_DISTANCES: dict = {}   # see ``distances``; ``clear`` empties it when the layouts change


@cache
def _plain(players: int) -> tuple[int, ...]:
    board = board_for(players)
    return tuple(c for c, kind in enumerate(board.kinds) if kind == PLAIN)


def clear() -> None:
    """Forget what was worked out for the board layouts (the balance tool changes them)."""
    approach.cache_clear()
    _plain.cache_clear()
    _DISTANCES.clear()
    linking.clear()


def _breadth(state: State, seat: int, goals) -> tuple[int, ...]:
    board = board_of(state)
    mine = str(seat)
    through = lambda n: _open(board, state, n, mine)  # noqa: E731
    return tuple(_steps(board, [n for g in goals for n in board.neighbours[g] if through(n)], 1, through))


def _steps(board: Board, start, first: int, through) -> list[int]:
    """Per cell, the fewest steps from a cell of ``start`` (which counts ``first``) through
    cells for which ``through(cell)`` holds; ``UNREACHABLE`` where there is no way."""
    dist = [UNREACHABLE] * board.size ** 2
    todo = []
    for cell in start:
        if dist[cell] == UNREACHABLE:
            dist[cell] = first
            todo.append(cell)
    for cell in todo:
        for n in board.neighbours[cell]:
            if dist[n] == UNREACHABLE and through(n):
                dist[n] = dist[cell] + 1
                todo.append(n)
    return dist


def _open(board: Board, state: State, cell: int, mine: str) -> bool:
    if board.kinds[cell] != PLAIN:
        return False
    land = state.land[cell]
    return (not land and not state.top[cell]) or land[1:2] == mine


def lands_needed(state: State, seat: int, net: set[int], dist: list[int]) -> int:
    """Land tokens still to lay before the network touches the goals (0 once it does)."""
    best = UNREACHABLE
    for cell in net:
        if state.land[cell] or cell == board_of(state).hqs[seat]:
            best = min(best, dist[cell] - 1)
    return max(0, best)


def worth(state: State, seat: int, net: set[int] | None = None) -> float:
    board = board_of(state)
    ready, rank = approach(state.players)
    mine = str(seat)
    net = linking.network(state, seat) if net is None else net
    value = 0.0
    militaries = standing = 0
    for cell, top in enumerate(state.top):
        if top[:1] != "M" or top[1] != mine:
            continue
        militaries += 1
        if board.kinds[cell] == CAPITAL:
            value += 14.0 + 10.0 / rank[cell]
        elif cell in ready:
            standing += 1
    value += 3.0 * min(standing, 3) + 0.8 * min(militaries, 8)
    land = sum(1 for t in state.land if t[1:2] == mine)
    value += 0.3 * land
    need = lands_needed(state, seat, net, distances(state, seat, board.capital))
    value -= 2.0 * min(need, 12)
    s = state.seats[seat]
    force = effects(s.influence + s.earned + s.revealed + s.exposed)
    value += 4.0 * max(1, force["actions"]) + 2.0 * len(s.villages)
    value -= 1.5 * len(s.revealed + s.exposed)
    return value


def evaluate(game, state: State, seat: int) -> float:
    result = game.outcome(state)
    if result:
        return (1.0 / len(result["winners"])) if seat in result["winners"] else 0.0
    values = [worth(state, s) for s in range(state.players)]
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return 0.5 + 0.5 * tanh((values[seat] - best_other) / SCALE)
