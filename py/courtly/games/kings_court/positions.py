"""Positions in the rules' text notation (§8): export a board, or build a position from one
with hands, scores and the seat to move (for tests, puzzles and the command line)."""
from __future__ import annotations

from .board import (CENTRE, DEFAULT_LAYOUT, KING_CODES, TILE_CODES, code_of, format_board, is_king,
                    parse_board)
from .state import State, check, settle

BLANK = "\n".join([". . . . . . ."] * 3 + [". . . YK . . ."] + [". . . . . . ."] * 3)


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

    >>> from courtly.games.kings_court import GAME
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
    state = settle(state, [(turn + k) % n for k in range(n)])
    check(state)
    return state
