"""What a seat sees (rules §6 hidden information), and the terminal picture.

Public: the board, every token, each seat's counts (influence held and earned, face-down
exposure), revealed exposure cards, the last dice.  Private: the viewer's own influence and
face-down exposure cards.  Other seats' face-down cards and the decks' order never appear.
"""
from __future__ import annotations

from functools import cache

from ...core.language import _
from ...core.words import capital
from . import panel, words
from .board import CAPITAL, HQ, VILLAGE, Board, board_for, column_name, is_cell_name, row_name
from .cards import card_record, same_kind
from .moves import records
from .state import State, board_of, phase
from .victory import capital_held, land_held
from .voice import Voice
from .tokens import COLOURS, KIND_LETTERS, KIND_NAMES, MILITARY, next_token, owner, supplies


@cache
def _geometry(players: int) -> tuple:
    board = board_for(players)
    cells = []
    for i, name in enumerate(board.ids):
        x, y = board.xy(i)
        cell = {"id": name, "name": board.names[i], "x": x, "y": y, "kind": board.kinds[i]}
        if board.kinds[i] == CAPITAL:
            cell.update(ring=board.rings[i], defence=board.defence[i])
        elif board.kinds[i] == HQ:
            cell["seat"] = board.hqs.index(i)
        elif board.kinds[i] == VILLAGE:
            cell["village"] = board.villages.index(i)
        cells.append(tuple(sorted(cell.items())))
    return tuple(cells)


def geometry(board: Board, players: int, labels: list[str]) -> dict:
    """The board's cells (``labels``: each cell in words, in the board's order)."""
    return {"size": board.size, "centre": board.ids[board.centre],
            "columns": [column_name(x) for x in range(board.size)], "rows": [row_name(y) for y in range(board.size)],
            "hqs": [board.ids[c] for c in board.hqs], "villages": [board.ids[c] for c in board.villages],
            "cells": [dict(c, label=label) for c, label in zip(_geometry(players), labels)]}


def tokens(state: State) -> list[dict]:
    ids = board_of(state).ids
    out = []
    for layer, pile in (("land", state.land), ("top", state.top)):
        out += [{"id": t, "card": t[:2], "owner": int(t[1]), "kind": KIND_NAMES[t[0]], "cell": ids[i], "layer": layer}
                for i, t in enumerate(pile) if t]
    out.sort(key=lambda t: (t["cell"], t["layer"]))
    return out


def seat_info(state: State, seat: int, supply: dict | None = None, capital: list | None = None,
              land: list | None = None) -> dict:
    board = board_of(state)
    s = state.seats[seat]
    return {
        "seat": seat, "colour": COLOURS[seat], "hq": board.ids[board.hqs[seat]],
        "actions": state.actions if seat == state.turn and not state.result else None,
        "influence": len(s.influence) + len(s.earned), "earned": len(s.earned),
        "exposure": len(s.exposure),
        "revealed": in_force_records(s.revealed, s.exposed),
        "villages": [board.ids[board.villages[v]] for v in s.villages],
        "routes": [board.ids[board.villages[v]] for v in s.routes],
        "supply": supply if supply is not None else supplies(state)[seat],
        "capital": (capital if capital is not None else capital_held(state))[seat],
        "land": (land if land is not None else land_held(state))[seat],
    }


def next_tokens(state: State, seat: int, viewer: int | None) -> dict:
    """For the viewer's own seat, the token each supply pile lays next (None when empty): the
    page draws it on the pile and keys it, so it glides to the cell it is laid on."""
    if seat != viewer:
        return {}
    tokens = {kind: next_token(state, seat, KIND_LETTERS[kind]) for kind in KIND_LETTERS}
    return {"next": {kind: token and {"id": token, "card": token[:2]} for kind, token in tokens.items()}}


def in_force_records(active: tuple, waiting: tuple) -> list[dict]:
    """Cards in force, then cards in force from the owner's next turn.  Copies of a kind
    stack, so each effect is worded for the copies acting together: those in force now, or,
    for a waiting card, those in force once it joins them."""
    return ([card_record(c, same_kind(c, active), active=True) for c in active]
            + [card_record(c, same_kind(c, active + waiting), active=False) for c in waiting])


def hand(state: State, seat: int) -> dict:
    """The seat's own cards, each list with its line of rules.  A face-down exposure card is not
    in force: its text is its own."""
    s = state.seats[seat]
    return {"influence": in_force_records(s.influence, s.earned),
            "exposure": [card_record(c) for c in s.exposure], "notes": words.hand_notes(state, seat)}


def roll_view(state: State, names=None) -> dict | None:
    r = state.roll
    if r is None:
        return None
    return {"attacker": r.attacker, "defender": None if r.defender < 0 else r.defender,
            "city": r.defender < 0, "target": r.target, "attackers": list(r.attackers),
            "attack": list(r.attack), "defence": list(r.defence), "result": r.result,
            "verdict": capital(words.roll_verdict(state, Voice(names))),   # the log's words for it
            **panel.roll_words(state, names)}


def move_between(game, state: State, source: str, target: str) -> str:
    """The notation a click from ``source`` to ``target`` stands for, legal or not, so that an
    illegal one is refused with the rules' own reason ("c0-10 does not link to your base")
    rather than a word about notation.  For ``Game.move_between`` to delegate to."""
    for r in game.records(state):
        if r["from"] == source and r["to"] == target:
            return r["move"]
    kind = source.partition(":")[2] if source.startswith("supply:") else ""
    if kind in ("land", "military", "trade") and is_cell_name(target):
        return f"{kind}:{target}"
    board = board_of(state)
    a, b = board.cell(source), board.cell(target)
    if a is None or b is None:
        return f"{source}-{target}"
    foe = board.kinds[b] == CAPITAL or (state.land[b] and owner(state.land[b]) != state.turn)
    return f"attack:{target}:{source}" if foe else f"move:{source}:{target}"


def make_view(game, state: State, seat: int | None, names: list[str] | None = None) -> dict:
    board = board_of(state)
    mover = game.to_move(state)
    choice = state.choice
    held, land = capital_held(state), land_held(state)
    playing = phase(state) == "play"
    mine = seat is not None and 0 <= seat < state.players
    costs = words.costs(state) if playing and mine and seat == mover else None
    moves = records(state) if mine and seat == mover else []
    free_land = _(words.FREE_LAND) if playing and state.bonus_land else None
    outcome = game.outcome(state, names)  # the result worded with the table's names
    seats = [seat_info(state, s, left, held, land) | next_tokens(state, s, seat)
             for s, left in enumerate(supplies(state))]
    own = hand(state, seat) if mine else None
    return {
        "game": game.id, "seat": seat, "players": state.players, "to_move": mover, "phase": phase(state),
        "round": state.round, "turn_limit": state.turn_limit, "turn": state.turn, "first": state.first,
        "start_rolls": [list(r) for r in state.start_rolls],
        "actions": state.actions, "bonus_land": state.bonus_land, "swaps": state.swaps,
        # the turn in words: what is left, the Surveyors offer, and for the seat to move what each
        # action costs it (cards others cannot see, such as Mercenaries, change some)
        "left": words.actions_left(state) if playing else None,
        "free_land": free_land, "costs": costs,
        "choice": None if choice is None else {"defender": choice.defender, "target": choice.target,
                                               "attackers": list(choice.attackers)},
        "board": geometry(board, state.players, panel.cell_labels(state)),
        "tokens": tokens(state),
        "seats": [info | panel.seat_words(info, names) for info in seats],
        "hand": own and own | {"titles": panel.hand_titles(own, len(seats[seat]["revealed"]))},
        "decks": {"influence": len(state.influence_deck), "exposure": len(state.exposure_deck)},
        "roll": roll_view(state, names),
        "moves": moves,
        "outcome": outcome,
        # the table's words: the line under it, the turn line, the panel, the viewer's supply piles
        "summary": panel.summary_line(state, names),
        "doing": panel.turn_what(state, names),
        "turn_box": panel.turn_box(state, seat, free_land, outcome and outcome["reason"], names),
        "tips": panel.tips(costs) if costs else None,
        "supply": panel.supply_words(seats[seat]["supply"], costs, {m["from"] for m in moves}) if mine else None,
        "words": panel.words(),
    }


def text(game, state: State, seat: int | None) -> str:
    board = board_of(state)
    lines = ["    " + "".join(f"{x:<3}" for x in range(board.size))]
    for y in range(board.size):
        row = []
        for x in range(board.size):
            i = board.index(x, y)
            kind, land, top = board.kinds[i], state.land[i], state.top[i]
            if top:
                mark = ("M" if top[0] == MILITARY else "t") + top[1]
            elif land:
                mark = "l" + land[1]
            elif kind == HQ:
                mark = "H" + str(board.hqs.index(i))
            elif kind == VILLAGE:
                mark = "V "
            elif kind == CAPITAL:
                mark = "**" if i == board.centre else f"#{board.defence[i]}"
            else:
                mark = ". "
            row.append(mark + " ")
        lines.append(f"{y:>3} " + "".join(row))
    lines.append("l=land M=military t=trade (+seat), H=HQ, V=village, #n=capital cell (defence n), "
                 f"**=centre (attacked only by a player holding {board.centre_needs} capital cells)")
    for s in range(state.players):
        info = seat_info(state, s)
        mark = ">" if s == state.turn and not state.result else " "
        shown = ", ".join(c["name"] for c in info["revealed"]) or "none"
        lines.append(f"{mark} seat {s} {COLOURS[s]:6} influence {info['influence']} exposure {info['exposure']} "
                     f"revealed: {shown}; villages {len(info['villages'])} routes {len(info['routes'])} "
                     f"capital {info['capital']}")
    if seat is not None and 0 <= seat < state.players:
        mine = hand(state, seat)
        lines.append("Your influence: " + "; ".join(
            f"{c['name']}{'' if c['active'] else ' (next turn)'}" for c in mine["influence"]))
        lines.append("Your face-down exposure: " + ("; ".join(c["name"] for c in mine["exposure"]) or "none"))
    if state.roll:
        r = roll_view(state)
        lines.append(f"Last attack on {r['target']}: {r['attack']} vs {r['defence']} -> {r['result']}")
    result = game.outcome(state)
    if result:
        lines.append("Game over: " + result["reason"])
    else:
        lines.append(f"Round {state.round}/{state.turn_limit}; {COLOURS[state.turn]} has {state.actions} "
                     f"action(s) left; phase {phase(state)}.")
    return "\n".join(lines)
