"""The bots' strength is published in one machine-readable place, and the README's table is
written from it (issue 42, item 4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "bench"))

import strength_table  # noqa: E402
from courtly.tools.figures import wilson  # noqa: E402


def run(seats=3, pairing=None, games=1000, rate=0.45, shipped=True, date="2026-12-06", command="cmd"):
    pairing = pairing or ["strong"] + ["quick"] * (seats - 1)
    lo, hi = wilson(rate * games, games)
    return {"game": "kings-court", "seats": seats, "pairing": pairing, "games": games, "date": date,
            "strong": {"rate": rate, "lo": lo, "hi": hi, "n": games}, "command": command, "shipped": shipped}


def test_the_readme_table_is_the_one_written_from_strength_json():
    assert strength_table.main(["--check"]) == 0, "run python3 tests/bench/strength_table.py"


@pytest.mark.parametrize("entry", strength_table.load(), ids=lambda r: f"{r['game']}-{r['seats']}-{r['games']}")
def test_every_run_says_what_was_played_and_how(entry):
    missing = [name for name in strength_table.FIELDS if name not in entry]
    assert not missing, missing
    assert entry["game"] in strength_table.GAMES
    assert len(entry["pairing"]) == entry["seats"] and set(entry["pairing"]) <= set(strength_table.LEVELS)
    share = entry["strong"]
    assert share["n"] == entry["games"]
    lo, hi = wilson(share["rate"] * share["n"], share["n"])
    assert share["lo"] == pytest.approx(lo, abs=1e-3) and share["hi"] == pytest.approx(hi, abs=1e-3)
    assert entry["command"].strip()


def test_the_table_shows_the_shipped_run_with_the_most_games():
    runs = [run(games=1000, rate=0.40, command="small"), run(games=2000, rate=0.44, command="large"),
            run(games=5000, rate=0.30, shipped=False, command="old bot")]
    text = strength_table.table(runs)
    assert "`large`" in text and "`small`" not in text and "old bot" not in text
    assert "44.0%" in text and "≥ 43.3%: met" in text


@pytest.mark.parametrize("rate, games, verdict", [
    (0.44, 1000, "met"), (0.40, 1000, "not met"), (0.50, 500, "ahead, but under 1,000 games")])
def test_a_target_is_met_only_on_enough_games(rate, games, verdict):
    text = strength_table.table([run(rate=rate, games=games)])
    assert f"≥ 43.3%: {verdict} |" in text


def test_targets_are_the_issues():
    assert strength_table.target(["strong", "quick", "quick", "quick"]) == pytest.approx(0.325)
    assert strength_table.target(["expert", "strong"]) == 0.6
    assert strength_table.target(["strong", "quick"]) is None


def test_the_table_must_have_its_place_in_the_readme():
    with pytest.raises(ValueError):
        strength_table.with_table("# no markers here\n", [run()])
