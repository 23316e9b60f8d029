"""A first visit on a slow network (issue 41): a game's address paints its own screen, never
the home page, and the first-visit guide is there while the runtime is still on its way; the
runtime's download starts only once that screen is painted.  The runtime is held back here by
keeping the worker's request for its loader (pyodide.mjs) waiting until the test lets it go."""
import pytest

from courtly.games import get

from conftest import ARTIFACTS, SIZES, new_page
from helpers import until

RC = get("royal-cotillion")


def hold_runtime(page):
    """Hold every request for the runtime's loader; returns the held requests' release."""
    held = []
    page.route("**/pyodide.mjs", lambda route: held.append(route))
    return held


@pytest.mark.parametrize("size", list(SIZES))
def test_a_games_address_paints_its_guide_before_the_runtime_arrives(browser, site, watch, size):
    """Fails when the home page is painted first on a game's address (it was, until main.js
    hid it), when the guide waited for the engine's first answer, or when the runtime was asked
    for before the first screen was painted (a preload in the page's head)."""
    context = browser.new_context(**SIZES[size], service_workers="block")
    page = new_page(browser, watch, context=context, first_visit=True)
    page.add_init_script("window.__painted = null;"
                         " requestAnimationFrame(() => { window.__painted = performance.now(); });")
    held = hold_runtime(page)
    with page.expect_request("**/pyodide.mjs"):
        page.goto(site + "#/royal-cotillion?seed=5")
    page.wait_for_selector(".notice:not([hidden])")
    assert page.inner_text(".notice p") == RC.guide["touch" if size == "phone" else "mouse"]
    assert page.evaluate("courtly.engine.state.stage") != "ready"
    assert page.evaluate("getComputedStyle(document.getElementById('home')).display") == "none"
    page.screenshot(path=str(ARTIFACTS / f"first-paint-before-the-runtime-{size}.png"))
    assert held, "the worker asks for the runtime"
    started = page.evaluate("performance.getEntriesByName('courtly:engine-start')[0]?.startTime")
    assert started >= until(page, "async () => window.__painted"), \
        "the engine started before the first screen was painted"
    for route in held:
        route.continue_()
    page.wait_for_selector(".table[data-ply]:not(.waiting)")
    assert page.is_visible(".notice"), "the guide stays once the engine has answered"
    context.close()
    assert watch.errors == [] and watch.offsite == []


def test_the_home_page_paints_without_a_games_screen(browser, site, watch):
    page = new_page(browser, watch)
    held = hold_runtime(page)
    page.goto(site)
    page.wait_for_selector("#home .game-card .game-picture svg")  # main.js has dressed the cards
    assert page.evaluate("document.documentElement.dataset.route") is None, "main.js has taken over"
    assert page.is_visible("#home h1") and not page.is_visible("#play")
    assert page.locator("#home a.daily-link[href*='seed=']").count() == 5
    for route in held:
        route.continue_()
    page.close()
    assert watch.errors == []
