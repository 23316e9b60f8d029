"""Turns and the action budget (rules §2.3, §6 turn limit).

The first player's very first turn has 2 actions; every other turn has one action per
influence card held (Royal Favour adds one, each Unrest takes one; never below 1).  Cards
earned or exposed during a turn come into force when their owner's next turn starts.  The
turn ends on ``end`` or when no action is left and nothing is pending (a free Surveyors
land on offer keeps it open until it is laid or declined).  A round ends when
the turn comes back to the first player; after ``turn_limit`` rounds the game is over.
"""
from __future__ import annotations

from ...core import Rng
from .state import State, evolve, in_force, phase, with_seat

FIRST_TURN_ACTIONS = 2


def budget(state: State, seat: int) -> int:
    if seat == state.first and state.round == 1:
        return FIRST_TURN_ACTIONS
    return max(1, in_force(state, seat)["actions"])


def start_turn(state: State, seat: int) -> State:
    s = state.seats[seat]
    state = with_seat(state, seat, influence=tuple(sorted(s.influence + s.earned)), earned=(),
                      revealed=s.revealed + s.exposed, exposed=())
    state = evolve(state, turn=seat, attacked=(), land_pairs=0, bonus_land=False)
    return evolve(state, actions=budget(state, seat))


def end_turn(state: State) -> State:
    nxt = (state.turn + 1) % state.players
    if nxt == state.first:
        if state.round >= state.turn_limit:
            return evolve(state, result="limit", actions=0, attacked=(), bonus_land=False)
        state = evolve(state, round=state.round + 1)
    return start_turn(state, nxt)


def settle(state: State) -> State:
    """End the turn by itself once no action is left and no decision is pending."""
    if phase(state) == "play" and state.actions == 0 and not state.bonus_land:
        return end_turn(state)
    return state


def start_rolls(players: int, rng: Rng) -> tuple[list[list[int]], int]:
    """Each seat rolls a die; the seats tied for highest roll again until one is highest.
    Returns every seat's dice and the seat that goes first."""
    rolls = [[] for _ in range(players)]
    contenders = list(range(players))
    while len(contenders) > 1:
        for s in contenders:
            rolls[s].append(rng.below(6) + 1)
        top = max(rolls[s][-1] for s in contenders)
        contenders = [s for s in contenders if rolls[s][-1] == top]
    return rolls, contenders[0]
