"""King's Court's table in words beside the board: the seats' plates, the hand's caption,
the viewer's tiles (what selecting one shows), the cells' previews and the side panel's fixed
words.  Seats are called by the table's names (``names``), else "Player N"; what is said about
the viewer's own tiles goes only into the viewer's view."""
from __future__ import annotations

from ...core.words import capital, noun, plural, seat_name
from .board import code_of
from .state import State
from .words import name as tile_name

# The side panel's fixed words.
WORDS = {
    "scores": "Scores", "details": "Cell details", "key": "Key", "final": "Final scores",
    "show_space": "Show space values", "hide_space": "Hide space values",
    "no_rule": "No rule scores here, but it is a legal place.", "total": "Total ",
    "mercy": "Allowed by the mercy rule.", "none_here": "None of your tiles may go here now.",
    "yours_here": "Your tiles here:", "your_move": "Your move",
    "select": "Select a tile from your hand: every cell it may go to shows the points it would score.",
    "tap": "Tap a marked cell to place the tile there, or the tile again for its best place.",
    "point": "Point at a cell, or move to it with the arrow keys, for the breakdown.",
    "idle": "Point at a cell to see its space value and court.",
}


def signed(points: int) -> str:
    """"+7", "+0", "−10": a placement's points as the board writes them."""
    return f"\u2212{-points}" if points < 0 else f"+{points}"


def seat_words(state: State, seat: int, names=None) -> dict:
    """A seat's plate (its hidden hand): its name, counts, label, and the seats bar's words."""
    name, tiles = seat_name(seat, names), plural(len(state.hands[seat]), "tile")
    points = plural(state.scores[seat], "point")
    turn = "; to move" if state.turn == seat else ""
    return {"name": name, "tiles": tiles, "points": points, "hint": f"{name}\n{tiles}",
            "label": f"{name}: {tiles} in hand, face down, {points}{turn}", "detail": f"{points} \u00b7 {tiles}"}


def caption(state: State, seat: int | None, over: bool) -> str:
    """The hand's caption: whose turn (or that hands are hidden), and the stack."""
    stack = f"stack {len(state.stack)}"
    if over:
        return f"The game is over \u00b7 {stack}"
    if seat is None:
        return f"Hands are hidden \u00b7 {stack}"
    return f"{'Your turn' if state.turn == seat else 'Your hand'} \u00b7 {stack}"


def preview(record: dict, name: str) -> dict:
    """A placement's words: its line on the cell while its tile is selected, and its total."""
    points = record["points"]
    mercy = " (mercy rule)" if record["mercy"] else ""
    return {"preview": f"The {name} scores {signed(points)} here{mercy}",
            "worth": f"{signed(points)} {noun(points, 'point')}"}


def hand_words(hand: tuple[str, ...], moves: list[dict]) -> dict[str, dict]:
    """Each of the viewer's tiles, by id: its label (two copies share one, and the moves name
    the first), and what the panel says once it is selected."""
    out = {}
    for tile in hand:
        code = code_of(tile)
        first = next(t for t in hand if code_of(t) == code)
        name = tile_name(tile)
        mine = [m for m in moves if m["from"] == first]
        label = f"{name}{' (two of them)' if sum(code_of(t) == code for t in hand) > 1 else ''} in your hand"
        if mine:
            label += f": {plural(len(mine), 'place')}"
        elif moves:
            label += ": no place now"
        best = next((m for m in mine if m["preferred"]), mine[0] if mine else None)
        out[tile] = {"label": label, "selected": f"{capital(name)} selected", "here": f"The {name} here:",
                     "not_here": f"The {name} may not go here \u2014 click the cell to hear why.",
                     "places": best and (f"{plural(len(mine), 'place')}, marked with the points each would score. "
                                         f"Best: {signed(best['points'])} on {best['to']}.")}
    return out
