"""Shared machinery: the contract types, the generator, cards, piles, replay."""
from .game import Game, IllegalMove, Solitaire
from .rng import MAX_SEED, Rng, check_seed

__all__ = ["Game", "IllegalMove", "MAX_SEED", "Rng", "Solitaire", "check_seed"]
