"""The registry of games: ``GAMES`` maps each id to its ``Game``.

A game's module is imported the first time its game is asked for, so a link to one game
starts without loading the other four: in the browser every import is paid for in the
first deal's start-up time."""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module

from ..core import Game

# id -> module, in the order the home screen lists them
MODULES = {"royal-cotillion": "royal_cotillion", "overthrone": "overthrone", "kings-court": "kings_court",
           "kings-corners": "kings_corners", "overthrow": "overthrow"}


class Registry(Mapping):
    def __init__(self, modules: dict[str, str]):
        self._modules = dict(modules)
        self._games: dict[str, Game] = {}

    def __getitem__(self, game_id: str) -> Game:
        game = self._games.get(game_id)
        if game is None:
            game = import_module(f"{__name__}.{self._modules[game_id]}").GAME
            assert game.id == game_id, (game.id, game_id)
            self._games[game_id] = game
        return game

    def __contains__(self, game_id: object) -> bool:  # without importing anything
        try:
            return game_id in self._modules
        except TypeError:
            return False

    def __iter__(self) -> Iterator[str]:
        return iter(self._modules)

    def __len__(self) -> int:
        return len(self._modules)


GAMES: Mapping[str, Game] = Registry(MODULES)


def get(game_id: str) -> Game:
    """The game registered as ``game_id``; ``KeyError`` lists the known ids."""
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(GAMES)}") from None
