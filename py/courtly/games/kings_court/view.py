"""What the page draws: the board with each cell's facts and words, the seat's hand, the
scores, the moves as the page plays them; and the terminal's picture of it."""
from __future__ import annotations

from ...core.language import _
from ...core.words import capital, is_you, seat_name
from . import panel, words
from .board import CELL_COUNT, CENTRE, COLUMNS, SIZE, cell_id, code_of, colour_name, court, index, value, xy
from .moves import records
from .placement import closed_reason
from .scoring import Scorer, broken_seven_cost, sevens_reach
from .state import State


def tile_record(tile: str) -> dict:
    return {"id": tile, "card": code_of(tile), "colour": tile[0], "value": value(tile), "name": words.name(tile)}


def cell_record(board, scorer: Scorer, i: int) -> dict:
    """A cell: where it is, its court, its tile; an empty one also its space value, its
    checkpoint, the value that lands on it (``needs``), whether it is ``steady``, and the
    words for it (``label`` names it, ``facts`` says what the Rule of Sevens makes of it,
    ``court_note`` what a blue cell waits for)."""
    x, y = xy(i)
    tile, kind = board[i], court(i)
    record = {"cell": cell_id(i), "x": x, "y": y, "court": kind, "tile": tile_record(tile) if tile else None,
              "open": False, "space_value": None, "checkpoint": None, "needs": None, "steady": False,
              "court_name": words.court(kind)}
    if tile:
        record.update(label=words.cell_label(cell_id(i), tile, None, words.court(kind)),
                      facts=capital(words.tile_facts(tile)))
        return record
    sv, cp = scorer.facts(i)[:2]
    needs, steady = sevens_reach(sv if cp is not None else None)
    is_open = closed_reason(board, i) is None
    record.update(open=is_open, space_value=sv, checkpoint=cp, needs=needs, steady=steady,
                  court_note=words.court_note(kind, is_open),
                  label=words.cell_label(cell_id(i), None, sv, words.court_words(kind, False, is_open)),
                  facts=words.sevens(sv, cp, needs, steady))
    return record


def view(game, state: State, seat: int | None, names=None) -> dict:
    board = state.board
    scorer = Scorer(board, state.ruleset)
    own = seat is not None and 0 <= seat < len(state.hands)
    moves = records(state, breakdown=True) if own and seat == state.turn else []
    for record in moves:   # the cell's line while the tile is selected, and the total's words
        record.update(panel.preview(record, words.name(record["id"])))
    notes = []
    if moves and moves[0]["mercy"]:
        notes.append({"kind": "mercy", "title": _("Mercy rule"),
                      "text": _("Your last tile has no ordinary place, so this once it may go beside a tile "
                                "of the same value. Every dashed cell is such a place.")})
    skipped = words.skipped_note(state.skipped, names)
    if skipped:
        notes.append({"kind": "skipped", "text": skipped})
    filled = sum(1 for t in board if t)
    outcome = game.outcome(state, names)
    king = board[CENTRE]
    about = panel.hand_words(state.hands[seat], moves) if own else {}
    return {
        "game": game.id, "seat": seat, "to_move": state.turn, "players": len(state.hands),
        "ruleset": state.ruleset, "layout": state.layout, "hand_size": state.hand_size,
        "king": {**tile_record(king), "cell": cell_id(CENTRE)},
        "prime": king[0], "prime_name": colour_name(king[0]),
        "broken_seven": {"cost": broken_seven_cost(state.ruleset), "words": words.broken_seven(state.ruleset)},
        "cells": [cell_record(board, scorer, i) for i in range(CELL_COUNT)],
        "scores": list(state.scores),
        "hands": [{"seat": s, "count": len(h), **panel.seat_words(state, s, names)} for s, h in enumerate(state.hands)],
        "hand": [tile_record(t) | about[t] for t in state.hands[seat]] if own else [],
        "stack": {"count": len(state.stack)},
        "skipped": list(state.skipped),
        "notes": notes,
        "key": [{"court": kind, "text": text} for kind, text in words.court_key()],
        "summary": words.table_summary(king[0], state.ruleset, filled, CELL_COUNT,
                                       len(state.stack), outcome is not None),
        "moves": moves,
        "outcome": outcome,
        "caption": panel.caption(state, seat if own else None, outcome is not None),
        "words": panel.words(),
    }


def text(game, state: State, seat) -> str:
    """The board for the terminal, with the scores, the hands' sizes and whose turn it is."""
    lines = ["    " + "  ".join(COLUMNS)]
    for y in range(SIZE):
        row = []
        for x in range(SIZE):
            i = index(x, y)
            mark = {"blue": ":", "green": "'"}.get(court(i), ".")
            row.append(code_of(state.board[i]) if state.board[i] else mark + " ")
        lines.append((f" {y + 1}  " + " ".join(row)).rstrip())
    lines.append("    " + _("(' green court cell, : blue court cell)"))
    lines.append(_("Scores: {scores}", scores=", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(state.scores))))
    lines.append(_("Stack: {count}   Hands: {hands}", count=len(state.stack),
                   hands=", ".join(f"{seat_name(s)} {len(h)}" for s, h in enumerate(state.hands))))
    if seat is not None and 0 <= seat < len(state.hands):
        lines.append(_("Your hand ({name}): {tiles}", name=seat_name(seat),
                       tiles=" ".join(code_of(t) for t in state.hands[seat])))
    for skipped in state.skipped:
        who = seat_name(skipped)
        lines.append(_("You cannot place a tile and are skipped.") if is_you(who)
                     else _("{name} cannot place a tile and is skipped.", name=who))
    result = game.outcome(state)
    if result:
        lines.append(result["reason"])
    else:
        who = seat_name(state.turn)
        lines.append(_("Your move.") if is_you(who) else _("{name} to move.", name=who))
    return "\n".join(lines)

