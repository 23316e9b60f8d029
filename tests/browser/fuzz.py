"""Hostile input for the page: fuzzed links and corrupt storage, while a game in progress is
saved.  Each case must end in a table, the home screen or a plain message ("This link does
not open a game", a notice, a reported save); no page error, no console error, no payload
run, and the saved game still in Continue at its position or further along its line.

``links(browser, site, n, seed)`` and ``storage(browser, site, n, seed)`` return a tally;
tests/browser/test_fuzz.py runs a few cases in CI, ``tests/bench/chaos.py --links N
--storage N`` as many as asked.
"""
from __future__ import annotations

import json
from pathlib import Path

from chaos import Tally, follows, reply, saved_positions, wait_table
from helpers import HOME_SHOWN, answered, go
from courtly.challenge import Result, pack
from courtly.core import Rng
from courtly.games import GAMES, get
from courtly.links import make_fragment
from conftest import Snapshot, count_boots

GAME_IDS = list(GAMES)
ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"

PAYLOADS = ['<img src=x onerror="window.__pwned=1">', '"><script>window.__pwned=1</script>',
            "%3Cimg%20src%3Dx%20onerror%3Dwindow.__pwned%3D1%3E", "javascript:window.__pwned=1",
            "constructor", "__proto__", "toString", "", "-1", "9007199254740993", "1e308", "NaN", "0x10",
            "%00", "%E0%A4%A", "\u202e\u0000", "x" * 3000, "..", "%2F%2F", "human,human,human,human,human"]
CHARS = "<>\"'&%#?=.:/\\;,+-_~ 0123456789abcxyzé\u00a0\u202e"
SAVED = "#/royal-cotillion?seed=77"   # the game in progress every case must leave alone
SETTLED = """() => document.querySelector('section.problem') || !document.querySelector('#home').hidden
  || document.querySelector('.net-page, .stats')
  || (window.courtly?.screen?.reply && document.querySelector('.table[data-ply]:not(.waiting)'))"""


def valid_link(rng) -> str:
    """A link some player could share: any game, a few of its legal moves, any seats."""
    gid = GAME_IDS[rng.below(len(GAME_IDS))]
    game = get(gid)
    players = game.min_players + rng.below(game.max_players - game.min_players + 1)
    seed = rng.below(2 ** 53)
    state, moves = game.new(seed, players), []
    for _ in range(rng.below(6)):
        if game.to_move(state) is None:
            break
        legal = game.legal_moves(state)
        moves.append(legal[rng.below(len(legal))])
        state = game.apply(state, moves[-1])
    seats = None if players == 1 else ["human"] + ["quick"] * (players - 1)
    # one in four a challenge (its claim unverified: these moves end no game), for the edits to damage
    thread = pack(game, seed, players, game.resolve_options({}), [Result("Ann", moves, won=True, score=None,
                                                                           chosen=len(moves))])
    return make_fragment(gid, seed, players, {}, moves, seats, thread if seed % 4 == 0 else None)


def mutate(link: str, rng) -> str:
    """One to three edits: a character, a parameter's value, a parameter more or less, a cut."""
    for _ in range(1 + rng.below(3)):
        kind = rng.below(6)
        head, _, query = link.partition("?")
        params = query.split("&") if query else []
        if kind == 0 and link:               # a character out, in or changed
            i = rng.below(len(link))
            c = CHARS[rng.below(len(CHARS))]
            link = [link[:i] + link[i + 1:], link[:i] + c + link[i:], link[:i] + c + link[i + 1:]][rng.below(3)]
        elif kind == 1 and params:           # a value replaced by something hostile
            i = rng.below(len(params))
            name = params[i].partition("=")[0]
            params[i] = f"{name}={PAYLOADS[rng.below(len(PAYLOADS))]}"
            link = head + "?" + "&".join(params)
        elif kind == 2:                      # a parameter twice, or one nobody knows
            extra = params[rng.below(len(params))] if params and rng.below(2) else \
                f"{PAYLOADS[rng.below(len(PAYLOADS))][:20]}=1"
            link = head + "?" + "&".join(params + [extra])
        elif kind == 3 and params:           # a parameter dropped
            params.pop(rng.below(len(params)))
            link = head + ("?" + "&".join(params) if params else "")
        elif kind == 4:                      # cut short
            link = link[:rng.below(len(link) + 1)]
        else:                                # another game's name, or a move that is not legal
            link = (f"#/{PAYLOADS[rng.below(len(PAYLOADS))][:30]}?{query}" if rng.below(2)
                    else link + (".zz9" if "moves=" in link else "&moves=zz9"))
    return link


def start(browser, site):
    """A page with the game in progress saved (two moves of Royal Cotillion's deal 77)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    context.add_init_script("localStorage.setItem('courtly:pace', 'instant');"
                            f"for (const g of {json.dumps(list(GAME_IDS))})"
                            " localStorage.setItem('courtly:guided:' + g, '1');")
    Snapshot.give(browser, context)   # a returning visitor: each reload restores Python, not starts it
    page = context.new_page()
    count_boots(page)
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.on("console", lambda m: m.type == "error" and page.errors.append(m.text))
    page.goto(site + SAVED)
    wait_table(page)
    for played in (1, 2):
        page.evaluate("courtly.screen.send({op: 'move', move: courtly.screen.reply.view.moves[0].move})")
        page.wait_for_function("n => courtly.screen.reply.person_moves === n", arg=played)
    page.wait_for_function("() => courtly.saves.listSaves().saves.length === 1")
    return page, reply(page)["position"]


def keep_only(page, position):
    """Saves other than the game in progress go, so each case starts alike."""
    page.evaluate("""p => { for (const s of courtly.saves.listSaves().saves)
        if (!(s.position === p || s.position.startsWith(p + '.'))) courtly.saves.discardSave(s.key); }""", position)


def check(page, tally, case, position, own_save_broken=False):
    """After a case: the page settled, nothing ran, nothing broke, the saved game survived."""
    try:
        page.wait_for_function(SETTLED, timeout=60_000)
    except Exception:
        tally.add("hung")
        tally.setdefault("hung on", []).append(case)
        return
    answered(page)  # what the case set off has run: a late error would show by now
    outcome = page.evaluate("""() => document.querySelector('section.problem') ? 'told: not a game'
      : !document.querySelector('#home').hidden ? 'home' : 'a table or screen'""")
    tally.add(outcome)
    if page.evaluate("window.__pwned !== undefined"):
        tally.add("payload ran")
        tally.setdefault("ran on", []).append(case)
    if page.errors:
        tally.add("page errors")
        tally.setdefault("errors", []).append([case, page.errors[:2]])
        page.errors.clear()
    if own_save_broken:
        page.goto(page.url.split("#")[0] + "#/")
        page.wait_for_selector(HOME_SHOWN)
        told = page.locator(".save-problem").count() > 0
        tally.add("own save corrupt, and reported" if told else "own save corrupt, silently")
        return
    if not any(follows(position, s) for s in saved_positions(page)):
        tally.add("saved game lost")
        tally.setdefault("lost on", []).append(case)


def back_home(page, after):
    """The home screen between cases; if it does not come, say after which link and in what state."""
    go(page, "#/")
    try:
        page.wait_for_selector(HOME_SHOWN, timeout=20_000)
    except Exception as err:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "fuzz-no-home.png"))
        state = page.evaluate("""() => ({ href: location.href, home: document.querySelector('#home').hidden,
          play: document.querySelector('#play').hidden, screen: !!window.courtly?.screen,
          body: document.querySelector('#play').innerText.slice(0, 300) })""")
        raise AssertionError(f"no home screen after {after!r}: {state}, errors {page.errors}") from err


def links(browser, site, n: int, seed: int = 1) -> Tally:
    rng = Rng.from_seed(seed)
    tally = Tally()
    page, position = start(browser, site)
    link = None
    for _ in range(n):
        keep_only(page, position)
        back_home(page, link)
        link = mutate(valid_link(rng) if rng.below(3) else SAVED + "&moves=" + position.split("moves=")[1], rng)
        go(page, link)
        tally.add("links tried")
        if "challenge=" in link:
            tally.add("challenge links")
        check(page, tally, link, position)
    page.context.close()
    return tally


def corrupt_values(text: str | None, rng) -> list:
    """Ways a stored value goes bad: cut short, not JSON, the wrong type, hostile names."""
    cut = (text or "{}")[:rng.below(len(text or "{}"))]
    return [cut, "{not json", "null", "42", '"a string"', "[]", '{"__proto__": {"polluted": 1}}',
            '{"constructor": 1, "toString": 2}', "[" * 5000 + "]" * 5000, '{"v": 999}',
            json.dumps({"v": 1, "game": "royal-cotillion", "position": 5, "moves": "x"}), "x" * 200_000]


def storage(browser, site, n: int, seed: int = 1, per_load: int = 2) -> Tally:
    """``n`` loads of the page, each after ``per_load`` stored values (of different keys) went bad."""
    rng = Rng.from_seed(seed)
    tally = Tally()
    page, position = start(browser, site)
    own = page.evaluate("courtly.saves.listSaves().saves[0].key")
    for _ in range(n):
        keep_only(page, position)
        keys = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('courtly:'))")
        keys = sorted({*keys, "courtly:stats", "courtly:display", "courtly:sound", "courtly:settings:royal-cotillion"})
        changed = []   # [key, value before, bad value]
        while len(changed) < per_load:
            key = keys.pop(rng.below(len(keys)))
            before = page.evaluate("k => localStorage.getItem(k)", key)
            values = corrupt_values(before, rng)
            changed.append([key, before, values[rng.below(len(values))]])
            page.evaluate("([k, v]) => { try { localStorage.setItem(k, v); } catch {} }", [key, changed[-1][2]])
        where = ["#/", "#/stats", SAVED, "#/overthrone?seed=3"][rng.below(4)]
        page.goto(site + where)
        page.reload()   # each case loads the page afresh, as a new visit would
        tally.add("stored values corrupted", per_load)
        case = [[key, value[:60]] for key, _, value in changed] + [where]
        broken = any(key == own and value != before for key, before, value in changed)
        check(page, tally, case, position, own_save_broken=broken)
        for key, before, value in changed:
            if key == own and value != before:   # put the game back for the next case
                page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, before])
            elif key != own and before is not None and rng.below(2):
                page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, before])
    page.context.close()
    return tally
