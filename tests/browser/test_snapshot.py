"""Return visits restore a memory snapshot of the ready runtime instead of starting Python.

Each test has a context of its own, so Cache Storage starts empty and lasts from one page
to the next, as it does between a player's visits.  The worker says in its "ready"
timings which way it started (``snapshot``: "missing", "restored" or "fallback: <why>")
and, in its stats, what became of the stored snapshot afterwards.
"""
import pytest

import build
from conftest import ARTIFACTS, Snapshot, new_page
from helpers import card_ids, offline_ready, until, open_link, play_by_clicks

LINK = "#/royal-cotillion?seed=77"

# The same requests, in every game, to a freshly started runtime and to a restored one:
# deals, moves, bot moves, hints (whose solvers are imported from the zip only when first
# asked, so after the restore) and a proven-winnable deal.
SCRIPT = """async (plies) => {
  const out = [];
  const ask = async (body) => {
    const reply = await courtly.engine.request(body);
    out.push(JSON.stringify(reply));
    return reply;
  };
  await ask({ op: "view" });  // before any deal: no table is open in a fresh runtime
  const links = ["#/royal-cotillion?seed=11", "#/overthrone?seed=11",
    "#/kings-corners?seed=11&seats=strong,strong,strong,strong", "#/kings-court?seed=11&seats=strong,quick",
    "#/overthrow?seed=11&seats=strong,random"];
  for (const link of links) {
    let reply = await ask({ op: "open", link });
    for (let ply = 0; ply < plies && reply.ok && !reply.view.outcome; ply++) {
      reply = reply.bot_to_move ? await ask({ op: "bot" })
        : await ask({ op: "move", move: reply.view.moves[ply % reply.view.moves.length].move });
    }
    if (reply.players === 1) await ask({ op: "hint" });
  }
  await ask({ op: "winnable", game: "royal-cotillion", pick: 5 });
  return out;
}"""

# What Cache Storage holds: every entry's address, and whether this build's entry decodes.
STORED = """async (url) => {
  const s = await import(url);
  const cache = await caches.open(s.CACHE);
  const keys = (await cache.keys()).map((r) => r.url);
  const response = await cache.match(s.KEY);
  let state = "none";
  if (response && response.headers.has("X-Snapshot-Refused")) state = "refused";
  else if (response) {
    try { s.decode(await response.arrayBuffer()); state = "valid"; } catch (err) { state = "bad: " + err.message; }
  }
  return { key: s.KEY, keys, state };
}"""

# Replace this build's entry with a damaged one; or move it under another build's name.
DAMAGE = """async ([url, how]) => {
  const s = await import(url);
  const cache = await caches.open(s.CACHE);
  const buffer = await (await cache.match(s.KEY)).arrayBuffer();
  const otherBuild = s.KEY.replace(/[^/]+\\/([^/]+)$/, "0123456789ab/$1");
  let body, key = s.KEY;
  if (how === "truncated") body = buffer.slice(0, buffer.byteLength >> 1);
  else if (how === "corrupt") {
    body = buffer.slice(0);
    new Uint8Array(body)[body.byteLength >> 1] ^= 0x5a;  // one byte, inside the heap's pages
  } else if (how === "foreign") body = new Blob(s.encode(s.decode(buffer), otherBuild));
  else if (how === "unrestorable") body = new Blob(s.encode(new Uint8Array(1 << 16).fill(7)));  // checks pass
  else if (how === "old build") {
    key = otherBuild;  // a good snapshot, of another build
    body = new Blob(s.encode(s.decode(buffer), otherBuild));
    await cache.delete(s.KEY);
  }
  await cache.put(key, new Response(body));
  return key;
}"""


def snapshot_module(site):
    (path,) = build.DIST.glob("v/*/js/snapshot.js")
    return site + path.relative_to(build.DIST).as_posix()


@pytest.fixture
def context(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    yield context
    context.close()


def visit(browser, watch, context, site, link=LINK):
    """A new page (a new visit) in ``context``: the deal drawn (or, on the home screen, the
    engine ready); its worker's timings."""
    page = new_page(browser, watch, context=context, fresh_start=True)
    if link == "#/":
        page.goto(site + link)
        return page, page.evaluate("courtly.engine.ready.then((engine) => engine.timings)")
    open_link(page, site, link)
    return page, page.evaluate("courtly.engine.timings")


def returning(browser, context, site, how):
    """``context`` as a returning visitor's browser, its snapshot then damaged ``how``: the
    snapshot the site made (tests/browser/conftest.py), changed in a page of this origin that
    starts no engine (the first test makes one the long way)."""
    Snapshot.give(browser, context)
    page = context.new_page()
    page.goto(site + "__blank__")
    assert page.evaluate(STORED, snapshot_module(site))["state"] == "valid"
    key = page.evaluate(DAMAGE, [snapshot_module(site), how])
    stored = page.evaluate(STORED, snapshot_module(site))
    page.close()
    return key, stored


def settled(page):
    """What became of the stored snapshot once the worker has finished with it."""
    return until(page, """async () => { const { snapshot } = await courtly.engine.stats();
        return !["waiting", "making"].includes(snapshot.state) && snapshot; }""", timeout=120_000)


def plays(page):
    """The table takes a move: the engine answers it and the page draws it."""
    reply = page.evaluate("courtly.engine.request({op: 'view'})")
    play_by_clicks(page, reply["view"]["moves"][0], reply["view"])


def finish(page, watch, name):
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))
    assert watch.offsite == [] and watch.errors == [], (watch.offsite, watch.errors)


def test_a_return_visit_restores_the_snapshot_and_answers_as_a_fresh_start(browser, site, watch, context):
    # From the home screen, which asks the engine nothing, so the script's requests are the first.
    first, timings = visit(browser, watch, context, site, "#/")
    assert timings["snapshot"] == "missing"
    fresh = first.evaluate(SCRIPT, 6)
    assert '"No game is open."' in fresh[0]
    open_link(first, site, LINK)
    dealt = card_ids(first)
    made = settled(first)
    assert made["state"] == "made", made
    assert made["made"]["stored"] < made["made"]["heap"]  # only the heap's non-zero pages are kept
    assert first.evaluate(STORED, snapshot_module(site))["state"] == "valid"
    first.close()

    again, timings = visit(browser, watch, context, site, "#/")
    assert timings["snapshot"] == "restored", timings
    assert timings["read"] > 0 and timings["check"] > 0
    restored = again.evaluate(SCRIPT, 6)
    assert len(restored) == len(fresh) > 20
    assert restored == fresh
    open_link(again, site, LINK)
    assert card_ids(again) == dealt
    plays(again)
    assert settled(again)["state"] == "restored"  # nothing more to store
    finish(again, watch, "snapshot-restored")


@pytest.mark.parametrize("how, why", [("corrupt", "fallback: corrupt (checksum)"),
                                      ("truncated", "fallback: truncated"),
                                      ("foreign", "fallback: foreign (made for")])
def test_a_damaged_snapshot_falls_back_still_deals_and_is_replaced(browser, site, watch, context, how, why):
    _, stored = returning(browser, context, site, how)
    assert stored["state"].startswith("bad: " + why[len("fallback: "):])

    second, timings = visit(browser, watch, context, site)
    assert timings["snapshot"].startswith(why), timings
    plays(second)
    assert settled(second)["state"] == "made"
    assert second.evaluate(STORED, snapshot_module(site))["state"] == "valid"
    second.close()

    third, timings = visit(browser, watch, context, site)
    assert timings["snapshot"] == "restored", timings
    plays(third)
    finish(third, watch, f"snapshot-{how}")


def test_a_new_build_ignores_the_old_snapshot_and_keeps_only_its_own(browser, site, watch, context):
    old, stored = returning(browser, context, site, "old build")
    assert stored["state"] == "none" and stored["keys"] == [old]

    second, timings = visit(browser, watch, context, site)
    assert timings["snapshot"] == "missing", timings
    plays(second)
    assert settled(second)["state"] == "made"
    stored = second.evaluate(STORED, snapshot_module(site))
    assert stored["state"] == "valid" and stored["keys"] == [stored["key"]]  # the old build's is gone
    finish(second, watch, "snapshot-new-build")


def test_a_snapshot_the_runtime_will_not_restore_is_refused_and_not_made_again(browser, site, watch, context):
    returning(browser, context, site, "unrestorable")

    second, timings = visit(browser, watch, context, site)
    assert timings["snapshot"].startswith("fallback: restore failed"), timings
    plays(second)
    assert settled(second)["state"] == "refused"
    second.close()

    third, timings = visit(browser, watch, context, site)
    assert timings["snapshot"].startswith("fallback: refused (restore failed"), timings
    plays(third)
    assert settled(third)["state"] == timings["snapshot"]  # nothing made, nothing stored
    assert third.evaluate(STORED, snapshot_module(site))["state"] == "refused"
    finish(third, watch, "snapshot-refused")


def test_a_return_visit_offline_restores_the_snapshot(browser, site, watch):
    context = browser.new_context(viewport={"width": 1280, "height": 800})  # service worker allowed
    page, timings = visit(browser, watch, context, site)
    assert timings["snapshot"] == "missing"
    offline_ready(page)
    assert settled(page)["state"] == "made"
    context.set_offline(True)
    page.reload()
    page.wait_for_selector('.table[data-ply="0"]', timeout=60_000)
    assert page.evaluate("courtly.engine.timings.snapshot") == "restored"
    plays(page)
    finish(page, watch, "snapshot-offline")
    context.close()


def test_stats_asked_before_the_worker_starts_wait_for_it(browser, site, watch, context):
    """The page starts its worker after the first paint; figures asked for sooner (the run's
    first snapshot is fetched that way, ``Snapshot.made``) wait for the worker instead of
    failing on one not yet there, which a clean clone's CI met."""
    (path,) = build.DIST.glob("v/*/js/engine.js")
    page = new_page(browser, watch, context=context, fresh_start=True)
    page.goto(site + "__blank__")
    before, state = page.evaluate("""async (url) => {
      const { Engine } = await import(url);
      let go;
      const engine = new Engine(new Promise((begin) => { go = begin; }));
      const asked = engine.stats();
      const before = engine.worker === undefined;
      go();
      const { snapshot } = await asked;
      engine.worker.terminate();
      return [before, snapshot.state];
    }""", site + path.relative_to(build.DIST).as_posix())
    assert before, "the worker started before it was let"
    assert state == "starting"
    assert watch.offsite == [] and watch.errors == [], (watch.offsite, watch.errors)


def test_the_page_starts_the_snapshot_maker_not_the_engines_worker(browser, site, watch, context):
    """In Firefox the engine's worker once froze in the constructor of the worker it started
    to make the snapshot, and answered nothing after (caught by a trace in that worker: its
    last step was ``new Worker``).  The page starts that worker instead and passes on what
    it said, so the engine's worker never starts one."""
    context.add_init_script("""window.__started = [];
      const Started = window.Worker;
      window.Worker = class extends Started {
        constructor(url, options) { super(url, options); window.__started.push(String(url).split("/").pop()); }
      };""")
    page, timings = visit(browser, watch, context, site)
    assert timings["snapshot"] == "missing"
    made = settled(page)
    assert made["state"] == "made", made
    assert page.evaluate("window.__started") == ["worker.js", "snapshot-worker.js"]
    finish(page, watch, "snapshot-made-by-the-page")
