"""The registry of games: ``GAMES`` maps each id to its ``Game``."""
from __future__ import annotations

from ..core import Game
from . import kings_corners, kings_court, overthrone, overthrow, royal_cotillion

GAMES: dict[str, Game] = {g.id: g for g in (royal_cotillion.GAME, overthrone.GAME, kings_court.GAME, kings_corners.GAME, overthrow.GAME)}


def get(game_id: str) -> Game:
    """The game registered as ``game_id``; ``KeyError`` lists the known ids."""
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(GAMES)}") from None
