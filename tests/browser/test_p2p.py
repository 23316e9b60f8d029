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
  const keep = (ch) => ch.addEventListener("message", (e) => got.push(typeof e.data === "string" ? e.data : "[binary]"));
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
        self.context = context or browser.new_context(viewport={"width": width, "height": height}, service_workers="block")
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


def seat_friend(host, guest, seat):
    """Invite a friend to ``seat``: the link, their Join, their reply code pasted back."""
    link = invite(host, seat)
    assert link.startswith(host.site + "#/join?i=") and len(link) < 1200
    guest.page.goto(link)
    guest.page.click("button.join")
    guest.page.wait_for_selector(".reply textarea.code")
    reply = guest.page.input_value(".reply textarea.code")
    assert len(reply) < 400, "a short reply code"
    paste(host.page, reply)
    guest.page.wait_for_selector(".table[data-ply]")
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


def settle(page, n):
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
                settle(device.page, n)
                check_messages(game, states, seat, device.received())
                check_page(game, state, seat, device.page)
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
    seat_friend(host, guest, 1)
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
