"""The built site in Firefox and WebKit (Safari's engine), beside the Chromium tests: each of the
five games deals, a move made by clicks lands and survives a reload (which restores the runtime's
memory snapshot, as a return visit does), a phone-sized window plays a move, the game screens fit
a desktop window, and after one visit the site plays with its server gone.  No console error,
and nothing leaves 127.0.0.1.

One browser per engine for the whole module, each with a server of its own (the offline test
stops it).  The steps are JavaScript functions in this file that both drivers evaluate, and
clicks at points of the window, so the two engines run exactly the same scenario.

What each can see: Firefox's driver reports the page's console errors, uncaught errors and the
requests of the page and its workers (not the service worker's own fetches).  WebKitWebDriver
reports none of these (WebKitGTK 2.50 has no BiDi), so watch.js, which this module's server puts
first in the page, keeps what the page logs or throws, what its CSP refused (it lets nothing
leave the origin) and the addresses the page itself fetched; its workers are out of that sight.
For both, the server fails any answer of 400 or more.

A machine without an engine skips its tests, with the reason; in CI (CI=true) that fails.
"""
from __future__ import annotations

import os
import sys
import signal
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit
from urllib.request import urlopen

import pytest

import build
from courtly.games import GAMES
from courtly.links import make_fragment
from tests.cross.drivers import ENGINES, HERE, Missing

# Selenium's own WebKitGTK class passes an argument Selenium has deprecated: not ours to mend.
pytestmark = pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning")
ARTIFACTS = build.ROOT / "tests" / "artifacts"
WATCH = b'<script src="cross-watch.js"></script>'

# One deal of each game; the multiplayer ones against the quick bot.
LINKS = {game: make_fragment(game, seed, players, None, seats=seats) for game, seed, players, seats in (
    ("royal-cotillion", 1, 1, None),
    ("overthrone", 11, 1, None),
    ("kings-corners", 3, 2, ["human", "quick"]),
    ("kings-court", 5, 2, ["human", "quick"]),
    ("overthrow", 1, 2, ["human", "quick"]),
)}

# --- The steps: functions of one JSON argument, evaluated in the page by either driver. ---

# The game's table as the engine last drew it, at rest (no card dragged or gliding): its move
# count, and whether it waits for the person (their moves are listed) or for nobody (the game is
# over), and whether the page has saved it.
TABLE = """(game) => {
  const screen = window.courtly?.screen, table = document.querySelector('.table[data-ply]');
  const gliding = document.getAnimations().some((a) => a.playState === 'running'
    && a.effect?.getTiming().iterations !== Infinity && a.effect?.target?.closest?.('.card'));
  if (screen?.info.id !== game || !screen.reply || !table || table.classList.contains('waiting')
      || document.querySelector('.card.moving') || gliding) return null;
  const reply = screen.reply;
  return { ply: reply.moves.length, moves: reply.moves, yours: reply.view.moves.length > 0 || !!reply.view.outcome,
           saved: window.courtly.saves.listSaves().saves.some((s) => s.game === game && s.ply === reply.moves.length) };
}"""

# The first move that clicks make, and where a player clicks for it: its card (or its pile when
# the card is not drawn there), then the target when the card has several places or the move
# must be chosen on purpose.
PLAN = """() => {
  const moves = window.courtly.screen.reply.view.moves;
  const record = moves.find((m) => m.from != null);
  const card = record.id && document.querySelector(`[data-card-id="${record.id}"]`);
  const places = [card ? `[data-card-id="${record.id}"]` : `[data-pile="${record.from}"]`];
  const choices = moves.filter((m) => m.from === record.from).length;
  if (record.deliberate || choices > 1) places.push(`[data-pile="${record.to}"]`);
  return { move: record.move, places };
}"""

# The centre of an element, scrolled to the middle of the window first (clear of a phone's
# bottom bar), and what a click there would land on.
POINT = """(selector) => {
  const el = document.querySelector(selector);
  if (!el) return null;
  el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
  const top = document.elementFromPoint(x, y);
  return { x, y, on: top ? top.outerHTML.slice(0, 120) : 'nothing' };
}"""

HOME = "() => document.querySelector('#home')?.hidden === false"
GO = "(fragment) => { location.hash = fragment; return true; }"
DRAIN = "() => window.__crossWatch ? window.__crossWatch.splice(0) : ['the watcher (watch.js) is not in the page']"
PREFERENCES = """(games) => { for (const g of games) localStorage.setItem('courtly:guided:' + g, '1');
  localStorage.setItem('courtly:pace', 'instant'); return true; }"""
# How far the page reaches past the window's right and bottom edges, in px.
OVERFLOW = """() => { const page = document.documentElement;
  return { wide: Math.max(0, page.scrollWidth - page.clientWidth),
           tall: Math.max(0, page.scrollHeight - page.clientHeight) }; }"""
# The side panel's parts, top to bottom, each below the last, and none spilling out of its box
# over the next (the Overthrow panel's card list once ran over the log's "Moves").
PANEL = """() => {
  const parts = [...document.querySelectorAll('.side-panel > *')]
    .filter((e) => e.getClientRects().length && getComputedStyle(e).position !== 'absolute');
  const name = (e) => `${e.tagName.toLowerCase()}.${e.className}`;
  const wrong = [];
  parts.forEach((e, i) => {
    if (i && e.getBoundingClientRect().top < parts[i - 1].getBoundingClientRect().bottom - 1) {
      wrong.push(`${name(parts[i - 1])} runs over ${name(e)}`);
    }
    if (getComputedStyle(e).overflowY === 'visible' && e.scrollHeight > e.clientHeight + 1) {
      wrong.push(`${name(e)} spills ${e.scrollHeight - e.clientHeight} px out of its box`);
    }
  });
  return wrong;
}"""
DESKTOP, PHONE = (1280, 800), (390, 844)
# Two frames drawn: what a new window size sets off (observers, then a layout at the next frame) is done.
FRAMES = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"
# The service worker controls the page, its cache full (addAll stores all the files or none).
CACHED = """async () => {
  if (!navigator.serviceWorker.controller) return null;
  const key = (await caches.keys()).find((k) => k.startsWith('courtly-'));
  return key && (await (await caches.open(key)).keys()).length > 10 ? key : null;
}"""
KEEP_WATCH = "(key) => caches.open(key).then((c) => c.add('cross-watch.js')).then(() => true)"
# The started runtime's memory snapshot is stored (js/snapshot.js), so a return visit restores it.
SNAPSHOT = """async () => await caches.has('courtly.snapshots')
  && (await (await caches.open('courtly.snapshots')).keys()).length > 0"""


class WatchedHandler(build.Handler):
    """dist/ as build.py serves it, with watch.js first in the page, and every answer's status kept."""

    def do_GET(self):
        path = urlsplit(self.path).path
        if path in ("/", "/index.html"):
            page = (build.DIST / "index.html").read_bytes()
            assert b"<head>" in page
            self.answer(page.replace(b"<head>", b"<head>\n  " + WATCH, 1), "text/html; charset=utf-8")
        elif path == "/cross-watch.js":
            self.answer((HERE / "watch.js").read_bytes(), "text/javascript")
        else:
            super().do_GET()

    def answer(self, body: bytes, kind: str):
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_request(self, code="-", size="-"):
        self.server.answers.append((self.path, int(code)))


class Smoke:
    """One engine's browser on its own server, and what went wrong since the last look."""

    def __init__(self, driver, server):
        self.driver, self.server = driver, server
        self.site = f"http://127.0.0.1:{server.server_address[1]}/"
        self.problems: list[str] = []

    def look(self) -> list[str]:
        """Everything wrong since the last look: the driver's own console and requests, the
        page's watcher, and answers of the server that were not found or failed."""
        found = self.problems + self.driver.problems()
        found += self.driver.run(DRAIN) if self.driver.alive() else [f"{self.engine}: the page's process died"]
        found += [f"HTTP {code} for {path}" for path, code in self.server.answers if code >= 400]
        self.problems, self.server.answers[:] = [], []
        return found

    def reload(self):
        self.problems += self.driver.run(DRAIN)  # a reload starts a new page, and a new watcher
        self.driver.reload()

    def revive(self) -> bool:
        """A new browser for a dead one (its last words stay in its own log); whether it took one."""
        if self.driver.alive():
            return False
        self.restarts = getattr(self, "restarts", 0) + 1
        try:
            self.driver.close()
        except Exception:   # (a dead session may refuse to quit too)
            pass
        self.driver = ENGINES[self.engine](log_path(f"{self.engine}-{self.restarts + 1}"))
        self.problems.clear()
        ready(self)
        return True

    def table(self, game, what, timeout=60, **want):
        """Wait until the table of ``game`` is at rest and its state has every field of ``want``."""
        wanted = f"(game) => {{ const t = ({TABLE})(game); return t && {condition(want)} ? t : null; }}"
        return self.driver.until(wanted, game, timeout, f"{game}: {what} {want or ''}")

    def open(self, game):
        """Open the game's link as a typed address would (home first, so the table is a new one)."""
        self.driver.run(GO, "#/")
        self.driver.until(HOME, None, 10, "the home screen")
        self.driver.run(GO, LINKS[game])
        return self.table(game, "the deal", timeout=90, yours=True)

    def resize(self, size):
        self.driver.resize(*size)
        self.driver.run(FRAMES)

    def click(self, selector):
        """Click the centre of ``selector`` once it stays put (a table glides its cards to a new
        layout, and a click mid-glide lands on a neighbour)."""
        last = {}

        def still():
            point = self.driver.run(POINT, selector)
            same = point is not None and (point["x"], point["y"]) == (last.get("x"), last.get("y"))
            last.update(point or {})
            return point if same else None
        point = self.driver.poll(still, 10, f"{selector} at rest in the page")
        self.driver.click(point["x"], point["y"])
        return point

    def play_one_move(self, game):
        """Make the first listed move by clicks; wait until it is drawn, the person's turn again
        (bots answer at once) and saved.  The table then."""
        before = self.table(game, "a still table")
        plan = self.driver.run(PLAN)
        landed = []
        for selector in plan["places"]:
            landed.append(self.click(selector)["on"])
        try:
            after = self.table(game, f"{plan['move']} by clicks on {plan['places']} (landed on {landed})", 30,
                               yours=True, saved=True, **{"ply>": before["ply"]})
        except AssertionError as missed:
            self.driver.screenshot(ARTIFACTS / f"cross-{self.engine}-{game}-missed.png")
            status = self.driver.run("() => document.querySelector('.status')?.textContent")
            raise AssertionError(f"{missed}; the page says: {status!r}") from None
        assert after["moves"][before["ply"]] == plan["move"], (plan, after["moves"])
        return after


def log_path(name: str) -> Path:
    """A browser's log, one per test worker: WebKit's crash is read from the log at the offset
    last read, and when both workers' browsers wrote one file, each at its own offset, the
    line could land behind where the reader had got to (a run here once missed a crash that way)."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    return ARTIFACTS / (f"cross-{name}-{worker}.log" if worker else f"cross-{name}.log")


def condition(want: dict) -> str:
    """``want`` as a JavaScript condition on the table ``t`` ("ply>": a move count to pass)."""
    parts = []
    for key, value in want.items():
        if key.endswith(">"):
            parts.append(f"t.{key[:-1]} > {int(value)}")
        else:
            parts.append(f"t.{key} === {'true' if value else 'false'}")
    return " && ".join(parts) or "true"


# A worker that has stopped answering never answers "stats" either: bounded, so the step returns
# and the driver is free to close the browser (once, in CI, Firefox's worker went silent here).
WORKER_SAYS = """async () => JSON.stringify(await Promise.race([
  courtly.engine.stats().then((stats) => stats.snapshot),
  new Promise((silent) => setTimeout(() => silent("no answer from the worker in 10 s"), 10000))]))"""


def ready(smoke):
    """The engine's browser at home, the preferences set, and a first deal played from nothing:
    once the engine is idle the page stores a snapshot of it, and every reload after restores
    that (a return visit's start)."""
    driver = smoke.driver
    driver.goto(smoke.site + "#/")
    driver.resize(*DESKTOP)
    driver.run(PREFERENCES, list(GAMES))  # no first-visit guide over the table; bots at once
    smoke.open("royal-cotillion")
    try:
        driver.until(SNAPSHOT, None, 180, "the runtime's snapshot for return visits")
    except AssertionError as missing:   # say what the engine's worker did with it, or that it is silent
        state = driver.until(WORKER_SAYS, None, 20, "the snapshot's state")
        raise AssertionError(f"{missing}; the worker's snapshot: {state}") from None


@pytest.fixture(scope="module", params=list(ENGINES))
def smoke(request):
    ARTIFACTS.mkdir(exist_ok=True)
    assert (build.DIST / "index.html").exists(), "build the site first: python3 build.py"
    server = build.make_server(0, handler=WatchedHandler)
    server.answers = []
    threading.Thread(target=server.serve_forever, daemon=True).start()
    started = time.monotonic()
    try:
        driver = ENGINES[request.param](log_path(request.param))
    except Missing as missing:
        server.shutdown()
        server.server_close()
        if os.environ.get("CI") == "true":
            pytest.fail(f"{request.param}: {missing} (CI runs every engine)")
        pytest.skip(f"{request.param}: {missing}")
    smoke = Smoke(driver, server)
    smoke.engine = request.param
    try:
        ready(smoke)
        yield smoke
    finally:
        pending = sys.exc_info()[1]   # what ready() raised: it, not a close that found the browser stuck, says why
        try:
            smoke.driver.close()
        except AssertionError:
            if pending is None:
                raise
        finally:
            server.shutdown()
            server.server_close()
        print(f"\n{request.param} {driver.version}: {time.monotonic() - started:.1f} s from launch to close")


@pytest.fixture
def browser(smoke, request):
    """The engine's browser, checked after each test: a screenshot, then nothing went wrong.  A
    browser that died (its page's process crashed) fails the test it died in, with its log's
    line, and the next test gets a new one rather than failing on the dead one."""
    smoke.revive()
    yield smoke
    smoke.driver.screenshot(ARTIFACTS / f"cross-{request.node.name}.png")
    problems = smoke.look()
    assert problems == [], f"{smoke.engine}: console errors, failed loads or requests off 127.0.0.1"


def test_each_test_worker_keeps_its_browsers_log_apart(monkeypatch):
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw0")
    first = log_path("webkit")
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw1")
    assert log_path("webkit") != first and first.parent == ARTIFACTS
    monkeypatch.delenv("PYTEST_XDIST_WORKER")
    assert log_path("webkit").name == "cross-webkit.log"


def test_the_checks_see_an_error_and_a_request_off_this_machine(browser):
    """What every test is checked for can be seen in this engine: an error logged, an error thrown,
    and a request for another host (to a closed port of this machine; the page's CSP stops it)."""
    browser.driver.run("""() => { console.error('logged on purpose');
      setTimeout(() => { throw new Error('thrown on purpose'); });
      fetch('http://localhost:1/on-purpose').catch(() => {}); return true; }""")
    made, found = ("logged on purpose", "thrown on purpose", "localhost:1/on-purpose"), []

    channels = 2 if browser.driver.sees_console else 1  # the driver's own, and the page's watcher

    def all_seen():
        found.extend(browser.look())
        return all(sum(m in line for line in found) >= channels for m in made)
    try:
        browser.driver.poll(all_seen, 10, "the errors made on purpose")
    except AssertionError:
        raise AssertionError(f"{browser.engine} showed only {found} of {made}") from None


@pytest.mark.parametrize("game", list(LINKS))
def test_each_game_deals_a_move_by_clicks_survives_a_reload_and_a_phone_window_plays_on(browser, game):
    """A deal, a move by clicks, a reload that keeps it; then the window narrows to a phone's
    under the table (a phone turned, a window dragged) and a move is made there by clicks.
    (WebKitGTK's window stops at about 450 px wide.)"""
    dealt = browser.open(game)
    assert dealt["ply"] == 0
    overflow = browser.driver.run(OVERFLOW)
    assert overflow["wide"] == 0 and overflow["tall"] == 0, ("the game screen fits a desktop window", overflow)
    played = browser.play_one_move(game)
    assert browser.driver.run(PANEL) == []
    browser.reload()
    again = browser.table(game, "the game after a reload", timeout=90)
    assert again["moves"] == played["moves"], "a reload keeps the game where it was"
    assert browser.driver.run("() => courtly.engine.timings.snapshot") == "restored", "a return visit's start"
    browser.resize(PHONE)
    try:
        browser.table(game, "the table at a phone's width")
        browser.play_one_move(game)
        assert browser.driver.run(OVERFLOW)["wide"] <= 0, "the page is wider than the phone"
        browser.driver.screenshot(ARTIFACTS / f"cross-{browser.engine}-{game}-phone.png")
        assert browser.driver.run(PANEL) == []
    finally:
        browser.resize(DESKTOP)


def test_a_page_whose_process_dies_fails_its_own_test_and_the_next_gets_a_new_browser(browser):
    """WebKitGTK's web process once died in GLib's start-up check (an interrupted call it treats
    as fatal), and every later WebKit test failed on the dead browser.  Killed here on purpose:
    the test sees it in the log, and the next test's browser is a new one that plays."""
    if browser.engine != "webkit":
        pytest.skip("WebKit's web process is the one seen to die")
    dead = browser.driver
    # This browser's alone: the other test worker may be playing in a WebKit of its own (a kill
    # of every WebKit web process on the machine once failed that worker's game mid-move).
    bystander = type(dead)(log_path("webkit-bystander"))
    try:
        assert bystander.alive()
        doomed = dead.web_processes()
        assert doomed, "no web process to kill"
        for pid in doomed:
            os.kill(pid, signal.SIGKILL)
        dead.poll(lambda: not dead.alive(), 30, "the page to stop answering")
        assert bystander.alive(), "another browser's page plays on"
    finally:
        bystander.close()
    seen = []
    dead.poll(lambda: seen.extend(browser.look()) or any("CRASHED" in p for p in seen), 30, "the log's word of it")
    assert f"{browser.engine}: the page's process died" in seen, seen
    assert browser.revive() and browser.driver is not dead
    assert browser.open("kings-court")["ply"] == 0
    browser.play_one_move("kings-court")


def test_after_one_visit_the_site_plays_offline(browser):
    """Last, as it stops the engine's server: the service worker must bring back the page, the
    engines and the game in progress, and the game must go on."""
    game = "royal-cotillion"
    browser.open(game)
    played = browser.play_one_move(game)
    key = browser.driver.until(CACHED, None, 120, "the service worker and its cache")
    browser.driver.run(KEEP_WATCH, key)  # the test's own watcher, so it runs offline too
    browser.server.shutdown()
    browser.server.server_close()
    with pytest.raises(OSError):
        urlopen(browser.site, timeout=5)  # nothing answers there now
    browser.reload()
    again = browser.table(game, "the game offline", timeout=90)
    assert again["moves"] == played["moves"]
    assert browser.driver.run("() => navigator.serviceWorker.controller !== null"), "the service worker served it"
    browser.play_one_move(game)
