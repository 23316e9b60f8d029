"""King's Court in Chromium: the board and the court, previews that equal the points scored
(a whole game against two bots), the pass-the-device cover, the engine's reasons, space values,
the mercy rule, and a phone-width game."""
import re

import pytest

from conftest import ARTIFACTS
from courtly.bots import choose
from courtly.core import IllegalMove
from courtly.core.rng import MAX_SEED
from courtly.games import get
from helpers import card_ids, click_pile, drag, open_link, ply, status

KC = get("kings-court")
CELLS = [c + r for r in "1234567" for c in "abcdefg"]
MERCY_SEED = 26  # with one-tile hands, seat 0 meets the mercy rule after these moves
MERCY_MOVES = ("G2@a4.R2@f6.G3@a2.Y3@d2.Y5@a6.Y6@e3.B4@f7.R1@f2.R1@f5.B6@e5.R2@f4.Y2@b6.Y4@e4."
               "R3@d6.G1@c5.Y5@b5.R4@e6.G5@g4.B2@f1.B6@g6.Y3@c3.G2@b3.Y6@b4.B3@b7.B2@b1.G6@b2")


def wait_ply(page, n):
    """Wait for move ``n`` to be drawn and its tile to land (selectors only: the page's CSP
    forbids the string evaluation ``wait_for_function`` uses)."""
    page.wait_for_selector(f'.table[data-ply="{n}"]')
    page.wait_for_selector(".card.moving", state="detached")


def landed(page, record):
    """Wait for a placed tile to reach its cell."""
    page.wait_for_selector(f'[data-card-id="{record["from"]}"][data-in="{record["to"]}"]')
    page.wait_for_selector(".card.moving", state="detached")


@pytest.fixture
def instant(page):
    """Bots move at once."""
    page.add_init_script("localStorage.setItem('courtly:pace','instant')")
    return page


def preview(page, cell) -> int:
    """The points written on a cell for the selected tile ("+7", "+0", "−10")."""
    text = page.inner_text(f'[data-pile="{cell}"] .pile-badge').strip()
    assert re.fullmatch(r"[+\u2212]\d+", text), f"{cell} shows {text!r}"
    return int(text.replace("\u2212", "-"))


def points(n) -> str:
    return f"+{n}" if n >= 0 else f"\u2212{-n}"


def score(page, seat) -> int:
    return int(page.inner_text(f'.kco-scores tr[data-seat="{seat}"] .kco-points'))


def details(page) -> str:
    return page.inner_text(".kco-details")


def hand_ids(page):
    """The tiles drawn off the board (the hand on show)."""
    return sorted(page.eval_on_selector_all(
        "[data-card-id]", "els => els.filter(e => !/^[a-g][1-7]$/.test(e.dataset.in)).map(e => e.dataset.cardId)"))


def reason(state, move) -> str:
    with pytest.raises(IllegalMove) as err:
        KC.apply(state, move)
    return str(err.value)


def bot_move(state, seed, n):
    """What the page's quick bot plays (the worker seeds it from the deal and the move number)."""
    return choose(KC, state, "quick", (seed * 1_000_003 + n) % MAX_SEED)


def pick(records, turn):
    """A spread of choices: the best place, a zero, a loss when there is one, else by turn."""
    by_total = sorted(records, key=lambda r: (r["score"]["total"], r["move"]))
    if turn % 4 == 0:
        return by_total[-1]
    if turn % 4 == 1:
        return next((r for r in by_total if r["score"]["total"] == 0), by_total[0])
    if turn % 4 == 2:
        return by_total[0]
    return records[(turn * 7) % len(records)]


def test_kings_court_board_space_values_and_reasons(page, site):
    """The board, the court and the King; the hand only once its player looks; space values
    on request; the engine's reason for a placement it refuses."""
    open_link(page, site, "#/kings-court?seed=5&players=2&seats=human,human")
    state = KC.new(5, 2)
    assert state.turn == 0
    view = KC.view(state, 0)
    kinds = dict(page.eval_on_selector_all(".pile-kco-cell", "els => els.map(e => [e.dataset.pile, e.className])"))
    assert sorted(kinds) == sorted(CELLS)
    tiles = dict(page.eval_on_selector_all("[data-card-id]", "els => els.map(e => [e.dataset.in, e.dataset.cardId])"))
    for c in view["cells"]:
        marks = {m for m in ("kco-green", "kco-blue") if m in kinds[c["cell"]].split()}
        assert marks == ({f"kco-{c['court']}"} if c["court"] in ("green", "blue") else set()), c["cell"]
        assert tiles.get(c["cell"]) == (c["tile"]["id"] if c["tile"] else None)
    assert [sum(f"kco-{m}" in k.split() for k in kinds.values()) for m in ("green", "blue")] == [8, 4]
    assert page.get_attribute('[data-in="d4"]', "data-card") == view["king"]["card"]
    assert "King" in page.get_attribute('[data-pile="d4"]', "aria-label")
    assert hand_ids(page) == [], "no hand before its player looks"
    page.click('.pass-cover button:has-text("I am Player 1")')
    page.wait_for_selector(".pass-cover", state="hidden")
    assert hand_ids(page) == sorted(state.hands[0])
    # every tile carries its colour's letter, for colour-blind players
    letters = page.eval_on_selector_all(".card .kco-letter", "els => els.map(e => e.textContent)")
    tiles = view["hand"] + [c["tile"] for c in view["cells"] if c["tile"]]
    assert sorted(letters) == sorted(t["card"][0] for t in tiles)
    assert score(page, 0) == 0 and score(page, 1) == 0
    assert "0 points \u00b7 6 tiles" in page.inner_text('.seat-chip[data-seat="1"]')
    page.click('button:has-text("Rules")')
    assert "Rule of Sevens" in page.inner_text("dialog.rules-sheet[open]")
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog.rules-sheet:not([open])", state="attached")

    # space values, as in the rules' figure
    empty = [c for c in view["cells"] if not c["tile"]]
    hint = lambda cell: page.locator(f'[data-pile="{cell}"] .pile-hint')  # noqa: E731
    assert not hint(empty[0]["cell"]).is_visible()
    page.click(".kco-toggle")
    assert page.get_attribute(".kco-toggle", "aria-pressed") == "true"
    shown = dict(page.eval_on_selector_all(".pile-kco-cell .pile-hint", """els => els
        .filter(e => e.offsetParent && e.innerText).map(e => [e.parentElement.dataset.pile, e.innerText])"""))
    assert shown == {c["cell"]: str(c["space_value"]) for c in empty}, "every empty cell, and only they"
    assert set(shown.values()) >= {"0", "10"}       # the blue cells see the King
    tile = state.hands[0][0]                        # the blue 1
    code = tile[:2]
    page.click(f'[data-card-id="{tile}"]')          # the values stay beside the previews
    assert hint("b1").is_visible() and page.locator('[data-pile="b1"] .pile-badge').is_visible()
    page.screenshot(path=str(ARTIFACTS / "kings_court_space_values.png"))
    page.click(".kco-toggle")
    assert not hint(empty[0]["cell"]).is_visible()
    assert "Blue 1 selected" in details(page)
    # the keyboard shows the same breakdown as the pointer
    b2 = next(r for r in view["moves"] if r["from"] == tile and r["to"] == "b2")
    page.focus('[data-pile="b2"]')
    assert details(page).startswith("b2") and f"Total {points(b2['score']['total'])} point" in details(page)

    # the panel says a cell cannot take the selected tile before it is tried...
    page.hover('[data-pile="d3"]')
    assert "may not go here" in details(page) and "blue court cell" in details(page)
    # ...and trying it gives the engine's reason
    click_pile(page, "d3")                          # a blue court cell, still closed
    page.wait_for_selector(".status.error")
    assert status(page) == reason(state, f"{code}@d3")
    assert "King's Court" in status(page)
    assert ply(page) == 0 and page.get_attribute(f'[data-card-id="{tile}"]', "data-in") == tile
    page.click(f'[data-card-id="{tile}"]')
    click_pile(page, "a1")                          # taken
    page.wait_for_selector(".status:has-text('a1 is taken')")
    assert status(page) == reason(state, f"{code}@a1")


def test_kings_court_a_whole_game_against_bots(instant, site):
    """At every turn: select a tile, read what its cell shows, place it, and the score grows by that."""
    page = instant
    seed = 9
    open_link(page, site, f"#/kings-court?seed={seed}&players=3&seats=human,quick,quick")
    state, moves, turn = KC.new(seed, 3), [], 0
    zeros = losses = breakdowns = 0
    while state.turn is not None:
        if state.turn != 0:
            move = bot_move(state, seed, len(moves))
            state = KC.apply(state, move)
            moves.append(move)
            continue
        wait_ply(page, len(moves))
        page.wait_for_selector('.kco-scores tr.kco-turn[data-seat="0"]')
        assert hand_ids(page) == sorted(state.hands[0])
        records = KC.view(state, 0)["moves"]
        record = pick(records, turn)
        before = score(page, 0)
        page.click(f'[data-card-id="{record["from"]}"]')
        page.wait_for_selector(f'[data-pile="{record["from"]}"].selected')
        targets = page.eval_on_selector_all(".pile-kco-cell[data-preview]", "els => els.map(e => e.dataset.pile)")
        mine = [r for r in records if r["from"] == record["from"]]
        assert sorted(targets) == sorted(r["to"] for r in mine), "every legal cell, zero or not, is marked"
        shown = preview(page, record["to"])
        assert shown == record["score"]["total"]
        if turn % 3 == 0:                           # the breakdown, rule by rule
            page.hover(f'[data-pile="{record["to"]}"]')
            text = details(page)
            for part in record["score"]["parts"]:
                assert part["label"][1:] in text and part["detail"] in text
            assert f"Total {points(shown)} point" in text
            breakdowns += 1
            if turn == 3:
                page.screenshot(path=str(ARTIFACTS / "kings_court_preview.png"))
        click_pile(page, record["to"])
        landed(page, record)                        # (a quick bot may already have answered)
        assert score(page, 0) - before == shown, "the points added equal the preview"
        zeros += shown == 0
        losses += shown < 0
        state = KC.apply(state, record["move"])
        moves.append(record["move"])
        turn += 1
    page.wait_for_selector("dialog.results[open]")
    result = KC.outcome(state)
    assert [score(page, s) for s in (0, 1, 2)] == result["scores"]
    assert result["reason"].rstrip(".") in page.inner_text("dialog.results")
    assert turn >= 10 and zeros >= 1 and losses >= 1 and breakdowns >= 3
    last = KC.new(seed, 3)
    for m in moves[:-1]:
        last = KC.apply(last, m)
    assert page.inner_text("ol.log li:last-child").endswith(KC.describe(last, moves[-1]))


def test_kings_court_pass_the_device_and_the_mercy_rule(page, site):
    open_link(page, site, "#/kings-court?seed=3&players=2&seats=human,human")
    state = KC.new(3, 2)
    first, second = state.turn, 1 - state.turn
    page.wait_for_selector(".pass-cover:not([hidden])")
    every_hand = set(state.hands[0]) | set(state.hands[1])
    assert not every_hand & set(card_ids(page)), "no hand is drawn before anyone looks"
    page.click(f'.pass-cover button:has-text("I am Player {first + 1}")')
    page.wait_for_selector(".pass-cover", state="hidden")
    assert hand_ids(page) == sorted(state.hands[first])
    assert not set(state.hands[second]) & set(card_ids(page))
    record = max(KC.view(state, first)["moves"], key=lambda r: r["score"]["total"])
    page.click(f'[data-card-id="{record["from"]}"]')
    assert preview(page, record["to"]) == record["score"]["total"]
    click_pile(page, record["to"])
    wait_ply(page, 1)
    state = KC.apply(state, record["move"])
    page.wait_for_selector(".pass-cover:not([hidden])")
    assert f"Player {second + 1}" in page.inner_text(".pass-cover")
    html = page.content()
    for hand in state.hands:
        assert not set(hand) & set(card_ids(page)), "the cover leaves no hand in the page"
        assert not [t for t in hand if f'"{t}"' in html]
    assert score(page, first) == record["score"]["total"]
    page.click(f'.pass-cover button:has-text("I am Player {second + 1}")')
    page.wait_for_selector(".pass-cover", state="hidden")
    assert hand_ids(page) == sorted(state.hands[second])
    record = min(KC.view(state, second)["moves"], key=lambda r: r["score"]["total"])
    drag(page, f'[data-card-id="{record["from"]}"]', record["to"])  # tiles can be dragged too
    landed(page, record)
    assert score(page, second) == record["score"]["total"]

    # The mercy rule, in a position where seat 0's last tile has no ordinary place
    # (the same page: the engines are running already).
    page.goto(site + f"#/kings-court?seed={MERCY_SEED}&players=2&seats=human,human&hand_size=1&moves={MERCY_MOVES}")
    wait_ply(page, len(MERCY_MOVES.split(".")))
    page.wait_for_selector(".pass-cover:not([hidden])")
    state = KC.new(MERCY_SEED, 2, {"hand_size": "1"})
    for m in MERCY_MOVES.split("."):
        state = KC.apply(state, m)
    assert state.turn == 0
    records = KC.view(state, 0)["moves"]
    assert records and all(r["mercy"] for r in records)
    page.click('.pass-cover button:has-text("I am Player 1")')
    assert "Mercy rule" in page.inner_text(".kco-mercy")
    page.click(f'[data-card-id="{records[0]["from"]}"]')
    marked = page.eval_on_selector_all(".pile-kco-cell[data-mercy]", "els => els.map(e => e.dataset.pile)")
    assert sorted(marked) == sorted(r["to"] for r in records)
    page.hover(f'[data-pile="{records[0]["to"]}"]')
    assert "mercy rule" in details(page)
    page.screenshot(path=str(ARTIFACTS / "kings_court_mercy.png"))
    before = score(page, 0)
    shown = preview(page, records[0]["to"])
    click_pile(page, records[0]["to"])
    wait_ply(page, len(MERCY_MOVES.split(".")) + 1)
    assert score(page, 0) - before == shown == records[0]["score"]["total"]
    assert "mercy rule" in page.inner_text("ol.log li:last-child")


def test_kings_court_at_phone_width(phone, site):
    phone.add_init_script("localStorage.setItem('courtly:pace','instant')")
    open_link(phone, site, "#/kings-court?seed=5&players=2&seats=human,quick")
    for part in (".table-host", ".side-panel", ".seats"):  # the table's own parts fit the width
        box = phone.locator(part).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, part
    boxes = phone.eval_on_selector_all(".pile-kco-cell, .pile-kco-hand", """els => els.map(e => {
        const r = e.getBoundingClientRect(); return [e.dataset.pile, r.left, r.right, r.width, r.height]; })""")
    state = KC.new(5, 2)
    assert sorted(b[0] for b in boxes) == sorted(CELLS + list(state.hands[0]))
    for pile, left, right, width, height in boxes:
        assert left >= 0 and right <= 360 and min(width, height) >= 40, pile
    record = max(KC.view(state, 0)["moves"], key=lambda r: r["score"]["total"])
    phone.click(f'[data-card-id="{record["from"]}"]')
    phone.wait_for_selector(f'[data-pile="{record["from"]}"].selected')
    assert preview(phone, record["to"]) == record["score"]["total"]
    phone.screenshot(path=str(ARTIFACTS / "kings_court_phone_selected.png"), full_page=True)
    looking = phone.evaluate("window.scrollY")
    click_pile(phone, record["to"])
    landed(phone, record)
    phone.wait_for_selector('.seat-chip.turn[data-seat="0"]')  # the bot has answered
    assert phone.evaluate("window.scrollY") == looking, "the board stays where the player looks"
    # a second tap on the selected tile places it where it scores most
    state = KC.apply(state, record["move"])
    state = KC.apply(state, bot_move(state, 5, 1))
    records = KC.view(state, 0)["moves"]
    tile = records[-1]["from"]
    best = next(r for r in records if r["from"] == tile and r["preferred"])
    assert best["score"]["total"] == max(r["score"]["total"] for r in records if r["from"] == tile)
    phone.click(f'[data-card-id="{tile}"]')
    phone.wait_for_selector(f'[data-pile="{tile}"].selected')
    phone.click(f'[data-card-id="{tile}"]')
    landed(phone, best)
    assert score(phone, 0) == record["score"]["total"] + best["score"]["total"]
