"""Seed + moves -> position: the basis of links, saves and undo."""
from __future__ import annotations

from .game import Game, IllegalMove
from .language import _


def replay_prefix(game: Game, seed: int, players: int, options: dict | None, moves) -> tuple:
    """Replay as far as the moves stay legal: ``(states, error)``.

    ``states[0]`` is the deal and ``states[i]`` the position after ``i`` moves; ``error``
    is ``None`` or says which move failed and why (the longest valid prefix is kept).
    """
    states = [game.new(seed, players, options)]
    for i, move in enumerate(moves):
        try:
            states.append(game.apply(states[-1], move))
        except IllegalMove as exc:
            shown = move if isinstance(move, str) and len(move) <= 40 else _("(unreadable)")
            return states, _("Move {number} ({move}) could not be played: {reason}", number=i + 1, move=shown,
                             reason=exc)
    return states, None


def replay(game: Game, seed: int, players: int, options: dict | None, moves) -> object:
    """The position after ``moves``; an illegal move raises ``IllegalMove``."""
    state = game.new(seed, players, options)
    for move in moves:
        state = game.apply(state, move)
    return state
