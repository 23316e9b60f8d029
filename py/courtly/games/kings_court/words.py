"""King's Court in words: tiles as the table names them ("red 3", "the green King"), moves for
the log and for advice, refusals in the rules' words, what a cell is and what it needs, and
the end.  ``names`` (one name per seat, e.g. ``["You", "Player 2"]``) defaults to "Player N".
Everything is said in the request's language (``core.language``); a sentence about a seat is
written for "You" and for a name.
"""
from __future__ import annotations

from ...core.language import N_, _, n_
from ...core.words import is_you, listed, seat_name
from .board import KING_VALUE, SIDE_NEIGHBOURS, cell_id, colour_name, is_king, the_king_name, tile_name, value
from .placement import closed_reason

MOVE_FORM = N_("A move is a tile from your hand and an empty cell, like R5@c4 "
               "(columns a-g, rows 1-7 from the top).")
GAME_OVER = N_("The game is over: no more tiles can be placed.")
KING_STAYS = N_("The King stays on d4 all game; place a tile from your hand.")
BROKEN_SEVEN = {"seed": N_("a broken seven costs 10"), "v1.0": N_("a broken seven halves the rest of the move")}


def name(tile: str) -> str:
    """``"red 4"``, ``"the green King"``: a tile as the table calls it."""
    return the_king_name(tile) if is_king(tile) else tile_name(tile)


def points_word(points: int, shown: str | None = None) -> str:
    """``"15 points"``, ``"-1 point"``: points, counted by their size (``shown``: how the number is
    written, "+7" or "−10", when not plainly)."""
    return n_(abs(points), "{points} point", "{points} points", points=str(points) if shown is None else shown)


def broken_seven(ruleset: str) -> str:
    """What a broken seven costs under ``ruleset``, in words."""
    return _(BROKEN_SEVEN[ruleset])


# --- refusals ---------------------------------------------------------------------------------

def not_a_tile(code: str) -> str:
    return _("'{code}' is not a tile: write its colour R, B, G or Y and its value 1-6, like R5.", code=code)


def not_a_cell(cell: str) -> str:
    return _("'{cell}' is not a cell: columns a-g and rows 1-7 from the top, like c4.", cell=cell)


def not_held(seat: int, code: str, names=None) -> str:
    who = seat_name(seat, names)
    if is_you(who):
        return _("You hold no {tile} ({code}).", tile=tile_name(code), code=code)
    return _("{name} holds no {tile} ({code}).", name=who, tile=tile_name(code), code=code)


def closed(board, i: int) -> str | None:
    """Why no tile may go on empty cell ``i`` (rules §3, 1, 2 and 4), or None if it is open."""
    cell, reason = cell_id(i), closed_reason(board, i)
    if reason == "alone":
        return _("A tile must touch another tile at a side or a corner, and {cell} touches none.", cell=cell)
    if reason == "king-alone":
        return _("A King alone cannot have a tile built off it: the King is {cell}'s only neighbour.", cell=cell)
    if reason == "court":
        empty = ", ".join(cell_id(j) for j in SIDE_NEIGHBOURS[i] if not board[j])
        return _("{cell} is a blue cell of the King's Court: it opens only once all four of its "
                 "side neighbours are filled (still empty: {empty}).", cell=cell, empty=empty)
    return None


def taken(board, i: int) -> str:
    if is_king(board[i]):
        return _("{cell} is taken: the King is there.", cell=cell_id(i))
    return _("{cell} is taken: the {tile} is there.", cell=cell_id(i), tile=tile_name(board[i]))


def equal_sides(board, tile: str, i: int, j: int) -> str:
    return _("No equal side values: the {tile} may not go on {cell} beside the {other} on {other_cell}.",
             tile=tile_name(tile), cell=cell_id(i), other=tile_name(board[j]), other_cell=cell_id(j))


def stuck(tile: str) -> str:
    return _("The {tile} has no place now: every open cell has a {value} at one of its sides, and no two side "
             "neighbours may have equal values.", tile=tile_name(tile), value=value(tile))


def fixed(board, i: int) -> str:
    if is_king(board[i]):
        return _("The King stays on {cell} all game: choose a tile from your hand.", cell=cell_id(i))
    return _("The {tile} on {cell} stays where it is: choose a tile from your hand.",
             tile=tile_name(board[i]), cell=cell_id(i))


def choose_first(cell: str) -> str:
    return _("Choose a tile from your hand first, then {cell}.", cell=cell)


# --- moves -------------------------------------------------------------------------------------

def summary(score: dict) -> str:
    """``"Sevens +14, row 5s +10 — 24 points"``."""
    parts = ", ".join(p["text"] for p in score["parts"])
    points = points_word(score["total"])
    return f"{parts} \u2014 {points}" if parts else points


def placed(tile: str, i: int, score: dict, mercy: bool, skipped, over: bool,
           advice: bool = False, names=None) -> str:
    """The log line of a placement (``advice``: what to do, for a hint)."""
    fields = {"tile": tile_name(tile), "cell": cell_id(i), "score": summary(score)}
    if advice:
        text = _("Place the {tile} on {cell}: {score}", **fields) if score["parts"] \
            else _("Place the {tile} on {cell} \u2014 {score}", **fields)
    else:
        text = _("Placed the {tile} on {cell}: {score}", **fields) if score["parts"] \
            else _("Placed the {tile} on {cell} \u2014 {score}", **fields)
    if mercy:
        text = _("{move} (mercy rule: a last tile may go beside an equal value)", move=text)
    said = [text + "."]
    for seat in skipped:
        who = seat_name(seat, names)
        said.append(_("You cannot place a tile and are skipped.") if is_you(who)
                    else _("{name} cannot place a tile and is skipped.", name=who))
    if over:
        said.append(_("The game is over."))
    return " ".join(said)


def skipped_note(skipped, names=None) -> str | None:
    if not skipped:
        return None
    who = [seat_name(s, names) for s in skipped]
    if len(who) == 1:
        return _("You could not place a tile and were skipped.") if is_you(who[0]) \
            else _("{name} could not place a tile and was skipped.", name=who[0])
    others = [w for w in who if not is_you(w)]
    if len(others) < len(who):
        return _("You and {others} could not place a tile and were skipped.", others=listed(others))
    return _("{names} could not place a tile and were skipped.", names=listed(who))


def outcome_reason(full: bool, winners, best: int, names=None) -> str:
    over = _("The game is over: the board is full.") if full \
        else _("The game is over: no player can place a tile.")
    who = [seat_name(s, names) for s in winners]
    n, points = abs(best), str(best)
    others = [w for w in who if not is_you(w)]
    if len(who) == 1:
        won = n_(n, "You win with {points} point.", "You win with {points} points.", points=points) \
            if is_you(who[0]) else \
            n_(n, "{name} wins with {points} point.", "{name} wins with {points} points.", name=who[0], points=points)
    elif len(others) < len(who):
        won = n_(n, "You and {others} share the win with {points} point.",
                 "You and {others} share the win with {points} points.", others=listed(others), points=points)
    else:
        won = n_(n, "{names} share the win with {points} point.", "{names} share the win with {points} points.",
                 names=listed(who), points=points)
    return f"{over} {won}"


# --- the board ----------------------------------------------------------------------------------

def sevens(sv: int, cp: int | None, needs: int | None, steady: bool) -> str:
    """What the Rule of Sevens makes of an empty cell."""
    if cp is None:
        return _("Space value 0: no side neighbour, so the Rule of Sevens does not apply.")
    if steady:
        return _("Space value {sv}: steady \u2014 no tile reaches {cp}, and none breaks it.", sv=sv, cp=cp)
    over = list(range(needs + 1, 7))
    if not over:
        return _("Space value {sv}: a {needs} makes {cp}; no tile breaks it.", sv=sv, needs=needs, cp=cp)
    if len(over) == 1:
        return _("Space value {sv}: a {needs} makes {cp}; a {over} breaks the seven.",
                 sv=sv, needs=needs, cp=cp, over=over[0])
    if len(over) == 2:
        return _("Space value {sv}: a {needs} makes {cp}; a {over} or a {more} breaks the seven.",
                 sv=sv, needs=needs, cp=cp, over=over[0], more=over[1])
    return _("Space value {sv}: a {needs} makes {cp}; {over} to 6 break the seven.",
             sv=sv, needs=needs, cp=cp, over=over[0])


def court_key() -> list[tuple[str, str]]:
    """The board's key: each court colour and what it means."""
    return [("green", _("green court")), ("blue", _("blue court: opens when its four sides are filled"))]


def court(kind: str | None) -> str | None:
    """The name of a cell of the King's Court."""
    if kind == "green":
        return _("green court cell")
    if kind == "blue":
        return _("blue court cell")
    return None


def court_note(kind: str | None, open_: bool) -> str | None:
    """What an empty blue cell waits for."""
    if kind != "blue":
        return None
    if open_:
        return _("Its four sides are filled: it is open.")
    return _("It opens once all four of its side neighbours are filled.")


def court_words(kind: str | None, filled: bool, open_: bool) -> str | None:
    """The court, as a cell's label says it."""
    if kind == "blue" and not (filled or open_):
        return _("blue court cell, closed until its four sides are filled")
    return court(kind)


def tile_facts(tile: str) -> str:
    """What a placed tile is, as a filled cell's panel says it (the heading names the cell)."""
    if is_king(tile):
        return _("{king}, value {value}: its colour is the prime suit", king=name(tile), value=KING_VALUE)
    return tile_name(tile)


def cell_label(cell: str, tile: str | None, sv: int | None, court_words: str | None) -> str:
    what = tile_facts(tile) if tile else _("empty, space value {sv}", sv=sv)
    if court_words:
        return _("{cell}: {what}, {court}", cell=cell, what=what, court=court_words)
    return _("{cell}: {what}", cell=cell, what=what)


def table_summary(prime: str, ruleset: str, filled: int, cells: int, stack: int, over: bool) -> str:
    """``prime``: the King's colour id."""
    return " \u00b7 ".join((_("Prime suit {colour}", colour=colour_name(prime)), broken_seven(ruleset),
                            _("{filled} of {cells} cells filled", filled=filled, cells=cells),
                            _("game over") if over else _("stack {count}", count=stack)))
