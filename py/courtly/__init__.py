"""Courtly: rules engines for five royal card and board games, behind one contract.

>>> from courtly import games, replay
>>> state = replay("royal-cotillion", 7, 1, None, ["turn"])
>>> games.get("royal-cotillion").to_move(state)
0
"""
from __future__ import annotations

from .core import IllegalMove
from .core.replay import replay as _replay

__version__ = "0.1.0"


def replay(game_id: str, seed: int, players: int = 1, options: dict | None = None, moves=()):
    """The state reached from the deal of ``seed`` by playing ``moves`` in order."""
    from . import games
    return _replay(games.get(game_id), seed, players, options, moves)


__all__ = ["IllegalMove", "replay", "__version__"]
