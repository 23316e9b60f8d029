"""Tables shared between devices, in one Chromium: each device is a browser context of its own
(its own storage), connected to the host's over a real WebRTC data channel on this machine,
with no server but the one serving the site.  Games are played to the end by clicks on every
device; every message a friend's page receives, and its page, is checked for other seats'
hidden cards."""
import json

import pytest

from conftest import ARTIFACTS, Watch, new_page
from courtly.games import get
from helpers import click_pile, play_by_clicks, ply
from tests.views import shown_ids

# Every message the page's data channels receive, kept for the test to read.
CAPTURE = """(() => {
  const got = (window.__received = []);
  const keep = (ch) => ch.addEventListener("message",
    (e) => got.push(typeof e.data === "string" ? e.data : "[binary]"));
  const Native = window.RTCPeerConnection;
  if (!Native) return;
  const make = Native.prototype.createDataChannel;
  Native.prototype.createDataChannel = function (...args) { const ch = make.apply(this, args); keep(ch); return ch; };
  window.RTCPeerConnection = class extends Native {
    constructor(...args) { super(...args); this.addEventListener("datachannel", (e) => keep(e.channel)); }
  };
})();"""


class Device:
    """One person's device: a context of its own, watched like every page of the tests."""

    def __init__(self, browser, site, name, width=1280, height=800, context=None):
        self.watch = Watch()
        self.site = site
        self.name = name
        self.context = context or browser.new_context(viewport={"width": width, "height": height},
                                                      service_workers="block")
        self.context.add_init_script(CAPTURE)
        self.context.add_init_script("localStorage.setItem('courtly:pace', 'instant')")
        self.page = new_page(browser, self.watch, context=self.context)

    def received(self):
        return [json.loads(m) for m in self.page.evaluate("window.__received.splice(0)")]

    def check(self):
        assert self.watch.offsite == [], f"{self.name}: requests left 127.0.0.1: {self.watch.offsite}"
        assert self.watch.errors == [], f"{self.name}: console errors: {self.watch.errors}"

    def shot(self, name):
        ARTIFACTS.mkdir(exist_ok=True)
        self.page.screenshot(path=str(ARTIFACTS / f"p2p_{name}.png"), full_page=self.page.viewport_size["width"] < 500)


@pytest.fixture
def devices(browser, site):
    made = []

    def make(name, **size):
        made.append(Device(browser, site, name, **size))
        return made[-1]
    yield make
    for d in made:
        d.context.close()
    for d in made:
        d.check()


def open_invitations(host):
    if not host.page.is_visible("dialog.net-dialog[open]"):
        host.page.click(".more > summary")
        host.page.click("button.invite-tool")
    host.page.wait_for_selector("dialog.net-dialog[open]")


def invite(host, seat) -> str:
    open_invitations(host)
    host.page.click(f'dialog.net-dialog li[data-seat="{seat}"] button.invite-seat')
    host.page.wait_for_selector(f'.invitation h3:has-text("Player {seat + 1}")')
    return host.page.input_value(".invitation textarea.code")


def paste(page, code, where="dialog.net-dialog"):
    page.fill(f"{where} .paste textarea", code)
    page.click(f"{where} .paste button[type=submit]")


def seat_friend(host, guest, seat, shots=None):
    """Invite a friend to ``seat``: the link, their Join, their reply code pasted back
    (``shots``: a name for screenshots of the invitation and of the friend's reply)."""
    link = invite(host, seat)
    if shots:
        host.shot(f"{shots}_invite")
    assert link.startswith(host.site + "#/join?i=") and len(link) < 1200
    guest.page.goto(link)
    guest.page.click("button.join")
    guest.page.wait_for_selector(".reply textarea.code")
    reply = guest.page.input_value(".reply textarea.code")
    assert len(reply) < 400, "a short reply code"
    if shots:
        guest.shot(f"{shots}_join")
    paste(host.page, reply)
    guest.page.wait_for_selector(".table[data-ply]", timeout=60_000)  # (two runtimes start at once on 2 cores)
    host.page.wait_for_selector(f'li.seat-chip[data-seat="{seat}"]:has-text("friend, connected")')
    host.page.click("dialog.net-dialog .dialog-buttons button")
    assert guest.page.url.startswith(host.site + "#/table?t=")


def host_view(host):
    """The whole table, from the host's engine (which only the host's page has)."""
    return host.page.evaluate("courtly.engine.request({op: 'view'})")


def replay(game, snap):
    state = game.new(snap["seed"], snap["players"], snap["options"])
    states = [state]
    for move in snap["moves"]:
        state = game.apply(state, move)
        states.append(state)
    return states


def secrets(game, state, seat):
    """Cards that other seats see and ``seat`` does not: what must never reach its device."""
    players = len(game.view(state, None).get("hands") or game.view(state, None).get("seats") or [0, 0])
    others = set().union(*(shown_ids(game.view(state, s)) for s in range(max(players, 2)) if s != seat))
    return others - shown_ids(game.view(state, seat))


def check_messages(game, states, seat, messages):
    """No message carries another seat's hidden card as it stood at that message's move, nor the seed."""
    for msg in messages:
        reply = msg.get("reply")
        if not isinstance(reply, dict) or "view" not in reply:
            continue
        at = states[reply["ply"]] if "ply" in reply else states[len(reply["moves"])]
        text = json.dumps(msg)
        leaked = {card for card in secrets(game, at, seat) if f'"{card}"' in text}
        assert not leaked, f"seat {seat} was sent {leaked}"
        if game.outcome(states[-1]) is None or reply.get("shared") is None:
            assert "seed" not in reply or reply["seed"] is None, "the seed deals every hidden card"
            assert "seed=" not in text


def check_page(game, state, seat, page):
    shown = set(page.eval_on_selector_all("[data-card-id]", "els => els.map(e => e.dataset.cardId)"))
    assert not shown & secrets(game, state, seat)
    html = page.content()
    assert not any(f'"{card}"' in html or f">{card}<" in html for card in secrets(game, state, seat))


def settle(page, n, or_more=False):
    """Wait for move ``n`` on ``page``; ``or_more`` where a bot may have moved on since."""
    if or_more:
        page.wait_for_function("n => Number(document.querySelector('.table')?.dataset.ply) >= n", arg=n)
    else:
        page.wait_for_selector(f'.table[data-ply="{n}"]')
    page.wait_for_selector(".card.moving", state="detached")


def play_out(game, host, seats, choose, play=play_by_clicks, shots=None, limit=400):
    """Play to the end: each move by clicks on the device of the seat to move; after each, every
    friend's page and messages are checked.  ``seats``: seat -> Device (bots' seats absent)."""
    for _ in range(limit):
        snap = host_view(host)
        states = replay(game, snap)
        state = states[-1]
        n = len(snap["moves"])
        for seat, device in seats.items():
            if device is not host:
                settle(device.page, n, or_more=True)  # (a bot may already have moved on)
                messages = device.received()
                shown = ply(device.page)
                later = replay(game, host_view(host))  # (a bot may have moved on meanwhile)
                check_messages(game, later, seat, messages)
                check_page(game, later[shown], seat, device.page)
        if game.outcome(state) is not None:
            return state, snap
        mover = game.to_move(state)
        if mover not in seats:     # a bot's turn: the host's page plays it
            host.page.wait_for_selector(f'.table:not([data-ply="{n}"])')
            continue
        page = seats[mover].page
        settle(page, n)
        view = game.view(state, mover)
        record = choose(view)
        if shots and n in shots:
            shots[n]()
        play(page, record, view)
        host.page.wait_for_selector(f'.table:not([data-ply="{n}"])')
    raise AssertionError("the game did not end")


def kc_choose(view):
    """Play a card from the hand when one goes, else draw (never shuffle piles about)."""
    moves = view["moves"]
    from_hand = [m for m in moves if m["kind"] != "pile" and m["from"] not in (None,) and m["kind"] != "draw"]
    return from_hand[0] if from_hand else next(m for m in moves if m["kind"] in ("draw", "pass"))


def click_play(page, record, view):
    """A move without a pile is a button under the table; any other, the card then its target."""
    if record["from"] is None:
        n = ply(page)
        page.click(f'.actions button[data-move="{record["move"]}"]')
        page.wait_for_selector(f'.table:not([data-ply="{n}"])')
    else:
        play_by_clicks(page, record, view)


KC = get("kings-corners")


def test_kings_corners_a_whole_hand_between_two_devices(devices, site):
    host = devices("host")
    guest = devices("guest")
    host.page.goto(site + "#/kings-corners?seed=11&players=2&seats=human,human")
    host.page.wait_for_selector(".table[data-ply]")
    seat_friend(host, guest, 1, shots="desktop")
    host.shot("host_table")
    # talk at the table: a phrase and free text, plain text only, in both logs
    guest.page.click("button.phrase:has-text('Hello!')")
    host.page.wait_for_selector("ol.log li.said:has-text('Hello!')")
    host.page.fill(".talk-line input", "<b>bold?</b> fine")
    host.page.press(".talk-line input", "Enter")
    guest.page.wait_for_selector("ol.log li.said:has-text('<b>bold?</b> fine')")
    assert guest.page.locator("ol.log li.said b").count() == 0, "never read as markup"
    assert "Player 1 says: <b>bold?</b> fine" in guest.page.inner_text(".talk [role=log]")
    state, snap = play_out(KC, host, {0: host, 1: guest}, kc_choose, click_play,
                           shots={4: lambda: guest.shot("guest_table")})
    result = KC.outcome(state)
    for seat, device in ((0, host), (1, guest)):
        device.page.wait_for_selector("dialog.results[open]")
        banner = device.page.inner_text("dialog.results")
        assert ("You won!" in banner) == (seat in result["winners"]), banner
    assert guest.page.locator("ol.log li").count() >= len(snap["moves"]) // 2
    # once the hand is over, the friend may share it like any game
    guest.page.click("dialog.results button:has-text('Look at the table')")
    guest.page.click("button:has-text('Share')")
    guest.page.click(".share-menu button:has-text('whole game')")
    assert f"seed={snap['seed']}" in guest.page.inner_text(".status")


KCO = get("kings-court")


def kco_choose(view):
    return view["moves"][0]


def test_kings_court_to_the_end_on_three_devices(devices, site):
    host, first, second = devices("host"), devices("guest 1"), devices("guest 2", width=360, height=740)
    host.page.goto(site + "#/kings-court?seed=9&players=3&seats=human,quick,quick&hand_size=3")
    host.page.wait_for_selector(".table[data-ply]")
    seat_friend(host, first, 1)
    host.page.set_viewport_size({"width": 360, "height": 740})
    seat_friend(host, second, 2, shots="phone")
    host.page.set_viewport_size({"width": 1280, "height": 800})
    host.page.wait_for_selector('li.seat-chip[data-seat="2"]:has-text("friend, connected")')
    assert "friend, connected" in second.page.inner_text('li.seat-chip[data-seat="1"]')
    state, _ = play_out(KCO, host, {0: host, 1: first, 2: second}, kco_choose,
                        shots={3: lambda: second.shot("phone_guest_table")})
    scores = KCO.outcome(state)["scores"]
    for device in (host, first, second):
        device.page.wait_for_selector("dialog.results[open]")
        assert KCO.outcome(state)["reason"].rstrip(".") in device.page.inner_text("dialog.results")
    assert max(scores) > 0


OV = get("overthrow")


def ov_choose(view):
    """A short plan: answer decisions, grow land towards the centre, then end the turn."""
    moves = view["moves"]
    for kind in ("lose", "keep"):
        found = [m for m in moves if m["kind"] == kind]
        if found:
            return found[0]
    land = [m for m in moves if m["kind"] == "land"]
    ends = [m for m in moves if m["kind"] == "end"]
    return (land or ends or moves)[0]


def ov_play(page, record, view):
    n = ply(page)
    if record["from"] is None:
        page.click(f'.actions button[data-move="{record["move"]}"]')
    elif record["kind"] == "lose":
        click_pile(page, record["from"])
    else:
        click_pile(page, record["from"])
        click_pile(page, record["to"])
    page.wait_for_selector(f'.table:not([data-ply="{n}"])')


def test_overthrow_to_the_end_with_a_friend_and_a_bot(devices, site):
    host, guest = devices("host"), devices("guest")
    host.page.goto(site + "#/overthrow?seed=4&players=3&seats=human,human,quick&turn_limit=5")
    host.page.wait_for_selector(".table[data-ply]", timeout=60_000)
    seat_friend(host, guest, 1)
    state, _ = play_out(OV, host, {0: host, 1: guest}, ov_choose, ov_play)
    result = OV.outcome(state)
    guest.page.wait_for_selector("dialog.results[open]")
    assert ("You won!" in guest.page.inner_text("dialog.results")) == (1 in result["winners"])


def test_a_friend_who_reloads_rejoins_and_a_host_who_reloads_resumes(devices, site):
    host, guest = devices("host"), devices("guest")
    host.page.goto(site + "#/kings-corners?seed=5&players=2&seats=human,human")
    host.page.wait_for_selector(".table[data-ply]")
    seat_friend(host, guest, 1)
    first = play_out_one(host, {0: host, 1: guest})
    guest.page.reload()
    rejoin(host, guest, first)
    host.page.wait_for_selector('li.seat-chip[data-seat="1"]:has-text("friend, connected")')
    second = play_out_one(host, {0: host, 1: guest})
    host.page.reload()
    host.page.wait_for_selector(f'.table[data-ply="{second}"]')
    guest.page.wait_for_selector(".rejoin textarea.code")
    assert "friend, away" in host.page.inner_text('li.seat-chip[data-seat="1"]')
    guest.shot("rejoin")
    rejoin(host, guest, second)
    assert "You (Player 1)" in host.page.inner_text(".seats"), "the host's device keeps its own seat"
    play_out_one(host, {0: host, 1: guest})


def rejoin(host, guest, n):
    """The friend's rejoin code pasted at the host, the host's answer pasted back."""
    guest.page.wait_for_selector(f'.table[data-ply="{n}"]')
    guest.page.wait_for_selector(".rejoin textarea.code")
    code = guest.page.input_value(".rejoin textarea.code")
    open_invitations(host)
    paste(host.page, code)
    host.page.wait_for_selector(".paste-said textarea.code")
    answer = host.page.input_value(".paste-said textarea.code")
    host.page.click("dialog.net-dialog .dialog-buttons button")
    paste(guest.page, answer, where=".rejoin")
    host.page.wait_for_selector('li.seat-chip[data-seat="1"]:has-text("friend, connected")')
    guest.page.wait_for_selector('li.seat-chip[data-seat="1"]:has-text("this device ·")')


def play_out_one(host, seats):
    """One move by clicks on the device of the seat to move; the number of moves after it."""
    snap = host_view(host)
    state = replay(KC, snap)[-1]
    mover = KC.to_move(state)
    page = seats[mover].page
    settle(page, len(snap["moves"]))
    view = KC.view(state, mover)
    click_play(page, kc_choose(view), view)
    host.page.wait_for_selector(f'.table:not([data-ply="{len(snap["moves"])}"])')
    return len(host_view(host)["moves"])


def test_a_hostile_friend_changes_nothing_and_is_told_why(devices, site):
    host, guest = devices("host"), devices("guest")
    host.page.goto(site + "#/kings-corners?seed=11&players=2&seats=human,human")
    host.page.wait_for_selector(".table[data-ply]")
    seat_friend(host, guest, 1)
    before = host_view(host)
    state = replay(KC, before)[-1]
    assert KC.to_move(state) == 0, "the host's turn: the friend's seat may not move"
    hosts_move = KC.legal_moves(state)[0]
    send = "t => courtly.guest.link.sendRaw(t)"
    attacks = [
        ("{not json", "not JSON"),
        (json.dumps({"t": "move", "id": 1, "move": hosts_move, "seat": 0}), "own seat"),
        (json.dumps({"t": "move", "id": 2, "move": hosts_move}), "not your turn"),
        (json.dumps({"t": "move", "id": 3, "move": ["draw"]}), "malformed"),
        (json.dumps({"t": "launch", "id": 4}), "no request"),
        ("x" * 100_000, "far too long"),
    ]
    for text, why in attacks:
        guest.page.evaluate(send, text)
        guest.page.wait_for_selector(f".status.error:has-text({json.dumps(why)})")
    guest.page.evaluate("t => { for (let i = 0; i < 300; i++) courtly.guest.link.sendRaw(t); }",
                        json.dumps({"t": "view", "id": 9}))
    guest.page.wait_for_selector(".status.error:has-text('Too many')")
    refusals = host.page.evaluate("courtly.table.refusals.map(r => r.why)")
    assert len(refusals) >= len(attacks) - 1 and any("Too many" in r for r in refusals)
    assert host.watch.errors == [], "refused and logged as warnings, never an error"
    after = host_view(host)
    assert after["moves"] == before["moves"] and after["seats"] == before["seats"]
    # the host's table goes on as before
    play_out_one(host, {0: host, 1: guest})


def test_offline_after_one_visit_two_pages_still_connect(browser):
    """The site's server is shut once the pages have visited: everything comes from the service
    worker's cache, and two pages on this machine still connect.  (The browser's own "offline"
    switch would also cut WebRTC on loopback, so the server goes instead.)"""
    import threading

    import build
    server = build.make_server(0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    context = browser.new_context(viewport={"width": 1280, "height": 800})  # service worker allowed
    host = Device(browser, site, "host", context=context)
    host.page.goto(site + "#/kings-corners?seed=3&players=2&seats=human,human")
    host.page.wait_for_selector(".table[data-ply]", timeout=60_000)
    host.page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    host.page.wait_for_function("""async () => {
        const keys = await caches.keys();
        if (!keys.some((k) => k.startsWith('courtly-'))) return false;
        const cache = await caches.open(keys.find((k) => k.startsWith('courtly-')));
        return (await cache.keys()).length > 10;
    }""", timeout=120_000, polling=500)
    server.shutdown()
    server.server_close()
    assert host.page.evaluate("fetch('index.html?nocache=' + Date.now()).then(() => 'up', () => 'down')") == "down"
    host.watch.errors.clear()  # that probe's own failure, which the console reports
    host.page.reload()
    host.page.wait_for_selector(".table[data-ply]", timeout=60_000)
    guest = Device(browser, site, "guest", context=context)
    seat_friend(host, guest, 1)
    play_out_one(host, {0: host, 1: guest})
    context.close()
    host.check()
    guest.check()
