"""King's Court in words: tiles as the table names them ("red 3", "the green King"), moves for
the log and for advice, refusals in the rules' words, what a cell is and what it needs, and
the end.  ``names`` (one name per seat, e.g. ``["You", "Player 2"]``) defaults to "Player N".
"""
from __future__ import annotations

from ...core.words import agrees, listed, plural, seat_name
from .board import KING_VALUE, SIDE_NEIGHBOURS, cell_id, is_king, tile_name, value
from .placement import closed_reason

MOVE_FORM = ("A move is a tile from your hand and an empty cell, like R5@c4 "
             "(columns a-g, rows 1-7 from the top).")
GAME_OVER = "The game is over: no more tiles can be placed."
KING_STAYS = "The King stays on d4 all game; place a tile from your hand."
MERCY = "mercy rule: a last tile may go beside an equal value"
BROKEN_SEVEN = {"seed": "a broken seven costs 10", "v1.0": "a broken seven halves the rest of the move"}


def name(tile: str) -> str:
    """``"red 4"``, ``"the green King"``: a tile as the table calls it."""
    return f"the {tile_name(tile)}" if is_king(tile) else tile_name(tile)


# --- refusals ---------------------------------------------------------------------------------

def not_a_tile(code: str) -> str:
    return f"'{code}' is not a tile: write its colour R, B, G or Y and its value 1-6, like R5."


def not_a_cell(cell: str) -> str:
    return f"'{cell}' is not a cell: columns a-g and rows 1-7 from the top, like c4."


def not_held(seat: int, code: str, names=None) -> str:
    who = seat_name(seat, names)
    return f"{who} {agrees(who, 'holds', 'hold')} no {tile_name(code)} ({code})."


def closed(board, i: int) -> str | None:
    """Why no tile may go on empty cell ``i`` (rules §3, 1, 2 and 4), or None if it is open."""
    cell, reason = cell_id(i), closed_reason(board, i)
    if reason == "alone":
        return f"A tile must touch another tile at a side or a corner, and {cell} touches none."
    if reason == "king-alone":
        return f"A King alone cannot have a tile built off it: the King is {cell}'s only neighbour."
    if reason == "court":
        empty = ", ".join(cell_id(j) for j in SIDE_NEIGHBOURS[i] if not board[j])
        return (f"{cell} is a blue cell of the King's Court: it opens only once all four of its "
                f"side neighbours are filled (still empty: {empty}).")
    return None


def taken(board, i: int) -> str:
    return f"{cell_id(i)} is taken: the {tile_name(board[i])} is there."


def equal_sides(board, tile: str, i: int, j: int) -> str:
    return (f"No equal side values: the {tile_name(tile)} may not go on {cell_id(i)} beside the "
            f"{tile_name(board[j])} on {cell_id(j)}.")


def stuck(tile: str) -> str:
    return (f"The {tile_name(tile)} has no place now: every open cell has a {value(tile)} at one of "
            "its sides, and no two side neighbours may have equal values.")


def fixed(board, i: int) -> str:
    if is_king(board[i]):
        return f"The King stays on {cell_id(i)} all game: choose a tile from your hand."
    return f"The {tile_name(board[i])} on {cell_id(i)} stays where it is: choose a tile from your hand."


def choose_first(cell: str) -> str:
    return f"Choose a tile from your hand first, then {cell}."


# --- moves -------------------------------------------------------------------------------------

def summary(score: dict) -> str:
    """``"Sevens +14, row 5s +10 — 24 points"``."""
    parts = ", ".join(p["text"] for p in score["parts"])
    points = plural(score["total"], "point")
    return f"{parts} — {points}" if parts else points


def placed(tile: str, i: int, score: dict, mercy: bool, skipped, over: bool,
           advice: bool = False, names=None) -> str:
    """The log line of a placement (``advice``: what to do, for a hint)."""
    verb = "Place" if advice else "Placed"
    text = f"{verb} the {tile_name(tile)} on {cell_id(i)}"
    text += f": {summary(score)}" if score["parts"] else f" — {summary(score)}"
    if mercy:
        text += f" ({MERCY})"
    for seat in skipped:
        who = seat_name(seat, names)
        text += f". {who} {agrees(who, 'cannot place a tile and is skipped', 'cannot place a tile and are skipped')}"
    if over:
        text += ". The game is over"
    return text + "."


def skipped_note(skipped, names=None) -> str | None:
    if not skipped:
        return None
    who = [seat_name(s, names) for s in skipped]
    verb = "were" if len(who) > 1 else agrees(who[0], "was", "were")
    return f"{listed(who)} could not place a tile and {verb} skipped."


def outcome_reason(full: bool, winners, best: int, names=None) -> str:
    why = "the board is full" if full else "no player can place a tile"
    who = [seat_name(s, names) for s in winners]
    if len(who) > 1:
        verb = "share the win"
    else:
        verb = agrees(who[0], "wins", "win")
    return f"The game is over: {why}. {listed(who)} {verb} with {plural(best, 'point')}."


# --- the board ----------------------------------------------------------------------------------

def _breakers(needs: int) -> str:
    over = list(range(needs + 1, 7))
    if not over:
        return "no tile breaks it"
    if len(over) == 1:
        return f"a {over[0]} breaks the seven"
    if len(over) == 2:
        return f"a {over[0]} or a {over[1]} breaks the seven"
    return f"{over[0]} to 6 break the seven"


def sevens(sv: int, cp: int | None, needs: int | None, steady: bool) -> str:
    """What the Rule of Sevens makes of an empty cell."""
    if cp is None:
        return "Space value 0: no side neighbour, so the Rule of Sevens does not apply."
    if steady:
        return f"Space value {sv}: steady — no tile reaches {cp}, and none breaks it."
    return f"Space value {sv}: a {needs} makes {cp}; {_breakers(needs)}."


COURT_KEY = (("green", "green court"), ("blue", "blue court: opens when its four sides are filled"))


def court(kind: str | None) -> str | None:
    """The name of a cell of the King's Court."""
    return f"{kind} court cell" if kind in ("green", "blue") else None


def court_note(kind: str | None, open_: bool) -> str | None:
    """What an empty blue cell waits for."""
    if kind != "blue":
        return None
    if open_:
        return "Its four sides are filled: it is open."
    return "It opens once all four of its side neighbours are filled."


def court_words(kind: str | None, filled: bool, open_: bool) -> str | None:
    """The court, as a cell's label says it."""
    if kind == "blue" and not (filled or open_):
        return "blue court cell, closed until its four sides are filled"
    return court(kind)


def tile_facts(tile: str) -> str:
    """What a placed tile is, as a filled cell's panel says it (the heading names the cell)."""
    return f"{name(tile)}, value {KING_VALUE}: its colour is the prime suit" if is_king(tile) else tile_name(tile)


def cell_label(cell: str, tile: str | None, sv: int | None, court_words: str | None) -> str:
    what = tile_facts(tile) if tile else f"empty, space value {sv}"
    return f"{cell}: {what}" + (f", {court_words}" if court_words else "")


def table_summary(prime: str, ruleset: str, filled: int, cells: int, stack: int, over: bool) -> str:
    return (f"Prime suit {prime} · {BROKEN_SEVEN[ruleset]} · {filled} of {cells} cells filled · "
            + ("game over" if over else f"stack {stack}"))
