"""Overthrow's table in words: the line under it, the turn line on it, the side panel's
sections, each cell's label, the viewer's supply piles, every seat's facts and result.

Seats are named as the table names them (``names``: "You", "Player 2"), with the colour beside
the name ("You (green)"); without names, by colour ("Green").  What is said to the viewer alone
("Your militaries held…", the tips with this turn's costs) goes only into the viewer's view.
"""
from __future__ import annotations

from ...core.words import YOU, number_word, plural
from .board import CAPITAL, HQ, PLAIN, VILLAGE
from .influence import LIMIT
from .state import State, board_of, phase
from .tokens import COLOURS, KIND_LETTERS, KIND_NAMES
from .words import actions_left

# The panel's and the turn line's fixed words.
WORDS = {
    "this_turn": "This turn", "over": "Game over", "tips": "How to play a turn", "last_attack": "Last attack",
    "cards": "Your cards", "players": "Players", "revealed": "Face-up exposure cards", "city": "City",
    "waiting_own": "(in force from your next turn)", "waiting_theirs": "(from their next turn)",
    "face_down": "(face down: not in force)", "thinking": "thinking\u2026",
    "zoom": "Zoom", "zoom_in": "Zoom in: cells a finger takes; swipe to move the board",
    "zoom_out": "Show the whole board", "tap_zoom": "Tap to zoom in here",
}


def name(seat: int, names=None) -> str:
    """The table's name for a seat, else its colour ("Green")."""
    return names[seat] if names and seat < len(names) else COLOURS[seat].capitalize()


def who(seat: int, names=None) -> str:
    """"You (green)", "Player 2 (red)", "Green (green)": a seat with its colour."""
    return f"{name(seat, names)} ({COLOURS[seat]})"


def _cells(state: State, ids: list[str]) -> list[str]:
    board = board_of(state)
    return [board.names[board.cell(c)] for c in ids]


def summary_line(state: State, names=None) -> str:
    """The line under the table: the round, who is to play (or choose), what is left."""
    if state.result:
        return f"Game over after round {state.round}"
    now = phase(state)
    seat = state.choice.defender if now == "defend" else state.turn
    you = name(seat, names) == YOU
    them = YOU if you else who(seat, names) if names else name(seat)
    if now == "defend":
        turn = f"{them} {'choose' if you else 'chooses'} the attacker lost"
    else:
        turn = "Your turn" if you else f"{them} to play"
    what = {"play": f" \u00b7 {actions_left(state)}", "swap": " \u00b7 keep or swap a card"}.get(now, "")
    return f"Round {state.round} of {state.turn_limit} \u00b7 {turn}{what}"


def turn_what(state: State) -> str | None:
    """The turn line's words after the name: what the seat to move (or choose) does now."""
    return {"defend": "chooses the attacker lost", "swap": "keeps or swaps a card",
            "play": actions_left(state)}.get(phase(state))


def turn_box(state: State, seat: int | None, free_land: str | None, reason: str | None) -> dict:
    """The panel's turn section: its title and its lines, each ``{"seat", "text", "kind"}``
    (``seat``: whose name leads the line; ``kind``: "todo" for what the viewer must do)."""
    if state.result:
        return {"title": WORDS["over"], "lines": [_line(None, reason)]}
    title = f"Round {state.round} of {state.turn_limit}"
    mover, now = state.turn, phase(state)
    if now == "defend":
        choice = state.choice
        target, = _cells(state, [choice.target])
        lines = [_line(mover, f"attacked {target} and lost the roll.")]
        if seat == choice.defender:
            lit = " or ".join(_cells(state, list(choice.attackers)))
            lines.append(_line(None, "Your militaries held. Choose which attacking military is lost: click one of "
                                     f"the lit cells ({lit}).", "todo"))
        else:
            lines.append(_line(choice.defender, "chooses which attacking military is lost."))
        return {"title": title, "lines": lines}
    lines = [_line(mover, "to play", "mover")]
    limit = number_word(LIMIT)
    if now == "swap":
        lines.append(_line(None, f"You earned an influence card while holding {limit}. Keep your cards, or swap one "
                                 "for a fresh draw: the buttons are under the board.", "todo") if seat == mover
                     else _line(None, f"They earned an influence card at the {limit}-card limit and may swap one."))
    elif free_land and seat == mover:
        lines.append(_line(None, free_land, "todo"))
    return {"title": title, "lines": lines}


def _line(seat: int | None, text: str, kind: str | None = None) -> dict:
    return {"seat": seat, "text": text, "kind": kind}


def tips(costs: dict[str, str]) -> list[str]:
    """How to play a turn, with what each action costs the seat to move now."""
    return ["Lay a token: select land, military or trade beside the board (or drag its token) and a lit cell. "
            f"Land costs {costs['land']}, a military {costs['military']}, trade {costs['trade']}.",
            "Move or attack: select one of your militaries (or drag it) and a lit cell. "
            f"A move costs {costs['move']}; an attack {costs['attack']}.",
            "Attack with several militaries: select the enemy or capital cell first, then the military that "
            "moves in if you win.",
            "To change your mind, press Escape or click the felt beside the board."]


def roll_words(state: State, names=None) -> dict:
    """The last attack's line and the names beside its two rows of dice."""
    r = state.roll
    target, = _cells(state, [r.target])
    return {"text": f"attacked {target} with {', '.join(_cells(state, list(r.attackers)))}.",
            "attacker_name": name(r.attacker, names),
            "defender_name": WORDS["city"] if r.defender < 0 else name(r.defender, names)}


def cell_labels(state: State) -> list[str]:
    """Each cell in words, in the board's order: its name, what it is, what lies on it."""
    board = board_of(state)
    linked: dict[int, list[str]] = {}
    for s, seat in enumerate(state.seats):
        for v in seat.villages:
            linked.setdefault(board.villages[v], []).append(COLOURS[s])
    struck = board.cell(state.roll.target) if state.roll else None
    out = []
    for i, kind in enumerate(board.kinds):
        parts = [board.names[i]]
        if kind == CAPITAL:
            ring = "the capital centre" if board.rings[i] == "centre" else f"capital, {board.rings[i]} ring"
            parts.append(f"{ring}, defends with {plural(board.defence[i], 'die', 'dice')}")
        elif kind == HQ:
            parts.append(f"{COLOURS[board.hqs.index(i)]} HQ")
        elif kind == VILLAGE:
            by = linked.get(i)
            parts.append(f"village, linked by {' and '.join(by)}" if by else "village")
        land, top = state.land[i], state.top[i]
        if land:
            parts.append(f"{COLOURS[int(land[1])]} land")
        if top:
            parts.append(f"{'with' if land else 'held by'} a {COLOURS[int(top[1])]} {KIND_NAMES[top[0]]}")
        if not land and not top and kind == PLAIN:
            parts.append("empty")
        if i == struck:
            parts.append("attacked last")
        out.append(", ".join(parts))
    return out


def supply_words(supply: dict[str, int], costs: dict[str, str] | None, sources: set[str]) -> dict:
    """The viewer's three supply piles: the count, as many words as a pile has room for, and
    its label (with what laying one costs, while it can be laid)."""
    out = {}
    for kind in KIND_LETTERS:
        left = supply[kind]
        cost = costs[kind] if costs and f"supply:{kind}" in sources else None
        out[kind] = {"count": str(left), "left": f"{left} left", "named": f"{kind.capitalize()} {left}",
                     "label": f"{kind} supply, {left} left" + (f" ({cost} each)" if cost else "")}
    return out


def seat_words(info: dict, names=None) -> dict:
    """A seat's name, its facts for the panel and the seats bar, and what it holds at the end."""
    seat = info["seat"]
    earned = f" ({info['earned']} new)" if info["earned"] else ""
    supply = info["supply"]
    facts = [f"{plural(info['influence'], 'influence card')}{earned}",
             f"{info['exposure']} exposure face down",
             plural(info["capital"], "capital cell"),
             f"{plural(len(info['villages']), 'village')}, {plural(len(info['routes']), 'trade route')}",
             f"supply: land {supply['land']}, military {supply['military']}, trade {supply['trade']}"]
    capital = f" \u00b7 capital {info['capital']}" if info["capital"] else ""
    return {"name": name(seat, names), "who": who(seat, names), "facts": " \u00b7 ".join(facts),
            "detail": f"{COLOURS[seat]} \u00b7 {plural(info['influence'], 'card')}{capital}",
            "holds": f"{plural(info['capital'], 'capital cell')}, {plural(info['land'], 'land token')}"}


def hand_titles(hand: dict, revealed: int) -> dict:
    """The headings of the viewer's own card lists."""
    return {"influence": f"Influence ({len(hand['influence'])})",
            "exposure": f"Face-down exposure ({len(hand['exposure'])})",
            "revealed": "Face-up exposure" if revealed else None}
