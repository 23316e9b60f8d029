"""Stored records are validated when read: statistics of the wrong shape are kept aside and
reported, the rest still count; hostile names are just names; settings are read only from
the known choices."""
import json

from conftest import ARTIFACTS, new_page


def fresh(browser, watch, script):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    context.add_init_script(script)
    return new_page(browser, watch, context=context)


GOOD = {"game": "royal-cotillion", "variant": "", "finished": 3, "won": 1, "streak": 0, "bestStreak": 1,
        "scores": [40, 104, 55], "seeds": {"5": 104}, "bands": {}, "order": "high", "daily": None}


def test_statistics_of_the_wrong_shape_are_kept_aside_and_the_rest_shown(browser, site, watch):
    stats = {"v": 1, "games": {"Royal Cotillion": GOOD, "Overthrone": {"game": "overthrone", "finished": "lots"},
                               "Kings Corners": None}}
    page = fresh(browser, watch, "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
                 f"localStorage.setItem('courtly:stats', {json.dumps(json.dumps(stats))}); }}")
    page.goto(site + "#/stats")
    page.wait_for_selector(".stats-game")
    assert page.locator(".stats-game").count() == 1 and "Finished" in page.inner_text(".stats-game")
    assert "could not be read" in page.inner_text(".save-problem")
    aside = json.loads(page.evaluate("localStorage.getItem('courtly:stats:damaged')"))
    assert set(aside["games"]) == {"Overthrone", "Kings Corners"}, "the damaged entries are kept, not dropped"
    page.screenshot(path=str(ARTIFACTS / "statistics-damaged.png"))
    page.context.close()
    assert watch.errors == [], watch.errors


def test_hostile_names_in_an_import_are_just_names(browser, site, watch):
    page = fresh(browser, watch, "")
    page.goto(site + "#/stats")
    page.wait_for_selector(".stats h1")
    for name in ("constructor", "toString", "hasOwnProperty"):
        text = json.dumps({"v": 1, "games": {name: GOOD}})
        result = page.evaluate("""text => {
            try { courtly.records.importStats(text); return 'ok'; } catch (e) { return e.message; } }""", text)
        assert result == "ok", (name, result)
    kept = json.loads(page.evaluate("localStorage.getItem('courtly:stats')"))["games"]
    assert set(kept) == {"constructor", "toString", "hasOwnProperty"} and kept["toString"]["finished"] == 3
    page.context.close()
    assert watch.errors == [], watch.errors


def test_settings_are_read_only_from_the_known_choices(browser, site, watch):
    page = fresh(browser, watch, "localStorage.setItem('courtly:display', JSON.stringify({theme: '__proto__'}));"
                 "localStorage.setItem('courtly:pace', 'constructor');")
    page.goto(site + "#/kings-corners?seed=3&seats=human,quick")
    page.wait_for_selector(".table[data-ply]")
    theme = page.evaluate("document.documentElement.dataset.theme")
    assert theme is None, "an unknown theme falls back to the system's"
    page.click(".more summary")
    assert page.input_value("select[aria-label='Bot speed']") == "normal"
    page.context.close()
    assert watch.errors == [], watch.errors


def test_a_game_of_bots_alone_is_nobodys_result(browser, site, watch):
    # a table of bots only is something to watch: its end counts for no one on this device
    page = fresh(browser, watch, "localStorage.setItem('courtly:pace', 'instant')")
    page.goto(site + "#/kings-court?seed=5&players=2&seats=random,random")
    page.wait_for_selector("dialog.results[open]", timeout=60_000)  # shown once the end is counted (or not)
    assert page.evaluate("Object.keys(courtly.records.loadStats().games)") == []
    assert "You lost" not in page.inner_text("body")
    page.context.close()
    assert watch.errors == [] and watch.offsite == []
