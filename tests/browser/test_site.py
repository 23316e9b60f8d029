"""The site as a whole: installable, and playable offline after one visit."""
import json

import pytest

from conftest import ARTIFACTS, new_page
from tests.views import shown_ids
from helpers import (at_full_speed, centre, click_pile, forget_games, offline_ready, open_link, play_by_clicks,
                     source_selector, wait_saved)


def test_after_one_visit_the_site_plays_offline(browser, site, watch):
    context = browser.new_context(viewport={"width": 1280, "height": 800})  # service worker allowed
    page = new_page(browser, watch, context=context, fresh_start=True)
    open_link(page, site, "#/royal-cotillion?seed=77")
    # The worker registers once the engines run; wait until it controls the page with its cache full.
    offline_ready(page)
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


def test_a_game_in_progress_is_saved_and_continued(page, site):
    forget_games(page, site)
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


def test_a_corrupt_save_is_reported_and_the_others_survive(page, site):
    forget_games(page, site)
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


def card_places(page):
    return sorted(page.eval_on_selector_all("[data-card-id]",
                                            "els => els.map(e => e.dataset.cardId + '@' + e.dataset.in)"))


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


# No share sheet (as on a desktop Linux browser): Share copies the link, here to a stub clipboard.
COPY_STUB = """window.__copied = [];
delete Navigator.prototype.share;
Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true,
  get: () => ({ writeText: async (text) => { window.__copied.push(text); } }) });"""


def test_share_links_carry_the_deal_or_the_moves(page, site):
    page.add_init_script(COPY_STUB)
    open_link(page, site, "#/royal-cotillion?seed=34")
    reply = page.evaluate("courtly.engine.request({op: 'view'})")
    play_by_clicks(page, reply["view"]["moves"][0], reply["view"])
    page.click("text=Share")
    page.click("text=Link to this deal")
    page.wait_for_function("() => window.__copied.length === 1")
    assert page.evaluate("window.__copied[0]").endswith("#/royal-cotillion?seed=34")
    page.click("text=Share")
    page.click("text=Link to the whole game")
    page.wait_for_function("() => window.__copied.length === 2 && window.__copied[1].includes('&moves=')")


def test_statistics_count_a_finished_game_and_reject_a_bad_import(page, site):
    forget_games(page, site)
    # A position one move from the end: replay a random finished game minus its last move.
    from courtly.tools.playout import random_game
    from courtly.games import get
    from courtly.links import make_fragment
    game = get("overthrone")
    state, moves = random_game(game, 35, 1, None, 2000)
    open_link(page, site, make_fragment("overthrone", 35, 1, {}, moves[:-1]))
    reply = page.evaluate("courtly.engine.request({op: 'view'})")
    last = next(m for m in reply["view"]["moves"] if m["move"] == moves[-1])
    play_by_clicks(page, last, reply["view"])
    page.wait_for_selector("dialog.results[open]")
    page.goto(site + "#/stats")
    page.wait_for_selector(".stats-game")
    assert page.inner_text(".stats-game tr:first-child td") == "1"  # finished
    assert game.outcome(state)["band"] in page.inner_text(".stats-game")
    page.set_input_files('input[type="file"]', files=[{"name": "x.json", "mimeType": "application/json",
                                                         "buffer": b'{"v": 1, "games": {"x": {"finished": "many"}}}'}])
    page.wait_for_selector(".stats .status.error")
    assert "damaged" in page.inner_text(".stats .status")
    assert "Finished" in page.inner_text(".stats-game")  # our own numbers are untouched


def test_the_home_screen_offers_todays_deal(page, site):
    page.goto(site)
    link = page.locator('a.daily-link[data-game="royal-cotillion"]')
    href = link.get_attribute("href")
    assert href.startswith("#/royal-cotillion?seed=")
    page.goto(site)
    assert page.locator('a.daily-link[data-game="royal-cotillion"]').get_attribute("href") == href  # stable


EVERY_GAME = {
    "royal-cotillion": "#/royal-cotillion?seed=41",
    "overthrone": "#/overthrone?seed=41",
    "kings-corners": "#/kings-corners?seed=41&seats=human,quick",
    "kings-court": "#/kings-court?seed=41&seats=human,quick",
    "overthrow": "#/overthrow?seed=41&seats=human,quick",
}


def engine_view(page):
    return page.evaluate("courtly.engine.request({op: 'view'})")


def play_one(page):
    """Play the person's first legal move the way a player would, and wait for it."""
    reply = engine_view(page)
    n = len(reply["moves"])
    record = next((m for m in reply["view"]["moves"] if m.get("from")), None)
    if record:
        x, y = centre(page, source_selector(record))
        page.mouse.click(x, y)
        if record.get("deliberate") or sum(m["from"] == record["from"] for m in reply["view"]["moves"]) > 1:
            click_pile(page, record["to"])
    else:
        page.click(f'.actions button[data-move="{reply["view"]["moves"][0]["move"]}"]')
    page.wait_for_function("n => Number(document.querySelector('.table').dataset.ply) > n", arg=n)
    return reply["view"]["moves"][0] if not record else record


def settle(page):
    """Wait until the person is to move again (bots at instant pace) or the game is over, and
    the page shows that very position: the engine's reply drawn last hands the turn back (a
    bot's move is asked for only after a reply that gives a bot the turn, so none is on its way)."""
    page.wait_for_function("""() => { const r = courtly.screen?.reply;
        return Boolean(r?.view && document.querySelector(`.table:not(.waiting)[data-ply="${r.moves.length}"]`)
          && (r.view.outcome || !r.bot_to_move)); }""")
    reply = engine_view(page)
    assert reply.get("ok") is not False and len(reply["moves"]) == int(page.get_attribute(".table", "data-ply")), \
        "the engine holds the position drawn"


def test_every_game_is_saved_and_survives_a_reload(page, site):
    """A move in each of the five games, then one reload: the game shown comes back from the
    address, and every game from its save (Continue on the home screen)."""
    forget_games(page, site)
    played = {}
    for gid, link in EVERY_GAME.items():
        open_link(page, site, link)
        at_full_speed(page)   # (kept through the reload: the page's own setting)
        play_one(page)
        settle(page)
        played[gid] = engine_view(page)["moves"]
        assert "moves=" in page.evaluate("location.hash")  # the address holds the position
    page.reload()
    page.wait_for_selector(f'.table[data-ply="{len(played[gid])}"]')
    assert engine_view(page)["moves"] == played[gid]
    for gid, moves in played.items():
        page.goto(site + "#/")
        link = page.locator(f'.saves li[data-game="{gid}"] .continue-link')
        assert link.count() == 1, gid
        link.click()
        page.wait_for_function("([gid, n]) => location.hash.startsWith(`#/${gid}?`)"
                               " && document.querySelector(`.table[data-ply='${n}']`)", arg=[gid, len(moves)])
        assert engine_view(page)["moves"] == moves, gid


def test_a_shared_position_opens_in_a_new_browser(browser, site, watch, page):
    page.add_init_script(COPY_STUB)
    open_link(page, site, "#/royal-cotillion?seed=42")
    play_one(page)
    play_one(page)
    page.click("text=Share")
    page.click("text=Link to this position")
    page.wait_for_function("() => window.__copied.length === 1")
    url = page.evaluate("window.__copied[0]")
    assert "&moves=" in url
    other = fresh_page(browser, watch)
    other.goto(url)
    other.wait_for_selector('.table[data-ply="2"]')
    assert engine_view(other)["moves"] == engine_view(page)["moves"]
    other.context.close()


def test_two_tabs_keep_their_own_saves(browser, site, watch):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    first, second = new_page(browser, watch, context=context), new_page(browser, watch, context=context)
    open_link(first, site, "#/royal-cotillion?seed=43")
    open_link(second, site, "#/royal-cotillion?seed=44")
    play_one(first)
    play_one(second)
    play_one(first)
    wait_saved(first, 2)                              # the first tab's second move
    saves = first.evaluate("courtly.saves.listSaves()")
    assert saves["problems"] == []
    assert {(s["deal"], s["ply"]) for s in saves["saves"]} == {("#/royal-cotillion?seed=43", 2),
                                                               ("#/royal-cotillion?seed=44", 1)}
    context.close()
    assert watch.errors == [] and watch.offsite == []


def test_the_site_plays_from_a_sub_path(browser, tmp_path, watch):
    import threading

    import build
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "courtly").symlink_to(build.DIST)
    server = build.make_server(0, tmp_path)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        page = fresh_page(browser, watch)
        base = f"http://127.0.0.1:{server.server_address[1]}/games/courtly/"
        open_link(page, base, "#/overthrone?seed=45")
        play_one(page)
        assert len(engine_view(page)["moves"]) == 1
        page.context.close()
    finally:
        server.shutdown()
    assert watch.errors == [] and watch.offsite == []


def test_imported_statistics_files_are_checked_not_trusted(page, site):
    page.goto(site)
    page.wait_for_function("() => window.courtly && window.courtly.records")
    result = page.evaluate("""() => {
      const good = JSON.stringify({v: 1, games: {"royal-cotillion": {game: "royal-cotillion", finished: 2, won: 1,
        streak: 1, bestStreak: 1, scores: [50, 104], seeds: {"1": 104}, bands: {}, order: "high"}}});
      const alphabet = '{}[]":,0123456789abcdefv<>/\\\\ ' + 'é♠\\u0000';
      let seed = 7, outcomes = {ok: 0, refused: 0, other: []};
      const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
      localStorage.removeItem('courtly:stats');
      for (let i = 0; i < 1000; i++) {
        const text = good.split('');
        for (let k = 0; k <= rand(4); k++) {
          const at = rand(text.length + 1), op = rand(3);
          if (op === 0) text.splice(at, 1);
          else if (op === 1) text.splice(at, 0, alphabet[rand(alphabet.length)]);
          else text[at] = alphabet[rand(alphabet.length)];
        }
        try { courtly.records.importStats(text.join('')); outcomes.ok += 1; }
        catch (err) {
          if (err instanceof Error && err.message.length > 10) outcomes.refused += 1;
          else outcomes.other.push(String(err));
        }
      }
      const stats = courtly.records.loadStats();
      return {outcomes, valid: stats.v === 1 && typeof stats.games === 'object'};
    }""")
    assert result["outcomes"]["other"] == [] and result["valid"]
    assert result["outcomes"]["ok"] > 0 and result["outcomes"]["refused"] > 0


@pytest.mark.parametrize("gid", ["kings-corners", "kings-court", "overthrow"])
def test_the_bots_hidden_cards_never_reach_the_page(page, site, gid):
    from courtly import replay
    from courtly.games import get
    open_link(page, site, f"#/{gid}?seed=46&players=3&seats=human,quick,quick")
    at_full_speed(page)
    game = get(gid)
    for _ in range(3):
        settle(page)
        reply = engine_view(page)
        state = replay(gid, 46, 3, reply["options"], reply["moves"])
        mine = shown_ids(game.view(state, 0))
        secret = set().union(*(shown_ids(game.view(state, seat)) for seat in (1, 2))) - mine
        assert secret, "the bots hold something the person cannot see"
        html = page.content()
        assert engine_view(page)["moves"] == reply["moves"], "the page is read at the position checked"
        assert [pid for pid in secret if f'"{pid}"' in html] == []
        if reply["view"]["outcome"]:
            break
        play_one(page)


def test_the_page_does_not_run_inside_another_pages_frame(page, site):
    page.set_content(f'<iframe src="{site}#/royal-cotillion?seed=5" width="800" height="600"></iframe>')
    frame = page.frames[1]
    frame.wait_for_selector(".framed-note")
    assert "own window" in frame.inner_text("body")
    assert frame.locator(".game-list, .table").count() == 0, "no game runs inside the frame"


def test_a_link_with_extra_slashes_opens_as_the_engine_reads_it(page, site):
    open_link(page, site, "#//royal-cotillion?seed=61")
    assert page.evaluate("location.hash") == "#/royal-cotillion?seed=61"
