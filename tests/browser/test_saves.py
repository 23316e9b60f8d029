"""Nothing lost: a re-opened deal link, "Same deal" and a second tab never wipe a saved game;
undo and redo restore exact positions; focused controls keep Enter."""
import json

import pytest

from conftest import new_page
from helpers import (HOME_SHOWN, at_full_speed, forget_games, go, open_link, play_by_clicks, ply, press, wait_ply,
                     wait_saved)


def view(page):
    return page.evaluate("courtly.engine.request({op: 'view'})")


def play_first(page):
    reply = view(page)
    play_by_clicks(page, reply["view"]["moves"][0], reply["view"])


def saves(page):
    return page.evaluate("courtly.saves.listSaves().saves")


def context_of(browser):
    return browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")


def test_reopening_a_deals_link_keeps_its_saved_game(page, site):
    forget_games(page, site)
    open_link(page, site, "#/royal-cotillion?seed=51")
    play_first(page)
    play_first(page)
    played = view(page)["position"]
    page.goto(site + "#/")
    page.goto(site + "#/royal-cotillion?seed=51")   # "Today's deal" style: the deal again, no moves
    page.wait_for_selector('.table[data-ply="0"]')
    page.wait_for_selector(".notice:not([hidden])")
    assert [s["position"] for s in saves(page)] == [played], "the saved game survived"
    assert "move 2" in page.inner_text(".notice")
    page.click(".notice a")
    page.wait_for_selector('.table[data-ply="2"]')
    assert view(page)["position"] == played


def same_deal(page):
    """Press Same deal, under More where the toolbar keeps it on a phone."""
    if not page.locator("button:has-text('Same deal')").is_visible():
        press(page, ".more > summary")
    press(page, "button:has-text('Same deal')")


def test_same_deal_keeps_the_game_in_continue_and_undo_brings_it_back(sized, site):
    page = sized
    forget_games(page, site)
    open_link(page, site, "#/royal-cotillion?seed=52")
    play_first(page)
    play_first(page)
    played = view(page)["moves"]
    same_deal(page)
    wait_ply(page, 0)
    assert [s["ply"] for s in saves(page)] == [2], "the game it replaced stays in Continue"
    assert not page.is_disabled("button:has-text('Undo')")
    page.keyboard.press("u")                          # undo the restart itself
    wait_ply(page, 2)
    assert view(page)["moves"] == played
    same_deal(page)
    wait_ply(page, 0)
    play_first(page)                                  # a new game of the same deal: saved apart
    wait_saved(page, 1)
    assert sorted(s["ply"] for s in saves(page)) == [1, 2]
    page.goto(site + "#/")
    press(page, ".continue-link:has-text('move 2'), .saves li:has-text('move 2') .continue-link")
    wait_ply(page, 2)
    assert view(page)["moves"] == played


def test_a_second_tab_never_overwrites_the_first(browser, site, watch):
    context = context_of(browser)
    first = new_page(browser, watch, context=context)
    open_link(first, site, "#/royal-cotillion?seed=53")
    play_first(first)
    link = view(first)["position"]
    second = new_page(browser, watch, context=context)
    open_link(second, site, link)                     # the same game in a second tab
    play_first(first)                                 # the first tab moves on...
    second.wait_for_selector(".notice:not([hidden])")  # ...and the second is told
    assert "Another tab moved this game on" in second.inner_text(".notice")
    ahead = view(first)["position"]
    play_first(second)                                # the second tab plays its own line
    positions = {s["position"] for s in saves(first)}
    assert ahead in positions and view(second)["position"] in positions, "both games are kept"
    assert "saved as a game of its own" in second.inner_text(".notice")
    context.close()
    assert watch.errors == [] and watch.offsite == []


def test_redo_by_button_and_keys_restores_the_exact_position(page, site):
    open_link(page, site, "#/royal-cotillion?seed=54")
    for _ in range(3):
        play_first(page)
    after = view(page)
    assert page.is_disabled("button:has-text('Redo')")
    page.keyboard.press("Control+z")
    wait_ply(page, 2)
    page.keyboard.press("u")
    wait_ply(page, 1)
    page.click("button:has-text('Redo')")
    wait_ply(page, 2)
    page.keyboard.press("Control+y")
    wait_ply(page, 3)
    assert view(page)["view"] == after["view"] and page.is_disabled("button:has-text('Redo')")
    page.keyboard.press("Control+Shift+z")            # nothing left to redo: nothing happens
    page.keyboard.press("u")
    wait_ply(page, 2)
    page.keyboard.press("Control+Shift+z")
    wait_ply(page, 3)


def test_enter_presses_the_focused_button(page, site):
    open_link(page, site, "#/royal-cotillion?seed=55")
    rules = page.locator("button:has-text('Rules')")
    rules.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("dialog.rules-sheet[open]")   # Enter pressed the focused button...
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog.rules-sheet:not([open])", state="attached")
    assert page.evaluate("document.activeElement.textContent") == "Rules", "...and the table did not take the focus"
    page.locator("button:has-text('New game')").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("dialog.new-game[open]")
    page.keyboard.press("Escape")
    page.locator("button:has-text('Hint')").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => /^(Looking for a winning line|Hint|No )/"
                           ".test(document.querySelector('.status').textContent)")
    assert ply(page) == 0, "Enter on Hint shows a hint and plays nothing"


def test_enter_presses_the_pass_cover_and_the_results_cards_buttons(page, site):
    from courtly.games import get
    from courtly.links import make_fragment
    from courtly.tools.playout import random_game
    open_link(page, site, "#/kings-court?seed=3&players=2&seats=human,human")
    page.wait_for_selector(".pass-cover:not([hidden])")
    page.locator(".pass-cover button").first.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(".pass-cover", state="hidden")
    state, moves = random_game(get("royal-cotillion"), 3, 1, None, 2000)
    open_link(page, site, make_fragment("royal-cotillion", 3, 1, None, moves))
    page.wait_for_selector("dialog.results[open]")
    page.locator("dialog.results button:has-text('Look at the table')").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("dialog.results:not([open])", state="attached")
    assert ply(page) == len(moves)


def test_enter_presses_a_turns_button_and_share(sized, site):
    """Enter on a focused "End turn" ends the turn, and Enter on Share opens its menu, whose links
    Enter presses too: at a desk and on a phone, where Share is under More."""
    page = sized
    open_link(page, site, "#/overthrow?seed=6&players=2&seats=human,quick&turn_limit=15")
    end = page.locator(".actions button[data-move=end]")
    end.wait_for(state="visible")
    n = ply(page)
    end.focus()
    page.keyboard.press("Enter")
    wait_ply(page, n + 1, or_more=True)
    page.wait_for_selector('.ovt-line[data-seat="0"]:not(.thinking)')   # the bot's turn is over
    share = page.locator(".toolbar button:has-text('Share')")
    if not share.is_visible():
        press(page, ".more > summary")
    share.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(".share-menu:not([hidden])")
    page.locator(".share-menu button:has-text('Link to this deal')").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => /^(Link shared|Link copied|Sharing cancelled|Copy this link)/"
                           ".test(document.querySelector('.status').textContent)")
    assert ply(page) >= 1


def test_a_dead_engine_is_replaced_and_the_game_comes_back(page, site):
    open_link(page, site, "#/royal-cotillion?seed=56")
    play_first(page)
    played = view(page)["moves"]
    record = view(page)["view"]["moves"][0]
    page.evaluate("courtly.engine.patience = 1500; courtly.engine.worker.terminate()")
    page.click(f'[data-card-id="{record["id"]}"]' if record.get("id") else f'[data-pile="{record["from"]}"]')
    page.wait_for_function("() => document.querySelector('.status').textContent.includes('started again')",
                           timeout=30_000)
    assert view(page)["moves"] == played, "the game came back at its last position"
    assert page.evaluate("courtly.engine.restarts") == 1
    play_first(page)                                  # and it plays on
    assert len(view(page)["moves"]) == 2


def test_an_unreadable_reply_is_an_error_not_a_hang(page, site):
    open_link(page, site, "#/royal-cotillion?seed=57")
    reply = page.evaluate("""() => {
        const engine = courtly.engine;
        // The worker "answers" with a broken string instead of the real reply.
        engine.worker.postMessage = ({ id }) => engine.receive({type: 'response', id, response: '{not json'});
        return engine.request({op: 'view'}); }""")
    page.changed = True   # its engine no longer answers: the booted page is not lent again
    assert reply["ok"] is False and "could not be read" in reply["error"]


def test_full_storage_says_so_and_offers_room(browser, site, watch):
    page = new_page(browser, watch, context=context_of(browser))
    open_link(page, site, "#/royal-cotillion?seed=58")
    play_first(page)                                  # an older saved game
    page.goto(site + "#/royal-cotillion?seed=59")
    page.wait_for_selector('.table[data-ply="0"]')
    page.evaluate("""() => {  // fill the rest of the storage
        const chunk = 'x'.repeat(256 * 1024);
        for (let i = 0; ; i++) { try { localStorage.setItem('filler' + i, chunk); } catch { break; } }
        for (let n = 1024; n >= 64; n = Math.floor(n / 2)) {
          try { for (let i = 0; ; i++) localStorage.setItem(`small${n}-${i}`, 'x'.repeat(n)); }
          catch { /* the next size */ }
        } }""")
    play_first(page)
    page.wait_for_selector(".notice:not([hidden])")
    assert "storage is full" in page.inner_text(".notice")
    assert [s["deal"] for s in saves(page)] == ["#/royal-cotillion?seed=58"], "nothing saved was lost"
    page.click(".notice button:has-text('Discard it and save this game')")
    assert [s["deal"] for s in saves(page)] == ["#/royal-cotillion?seed=59"]
    page.context.close()
    assert watch.errors == [] and watch.offsite == []


SLOW_ENGINE = """
(() => {
  const Real = window.Worker;
  window.Worker = function (url, options) {  // the engine's "ready" comes three seconds late
    const worker = new Real(url, options);
    if (!String(url).endsWith("/worker.js")) return worker;
    Object.defineProperty(worker, "onmessage", { set(fn) {
      worker.addEventListener("message", (e) => (e.data?.type === "ready" ? setTimeout(() => fn(e), 3000) : fn(e)));
    } });
    return worker;
  };
})();
"""


def test_a_game_in_progress_is_drawn_before_the_engine_is_ready(browser, site, watch):
    context = context_of(browser)
    page = new_page(browser, watch, context=context)
    open_link(page, site, "#/royal-cotillion?seed=60")
    play_first(page)
    play_first(page)
    cards = page.eval_on_selector_all("[data-card-id]", "els => els.map(e => e.dataset.cardId + e.dataset.in)")
    page.add_init_script(SLOW_ENGINE)
    page.reload()
    page.wait_for_selector('.table.waiting[data-ply="2"]', timeout=2500)  # long before the engine
    assert sorted(page.eval_on_selector_all("[data-card-id]", "els => els.map(e => e.dataset.cardId + e.dataset.in)")) \
        == sorted(cards), "the table as it was"
    page.click("[data-card-id]")
    assert "the game engine is starting" in page.inner_text(".status"), "a click now is clearly refused"
    page.wait_for_selector('.table:not(.waiting)[data-ply="2"]', timeout=30_000)
    play_first(page)                                  # and it plays once the engine answers
    context.close()
    assert watch.errors == [] and watch.offsite == []


def test_every_game_in_progress_stays_in_continue(page, site):
    """However many games of one kind are in progress, none is dropped to make room, and every
    one can be reached from the home screen (fails with the old bound of 12 saves per game)."""
    forget_games(page, site)
    for seed in range(100, 115):   # fifteen games of Royal Cotillion in progress, oldest first
        deal = f"#/royal-cotillion?seed={seed}"
        record = {"v": 1, "game": "royal-cotillion", "deal": deal, "position": deal + "&moves=turn",
                  "ply": 1, "rules": 1, "saved": 1_700_000_000_000 + seed,
                  "summary": f"Royal Cotillion, deal {seed}"}
        page.evaluate("([k, v]) => localStorage.setItem(k, v)",
                      [f"courtly:save:{deal}~old{seed}", json.dumps(record)])
    open_link(page, site, "#/royal-cotillion?seed=7")
    play_first(page)
    page.wait_for_function("() => courtly.saves.listSaves().saves.length === 16")
    page.goto(site + "#/")
    page.wait_for_selector(".continue-link")
    assert page.locator(".continue > ul > li .continue-link").count() == 6
    page.click(".saves-older summary")
    older = page.locator(".saves-older .continue-link")
    assert older.count() == 10 and older.last.is_visible()
    assert "deal 100" in older.last.inner_text()   # the oldest, one press away


def test_continue_says_when_each_game_was_played_as_a_person_would(page, site):
    """Minutes, hours, days, then the date: not "26586 h ago" for a game of three years back."""
    forget_games(page, site)
    hour = 3_600_000
    for seed, age in ((1, 0.5 * hour), (2, 5 * hour), (3, 80 * hour), (4, 40 * 24 * hour)):
        deal = f"#/royal-cotillion?seed={seed}"
        record = {"v": 1, "game": "royal-cotillion", "deal": deal, "position": deal + "&moves=turn",
                  "ply": 1, "rules": 1, "saved": 0, "summary": f"Royal Cotillion, deal {seed}"}
        page.evaluate("([k, v, age]) => localStorage.setItem(k, JSON.stringify({...v, saved: Date.now() - age}))",
                      [f"courtly:save:{deal}~t{seed}", record, age])
    again_home(page)
    page.wait_for_selector(".continue-link")
    said = {page.inner_text(f'.continue li:has(a[href$="seed={seed}&moves=turn"]) .save-meta').strip(): seed
            for seed in (1, 2, 3, 4)}
    # as the language says it (Intl.RelativeTimeFormat's short style: "30 min. ago", "5 hr. ago", "3 days ago")
    ago = page.evaluate("""() => { const said = new Intl.RelativeTimeFormat("en", { style: "short" });
      return [said.format(-30, "minute"), said.format(-5, "hour"), said.format(-3, "day")]; }""")
    assert ago[0].startswith("30 min") and ago[1].startswith("5 h") and ago[2] == "3 days ago", ago
    assert [said.get(f"move 1, {when}") for when in ago] == [1, 2, 3], said
    oldest = next(text for text, seed in said.items() if seed == 4)
    assert oldest.startswith("move 1, on ") and " ago" not in oldest and any(c.isdigit() for c in oldest)


def test_a_save_the_rules_no_longer_allow_opens_as_far_as_it_can_and_is_kept_whole(page, site):
    # A new deploy may change a game's rules (Overthrow's version 3 did): a saved line whose next
    # move is now refused opens at its last legal position and says why, and the save keeps every
    # move it had; the game played on from there is a line of its own.
    forget_games(page, site)
    open_link(page, site, "#/royal-cotillion?seed=51")
    play_first(page)
    play_first(page)
    page.goto(site + "#/")
    [mine] = saves(page)
    stale = {**json.loads(page.evaluate("key => localStorage.getItem(key)", mine["key"])), "rules": 0}
    stale["position"] += ".KC-9"  # the refused move: well formed, but no pile is called KC
    stale["ply"] += 1
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [mine["key"], json.dumps(stale)])
    again_home(page)
    page.locator(".continue-link").click()
    page.wait_for_selector('.table[data-ply="2"]')
    page.wait_for_function("() => document.querySelector('.status').textContent.includes('could not be played')")
    assert "Move 3 (KC-9)" in page.inner_text(".status")
    play_first(page)
    kept = {s["key"]: s["position"] for s in saves(page)}
    assert kept[mine["key"]] == stale["position"], "the stale save is as it was"
    assert len(kept) == 2 and view(page)["position"] in kept.values()


def slow_start(browser, watch, site):
    """A page on the home screen whose engine answers three seconds late (SLOW_ENGINE)."""
    context = context_of(browser)
    context.add_init_script(SLOW_ENGINE)
    page = new_page(browser, watch, context=context)
    page.goto(site + "#/")
    page.wait_for_selector(HOME_SHOWN)
    return page


def again_home(page):
    """The home screen drawn afresh (it reads the saves each time), as a player coming back to it."""
    go(page, "#/stats")
    page.wait_for_selector("#home[hidden]", state="attached")
    go(page, "#/")
    page.wait_for_selector(HOME_SHOWN)


def engine_caught_up(page):
    """Every request sent so far has been answered (the worker answers in order)."""
    page.evaluate("courtly.engine.request({op: 'open', link: '#/overthrone?seed=1'})")
    page.evaluate("new Promise(requestAnimationFrame)")


def test_going_home_while_a_deal_opens_stays_home(browser, site, watch):
    """The deal's late answer neither moves the address back to it nor leaves a clock running
    (fails when a closed screen still shows the reply: the address became the deal's)."""
    page = slow_start(browser, watch, site)
    go(page, "#/royal-cotillion?seed=8")
    go(page, "#/")
    page.wait_for_selector(HOME_SHOWN)
    engine_caught_up(page)
    assert page.evaluate("location.hash") == "#/"
    assert page.is_visible("#home") and not page.is_visible("#play")
    page.context.close()
    assert watch.errors == [] and watch.offsite == []


def test_a_link_left_before_it_fails_does_not_close_the_next_deal(browser, site, watch):
    """A link the engine refuses, left at once for a good one: the good deal is played, with no
    "does not open a game" for the address already left."""
    page = slow_start(browser, watch, site)
    go(page, "#/royal-cotillion?seed=not-a-number")
    go(page, "#/royal-cotillion?seed=9")
    page.wait_for_selector(".table[data-ply]:not(.waiting)", timeout=15_000)
    engine_caught_up(page)
    assert page.locator("section.problem").count() == 0
    assert page.evaluate("courtly.screen?.reply?.seed") == 9
    page.context.close()
    assert watch.errors == [] and watch.offsite == []


def test_a_move_is_saved_when_the_page_is_left_in_the_frame_that_shows_it(browser, site, watch):
    """The page saves a move just after the frame that shows it; a reload or a closed tab
    before then (the page hidden) must save it at once rather than lose it."""
    page = new_page(browser, watch, context=context_of(browser))
    open_link(page, site, "#/royal-cotillion?seed=53")
    play_first(page)
    wait_saved(page, 1)
    move = view(page)["view"]["moves"][0]["move"]
    shown, saved_then = page.evaluate("""(move) => new Promise((done) => {
      const screen = courtly.screen;
      const show = screen.show.bind(screen);
      screen.show = (...args) => {   // the move drawn: leave the page before the next frame
        show(...args);
        screen.show = show;
        window.dispatchEvent(new PageTransitionEvent("pagehide"));
        done([args[0].position, courtly.saves.listSaves().saves.map((s) => s.position)]);
      };
      screen.send({ op: "move", move });
    })""", move)
    assert shown in saved_then, (shown, saved_then)
    page.context.close()
    assert watch.errors == [] and watch.offsite == []


# Leaves the table in the frame that draws the next move whose mover is a person ('person') or
# a bot ('bot'): before that frame's save runs, as a player pressing home at that moment would.
LEAVE_AS_DRAWN = """(who) => ({ left: new Promise((left) => {
  const screen = courtly.screen;
  const show = screen.show.bind(screen);
  screen.show = (reply, ...rest) => {
    show(reply, ...rest);
    if (reply.played === undefined || (reply.seats[reply.seat] === "human") !== (who === "person")) return;
    screen.show = show;
    location.hash = "#/";
    left(reply.position);
  };
}) })"""  # (in an object: a handle to a promise itself would wait for it)
PLAY_ONE = "courtly.screen.send({op: 'move', move: courtly.screen.reply.view.moves[0].move})"
# The person's moves until a bot is to move: a move that starts from no pile ends the turn.  At
# full speed the bot's move may be drawn (and the table left) before the last send returns.
PLAY_TO_THE_BOT = """async () => { while (courtly.screen && !courtly.screen.reply.bot_to_move) {
  const moves = courtly.screen.reply.view.moves;
  await courtly.screen.send({op: 'move', move: (moves.find((m) => !m.from) ?? moves[0]).move});
} }"""


@pytest.mark.parametrize("mover", ["person", "bot"])
def test_leaving_as_a_move_is_drawn_stays_home_and_keeps_the_move(page, site, mover):
    """A move's save and address come just after its frame: once the player has left, they must
    not write the deal's address back (the router then reopened the deal, or home showed under the
    deal's address), yet the move stays saved (fails before the screen checked it still owns the
    address)."""
    open_link(page, site, "#/kings-corners?seed=21&seats=human,quick")
    at_full_speed(page)
    left = page.evaluate_handle(LEAVE_AS_DRAWN, mover)
    page.evaluate(PLAY_TO_THE_BOT if mover == "bot" else PLAY_ONE)
    position = page.evaluate("h => h.left", left)
    page.wait_for_selector(HOME_SHOWN)
    # The event that proves nothing followed: every request answered, and a frame and a task after
    # the one the screen's save waited for.
    page.evaluate("courtly.engine.request({op: 'open', link: '#/overthrone?seed=1'})")
    page.evaluate("new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))")
    assert page.evaluate("location.hash") == "#/"
    assert page.is_visible("#home") and not page.is_visible("#play")
    assert position in [s["position"] for s in saves(page)], "the move drawn is saved"


RELOAD_BEHIND = """async () => {
  // The person's move and the bot's answer on screen, and a reload before the address caught up
  // (it is written a frame after a move is drawn): the address's writes are held back meanwhile.
  history.replaceState = () => {};
  const before = courtly.screen.reply, draw = before.view.moves.find((m) => m.kind === "draw");
  await courtly.screen.send({ op: "move", move: draw.move });
  while (courtly.screen.reply.bot_to_move) await new Promise((next) => setTimeout(next, 20));
  const shown = courtly.screen.reply.position;
  sessionStorage.setItem("test:shown", shown);
  const behind = location.hash !== shown;
  location.reload();
  return behind; }"""


def test_a_reload_in_the_frame_after_a_move_opens_where_the_page_was(browser, site, watch):
    page = new_page(browser, watch)
    page.add_init_script("localStorage.setItem('courtly:pace', 'instant')")
    open_link(page, site, "#/kings-corners?seed=5&seats=human,quick")
    page.wait_for_function("() => !courtly.screen.reply.bot_to_move")
    with page.expect_navigation():
        assert page.evaluate(RELOAD_BEHIND), "no frame had the address behind the screen"
    open_link_again = "() => window.courtly?.screen?.reply && !document.querySelector('.table[data-ply]').classList" \
                      ".contains('waiting')"
    page.wait_for_function(open_link_again)
    shown = page.evaluate("sessionStorage.getItem('test:shown')")
    assert page.evaluate("courtly.screen.reply.position") == shown and page.evaluate("location.hash") == shown
    assert page.is_hidden(".notice"), "nothing to continue elsewhere: the game is where it was"
    # A note of another game (or of nothing readable) is not followed: the address opens as it is.
    page.evaluate("addEventListener('pagehide', () => sessionStorage.setItem('courtly:left', "
                  "'#/overthrone?seed=1&moves=H1-N'))")
    with page.expect_navigation():
        page.reload()
    page.wait_for_function(open_link_again)
    assert page.evaluate("courtly.screen.reply.position") == shown
    page.context.close()
    assert watch.errors == [] and watch.offsite == []
