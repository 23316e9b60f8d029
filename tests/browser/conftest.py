"""Browser fixtures: dist/ served on 127.0.0.1, Debian's Chromium driven by Playwright.

Every page blocks and records any request that leaves 127.0.0.1, and fails its test on
a console error or an uncaught exception.  Screenshots go to tests/artifacts/.
"""
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


@pytest.fixture(scope="session")
def site():
    assert (build.DIST / "index.html").exists(), "build the site first: python3 build.py"
    server = build.make_server(0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
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


def new_page(browser, watch, width=1280, height=800, context=None, first_visit=False):
    # Service workers are blocked (their requests would bypass the off-site guard) except
    # where a test brings its own context to check offline play.
    context = context or browser.new_context(viewport={"width": width, "height": height},
                                             service_workers="block")

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


@pytest.fixture
def page(browser, shared_context, watch, request):
    page = new_page(browser, watch, context=shared_context)
    yield page
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"))
    page.unroute_all(behavior="ignoreErrors") if hasattr(page, "unroute_all") else None
    page.close()
    assert watch.offsite == [], f"requests left 127.0.0.1: {watch.offsite}"
    assert watch.errors == [], f"console errors: {watch.errors}"


@pytest.fixture
def phone(browser, watch, request):
    page = sized_page(browser, watch, "phone")
    yield page
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
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
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=request.param == "phone")
    page.context.close()
    assert watch.offsite == [] and watch.errors == [], (watch.offsite, watch.errors)
