"""Random playouts over the contract: for simulations, soak tests and benchmarks."""
from __future__ import annotations

from ..core.game import Game
from ..core.rng import Rng


def random_game(game: Game, seed: int, players: int = 1, options: dict | None = None,
                max_moves: int = 10_000) -> tuple[object, list[str]]:
    """Play uniformly random legal moves from the deal of ``seed``: ``(final_state, moves)``.

    The move choices come from a generator seeded apart from the deal, so the same
    seed always gives the same game.
    """
    state = game.new(seed, players, options)
    chooser = Rng.from_seed(seed ^ 0x5EED)
    moves: list[str] = []
    while len(moves) < max_moves:
        legal = game.legal_moves(state)
        if not legal:
            break
        move = chooser.choice(legal)
        state = game.apply(state, move)
        moves.append(move)
    return state, moves
