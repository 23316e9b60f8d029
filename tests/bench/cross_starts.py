"""The cross-engine smoke's start, many times over: how often a browser's first visit fails to
store the runtime's snapshot (the engine's worker gone silent).

    .venv/bin/python tests/bench/cross_starts.py [--engine firefox] [--pairs 30] [--dist DIR]

Each pair starts two browsers of the engine at once, each on a server of its own, as CI's two
test workers do, and runs the smoke fixture's ``ready``: home, a Royal Cotillion deal, then
up to 180 s for the snapshot.  Prints each start's time, or what the worker's snapshot said
when it failed, then the counts.  ``--dist``: another build to serve (a copy of dist/, so a
build made meanwhile does not change the run).  Once in about 30 starts on 2026-12-07 the
engine's worker froze in Firefox while it constructed the snapshot's own worker
(docs/measurements.md, *Reliability*).
"""
from __future__ import annotations

import argparse
import os
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

import build  # noqa: E402
from tests.cross import test_cross_engines as smoke  # noqa: E402
from tests.cross.drivers import ENGINES  # noqa: E402


def start(engine: str, dist: Path, log: Path, out: list):
    """One browser's start through ``smoke.ready``; appends (seconds, None) or (seconds, why)."""
    server = build.make_server(0, root=dist, handler=smoke.WatchedHandler)
    server.answers = []
    threading.Thread(target=server.serve_forever, daemon=True).start()
    began = time.monotonic()
    driver = ENGINES[engine](log)
    try:
        watched = smoke.Smoke(driver, server)
        watched.engine = engine
        smoke.ready(watched)
        out.append((time.monotonic() - began, None))
    except AssertionError as failed:
        out.append((time.monotonic() - began, str(failed)))
    finally:
        try:
            driver.close()
        except AssertionError:   # a browser stuck on its worker may not close in time
            pass
        server.shutdown()
        server.server_close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--engine", default="firefox", choices=list(ENGINES))
    parser.add_argument("--pairs", type=int, default=30)
    parser.add_argument("--dist", type=Path, default=build.DIST)
    args = parser.parse_args()
    smoke.build.DIST = args.dist   # (the handler reads its page from there)
    results: list = []
    for pair in range(args.pairs):
        logs = [Path(f"/tmp/cross-start-{os.getpid()}-{k}.log") for k in range(2)]
        runs = [threading.Thread(target=start, args=(args.engine, args.dist, log, results)) for log in logs]
        for run in runs:
            run.start()
        for run in runs:
            run.join()
        for seconds, why in results[-2:]:
            print(f"pair {pair + 1}: {seconds:.1f} s {why or 'ready'}", flush=True)
    failed = [why for _, why in results if why]
    print(f"{args.engine}: {len(results) - len(failed)} of {len(results)} starts ready, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
