"""Policies for a game without its own: greedy on ``game.evaluate`` (quick) and the same
averaged over sampled hidden states after the other seats reply (strong).  ``state`` is the
determinized copy ``choose`` hands every policy."""
from __future__ import annotations

from ..core import Rng
from .search import best, play_until, worlds

SAMPLES = 4
REPLY_LIMIT = 12  # moves of the other seats followed after each candidate


def quick(game, state, seat: int, legal: list[str], rng: Rng) -> str:
    return best([(game.evaluate(game.apply(state, m), seat), m) for m in legal], rng)


def strong(game, state, seat: int, legal: list[str], rng: Rng) -> str:
    totals = dict.fromkeys(legal, 0.0)
    for world in [state] + worlds(game, state, seat, rng, SAMPLES - 1):
        for m in legal:
            after = game.apply(world, m)
            after = play_until(game, after, quick, lambda s: game.to_move(s) == seat, rng, REPLY_LIMIT)
            totals[m] += game.evaluate(after, seat)
    return best([(v, m) for m, v in totals.items()], rng)
