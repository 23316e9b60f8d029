"""Linking (rules §2.2, §2.7): the network from the HQ, village links and trade routes.

A seat's **network** is its HQ plus every cell holding its land that is orthogonally
connected to the HQ through its land.  A cell **links to the base** when it is next to a
network cell.  A village is **linked** when it is next to the network; it has a **trade
route** when the seat's trade tokens form an orthogonal path from a cell next to the HQ to
a cell next to the village.  Villages, the capital and other HQs never carry a link.
"""
from __future__ import annotations

from .board import PLAIN
from .state import State, board_of, owned_by


def network(state: State, seat: int) -> frozenset[int]:
    """Cached by the land, which alone fixes it: the rules ask again within a move, and a
    bot's search for every position it makes."""
    key = (state.land, state.players, seat)
    found = _NETWORKS.get(key)
    if found is None:
        if len(_NETWORKS) >= 4096:
            _NETWORKS.clear()
        found = _NETWORKS[key] = frozenset(_grow(state, seat))
    return found


_NETWORKS: dict = {}   # (land, players, seat) -> network; ``clear`` empties it when the layouts change


def clear() -> None:
    _NETWORKS.clear()


def _grow(state: State, seat: int) -> set[int]:
    mine = str(seat)
    return reach(state, [board_of(state).hqs[seat]], lambda cell: state.land[cell][1:2] == mine)


def reach(state: State, start, through) -> set[int]:
    """The cells of ``start`` and every cell orthogonally connected to them through cells
    for which ``through(cell)`` holds: the one flood fill of the network, trade routes and
    the bots' cut-off land."""
    neighbours = board_of(state).neighbours
    seen, todo = set(start), list(start)
    while todo:
        for n in neighbours[todo.pop()]:
            if n not in seen and through(n):
                seen.add(n)
                todo.append(n)
    return seen


def frontier(state: State, seat: int, net: set[int] | None = None) -> set[int]:
    """Empty plain cells that link to the base: where land may be laid."""
    board = board_of(state)
    net = network(state, seat) if net is None else net
    return {n for c in net for n in board.neighbours[c]
            if board.kinds[n] == PLAIN and not state.land[n] and not state.top[n]}


def links(state: State, seat: int, net: set[int] | None = None) -> list[int]:
    """Villages (indices into ``board.villages``) next to the seat's network."""
    board = board_of(state)
    net = network(state, seat) if net is None else net
    return [i for i, v in enumerate(board.villages) if any(n in net for n in board.neighbours[v])]


def routes(state: State, seat: int) -> list[int]:
    """Villages joined to the HQ by a path of the seat's trade tokens."""
    board = board_of(state)
    trade = {i for i, t in enumerate(state.top) if t[:1] == "T" and owned_by(t, seat)}
    route = reach(state, [c for c in board.neighbours[board.hqs[seat]] if c in trade], trade.__contains__)
    return [i for i, v in enumerate(board.villages) if any(n in route for n in board.neighbours[v])]
