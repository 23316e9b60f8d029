"""King's Court: the strong search over hands guessed from the placements so far (a bench
candidate for an expert level, ``expert_trials.py kings-court inferred``).

The strong bot samples the other hands uniformly from the tiles it cannot see.  But a player
who placed a 2 for 3 points while holding a tile worth 12 is unlikely: each placement tells
something about the hand it came from.  So this bot samples many hands, weighs each by how
likely its owner's public placements were with it (``likelihood``), and runs the strong
search over a few hands drawn by those weights (a particle filter over the hands).

    nice -n 10 python3 tests/bench/hand_reading.py GAMES   # how near the guesses come

prints, over the positions of strong-against-strong games (seeds from 1000) where the stack
still hides tiles, how many of the other player's tiles (by code) a guessed hand holds on
average, for uniform re-deals and for each of ``READINGS``.

The hand a player held at an earlier placement is its sampled hand now, walked back move by
move: give back the tile it placed, take out the one it drew (a tile of that hand picked at
random: which it was is hidden).  The player is modelled as picking a tile with a chance
growing with what the tile is worth there: exp(sharpness × worth), where worth is the tile's
best score (a softened quick bot), or, ``wary``, its best score less my best reply on its
best few cells (a softened strong bot; my hand then: what I placed since, then what I hold).

Only what the bot's seat sees is read: the board, its own hand, the counts, and the public
placements with their seats (``choose``'s ``history``); the sampled hands come from the
determinized copy.
"""
from __future__ import annotations

import math
import sys
from collections import Counter
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from courtly.bots import choose  # noqa: E402
from courtly.bots.kings_court import Points, look_ahead, reply  # noqa: E402
from courtly.bots.search import best  # noqa: E402
from courtly.core import Rng  # noqa: E402
from courtly.games import get  # noqa: E402
from courtly.games.kings_court.board import TILE_IDS, cell_index, value  # noqa: E402
from courtly.games.kings_court.placement import open_cells  # noqa: E402
from courtly.games.kings_court.state import LAYOUT_TILES  # noqa: E402


class Reading(NamedTuple):
    particles: int     # hands sampled and weighed
    samples: int       # of them, drawn by weight, the hands the search runs over
    sharpness: float   # per point of worth
    wary: int = 0      # the cells per tile whose reply is weighed (0: the score alone)
    depth: int = 12    # the placements per player read back


# The settings tried (``expert_trials.py kings-court NAME``): a softened quick bot, then a
# softened strong one, as the model of the other player.
READINGS = {"read-quick": Reading(particles=400, samples=24, sharpness=2.0),
            "read-quick-wide": Reading(particles=2000, samples=48, sharpness=1.0),
            "inferred-soft": Reading(particles=1000, samples=24, sharpness=1.0, wary=3),
            "inferred": Reading(particles=3000, samples=36, sharpness=2.0, wary=3),
            "inferred-sharper": Reading(particles=3000, samples=36, sharpness=4.0, wary=3)}


def initial_stack(state) -> int:
    """The stack's size at the deal (rules §2): the tiles off the board less the hands."""
    players, loose = len(state.hands), len(TILE_IDS) - LAYOUT_TILES
    per_seat = loose // players if state.hand_size == "all" else int(state.hand_size)
    return loose - per_seat * players


def boards_before(board, history) -> list | None:
    """The board before each move of ``history`` (``(seat, move)`` pairs from the deal), walked
    back from ``board``; None when the history does not lead to this board."""
    if sum(1 for t in board if t) != LAYOUT_TILES + 1 + len(history):
        return None
    out, board = [], list(board)
    for _, move in reversed(history):
        code, _, cell = move.partition("@")
        i = cell_index(cell)
        if not board[i] or board[i][:2] != code:
            return None
        board[i] = None
        out.append(tuple(board))
    return out[::-1]


class Chances:
    """On one past board, each tile code's weight as the modelled player's pick (0 where it
    has no legal cell)."""

    def __init__(self, board, ruleset: str, reading: Reading, reader=()):
        self.board, self.ruleset, self.reading, self.reader = board, ruleset, reading, reader
        self.points, self.cells = Points(board, ruleset), open_cells(board)
        self.weights: dict[str, float] = {}

    def worth(self, code: str) -> float:
        v = value(code)
        scored = sorted((self.points.score(code, i), i) for i, sides in self.cells.items() if v not in sides)
        if not scored:
            return float("-inf")
        if not self.reading.wary or not self.reader:
            return scored[-1][0]
        return max(s - reply(self.board[:i] + (code,) + self.board[i + 1:], self.ruleset, self.reader)
                   for s, i in scored[-self.reading.wary:])

    def weight(self, code: str) -> float:
        w = self.weights.get(code)
        if w is None:
            top = self.worth(code)
            w = self.weights[code] = 0.0 if top == float("-inf") else math.exp(
                self.reading.sharpness * min(top, 60))  # (capped: no overflow)
        return w


def placements_of(state, seat: int, history, reading: Reading) -> dict[int, list]:
    """Per other seat, its last ``reading.depth`` placements, latest first: (chances on the
    board it met, the code it placed, whether it drew after)."""
    boards = boards_before(state.board, history)
    if boards is None:
        return {}
    drawn = initial_stack(state)
    held = len(state.hands[seat])
    out: dict[int, list] = {}
    for k in range(len(history) - 1, -1, -1):
        mover, move = history[k]
        if mover != seat and len(out.setdefault(mover, [])) < reading.depth:
            mine = [m[:2] for s, m in history[k + 1:] if s == seat] + list(state.hands[seat])
            out[mover].append((Chances(boards[k], state.ruleset, reading, mine[:held]), move[:2], k < drawn))
    return out


def likelihood(hand, placed: list, rng) -> float:
    """How likely the player's ``placed`` moves were, had it held ``hand`` now."""
    hand, total = list(hand), 1.0
    for chances, code, drew in placed:
        if drew:
            hand.pop(rng.below(len(hand)))  # the tile it drew then
        hand.append(code)
        weights = [chances.weight(t[:2]) for t in hand]
        mine = sum(w for t, w in zip(hand, weights) if t[:2] == code)
        if mine:  # (else placed by the mercy rule, which says nothing of the rest)
            total *= mine / sum(weights)
    return total


def guessed(game, state, seat: int, history, rng, reading: Reading) -> list:
    """``reading.samples`` re-deals of what ``seat`` cannot see, drawn by how well they
    explain the others' placements (systematic resampling from ``reading.particles``)."""
    count = reading.samples
    placed = placements_of(state, seat, history, reading)
    pool = [game.shuffle_hidden(state, seat, rng) for _ in range(reading.particles if placed else count)]
    if not placed:
        return pool
    weights = [math.prod(likelihood(world.hands[other], moves, rng) for other, moves in placed.items())
               for world in pool]
    total = sum(weights)
    if total <= 0.0:
        return pool[:count]
    step, at = total / count, rng.below(1 << 30) / (1 << 30) * total / count
    out, running = [], 0.0
    for world, w in zip(pool, weights):
        running += w
        while len(out) < count and at < running:
            out.append(world)
            at += step
    return out + pool[len(out):count]  # (float rounding may leave the last few)


def expert(reading: Reading):
    """The candidate policy with these settings (``choose`` hands it ``history``)."""
    def policy(game, state, seat: int, legal: list[str], rng, history=()) -> str:
        worlds = guessed(game, state, seat, history, rng, reading)
        return best(look_ahead(game, state, seat, legal, rng, worlds=worlds), rng)
    return policy


def shared_tiles(a, b) -> int:
    return sum((Counter(t[:2] for t in a) & Counter(t[:2] for t in b)).values())


def main(games: int) -> None:
    game = get("kings-court")
    totals, positions = Counter(), 0
    for seed in range(1000, 1000 + games):
        state, history = game.new(seed, 2), []
        while (seat := game.to_move(state)) is not None:
            if state.stack and history:
                true = state.hands[1 - seat]
                rng = Rng.from_seed(seed * 1000 + len(history))
                blind = [game.shuffle_hidden(state, seat, rng) for _ in range(24)]
                totals["uniform"] += sum(shared_tiles(w.hands[1 - seat], true) for w in blind) / len(blind)
                for name, reading in READINGS.items():
                    read = guessed(game, state, seat, history, rng, reading)
                    totals[name] += sum(shared_tiles(w.hands[1 - seat], true) for w in read) / len(read)
                positions += 1
            move = choose(game, state, "strong", seed * 1000 + len(history))
            history.append((seat, move))
            state = game.apply(state, move)
    print(f"{positions} positions of {games} games; tiles of the other hand a guess holds, of 6:")
    for name, total in totals.items():
        print(f"  {name}: {total / positions:.3f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
