"""Overthrow's table in words: the line under it, the turn line on it, the side panel's
sections, each cell's label, the viewer's supply piles, every seat's facts and result.

Seats are named as the table names them (``names``: "You", "Player 2"), with the colour beside
the name ("You (green)"); without names, by colour ("Green").  What is said to the viewer alone
("Your militaries held…", the tips with this turn's costs) goes only into the viewer's view.
"""
from __future__ import annotations

from ...core.language import N_, _, n_, p_
from ...core.words import cards_word, is_you, listed, number_word
from .board import CAPITAL, HQ, PLAIN, VILLAGE
from .influence import LIMIT
from .state import State, board_of, phase
from .tokens import KIND_LETTERS, colour_name, colour_word, token_name
from .words import actions_left

# The panel's and the turn line's fixed words (``words()`` says them in the request's language).
WORDS = {
    "this_turn": N_("This turn"), "over": N_("Game over"), "tips": N_("How to play a turn"),
    "last_attack": N_("Last attack"), "cards": N_("Your cards"), "players": N_("Players"),
    "revealed": N_("Face-up exposure cards"), "city": N_("City"),
    "waiting_own": N_("(in force from your next turn)"), "waiting_theirs": N_("(from their next turn)"),
    "face_down": N_("(face down: not in force)"), "thinking": N_("thinking\u2026"),
    "zoom": N_("Zoom"), "zoom_in": N_("Zoom in: cells a finger takes; swipe to move the board"),
    "zoom_out": N_("Show the whole board"), "tap_zoom": N_("Tap to zoom in here"),
}
HQ_WORDS = (N_("green HQ"), N_("red HQ"), N_("blue HQ"), N_("yellow HQ"))
DOT = " \u00b7 "   # between the parts of a line


def words() -> dict:
    """``WORDS`` in the request's language."""
    return {key: word(key) for key in WORDS}


def word(key: str) -> str:
    """One of ``WORDS`` in the request's language."""
    return _(WORDS[key])


def name(seat: int, names=None) -> str:
    """The table's name for a seat, else its colour ("Green")."""
    return names[seat] if names and seat < len(names) else colour_name(seat)


def who(seat: int, names=None) -> str:
    """"You (green)", "Player 2 (red)", "Green (green)": a seat with its colour."""
    return _("{name} ({colour})", name=name(seat, names), colour=colour_word(seat))


def _you(seat: int, names=None) -> bool:
    return is_you(name(seat, names))


def _cells(state: State, ids: list[str]) -> list[str]:
    board = board_of(state)
    return [board.names[board.cell(c)] for c in ids]


def summary_line(state: State, names=None) -> str:
    """The line under the table: the round, who is to play (or choose), what is left."""
    if state.result:
        return _("Game over after round {round}", round=state.round)
    now = phase(state)
    seat = state.choice.defender if now == "defend" else state.turn
    you = _you(seat, names)
    them = who(seat, names) if names else name(seat)
    if now == "defend":
        turn = _("You choose the attacker lost") if you else _("{who} chooses the attacker lost", who=them)
    else:
        turn = _("Your turn") if you else _("{who} to play", who=them)
    parts = [_("Round {round} of {limit}", round=state.round, limit=state.turn_limit), turn]
    if now == "play":
        parts.append(actions_left(state))
    elif now == "swap":
        parts.append(_("keep or swap a card"))
    return DOT.join(parts)


def turn_what(state: State, names=None) -> str | None:
    """The turn line's words after the name: what the seat to move (or choose) does now
    (the page shows the name before them: worded for "You" or for a name)."""
    now = phase(state)
    if now == "play":
        return actions_left(state)
    if now == "over":
        return None
    seat = state.choice.defender if now == "defend" else state.turn
    you = _you(seat, names)
    if now == "defend":
        return p_("you", "chooses the attacker lost") if you else _("chooses the attacker lost")
    return p_("you", "keeps or swaps a card") if you else _("keeps or swaps a card")


def turn_box(state: State, seat: int | None, free_land: str | None, reason: str | None, names=None) -> dict:
    """The panel's turn section: its title and its lines, each ``{"seat", "text", "kind"}``
    (``seat``: whose name leads the line, worded for "You" or for a name; ``kind``: "todo"
    for what the viewer must do)."""
    if state.result:
        return {"title": word("over"), "lines": [_line(None, reason)]}
    title = _("Round {round} of {limit}", round=state.round, limit=state.turn_limit)
    mover, now = state.turn, phase(state)
    if now == "defend":
        choice = state.choice
        target, = _cells(state, [choice.target])
        lines = [_line(mover, p_("you", "attacked {cell} and lost the roll.", cell=target) if _you(mover, names)
                       else _("attacked {cell} and lost the roll.", cell=target))]
        if seat == choice.defender:
            lit = listed(_cells(state, list(choice.attackers)), "or")
            lines.append(_line(None, _("Your militaries held. Choose which attacking military is lost: click one of "
                                       "the lit cells ({cells}).", cells=lit), "todo"))
        else:
            lines.append(_line(choice.defender, p_("you", "chooses which attacking military is lost.")
                               if _you(choice.defender, names) else _("chooses which attacking military is lost.")))
        return {"title": title, "lines": lines}
    lines = [_line(mover, p_("you", "to play") if _you(mover, names) else _("to play"), "mover")]
    limit = number_word(LIMIT)
    if now == "swap":
        lines.append(_line(None, _("You earned an influence card while holding {limit}. Keep your cards, or swap one "
                                   "for a fresh draw: the buttons are under the board.", limit=limit), "todo")
                     if seat == mover else
                     _line(None, _("They earned an influence card at the {limit}-card limit and may swap one.",
                                   limit=limit)))
    elif free_land and seat == mover:
        lines.append(_line(None, free_land, "todo"))
    return {"title": title, "lines": lines}


def _line(seat: int | None, text: str, kind: str | None = None) -> dict:
    return {"seat": seat, "text": text, "kind": kind}


def tips(costs: dict[str, str]) -> list[str]:
    """How to play a turn, with what each action costs the seat to move now."""
    return [_("Lay a token: select land, military or trade beside the board (or drag its token) and a lit cell. "
              "Land costs {land}, a military {military}, trade {trade}.", land=costs["land"],
              military=costs["military"], trade=costs["trade"]),
            _("Move or attack: select one of your militaries (or drag it) and a lit cell. "
              "A move costs {move}; an attack {attack}.", move=costs["move"], attack=costs["attack"]),
            _("Attack with several militaries: select the enemy or capital cell first, then the military that "
              "moves in if you win."),
            _("To change your mind, press Escape or click the felt beside the board.")]


def roll_words(state: State, names=None) -> dict:
    """The last attack's line (after the attacker's name) and the names beside its two rows of dice."""
    r = state.roll
    target, = _cells(state, [r.target])
    cells = ", ".join(_cells(state, list(r.attackers)))
    return {"text": p_("you", "attacked {cell} with {cells}.", cell=target, cells=cells) if _you(r.attacker, names)
            else _("attacked {cell} with {cells}.", cell=target, cells=cells),
            "attacker_name": name(r.attacker, names),
            "defender_name": word("city") if r.defender < 0 else name(r.defender, names)}


def _capital_words(board, i: int) -> str:
    dice = board.defence[i]
    if board.rings[i] == "centre":
        return n_(dice, "the capital centre, defends with {n} die", "the capital centre, defends with {n} dice")
    if board.rings[i] == "inner":
        return n_(dice, "capital, inner ring, defends with {n} die", "capital, inner ring, defends with {n} dice")
    return n_(dice, "capital, outer ring, defends with {n} die", "capital, outer ring, defends with {n} dice")


def cell_labels(state: State) -> list[str]:
    """Each cell in words, in the board's order: its name, what it is, what lies on it."""
    board = board_of(state)
    linked: dict[int, list[int]] = {}
    for s, seat in enumerate(state.seats):
        for v in seat.villages:
            linked.setdefault(board.villages[v], []).append(s)
    struck = board.cell(state.roll.target) if state.roll else None
    out = []
    for i, kind in enumerate(board.kinds):
        parts = [board.names[i]]
        if kind == CAPITAL:
            parts.append(_capital_words(board, i))
        elif kind == HQ:
            parts.append(_(HQ_WORDS[board.hqs.index(i)]))
        elif kind == VILLAGE:
            by = linked.get(i)
            parts.append(_("village, linked by {colours}", colours=listed(map(colour_word, by))) if by
                         else _("village"))
        land, top = state.land[i], state.top[i]
        if land:
            parts.append(token_name(land))
        if top:
            parts.append(_("with a {token}", token=token_name(top)) if land
                         else _("held by a {token}", token=token_name(top)))
        if not land and not top and kind == PLAIN:
            parts.append(_("empty"))
        if i == struck:
            parts.append(_("attacked last"))
        out.append(", ".join(parts))
    return out


def supply_words(supply: dict[str, int], costs: dict[str, str] | None, sources: set[str]) -> dict:
    """The viewer's three supply piles: the count, as many words as a pile has room for, and
    its label (with what laying one costs, while it can be laid)."""
    out = {}
    for kind in KIND_LETTERS:
        left = supply[kind]
        cost = costs[kind] if costs and f"supply:{kind}" in sources else None
        out[kind] = {"count": str(left), "left": n_(left, "{n} left", "{n} left"),
                     "named": _supply_named(kind, left), "label": _supply_label(kind, left, cost)}
    return out


def _supply_named(kind: str, left: int) -> str:
    if kind == "land":
        return _("Land {n}", n=left)
    if kind == "military":
        return _("Military {n}", n=left)
    return _("Trade {n}", n=left)


def _supply_label(kind: str, left: int, cost: str | None) -> str:
    if kind == "land":
        return n_(left, "land supply, {n} left ({cost} each)", "land supply, {n} left ({cost} each)", cost=cost) \
            if cost else n_(left, "land supply, {n} left", "land supply, {n} left")
    if kind == "military":
        return n_(left, "military supply, {n} left ({cost} each)", "military supply, {n} left ({cost} each)",
                  cost=cost) if cost else n_(left, "military supply, {n} left", "military supply, {n} left")
    return n_(left, "trade supply, {n} left ({cost} each)", "trade supply, {n} left ({cost} each)", cost=cost) \
        if cost else n_(left, "trade supply, {n} left", "trade supply, {n} left")


def seat_words(info: dict, names=None) -> dict:
    """A seat's name, its facts for the panel and the seats bar, and what it holds at the end."""
    seat = info["seat"]
    supply = info["supply"]
    cards, new = info["influence"], info["earned"]
    facts = [n_(cards, "{n} influence card ({new} new)", "{n} influence cards ({new} new)", new=new) if new
             else n_(cards, "{n} influence card", "{n} influence cards"),
             n_(info["exposure"], "{n} exposure face down", "{n} exposure face down"),
             _capital_cells(info["capital"]),
             ", ".join([n_(len(info["villages"]), "{n} village", "{n} villages"),
                        n_(len(info["routes"]), "{n} trade route", "{n} trade routes")]),
             _("supply: land {land}, military {military}, trade {trade}", land=supply["land"],
               military=supply["military"], trade=supply["trade"])]
    detail = [colour_word(seat), cards_word(cards)] + ([_("capital {n}", n=info["capital"])] if info["capital"] else [])
    return {"name": name(seat, names), "who": who(seat, names), "facts": DOT.join(facts),
            "detail": DOT.join(detail),
            "holds": ", ".join([_capital_cells(info["capital"]),
                                n_(info["land"], "{n} land token", "{n} land tokens")])}


def _capital_cells(n: int) -> str:
    return n_(n, "{n} capital cell", "{n} capital cells")


def hand_titles(hand: dict, revealed: int) -> dict:
    """The headings of the viewer's own card lists."""
    return {"influence": _("Influence ({n})", n=len(hand["influence"])),
            "exposure": _("Face-down exposure ({n})", n=len(hand["exposure"])),
            "revealed": _("Face-up exposure") if revealed else None}
