"""Kings Corners bots.

* quick: one play at a time, greedily (``kings_corners_playout.greedy_play``): a King to a
  corner, the highest card that builds, a pile moved to empty a side space, the highest card
  into an empty side space; then the turn ends with the draw.
* strong: searches the whole turn.  Every play uses only what the mover sees (its hand and
  the piles), so every distinct end of turn reachable by a sequence of plays is listed
  (``turn_ends``, depth first within a node budget).  The ends that shed the most cards (and
  those up to two cards short: a card held back is a top the next players cannot build on,
  and a King held back opens no corner for their Queens) are then played out to the end of
  the hand on sampled hidden deals (``game.shuffle_hidden``) with the quick policy for every
  seat, keeping the better half after each round of playouts; the first play of the end that
  wins most often is made, and the next call plans again from there.  Only going out first
  wins a hand, and at four seats the win between two ends often differs by a few points, so
  the playouts are many (rounds of 24 common deals, a budget of quick turns played out).
"""
from __future__ import annotations

from ..core import Rng
from ..games.kings_corners import CORNERS, PILE_INDEX, RANK, SIDES, penalty
from . import kings_corners_playout as fast
from .search import best

NODE_BUDGET = 600        # distinct end-of-turn tables listed per decision
SLACK = 2                # ends this many cards short of the most shed are still played out
CANDIDATES = 16
ROUND_DEALS = 24         # sampled deals per round of playouts, met by every surviving end
TURN_BUDGET = 4500       # quick turns played out per decision, each playout counting 2 more;
#                          sized so a strong move stays under 200 ms (p95) in the browser
PLAYOUT_COST = 2         # for dealing the hands out (a short playout still costs that)
GONE_OUT = 1000.0
GAP = 1.5                # an empty side space left to the next player: worth a card to them
SIDE = tuple(PILE_INDEX[p] for p in SIDES)
CORNER = tuple(PILE_INDEX[p] for p in CORNERS)


def end_turn(legal: list[str]) -> str:
    return "draw" if "draw" in legal else "pass"


def quick(game, state, seat: int, legal: list[str], rng: Rng) -> str:
    # ``state`` is the determinized copy (as for every policy): plays read the mover's hand and the piles
    piles = fast.table(state.piles)
    play = fast.greedy_play(piles, fast.hand_of(state.hands[seat]),
                            {p[1]: i for i, p in enumerate(piles) if p is not None})
    return end_turn(legal) if play is None else fast.notation(play)


# --- the turn search -------------------------------------------------------------------

def step(piles: tuple, hand: tuple, kind: str, src: str, dst: str, card: str) -> tuple[tuple, tuple]:
    """The table after one play (no rule checks: ``game.plays`` listed it)."""
    out = list(piles)
    d = PILE_INDEX[dst]
    if kind == "pile":
        s = PILE_INDEX[src]
        out[d], out[s] = out[d] + out[s], ()
        return tuple(out), hand
    out[d] = out[d] + (card,)
    return tuple(out), tuple(c for c in hand if c != card)


def table_key(piles: tuple, hand: tuple) -> tuple:
    """Tables that differ only by which side space or which corner holds a pile play the same."""
    return tuple(sorted(piles[i] for i in SIDE)), tuple(sorted(piles[i] for i in CORNER)), hand


def turn_ends(game, piles: tuple, hand: tuple, budget: int = NODE_BUDGET) -> list[tuple]:
    """Distinct ends of turn ``(piles, hand, plays)`` reachable this turn, up to ``budget``.

    Depth first, likeliest plays first (cards before pile moves, builds before filling a side
    space), so the deep ends that shed most are found even when the budget cuts the search
    short.  It stops at once when a sequence empties the hand."""
    start = (piles, hand, ())
    found = {table_key(piles, hand): start}
    todo = [start]
    while todo and len(found) < budget:
        p, h, path = todo.pop()
        plays = game.plays(p, h)
        plays.sort(key=lambda r: (r[1] != "pile", r[1] == "space", RANK[r[4]]))  # popped last = first
        for move, kind, src, dst, card in plays:
            q, g = step(p, h, kind, src, dst, card)
            key = table_key(q, g)
            if key not in found:
                found[key] = node = (q, g, path + (move,))
                if not g:
                    return [node]
                todo.append(node)
    return list(found.values())


def shed_score(piles: tuple, hand: tuple, path: tuple) -> float:
    """Orders the ends: fewest cards, Kings shed, high ranks before low, no side space left
    empty, fewest plays."""
    if not hand:
        return GONE_OUT - 0.001 * len(path)
    gaps = sum(1 for i in SIDE if not piles[i])
    return (-len(hand) - 0.05 * penalty(hand) - 0.002 * sum(RANK[c] for c in hand)
            - GAP * gaps - 0.0001 * len(path))


def outcome_value(world, seat: int, went_out: int | None, penalties: list[int]) -> float:
    """A finished playout for ``seat``: the hand won (a share of it on a tie), and in a
    match also the penalty taken against the others'."""
    if went_out is not None:
        won = 1.0 if went_out == seat else 0.0
    else:
        low = min(penalties)
        tied = [i for i, p in enumerate(penalties) if p == low]
        won = 1.0 / len(tied) if seat in tied else 0.0
    if world.match:
        others = sum(p for i, p in enumerate(penalties) if i != seat) / (len(penalties) - 1)
        won += (others - penalties[seat]) / world.target
    return won


def play_out(world, seat: int, piles: tuple, hand: tuple) -> tuple[float, int]:
    """The value of one playout for ``seat`` and the turns it took (the search's cost)."""
    if not hand:
        return outcome_value(world, seat, seat, [0] * world.players), 0
    hands = [fast.hand_of(h) for h in world.hands]
    hands[seat] = fast.hand_of(hand)
    stock = [fast.CARD[c] for c in world.stock]
    went_out, penalties, turns = fast.playout(fast.table(piles), hands, stock, seat,
                                              world.draw_timing == "start",
                                              moved=world.moved or piles != world.piles, idle=world.idle)
    return outcome_value(world, seat, went_out, penalties), turns


def strong(game, state, seat: int, legal: list[str], rng: Rng, budget: int = TURN_BUDGET) -> str:
    """The first play of the end of turn that wins most often over sampled deals, within
    ``budget`` quick turns played out (``tests/bench/expert_trials.py`` tries more)."""
    world = state  # the determinized copy: the first sampled deal
    ends = turn_ends(game, world.piles, world.hands[seat])
    fewest = min(len(h) for _, h, _ in ends)
    ends = sorted(((shed_score(p, h, path), path, p, h) for p, h, path in ends if len(h) <= fewest + SLACK),
                  key=lambda e: (-e[0], e[1]))[:CANDIDATES]
    if len(ends) == 1 or not ends[0][3]:
        path = ends[0][1]
        return path[0] if path else end_turn(legal)
    # successive halving over common sampled deals: every end still in play meets the same
    # deals; the budget counts turns played out, so it costs alike at two seats and at four
    totals = {path: 0.0 for _, path, _, _ in ends}
    alive, spent, deals = ends, 0, [world]
    while len(alive) > 1 and spent < budget:
        deals += [game.shuffle_hidden(state, seat, rng) for _ in range(ROUND_DEALS - len(deals))]
        for _, path, p, h in alive:
            for d in deals:
                value, turns = play_out(d, seat, p, h)
                totals[path] += value
                spent += PLAYOUT_COST + turns
        deals = []
        if len(alive) > 2:
            alive = sorted(alive, key=lambda e: (-totals[e[1]] - 1e-6 * e[0], e[1]))[:(len(alive) + 1) // 2]
    path = best([(totals[e[1]] + 1e-6 * e[0], e[1]) for e in alive], rng)
    return path[0] if path else end_turn(legal)
