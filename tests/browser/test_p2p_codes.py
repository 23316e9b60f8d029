"""The codes two devices pass each other before they share a table: QR codes that a phone's
camera reads back as the very link or code shown beside them, a reply code opened from its QR
code in another tab reaching the table that waits for it, the network setting (off until the
person names a STUN server, and then only that server), and the message when no route can be
found.  The table played over a shared channel: a friend's Undo and replay.

The QR codes are read by zxing-cpp, a widely used decoder that shares no code with the page's
encoder, from screenshots of what the page draws."""
import io
import json

import zxingcpp
from conftest import sized_page
from helpers import HOME_SHOWN
from friends import KC, check_messages, click_play, host_view, invite, kc_choose, open_invitations, paste, \
    play_out_one, replay, secrets, seat_friend, settle
from PIL import Image

# Every RTCPeerConnection the page makes, with the configuration it asked for.
CONFIGS = """(() => {
  const seen = (window.__configs = []);
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(config, ...rest) { seen.push(JSON.parse(JSON.stringify(config ?? {}))); super(config, ...rest); }
  };
})();"""

# A device with no route to offer: relay candidates only, and no relay server to give any.
NO_ROUTE = """(() => {
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(config, ...rest) { super({ ...config, iceTransportPolicy: "relay" }, ...rest); }
  };
})();"""
# The friend's page waits 20 s for a route before it says there is none (js/net/guest.js
# NO_ROUTE); here, where there can be none, its clock for that wait alone runs forty times faster.
QUICK_NO_ROUTE = """(() => {
  const later = window.setTimeout;
  window.setTimeout = (f, ms, ...rest) => later(f, ms === 20000 ? 500 : ms, ...rest);
})();"""

# The first message to reach each channel the page opens is lost before the page hears it, as
# Chromium loses one that arrives a moment before that end's channel has opened.
LOSE_FIRST = """(() => {
  const make = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = make.apply(this, args);
    let first = true;
    channel.addEventListener("message", (e) => { if (first) { first = false; e.stopImmediatePropagation(); } });
    return channel;
  };
})();"""


def scan(picture):
    """What zxing-cpp reads from a screenshot of ``picture`` (a locator): the text, and the version
    and error correction level it found; there must be exactly one QR code."""
    found = zxingcpp.read_barcodes(Image.open(io.BytesIO(picture.screenshot())), formats=zxingcpp.BarcodeFormat.QRCode)
    assert len(found) == 1, f"{len(found)} QR codes read from the picture"
    return {"text": found[0].bytes.decode("utf-8"), "version": int(found[0].extra["Version"]),
            "level": found[0].extra["ECLevel"]}


def qr_text(page, where):
    """The text a camera reads from the QR code drawn in ``where``, as the page shows it."""
    return scan(page.locator(f"{where} svg.qr"))["text"]


def start(device, site, seed=11):
    device.page.goto(site + f"#/kings-corners?seed={seed}&players=2&seats=human,human")
    device.page.wait_for_selector(".table[data-ply]")


def test_the_qr_codes_read_back_as_the_codes_and_a_scanned_reply_reaches_the_table(devices, site):
    host, guest = devices("host"), devices("guest", width=360, height=740, touch=True)
    start(host, site)
    link = invite(host, 1)
    assert qr_text(host.page, ".invitation") == link
    guest.page.goto(link)
    guest.page.tap("button.join")
    guest.page.wait_for_selector(".reply svg.qr")
    reply = guest.page.input_value(".reply textarea.code")
    scanned = qr_text(guest.page, ".reply")
    assert scanned == f"{site}#/code?c={reply}"
    guest.shot("phone_reply_qr")
    # the host's phone camera opens the reply's link in a new tab of the host's browser
    camera = host.context.new_page()
    camera.goto(scanned)
    camera.wait_for_selector("text=your table in the other tab has the code")
    host.page.wait_for_selector('li.seat-chip[data-seat="1"]:has-text("friend, connected")', timeout=60_000)
    guest.page.wait_for_selector(".table[data-ply]", timeout=120_000)
    camera.close()


def test_a_code_page_with_no_table_waiting_says_to_copy_the_code(devices, site):
    lone = devices("lone")
    lone.page.goto(site + "#/code?c=abc")
    lone.page.wait_for_selector("text=No table in this browser is waiting for this code")
    assert lone.page.input_value("textarea.code") == "abc"
    assert qr_text(lone.page, ".code-box") == "abc"


def stun_said(page):
    return page.inner_text("dialog.net-dialog .stun-said")


def test_the_network_setting_is_off_until_a_stun_server_is_named_and_then_asks_only_that_one(devices, site):
    host = devices("host")
    host.context.add_init_script(CONFIGS)
    start(host, site)
    invite(host, 1)
    assert host.page.evaluate("__configs") == [{"iceServers": []}], "no server is asked by default"
    assert host.page.inner_text("dialog.net-dialog .stun summary") == "Network: same network only"
    host.page.click("dialog.net-dialog .stun summary")
    box, url = "dialog.net-dialog .stun input[type=checkbox]", "dialog.net-dialog .stun input[type=text]"
    for bad in ("", "javascript:alert(1)", "stun:evil.example/path", "turn:relay.example:3478"):
        host.page.fill(url, bad)
        host.page.click(box)   # (the page unticks it at once)
        assert "Name a STUN server first" in stun_said(host.page)
        assert not host.page.is_checked(box)
        assert json.loads(host.page.evaluate("localStorage.getItem('courtly:stun')"))["on"] is False
    host.page.fill(url, "stun:127.0.0.1:3478")
    host.page.check(box)
    assert stun_said(host.page) == "On: new codes ask stun:127.0.0.1:3478 for this device's public address."
    host.shot("stun_setting")
    host.page.click('dialog.net-dialog li[data-seat="1"] button.invite-seat')   # a new invitation
    host.page.wait_for_function("() => __configs.length === 2")
    assert host.page.evaluate("__configs[1]") == {"iceServers": [{"urls": "stun:127.0.0.1:3478"}]}
    host.page.reload()
    host.page.wait_for_selector(".table[data-ply]")
    open_invitations(host)
    assert host.page.inner_text("dialog.net-dialog .stun summary") == "Network: across the internet (STUN server on)"


def test_an_invitation_without_a_route_says_so_on_both_devices(devices, site):
    host, guest = devices("host"), devices("guest")
    host.context.add_init_script(NO_ROUTE)
    start(host, site)
    link = invite(host, 1)
    assert "found no network address to offer" in host.page.inner_text(".invitation .error")
    guest.context.add_init_script(QUICK_NO_ROUTE)
    guest.page.goto(link)
    assert "no route can be found" in guest.page.inner_text(".net-page .error")
    guest.page.click("button.join")
    guest.page.wait_for_selector(".reply textarea.code")
    paste(host.page, guest.page.input_value(".reply textarea.code"))
    guest.page.wait_for_selector(".join-status.error:has-text('No route to your friend')", timeout=60_000)
    # (the same silence follows a reply code the host's page refused: it says so there, and here
    # the friend is told to send it again)
    assert "did not take your reply code" in guest.page.inner_text(".join-status.error")
    guest.shot("no_route")
    assert "friend, connected" not in host.page.inner_text(".seats")


def test_a_friends_key_lost_on_the_way_is_asked_for_again(devices, site):
    # The friend's page sends the seat's key the moment its channel opens; when that message
    # was lost the friend waited for the table for ever (one connection in a few dozen).
    host, guest = devices("host"), devices("guest")
    host.context.add_init_script(LOSE_FIRST)
    start(host, site)
    seat_friend(host, guest, 1)
    assert host.page.evaluate("window.__received.map((m) => JSON.parse(m).t)")[:2] == ["hello", "hello"]
    guest.page.wait_for_selector("text=You are at the table as Player 2.", state="attached")


def undo_button(page):
    return page.locator("button.tool[aria-keyshortcuts='U Control+Z']")


def test_a_friend_undoes_only_their_own_move_and_replays_only_what_they_saw(devices, site):
    host, guest = devices("host"), devices("guest", width=360, height=740, touch=True)
    start(host, site)
    seat_friend(host, guest, 1)
    n = len(host_view(host)["moves"])
    while KC.to_move(replay(KC, host_view(host))[-1]) != 1:   # until it is the friend's turn
        n = play_out_one(host, {0: host})
    settle(guest.page, n)
    assert undo_button(guest.page).is_disabled(), "the host's move is not the friend's to take back"
    state = replay(KC, host_view(host))[-1]
    view = KC.view(state, 1)
    click_play(guest.page, kc_choose(view), view, tap=True)
    host.page.wait_for_selector(f'.table:not([data-ply="{n}"])')
    settle(guest.page, n + 1, or_more=True)
    assert len(host_view(host)["moves"]) == n + 1
    undo_button(guest.page).tap()
    host.page.wait_for_selector(f'.table[data-ply="{n}"]')
    settle(guest.page, n)
    assert len(host_view(host)["moves"]) == n
    # the friend's replay: earlier positions, and in each only what their seat saw
    guest.received()
    guest.page.keyboard.press("r")
    guest.page.wait_for_selector(f'.table[data-replay="{n - 1}"]')
    guest.page.tap('button[aria-label="First position"]')
    guest.page.wait_for_selector('.table[data-replay="0"]')
    states = replay(KC, host_view(host))
    shown = guest.page.eval_on_selector_all("[data-card-id]", "els => els.map(e => e.dataset.cardId)")
    assert shown and not set(shown) & secrets(KC, states[0], 1)
    check_messages(KC, states, 1, guest.received())
    guest.shot("phone_replay")
    guest.page.tap("text=Back to the game")
    guest.page.wait_for_function("() => !document.querySelector('.table').dataset.replay")
    assert len(host_view(host)["moves"]) == n, "a replay changes nothing at the table"


# Texts of so many bytes, and the version and level of their code: the smallest version that
# holds the text at level L, at level M when M fits it too (the standard's byte capacities:
# version 1 holds 17 bytes at L, 14 at M; version 5 holds 84 at M), up to version 40's 2953 bytes
# at L, the most a QR code holds; one byte more has no code.  Versions 11 and 13 at L split their
# data into equal blocks whose interleaving an encoder, or a reader, can get wrong.
CODE_SIZES = [(14, 1, "M"), (17, 1, "L"), (26, 2, "M"), (84, 5, "M"), (85, 5, "L"), (279, 11, "L"), (379, 13, "L"),
              (1029, 23, "L"), (2953, 40, "L")]


def test_codes_of_every_size_read_back_and_a_text_too_long_gets_a_message(new_context, watch, site):
    # A phone's screen density: at one pixel a CSS pixel, the 15rem picture leaves too few pixels
    # a module for the largest versions, for a camera as for the decoder.
    page = sized_page(new_context, watch, "phone", device_scale_factor=3)
    try:
        check_every_size(page, site)
    finally:
        page.context.close()
    assert watch.offsite == [] and watch.errors == [], (watch.offsite, watch.errors)


def check_every_size(page, site):
    page.goto(site + "#/")
    page.wait_for_selector(HOME_SHOWN)
    page.evaluate("""async ([sizes, tooLong]) => {
        const js = document.querySelector('script[type=module]').src.replace('main.js', '');
        const { qrSvg } = await import(js + 'net/qr.js');
        const { codeBox } = await import(js + 'net/talk.js');
        const text = (n) => ('https://example.org/#/join?i=' + 'xQ7_-a9Z'.repeat(400)).slice(0, n);
        const shelf = document.createElement('div');
        shelf.id = 'qr-shelf';
        for (const [n] of sizes) {
          const item = document.createElement('div');
          item.dataset.text = text(n);
          item.append(qrSvg(text(n), `code of ${n} bytes`) ?? 'none');
          shelf.append(item);
        }
        shelf.append(codeBox('Too long', text(tooLong)));
        document.body.prepend(shelf);
    }""", [CODE_SIZES, 2954])
    for (n, version, level), item in zip(CODE_SIZES, page.locator("#qr-shelf > div[data-text]").all(), strict=True):
        picture = item.locator("svg.qr")
        assert picture.count() == 1, f"no QR code for {n} bytes"
        drawn = {"version": int(picture.get_attribute("data-version")), "level": picture.get_attribute("data-level")}
        assert drawn == {"version": version, "level": level}, n
        assert scan(picture) == {"text": item.get_attribute("data-text"), **drawn}, n
    assert page.locator("#qr-shelf .code-box svg.qr").count() == 0
    assert page.inner_text("#qr-shelf .code-box .no-qr") == "This code is too long for a QR code: send it as text."
