"""Overthrow at three and four seats: strong-bot trials that did not ship, run through
``strength_diag.py`` (docs/measurements.md, *Overthrow at three seats*).

    nice -n 10 python3 tests/bench/overthrow_seats.py 3 300 5000 --look racing
    nice -n 10 python3 tests/bench/overthrow_seats.py 3 600 5000 --style stage_max=4

``--style FIELD=VALUE,...`` changes the big board's strong style (``planner.STRONG_BIG``).
``--look`` puts a look at the next round on top of the planner, each rival played as the quick
planner it likely is, one by one (rather than all of them as one opponent as the race leaf
did): at a decision where ``racing`` (a seat holds three capital cells, or two with one
beside the centre) or ``near_storm`` (a seat could storm next turn) holds, each of the
planner's best ``--candidates`` actions is played, then the rest of the turn in the strong
style and every rival's turn in the quick style (the dice rolled, the same seeds for every
action compared), for ``--rounds`` rounds.  A storm of the centre on the way is counted at
its chance and played on as failed, and the action's own attack is played out once per
outcome (win, loss, tie) weighted by its chance, so those dice add no noise.  The end is
scored by who may storm next: the bot's chance to take the centre on its next turn, else
the chance no rival takes it on theirs, times the fair share.  The planner's pick stands
unless another action scores ``--margin`` better.  The other arguments are strength_diag's
(``--turn-limit 60`` is set); no ``--save``: these are not the bots as shipped.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import fields, replace

import strength_diag
import courtly.bots.overthrow as policy
from courtly.bots.overthrow import planner, search
from courtly.bots.search import best, ranked
from courtly.core import Rng
from courtly.games.overthrow import combat
from courtly.games.overthrow.state import board_of, evolve, phase
from courtly.games.overthrow.turns import settle
from courtly.bots.overthrow.search import threat

CANDIDATES = 3   # the planner's best actions looked at
SAMPLES = 2      # dice sampled for each
MARGIN = 0.03    # how much better another action must score than the planner's pick
ROUNDS = 1       # rounds played out
MOVES = 60       # a round's moves at most (every seat's turn, defences included)
FAIL = ("loss", "tie")


def near_storm(state) -> bool:
    """Whether a seat could storm the centre on its next turn (``threat`` > 0)."""
    return any(threat(state, s) > 0 for s in range(state.players))


def racing(state) -> bool:
    """Whether some seat is a turn or two from storming the centre: it holds three capital
    cells, or two with one beside the centre."""
    board = board_of(state)
    held = [0] * state.players
    beside = [False] * state.players
    near = board.neighbours[board.centre]
    for c in board.capital:
        top = state.top[c]
        if top:
            held[int(top[1])] += 1
            beside[int(top[1])] |= c in near
    return any(n >= 3 or (n >= 2 and b) for n, b in zip(held, beside))


def choose(game, state, seat: int, legal: list[str], scored, rng: Rng) -> str:
    """The action to play: the planner's pick (``scored``: its values) unless the next round,
    played out, says another of its best few is clearly better."""
    pick = best(scored, rng)
    moves = [pick] + [m for m in ranked(scored) if m != pick][:CANDIDATES - 1]
    seeds = [(Rng(rng.state).next_u64() >> 11) ^ k for k in range(SAMPLES)]
    values = {m: value(game, state, seat, m, seeds) for m in moves}
    top = max(moves, key=lambda m: (values[m], m == pick))
    return top if values[top] > values[pick] + MARGIN else pick


def value(game, state, seat: int, move: str, seeds: list[int]) -> float:
    """``move``'s mean score; an attack's outcomes (win, loss, tie) are each played out once
    and weighted by their chances, so the bot's own dice add no noise to the comparison."""
    target = _attack_target(state, move)
    if target is None or target == board_of(state).centre:
        return sum(play_out(game, state, seat, move, s) for s in seeds) / len(seeds)
    cells = _cells(state, move)
    win, loss = combat.odds(state, target, len(cells))
    total = 0.0
    for given, p in zip(("win", "loss", "tie"), (win, loss, 1.0 - win - loss)):
        if p > 1e-9:
            total += p * play_out(game, _given(state, target, cells, given), seat, None, seeds[0])
    return total


def _given(state, target: int, cells: tuple[int, ...], given: str):
    dice = Rng(state.rng)
    state = combat.attack(state, target, cells, dice, given)
    return settle(evolve(state, rng=dice.state))


def play_out(game, state, seat: int, move: str | None, seed: int) -> float:
    """The bot's chance of winning, roughly, after ``move`` and one round of play."""
    rng = Rng.from_seed(seed)
    state = replace(state, rng=f"{Rng(rng.state).next_u64():016x}")
    alive, won = 1.0, 0.0   # no centre taken yet on this path; the bot's wins counted so far
    passed, rounds = False, 0
    for _ in range(MOVES * ROUNDS):
        mover = game.to_move(state)
        if mover is None:
            break
        if mover == seat and passed and phase(state) == "play" and state.turn == seat:
            rounds += 1
            passed = False
            if rounds >= ROUNDS:
                break
        if state.turn != seat:
            passed = True
        if move is None:
            legal = game.legal_moves(state)
            policy = planner.planned if mover == seat else planner.quick
            move = legal[0] if len(legal) == 1 else policy(game, state, mover, legal, rng)
        target = _attack_target(state, move)
        if target is None or target != board_of(state).centre:
            state = game.apply(state, move)
        else:
            cells = _cells(state, move)
            win, loss = combat.odds(state, target, len(cells))
            if mover == seat:
                won += alive * win
            alive *= 1.0 - win
            given = FAIL[0] if rng.below(1000) < 1000 * loss / max(1e-9, 1.0 - win) else FAIL[1]
            state = _given(state, target, cells, given)
        move = None
    result = game.outcome(state)
    if result:
        return won + alive * (seat in result["winners"]) / len(result["winners"])
    return won + alive * leaf(state, seat)


def leaf(state, seat: int) -> float:
    """Who may storm next: the bot first (its turn comes first), then each rival in turn."""
    mine = threat(state, seat)
    survive = 1.0
    for s in range(state.players):
        if s != seat:
            survive *= 1.0 - threat(state, s)
    return mine + (1.0 - mine) * survive / state.players


def _attack_target(state, move: str):
    return board_of(state).cell(move.split(":")[1]) if move.startswith("attack:") else None


def _cells(state, move: str) -> tuple[int, ...]:
    return tuple(board_of(state).cell(c) for c in move.split(":")[2].split(","))


def looked(trigger):
    """The strong bot with the look at the next round where ``trigger(state)`` holds."""
    def strong(game, state, seat, legal, rng):
        if phase(state) != "play" or state.players == 2:
            return shipped(game, state, seat, legal, rng)
        scored = planner.decide(state, seat, legal, planner.strong_style(state.players))
        return choose(game, state, seat, legal, scored, rng) if trigger(state) else best(scored, rng)
    return strong


shipped = search.strong


def main() -> int:
    global CANDIDATES, SAMPLES, MARGIN, ROUNDS
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--style", default="", help="FIELD=VALUE,... of the big board's strong style")
    parser.add_argument("--look", choices=("racing", "near-storm"))
    parser.add_argument("--candidates", type=int, default=CANDIDATES)
    parser.add_argument("--samples", type=int, default=SAMPLES)
    parser.add_argument("--margin", type=float, default=MARGIN)
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    args, rest = parser.parse_known_args()
    if "--save" in rest:
        parser.error("--save is for the bots as shipped (strength_diag.py)")
    kinds = {f.name: f.type for f in fields(planner.Style)}
    changes = {k: {"float": float, "int": int}[kinds[k]](v)
               for k, v in (item.split("=") for item in args.style.split(",") if item)}
    planner.STRONG_BIG = replace(planner.STRONG_BIG, **changes)
    CANDIDATES, SAMPLES, MARGIN, ROUNDS = args.candidates, args.samples, args.margin, args.rounds
    if args.look:
        policy.strong = looked(racing if args.look == "racing" else near_storm)
    sys.argv = [sys.argv[0], "overthrow", *rest, "--turn-limit", "60"]
    return strength_diag.main()


if __name__ == "__main__":
    sys.exit(main())
