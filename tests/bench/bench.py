"""Courtly's benchmark: prints figures (and a Markdown table); it never fails on a number.

    python3 build.py bench [--runs N] [--moves N] [--out FILE]
    python3 build.py bench --first-visit [--runs N]   only first visits: time and bytes, file by file

Measures, in headless Chromium against dist/ served on 127.0.0.1:
  home painted; first interactive deal cold (a fresh browser profile: an empty disk cache,
  as a first visit finds it) and warm (that profile's HTTP cache and the service worker),
  side by side with a bare page that only starts the same Pyodide runtime in a worker and
  evaluates 1+1 (the floor); bytes sent on a first load (raw, and
  gzip-compressed as GitHub Pages would send them); move latency from pointer press to
  the frame that shows the card in its place, per game (at a person's pace, and with rapid
  presses: see ``press``; at full speed and with the CPU slowed 4×, about a mid-range phone);
  bot move time per multiplayer game (worker round trip); the runtime's WebAssembly memory
  after the first deal; and random playouts per second in CPython and in Pyodide (Node).
  The bytes are also given by kind: the runtime's WebAssembly, the runtime's JavaScript,
  the standard-library zip (with the engines), and the page's own files.
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import statistics
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

import build  # noqa: E402

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        # every host but this machine fails to resolve: nothing can leave 127.0.0.1
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
GAME_LINK = "#/royal-cotillion?seed=3"
COLD_ROWS = (("First interactive deal, cold, median", "≤ 1500 ms"),  # issue 24's first-visit targets
             ("Bare runtime page (start Pyodide, 1+1), cold, median", "the floor"),
             ("Cold deal ÷ bare runtime", "≤ 0.6×"))
LATENCY_LINKS = {  # a person against slow bots, so the move measured is the person's own
    "royal-cotillion": "#/royal-cotillion?seed=3",
    "overthrone": "#/overthrone?seed=3",
    "kings-corners": "#/kings-corners?seed=3&seats=human,random",
    "kings-court": "#/kings-court?seed=3&seats=human,random",
    "overthrow": "#/overthrow?seed=3&seats=human,random",
}
# The strong bot's move at every table size, "game/seats": every seat strong, so each move
# timed is one (King's Court's bot plays out the whole round: four seats cost the most).
BOT_LINKS = {f"{gid}/{n}": f"#/{gid}?seed={{seed}}&seats={','.join(['strong'] * n)}"
             for gid in ("kings-corners", "kings-court", "overthrow") for n in (2, 3, 4)}

# The solitaires' hint: every variant, from the deal and along the hinted line.
HINT_LINKS = {
    "royal-cotillion": "#/royal-cotillion?seed={seed}",
    "royal-cotillion classic": "#/royal-cotillion?seed={seed}&classic=true",
    "overthrone 5-card hand": "#/overthrone?seed={seed}&hand=5",
    "overthrone 6-card hand": "#/overthrone?seed={seed}&hand=6",
}

BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module">
const worker = new Worker("bare-worker.js", { type: "module" });
worker.onmessage = (e) => { performance.mark("bare:ready"); document.title = "ready " + e.data; };
</script>"""
BARE_WORKER = """import { loadPyodide } from "../pyodide/VERSION/pyodide.mjs";
const py = await loadPyodide({ indexURL: new URL("../pyodide/VERSION/", import.meta.url).href,
  stdLibURL: new URL("python_stdlib.zip", import.meta.url).href, packages: [] });
postMessage(String(py.runPython("1+1")));
"""


# The floor of a press: a page whose press moves one box and does nothing else, timed as a
# move is (the release's own time to the frame that shows the box moved).  What a game's move
# costs above it is the table's own work; the rest is the browser's, at that CPU rate.
PRESS_PAGE = """<!doctype html><meta charset="utf-8"><title>a press that moves one box</title>
<style>#box { position: absolute; left: 40px; top: 40px; width: 80px; height: 112px; border: 1px solid;
  transition: transform 180ms ease-out; }</style>
<div id="box"></div><script src="press.js"></script>"""
PRESS_SCRIPT = """window.__lat = [];
const box = document.getElementById("box");
box.addEventListener("pointerup", (e) => {
  const t0 = e.timeStamp;
  box.style.transform = box.style.transform ? "" : "translate(120px, 0)";
  requestAnimationFrame(() => window.__lat.push(performance.now() - t0));
});
// (a tap it has played is not clicked again, as the table does not let it be)
box.addEventListener("touchend", (e) => e.preventDefault(), { passive: false });
"""


def floor_latencies(page, base, count, paced=True, cpu=1, tap=False):
    """``count`` presses on the floor page (``PRESS_PAGE``), with the page's CPU slowed ``cpu``×."""
    page.goto(base + "bench/press.html")
    slow_cpu(page, cpu)
    for i in range(count):
        page.wait_for_function(AT_REST, polling=20)  # (where the box lies once it has glided)
        press(page, page.locator("#box").bounding_box(), paced, tap)
        page.wait_for_function(f"() => window.__lat.length > {i}")
    return page.evaluate("window.__lat")


def write_press_page(folder: Path) -> None:
    folder.mkdir(exist_ok=True)
    (folder / "press.html").write_text(PRESS_PAGE)
    (folder / "press.js").write_text(PRESS_SCRIPT)


def write_bare_page() -> str:
    """The floors: a page that only starts the same runtime (stock stdlib) and adds 1+1, and a
    page whose press moves one box (``PRESS_PAGE``)."""
    version = build.pinned_pyodide_version()
    folder = build.DIST / "bench"
    folder.mkdir(exist_ok=True)
    (folder / "bare.html").write_text(BARE_PAGE)
    (folder / "bare-worker.js").write_text(BARE_WORKER.replace("VERSION", version))
    write_press_page(folder)
    (folder / "python_stdlib.zip").write_bytes((build.PYODIDE_NPM / "python_stdlib.zip").read_bytes())
    return "bench/bare.html"


class CountingHandler(build.Handler):
    """Counts the bytes of every file sent, raw and as gzip would send them."""
    sent: list[tuple[str, int, int]] = []
    _gz: dict[str, int] = {}

    def copyfile(self, source, outputfile):
        data = source.read()
        path = self.translate_path(self.path)
        if path not in self._gz:
            self._gz[path] = len(gzip.compress(data, 6))
        CountingHandler.sent.append((self.path, len(data), self._gz[path]))
        outputfile.write(data)


def serve():
    server = build.make_server(0, handler=CountingHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def first_visit_bytes(sent) -> dict:
    """Each file once (what a browser with a disk cache downloads), raw and gzip, by kind."""
    once = {path.split("?")[0]: (raw, gz) for path, raw, gz in sent}
    kinds = {}
    for path, (raw, gz) in once.items():
        kind = ("runtime WebAssembly" if path.endswith(".wasm") else
                "runtime JavaScript" if path.startswith("/pyodide/") else
                "standard-library zip with the engines" if path.endswith("python_stdlib.zip") else
                "page: html, js, css, icons")
        total = kinds.setdefault(kind, [0, 0, 0])
        total[0], total[1], total[2] = total[0] + raw, total[1] + gz, total[2] + 1
    return {"raw": sum(r for r, _ in once.values()), "gzip": sum(g for _, g in once.values()),
            "requests": len(once), "kinds": kinds, "files": once}


def bytes_rows(first: dict) -> list[tuple[str, str, str]]:
    rows = [("Bytes of the first visit, each file once (raw / gzip)",
             f"{first['raw'] / 1e6:.2f} MB / {first['gzip'] / 1e6:.2f} MB in {first['requests']} requests",
             "≤ 4.5 MB compressed")]
    for kind, (raw, gz, n) in sorted(first["kinds"].items(), key=lambda item: -item[1][1]):
        rows.append((f"— of which {kind} (raw / gzip)", f"{raw / 1e6:.3f} MB / {gz / 1e6:.3f} MB in {n} files", ""))
    return rows


def cold_rows(cold: float, bare: float) -> list[tuple[str, str, str]]:
    figures = (f"{cold:.0f} ms", f"{bare:.0f} ms", f"{cold / bare:.3f}×")
    return [(name, figure, target) for (name, target), figure in zip(COLD_ROWS, figures)]


def first_visits(p, base, runs) -> int:
    """Only first visits to a deal, each in a fresh profile, beside the bare runtime page:
    the times, then the bytes kind by kind and file by file."""
    out = {"offsite": [], "phases": [], "cold": [], "bare": []}
    for run in range(runs):
        out["bare"].append(bare_time(p, base, out))
        context = new_context(p, out)
        CountingHandler.sent.clear()
        out["cold"].append(deal_time(context.new_page(), base, out))
        first = first_visit_bytes(CountingHandler.sent)
        context.close()
    cold, bare = statistics.median(out["cold"]), statistics.median(out["bare"])
    rows = [*cold_rows(cold, bare), *bytes_rows(first),
            *((path, f"{raw / 1e3:.1f} kB / {gz / 1e3:.1f} kB", "")
              for path, (raw, gz) in sorted(first["files"].items(), key=lambda f: -f[1][1]))]
    print("\n".join(["| Measure | Result | Target |", "|---|---|---|"] + [f"| {a} | {b} | {c} |" for a, b, c in rows]))
    print(f"\nRaw samples: cold {out['cold']}, bare {out['bare']}.\nWorker phases (ms): {out['phases']}")
    return 0


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def mark(page, name):
    return page.evaluate(f"performance.getEntriesByName('{name}')[0]?.startTime ?? null")


PROFILES: list[str] = []  # removed when the benchmark ends


def new_context(p, out):
    """A browser with a fresh profile that records any request off 127.0.0.1.

    A fresh profile has an empty disk cache, as a person's first visit finds it.  Not a new
    context of one browser: such a context keeps a memory cache too small for the 9.6 MB
    runtime, so the page's preload, the engine worker and the service worker would each
    download it again.  No ``context.route`` either: Playwright turns the HTTP cache off
    while routing.  The browser's resolver blocks other hosts instead (``ARGS``), and
    listening to requests leaves the cache alone."""
    PROFILES.append(tempfile.mkdtemp(prefix="courtly-bench-"))
    context = p.chromium.launch_persistent_context(PROFILES[-1], executable_path=build.find_chromium(), args=ARGS,
                                                   viewport={"width": 1280, "height": 800})

    def record(request):
        url = request.url
        if not url.startswith(("data:", "blob:", "http://127.0.0.1:")):
            out["offsite"].append(url)

    context.on("request", record)
    return context


def deal_time(page, base, out):
    page.goto(base + GAME_LINK)
    page.wait_for_selector(".table[data-ply]")
    page.wait_for_function("() => performance.getEntriesByName('courtly:deal-interactive').length > 0")
    out["phases"].append(page.evaluate("window.courtly.engine.timings"))
    return mark(page, "courtly:deal-interactive")


def bare_time(p, base, out):
    context = new_context(p, out)
    page = context.new_page()
    page.goto(base + "bench/bare.html")
    page.wait_for_function("() => performance.getEntriesByName('bare:ready').length > 0", timeout=60_000)
    took = mark(page, "bare:ready")
    context.close()
    return took


def wait_for_offline_cache(page):
    """Let the service worker finish precaching, so the warm load below uses it."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("""async () => {
        const keys = (await caches.keys()).filter((k) => k.startsWith('courtly-'));
        return keys.length > 0 && (await (await caches.open(keys[0])).keys()).length > 10;
    }""", timeout=120_000, polling=250)


def browser_figures(p, base, runs, moves):
    out = {"home": [], "cold": [], "warm": [], "bare": [], "bytes": None, "memory": None, "latency": {}, "rapid": {},
           "bots": {}, "offsite": [], "phases": []}
    for run in range(runs):
        out["bare"].append(bare_time(p, base, out))
        context = new_context(p, out)
        page = context.new_page()
        CountingHandler.sent.clear()
        page.goto(base)
        page.wait_for_function("() => performance.getEntriesByName('courtly:home-painted').length > 0")
        out["home"].append(page.evaluate(
            "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? "
            "performance.getEntriesByName('courtly:home-painted')[0].startTime"))
        page.wait_for_selector("#boot.done", state="attached", timeout=60_000)
        context.close()
        context = new_context(p, out)  # an empty cache again: the deal below is cold
        page = context.new_page()
        CountingHandler.sent.clear()
        out["cold"].append(deal_time(page, base, out))
        if out["bytes"] is None:
            # each file once: what the browser downloaded (the service worker's precache comes next)
            out["bytes"] = first_visit_bytes(CountingHandler.sent)
            out["memory"] = page.evaluate("window.courtly.engine.stats().then(s => s.memory)")
        wait_for_offline_cache(page)
        if out.get("bytes_offline") is None:  # the first visit in full: the offline cache too
            out["bytes_offline"] = (sum(s[1] for s in CountingHandler.sent), sum(s[2] for s in CountingHandler.sent),
                                    len(CountingHandler.sent))
        page.close()
        page = context.new_page()  # a new document on the now-warm cache and service worker
        out["warm"].append(deal_time(page, base, out))
        if run == 0:
            for rate, key in ((1, ""), (4, "_slow")):
                out["latency" + key], out["rapid" + key] = {}, {}
                for gid, link in LATENCY_LINKS.items():
                    for paced, kind in ((True, "latency"), (False, "rapid")):
                        page.goto(base + link)
                        page.wait_for_selector(".table[data-ply]")
                        slow_cpu(page, rate)
                        out[kind + key][gid] = move_latencies(page, moves, paced)
                out["latency" + key]["floor"] = floor_latencies(page, base, moves, True, rate)
                out["rapid" + key]["floor"] = floor_latencies(page, base, moves, False, rate)
            out["tap_slow"] = tap_latencies(page, base, moves, 4)
            slow_cpu(page, 1)
            out["bots"] = bot_times(page, base)
            out["hints"] = hint_times(page, base)
            out["listed_hints"] = hint_times(page, base, deals=24, listed=True)
        context.close()
    return out


AT_REST = ("() => document.getAnimations().every((a) => a.playState !== 'running' || "
           "a.effect?.getTiming().iterations === Infinity)")


fingers: dict = {}  # page -> its CDP session, which taps


def press(page, box, paced, tap=False):
    """Press the middle of ``box``.  ``paced``: as a person does, once the table is at rest (the
    last move's cards have landed, a picked card has lifted) and with the pointer there first;
    otherwise at once, as fast as the driver can (a press then often lands while cards still
    glide: Chromium draws the frame in flight before it hands the page the engine's reply).
    ``tap``: a finger's tap (the page made with touch), held 80 ms as a person's is, as on a
    phone: no pointer rests there."""
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    if paced:
        page.wait_for_function(AT_REST, polling=20)
    if tap:
        # (the driver's own tap lifts the finger at once: the browser's tap-down and show-press
        # then land after the release, which no finger does.  The 80 ms is how long the finger
        # rests, what is simulated, not a wait for anything: holding it only until the page had
        # the press and drew two frames put a tap's floor at 27.8 / 31.4 ms p50 / p95 at 4×,
        # against 13.6 / 19.0 held 80 ms, a different tap from a person's)
        finger = fingers.setdefault(page, page.context.new_cdp_session(page))
        point = [{"x": x, "y": y}]
        finger.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": point})
        page.wait_for_timeout(80)
        finger.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        return
    if not paced:
        page.mouse.click(x, y)
        return
    page.mouse.move(x, y)
    page.wait_for_timeout(100)
    page.mouse.down()
    page.mouse.up()


def tap_latencies(page, base, moves, rate) -> dict:
    """Each game's moves and the floor's presses made by a finger's taps, the page's CPU slowed
    ``rate``×: a phone's own input (touch turned on for this page, then off again)."""
    finger = fingers.setdefault(page, page.context.new_cdp_session(page))
    finger.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    out = {}
    for gid, link in LATENCY_LINKS.items():
        page.goto(base + link)
        page.wait_for_selector(".table[data-ply]")
        slow_cpu(page, rate)
        out[gid] = move_latencies(page, moves, True, tap=True)
    out["floor"] = floor_latencies(page, base, moves, True, rate, tap=True)
    finger.send("Emulation.setTouchEmulationEnabled", {"enabled": False})
    return out


def slow_cpu(page, rate):
    """Chromium's CPU throttling on ``page`` (4: about a mid-range phone); 1: full speed."""
    page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})


TIMED = "courtly: press timed"  # the trace's mark of each press MEASURE times

# A press to the frame that shows the card in its place: from the release that completes the
# press (a click plays on it; a drag is let go; Enter is pressed), by the event's own time,
# to the first frame (its animation-frame callback, just before it is painted) after the card
# pressed lies in the pile its move goes to, or after the engine's answer was drawn
# (data-ply), whichever comes first.  __dom keeps the time to the DOM's change alone.
MEASURE = """() => {
  const TIMED = '""" + TIMED + """';
  window.__lat = []; window.__dom = []; window.__want = null;
  const start = (e) => { window.__t0 = e.timeStamp; };
  document.addEventListener('pointerup', start, true);
  document.addEventListener('keydown', start, true);
  const table = document.querySelector('.table');
  let ply = table.dataset.ply;
  const into = (records, to) => records.some((r) => r.target.dataset?.in === to
    || [...r.addedNodes].some((n) => n.dataset?.in === to));
  new MutationObserver((records) => {
    const t0 = window.__t0, want = window.__want, was = ply;
    ply = table.dataset.ply;
    if (!t0) return;
    // (a face-down card, which has no id in the page, is seen arriving in the pile)
    const placed = want && (want.id ? [...table.querySelectorAll(`[data-card-id="${want.id}"]`)]
      .some((e) => e.dataset.in === want.to) : into(records, want.to));
    if (!placed && ply === was) return;
    window.__t0 = 0;
    window.__dom.push(performance.now() - t0);
    requestAnimationFrame(() => {
      window.__lat.push(performance.now() - t0);
      console.timeStamp(TIMED); // (a trace's rows read the presses timed here, not a pick's)
    });
  }).observe(table, { attributes: true, subtree: true, childList: true, attributeFilter: ['data-ply', 'data-in'] });
}"""


def move_latencies(page, count, paced=True, ask="courtly.engine.request({op: 'view'})", others=None, tap=False):
    """Pointer press to the frame that shows the card in its place (``MEASURE``), for ``count``
    of the person's moves (any game); see ``press`` for ``paced``.  A move of two presses (pick,
    then place) is timed from the second.  ``ask``: where the page's table stands (a friend's
    device has no engine of its own: its screen's last reply); ``others``: called while another
    seat is to move (their device's person), else the page waits for its bots."""
    page.evaluate(MEASURE)
    done = tries = 0
    while done < count and tries < count * 4:
        tries += 1
        reply = page.evaluate(ask)
        if reply["view"]["outcome"]:
            page.click("dialog.results button:has-text('Same deal again')")
            page.wait_for_selector('.table[data-ply="0"]')
            continue
        piles = set(page.evaluate("[...document.querySelectorAll('[data-pile]')].map((e) => e.dataset.pile)"))
        # moves pressed from a pile on the table (a second copy of a card to swap names none)
        records = [m for m in reply["view"]["moves"] if m.get("from") in piles] \
            if reply["to_move"] == reply["viewer"] else []
        if not records:  # a bot's turn: wait for it
            if others:
                others()
            page.wait_for_timeout(100)
            continue
        record = records[done % len(records)]
        ply = len(reply["moves"])
        source = f'[data-card-id="{record["id"]}"]' if record.get("id") else f'[data-pile="{record["from"]}"]'
        if not page.locator(source).count() or not page.locator(source).first.is_visible():
            source = f'[data-pile="{record["from"]}"]'
        page.evaluate("(w) => { window.__want = w; }", {"id": record.get("id"), "to": record["to"]})
        press(page, page.locator(source).first.bounding_box(), paced, tap)
        if record.get("deliberate") or sum(m["from"] == record["from"] for m in records) > 1:
            press(page, page.locator(f'[data-pile="{record["to"]}"]').first.bounding_box(), paced, tap)
        try:
            page.wait_for_function(f"() => Number(document.querySelector('.table').dataset.ply) > {ply}", timeout=3000)
        except Exception:
            page.keyboard.press("Escape")
            continue
        page.wait_for_function("() => !document.querySelector('.card.moving')")
        done += 1
    return page.evaluate("window.__lat")


def bot_times(page, base, moves=300, per_game=100, games=tuple(BOT_LINKS)):
    """Worker round trip of one strong bot move, per ``BOT_LINKS`` table (no screen open): the
    first ``per_game`` moves of games 1, 2, ... (or the whole game), ``moves`` in all.  Not the
    opening alone: Overthrow's bot searches only once the capital is fought over, after it."""
    page.goto(base + "#/")
    page.wait_for_selector("#boot.done", state="attached", timeout=60_000)
    times = {}
    for gid in games:
        times[gid] = page.evaluate("""async ([link, moves, perGame]) => {
          const out = [];
          let seed = 0, played = perGame;
          while (out.length < moves) {
            if (played === perGame) {
              seed += 1;
              played = 0;
              await courtly.engine.request({op: 'open', link: link.replace('{seed}', seed)});
            }
            const t0 = performance.now();
            const reply = await courtly.engine.request({op: 'bot'});
            if (!reply.ok) { played = perGame; continue; }  // the game is over: the next one
            out.push(performance.now() - t0);
            played += 1;
          }
          return out;
        }""", [BOT_LINKS[gid], moves, per_game])
    return times


def hint_times(page, base, deals=12, steps=4, listed=False):
    """Worker round trip of a hint: ``deals`` deals per variant, a hint on the deal and then on
    each of the next ``steps`` positions of the hinted line (where the solver's remembered line
    answers at once), or until no hint comes (an undecided deal: the whole budget spent).
    Deals are seeds 1, 2, ... or, with ``listed``, deals spread evenly over the shipped list of
    proven-winnable deals (what *Winnable deals only* deals; their first hint searches further)."""
    page.goto(base + "#/")
    page.wait_for_selector("#boot.done", state="attached", timeout=60_000)
    times = {}
    for variant, link in HINT_LINKS.items():
        seeds = listed_seeds(link, deals) if listed else list(range(1, deals + 1))
        times[variant] = page.evaluate("""async ([link, seeds, steps]) => {
          const out = {all: [], first: []};
          for (const seed of seeds) {
            await courtly.engine.request({op: 'open', link: link.replace('{seed}', seed)});
            for (let step = 0; step <= steps; step++) {
              const t0 = performance.now();
              const found = await courtly.engine.request({op: 'hint'});
              out.all.push(performance.now() - t0);
              if (step === 0) out.first.push(out.all.at(-1));
              if (!found.ok || !found.move) break;
              await courtly.engine.request({op: 'move', move: found.move});
            }
          }
          return out;
        }""", [link, seeds, steps])
    return times


def listed_seeds(link: str, count: int) -> list[int]:
    """``count`` seeds spread evenly over the winnable list of the variant ``link`` opens."""
    from courtly.games import get
    from courtly.links import parse_fragment
    from courtly.solvers.winnable_seeds import LISTS, decode, variant
    spec = parse_fragment(link.replace("{seed}", "0"))
    game = get(spec["game"])
    seeds = decode(LISTS[variant(game.id, game.resolve_options(spec["options"]))])
    return [seeds[i * len(seeds) // count] for i in range(count)]


PLAYOUT_SCRIPT = """
import json, time
from courtly.tools.playout import random_game
from courtly.games import GAMES
out = {}
for gid, game in GAMES.items():
    n = moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < SECONDS:
        state, played = random_game(game, n, game.min_players, None, 2000)
        n += 1
        moves += len(played)
    took = time.perf_counter() - start
    out[gid] = [n / took, moves / took]
print("RESULT " + json.dumps(out))
"""


def playouts(seconds=3.0):
    script = f"SECONDS = {seconds}\n" + PLAYOUT_SCRIPT
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    cpy = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True)
    # The engines' sources in Pyodide: the site's zip leaves the playout helper out.
    pyo = subprocess.run(["node", str(ROOT / "tests/pyodide/bots.mjs")], input=script, capture_output=True,
                         text=True, check=True)
    parse = lambda proc: json.loads(next(l for l in proc.stdout.splitlines() if l.startswith("RESULT "))[7:])  # noqa
    return parse(cpy), parse(pyo)


# --- return visits: the runtime restored from its memory snapshot ----------------------------

# A return visit's phases on the page's clock, in the order they follow one another; the
# snapshot's read and check run beside the runtime's scripts (their own rows, "beside").
RETURN_PHASES = [
    ("page loaded, until the engine worker runs", lambda v: v["worker"]),
    ("worker: runtime loader (pyodide.mjs)", lambda v: v["t"]["loader"]),
    ("worker: runtime scripts and WebAssembly", lambda v: v["t"]["wasm"]),
    ("worker: heap restored (a first visit: CPython started)", lambda v: v["t"]["python"]),
    ("worker: engines (courtly.web)", lambda v: v["t"]["engines"]),
    ("engine ready → deal drawn and interactive", lambda v: v["deal"] - v["ready"]),
    ("beside: snapshot read from Cache Storage", lambda v: v["t"].get("read")),
    ("beside: snapshot checked and unpacked", lambda v: v["t"].get("check")),
]


def visit_phases(page, base):
    """One visit to GAME_LINK: the deal's time and the worker's phases on the page's clock."""
    page.goto(base + GAME_LINK)
    page.wait_for_function("() => performance.getEntriesByName('courtly:deal-interactive').length > 0",
                           timeout=60_000)
    t = page.evaluate("window.courtly.engine.timings")
    worker = t["origin"] - page.evaluate("performance.timeOrigin") + t["start"]
    return {"deal": mark(page, "courtly:deal-interactive"), "t": t, "worker": worker,
            "ready": worker + t["loader"] + t["runtime"] + t["engines"]}


def snapshot_state(page):
    """The engine worker's stored snapshot once it is done with it (made, or why not)."""
    for _ in range(480):
        state = page.evaluate("courtly.engine.stats().then((s) => s.snapshot)")
        if state["state"] not in ("waiting", "making"):
            return state
        page.wait_for_timeout(250)
    return state


def return_visits(p, runs, base, visits=2):
    """Per run, a new browser profile on disk (as a player's browser keeps one: HTTP cache,
    code cache and Cache Storage survive between pages, where Playwright's private contexts
    keep no code cache): the first visit, then, once the service worker has cached the site
    and the engine worker has stored its snapshot, ``visits`` return visits."""
    import tempfile
    path = build.find_chromium()
    out = {"first": [], "return": [], "made": []}
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as profile:
            options = {"args": ARGS, "viewport": {"width": 1280, "height": 800}}
            context = p.chromium.launch_persistent_context(
                profile, **({"executable_path": path} if path else {}), **options)
            page = context.new_page()
            out["first"].append(visit_phases(page, base))
            wait_for_offline_cache(page)
            out["made"].append(snapshot_state(page))
            # A game in progress, saved with its table: play a move that is one click.
            moves = page.evaluate("courtly.engine.request({op: 'view'})")["view"]["moves"]
            single = next(m for m in moves if sum(o["from"] == m["from"] for o in moves) == 1 and m.get("id"))
            page.click(f'[data-card-id="{single["id"]}"]')
            page.wait_for_selector('.table[data-ply="1"]')
            position = page.evaluate("location.hash")
            page.close()
            for _ in range(visits):
                page = context.new_page()
                out["return"].append(visit_phases(page, base))
                page.close()
            page = context.new_page()                  # and a return to that game in progress
            page.goto(base + position)
            page.wait_for_function("() => performance.getEntriesByName('courtly:deal-interactive').length > 0",
                                   timeout=60_000)
            out.setdefault("painted", []).append(mark(page, "courtly:table-painted"))
            page.close()
            context.close()
    return out


def return_visit_rows(ret):
    """The return visit's rows (with targets) and its raw samples."""
    med = lambda values: statistics.median(values) if values else float("nan")  # noqa: E731
    first, back = med([v["deal"] for v in ret["first"]]), med([v["deal"] for v in ret["return"]])
    paths = sorted({v["t"]["snapshot"] for v in ret["return"]})
    made = [m["made"] for m in ret["made"] if m.get("made")]
    rows = [
        ("Return visit: first deal interactive, median (the runtime restored from its snapshot)",
         f"{back:.0f} ms", "≤ 800 ms"),
        ("First visit in the same profile, median", f"{first:.0f} ms", ""),
        ("Return visit ÷ the same runs' first visit", f"{back / first:.2f}×", "≤ 0.5×"),
        ("Return visits: how the worker started", ", ".join(paths), "restored"),
        ("Return to a game in progress: its saved table painted, median",
         f"{med([t for t in ret.get('painted', []) if t is not None]):.0f} ms", "≤ 300 ms"),
        ("Snapshot made after the first visit (in its own worker, when idle): heap / stored, time",
         f"{med([m['heap'] for m in made]) / 1e6:.1f} MB / {med([m['stored'] for m in made]) / 1e6:.1f} MB, "
         f"{med([m['boot'] + m['snapshot'] + m['store'] for m in made]):.0f} ms" if made
         else f"not made: {[m['state'] for m in ret['made']]}", "≤ 30 MB kept, one entry"),
    ]
    for label, phase in RETURN_PHASES:
        values = [x for x in (phase(v) for v in ret["return"]) if x is not None]
        rows.append((f"Return visit phase: {label}, median", f"{med(values):.0f} ms" if values else "n/a", ""))
    detail = (f"Return visits (persistent profile): first {[round(v['deal']) for v in ret['first']]}, "
              f"return {[round(v['deal']) for v in ret['return']]}; worker timings of the return visits: "
              f"{[{k: (round(x) if isinstance(x, float) else x) for k, x in v['t'].items()} for v in ret['return']]}\n")
    return rows, detail


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--out", default=str(ROOT / "tests/artifacts/bench.md"))
    parser.add_argument("--return-visits", action="store_true", help="only the return-visit figures")
    parser.add_argument("--first-visit", action="store_true", help="only first visits: time and bytes")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright
    write_bare_page()
    server, base = serve()
    try:
        with sync_playwright() as p:
            if args.first_visit:
                return first_visits(p, base, args.runs)
            ret_rows, ret_detail = return_visit_rows(return_visits(p, args.runs, base))
            if args.return_visits:
                server.shutdown()
                print("\n".join(["| Measure | Result | Target |", "|---|---|---|"]
                                + [f"| {a} | {b} | {c} |" for a, b, c in ret_rows]) + "\n\n" + ret_detail)
                return 0
            fig = browser_figures(p, base, args.runs, args.moves)
    finally:
        for folder in PROFILES:
            shutil.rmtree(folder, ignore_errors=True)
    server.shutdown()
    cpy, pyo = playouts()
    cold, bare = statistics.median(fig["cold"]), statistics.median(fig["bare"])
    rows = [
        ("Home painted (first contentful paint), median", f"{statistics.median(fig['home']):.0f} ms", "≤ 200 ms"),
        *cold_rows(cold, bare),
        ("First interactive deal, warm (service worker, no snapshot kept yet), median",
         f"{statistics.median(fig['warm']):.0f} ms", "(a return visit restores a snapshot: below)"),
        *bytes_rows(fig["bytes"]),
        ("Bytes of the first visit as sent to this test browser, repeats included (raw / gzip)",
         "{:.2f} MB / {:.2f} MB in {} requests".format(fig["bytes_offline"][0] / 1e6, fig["bytes_offline"][1] / 1e6,
                                                       fig["bytes_offline"][2]) if fig.get("bytes_offline") else "n/a",
         "(with what the service worker fetches for offline play)"),
        ("WebAssembly memory after the first deal", f"{fig['memory'] / 2**20:.0f} MiB" if fig["memory"] else "n/a",
         "≤ 150 MB"),
        ("Requests off 127.0.0.1 (counted; the resolver blocks them)", str(len(fig["offsite"])), "0"),
    ]
    rows += ret_rows
    for key, cpu in (("", ""), ("_slow", ", CPU slowed 4×")):
        for kind, pace in (("latency", "at a person's pace"), ("rapid", "rapid presses, often while cards glide"),
                           ("tap", "a finger's taps at a person's pace")):
            for gid, lat in fig.get(kind + key, {}).items():
                what = "the floor: a page whose press moves one box" if gid == "floor" else f"{gid} move latency"
                rows.append((f"{what} p50 / p95 (press → the frame with the card in place; {pace}{cpu})",
                             f"{pct(lat, 0.5):.1f} / {pct(lat, 0.95):.1f} ms over {len(lat)} moves" if lat else "n/a",
                             "p95 ≤ 16 ms"))
    for key, times in fig["bots"].items():
        gid, seats = key.split("/")
        rows.append((f"{gid} strong bot move p50 / p95 at {seats} seats (worker round trip)",
                     f"{pct(times, 0.5):.0f} / {pct(times, 0.95):.0f} ms over {len(times)} moves", "p95 ≤ 200 ms"))
    for key, kind in (("hints", "first hint of a deal"), ("listed_hints", "first hint of a winnable-only deal")):
        for variant, times in fig.get(key, {}).items():
            spread = [f"{pct(t, 0.5):.0f} / {pct(t, 0.95):.0f} / {max(t):.0f} ms"
                      for t in (times["all"], times["first"])]
            rows.append((f"{variant} hint p50 / p95 / max (worker round trip; {kind})",
                         f"{spread[0]} over {len(times['all'])} hints; {spread[1]} over {len(times['first'])} deals",
                         "p95 ≤ 1 s"))
    for gid in cpy:
        games, moves = f"{cpy[gid][0]:.0f} / {pyo[gid][0]:.0f}", f"{cpy[gid][1]:,.0f} / {pyo[gid][1]:,.0f}"
        rows.append((f"{gid} random playouts/s CPython / Pyodide", f"{games} games/s ({moves} moves/s)", ""))
    lines = ["| Measure | Result | Target |", "|---|---|---|"] + [f"| {a} | {b} | {c} |" for a, b, c in rows]
    detail = (f"\nRuns: {args.runs} (cold = a fresh browser profile each run). Raw samples: home {fig['home']}, "
              f"cold {fig['cold']}, warm {fig['warm']}, bare {fig['bare']}.\n"
              f"Worker phases (ms, cold then warm per run): {fig['phases']}\n" + ret_detail)
    text = "\n".join(lines) + "\n" + detail
    print(text)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
