"""A small chaos run in CI (the benchmark runs thousands of faults: tests/bench/chaos.py)."""
import chaos


def test_faults_never_lose_a_game_in_progress(browser, site):
    tally = chaos.run(browser, site, faults=8, seed=7)
    assert tally["faults"] >= 6, tally
    assert all(tally.get(f"fault: {kind}") for kind in chaos.FAULTS), ("every kind of fault, at least once", tally)
    assert tally.get("positions lost", 0) == 0 and tally.get("failed", 0) == 0, tally
    assert tally.get("moves not saved, silently", 0) == 0, tally
    assert tally["page errors"] == 0 and not tally.get("hung"), tally
