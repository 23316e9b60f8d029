"""How strong and how fast the bots are: seeded head-to-head matches and timed moves.

    nice -n 10 python3 tests/bench/bots.py                       # every game, full counts
    nice -n 10 python3 tests/bench/bots.py --game kings-corners --games 500

For each multiplayer game it plays, seats rotated game by game, ``strong`` against ``quick``,
``strong`` against ``random`` and ``quick`` against ``random`` at two seats, and ``strong``
against two ``quick`` bots at three seats and three at four seats (in Kings Corners also over
whole matches to 25 points, ``--matches``).
A win shared by k players counts 1/k; the table gives the win rate with a Wilson 95% interval
and the number of games with a shared win.  At three and four seats it also gives the first
entry's *head-to-head* rate: over every game and every other seat, how often the first entry
finished ahead of that seat (a tie counts 1/2; chance is 50% at any table size), with a normal
95% interval over games.  "Ahead" is a win the other seat did not share, else a better final
score where the game ranks seats by score (fewer penalty points in Kings Corners, more points
in King's Court).  Overthrow plays with a shorter turn limit (``--turn-limit``, 30 rounds by
default instead of 60) and its own game count.

Move times: CPU time (``time.process_time``) of every ``choose`` call in those matches, per
level, in CPython; and the same positions' wall time in Pyodide (the npm package under Node,
``tests/pyodide/bots.mjs``) and in CPython, on positions sampled from seeded games.
The Markdown table is printed and written to ``tests/bench/results/bots.md``.  It runs one
process at a time (Node only after the matches).
"""
from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))

from courtly.bots import choose  # noqa: E402
from courtly.tools.figures import percentile as pct, wilson  # noqa: E402
from courtly.games import get  # noqa: E402

GAMES = ("kings-corners", "kings-court", "overthrow")
PAIRINGS = [("strong", "quick"), ("strong", "random"), ("quick", "random")]
# Strong against several quick bots, at every table size past two the game is played at.
MORE_SEATS = {"kings-corners": [("strong", "quick", "quick"), ("strong", "quick", "quick", "quick")],
              "kings-court": [("strong", "quick", "quick"), ("strong", "quick", "quick", "quick")],
              "overthrow": [("strong", "quick", "quick"), ("strong", "quick", "quick", "quick")]}
LEVELS = ("random", "quick", "strong")
# How final scores rank the seats that did not win (None: only the winners are ahead).
LOWER_SCORE_AHEAD = {"kings-corners": True, "kings-court": False, "overthrow": None}


def ms(seconds: float) -> str:
    """Milliseconds, two decimals below 10 ms so that a fast bot's p95 never prints below
    its p50."""
    value = seconds * 1e3
    return f"{value:.2f}" if value < 10 else f"{value:.1f}"


def ahead(game_id: str, outcome: dict, a: int, b: int) -> float:
    """1 if seat ``a`` finished ahead of seat ``b``, 0 if behind, 1/2 if level."""
    won_a, won_b = a in outcome["winners"], b in outcome["winners"]
    if won_a != won_b:
        return float(won_a)
    lower = LOWER_SCORE_AHEAD[game_id]
    sa, sb = outcome["scores"][a], outcome["scores"][b]
    if won_a or lower is None or sa == sb:
        return 0.5
    return float((sa < sb) == lower)


def mean_interval(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its normal 95% interval.  Games are the independent
    units here: the seats one game is compared with share its deal, so they are not."""
    mean = statistics.fmean(values)
    return mean, 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0


def play(game, seed: int, seats, options, times: dict, watch=None) -> tuple[dict, int]:
    """One seeded game; ``seats`` are levels by seat; ``watch(state)``, if given, sees the
    state after every move.  Returns (outcome, moves)."""
    state = game.new(seed, len(seats), options)
    n, history = 0, []
    while (seat := game.to_move(state)) is not None:
        level = seats[seat]
        start = time.process_time()
        move = choose(game, state, level, (seed * 1_000_003 + n) % 2**53, history)
        history.append((seat, move))
        times[level].append(time.process_time() - start)
        state = game.apply(state, move)
        n += 1
        if watch:
            watch(state)
    return game.outcome(state), n


def match(game, levels, games: int, options, times: dict, label: str, first_seed: int = 0,
          watch=None) -> dict:
    """Seats rotated: in game g (seed ``first_seed + g``) the entry k of ``levels`` sits at
    seat (k - g) mod seats, so entry k is always k seats after the first entry.
    ``watch(shift)``, if given, returns the game's per-move watcher (seat s holds entry
    (s + shift) mod seats)."""
    seats = len(levels)
    wins = [0.0] * seats
    shared = moves = 0
    head = []  # per game: the first entry's share of the other seats it finished ahead of
    entries = []  # per game: the entries that won
    start = time.monotonic()
    for g in range(games):
        shift = g % seats
        order = levels[shift:] + levels[:shift]
        outcome, n = play(game, first_seed + g, order, options, times, watch and watch(shift))
        winners = outcome["winners"]
        entries.append([(w + shift) % seats for w in winners])
        first = (0 - shift) % seats
        head.append(sum(ahead(game.id, outcome, first, other) for other in range(seats) if other != first)
                    / (seats - 1))
        moves += n
        shared += len(winners) > 1
        for w in winners:
            wins[(w + shift) % seats] += 1 / len(winners)
        if (g + 1) % max(1, games // 10) == 0:
            print(f"  {label}: {g + 1}/{games} games, first entry {wins[0] / (g + 1):.3f} "
                  f"({time.monotonic() - start:.0f} s)", file=sys.stderr, flush=True)
    return {"levels": levels, "games": games, "wins": wins, "shared": shared, "moves": moves,
            "head": head, "entries": entries}


def sample_positions(game_id: str, count: int, options) -> list[dict]:
    """Positions from seeded quick-against-quick games, two seats, as replayable jobs."""
    game = get(game_id)
    jobs, seed = [], 0
    while len(jobs) < count:
        state = game.new(seed, 2, options)
        moves = []
        while game.to_move(state) is not None and len(jobs) < count:
            if len(moves) % 9 == 4 and len(game.legal_moves(state)) > 1:
                jobs.append({"game": game_id, "seed": seed, "players": 2, "options": options,
                             "moves": list(moves)})
            move = choose(game, state, "quick", seed * 7 + len(moves))
            moves.append(move)
            state = game.apply(state, move)
        seed += 1
    return jobs


TIMING = """
import json, time
from courtly import replay
from courtly.bots import choose
from courtly.games import get
out = {}
for job in json.loads(JOBS):
    game = get(job["game"])
    state = replay(job["game"], job["seed"], job["players"], job["options"], job["moves"])
    for level in ("random", "quick", "strong"):
        start = time.perf_counter()
        choose(game, state, level, 12345)
        out.setdefault(job["game"] + "/" + level, []).append(time.perf_counter() - start)
print("RESULT " + json.dumps(out))
"""


def warm_up():
    game = get("kings-court")
    choose(game, game.new(0, 2), "strong", 1)


def time_positions(jobs: list[dict], pyodide: bool) -> dict:
    script = f"JOBS = {json.dumps(json.dumps(jobs))}\n" + TIMING
    if not pyodide:
        namespace: dict = {}
        import contextlib
        import io
        buffer = io.StringIO()
        with contextlib.redirect_stdout(buffer):
            exec(compile(script, "timing", "exec"), namespace)
        line = buffer.getvalue()
    else:
        node = shutil.which("node")
        if not node:
            return {}
        # one warm-up position first, so imports and first compilations are not timed
        script = (f"JOBS = {json.dumps(json.dumps(jobs[:1]))}\n" + TIMING.replace('print("RESULT', 'print("WARM')
                  + script)
        proc = subprocess.run([node, str(ROOT / "tests/pyodide/bots.mjs")], input=script,
                              capture_output=True, text=True, timeout=7200)
        line = proc.stdout
        if proc.returncode:
            print(proc.stderr[-2000:], file=sys.stderr)
            return {}
    found = [x for x in line.splitlines() if x.startswith("RESULT ")]
    return json.loads(found[-1][7:]) if found else {}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="all", choices=("all",) + GAMES)
    parser.add_argument("--games", type=int, default=500, help="games per pairing (card games)")
    parser.add_argument("--overthrow-games", type=int, default=300, help="games per pairing (Overthrow)")
    parser.add_argument("--matches", type=int, default=200,
                        help="Kings Corners: whole matches to 25 of strong v three quick bots (0: none)")
    parser.add_argument("--turn-limit", type=int, default=30, choices=(5, 15, 30, 60, 100),
                        help="Overthrow's turn limit in the matches")
    parser.add_argument("--positions", type=int, default=40, help="positions per game timed in Pyodide")
    parser.add_argument("--no-pyodide", action="store_true")
    parser.add_argument("--out", default=str(ROOT / "tests/bench/results/bots.md"))
    args = parser.parse_args()
    chosen = GAMES if args.game == "all" else (args.game,)
    started = time.monotonic()
    warm_up()

    strength, speed = [], {}
    for game_id in chosen:
        game = get(game_id)
        options = {"turn_limit": args.turn_limit} if game_id == "overthrow" else None
        count = args.overthrow_games if game_id == "overthrow" else args.games
        times = {level: [] for level in LEVELS}
        pairings = [tuple(p) for p in PAIRINGS] + MORE_SEATS.get(game_id, [])
        for levels in pairings:
            label = f"{game_id} {' v '.join(levels)}"
            print(label, file=sys.stderr, flush=True)
            strength.append((game_id, options, match(game, list(levels), count, options, times, label)))
        if game_id == "kings-corners" and args.matches:  # whole matches, scored by running totals
            levels, match_options = MORE_SEATS[game_id][-1], {"match": True, "target": 25}  # four seats
            label = f"{game_id} {' v '.join(levels)}, matches to {match_options['target']}"
            print(label, file=sys.stderr, flush=True)
            strength.append((game_id, match_options, match(game, list(levels), args.matches, match_options,
                                                           times, label)))
        speed[game_id] = times

    jobs = []
    for game_id in chosen:
        options = {"turn_limit": args.turn_limit} if game_id == "overthrow" else None
        jobs += sample_positions(game_id, args.positions, options)
    print(f"timing {len(jobs)} positions in CPython and Pyodide", file=sys.stderr, flush=True)
    cpython = time_positions(jobs, pyodide=False)
    pyodide = {} if args.no_pyodide else time_positions(jobs, pyodide=True)

    lines = ["## Strength", "",
             "| Game | Seats | Pairing | Games | Win rate of the first | 95% CI (Wilson) | Shared wins | "
             "Head-to-head: first ahead of each other seat (95% CI) |",
             "|---|---|---|---|---|---|---|---|"]
    for game_id, options, r in strength:
        first, seats = r["levels"][0], len(r["levels"])
        rest = r["levels"][1:]
        against = rest[0] if len(set(rest)) == 1 else "/".join(rest)
        if len(rest) > 1 and len(set(rest)) == 1:
            against = f"{len(rest)} × {rest[0]}"
        rate = r["wins"][0] / r["games"]
        lo, hi = wilson(r["wins"][0], r["games"])
        note = (f" (turn limit {options['turn_limit']})" if options and "turn_limit" in options
                else f" (matches to {options['target']})" if options else "")
        head = "—"
        if seats > 2:  # at two seats it is the win rate again
            mean, half = mean_interval(r["head"])
            head = f"{mean:.1%} ({max(0.0, mean - half):.1%} – {min(1.0, mean + half):.1%})"
        lines.append(f"| {game_id}{note} | {seats} | {first} v {against} | {r['games']} | {rate:.1%} | "
                     f"{lo:.1%} – {hi:.1%} | {r['shared']} | {head} |")
    lines += ["", "## Time per bot move (ms)", "",
              "| Game | Level | CPython CPU p50 / p95 / max (all match moves) | Moves | "
              "Sample positions: CPython p50 / p95 | Pyodide (Node) p50 / p95 |",
              "|---|---|---|---|---|---|"]
    for game_id, times in speed.items():
        for level in LEVELS:
            t = times[level]
            key = f"{game_id}/{level}"
            cp = cpython.get(key, [])
            py = pyodide.get(key, [])
            py_text = f"{ms(pct(py, .5))} / {ms(pct(py, .95))}" if py else "not run"
            lines.append(f"| {game_id} | {level} | {ms(pct(t, .5))} / {ms(pct(t, .95))} / {ms(max(t))} | "
                         f"{len(t)} | {ms(pct(cp, .5))} / {ms(pct(cp, .95))} | {py_text} |")
    command = "python3 tests/bench/bots.py " + " ".join(sys.argv[1:])
    lines += ["", f"Command: `{command.strip()}` — {time.monotonic() - started:.0f} s on "
              f"{sys.implementation.name} {sys.version.split()[0]}.  Seats rotate game by game; "
              "a shared win counts 1/k to each of the k winners.  Sample positions: "
              f"{args.positions} per game from seeded quick-against-quick games, every level timed on "
              "each (Pyodide's first call is a warm-up, not counted)."]
    text = "\n".join(lines) + "\n"
    print(text)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
