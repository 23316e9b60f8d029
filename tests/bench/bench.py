"""Courtly's benchmark: prints figures (and a Markdown table); it never fails on a number.

    python3 build.py bench [--runs N] [--moves N] [--out FILE]

Measures, in headless Chromium against dist/ served on 127.0.0.1:
  home painted, first interactive deal cold (empty cache) and warm (cached), bytes sent
  on a first load (raw, and gzip-compressed as GitHub Pages would send them), move
  latency from pointer press to the DOM updated, the runtime's WebAssembly memory after
  the first deal; and random playouts per second in CPython and in Pyodide (Node).
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

import build  # noqa: E402
from courtly.core.playout import random_game  # noqa: E402
from courtly.games import GAMES  # noqa: E402

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
GAME_LINK = "#/royal-cotillion?seed=3"


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
    from functools import partial
    import http.server
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(CountingHandler, directory=str(build.DIST)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def mark(page, name):
    return page.evaluate(f"performance.getEntriesByName('{name}')[0]?.startTime ?? null")


def new_context(browser, out):
    """A context with an empty cache that blocks and records any request off 127.0.0.1."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})

    def guard(route):
        url = route.request.url
        if url.startswith(("data:", "blob:")) or url.startswith("http://127.0.0.1:"):
            route.continue_()
        else:
            out["offsite"].append(url)
            route.abort()

    context.route("**/*", guard)
    return context


def deal_time(page, base, out):
    page.goto(base + GAME_LINK)
    page.wait_for_selector(".table[data-ply]")
    page.wait_for_function("() => performance.getEntriesByName('courtly:deal-interactive').length > 0")
    out["phases"].append(page.evaluate("window.courtly.engine.timings"))
    return mark(page, "courtly:deal-interactive")


def browser_figures(p, base, runs, moves):
    path = build.find_chromium()
    browser = p.chromium.launch(executable_path=path, args=ARGS) if path else p.chromium.launch()
    out = {"home": [], "cold": [], "warm": [], "bytes": None, "memory": None, "latency": [], "offsite": [], "phases": []}
    for run in range(runs):
        context = new_context(browser, out)
        page = context.new_page()
        CountingHandler.sent.clear()
        page.goto(base)
        page.wait_for_function("() => performance.getEntriesByName('courtly:home-painted').length > 0")
        out["home"].append(page.evaluate(
            "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? "
            "performance.getEntriesByName('courtly:home-painted')[0].startTime"))
        page.wait_for_selector("#boot.done", state="attached", timeout=60_000)
        context.close()
        context = new_context(browser, out)  # an empty cache again: the deal below is cold
        page = context.new_page()
        CountingHandler.sent.clear()
        out["cold"].append(deal_time(page, base, out))
        if out["bytes"] is None:
            out["bytes"] = (sum(s[1] for s in CountingHandler.sent), sum(s[2] for s in CountingHandler.sent),
                            len(CountingHandler.sent))
            out["memory"] = page.evaluate("window.courtly.engine.stats().then(s => s.memory)")
        page.close()
        page = context.new_page()  # a new document on the now-warm cache
        out["warm"].append(deal_time(page, base, out))
        if run == 0:
            out["latency"] = move_latencies(page, moves)
        context.close()
    browser.close()
    return out


def move_latencies(page, count):
    """Pointer press to the DOM updated, for ``count`` moves of a steady greedy game."""
    page.evaluate("""() => {
      window.__lat = [];
      document.addEventListener('pointerdown', () => { window.__t0 = performance.now(); }, true);
      new MutationObserver(() => { if (window.__t0) { window.__lat.push(performance.now() - window.__t0); window.__t0 = 0; } })
        .observe(document.querySelector('.table'), { attributes: true, attributeFilter: ['data-ply'] });
    }""")
    done = 0
    while done < count:
        records = page.evaluate("""() => {
          const pref = [...document.querySelectorAll('.card.playable')].map(e => e.dataset.in);
          return pref;
        }""")
        source = next((r for r in records if r != "fresh"), None) or "fresh"
        ply = int(page.get_attribute(".table", "data-ply"))
        if page.locator(".banner:not([hidden])").count():
            page.click(".banner button:has-text('Same deal again')")
            page.wait_for_selector('.table[data-ply="0"]')
            continue
        box = page.locator(f'[data-pile="{source}"]').bounding_box()
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        try:
            page.wait_for_selector(f'.table[data-ply="{ply + 1}"]', timeout=2000)
        except Exception:
            page.keyboard.press("Escape")   # a source with two targets was only selected
            continue
        page.wait_for_function("() => !document.querySelector('.card.moving')")
        done += 1
    return page.evaluate("window.__lat")


PLAYOUT_SCRIPT = """
import json, time
from courtly.core.playout import random_game
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
    cpy = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env)
    stdlib = sorted(build.DIST.glob("v/*/python_stdlib.zip"))[-1]  # as the page loads the engines
    pyo = subprocess.run(["node", str(ROOT / "tests/pyodide/run.mjs"), "site", str(stdlib)],
                         input=script, capture_output=True, text=True)
    parse = lambda proc: json.loads(next(l for l in proc.stdout.splitlines() if l.startswith("RESULT "))[7:])  # noqa
    return parse(cpy), parse(pyo)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--out", default=str(ROOT / "tests/artifacts/bench.md"))
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright
    server, base = serve()
    with sync_playwright() as p:
        fig = browser_figures(p, base, args.runs, args.moves)
    server.shutdown()
    cpy, pyo = playouts()
    lat = fig["latency"]
    raw, gz, requests = fig["bytes"]
    rows = [
        ("Home painted (first contentful paint), median", f"{statistics.median(fig['home']):.0f} ms", "≤ 300 ms"),
        ("First interactive deal, cold, median", f"{statistics.median(fig['cold']):.0f} ms", "≤ 3000 ms"),
        ("First interactive deal, warm, median", f"{statistics.median(fig['warm']):.0f} ms", ""),
        ("Move latency p50 / p95 (press → DOM updated)",
         f"{pct(lat, 0.5):.1f} / {pct(lat, 0.95):.1f} ms over {len(lat)} moves", "p95 ≤ 50 ms"),
        ("Bytes on first load (raw / gzip)", f"{raw / 1e6:.2f} MB / {gz / 1e6:.2f} MB in {requests} requests", ""),
        ("WebAssembly memory after the first deal", f"{fig['memory'] / 2**20:.0f} MiB" if fig["memory"] else "n/a",
         "≤ 150 MB"),
        ("Requests off 127.0.0.1 (blocked and counted)", str(len(fig["offsite"])), "0"),
    ]
    for gid in cpy:
        rows.append((f"{gid} random playouts/s CPython / Pyodide",
                     f"{cpy[gid][0]:.0f} / {pyo[gid][0]:.0f} games/s ({cpy[gid][1]:,.0f} / {pyo[gid][1]:,.0f} moves/s)", ""))
    lines = ["| Measure | Result | Target |", "|---|---|---|"] + [f"| {a} | {b} | {c} |" for a, b, c in rows]
    detail = (f"\nRuns: {args.runs} (cold = fresh browser context each run). Raw samples: home {fig['home']}, "
              f"cold {fig['cold']}, warm {fig['warm']}.\n"
              f"Worker phases (ms, cold then warm per run): {fig['phases']}\n")
    text = "\n".join(lines) + "\n" + detail
    print(text)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
