"""Browser fixtures: dist/ served on 127.0.0.1, Debian's Chromium driven by Playwright.

Every page blocks and records any request that leaves 127.0.0.1, and fails its test on
a console error or an uncaught exception.  Screenshots go to tests/artifacts/.
"""
import base64
import json
import os
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest

import build
from courtly.games import GAMES

GAME_IDS = json.dumps(list(GAMES))

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


SITE = None  # the served site's address, for pages made outside a fixture


class TestHandler(build.Handler):
    """dist/, and two addresses of the tests' own: a blank page, and the runtime's snapshot
    (``Snapshot``) for a new context to store."""

    def do_GET(self):
        if self.path == "/__blank__":
            return self.reply(b"<!doctype html><title>blank</title>", "text/html")
        if self.path == "/__snapshot__" and Snapshot.entry:
            return self.reply(Snapshot.entry[1], "application/octet-stream")
        return super().do_GET()

    def reply(self, body, kind):
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture(scope="session")
def site():
    global SITE
    assert (build.DIST / "index.html").exists(), "build the site first: python3 build.py"
    server = build.make_server(0, handler=TestHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    SITE = f"http://127.0.0.1:{server.server_address[1]}/"
    yield SITE
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        path = os.environ.get("CHROMIUM_PATH") or build.find_chromium()
        b = p.chromium.launch(executable_path=path, args=CHROMIUM_ARGS) if path else p.chromium.launch()
        yield b
        b.close()


class Watch:
    """What a page did that it must not: leave 127.0.0.1, or log an error."""

    def __init__(self):
        self.offsite: list[str] = []
        self.errors: list[str] = []


@pytest.fixture
def watch():
    return Watch()


# The two screens every table is tried on: a desktop, and a phone with touch (as the player).
SIZES = {"desktop": {"viewport": {"width": 1280, "height": 800}},
         "phone": {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}}


def sized_page(browser, watch, size, init="", **options):
    """A page of its own (fresh storage) at ``size``; ``init`` runs before the page's scripts."""
    context = browser.new_context(**SIZES[size], service_workers="block", **options)
    if init:
        context.add_init_script(init)
    return new_page(browser, watch, context=context)


@pytest.fixture(scope="session")
def shared_context(browser):
    """One context for most tests, so the runtime comes from its HTTP cache after the first."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    yield context
    context.close()


class Snapshot:
    """The runtime's memory snapshot as the site itself made it, once per run, put into each new
    context's Cache Storage as a returning visitor has it: a new context then restores Python
    (a fraction of a second) instead of starting it (3-5 s on two cores) and making a snapshot
    of its own in a second worker once idle.  Tests of the first visit, of offline play and of
    the snapshot itself start fresh (``new_page(..., fresh_start=True)``)."""
    CACHE = "courtly.snapshots"   # js/snapshot.js
    entry: tuple[str, bytes] | None = None

    @classmethod
    def made(cls, browser) -> tuple[str, bytes]:
        if cls.entry is None:
            context = browser.new_context(service_workers="block")
            page = context.new_page()
            page.goto(SITE + "#/")
            key, body = page.evaluate("""async (name) => {
              for (;;) {   // the worker reports when its snapshot is stored (or refused)
                const { state } = (await courtly.engine.stats()).snapshot;
                if (!["starting", "waiting", "making"].includes(state)) break;
                await new Promise((later) => setTimeout(later, 100));
              }
              const store = await caches.open(name);
              const [request] = await store.keys();
              const bytes = new Uint8Array(await (await store.match(request)).arrayBuffer());
              let text = "";
              for (let i = 0; i < bytes.length; i += 0x8000) {
                text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
              }
              return [request.url, btoa(text)];
            }""", cls.CACHE)
            context.close()
            cls.entry = (key, base64.b64decode(body))
            assert cls.entry[1], "the site made no snapshot"
        return cls.entry

    @classmethod
    def give(cls, browser, context) -> None:
        key, _ = cls.made(browser)
        page = context.new_page()
        page.goto(SITE + "__blank__")
        page.evaluate("""async ([name, key]) => {
          const body = await (await fetch("__snapshot__")).arrayBuffer();
          const headers = { "Content-Type": "application/octet-stream" };
          await (await caches.open(name)).put(key, new Response(body, { headers }));
        }""", [cls.CACHE, key])
        page.close()


def new_page(browser, watch, width=1280, height=800, context=None, first_visit=False, fresh_start=False):
    # Service workers are blocked (their requests would bypass the off-site guard) except
    # where a test brings its own context to check offline play.
    context = context or browser.new_context(viewport={"width": width, "height": height},
                                             service_workers="block")
    if not fresh_start and not getattr(context, "restores", False):
        Snapshot.give(browser or context.browser, context)
        context.restores = True

    def guard(route):
        host = urlsplit(route.request.url).hostname
        if route.request.url.startswith(("data:", "blob:")) or host == "127.0.0.1":
            route.continue_()
        else:
            watch.offsite.append(route.request.url)
            route.abort()

    page = context.new_page()
    if not first_visit:  # the first-visit guide is tested on its own; elsewhere it would cover controls
        page.add_init_script("try { for (const g of %s) localStorage.setItem('courtly:guided:' + g, '1'); }"
                             " catch { /* a page without storage (about:blank) */ }" % GAME_IDS)
    page.route("**/*", guard)
    page.on("console", lambda m: m.type == "error" and watch.errors.append(m.text))
    page.on("pageerror", lambda e: watch.errors.append(f"uncaught: {e}"))
    page.set_default_timeout(30_000)
    return page


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    """Each phase's report on the test, so a fixture's teardown knows whether the test failed."""
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


def shot_if_failed(page, request, full_page=False):
    """A screenshot of a test that failed, to see what the player saw (tests/test_screens.py takes
    every screen's on purpose; taking one after every test cost time and showed nothing new)."""
    report = getattr(request.node, "report_call", None)
    if report is None or report.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=full_page)


@pytest.fixture
def page(browser, shared_context, watch, request):
    page = new_page(browser, watch, context=shared_context)
    yield page
    shot_if_failed(page, request)
    page.unroute_all(behavior="ignoreErrors") if hasattr(page, "unroute_all") else None
    page.close()
    assert watch.offsite == [], f"requests left 127.0.0.1: {watch.offsite}"
    assert watch.errors == [], f"console errors: {watch.errors}"


@pytest.fixture
def phone(browser, watch, request):
    page = sized_page(browser, watch, "phone")
    yield page
    shot_if_failed(page, request, full_page=True)
    page.context.close()
    assert watch.offsite == [] and watch.errors == [], (watch.offsite, watch.errors)


@pytest.fixture
def devices(browser, site):
    """``devices(name, width=, height=, touch=)``: a new device at a shared table (friends.Device); each
    is closed at the end and checked for console errors and requests that left this machine."""
    from friends import Device
    made = []

    def make(name, **options):
        made.append(Device(browser, site, name, **options))
        return made[-1]
    yield make
    for d in made:
        d.context.close()
    for d in made:
        d.check()


@pytest.fixture(params=list(SIZES))
def sized(browser, watch, request):
    """The same test at 1280x800 and on a 360x740 phone with touch, each with fresh storage."""
    page = sized_page(browser, watch, request.param)
    yield page
    shot_if_failed(page, request, full_page=request.param == "phone")
    page.context.close()
    assert watch.offsite == [] and watch.errors == [], (watch.offsite, watch.errors)
