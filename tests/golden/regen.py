"""Regenerate the golden files on purpose: ``python3 tests/golden/regen.py [--force] [GAME ...]``.

Each file records the game's ``rules_version``.  A golden deal or playthrough may change
only together with it, so a file whose content would change under the same
``rules_version`` is left alone (and the run fails) unless ``--force`` says the change is
meant to keep old replays valid (say, more seeds).  Review the diff.
"""
import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "py"))

from courtly.tools.playout import random_game  # noqa: E402
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


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Regenerate the golden files.")
    parser.add_argument("games", nargs="*", help="only these games (default: all)")
    parser.add_argument("--force", action="store_true", help="rewrite even under the same rules_version")
    args = parser.parse_args(argv)
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        parser.error(f"no game {unknown[0]!r}; known: {', '.join(GAMES)}")
    refused = 0
    for game in (GAMES[g] for g in args.games or GAMES):
        path = HERE / f"{game.id}.json"
        text = json.dumps(golden(game), indent=1, sort_keys=True) + "\n"
        old = json.loads(path.read_text()) if path.exists() else None
        if old is not None and old.get("rules_version") == game.rules_version and not args.force \
                and json.loads(text) != old:
            print(f"NOT rewritten: {path.name} would change under the same rules_version "
                  f"{game.rules_version}: the generator or rules changed: bump rules_version and "
                  f"regenerate (or pass --force if old replays still hold)", file=sys.stderr)
            refused += 1
            continue
        path.write_text(text)
        print("wrote", path.relative_to(HERE.parent.parent), "at rules_version", game.rules_version)
    return 1 if refused else 0


if __name__ == "__main__":
    sys.exit(main())
