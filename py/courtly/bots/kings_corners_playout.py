"""A fast Kings Corners table for the bots: the quick policy's greedy turn and playouts.

Cards are numbers 0..51 (the engine's ``DECK`` order) and a pile is only what the rules
read of it, ``[bottom, top]`` (a build reads the top, a pile move the bottom), so a
playout to the end of a hand costs a fraction of a millisecond.

The greedy turn is the quick bot's policy (rules §3, one play at a time, best first):
a King to an empty corner; the highest card that builds on a pile; a whole side pile onto
a pile it fits (or a King-based one into an empty corner), which empties a side space;
the highest card into an empty side space; and the turn ends when none is left.
"""
from __future__ import annotations

from ..games.kings_corners import CORNERS, DECK, KING, KING_PENALTY, PILES, RANK, RED, SIDES, code_of

CARD = {c: i for i, c in enumerate(DECK)}
RANKS = tuple(RANK[c] for c in DECK)
PENALTY = tuple(KING_PENALTY if r == KING else 1 for r in RANKS)
# the two cards each card may be built on: one rank higher, the other colour
PARENTS = tuple(tuple(j for j, d in enumerate(DECK) if RANKS[j] == RANKS[i] + 1 and RED[d] != RED[c])
                for i, c in enumerate(DECK))
SIDE = tuple(PILES.index(p) for p in SIDES)
CORNER = tuple(PILES.index(p) for p in CORNERS)


def table(piles) -> list:
    """The engine's piles as ``[bottom, top]`` pairs (``None`` for an empty space)."""
    return [[CARD[p[0]], CARD[p[-1]]] if p else None for p in piles]


def hand_of(cards) -> list[int]:
    """A hand, highest rank first (the order the greedy turn tries cards in)."""
    return sorted((CARD[c] for c in cards), key=lambda i: (-RANKS[i], i))


def add(hand: list[int], card: int) -> None:
    """Put a drawn card where ``hand_of`` would have it (rank down, then the pack's order),
    so a playout's choices are the quick bot's own, which reads its hand afresh each play."""
    r = RANKS[card]
    for k, x in enumerate(hand):
        if RANKS[x] < r or RANKS[x] == r and x > card:
            hand.insert(k, card)
            return
    hand.append(card)


def greedy_play(piles: list, hand: list[int], tops: dict) -> tuple | None:
    """Make the quick policy's next play on the table (mutated); ``None`` when it ends the
    turn.  Returns ``(card, pile)`` for a hand card or ``("pile", from, to)``."""
    for k, c in enumerate(hand):
        if RANKS[c] == KING:
            for i in CORNER:
                if piles[i] is None:
                    piles[i] = [c, c]
                    tops[c] = i
                    del hand[k]
                    return c, i
    for k, c in enumerate(hand):
        for parent in PARENTS[c]:
            i = tops.get(parent)
            if i is not None:
                piles[i][1] = c
                del tops[parent]
                tops[c] = i
                del hand[k]
                return c, i
    for s in SIDE:
        moving = piles[s]
        if moving is None:
            continue
        bottom = moving[0]
        if RANKS[bottom] == KING:
            for t in CORNER:
                if piles[t] is None:
                    piles[t], piles[s] = moving, None
                    tops[moving[1]] = t
                    return "pile", s, t
            continue
        for parent in PARENTS[bottom]:
            t = tops.get(parent)
            if t is not None and t != s:
                piles[t][1] = moving[1]
                del tops[parent]
                tops[moving[1]] = t
                piles[s] = None
                return "pile", s, t
    for s in SIDE:
        if piles[s] is None:
            c = hand.pop(0)
            piles[s] = [c, c]
            tops[c] = s
            return c, s
    return None


def greedy_turn(piles: list, hand: list[int]) -> bool:
    """Play a whole quick turn; True when the hand is emptied."""
    tops = {p[1]: i for i, p in enumerate(piles) if p is not None}
    while hand:
        if greedy_play(piles, hand, tops) is None:
            return False
    return True


def notation(play: tuple) -> str:
    """A play of ``greedy_play`` in the engine's notation (``8H-N``, ``W-E``)."""
    if play[0] == "pile":
        return f"{PILES[play[1]]}-{PILES[play[2]]}"
    return f"{code_of(DECK[play[0]])}-{PILES[play[1]]}"


def playout(piles: list, hands: list[list[int]], stock: list[int], mover: int, draw_first: bool,
            moved: bool = True, idle: int = 0, limit: int = 400) -> tuple[int | None, list[int], int]:
    """Quick turns from the end of ``mover``'s plays to the end of the hand (rules §3, §8):
    ``(seat that went out or None, penalties, turns played)``.  ``moved``: a card moved in the
    mover's turn; ``idle``: the finished turns before it in which none did (the hand ends in
    a stalemate once a whole lap passes so).  Everything passed is consumed."""
    n = len(hands)
    who, turn = mover, 0
    while turn < limit:
        drew = not draw_first and bool(stock)  # the turn ends by drawing, while the stock lasts
        if drew:
            add(hands[who], stock.pop())
        idle = 0 if moved or drew else idle + 1
        if idle >= n:
            break
        who, turn = (who + 1) % n, turn + 1
        drawn = draw_first and bool(stock)  # or it begins by drawing
        if drawn:
            add(hands[who], stock.pop())
        before = len(hands[who])
        if greedy_turn(piles, hands[who]):
            return who, [0 if i == who else sum(PENALTY[c] for c in h) for i, h in enumerate(hands)], turn
        moved = drawn or len(hands[who]) != before  # a pile move is always followed by a card into its space
    return None, [sum(PENALTY[c] for c in h) for h in hands], turn
