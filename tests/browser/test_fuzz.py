"""A few fuzzed links and corrupt stored values in CI (the benchmark runs thousands:
``tests/bench/chaos.py --links N --storage N``)."""
import fuzz

BAD = ("hung", "payload ran", "page errors", "saved game lost", "own save corrupt, silently")


def test_fuzzed_links_never_break_the_page_or_lose_the_saved_game(browser, site):
    tally = fuzz.links(browser, site, 40, seed=3)
    assert tally["links tried"] == 40
    assert tally.get("told: not a game", 0) > 0 and tally.get("a table or screen", 0) > 0, tally
    assert tally.get("challenge links", 0) > 0, tally   # challenges, whole or damaged, among them
    assert not any(tally.get(bad) for bad in BAD), tally


def test_corrupt_storage_never_breaks_the_page_or_loses_the_saved_game(browser, site):
    tally = fuzz.storage(browser, site, 12, seed=3)   # two values at a time
    assert tally["stored values corrupted"] == 24
    assert not any(tally.get(bad) for bad in BAD), tally
