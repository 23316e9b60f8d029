"""Overthrone in Chromium: the throne, its foundations, the ruler's panel, to the last card."""
import pytest

from conftest import ARTIFACTS, new_page
from courtly.core import IllegalMove
from courtly.games import get
from helpers import (answered, at_full_speed, card_ids, cards_at_rest, click_pile, drag, open_link, pile_cards,
                     pile_stack, play_by_clicks, ply, source_selector, status, still, wait_ply)

OT = get("overthrone")
SLOTS = ("H1", "H2", "H3", "H4", "H5", "H6")


@pytest.fixture
def own_page(browser, watch, request):
    """A page with its own context, so settings it changes stay out of the other tests."""
    page = new_page(browser, watch)
    yield page
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"))
    page.context.close()
    assert watch.offsite == [] and watch.errors == [], (watch.offsite, watch.errors)


def hand_in_page(page, size=5):
    return [(pile_cards(page, slot) or [None])[0] for slot in SLOTS[:size]]


def reason(state, move):
    with pytest.raises(IllegalMove) as err:
        OT.describe(state, move)
    return str(err.value)


def panel(page) -> str:
    return page.inner_text(".side-panel")


@pytest.mark.parametrize("hand", [5, 6])
def test_overthrone_seed_link_opens_that_deal(page, site, hand):
    extra = "" if hand == 5 else "&hand=6"
    open_link(page, site, f"#/overthrone?seed=11{extra}")
    state = OT.new(11, 1, {"hand": hand})
    assert hand_in_page(page, hand) == list(state.hand)
    assert page.locator('[data-pile="H6"]').count() == (hand == 6)
    assert pile_cards(page, "throne") == [state.throne[-1]]
    for f in "NESW":
        assert pile_cards(page, f) == []
    assert page.inner_text('[data-pile="draw"] .pile-badge') == f"draw {len(state.draw)}"
    assert page.inner_text('[data-pile="discard"] .pile-badge') == "discard 0"
    assert page.get_attribute('[data-card-id="JD-0"]', "data-card") == "JD"
    # The draw pile shows backs only: none of its cards, nor their order, is in the page.
    assert page.locator('[data-in="draw"]').count() >= 1
    assert page.locator('[data-in="draw"][data-card-id]').count() == 0
    assert not set(state.draw) & set(card_ids(page))
    html = page.content()
    assert not [c for c in state.draw if c in html]
    assert "Jack of diamonds rules" in panel(page)
    if hand == 6:
        assert "6 cards" in page.inner_text(".seed")  # the option in the engine's words
    page.reload()
    page.wait_for_selector(".table[data-ply='0']")
    assert hand_in_page(page, hand) == list(state.hand), "reload gives the same deal"


def test_overthrone_every_pile_has_a_label(page, site):
    open_link(page, site, "#/overthrone?seed=11")
    labels = dict(page.eval_on_selector_all("[data-pile]",
                                            "els => els.map(e => [e.dataset.pile, e.getAttribute('aria-label')])"))
    assert set(labels) == {"throne", "N", "E", "S", "W", "draw", "discard", *SLOTS[:5]}
    assert labels["throne"] == "Throne: the Jack of diamonds rules, the first ruler of this deal"
    assert labels["H1"] == "Hand slot 1, the ten of spades"
    assert labels["N"].startswith("North foundation, empty")
    assert labels["draw"].startswith("Draw pile, 47 cards face down")
    assert labels["discard"].startswith("Discard pile, empty")


def test_overthrone_click_click_moves_a_card(page, site):
    open_link(page, site, "#/overthrone?seed=11")
    page.click('[data-card-id="AC-0"]')           # five places it may go: choose one
    assert ply(page) == 0
    assert page.locator(".pile.target").count() == 5
    click_pile(page, "N")
    wait_ply(page, 1)
    assert pile_cards(page, "N") == ["AC-0"] and pile_cards(page, "H5") == []
    assert status(page) == OT.describe(OT.new(11), "H5-N")
    assert page.inner_text('[data-pile="N"] .pile-badge') == "N \u00b7 \u2663 1"
    assert "North foundation, clubs, 1 card, the ace of clubs on top" == \
        page.get_attribute('[data-pile="N"]', "aria-label")


def test_overthrone_drag_moves_a_card(page, site):
    open_link(page, site, "#/overthrone?seed=11")
    drag(page, '[data-card-id="TS-0"]', "E")
    wait_ply(page, 1)
    assert pile_cards(page, "E") == ["TS-0"] and pile_cards(page, "H1") == []
    drag(page, '[data-card-id="3D-0"]', "discard")
    wait_ply(page, 2)
    assert pile_cards(page, "discard") == ["3D-0"]
    assert page.inner_text('[data-pile="discard"] .pile-badge') == "discard 1"
    assert "1 card discarded" in panel(page)


def test_overthrone_keyboard_play(page, site):
    open_link(page, site, "#/overthrone?seed=11")
    active = lambda: page.evaluate("document.activeElement.dataset.pile")  # noqa: E731
    page.focus('[data-pile="H1"]')
    path = []
    for key in ("ArrowRight", "ArrowRight", "ArrowUp", "ArrowUp", "ArrowUp", "ArrowLeft", "ArrowDown", "ArrowLeft"):
        page.keyboard.press(key)
        path.append(active())
    assert path == ["H2", "H3", "S", "throne", "N", "W", "H2", "H1"]
    page.keyboard.press("Enter")                   # select the ten of spades
    assert page.locator('[data-pile="H1"].selected').count() == 1
    page.keyboard.press("Escape")
    assert page.locator(".pile.selected").count() == 0
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowUp")                 # to the west foundation
    assert active() == "W"
    page.keyboard.press("Enter")
    wait_ply(page, 1)
    assert pile_cards(page, "W") == ["TS-0"]
    page.keyboard.press("u")
    wait_ply(page, 0)
    assert pile_cards(page, "H1") == ["TS-0"]


def test_overthrone_an_illegal_drop_gives_the_engines_reason(page, site):
    open_link(page, site, "#/overthrone?seed=11")
    state = OT.new(11)
    before = page.locator('[data-card-id="TS-0"]').bounding_box()
    drag(page, '[data-card-id="TS-0"]', "throne")
    page.wait_for_selector(".status.error")
    assert status(page) == reason(state, "H1-throne")
    assert "Only a Jack, Queen or King can take the throne" in status(page)
    assert ply(page) == 0 and pile_cards(page, "H1") == ["TS-0"]
    cards_at_rest(page)                            # snapped back, and done shaking
    after = page.locator('[data-card-id="TS-0"]').bounding_box()
    assert abs(after["x"] - before["x"]) < 2 and abs(after["y"] - before["y"]) < 2
    drag(page, '[data-card-id="TS-0"]', "draw")
    page.wait_for_function("() => document.querySelector('.status').textContent.includes('draw pile')")
    assert status(page) == reason(state, "H1-draw")
    # a foundation that refuses a card names its suit
    drag(page, '[data-card-id="AC-0"]', "N")
    wait_ply(page, 1)
    drag(page, '[data-card-id="8C-0"]', "N")
    page.wait_for_selector(".status.error")
    assert status(page) == reason(OT.apply(state, "H5-N"), "H2-N")
    assert "While the Jack of diamonds rules" in status(page)


def test_overthrone_the_ruler_panel_follows_an_overthrow(page, site):
    open_link(page, site, "#/overthrone?seed=1")   # the Queen of clubs rules; a King in hand
    state = OT.new(1)
    text = panel(page)
    assert "The Queen of clubs rules" in text and "The first ruler of this deal." in text
    assert OT.view(state, 0)["overthrow"] in text
    assert page.is_disabled(".ot-toggle")
    page.click(".ot-always summary")               # "Whoever rules": stays open across moves
    assert OT.view(state, 0)["always"] in panel(page)
    drag(page, '[data-card-id="KS-0"]', "throne")
    wait_ply(page, 1)
    state = OT.apply(state, "H2-throne")
    view = OT.view(state, 0)
    page.wait_for_selector(".ot-panel:has-text('The King of spades rules')")
    text = panel(page)
    assert "Overthrew the Queen of clubs." in text
    assert page.locator(".ot-always[open]").count() == 1
    assert view["overthrow"] in text
    items = page.eval_on_selector_all(".ot-allows li", "els => els.map(e => e.textContent)")
    assert len(items) == 4 and "one rank above or below" in items[2]
    assert items == [p["text"] for p in view["powers"]]  # the engine's sentences, as they are
    assert pile_stack(page, "throne") == ["QC-0", "KS-0"]
    assert page.inner_text('[data-pile="throne"] .pile-badge') == "1 buried"
    assert "King of spades rules" in page.inner_text(".summary")
    # the buried ruler on request
    page.click(".ot-toggle")
    page.wait_for_selector('[data-pile="buried"]')
    assert pile_cards(page, "buried") == ["QC-0"] and pile_cards(page, "throne") == ["KS-0"]
    assert page.get_attribute(".ot-toggle", "aria-pressed") == "true"
    assert page.evaluate("document.activeElement.classList.contains('ot-toggle')")
    assert "Queen of clubs" in page.get_attribute('[data-pile="buried"]', "aria-label")
    page.click(".ot-toggle")
    page.wait_for_selector('[data-pile="buried"]', state="detached")
    assert pile_stack(page, "throne") == ["QC-0", "KS-0"]


def test_overthrone_the_jester_opens_the_discard_pile(page, site):
    open_link(page, site, "#/overthrone?seed=28")  # Jack of hearts; 3H KC 9C 5C and the Jester
    page.click('[data-card-id="3H-0"]')
    click_pile(page, "N")
    wait_ply(page, 1)
    drag(page, '[data-card-id="9C-0"]', "discard")
    wait_ply(page, 2)
    assert page.locator('[data-pile="discard"].source').count() == 0
    assert "closed" in page.get_attribute('[data-pile="discard"]', "aria-label")
    page.click('[data-card-id="9C-0"]')            # the discard pile is closed, and says why
    page.wait_for_selector(".refusal")
    assert "only while a Jester is the top card of a foundation" in status(page)
    assert "only while a Jester" in page.inner_text(".refusal")       # beside the card, too
    drag(page, '[data-card-id="X1-0"]', "N")
    wait_ply(page, 3)
    assert page.locator('[data-pile="discard"].source.pile-ot-discard-open').count() == 1
    assert page.inner_text('[data-pile="discard"] .pile-badge') == "discard 1 \u00b7 open"
    assert "The discard pile is open: a Jester tops the north foundation" in panel(page)
    assert page.get_attribute('[data-card-id="9C-0"]', "class").split().count("playable") == 1
    drag(page, '[data-card-id="9C-0"]', "E")
    wait_ply(page, 4)
    assert pile_cards(page, "E") == ["9C-0"] and pile_cards(page, "discard") == []


def test_overthrone_help_mode_lights_up_what_can_be_played(page, site):
    open_link(page, site, "#/overthrone?seed=11")
    drag(page, '[data-card-id="AC-0"]', "N")       # clubs now have a foundation
    wait_ply(page, 1)
    page.keyboard.press("h")
    page.wait_for_selector(".table.help")
    glow = lambda cid: "rgb(85, 255, 255)" in page.eval_on_selector(  # noqa: E731
        f'[data-card-id="{cid}"]', "e => getComputedStyle(e).filter")
    # Under the Jack of diamonds the eight of clubs can neither join the clubs foundation
    # nor start one: it can only be discarded, so it is not lit; the others can start one.
    assert [glow(c) for c in ("TS-0", "8C-0", "3S-0", "3D-0")] == [True, False, True, True]
    assert "saturate(0.6)" in page.eval_on_selector('[data-card-id="8C-0"]', "e => getComputedStyle(e).filter")
    assert page.locator('[data-pile="H2"].pile-ot-hand-stuck').count() == 1
    page.click('[data-card-id="3D-0"]')            # its targets are marked
    assert sorted(page.eval_on_selector_all(".pile.target", "els => els.map(e => e.dataset.pile)")) == \
        ["E", "S", "W", "discard"]
    page.keyboard.press("h")
    page.wait_for_selector(".table:not(.help)")
    assert not glow("TS-0")


def test_overthrone_draw_and_auto_draw(page, site):
    open_link(page, site, "#/overthrone?seed=11")
    state = OT.new(11)
    page.click('[data-card-id="AC-0"]')
    click_pile(page, "N")
    wait_ply(page, 1)
    state = OT.apply(state, "H5-N")
    click_pile(page, "draw")
    wait_ply(page, 2)
    state = OT.apply(state, "draw")
    assert pile_cards(page, "H5") == [state.hand[4]]
    assert page.inner_text('[data-pile="draw"] .pile-badge') == f"draw {len(state.draw)}"
    assert "Drew 1 card into hand slot 5." in status(page)
    click_pile(page, "draw")                       # a full hand: nothing to draw, and why
    page.wait_for_function("() => document.querySelector('.status').textContent.includes('none is empty now')")
    # Empty the hand: the page draws by itself (the setting is on by default).
    for n, slot in enumerate(SLOTS[:5], start=3):
        cid = state.hand[int(slot[1]) - 1]
        page.click(f'[data-card-id="{cid}"]')
        click_pile(page, "discard")
        wait_ply(page, n if n < 7 else 8)  # the last discard brings the draw in the same reply
        state = OT.apply(state, f"{slot}-discard")
    state = OT.apply(state, "draw")
    assert hand_in_page(page) == list(state.hand)
    assert status(page).endswith("Drew 5 cards into hand slots 1, 2, 3, 4 and 5.")
    # Undo takes the automatic draw back with the discard that caused it; redo plays both.
    drawn = list(state.hand)
    page.keyboard.press("u")
    wait_ply(page, 6)
    answered(page)                                 # nothing more comes of the undo
    assert ply(page) == 6 and hand_in_page(page).count(None) == 4
    page.keyboard.press("y")
    wait_ply(page, 8)
    assert hand_in_page(page) == drawn


def test_overthrone_auto_draw_can_be_turned_off(own_page, site):
    page = own_page
    open_link(page, site, "#/overthrone?seed=11")
    page.click(".more summary")                    # the setting sits in the toolbar's More menu
    box = page.get_by_label("Auto-draw when the hand is empty")
    assert box.is_checked()
    box.uncheck()
    page.keyboard.press("Escape")
    state = OT.new(11)
    for n, cid in enumerate(state.hand, start=1):
        drag(page, f'[data-card-id="{cid}"]', "discard")
        wait_ply(page, n)
    answered(page)                                 # no draw comes of the emptied hand
    assert ply(page) == 5 and hand_in_page(page) == [None] * 5
    assert page.locator('[data-pile="draw"].source').count() == 1
    page.reload()                                  # the setting is remembered
    page.wait_for_selector(".table[data-ply]")
    page.click(".more summary")
    assert not page.get_by_label("Auto-draw when the hand is empty").is_checked()


def test_overthrone_phone_width_fits_and_plays(phone, site):
    open_link(phone, site, "#/overthrone?seed=11&hand=6")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360, "no sideways scrolling"
    for pile in ("throne", "N", "E", "S", "W", "draw", "discard", *SLOTS):
        box = phone.locator(f'[data-pile="{pile}"]').bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, pile
    box = phone.locator('[data-card-id="TS-0"]').bounding_box()
    assert box["width"] >= 44, "cards are big enough to tap"
    phone.click('[data-card-id="TS-0"]')
    click_pile(phone, "S")
    wait_ply(phone, 1)
    assert pile_cards(phone, "S") == ["TS-0"]
    assert "Jack of diamonds rules" in phone.inner_text(".side-panel")


def choose(view):
    """Plays to a foundation or the throne first, then a draw, then the first discard."""
    moves = view["moves"]
    plays = [m for m in moves if m["kind"] in ("start", "play", "overthrow")]
    draws = [m for m in moves if m["kind"] == "draw"]
    return (plays or draws or moves)[0]


@pytest.mark.parametrize("seed, hand", [(3, 5), (5, 6)])
def test_overthrone_a_whole_game_by_mouse_to_its_band(page, site, seed, hand):
    extra = "" if hand == 5 else f"&hand={hand}"
    open_link(page, site, f"#/overthrone?seed={seed}{extra}")
    at_full_speed(page)   # the game is the subject, not its motion
    state = OT.new(seed, 1, {"hand": hand})
    n = drags = 0
    while OT.legal_moves(state):
        view = OT.view(state, 0)
        record = choose(view)
        if n % 3 == 1 and record["id"]:
            drag(page, source_selector(record), record["to"])
            drags += 1
            wait_ply(page, n + 1, or_more=True)
        else:
            play_by_clicks(page, record, view)
        state = OT.apply(state, record["move"])
        n += 1
        if not any(state.hand) and "draw" in OT.legal_moves(state):
            state = OT.apply(state, "draw")         # the page's auto-draw, in lockstep
            n += 1
            wait_ply(page, n)
        if n % 10 == 0:
            assert hand_in_page(page, hand) == list(state.hand)
    assert drags > 10
    page.wait_for_selector("dialog.results[open]")
    result = OT.outcome(state)
    assert page.inner_text(".ot-band-name") == result["band"]
    assert page.inner_text(".ot-bands li.current").endswith(result["band"])
    banner = page.inner_text("dialog.results")
    assert ("You won!" in banner) == (result["winners"] == [0])
    assert result["reason"] in banner
    assert page.locator(".ot-costly .ot-mini").count() == result["scores"][0]
    shown = page.eval_on_selector_all(".ot-costly .ot-mini", "els => els.map(e => e.getAttribute('aria-label'))")
    assert len(shown) == len(state.discard)
    assert pile_stack(page, "discard") == list(state.discard[-2:])
    assert f"penalty {len(state.discard)}" in page.inner_text(".summary")


# --- issue 21.7 and 22: the ruler on a phone, the engine's words ---------------------------------

def test_overthrone_phone_ruler_strip_above_the_hand_docked_below(phone, site):
    """On a phone the ruler is a strip above the table, the hand at the table's foot: both in
    the first screen, hand slots uncut; the rest of the reign opens under the strip."""
    open_link(phone, site, "#/overthrone?seed=1&hand=6")
    view = OT.view(OT.new(1, 1, {"hand": 6}), 0)
    still(phone, ".ot-ruler")                       # (measured once the first layout settles)
    still(phone, ".table")
    strip = phone.locator(".ot-ruler").bounding_box()
    table = phone.locator(".table").bounding_box()
    assert strip["y"] + strip["height"] <= table["y"], "the ruler's strip sits above the table"
    assert phone.inner_text(".ot-ruler-title") == f"The {view['title']} rules"
    assert phone.eval_on_selector_all(".ot-chips li", "els => els.map(e => e.textContent)") == \
        [p["short"] for p in view["powers"]]
    for slot in SLOTS:
        box = phone.locator(f'[data-pile="{slot}"]').bounding_box()
        assert box["y"] >= strip["y"] + strip["height"] and box["y"] + box["height"] <= 740, slot
    assert not phone.locator(".ot-allows").is_visible()
    phone.click(".ot-more-toggle")
    phone.wait_for_selector(".ot-allows", state="visible")
    assert view["overthrow"] in phone.inner_text(".side-panel")
    phone.click('[data-card-id="KS-0"]')            # the choice stays open across moves
    click_pile(phone, "throne")
    wait_ply(phone, 1)
    assert phone.locator(".ot-allows").is_visible()
    assert phone.inner_text(".ot-ruler-title") == "The King of spades rules"


def test_overthrone_panel_and_bands_speak_the_engines_words(page, site):
    open_link(page, site, "#/overthrone?seed=28")
    view = OT.view(OT.new(28), 0)
    assert page.inner_text(".ot-penalty") == view["penalty_words"]
    assert page.inner_text(".ot-discard-state") == view["discard"]["words"]
    assert page.inner_text(".ot-since") == view["since"]
    # the bands on the results card are the engine's (a finished deal, opened by its link)
    state, moves = OT.new(3), []
    while OT.legal_moves(state):
        move = choose(OT.view(state, 0))["move"]
        state, moves = OT.apply(state, move), moves + [move]
    open_link(page, site, f"#/overthrone?seed=3&moves={'.'.join(moves)}")
    page.wait_for_selector("dialog.results[open]")
    shown = page.eval_on_selector_all(".ot-bands li", "els => els.map(e => e.textContent.trim())")
    assert shown == [f"{b['range']} {b['name']}" for b in OT.view(state, 0)["bands"]]


def test_overthrone_guide_and_rules_with_pictures(browser, watch, site):
    page = new_page(browser, watch, first_visit=True)
    try:
        open_link(page, site, "#/overthrone?seed=11")
        page.wait_for_selector(".notice:not([hidden])")
        assert "the panel says what the ruler allows" in page.inner_text(".notice")
        page.click(".notice >> text=Read the rules")
        page.wait_for_selector("dialog.rules-sheet[open]")
        sections = page.eval_on_selector_all(
            "dialog.rules-sheet .rule",
            "els => els.map(e => e.querySelectorAll('.rule-picture, .rule-example').length)")
        # (a step with neither, such as the end of the game, is a sentence or two)
        assert len(sections) >= 4 and sum(n >= 1 for n in sections) >= len(sections) - 2
        page.screenshot(path=str(ARTIFACTS / "overthrone_rules_sheet.png"))
    finally:
        page.context.close()
    assert watch.errors == [], watch.errors
