"""Attacks (rules §2.5, §2.6, §6): on players' land and on capital cells.

An attack names a target and N ≥ 1 of your militaries next to it that have not attacked
this turn; it costs N+1 actions and draws an exposure card.  The first named military is the
one that moves in on a win.

* Land without a military (alone or with trade): taken without dice; the trade is destroyed.
* A defended cell (land with a military, or a capital cell held by a player): N dice
  (+1 with Standing Army when N ≥ 2) against 1 (+1 Walls; +1 Informants of the attacker).
  The highest single die wins.  Win: the defender's military is destroyed and the cell is
  yours.  Loss: you lose one attacker, chosen by the defender (a decision step when N ≥ 2).
  Tie: nothing, unless the defender has Weak Walls (then the attacker wins).
* A neutral capital cell: the city rolls its defence (2, or 1 on the outer ring; Siege Craft
  −1, never below 1; Informants +1).  Win: your military moves in (no land there).  Loss:
  the seeded generator picks the attacker lost.  Taking the centre wins the game.
"""
from __future__ import annotations

from functools import cache
from itertools import combinations

from ...core import IllegalMove, Rng
from ...core.language import _, n_
from ...core.words import listed
from . import exposure
from .actions import militaries, need_actions, need_supply
from .board import CAPITAL, HQ, VILLAGE, place_name
from .influence import earn
from .state import Choice, Roll, State, board_of, evolve, in_force, owned_by, put, with_board
from .tokens import LAND, MILITARY, next_token

CITY = -1


def target_kind(state: State, seat: int, cell: int) -> str:
    """``player``, ``held`` (a player's capital cell) or ``city``; else ``IllegalMove`` saying why."""
    board = board_of(state)
    kind = board.kinds[cell]
    # (named only when refused: a bot's search asks about every cell next to its militaries)
    if kind == HQ:
        raise IllegalMove(_("{place} cannot be attacked: HQs are never attacked or captured.",
                            place=place_name(board, cell)))
    if kind == VILLAGE:
        raise IllegalMove(_("{place} cannot be attacked: villages belong to nobody.", place=place_name(board, cell)))
    top, land = state.top[cell], state.land[cell]
    if kind == CAPITAL:
        if not top:
            _centre_open(state, seat, cell)
            return "city"
        if owned_by(top, seat):
            raise IllegalMove(_("You already hold {place}.", place=place_name(board, cell)))
        _centre_open(state, seat, cell)
        return "held"
    if not land:
        raise IllegalMove(_("There is nothing to attack on {place}: attack an opponent's land or a capital cell.",
                            place=place_name(board, cell)))
    if owned_by(land, seat):
        raise IllegalMove(_("{place} is your own land.", place=place_name(board, cell)))
    return "player"


def _centre_open(state: State, seat: int, cell: int) -> None:
    """The centre may be attacked only by a player holding ``board.centre_needs`` capital cells."""
    board = board_of(state)
    if cell != board.centre or board.centre_needs <= 1:
        return
    held = sum(1 for c in board.capital if owned_by(state.top[c], seat))
    if held < board.centre_needs:
        raise IllegalMove(n_(held, "{place} may be attacked only by a player holding {needs} capital cells: "
                                   "you hold {n}.",
                             "{place} may be attacked only by a player holding {needs} capital cells: you hold {n}.",
                             place=place_name(board, cell), needs=board.centre_needs))


def eligible(state: State, seat: int, target: int) -> list[int]:
    """Cells next to ``target`` holding the seat's militaries that have not attacked this turn."""
    board = board_of(state)
    return [n for n in board.neighbours[target]
            if state.top[n][:1] == MILITARY and owned_by(state.top[n], seat) and state.top[n] not in state.attacked]


def options(state: State) -> list[tuple[int, tuple[int, ...]]]:
    """Every legal attack as (target, attacker cells with the one moving in first)."""
    seat, board = state.turn, board_of(state)
    if state.actions < 2:
        return []
    targets = sorted({n for c in militaries(state, seat) if state.top[c] not in state.attacked
                      for n in board.neighbours[c]})
    has_land = next_token(state, seat, LAND) is not None
    out = []
    for target in targets:
        try:
            kind = target_kind(state, seat, target)
        except IllegalMove:
            continue
        if kind == "player" and not has_land:
            continue
        near = eligible(state, seat, target)
        for n in range(1, min(len(near), state.actions - 1) + 1):
            for group in combinations(near, n):
                for lead in group:
                    out.append((target, (lead,) + tuple(c for c in group if c != lead)))
    return out


def check_attack(state: State, target: int, attackers: tuple[int, ...]) -> str:
    seat, board = state.turn, board_of(state)
    kind = target_kind(state, seat, target)
    if len(set(attackers)) != len(attackers):
        raise IllegalMove(_("Name each attacking military once."))
    for cell in attackers:
        token = state.top[cell]
        if not (token[:1] == MILITARY and owned_by(token, seat)):
            raise IllegalMove(_("There is no military of yours on {cell} to attack with.", cell=board.names[cell]))
        if target not in board.neighbours[cell]:
            raise IllegalMove(_("The military on {cell} is not next to {target}: attackers must stand orthogonally "
                                "next to the target.", cell=board.names[cell], target=board.names[target]))
        if token in state.attacked:
            raise IllegalMove(_("The military on {cell} has already attacked this turn: each military attacks once "
                                "per turn.", cell=board.names[cell]))
    n = len(attackers)
    need_actions(state, n + 1, "attack", attackers=n)
    if kind == "player":
        need_supply(state, seat, LAND)
    return kind


def roll(rng: Rng, n: int) -> tuple[int, ...]:
    return tuple(rng.below(6) + 1 for _die in range(n))


def attack_dice(state: State, seat: int, n: int) -> int:
    return n + (in_force(state, seat)["attack_dice_2plus"] if n >= 2 else 0)


def city_dice(state: State, seat: int, target: int) -> int:
    mine = in_force(state, seat)
    base = max(1, board_of(state).defence[target] + mine["capital_dice"])
    return base + mine["enemy_defence_dice"]


def defence_dice(state: State, seat: int, defender: int) -> int:
    return 1 + in_force(state, defender)["defence_dice"] + in_force(state, seat)["enemy_defence_dice"]


@cache  # a handful of dice counts, asked for at every attack a search looks at
def chances(attack: int, defence: int, ties_win: bool = False) -> tuple[float, float]:
    """(win, loss) chances of ``attack`` dice against ``defence`` dice, highest die wins.

    >>> [round(p, 3) for p in chances(1, 2)]
    [0.255, 0.579]
    """
    win = tie = 0.0
    for k in range(1, 7):
        a = (k ** attack - (k - 1) ** attack) / 6 ** attack       # the attack's highest die is k
        below = ((k - 1) / 6) ** defence                          # every defence die is below k
        win += a * below
        tie += a * ((k / 6) ** defence - below)
    if ties_win:
        win, tie = win + tie, 0.0
    return win, 1.0 - win - tie


def odds(state: State, target: int, n: int) -> tuple[float, float]:
    """(win, loss) chances for the seat to move attacking ``target`` with ``n`` militaries
    (an undefended capture always wins)."""
    seat = state.turn
    top = state.top[target]
    if board_of(state).kinds[target] == CAPITAL and not top:
        return chances(attack_dice(state, seat, n), city_dice(state, seat, target))
    if top[:1] != MILITARY:
        return 1.0, 0.0
    defender = int(top[1])
    return chances(attack_dice(state, seat, n), defence_dice(state, seat, defender),
                   in_force(state, defender)["lose_ties"] > 0)


# Dice shown for an outcome given rather than rolled (the bots' search weighs each outcome
# by its chance instead of rolling): the attacker's highest die against the defender's.
GIVEN = {"win": (6, 1), "loss": (1, 6), "tie": (3, 3)}


def attack(state: State, target: int, attackers: tuple[int, ...], rng: Rng, given: str | None = None) -> State:
    """Attack ``target`` with the militaries on ``attackers`` (the first moves in on a win);
    ``given`` ("win", "loss" or "tie") replaces the dice, for the bots' search only."""
    kind = check_attack(state, target, attackers)
    seat, board = state.turn, board_of(state)
    tokens = tuple(state.top[c] for c in attackers)
    state = evolve(state, actions=state.actions - len(attackers) - 1,
                    attacked=state.attacked + tokens, bonus_land=False)
    names = tuple(board.ids[c] for c in attackers)
    defender = CITY if kind == "city" else int((state.top[target] or state.land[target])[1])
    if kind == "player" and not state.top[target][:1] == MILITARY:
        state = evolve(state, roll=Roll(seat, defender, board.ids[target], names, (), (), "capture"))
        result = "win"
    else:
        dice = city_dice(state, seat, target) if kind == "city" else defence_dice(state, seat, defender)
        if given:
            mine, theirs = (GIVEN[given][0],), (GIVEN[given][1],)
            result = given
        else:
            mine, theirs = roll(rng, attack_dice(state, seat, len(attackers))), roll(rng, dice)
            result = "win" if max(mine) > max(theirs) else "loss" if max(mine) < max(theirs) else "tie"
            if result == "tie" and defender != CITY and in_force(state, defender)["lose_ties"] > 0:
                result = "win"
        state = evolve(state, roll=Roll(seat, defender, board.ids[target], names, mine, theirs, result))
    if result == "win":
        state = _take(state, target, attackers[0], kind)
        if state.result:
            return state
    state = exposure.draw(state, seat, rng)
    if result == "win" and kind == "player":
        state = earn(state, seat)
    if result == "loss":
        if defender == CITY:
            state = _remove(state, attackers[rng.below(len(attackers))])
        elif len(attackers) == 1:
            state = _remove(state, attackers[0])
        else:
            state = evolve(state, choice=Choice(defender, board.ids[target], names))
    return state


def _take(state: State, target: int, mover: int, kind: str) -> State:
    """The attacker wins: the cell's tokens go back to their owner, the mover steps in."""
    token = state.top[mover]
    top = put(put(state.top, mover, ""), target, token)
    land = state.land
    if kind == "player":
        land = put(land, target, next_token(state, state.turn, LAND))
    state = with_board(state, land=land, top=top)
    if target == board_of(state).centre:
        state = evolve(state, result="capital", actions=0, choice=None, swaps=0, bonus_land=False)
    return state


def _remove(state: State, cell: int) -> State:
    """A lost attacker goes back to its owner's supply (a capital cell it held turns neutral).

    Its id leaves the attacked list too: the next military laid from the supply takes that
    id, and a new military has not attacked this turn."""
    token = state.top[cell]
    return with_board(state, top=put(state.top, cell, ""),
                      attacked=tuple(t for t in state.attacked if t != token))


def lose(state: State, cell: int) -> State:
    """The defender's choice: the attacker on ``cell`` is lost."""
    board = board_of(state)
    if board.ids[cell] not in state.choice.attackers:
        cells = listed((board.names[board.cell(c)] for c in state.choice.attackers), "or")
        raise IllegalMove(_("The military on {cell} did not attack: choose the one on {cells}.",
                            cell=board.names[cell], cells=cells))
    return evolve(_remove(state, cell), choice=None)
