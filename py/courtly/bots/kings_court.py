"""King's Court bots.

* quick: greedy, the placement with the best immediate score (rules §4).
* strong: the best few placements by immediate score, each minus what the other players
  score in the round it opens: each in turn order places as the quick bot would (the best
  immediate score) on the board the players before left, averaged over hands sampled from
  the tiles the bot cannot see (``game.shuffle_hidden``).  Weighing only the next player's
  best reply, as it once did, made the bot starve that player and feed the two after it at
  four seats (``tests/bench/strength_diag.py``; docs/measurements.md).

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

# By table size: the placements (by immediate score) the strong bot looks past, and the
# samples of the hidden hands.  A round of three replies costs more than one, so fewer.
CANDIDATES = {2: 12, 3: 8, 4: 8}
SAMPLES = {2: 12, 3: 6, 4: 6}
# What the other players' points count against mine, in turn order: the next player's in
# full, as at two seats; the later ones' half, as the moves between reshape what I open
# (measured: counting them in full, or counting only the next player, wins less).
REPLY_WEIGHTS = (1.0, 0.5, 0.5)
KEEP_WEIGHT = 0.3  # what the tiles kept can still score on the board left
# Past two seats, what they can score on the board the round leaves, when my turn comes again
# (measured: on my own placement's board, as at two seats, the seat before me won more).
ROUND_KEEP_WEIGHT = 0.6


class Points:
    """Round scores of placements on one board (rules §4), as plain numbers, cached per cell."""

    def __init__(self, board, ruleset: str):
        self.tiles = [(value(t), colour(t)) if t else None for t in board]
        self.prime = colour(board[CENTRE])
        self.seed_rules = ruleset == "seed"
        self._facts: dict[int, tuple] = {}
        self._best: dict[str, tuple[float, int]] = {}

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
        """The best score of ``code`` on the legal ``cells`` (without the mercy rule)."""
        return self.best_placement(code, cells)[0]

    def best_placement(self, code: str, cells: dict) -> tuple[float, int]:
        """(the best score of ``code`` on the legal ``cells``, the first such cell), cached;
        (-inf, -1) when no cell takes it without the mercy rule."""
        top = self._best.get(code)
        if top is None:
            v = value(code)
            score, i = max(((self.score(code, i), -i) for i, sides in cells.items() if v not in sides),
                           default=(float("-inf"), 1))
            top = self._best[code] = (score, -i)
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


def table(tables: dict, board, ruleset: str) -> tuple[Points, dict]:
    """``Points`` and the open cells of ``board``, kept in ``tables``: sampled hands often
    reach the same board."""
    found = tables.get(board)
    if found is None:
        found = tables[board] = (Points(board, ruleset), open_cells(board))
    return found


def answer(points: Points, cells: dict, hand) -> tuple[float, int, str] | None:
    """The quick bot's placement with ``hand`` on the board of ``points`` and open ``cells``:
    (score, cell, tile code), the mercy rule included; None when no tile can be placed (the
    player is skipped)."""
    top = max((points.best_placement(t[:2], cells) + (t[:2],) for t in hand), default=None)
    if top is None or top[0] == float("-inf"):
        if len(hand) != 1:
            return None
        code = hand[0][:2]  # the mercy rule: the last tile may go anywhere open
        return max(((points.score(code, i), i, code) for i in cells), default=None)
    return top


def reply(board, ruleset: str, hand) -> float:
    """The next player's best score with ``hand`` on ``board`` (mercy rule included)."""
    move = answer(Points(board, ruleset), open_cells(board), hand)
    return move[0] if move else 0.0


def round_points(tables: dict, board, ruleset: str, hands) -> tuple[float, tuple]:
    """The other players' points (``REPLY_WEIGHTS``) over the round after my placement:
    each with its ``hands`` entry, in turn order, on the board the ones before left; and the
    board the round leaves me."""
    total = 0.0
    for weight, hand in zip(REPLY_WEIGHTS, hands):
        move = answer(*table(tables, board, ruleset), hand)
        if move:
            score, i, code = move
            total += weight * score
            board = board[:i] + (code,) + board[i + 1:]
    return total, board


def kept_points(tables: dict, board, ruleset: str, kept) -> float:
    """The best one of my ``kept`` tiles can score on ``board``."""
    points, cells = table(tables, board, ruleset)
    top = max((points.best_for(t[:2], cells) for t in kept), default=0.0)
    return 0.0 if top == float("-inf") else top


def strong(game, state, seat: int, legal: list[str], rng: Rng) -> str:
    return best(look_ahead(game, state, seat, legal, rng), rng)


def look_ahead(game, state, seat: int, legal: list[str], rng: Rng, candidates: dict = CANDIDATES,
               samples: dict = SAMPLES, worlds=None) -> list[tuple[float, str]]:
    """The value of each of the best ``candidates`` placements by immediate score: its points
    less the round it opens to the others, over ``samples`` hands (both by table size), plus
    what the tiles kept can still score (at two seats on the board I leave; past two, on the
    board the round leaves).  ``worlds``, if given, are the sampled hands instead (the expert's
    guesses).  (``tests/bench/expert_trials.py`` tries larger numbers.)"""
    world = state  # the determinized copy: the first sample of the other hands
    scored = scored_moves(world, legal)
    players = len(world.hands)
    others = [(seat + k) % players for k in range(1, players)]  # in turn order
    hands = worlds or [world] + [game.shuffle_hidden(state, seat, rng) for _ in range(samples[players] - 1)]
    values = []
    points_of = dict((m, p) for p, m in scored)
    for m in ranked(scored)[:candidates[players]]:
        code, _, cell = m.partition("@")
        i = cell_index(cell)
        board = world.board[:i] + (code,) + world.board[i + 1:]
        tables: dict = {}
        kept = list(world.hands[seat])
        kept.remove(next(t for t in kept if t[:2] == code))
        given = later = 0.0
        for h in hands:
            points, left = round_points(tables, board, world.ruleset, [h.hands[o] for o in others])
            given += points
            if players > 2:
                later += kept_points(tables, left, world.ruleset, kept)
        later = (ROUND_KEEP_WEIGHT * later / len(hands) if players > 2
                 else KEEP_WEIGHT * kept_points(tables, board, world.ruleset, kept))
        values.append((points_of[m] - given / len(hands) + later, m))
    return values
