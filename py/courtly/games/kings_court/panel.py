"""King's Court's table in words beside the board: the seats' plates, the hand's caption,
the viewer's tiles (what selecting one shows), the cells' previews and the side panel's fixed
words.  Seats are called by the table's names (``names``), else "Player N"; what is said about
the viewer's own tiles goes only into the viewer's view."""
from __future__ import annotations

from ...core.language import N_, _, n_
from ...core.words import capital, seat_name
from .board import code_of
from .state import State
from .words import name as tile_name, points_word

# The side panel's fixed words (said with ``words()``).
WORDS = {
    "scores": N_("Scores"), "details": N_("Cell details"), "key": N_("Key"), "final": N_("Final scores"),
    "show_space": N_("Show space values"), "hide_space": N_("Hide space values"),
    "no_rule": N_("No rule scores here, but it is a legal place."), "total": N_("Total "),
    "mercy": N_("Allowed by the mercy rule."), "none_here": N_("None of your tiles may go here now."),
    "yours_here": N_("Your tiles here:"), "your_move": N_("Your move"),
    "select": N_("Select a tile from your hand: every cell it may go to shows the points it would score."),
    "tap": N_("Tap a marked cell to place the tile there, or the tile again for its best place."),
    "point": N_("Point at a cell, or move to it with the arrow keys, for the breakdown."),
    "idle": N_("Point at a cell to see its space value and court."),
}


def words() -> dict:
    """The side panel's fixed words, in the request's language."""
    return {key: _(text) for key, text in WORDS.items()}


def signed(points: int) -> str:
    """"+7", "+0", "−10": a placement's points as the board writes them."""
    return f"\u2212{-points}" if points < 0 else f"+{points}"


def tiles_word(n: int) -> str:
    return n_(n, "{n} tile", "{n} tiles")


def seat_words(state: State, seat: int, names=None) -> dict:
    """A seat's plate (its hidden hand): its name, counts, label, and the seats bar's words."""
    name, tiles = seat_name(seat, names), tiles_word(len(state.hands[seat]))
    points = points_word(state.scores[seat])
    fields = {"name": name, "tiles": tiles, "points": points}
    label = _("{name}: {tiles} in hand, face down, {points}; to move", **fields) if state.turn == seat \
        else _("{name}: {tiles} in hand, face down, {points}", **fields)
    return {"name": name, "tiles": tiles, "points": points, "hint": f"{name}\n{tiles}",
            "label": label, "detail": f"{points} \u00b7 {tiles}"}


def caption(state: State, seat: int | None, over: bool) -> str:
    """The hand's caption: whose turn (or that hands are hidden), and the stack."""
    stack = len(state.stack)
    if over:
        return _("The game is over \u00b7 stack {count}", count=stack)
    if seat is None:
        return _("Hands are hidden \u00b7 stack {count}", count=stack)
    if state.turn == seat:
        return _("Your turn \u00b7 stack {count}", count=stack)
    return _("Your hand \u00b7 stack {count}", count=stack)


def preview(record: dict, name: str) -> dict:
    """A placement's words: its line on the cell while its tile is selected, and its total."""
    points = record["points"]
    said = _("The {tile} scores {points} here (mercy rule)", tile=name, points=signed(points)) if record["mercy"] \
        else _("The {tile} scores {points} here", tile=name, points=signed(points))
    return {"preview": said, "worth": points_word(points, signed(points))}


def hand_words(hand: tuple[str, ...], moves: list[dict]) -> dict[str, dict]:
    """Each of the viewer's tiles, by id: its label (two copies share one, and the moves name
    the first), and what the panel says once it is selected."""
    out = {}
    for tile in hand:
        code = code_of(tile)
        first = next(t for t in hand if code_of(t) == code)
        name = tile_name(tile)
        mine = [m for m in moves if m["from"] == first]
        two = sum(code_of(t) == code for t in hand) > 1
        if mine:
            label = n_(len(mine), "{tile} (two of them) in your hand: {n} place",
                       "{tile} (two of them) in your hand: {n} places", tile=name) if two \
                else n_(len(mine), "{tile} in your hand: {n} place", "{tile} in your hand: {n} places", tile=name)
        elif moves:
            label = _("{tile} (two of them) in your hand: no place now", tile=name) if two \
                else _("{tile} in your hand: no place now", tile=name)
        else:
            label = _("{tile} (two of them) in your hand", tile=name) if two \
                else _("{tile} in your hand", tile=name)
        best = next((m for m in mine if m["preferred"]), mine[0] if mine else None)
        out[tile] = {"label": label, "selected": _("{tile} selected", tile=capital(name)),
                     "here": _("The {tile} here:", tile=name),
                     "not_here": _("The {tile} may not go here \u2014 click the cell to hear why.", tile=name),
                     "places": best and n_(len(mine), "{n} place, marked with the points each would score. "
                                                      "Best: {points} on {cell}.",
                                           "{n} places, marked with the points each would score. "
                                           "Best: {points} on {cell}.", points=signed(best["points"]),
                                           cell=best["to"])}
    return out
