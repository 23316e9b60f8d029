"""The end (rules §1 capital, §6 turn limit): taking the capital centre wins at once; after
the last round, most capital cells held wins, ties broken by most land, then a shared win.
Scores are capital cells held."""
from __future__ import annotations

from .state import State, board_of
from .tokens import COLOURS, owner


def capital_held(state: State) -> list[int]:
    held = [0] * state.players
    for cell in board_of(state).capital:
        if state.top[cell]:
            held[owner(state.top[cell])] += 1
    return held


def outcome(state: State) -> dict | None:
    if not state.result:
        return None
    board = board_of(state)
    capital = capital_held(state)
    if state.result == "capital":
        winner = owner(state.top[board.centre])
        return {"scores": capital, "winners": [winner],
                "reason": f"{COLOURS[winner].capitalize()} took the capital centre "
                          f"{board.ids[board.centre]} and overthrew the city."}
    land = [0] * state.players
    for token in state.land:
        if token:
            land[owner(token)] += 1
    best = max(capital)
    leaders = [s for s in range(state.players) if capital[s] == best]
    most_land = max(land[s] for s in leaders)
    winners = [s for s in leaders if land[s] == most_land]
    names = " and ".join(COLOURS[s].capitalize() for s in winners)
    why = (f"most capital cells ({best})" if len(leaders) == 1 else
           f"{best} capital cells and most land ({most_land})" if len(winners) == 1 else
           f"{best} capital cells and {most_land} land each: a shared win")
    return {"scores": capital, "winners": winners,
            "reason": f"The turn limit of {state.turn_limit} rounds is reached and nobody holds the "
                      f"capital centre: {names} {'wins' if len(winners) == 1 else 'win'} with {why}."}
