"""Chaos for the saves: random games across all five games while, at random moments, the page
is reloaded, its engine worker killed, the same game opened and moved on in a second tab, or
the storage filled.  After every fault each game that had moves must be continuable at its
last position (it is in Continue with exactly that position), or the player must have been
told plainly why not (the storage-full notice).

``run(browser, site, faults, seed)`` returns the tally; the test runs a few faults, and
``tests/bench/chaos.py`` runs as many as asked (``progress``: called with the tally every 25 faults).
"""
from __future__ import annotations

import json

from courtly.core import Rng
from courtly.games import GAMES as GAME_IDS
from conftest import Snapshot, count_boots

GAMES = ["#/royal-cotillion?seed={s}", "#/overthrone?seed={s}", "#/kings-corners?seed={s}&seats=human,quick",
         "#/kings-court?seed={s}&seats=human,quick", "#/overthrow?seed={s}&seats=human,quick&turn_limit=15"]
FAULTS = ["reload", "kill", "second tab", "full storage"]
FILL = """() => { const chunk = 'x'.repeat(64 * 1024);
  for (let i = 0; ; i++) { try { localStorage.setItem('chaos-fill' + i, chunk); } catch { break; } } }"""
EMPTY = """() => { for (const k of Object.keys(localStorage))
  if (k.startsWith('chaos-fill')) localStorage.removeItem(k); }"""


class Tally(dict):
    def add(self, key, n=1):
        self[key] = self.get(key, 0) + n


def wait_table(page):
    page.wait_for_function("() => { const t = document.querySelector('.table[data-ply]');"
                           " return t && !t.classList.contains('waiting') && window.courtly?.screen?.reply; }",
                           timeout=60_000)


def reply(page):
    return page.evaluate("courtly.screen.reply")


def settle_bots(page):
    """Wait until it is the person's turn again (bots play at the instant pace) or the game ended."""
    page.wait_for_function("() => { const r = courtly.screen?.reply; return r && (r.view.outcome || !r.bot_to_move); }",
                           timeout=60_000)


def play(page, rng, moves):
    """Up to ``moves`` moves of the person, chosen at random among the engine's records, through
    the screen (as a click would send them, so every save path runs)."""
    for _ in range(moves):
        settle_bots(page)
        r = reply(page)
        if r["view"]["outcome"]:
            return
        records = r["view"]["moves"] if r["to_move"] == r["viewer"] else []
        if not records:
            return
        move = records[rng.below(len(records))]["move"]
        # (a move the page never answers must fail the run, not hang it)
        answered = page.evaluate("""m => Promise.race([courtly.screen.send({op: 'move', move: m}).then(() => true),
            new Promise((done) => setTimeout(() => done(false), 60000))])""", move)
        assert answered, f"the page never answered the move {move}"
    settle_bots(page)


def saved(page, position):
    """Wait for a save at ``position`` or further along its line: the page writes just after the
    frame that shows a move."""
    try:
        page.wait_for_function("p => courtly.saves.listSaves().saves.some(s => courtly.saves.follows(p, s.position))",
                               arg=position, timeout=10_000)
    except Exception:
        pass  # not saved: the check that follows counts it


def told_full(page):
    """Whether the page said its storage is full.  ``play`` returns once the screen's ``send`` has
    resolved, and that is after the save it tries just past the move's frame: any notice is up."""
    return page.evaluate("() => !document.querySelector('.notice').hidden && "
                         "document.querySelector('.notice').textContent.includes('storage is full')")


def saved_positions(page):
    return {s["position"] for s in page.evaluate("courtly.saves.listSaves().saves")}


def follows(earlier: str, later: str) -> bool:
    """``later`` is ``earlier`` with more moves (positions are canonical, moves last)."""
    return later == earlier or (("&moves=" in earlier and later.startswith(earlier + "."))
                                or ("&moves=" not in earlier and later.startswith(earlier + "&moves=")))


def advance(must_continue: set[str], r) -> None:
    """A game has moved on to ``r`` (or ended there): the positions of its line that ``r``
    follows are checked through ``r`` from now on (a finished game's save rightly goes)."""
    must_continue -= {p for p in must_continue if follows(p, r["position"])}
    if r["person_moves"] and not r["view"]["outcome"]:
        must_continue.add(r["position"])


def lost(wanted: set[str], saved: set[str]) -> set[str]:
    """Positions with no save at them or further along their line (a second tab that moved the
    same game on continues it: nothing of it is lost)."""
    return {p for p in wanted if not any(follows(p, s) for s in saved)}


def run(browser, site, faults: int, seed: int = 1, context_options=None, progress=None) -> Tally:
    rng = Rng.from_seed(seed)
    tally = Tally()
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block",
                                  **(context_options or {}))
    context.add_init_script("localStorage.setItem('courtly:pace', 'instant');"
                            f"for (const g of {json.dumps(list(GAME_IDS))})"
                            " localStorage.setItem('courtly:guided:' + g, '1');")
    Snapshot.give(browser, context)   # a returning visitor: each reload restores Python, not starts it
    page = context.new_page()
    count_boots(page)
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    must_continue: set[str] = set()   # positions that must stay in Continue
    link = None
    for n in range(faults * 2):   # (a round whose game ended injects no fault)
        if tally.get("faults", 0) + tally.get("hung", 0) >= faults:
            break
        try:
            if link is None or rng.below(4) == 0:       # now and then, another game
                link = GAMES[rng.below(len(GAMES))].format(s=rng.below(10_000))
                page.goto(site + link)
                wait_table(page)
            play(page, rng, 1 + rng.below(4))
            r = reply(page)
            advance(must_continue, r)
            if r["view"]["outcome"] or not r["person_moves"]:
                link = None
                continue
            position = r["position"]
            finished_elsewhere = False
            fault = FAULTS[rng.below(len(FAULTS))]
            tally.add(f"fault: {fault}")
            tally.add("faults")
            if fault == "reload":
                page.reload()
                wait_table(page)
                now = reply(page)["position"]
                ok = now == position
                if not ok:   # what the reload opened instead, for whoever reads the tally
                    tally.setdefault("reload opened", []).append([position, now])
            elif fault == "kill":
                page.evaluate("courtly.engine.patience = 1500; courtly.engine.worker.terminate()")
                page.evaluate("courtly.screen.send({op: 'view'})")     # times out, restarts, reopens
                page.wait_for_function("() => courtly.engine.restarts > 0 && "
                                       "courtly.engine.state.stage === 'ready' && courtly.screen.reply",
                                       timeout=60_000)
                page.wait_for_function(f"() => courtly.screen.reply.position === {json.dumps(position)}",
                                       timeout=60_000)
                page.evaluate("courtly.engine.patience = null")
                ok = True
            elif fault == "second tab":
                other = context.new_page()
                other.goto(site + position)
                wait_table(other)
                play(other, rng, 1)
                theirs = reply(other)
                advance(must_continue, theirs)
                if theirs["view"]["outcome"]:
                    finished_elsewhere = True  # the other tab played this very game to its end
                    tally.add("games finished in the second tab")
                other.close()
                if theirs["position"] in must_continue:
                    # Chromium hands one tab's storage writes to the others a moment later (a load
                    # of 10 once made it more than the check's first read: 1 in 258 such faults)
                    saved(page, theirs["position"])
                ok = True
            else:  # full storage: the next move cannot be saved, and the player must be told so
                page.evaluate(FILL)
                play(page, rng, 1)
                told = told_full(page)
                after = reply(page)
                kept = after["position"] in saved_positions(page)
                page.evaluate(EMPTY)
                if after["position"] != position and not after["view"]["outcome"] and not kept:
                    tally.add("moves not saved, and the player told" if told else "moves not saved, silently")
                    play(page, rng, 1)                            # with room again, the next move saves
                ok = True
            r = reply(page)
            if not finished_elsewhere:
                advance(must_continue, r)
                if r["position"] in must_continue:
                    saved(page, r["position"])
            missing = lost(must_continue, saved_positions(page))
            tally.add("positions checked", len(must_continue))
            tally.add("positions lost", len(missing))
            if missing:
                tally.setdefault("lost after", []).append([fault, sorted(missing), sorted(saved_positions(page))])
            tally.add("recovered" if ok and not missing else "failed")
            must_continue -= missing
            if progress and tally["faults"] % 25 == 0:
                progress(tally)   # a long run shows its tally as it goes
        except Exception as err:  # a wait that timed out: the page hung; count it and go on afresh
            tally.add("hung")
            tally.setdefault("hung on", []).append([link, str(err).splitlines()[0][:200]])
            for extra in context.pages[1:]:
                extra.close()
            link = None

    tally["page errors"] = len(errors)
    if errors:
        tally["errors"] = errors[:5]
    context.close()
    return tally
