"""How far luck caps the Kings Corners strong bot at four seats against three quick bots.

    nice -n 10 python3 tests/bench/ceiling.py [--games 200] [--matches 150]

Three rows, seats rotated game by game (``bots.match``):

* the shipped strong bot, single hands (the benchmark's own row);
* the same bot with every hidden card in sight: its samples are the true state, the other
  hands and the stock order included.  An experiment only — the shipped bot never sees a
  hidden card — it bounds what better guessing of the hidden cards could add to this search;
* the shipped bot over whole matches to 25 points, where skill has several hands to count.

Writes the Markdown table to ``tests/bench/results/ceiling.md``.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parents[1] / "py"), str(HERE)]

from bots import LEVELS, match  # noqa: E402
from courtly.tools.figures import wilson  # noqa: E402
from courtly.games import get  # noqa: E402

FOUR = ["strong", "quick", "quick", "quick"]


class Sighted:
    """A game whose ``shuffle_hidden`` hands back the true state (nothing is resampled); also
    ``expert_trials.py``'s King's Court ceiling."""

    def __init__(self, game):
        self._game = game

    def __getattr__(self, name):
        return getattr(self._game, name)

    def shuffle_hidden(self, state, seat, rng):
        return state


def row(label: str, r: dict, seconds: float) -> str:
    won, games = r["wins"][0], r["games"]
    lo, hi = wilson(won, games)
    return f"| {label} | {games} | {won / games:.1%} | {lo:.1%} – {hi:.1%} | {r['shared']} | {seconds:.0f} |"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="single hands per row")
    parser.add_argument("--matches", type=int, default=150, help="whole matches")
    parser.add_argument("--out", type=Path, default=HERE / "results" / "ceiling.md")
    args = parser.parse_args()
    game = get("kings-corners")
    runs = [("strong v 3 × quick, single hands", game, args.games, None),
            ("strong **seeing every hidden card** v 3 × quick, single hands", Sighted(game), args.games, None),
            ("strong v 3 × quick, whole matches to 25", game, args.matches, {"match": True})]
    lines = ["# Kings Corners: what caps the strong bot at four seats", "",
             "| Run | Games | Win rate of the strong seat | 95% CI (Wilson) | Shared wins | Seconds |",
             "|---|---|---|---|---|---|"]
    for label, played, count, options in runs:
        start = time.monotonic()
        r = match(played, FOUR, count, options, {level: [] for level in LEVELS}, label)
        lines.append(row(label, r, time.monotonic() - start))
        print(lines[-1], flush=True)
    command = "python3 tests/bench/ceiling.py " + " ".join(sys.argv[1:])
    lines += ["", f"Command: `{command.strip()}`.  Chance for one seat of four: 25%."]
    args.out.write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
