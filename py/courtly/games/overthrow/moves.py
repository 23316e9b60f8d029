"""Move notation, the legal moves and ``apply``.

Notation (state-free syntax; legality is checked against the position):

* ``land:c4-0``, ``military:c5-1``, ``trade:c5-1`` — lay a token from your supply on a cell;
* ``move:c5-1:c5-2`` — move the military on ``c5-1`` to ``c5-2``;
* ``attack:c5-4:c4-4`` or ``attack:c5-4:c4-4,c6-4`` — attack ``c5-4`` with the militaries on
  the listed cells; the first one moves in on a win (the others are listed in sorted order);
* ``end`` — end your turn;
* ``lose:c4-4`` — (the defender, after a failed attack) the attacker on ``c4-4`` is lost;
* ``swap:walls-2`` / ``keep`` — (at 5 influence cards, on a new gain) discard a card for a
  fresh draw, or keep your cards.  The discarded card goes back face down, so the other seats
  know the move only as ``swap`` (``seen_by``), which is not a move one can play.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core import IllegalMove, Rng
from ...core.language import N_, _
from ...core.records import MoveRecord, move_record
from . import actions, combat, influence, words
from .board import is_cell_name
from .cards import code_of
from .influence import LIMIT
from .state import State, board_of, evolve, phase
from .tokens import KIND_LETTERS, next_token
from .turns import end_turn, settle

LAYS = ("land", "military", "trade")
HELP = N_("A move is land:c4-0, military:c5-1, trade:c5-1, move:c5-1:c5-2, attack:c5-4:c4-4 "
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
        raise IllegalMove(_(HELP))
    if text in ("end", "keep"):
        return Move(text)
    kind, _colon, rest = text.partition(":")
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
        raise IllegalMove(_("'{text}' is not a move. {help}", text=text[:40], help=_(HELP)))
    bad = [c for c in cells if not is_cell_name(c)]
    if bad:
        raise IllegalMove(_("'{text}' is not a cell: cells are named c<column>-<row>, like c5-1.", text=bad[0][:20]))
    return Move(kind, cells)


def _cells(state: State, move: Move) -> tuple[int, ...]:
    board = board_of(state)
    out = []
    for name in move.cells:
        cell = board.cell(name)
        if cell is None:
            raise IllegalMove(_("There is no cell {cell} on this board: columns and rows run from 0 to {last}.",
                                cell=name, last=board.size - 1))
        out.append(cell)
    return tuple(out)


def check_phase(state: State, move: Move) -> None:
    now = phase(state)
    if now == "over":
        raise IllegalMove(_("The game is over: no more moves."))
    if now == "defend":
        if move.kind != "lose":
            raise IllegalMove(_("The attack failed: the defender must first choose which attacking military "
                                "is lost (lose:<cell>, one of {cells}).", cells=", ".join(state.choice.attackers)))
    elif move.kind == "lose":
        raise IllegalMove(_("There is no failed attack to answer: lose:<cell> is only for a defender's choice."))
    elif now == "swap":
        if move.kind not in ("swap", "keep"):
            raise IllegalMove(_("You earned an influence card at the {limit}-card limit: first swap one of your "
                                "cards (swap:<card>) or keep them (keep).", limit=LIMIT))
    elif move.kind in ("swap", "keep"):
        raise IllegalMove(_("You may swap an influence card only when you earn one while holding {limit}.",
                            limit=LIMIT))


def seen_by(state: State, text: str, seat: int | None) -> str:
    """``text`` played from ``state`` as ``seat`` may know it (``Game.move_seen_by``): only the
    swapper saw the card a swap discards."""
    return "swap" if text.startswith("swap:") and seat != state.turn else text


def apply(state: State, text: object) -> State:
    return play(state, parse(text))


def play(state: State, move: Move) -> State:
    """``apply`` for a move already parsed."""
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
    return settle(evolve(state, rng=rng.state))


class Record(MoveRecord, total=False):
    cost: int              # in actions
    target: str            # an attack's: the cell attacked...
    attackers: list[str]   # ...the cells of the militaries attacking, the lead first...
    attack_dice: int       # ...and the dice they roll


_LAST: list = [None, ()]  # the last state asked about and its records: legal_moves and view share them


def records(state: State) -> list[Record]:
    """Every legal move, sorted, as the record the page plays (``Game.records``).

    A record goes from the pile a gesture starts on to the one it ends on: a token from its
    supply pile to a cell, a military from its cell to where it moves or what it attacks
    alone.  An attack by several militaries goes from the target to the military that moves in
    on a win: per target and lead, the one with the most militaries.  Groups that gesture
    cannot reach are buttons (``from`` None, with a ``label``), one per set of militaries, as
    are the moves that start from no pile: ending the turn, keeping the cards, a swap (one per
    kind of card: copies are alike).  Any other group keeps lead -> target, behind the attack
    by the lead alone, so a gesture never plays it.

    States are immutable, so the records of the state asked about last are kept (the cache
    holds the state itself, so its identity cannot be reused) and fresh copies handed out."""
    return [{k: list(v) if isinstance(v, list) else v for k, v in r.items()} for r in _kept(state)]


def legal_moves(state: State) -> list[str]:
    """The moves of ``records`` (without copying the records: a search asks at every node)."""
    return [r["move"] for r in _kept(state)]


def _kept(state: State) -> tuple[Record, ...]:
    if _LAST[0] is not state:
        _LAST[:] = [state, tuple(_records(state))]
    return _LAST[1]


def _records(state: State) -> list[Record]:
    now = phase(state)
    board = board_of(state)
    out = []
    if now == "over":
        return out
    if now == "defend":
        for name in state.choice.attackers:
            token = state.top[board.cell(name)]
            out.append(move_record(f"lose:{name}", name, None, token, kind="lose"))
    elif now == "swap":
        s = state.seats[state.turn]
        out.append(move_record("keep", None, None, kind="keep", label=_("Keep my cards")))
        if state.influence_deck:
            shown = set()
            for card in sorted(s.influence + s.earned):
                # a button per kind; a second copy stays off the table (its from/to name no pile)
                first = code_of(card) not in shown
                shown.add(code_of(card))
                out.append(move_record(f"swap:{card}", None if first else "hand", None if first else "deck:influence",
                                       card, kind="swap", **({"label": words.swap_label(card)} if first else {})))
    else:
        out.append(move_record("end", None, None, kind="end", label=words.end_label(state)))
        cost = actions.land_cost(state)
        token = next_token(state, state.turn, KIND_LETTERS["land"])  # once: every cell shows the same token
        for cell in actions.land_cells(state):
            out.append(_lay("land", board.ids[cell], cost, token))
        out += _stack_and_move(state)  # with a free land on offer too: they decline it
        out += _attacks(state)
    out.sort(key=lambda r: r["move"])
    return out


def _lay(kind: str, cell: str, cost: int, token: str) -> Record:
    """A token from the supply pile to ``cell``: ``token``, the supply's next, so it glides there."""
    return move_record(f"{kind}:{cell}", f"supply:{kind}", cell, token, kind=kind, cost=cost, deliberate=True)


def _stack_and_move(state: State) -> list[Record]:
    ids = board_of(state).ids
    seat = state.turn
    out = []
    stack = actions.stack_cells(state)
    for kind in ("military", "trade"):
        token = next_token(state, seat, KIND_LETTERS[kind])
        if token is not None:
            out += [_lay(kind, ids[c], 1, token) for c in stack]
    cost = actions.move_cost(state)
    for src, dst in actions.move_pairs(state):
        token = state.top[src]
        out.append(move_record(f"move:{ids[src]}:{ids[dst]}", ids[src], ids[dst], token, kind="move", cost=cost,
                               deliberate=True))
    return out


def _attacks(state: State) -> list[Record]:
    board = board_of(state)
    ids = board.ids
    out = []
    for target, group in combat.options(state):
        names = [ids[group[0]]] + sorted(ids[c] for c in group[1:])
        token = state.top[group[0]]
        out.append(move_record(Move("attack", (ids[target],) + tuple(names)).text(), names[0], ids[target], token,
                               kind="attack", target=ids[target], attackers=names, cost=len(group) + 1,
                               attack_dice=combat.attack_dice(state, state.turn, len(group)), deliberate=True))
    out.sort(key=lambda r: r["move"])
    groups = [r for r in out if len(r["attackers"]) > 1]
    best: dict = {}
    for r in groups:
        key = (r["target"], r["from"])
        if key not in best or len(best[key]["attackers"]) < len(r["attackers"]):
            best[key] = r
    chosen = {id(r) for r in best.values()}
    reached = {(r["target"], frozenset(r["attackers"])) for r in best.values()}
    for r in groups:
        if id(r) in chosen:  # the target first, then the military that moves in
            r.update({"from": r["target"], "to": r["attackers"][0], "card": None, "id": None})
            continue
        key = (r["target"], frozenset(r["attackers"]))
        if key not in reached:
            reached.add(key)
            r.update({"from": None, "to": None, "card": None, "id": None, "deliberate": False,
                      "label": words.attack_label(state, r["target"], r["attackers"], r["cost"])})
    return out
