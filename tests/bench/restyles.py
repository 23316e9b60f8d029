"""What a press costs the browser's style engine: for each build given, the same paced moves of
one game (``bench.move_latencies``, the same seed and moves), and for each press the elements
restyled and the layout objects dirtied between its release and the frame that shows it, from
a Chromium trace.  Unlike a time, these counts do not move with the machine's load.

    .venv/bin/python tests/bench/restyles.py GAME MOVES DIST [DIST...] [--cpu 4]
"""
import argparse
import statistics
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "py"), str(ROOT), str(Path(__file__).parent)]

import bench  # noqa: E402
import build  # noqa: E402
import latency  # noqa: E402


def presses(trace: bytes) -> list[tuple[int, int]]:
    """(elements restyled, layout objects dirtied) from each timed release (a move's, not a
    pick's: ``latency.releases``) to the next frame."""
    ups, own = latency.releases(trace, "UpdateLayoutTree", "Layout", "FireAnimationFrame")
    rows = []
    for up in ups:
        frame = next((e["ts"] for e in own if e["ts"] > up["ts"] and e["name"] == "FireAnimationFrame"), None)
        window = [e for e in own if up["ts"] <= e["ts"] < (frame or up["ts"] + 100_000)]
        styled = sum(e["args"].get("elementCount") or 0 for e in window if e["name"] == "UpdateLayoutTree")
        dirty = sum(e["args"].get("beginData", {}).get("dirtyObjects") or 0 for e in window if e["name"] == "Layout")
        rows.append((styled, dirty))
    return rows


def run(p, dist: Path, game: str, moves: int, cpu: float) -> list[tuple[int, int]]:
    server = build.make_server(0, root=dist)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    browser = p.chromium.launch(executable_path=build.find_chromium(), args=bench.ARGS)
    try:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(base + "#/")
        page.wait_for_selector("#boot.done", state="attached", timeout=60_000)
        page.goto(base + bench.LATENCY_LINKS[game])
        page.wait_for_selector(".table[data-ply]")
        bench.slow_cpu(page, cpu)
        browser.start_tracing(page=page, categories=["devtools.timeline", "disabled-by-default-devtools.timeline"])
        bench.move_latencies(page, moves, True)
        return presses(browser.stop_tracing())
    finally:
        browser.close()
        server.shutdown()


def main() -> int:
    from playwright.sync_api import sync_playwright
    parser = argparse.ArgumentParser()
    parser.add_argument("game", choices=sorted(bench.LATENCY_LINKS))
    parser.add_argument("moves", type=int)
    parser.add_argument("dists", nargs="+", type=Path)
    parser.add_argument("--cpu", type=float, default=1)
    args = parser.parse_args()
    print(f"| {args.game}: build | presses | restyled, median / max | layout objects dirtied, median |")
    print("|---|---|---|---|")
    with sync_playwright() as p:
        for dist in args.dists:
            rows = run(p, dist, args.game, args.moves, args.cpu)
            styled, dirty = [r[0] for r in rows], [r[1] for r in rows]
            print(f"| {dist} | {len(rows)} | {statistics.median(styled):g} / {max(styled)} "
                  f"| {statistics.median(dirty):g} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
