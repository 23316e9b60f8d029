"""A heuristic worth of a position for the bots' search (``Game.evaluate``)."""
from __future__ import annotations

import math

from .state import State, penalty, totals


def evaluate(outcome: dict | None, state: State, seat: int) -> float:
    """Fewer cards (and Kings) in hand than the nearest rival, and a lower running total.
    Uses only what ``seat`` sees: its own hand, the others' counts, the unseen cards' mean."""
    if outcome:
        return 1.0 if seat in outcome["winners"] else 0.0
    mine = state.hands[seat]
    unseen = [c for i, h in enumerate(state.hands) if i != seat for c in h] + list(state.stock)
    mean = penalty(unseen) / len(unseen) if unseen else 1.0
    burden = lambda count, pen: count + 0.25 * pen  # noqa: E731  (a King is hard to shed)
    me = burden(len(mine), penalty(mine))
    rivals = [burden(len(h), len(h) * mean) for i, h in enumerate(state.hands) if i != seat]
    x = (min(rivals) - me) / 2
    if state.match:
        run = totals(state)
        projected = [t + (penalty(mine) if i == seat else len(state.hands[i]) * mean)
                     for i, t in enumerate(run)]
        best_rival = min(p for i, p in enumerate(projected) if i != seat)
        x += 4 * (best_rival - projected[seat]) / state.target
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, x))))
