"""Why the strong bot wins or loses at a full table: strong against quick bots in every other
seat, seats rotated game by game (``bots.match``), one process.

    nice -n 10 python3 tests/bench/strength_diag.py kings-court 4 1000 [FIRST_SEED]
    nice -n 10 python3 tests/bench/strength_diag.py overthrow 3 200 5000 --turn-limit 60 --save "WHAT WAS RUN"
    nice -n 10 python3 tests/bench/strength_diag.py kings-court 2 200 0 --levels expert,strong

``--levels`` names every seat's level, the one measured first (default: strong, then quick).
Prints the strong seat's win share with its Wilson 95% interval, the win share by seat offset
from the strong seat (+1 moves right after it), who wins the games the strong seat loses, and
the CPU time per ``choose`` call by level (p50 / p95 / max).  A win shared by k players counts
1/k.  In Overthrow it also gives the centre race by offset: how often each seat first stood
on a capital cell and beside the centre, and in which round (median), who got beside the
centre first, who took the centre in which round, and how many games the turn limit ended
and who won those (most capital cells).  The last line is the same figures as
JSON (``RESULT {...}``); ``--save`` adds them to ``tests/bench/results/strength.json`` as a
run of the bots as they ship now, with the command, the date and the description given (then
``python3 tests/bench/strength_table.py`` writes the README's table).
"""
from __future__ import annotations

import argparse
import datetime
import json
import shlex
import statistics
import sys
import time
from pathlib import Path

from bots import match, ms, mean_interval, warm_up
from courtly.bots import LEVELS
from courtly.games import get
from courtly.games.overthrow.state import board_of
from courtly.games.overthrow.tokens import owner
from courtly.tools.figures import percentile as pct, wilson


class CentreRace:
    """Overthrow's race for the centre in one game, by entry (offset from the strong seat):
    the round each first held a capital cell and first held one beside the centre, and the
    round the game ended and how."""

    def __init__(self, seats: int, shift: int):
        self.seats, self.shift = seats, shift
        self.first: dict[tuple[str, int], int] = {}
        self.ended = None

    def __call__(self, state) -> None:
        board = board_of(state)
        for cell in board.capital:
            if state.top[cell] and cell != board.centre:
                entry = (owner(state.top[cell]) + self.shift) % self.seats
                self.first.setdefault(("capital", entry), state.round)
                if cell in board.neighbours[board.centre]:
                    self.first.setdefault(("beside", entry), state.round)
        if state.result:
            self.ended = (state.result, state.round)


def centre_race(races: list[CentreRace], entries: list[list[int]], seats: int) -> dict:
    """The figures over every game: per offset, the share of games it reached each stage and
    the median round it did, how often it got beside the centre first, and the centre's fall."""
    out: dict = {}
    for stage in ("capital", "beside"):
        rounds = [[r.first[stage, k] for r in races if (stage, k) in r.first] for k in range(seats)]
        out[stage] = [{"share": len(x) / len(races), "median_round": statistics.median(x) if x else None}
                      for x in rounds]
    firsts = [0.0] * seats
    for r in races:
        reached = {k: r.first[("beside", k)] for k in range(seats) if ("beside", k) in r.first}
        if reached:
            soonest = [k for k, v in reached.items() if v == min(reached.values())]
            for k in soonest:
                firsts[k] += 1 / len(soonest)
    out["beside_first"] = [x / len(races) for x in firsts]
    taken = [(r.ended[1], w[0]) for r, w in zip(races, entries) if r.ended and r.ended[0] == "capital"]
    out["centre_taken"] = len(taken) / len(races)
    out["centre_median_round"] = statistics.median(t for t, _ in taken) if taken else None
    out["centre_taken_by"] = [sum(1 for _, k in taken if k == e) / len(races) for e in range(seats)]
    # the games the turn limit ended (most capital cells won): their share, and who won them
    limit = [w for r, w in zip(races, entries) if r.ended and r.ended[0] != "capital"]
    out["limit_games"] = len(limit) / len(races)
    out["limit_won_by"] = [sum(1 / len(w) for w in limit if e in w) / len(limit) if limit else 0.0
                           for e in range(seats)]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("seats", type=int)
    parser.add_argument("games", type=int)
    parser.add_argument("first_seed", type=int, nargs="?", default=0)
    parser.add_argument("--turn-limit", type=int, default=30, help="Overthrow's (30 as bots.py plays it)")
    parser.add_argument("--levels", help="every seat's level, comma-separated, the measured one first")
    parser.add_argument("--save", metavar="DESCRIPTION", help="add the run to results/strength.json")
    args = parser.parse_args()
    game_id, seats, games, first_seed = args.game, args.seats, args.games, args.first_seed
    game = get(game_id)
    options = {"turn_limit": args.turn_limit} if game_id == "overthrow" else None
    levels = args.levels.split(",") if args.levels else ["strong"] + ["quick"] * (seats - 1)
    if len(levels) != seats or not set(levels) <= set(LEVELS):
        parser.error(f"--levels: {seats} of {', '.join(LEVELS)}")
    times = {level: [] for level in LEVELS}
    races: list[CentreRace] = []

    def watch(shift: int) -> CentreRace:
        races.append(CentreRace(seats, shift))
        return races[-1]

    warm_up()
    started = time.process_time()
    r = match(game, levels, games, options, times, " v ".join(levels), first_seed,
              watch if game_id == "overthrow" else None)
    cpu = time.process_time() - started

    def share(wins: float, n: int) -> dict:
        lo, hi = wilson(wins, n)
        return {"rate": wins / n if n else 0.0, "lo": lo, "hi": hi, "n": n}

    def text(s: dict) -> str:
        return f"{s['rate']:.1%} ({s['lo']:.1%}–{s['hi']:.1%}, n={s['n']})"

    lost = [w for w in r["entries"] if 0 not in w]
    by_offset_when_lost = [sum(1 / len(w) for w in lost if k in w) for k in range(seats)]
    head, half = mean_interval(r["head"]) if seats > 2 else (r["wins"][0] / games, 0.0)
    result = {
        "game": game_id, "seats": seats, "pairing": levels, "games": games, "first_seed": first_seed,
        "strong": share(r["wins"][0], games),
        "by_offset": [share(r["wins"][k], games) for k in range(seats)],
        "shared": r["shared"],
        "head_to_head": {"rate": head, "half_width": half},
        "strong_lost": len(lost),
        # of the games strong lost, the share each offset won (shared wins split 1/k)
        "winner_offset_when_strong_lost": [x / len(lost) if lost else 0.0 for x in by_offset_when_lost],
        "move_ms": {level: {"p50": pct(t, .5) * 1e3, "p95": pct(t, .95) * 1e3, "max": max(t) * 1e3,
                            "moves": len(t)} for level, t in times.items() if t},
        "cpu_seconds": cpu,
    }
    if options:
        result["options"] = options
    if races:
        result["centre_race"] = centre_race(races, r["entries"], seats)
    print(f"{game_id}, {seats} seats, {games} games from seed {first_seed} ({cpu:.0f} s CPU, "
          f"{cpu / games:.2f} s a game)")
    print(f"{levels[0]} wins {text(result['strong'])}; fair share {1 / seats:.1%}; shared wins {r['shared']}")
    if seats > 2:
        print(f"strong ahead of each quick seat {head:.1%} ± {half:.1%}")
    for k, s in enumerate(result["by_offset"]):
        print(f"  seat strong+{k}: wins {text(s)}")
    print(f"strong lost {len(lost)} games; their winners by offset: "
          + ", ".join(f"+{k} {x:.1%}" for k, x in enumerate(result["winner_offset_when_strong_lost"]) if k))
    for level, m in result["move_ms"].items():
        print(f"  {level} move p50 / p95 / max: {ms(m['p50'] / 1e3)} / {ms(m['p95'] / 1e3)} / "
              f"{ms(m['max'] / 1e3)} ms over {m['moves']} moves (CPython CPU)")
    if races:
        race = result["centre_race"]
        for stage, words in (("capital", "first on a capital cell"), ("beside", "first beside the centre")):
            print(f"{words}: " + "; ".join(f"+{k} {x['share']:.0%} of games (median round {x['median_round']})"
                                            for k, x in enumerate(race[stage])))
        print("beside the centre before the others: " + ", ".join(
            f"+{k} {x:.0%}" for k, x in enumerate(race["beside_first"])))
        print(f"centre taken in {race['centre_taken']:.0%} of games (median round {race['centre_median_round']}), "
              "by " + ", ".join(f"+{k} {x:.0%}" for k, x in enumerate(race["centre_taken_by"])))
        print(f"ended by the turn limit: {race['limit_games']:.0%} of games, won by "
              + ", ".join(f"+{k} {x:.0%}" for k, x in enumerate(race["limit_won_by"])))
    if args.save:
        at = sys.argv.index("--save")
        result.update(date=datetime.date.today().isoformat(), shipped=True, bot="as shipped",
                      description=args.save, command="nice -n 10 python3 tests/bench/strength_diag.py "
                      + shlex.join(sys.argv[1:at] + sys.argv[at + 2:]))
        path = Path(__file__).parent / "results" / "strength.json"
        saved = json.loads(path.read_text())
        saved["runs"].append(result)
        path.write_text(json.dumps(saved, indent=1, ensure_ascii=False) + "\n")
    print("RESULT " + json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
