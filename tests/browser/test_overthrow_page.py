"""Overthrow in Chromium: the board, its highlights, the dice and cards panel, a game to its end,
the phone's whole board with zoom on demand, drag and drop, the folding panel, bots you can
follow, and a move that redraws only what changed.

Most tests share one page (a new game is a new link in the same tab), so the engines start
once; the touch tests have a phone of their own.  Each test fails on a console error or a
request that leaves 127.0.0.1.
"""
import re

import pytest
from playwright.sync_api import expect

from conftest import ARTIFACTS, Watch, new_page
from courtly.core import IllegalMove
from courtly.games import get
from courtly.games.overthrow.board import board_for
from courtly.games.overthrow.cards import card_name
from courtly.links import make_fragment
from helpers import HOME_SHOWN, answered, cards_at_rest, centre, drag, next_frame, ply, status, swipe

OV = get("overthrow")
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}


def open_tab(browser, site, **context_options):
    """A tab on the home screen in a context of its own, where bots play at once."""
    watch = Watch()
    context = browser.new_context(**context_options)
    context.add_init_script("localStorage.setItem('courtly:pace','instant')")
    page = new_page(browser, watch, context=context)
    page.goto(site + "#/")
    page.wait_for_selector(HOME_SHOWN)
    return page, watch


def check_and_picture(page, watch, name, full_page=False):
    """After a test: its screenshot, and nothing left 127.0.0.1 or logged an error."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=full_page)
    try:
        assert watch.offsite == [], f"requests left 127.0.0.1: {watch.offsite}"
        assert watch.errors == [], f"console errors: {watch.errors}"
    finally:
        watch.offsite.clear()
        watch.errors.clear()


@pytest.fixture(scope="module")
def tab(browser, site):
    """One desktop tab for the module."""
    page, watch = open_tab(browser, site, viewport=DESKTOP)
    yield page, watch
    page.context.close()


@pytest.fixture
def page(tab, request):
    page, watch = tab
    page.set_viewport_size(DESKTOP)
    yield page
    page.evaluate("() => window.scrollTo(0, 0)")
    check_and_picture(page, watch, request.node.name, full_page=page.viewport_size["width"] < 500)


def click_pile(page, pile):
    """Click a cell or pile where a player would, at its centre (scrolled to the middle of the
    screen first, clear of the buttons kept at the bottom of a phone's screen)."""
    cell = page.locator(f'[data-pile="{pile}"]')
    cell.evaluate("e => e.scrollIntoView({block: 'center'})")
    box = cell.bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def wait_ply(page, n):
    """Move ``n`` (or a later one: bots answer at once) is drawn and no token is still
    travelling.  It waits by selectors: the page's content security policy forbids the string
    predicates of wait_for_function."""
    page.wait_for_selector(f'.table:not([data-ply="{n - 1}"])')
    assert ply(page) >= n
    page.wait_for_selector(".card.moving", state="detached")


def show(page, fragment):
    """Open a game link in the tab: home first, so the wait below is for the new table."""
    page.evaluate("() => { location.hash = '#/'; }")
    page.wait_for_selector(HOME_SHOWN)
    page.evaluate("f => { location.hash = f; }", fragment)
    page.wait_for_selector(".table[data-ply]")


def script(seed, plans):
    """Play each seat's planned moves in turn order (a seat with nothing planned ends its turn;
    a planned move its remaining actions cannot pay for waits for its next turn)."""
    state = OV.new(seed, 2, {"turn_limit": 15})
    plans = {seat: list(plan) for seat, plan in plans.items()}
    moves = []
    while any(plans.values()):
        todo = plans.get(OV.to_move(state))
        move = todo[0] if todo else "end"
        try:
            state = OV.apply(state, move)
        except IllegalMove:
            assert todo and state.actions, f"the plan's {move} is illegal: {OV.text(state, None)}"
            move = "end"
            state = OV.apply(state, move)
        else:
            if todo:
                todo.pop(0)
        moves.append(move)
    return state, moves


def planned():
    """Green builds towards the capital while Red passes, and stops mid-turn with militaries on
    c5-3, c4-3 and c3-4: c4-4 can be attacked by one military or by two."""
    state, moves = script(1, {0: ["land:c5-1", "land:c5-2", "land:c5-3", "military:c5-3", "land:c4-3",
                                  "land:c3-3", "land:c3-4", "military:c3-4", "military:c4-3"]})
    assert OV.to_move(state) == 0 and state.actions >= 3
    return state, moves


def link(seed, seats, moves=(), turn_limit=15):
    return make_fragment("overthrow", seed, len(seats), {"turn_limit": turn_limit}, moves, seats)


def look(page):
    """The person to move takes the device and shows their cards."""
    page.click(".pass-cover button")
    page.wait_for_selector(".pass-cover", state="hidden")
    page.wait_for_selector(".ovt-hand")


def deselect(page):
    """Click the felt in the table's corner, beside the board: the selection is dropped."""
    page.locator(".table").scroll_into_view_if_needed()
    box = page.locator(".table").bounding_box()
    page.mouse.click(box["x"] + 3, box["y"] + 3)


def targets(page):
    return set(page.eval_on_selector_all(".pile.target", "els => els.map(e => e.dataset.pile)"))


def tokens_on_board(page):
    """Token ids drawn in board cells (supply piles show pieces without ids)."""
    return set(page.eval_on_selector_all('.card[data-card-id][data-in^="c"]', "els => els.map(e => e.dataset.cardId)"))


def dice(page):
    """The dice of the last attack as drawn in the panel: the attacker's, then the defender's."""
    labels = page.eval_on_selector_all(".ovt-roll .ovt-die", "els => els.map(e => e.getAttribute('aria-label'))")
    return [int(re.match(r"\d", label)[0]) for label in labels]


def reason(state, source, target):
    with pytest.raises(IllegalMove) as err:
        OV.apply(state, OV.move_between(state, source, target))
    return str(err.value)


def test_overthrow_board_pieces_and_panel(page):
    state, moves = planned()
    show(page, link(1, ["human", "human"], moves))
    look(page)                                       # Green's turn: Green looks
    view = OV.view(state, 0)
    assert page.locator(".table .pile").count() == 121 + 3   # every cell, and three supply piles
    assert tokens_on_board(page) == {t["id"] for t in view["tokens"]}
    assert page.get_attribute('[data-card-id="M0-0"]', "data-card") == "M0"
    assert page.get_attribute('[data-card-id="M0-0"]', "data-in") == "c5-3"
    labels = dict(page.eval_on_selector_all("[data-pile]",
                                            "els => els.map(e => [e.dataset.pile, e.getAttribute('aria-label')])"))
    # cells are named as the board's edges label them: column letters, row numbers
    assert labels["c5-0"] == "F1, green HQ"
    assert labels["c5-5"] == "F6, the capital centre, defends with 2 dice"
    assert labels["c5-3"] == "F4, green land, with a green military"
    assert labels["c2-3"] == "C4, village, linked by green"
    assert labels["supply:land"] == f"land supply, {view['seats'][0]['supply']['land']} left (1 action each)"
    edges = page.eval_on_selector_all(".ovt-coord", "els => els.map(e => e.textContent)")
    assert edges == list("ABCDEFGHIJK") + [str(row) for row in range(1, 12)], edges   # letters, then the rows
    panel = page.inner_text(".side-panel")
    assert f"{view['actions']} actions left" in panel
    for card in view["hand"]["influence"]:
        assert card["effect"] in panel
    assert f"Round {view['round']} of 15" in panel
    assert page.inner_text(".actions button[data-move=end]") == f"End turn ({view['actions']} actions unused)"
    # Each section that folds shows it can (a marker that turns), and no shadow lies over the
    # panel's words where it scrolls (it read as a fade over live text).
    folds = page.evaluate("""() => [...document.querySelectorAll('.ovt-fold > summary')].map((s) => {
      const marker = getComputedStyle(s, '::before');
      return [s.textContent, marker.content !== 'none' && parseFloat(marker.width) > 0]; })""")
    assert len(folds) >= 2 and all(shown for _, shown in folds), folds
    assert page.evaluate("getComputedStyle(document.querySelector('.module-panel')).backgroundImage") == "none"
    # The rules, in the project's words, behind the Rules button.
    page.click("button:has-text('Rules')")
    rules = page.inner_text("dialog.rules-sheet[open]")
    assert "capital" in rules and "influence" in rules
    needs = board_for(2).centre_needs   # the balance rule, with the engine's number...
    assert f"only a player who holds {needs} capital cells may attack it" in rules
    assert "simulation" not in rules    # ...but not why: that is py/rules/overthrow.md's
    page.keyboard.press("Escape")


def test_overthrow_selecting_lights_the_legal_cells(page):
    state, moves = planned()
    show(page, link(1, ["human", "human"], moves))
    look(page)
    records = OV.view(state, 0)["moves"]
    n = ply(page)
    for source in ("supply:land", "supply:military", "supply:trade", "c5-3", "c3-4"):
        click_pile(page, source)
        expected = {m["to"] for m in records if m["from"] == source}
        assert expected and targets(page) == expected, source
        deselect(page)
        assert targets(page) == set()
    assert ply(page) == n, "selecting plays nothing"
    # Several militaries: the target first, then the military that moves in.
    click_pile(page, "c4-4")
    assert targets(page) == {"c4-3", "c3-4"}
    click_pile(page, "c4-3")
    wait_ply(page, n + 1)
    after = OV.apply(state, "attack:c4-4:c4-3,c3-4")
    assert "with 2 militaries from E4, D5" in page.inner_text(".log li:last-child")
    assert tokens_on_board(page) == {t["id"] for t in OV.view(after, 0)["tokens"]}
    assert dice(page) == list(after.roll.attack) + list(after.roll.defence)


def test_overthrow_an_illegal_move_gives_the_engines_reason(page):
    state, moves = planned()
    show(page, link(1, ["human", "human"], moves))
    look(page)
    n = ply(page)
    click_pile(page, "supply:land")
    click_pile(page, "c0-10")                        # far from Green's network
    page.wait_for_selector(".status.error")
    assert status(page) == reason(state, "supply:land", "c0-10")
    click_pile(page, "supply:military")
    click_pile(page, "c7-7")
    expect(page.locator(".status")).to_have_text(reason(state, "supply:military", "c7-7"))
    assert ply(page) == n


def effects(state, seat):
    hand = OV.view(state, seat)["hand"]
    return {c["effect"] for c in hand["influence"] + hand["exposure"]}


def hand_words(state, seat):
    """The effect texts of the cards only ``seat`` holds (a kind both seats hold proves nothing)."""
    return effects(state, seat) - effects(state, 1 - seat)


def test_overthrow_hot_seat_cover_hides_the_next_players_cards(page):
    show(page, link(8, ["human", "human"]))
    state = OV.new(8, 2, {"turn_limit": 15})
    first, second = state.first, 1 - state.first
    assert hand_words(state, first) and hand_words(state, second), "a deal where each hand has a kind of its own"
    covered_then_shown(page, state, first, second)
    n = ply(page)
    page.click(".actions button[data-move=end]")
    wait_ply(page, n + 1)
    state = OV.apply(state, "end")
    page.wait_for_selector(".pass-cover:not([hidden])")
    assert f"Pass the device to Player {second + 1}" in page.inner_text(".pass-cover")
    colour = OV.view(state, None)["seats"][second]["colour"]
    assert f" · Player {second + 1} ({colour}) to play · " in page.inner_text(".summary"), "the table's names"
    covered_then_shown(page, state, second, first)


def covered_then_shown(page, state, looking, other):
    """The cover is up with no hand in the page; once ``looking`` looks, only theirs is."""
    page.wait_for_selector(".pass-cover:not([hidden])")
    html = page.content()
    assert page.locator(".ovt-hand").count() == 0
    for seat in (0, 1):
        assert not [w for w in hand_words(state, seat) if w in html], "the cover hides every hand"
    page.click(".pass-cover button")
    page.wait_for_selector(".ovt-hand")
    html = page.content()
    assert all(w in html for w in hand_words(state, looking))
    assert not [w for w in hand_words(state, other) if w in html]


# --- the defender's choice and the swap, by click -------------------------------------------

def test_overthrow_the_defender_chooses_the_lost_attacker_by_click(page):
    # Green comes down the east side to c7-4 and c8-5, Red up to c7-5 with a military; Green
    # attacks with both and loses the roll on this deal, so Red picks the military Green loses.
    green = ["land:c6-0", "land:c7-0", "land:c7-1", "land:c7-2", "land:c7-3", "land:c7-4", "land:c8-4",
             "land:c8-5", "military:c7-4", "military:c8-5", "attack:c7-5:c7-4,c8-5"]
    red = ["land:c6-10", "land:c7-10", "land:c7-9", "land:c7-8", "land:c7-7", "land:c7-6", "land:c7-5", "military:c7-5"]
    state, moves = script(1, {0: green, 1: red})
    assert state.choice is not None and state.choice.defender == 1
    show(page, link(1, ["human", "human"], moves))
    assert "Pass the device to Player 2" in page.inner_text(".pass-cover")
    look(page)
    lit = set(page.eval_on_selector_all(".pile-ovt-choose", "els => els.map(e => e.dataset.pile)"))
    assert lit == set(state.choice.attackers) == {"c7-4", "c8-5"}
    assert "Choose which attacking military is lost" in page.inner_text(".ovt-turn")
    assert dice(page) == list(state.roll.attack) + list(state.roll.defence)
    n = ply(page)
    lost = state.top[board_for(2).cell("c8-5")]
    click_pile(page, "c8-5")
    wait_ply(page, n + 1)
    after = OV.apply(state, "lose:c8-5")
    assert page.locator(f'[data-card-id="{lost}"]').count() == 0
    assert tokens_on_board(page) == {t["id"] for t in OV.view(after, None)["tokens"]}
    assert "Player 2 (red) chooses: the attacking military on I6 is lost." in page.inner_text(".log li:last-child")


def test_overthrow_a_card_swap_at_five_by_buttons(page):
    # Green links the villages c2-3 and c8-3 (five cards), then a trade route to c2-3 earns a
    # sixth: keep the five, or swap one for a fresh draw.
    green = ["land:c4-0", "land:c3-0", "land:c2-0", "land:c2-1", "land:c2-2", "land:c6-0", "land:c7-0", "land:c8-0",
             "land:c8-1", "land:c8-2", "trade:c4-0", "trade:c3-0", "trade:c2-0", "trade:c2-1", "trade:c2-2"]
    state, moves = script(1, {0: green})
    assert OV.to_move(state) == 0 and state.swaps == 1
    show(page, link(1, ["human", "human"], moves))
    look(page)
    view = OV.view(state, 0)
    buttons = page.eval_on_selector_all(".actions button", "els => els.map(e => [e.dataset.move, e.textContent])")
    first_of_kind = {}
    for m in view["moves"]:
        if m["kind"] == "swap":
            first_of_kind.setdefault(m["card"], m)
    assert dict(buttons) == {"keep": "Keep my cards", **{m["move"]: m["label"] for m in first_of_kind.values()}}
    assert all(label == f"Swap {card_name(move[5:])}" for move, label in buttons if move != "keep")
    assert len(buttons) < len(view["moves"]), "this hand holds two Spymasters: one button for both"
    assert "keep your cards, or swap one" in page.inner_text(".ovt-turn").lower()
    swap = next(m for m in view["moves"] if m["kind"] == "swap")
    n = ply(page)
    page.click(f'.actions button[data-move="{swap["move"]}"]')
    wait_ply(page, n + 1)
    after = OV.view(OV.apply(state, swap["move"]), 0)
    shown = page.eval_on_selector_all(".ovt-hand li.ovt-influence strong", "els => els.map(e => e.textContent)")
    assert shown == [c["name"] for c in after["hand"]["influence"]]
    assert "Player 1 (green) swaps an influence card for a new one." in page.inner_text(".log li:last-child")


# --- a whole game against a bot -------------------------------------------------------------

def centre_distance(cell):
    x, y = map(int, cell[1:].split("-"))
    return abs(x - 5) + abs(y - 5)


def choose(view):
    """A steady plan for the person: answer decisions, attack alone, arm the front, grow inwards."""
    moves = view["moves"]
    by = {k: [m for m in moves if m["kind"] == k] for k in ("lose", "keep", "attack", "military", "land", "end")}
    if by["lose"] or by["keep"]:
        return (by["lose"] or by["keep"])[0]
    singles = [m for m in by["attack"] if len(m["attackers"]) == 1]
    if singles:
        return min(singles, key=lambda m: centre_distance(m["to"]))
    armed = {t["cell"] for t in view["tokens"] if t["kind"] == "military"}
    front = [m for m in by["military"] if centre_distance(m["to"]) <= 2 and m["to"] not in armed]
    if front:
        return front[0]
    if by["land"]:
        return min(by["land"], key=lambda m: (centre_distance(m["to"]), m["to"]))
    return by["end"][0]


def play(page, record):
    """Do what a player does for ``record``: a button, a single cell, or a pile then a cell."""
    if record["from"] is None:
        page.click(f'.actions button[data-move="{record["move"]}"]')
    elif record["kind"] == "lose":
        click_pile(page, record["from"])
    else:
        click_pile(page, record["from"])
        assert record["to"] in targets(page)
        click_pile(page, record["to"])


def snapshot(page):
    return page.evaluate("window.courtly.engine.request({op: 'view'})")


@pytest.mark.parametrize("seed", [4])
def test_overthrow_a_short_game_against_a_bot_to_its_banner(page, seed):
    show(page, link(seed, ["human", "quick"], turn_limit=5))
    played = 0
    while True:
        page.wait_for_selector('dialog.results[open], li.seat-chip[data-seat="0"].turn')
        reply = snapshot(page)
        state = OV.new(seed, 2, {"turn_limit": 5})
        for move in reply["moves"]:
            state = OV.apply(state, move)
        if OV.outcome(state):
            break
        assert OV.to_move(state) == 0
        assert tokens_on_board(page) == {t["id"] for t in OV.view(state, 0)["tokens"]}
        record = choose(OV.view(state, 0))
        n = ply(page)
        play(page, record)
        wait_ply(page, n + 1)
        played += 1
    mine, replayed = 0, OV.new(seed, 2, {"turn_limit": 5})
    for move in reply["moves"]:
        mine += OV.to_move(replayed) == 0
        replayed = OV.apply(replayed, move)
    assert played == mine >= 5, "every move of the person's was made by clicks, at least one a round"
    page.wait_for_selector("dialog.results[open]")
    result = OV.outcome(state, names=reply["names"])   # the seats as the table names them
    banner = page.inner_text("dialog.results")
    assert ("You won!" in banner) == (0 in result["winners"])
    colours = [s["colour"] for s in OV.view(state, None)["seats"]]
    assert result["reason"] in banner and f"({colours[result['winners'][0]]})" in result["reason"]
    for info in OV.view(state, None)["seats"]:
        assert f"({info['colour']}): {info['capital']} capital cell" in banner
    assert "Game over" in page.inner_text(".summary")


# --- four players, and a phone ----------------------------------------------------------------

@pytest.fixture(scope="module")
def phone_tab(browser, site):
    """A phone with touch, for the module."""
    page, watch = open_tab(browser, site, viewport=PHONE, has_touch=True, is_mobile=True, service_workers="block")
    yield page, watch
    page.context.close()


@pytest.fixture
def phone(phone_tab, request):
    page, watch = phone_tab
    yield page
    check_and_picture(page, watch, request.node.name)


def persons_turn(page):
    """Wait until the bots hand the turn back (the turn line on the table names the person)."""
    page.wait_for_selector('.ovt-line[data-seat="0"]:not(.thinking)')


def tap(page, selector):
    """A finger on ``selector``, brought to the middle of the screen first (at an edge it may lie
    under the buttons kept at the bottom of a phone's screen)."""
    page.locator(selector).first.evaluate("e => e.scrollIntoView({block: 'center'})")
    next_frame(page)   # the scroll's listeners have run: chrome kept on screen has moved with it
    x, y = centre(page, selector)
    page.touchscreen.tap(x, y)


CELL_SIZES = """() => [...document.querySelectorAll('.table .pile:not(.pile-ovt-supply)')]
    .map((el) => { const r = el.getBoundingClientRect(); return Math.min(r.width, r.height); })"""
TAKERS = """() => [...document.querySelectorAll('.table .pile:not(.pile-ovt-supply)')]
    .filter((el) => getComputedStyle(el).pointerEvents !== 'none').map((el) => el.dataset.pile)"""
HIT_AREAS = """() => [...document.querySelectorAll('.table .pile:not(.pile-ovt-supply)')]
    .filter((el) => getComputedStyle(el).pointerEvents !== 'none')
    .map((el) => { const r = el.getBoundingClientRect(), a = getComputedStyle(el, '::after');
      return Math.max(Math.min(r.width, r.height), Math.min(parseFloat(a.width) || 0, parseFloat(a.height) || 0)); })"""


def test_overthrow_four_players_on_a_phone(phone):
    """The whole board is the phone's default, near the top of the screen, with the turn on the
    table; only what can be played takes a finger (over 44 px), and Zoom gives every cell a
    finger's size, the board then panned by a swipe that plays nothing."""
    show(phone, link(3, ["human", "quick", "quick", "quick"]))
    persons_turn(phone)
    for part in (".table-row", ".actions", ".status-bar"):
        box = phone.locator(part).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, part
    assert phone.locator(".table .pile").count() == 225 + 3
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    for pile in ("c0-0", "c14-14", "c14-0", "c0-14", "supply:land", "supply:military", "supply:trade"):
        box = phone.locator(f'[data-pile="{pile}"]').bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, pile
    assert phone.locator('[data-pile="c0-0"]').bounding_box()["y"] < 230, "the board starts near the top"
    line = phone.inner_text(".table .ovt-line").strip()
    assert line.startswith("You (green)") and "actions left" in line, "the turn is told on the table"
    for pile in ("supply:land", "supply:military", "supply:trade"):
        box = phone.locator(f'[data-pile="{pile}"]').bounding_box()
        assert box["height"] >= 44 and box["width"] >= 44, "the supply piles take a finger"
    # Nothing on the map takes a finger until something can be played there.
    assert phone.evaluate(TAKERS) == []
    assert max(phone.evaluate(CELL_SIZES)) < 30, "the whole board: cells too small for a finger"
    tap(phone, '[data-pile="supply:land"]')
    phone.wait_for_selector(".pile.target")
    assert set(phone.evaluate(TAKERS)) == targets(phone) == {"c6-0", "c8-0", "c7-1"}
    assert min(phone.evaluate(HIT_AREAS)) >= 44, "each lit cell takes a finger over 44 px"
    n = ply(phone)
    tap(phone, '[data-pile="c7-1"]')
    wait_ply(phone, n + 1)
    assert phone.get_attribute('[data-pile="c7-1"]', "aria-label") == "H2, green land"
    persons_turn(phone)
    # Zoom: every cell a finger's size; a swipe on the board pans it and plays nothing.
    tap(phone, ".ovt-zoom")
    phone.wait_for_selector(".ovt-board.zoomed")
    assert phone.get_attribute(".ovt-zoom", "aria-pressed") == "true"
    assert min(phone.evaluate(CELL_SIZES)) >= 44
    host = "document.querySelector('.table-host')"
    assert phone.evaluate(f"{host}.scrollWidth > {host}.clientWidth")
    phone.evaluate("window.scrollTo(0, document.querySelector('.table-host').getBoundingClientRect().top + scrollY)")
    before, n = phone.evaluate(f"{host}.scrollLeft"), ply(phone)
    box = phone.locator(".table-host").bounding_box()
    swipe(phone, box["x"] + box["width"] * 0.7, box["y"] + 250, -160, 0)
    assert abs(phone.evaluate(f"{host}.scrollLeft") - before) > 60, "the swipe panned the board"
    answered(phone)
    assert ply(phone) == n, "and nothing was played"
    tap(phone, ".ovt-zoom")
    phone.wait_for_selector(".ovt-board.overview")
    assert max(phone.evaluate(CELL_SIZES)) < 30


def test_overthrow_on_a_phone_a_refusal_and_the_zoom_switch_show_whole(phone):
    """A supply pile under the whole board that cannot be played says why above it (below, the
    table ends and would cut the words off); the Zoom switch's word fits it in either mode."""
    show(phone, link(3, ["human", "quick", "quick", "quick"]))
    persons_turn(phone)
    state = OV.new(3, 4, {"turn_limit": 15})
    for move in snapshot(phone)["moves"]:
        state = OV.apply(state, move)
    assert not [r for r in OV.records(state) if r["from"] == "supply:military"]
    tap(phone, '[data-pile="supply:military"]')
    bubble = phone.locator(".refusal")
    expect(bubble).to_have_text(OV.why_not(state, "supply:military"))
    inside = phone.locator(".table").bounding_box()
    box = bubble.bounding_box()
    assert inside["y"] <= box["y"] and box["y"] + box["height"] <= inside["y"] + inside["height"], "not cut off"
    fits = "(() => { const b = document.querySelector('.ovt-zoom'); return b.scrollWidth <= b.clientWidth; })()"
    assert phone.evaluate(fits)
    tap(phone, ".ovt-zoom")
    phone.wait_for_selector(".ovt-board.zoomed")
    assert phone.evaluate(fits), "the word Zoom fits its button"
    tap(phone, ".ovt-zoom")
    phone.wait_for_selector(".ovt-board.overview")


def test_overthrow_a_tap_on_the_whole_board_zooms_in_there(phone):
    show(phone, link(3, ["human", "quick", "quick", "quick"]))
    persons_turn(phone)
    n = ply(phone)
    tap(phone, '[data-pile="c3-11"]')                 # D12: nothing to play there
    phone.wait_for_selector(".ovt-board.zoomed")
    answered(phone)                                   # nothing played; the page scrolled to it at the frame
    box = phone.locator('[data-pile="c3-11"]').bounding_box()
    assert box["width"] >= 44 and 0 <= box["x"] and box["x"] + box["width"] <= 360
    assert 0 <= box["y"] and box["y"] + box["height"] <= 740, "the tapped place is on screen"
    assert ply(phone) == n
    tap(phone, ".ovt-zoom")
    phone.wait_for_selector(".ovt-board.overview")


STUCK = """() => { const dock = document.querySelector('.actions').getBoundingClientRect().top;
  return ['[data-pile="supply:land"]', '.card[data-in="supply:land"]', '.ovt-line', '.ovt-columns'].map((s) => {
    const e = document.querySelector(s), b = e?.getBoundingClientRect();
    const seen = !!e && b.top >= -0.5 && b.bottom <= Math.min(dock, innerHeight) + 0.5;
    return [s, seen, e ? Math.round(b.top) : null]; }); }"""


@pytest.mark.parametrize("seats", [["human", "quick"], ["quick", "human"]], ids=["band-above", "band-below"])
def test_overthrow_zoomed_the_chrome_and_letters_stay_on_screen_as_the_page_scrolls(phone, seats):
    """Zoomed, the board is taller than a phone's screen and the page scrolls: the supply chips,
    the turn line and the columns' letters keep to the screen (they scrolled away with the board),
    whether the person's band sits above the board (an HQ at its top) or under it."""
    show(phone, link(3, seats))
    phone.wait_for_selector(f'.ovt-line[data-seat="{seats.index("human")}"]:not(.thinking)')
    tap(phone, ".ovt-zoom")
    phone.wait_for_selector(".ovt-board.zoomed")
    assert phone.evaluate("document.documentElement.scrollHeight") > 740 + 300, "the page scrolls"
    for y in (0, 150, 300):
        phone.evaluate(f"window.scrollTo(0, {y})")
        next_frame(phone)
        cards_at_rest(phone)
        off = [where for where, shown, _ in phone.evaluate(STUCK) if not shown]
        assert off == [], (y, phone.evaluate(STUCK))
        phone.screenshot(path=str(ARTIFACTS / f"overthrow-zoomed-scrolled-{seats.index('human')}-{y}.png"))
    phone.evaluate("window.scrollTo(0, 0)")


def test_overthrow_zoomed_the_chrome_and_row_numbers_stay_as_the_board_pans(phone):
    """Zoomed on a phone, the board pans sideways under the supply chips (each named), the turn
    line with its Zoom switch and the row numbers, which all stay on screen (they panned away
    with the board, and the chips showed an icon and a count alone)."""
    show(phone, link(3, ["human", "quick"]))
    persons_turn(phone)
    tap(phone, ".ovt-zoom")
    phone.wait_for_selector(".ovt-board.zoomed")
    hints = phone.eval_on_selector_all(".pile-ovt-supply .pile-hint", "els => els.map(e => e.textContent)")
    assert [hint.split()[0] for hint in hints] == ["Land", "Military", "Trade"], hints
    # the panel names the bot in the session's words, as the seats bar does
    assert set(phone.eval_on_selector_all(".ovt-bot", "els => els.map(e => e.textContent)")) == {" \u00b7 quick bot"}
    assert phone.evaluate("document.querySelector('.table-host').scrollWidth") > 360, "the board pans"
    for left in (0, 10_000):
        phone.evaluate(f"document.querySelector('.table-host').scrollLeft = {left}")
        next_frame(phone)   # the scroll's event, then a frame drawn after it
        host = phone.locator(".table-host").bounding_box()
        span = (host["x"] - 0.5, host["x"] + host["width"] + 0.5)
        for where in ('[data-pile="supply:land"]', '[data-pile="supply:trade"]', ".ovt-line", ".ovt-zoom"):
            box = phone.locator(where).bounding_box()
            assert span[0] <= box["x"] and box["x"] + box["width"] <= span[1], (left, where, box, host)
        rows = phone.eval_on_selector_all(".ovt-rows text", "els => els.map(e => e.getBoundingClientRect().left)")
        assert len(rows) >= 11 and all(span[0] <= x <= span[1] for x in rows), (left, rows[:3], host)
        phone.screenshot(path=str(ARTIFACTS / f"overthrow-zoomed-panned-{left and 'right' or 'left'}.png"))


def test_overthrow_on_a_shared_phone_each_person_starts_at_their_hq(phone):
    """Four people, one phone, zoomed in: when the device passes, the board opens on the next
    person's HQ with their supply piles on screen."""
    state = OV.new(4, 4, {"turn_limit": 15})
    show(phone, link(4, ["human"] * 4))
    seen = []
    for turn in range(2):
        look(phone)
        if turn == 0:
            tap(phone, ".ovt-zoom")
            phone.wait_for_selector(".ovt-board.zoomed")
        seat = OV.to_move(state)
        next_frame(phone)  # the host scrolls on the next frame
        assert phone.evaluate("document.querySelector('.table-host').scrollWidth") > 360
        hq = board_for(4).hqs[seat]
        hq_id = f"c{hq % 15}-{hq // 15}"
        for pile in (hq_id, "supply:land", "supply:military", "supply:trade"):
            box = phone.locator(f'[data-pile="{pile}"]').bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 360, (seat, pile, box)
        seen.append(phone.evaluate("document.querySelector('.table-host').scrollLeft"))
        n = ply(phone)
        phone.click(".actions button[data-move=end]")
        wait_ply(phone, n + 1)
        state = OV.apply(state, "end")
    assert seen[0] != seen[1], "the two people's HQs are on different sides of the board"


def test_overthrow_four_players_on_a_desktop(page):
    show(page, link(3, ["human", "quick", "quick", "quick"]))
    page.wait_for_selector('li.seat-chip[data-seat="0"].turn')
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280
    fits = page.evaluate("() => { const h = document.querySelector('.table-host'); "
                         "return h.scrollHeight <= h.clientHeight; }")
    assert fits, "the whole board shows without scrolling"
    assert page.locator(".actions button[data-move=end]").bounding_box()["y"] + 44 <= 800, "End turn is on screen"
    status = page.locator(".status-bar").bounding_box()
    assert status["y"] + status["height"] <= 800, "the status line is on screen, not cut"


# --- one move model: the engine's records, played as they are --------------------------------

def test_overthrow_the_page_plays_the_engines_records_as_they_come(page):
    """The view's move records reach the table unchanged (no second move model in the page):
    the buttons are the records without a pile, with the engine's labels, and a gesture from
    one pile to another plays the first record between them."""
    state, moves = planned()
    show(page, link(1, ["human", "human"], moves))
    look(page)
    records = snapshot(page)["view"]["moves"]
    assert records == OV.view(state, 0)["moves"]
    buttons = page.eval_on_selector_all(".actions button", "els => els.map(e => [e.dataset.move, e.textContent])")
    assert buttons == [[r["move"], r["label"]] for r in records if r["from"] is None]
    assert [r["move"] for r in records] == OV.legal_moves(state)


def test_overthrow_the_surveyors_free_land_is_told_with_the_actions_left(page):
    """After a paid land with Surveyors: "2 actions left + a free land" on the table and in
    the panel, and the panel says how the free land is given up."""
    seed = next(seed for seed in range(500) if any(c.startswith("surveyors")
                                                   for c in OV.new(seed, 2, {"turn_limit": 15}).seats[0].influence))
    state = OV.new(seed, 2, {"turn_limit": 15})
    moves = ["end"] if state.first == 1 else []       # Red ends at once: Green, who holds Surveyors, lays
    for move in moves:
        state = OV.apply(state, move)
    lay = next(m for m in OV.legal_moves(state) if m.startswith("land:"))
    state = OV.apply(state, lay)
    assert state.bonus_land and state.turn == 0
    show(page, link(seed, ["human", "human"], moves + [lay]))
    look(page)
    left = f"{state.actions} action{'s' if state.actions != 1 else ''} left + a free land"
    assert left in page.inner_text(".table .ovt-line")
    panel = page.inner_text(".ovt-turn")
    assert left in panel
    assert ("Surveyors: you may lay one more land token free of charge; any other action, or ending the turn, "
            "gives it up.") in panel
    assert "skip the free land" in page.inner_text(".actions button[data-move=end]")


# --- drag and drop ----------------------------------------------------------------------------

def test_overthrow_tokens_and_militaries_drag_to_their_cells(page):
    state, moves = planned()
    show(page, link(1, ["human", "human"], moves))
    look(page)
    view = OV.view(state, 0)
    # the supply's next token: dragged onto a lit cell, it is laid there, the same element
    token = view["seats"][0]["next"]["land"]["id"]
    n = ply(page)
    drag(page, f'[data-card-id="{token}"]', "c6-3")
    wait_ply(page, n + 1)
    assert page.get_attribute(f'[data-card-id="{token}"]', "data-in") == "c6-3"
    state = OV.apply(state, "land:c6-3")
    # a military dragged onto its own free land moves there; onto an enemy's, it attacks alone
    military = page.get_attribute('[data-in="c5-3"].card.playable', "data-card-id")
    n = ply(page)
    drag(page, f'[data-card-id="{military}"]', "c6-3")
    wait_ply(page, n + 1)
    assert page.get_attribute(f'[data-card-id="{military}"]', "data-in") == "c6-3"
    assert snapshot(page)["moves"][-1] == "move:c5-3:c6-3"
    # dropped where it may not go: the engine's reason beside it, and nothing played
    n = ply(page)
    drag(page, f'[data-card-id="{military}"]', "c9-9")
    page.wait_for_selector(".refusal")
    assert "it cannot reach J10" in page.inner_text(".status")
    assert ply(page) == n


def test_overthrow_a_finger_drags_a_token_from_the_supply_on_a_phone(phone):
    show(phone, link(3, ["human", "quick", "quick", "quick"]))
    persons_turn(phone)
    token = snapshot(phone)["view"]["seats"][0]["next"]["land"]["id"]
    # the board and its supply in the middle of the screen (a notice may sit above the table)
    phone.locator(".table-host").evaluate("e => e.scrollIntoView({block: 'center'})")
    x, y = centre(phone, f'[data-card-id="{token}"]')
    tx, ty = centre(phone, '[data-pile="c6-0"]')
    n = ply(phone)
    cdp = phone.context.new_cdp_session(phone)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y, "id": 1}]})
    for i in range(1, 13):
        f = i / 12
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove",
                                              "touchPoints": [{"x": x + (tx - x) * f, "y": y + (ty - y) * f, "id": 1}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()
    wait_ply(phone, n + 1)
    assert phone.get_attribute(f'[data-card-id="{token}"]', "data-in") == "c6-0"
    assert snapshot(phone)["moves"][n] == "land:c6-0"


# --- the side panel ---------------------------------------------------------------------------

NESTED_SCROLLS = """() => {
  const scrolls = (el) => { const s = getComputedStyle(el);
    return /(auto|scroll)/.test(s.overflowY) && el.scrollHeight > el.clientHeight; };
  const boxes = [...document.querySelectorAll('.side-panel, .side-panel *')].filter(scrolls);
  return boxes.filter((el) => boxes.some((other) => other !== el && other.contains(el))).map((el) => el.className);
}"""


CUT = """() => [...document.querySelectorAll('.side-panel .ovt-hand li, .side-panel .ovt-roll, .side-panel .log li')]
    .filter((el) => el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent.slice(0, 40))"""


def panel_folds_and_nests_no_scroll_boxes(page, press):
    """Issue 21.8 wherever the panel is: beside the board, or under it on a phone."""
    show(page, link(3, ["human", "quick", "quick", "quick"]))
    persons_turn(page)
    assert page.evaluate(NESTED_SCROLLS) == [], "no scroll box inside another"
    shown, lines = page.eval_on_selector(".side-panel .log", "e => [e.clientHeight, e.scrollHeight]")
    assert shown >= min(160, lines - 1), "the log shows about ten lines, or all it has (a phone's grows with it)"
    heights = {round(b["height"]) for b in (page.locator(".ovt-seat").nth(i).bounding_box() for i in range(4))}
    assert len(heights) == 1, f"every seat's board is the same height: {heights}"
    # the sections fold, and stay as the person left them after a move
    sections = page.eval_on_selector_all(".ovt-panel details > summary", "els => els.map(e => e.textContent)")
    assert {"Your cards", "Players", "How to play a turn"} <= set(sections)
    press(page, ".ovt-panel details.ovt-seats > summary")
    assert page.locator(".ovt-panel details.ovt-seats").get_attribute("open") is None
    n = ply(page)
    press(page, '[data-pile="supply:land"]')
    press(page, '[data-pile="c7-1"]')
    wait_ply(page, n + 1)
    assert page.locator(".ovt-panel details.ovt-seats").get_attribute("open") is None, "still folded"
    assert page.locator(".ovt-panel details.ovt-cards").get_attribute("open") is not None
    assert page.evaluate(CUT) == [], "no card, roll or log line is cut mid-line"
    # each card, brought into view, shows whole inside the panel
    box = page.locator(".module-panel").bounding_box()
    for i in range(page.locator(".ovt-hand li").count()):
        card = page.locator(".ovt-hand li").nth(i)
        card.scroll_into_view_if_needed()
        b = card.bounding_box()
        box = page.locator(".module-panel").bounding_box()
        assert box["y"] - 1 <= b["y"] and b["y"] + b["height"] <= box["y"] + box["height"] + 1, "a card is never cut"
    press(page, ".ovt-panel details.ovt-seats > summary")


def test_overthrow_the_side_panel_folds_and_nests_no_scroll_boxes(page):
    panel_folds_and_nests_no_scroll_boxes(page, lambda page, selector: page.click(selector))


def test_overthrow_on_a_phone_the_panel_under_the_board_folds_and_nests_no_scroll_boxes(phone):
    panel_folds_and_nests_no_scroll_boxes(phone, tap)


# --- bots you can follow ----------------------------------------------------------------------

TRAVELS = """() => {
  window.__starts = [];  // [token id, the first keyframe of the glide it entered with]
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, options) {
    if (this.dataset?.cardId?.startsWith('L1')) window.__starts.push([this.dataset.cardId, frames[0].transform]);
    return animate.call(this, frames, options);
  };
}"""


def a_bots_token_travels_from_its_hq(page, press):
    """Issue 21.10 on the whole board, whatever its scale."""
    show(page, link(6, ["human", "quick"]))
    page.wait_for_selector('.ovt-line[data-seat="0"]:not(.thinking)')
    before = {t["id"] for t in snapshot(page)["view"]["tokens"]}
    page.evaluate(TRAVELS)
    hq = page.locator('[data-pile="c5-10"]')                     # Red's HQ
    left, top = (hq.evaluate(f"e => parseFloat(e.style.{k})") for k in ("left", "top"))
    n = ply(page)
    press(page, ".actions button[data-move=end]")               # the bot answers
    wait_ply(page, n + 1)          # (the turn line names seat 0 until the end is drawn)
    persons_turn(page)
    after = snapshot(page)
    laid = {t["id"] for t in after["view"]["tokens"] if t["owner"] == 1} - before
    assert laid, "the bot laid a token"
    starts = page.evaluate("window.__starts")
    froms = [re.search(r"translate\(([-\d.]+)px, ([-\d.]+)px\)", old) for card, old in starts if card in laid]
    assert any(m and abs(float(m[1]) - left) < 2 and abs(float(m[2]) - top) < 2 for m in froms), \
        "a bot's new token starts on its HQ before it glides to its cell"
    assert page.locator(".card.last-move").count() >= 1, "the last move stays marked"
    # the log names cells as the board's edges label them, and seats as the table names them
    log = page.inner_text(".log")
    names = {c["id"]: c["name"] for c in after["view"]["board"]["cells"]}
    cells = [t["cell"] for t in after["view"]["tokens"] if t["id"] in laid]
    assert any(f"Player 2 (red) lays a land token on {names[c]}" in log for c in cells)
    assert "You (green) end the turn" in log and not re.search(r"\bc\d+-\d+\b", log)
    lines = page.eval_on_selector_all(".log li", "els => els.map(e => e.innerText)")
    assert not [line for line in lines if re.match(r"(You|Player \d): ", line)], \
        f"the sentence names who moved: no name before it ({lines})"
    assert not re.match(r"(You|Player \d): ", status(page)), status(page)
    assert " · Your turn · " in page.inner_text(".summary")
    assert after["names"] == ["You", "Player 2"]


def test_overthrow_a_bots_token_travels_from_its_hq_and_the_log_names_cells_as_the_board(page):
    a_bots_token_travels_from_its_hq(page, lambda page, selector: page.click(selector))


def test_overthrow_on_a_phone_a_bots_token_travels_from_its_hq(phone):
    a_bots_token_travels_from_its_hq(phone, tap)


# --- one frame per move: only what changed is redrawn --------------------------------------

def test_overthrow_a_move_keeps_the_board_and_its_keyed_nodes(page):
    state, moves = planned()
    show(page, link(1, ["human", "human"], moves))
    look(page)
    page.evaluate("""() => { window.__kept = { board: document.querySelector('.table > svg.ovt-board'),
      cell: document.querySelector('[data-pile="c0-0"]'),
      token: document.querySelector('[data-card-id="M0-0"]') }; }""")
    n = ply(page)
    page.click('[data-pile="supply:land"]')
    page.click('[data-pile="c6-3"]')
    wait_ply(page, n + 1)
    kept = page.evaluate("""() => [window.__kept.board === document.querySelector('.table > svg.ovt-board'),
      window.__kept.cell === document.querySelector('[data-pile="c0-0"]'),
      window.__kept.token === document.querySelector('[data-card-id="M0-0"]'),
      window.__kept.board.isConnected]""")
    assert kept == [True, True, True, True], "the board under the cells, the cells and the tokens keep their nodes"
