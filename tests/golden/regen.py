"""Regenerate the golden files on purpose: ``python3 tests/golden/regen.py``.

Review the diff: a golden deal or playthrough may change only together with the
game's ``rules_version``.
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "py"))

from courtly.core.playout import random_game  # noqa: E402
from courtly.games import GAMES  # noqa: E402

SEEDS = [0, 1, 2, 3, 42, 2**53 - 1]
PLAYTHROUGH_SEEDS = [0, 1]
MAX_MOVES = 300


def variants(game):
    """Default options, then each option set to each non-default value."""
    yield {}
    for name, spec in game.options.items():
        for choice in spec["choices"]:
            if choice != spec["default"]:
                yield {name: choice}


def golden(game) -> dict:
    deals, plays = [], []
    for options in variants(game):
        for players in sorted({game.min_players, game.max_players}):
            for seed in SEEDS:
                deals.append({"seed": seed, "players": players, "options": options,
                              "state": game.to_json(game.new(seed, players, options))})
            for seed in PLAYTHROUGH_SEEDS:
                state, moves = random_game(game, seed, players, options, MAX_MOVES)
                plays.append({"seed": seed, "players": players, "options": options, "moves": moves,
                              "final": game.to_json(state)})
    return {"game": game.id, "rules_version": game.rules_version, "deals": deals, "playthroughs": plays}


def main():
    for game in GAMES.values():
        path = HERE / f"{game.id}.json"
        path.write_text(json.dumps(golden(game), indent=1, sort_keys=True) + "\n")
        print("wrote", path.relative_to(HERE.parent.parent))


if __name__ == "__main__":
    main()
