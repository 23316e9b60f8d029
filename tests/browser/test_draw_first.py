"""Draw first, confirm after (issue 41): a person's move is on the table before the engine has
answered, by a click, a drag or a key, and an undo or a redo too; the engine's answer then
settles the table; a refusal slides the card back; an answer that went another way is shown
and said.  The engine's answers are held back here by a gate in front of the page's engine."""
import pytest

from helpers import (at_full_speed, cards_at_rest, centre, drag, forget_games, open_link, ply, source_selector,
                     status, toolbar, until, wait_ply)

LINKS = {
    "royal-cotillion": "#/royal-cotillion?seed=3",
    "overthrone": "#/overthrone?seed=3",
    "kings-corners": "#/kings-corners?seed=3&seats=human,random",
    "kings-court": "#/kings-court?seed=3&seats=human,random",
    "overthrow": "#/overthrow?seed=3&seats=human,random",
}

# Requests of these kinds wait at the gate until the test opens it; the rest go through.
GATE = """(ops) => {
  const engine = courtly.engine, ask = engine.request.bind(engine);
  window.__held = [];
  window.__open = () => { for (const go of window.__held.splice(0)) go(); };
  window.__swap = null;  // a move the gate plays instead of the one asked (the engine going another way)
  engine.request = (req) => {
    if (!ops.includes(req.op)) return ask(req);
    const sent = window.__swap && req.op === 'move' ? { ...req, move: window.__swap } : req;
    return new Promise((done) => window.__held.push(() => done(ask(sent))));
  };
}"""


@pytest.fixture(autouse=True)
def ungated(page):
    """The lent page's engine without the gate, for the tests after these."""
    yield
    page.evaluate("() => { window.__open?.(); delete courtly.engine.request; }")


def hold(page, *ops):
    page.evaluate(GATE, list(ops or ["move", "undo", "redo"]))


def held(page) -> int:
    return page.evaluate("window.__held.length")


def view(page):
    return page.evaluate("courtly.engine.request({op: 'view'})")


def shown(page, record) -> bool:
    """The record's piece is drawn in the pile it goes to."""
    return page.evaluate("""(r) => [...document.querySelectorAll(`[data-card-id="${r.id}"]`)]
        .some((el) => el.dataset.in === r.to)""", record)


def drawable(page, reply):
    """The person's listed moves whose piece is on the table, one press from its pile."""
    on_table = set(page.evaluate("[...document.querySelectorAll('[data-card-id]')].map((e) => e.dataset.cardId)"))
    moves = reply["view"]["moves"]
    return [m for m in moves if m.get("id") in on_table and m.get("to")
            and page.locator(f'[data-pile="{m["to"]}"]').count()
            and page.locator(source_selector(m)).first.is_visible()]


def press_move(page, record, reply, how="click"):
    """Play ``record`` as a person does: a click (and the target if its pile offers several
    moves), a drag, or Enter on the focused pile (and on the target)."""
    cards_at_rest(page)
    several = record.get("deliberate") or sum(m["from"] == record["from"] for m in reply["view"]["moves"]) > 1
    if how == "drag":
        drag(page, source_selector(record), record["to"])
        return
    places = [f'[data-pile="{record["from"]}"]' if how == "key" else source_selector(record)]
    if several:
        places.append(f'[data-pile="{record["to"]}"]')
    for where in places:
        if how == "key":
            page.evaluate("(s) => document.querySelector(s).focus()", where)
            page.keyboard.press("Enter")
        else:
            page.locator(where).first.scroll_into_view_if_needed()
            page.mouse.click(*centre(page, where))


@pytest.mark.parametrize("game", list(LINKS))
def test_each_game_draws_the_move_before_the_engine_answers(page, site, game):
    forget_games(page, site)
    open_link(page, site, LINKS[game])
    at_full_speed(page)
    hold(page, "move")
    for how in ("click", "key", "drag"):
        until(page, "async () => { const r = await courtly.engine.request({op: 'view'});"
                    " return r.to_move === r.viewer && !document.querySelector('.table[aria-busy]'); }")
        reply = view(page)
        record = drawable(page, reply)[0]
        n = ply(page)
        press_move(page, record, reply, how)
        page.wait_for_function("() => window.__held.length === 1")
        # the engine has not answered: the piece is in its place and the table says it waits
        assert shown(page, record), f"{how}: {record['move']} drawn before the answer"
        assert page.locator(".table[aria-busy]").count() == 1
        assert ply(page) == n
        page.evaluate("window.__open()")
        wait_ply(page, n + 1, or_more=True)
        page.wait_for_selector(".table:not([aria-busy])")
        assert view(page)["moves"][n] == record["move"]


def test_undo_and_redo_draw_the_position_before_the_engine_answers(page, site):
    forget_games(page, site)
    open_link(page, site, LINKS["royal-cotillion"])
    at_full_speed(page)
    reply = view(page)
    record = drawable(page, reply)[0]
    press_move(page, record, reply)
    wait_ply(page, 1)
    assert shown(page, record)
    hold(page, "undo", "redo")
    toolbar(page, "Undo")
    page.wait_for_function("() => window.__held.length === 1")
    assert not shown(page, record) and page.evaluate(
        "(r) => document.querySelector(`[data-card-id='${r.id}']`).dataset.in", record) == record["from"]
    page.evaluate("window.__open()")
    wait_ply(page, 0)
    toolbar(page, "Redo")
    page.wait_for_function("() => window.__held.length === 1")
    assert shown(page, record) and ply(page) == 0
    page.evaluate("window.__open()")
    wait_ply(page, 1)
    assert "played again" in status(page)


def test_an_answer_that_went_another_way_is_shown_and_said(page, site):
    forget_games(page, site)
    open_link(page, site, LINKS["royal-cotillion"])
    at_full_speed(page)
    reply = view(page)
    moves = drawable(page, reply)
    asked, played = moves[0], next(m for m in moves if m["id"] != moves[0]["id"])
    hold(page, "move")
    page.evaluate("(m) => { window.__swap = m; }", played["move"])
    press_move(page, asked, reply)
    page.wait_for_function("() => window.__held.length === 1")
    assert shown(page, asked)
    page.evaluate("window.__open()")
    wait_ply(page, 1)
    assert view(page)["moves"] == [played["move"]]
    assert shown(page, played) and not shown(page, asked), "the table shows the engine's game"
    assert "went differently" in status(page)


def test_a_refused_move_slides_back_with_the_engines_reason(page, site):
    """The page drew a listed move, but the engine refused it (at a shared table, the host
    had moved on): the piece goes back to its pile and the reason is shown."""
    forget_games(page, site)
    open_link(page, site, LINKS["royal-cotillion"])
    at_full_speed(page)
    reply = view(page)
    record = drawable(page, reply)[0]
    page.evaluate("""() => {
      const engine = courtly.engine, ask = engine.request.bind(engine);
      window.__held = [];
      engine.request = (req) => req.op !== 'move' ? ask(req)
        : new Promise((done) => window.__held.push(() => done({ ok: false, kind: 'illegal', error: 'Not now.' })));
    }""")
    press_move(page, record, reply)
    page.wait_for_function("() => window.__held.length === 1")
    assert shown(page, record)
    page.evaluate("window.__held.pop()()")
    page.wait_for_function("(r) => document.querySelector(`[data-card-id='${r.id}']`).dataset.in === r.from",
                           arg=record)
    page.wait_for_selector(".refusal:has-text('Not now.')")
    assert page.locator(".table[aria-busy]").count() == 0 and ply(page) == 0
