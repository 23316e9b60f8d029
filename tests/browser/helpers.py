"""Driving the real page: open a link, find piles and cards, click, drag, wait for moves."""
from contextlib import contextmanager

from courtly.games import get

# The home page as the page's script shows it: route.js's guess for the first paint (index.html,
# in English) is gone once main.js has routed and worded it.
HOME_SHOWN = "html:not([data-route]) #home:not([hidden])"


def open_link(page, site, fragment):
    url = site + fragment
    if page.url != url:
        # Another deal on a screen already showing this game reuses its table, and the router
        # opens it a task after the address changes: until the engine answers, the table (and
        # its toolbar, its results) is the last deal's. The page marks each table it draws with
        # data-ply, so the last one's mark is taken away and the new deal's awaited.
        page.evaluate("document.querySelector('.table[data-ply]')?.removeAttribute('data-ply')")
    page.goto(url)
    page.wait_for_selector(".table[data-ply]:not(.waiting)")  # the engine's table, not the save's
    return page


def home(page, site):
    """The home screen (on a booted page at home already, nothing happens; a page lent for the
    first time loads the site)."""
    page.goto(site + "#/")
    page.wait_for_selector(HOME_SHOWN)
    return page


def go(page, fragment):
    """Set the address's fragment as a typed link would, and return once the page's router has
    seen it (``hashchange`` comes a task later: a check made at once would see the old screen)."""
    page.evaluate("""h => new Promise((routed) => {
      const before = location.href;
      addEventListener("hashchange", () => routed(), { once: true });
      location.hash = h;
      if (location.href === before) routed(); // the same address: no event will come
    })""", fragment)


def until(page, predicate, arg=None, timeout=30_000, every=250):
    """Wait until the async JS function ``predicate`` resolves to something truthy, and return it.
    (``wait_for_function`` takes the promise an async function returns as truthy at once, so it
    never waits for, say, a cache to fill.)"""
    return page.evaluate("""async ([arg, timeout, every]) => {
      const test = %s, end = performance.now() + timeout;
      for (;;) {
        const value = await test(arg);
        if (value) return value;
        if (performance.now() > end) throw new Error(`still not so after ${timeout} ms`);
        await new Promise((later) => setTimeout(later, every));
      }
    }""" % predicate, [arg, timeout, every])


def offline_ready(page):
    """Wait until the service worker controls the page with this build's files in its cache
    (it is ``ready`` once its install has stored them; the count says the store was not empty)."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    until(page, """async () => {
        const key = (await caches.keys()).find((k) => k.startsWith('courtly-'));
        return key !== undefined && (await (await caches.open(key)).keys()).length > 10;
    }""", timeout=120_000)


def ply(page) -> int:
    return int(page.get_attribute(".table", "data-ply"))


def wait_ply(page, n, or_more=False):
    """Wait for move ``n`` to be drawn and for its cards to finish travelling (as a player would).
    ``or_more``: a move may bring more in the same reply (the session's automatic draw)."""
    if or_more:
        page.wait_for_function("n => Number(document.querySelector('.table')?.dataset.ply) >= n", arg=n)
    else:
        page.wait_for_selector(f'.table[data-ply="{n}"]')
    page.wait_for_function("() => !document.querySelector('.card.moving')")


def wait_saved(page, n):
    """Wait until a game is saved at move ``n``: the page saves a move just after the frame
    that shows it, so a drawn move may not be saved yet."""
    page.wait_for_function("n => courtly.saves.listSaves().saves.some((s) => s.ply === n)", arg=n)


def next_frame(page):
    """Wait until the browser has drawn the next frame and started the one after: what the page
    put off to its next frame (a scroll, a refit, a relayout for a new size) is done."""
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def whole_page_shot(page, path):
    """A screenshot of the whole page as a player who scrolls it sees it.  The viewport is made
    as tall as the page first: Chromium's full-page capture leaves blank what is drawn only as
    it scrolls near (the home page's pictures, ``content-visibility: auto``)."""
    size = page.viewport_size
    tall = page.evaluate("document.documentElement.scrollHeight")
    page.set_viewport_size({"width": size["width"], "height": max(tall, size["height"])})
    next_frame(page)
    page.screenshot(path=str(path))
    page.set_viewport_size(size)
    next_frame(page)


def answered(page):
    """Wait until the engine has answered every request the page sent before now, and the page
    has drawn the answers: the worker answers in order, so a reply to a request sent now comes
    after them.  What proves that a press played nothing, or that nothing was sent at all."""
    page.evaluate("courtly.engine.request({op: 'view'})")
    next_frame(page)


def at_full_speed(page):
    """The open table at a player's fastest: reduced motion (each card lands at once) and, where
    there are bots, the Bot speed control at Instant (the booted page undoes both)."""
    page.emulate_media(reduced_motion="reduce")
    page.evaluate("""() => { const pace = document.querySelector("select:has(option[value='instant'])");
      if (pace) { pace.value = 'instant'; pace.dispatchEvent(new Event('change', { bubbles: true })); } }""")


def cards_at_rest(page):
    """Wait until no card is travelling, fading in or shaking (on a busy machine a glide can
    outlast its ``moving`` mark; a press computed mid-flight lands on the card passed over)."""
    page.wait_for_function("""() => !document.querySelector('.card.moving, .card.entering')
        && !document.getAnimations().some((a) => a.playState === 'running'
          && a.effect?.target?.classList?.contains('card'))""")


def animations_done(page):
    """Wait until every finite animation and transition on the page has finished (a dialog fading
    in, cards dealt): what is measured then is what the player settles on."""
    page.wait_for_function("""() => !document.getAnimations().some((a) => a.playState === 'running'
        && a.effect?.getComputedTiming().iterations !== Infinity)""")
    next_frame(page)


def still(page, selector):
    """Wait until ``selector`` stays put and keeps its size for a moment, in the page's
    coordinates (a table glides its cards and piles to a new layout, and a finger placed
    mid-glide misses; a panel settles its height as its words wrap)."""
    page.evaluate("window.__still = null")   # (not the place an earlier call left)
    page.wait_for_function("""s => { const r = document.querySelector(s).getBoundingClientRect();
        const at = `${r.left + scrollX},${r.top + scrollY},${r.width},${r.height}`; const same = window.__still === at;
        window.__still = at; return same; }""", arg=selector, polling=300)


def centre(page, selector):
    box = page.locator(selector).first.bounding_box()
    assert box, f"{selector} is not on screen"
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def click_pile(page, pile):
    """Click a pile where a player would: its centre, whatever card lies there."""
    x, y = centre(page, f'[data-pile="{pile}"]')
    page.mouse.click(x, y)


def touching(page) -> bool:
    return page.evaluate("navigator.maxTouchPoints > 0")


def press(page, selector):
    """A finger's tap on a touch screen, else a mouse click: the way the person at ``page`` presses."""
    if touching(page):
        page.tap(selector)
    else:
        page.click(selector)


def toolbar(page, name):
    """Press the toolbar's button ``name``, opening its More menu first where a phone keeps it."""
    button = page.locator(f".toolbar button:has-text('{name}')").first
    if not button.is_visible():
        press(page, ".more > summary")
    button.wait_for(state="visible")
    if touching(page):
        button.tap()
    else:
        button.click()


def source_selector(record):
    """The element a player presses to move ``record``: its card, or its pile when face down."""
    if record.get("id"):
        return f'[data-card-id="{record["id"]}"]'
    return f'[data-pile="{record["from"]}"]'


def drag(page, source, target_pile):
    """A mouse drag from ``source`` to a pile, once no card is travelling or coming in (a place
    measured mid-glide is where the card was, not where it lands)."""
    cards_at_rest(page)
    x, y = centre(page, source)
    tx, ty = centre(page, f'[data-pile="{target_pile}"]')
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move((x + tx) / 2, (y + ty) / 2, steps=4)
    page.mouse.move(tx, ty, steps=4)
    page.mouse.up()


def swipe(page, x, y, dx, dy):
    """A finger drag, as the browser sees real touches (CDP touch events honour touch-action).
    Returns once the gesture is over: the page kept the finger to the end (``pointerup``: nothing
    scrolled), or the browser took it to scroll (``pointercancel``) and that scroll, its momentum
    too, has ended (``scrollend``; listened for only then, so an earlier scroll's does not count)."""
    page.evaluate("""() => { window.__swiped = new Promise((done) => {
        const gone = new AbortController(), on = { capture: true, signal: gone.signal };
        const over = () => { gone.abort(); done(); };
        addEventListener('pointerup', over, on);
        addEventListener('pointercancel', () => addEventListener('scrollend', over, on), on);
    }); }""")
    cdp = page.context.new_cdp_session(page)
    point = lambda px, py: [{"x": px, "y": py, "id": 1}]  # noqa: E731
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": point(x, y)})
    for i in range(1, 11):
        step = point(x + dx * i / 10, y + dy * i / 10)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": step})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()
    page.evaluate("window.__swiped")


def play_by_clicks(page, record, view, tap=False):
    """Click (or ``tap``) the source; if it offers several moves, the chosen target too."""
    n = ply(page)
    hit = page.touchscreen.tap if tap else page.mouse.click
    cards_at_rest(page)   # (as for drag)
    places = [source_selector(record)]
    if record.get("deliberate") or sum(1 for m in view["moves"] if m["from"] == record["from"]) > 1:
        places.append(f'[data-pile="{record["to"]}"]')
    for where in places:
        page.locator(where).first.scroll_into_view_if_needed()  # below a phone's fold
        hit(*centre(page, where))
    wait_ply(page, n + 1, or_more=True)


def status(page) -> str:
    return page.inner_text(".status")


def pile_cards(page, pile):
    return page.eval_on_selector_all(f'[data-in="{pile}"]', "els => els.map(e => e.dataset.cardId)")


GAME = get("royal-cotillion")


def card_ids(page):
    """Every card id in the page (face-down cards carry none)."""
    return page.eval_on_selector_all("[data-card-id]", "els => els.map(e => e.dataset.cardId)")


def pile_stack(page, pile):
    """The card ids shown in ``pile``, bottom to top (by stacking order, not DOM order)."""
    return page.eval_on_selector_all(
        f'[data-in="{pile}"]',
        "els => els.sort((a, b) => a.style.zIndex - b.style.zIndex).map(e => e.dataset.cardId)")


def forget_games(page, site):
    """Empty the lent page's saved games and statistics (its context's storage is shared with
    earlier tests), as a new visitor's would be: the page reads both afresh each time it lists
    them, so no reload (and no new engine) is needed."""
    if not page.url.startswith(site):   # a page just made: nothing loaded yet
        page.goto(site + "#/")
    page.evaluate("""() => { for (const key of Object.keys(localStorage))
        if (key.startsWith('courtly:save:') || key.startsWith('courtly:stats')) localStorage.removeItem(key); }""")


# The Display menu's controls (prefs.js, looks.js), read and set through the menu itself: a booted
# page lent to the next test keeps what one test chose (it is saved, and read as a page starts).
PLAIN_LOOKS = {"back": "royal", "felt": "green", "size": "standard", "leftHand": False}
LOOKS = """(wanted) => {
  const menu = document.querySelector('.display-menu');
  const theme = menu.querySelector("select[aria-label='Theme']");
  const left = [...menu.querySelectorAll('label.setting')].find((l) => l.textContent.includes('Left-handed'))
    .querySelector('input');
  const radio = (name) => menu.querySelector(`input[name="courtly-${name}"]:checked`);
  const fire = (input) => input.dispatchEvent(new Event('change', { bubbles: true }));
  for (const [key, value] of Object.entries(wanted ?? {})) {
    if (key === 'theme') { if (theme.value !== value) { theme.value = value; fire(theme); } }
    else if (key === 'leftHand') { if (left.checked !== value) { left.checked = value; fire(left); } }
    else if (radio(key).value !== value) {
      const input = menu.querySelector(`input[name="courtly-${key}"][value="${value}"]`);
      input.checked = true;
      fire(input);
    }
  }
  return { theme: theme.value, back: radio('back').value, felt: radio('felt').value, size: radio('size').value,
           leftHand: left.checked };
}"""


def set_looks(page, **wanted):
    """Choose ``wanted`` (theme=, back=, felt=, size=, leftHand=) in the page's Display menu, and
    return every look as the menu now shows it."""
    return page.evaluate(LOOKS, wanted)


@contextmanager
def looks_kept(page, **start):
    """Within: the looks ``start`` (e.g. ``**PLAIN_LOOKS``) chosen in the Display menu; after, the
    looks the page had, chosen back (a later test, or page, of the shared context starts with them)."""
    before = set_looks(page)
    set_looks(page, **start)
    try:
        yield
    finally:
        if not page.is_closed():
            set_looks(page, **before)


@contextmanager
def storage_kept(page, *keys):
    """Within: the test may change ``keys`` in localStorage; after, they hold what they held before."""
    before = page.evaluate("(keys) => keys.map((k) => localStorage.getItem(k))", list(keys))
    try:
        yield
    finally:
        if not page.is_closed():
            page.evaluate("""([keys, values]) => keys.forEach((k, i) =>
              values[i] === null ? localStorage.removeItem(k) : localStorage.setItem(k, values[i]))""",
                          [list(keys), before])
