"""Kings Corners in Chromium: the compass of piles, hands, bots, hot seat, and the end of a hand.

The bots' moves are read back from the page's log (each entry is the engine's description
of one legal move) and replayed here, so the test knows every position the page should show
without depending on how the bots choose.
"""
import json
import re

import pytest

from conftest import ARTIFACTS, Watch, new_page
from courtly import replay
from courtly.core import IllegalMove
from courtly.games import get
from courtly.links import make_fragment
from helpers import (at_full_speed, card_ids, cards_at_rest, centre, click_pile, drag, pile_cards, pile_stack, ply,
                     press, status, still)

KC = get("kings-corners")
COMPASS = ("N", "E", "S", "W", "NE", "SE", "SW", "NW")


def reason(state, move) -> str:
    with pytest.raises(IllegalMove) as err:
        KC.apply(state, move)
    return str(err.value)


@pytest.fixture(scope="module")
def one_page(browser, shared_context):
    """One page for the module: each test opens its deal by the address's fragment, as a
    player following a link would, so the engines start once rather than once a test."""
    watch = Watch()
    page = new_page(browser, watch, context=shared_context)
    page.add_init_script("localStorage.setItem('courtly:pace', 'instant')")
    yield page, watch
    page.close()


@pytest.fixture
def page(one_page, request):
    """The module's page, at desktop size, checked after each test like the shared fixture."""
    page, watch = one_page
    page.set_viewport_size({"width": 1280, "height": 800})
    watch.offsite.clear()
    watch.errors.clear()
    yield page
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
    assert watch.offsite == [], f"requests left 127.0.0.1: {watch.offsite}"
    assert watch.errors == [], f"console errors: {watch.errors}"


def open_link(page, site, fragment):
    """Open a deal as a player would: by its address, or by "Same deal" when it is open already.
    (Every test ends at a person's turn or at the end, so no bot's move is still on its way.)"""
    if page.url.startswith(site):
        page.evaluate("document.querySelector('.table')?.removeAttribute('data-ply')")
    if page.url == site + fragment:
        page.click("button:has-text('Same deal')")
    else:
        page.goto(site + fragment)
    page.wait_for_selector(".table[data-ply]")
    cards_at_rest(page)
    return page


def wait_ply(page, n):
    """Wait for move ``n`` to be drawn and for its cards to finish travelling."""
    page.wait_for_selector(f'.table[data-ply="{n}"]')
    cards_at_rest(page)


def wait_past(page, n):
    page.wait_for_selector(f'.table[data-ply]:not([data-ply="{n}"])')


def wait_status(page, text):
    page.wait_for_selector(f".status.error:has-text({json.dumps(text)})")


def refused_drag(page, card, pile, reason_text):
    """Drop ``card`` where the engine refuses it; wait for its reason and for the card to glide
    back where it was (a press during the glide would miss it)."""
    before = page.locator(f'[data-card-id="{card}"]').bounding_box()
    drag(page, f'[data-card-id="{card}"]', pile)
    wait_status(page, reason_text)
    page.wait_for_function("""([id, x, y]) => { const r = document.querySelector(`[data-card-id="${id}"]`)
        .getBoundingClientRect(); return Math.abs(r.x - x) < 1 && Math.abs(r.y - y) < 1; }""",
                           arg=[card, before["x"], before["y"]], timeout=15_000)  # (glides are slow on a busy machine)


def play_by_clicks(page, record, view):
    """Click the card (a pile moves by its bottom card); if it has several moves, the target too."""
    n = ply(page)
    page.mouse.click(*centre(page, f'[data-card-id="{record["id"]}"]'))
    if sum(1 for m in view["moves"] if m["from"] == record["from"]) > 1:
        click_pile(page, record["to"])
    wait_ply(page, n + 1)


def hand_in_page(page):
    """The face-up hand, left to right: each card is a pile of its own, named by its id."""
    return page.eval_on_selector_all(
        ".pile-kc-card", "els => els.sort((a, b) => parseFloat(a.style.left) - parseFloat(b.style.left))"
        ".map(e => e.dataset.pile)")


def end_turn(page):
    """A click on the stock draws and ends the turn."""
    n = ply(page)
    click_pile(page, "stock")
    wait_past(page, n)


def shed_first(view):
    """Play a card (the highest rank first) or move a pile when possible, else end the turn."""
    plays = [m for m in view["moves"] if m["from"] != "stock"]
    if not plays:
        return view["moves"][0]
    return max(plays, key=lambda m: ("A23456789TJQK".index(m["card"][0]), m["kind"] != "pile"))


def log_moves(page, state, count):
    """The last ``count`` moves, read back from the page's log: each entry is the engine's
    description of exactly one legal move of the seat named."""
    entries = page.eval_on_selector_all(
        "ol.log li", "els => els.map(e => [Number(e.dataset.seat), e.lastChild.textContent])")
    assert len(entries) >= count
    names = ["You"] + [f"Player {seat + 1}" for seat in range(1, state.players)]  # one person: "You"
    moves = []
    for seat, text in entries[len(entries) - count:]:
        assert KC.to_move(state) == seat
        [move] = [m for m in KC.legal_moves(state) if KC.describe(state, m, names=names) == text]
        moves.append(move)
        state = KC.apply(state, move)
    return moves, state


def wait_for_you(page, n):
    """After move ``n``: wait until the bots have moved and it is your turn, or the hand is over."""
    wait_past(page, n)
    page.wait_for_selector('.seat-chip[data-seat="0"].turn, dialog.results[open]')
    cards_at_rest(page)


def test_kings_corners_a_whole_hand_against_three_bots(page, site):
    open_link(page, site, "#/kings-corners?seed=7&players=4&seats=human,quick,quick,quick")
    page.wait_for_selector('.seat-chip[data-seat="0"].turn')
    at_full_speed(page)   # the hand is the subject, not its pace
    cards_at_rest(page)
    state, moves, turns, plays = KC.new(7, 4), [], 0, 0
    while True:
        played, state = log_moves(page, state, ply(page) - len(moves))
        moves += played
        if state.ended:
            break
        view = KC.view(state, 0)
        assert view["to_move"] == 0 and "Your turn" in page.inner_text(".summary")
        assert hand_in_page(page) == [c["id"] for c in view["hand"]["cards"]]
        for p in view["piles"]:
            assert pile_stack(page, p["pile"]) == [c["id"] for c in p["cards"]], p["pile"]
        assert [page.inner_text(f'.seat-chip[data-seat="{i}"]').split(" \u00b7 ")[-1] for i in range(4)] == \
            [f"{h['count']} card" + "s" * (h["count"] != 1) for h in view["hands"]]
        assert page.locator(".pile-kc-hand.kc-turn").count() == 1
        record, n = shed_first(view), ply(page)
        if record["from"] != "stock":
            play_by_clicks(page, record, view)
            plays += 1
        else:
            turns += 1
            assert record["from"] == "stock" and page.locator('[data-pile="stock"].source').count() == 1
            click_pile(page, "stock")
            wait_for_you(page, n)
            if turns == 1:
                page.screenshot(path=str(ARTIFACTS / "kings_corners_mid_hand.png"))
    assert turns >= 1 and plays >= 3 and len(moves) >= 12, "a hand of several turns"
    assert replay("kings-corners", 7, 4, {}, moves) == state
    result = KC.outcome(state)
    page.wait_for_selector("dialog.results[open]")
    assert result["reason"][1:] in page.inner_text("dialog.results")
    shown = [int(page.inner_text(f'.kc-result tr[data-seat="{i}"] .kc-penalty')) for i in range(4)]
    assert shown == result["penalties"] and sum(shown) > 0
    winners = page.eval_on_selector_all(".kc-result tr.kc-winner", "els => els.map(e => Number(e.dataset.seat))")
    assert winners == result["winners"]
    out = state.went_out[-1]
    for i, cards in enumerate(state.hands):
        left = page.inner_text(f'.kc-result tr[data-seat="{i}"] .kc-left')
        assert left == ("went out" if out == i else f"{len(cards)} card" + "s" * (len(cards) != 1))


@pytest.fixture
def seed13(page, site):
    """Deal 13 for two: you start; the four of clubs fits the east pile's five of diamonds,
    which fits the north pile's six of spades."""
    state = KC.new(13, 2)
    assert state.turn == 0 and {"4C-E", "E-N", "S-E"} <= set(KC.legal_moves(state))
    open_link(page, site, "#/kings-corners?seed=13&seats=human,quick")
    return state


def test_kings_corners_drag_a_card_then_a_whole_pile(page, seed13):
    state = seed13
    drag(page, '[data-card-id="4C-0"]', "E")
    wait_ply(page, 1)
    state = KC.apply(state, "4C-E")
    assert pile_stack(page, "E") == ["5D-0", "4C-0"] and "4C-0" not in hand_in_page(page)
    assert status(page) == "You: " + KC.describe(seed13, "4C-E")
    assert "Played the four of clubs onto the five of diamonds on the east pile." in status(page)
    # The pile moves by its bottom card, the one at the left, and the cards on it come along.
    assert page.get_attribute('[data-card-id="5D-0"]', "class").split().count("playable") == 1
    drag(page, '[data-card-id="5D-0"]', "N")
    wait_ply(page, 2)
    state = KC.apply(state, "E-N")
    assert pile_stack(page, "N") == list(state.piles[0]) == ["6S-0", "5D-0", "4C-0"]
    assert pile_cards(page, "E") == []
    assert "East side space, empty" in page.get_attribute('[data-pile="E"]', "aria-label")
    assert page.inner_text('[data-pile="N"] .pile-badge') == "N \u00b7 3"
    # any hand card may fill the emptied side space; a card with one move plays on a click
    card = state.hands[0][-1]
    assert [m["to"] for m in KC.view(state, 0)["moves"] if m["from"] == card] == ["E"]
    page.click(f'[data-card-id="{card}"]')
    wait_ply(page, 3)
    assert pile_cards(page, "E") == [card] and card not in hand_in_page(page)


def test_kings_corners_an_illegal_drop_gives_the_engines_reason(page, seed13):
    state = seed13
    refused_drag(page, "4C-0", "NE", "Only a King")  # not a King: the corner refuses it
    assert status(page) == reason(state, "4C-NE")
    assert "Only a King may start a corner pile" in status(page)
    assert ply(page) == 0 and "4C-0" in hand_in_page(page)
    refused_drag(page, "4C-0", "W", "one rank at a time")  # two ranks below the six of hearts
    assert status(page) == reason(state, "4C-W")
    refused_drag(page, "4S-0", "W", "Whole piles")   # a whole pile that does not fit
    assert status(page) == reason(state, "S-W")
    assert ply(page) == 0 and pile_stack(page, "S") == ["4S-0"]


def test_kings_corners_hot_seat_cover_hides_the_hand(page, site):
    state = KC.new(11, 2)
    first = state.turn
    second = 1 - first
    hands = set(state.hands[0]) | set(state.hands[1])
    open_link(page, site, "#/kings-corners?seed=11&seats=human,human")
    page.wait_for_selector(".pass-cover:not([hidden])")
    assert not hands & set(card_ids(page)), "no hand card is in the page before anyone looks"
    assert page.locator(".pile-kc-card").count() == 0
    page.click(f"text=I am Player {first + 1}: show my hand")
    page.wait_for_selector(".pass-cover", state="hidden")
    assert hand_in_page(page) == list(state.hands[first])
    assert not set(state.hands[second]) & set(card_ids(page))
    end_turn(page)
    state = KC.apply(state, "draw")
    page.wait_for_selector(".pass-cover:not([hidden])")
    assert not hands & set(card_ids(page)), "both hands left the page while the device is passed"
    assert f"Pass the device to Player {second + 1}" in page.inner_text(".pass-cover")
    page.click(f"text=I am Player {second + 1}: show my hand")
    page.wait_for_selector(".pass-cover", state="hidden")
    assert hand_in_page(page) == list(state.hands[second])
    assert not set(state.hands[first]) & set(card_ids(page))
    # the other hand is shown face down, with its count
    assert page.locator(f'[data-in="seat-{first}"].back').count() == len(state.hands[first]) == 8
    assert page.inner_text(f'[data-pile="seat-{first}"] .pile-badge').startswith(f"Player {first + 1} \u00b7 8 cards")


def test_kings_corners_match_scoreboard(page, site):
    """A match link whose first hand is over: the panel keeps the score per hand."""
    state = KC.new(21, 2, {"match": True})
    moves = []
    while not state.history:
        move = shed_first(KC.view(state, state.turn))["move"]
        state = KC.apply(state, move)
        moves.append(move)
    assert not state.ended, "the match goes on after one hand"
    link = make_fragment("kings-corners", 21, 2, {"match": True}, moves, ["human", "human"])
    open_link(page, site, link)
    assert ply(page) == len(moves)
    rows = page.eval_on_selector_all(".kc-panel .kc-scores tbody tr",
                                     "els => els.map(r => [...r.children].map(c => c.textContent))")
    out = state.went_out[0]
    assert rows == [[f"Player {i + 1}", "out" if out == i else str(p), str(p)]
                    for i, p in enumerate(state.history[0])]
    if out is None:
        assert "Hand 1 ended in a stalemate." in page.text_content(".kc-panel caption")
    assert "Match to 25" in page.text_content(".kc-panel")
    total = state.history[0][1]
    assert page.inner_text('.seat-chip[data-seat="1"]').endswith(f"{total} point" + "s" * (total != 1))
    assert "hand 2" in page.inner_text(".summary")
    page.click("text=I am Player 2: show my hand")  # for the screenshot: the panel beside the table
    page.wait_for_selector(".pass-cover", state="hidden")


def test_kings_corners_phone_width_fits_and_plays(phone, site):
    state = KC.new(13, 2)
    open_link(phone, site, "#/kings-corners?seed=13&seats=human,quick")
    # the game screen never scrolls sideways (the site's top bar is not this table's)
    assert phone.evaluate("document.querySelector('.play').scrollWidth") <= 360, "no sideways scrolling"
    for pile in (*COMPASS, "stock", "hand", "seat-1", *state.hands[0]):
        box = phone.locator(f'[data-pile="{pile}"]').bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, pile
    box = phone.locator('[data-card-id="4C-0"]').bounding_box()
    assert box["width"] >= 44, "cards are big enough to tap"
    phone.click('[data-card-id="4C-0"]')              # its one move: a tap plays it
    wait_ply(phone, 1)
    assert pile_stack(phone, "E") == ["5D-0", "4C-0"]
    stock = phone.locator('[data-pile="stock"]')
    assert phone.inner_text('[data-pile="stock"] .pile-badge').startswith("draw")
    assert stock.bounding_box()["y"] + stock.bounding_box()["height"] <= 740, "the stock is in reach"
    click_pile(phone, "stock")                       # it draws and ends the turn
    wait_for_you(phone, 2)                           # the bot's turn, and yours again
    phone.evaluate("window.scrollTo(0, 0)")
    assert phone.evaluate("document.querySelector('.play').scrollWidth") <= 360


def long_piles(seed=1):
    """A two-seat game played on (cards onto piles first) until seat 0 is to move with one pile
    of eleven cards or more and three of six or more: its moves."""
    state, moves = KC.new(seed, 2), []
    while True:
        records = KC.view(state, KC.to_move(state))["moves"]
        record = next((m for m in records if m["kind"] not in ("draw", "pass")), records[0])
        state = KC.apply(state, record["move"])
        moves.append(record["move"])
        counts = sorted((p["count"] for p in KC.view(state, 0)["piles"]), reverse=True)
        if counts[0] >= 11 and counts[2] >= 6 and KC.to_move(state) == 0:
            return state, moves


def test_kings_corners_whole_table_on_a_phone_with_long_piles(phone, site):
    """Mid-game on a 360x740 phone the hand, the four corners, the four sides and the stock are
    on the first screen together: a pile longer than a line shows its base, a break and its top
    cards, and its badge counts them all (the piles grew into grids that pushed the hand below
    the screen's edge)."""
    state, moves = long_piles()
    open_link(phone, site, make_fragment("kings-corners", 1, 2, None, moves, ["human", "quick"]))
    cards_at_rest(phone)
    phone.evaluate("window.scrollTo(0, 0)")
    for pile in (*COMPASS, "stock", "hand"):
        box = phone.locator(f'[data-pile="{pile}"]').bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= 740, (pile, box)
    for card in KC.view(state, 0)["hand"]["cards"]:
        box = phone.locator(f'[data-card-id="{card["id"]}"]').bounding_box()
        assert box["y"] + box["height"] <= 740, card["id"]
    longest = max(KC.view(state, 0)["piles"], key=lambda p: p["count"])
    shown = pile_cards(phone, longest["pile"])
    ids = [c["id"] for c in longest["cards"]]
    assert len(shown) == 4 and set(shown) == {ids[0], *ids[-3:]}, (shown, ids)
    assert str(longest["count"]) in phone.inner_text(f'[data-pile="{longest["pile"]}"] > .pile-badge')
    phone.screenshot(path=str(ARTIFACTS / "kings-corners-phone-long-piles.png"))


# --- issue 21 (9, 7, 10, 11, 15) and 22 (the piles' words) ------------------------------------

def test_kings_corners_a_click_on_the_stock_draws(page, seed13):
    state = seed13
    assert page.get_attribute('[data-pile="stock"]', "aria-label") == KC.view(state, 0)["stock"]["label"]
    click_pile(page, "stock")
    wait_past(page, 0)
    assert ply(page) >= 1
    assert page.eval_on_selector_all("ol.log li", "els => els.map(e => e.lastChild.textContent)")[0] == \
        "Drew a card from the stock and ended the turn."


def test_kings_corners_pile_words_come_from_the_engine(page, seed13):
    view = KC.view(seed13, 0)
    for p in view["piles"]:
        assert page.get_attribute(f'[data-pile="{p["pile"]}"]', "aria-label") == p["label"], p["pile"]
    assert page.inner_text('[data-pile="NE"] .pile-hint') == "NE\nKing only"
    for card in view["hand"]["cards"]:
        assert page.get_attribute(f'[data-pile="{card["id"]}"]', "aria-label") == card["label"]
    assert page.inner_text(".kc-panel .kc-prompt") == view["prompt"]
    assert view["scoring"] in page.inner_text(".kc-panel")


def test_kings_corners_a_bots_card_travels_from_its_hand(sized, site):
    """After your turn, the bot's cards start on its hand of backs and glide to their piles."""
    page = sized
    open_link(page, site, "#/kings-corners?seed=13&seats=human,quick")
    page.evaluate("""() => {
      window.starts = {};  // card id -> the first keyframe of the glide it entered with
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (frames, options) {
        const card = this.dataset?.cardId;
        if (card && !(card in window.starts)) window.starts[card] = frames[0].transform;
        return animate.call(this, frames, options);
      };
    }""")
    seat = page.locator('[data-pile="seat-1"]').bounding_box()
    table = page.locator(".table").bounding_box()
    end_turn(page)
    page.wait_for_selector('.seat-chip[data-seat="0"].turn')
    # A card that enters glides from its origin: the glide's first keyframe holds it.
    starts = {card: tuple(map(float, re.search(r"translate\(([-\d.]+)px, ([-\d.]+)px\)", start).groups()))
              for card, start in page.evaluate("window.starts").items()}
    mine = set(KC.apply(KC.new(13, 2), "draw").hands[0]) - set(KC.new(13, 2).hands[0])
    played = [c for c in starts if c not in mine]
    assert played, "the bot played a card from its hand"
    for card in played:
        x, y = starts[card]
        assert abs(x - (seat["x"] - table["x"])) < 2 and abs(y - (seat["y"] - table["y"])) < 2, card
    # the card you drew came from the stock
    stock = page.locator('[data-pile="stock"]').bounding_box()
    [card] = mine
    assert card in starts and abs(starts[card][0] - (stock["x"] - table["x"])) < 2, card


def test_kings_corners_the_panel_tells_the_end(sized, site):
    """Once the hand is over the panel says how it ended and what each hand cost, not whose
    turn it was or what a hand 'would cost now'."""
    page = sized
    state, moves = KC.new(1, 2), []
    while not state.ended:
        move = shed_first(KC.view(state, state.turn))["move"]
        state = KC.apply(state, move)
        moves.append(move)
    open_link(page, site, make_fragment("kings-corners", 1, 2, {}, moves, ["human", "quick"]))
    page.wait_for_selector("dialog.results[open]")
    press(page, "dialog.results >> text=Look at the table")
    text = page.inner_text(".kc-panel")
    assert "would cost" not in text and "Dealer" not in text and "Your turn" not in text
    assert "The hand is over." in text and KC.outcome(state)["reason"][1:] in text
    shown = [int(page.inner_text(f'.kc-panel tr[data-seat="{i}"] .kc-penalty')) for i in range(2)]
    assert shown == list(state.history[-1])


def test_kings_corners_phone_hand_docked_and_badges_clear(phone, site):
    """On a phone your hand sits at the foot of the table, in the first screen with it, and no
    bar covers a pile's badge wherever the page is scrolled."""
    open_link(phone, site, "#/kings-corners?seed=7&players=4&seats=human,quick,quick,quick")
    phone.wait_for_selector('.seat-chip[data-seat="0"].turn')
    cards_at_rest(phone)
    # (read in the page's own coordinates, once the hand stays put: it glides to its place)
    still(phone, '[data-pile="hand"] .pile-badge')
    cards = phone.eval_on_selector_all(".pile-kc-card",
                                       "els => els.map(e => e.getBoundingClientRect().bottom + window.scrollY)")
    assert len(cards) >= 7 and max(cards) <= 740, "every card of your hand is in the first screen"
    hand = phone.eval_on_selector('[data-pile="hand"] .pile-badge',
                                  "e => e.getBoundingClientRect().bottom + window.scrollY")
    assert hand <= 740, "the hand's badge is in the first screen"
    piles = [p for p in phone.eval_on_selector_all("[data-pile]", "els => els.map(e => e.dataset.pile)")]
    assert phone.locator('[data-pile^="seat-"]').count() == 3
    for top in (0, 200, 10_000):
        phone.evaluate(f"window.scrollTo(0, {top})")
        bars = phone.eval_on_selector_all(".actions:not([hidden])",
                                          "els => els.map(e => e.getBoundingClientRect().toJSON())")
        for pile in piles:
            badge = phone.locator(f'[data-pile="{pile}"] > .pile-badge')
            if not badge.is_visible():
                continue
            b = badge.bounding_box()
            for bar in bars:
                overlap = min(b["y"] + b["height"], bar["bottom"]) - max(b["y"], bar["top"])
                assert overlap <= 0, (pile, top)
    phone.evaluate("window.scrollTo(0, 0)")
