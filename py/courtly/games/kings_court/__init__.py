"""King's Court: place numbered tiles around the King on a 7×7 board and score by sevens,
matches and chains (rules: ``../shared/rules/kings-court.md``).

Notation: a move is a tile code from the hand of the seat to move, ``@``, and a cell:
``R5@c4``.  Cells are ``a1``..``g7``: column letter ``a``..``g`` left to right, row number
``1``..``7`` from the **top** (``a1`` top-left, the King on ``d4``).  When a hand holds both
copies of a tile, the move places the one with the lower id.

The modules follow the rules' sections: ``board`` (cells, layouts, court cells, the text
notation), ``placement`` (§3) and ``scoring`` (§4).  ``score_placement(state, tile, cell)``
gives the breakdown by rule of any placement; ``to_text`` / ``from_text`` export and import
positions in the rules' board notation.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ...core import Game, IllegalMove, Rng
from .board import (CELL_COUNT, CELL_IDS, CENTRE, COLOURS, COLUMNS, DEFAULT_LAYOUT, KING_CODES,
                    LAYOUTS, SIZE, TILE_CODES, TILE_IDS, cell_id, cell_index, code_of, court,
                    format_board, index, is_king, is_tile_id, parse_board, tile_name, value, xy)
from .placement import can_place, closed_reason, open_cells, placements, why_not
from .scoring import RULESETS, Scorer, summary

HAND_SIZES = ("1", "3", "5", "6", "7", "all")
LAYOUT_TILES = 12
MOVE_SHAPE = re.compile(r"([A-Za-z0-9]{1,3})@([A-Za-z0-9]{1,3})")
BLANK = "\n".join([". . . . . . ."] * 3 + [". . . YK . . ."] + [". . . . . . ."] * 3)
WIN_BONUS = 1000.0  # evaluate(): a finished game outweighs any score difference


@dataclass(frozen=True)
class State:
    ruleset: str
    layout: str
    hand_size: str
    board: tuple[str | None, ...]       # 49 tile ids, row by row from the top (index y*7+x)
    hands: tuple[tuple[str, ...], ...]  # each sorted
    stack: tuple[str, ...]              # face down; the next draw is the last
    scores: tuple[int, ...]
    turn: int | None                    # the seat to move; None once the game is over
    skipped: tuple[int, ...]            # seats passed over (no legal placement) since the last move
    rng: str


def score_placement(state: State, tile: str, cell) -> dict:
    """The breakdown by rule of placing ``tile`` (code or id) on ``cell`` (``"c4"`` or ``(x, y)``).

    Keys: ``sevens``, ``row_col``, ``prime``, ``value_chains``, ``suit_chains``, ``chains``,
    ``total`` (points), ``space_value``, ``checkpoint``, ``sum_total``, ``rule_of_sevens``
    (``hit``, ``break``, ``below``, ``steady`` or ``none``) and ``parts``: the non-zero rules
    as ``{"rule", "label", "points", "detail", "text"}`` in the order they are announced.
    """
    return Scorer(state.board, state.ruleset).score(tile, _cell(cell))


def to_text(state: State) -> str:
    """The board in the rules' text notation (seven lines, ``.`` for empty)."""
    return format_board(state.board)


def from_text(text: str, hands=None, *, ruleset: str = "seed", scores=None, turn: int = 0,
              layout: str = DEFAULT_LAYOUT, hand_size: str = "6", stack=None) -> State:
    """A position from a board in the text notation, plus hands (lists of codes) per seat.

    Tiles get the lowest free ids (board first, then hands, then ``stack``: the next draws,
    first drawn first); every tile not named goes to the stack below them.  ``turn`` is the
    seat due to move: seats with no legal placement are skipped from there, as in play.
    Bad input raises ``ValueError``.

    >>> s = from_text(BLANK.replace(". . . . . . .", "R1 B2 . . . . .", 1), [["G4"], ["Y6"]])
    >>> to_text(s).splitlines()[0], GAME.legal_moves(s)[:3]
    ('R1 B2 .  .  .  .  .', ['G4@a2', 'G4@b2', 'G4@c1'])
    """
    codes = parse_board(text)
    kings = [i for i, c in enumerate(codes) if c and is_king(c)]
    if kings != [CENTRE]:
        raise ValueError("a board has exactly one King, on the centre cell d4")
    hands = [list(h) for h in (hands if hands is not None else [[], []])]
    free = {c: [f"{c}-0", f"{c}-1"] for c in TILE_CODES}
    free.update({k: [f"{k}-0"] for k in KING_CODES})

    def take(code: str) -> str:
        if code not in free:
            raise ValueError(f"{code!r} is not a tile (colour R B G Y + value 1-6)")
        if not free[code]:
            raise ValueError(f"the game has only {1 if is_king(code) else 2} {code}")
        return free[code].pop(0)

    board = tuple(take(c) if c else None for c in codes)
    held = tuple(tuple(sorted(take(code_of(t)) for t in h)) for h in hands)
    named = [take(code_of(t)) for t in (stack or ())]
    rest = sorted(t for c in TILE_CODES for t in free[c])
    n = len(held)
    state = State(ruleset=ruleset, layout=layout, hand_size=hand_size, board=board, hands=held,
                  stack=tuple(rest) + tuple(reversed(named)), scores=tuple(scores or [0] * n), turn=None,
                  skipped=(), rng="0" * 16)
    if not 0 <= turn < max(n, 1):
        raise ValueError(f"turn must name a seat from 0 to {n - 1}")
    state = _settle(state, [(turn + k) % n for k in range(n)])
    GAME.check(state)
    return state


def _cell(cell) -> int:
    if isinstance(cell, str):
        try:
            return cell_index(cell)
        except KeyError:
            raise ValueError(f"{cell!r} is not a cell: columns a-g, rows 1-7 from the top") from None
    x, y = cell
    if not (0 <= x < SIZE and 0 <= y < SIZE):
        raise ValueError(f"{cell!r} is off the board")
    return index(x, y)


def _settle(state: State, order) -> State:
    """Give the turn to the first seat in ``order`` with a legal placement; the seats before
    it are skipped (rules §2.6).  Nobody able to place, or a full board, ends the game."""
    if all(state.board):
        return replace(state, turn=None, skipped=())
    cells = open_cells(state.board)
    skipped = []
    for seat in order:
        if can_place(state.board, state.hands[seat], cells):
            return replace(state, turn=seat, skipped=tuple(skipped))
        skipped.append(seat)
    return replace(state, turn=None, skipped=())


def _player(seat: int) -> str:
    return f"Player {seat + 1}"


class KingsCourt(Game):
    id = "kings-court"
    name = "King's Court"
    summary = "Place numbered tiles around the King: hit the sevens, match values, build diagonal chains."
    min_players = 2
    max_players = 4
    options = {
        "ruleset": {"choices": list(RULESETS), "default": "seed", "label": "Scoring",
                    "labels": {"seed": "Standard (a broken seven costs 10)",
                               "v1.0": "Version 1.0 (a broken seven halves the move)"},
                    "help": "What breaking a seven costs, and how prime tiles score."},
        "layout": {"choices": list(LAYOUTS), "default": DEFAULT_LAYOUT, "label": "Opening layout",
                   "labels": {name: name.replace("-", " ").capitalize() for name in LAYOUTS},
                   "help": "Where the twelve tiles dealt onto the board before the first turn lie."},
        "hand_size": {"choices": list(HAND_SIZES), "default": "6", "label": "Hand",
                      "labels": {n: "Every tile" if n == "all" else f"{n} tiles" for n in HAND_SIZES},
                      "help": "How many tiles each player holds."},
    }
    rules_version = 1
    State = State

    # --- deal ---------------------------------------------------------------------
    def deal(self, seed, players, options, rng: Rng) -> State:
        king = COLOURS[rng.below(len(COLOURS))] + "K-0"
        tiles = list(TILE_IDS)
        rng.shuffle(tiles)
        board: list[str | None] = [None] * CELL_COUNT
        board[CENTRE] = king
        for cell, tile in zip(LAYOUTS[options["layout"]], tiles):
            board[cell] = tile
        stack = tiles[LAYOUT_TILES:]
        size = options["hand_size"]
        per_seat = len(stack) // players if size == "all" else int(size)
        hands: list[list[str]] = [[] for _ in range(players)]
        for k in range(per_seat * players):  # one at a time in rotation, from the top
            hands[k % players].append(stack.pop())
        first = rng.below(players)
        state = State(ruleset=options["ruleset"], layout=options["layout"], hand_size=size,
                      board=tuple(board), hands=tuple(tuple(sorted(h)) for h in hands),
                      stack=tuple(stack), scores=(0,) * players, turn=None, skipped=(),
                      rng=rng.state)
        return _settle(state, [(first + k) % players for k in range(players)])

    # --- moves ---------------------------------------------------------------------
    def _moves(self, state: State) -> list[tuple[str, str, int, bool]]:
        """(move, tile id, cell index, by mercy) for every legal placement, sorted by move."""
        if state.turn is None:
            return []
        hand = state.hands[state.turn]
        found, mercy = placements(state.board, hand)
        first = {}
        for t in hand:
            first.setdefault(code_of(t), t)
        return sorted((f"{code}@{cell_id(i)}", first[code], i, mercy) for code, i in found)

    def to_move(self, state: State) -> int | None:
        return state.turn

    def legal_moves(self, state: State) -> list[str]:
        return [m[0] for m in self._moves(state)]

    def parse(self, state: State, move: object) -> tuple[str, int]:
        """(tile id, cell index) of a legal move, or ``IllegalMove`` saying why not."""
        shape = MOVE_SHAPE.fullmatch(move) if isinstance(move, str) else None
        if not shape:
            raise IllegalMove("A move is a tile from your hand and an empty cell, like R5@c4 "
                              "(columns a-g, rows 1-7 from the top).")
        if state.turn is None:
            raise IllegalMove("The game is over: no more tiles can be placed.")
        code, cell = shape.groups()
        if code in KING_CODES:
            raise IllegalMove("The King stays on d4 all game; place a tile from your hand.")
        if code not in TILE_CODES:
            raise IllegalMove(f"'{code}' is not a tile: write its colour R, B, G or Y "
                              "and its value 1-6, like R5.")
        if cell not in CELL_IDS:
            raise IllegalMove(f"'{cell}' is not a cell: columns a-g and rows 1-7 from the top, like c4.")
        hand = state.hands[state.turn]
        held = [t for t in hand if code_of(t) == code]
        if not held:
            raise IllegalMove(f"{_player(state.turn)} holds no {tile_name(code)} ({code}).")
        i = cell_index(cell)
        reason = why_not(state.board, code, i, hand)
        if reason:
            raise IllegalMove(reason)
        return held[0], i

    def apply(self, state: State, move: str) -> State:
        tile, i = self.parse(state, move)
        seat = state.turn
        points = Scorer(state.board, state.ruleset).score(tile, i)["total"]
        board = state.board[:i] + (tile,) + state.board[i + 1:]
        hand, stack = [t for t in state.hands[seat] if t != tile], state.stack
        if stack:  # draw after placing, unless the stack is empty
            hand.append(stack[-1])
            stack = stack[:-1]
        hands = state.hands[:seat] + (tuple(sorted(hand)),) + state.hands[seat + 1:]
        scores = state.scores[:seat] + (state.scores[seat] + points,) + state.scores[seat + 1:]
        n = len(hands)
        after = replace(state, board=board, hands=hands, stack=stack, scores=scores)
        return _settle(after, [(seat + k) % n for k in range(1, n + 1)])

    def score_placement(self, state: State, tile: str, cell) -> dict:
        return score_placement(state, tile, cell)

    def describe(self, state: State, move: str) -> str:
        tile, i = self.parse(state, move)
        score = Scorer(state.board, state.ruleset).score(tile, i)
        text = f"Placed {code_of(tile)} on {cell_id(i)}: {summary(score)}"
        if not score["parts"]:
            text = f"Placed {code_of(tile)} on {cell_id(i)} — {summary(score)}"
        if self._moves(state)[0][3]:
            text += " (mercy rule: a last tile may go beside an equal value)"
        after = self.apply(state, move)
        for seat in after.skipped:
            text += f". {_player(seat)} cannot place a tile and is skipped"
        if after.turn is None:
            text += ". The game is over"
        return text + "."

    # --- the end ----------------------------------------------------------------------
    def outcome(self, state: State) -> dict | None:
        if state.turn is not None:
            return None
        best = max(state.scores)
        winners = [s for s, p in enumerate(state.scores) if p == best]
        why = "the board is full" if all(state.board) else "no player can place a tile"
        names = " and ".join(_player(s) for s in winners)
        verb = "share the win" if len(winners) > 1 else "wins"
        return {"scores": list(state.scores), "winners": winners,
                "reason": f"The game is over: {why}. {names} {verb} with {best} points."}

    def evaluate(self, state: State, seat: int) -> float:
        """My score minus the best other score; a finished game adds ±WIN_BONUS."""
        others = [p for s, p in enumerate(state.scores) if s != seat]
        diff = float(state.scores[seat] - max(others))
        result = self.outcome(state)
        if result:
            return diff + (WIN_BONUS if seat in result["winners"] else -WIN_BONUS)
        return diff

    # --- what the page sees -------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict:
        board = state.board
        scorer = Scorer(board, state.ruleset)
        cells = []
        for i in range(CELL_COUNT):
            x, y = xy(i)
            tile = board[i]
            record = {"cell": cell_id(i), "x": x, "y": y, "court": court(i),
                      "tile": _record(tile) if tile else None,
                      "space_value": None, "checkpoint": None, "open": False}
            if not tile:
                sv, cp = scorer.facts(i)[:2]
                record.update(space_value=sv, checkpoint=cp, open=closed_reason(board, i) is None)
            cells.append(record)
        moves = []
        if seat is not None and seat == state.turn:
            best = {}  # tile id -> its highest-scoring record (the first of equals)
            for move, tile, i, mercy in self._moves(state):
                # deliberate: one click on a tile selects it (the page previews every cell),
                # even when it has a single place; preferred: clicking it again plays its best
                record = {"move": move, "from": tile, "to": cell_id(i), "card": code_of(tile),
                          "id": tile, "mercy": mercy, "score": scorer.score(tile, i),
                          "deliberate": True, "preferred": False}
                if tile not in best or record["score"]["total"] > best[tile]["score"]["total"]:
                    best[tile] = record
                moves.append(record)
            for record in best.values():
                record["preferred"] = True
        own = seat is not None and 0 <= seat < len(state.hands)
        return {
            "game": self.id, "seat": seat, "to_move": state.turn, "players": len(state.hands),
            "ruleset": state.ruleset, "layout": state.layout, "hand_size": state.hand_size,
            "king": {**_record(board[CENTRE]), "cell": cell_id(CENTRE)},
            "prime": board[CENTRE][0],
            "cells": cells,
            "scores": list(state.scores),
            "hands": [{"seat": s, "count": len(h)} for s, h in enumerate(state.hands)],
            "hand": [_record(t) for t in state.hands[seat]] if own else [],
            "stack": {"count": len(state.stack)},
            "skipped": list(state.skipped),
            "moves": moves,
            "outcome": self.outcome(state),
        }

    def move_between(self, state: State, source: str, target: str) -> str:
        """Dragging either copy of a tile (its id, or its code) onto a cell."""
        return f"{code_of(source)}@{target}" if isinstance(source, str) else f"{source}@{target}"

    def text(self, state: State, seat) -> str:
        lines = ["    " + "  ".join(COLUMNS)]
        for y in range(SIZE):
            row = []
            for x in range(SIZE):
                i = index(x, y)
                mark = {"blue": ":", "green": "'"}.get(court(i), ".")
                row.append(code_of(state.board[i]) if state.board[i] else mark + " ")
            lines.append((f" {y + 1}  " + " ".join(row)).rstrip())
        lines.append("    (' green court cell, : blue court cell)")
        lines.append("Scores: " + ", ".join(f"{_player(s)} {p}" for s, p in enumerate(state.scores)))
        lines.append(f"Stack: {len(state.stack)}   Hands: "
                     + ", ".join(f"{_player(s)} {len(h)}" for s, h in enumerate(state.hands)))
        if seat is not None and 0 <= seat < len(state.hands):
            lines.append(f"Your hand ({_player(seat)}): " + " ".join(code_of(t) for t in state.hands[seat]))
        for skipped in state.skipped:
            lines.append(f"{_player(skipped)} cannot place a tile and is skipped.")
        result = self.outcome(state)
        lines.append(result["reason"] if result else f"{_player(state.turn)} to move.")
        return "\n".join(lines)

    # --- tools and tests ----------------------------------------------------------------
    def cards(self, state: State) -> list[str]:
        out = [t for t in state.board if t]
        for hand in state.hands:
            out += hand
        return out + list(state.stack)

    def check(self, state: State) -> None:
        if state.ruleset not in RULESETS or state.layout not in LAYOUTS or state.hand_size not in HAND_SIZES:
            raise ValueError("unknown ruleset, layout or hand size")
        n = len(state.hands)
        if not self.min_players <= n <= self.max_players or len(state.scores) != n:
            raise ValueError("King's Court has 2 to 4 seats, each with a hand and a score")
        if len(state.board) != CELL_COUNT:
            raise ValueError("the board has 49 cells")
        king = state.board[CENTRE]
        if not king or not is_king(king) or not is_tile_id(king):
            raise ValueError("the King must sit on the centre cell")
        tiles = self.cards(state)
        if not all(is_tile_id(t) for t in tiles):
            raise ValueError("the saved state holds something that is not a tile")
        if len(tiles) != len(TILE_IDS) + 1 or sorted(t for t in tiles if t != king) != sorted(TILE_IDS):
            raise ValueError("the saved tiles are not exactly the 48 tiles and one King")
        if state.turn is not None and not 0 <= state.turn < n:
            raise ValueError("the seat to move does not exist")
        if any(not 0 <= s < n for s in state.skipped):
            raise ValueError("a skipped seat does not exist")
        cells = open_cells(state.board)
        if state.turn is None:
            if not all(state.board) and any(can_place(state.board, h, cells) for h in state.hands):
                raise ValueError("the game is marked over while a tile can still be placed")
        elif not can_place(state.board, state.hands[state.turn], cells):
            raise ValueError("the seat to move has no legal placement")
        Rng(state.rng)

    def shuffle_hidden(self, state: State, seat, rng: Rng) -> State:
        """Re-deal the other hands and the stack.  The seat to move is known to hold a
        placeable tile, so its sampled hand is given one (swapped in, in sample order)."""
        hidden = [s for s in range(len(state.hands)) if s != seat]
        pool = sorted([t for s in hidden for t in state.hands[s]] + list(state.stack))
        rng.shuffle(pool)
        hands = [list(h) for h in state.hands]
        k = 0
        for s in hidden:
            hands[s] = pool[k:k + len(state.hands[s])]
            k += len(state.hands[s])
        stack = pool[k:]
        mover = state.turn
        if mover is not None and mover != seat and not can_place(state.board, hands[mover]):
            cells = open_cells(state.board)
            playable = {v for v in range(1, 7) if any(v not in sides for sides in cells.values())}
            places = [(s, j) for s in hidden if s != mover for j in range(len(hands[s]))]
            for s, j in places + [(None, j) for j in range(len(stack))]:
                spot = hands[s] if s is not None else stack
                if value(spot[j]) in playable:
                    spot[j], hands[mover][0] = hands[mover][0], spot[j]
                    break
        return replace(state, hands=tuple(tuple(sorted(h)) for h in hands), stack=tuple(stack))


def _record(tile: str) -> dict:
    return {"id": tile, "card": code_of(tile), "colour": tile[0], "value": value(tile)}


GAME = KingsCourt()

__all__ = ["GAME", "KingsCourt", "State", "from_text", "score_placement", "to_text"]
