"""axe-core (from npm) on every screen: no serious or critical violation.

The page's Content-Security-Policy forbids injected scripts, so these pages bypass it to
load axe; every other browser test runs under the real policy.
"""
import json

import pytest

import build
from conftest import ARTIFACTS, new_page
from helpers import animations_done

AXE = build.ROOT / "node_modules" / "axe-core" / "axe.min.js"
SCREENS = {
    "home": "#/",
    "statistics": "#/stats",
    "royal-cotillion": "#/royal-cotillion?seed=5",
    "overthrone": "#/overthrone?seed=5",
    "kings-corners": "#/kings-corners?seed=5&seats=human,quick,quick",
    "kings-court": "#/kings-court?seed=5&seats=human,quick",
    "overthrow": "#/overthrow?seed=5&seats=human,quick",
    "pass-the-device": "#/kings-corners?seed=5&seats=human,human",
    "bad-link": "#/royal-cotillion?seed=banana",
    # at phone width: a tall card table, and a board wider than the phone that scrolls sideways
    "royal-cotillion-phone": "#/royal-cotillion?seed=5",
    "overthrow-phone": "#/overthrow?seed=5&seats=human,quick,quick,quick",
    # the new screens over a table: the results card, the rules sheet, the new-game dialog, the menu
    "results": None,  # a finished game's link, made below
    "rules": "#/kings-court?seed=5&seats=human,quick",
    "new-game": "#/kings-court?seed=5&seats=human,quick",  # the longest choices
    "more-menu": "#/overthrone?seed=5",
}
# Storage to start from: Continue with a good save and one that cannot be read.
SAVE = {"v": 1, "game": "royal-cotillion", "deal": "#/royal-cotillion?seed=5", "ply": 1, "rules": 1,
        "position": "#/royal-cotillion?seed=5&moves=turn", "saved": 1_700_000_000_000,
        "summary": "Royal Cotillion, deal 5"}
SETUP = {"home-saves": "localStorage.setItem('courtly:save:#/royal-cotillion?seed=5~a', %r);"
                       "localStorage.setItem('courtly:save:#/overthrone?seed=5~b', '{not json');" % json.dumps(SAVE)}
SCREENS["home-saves"] = "#/"
OPEN = {"rules": "button:has-text('Rules')", "new-game": "button:has-text('New game')", "more-menu": ".more summary"}


def finished_game():
    from courtly.games import get
    from courtly.links import make_fragment
    from courtly.tools.playout import random_game
    game = get("royal-cotillion")
    state, moves = random_game(game, 3, 1, None, 2000)
    return make_fragment(game.id, 3, 1, None, moves)


SCREENS["results"] = finished_game()
PHONE = {"width": 360, "height": 740}


def open_screen(page, site, screen):
    """Open ``screen`` and wait until it is drawn and its entering cards have settled."""
    page.goto(site + SCREENS[screen])
    if screen in ("home", "statistics", "home-saves"):
        page.wait_for_selector("#boot.done", state="attached", timeout=60_000)
    elif screen == "bad-link":
        page.wait_for_selector(".problem")
    else:
        page.wait_for_selector(".table[data-ply]", timeout=60_000)
    if screen in OPEN:
        page.click(OPEN[screen])
    if screen == "results":
        page.wait_for_selector("dialog.results[open]")
    animations_done(page)
    return page


def serious(page):
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [f"{v['id']} ({v['impact']}): {v['help']} — {[n['target'] for n in v['nodes'][:3]]}"
            for v in result["violations"] if v["impact"] in ("serious", "critical")]


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_no_serious_violations(browser, site, watch, screen, theme):
    if theme != "light" and screen not in ("home", "royal-cotillion", "kings-court", "results", "rules"):
        pytest.skip("themes are checked on a card table, a board and the home screen")
    viewport = PHONE if screen.endswith("-phone") else {"width": 1280, "height": 800}
    context = browser.new_context(viewport=viewport, bypass_csp=True,
                                  service_workers="block")
    context.add_init_script(f"localStorage.setItem('courtly:display', JSON.stringify({{theme: '{theme}'}}));"
                            "localStorage.setItem('courtly:pace', 'slow');" + SETUP.get(screen, ""))
    page = open_screen(new_page(browser, watch, context=context), site, screen)
    found = serious(page)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"axe-{screen}-{theme}.png"))
    context.close()
    assert found == [], found
    assert watch.errors == [] and watch.offsite == []


STRAY_WORDS = """() => { const out = [], walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n; (n = walk.nextNode());) {
      if (/\\b(null|undefined|NaN)\\b|\\[object /.test(n.textContent)) {
        out.push(n.parentElement.className + ': ' + n.textContent);
      }
    }
    return out; }"""


@pytest.mark.parametrize("screen", list(SCREENS))
def test_no_programming_words_on_the_page(browser, site, watch, screen):
    """A value the script forgot (null, undefined, NaN, [object ...]) never reaches the page
    as text, shown or not."""
    viewport = PHONE if screen.endswith("-phone") else {"width": 1280, "height": 800}
    context = browser.new_context(viewport=viewport, service_workers="block")
    page = open_screen(new_page(browser, watch, context=context), site, screen)
    assert page.evaluate(STRAY_WORDS) == []
    context.close()
    assert watch.errors == []


TOUCH_SCREENS = ("home", "royal-cotillion", "overthrone", "kings-corners", "kings-court", "overthrow",
                 "pass-the-device")
TARGETS = """() => [...document.querySelectorAll('.pile, .card, button, select, a, summary, label')]
    .filter((el) => { const r = el.getBoundingClientRect(), st = getComputedStyle(el);
        return r.width && r.height && st.pointerEvents !== 'none' && st.visibility !== 'hidden'; })
    .map((el) => { const r = el.getBoundingClientRect();
        return [Math.min(r.width, r.height), el.outerHTML.slice(0, 80)]; })"""


@pytest.mark.parametrize("screen", TOUCH_SCREENS)
def test_touch_targets_on_a_phone(browser, site, watch, screen):
    """Everything a finger presses at phone width is at least 44 px each way (a checkbox
    counts by its label, which takes the press)."""
    context = browser.new_context(viewport=PHONE, service_workers="block")
    page = open_screen(new_page(browser, watch, context=context), site, screen)
    targets = page.evaluate(TARGETS)
    context.close()
    assert len(targets) > 5
    small = [(size, html) for size, html in targets if size < 43.95]  # sub-pixel layout rounding
    assert small == [], small
    assert watch.errors == [] and watch.offsite == []
