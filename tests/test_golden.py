"""Golden deals and playthroughs: the generator and every deal are pinned.

If a rule change alters these on purpose, bump the game's ``rules_version`` and run
``python3 tests/golden/regen.py``; review the diff.
"""
import json
from pathlib import Path

import pytest

from courtly import replay
from courtly.games import GAMES

HERE = Path(__file__).resolve().parent / "golden"


def load(game):
    path = HERE / f"{game.id}.json"
    assert path.exists(), f"no golden file for {game.id}: run tests/golden/regen.py"
    return json.loads(path.read_text())


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.id)
def test_golden_deals(game):
    data = load(game)
    assert data["rules_version"] == game.rules_version, "rules_version changed: regenerate and review"
    assert data["deals"]
    for deal in data["deals"]:
        state = game.new(deal["seed"], deal["players"], deal["options"])
        assert game.to_json(state) == deal["state"], f"deal {deal['seed']} {deal['options']} changed"


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.id)
def test_golden_playthroughs(game):
    data = load(game)
    assert data["playthroughs"]
    for play in data["playthroughs"]:
        state = replay(game.id, play["seed"], play["players"], play["options"], play["moves"])
        assert game.to_json(state) == play["final"]
