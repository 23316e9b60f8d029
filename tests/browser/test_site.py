"""The site as a whole: installable, and playable offline after one visit."""
import json

from conftest import ARTIFACTS, new_page
from helpers import open_link, play_by_clicks


def test_after_one_visit_the_site_plays_offline(browser, site, watch):
    context = browser.new_context(viewport={"width": 1280, "height": 800})  # service worker allowed
    page = new_page(browser, watch, context=context)
    open_link(page, site, "#/royal-cotillion?seed=77")
    # The worker registers once the engines run; wait until it controls the page with its cache full.
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("""async () => {
        const keys = await caches.keys();
        if (!keys.some((k) => k.startsWith('courtly-'))) return false;
        const cache = await caches.open(keys.find((k) => k.startsWith('courtly-')));
        return (await cache.keys()).length > 10;
    }""", timeout=120_000, polling=500)
    context.set_offline(True)
    page.reload()
    page.wait_for_selector('.table[data-ply="0"]', timeout=60_000)
    reply = page.evaluate("courtly.engine.request({op: 'view'})")
    play_by_clicks(page, reply["view"]["moves"][0], reply["view"])  # waits for the move to be drawn
    assert page.evaluate("courtly.engine.request({op: 'view'})")["moves"] == [reply["view"]["moves"][0]["move"]]
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "offline.png"))
    context.close()
    assert watch.errors == [], watch.errors


def test_the_manifest_names_icons_that_exist(page, site):
    page.goto(site)
    href = page.get_attribute('link[rel="manifest"]', "href")
    manifest = page.evaluate(f"fetch({json.dumps(href)}).then((r) => r.json())")
    assert manifest["start_url"] == "./" and manifest["display"] == "standalone"
    for icon in manifest["icons"]:
        status = page.evaluate(f"fetch({json.dumps(icon['src'])}).then((r) => r.status)")
        assert status == 200, icon
    assert {i["sizes"] for i in manifest["icons"]} >= {"192x192", "512x512"}


def fresh_page(browser, watch):
    """A page in its own context, so its storage starts empty."""
    return new_page(browser, watch, context=browser.new_context(viewport={"width": 1280, "height": 800},
                                                                 service_workers="block"))


def test_a_game_in_progress_is_saved_and_continued(browser, site, watch):
    page = fresh_page(browser, watch)
    open_link(page, site, "#/royal-cotillion?seed=31")
    for _ in range(2):
        reply = page.evaluate("courtly.engine.request({op: 'view'})")
        play_by_clicks(page, reply["view"]["moves"][0], reply["view"])
    played = page.evaluate("courtly.engine.request({op: 'view'})")["moves"]
    page.goto(site + "#/")
    link = page.locator(".continue-link")
    assert link.count() == 1 and "deal 31" in link.inner_text()
    link.click()
    page.wait_for_selector('.table[data-ply="2"]')
    assert page.evaluate("courtly.engine.request({op: 'view'})")["moves"] == played
    page.context.close()
    assert watch.errors == [] and watch.offsite == []


def test_a_corrupt_save_is_reported_and_the_others_survive(browser, site, watch):
    page = fresh_page(browser, watch)
    open_link(page, site, "#/royal-cotillion?seed=32")
    reply = page.evaluate("courtly.engine.request({op: 'view'})")
    play_by_clicks(page, reply["view"]["moves"][0], reply["view"])
    page.evaluate("localStorage.setItem('courtly:save:#/overthrone?seed=5', '{not json')")
    page.goto(site + "#/")
    page.wait_for_selector(".save-problem")
    assert "could not be read" in page.inner_text(".save-problem")
    assert "deal 32" in page.inner_text(".continue-link")  # the good save is still offered
    page.click(".save-problem button")
    assert page.locator(".save-problem").count() == 0 and page.locator(".continue-link").count() == 1
    page.context.close()
    assert watch.errors == [] and watch.offsite == []


def card_places(page):
    return sorted(page.eval_on_selector_all("[data-card-id]", "els => els.map(e => e.dataset.cardId + '@' + e.dataset.in)"))


def test_replay_steps_back_and_forward_without_changing_the_game(page, site):
    open_link(page, site, "#/royal-cotillion?seed=33")
    for _ in range(3):
        reply = page.evaluate("courtly.engine.request({op: 'view'})")
        play_by_clicks(page, reply["view"]["moves"][0], reply["view"])
    now = card_places(page)
    page.keyboard.press("r")
    page.wait_for_selector('.table[data-replay="2"]')
    page.click('button[aria-label="First position"]')
    page.wait_for_selector('.table[data-replay="0"]')
    assert card_places(page) != now
    page.click('button[aria-label="One move forward"]')
    page.wait_for_selector('.table[data-replay="1"]')
    assert "Move 1 of 3" in page.inner_text(".replay-label")
    page.click("text=Back to the game")
    page.wait_for_function("() => !document.querySelector('.table').dataset.replay")
    page.wait_for_function("() => !document.querySelector('.card.moving')")
    assert card_places(page) == now
    assert len(page.evaluate("courtly.engine.request({op: 'view'})")["moves"]) == 3


def test_share_links_carry_the_deal_or_the_moves(page, site):
    open_link(page, site, "#/royal-cotillion?seed=34")
    reply = page.evaluate("courtly.engine.request({op: 'view'})")
    play_by_clicks(page, reply["view"]["moves"][0], reply["view"])
    page.click("text=Share")
    page.click("text=Link to this deal")
    page.wait_for_function("() => document.querySelector('.status').textContent.includes('ink')")
    assert page.inner_text(".status").endswith("#/royal-cotillion?seed=34")
    page.click("text=Share")
    page.click("text=Link to the whole game")
    page.wait_for_function("() => document.querySelector('.status').textContent.includes('&moves=')")


def test_statistics_count_a_finished_game_and_reject_a_bad_import(browser, site, watch):
    page = fresh_page(browser, watch)
    # A position one move from the end: replay a random finished game minus its last move.
    from courtly.core.playout import random_game
    from courtly.games import get
    from courtly.links import make_fragment
    game = get("overthrone")
    state, moves = random_game(game, 35, 1, None, 2000)
    open_link(page, site, make_fragment("overthrone", 35, 1, {}, moves[:-1]))
    reply = page.evaluate("courtly.engine.request({op: 'view'})")
    last = next(m for m in reply["view"]["moves"] if m["move"] == moves[-1])
    play_by_clicks(page, last, reply["view"])
    page.wait_for_selector(".banner:not([hidden])")
    page.goto(site + "#/stats")
    page.wait_for_selector(".stats-game")
    assert page.inner_text(".stats-game tr:first-child td") == "1"  # finished
    assert game.outcome(state)["band"] in page.inner_text(".stats-game")
    page.set_input_files('input[type="file"]', files=[{"name": "x.json", "mimeType": "application/json",
                                                         "buffer": b'{"v": 1, "games": {"x": {"finished": "many"}}}'}])
    page.wait_for_selector(".stats .status.error")
    assert "damaged" in page.inner_text(".stats .status")
    assert "Finished" in page.inner_text(".stats-game")  # our own numbers are untouched
    page.context.close()
    assert watch.errors == [] and watch.offsite == []


def test_the_home_screen_offers_todays_deal(page, site):
    page.goto(site)
    link = page.locator('a.daily-link[data-game="royal-cotillion"]')
    href = link.get_attribute("href")
    assert href.startswith("#/royal-cotillion?seed=")
    page.goto(site)
    assert page.locator('a.daily-link[data-game="royal-cotillion"]').get_attribute("href") == href  # stable
