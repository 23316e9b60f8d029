"""A first game that teaches: a new player is offered the guided tour, and the rules sheet always
offers it; the tour's bar says the rule and the move in the engine's words and lights the move,
the table takes the move by drag, click or tap and refuses any other, and the tour can be left
at any time (the address then loses ``tour=1``)."""
import pytest

from conftest import ARTIFACTS, SIZES, new_page
from helpers import click_pile, drag, open_link, play_by_clicks, ply, source_selector, until, wait_ply
from test_accessibility import show_theme

from courtly.games import GAMES

SNAPSHOT = "courtly.engine.request({op: 'view'})"
LINKS = {"royal-cotillion": "#/royal-cotillion?seed=5", "overthrone": "#/overthrone?seed=5",
         "kings-corners": "#/kings-corners?seed=5&players=2&seats=human,quick",
         "kings-court": "#/kings-court?seed=5&players=2&seats=human,quick",
         "overthrow": "#/overthrow?seed=5&players=2&seats=human,quick"}


def asked(page):
    """The page's own snapshot once the tour asks the person for a move (bots may move first)."""
    return until(page, """async () => { const r = await courtly.engine.request({op: 'view'});
      return r.tour && (r.tour.done || r.tour.move) && r; }""")


def record_of(reply):
    tour = reply["tour"]
    found = [m for m in reply["view"]["moves"] if m["move"] == tour["move"]]
    assert found, (tour, [m["move"] for m in reply["view"]["moves"]][:20])
    return found[0]


def test_a_new_player_is_offered_the_tour_and_it_teaches_with_real_moves(browser, site, watch):
    page = new_page(browser, watch, first_visit=True)
    open_link(page, site, LINKS["royal-cotillion"])
    page.click(".notice button:has-text('Take the guided tour')")
    page.wait_for_selector(".tour:not([hidden])")
    game = GAMES["royal-cotillion"]
    assert f"seed={game.tour.seed}" in page.url and "tour=1" in page.url
    reply = asked(page)
    bar = page.inner_text(".tour")
    assert f"Guided tour: 1 of {len(game.tour.lessons)}" in bar and reply["tour"]["do"] in bar
    assert reply["tour"]["says"] == game.tour.lessons[0].says and reply["tour"]["says"] in bar
    lit = page.eval_on_selector_all(".table .pile.hinted", "els => els.map((e) => e.dataset.pile)")
    assert sorted(lit) == sorted([reply["tour"]["from"], reply["tour"]["to"]])
    page.screenshot(path=str(ARTIFACTS / "tour-royal-cotillion-desktop.png"))
    # Another legal move is refused with the move the tour asks for, and nothing moves.
    click_pile(page, "fresh")
    page.wait_for_function("() => document.querySelector('.status').textContent.includes('The tour asks')")
    assert ply(page) == 0
    said = []
    for n in range(len(game.tour.lessons) + 3):
        reply = asked(page)
        if reply["tour"]["done"]:
            break
        said.append(reply["tour"]["says"])
        record = record_of(reply)
        if n % 2:
            drag(page, source_selector(record), record["to"])
            wait_ply(page, n + 1)
        else:
            play_by_clicks(page, record, reply["view"])
    assert [s for s in said if s] == [lesson.says for lesson in game.tour.lessons]
    assert game.tour.done in page.inner_text(".tour")
    page.click(".tour button:has-text('Leave the tour')")
    page.wait_for_selector(".tour", state="hidden")
    page.wait_for_function("() => !location.hash.includes('tour=1')")
    page.context.close()
    assert watch.errors == [] and watch.offsite == []


@pytest.mark.parametrize("size", list(SIZES))
def test_every_game_offers_its_tour_in_the_rules_and_takes_a_first_move(browser, site, watch, size):
    context = browser.new_context(**SIZES[size], service_workers="block")
    page = new_page(browser, watch, context=context)
    problems = []
    for game_id, link in LINKS.items():
        game = GAMES[game_id]
        open_link(page, site, link)
        rules = page.locator("button:has-text('Rules')").first
        if not rules.is_visible():
            page.locator(".more > summary").first.click()
        rules.click()
        start = page.locator("dialog.rules-sheet[open] button:has-text('Take the guided tour')")
        start.tap() if size == "phone" else start.click()
        page.wait_for_selector(".tour:not([hidden])")
        reply = asked(page)
        if f"Guided tour: 1 of {len(game.tour.lessons)}" not in page.inner_text(".tour"):
            problems.append((game_id, "progress", page.inner_text(".tour")))
        record = record_of(reply)
        if record["from"] and record["to"]:
            lit = page.eval_on_selector_all(".table .pile.hinted", "els => els.map((e) => e.dataset.pile)")
            if sorted(lit) != sorted([record["from"], record["to"]]):
                problems.append((game_id, "lit", lit))
        for theme in ("light", "dark", "contrast") if size == "desktop" else ("light",):
            show_theme(page, theme)
            page.screenshot(path=str(ARTIFACTS / f"tour-{game_id}-{size}-{theme}.png"))
        show_theme(page, "light")
        before = ply(page)
        if record["from"] and record["to"]:
            # (in the screen's middle: at a phone's foot a fixed bar of buttons lies over the page)
            for where in (source_selector(record), f'[data-pile="{record["to"]}"]'):
                page.locator(where).first.evaluate("(e) => e.scrollIntoView({ block: 'center' })")
            play_by_clicks(page, record, reply["view"], tap=size == "phone")
        else:   # a move of a button under the table (Overthrow's end of turn)
            page.click(f".actions button:has-text('{record['label']}')")
            wait_ply(page, before + 1, or_more=True)
        after = page.evaluate(SNAPSHOT)
        if after["moves"][before] != record["move"]:
            problems.append((game_id, "played", after["moves"][before:]))
    context.close()
    assert problems == []
    assert watch.errors == [] and watch.offsite == []
