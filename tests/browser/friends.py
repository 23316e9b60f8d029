"""Tables shared between devices, as the tests drive them: each device is a browser context of
its own (its own storage), connected to the host's over a real WebRTC data channel on this
machine, with no server but the one serving the site.  What every friend's page receives, and
its page, can be checked for other seats' hidden cards."""
import json

from conftest import ARTIFACTS, Watch, new_page
from courtly.games import get
from helpers import play_by_clicks, ply, wait_ply
from tests.views import carried, never_shown, shown_ids
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

    def __init__(self, browser, site, name, width=1280, height=800, context=None, touch=False, fresh_start=False,
                 locale=None):
        self.watch = Watch()
        self.site = site
        self.name = name
        self.context = context or browser.new_context(viewport={"width": width, "height": height},
                                                      has_touch=touch, is_mobile=touch, service_workers="block",
                                                      reduced_motion="reduce", **({"locale": locale} if locale else {}))
        self.context.add_init_script(CAPTURE)
        self.context.add_init_script("localStorage.setItem('courtly:pace', 'instant')")
        self.page = new_page(browser, self.watch, context=self.context, fresh_start=fresh_start)

    def received(self):
        return [json.loads(m) for m in self.page.evaluate("window.__received.splice(0)")]

    def check(self):
        assert self.watch.offsite == [], f"{self.name}: requests left 127.0.0.1: {self.watch.offsite}"
        assert self.watch.errors == [], f"{self.name}: console errors: {self.watch.errors}"

    def shot(self, name):
        ARTIFACTS.mkdir(exist_ok=True)
        self.page.screenshot(path=str(ARTIFACTS / f"p2p_{name}.png"), full_page=self.page.viewport_size["width"] < 500)


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
    guest.page.wait_for_selector(".table[data-ply]", timeout=120_000)  # (runtimes start at once on 2 busy cores)
    host.page.wait_for_selector(f'li.seat-chip[data-seat="{seat}"]:has-text("friend, connected")')
    assert host_view(host)["seats"][seat] == "human", "the friend plays the seat, not the bot that held it"
    host.page.click("dialog.net-dialog .dialog-buttons button")
    assert guest.page.url.startswith(host.site + "#/table?t=")


def host_view(host):
    """The whole table, from the host's engine (which only the host's page has)."""
    return host.page.evaluate("courtly.engine.request({op: 'view'})")


_replayed: dict = {}   # the last line replayed per deal: a game is checked after every move


def replay(game, snap):
    """Every position of the host's game, the deal's first; a line that continues the last
    one asked for plays only its new moves."""
    deal = (game.id, snap["seed"], snap["players"], json.dumps(snap["options"], sort_keys=True))
    moves, states = _replayed.get(deal, ((), None))
    if states is None or tuple(snap["moves"][:len(moves)]) != moves:
        moves, states = (), [game.new(snap["seed"], snap["players"], snap["options"])]
    states = list(states)
    for move in snap["moves"][len(moves):]:
        states.append(game.apply(states[-1], move))
    _replayed[deal] = (tuple(snap["moves"]), states)
    return list(states)


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


def check_whole_game(game, states, seat, messages):
    """No message carries a card ``seat`` was never shown in the whole game (``states``), however
    long ago it was hidden: a card a swap put back in the deck was no other seat's by then.  Once
    the game is over a reply's ``shared`` holds the deal's links, on purpose."""
    never = never_shown(game, states, seat)
    for msg in messages:
        reply = msg.get("reply")
        if isinstance(reply, dict):
            msg = {**msg, "reply": {k: v for k, v in reply.items() if k != "shared"}}
        leaked = carried(msg, never)
        assert not leaked, f"seat {seat} was sent {leaked}, never shown to it in the whole game"


def check_page(game, host, seat, page, states=()):
    """The page holds no card hidden from ``seat`` at the move it shows.  The move, the cards and
    the markup are read at one instant: a bot may move on meanwhile.  ``states``: the host's
    game as last seen, if the page shows no later move."""
    at, shown, html = page.evaluate("""() => [Number(document.querySelector('.table').dataset.ply),
        [...document.querySelectorAll('[data-card-id]')].map(e => e.dataset.cardId),
        document.documentElement.outerHTML]""")
    if at >= len(states):
        states = replay(game, host_view(host))   # the host's game reaches that move
    hidden = secrets(game, states[at], seat)
    assert not set(shown) & hidden
    assert not any(f'"{card}"' in html or f">{card}<" in html for card in hidden)


def settle(page, n, or_more=False):
    """Wait for move ``n`` on ``page``; ``or_more`` where a bot may have moved on since.  If it
    never comes, say what the page shows instead, and keep its picture."""
    try:
        wait_ply(page, n, or_more=or_more)
    except Exception as err:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"p2p_no_move_{n}.png"), full_page=True)
        state = page.evaluate("""() => ({ ply: document.querySelector('.table')?.dataset.ply, href: location.href,
          status: document.querySelector('.status')?.textContent, bar: document.querySelector('.net-bar')?.textContent,
          moving: document.querySelectorAll('.card.moving').length, covered: !!document.querySelector('.table.covered'),
          linked: courtly.guest?.link?.open ?? null, rev: courtly.guest?.rev ?? null })""")
        raise AssertionError(f"move {n} never showed: {state}") from err


def play_out(game, host, seats, choose, play=play_by_clicks, shots=None, limit=400):
    """Play to the end: each move by clicks on the device of the seat to move; after each, every
    friend's page and messages are checked, and at the end every message again against the whole
    game.  ``seats``: seat -> Device (bots' seats absent)."""
    kept = {seat: [] for seat, device in seats.items() if device is not host}
    moved = {seat: 0 for seat in kept}   # moves each friend's device made
    for _ in range(limit):
        snap = host_view(host)
        states = replay(game, snap)
        state = states[-1]
        n = len(snap["moves"])
        for seat, device in seats.items():
            if device is not host:
                settle(device.page, n, or_more=True)  # (a bot may already have moved on)
                messages = device.received()
                kept[seat] += messages
                later = replay(game, host_view(host))  # (a bot may have moved on meanwhile)
                check_messages(game, later, seat, messages)
                check_page(game, host, seat, device.page, later)
        if game.outcome(state) is not None:
            assert all(moved.values()), f"every friend played from their own device: {moved}"
            for seat, messages in kept.items():
                check_whole_game(game, states, seat, messages)
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
        if mover in moved:
            moved[mover] += 1
        host.page.wait_for_selector(f'.table:not([data-ply="{n}"])')
    raise AssertionError("the game did not end")


def kc_choose(view):
    """Play a card from the hand when one goes, else draw (never shuffle piles about)."""
    moves = view["moves"]
    from_hand = [m for m in moves if m["kind"] != "pile" and m["from"] not in (None,) and m["kind"] != "draw"]
    return from_hand[0] if from_hand else next(m for m in moves if m["kind"] in ("draw", "pass"))


def click_play(page, record, view, tap=False):
    """A move without a pile is a button under the table; any other, the card then its target
    (clicked, or tapped by a finger on a touch screen)."""
    if record["from"] is None:
        n = ply(page)
        button = f'.actions button[data-move="{record["move"]}"]'
        page.tap(button) if tap else page.click(button)
        page.wait_for_selector(f'.table:not([data-ply="{n}"])')
    else:
        play_by_clicks(page, record, view, tap=tap)


KC = get("kings-corners")


def rejoin(host, guest, n):
    """The friend's rejoin code pasted at the host, the host's answer pasted back (``n``: the
    move the friend's page last drew, if known)."""
    if n is not None:
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
