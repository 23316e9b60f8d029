"""Why the strong bot wins or loses at a full table: strong against quick bots in every other
seat, seats rotated game by game (``bots.match``), one process.

    nice -n 10 python3 tests/bench/strength_diag.py kings-court 4 1000 [FIRST_SEED] [--save "WHAT WAS RUN"]
    nice -n 10 python3 tests/bench/strength_diag.py kings-court 2 200 0 --levels expert,strong

``--levels`` names every seat's level, the one measured first (default: strong, then quick).
Prints the strong seat's win share with its Wilson 95% interval, the win share by seat offset
from the strong seat (+1 moves right after it), who wins the games the strong seat loses, and
the CPU time per ``choose`` call by level (p50 / p95 / max).  A win shared by k players counts
1/k.  The last line is the same figures as JSON (``RESULT {...}``); ``--save`` also adds them to
``tests/bench/results/strength.json`` as a run of the shipped bots, with the command and the
description given (then ``python3 tests/bench/strength_table.py`` writes the README's table).
"""
from __future__ import annotations

import datetime
import json
import shlex
import sys
import time

from bots import ROOT, match, ms, mean_interval, warm_up
from courtly.bots import LEVELS
from courtly.games import get
from courtly.tools.figures import percentile as pct, wilson


def save(result: dict, description: str) -> None:
    """Add ``result`` to strength.json as a run of the bots as they ship now."""
    path = ROOT / "tests" / "bench" / "results" / "strength.json"
    data = json.loads(path.read_text())
    at = sys.argv.index("--save")
    command = "nice -n 10 python3 tests/bench/strength_diag.py " + shlex.join(sys.argv[1:at] + sys.argv[at + 2:])
    data["runs"].append({**result, "date": datetime.date.today().isoformat(), "shipped": True, "bot": "as shipped",
                         "description": description, "command": command})
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def main() -> int:
    args = sys.argv[1:]
    description, chosen = None, None
    if "--levels" in args:
        at = args.index("--levels")
        chosen, args = args[at + 1].split(","), args[:at] + args[at + 2:]
    if "--save" in args:
        at = args.index("--save")
        description, args = " ".join(args[at + 1:at + 2]), args[:at]
    if not 3 <= len(args) <= 4 or description == "":
        print(__doc__, file=sys.stderr)
        return 2
    game_id, seats, games = args[0], int(args[1]), int(args[2])
    first_seed = int(args[3]) if len(args) == 4 else 0
    game = get(game_id)
    options = {"turn_limit": 30} if game_id == "overthrow" else None  # as bots.py plays it
    levels = chosen or ["strong"] + ["quick"] * (seats - 1)
    if len(levels) != seats or not set(levels) <= set(LEVELS):
        print(f"--levels: {seats} of {', '.join(LEVELS)}", file=sys.stderr)
        return 2
    times = {level: [] for level in LEVELS}
    warm_up()
    started = time.process_time()
    r = match(game, levels, games, options, times, " v ".join(levels), first_seed)
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
    print("RESULT " + json.dumps(result))
    if description:
        save(result, description)
    return 0


if __name__ == "__main__":
    sys.exit(main())
