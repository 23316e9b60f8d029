"""Royal Cotillion in Chromium: the whole slice from the home screen to the last card."""
import pytest

from courtly.games import get
from helpers import (HOME_SHOWN, at_full_speed, cards_at_rest, centre, click_pile, drag, open_link, pile_cards,
                     play_by_clicks, ply, press, source_selector, status, still, toolbar, wait_ply)

RC = get("royal-cotillion")


def test_home_lists_the_games_and_starts_the_engines(page, site):
    page.goto(site)
    links = page.locator("a.game-link")
    assert links.count() >= 1
    assert "Royal Cotillion" in links.first.inner_text()
    assert "foundations" in page.inner_text(".game-list")
    page.wait_for_selector("#boot.done", state="attached")
    links.first.click()
    page.wait_for_selector(".table[data-ply='0']")
    assert page.url.split("#")[1].startswith("/royal-cotillion?seed=")


def test_a_seed_link_opens_that_deal(page, site):
    open_link(page, site, "#/royal-cotillion?seed=1")
    state = RC.new(1)
    for i, card in enumerate(state.deck, start=1):
        assert pile_cards(page, f"D{i}") == [card]
    for c, column in enumerate(state.field, start=1):
        assert pile_cards(page, f"F{c}") == list(column)
    assert pile_cards(page, "fresh") == [state.fresh[-1]]
    assert page.get_attribute(f'[data-card-id="{state.fresh[-1]}"]', "data-card") == state.fresh[-1][:2]
    hidden = set(state.fresh[:-1])
    shown = set(page.eval_on_selector_all("[data-card-id]", "els => els.map(e => e.dataset.cardId)"))
    assert not hidden & shown, "cards under the fresh top must not be in the page"
    page.reload()
    page.wait_for_selector(".table[data-ply='0']")
    assert pile_cards(page, "D1") == [state.deck[0]], "reload gives the same deal"


def test_click_moves_a_card_and_says_so(page, site):
    open_link(page, site, "#/royal-cotillion?seed=1")   # D3 holds the ace of hearts
    page.click('[data-card-id="AH-0"]')
    wait_ply(page, 1)
    assert pile_cards(page, "LH") == ["AH-0"]
    assert "ace of hearts" in status(page)
    assert page.inner_text('[data-pile="LH"] .pile-badge') == "next 3\u2665"


def test_drag_moves_a_card(page, site):
    open_link(page, site, "#/royal-cotillion?seed=1")
    drag(page, '[data-card-id="AC-1"]', "LC")
    wait_ply(page, 1)
    assert pile_cards(page, "LC") == ["AC-1"]
    # the emptied Deck slot took the waste's top card
    assert pile_cards(page, "D16") == [RC.new(1).waste[-1]]


def test_only_a_drag_captures_the_pointer_and_it_follows_the_pointer_off_the_table(page, site):
    """A click never captures the pointer: letting a capture go on release makes Chromium find
    what lies under the pointer, styling and laying out the move just drawn before its frame.  A
    drag captures it once it begins, so a card taken off the table and back still plays (fails
    when every press on a movable card captured at once)."""
    open_link(page, site, "#/royal-cotillion?seed=1")
    captured = "document.querySelector('.table').hasPointerCapture(1)"  # (the mouse's pointer)
    x, y = centre(page, '[data-card-id="AC-1"]')
    tx, ty = centre(page, '[data-pile="LC"]')
    page.mouse.move(x, y)
    page.mouse.down()
    assert not page.evaluate(captured), "a press is not yet a drag"
    page.mouse.move(x, 2, steps=6)                 # off the table, over the page's head
    assert page.evaluate(captured), "a drag follows the pointer wherever it goes"
    page.mouse.move(tx, ty, steps=6)
    page.mouse.up()
    wait_ply(page, 1)
    assert pile_cards(page, "LC") == ["AC-1"]


def test_a_press_lands_on_the_card_itself_not_on_its_drawing(page, site):
    """What lies under the pointer on a card is the card, face up or down: hit testing into a
    face's shapes and words costs every press, and every frame that moves a card from under a
    resting pointer, more than it tells (fails when a face's SVG took the pointer)."""
    open_link(page, site, "#/royal-cotillion?seed=1")
    for where in ('[data-card-id="AC-1"]', '.card[data-in="fresh"]'):
        x, y = centre(page, where)
        hit = page.evaluate("([x, y]) => { const e = document.elementFromPoint(x, y);"
                            " return [e.tagName, e.classList.contains('card')]; }", [x, y])
        assert hit == ["DIV", True], (where, hit)


def test_keyboard_arrows_and_enter(page, site):
    open_link(page, site, "#/royal-cotillion?seed=1")
    page.focus('[data-pile="fresh"]')
    active = lambda: page.evaluate("document.activeElement.dataset.pile")  # noqa: E731
    path = []
    for _ in range(6):
        page.keyboard.press("ArrowRight")
        path.append(active())
    assert path == ["waste", "LS", "RS", "D1", "D2", "D3"]
    page.keyboard.press("ArrowDown")
    assert active() == "D7"
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")
    wait_ply(page, 1)
    assert pile_cards(page, "LH") == ["AH-0"]
    page.keyboard.press("h")
    assert page.locator(".table.help").count() == 1


def test_an_illegal_drop_snaps_back_with_the_engines_reason(page, site):
    open_link(page, site, "#/royal-cotillion?seed=1")
    before = page.locator('[data-card-id="AH-0"]').bounding_box()
    drag(page, '[data-card-id="AH-0"]', "LS")
    page.wait_for_selector(".status.error")
    assert "takes only spades" in status(page)
    assert ply(page) == 0 and pile_cards(page, "D3") == ["AH-0"]
    cards_at_rest(page)                            # snapped back, and done shaking
    after = page.locator('[data-card-id="AH-0"]').bounding_box()
    assert abs(after["x"] - before["x"]) < 2 and abs(after["y"] - before["y"]) < 2


def test_undo_by_button_and_keys(page, site):
    open_link(page, site, "#/royal-cotillion?seed=1")
    page.click('[data-card-id="AH-0"]')
    wait_ply(page, 1)
    click_pile(page, "fresh")  # turn: the 7 of spades does not fit anywhere
    wait_ply(page, 2)
    page.keyboard.press("u")
    wait_ply(page, 1)
    page.keyboard.press("Control+z")
    wait_ply(page, 0)
    assert pile_cards(page, "D3") == ["AH-0"] and pile_cards(page, "LH") == []
    assert page.is_disabled("button:has-text('Undo')")


@pytest.mark.parametrize("fragment, words", [
    ("#/chess?seed=1", "no game called"),
    ("#/royal-cotillion?seed=abc", "whole number"),
    ("#/royal-cotillion?seed=9007199254740992", "whole number"),
    ("#/royal-cotillion?seed=-5", "whole number"),
    ("#/royal-cotillion?seed=4&colour=blue", "no setting called"),
    ("#/royal-cotillion?seed=4&classic=maybe", "must be one of"),
    ("#/royal-cotillion?seed=4&moves=turn.D1-XX", "could not be played"),
])
def test_bad_links_explain_and_lead_home(page, site, fragment, words):
    page.goto(site + fragment)
    if "moves=" in fragment:   # a bad move keeps the longest valid prefix and warns
        page.wait_for_selector(".table[data-ply='1']")
        assert words in status(page)
        return
    page.wait_for_selector(".problem")
    assert words in page.inner_text(".problem")
    page.click("text=Back to the games")
    page.wait_for_selector(HOME_SHOWN)


def test_classic_deal_has_a_face_down_fresh_pile(page, site):
    open_link(page, site, "#/royal-cotillion?seed=7&classic=true")
    state = RC.new(7, 1, {"classic": True})
    assert page.locator('[data-in="fresh"]').count() == 1
    assert page.get_attribute('[data-in="fresh"]', "data-card-id") is None
    assert state.fresh[-1] not in page.content()
    assert pile_cards(page, "LS") == ["AS-0"]
    click_pile(page, "fresh")
    wait_ply(page, 1)
    assert pile_cards(page, "waste") == [RC.apply(state, "turn").waste[-1]]


def test_new_game_dialog_deals_with_options(page, site):
    open_link(page, site, "#/royal-cotillion?seed=1")
    page.keyboard.press("n")
    page.select_option("dialog select[name=classic]", "true")
    page.fill("dialog input[name=seed]", "99")
    page.click("dialog button[value=deal]")
    page.wait_for_function("() => location.hash.includes('seed=99')")
    page.wait_for_selector(".seed:has-text('classic')")
    assert pile_cards(page, "D1") == [RC.new(99, 1, {"classic": True}).deck[0]]


def test_phone_width_fits_and_plays(phone, site):
    open_link(phone, site, "#/royal-cotillion?seed=1")
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, "no sideways scrolling at 360 px"
    box = phone.locator('[data-card-id="AH-0"]').bounding_box()
    assert box["width"] >= 44, "cards are big enough to tap"
    phone.click('[data-card-id="AH-0"]')
    wait_ply(phone, 1)
    assert pile_cards(phone, "LH") == ["AH-0"]


def greedy(view):
    """Foundation moves first (preferred ones), then turn: a steady way to finish a game."""
    moves = view["moves"]
    plays = [m for m in moves if m["to"] != "waste" and m["preferred"]]
    return (plays or moves)[0]


@pytest.mark.parametrize("seed", [3])
def test_a_whole_game_by_mouse_to_its_banner(page, site, seed):
    open_link(page, site, f"#/royal-cotillion?seed={seed}")
    at_full_speed(page)   # the game is the subject, not its motion
    state = RC.new(seed)
    n = 0
    while RC.legal_moves(state):
        view = RC.view(state, 0)
        record = greedy(view)
        cards_at_rest(page)
        if n % 5 == 4 and record["id"] and record["from"] != "fresh":
            drag(page, source_selector(record), record["to"])
            wait_ply(page, n + 1)
        else:
            play_by_clicks(page, record, view)
        state = RC.apply(state, record["move"])
        n += 1
    page.wait_for_selector("dialog.results[open]")
    result = RC.outcome(state)
    banner = page.inner_text("dialog.results")
    assert ("You won!" in banner) == (result["winners"] == [0])
    assert str(result["scores"][0]) in banner
    home = sum(len(p) for p in state.foundations)
    assert f"{home} of 104" in page.inner_text(".summary")


# --- issue 21.12: the table explains itself ------------------------------------------------------

ZONES = ["Fresh pile", "Waste", "Foundations", "Field", "Deck"]


def zone_boxes(page):
    return {z: page.locator(f".rc-zone-{z}").bounding_box() for z in ("fresh", "waste", "foundations", "field", "deck")}


def overlaps(a, b):
    return min(a["x"] + a["width"], b["x"] + b["width"]) > max(a["x"], b["x"]) and \
        min(a["y"] + a["height"], b["y"] + b["height"]) > max(a["y"], b["y"])


def card_boxes(page, piles):
    return {p: page.locator(f'[data-in="{p}"]').last.bounding_box() for p in piles}


@pytest.mark.parametrize("size", [(1280, 800), (360, 740)], ids=["desktop", "phone"])
def test_each_part_of_the_table_carries_its_name(browser, watch, site, size):
    from conftest import ARTIFACTS, new_page
    page = new_page(browser, watch, *size)
    try:
        open_link(page, site, "#/royal-cotillion?seed=1")
        # the deal has landed and the table stays put (on a busy machine it lays itself out
        # again once its host has its size)
        cards_at_rest(page)
        still(page, ".table")
        view = RC.view(RC.new(1), 0)
        names = page.eval_on_selector_all(".rc-zone-name", "els => els.map(e => e.textContent)")
        assert sorted(names) == sorted(ZONES) == sorted(z["name"] for z in view["zones"].values())
        for name in page.locator(".rc-zone-name").all():
            assert name.is_visible()
        boxes = zone_boxes(page)
        cards = card_boxes(page, [f"D{i}" for i in range(1, 17)])
        # the Deck is a part of its own, apart from the Field, and holds all sixteen cards
        assert not overlaps(boxes["deck"], boxes["field"])
        for pile, box in cards.items():
            assert overlaps(box, boxes["deck"]) and not overlaps(box, boxes["field"]), pile
        # every Deck card plays, so none is half hidden under another as in a Field column
        for a, b in ((a, b) for a in cards for b in cards if a < b):
            ba, bb = cards[a], cards[b]
            same_column = abs(ba["x"] - bb["x"]) < 2
            assert not (same_column and overlaps(ba, bb)), (a, b)
        page.screenshot(path=str(ARTIFACTS / f"royal_cotillion_zones_{size[0]}.png"), full_page=True)
    finally:
        page.context.close()
    assert watch.errors == [], watch.errors


def test_a_foundation_shows_a_placeholder_or_what_it_needs_never_both(sized, site):
    page = sized
    open_link(page, site, "#/royal-cotillion?seed=1")
    press(page, '[data-card-id="AH-0"]')
    wait_ply(page, 1)
    for f in RC.view(RC.apply(RC.new(1), "D3-LH"), 0)["foundations"]:
        hint = page.inner_text(f'[data-pile="{f["pile"]}"] .pile-hint')
        badge = page.locator(f'[data-pile="{f["pile"]}"] .pile-badge')
        assert bool(hint) != badge.is_visible(), f["pile"]
        assert (hint == "") == (f["count"] > 0)
    assert page.inner_text('[data-pile="LH"] .pile-badge') == "next 3\u2665"
    assert page.inner_text('[data-pile="RH"] .pile-hint') == "2\u2665"
    assert page.get_attribute('[data-pile="LH"]', "aria-label") == \
        "Ace-based hearts foundation, 1 card, needs the three of hearts"
    # the line under the table says what the table does not: how many cards are home
    assert page.inner_text(".summary") == "1 of 104 cards home"
    assert page.inner_text(".summary") not in status(page)


def test_a_click_on_a_card_that_fits_nowhere_says_why(sized, site):
    """A click, or a tap on a phone, on a card with no move: the engine's reason beside it."""
    page = sized
    open_link(page, site, "#/royal-cotillion?seed=1")
    state = RC.new(1)
    assert not [m for m in RC.legal_moves(state) if m.startswith("F1")]
    top = RC.view(state, 0)["field"][0]["cards"][-1]["id"]
    press(page, f'[data-card-id="{top}"]')
    page.wait_for_selector(".refusal")
    assert page.inner_text(".refusal") == RC.why_not(state, "F1")
    assert "fits no foundation now" in page.inner_text(".refusal") and ply(page) == 0
    bubble, card = page.locator(".refusal").bounding_box(), page.locator(f'[data-card-id="{top}"]').bounding_box()
    under = abs(bubble["y"] - (card["y"] + card["height"])) < 40
    above = abs(bubble["y"] + bubble["height"] - card["y"]) < 40   # where the screen ends too soon below it
    assert under or above, "the reason sits by the card"
    assert bubble["x"] >= 0 and bubble["x"] + bubble["width"] <= page.viewport_size["width"], "and on screen"
    assert bubble["y"] >= 0 and bubble["y"] + bubble["height"] <= page.viewport_size["height"]


def test_the_rules_sheet_has_pictures(sized, site):
    """The rules open over the table from the toolbar, fit the screen with a picture for each
    rule, and close with their own button, leaving the table as it was."""
    page = sized
    open_link(page, site, "#/royal-cotillion?seed=1")
    toolbar(page, "Rules")
    sheet = page.wait_for_selector("dialog.rules-sheet[open]")
    sections = page.eval_on_selector_all(
        "dialog.rules-sheet .rule", "els => els.map(e => e.querySelectorAll('.rule-picture, .rule-example').length)")
    assert len(sections) >= 4 and all(n >= 1 for n in sections)
    box, screen = sheet.bounding_box(), page.viewport_size
    assert box["x"] >= 0 and box["x"] + box["width"] <= screen["width"], "the sheet fits the screen's width"
    assert box["y"] >= 0 and box["y"] + box["height"] <= screen["height"], "and its height (it scrolls inside)"
    press(page, "dialog.rules-sheet button:has-text('Close')")
    page.wait_for_selector("dialog.rules-sheet:not([open])", state="attached")
    assert ply(page) == 0
