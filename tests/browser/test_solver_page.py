"""The solitaires' solver in the page: hints that keep a deal winnable, the still-winnable
indicator (in a second worker) and winnable-only deals."""
from courtly.games import get
from courtly.solvers import solve
from conftest import new_page
from helpers import open_link, play_by_clicks, wait_ply


def engine(page, request):
    import json
    return page.evaluate(f"courtly.engine.request({json.dumps(request)})")


def test_following_hints_keeps_a_winnable_deal_winnable(page, site):
    game = get("royal-cotillion")
    open_link(page, site, "#/royal-cotillion?seed=11")
    for step in range(4):
        page.keyboard.press("i")
        page.wait_for_function("() => document.querySelector('.status').textContent.startsWith('Hint')")
        hinted = page.locator(".pile.hinted")
        assert hinted.count() >= 1
        found = engine(page, {"op": "hint"})
        assert found["status"] == "winnable" and found["move"]
        assert page.inner_text(".status").endswith(found["said"])
        view = engine(page, {"op": "view"})["view"]  # played as a player would, so the table follows
        play_by_clicks(page, next(r for r in view["moves"] if r["move"] == found["move"]), view)
    moves = engine(page, {"op": "view"})["moves"]
    state = game.new(11)
    for move in moves:
        state = game.apply(state, move)
    assert solve(game, state).status == "winnable"


def test_an_unproven_overthrone_score_is_called_the_best_line_found(page, site):
    open_link(page, site, "#/overthrone?seed=35")
    page.keyboard.press("i")
    page.wait_for_function("() => document.querySelector('.status').textContent.startsWith('Hint')")
    assert page.inner_text(".status").startswith("Hint (the best line found: ")
    assert page.locator(".pile.hinted").count() >= 1


def test_still_winnable_indicator_answers_beside_play(browser, site, watch):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    context.add_init_script("localStorage.setItem('courtly:check:overthrone', '1')")
    page = new_page(browser, watch, context=context)
    open_link(page, site, "#/overthrone?seed=3")
    page.wait_for_function("() => document.querySelector('.verdict').dataset.status", timeout=60_000)
    expected = solve(get("overthrone"), get("overthrone").new(3)).status
    assert page.get_attribute(".verdict", "data-status") == expected
    context.close()
    assert watch.errors == [] and watch.offsite == []


def test_winnable_deals_only(page, site):
    open_link(page, site, "#/royal-cotillion?seed=1")
    page.keyboard.press("n")
    page.check('dialog input[name="winnable"]')
    page.fill('dialog input[name="seed"]', "500")
    page.click('dialog button[value="deal"]')
    page.wait_for_function("() => !location.hash.includes('seed=1&') && !location.hash.endsWith('seed=1')")
    wait_ply(page, 0)  # the new deal drawn and its cards come to rest
    seed = engine(page, {"op": "view"})["seed"]
    game = get("royal-cotillion")
    assert seed >= 500 and solve(game, game.new(seed)).status == "winnable"


def test_a_locked_deal_says_no_proven_in_full_on_a_phone_and_why_in_the_status(browser, site, watch):
    """Classic deal 58 is lost before a card moves (its Field is locked): the check says so in
    words that fit a phone's one-row header, and the status line names the cards that lock it."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True,
                                  service_workers="block")
    context.add_init_script("localStorage.setItem('courtly:check:royal-cotillion', '1')")
    page = new_page(browser, watch, context=context)
    open_link(page, site, "#/royal-cotillion?seed=58&classic=true")
    page.wait_for_function("() => document.querySelector('.verdict').dataset.status", timeout=60_000)
    verdict = page.locator(".verdict")
    assert verdict.get_attribute("data-status") == "not winnable"
    assert verdict.inner_text() == "\u2717 no \u2014 proven"
    assert verdict.evaluate("(e) => e.scrollWidth <= e.clientWidth"), "the verdict is cut short"
    because = engine(page, {"op": "verdict"})["because"]
    assert because.startswith("No order lets these Field cards all go home: ")
    assert verdict.get_attribute("title") == because
    page.wait_for_function("(b) => document.querySelector('.status').textContent === b", arg=because)
    context.close()
    assert watch.errors == [] and watch.offsite == []
