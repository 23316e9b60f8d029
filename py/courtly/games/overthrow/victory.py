"""The end (rules §1 capital, §6 turn limit): taking the capital centre wins at once; after
the last round, most capital cells held wins, ties broken by most land, then a shared win.
Scores are capital cells held."""
from __future__ import annotations

from ...core.language import _, n_, p_
from ...core.words import listed
from .state import State, board_of
from .tokens import owner
from .voice import Voice


def capital_held(state: State) -> list[int]:
    held = [0] * state.players
    for cell in board_of(state).capital:
        if state.top[cell]:
            held[owner(state.top[cell])] += 1
    return held


def land_held(state: State) -> list[int]:
    """Land tokens each seat has on the board."""
    land = [0] * state.players
    for token in state.land:
        if token:
            land[owner(token)] += 1
    return land


def outcome(state: State, names=None, voice: Voice | None = None) -> dict | None:
    """The result; its reason names the seats by ``names`` (the table's) or by colour."""
    if not state.result:
        return None
    capital, land = capital_held(state), land_held(state)
    if state.result == "capital":
        winners = [owner(state.top[board_of(state).centre])]
    else:
        best = max(capital)
        leaders = [s for s in range(state.players) if capital[s] == best]
        most_land = max(land[s] for s in leaders)
        winners = [s for s in leaders if land[s] == most_land]
    return {"scores": capital, "winners": winners,
            "reason": reason(state, winners, capital, land, voice or Voice(names))}


def reason(state: State, winners: list[int], capital: list[int], land: list[int], voice: Voice) -> str:
    """Why the game ended, for the result: the centre taken, or the turn limit's count."""
    board = board_of(state)
    if state.result == "capital":
        return voice.say(winners[0], p_("you", "{who} took the capital centre {cell} and overthrew the city."),
                         _("{who} took the capital centre {cell} and overthrew the city."),
                         cell=board.names[board.centre])
    best = max(capital)
    leaders = sum(1 for c in capital if c == best)
    fields = {"limit": state.turn_limit, "most_land": land[winners[0]]}
    if len(winners) > 1:
        named = listed(voice.who(s, start=False) for s in sorted(winners, key=lambda s: not voice.you(s)))
        return n_(best, "The turn limit of {limit} rounds is reached and nobody holds the capital centre: {named} win "
                        "with {n} capital cell and {most_land} land each: a shared win.",
                  "The turn limit of {limit} rounds is reached and nobody holds the capital centre: {named} win "
                  "with {n} capital cells and {most_land} land each: a shared win.", named=named, **fields)
    who, you = voice.who(winners[0], start=False), voice.you(winners[0])
    if leaders == 1:
        return _("The turn limit of {limit} rounds is reached and nobody holds the capital centre: {who} win with "
                 "most capital cells ({best}).", who=who, best=best, **fields) if you else \
            _("The turn limit of {limit} rounds is reached and nobody holds the capital centre: {who} wins with "
              "most capital cells ({best}).", who=who, best=best, **fields)
    if you:
        return n_(best, "The turn limit of {limit} rounds is reached and nobody holds the capital centre: {who} win "
                        "with {n} capital cell and most land ({most_land}).",
                  "The turn limit of {limit} rounds is reached and nobody holds the capital centre: {who} win "
                  "with {n} capital cells and most land ({most_land}).", who=who, **fields)
    return n_(best, "The turn limit of {limit} rounds is reached and nobody holds the capital centre: {who} wins "
                    "with {n} capital cell and most land ({most_land}).",
              "The turn limit of {limit} rounds is reached and nobody holds the capital centre: {who} wins "
              "with {n} capital cells and most land ({most_land}).", who=who, **fields)
