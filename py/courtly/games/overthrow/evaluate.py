"""A cheap heuristic worth of a position for the bots: territory, villages, routes, cards,
militaries, capital cells and the nearest military's distance to the capital centre."""
from __future__ import annotations

from math import tanh

from .board import CAPITAL
from .cards import effects
from .state import State, board_of

WEIGHTS = {"land": 1.0, "village": 5.0, "route": 4.0, "influence": 3.0, "revealed": -1.5,
           "military": 2.0, "capital": 8.0, "inner": 6.0, "closeness": 1.0}
SCALE = 30.0


def worth(state: State, seat: int, parts: dict) -> float:
    s = state.seats[seat]
    w = WEIGHTS
    value = (w["land"] * parts["land"][seat] + w["military"] * parts["military"][seat]
             + w["capital"] * parts["capital"][seat] + w["inner"] * parts["inner"][seat]
             + w["village"] * len(s.villages) + w["route"] * len(s.routes)
             + w["influence"] * (len(s.influence) + len(s.earned)) + w["revealed"] * len(s.revealed + s.exposed))
    board = board_of(state)
    value += w["closeness"] * max(0, board.size - parts["distance"][seat])
    value += min(0, effects(s.revealed + s.exposed)["actions"]) * 2.0
    return value


def tally(state: State) -> dict:
    board = board_of(state)
    n = state.players
    parts = {k: [0] * n for k in ("land", "military", "capital", "inner")}
    parts["distance"] = [2 * board.size] * n
    for cell, token in enumerate(state.land):
        if token:
            parts["land"][int(token[1])] += 1
    for cell, token in enumerate(state.top):
        if token[:1] == "M":
            seat = int(token[1])
            parts["military"][seat] += 1
            parts["distance"][seat] = min(parts["distance"][seat], board.distance(cell, board.centre))
            if board.kinds[cell] == CAPITAL:
                parts["capital"][seat] += 1
                parts["inner"][seat] += board.rings[cell] == "inner"
    return parts


def evaluate(game, state: State, seat: int) -> float:
    result = game.outcome(state)
    if result:
        return (1.0 / len(result["winners"])) if seat in result["winners"] else 0.0
    parts = tally(state)
    values = [worth(state, s, parts) for s in range(state.players)]
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return 0.5 + 0.5 * tanh((values[seat] - best_other) / SCALE)
