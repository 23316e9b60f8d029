"""Overthrow in words: the log's sentence for a move and what came of it, the page's button
labels and turn lines, and why nothing moves from a pile.

Cells are named the way the page labels the board's edges (``board.names``: ``F1``); seats
as ``voice`` says.
"""
from __future__ import annotations

from ...core import IllegalMove
from ...core.language import N_, _, n_
from ...core.words import listed
from .actions import NONE_LEFT, actions_word, move_cost
from .board import CAPITAL, HQ, VILLAGE, place_name
from .cards import card_name
from .combat import eligible, target_kind
from .exposure import threshold
from .influence import LIMIT
from .state import State, board_of, in_force, owned_by, phase
from .tokens import KIND_LETTERS, LIMITS, MILITARY, TRADE, colour_name, next_token
from .victory import outcome
from .voice import Voice

FREE_LAND = N_("Surveyors: you may lay one more land token free of charge; any other action, "
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
        if not left:
            return voice.say(seat, _("{who} end the turn."), _("{who} ends the turn."))
        who = voice.who(seat)
        if voice.you(seat):
            return n_(left, "{who} end the turn ({n} action unused).", "{who} end the turn ({n} actions unused).",
                      who=who)
        return n_(left, "{who} ends the turn ({n} action unused).", "{who} ends the turn ({n} actions unused).",
                  who=who)
    if kind == "keep":
        return voice.say(seat, _("{who} keep your influence cards."), _("{who} keeps their influence cards."))
    if kind == "swap":
        return voice.say(seat, _("{who} swap an influence card for a new one."),
                         _("{who} swaps an influence card for a new one."))
    if kind == "lose":
        return voice.say(state.choice.defender, _("{who} choose: the attacking military on {place} is lost."),
                         _("{who} chooses: the attacking military on {place} is lost."), place=where[0])
    if kind == "land" and state.bonus_land:
        return voice.say(seat, _("{who} lay a land token on {place} (free, Surveyors)."),
                         _("{who} lays a land token on {place} (free, Surveyors)."), place=where[0])
    if kind == "land":
        return voice.say(seat, _("{who} lay a land token on {place}."), _("{who} lays a land token on {place}."),
                         place=where[0])
    if kind == "military":
        return voice.say(seat, _("{who} lay a military token on {place}."),
                         _("{who} lays a military token on {place}."), place=where[0])
    if kind == "trade":
        return voice.say(seat, _("{who} lay a trade token on {place}."), _("{who} lays a trade token on {place}."),
                         place=where[0])
    if kind == "move":
        cost = move_cost(state)
        who, start, end = voice.who(seat), where[0], where[1]
        if voice.you(seat):
            return n_(cost, "{who} move a military from {start} to {end} ({n} action).",
                      "{who} move a military from {start} to {end} ({n} actions).", who=who, start=start, end=end)
        return n_(cost, "{who} moves a military from {start} to {end} ({n} action).",
                  "{who} moves a military from {start} to {end} ({n} actions).", who=who, start=start, end=end)
    n = len(move.cells) - 1
    if n == 1:
        return voice.say(seat, _("{who} attack {target} with 1 military from {cell} (2 actions)."),
                         _("{who} attacks {target} with 1 military from {cell} (2 actions)."),
                         target=where[0], cell=where[1])
    # (two or more militaries: every count here is plural)
    return voice.say(seat, _("{who} attack {target} with {n} militaries from {starts} ({cost} actions; {lead} "
                             "moves in if it wins)."),
                     _("{who} attacks {target} with {n} militaries from {starts} ({cost} actions; {lead} "
                       "moves in if it wins)."),
                     target=where[0], n=n, starts=", ".join(where[1:]), cost=n + 1, lead=where[1])


def _consequences(before: State, after: State, voice: Voice) -> list[str]:
    board = board_of(before)
    seat = before.turn
    out = []
    if after.roll is not None and after.roll != before.roll:
        out.append(_roll_words(after, voice))
    old, new = before.seats[seat], after.seats[seat]
    for v in sorted(set(new.villages) - set(old.villages)):
        out.append(voice.say(seat, _("{who} link the village {cell}."), _("{who} links the village {cell}."),
                             cell=board.names[board.villages[v]]))
    for v in sorted(set(new.routes) - set(old.routes)):
        out.append(voice.say(seat, _("{who} complete a trade route to the village {cell}."),
                             _("{who} completes a trade route to the village {cell}."),
                             cell=board.names[board.villages[v]]))
    gained = len(new.earned) - len(old.earned) + len(new.influence) - len(old.influence)
    if gained > 0:
        who = voice.who(seat)
        out.append(n_(gained, "{who} earn {n} influence card.", "{who} earn {n} influence cards.", who=who)
                   if voice.you(seat) else
                   n_(gained, "{who} earns {n} influence card.", "{who} earns {n} influence cards.", who=who))
    if after.swaps > before.swaps:
        out.append(voice.say(seat, _("{who} hold {limit} influence cards and may swap one."),
                             _("{who} holds {limit} influence cards and may swap one."), limit=LIMIT))
    drawn = len(new.exposure) - len(old.exposure) + len(new.exposed) - len(old.exposed)
    shown = new.exposed[len(old.exposed):]
    for card in shown:
        out.append(voice.say(seat, _("{who} reveal the exposure card {card} (in force from your next turn)."),
                             _("{who} reveals the exposure card {card} (in force from their next turn)."),
                             card=card_name(card)))
    if drawn > 0 and not shown:
        out.append(voice.say(seat, _("{who} draw an exposure card."), _("{who} draws an exposure card.")))
    if after.result:
        out.append(outcome(after, voice=voice)["reason"])
    elif after.turn != before.turn:
        out.append(_("Your turn.") if voice.you(after.turn) else _("{name}'s turn.", name=voice.name(after.turn)))
    return out


def _roll_words(state: State, voice: Voice) -> str:
    r = state.roll
    if r.result == "capture":
        return roll_verdict(state, voice)
    dice, against = ", ".join(map(str, r.attack)), ", ".join(map(str, r.defence))
    if r.defender < 0:
        return _("Dice {dice} against the city's {against}: {verdict}", dice=dice, against=against,
                 verdict=roll_verdict(state, voice))
    if voice.you(r.defender):
        return _("Dice {dice} against your {against}: {verdict}", dice=dice, against=against,
                 verdict=roll_verdict(state, voice))
    return _("Dice {dice} against {name}'s {against}: {verdict}", dice=dice, name=voice.name(r.defender),
             against=against, verdict=roll_verdict(state, voice))


def roll_verdict(state: State, voice: Voice) -> str:
    """What the last attack's dice decided, in one sentence (the log's and the panel's)."""
    r = state.roll
    board = board_of(state)
    target = board.names[board.cell(r.target)]
    seat = r.attacker
    if r.result == "capture":
        return voice.say(seat, _("Undefended: {who} take {cell}."), _("Undefended: {who} takes {cell}."),
                         opening=False, cell=target)
    if r.result == "win":
        return voice.say(seat, _("{who} take {cell}."), _("{who} takes {cell}."), opening=False, cell=target)
    if r.result == "tie":
        return _("A tie: nothing changes.")
    if r.defender < 0:
        return voice.say(seat, _("the city holds: {who} lose an attacking military."),
                         _("the city holds: {who} loses an attacking military."), opening=False)
    defender = voice.who(r.defender, start=False)
    attacker = voice.who(seat, start=False)
    if voice.you(r.defender):
        return _("{defender} hold: {attacker} loses an attacking military.", defender=defender, attacker=attacker)
    if voice.you(seat):
        return _("{defender} holds: {attacker} lose an attacking military.", defender=defender, attacker=attacker)
    return _("{defender} holds: {attacker} loses an attacking military.", defender=defender, attacker=attacker)


# --- the page's buttons and turn lines -------------------------------------------------------

def end_label(state: State) -> str:
    left = state.actions
    if state.bonus_land:
        return n_(left, "End turn (skip the free land, {n} action unused)",
                  "End turn (skip the free land, {n} actions unused)") if left else _("End turn (skip the free land)")
    return n_(left, "End turn ({n} action unused)", "End turn ({n} actions unused)") if left else _("End turn")


def swap_label(card: str) -> str:
    return _("Swap {card}", card=card_name(card))


def attack_label(state: State, target: str, attackers: list[str], cost: int) -> str:
    board = board_of(state)
    name = lambda c: board.names[board.cell(c)]  # noqa: E731
    # (a button for two or more militaries: it costs 3 actions or more)
    return _("Attack {target} with {cells} ({cost} actions)", target=name(target),
             cells=listed(map(name, attackers)), cost=cost)


def actions_left(state: State) -> str:
    """What the seat to move has left: "2 actions left", "1 action left + a free land"."""
    if state.bonus_land:
        return n_(state.actions, "{n} action left + a free land", "{n} actions left + a free land") \
            if state.actions else _("no actions left + a free land")
    return n_(state.actions, "{n} action left", "{n} actions left") if state.actions else _("no actions left")


def costs(state: State) -> dict[str, str]:
    """What each action costs the seat to move now (cards in force change some)."""
    mine = in_force(state, state.turn)
    one = actions_word(1)
    return {"land": _("free (Surveyors)") if state.bonus_land else one,
            "military": one if mine["free_military"] > 0 else _("1 action and an exposure card"),
            "trade": one,
            "move": actions_word(move_cost(state)),
            "attack": _("1 action per military, plus 1, and an exposure card")}


def hand_notes(state: State, seat: int) -> dict[str, str]:
    """A line under each of the seat's own card lists."""
    at = threshold(state, seat)
    return {"influence": _("Each gives you one action per turn, and its effect below."),
            "exposure": n_(at, "Laying a military or attacking draws one. At {n}, one of them turns face up at "
                               "random and stays in force; the rest go back.",
                           "Laying a military or attacking draws one. At {n}, one of them turns face up at random "
                           "and stays in force; the rest go back.")}


# --- refusals -----------------------------------------------------------------------------------

def why_not(state: State, source: str) -> str:
    """Why nothing may move from ``source`` (a cell or a supply pile) now, in the rules' words."""
    board = board_of(state)
    now = phase(state)
    if now == "over":
        return _("The game is over: nothing moves any more.")
    if now == "defend":
        cells = listed((board.names[board.cell(c)] for c in state.choice.attackers), "or")
        return _("First the defender chooses which attacking military is lost: the one on {cells}.", cells=cells)
    if now == "swap":
        return _("First keep your influence cards or swap one for a fresh draw: the buttons are under the board.")
    seat = state.turn
    if source.startswith("supply:") and source[7:] in KIND_LETTERS:
        return _why_supply(state, seat, source[7:])
    cell = board.cell(source)
    if cell is None:
        return _("Nothing can move from there now.")
    name, kind = board.names[cell], board.kinds[cell]
    top, land = state.top[cell], state.land[cell]
    if kind == HQ:
        owner = board.hqs.index(cell)
        if owner == seat:
            return _("{cell} is your HQ: your land grows from the cells next to it.", cell=name)
        return _("{cell} is {player}'s HQ: HQs are never attacked or captured.", cell=name, player=colour_name(owner))
    if kind == VILLAGE:
        return _("The village {cell} belongs to nobody: join your land to it to earn an influence card.", cell=name)
    if top[:1] == MILITARY and owned_by(top, seat):
        return _why_military(state, cell)
    if owned_by(top, seat) and top[:1] == TRADE:
        return _("Your trade token on {cell} stays where it was laid: only militaries move.", cell=name)
    if owned_by(land, seat):
        return _("Your land on {cell} holds no military: only militaries move and attack. To lay a token "
                 "here, select military or trade beside the board first.", cell=name)
    if kind == CAPITAL or land:
        return _why_target(state, cell)
    return _("{cell} is empty: to lay a token there, select land, military or trade beside the board first.",
             cell=name)


def _why_supply(state: State, seat: int, kind: str) -> str:
    letter = KIND_LETTERS[kind]
    if next_token(state, seat, letter) is None:
        return _(NONE_LEFT[letter], limit=LIMITS[letter])
    if kind == "land":
        return _("No empty cell links to your base: land is laid on an empty cell next to your HQ "
                 "or next to land connected to it.")
    if letter == MILITARY:
        return _("None of your land joined to your HQ is free: a military token is laid on your own joined land "
                 "that holds nothing yet.")
    return _("None of your land joined to your HQ is free: a trade token is laid on your own joined land "
             "that holds nothing yet.")


def _why_military(state: State, cell: int) -> str:
    board = board_of(state)
    name, token = board.names[cell], state.top[cell]
    cost, left = move_cost(state), state.actions
    fields = {"cell": name, "cost": actions_word(cost), "left": left}
    if left < cost:   # it cannot move: too few actions ...
        if token in state.attacked:
            return _("The military on {cell} can neither move nor attack: moving it costs {cost} and you have "
                     "{left} left, and it has already attacked this turn.", **fields)
        if left < 2:
            return _("The military on {cell} can neither move nor attack: moving it costs {cost} and you have "
                     "{left} left, and an attack costs at least 2 actions and you have {left} left.", **fields)
        return _("The military on {cell} can neither move nor attack: moving it costs {cost} and you have "
                 "{left} left, and nothing next to it can be attacked.", **fields)
    # ... or nowhere to go
    if token in state.attacked:
        return _("The military on {cell} can neither move nor attack: no free land of yours lies next to it to "
                 "move onto, and it has already attacked this turn.", **fields)
    if left < 2:
        return _("The military on {cell} can neither move nor attack: no free land of yours lies next to it to "
                 "move onto, and an attack costs at least 2 actions and you have {left} left.", **fields)
    return _("The military on {cell} can neither move nor attack: no free land of yours lies next to it to "
             "move onto, and nothing next to it can be attacked.", **fields)


def _why_target(state: State, cell: int) -> str:
    board = board_of(state)
    seat, name = state.turn, place_name(board, cell)
    try:
        target_kind(state, seat, cell)
    except IllegalMove as refusal:  # the rules' own reason this cell is no target
        return str(refusal)
    near = eligible(state, seat, cell)
    if not near:
        return _("None of your militaries that may still attack stands next to {place}: an attack is made "
                 "from the cells next to its target.", place=name)
    if len(near) == 1 or state.actions < 3:
        return _("To attack {place} with one military, select your military on {cell} first, then {place}.",
                 place=name, cell=board.names[near[0]])
    return _("Nothing can move from {place} now.", place=name)
