"""Full-information solvers for the two solitaires: is this deal winnable, and how?

>>> from courtly.games import get
>>> game = get("royal-cotillion")
>>> verdict = solve(game, game.new(11))
>>> verdict.status, len(verdict.line) > 100
('winnable', True)
>>> hint(game, game.new(11))["move"] == verdict.line[0]
True

A solver reads the real hidden order (it answers "can this deal be won?", not "what
would a player guess?").  Budgets count search nodes, never seconds, so every answer
reproduces; when a budget runs out the answer is "unknown", never a guess.
"""
from __future__ import annotations

from itertools import count

from ..core.language import _
from ..games import get
from . import overthrone, royal_cotillion
from .search import NOT_WINNABLE, UNKNOWN, WINNABLE, Verdict, replay_line

SOLVERS = {"royal-cotillion": royal_cotillion.solve, "overthrone": overthrone.solve}
# Offline only: the one search of each solver that can prove a deal lost, on the whole budget.
PROVERS = {"royal-cotillion": royal_cotillion.prove, "overthrone": overthrone.prove}
# Nodes for about a second of CPython (``solve``; Royal Cotillion: 100,000 for the
# depth-first search, then 150,000 for the beam), and for hints, which run in the browser's
# Pyodide at roughly half that speed and must answer within a second (the same solver, its
# phases sharing the smaller budget in the same proportions).
SOLVE_BUDGET = {"royal-cotillion": 250_000, "overthrone": 160_000}
HINT_BUDGET = {"royal-cotillion": 40_000, "overthrone": 50_000}

# The last decided line, position by position, so a player who follows the hints gets
# each next one at once.
_known: dict = {}


def _game(game):
    return get(game) if isinstance(game, str) else game


def solver_for(game):
    try:
        return SOLVERS[game.id]
    except KeyError:
        raise KeyError(f"no solver for {game.id!r}; solvers exist for {', '.join(SOLVERS)}") from None


def solve(game, state, node_budget: int | None = None) -> Verdict:
    """The verdict on ``state``: status, a winning (or best) line, the best score."""
    game = _game(game)
    run = solver_for(game)
    return run(game, state, SOLVE_BUDGET[game.id] if node_budget is None else node_budget)


def prove(game, state, node_budget: int) -> Verdict:
    """Try to prove ``state`` lost (Overthrone: that no Perfect game is left) with the
    exhaustive search alone; for offline runs (``python -m courtly solve --prove``)."""
    game = _game(game)
    solver_for(game)
    return PROVERS[game.id](game, state, node_budget)


def hint(game, state, budget: int | None = None) -> dict:
    """The next move on a winning line from ``state`` (or, for Overthrone, on the
    best-scoring line found): ``{"move", "status", "best", "proven"}``; ``move`` is None when
    the game is over or no line was found within the budget, and ``proven`` says whether
    ``best`` is the best score the deal allows or only the best line found."""
    game = _game(game)
    solver_for(game)
    if game.outcome(state) is not None:
        verdict = solve(game, state, 1)
        return {"move": None, "status": verdict.status, "best": verdict.best, "proven": verdict.proven}
    known = _known.get(state)
    if known is None:
        verdict = solve(game, state, HINT_BUDGET[game.id] if budget is None else budget)
        known = (verdict.status, verdict.best, verdict.proven, list(verdict.line))
        if verdict.line and (verdict.status == WINNABLE or verdict.proven):
            _remember(game, state, known)
    status, best, proven, line = known
    return {"move": line[0] if line else None, "status": status, "best": best, "proven": proven}


def _remember(game, state, known) -> None:
    status, best, proven, line = known
    _known.clear()
    for i, position in enumerate(replay_line(game, state, line)):
        _known[position] = (status, best, proven, line[i:])


def winnable_seed(game, options: dict | None = None, start_seed: int = 0,
                  budget: int | None = None, tries: int = 1000) -> int:
    """The first seed from ``start_seed`` on whose deal is proven winnable.

    Seeds in the precomputed lists (``winnable_seeds``) answer at once; beyond them the
    solver decides each deal (``budget`` nodes each), at most ``tries`` deals."""
    from .winnable_seeds import listed_next, listed_range
    game = _game(game)
    solver_for(game)
    options = game.resolve_options(options)
    listed = listed_next(game.id, options, start_seed)
    if listed is not None:
        return listed
    first = start_seed
    known = listed_range(game.id, options)
    if known and known[0] <= start_seed < known[1]:
        first = known[1]  # the list has no winnable deal after start_seed: go on beyond it
    for seed in count(first):
        if seed >= first + tries:
            raise ValueError(_("no proven winnable deal among seeds {first} to {last}", first=first, last=seed - 1))
        verdict = solve(game, game.new(seed, 1, options), budget)
        if verdict.status == WINNABLE:
            return seed
    raise AssertionError("unreachable")


def random_winnable(game, options: dict, pick: int) -> int:
    """A proven-winnable deal chosen by ``pick`` (a random number): from the shipped list, at
    ``pick``'s place in it, or else the first deal the solver proves from ``pick`` on."""
    from .winnable_seeds import LISTS, listed_next, variant
    entry = LISTS.get(variant(game.id, options))
    if entry:
        first, deals, _ = entry
        seed = listed_next(game.id, options, first + pick % deals) or listed_next(game.id, options, first)
        if seed is not None:
            return seed
    return winnable_seed(game, options, pick, tries=40)


__all__ = ["HINT_BUDGET", "NOT_WINNABLE", "PROVERS", "SOLVE_BUDGET", "SOLVERS", "UNKNOWN", "WINNABLE",
           "Verdict", "hint", "prove", "random_winnable", "solve", "winnable_seed"]
