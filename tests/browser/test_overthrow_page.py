"""Overthrow in Chromium: the board, its highlights, the dice and cards panel, a game to its end.

One page serves every test here (a new game is a new link in the same tab), so the engines
start once; each test still fails on a console error or a request that leaves 127.0.0.1.
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
from helpers import ply, status

OV = get("overthrow")
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}


@pytest.fixture(scope="module")
def tab(browser, site):
    """One tab for the module, in a context of its own (bots play at once here)."""
    watch = Watch()
    context = browser.new_context(viewport=DESKTOP)
    context.add_init_script("localStorage.setItem('courtly:pace','instant')")
    page = new_page(browser, watch, context=context)
    page.goto(site + "#/")
    page.wait_for_selector("#home:not([hidden])")
    yield page, watch
    context.close()


@pytest.fixture
def page(tab, request):
    page, watch = tab
    page.set_viewport_size(DESKTOP)
    yield page
    ARTIFACTS.mkdir(exist_ok=True)
    page.evaluate("() => window.scrollTo(0, 0)")
    page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=page.viewport_size["width"] < 500)
    try:
        assert watch.offsite == [], f"requests left 127.0.0.1: {watch.offsite}"
        assert watch.errors == [], f"console errors: {watch.errors}"
    finally:
        watch.offsite.clear()
        watch.errors.clear()


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
    page.wait_for_selector("#home:not([hidden])")
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
    assert labels["c5-0"] == "c5-0, Green HQ"
    assert labels["c5-5"] == "c5-5, the capital centre, defends with 2 dice"
    assert labels["c5-3"] == "c5-3, green land, with a green military"
    assert labels["c2-3"] == "c2-3, village, linked by green"
    assert labels["supply:land"] == f"land supply, {view['seats'][0]['supply']['land']} left (1 action each)"
    panel = page.inner_text(".side-panel")
    assert f"{view['actions']} actions left" in panel
    for card in view["hand"]["influence"]:
        assert card["effect"] in panel
    assert f"Round {view['round']} of 15" in panel
    assert page.inner_text(".actions button[data-move=end]") == f"End turn ({view['actions']} actions unused)"
    # The rules, in the project's words, behind the Rules button.
    page.click("button:has-text('Rules')")
    rules = page.inner_text("dialog.rules-sheet[open]")
    assert "capital" in rules and "influence" in rules
    assert "only by a player who holds 3 capital cells" in rules   # the balance rule, and why
    assert "before round 5" in rules
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
    assert "with 2 militaries from c4-3, c3-4" in page.inner_text(".log li:last-child")
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
    assert "Red chooses: the attacking military on c8-5 is lost." in page.inner_text(".log li:last-child")


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
    assert "Green swaps an influence card for a new one." in page.inner_text(".log li:last-child")


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
    result = OV.outcome(state)
    banner = page.inner_text("dialog.results")
    assert ("You won!" in banner) == (0 in result["winners"])
    assert result["reason"] in banner
    for info in OV.view(state, None)["seats"]:
        assert f"{info['colour'].capitalize()}: {info['capital']} capital cell" in banner
    assert "Game over" in page.inner_text(".summary")


# --- four players, and a phone ----------------------------------------------------------------

def test_overthrow_four_players_on_a_phone(page):
    phone = page
    phone.set_viewport_size(PHONE)
    show(phone, link(3, ["human", "quick", "quick", "quick"]))
    phone.wait_for_selector('li.seat-chip[data-seat="0"].turn')
    for part in (".table-row", ".seats", ".actions", ".status-bar"):
        box = phone.locator(part).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, part
    assert phone.locator(".table .pile").count() == 225 + 3
    # Every cell takes a finger: the board is wider than the phone and scrolls sideways in its
    # host (the page itself does not), opening on the player's HQ with the supply piles under it.
    sizes = phone.evaluate("""() => [...document.querySelectorAll('.table .pile')]
        .map((el) => { const r = el.getBoundingClientRect(); return Math.min(r.width, r.height); })""")
    assert min(sizes) >= 44, f"every cell and supply pile is at least 44 px: {min(sizes):.1f}"
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    host = phone.evaluate("() => { const h = document.querySelector('.table-host'); "
                          "return [h.scrollLeft, h.scrollWidth, h.clientWidth]; }")
    assert host[1] > host[2] and host[0] > 0, f"the host scrolls, opened away from its left edge: {host}"
    for pile in ("c7-0", "supply:land", "supply:military", "supply:trade"):
        box = phone.locator(f'[data-pile="{pile}"]').bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, pile
    centre = phone.get_attribute('[data-pile="c7-7"]', "aria-label")
    assert centre.startswith("c7-7, the capital centre, defends with 2 dice")
    assert "defends with 1 die" in phone.get_attribute('[data-pile="c5-5"]', "aria-label")
    n = ply(phone)
    click_pile(phone, "supply:land")
    assert targets(phone) == {"c6-0", "c8-0", "c7-1"}
    click_pile(phone, "c7-1")
    wait_ply(phone, n + 1)
    assert phone.get_attribute('[data-pile="c7-1"]', "aria-label") == "c7-1, green land"
    # The setting shows the whole board at once instead (and is remembered).
    phone.click(".more summary")                   # settings sit in the toolbar's More menu
    phone.get_by_label("Whole board on a phone").check()
    phone.keyboard.press("Escape")
    for pile in ("c0-0", "c14-14", "supply:land", "supply:military", "supply:trade"):
        box = phone.locator(f'[data-pile="{pile}"]').bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, pile
    box = phone.locator('[data-pile="supply:land"]').bounding_box()
    assert box["height"] >= 44 and box["width"] >= 44, "the supply piles are big enough to tap"
    phone.reload()
    phone.wait_for_selector(".table .pile")
    assert phone.get_by_label("Whole board on a phone").is_checked()


def test_overthrow_on_a_shared_phone_each_person_starts_at_their_hq(page):
    """Four people, one phone: when the device passes, the board opens on the next person's HQ
    with their supply piles on screen."""
    page.set_viewport_size(PHONE)
    state = OV.new(4, 4, {"turn_limit": 15})
    show(page, link(4, ["human"] * 4))
    page.click(".more summary")
    page.get_by_label("Whole board on a phone").set_checked(False)  # the tab may remember it on
    page.keyboard.press("Escape")
    seen = []
    for _ in range(2):
        look(page)
        seat = OV.to_move(state)
        page.wait_for_timeout(150)  # the host scrolls on the next frame
        assert page.evaluate("document.querySelector('.table-host').scrollWidth") > 360
        hq = board_for(4).hqs[seat]
        hq_id = f"c{hq % 15}-{hq // 15}"
        for pile in (hq_id, "supply:land", "supply:military", "supply:trade"):
            box = page.locator(f'[data-pile="{pile}"]').bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 360, (seat, pile, box)
        seen.append(page.evaluate("document.querySelector('.table-host').scrollLeft"))
        n = ply(page)
        page.click(".actions button[data-move=end]")
        wait_ply(page, n + 1)
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
