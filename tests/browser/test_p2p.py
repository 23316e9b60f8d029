"""Tables shared between devices, in one Chromium: each device is a browser context of its own
(its own storage), connected to the host's over a real WebRTC data channel on this machine,
with no server but the one serving the site.  Games are played to the end by clicks on every
device; every message a friend's page receives, and its page, is checked for other seats'
hidden cards."""
import json

from conftest import new_page
from courtly.games import get
from friends import (KC, Device, click_play, host_view, kc_choose, open_invitations, play_out,
                     play_out_one, rejoin, replay, seat_friend)
from helpers import click_pile, offline_ready, ply

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
    assert "Player 1 said: <b>bold?</b> fine" in guest.page.inner_text(".talk [role=log]")
    assert guest.page.inner_text("ol.log li.said >> nth=0") == "You said: Hello!"  # not "You says"
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
    # sharing is asynchronous (the share sheet, else the clipboard): wait for its words
    guest.page.wait_for_function("s => document.querySelector('.status').textContent.includes(s)",
                                 arg=f"seed={snap['seed']}")


def test_a_french_friend_at_an_english_table_reads_it_in_french(devices, site):
    """The host's engine words the friend's view in the friend's language; a ready phrase
    crosses as itself (each device reads it in its own language); typed words stay theirs."""
    host = devices("host")
    guest = devices("guest", locale="fr-FR")
    host.page.goto(site + "#/kings-corners?seed=12&players=2&seats=human,human")
    host.page.wait_for_selector(".table[data-ply]")
    seat_friend(host, guest, 1)
    guest.page.wait_for_selector("ul.seats li.seat-chip:has-text('Vous')")
    seats = guest.page.inner_text("ul.seats")
    assert "Joueur 1" in seats and "Player" not in seats, seats
    assert "Player 2" in host.page.inner_text("ul.seats"), "the host's own view stays English"
    guest.page.click("button.phrase:has-text('Bonjour !')")
    host.page.wait_for_selector("ol.log li.said:has-text('Hello!')")
    host.page.click("button.phrase:has-text('Well played!')")
    guest.page.wait_for_selector("ol.log li.said:has-text('Bien joué !')")
    host.page.fill(".talk-line input", "good luck")
    host.page.press(".talk-line input", "Enter")
    guest.page.wait_for_selector("ol.log li.said:has-text('good luck')")
    assert "Well played!" not in guest.page.inner_text("ol.log")
    # the host's page refuses talk too fast, and the friend reads why in French
    guest.page.click("button.phrase:has-text('Bonjour !')")
    guest.page.click("button.phrase:has-text('Bonjour !')")
    guest.page.wait_for_function("() => document.querySelector('.status').textContent.includes("
                                 "'La table a refusé : Un message à la fois')")
    guest.shot("french_friend")


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
    winner = scores.index(max(scores))
    for seat, device in enumerate((host, first, second)):
        device.page.wait_for_selector("dialog.results[open]")
        # each device words the result with its own names: its own person's seat is "You" there
        names = ["You" if s == seat else f"Player {s + 1}" for s in range(3)]
        card = device.page.inner_text("dialog.results")
        assert KCO.outcome(state, names)["reason"].rstrip(".") in card
        if seat == winner:
            assert card.startswith("You won!\n")   # the session words the title for this device's person
    assert max(scores) > 0


OV = get("overthrow")


def ov_choose(view):
    """A short plan: answer decisions (swapping a card when one may: the others must not learn
    it), grow land towards the centre, then end the turn."""
    moves = view["moves"]
    for kind in ("lose", "swap", "keep"):
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
    # deal 23: the friend swaps twice, and the bot at move 72 swaps a card the friend never sees
    host.page.goto(site + "#/overthrow?seed=23&players=3&seats=human,human,quick&turn_limit=5")
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
    # (the seats' notes are the engine's words: drawn once it has started, after the table from the save)
    host.page.wait_for_selector('li.seat-chip[data-seat="1"]:has-text("friend, away")')
    guest.shot("rejoin")
    rejoin(host, guest, second)
    assert "You (Player 1)" in host.page.inner_text(".seats"), "the host's device keeps its own seat"
    play_out_one(host, {0: host, 1: guest})


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
    host = Device(browser, site, "host", context=context, fresh_start=True)  # a site of its own
    host.page.goto(site + "#/kings-corners?seed=3&players=2&seats=human,human")
    host.page.wait_for_selector(".table[data-ply]", timeout=60_000)
    offline_ready(host.page)
    server.shutdown()
    server.server_close()
    assert host.page.evaluate("fetch('index.html?nocache=' + Date.now()).then(() => 'up', () => 'down')") == "down"
    host.watch.errors.clear()  # that probe's own failure, which the console reports
    host.page.reload()
    host.page.wait_for_selector(".table[data-ply]", timeout=60_000)
    guest = Device(browser, site, "guest", context=context, fresh_start=True)
    seat_friend(host, guest, 1)
    play_out_one(host, {0: host, 1: guest})
    context.close()
    host.check()
    guest.check()


def test_a_friend_who_leaves_can_be_played_by_a_bot_and_come_back(devices, site):
    """The friend's device goes; the host is told the table waits on them, lets a bot play
    their seat (it moves at once), keeps the seat for them again, and they rejoin to play it."""
    host, guest = devices("host"), devices("guest")
    host.page.goto(site + "#/kings-corners?seed=5&players=2&seats=human,human")
    host.page.wait_for_selector(".table[data-ply]")
    seat_friend(host, guest, 1)
    n = play_out_one(host, {0: host, 1: guest})
    while KC.to_move(replay(KC, host_view(host))[-1]) != 1:   # until it is the friend's turn
        n = play_out_one(host, {0: host, 1: guest})
    table = guest.page.url
    guest.page.close()                 # the friend's device goes away
    host.page.wait_for_selector('li.seat-chip[data-seat="1"]:has-text("friend, away")', timeout=60_000)
    open_invitations(host)
    host.page.click('dialog.net-dialog li[data-seat="1"] button.bot-seat')
    host.page.wait_for_function("n => Number(document.querySelector('.table').dataset.ply) > n", arg=n)
    snap = host_view(host)
    assert snap["seats"][1] != "human"
    assert KC.to_move(replay(KC, snap)[n]) == 1   # the move the bot made was seat 1's
    host.page.click('dialog.net-dialog li[data-seat="1"] button.unbot-seat')
    host.page.wait_for_function("() => courtly.screen.reply.seats[1] === 'human'")
    host.page.click("dialog.net-dialog .dialog-buttons button")
    guest.page = new_page(None, guest.watch, context=guest.context)   # the friend comes back and rejoins
    guest.page.goto(table)
    rejoin(host, guest, None)
    later = len(host_view(host)["moves"])
    while KC.to_move(replay(KC, host_view(host))[-1]) != 1:
        later = play_out_one(host, {0: host, 1: guest})
    assert play_out_one(host, {0: host, 1: guest}) > later, "the friend plays their seat again"


def test_a_friends_move_is_drawn_on_their_device_before_the_host_answers(devices, site):
    """Draw first at a shared table: the friend's card is in its place while their request
    is still on its way to the host; the host's answer settles it, and a refusal from the
    host slides the card back with the host's reason."""
    host = devices("host")
    guest = devices("guest")
    host.page.goto(site + "#/kings-corners?seed=11&players=2&seats=human,human")
    host.page.wait_for_selector(".table[data-ply]")
    seat_friend(host, guest, 1)
    gate = """(refuse) => {
      const engine = courtly.screen.engine, ask = engine.request.bind(engine);
      window.__held = [];
      engine.request = (req) => req.op !== 'move' ? ask(req) : new Promise((done) => window.__held.push(
        () => done(refuse ? { ok: false, kind: 'illegal', error: 'The host says no.' } : ask(req))));
    }"""
    for refuse in (True, False):
        for _ in range(40):  # the hands go round until the friend has a card to lay
            reply = guest.page.evaluate("courtly.screen.reply")
            mine = reply["to_move"] == reply["viewer"]
            cards = [m for m in reply["view"]["moves"] if m.get("id") and m["kind"] != "draw"] if mine else []
            record = cards[0] if cards else None
            if record:
                break
            device, seen = (guest, reply) if mine else (host, host.page.evaluate("courtly.screen.reply"))
            n = ply(guest.page)
            click_play(device.page, kc_choose(seen["view"]), seen["view"])
            guest.page.wait_for_function(f"() => Number(document.querySelector('.table').dataset.ply) > {n}")
        n = ply(guest.page)
        guest.page.evaluate(gate, refuse)
        places = [f'[data-card-id="{record["id"]}"]']
        if sum(m["from"] == record["from"] for m in reply["view"]["moves"]) > 1:
            places.append(f'[data-pile="{record["to"]}"]')
        for where in places:
            guest.page.click(where)
        guest.page.wait_for_function("() => window.__held.length === 1")
        assert guest.page.evaluate("(r) => document.querySelector(`[data-card-id='${r.id}']`).dataset.in", record) \
            == record["to"], "drawn on the friend's device before the host answered"
        guest.page.evaluate("window.__held.pop()()")
        if refuse:
            guest.page.wait_for_selector(".refusal:has-text('The host says no.')")
            guest.page.wait_for_function(
                "(r) => document.querySelector(`[data-card-id='${r.id}']`).dataset.in === r.from", arg=record)
        else:
            guest.page.wait_for_function(f"() => Number(document.querySelector('.table').dataset.ply) > {n}")
            assert host_view(host)["moves"][n] == record["move"]
        guest.page.evaluate("delete courtly.screen.engine.request")
