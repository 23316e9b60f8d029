"""``python -m courtly solve`` and ``python -m courtly solve-rates``.

    python -m courtly solve overthrone --seed 7 --option hand=6
    python -m courtly solve royal-cotillion --seed 50 --option classic=true --prove --budget 10000000
    python -m courtly solve-rates royal-cotillion --seeds 10000 --option classic=true

``solve-rates`` shows progress and the time left on stderr, prints the winnable share
with a Wilson 95% interval, the share unknown and the time per deal, and, given a Markdown
table (``--out``, e.g. the checkout's ``tests/bench/results/solve-rates.md``), keeps one row
per run in it; without ``--out`` it writes no file.  Times are CPU seconds of this process,
which a busy machine disturbs far less than wall-clock time.
"""
from __future__ import annotations

import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from ..games import get
from ..solvers import NOT_WINNABLE, SOLVE_BUDGET, SOLVERS, UNKNOWN, WINNABLE, prove, solve, winnable_seeds
from .figures import percentile, wilson

# Deals counted as Solvitaire reports them: won (a winning line replayed on the engine),
# lost (every line refuted: proven) and unknown (the budget ran out first).
TABLE_HEAD = ("| game | options | seeds | budget (nodes) | won | lost (proven) | unknown | winnable | "
              "95% CI | decided in ≤ 1 s | p50 s | p95 s | max s |\n"
              "|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")


def add_commands(sub, parse_options) -> None:
    """Register both subcommands on ``sub``; ``parse_options`` turns NAME=VALUE pairs into options."""
    p = sub.add_parser("solve", help="decide whether a solitaire deal can be won")
    p.add_argument("game", choices=list(SOLVERS))
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    p.add_argument("--budget", type=int, default=None, help="search nodes (default: about 1 s)")
    p.add_argument("--prove", action="store_true",
                   help="only the exhaustive search, which alone can prove a deal lost (offline, large budgets)")
    p.set_defaults(func=lambda args: cmd_solve(args, parse_options))
    p = sub.add_parser("solve-rates", help="run the solver over many deals")
    p.add_argument("game", choices=list(SOLVERS))
    p.add_argument("--seeds", type=int, default=10000, help="how many deals")
    p.add_argument("--start", type=int, default=0, help="the first seed")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    p.add_argument("--budget", type=int, default=None, help="search nodes per deal")
    p.add_argument("--out", default=None, help="Markdown table to add this run's row to, e.g. "
                                                 "tests/bench/results/solve-rates.md (default: none)")
    p.add_argument("--log", default=None, help="append one JSON line per deal to this file")
    p.add_argument("--save-seeds", action="store_true",
                   help="store the winnable seeds in courtly/solvers/winnable_seeds.py")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1; times stay "
                                                        "per-process CPU seconds)")
    p.set_defaults(func=lambda args: cmd_solve_rates(args, parse_options))


def verdict_words(game, verdict) -> str:
    if game.id != "overthrone" or verdict.best is None:
        return verdict.status
    from ..games.overthrone import band
    score = f"{verdict.best} ({band(verdict.best)})"
    if verdict.status == WINNABLE:
        return f"{WINNABLE}: best score {score}"
    if verdict.proven:
        return f"{verdict.status}: best reachable score {score}, proven"
    return f"{verdict.status}: best score found {score}, not proven"


def cmd_solve(args, parse_options) -> int:
    game = get(args.game)
    options = parse_options(game, args.option)
    state = game.new(args.seed, 1, options)
    if args.prove:
        cpu = time.process_time()
        verdict = prove(game, state, args.budget or SOLVE_BUDGET[game.id])
        proof = " (no Perfect game)" if game.id == "overthrone" and verdict.status == NOT_WINNABLE else ""
        print(f"{verdict.status}{proof}, exhaustive search ({verdict.nodes} nodes, "
              f"{time.process_time() - cpu:.1f} CPU s)")
    else:
        verdict = solve(game, state, args.budget)
        print(f"{verdict_words(game, verdict)} ({verdict.nodes} nodes)")
    if verdict.line and verdict.status != WINNABLE:
        print(f"best line found ({len(verdict.line)} moves):")
    for move in verdict.line:
        print(move)
    return 0


def clock(seconds: float) -> str:
    seconds = int(seconds)
    return f"{seconds // 3600}h{seconds // 60 % 60:02d}m" if seconds >= 3600 else f"{seconds // 60}m{seconds % 60:02d}s"


def solve_one(game_id: str, options: dict, budget: int, seed: int) -> tuple[int, object, float]:
    """One deal: (seed, verdict, CPU seconds of this process)."""
    game = get(game_id)
    cpu = time.process_time()
    verdict = solve(game, game.new(seed, 1, options), budget)
    return seed, verdict, time.process_time() - cpu


def run_rates(game, options: dict, start: int, deals: int, budget: int, progress: bool = True,
              log=None, jobs: int = 1) -> dict:
    """Solve ``deals`` deals from ``start`` (in ``jobs`` processes): counts, winnable seeds,
    CPU seconds per deal; progress and the time left go to stderr."""
    progress = sys.stderr if progress else None
    counts = {WINNABLE: 0, NOT_WINNABLE: 0, UNKNOWN: 0}
    times, winnable, decided_fast = [], [], 0
    began = last = time.monotonic()
    seeds = range(start, start + deals)
    pool = ProcessPoolExecutor(jobs) if jobs > 1 else None
    try:
        if pool:  # in seed order, a few deals per task so workers rarely wait
            results = pool.map(solve_one, *zip(*((game.id, options, budget, s) for s in seeds)),
                               chunksize=4)
        else:
            results = (solve_one(game.id, options, budget, s) for s in seeds)
        for i, (seed, verdict, spent) in enumerate(results):
            times.append(spent)
            counts[verdict.status] += 1
            if verdict.status == WINNABLE:
                winnable.append(seed)
            if verdict.status != UNKNOWN and spent <= 1.0:
                decided_fast += 1
            if log:
                log.write(json.dumps({"seed": seed, "status": verdict.status, "best": verdict.best,
                                      "proven": verdict.proven, "nodes": verdict.nodes,
                                      "cpu": round(spent, 4)}) + "\n")
                log.flush()
            now = time.monotonic()
            if progress and (now - last >= 1 or i + 1 == deals):
                last = now
                left = (now - began) / (i + 1) * (deals - i - 1)
                progress.write(f"\r{game.id}: {i + 1}/{deals} deals, {100 * counts[WINNABLE] / (i + 1):.1f}% "
                               f"winnable, {100 * counts[UNKNOWN] / (i + 1):.1f}% unknown, "
                               f"about {clock(left)} left   ")
                progress.flush()
    finally:
        if pool:
            pool.shutdown(cancel_futures=True)
    if progress:
        progress.write("\n")
    return {"counts": counts, "times": times, "winnable": winnable, "decided_fast": decided_fast}


def summary_rows(game, options, start, deals, budget, result) -> tuple[list[str], str]:
    counts, times = result["counts"], result["times"]
    low, high = wilson(counts[WINNABLE], deals)
    share = lambda k: f"{counts[k]} ({100 * counts[k] / deals:.1f}%)"  # noqa: E731
    shown = ", ".join(f"{k}={str(v).lower()}" for k, v in sorted(options.items())) or "—"
    lines = [f"{game.name} ({shown}), seeds {start}–{start + deals - 1}, budget {budget} nodes",
             f"winnable:     {share(WINNABLE)}, 95% CI {100 * low:.1f}–{100 * high:.1f}%",
             f"not winnable: {share(NOT_WINNABLE)}",
             f"unknown:      {share(UNKNOWN)}",
             # Every unknown deal may be either, so the winnable share lies between these.
             f"winnable share bounds: {100 * counts[WINNABLE] / deals:.1f}% – "
             f"{100 * (deals - counts[NOT_WINNABLE]) / deals:.1f}%",
             f"decided within 1 s: {100 * result['decided_fast'] / deals:.1f}%",
             f"CPU seconds per deal: p50 {percentile(times, .5):.3f}, p95 {percentile(times, .95):.3f}, "
             f"max {max(times):.3f}"]
    row = (f"| {game.id} | {shown} | {start}–{start + deals - 1} | {budget} | "
           f"{counts[WINNABLE]} | {counts[NOT_WINNABLE]} | {counts[UNKNOWN]} | "
           f"{100 * counts[WINNABLE] / deals:.1f}% | {100 * low:.1f}–{100 * high:.1f}% | "
           f"{100 * result['decided_fast'] / deals:.1f}% | {percentile(times, .5):.3f} | "
           f"{percentile(times, .95):.3f} | {max(times):.3f} |")
    return lines, row


def update_table(path: Path, row: str) -> None:
    """Replace the row for the same game, options and seeds, or add it."""
    ident = row.split("|")[1:4]
    text = path.read_text() if path.exists() else ""
    if TABLE_HEAD not in text:
        text = ("# Solver rates\n\nWritten by `python -m courtly solve-rates` (one row per run). "
                "Times are CPU seconds per deal in CPython.\n\n" + TABLE_HEAD)
    lines = text.splitlines()
    head_end = lines.index(TABLE_HEAD.splitlines()[1]) + 1  # (older tables above it stay as they are)
    rows = sorted([line for line in lines[head_end:] if line.split("|")[1:4] != ident] + [row])
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines[:head_end] + rows) + "\n")


def save_seeds(game, options, start, deals, winnable) -> Path:
    """Rewrite the ``LISTS`` table of ``winnable_seeds.py`` with this run's seeds."""
    path = Path(winnable_seeds.__file__)
    lists = dict(winnable_seeds.LISTS)
    lists[winnable_seeds.variant(game.id, options)] = winnable_seeds.encode(start, deals, winnable)
    text = path.read_text()
    head, rest = text.split("LISTS: dict[str, tuple[int, int, str]] = {\n", 1)
    tail = ("\n" + rest).split("\n}\n", 1)[1]  # the table may be empty: "{" then "}" at once
    body = "".join(f"    {k!r}: ({v[0]}, {v[1]},\n{_wrap(v[2])}),\n" for k, v in sorted(lists.items()))
    path.write_text(head + "LISTS: dict[str, tuple[int, int, str]] = {\n" + body + "}\n" + tail)
    winnable_seeds.LISTS.update(lists)
    return path


def _wrap(text: str, width: int = 88) -> str:
    return "\n".join(f'        "{text[i:i + width]}"' for i in range(0, len(text), width))


def cmd_solve_rates(args, parse_options) -> int:
    game = get(args.game)
    options = game.resolve_options(parse_options(game, args.option))
    if args.seeds < 1:
        raise ValueError("--seeds must be at least 1")
    if args.jobs < 1:
        raise ValueError("--jobs must be at least 1")
    budget = args.budget or SOLVE_BUDGET[game.id]
    if args.log:
        with open(args.log, "a") as log:
            result = run_rates(game, options, args.start, args.seeds, budget, log=log, jobs=args.jobs)
    else:
        result = run_rates(game, options, args.start, args.seeds, budget, jobs=args.jobs)
    lines, row = summary_rows(game, options, args.start, args.seeds, budget, result)
    print("\n".join(lines))
    out = Path(args.out) if args.out and args.out != "-" else None
    if out:
        update_table(out, row)
        print(f"table row written to {out}")
    if args.save_seeds:
        print(f"winnable seeds stored in {save_seeds(game, options, args.start, args.seeds, result['winnable'])}")
    return 0
