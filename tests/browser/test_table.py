"""The table a player meets first: swipes scroll, the picked card lifts, refusals appear
beside the card in the engine's words, a costly move is never one click, the last move
stays marked, and the results card fits a phone and can be closed and reopened."""
import pytest

from courtly.tools.playout import random_game
from courtly.games import get
from courtly.links import make_fragment

from conftest import ARTIFACTS, SIZES, new_page, sized_page
from helpers import (HOME_SHOWN, answered, centre, click_pile, drag, home, open_link, play_by_clicks, ply, press,
                     source_selector, still, storage_kept, swipe, wait_ply)

RC = get("royal-cotillion")
OT = get("overthrone")


def test_a_swipe_on_the_cards_scrolls_the_page_on_a_phone(new_context, site, watch):
    page = sized_page(new_context, watch, "phone", device_scale_factor=2)   # a context's option: a page of its own
    open_link(page, site, "#/royal-cotillion?seed=5")
    still(page, '[data-in="F1"]')                    # laid out for the phone, where the finger goes
    assert page.evaluate("document.documentElement.scrollHeight") > 740, "the tall table needs scrolling"
    # Start on a Field card that cannot move (it is not the lowest of its column).
    x, y = centre(page, '[data-in="F1"]')
    before = page.evaluate("window.scrollY")
    room = page.evaluate("document.documentElement.scrollHeight - innerHeight")
    swipe(page, x, y, 0, -250)
    assert page.evaluate("window.scrollY") >= min(before + 100, room - 2), "the page scrolled under the finger"
    answered(page)
    assert ply(page) == 0, "and nothing was played"
    page.screenshot(path=str(ARTIFACTS / "phone-swipe-scrolls.png"))
    page.context.close()
    assert watch.errors == [] and watch.offsite == []


def test_a_finger_drag_that_starts_on_a_movable_card_moves_it(phone, site):
    page = phone
    open_link(page, site, "#/royal-cotillion?seed=5")
    record = next(m for m in RC.view(RC.new(5), 0)["moves"] if m["from"].startswith("D"))
    page.locator(f'[data-pile="{record["to"]}"]').scroll_into_view_if_needed()
    still(page, f'[data-card-id="{record["id"]}"]')
    x, y = centre(page, f'[data-card-id="{record["id"]}"]')
    tx, ty = centre(page, f'[data-pile="{record["to"]}"]')
    scrolled = page.evaluate("window.scrollY")
    swipe(page, x, y, tx - x, ty - y)
    wait_ply(page, 1)
    assert page.get_attribute(f'[data-card-id="{record["id"]}"]', "data-in") == record["to"]
    assert page.evaluate("window.scrollY") == scrolled, "the drag moved the card, not the page"


def test_a_tap_the_table_plays_is_not_clicked_again_by_the_browser(phone, site):
    """The browser's click of a tap finds what lies under the finger, styling and laying out the
    move just drawn before its frame: the table cancels it (its touchend) once it has played the
    tap, and makes the pile tapped the keyboard's, as that click's focus did."""
    page = phone
    open_link(page, site, "#/royal-cotillion?seed=5")
    record = next(m for m in RC.view(RC.new(5), 0)["moves"] if m["from"].startswith("D"))
    card = f'[data-card-id="{record["id"]}"]'
    page.locator(card).scroll_into_view_if_needed()
    still(page, card)
    page.evaluate("""() => { window.__clicks = [];
      addEventListener('click', (e) => window.__clicks.push(e.target.className), true); }""")
    page.tap(card)
    wait_ply(page, 1)
    assert page.get_attribute(card, "data-in") == record["to"]
    answered(page)
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    assert page.evaluate("window.__clicks") == [], "the tap was played once, not clicked again"
    assert page.get_attribute(f'[data-pile="{record["from"]}"]', "tabindex") == "0", "the tapped pile is the keyboard's"


def stuck_position(seed):
    """Moves from the deal of ``seed`` (plays only) to a position where a hand card can only be
    discarded, and that card's discard record."""
    state, moves = OT.new(seed), []
    while True:
        view = OT.view(state, 0)
        for m in view["moves"]:
            if m["to"] == "discard" and not any(o["from"] == m["from"] and o["to"] != "discard" for o in view["moves"]):
                return moves, m
        play = next(m for m in view["moves"] if m["to"] != "discard")
        moves.append(play["move"])
        state = OT.apply(state, play["move"])


def test_the_picked_card_lifts_and_a_discard_is_never_one_click(sized, site):
    page = sized
    moves, only_discard = stuck_position(11)
    open_link(page, site, make_fragment("overthrone", 11, 1, None, moves))
    start = len(moves)
    card = f'[data-card-id="{only_discard["id"]}"]'
    press(page, card)  # a tap on the phone
    answered(page)
    assert ply(page) == start, "one click on a card that can only be discarded does not discard it"
    classes = page.get_attribute(card, "class").split()
    assert "selected" in classes
    lifted = page.evaluate(f"getComputedStyle(document.querySelector('{card}')).translate")
    assert lifted not in ("none", "0px", ""), lifted
    glow = page.evaluate(f"getComputedStyle(document.querySelector('{card}')).filter")
    assert "57, 182, 255" in glow, glow  # the selection's blue, not the targets' gold
    # and the three marks of the table (picked, a target, the keyboard's ring) are three colours
    marks = page.evaluate("""() => ['--selected', '--target', '--focus'].map((name) => {
        const probe = document.createElement('i');
        probe.style.color = `var(${name})`;
        document.querySelector('.table').append(probe);
        const rgb = getComputedStyle(probe).color.match(/\\d+/g).slice(0, 3).map(Number);
        probe.remove();
        return rgb; })""")
    for i in range(3):
        for j in range(i):
            assert sum(abs(a - b) for a, b in zip(marks[i], marks[j])) > 120, ("colours too close", marks)
    page.screenshot(path=str(ARTIFACTS / f"selected-card-{page.viewport_size['width']}.png"))
    click_pile(page, "discard")
    wait_ply(page, start + 1, or_more=True)


def test_a_refused_drop_shakes_and_says_why_beside_the_card(page, site):
    open_link(page, site, "#/royal-cotillion?seed=5")
    state = RC.new(5)
    legal = {(m["from"], m["to"]) for m in RC.view(state, 0)["moves"]}
    source = next(f"D{i}" for i in range(1, 17) if (f"D{i}", "LS") not in legal)
    card = RC.view(state, 0)["deck"][int(source[1:]) - 1]["card"]["id"]
    drag(page, f'[data-card-id="{card}"]', "LS")
    page.wait_for_selector(".refusal")
    reason = page.inner_text(".refusal")
    try:
        RC.apply(state, RC.move_between(state, source, "LS"))
        raise AssertionError("the move was legal")
    except ValueError as err:
        assert reason == str(err)
    assert "refused" in page.get_attribute(f'[data-card-id="{card}"]', "class").split()
    bubble, card_box = page.locator(".refusal").bounding_box(), page.locator(f'[data-card-id="{card}"]').bounding_box()
    assert abs(bubble["y"] - (card_box["y"] + card_box["height"])) < 40, "the reason sits under the card"
    page.screenshot(path=str(ARTIFACTS / "refusal-beside-the-card.png"))
    assert ply(page) == 0


def test_a_click_during_a_bots_turn_says_who_is_thinking(sized, site):
    page = sized
    open_link(page, site, "#/kings-corners?seed=11&seats=human,strong")
    # The bot thinks for as long as the test needs: at any pace, a busy machine could let it
    # move before the click (the status then said its move).  (This screen only: going home
    # between tests closes it.)
    page.evaluate("courtly.screen.scheduleBot = () => {}")
    click_pile(page, "stock")  # draws and ends the turn
    wait_ply(page, 1)
    click_pile(page, "N")
    page.wait_for_selector(".refusal")
    assert "Player 2 (a bot) is thinking" in page.inner_text(".status")


def finished_link(game, seed):
    state, moves = random_game(game, seed, 1, None, 2000)
    assert game.outcome(state)
    return make_fragment(game.id, seed, 1, None, moves), game.outcome(state)


def test_the_results_card_fits_the_screen_closes_and_reopens(sized, site):
    page, size = sized, "phone" if sized.viewport_size["width"] < 700 else "desktop"
    link, outcome = finished_link(RC, 3)
    # played elsewhere: no game of this deal saved here (an earlier test may have left one)
    home(page, site).evaluate("""() => { for (const s of courtly.saves.listSaves().saves)
        if (s.game === 'royal-cotillion' && /[?&]seed=3(&|$)/.test(s.deal)) courtly.saves.discardSave(s.key); }""")
    open_link(page, site, link)
    card = page.wait_for_selector("dialog.results[open]")
    box, screen = card.bounding_box(), page.viewport_size
    assert box["x"] >= 0 and box["x"] + box["width"] <= screen["width"]
    assert box["y"] >= 0 and box["y"] + box["height"] <= screen["height"]
    text = page.inner_text("dialog.results")
    for stray in ("null", "undefined", "NaN"):
        assert stray not in text
    assert outcome["reason"].split(":")[0] in text.lower()
    facts = page.locator("dialog.results dt").all_text_contents()
    assert "Moves" in facts and "Time" not in facts, "a game played elsewhere was not timed here"
    page.screenshot(path=str(ARTIFACTS / f"results-card-{size}.png"))
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog.results:not([open])", state="attached")
    if size == "phone" and not page.locator("button:has-text('Results')").is_visible():
        press(page, ".more > summary")  # the toolbar's rarer buttons are under More on a phone
    press(page, "button:has-text('Results')")
    page.wait_for_selector("dialog.results[open]")
    press(page, "dialog.results button:has-text('Look at the table')")
    page.wait_for_selector("dialog.results:not([open])", state="attached")


@pytest.mark.parametrize("size, motion", [("desktop", "no-preference"), ("phone", "no-preference"),
                                          ("phone", "reduce")])
def test_a_win_shows_what_matters_and_celebrates_unless_asked_for_less_motion(request, site, size, motion):
    from courtly.solvers import solve
    line = solve(RC, RC.new(11)).line
    page = request.getfixturevalue("phone" if size == "phone" else "page")
    page.emulate_media(reduced_motion=motion)
    with storage_kept(home(page, site), "courtly:stats"):
        page.evaluate("localStorage.removeItem('courtly:stats')")   # a browser that has won nothing yet
        # On the desktop the game is played from its deal; on a phone it is finished from a
        # link that carries every move but the last (someone else's game): then its time and
        # moves are no best.
        facts = won(page, site, line, size, motion, from_deal=size == "desktop")
        page.screenshot(path=str(ARTIFACTS / f"results-won-{size}-{motion}.png"))
        if size == "desktop":
            assert int(facts["Moves"]) >= len(line) and facts.get("Fewest moves") == facts["Moves"], facts
            assert facts["Time"].count(":") == 1 and facts.get("Best time") == facts["Time"], facts
            counts_once(page)
        else:
            assert "Fewest moves" not in facts and "Best time" not in facts, facts


def play_from_the_deal(page, site, seed, line):
    """Open the deal and play ``line`` through the screen, as presses would send it."""
    open_link(page, site, f"#/royal-cotillion?seed={seed}")
    assert page.evaluate("""async (line) => { for (const move of line) {
        const reply = await courtly.screen.send({op: 'move', move}); if (!reply.ok) return reply.error; }
      return true; }""", line) is True
    wait_ply(page, len(line), or_more=True)


def won(page, site, line, size, motion, from_deal):
    if from_deal:
        play_from_the_deal(page, site, 11, line[:-1])
    else:
        open_link(page, site, make_fragment("royal-cotillion", 11, 1, None, line[:-1]))
    page.wait_for_selector("button.finish")  # offered here: wait, so the table no longer shifts
    view = page.evaluate("courtly.engine.request({op: 'view'})")["view"]
    last = next(m for m in view["moves"] if m["move"] == line[-1])
    assert [m for m in view["moves"] if m["from"] == last["from"]] == [last], "one press plays it"
    press(page, source_selector(last))       # scrolled to on a phone, as a player would
    page.wait_for_selector("dialog.results[open]")
    facts = dict(zip(page.locator("dialog.results dt").all_text_contents(),
                     page.locator("dialog.results dd").all_text_contents()))
    assert page.inner_text("#results-title") == "You won!", page.inner_text("dialog.results")
    assert facts.get("Winning streak") == "1", facts  # the first win of this browser
    assert page.locator("dialog.results .celebration").count() == (motion != "reduce")
    if motion != "reduce":   # the signs fall around the card, over the whole screen, behind its words
        frame, card = page.evaluate("""() => [document.querySelector('dialog.results .celebration'),
            document.querySelector('dialog.results .results-card')].map((e) => {
              const box = e.getBoundingClientRect();
              return [box.width, box.height, getComputedStyle(e).backgroundColor]; })""")
        assert frame[:2] == [page.viewport_size["width"], page.viewport_size["height"]], frame
        assert card[2] not in ("rgba(0, 0, 0, 0)", "transparent"), "the words on an opaque card"
    return facts


def counts_once(page):
    """After a first win: undo then redo of the winning move, and "Same deal" then undo, bring
    the same finished game back, and the statistics count it once."""
    counted = """() => { const e = JSON.parse(localStorage.getItem('courtly:stats')).games['royal-cotillion'];
      return [e.finished, e.won, e.streak]; }"""
    assert page.evaluate(counted) == [1, 1, 1]
    page.keyboard.press("Escape")
    for step in ("undo", "redo", "restart", "undo"):   # back to the win twice
        assert page.evaluate(f"courtly.screen.send({{op: '{step}'}}).then((r) => r.ok)"), step
    page.wait_for_selector("dialog.results[open]")
    assert page.evaluate("courtly.screen.reply.view.outcome") is not None
    assert page.evaluate(counted) == [1, 1, 1], "one game, counted once"


def test_the_last_move_stays_marked_until_the_person_acts(sized, site):
    page = sized
    open_link(page, site, "#/royal-cotillion?seed=5")
    record = RC.view(RC.new(5), 0)["moves"][0]
    press(page, source_selector(record))
    wait_ply(page, 1)
    assert page.locator(".card.last-move").count() >= 1
    press(page, ".status")                         # a press outside the table changes nothing
    assert page.locator(".card.last-move").count() >= 1
    x, y = centre(page, '[data-pile="F1"]')
    page.mouse.click(x, y)                         # the person acts on the table: the mark goes
    assert page.locator(".card.last-move").count() == 0


def test_a_press_that_plays_a_move_leaves_the_page_as_it_is_until_the_move_is_drawn(page, site):
    """The last move's marks stay through the press and go with the new move's drawing: an
    input that writes to the page makes Chromium hold the engine's reply until the next frame."""
    open_link(page, site, "#/royal-cotillion?seed=5")
    first = RC.view(RC.new(5), 0)["moves"][0]
    page.click(source_selector(first))
    wait_ply(page, 1)
    view = page.evaluate("courtly.engine.request({op: 'view'})")["view"]
    record = next(m for m in view["moves"] if m.get("id") and not m.get("deliberate")
                  and [o for o in view["moves"] if o["from"] == m["from"]] == [m])
    marked = "() => [...document.querySelectorAll('.last-move')].map((e) => e.dataset.cardId ?? e.dataset.pile)"
    before = page.evaluate(marked)
    assert first["id"] in before
    # (the clock's second ticks on its own time, not the press's: a tick in the window would be
    # read as the press writing; clean-clone run with the machine loaded)
    page.evaluate("""() => { window.__writes = [];
      new MutationObserver((records) => window.__writes.push(...records
          .filter((r) => !(r.target.parentElement ?? r.target).closest('.clock'))
          .map((r) => r.type + ' ' + (r.attributeName ?? ''))))
        .observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true }); }""")
    x, y = centre(page, source_selector(record))
    page.mouse.move(x, y)
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    page.evaluate("window.__writes = []")
    page.mouse.down()
    assert page.evaluate(marked) == before, "the press leaves the last move marked"
    assert page.evaluate("window.__writes") == [], "and writes nothing to the page"
    page.mouse.up()
    wait_ply(page, 2)
    after = page.evaluate(marked)
    assert record["id"] in after and first["id"] not in after, "the new move's drawing moved the marks"


def overlap(a, b) -> bool:
    return a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"] \
        and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"]


@pytest.mark.parametrize("size", list(SIZES))
def test_a_first_visit_to_a_game_gets_a_short_guide_once(browser, site, watch, size):
    """The guide speaks of clicking to a mouse and of tapping to a finger, never covers the title
    line (deal, clock, moves), goes once the first move is made, and comes once (fails when it
    said "Tap" to a mouse, floated over the title line and stayed for the whole game)."""
    context = browser.new_context(**SIZES[size], service_workers="block")
    page = new_page(browser, watch, context=context, first_visit=True)
    open_link(page, site, "#/royal-cotillion?seed=5")
    page.wait_for_selector(".notice:not([hidden])")
    said = page.inner_text(".notice p")
    assert said == RC.guide["touch" if size == "phone" else "mouse"]
    assert ("Tap" in said) == (size == "phone") and ("Click" in said or "click" in said) == (size == "desktop")
    assert not overlap(page.locator(".notice").bounding_box(), page.locator(".game-head").bounding_box())
    page.screenshot(path=str(ARTIFACTS / f"first-visit-guide-{size}.png"))
    press(page, ".notice button:has-text('Read the rules')")
    page.wait_for_selector("dialog.rules-sheet[open]")
    assert page.locator("dialog.rules-sheet .rule-picture").count() > 0, "the rules carry pictures"
    if size == "desktop":
        page.screenshot(path=str(ARTIFACTS / "rules-sheet.png"))
    page.keyboard.press("Escape")
    page.reload()
    page.wait_for_selector(".table[data-ply]:not(.waiting)")   # the guide, if any, comes with this drawing
    assert page.locator(".notice:not([hidden])").count() == 0, "only the first time"
    # A first game in a second game: the guide goes with the first move.
    open_link(page, site, "#/overthrone?seed=5")
    page.wait_for_selector(".notice:not([hidden])")
    reply = page.evaluate("courtly.engine.request({op: 'view'})")
    play_by_clicks(page, reply["view"]["moves"][0], reply["view"])
    page.wait_for_selector(".notice", state="hidden")
    context.close()
    assert watch.errors == [] and watch.offsite == []


def test_finish_plays_out_a_proven_win_and_is_offered_only_then(page, site):
    from courtly.solvers import solve
    line = solve(RC, RC.new(11)).line
    state, upto = RC.new(11), 0
    while not RC.all_known(state):                 # the first position with the fresh pile used up
        state = RC.apply(state, line[upto])
        upto += 1
    open_link(page, site, make_fragment("royal-cotillion", 11, 1, None, line[:upto - 1]))
    # Finish is offered once the solver's worker (made when first asked) proves the line: it
    # has answered all it was asked, or was never asked.
    page.wait_for_function("""() => { const analyst = courtly.screen.solver.analyst;
        return !analyst || (analyst.wasReady && analyst.pending.size === 0); }""")
    assert page.locator("button.finish").count() == 0, "not while a card is face down"
    open_link(page, site, make_fragment("royal-cotillion", 11, 1, None, line[:upto]))
    page.wait_for_selector("button.finish", timeout=30_000)
    page.screenshot(path=str(ARTIFACTS / "finish-offered.png"))
    page.click("button.finish")
    page.wait_for_selector("dialog.results[open]", timeout=120_000)
    assert "You won!" in page.inner_text("dialog.results")


def test_one_name_per_seat_and_you_lost_when_a_bot_wins(sized, site):
    """At a one-person table the person is "You" everywhere (results, log, seats), never
    "Player 1", and a bot's win reads "You lost"."""
    kc = get("kings-corners")
    for seed in range(1, 60):
        state, moves = random_game(kc, seed, 2, {}, 2000)
        if kc.outcome(state)["winners"] == [1]:
            break
    page = sized
    open_link(page, site, make_fragment("kings-corners", seed, 2, {}, moves, ["human", "quick"]))
    page.wait_for_selector("dialog.results[open]")
    assert page.inner_text("#results-title") == "You lost: Player 2 wins"
    press(page, "dialog.results >> text=Look at the table")
    words = page.evaluate("document.body.innerText")
    # the seats bar keeps the seat's number beside the name: "You (Player 1)"; nowhere else
    assert "You" in words and "Player 1" not in words.replace("You (Player 1)", "You"), \
        "one name for the person's seat"


def test_the_status_line_does_not_repeat_the_summary(sized, site):
    page = sized
    open_link(page, site, "#/royal-cotillion?seed=5")
    status, summary = page.inner_text(".status").strip(), page.inner_text(".summary").strip()
    assert status and summary and status not in summary and summary not in status, (status, summary)


def test_each_new_game_option_says_what_it_does_and_one_that_does_not_apply_is_hidden(sized, site):
    page = sized
    open_link(page, site, "#/kings-corners?seed=5&seats=human,quick")
    page.keyboard.press("n")
    page.wait_for_selector("dialog.new-game[open]")
    options = page.locator("dialog.new-game label.option")
    assert options.count() >= 3
    for i in range(options.count()):
        assert len(options.nth(i).locator(".option-help").inner_text()) > 20, options.nth(i).inner_text()
    target = page.locator('dialog.new-game [data-option="target"]')
    assert not target.is_visible(), "a match target only in a match"
    page.select_option("dialog.new-game select[name=match]", "true")
    assert target.is_visible()
    page.screenshot(path=str(ARTIFACTS / f"new-game-options-{page.viewport_size['width']}.png"), full_page=True)
    page.keyboard.press("Escape")


def test_the_table_does_not_jump_when_the_engines_are_ready(sized, site):
    """The start-up bar in the top bar takes no row of its own on a phone: when it goes, the
    table stays where the player's finger expects it (it used to rise 50 px at 360 px)."""
    page = sized
    open_link(page, site, "#/royal-cotillion?seed=11")
    # The page hides the bar 400 ms after the engines are ready; wait for that, or it may
    # hide the bar this test has just shown again (CI at 26fb482).
    page.wait_for_selector("#boot.done", state="attached")
    top = "document.querySelector('.table').getBoundingClientRect().top + scrollY"
    booting = page.evaluate(f"() => {{ document.getElementById('boot').classList.remove('done'); return {top}; }}")
    assert page.locator("#boot progress").is_visible(), "the bar shows while the engines start"
    ready = page.evaluate(f"() => {{ document.getElementById('boot').classList.add('done'); return {top}; }}")
    assert booting == ready


NODES = """() => new Map([...document.querySelectorAll('[data-card-id], [data-pile]')]
  .map((e) => [e.dataset.cardId ? 'card ' + e.dataset.cardId : 'pile ' + e.dataset.pile, e]))"""


@pytest.mark.parametrize("link", ["#/royal-cotillion?seed=5", "#/overthrone?seed=5",
                                  "#/kings-corners?seed=5&seats=human,quick"])
def test_a_move_keeps_the_cards_and_piles_it_did_not_change(page, site, link):
    """The card tables are keyed by card id: a move redraws the card that moved in place (the
    same node, now in its new pile) and leaves every other card's and pile's node where it was.
    (King's Court and Overthrow have their own: test_kings_court_page, test_overthrow_page.)"""
    open_link(page, site, link)
    page.wait_for_function("() => courtly.screen.reply.to_move === courtly.screen.reply.viewer")
    view = page.evaluate("courtly.screen.reply.view")
    record = next(m for m in view["moves"] if m.get("id") and m.get("from"))  # a card that travels
    page.evaluate(f"() => {{ window.__nodes = ({NODES})(); }}")
    play_by_clicks(page, record, view)
    kept = page.evaluate(f"""() => {{ const now = ({NODES})();
      return {{ same: [...window.__nodes].filter(([k, e]) => now.get(k) === e).map(([k]) => k),
               before: [...window.__nodes.keys()], after: [...now.keys()] }}; }}""")
    shown_both = set(kept["before"]) & set(kept["after"])
    assert f"card {record['id']}" in kept["same"], "the moved card is the same node"
    assert page.get_attribute(f'[data-card-id="{record["id"]}"]', "data-in") == record["to"]
    assert set(kept["same"]) == shown_both, "every card and pile still shown keeps its node"
    assert len(shown_both) > 12


MOTION_WATCH = """() => { window.__motion = { moving: 0, glides: 0 };
  const watch = new MutationObserver((changes) => { for (const c of changes) {
    if (c.target.classList.contains('moving')) window.__motion.moving += 1; } });
  watch.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...a) {
    if (this.classList.contains('card')) window.__motion.glides += 1;
    return animate.apply(this, a); };
  window.__unwatch = () => { watch.disconnect(); Element.prototype.animate = animate; }; }"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_a_player_who_asks_for_less_motion_sees_cards_land_at_once(page, site, motion):
    """With reduced motion asked for, a moved card is not marked as travelling and a bot's card
    does not glide from its seat: it is in its place in the frame that shows the move."""
    page.emulate_media(reduced_motion=motion)
    page.goto(site + "#/")
    page.wait_for_selector(HOME_SHOWN)
    page.evaluate(MOTION_WATCH)   # at home: the same document then opens the table
    open_link(page, site, "#/kings-corners?seed=5&seats=human,quick")
    page.wait_for_function("() => courtly.screen.reply.to_move === courtly.screen.reply.viewer")
    view = page.evaluate("courtly.screen.reply.view")
    record = next(m for m in view["moves"] if m.get("id") and m.get("from") and m["to"] != m["from"])
    play_by_clicks(page, record, view)
    moved = page.evaluate("window.__motion")
    page.evaluate("window.__unwatch()")   # the booted page is lent on as it was
    if motion == "reduce":
        assert moved == {"moving": 0, "glides": 0}
        gliding = "document.getAnimations().filter((a) => a.effect?.target?.classList.contains('card')).length"
        assert page.evaluate(gliding) == 0
    else:
        assert moved["moving"] > 0, "a moved card travels (so the test can tell)"
