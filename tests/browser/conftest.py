"""Browser fixtures: dist/ served on 127.0.0.1, Debian's Chromium driven by Playwright.

pytest-playwright's fixtures launch the browser (``browser``, ``new_context``; its options such
as ``--headed``, ``--slowmo`` and ``--tracing retain-on-failure`` work as documented); on top,
every page made here blocks and records any request that leaves 127.0.0.1, and fails its test
on a console error or an uncaught exception.  Screenshots go to tests/artifacts/.
"""
import base64
import json
import os
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest

import build
from helpers import HOME_SHOWN
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
def browser_type_launch_args(browser_type_launch_args):
    """Debian's Chromium (CHROMIUM_PATH) with flags that keep it off the network, unless told
    otherwise on the command line."""
    path = os.environ.get("CHROMIUM_PATH") or build.find_chromium()
    return {"args": CHROMIUM_ARGS, **({"executable_path": path} if path else {}), **browser_type_launch_args}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """Service workers blocked: their requests would bypass the off-site guard (tests of offline
    play bring a context of their own)."""
    return {**browser_context_args, "service_workers": "block"}


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


def sized_page(new_context, watch, size, init="", **options):
    """A page of its own (fresh storage) at ``size``; ``init`` runs before the page's scripts.
    ``new_context`` is pytest-playwright's fixture (it closes the context after the test)."""
    context = new_context(**SIZES[size], **options)
    if init:
        context.add_init_script(init)
    return new_page(context.browser, watch, context=context)


@pytest.fixture(scope="session")
def shared_context(browser, browser_context_args):
    """One context for most tests, so the runtime comes from its HTTP cache after the first."""
    context = browser.new_context(**browser_context_args, viewport={"width": 1280, "height": 800})
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


def count_boots(page):
    """Count each engine worker the page starts: each is a Python started or restored (tests/conftest.py
    adds the workers' counts up at the end of the run)."""
    test = os.environ.get("PYTEST_CURRENT_TEST")
    page.on("worker", lambda worker: worker.url.endswith("/worker.js") and booted_in(test))


BOOTS = {"engines": 0, "by_module": {}}


def booted_in(test):
    """Count one engine start, and the test module it was for."""
    module = (test or "?").split("::")[0]
    BOOTS["engines"] += 1
    BOOTS["by_module"][module] = BOOTS["by_module"].get(module, 0) + 1


def pytest_sessionfinish(session):
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"boots-{os.environ.get('PYTEST_XDIST_WORKER', 'main')}.json").write_text(json.dumps(BOOTS))


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
    count_boots(page)
    if not first_visit:  # the first-visit guide is tested on its own; elsewhere it would cover controls
        page.add_init_script("try { for (const g of %s) localStorage.setItem('courtly:guided:' + g, '1'); }"
                             " catch { /* a page without storage (about:blank) */ }" % GAME_IDS)
    page.route("**/*", guard)
    page.on("console", lambda m: m.type == "error" and watch.errors.append(m.text))
    page.on("pageerror", lambda e: watch.errors.append(f"uncaught: {e}"))
    page.set_default_timeout(30_000)
    return page


def shot_if_failed(page, request, full_page=False):
    """A screenshot of a test that failed, to see what the player saw (tests/test_screens.py takes
    every screen's on purpose; taking one after every test cost time and showed nothing new)."""
    report = getattr(request.node, "rep_call", None)   # set by pytest-playwright
    if report is None or report.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=full_page)


class Relay:
    """A ``Watch`` for a page that outlives one test: it hands what the page does to the watch of
    the test that holds the page now."""

    def __init__(self):
        self.watch = Watch()

    @property
    def offsite(self):
        return self.watch.offsite

    @property
    def errors(self):
        return self.watch.errors


# What a test may do to a page that the next test would inherit: such a page is not lent again.
# The first three take effect at the next load, so the page is first taken off the site: the
# test's own ``goto`` then loads it afresh, as on a page of its own.
BEFORE_LOAD = ("add_init_script", "expose_function", "expose_binding")
LASTING = (*BEFORE_LOAD, "route", "route_from_har", "set_extra_http_headers")


class BootedPage:
    """One page of the shared context, booted once and lent to each test of a module in turn:
    the app routes by the address's fragment, so a test that opens its link by ``goto`` reaches
    the booted page's router instead of starting the engines again (1.5-3 s a test on two cores).
    The page goes back home between tests, with no dialog open, at its size, with no emulated
    media.  A page a test changed in a lasting way (an init script, a route, a restarted engine)
    or that failed a test is closed, and the next test boots one of its own."""

    def __init__(self, browser, context, viewport=None):
        self.browser, self.context, self.relay = browser, context, Relay()
        self.viewport = viewport or SIZES["desktop"]["viewport"]
        self.page, self.lent = None, 0

    def lend(self, watch):
        self.relay.watch = watch
        if self.page is None:
            self.page, self.lent = new_page(self.browser, self.relay, context=self.context), 0
            self.page.changed = False
            for name in LASTING:
                setattr(self.page, name, self.marking(getattr(self.page, name), name in BEFORE_LOAD))
        elif self.page.url.startswith(SITE):
            self.page.set_viewport_size(self.viewport)
            # emulated media (reduced motion, a colour scheme) is undone, not inherited
            self.page.emulate_media(media="null", color_scheme="null", reduced_motion="null", forced_colors="null")
            self.page.evaluate("""() => new Promise((home) => {
              for (const d of document.querySelectorAll('dialog[open]')) d.close();
              localStorage.removeItem('courtly:pace');   // (helpers.at_full_speed)
              if (location.hash === '#/') return home();
              addEventListener('hashchange', () => home(), { once: true });
              location.hash = '#/';
            })""")
            self.page.wait_for_selector(HOME_SHOWN)
            self.page.mouse.move(0, 0)
        self.lent += 1
        return self.page

    def marking(self, method, before_load):
        def changes(*args, **kwargs):
            if before_load and self.page.url.startswith(SITE):
                self.page.goto("about:blank")
            self.page.changed = True
            return method(*args, **kwargs)
        return changes

    def take_back(self, failed):
        page, self.relay.watch = self.page, Watch()
        if page is None:
            return
        fine = not failed and not page.changed and not page.is_closed() and (
            not page.url.startswith(SITE) or page.evaluate(
                "() => !!window.courtly?.engine && !!document.getElementById('home')"  # set_content keeps the globals
                " && !courtly.engine.restarts && courtly.engine.patience == null"))
        if not fine:
            self.close()

    def close(self):
        if self.page is not None and not self.page.is_closed():
            self.page.close()
        self.page = None


@pytest.fixture(scope="session")
def phone_context(browser, browser_context_args):
    """The phone's shared context: 360x740, touch, a mobile viewport."""
    context = browser.new_context(**browser_context_args, **SIZES["phone"])
    yield context
    context.close()


@pytest.fixture(scope="module")
def booted(browser, shared_context, site):
    lender = BootedPage(browser, shared_context)
    yield lender
    lender.close()


@pytest.fixture(scope="module")
def booted_phone(browser, phone_context, site):
    lender = BootedPage(browser, phone_context, SIZES["phone"]["viewport"])
    yield lender
    lender.close()


def lent(lender, watch, request, full_page=False):
    """A booted page for one test, checked after it for requests that left this machine and
    console errors."""
    page = lender.lend(watch)
    yield page
    shot_if_failed(page, request, full_page)
    report = getattr(request.node, "rep_call", None)
    lender.take_back(failed=report is None or report.failed)
    assert watch.offsite == [], f"requests left 127.0.0.1: {watch.offsite}"
    assert watch.errors == [], f"console errors: {watch.errors}"


@pytest.fixture
def page(booted, watch, request):
    """The module's booted page at 1280x800 (``BootedPage``)."""
    yield from lent(booted, watch, request)


@pytest.fixture
def phone(booted_phone, watch, request):
    """The module's booted page on a 360x740 phone with touch."""
    yield from lent(booted_phone, watch, request, full_page=True)


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
def sized_fresh(new_context, watch, request):
    """As ``sized``, each a page of its own with empty storage (for tests of what Continue lists)."""
    page = sized_page(new_context, watch, request.param)
    yield page
    shot_if_failed(page, request, full_page=request.param == "phone")
    assert watch.offsite == [] and watch.errors == [], (watch.offsite, watch.errors)


@pytest.fixture(params=list(SIZES))
def sized(request, watch):
    """The same test at 1280x800 and on a 360x740 phone with touch: the module's booted page at
    each size."""
    phone = request.param == "phone"
    yield from lent(request.getfixturevalue("booted_phone" if phone else "booted"), watch, request, phone)
