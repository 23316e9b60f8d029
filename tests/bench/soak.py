"""The soak benchmark: thousands of seeded random games per engine, every invariant checked.

    python3 tests/bench/soak.py [--games 10000] [--game ID ...] [--jobs N] [--every K]
                                [--max-moves N] [--minutes M] [--start SEED]
    python3 tests/bench/soak.py --game ID --seed SEED     # one game, deep checks everywhere

Each game is ``soak.play_and_check`` (the same checker as tests/test_soak.py and
tests/test_contract.py): cheap invariants at every position, the deep ones at every
K-th position and the last.  Seeds run from --start; games are played to their end
unless --max-moves cuts them.  Progress and an ETA go to stderr; per engine it prints
games, positions checked, failures (each with its seed and replay link) and games/s,
and writes the same as Markdown to tests/bench/results/soak.md.

Time is shared fairly: the next batch of seeds goes to the unfinished engine that has
used the least time, so with --minutes the fast engines finish their games and the
slow ones (Overthrow) get the rest.  It never fails on a number; it exits 1 when a
game broke an invariant.
"""
from __future__ import annotations

import argparse
import concurrent.futures as futures
import os
import platform
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from courtly.games import GAMES  # noqa: E402
from tests.soak import SoakFailure, play_and_check  # noqa: E402

OUT = ROOT / "tests" / "bench" / "results" / "soak.md"
BATCH_SECONDS = 5.0      # aim for batches this long: short enough to share time, long enough to be cheap
FIRST_BATCH = 4


@dataclass
class Tally:
    """One engine's figures, summed over its batches."""
    games: int = 0
    positions: int = 0
    deep: int = 0
    moves: int = 0
    finished: int = 0
    longest: int = 0
    seconds: float = 0.0           # wall time inside play_and_check, summed over processes
    cpu: float = 0.0               # CPU time of the same (steadier than wall time on a shared machine)
    failures: list = field(default_factory=list)   # (seed, link, reason)
    next_seed: int = 0
    in_flight: int = 0

    def add(self, other: dict):
        for name in ("games", "positions", "deep", "moves", "finished", "seconds", "cpu"):
            setattr(self, name, getattr(self, name) + other[name])
        self.longest = max(self.longest, other["longest"])
        self.failures += other["failures"]

    def rate(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def cpu_per_game(self) -> float:
        return 1000 * self.cpu / self.games if self.games else 0.0


def run_batch(game_id: str, seeds: range, every: int, max_moves: int | None) -> dict:
    """Play ``seeds`` (in a worker process or inline); failures are collected, not raised."""
    game = GAMES[game_id]
    out = {"game": game_id, "games": 0, "positions": 0, "deep": 0, "moves": 0, "finished": 0,
           "longest": 0, "seconds": 0.0, "cpu": 0.0, "failures": []}
    start, start_cpu = time.perf_counter(), time.process_time()
    for seed in seeds:
        try:
            played = play_and_check(game, seed, max_moves=max_moves, every=every)
        except SoakFailure as failure:
            out["failures"].append((seed, failure.link, str(failure).splitlines()[0]))
            out["games"] += 1
            continue
        out["games"] += 1
        out["positions"] += played.positions
        out["deep"] += played.deep
        out["moves"] += played.moves
        out["finished"] += played.finished
        out["longest"] = max(out["longest"], played.moves)
    out["seconds"] = time.perf_counter() - start
    out["cpu"] = time.process_time() - start_cpu
    return out


def clock(seconds: float) -> str:
    seconds = int(seconds)
    return f"{seconds // 3600:d}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


class Soak:
    def __init__(self, args):
        self.args = args
        self.ids = args.game or list(GAMES)
        self.tallies = {gid: Tally(next_seed=args.start) for gid in self.ids}
        self.stop_at = args.start + args.games
        self.started = time.perf_counter()
        self.deadline = self.started + args.minutes * 60 if args.minutes else None
        self.last_note = 0.0

    def next_batch(self):
        """(game id, seeds) for the unfinished engine that has used the least time, or None."""
        if self.deadline and time.perf_counter() >= self.deadline:
            return None
        open_ids = [g for g in self.ids if self.tallies[g].next_seed < self.stop_at]
        if not open_ids:
            return None

        def used(gid):  # time spent plus the batches still running, at the engine's pace
            t = self.tallies[gid]
            return t.seconds + t.in_flight * BATCH_SECONDS
        gid = min(open_ids, key=used)
        t = self.tallies[gid]
        size = FIRST_BATCH if not t.games else max(1, min(500, round(BATCH_SECONDS * t.rate())))
        seeds = range(t.next_seed, min(self.stop_at, t.next_seed + size))
        t.next_seed = seeds.stop
        t.in_flight += 1
        return gid, seeds

    def record(self, result: dict):
        t = self.tallies[result["game"]]
        t.in_flight -= 1
        t.add(result)
        for seed, link, reason in result["failures"]:
            print(f"[soak] FAILURE {reason}\n[soak]   replay: {link}", file=sys.stderr, flush=True)
        self.progress()

    def eta(self) -> float | None:
        """Seconds left: each engine's remaining games at its own pace, spread over the jobs."""
        left = 0.0
        for t in self.tallies.values():
            remaining = self.stop_at - self.args.start - t.games
            if remaining and not t.games:
                return None
            left += remaining / t.rate() if remaining else 0.0
        left /= self.args.jobs
        if self.deadline:
            left = min(left, self.deadline - time.perf_counter())
        return max(0.0, left)

    def progress(self, force=False):
        now = time.perf_counter()
        if not force and now - self.last_note < 10:
            return
        self.last_note = now
        parts = [f"{gid} {t.games}" + (f" ({len(t.failures)} failed)" if t.failures else "")
                 for gid, t in self.tallies.items()]
        eta = self.eta()
        print(f"[soak] {clock(now - self.started)} elapsed, ETA {clock(eta) if eta is not None else '?'}: "
              + ", ".join(parts), file=sys.stderr, flush=True)

    def run(self):
        args = self.args
        if args.jobs == 1:
            while (batch := self.next_batch()) is not None:
                self.record(run_batch(*batch, args.every, args.max_moves))
            return
        with futures.ProcessPoolExecutor(args.jobs) as pool:
            running = set()
            while True:
                while len(running) < args.jobs and (batch := self.next_batch()) is not None:
                    running.add(pool.submit(run_batch, *batch, args.every, args.max_moves))
                if not running:
                    return
                done, running = futures.wait(running, return_when=futures.FIRST_COMPLETED)
                for job in done:
                    self.record(job.result())


def table(soak: Soak, wall: float, load: tuple) -> str:
    args = soak.args
    cut = f", cut at {args.max_moves} moves" if args.max_moves else ", played to the end"
    lines = [
        "# Soak: seeded random games with every contract invariant checked", "",
        f"Command: `{' '.join(['python3', 'tests/bench/soak.py'] + sys.argv[1:])}`  ",
        f"Seeds {args.start}..{soak.stop_at - 1} asked; deep checks at every {args.every}th position "
        f"and the last{cut}; {args.jobs} process(es).  ",
        f"Run {time.strftime('%Y-%m-%d %H:%M')} on {platform.python_implementation()} "
        f"{platform.python_version()}, {os.cpu_count()} cores, load average {load[0]:.1f} at the start "
        f"and {os.getloadavg()[0]:.1f} at the end; wall time {clock(wall)}; commit {commit()}.", "",
        "| engine | games | finished | longest (moves) | positions checked | deep checks | failures "
        "| games/s (one process) | CPU ms/game |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for gid, t in soak.tallies.items():
        lines.append(f"| {gid} | {t.games:,} | {t.finished:,} | {t.longest:,} | {t.positions:,} | "
                     f"{t.deep:,} | {len(t.failures)} | {t.rate():.1f} | {t.cpu_per_game():.0f} |")
    failures = [(gid, f) for gid, t in soak.tallies.items() for f in sorted(t.failures)]
    lines += ["", f"## Failures ({len(failures)})", ""]
    lines += [f"- {gid} seed {seed}: {reason} — `{link}`" for gid, (seed, link, reason) in failures] or ["None."]
    return "\n".join(lines) + "\n"


def commit() -> str:
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                              text=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "py"], cwd=ROOT,
                               capture_output=True, text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return (head or "unknown") + (" with local engine changes" if dirty else "")


def one_game(args) -> int:
    """Re-check one seed with the deep checks at every position (to study a failure)."""
    if not args.game or len(args.game) != 1:
        print("--seed needs exactly one --game", file=sys.stderr)
        return 2
    try:
        played = play_and_check(GAMES[args.game[0]], args.seed, max_moves=args.max_moves, every=1)
    except SoakFailure as failure:
        print(failure)
        return 1
    print(f"{args.game[0]} seed {args.seed}: {played.moves} moves, {played.positions} positions, "
          f"{'finished' if played.finished else 'cut'}; every invariant held.")
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000, help="seeds per engine (default 10000)")
    parser.add_argument("--game", action="append", choices=list(GAMES), help="only this engine (repeatable)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--every", type=int, default=20, help="deep checks at every K-th position (default 20)")
    parser.add_argument("--max-moves", type=int, default=None, help="cut games at N moves (default: play out)")
    parser.add_argument("--minutes", type=float, default=None, help="stop starting batches after M minutes")
    parser.add_argument("--start", type=int, default=0, help="first seed (default 0)")
    parser.add_argument("--seed", type=int, default=None, help="check one seed of one --game densely")
    parser.add_argument("--out", type=Path, default=OUT, help="Markdown results (default %(default)s)")
    args = parser.parse_args(argv)
    if args.seed is not None:
        return one_game(args)
    if args.jobs < 1 or args.every < 1 or args.games < 1:
        parser.error("--jobs, --every and --games must be at least 1")
    if args.game:
        args.game = list(dict.fromkeys(args.game))
    load = os.getloadavg()
    soak = Soak(args)
    try:
        soak.run()
    except KeyboardInterrupt:
        print("[soak] interrupted: reporting what finished", file=sys.stderr)
    wall = time.perf_counter() - soak.started
    soak.progress(force=True)
    print(f"{'engine':16} {'games':>7} {'finished':>8} {'positions':>10} {'deep':>8} {'failures':>8} "
          f"{'games/s':>8} {'CPU ms/game':>11}")
    for gid, t in soak.tallies.items():
        print(f"{gid:16} {t.games:7} {t.finished:8} {t.positions:10} {t.deep:8} {len(t.failures):8} "
              f"{t.rate():8.1f} {t.cpu_per_game():11.0f}")
        for seed, link, reason in sorted(t.failures):
            print(f"    seed {seed}: {reason}\n      {link}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(table(soak, wall, load))
    print(f"wrote {args.out}", file=sys.stderr)
    return 1 if any(t.failures for t in soak.tallies.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
