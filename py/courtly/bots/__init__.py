"""Computer players for every seat of every multiplayer game.

    from courtly.bots import LEVELS, choose
    move = choose(game, state, "strong", seed)

Levels:

* ``random`` — a uniform legal move;
* ``quick``  — a one-ply greedy policy written for the game (a few milliseconds);
* ``strong`` — a search over several sampled hidden states, within a node budget; in
  Overthrow a sharper planner instead (searches measured weaker there, see its module).

A bot sees only what its seat sees, by construction: ``choose`` never hands a policy the
real state, only a copy whose hidden cards are dealt afresh from the bot's own generator,
with a generator and a deal seed of its own (``search.determinize``).  A policy that read
another seat's hand, the stock's order or the next dice would read the copy's, so its choice
is a function of the seat's view, the level and the seed, whatever the hidden cards really
are.  Randomness comes only from ``courtly.core.rng.Rng`` seeded with ``seed``; budgets count
nodes, never seconds.

``history``, the moves so far with their seats, reaches only an ``expert`` policy, which no
game ships yet: the bench's King's Court candidate reads the other player's hand from its
placements (``tests/bench/hand_reading.py``; every King's Court move is public).
"""
from __future__ import annotations

from ..core import Rng, check_seed
from . import generic, kings_corners, kings_court, overthrow
from .search import determinize

LEVELS = ("random", "quick", "strong")

# game id -> module with quick(game, world, seat, legal, rng) and strong(...), handed the
# determinized copy; others use ``generic``
POLICIES = {"kings-corners": kings_corners, "kings-court": kings_court, "overthrow": overthrow}


def choose(game, state, level: str, seed: int, history=()) -> str:
    """The move the ``level`` bot makes for the seat to move in ``state``; ``history``: the
    moves from the deal as ``(seat, move)`` pairs, all public, read by the expert only."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")
    check_seed(seed)
    seat = game.to_move(state)
    if seat is None:
        raise ValueError("the game is over: there is no move to choose")
    legal = game.legal_moves(state)
    if len(legal) == 1:
        return legal[0]
    rng = Rng.from_seed(seed)
    if level == "random":
        return rng.choice(legal)
    policy = POLICIES.get(game.id, generic)
    world = determinize(game, state, seat, rng)
    extra = {"history": tuple(history)} if level == "expert" else {}
    move = getattr(policy, level)(game, world, seat, legal, rng, **extra)
    if move not in legal:  # a policy bug: say so rather than play something else
        raise RuntimeError(f"the {level} bot for {game.id} chose {move!r}, which is not legal")
    return move


__all__ = ["LEVELS", "choose"]
