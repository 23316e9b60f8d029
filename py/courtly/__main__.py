"""``python -m courtly``: list the games, play one in the terminal, replay a link, simulate."""
from __future__ import annotations

import argparse
import os
import sys
from time import perf_counter

from .core import IllegalMove
from .tools.playout import random_game
from .core.replay import replay_prefix
from .games import GAMES, get
from .links import make_fragment, parse_fragment


def _options(game, pairs: list[str]) -> dict:
    """``["classic=true"]`` -> ``{"classic": True}`` through the same parser as links."""
    query = "&".join(pairs)
    fragment = f"#/{game.id}?seed=0" + (f"&{query}" if query else "")
    return parse_fragment(fragment)["options"]


def cmd_list(args) -> int:
    for game in GAMES.values():
        print(f"{game.id:18} {game.name:18} {game.player_range():>6} players  {game.summary}")
    return 0


def cmd_play(args) -> int:
    game = get(args.game)
    options = _options(game, args.option)
    states = [game.new(args.seed, args.players, options)]
    moves: list[str] = []
    print(f"{game.name}, seed {args.seed}. Type a move, 'moves', 'undo', 'link' or 'quit'.")
    while True:
        state = states[-1]
        seat = game.to_move(state)
        print()
        print(game.text(state, seat if seat is not None else 0))
        if seat is None:
            print("Game over:", game.outcome(state)["reason"])
            return 0
        try:
            line = input(f"seat {seat}> ").strip()
        except EOFError:
            return 0
        if line in ("quit", "q"):
            return 0
        if line == "moves":
            print(" ".join(game.legal_moves(state)))
        elif line == "undo":
            if len(states) > 1:
                states.pop()
                moves.pop()
        elif line == "link":
            print(make_fragment(game.id, args.seed, args.players, options, moves))
        elif line:
            try:
                said = game.describe(state, line)
                states.append(game.apply(state, line))
                moves.append(line)
                print(said)
            except IllegalMove as exc:
                print("Not allowed:", exc)


def cmd_replay(args) -> int:
    spec = parse_fragment(args.link)
    game = get(spec["game"])
    states, error = replay_prefix(game, spec["seed"], spec["players"], spec["options"], spec["moves"])
    print(game.text(states[-1], game.to_move(states[-1]) or 0))
    print(f"{len(states) - 1} moves replayed.")
    if error:
        print(error)
    result = game.outcome(states[-1])
    if result:
        print("Game over:", result["reason"])
    return 1 if error else 0


def cmd_simulate(args) -> int:
    game = get(args.game)
    options = _options(game, args.option)
    wins = total_moves = 0
    start = perf_counter()
    for seed in range(args.seed, args.seed + args.n):
        state, moves = random_game(game, seed, args.players, options)
        total_moves += len(moves)
        result = game.outcome(state)
        wins += bool(result and result["winners"] == [0] and game.max_players == 1)
    took = perf_counter() - start
    print(f"{args.n} random games of {game.name}: {total_moves / args.n:.1f} moves each, "
          f"{args.n / took:.1f} games/s, {total_moves / took:,.0f} moves/s")
    if game.max_players == 1:
        print(f"won by random play: {wins} ({100 * wins / args.n:.1f}%)")
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m courtly", description=__doc__)
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("list", help="list the games")
    for name, func, text in (("play", cmd_play, "play a game in the terminal"),
                             ("simulate", cmd_simulate, "play N random games")):
        p = sub.add_parser(name, help=text)
        p.set_defaults(func=func)
        p.add_argument("game", choices=list(GAMES))
        p.add_argument("--seed", type=int, default=0)
        p.add_argument("--players", type=int, default=1)
        p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
        if name == "simulate":
            p.add_argument("-n", type=int, default=100, help="number of games")
    p = sub.add_parser("replay", help="replay a link's fragment, e.g. '#/royal-cotillion?seed=7'")
    p.add_argument("link")
    p.set_defaults(func=cmd_replay)
    from .tools.solving import add_commands  # solve, solve-rates
    add_commands(sub, _options)
    args = parser.parse_args(argv)
    run = cmd_list if not args.command or args.command == "list" else args.func
    try:
        return run(args)
    except (ValueError, KeyError) as exc:
        print("error:", exc.args[0] if exc.args else exc, file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader stopped early (``| head``): not an error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so the exit flush is quiet
        return 1


if __name__ == "__main__":
    sys.exit(main())
