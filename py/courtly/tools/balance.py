"""Overthrow's balance by simulation: bot against bot under design variants (bench only).

    nice -n 10 python3 -m courtly.tools.balance --seats strong,quick --games 300
    nice -n 10 python3 -m courtly.tools.balance --variant centre3 --seats strong,strong,strong
    nice -n 10 python3 -m courtly.tools.balance --seats strong,strong --games 1000 --minutes 15
    nice -n 10 python3 -m courtly.tools.balance --seats planned,quick --games 400

Each game ``g`` is dealt from seed ``start + g`` with the entries of ``--seats`` rotated one
seat per game, so every level sits at every seat equally often.  For a table it prints the
first entry's win rate, the first player's (the seat that moved first) win rate, how long a
game lasts in rounds, how often the centre is taken, how often before round 5, and how
often the first player to hold a cell next to the centre goes on to win (how much of the
game is that one race) and how often that player is the first entry (which level wins the
race).  Rates carry Wilson 95% intervals, means normal ones; a win shared by k players
counts 1/k.  Besides the bots' levels, ``--seats`` takes the bench-only ``TRIALS``.

A *variant* changes Courtly's own design (rules §6: board, the city's dice, how many capital
cells are held before the centre may be attacked) for the run only, through
``board.LAYOUTS``; ``VARIANTS`` lists those tried, and docs/measurements.md records their figures.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from contextlib import contextmanager
from dataclasses import replace

from ..bots import choose
from ..bots.overthrow import evaluate as evaluate_mod, planner
from ..bots.overthrow.search import Search, searched
from ..bots.search import determinize
from ..core import Rng
from ..games import get
from ..games.overthrow import board as board_mod
from ..games.overthrow import view as view_mod
from ..games.overthrow.state import phase
from ..games.overthrow.tokens import owner
from .figures import percentile, wilson

# name -> {players: layout changes}: "shipped" is the design as it stands, "original" the
# design before the balance experiment (any capital cell held opened the centre); the others
# are the variants tried, each a change from the original
VARIANTS: dict[str, dict[int, dict]] = {
    "shipped": {},
    "original": {2: {"centre_needs": 1}, 4: {"centre_needs": 1}},
    "centre3": {2: {"defence": (3, 2, 2), "centre_needs": 1}, 4: {"defence": (3, 2, 1), "centre_needs": 1}},
    "needs2": {2: {"centre_needs": 2}, 4: {"centre_needs": 2}},
    "needs3": {2: {"centre_needs": 3}, 4: {"centre_needs": 3}},
    "centre3-needs2": {2: {"defence": (3, 2, 2), "centre_needs": 2}, 4: {"defence": (3, 2, 1), "centre_needs": 2}},
    "ring3": {2: {"defence": (3, 3, 3), "centre_needs": 1}, 4: {"defence": (3, 3, 2), "centre_needs": 1}},
    "big2p": {2: {"size": 13, "hqs": ((6, 0), (6, 12)), "villages": ((2, 3), (10, 3), (2, 9), (10, 9)),
                  "centre_needs": 1}},
    "v1-all1": {2: {"defence": (1, 1, 1)}, 4: {"defence": (1, 1, 1)}},
    # changes from the shipped design (3 cells needed): a longer road, a harder centre
    "big2p-needs3": {2: {"size": 13, "hqs": ((6, 0), (6, 12)), "villages": ((2, 3), (10, 3), (2, 9), (10, 9))}},
    "centre3-needs3": {2: {"defence": (3, 2, 2)}, 4: {"defence": (3, 2, 1)}},
}

# bench-only levels, to tell apart what makes the strong bot strong: the strong style's
# planner alone, the search on every action (the strong bot before quiet turns went to the
# planner), and that search over the quick style's candidates or with more nodes
TRIALS = {
    "planned": planner.planned,
    "searched-quick": lambda game, state, seat, legal, rng: Search(
        game, seat, rng, style=planner.QUICK).choose(state, legal),
    "searched": searched,
    "searched-wide": lambda game, state, seat, legal, rng: Search(
        game, seat, rng, widths=(6, 4, 3), budget_nodes=300).choose(state, legal),
}


def pick(game, state, level: str, seed: int) -> str:
    """``bots.choose`` for the shipped levels; a trial level's policy the same way."""
    if level not in TRIALS:
        return choose(game, state, level, seed)
    legal = game.legal_moves(state)
    seat = game.to_move(state)
    if len(legal) == 1:
        return legal[0]
    rng = Rng.from_seed(seed)
    world = determinize(game, state, seat, rng)
    if phase(world) != "play":
        return planner.planned(game, world, seat, legal, rng)
    return TRIALS[level](game, world, seat, legal, rng)


@contextmanager
def design(name: str):
    """Play under variant ``name``; the shipped layouts come back afterwards."""
    saved = dict(board_mod.LAYOUTS)
    changes = VARIANTS[name]
    for players, layout in list(board_mod.LAYOUTS.items()):
        key = 4 if players == 3 else players
        if key in changes:
            board_mod.LAYOUTS[players] = replace(layout, **changes[key])
    _clear()
    try:
        yield
    finally:
        board_mod.LAYOUTS.clear()
        board_mod.LAYOUTS.update(saved)
        _clear()


def _clear() -> None:
    board_mod.board_for.cache_clear()
    evaluate_mod.clear()
    view_mod._geometry.cache_clear()


def play(game, seed: int, levels, options, times) -> dict:
    """One seeded game with ``levels`` by seat: its outcome and the figures the table reads."""
    state = game.new(seed, len(levels), options)
    board = board_mod.board_for(len(levels))
    beside = [c for c in board.neighbours[board.centre]]
    first_beside = None
    moves = 0
    while (seat := game.to_move(state)) is not None:
        start = time.process_time()
        move = pick(game, state, levels[seat], (seed * 1_000_003 + moves) % 2**53)
        times.setdefault(levels[seat], []).append(time.process_time() - start)
        state = game.apply(state, move)
        moves += 1
        if first_beside is None:
            held = [owner(state.top[c]) for c in beside if state.top[c]]
            if held:
                first_beside = held[0]
    result = game.outcome(state)
    return {"winners": result["winners"], "rounds": state.round, "capital": state.result == "capital",
            "first": state.first, "beside": first_beside, "moves": moves}


def run(game, levels: list[str], games: int, start: int, options, label: str = "",
        minutes: float | None = None) -> dict:
    """Up to ``games`` games; with ``minutes``, stop at the first whole rotation of the seats
    after that much wall time, so each level still sits at each seat equally often."""
    seats = len(levels)
    times: dict[str, list[float]] = {}
    wins = first_wins = beside_wins = 0.0
    beside_games = beside_first = early = taken = 0
    rounds = []
    clock = time.monotonic()
    played = 0
    for g in range(games):
        if minutes is not None and g and g % seats == 0 and time.monotonic() - clock > 60 * minutes:
            break
        shift = g % seats
        order = levels[shift:] + levels[:shift]   # seat s plays levels[(s + shift) % seats]
        r = play(game, start + g, order, options, times)
        share = 1 / len(r["winners"])
        entry0 = (-shift) % seats                 # the seat of levels[0] this game
        wins += share * (entry0 in r["winners"])
        first_wins += share * (r["first"] in r["winners"])
        if r["beside"] is not None:
            beside_games += 1
            beside_wins += share * (r["beside"] in r["winners"])
            beside_first += r["beside"] == entry0
        rounds.append(r["rounds"])
        played += 1
        taken += r["capital"]
        early += r["capital"] and r["rounds"] < 5
        if label and (g + 1) % max(1, games // 20) == 0:
            print(f"  {label}: {g + 1}/{games}, first entry {wins:g} wins, early {early}, "
                  f"({time.monotonic() - clock:.0f} s)", file=sys.stderr, flush=True)
    return {"levels": levels, "games": played, "wins": wins, "first_wins": first_wins,
            "beside_games": beside_games, "beside_wins": beside_wins, "beside_first": beside_first,
            "rounds": rounds, "taken": taken,
            "early": early, "times": {k: (percentile(v, 0.5), percentile(v, 0.95)) for k, v in times.items()},
            "seconds": time.monotonic() - clock}


def rate(k: float, n: int) -> str:
    lo, hi = wilson(k, n)
    return f"{100 * k / n:.1f}% ({100 * lo:.1f}–{100 * hi:.1f})" if n else "–"


def row(variant: str, r: dict) -> str:
    n, rounds = r["games"], r["rounds"]
    mean = statistics.fmean(rounds)
    half = 1.96 * statistics.stdev(rounds) / n ** 0.5 if n > 1 else 0.0
    ms = ", ".join(f"{k} {1e3 * p50:.1f}/{1e3 * p95:.1f}" for k, (p50, p95) in sorted(r["times"].items()))
    return (f"| {variant} | {' v '.join(r['levels'])} | {n} | {rate(r['wins'], n)} | {rate(r['first_wins'], n)} "
            f"| {mean:.1f} ± {half:.1f} (median {statistics.median(rounds):g}) | {rate(r['taken'], n)} "
            f"| {rate(r['early'], n)} | {rate(r['beside_wins'], r['beside_games'])} "
            f"| {rate(r['beside_first'], r['beside_games'])} | {ms} |")


HEADER = ("| variant | seats | games | first entry wins | first player wins | rounds (mean ± 95%) "
          "| centre taken | centre before round 5 | first beside the centre wins | first entry first beside "
          "| ms p50/p95 |\n|---|---|---|---|---|---|---|---|---|---|---|")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", action="append", help=f"one of {', '.join(VARIANTS)} (repeatable)")
    parser.add_argument("--seats", action="append", help="levels by seat, comma-separated (repeatable)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--start", type=int, default=0, help="first seed")
    parser.add_argument("--minutes", type=float, help="stop each row after this much wall time")
    parser.add_argument("--turn-limit", type=int, default=60)
    parser.add_argument("--json", help="append each result as a JSON line to this file")
    args = parser.parse_args(argv)
    game = get("overthrow")
    options = {"turn_limit": args.turn_limit}
    print(HEADER, flush=True)
    for variant in args.variant or ["shipped"]:
        for seats in args.seats or ["strong,quick"]:
            levels = seats.split(",")
            with design(variant):
                r = run(game, levels, args.games, args.start, options, f"{variant} {seats}", args.minutes)
            print(row(variant, r), flush=True)
            if args.json:
                with open(args.json, "a", encoding="utf-8") as out:
                    out.write(json.dumps({"variant": variant, **r}) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
