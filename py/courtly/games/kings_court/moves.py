"""Moves: the notation, the legal placements as the page plays them, and playing one.

A move is a tile code from the hand of the seat to move, ``@``, and a cell: ``R5@c4``.  When
a hand holds both copies of a tile, the move places the one with the lower id.  A placement
scores (rules §4), then the player draws while the stack lasts, and the turn passes to the
next seat able to place (§2.5–2.7).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import NamedTuple

from ...core import IllegalMove
from ...core.language import _
from ...core.records import MoveRecord, move_record
from . import words
from .board import CELL_IDS, KING_CODES, SIDE_NEIGHBOURS, TILE_CODES, cell_id, cell_index, code_of, value
from .placement import closed_reason, placements
from .scoring import Scorer
from .state import State, settle

MOVE_SHAPE = re.compile(r"([A-Za-z0-9]{1,3})@([A-Za-z0-9]{1,3})")
PART_KEYS = ("label", "points", "detail", "kind")  # what the page shows of a rule that scores


class Placement(NamedTuple):
    tile: str     # the id of the copy placed
    cell: int
    mercy: bool   # legal only by the mercy rule


def legal(state: State) -> list[tuple[str, str, int, bool]]:
    """``(move, tile id, cell index, by mercy)`` for every legal placement, sorted by move."""
    if state.turn is None:
        return []
    hand = state.hands[state.turn]
    found, mercy = placements(state.board, hand)
    first = {}
    for t in hand:
        first.setdefault(code_of(t), t)
    return sorted((f"{code}@{cell_id(i)}", first[code], i, mercy) for code, i in found)


def tone(result: str, total: int) -> str:
    """How a placement looks on the board: ``"hit"`` (a seven), ``"break"`` (a broken seven),
    else ``"plus"``, ``"zero"`` or ``"minus"`` by its points."""
    if result in ("hit", "break"):
        return result
    return "plus" if total > 0 else "zero" if total == 0 else "minus"


class Record(MoveRecord, total=False):
    mercy: bool          # legal only by the mercy rule
    points: int          # what the placement scores...
    tone: str            # ...and how the cell shows it (``tone``)
    parts: list[dict]    # with ``breakdown``: the points rule by rule (``PART_KEYS``)
    preview: str         # in a view: the cell's line while the tile is selected ("The red 4 scores +7 here")
    worth: str           # in a view: the total in words ("+7 points")


def records(state: State, breakdown: bool = False) -> list[Record]:
    """Every legal placement as the record the page plays, with its ``points`` and ``tone``
    (what the page writes on the cell when the tile is selected); with ``breakdown``, also
    its ``parts``, rule by rule (the side panel's breakdown of a pointed cell, sent with the
    view so that pointing asks the engine nothing).  One click on a tile selects it
    (``deliberate``), even when it has a single place; a second click plays its
    ``preferred`` place, where it scores most (the first of equals)."""
    scorer = Scorer(state.board, state.ruleset)
    out, best = [], {}
    for move, tile, i, mercy in legal(state):
        record = move_record(move, tile, cell_id(i), tile, mercy=mercy, deliberate=True, preferred=False)
        if breakdown:
            score = scorer.score(tile, i)
            total, result = score["total"], score["rule_of_sevens"]
            record["parts"] = [{key: part[key] for key in PART_KEYS} for part in score["parts"]]
        else:
            tally = scorer.tally(tile, i)
            total, result = tally.total, tally.result
        record.update(points=total, tone=tone(result, total))
        if tile not in best or total > best[tile]["points"]:
            best[tile] = record
        out.append(record)
    for record in best.values():
        record["preferred"] = True
    return out


def parse(state: State, move: object) -> Placement:
    """The placement a legal move makes, or ``IllegalMove`` saying why not."""
    shape = MOVE_SHAPE.fullmatch(move) if isinstance(move, str) else None
    if not shape:
        raise IllegalMove(_(words.MOVE_FORM))
    if state.turn is None:
        raise IllegalMove(_(words.GAME_OVER))
    code, cell = shape.groups()
    if code in KING_CODES:
        raise IllegalMove(_(words.KING_STAYS))
    if code not in TILE_CODES:
        raise IllegalMove(words.not_a_tile(code))
    if cell not in CELL_IDS:
        raise IllegalMove(words.not_a_cell(cell))
    hand = state.hands[state.turn]
    held = [t for t in hand if code_of(t) == code]
    if not held:
        raise IllegalMove(words.not_held(state.turn, code))
    i = cell_index(cell)
    board = state.board
    if board[i]:
        raise IllegalMove(words.taken(board, i))
    if closed_reason(board, i):
        raise IllegalMove(words.closed(board, i))
    mercy = len(hand) == 1 and placements(board, hand)[1]
    clash = [j for j in SIDE_NEIGHBOURS[i] if board[j] and value(board[j]) == value(code)]
    if clash and not mercy:
        raise IllegalMove(words.equal_sides(board, code, i, clash[0]))
    return Placement(held[0], i, mercy)


def place(state: State, where: Placement, points: int) -> State:
    """The position after a parsed placement worth ``points``: the tile on its cell, a draw
    while the stack lasts, the turn to the next seat able to place."""
    tile, i = where.tile, where.cell
    seat = state.turn
    board = state.board[:i] + (tile,) + state.board[i + 1:]
    hand, stack = [t for t in state.hands[seat] if t != tile], state.stack
    if stack:  # draw after placing, unless the stack is empty
        hand.append(stack[-1])
        stack = stack[:-1]
    hands = state.hands[:seat] + (tuple(sorted(hand)),) + state.hands[seat + 1:]
    scores = state.scores[:seat] + (state.scores[seat] + points,) + state.scores[seat + 1:]
    n = len(hands)
    after = replace(state, board=board, hands=hands, stack=stack, scores=scores)
    return settle(after, [(seat + k) % n for k in range(1, n + 1)])


def apply(state: State, move: str) -> State:
    where = parse(state, move)
    return place(state, where, Scorer(state.board, state.ruleset).total(where.tile, where.cell))


def play(state: State, move: str, advice: bool = False, names=None) -> tuple[State, str]:
    """The position after ``move`` and the move in words, parsed and scored once."""
    where = parse(state, move)
    score = Scorer(state.board, state.ruleset).score(where.tile, where.cell)
    after = place(state, where, score["total"])
    text = words.placed(where.tile, where.cell, score, where.mercy, after.skipped, after.turn is None,
                        advice=advice, names=names)
    return after, text


def why_not(state: State, source: str) -> str | None:
    """Why nothing moves from ``source`` (a tile in the hand to move, or a cell), in the
    rules' words; None when the engine has nothing to say beyond the common words."""
    if state.turn is None:
        return None
    board = state.board
    if source in state.hands[state.turn]:
        return words.stuck(source)
    if source in CELL_IDS:
        i = cell_index(source)
        if board[i]:
            return words.fixed(board, i)
        return words.closed(board, i) or words.choose_first(source)
    return None
