"""Laying tokens and moving militaries (rules §2.3): the one-action moves.

* **Lay land** on an empty plain cell that links to the base.  Surveyors: after a paid land
  lay, a second, free one is offered when one can be laid; it stays on offer beside the
  turn's other actions until it is laid or another action (or ``end``) declines it.  A
  Surveyors card is used up by the free land it lays, so one declined is offered again
  after the next paid lay.
* **Lay military** / **lay trade** on a network cell holding your land and nothing else; a
  military draws an exposure card (not with Mercenaries).
* **Move military** one step (two with Roads) onto your own land holding nothing else;
  Blockade makes it cost 2.  Militaries never move into the capital: it is taken by attack.
"""
from __future__ import annotations

from ...core import IllegalMove, Rng
from ...core.words import plural
from . import exposure
from .board import CAPITAL, HQ, VILLAGE, place_name
from .influence import earn
from .network import frontier, network
from .state import State, board_of, evolve, in_force, owned_by, put, with_board
from .tokens import KIND_NAMES, LAND, LIMITS, MILITARY, next_token


def need_actions(state: State, cost: int, what: str) -> None:
    if state.actions < cost:
        raise IllegalMove(f"{what} costs {plural(cost, 'action')} and you have {plural(state.actions, 'action')} left"
                          + (": end your turn." if state.actions == 0 else "."))


def need_supply(state: State, seat: int, kind: str) -> str:
    token = next_token(state, seat, kind)
    if token is None:
        raise IllegalMove(f"You have no {KIND_NAMES[kind]} tokens left: all {LIMITS[kind]} are on the board.")
    return token


def _not_buildable(state: State, cell: int) -> str | None:
    board = board_of(state)
    kind = board.kinds[cell]
    name = board.names[cell]
    if kind == CAPITAL:
        return f"{name} is in the capital: nothing is laid there, its cells are taken by attacking."
    if kind == VILLAGE:
        return f"{name} is a village: nothing may be laid on a village."
    if kind == HQ:
        return f"{name} is an HQ: an HQ holds no tokens."
    return None


# --- lay land -----------------------------------------------------------------------

def land_cost(state: State) -> int:
    return 0 if state.bonus_land else 1


def check_land(state: State, cell: int) -> str:
    seat, board = state.turn, board_of(state)
    name = board.names[cell]
    reason = _not_buildable(state, cell)
    if reason:
        raise IllegalMove(reason)
    if state.land[cell] or state.top[cell]:
        raise IllegalMove(f"{name} is not empty: land is laid only on an empty space.")
    if cell not in frontier(state, seat):
        raise IllegalMove(f"{name} does not link to your base: lay land next to your HQ "
                          "or next to land connected to it.")
    need_actions(state, land_cost(state), "Laying land")
    return need_supply(state, seat, LAND)


def lay_land(state: State, cell: int, rng: Rng) -> State:
    token = check_land(state, cell)
    seat, paid = state.turn, land_cost(state)
    state = with_board(state, land=put(state.land, cell, token), actions=state.actions - paid)
    if paid:
        offer = state.land_pairs < in_force(state, seat)["land_pairs"] and can_lay_land(state, seat)
        state = evolve(state, bonus_land=offer)
    else:
        state = evolve(state, land_pairs=state.land_pairs + 1, bonus_land=False)
    return earn(state, seat)


def can_lay_land(state: State, seat: int) -> bool:
    """A land token is left in the supply and an empty cell links to the base."""
    return next_token(state, seat, LAND) is not None and bool(frontier(state, seat))


def land_cells(state: State) -> list[int]:
    if state.actions < land_cost(state) or next_token(state, state.turn, LAND) is None:
        return []
    return sorted(frontier(state, state.turn))


# --- lay military / trade --------------------------------------------------------------

def check_stack(state: State, cell: int, kind: str) -> str:
    seat, board = state.turn, board_of(state)
    name, what = board.names[cell], KIND_NAMES[kind]
    reason = _not_buildable(state, cell)
    if reason:
        raise IllegalMove(reason)
    if not owned_by(state.land[cell], seat):
        raise IllegalMove(f"A {what} token is laid on top of your own land: {name} holds none.")
    top = state.top[cell]
    if top:
        other = KIND_NAMES[top[0]]
        if top[0] == kind:
            raise IllegalMove(f"{name} already holds a {what} token.")
        raise IllegalMove(f"{name} holds your {other} token: a {what} may not go on your own {other}.")
    if cell not in network(state, seat):
        raise IllegalMove(f"Your land on {name} is cut off from your HQ: "
                          f"a {what} must be laid where it links to your base.")
    need_actions(state, 1, f"Laying a {what}")
    return need_supply(state, seat, kind)


def lay_stack(state: State, cell: int, kind: str, rng: Rng) -> State:
    token = check_stack(state, cell, kind)
    seat = state.turn
    state = with_board(state, top=put(state.top, cell, token), actions=state.actions - 1, bonus_land=False)
    if kind == MILITARY:
        if in_force(state, seat)["free_military"] <= 0:
            state = exposure.draw(state, seat, rng)
        return state
    return earn(state, seat)


def stack_cells(state: State) -> list[int]:
    """Network cells holding the seat's land and nothing else."""
    seat = state.turn
    if state.actions < 1:
        return []
    board = board_of(state)
    return sorted(c for c in network(state, seat) if c != board.hqs[seat] and not state.top[c])


# --- move military -----------------------------------------------------------------

def move_cost(state: State) -> int:
    return 1 + in_force(state, state.turn)["move_cost"]


def destinations(state: State, src: int) -> list[int]:
    """Cells the military on ``src`` may reach in one move action."""
    seat, board = state.turn, board_of(state)
    steps = 1 + in_force(state, seat)["move_steps"]
    seen, edge = {src}, [src]
    for _ in range(steps):
        nxt = []
        for cell in edge:
            for n in board.neighbours[cell]:
                if n not in seen and owned_by(state.land[n], seat) and not state.top[n]:
                    seen.add(n)
                    nxt.append(n)
        edge = nxt
    seen.discard(src)
    return sorted(seen)


def check_move(state: State, src: int, dst: int) -> str:
    seat, board = state.turn, board_of(state)
    token = state.top[src]
    if not (token[:1] == MILITARY and owned_by(token, seat)):
        raise IllegalMove(f"There is no military of yours on {board.names[src]} to move.")
    if dst not in destinations(state, src):
        steps = 1 + in_force(state, seat)["move_steps"]
        reach = "one step" if steps == 1 else f"up to {steps} steps"
        if board.kinds[dst] == CAPITAL:
            raise IllegalMove(f"{place_name(board, dst)} can only be taken by attacking it.")
        raise IllegalMove(f"A military moves {reach} across your own land onto your land holding no other "
                          f"token: it cannot reach {board.names[dst]}.")
    need_actions(state, move_cost(state), "Moving a military")
    return token


def move(state: State, src: int, dst: int, rng: Rng) -> State:
    token = check_move(state, src, dst)
    top = put(put(state.top, src, ""), dst, token)
    return with_board(state, top=top, actions=state.actions - move_cost(state), bonus_land=False)


def militaries(state: State, seat: int) -> list[int]:
    return [i for i, t in enumerate(state.top) if t[:1] == MILITARY and owned_by(t, seat)]


def move_pairs(state: State) -> list[tuple[int, int]]:
    if state.actions < move_cost(state):
        return []
    return [(src, dst) for src in militaries(state, state.turn) for dst in destinations(state, src)]

