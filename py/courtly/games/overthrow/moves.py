"""Move notation, the legal moves and ``apply``.

Notation (state-free syntax; legality is checked against the position):

* ``land:c4-0``, ``military:c5-1``, ``trade:c5-1`` — lay a token from your supply on a cell;
* ``move:c5-1:c5-2`` — move the military on ``c5-1`` to ``c5-2``;
* ``attack:c5-4:c4-4`` or ``attack:c5-4:c4-4,c6-4`` — attack ``c5-4`` with the militaries on
  the listed cells; the first one moves in on a win (the others are listed in sorted order);
* ``end`` — end your turn;
* ``lose:c4-4`` — (the defender, after a failed attack) the attacker on ``c4-4`` is lost;
* ``swap:walls-2`` / ``keep`` — (at 5 influence cards, on a new gain) discard a card for a
  fresh draw, or keep your cards.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ...core import IllegalMove, Rng
from . import actions, combat, influence
from .board import is_cell_name, place_name
from .cards import card_name, code_of
from .state import State, board_of, phase
from .tokens import COLOURS, KIND_LETTERS, next_token
from .turns import end_turn, settle
from .victory import outcome

LAYS = ("land", "military", "trade")
HELP = ("A move is land:c4-0, military:c5-1, trade:c5-1, move:c5-1:c5-2, attack:c5-4:c4-4 "
        "(attackers separated by commas), end, lose:c4-4, swap:<card> or keep.")


@dataclass(frozen=True)
class Move:
    kind: str
    cells: tuple[str, ...] = ()
    card: str | None = None

    def text(self) -> str:
        if self.kind in ("end", "keep"):
            return self.kind
        if self.kind == "swap":
            return f"swap:{self.card}"
        if self.kind == "attack":
            return f"attack:{self.cells[0]}:{','.join(self.cells[1:])}"
        return ":".join((self.kind,) + self.cells)


def parse(text: object) -> Move:
    """The move a string names (syntax only), or ``IllegalMove`` explaining the notation."""
    if not isinstance(text, str) or not text or len(text) > 80:
        raise IllegalMove(HELP)
    if text in ("end", "keep"):
        return Move(text)
    kind, _, rest = text.partition(":")
    parts = rest.split(":") if rest else []
    if kind == "swap" and len(parts) == 1 and parts[0]:
        return Move("swap", card=parts[0])
    if kind == "attack" and len(parts) == 2:
        attackers = parts[1].split(",")
        cells = (parts[0], attackers[0]) + tuple(sorted(attackers[1:]))
    elif kind in LAYS + ("lose",) and len(parts) == 1:
        cells = tuple(parts)
    elif kind == "move" and len(parts) == 2:
        cells = tuple(parts)
    else:
        raise IllegalMove(f"'{text[:40]}' is not a move. {HELP}")
    bad = [c for c in cells if not is_cell_name(c)]
    if bad:
        raise IllegalMove(f"'{bad[0][:20]}' is not a cell: cells are named c<column>-<row>, like c5-1.")
    return Move(kind, cells)


def _cells(state: State, move: Move) -> tuple[int, ...]:
    board = board_of(state)
    out = []
    for name in move.cells:
        cell = board.cell(name)
        if cell is None:
            raise IllegalMove(f"There is no cell {name} on this board: columns and rows run from 0 "
                              f"to {board.size - 1}.")
        out.append(cell)
    return tuple(out)


def check_phase(state: State, move: Move) -> None:
    now = phase(state)
    if now == "over":
        raise IllegalMove("The game is over: no more moves.")
    if now == "defend":
        if move.kind != "lose":
            raise IllegalMove(f"The attack failed: the defender must first choose which attacking military "
                              f"is lost (lose:<cell>, one of {', '.join(state.choice.attackers)}).")
    elif move.kind == "lose":
        raise IllegalMove("There is no failed attack to answer: lose:<cell> is only for a defender's choice.")
    elif now == "swap":
        if move.kind not in ("swap", "keep"):
            raise IllegalMove("You earned an influence card at the 5-card limit: first swap one of your cards "
                              "(swap:<card>) or keep them (keep).")
    elif move.kind in ("swap", "keep"):
        raise IllegalMove("You may swap an influence card only when you earn one while holding 5.")


def apply(state: State, text: object) -> State:
    move = parse(text)
    check_phase(state, move)
    cells = _cells(state, move)
    rng = Rng(state.rng)
    kind = move.kind
    if kind == "end":
        state = end_turn(state)
    elif kind == "keep":
        state = influence.keep(state)
    elif kind == "swap":
        state = influence.swap(state, move.card, rng)
    elif kind == "lose":
        state = combat.lose(state, cells[0])
    elif kind == "land":
        state = actions.lay_land(state, cells[0], rng)
    elif kind in ("military", "trade"):
        state = actions.lay_stack(state, cells[0], KIND_LETTERS[kind], rng)
    elif kind == "move":
        state = actions.move(state, cells[0], cells[1], rng)
    else:
        state = combat.attack(state, cells[0], cells[1:], rng)
    return settle(replace(state, rng=rng.state))


_LAST: list = [None, ()]  # the last state asked about and its records: legal_moves and view share them


def records(state: State) -> list[dict]:
    """Every legal move as a page record ``{"move", "from", "to", "card", "kind", ...}``, sorted.

    States are immutable, so the records of the state asked about last are kept (the cache
    holds the state itself, so its identity cannot be reused) and fresh copies handed out."""
    if _LAST[0] is not state:
        _LAST[:] = [state, tuple(_records(state))]
    return [{k: list(v) if isinstance(v, list) else v for k, v in r.items()} for r in _LAST[1]]


def _records(state: State) -> list[dict]:
    now = phase(state)
    board = board_of(state)
    ids = board.ids
    out = []
    if now == "over":
        return out
    if now == "defend":
        for name in state.choice.attackers:
            cell = board.cell(name)
            out.append({"move": f"lose:{name}", "from": name, "to": None, "card": None, "kind": "lose",
                        "token": state.top[cell]})
    elif now == "swap":
        s = state.seats[state.turn]
        out.append({"move": "keep", "from": None, "to": None, "card": None, "kind": "keep"})
        if state.influence_deck:
            for card in sorted(s.influence + s.earned):
                out.append({"move": f"swap:{card}", "from": "hand", "to": "deck:influence",
                            "card": code_of(card), "id": card, "kind": "swap"})
    else:
        out.append({"move": "end", "from": None, "to": None, "card": None, "kind": "end"})
        cost = actions.land_cost(state)
        for cell in actions.land_cells(state):
            out.append(_lay("land", ids[cell], cost))
        out += _stack_and_move(state)  # with a free land on offer too: they decline it
    out.sort(key=lambda r: r["move"])
    return out


def _lay(kind: str, cell: str, cost: int) -> dict:
    return {"move": f"{kind}:{cell}", "from": f"supply:{kind}", "to": cell, "card": None, "kind": kind,
            "cost": cost}


def _stack_and_move(state: State) -> list[dict]:
    ids = board_of(state).ids
    seat = state.turn
    out = []
    stack = actions.stack_cells(state)
    for kind in ("military", "trade"):
        if next_token(state, seat, KIND_LETTERS[kind]) is not None:
            out += [_lay(kind, ids[c], 1) for c in stack]
    cost = actions.move_cost(state)
    for src, dst in actions.move_pairs(state):
        out.append({"move": f"move:{ids[src]}:{ids[dst]}", "from": ids[src], "to": ids[dst], "card": None,
                    "kind": "move", "token": state.top[src], "cost": cost})
    for target, group in combat.options(state):
        names = [ids[group[0]]] + sorted(ids[c] for c in group[1:])
        dice = combat.attack_dice(state, seat, len(group))
        out.append({"move": Move("attack", (ids[target],) + tuple(names)).text(), "from": names[0],
                    "to": ids[target], "card": None, "kind": "attack", "attackers": names,
                    "cost": len(group) + 1, "attack_dice": dice})
    return out


def describe(state: State, text: object) -> str:
    """The move in words, then what came of it (dice, rewards, reveals, the end), for the log.

    Hidden cards are never named: a swap says only that a card was swapped."""
    after = apply(state, text)  # raises IllegalMove with the reason when it is not legal
    return " ".join([_action_words(state, parse(text))] + _consequences(state, after))


def _action_words(state: State, move: Move) -> str:
    board = board_of(state)
    who = COLOURS[state.turn].capitalize()
    where = [place_name(board, board.cell(c)) for c in move.cells]
    if move.kind == "end":
        left = state.actions
        return f"{who} ends the turn" + (f" ({left} action{'s' if left != 1 else ''} unused)." if left else ".")
    if move.kind == "keep":
        return f"{who} keeps their influence cards."
    if move.kind == "swap":
        return f"{who} swaps an influence card for a new one."
    if move.kind == "lose":
        defender = COLOURS[state.choice.defender].capitalize()
        return f"{defender} chooses: the attacking military on {where[0]} is lost."
    if move.kind in LAYS:
        free = " (free, Surveyors)" if move.kind == "land" and state.bonus_land else ""
        return f"{who} lays a {move.kind} token on {where[0]}{free}."
    if move.kind == "move":
        cost = actions.move_cost(state)
        return f"{who} moves a military from {where[0]} to {where[1]} ({cost} action{'s' if cost > 1 else ''})."
    n = len(move.cells) - 1
    group = where[1] if n == 1 else ", ".join(where[1:])
    lead = f"; {where[1]} moves in if it wins" if n > 1 else ""
    return (f"{who} attacks {where[0]} with {n} militar{'y' if n == 1 else 'ies'} from {group} "
            f"({n + 1} actions{lead}).")


def _consequences(before: State, after: State) -> list[str]:
    board = board_of(before)
    seat = before.turn
    who = COLOURS[seat].capitalize()
    out = []
    if after.roll is not None and after.roll is not before.roll and after.roll != before.roll:
        r = after.roll
        if r.result == "capture":
            out.append(f"Undefended: {who} takes {r.target}.")
        else:
            dice = ", ".join(map(str, r.attack))
            against = ", ".join(map(str, r.defence))
            them = "the city" if r.defender < 0 else COLOURS[r.defender].capitalize()
            verdict = {"win": f"{who} takes {r.target}.", "tie": "A tie: nothing changes.",
                       "loss": f"{them} holds: {who} loses an attacking military."}[r.result]
            out.append(f"Dice {dice} against {them}'s {against}: {verdict}")
    old, new = before.seats[seat], after.seats[seat]
    for v in sorted(set(new.villages) - set(old.villages)):
        out.append(f"{who} links the village {board.ids[board.villages[v]]}.")
    for v in sorted(set(new.routes) - set(old.routes)):
        out.append(f"{who} completes a trade route to the village {board.ids[board.villages[v]]}.")
    gained = len(new.earned) - len(old.earned) + len(new.influence) - len(old.influence)
    if gained > 0:
        out.append(f"{who} earns {gained} influence card{'s' if gained > 1 else ''}.")
    if after.swaps > before.swaps:
        out.append(f"{who} holds 5 influence cards and may swap one.")
    drawn = len(new.exposure) - len(old.exposure) + len(new.exposed) - len(old.exposed)
    for card in new.exposed[len(old.exposed):]:
        out.append(f"{who} reveals the exposure card {card_name(card)} (in force from their next turn).")
    if drawn > 0 and not new.exposed[len(old.exposed):]:
        out.append(f"{who} draws an exposure card.")
    if after.result:
        out.append(outcome(after)["reason"])
    elif after.turn != before.turn:
        out.append(f"{COLOURS[after.turn].capitalize()}'s turn.")
    return out
