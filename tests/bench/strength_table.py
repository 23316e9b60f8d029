"""The README's table of bot strength, written from ``tests/bench/results/strength.json``.

    python3 tests/bench/strength_table.py           # rewrite the table in README.md
    python3 tests/bench/strength_table.py --check   # exit 1 if README.md's table is out of date

``strength.json`` keeps every measured run, old bots' included (``shipped: false``), with the
command that produced it.  The table shows, for each game, seat count and pairing, the run of
the shipped bots with the most games (the latest of equals), and the target the issue set:
at three and four seats the strong bot against quick ones should win 1.3× a seat's fair
share; expert against strong at two seats, 60%.  ``tests/test_strength_table.py`` fails when
the README's table is not what this writes.
"""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "tests" / "bench" / "results" / "strength.json"
README = ROOT / "README.md"
BEGIN = "<!-- strength table: written by tests/bench/strength_table.py from tests/bench/results/strength.json -->"
END = "<!-- end of strength table -->"
GAMES = {"kings-corners": "Kings Corners", "kings-court": "King's Court", "overthrow": "Overthrow"}
# What a run must carry to be shown (``strong`` is the first entry's win share, whatever its level).
FIELDS = ("game", "seats", "pairing", "games", "strong", "command", "date", "shipped")
LEVELS = ("expert", "strong", "quick", "random")  # strongest first: the table's order
ENOUGH_GAMES = 1000  # the count for a target to be called met


def target(pairing: list[str]) -> float | None:
    """The win share the first entry should reach, or None where the issue set none."""
    first, rest = pairing[0], Counter(pairing[1:])
    if first == "strong" and rest == {"quick": len(pairing) - 1} and len(pairing) > 2:
        return 1.3 / len(pairing)
    if pairing == ["expert", "strong"]:
        return 0.6
    return None


def pairing_words(pairing: list[str]) -> str:
    rest = Counter(pairing[1:])
    return pairing[0] + " v " + " + ".join(level if k == 1 else f"{k} × {level}" for level, k in rest.items())


def shown_runs(runs: list[dict]) -> list[dict]:
    """Per game, seat count and pairing, the shipped run with the most games (then the latest)."""
    best: dict[tuple, dict] = {}
    for run in runs:
        if not run["shipped"]:
            continue
        key = (run["game"], run["seats"], tuple(run["pairing"]))
        held = best.get(key)
        if held is None or (run["games"], run["date"]) >= (held["games"], held["date"]):
            best[key] = run
    order = list(GAMES)
    return sorted(best.values(), key=lambda r: (order.index(r["game"]), r["seats"],
                                                [LEVELS.index(level) for level in r["pairing"]]))


def percent(x: float) -> str:
    return f"{x:.1%}"


def table(runs: list[dict]) -> str:
    lines = ["| Game | Seats | Pairing | Games | First entry wins (95% CI) | Target | Measured with |",
             "|---|---|---|---|---|---|---|"]
    for run in shown_runs(runs):
        share, goal = run["strong"], target(run["pairing"])
        if goal is None:
            aim = "—"
        else:
            verdict = ("not met" if share["rate"] < goal else "met" if run["games"] >= ENOUGH_GAMES
                       else f"ahead, but under {ENOUGH_GAMES:,} games")
            aim = f"≥ {percent(goal)}: {verdict}"
        lines.append(f"| {GAMES[run['game']]} | {run['seats']} | {pairing_words(run['pairing'])} | {run['games']:,} "
                     f"| {percent(share['rate'])} ({percent(share['lo'])}–{percent(share['hi'])}) | {aim} "
                     f"| `{run['command']}` ({run['date']}) |")
    return "\n".join(lines)


def load(path: Path = RESULTS) -> list[dict]:
    return json.loads(path.read_text())["runs"]


def with_table(readme: str, runs: list[dict]) -> str:
    """``readme`` with the text between the markers replaced by the table."""
    head, found, rest = readme.partition(BEGIN)
    _, found_end, tail = rest.partition(END)
    if not (found and found_end):
        raise ValueError(f"README.md has no {BEGIN!r} … {END!r} markers")
    return f"{head}{BEGIN}\n{table(runs)}\n{END}{tail}"


def main(argv: list[str]) -> int:
    readme = README.read_text()
    wanted = with_table(readme, load())
    if "--check" in argv:
        if wanted != readme:
            print("README.md's strength table is out of date: run python3 tests/bench/strength_table.py",
                  file=sys.stderr)
            return 1
        return 0
    README.write_text(wanted)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
