"""King's Court in Chromium: the board and the court, previews that equal the points scored
(a whole game against two bots), the pass-the-device cover, the engine's reasons, space values,
the mercy rule, a phone-width game, bots' tiles travelling from their seats, the log in the
table's words, Undo before the first move, the rules' pictures and the first-visit guide."""
import re

import pytest

from conftest import ARTIFACTS, new_page
from courtly.bots import choose
from courtly.core import IllegalMove
from courtly.core.rng import MAX_SEED
from courtly.games import get
from helpers import answered, card_ids, centre, click_pile, drag, next_frame, open_link, ply, press, status

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
    by_total = sorted(records, key=lambda r: (r["points"], r["move"]))
    if turn % 4 == 0:
        return by_total[-1]
    if turn % 4 == 1:
        return next((r for r in by_total if r["points"] == 0), by_total[0])
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
    assert details(page).startswith("b2") and f"Total {points(b2['points'])} point" in details(page)

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
        targets = page.eval_on_selector_all(".pile-kco-cell.kco-preview", "els => els.map(e => e.dataset.pile)")
        mine = [r for r in records if r["from"] == record["from"]]
        assert sorted(targets) == sorted(r["to"] for r in mine), "every legal cell, zero or not, is marked"
        shown = preview(page, record["to"])
        assert shown == record["points"]
        if turn % 3 == 0:                           # the breakdown, rule by rule
            page.hover(f'[data-pile="{record["to"]}"]')
            text = details(page)
            for part in KC.score_placement(state, record["id"], record["to"])["parts"]:
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
    record = max(KC.view(state, first)["moves"], key=lambda r: r["points"])
    page.click(f'[data-card-id="{record["from"]}"]')
    assert preview(page, record["to"]) == record["points"]
    click_pile(page, record["to"])
    wait_ply(page, 1)
    state = KC.apply(state, record["move"])
    page.wait_for_selector(".pass-cover:not([hidden])")
    assert f"Player {second + 1}" in page.inner_text(".pass-cover")
    html = page.content()
    for hand in state.hands:
        assert not set(hand) & set(card_ids(page)), "the cover leaves no hand in the page"
        assert not [t for t in hand if f'"{t}"' in html]
    assert score(page, first) == record["points"]
    page.click(f'.pass-cover button:has-text("I am Player {second + 1}")')
    page.wait_for_selector(".pass-cover", state="hidden")
    assert hand_ids(page) == sorted(state.hands[second])
    record = min(KC.view(state, second)["moves"], key=lambda r: r["points"])
    drag(page, f'[data-card-id="{record["from"]}"]', record["to"])  # tiles can be dragged too
    landed(page, record)
    assert score(page, second) == record["points"]

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
    assert "Mercy rule" in page.inner_text(".kco-note-mercy")
    page.click(f'[data-card-id="{records[0]["from"]}"]')
    marked = page.eval_on_selector_all(".pile-kco-cell.kco-mercy-place", "els => els.map(e => e.dataset.pile)")
    assert sorted(marked) == sorted(r["to"] for r in records)
    page.hover(f'[data-pile="{records[0]["to"]}"]')
    assert "mercy rule" in details(page)
    page.screenshot(path=str(ARTIFACTS / "kings_court_mercy.png"))
    before = score(page, 0)
    shown = preview(page, records[0]["to"])
    click_pile(page, records[0]["to"])
    wait_ply(page, len(MERCY_MOVES.split(".")) + 1)
    assert score(page, 0) - before == shown == records[0]["points"]
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
    record = max(KC.view(state, 0)["moves"], key=lambda r: r["points"])
    phone.click(f'[data-card-id="{record["from"]}"]')
    phone.wait_for_selector(f'[data-pile="{record["from"]}"].selected')
    assert preview(phone, record["to"]) == record["points"]
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
    assert best["points"] == max(r["points"] for r in records if r["from"] == tile)
    phone.click(f'[data-card-id="{tile}"]')
    phone.wait_for_selector(f'[data-pile="{tile}"].selected')
    phone.click(f'[data-card-id="{tile}"]')
    landed(phone, best)
    assert score(phone, 0) == record["points"] + best["points"]


ARRIVALS = """window.__arrivals = {};
new MutationObserver((changes) => {
  for (const change of changes) {
    for (const node of change.addedNodes) {
      const id = node.dataset?.cardId;
      if (id && !(id in window.__arrivals)) {
        const box = node.getBoundingClientRect();  // where it starts, before it travels
        window.__arrivals[id] = [box.left, box.top];
      }
    }
  }
}).observe(document, { childList: true, subtree: true });"""


def test_a_bots_tile_travels_from_its_seat_and_the_log_names_tiles(sized, site):
    """The bot's placed tile starts on its seat plate, then glides to its cell; the log says
    "the red 3", as the table does, never the notation's "R3"."""
    page = sized
    seed = next(s for s in range(50) if KC.new(s, 2).turn == 0)
    page.add_init_script(ARRIVALS)
    open_link(page, site, f"#/kings-court?seed={seed}&players=2&seats=human,quick")
    state = KC.new(seed, 2)
    record = KC.view(state, 0)["moves"][0]
    press(page, f'[data-card-id="{record["from"]}"]')
    click_pile(page, record["to"])
    state = KC.apply(state, record["move"])
    move = bot_move(state, seed, 1)
    after = KC.apply(state, move)
    cell = move.split("@")[1]
    tile = after.board[CELLS.index(cell)]
    seat = page.locator('[data-pile="seat-1"]').bounding_box()   # read before the bot answers
    page.wait_for_selector(f'[data-card-id="{tile}"][data-in="{cell}"]')
    start = page.evaluate("window.__arrivals")[tile]
    assert abs(start[0] - seat["x"]) < 3 and abs(start[1] - seat["y"]) < 3, (start, seat)
    page.wait_for_function("""([tile, cell]) => {   // it glides to its cell
        const a = document.querySelector(`[data-card-id="${tile}"]`).getBoundingClientRect();
        const b = document.querySelector(`[data-pile="${cell}"]`).getBoundingClientRect();
        return Math.abs(a.left - b.left) < 3 && Math.abs(a.top - b.top) < 3;
    }""", arg=[tile, cell], timeout=3000)
    log = page.eval_on_selector_all("ol.log li", "els => els.map(e => e.innerText)")
    assert len(log) == 2
    assert log[0].startswith("You: Placed the ") and log[1].startswith("Player 2: Placed the ")
    assert not [line for line in log if re.search(r"\b[RBGY][1-6K]\b", line)], log


@pytest.mark.parametrize("size", [(1280, 800), (360, 740)], ids=["desktop", "phone"])
def test_the_pass_the_device_cover_leaves_the_board_in_view(browser, site, watch, size):
    """Only the hands are private: while the device is passed, every cell of the board can
    still be seen (the cover takes the side panel's place, or sits under the board on a phone)."""
    page = new_page(browser, watch, *size)
    open_link(page, site, "#/kings-court?seed=3&players=2&seats=human,human")
    page.wait_for_selector(".pass-cover:not([hidden])")
    next_frame(page)  # the cover's button took the focus, which may scroll it into view
    hidden = []
    for cell in CELLS:
        page.locator(f'[data-pile="{cell}"]').scroll_into_view_if_needed()
        x, y = centre(page, f'[data-pile="{cell}"]')
        if not page.evaluate("([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('.table'))", [x, y]):
            hidden.append(cell)
    page.screenshot(path=str(ARTIFACTS / f"kings_court_cover_{size[0]}.png"), full_page=True)
    assert hidden == [], f"the cover hides {hidden}"
    assert page.locator(".pass-cover button").is_visible()
    page.context.close()
    assert watch.errors == [] and watch.offsite == []


def test_undo_before_your_first_move_keeps_the_bots_opening(sized, site):
    page = sized
    seed = next(s for s in range(50) if KC.new(s, 2).turn == 1)
    open_link(page, site, f"#/kings-court?seed={seed}&players=2&seats=human,quick")
    wait_ply(page, 1)                                 # the bot opened
    opening = page.eval_on_selector_all(".pile-kco-cell [data-card-id], .pile-kco-cell + [data-card-id]",
                                        "els => els.length")
    assert page.locator('button:has-text("Undo")').first.is_disabled()
    page.locator(".table").focus()
    for keys in ("u", "Control+z"):
        page.keyboard.press(keys)
        answered(page)
        assert ply(page) == 1, f"{keys} took back the bot's opening"
    assert page.eval_on_selector_all(".pile-kco-cell [data-card-id], .pile-kco-cell + [data-card-id]",
                                     "els => els.length") == opening


def test_a_refusal_near_the_tile_in_the_rules_words(page, site):
    """A click on a placed tile, or on an empty cell before choosing a tile, says why near it."""
    open_link(page, site, "#/kings-court?seed=5&players=2&seats=human,human")
    page.click('.pass-cover button:has-text("I am Player 1")')
    page.wait_for_selector(".pass-cover", state="hidden")
    state = KC.new(5, 2)
    placed = next(c["cell"] for c in KC.view(state, 0)["cells"] if c["tile"] and c["cell"] != "d4")
    for cell in (placed, "d4"):
        click_pile(page, cell)
        page.wait_for_selector(".refusal")
        assert page.inner_text(".refusal") == KC.why_not(state, cell)
        assert page.inner_text(".refusal").startswith("The ")


def test_the_rules_show_tiles_and_a_first_visit_gets_a_guide(browser, site, watch):
    page = new_page(browser, watch, first_visit=True)
    open_link(page, site, "#/kings-court?seed=5&players=2&seats=human,quick")
    page.wait_for_selector(".notice:not([hidden])")
    assert "Click a tile in your hand" in page.inner_text(".notice")   # (a mouse here)
    page.click(".notice button:has-text('Read the rules')")
    sheet = page.wait_for_selector("dialog.rules-sheet[open]")
    letters = page.eval_on_selector_all("dialog.rules-sheet .rule-picture svg.kco-tile .kco-letter",
                                        "els => els.map(e => e.textContent)")
    assert set(letters) == set("RBGY") and len(letters) >= 8
    assert "Rule of Sevens" in sheet.inner_text()
    page.context.close()
    assert watch.errors == [] and watch.offsite == []


def test_at_phone_width_the_seats_sit_above_the_board_and_the_hand_under_it(browser, site, watch):
    page = new_page(browser, watch, 360, 740)
    page.add_init_script("localStorage.setItem('courtly:pace','slow')")
    open_link(page, site, "#/kings-court?seed=8&players=4&seats=human,quick,quick,quick")
    hand_ids = [t for t in {t[:2]: t for t in reversed(KC.new(8, 4).hands[0])}.values()]
    # every box read at one moment (a bot's move or a scroll between reads would move some)
    boxes = page.evaluate("""(ids) => Object.fromEntries(ids.map((id) => {
        const r = document.querySelector(`[data-pile="${id}"]`).getBoundingClientRect();
        return [id, {x: r.left, y: r.top, width: r.width, height: r.height}]; }))""",
                          [f"seat-{s}" for s in (1, 2, 3)] + CELLS + hand_ids)
    seats = [boxes[f"seat-{s}"] for s in (1, 2, 3)]
    board = [boxes[c] for c in CELLS]
    hand = [boxes[t] for t in hand_ids]
    top, bottom = min(b["y"] for b in board), max(b["y"] + b["height"] for b in board)
    page.screenshot(path=str(ARTIFACTS / "kings_court_phone_four_players.png"))
    assert max(s["y"] + s["height"] for s in seats) <= top, "the other seats are above the board"
    assert min(h["y"] for h in hand) >= bottom, "the hand is under the board"
    assert min(b["x"] for b in board) >= 0 and max(b["x"] + b["width"] for b in board) <= 360, "the board fits"
    assert max(h["y"] + h["height"] for h in hand) <= 740, "the hand is on the first screen"
    # the seats bar: one row of whole names, nothing to scroll (the plates and scores say the rest)
    chips = page.eval_on_selector_all(".seat-chip strong", """els => els.map((e) => {
        const box = e.getBoundingClientRect(), chip = e.parentElement.getBoundingClientRect();
        return [e.textContent, Math.round(box.top), box.right <= chip.right - 2]; })""")
    assert [c[0] for c in chips] == ["You", "Player 2", "Player 3", "Player 4"]
    assert len({c[1] for c in chips}) == 1 and all(c[2] for c in chips), chips
    assert page.evaluate("(() => { const s = document.querySelector('.seats'); "
                         "return s.scrollWidth <= s.clientWidth; })()")
    page.context.close()
    assert watch.errors == [] and watch.offsite == []


def test_a_move_keeps_every_other_tile_and_cell_element(page, site):
    """The table is keyed: a move replaces no element of a tile or cell it did not touch."""
    seed = next(s for s in range(50) if KC.new(s, 2).turn == 0)
    page.add_init_script("localStorage.setItem('courtly:pace','slow')")
    open_link(page, site, f"#/kings-court?seed={seed}&players=2&seats=human,quick")
    page.evaluate("() => { window.__kept = new Set(document.querySelectorAll('.table .pile, .table .card')); }")
    record = KC.view(KC.new(seed, 2), 0)["moves"][0]
    page.click(f'[data-card-id="{record["from"]}"]')
    click_pile(page, record["to"])
    landed(page, record)
    gone = page.evaluate("""() => [...window.__kept].filter((el) => !el.isConnected)
        .map((el) => el.dataset.cardId ?? el.dataset.pile)""")
    assert gone == [record["from"]], gone   # only the hand slot the tile left


def test_a_press_on_a_cell_let_go_off_the_board_places_nothing(page, site):
    """A press taken off the cell before it is let go is taken back, as with a button; let go
    on the cell, the same press places the tile."""
    seed = next(s for s in range(50) if KC.new(s, 2).turn == 0)
    open_link(page, site, f"#/kings-court?seed={seed}&players=2&seats=human,quick")
    record = KC.view(KC.new(seed, 2), 0)["moves"][0]
    page.click(f'[data-card-id="{record["from"]}"]')
    x, y = centre(page, f'[data-pile="{record["to"]}"]')
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(5, 5, steps=4)
    page.mouse.up()
    answered(page)
    assert page.get_attribute(".table", "data-ply") == "0"
    assert page.locator(f'[data-card-id="{record["from"]}"][data-in="{record["to"]}"]').count() == 0
    click_pile(page, record["to"])
    landed(page, record)


# Seat 0 to move with the red 2 in hand: its best place (+11 on f2) is not the seven it could make
# (+10 on b4).
BEST_OVER_A_SEVEN = "#/kings-court?seed=1&players=2&seats=human,quick&moves=B2%40a2.B1%40a6.B5%40a4"
BADGES = """els => els.map((cell) => { const style = getComputedStyle(cell.querySelector('.pile-badge'));
  return { cell: cell.dataset.pile, best: cell.classList.contains('kco-best'),
           seven: cell.classList.contains('kco-tone-hit'), fill: style.backgroundColor,
           size: parseFloat(style.fontSize) }; })"""


def test_the_best_place_is_the_strongest_mark_on_the_board(sized, site):
    """The panel's "Best" is the one gold badge on the board, and the largest; a seven is marked,
    but less (fails when a seven's badge was gold and the best cell only glowed)."""
    page = sized
    open_link(page, site, BEST_OVER_A_SEVEN)
    press(page, '[data-card-id="R2-1"]')
    page.wait_for_selector(".pile-kco-cell.kco-best")
    badges = page.eval_on_selector_all(".pile-kco-cell.kco-preview", BADGES)
    [best] = [b for b in badges if b["best"]]
    assert best["cell"] == "f2" and any(b["seven"] and b["cell"] == "b4" for b in badges)
    others = [b for b in badges if not b["best"]]
    assert all(b["fill"] != best["fill"] for b in others), "no other badge is filled like the best"
    assert all(b["size"] < best["size"] for b in others)
    assert "Best: +11 on f2" in page.text_content(".side-panel")
    page.screenshot(path=str(ARTIFACTS / f"kco-best-{'phone' if page.viewport_size['width'] < 500 else 'desktop'}.png"))


def test_a_pointed_tile_is_named_once_in_the_panel(page, site):
    """Pointing at a placed tile: the heading names the cell, the line under it the tile (fails
    when the panel read "e2 · yellow 6" over "e2: yellow 6")."""
    open_link(page, site, "#/kings-court?seed=5&players=2&seats=human,quick")
    cell = next(c for c in KC.view(KC.new(5, 2), 0)["cells"] if c["tile"] and c["cell"] != "d4")
    page.mouse.move(*centre(page, f'[data-pile="{cell["cell"]}"]'))   # over its tile, as a player points
    page.wait_for_selector(f'.kco-details h3:text-is("{cell["cell"]}")')
    assert details(page).lower().count(cell["tile"]["name"].lower()) == 1, details(page)
