"""King's Court bots.

* quick: greedy, the placement with the best immediate score (rules §4).
* strong: the best few placements by immediate score, each minus what it opens for the next
  player: that player's best reply, averaged over hands sampled from the tiles the bot
  cannot see (``game.shuffle_hidden``).

Scoring every placement of every sampled hand through the engine's ``Scorer`` (which builds
the page's breakdown) would be slow, so ``Points`` computes the same totals from the same
board tables with plain numbers; a test checks it against ``Scorer`` on many positions.
"""
from __future__ import annotations

from ..core import Rng
from ..games.kings_court.board import (CENTRE, COLUMN_CELLS, ROW_CELLS, SIDE_NEIGHBOURS,
                                       cell_index, colour, diagonal_runs, value)
from ..games.kings_court.placement import open_cells
from ..games.kings_court.scoring import SEED_PENALTY
from .search import best, ranked

CANDIDATES = 12   # placements (by immediate score) the strong bot looks past
SAMPLES = 12      # sampled hands of the next player
REPLY_WEIGHT = 1.0  # the next player's best reply counts as much as my own points
KEEP_WEIGHT = 0.3  # what the tiles kept can still score on the board left


class Points:
    """Round scores of placements on one board (rules §4), as plain numbers, cached per cell."""

    def __init__(self, board, ruleset: str):
        self.tiles = [(value(t), colour(t)) if t else None for t in board]
        self.prime = colour(board[CENTRE])
        self.seed_rules = ruleset == "seed"
        self._facts: dict[int, tuple] = {}
        self._best: dict[str, float] = {}

    def facts(self, i: int) -> tuple:
        """(space value or None without a side neighbour, value counts in the row and column,
        prime tiles there and their value sum, the four diagonal runs)."""
        f = self._facts.get(i)
        if f is None:
            tiles = self.tiles
            sides = [tiles[j][0] for j in SIDE_NEIGHBOURS[i] if tiles[j]]
            counts = [0] * 11
            primes = prime_sum = 0
            for j in ROW_CELLS[i] + COLUMN_CELLS[i]:
                t = tiles[j]
                if t:
                    counts[t[0]] += 1
                    if t[1] == self.prime:
                        primes += 1
                        prime_sum += t[0]
            f = (sum(sides) if sides else None, counts, primes, prime_sum, diagonal_runs(tiles, i))
            self._facts[i] = f
        return f

    def score(self, code: str, i: int) -> int:
        v, c = value(code), colour(code)
        sv, counts, primes, prime_sum, runs = self.facts(i)
        combos = v * counts[v]
        combos += prime_sum if (c == self.prime and not self.seed_rules) else primes
        for run in runs:
            for tv, _ in run:
                if tv != v:
                    break
                combos += v
            for tv, tc in run:
                if tc != c:
                    break
                combos += tv
        if sv is None or sv % 7 == 0:
            return combos
        reach = sv % 7 + v
        if reach == 7:
            return combos + sv - sv % 7 + 7
        if reach > 7:
            return combos - SEED_PENALTY if self.seed_rules else combos // 2
        return combos

    def best_for(self, code: str, cells: dict) -> float:
        """The best score of ``code`` on the legal ``cells`` (without the mercy rule), cached."""
        top = self._best.get(code)
        if top is None:
            v = value(code)
            top = max((self.score(code, i) for i, sides in cells.items() if v not in sides),
                      default=float("-inf"))
            self._best[code] = top
        return top


def scored_moves(state, legal: list[str]) -> list[tuple[int, str]]:
    points = Points(state.board, state.ruleset)
    out = []
    for m in legal:
        code, _, cell = m.partition("@")
        out.append((points.score(code, cell_index(cell)), m))
    return out


def quick(game, state, seat: int, legal: list[str], rng: Rng) -> str:
    # scores read only the board (of the determinized copy, the only state a policy gets)
    return best(scored_moves(state, legal), rng)


def reply(board, ruleset: str, hand) -> float:
    """The next player's best score with ``hand`` on ``board`` (mercy rule included)."""
    cells = open_cells(board)
    points = Points(board, ruleset)
    codes = {t[:2] for t in hand}
    top = max((points.best_for(code, cells) for code in codes), default=0.0)
    if top == float("-inf"):
        if len(hand) == 1:  # the mercy rule: the last tile may go anywhere open
            return max((points.score(t, i) for t in hand for i in cells), default=0.0)
        return 0.0  # skipped
    return top


def strong(game, state, seat: int, legal: list[str], rng: Rng) -> str:
    world = state  # the determinized copy: the first sampled hand of the next player
    scored = scored_moves(world, legal)
    players = len(world.hands)
    nxt = (seat + 1) % players
    samples = [world] + [game.shuffle_hidden(state, seat, rng) for _ in range(SAMPLES - 1)]
    values = []
    points_of = dict((m, p) for p, m in scored)
    for m in ranked(scored)[:CANDIDATES]:
        code, _, cell = m.partition("@")
        i = cell_index(cell)
        board = world.board[:i] + (code,) + world.board[i + 1:]
        cells = open_cells(board)
        points = Points(board, world.ruleset)
        kept = list(world.hands[seat])
        kept.remove(next(t for t in kept if t[:2] == code))
        later = max((points.best_for(t[:2], cells) for t in kept), default=0.0)
        later = 0.0 if later == float("-inf") else later
        total = 0.0
        for s in samples:
            hand = s.hands[nxt]
            top = max((points.best_for(t[:2], cells) for t in hand), default=0.0)
            if top == float("-inf"):
                top = reply(board, world.ruleset, hand) if len(hand) == 1 else 0.0
            total += top
        values.append((points_of[m] - REPLY_WEIGHT * total / len(samples) + KEEP_WEIGHT * later, m))
    return best(values, rng)
