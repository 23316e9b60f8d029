"""Overthrow in words: the log's sentence for a move and what came of it, the page's button
labels and turn lines, and why nothing moves from a pile.

Cells are named the way the page labels the board's edges (``board.names``: ``F1``); seats
as ``voice`` says.
"""
from __future__ import annotations

from ...core import IllegalMove
from ...core.words import plural
from .actions import move_cost
from .board import CAPITAL, HQ, VILLAGE, place_name
from .cards import card_name
from .combat import eligible, target_kind
from .exposure import threshold
from .influence import LIMIT
from .state import State, board_of, in_force, owned_by, phase
from .tokens import COLOURS, KIND_LETTERS, LIMITS, MILITARY, TRADE, next_token
from .victory import outcome
from .voice import Voice

FREE_LAND = ("Surveyors: you may lay one more land token free of charge; any other action, "
             "or ending the turn, gives it up.")


# --- the log ------------------------------------------------------------------------------

def describe(before: State, move, after: State, names=None) -> str:
    """``move`` (a parsed ``moves.Move``) played on ``before`` gave ``after``: what was done,
    then what came of it (dice, rewards, reveals, the end).  Hidden cards are never named."""
    voice = Voice(names)
    return " ".join([_action(before, move, voice)] + _consequences(before, after, voice))


def action_words(state: State, move, names=None) -> str:
    """What ``move`` does, without what comes of it (no dice): a rules example's caption."""
    return _action(state, move, Voice(names))


def _action(state: State, move, voice: Voice) -> str:
    board = board_of(state)
    seat = state.turn
    where = [place_name(board, board.cell(c)) for c in move.cells]
    kind = move.kind
    if kind == "end":
        left = state.actions
        return voice.does(seat, "ends", "end") + " the turn" + (f" ({plural(left, 'action')} unused)." if left else ".")
    if kind == "keep":
        return f"{voice.does(seat, 'keeps', 'keep')} {voice.their(seat)} influence cards."
    if kind == "swap":
        return f"{voice.does(seat, 'swaps', 'swap')} an influence card for a new one."
    if kind == "lose":
        who = voice.does(state.choice.defender, "chooses", "choose")
        return f"{who}: the attacking military on {where[0]} is lost."
    if kind in ("land", "military", "trade"):
        free = " (free, Surveyors)" if kind == "land" and state.bonus_land else ""
        return f"{voice.does(seat, 'lays', 'lay')} a {kind} token on {where[0]}{free}."
    if kind == "move":
        cost = move_cost(state)
        who = voice.does(seat, "moves", "move")
        return f"{who} a military from {where[0]} to {where[1]} ({plural(cost, 'action')})."
    n = len(move.cells) - 1
    group = where[1] if n == 1 else ", ".join(where[1:])
    lead = f"; {where[1]} moves in if it wins" if n > 1 else ""
    return (f"{voice.does(seat, 'attacks', 'attack')} {where[0]} with {plural(n, 'military', 'militaries')} "
            f"from {group} ({n + 1} actions{lead}).")


def _consequences(before: State, after: State, voice: Voice) -> list[str]:
    board = board_of(before)
    seat = before.turn
    out = []
    if after.roll is not None and after.roll != before.roll:
        out.append(_roll_words(after, voice))
    old, new = before.seats[seat], after.seats[seat]
    for v in sorted(set(new.villages) - set(old.villages)):
        out.append(f"{voice.does(seat, 'links', 'link')} the village {board.names[board.villages[v]]}.")
    for v in sorted(set(new.routes) - set(old.routes)):
        out.append(f"{voice.does(seat, 'completes', 'complete')} a trade route to the village "
                   f"{board.names[board.villages[v]]}.")
    gained = len(new.earned) - len(old.earned) + len(new.influence) - len(old.influence)
    if gained > 0:
        out.append(f"{voice.does(seat, 'earns', 'earn')} {plural(gained, 'influence card')}.")
    if after.swaps > before.swaps:
        out.append(f"{voice.does(seat, 'holds', 'hold')} {LIMIT} influence cards and may swap one.")
    drawn = len(new.exposure) - len(old.exposure) + len(new.exposed) - len(old.exposed)
    shown = new.exposed[len(old.exposed):]
    for card in shown:
        out.append(f"{voice.does(seat, 'reveals', 'reveal')} the exposure card {card_name(card)} "
                   f"(in force from {voice.their(seat)} next turn).")
    if drawn > 0 and not shown:
        out.append(f"{voice.does(seat, 'draws', 'draw')} an exposure card.")
    if after.result:
        out.append(outcome(after, voice=voice)["reason"])
    elif after.turn != before.turn:
        out.append(f"{voice.whose(after.turn, start=True)} turn.")
    return out


def _roll_words(state: State, voice: Voice) -> str:
    r = state.roll
    if r.result == "capture":
        return roll_verdict(state, voice)
    dice, against = ", ".join(map(str, r.attack)), ", ".join(map(str, r.defence))
    them = "the city's" if r.defender < 0 else voice.whose(r.defender)
    return f"Dice {dice} against {them} {against}: {roll_verdict(state, voice)}"


def roll_verdict(state: State, voice: Voice) -> str:
    """What the last attack's dice decided, in one sentence (the log's and the panel's)."""
    r = state.roll
    board = board_of(state)
    target = board.names[board.cell(r.target)]
    seat = r.attacker
    if r.result == "capture":
        return f"Undefended: {voice.does(seat, 'takes', 'take', start=False)} {target}."
    if r.result == "win":
        return f"{voice.does(seat, 'takes', 'take', start=False)} {target}."
    if r.result == "tie":
        return "A tie: nothing changes."
    holds = "the city holds" if r.defender < 0 else voice.does(r.defender, "holds", "hold", start=False)
    return f"{holds}: {voice.does(seat, 'loses', 'lose', start=False)} an attacking military."


# --- the page's buttons and turn lines -------------------------------------------------------

def end_label(state: State) -> str:
    left = state.actions
    parts = ["skip the free land"] if state.bonus_land else []
    parts += [f"{plural(left, 'action')} unused"] if left else []
    return f"End turn ({', '.join(parts)})" if parts else "End turn"


def swap_label(card: str) -> str:
    return f"Swap {card_name(card)}"


def attack_label(state: State, target: str, attackers: list[str], cost: int) -> str:
    board = board_of(state)
    name = lambda c: board.names[board.cell(c)]  # noqa: E731
    return f"Attack {name(target)} with {' and '.join(map(name, attackers))} ({cost} actions)"


def actions_left(state: State) -> str:
    """What the seat to move has left: "2 actions left", "1 action left + a free land"."""
    left = f"{plural(state.actions, 'action')} left" if state.actions else "no actions left"
    return f"{left} + a free land" if state.bonus_land else left


def costs(state: State) -> dict[str, str]:
    """What each action costs the seat to move now (cards in force change some)."""
    mine = in_force(state, state.turn)
    return {"land": "free (Surveyors)" if state.bonus_land else "1 action",
            "military": "1 action" if mine["free_military"] > 0 else "1 action and an exposure card",
            "trade": "1 action",
            "move": plural(move_cost(state), "action"),
            "attack": "1 action per military, plus 1, and an exposure card"}


def hand_notes(state: State, seat: int) -> dict[str, str]:
    """A line under each of the seat's own card lists."""
    return {"influence": "Each gives you one action per turn, and its effect below.",
            "exposure": (f"Laying a military or attacking draws one. At {threshold(state, seat)}, one of them "
                         "turns face up at random and stays in force; the rest go back.")}


# --- refusals -----------------------------------------------------------------------------------

def why_not(state: State, source: str) -> str:
    """Why nothing may move from ``source`` (a cell or a supply pile) now, in the rules' words."""
    board = board_of(state)
    now = phase(state)
    if now == "over":
        return "The game is over: nothing moves any more."
    if now == "defend":
        listed = " or ".join(board.names[board.cell(c)] for c in state.choice.attackers)
        return f"First the defender chooses which attacking military is lost: the one on {listed}."
    if now == "swap":
        return "First keep your influence cards or swap one for a fresh draw: the buttons are under the board."
    seat = state.turn
    if source.startswith("supply:") and source[7:] in KIND_LETTERS:
        return _why_supply(state, seat, source[7:])
    cell = board.cell(source)
    if cell is None:
        return "Nothing can move from there now."
    name, kind = board.names[cell], board.kinds[cell]
    top, land = state.top[cell], state.land[cell]
    if kind == HQ:
        owner = board.hqs.index(cell)
        if owner == seat:
            return f"{name} is your HQ: your land grows from the cells next to it."
        return f"{name} is {COLOURS[owner].capitalize()}'s HQ: HQs are never attacked or captured."
    if kind == VILLAGE:
        return f"The village {name} belongs to nobody: join your land to it to earn an influence card."
    if top[:1] == MILITARY and owned_by(top, seat):
        return _why_military(state, cell)
    if owned_by(top, seat) and top[:1] == TRADE:
        return f"Your trade token on {name} stays where it was laid: only militaries move."
    if owned_by(land, seat):
        return (f"Your land on {name} holds no military: only militaries move and attack. To lay a token "
                "here, select military or trade beside the board first.")
    if kind == CAPITAL or land:
        return _why_target(state, cell)
    return f"{name} is empty: to lay a token there, select land, military or trade beside the board first."


def _why_supply(state: State, seat: int, kind: str) -> str:
    letter = KIND_LETTERS[kind]
    if next_token(state, seat, letter) is None:
        return f"You have no {kind} tokens left: all {LIMITS[letter]} are on the board."
    if kind == "land":
        return ("No empty cell links to your base: land is laid on an empty cell next to your HQ "
                "or next to land connected to it.")
    return (f"None of your land joined to your HQ is free: a {kind} token is laid on your own joined land "
            "that holds nothing yet.")


def _why_military(state: State, cell: int) -> str:
    board = board_of(state)
    name, token = board.names[cell], state.top[cell]
    cost = move_cost(state)
    if state.actions < cost:
        move = f"moving it costs {plural(cost, 'action')} and you have {state.actions} left"
    else:
        move = "no free land of yours lies next to it to move onto"
    if token in state.attacked:
        attack = "it has already attacked this turn"
    elif state.actions < 2:
        attack = f"an attack costs at least 2 actions and you have {state.actions} left"
    else:
        attack = "nothing next to it can be attacked"
    return f"The military on {name} can neither move nor attack: {move}, and {attack}."


def _why_target(state: State, cell: int) -> str:
    board = board_of(state)
    seat, name = state.turn, place_name(board, cell)
    try:
        target_kind(state, seat, cell)
    except IllegalMove as refusal:  # the rules' own reason this cell is no target
        return str(refusal)
    near = eligible(state, seat, cell)
    if not near:
        return (f"None of your militaries that may still attack stands next to {name}: an attack is made "
                "from the cells next to its target.")
    if len(near) == 1 or state.actions < 3:
        return (f"To attack {name} with one military, select your military on {board.names[near[0]]} first, "
                f"then {name}.")
    return f"Nothing can move from {name} now."

