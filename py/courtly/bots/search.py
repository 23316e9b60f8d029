"""Search helpers shared by the game policies: the determinized copy a policy is handed,
sampled hidden states, seeded tie-breaks, and playing a position forward with a policy."""
from __future__ import annotations

from dataclasses import fields, is_dataclass, replace

from ..core import Rng

# Mixed into the bot's generator state to seed the copy's own generator (any odd constant).
COPY_SALT = 0xD1B54A32D192ED03


def determinize(game, state, seat: int, rng: Rng):
    """The copy of ``state`` a policy of ``seat`` works on: everything the seat cannot see
    re-dealt from ``rng`` (``game.shuffle_hidden``), and nothing of the real chance left —
    the state's generator (which rolls the next dice, or deals the next hand of a Kings
    Corners match) is replaced by one of the copy's own, and the deal's seed (from which the
    deal could be rebuilt) by 0.  The copy's generator comes from ``rng``'s state without
    drawing from it, so the policy's own draws are those it made when it dealt the copy
    itself.  The copy therefore depends only on what the seat sees and on ``rng``."""
    world = game.shuffle_hidden(state, seat, rng)
    if not is_dataclass(world):
        return world
    names = {f.name for f in fields(world)}
    changes = {}
    if "rng" in names:
        changes["rng"] = f"{Rng(rng.state).next_u64() ^ COPY_SALT:016x}"
    if "seed" in names:
        changes["seed"] = 0
    return replace(world, **changes)


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
