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
from ...core.language import N_, _, n_
from . import exposure
from .board import CAPITAL, HQ, VILLAGE, place_name
from .influence import earn
from .network import frontier, network
from .state import State, board_of, evolve, in_force, owned_by, put, with_board
from .tokens import LAND, LIMITS, MILITARY, TRADE, next_token


# Too few actions left, by what was tried: (some left, none left); {cost} and {left} are counts
# of actions ("2 actions"), {militaries} of militaries.
SHORT = {
    "land": (N_("Laying land costs {cost} and you have {left} left."),
             N_("Laying land costs {cost} and you have {left} left: end your turn.")),
    MILITARY: (N_("Laying a military costs {cost} and you have {left} left."),
               N_("Laying a military costs {cost} and you have {left} left: end your turn.")),
    TRADE: (N_("Laying a trade costs {cost} and you have {left} left."),
            N_("Laying a trade costs {cost} and you have {left} left: end your turn.")),
    "move": (N_("Moving a military costs {cost} and you have {left} left."),
             N_("Moving a military costs {cost} and you have {left} left: end your turn.")),
    "attack": (N_("Attacking with {militaries} costs {cost} and you have {left} left."),
               N_("Attacking with {militaries} costs {cost} and you have {left} left: end your turn.")),
}
# No token of a kind left in the supply ({limit}: how many a player has, always several).
NONE_LEFT = {LAND: N_("You have no land tokens left: all {limit} are on the board."),
             MILITARY: N_("You have no military tokens left: all {limit} are on the board."),
             TRADE: N_("You have no trade tokens left: all {limit} are on the board.")}


def actions_word(n: int) -> str:
    """``"2 actions"``."""
    return n_(n, "{n} action", "{n} actions")


def need_actions(state: State, cost: int, what: str, attackers: int = 0) -> None:
    """``IllegalMove`` when ``what`` (a key of ``SHORT``) costs more actions than are left."""
    if state.actions < cost:
        some, none = SHORT[what]
        raise IllegalMove(_(none if state.actions == 0 else some, cost=actions_word(cost),
                            left=actions_word(state.actions),
                            militaries=n_(attackers, "{n} military", "{n} militaries")))


def need_supply(state: State, seat: int, kind: str) -> str:
    token = next_token(state, seat, kind)
    if token is None:
        raise IllegalMove(_(NONE_LEFT[kind], limit=LIMITS[kind]))
    return token


def _not_buildable(state: State, cell: int) -> str | None:
    board = board_of(state)
    kind = board.kinds[cell]
    name = board.names[cell]
    if kind == CAPITAL:
        return _("{cell} is in the capital: nothing is laid there, its cells are taken by attacking.", cell=name)
    if kind == VILLAGE:
        return _("{cell} is a village: nothing may be laid on a village.", cell=name)
    if kind == HQ:
        return _("{cell} is an HQ: an HQ holds no tokens.", cell=name)
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
        raise IllegalMove(_("{cell} is not empty: land is laid only on an empty space.", cell=name))
    if cell not in frontier(state, seat):
        raise IllegalMove(_("{cell} does not link to your base: lay land next to your HQ "
                            "or next to land connected to it.", cell=name))
    need_actions(state, land_cost(state), "land")
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
    name, military = board.names[cell], kind == MILITARY
    reason = _not_buildable(state, cell)
    if reason:
        raise IllegalMove(reason)
    if not owned_by(state.land[cell], seat):
        raise IllegalMove(_("A military token is laid on top of your own land: {cell} holds none.", cell=name)
                          if military else
                          _("A trade token is laid on top of your own land: {cell} holds none.", cell=name))
    top = state.top[cell]
    if top:
        if top[0] == kind:
            raise IllegalMove(_("{cell} already holds a military token.", cell=name) if military else
                              _("{cell} already holds a trade token.", cell=name))
        raise IllegalMove(_("{cell} holds your trade token: a military may not go on your own trade.", cell=name)
                          if military else
                          _("{cell} holds your military token: a trade may not go on your own military.", cell=name))
    if cell not in network(state, seat):
        raise IllegalMove(_("Your land on {cell} is cut off from your HQ: a military must be laid where it links "
                            "to your base.", cell=name) if military else
                          _("Your land on {cell} is cut off from your HQ: a trade must be laid where it links "
                            "to your base.", cell=name))
    need_actions(state, 1, kind)
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
    for _step in range(steps):
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
        raise IllegalMove(_("There is no military of yours on {cell} to move.", cell=board.names[src]))
    if dst not in destinations(state, src):
        steps = 1 + in_force(state, seat)["move_steps"]
        if board.kinds[dst] == CAPITAL:
            raise IllegalMove(_("{place} can only be taken by attacking it.", place=place_name(board, dst)))
        if steps == 1:
            raise IllegalMove(_("A military moves one step across your own land onto your land holding no other "
                                "token: it cannot reach {cell}.", cell=board.names[dst]))
        raise IllegalMove(n_(steps, "A military moves up to {n} step across your own land onto your land holding "
                                    "no other token: it cannot reach {cell}.",
                             "A military moves up to {n} steps across your own land onto your land holding no "
                             "other token: it cannot reach {cell}.", cell=board.names[dst]))
    need_actions(state, move_cost(state), "move")
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

