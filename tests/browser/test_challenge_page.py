"""Challenge a friend: a finished game's link carries its result and moves to another device
(here a desktop and a phone, each a browser context of its own); the friend is told what to
beat, plays the same deal, compares, watches the challenger's game and answers; the thread
grows to three.  A result its moves do not reach is shown as not verified."""
import re

from conftest import ARTIFACTS
from courtly import challenge
from courtly.games import get
from courtly.links import make_fragment, parse_fragment
from courtly.solvers import solve
from helpers import at_full_speed, forget_games, home, open_link, press, source_selector, storage_kept, wait_ply

RC = get("royal-cotillion")
LINE = solve(RC, RC.new(11)).line   # a win on deal 11
COPY_STUB = """() => { window.__copied = []; delete Navigator.prototype.share;
  Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true,
    get: () => ({ writeText: async (text) => { window.__copied.push(text); } }) }); }"""
KEYS = ("courtly:challenges", "courtly:challenge-name", "courtly:stats")


def shot(page, name):
    ARTIFACTS.mkdir(exist_ok=True)
    size = "phone" if page.viewport_size["width"] < 500 else "desktop"
    page.screenshot(path=str(ARTIFACTS / f"challenge-{name}-{size}.png"))


def finish(page, link):
    """The win's moves but the last, from ``link`` (as the address holds them when a game is
    reloaded there), then the last by a press."""
    page.goto(link + "&moves=" + ".".join(LINE[:-1]))
    wait_ply(page, len(LINE) - 1)
    view = page.evaluate("courtly.engine.request({op: 'view'})")["view"]
    press(page, source_selector(next(m for m in view["moves"] if m["move"] == LINE[-1])))
    page.wait_for_selector("dialog.results[open] .challenge-card")


def send(page, name):
    """From the open results card: offer the challenge, sign it, share it; the link copied."""
    page.evaluate(COPY_STUB)
    press(page, "dialog.results .challenge-offer")
    page.fill("dialog.results .challenge-form input", name)
    page.press("dialog.results .challenge-form input", "Enter")   # the form sends on Enter, as typed
    page.wait_for_function("() => window.__copied.length === 1")
    url = page.evaluate("window.__copied[0]")
    spec = parse_fragment("#" + url.split("#", 1)[1])
    assert spec["moves"] == [] and spec["challenge"], url
    return url


def names_in(url):
    spec = parse_fragment("#" + url.split("#", 1)[1])
    return [r.name for r in challenge.unpack(RC, spec["seed"], 1, RC.resolve_options({}), spec["challenge"])]


def test_a_challenge_answered_twice_between_two_devices(page, phone, site):
    home(page, site), home(phone, site)
    with storage_kept(page, *KEYS), storage_kept(phone, *KEYS):
        for device in (page, phone):
            forget_games(device, site)
            device.evaluate("(keys) => keys.forEach((k) => localStorage.removeItem(k))", list(KEYS))
            at_full_speed(device)
        # Ann, on the desktop, wins deal 11 and challenges a friend
        finish(page, site + "#/royal-cotillion?seed=11")
        first = send(page, "Ann")
        assert names_in(first) == ["Ann"]
        # Bob, on a phone, is told who challenges and what to beat before the first move
        phone.goto(first)
        phone.wait_for_selector('.table[data-ply="0"]:not(.waiting)')
        dare = phone.inner_text(".notice")
        assert "Ann challenges you on this deal: they won (151 moves, 0:" in dare, dare
        assert "cannot be checked" in dare and phone.locator("ol.log li").count() == 0
        shot(phone, "first-screen")
        finish(phone, first)   # the address keeps the challenge through a reload
        rows = phone.locator("dialog.results .challenge-rows tr").all_inner_texts()
        assert [r.split("\t")[0] for r in rows] == ["Ann", "You"], rows
        assert all("\twon (151 moves, 0:" in r for r in rows), rows
        assert verdict("Ann").fullmatch(phone.inner_text("dialog.results .challenge-verdict")), rows
        shot(phone, "compared")
        # Bob watches Ann's game from its deal, one move at a time, then comes back to his card
        press(phone, "dialog.results .challenge-watch")
        phone.wait_for_selector(".replay-bar:not([hidden]) .replay-label:has-text('Ann’s game: move 0 of 151')")
        assert phone.get_attribute(".table", "data-ply") == str(len(LINE))   # his own game, not replaced
        press(phone, ".replay-bar button[aria-label='One move forward']")
        phone.wait_for_selector(".replay-label:has-text('move 1 of 151')")
        assert phone.locator(".table[data-watching][data-replay='1']").count() == 1
        press(phone, ".replay-bar button:has-text('Back to the game')")
        phone.wait_for_selector("dialog.results[open] .challenge-verdict")
        second = send(phone, "Bob")
        assert names_in(second) == ["Ann", "Bob"]
        # Ann answers Bob's answer: a thread of three
        page.goto(second)
        page.wait_for_selector('.table[data-ply="0"]:not(.waiting)')
        assert "Bob challenges you" in page.inner_text(".notice")
        shot(page, "first-screen")
        finish(page, second)
        assert verdict("Bob").fullmatch(page.inner_text("dialog.results .challenge-verdict"))
        rows = page.locator("dialog.results .challenge-rows tr").all_inner_texts()
        assert [r.split("\t")[0] for r in rows] == ["Ann", "Bob", "You"], rows
        shot(page, "compared")
        third = send(page, "Ann")
        assert names_in(third) == ["Ann", "Bob", "Ann"]
        # the same deal played again from its plain link (as a daily deal is): compared with the
        # challenge this device holds for it, which it did not open from (nothing to watch)
        finish(page, site + "#/royal-cotillion?seed=11")
        page.wait_for_selector("dialog.results[open] .challenge-verdict")
        rows = page.locator("dialog.results .challenge-rows tr").all_inner_texts()
        assert [r.split("\t")[0] for r in rows] == ["Ann", "Bob", "You"], rows
        assert page.locator("dialog.results .challenge-watch").count() == 0
        assert page.inner_text("dialog.results .challenge-offer") == "Challenge a friend"
        # each device lists what it received and sent, with who is ahead
        for device, them, me in ((page, "Bob", "Ann"), (phone, "Ann", "Bob")):
            device.goto(site + "#/stats")
            listed = device.locator(".stats-challenges li").all_inner_texts()
            assert len(listed) == 2 and listed[0].startswith(f"Royal Cotillion, deal 11 you sent, as {me}: won"), listed
            assert re.fullmatch(f"Royal Cotillion, deal 11 from {them}: {verdict(them).pattern}", listed[1]), listed


def verdict(them):
    """Both play the same winning line: the time decides, to the second (or not at all)."""
    return re.compile(rf"(?:(?:You|{them}) did better: the same moves, \d+:\d\d faster\."
                      rf"|A tie: the same result in the same number of moves as {them}\.)")


def test_a_result_its_moves_do_not_reach_is_shown_as_not_verified(page, site):
    home(page, site)
    with storage_kept(page, *KEYS):
        lie = challenge.Result("Mallory", LINE[:40], won=True, score=104, chosen=40, time=60_000)
        text = challenge.pack(RC, 11, 1, RC.resolve_options({}), [lie])
        open_link(page, site, make_fragment("royal-cotillion", 11, 1, None, challenge=text))
        dare = page.inner_text(".notice")
        assert dare.startswith("Mallory challenges you on this deal, but the result in the link is not verified"), dare
        assert "they won" not in dare


PLAY_ON = """async () => {   // the person's first legal move each turn, the bot's replies between
  for (let turns = 0; turns < 3000; turns++) {
    const r = courtly.screen.reply;
    if (r.view.outcome) return true;
    if (r.bot_to_move) { await new Promise((moved) => setTimeout(moved, 10)); continue; }
    const reply = await courtly.screen.send({ op: "move", move: r.view.moves[0].move });
    if (!reply.ok) return reply.error;
  }
  return "no end";
}"""


def dared_and_played(device, link, challenger):
    """Open a challenge: dared by ``challenger`` before the first move, play it to its end against
    the bot; the names on the results card's comparison."""
    device.goto(link)
    device.wait_for_selector('.table[data-ply="0"]:not(.waiting)')
    assert f"{challenger} challenges you on this deal: they " in device.inner_text(".notice")
    at_full_speed(device)
    assert device.evaluate(PLAY_ON) is True
    device.wait_for_selector("dialog.results[open] .challenge-verdict")
    return [row.split("\t")[0] for row in device.locator("dialog.results .challenge-rows tr").all_inner_texts()]


def test_a_multiplayer_game_is_challenged_and_the_friend_plays_the_same_deal(page, phone, site):
    from courtly.tools.playout import random_game
    kc = get("kings-corners")
    _, moves = random_game(kc, 6, 2)
    home(page, site), home(phone, site)
    with storage_kept(page, *KEYS), storage_kept(phone, *KEYS):
        # a finished game opened from its link: its card offers the challenge (its time unknown)
        open_link(page, site, make_fragment("kings-corners", 6, 2, None, moves, ["human", "quick"]))
        page.wait_for_selector("dialog.results[open] .challenge-card")
        link = send(page, "Ann")
        spec = parse_fragment("#" + link.split("#", 1)[1])
        assert spec["seats"] == ["human", "quick"] and spec["moves"] == []
        assert dared_and_played(phone, link, "Ann") == ["Ann", "You"]
        assert phone.inner_text("dialog.results .challenge-verdict").endswith(".")
        shot(phone, "compared-kings-corners")
        # Bob answers; Ann plays his answer against the bot in turn: a thread of three
        assert dared_and_played(page, send(phone, "Bob"), "Bob") == ["Ann", "Bob", "You"]
        spec = parse_fragment("#" + send(page, "Ann").split("#", 1)[1])
        thread = challenge.unpack(kc, 6, 2, kc.resolve_options({}), spec["challenge"])
        assert [r.name for r in thread] == ["Ann", "Bob", "Ann"] and thread[0].line == moves
