"""Move latency only, for comparing builds side by side on the same load.

    .venv/bin/python tests/bench/latency.py DIST [DIST ...] [--moves N] [--rounds R] [--games a,b] [--rapid]
    .venv/bin/python tests/bench/latency.py DIST [DIST ...] --bots [--moves N] [--rounds R] [--games a,b]

Each round opens every build in turn (a fresh headless Chromium each time) and plays
``--moves`` of the person's moves in each game, timed as ``build.py bench`` times them
(``bench.move_latencies``: pointer press to the table's data-ply changed; at a person's pace
unless ``--rapid``).  Alternating the builds round by round keeps a busy machine's swings
from favouring one of them.  Prints the median and p95 per game and build, and the load
averages before and after.

``--also-with FLAG`` runs each build a second time, in the same rounds, with one more
Chromium switch: ``--also-with=--disable-features=DeferRendererTasksAfterInput`` shows how
much of a move's time is Chromium holding the engine's reply until the frame after the press.

``--cpu 4`` slows the page's CPU four times (Chromium's throttling, about a mid-range phone).

``--taps`` times each build a second time, in the same rounds, pressed by a finger's taps on a
page made with touch (rows of ``DIST tap``), as a phone is played: no mouse pointer rests on
the table, but the browser's gesture for the tap runs before the frame (results/bench.md,
2026-12-08).

``--trace`` also prints, as rows ``GAME release``, the main thread's time over each release
(its pointerup, from a Chromium trace: each press timed, not a pick's): the table's own work; and,
as rows ``GAME frame CPU``, the main thread's own CPU time (the trace's thread time) from each
release to the end of the next frame's commit: the handler, the style, layout and paint of the
frame that shows the press, and anything else the thread ran in between; and, as rows ``GAME to
commit``, the wall time of that same span: press → the frame that shows it, drawn; and, as rows
``GAME restyled``, the elements restyled between the release and that frame's callback.

``--floor`` also times presses on a page whose press moves one box and does nothing else (row
``floor``): what this browser, at this CPU rate and on this load, takes for any press at all.

``--friend MS`` times a friend's moves on their own device at a table shared with the host's
(the multiplayer games, both pages in this Chromium), every message between the two delayed
MS/2 ms each way: the round trip a friend's move makes to the host's engine and back.

``--bots`` times the strong bots' moves instead (``bench.bot_times``: ``--moves`` per round and
table, the first 100 moves of games 1, 2, ...), for a bot change measured against the old build.
Its tables are ``bench.BOT_LINKS``: each game at 2, 3 and 4 seats, named like ``kings-court/4``
for ``--games``.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import threading
from collections import defaultdict
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "py"), str(ROOT / "tests" / "bench")]

import build  # noqa: E402
from bench import ARGS, BOT_LINKS, LATENCY_LINKS, TIMED, bot_times, floor_latencies, move_latencies, pct, slow_cpu, \
    write_press_page  # noqa: E402

# Every message a page's data channels send, held back half the round trip (in order).
DELAYED = """(half) => {
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    setTimeout(() => { if (this.readyState === 'open') send.call(this, data); }, half);
  };
}"""


# The host's person plays the first move listed whenever it is their turn.
HOST_MOVES = """async () => { const r = courtly.screen.reply;
  if (r.to_move === r.viewer && r.view.moves.length) {
    await courtly.screen.send({ op: 'move', move: r.view.moves[0].move });
  } }"""


def friend_run(browser, base, games, moves, paced, cpu, rtt) -> dict:
    """A friend's moves on their own device, seat 1 of a two-person table hosted at seat 0."""
    sys.path.insert(0, str(ROOT / "tests" / "browser"))
    import conftest
    from friends import Device, seat_friend
    conftest.SITE, conftest.Snapshot.entry = base, None  # the tests' devices, on this build's server
    out = {}
    for gid in games:
        host, guest = Device(browser, base, "host"), Device(browser, base, "friend")
        for device in (host, guest):
            if rtt > 1:
                device.context.add_init_script(f"({DELAYED})({rtt / 2})")
        try:
            host.page.goto(base + f"#/{gid}?seed=3&seats=human,human")
            host.page.wait_for_selector(".table[data-ply]", timeout=120_000)
            seat_friend(host, guest, 1)
            slow_cpu(guest.page, cpu)
            out[gid] = move_latencies(guest.page, moves, paced, ask="courtly.screen.reply",
                                      others=partial(host.page.evaluate, HOST_MOVES))
        finally:
            host.context.close()
            guest.context.close()
    return out


def releases(trace: bytes, *names: str) -> tuple[list, list]:
    """A Chromium trace's timed releases (the dispatch of each pointerup ``MEASURE`` timed: a
    move's, not a pick's), and the complete events named ``names`` on the page's main thread
    (the releases' own), in order of time."""
    events = json.loads(trace)["traceEvents"]
    ups = sorted((e for e in events if e.get("name") == "EventDispatch" and e.get("ph") == "X"
                  and e.get("args", {}).get("data", {}).get("type") == "pointerup"), key=lambda e: e["ts"])
    marks = sorted(e["ts"] for e in events if e.get("name") == "TimeStamp"
                   and e.get("args", {}).get("data", {}).get("message") == TIMED)
    # a release is timed when MEASURE's mark follows it before the next release
    ups = [up for up, after in zip(ups, ups[1:] + [None])
           if any(up["ts"] <= m and (after is None or m < after["ts"]) for m in marks)]
    thread = (ups[0]["pid"], ups[0]["tid"]) if ups else None
    own = sorted((e for e in events if e.get("ph") == "X" and (e.get("pid"), e.get("tid")) == thread
                  and e.get("name") in names), key=lambda e: e["ts"])
    return ups, own


def release_times(trace: bytes) -> list[float]:
    """How long the page's main thread took over each release (the pointerup's dispatch, in ms),
    from a Chromium trace: the table's own work for a press, which a busy machine's frame
    timing does not blur as much as the whole press → frame."""
    return [e["dur"] / 1000 for e in releases(trace)[0]]


TRACED = ["devtools.timeline", "disabled-by-default-devtools.timeline"]  # (the second: tasks and commits)


def frame_cpu_times(trace: bytes) -> list[float]:
    """The main thread's CPU time (thread time, so another process's load blurs it far less
    than the clock) from each release to the end of the following frame's commit, in ms."""
    ups, own = releases(trace, "RunTask", "Commit")
    out = []
    for up in ups:
        commit = next((e for e in own if e["name"] == "Commit" and e["ts"] > up["ts"]), None)
        if commit is None:
            continue
        end = commit["ts"] + commit.get("dur", 0)
        # every task that ran in the window, the release's own (begun just before it) included
        out.append(sum(e.get("tdur", 0) for e in own if e["name"] == "RunTask"
                       and e["ts"] + e.get("dur", 0) >= up["ts"] and e["ts"] <= end) / 1000)
    return out


def commit_times(trace: bytes) -> list[float]:
    """Wall time from each release to the end of the next frame's commit on the page's main
    thread, in ms: the frame that shows the press, with its style, layout and paint (the
    press → frame figure stops where that frame starts)."""
    ups, own = releases(trace, "Commit")
    commits = sorted(e["ts"] + e.get("dur", 0) for e in own)
    ends = [next((c for c in commits if c > up["ts"] + up.get("dur", 0)), None) for up in ups]
    return [(end - up["ts"]) / 1000 for up, end in zip(ups, ends) if end is not None]


def restyled_before_frame(trace: bytes) -> list[int]:
    """Elements restyled between each release and the next frame's animation callback: the style
    work Chromium does before the frame that shows the press (a hover or press state that reaches
    into a card's drawing restyles its every node)."""
    ups, own = releases(trace, "UpdateLayoutTree", "FireAnimationFrame")
    out = []
    for up in ups:
        frame = next((e["ts"] for e in own if e["name"] == "FireAnimationFrame" and e["ts"] > up["ts"]), None)
        if frame is not None:
            out.append(sum(e.get("args", {}).get("elementCount", 0) for e in own
                           if e["name"] == "UpdateLayoutTree" and up["ts"] <= e["ts"] < frame))
    return out


def run(p, dist: Path, games, moves, paced=True, flags=(), bots=False, cpu=1, friend=0, trace=False,
        tap=False) -> dict:
    server = build.make_server(0, root=dist)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    # (WebRTC's candidates are mDNS names the resolver rule would fail: a friend's devices are
    # guarded by the tests' request filter instead)
    args = [a for a in ARGS if not (friend and a.startswith("--host-resolver-rules"))]
    browser = p.chromium.launch(executable_path=build.find_chromium(), args=args + list(flags))
    try:
        if friend:
            return friend_run(browser, base, games, moves, paced, cpu, friend)
        page = browser.new_page(viewport={"width": 1280, "height": 800}, has_touch=tap)
        page.goto(base + "#/")
        page.wait_for_selector("#boot.done", state="attached", timeout=60_000)
        if bots:
            return bot_times(page, base, moves, games=games)
        out = {}
        for gid in games:
            if gid == "floor":
                out[gid] = floor_latencies(page, base, moves, paced, cpu, tap)
                continue
            page.goto(base + LATENCY_LINKS[gid])
            page.wait_for_selector(".table[data-ply]")
            slow_cpu(page, cpu)
            if trace:
                browser.start_tracing(page=page, categories=TRACED)
            out[gid] = move_latencies(page, moves, paced, tap=tap)
            if trace:
                data = browser.stop_tracing()
                out[gid + " release"] = release_times(data)
                out[gid + " frame CPU"] = frame_cpu_times(data)
                out[gid + " to commit"] = commit_times(data)
                out[gid + " restyled"] = restyled_before_frame(data)
        return out
    finally:
        browser.close()
        server.shutdown()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("dists", nargs="+", type=Path)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--games", help="default: every game (with bots, if --bots)")
    parser.add_argument("--rapid", action="store_true", help="press at once, not at a person's pace")
    parser.add_argument("--also-with", metavar="FLAG", help="each build again with this Chromium switch")
    parser.add_argument("--bots", action="store_true", help="the strong bots' moves, not the person's")
    parser.add_argument("--cpu", type=float, default=1, help="slow the page's CPU this many times")
    parser.add_argument("--trace", action="store_true",
                        help="also the release's own time on the main thread (rows GAME release) and its CPU "
                        "time through the next frame (rows GAME frame CPU), from a trace")
    parser.add_argument("--floor", action="store_true",
                        help="also time presses on a page that moves one box (bench/press.html): the browser's floor")
    parser.add_argument("--taps", action="store_true", help="each build again, pressed by a finger's taps")
    parser.add_argument("--friend", type=float, default=0, metavar="MS",
                        help="a friend's device, with this round trip to the host's (ms)")
    args = parser.parse_args()
    multiplayer = {key.split("/")[0] for key in BOT_LINKS}  # a friend needs a seat of their own
    games = args.games.split(",") if args.games else list(BOT_LINKS) if args.bots else [
        gid for gid in LATENCY_LINKS if not args.friend or gid in multiplayer]
    from playwright.sync_api import sync_playwright
    if args.floor:
        games.append("floor")
        for d in args.dists:
            write_press_page(d / "bench")
    runs = [(str(d), d, (), False) for d in args.dists]
    if args.also_with:
        runs += [(f"{d} {args.also_with}", d, (args.also_with,), False) for d in args.dists]
    if args.taps:
        runs += [(f"{name} tap", d, flags, True) for name, d, flags, _ in runs]
    times = {name: defaultdict(list) for name, _, _, _ in runs}
    print("load average before:", " ".join(f"{x:.2f}" for x in os.getloadavg()), flush=True)
    with sync_playwright() as p:
        for _ in range(args.rounds):
            for name, dist, flags, tap in runs:
                for gid, values in run(p, dist.resolve(), games, args.moves, not args.rapid, flags, args.bots,
                                       args.cpu, args.friend, args.trace, tap).items():
                    times[name][gid] += values
    print("load average after:", " ".join(f"{x:.2f}" for x in os.getloadavg()))
    print("\n| Game | " + " | ".join(f"{d}: p50 / p95 ms (n)" for d in times) + " |")
    print("|---|" + "---|" * len(times))
    traced = (" release", " frame CPU", " to commit", " restyled") if args.trace else ()
    rows = [gid + kind for gid in games for kind in (("",) + (traced if gid != "floor" else ()))]
    for gid in rows:
        cells = []
        for d in times:
            v = times[d][gid]
            cells.append(f"{statistics.median(v):.1f} / {pct(v, 0.95):.1f} ({len(v)})" if v else "-")
        print(f"| {gid} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
