"""Search helpers shared by the game policies: sampled hidden states, seeded tie-breaks,
and playing a position forward with a policy."""
from __future__ import annotations

from ..core import Rng


def worlds(game, state, seat: int, rng: Rng, count: int) -> list:
    """``count`` determinizations: the state with everything ``seat`` cannot see re-dealt."""
    return [game.shuffle_hidden(state, seat, rng) for _ in range(count)]


def best(scored, rng: Rng):
    """The item with the highest score from ``(score, item)`` pairs; ties broken by ``rng``
    over the tied items in sorted order, so the result depends on the seed alone."""
    top = max(score for score, _ in scored)
    tied = sorted(item for score, item in scored if score >= top - 1e-9)
    return tied[0] if len(tied) == 1 else tied[rng.below(len(tied))]


def ranked(scored) -> list:
    """Items sorted best first (ties in item order): for pruning to the likeliest moves."""
    return [item for _, item in sorted(scored, key=lambda p: (-p[0], p[1]))]


def play_until(game, state, policy, stop, rng: Rng, limit: int):
    """Apply ``policy(game, state, seat, legal, rng)`` moves until ``stop(state)`` holds, the
    game ends or ``limit`` moves are made; returns the reached state."""
    for _ in range(limit):
        seat = game.to_move(state)
        if seat is None or stop(state):
            break
        legal = game.legal_moves(state)
        move = legal[0] if len(legal) == 1 else policy(game, state, seat, legal, rng)
        state = game.apply(state, move)
    return state
