"""Golden deals and playthroughs: the generator and every deal are pinned.

Each golden file records the game's ``rules_version``.  While that is unchanged, the deals
and the final states of the playthroughs must not change either: old links and saves
replay under it.  A rule change that alters them on purpose bumps ``rules_version`` and
runs ``python3 tests/golden/regen.py``; review the diff.
"""
import copy
import json
from pathlib import Path

import pytest

from courtly import replay
from courtly.games import GAMES

HERE = Path(__file__).resolve().parent / "golden"
CHANGED = "the generator or rules changed: bump rules_version and regenerate (python3 tests/golden/regen.py)"


def load(game):
    path = HERE / f"{game.id}.json"
    assert path.exists(), f"no golden file for {game.id}: run tests/golden/regen.py"
    return json.loads(path.read_text())


def differences(game, data, part: str) -> list[str]:
    """What in ``data[part]`` ("deals" or "playthroughs") no longer matches: one line each."""
    out = []
    for item in data[part]:
        where = f"seed {item['seed']}, {item['players']} players, options {item['options']}"
        if part == "deals":
            if game.to_json(game.new(item["seed"], item["players"], item["options"])) != item["state"]:
                out.append(f"the deal of {where}")
        elif game.to_json(replay(game.id, item["seed"], item["players"], item["options"],
                                 item["moves"])) != item["final"]:
            out.append(f"the playthrough of {where} ({len(item['moves'])} moves)")
    return out


def verdict(game, data, part: str) -> str | None:
    """None while the golden ``part`` still holds; else why not, and what to do."""
    if data.get("rules_version") != game.rules_version:
        return (f"{game.id}: rules_version is {game.rules_version} but the golden file was made under "
                f"{data.get('rules_version')}: regenerate it (python3 tests/golden/regen.py) and review the diff")
    changed = differences(game, data, part)
    if changed:
        shown = "; ".join(changed[:5]) + (f"; and {len(changed) - 5} more" if len(changed) > 5 else "")
        return f"{game.id} at rules_version {game.rules_version}: {shown} changed. {CHANGED}"
    return None


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.id)
def test_golden_deals(game):
    data = load(game)
    assert data["game"] == game.id and data["deals"]
    assert {d["players"] for d in data["deals"]} >= {game.min_players, game.max_players}
    problem = verdict(game, data, "deals")
    assert problem is None, problem


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.id)
def test_golden_playthroughs(game):
    data = load(game)
    assert data["playthroughs"]
    problem = verdict(game, data, "playthroughs")
    assert problem is None, problem


def test_a_changed_deal_or_playthrough_asks_for_a_rules_version_bump():
    game = GAMES["royal-cotillion"]
    good = load(game)
    assert verdict(game, good, "deals") is None
    deal = copy.deepcopy(good)
    deal["deals"][0]["state"]["rng"] = "0" * len(str(deal["deals"][0]["state"]["rng"]))
    play = copy.deepcopy(good)
    play["playthroughs"][-1]["moves"] = play["playthroughs"][-1]["moves"][:-1]
    for damaged, part, what in ((deal, "deals", "the deal of seed"),
                                (play, "playthroughs", "the playthrough of seed")):
        problem = verdict(game, damaged, part)
        assert problem and what in problem and CHANGED in problem
    old = verdict(game, {**good, "rules_version": game.rules_version - 1}, "deals")
    assert "regenerate" in old and CHANGED not in old
