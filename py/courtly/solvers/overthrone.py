"""Overthrone solver: the least score a deal allows, by iterative deepening on the score.

The search runs on a compact mutable copy of the position: cards are codes
``suit * 13 + rank - 1`` (suits in ``CDHS`` order) and the Jester is 52; a foundation is
named by its suit (which pile a suit occupies never matters to the rules), and all the
rules need of it is its top: 0 for no foundation, a rank, or ``JESTER_TOP``.  Only the
ruler matters on the throne.

Drawing is always done at once: a card in hand can do everything it could do from the
draw pile and more, and the pile's order is fixed, so drawing early never loses anything.

Perfect games seldom discard much, so ``solve`` first looks for one by limited-discrepancy
search (depth-first with at most ``k`` departures from the move order: plays on
foundations, overthrows, new foundations, the Jester, discards), in which a card may be
discarded only while the Jester can still bring it back, and at most ``LDS_DISCARDS``
lie there at once; only then does it run the exact search.

``within(limit, cap)`` asks "can the game end with at most ``limit`` cards discarded?"
(the hand is empty at the end).  It prunes on discards that can never come back: once
the Jester is covered or discarded, nothing leaves the discard pile again.  While the
Jester may still reopen the pile, the pile itself (order included) is part of the
position, and at most ``cap`` cards may lie there; ``solve`` raises the cap while it
cut the search and otherwise the limit, 0, 1, 2, ..., so the first limit met is the
proven best score.  Positions are remembered with the largest allowance they failed with.
"""
from __future__ import annotations

from ..core.cards import SUITS, code_of, rank_of, suit_of
from ..games.overthrone import FOUNDATIONS, HAND_SLOTS
from .search import NOT_WINNABLE, UNKNOWN, WINNABLE, Budget, OutOfBudget, Verdict, replay_line

JESTER = 52
JESTER_TOP = 14
JACK, QUEEN, KING = 11, 12, 13
ACE_HIGH = 14
HAND, PILE = 0, 1                    # where a moved card comes from (the pile: the discard top)
THRONE, DISCARD, DRAW = 4, 5, 6      # targets besides the suits 0..3
BIG = 1 << 30
ALL = 53          # a limit and a cap that never bind
LDS_SHARE = 0.5   # of the budget, at most, for the limited-discrepancy look for a Perfect game
LDS_DISCARDS = 5  # cards that look may leave on the discard pile (found best on seeds 0-599)


def code(cid: str) -> int:
    if code_of(cid) == "X1":
        return JESTER
    return SUITS.index(suit_of(cid)) * 13 + rank_of(cid) - 1


class Search:
    """Depth-first searches from one position, with undo."""

    def __init__(self, game, state, budget: Budget):
        self.budget = budget
        self.size = state.hand_size
        self.ruler = code(state.throne[-1])
        self.tops = [0, 0, 0, 0]
        self.dead_jester = False  # the Jester lies under a card on a foundation
        for cards in state.foundations:
            if cards:
                suit = SUITS.index(suit_of(cards[0]))
                top = cards[-1]
                self.tops[suit] = JESTER_TOP if code(top) == JESTER else rank_of(top)
                if any(code(c) == JESTER for c in cards[:-1]):
                    self.dead_jester = True
        self.hand = [code(c) for c in state.hand if c]
        self.bits = 0  # the hand as a bitmask, for ``key``
        self.stream = [code(c) for c in reversed(state.draw)]  # top first
        self.n = len(self.stream)
        self.jester_at = self.stream.index(JESTER) if JESTER in self.stream else -1
        self.p = 0
        self.final = 0
        self.discard = [code(c) for c in state.discard]
        self.path: list[tuple[int, int, int]] = []
        self.failed_alive: dict = {}  # cleared whenever the limit changes
        self.failed_dead: dict = {}
        self.limited: dict = {}
        self.capped = False
        self.hold_when_drawn = False  # ``prove``: no discard once the draw pile is empty (``within``)
        self.opening: list[tuple[int, int, int]] = []
        while len(self.hand) < self.size and self.p < self.n:  # fill the empty slots first
            self.hand.append(self.stream[self.p])
            self.p += 1
            self.opening = [(HAND, -1, DRAW)]
        for x in self.hand:
            self.bits |= 1 << x

    # --- the rules on the compact position ----------------------------------------------
    def jester_alive(self) -> bool:
        """The Jester can still open the discard pile: in hand, still to draw, or on top."""
        return self.p <= self.jester_at or JESTER in self.hand or JESTER_TOP in self.tops

    def pile_stuck(self) -> bool:
        """Can a card on the discard pile never come back, so that no Perfect game is left?

        A card leaves the pile only from its top, while the Jester tops a foundation (rules
        §2), to a foundation of its own suit or, a court, to the throne (§3, §4).  A card of
        the Jester's foundation's suit has no other foundation (a suit in use starts none),
        so, unless it is a court, it can leave only by covering the Jester, which closes the
        pile for good: it must be the pile's bottom card, the last to leave.  Until the
        Jester is played the pile only grows on top, so if every suit has such a card above
        the bottom, no foundation can take the Jester to any avail."""
        pile = self.discard
        if len(pile) < 2:
            return False
        plain = {x // 13 for x in pile[1:] if x != JESTER and x % 13 + 1 < JACK}
        if JESTER_TOP in self.tops:
            return self.tops.index(JESTER_TOP) in plain
        return len(plain) == 4

    def standing(self, suit: int) -> int:
        top = self.tops[suit]
        if top == 0 or top == JESTER_TOP:
            return 0
        return ACE_HIGH if top == 1 else top

    def overthrows(self, x: int) -> bool:
        """Court ``x`` may take the throne (rules §4)."""
        rank, power = x % 13 + 1, self.ruler % 13 + 1
        if rank == KING or rank == QUEEN and power <= QUEEN or rank == JACK and power == JACK:
            return True
        if rank == JACK and power == KING:
            return self.standing(x // 13) == ACE_HIGH
        return x // 13 != self.ruler // 13 and self.standing(x // 13) > self.standing(self.ruler // 13)

    def moves(self, allow_discard: bool) -> list[tuple[int, int, int]]:
        """Every move, in the search's order: plays on foundations (the discard top first,
        when the Jester opens the pile, then low cards before high), overthrows, new
        foundations, the Jester, discards (high cards outside the ruler's suit first: the
        ruler lets its own suit and Aces play, and a high card is the furthest from the
        low cards the plays take first)."""
        plays, starts, thrones, jester, discards = [], [], [], [], []
        tops = self.tops
        cards = [(HAND, x) for x in self.hand]
        if self.discard and JESTER_TOP in tops:
            cards.insert(0, (PILE, self.discard[-1]))
        # What a foundation accepts under the ruler (rules §3), read once for every card.
        ruler = self.ruler
        ruler_suit, power = ruler // 13, ruler % 13 + 1
        shown = {1 if t == JESTER_TOP else t for t in tops if t} if power >= QUEEN else ()
        for src, x in cards:
            if x == JESTER:  # on any foundation already started
                (jester if src == HAND else plays).extend((src, x, s) for s in range(4) if tops[s])
            else:
                suit, rank = x // 13, x % 13 + 1
                top = tops[suit]
                if top == 0:
                    (starts if src == HAND else plays).append((src, x, suit))
                elif (rank == 1 or suit == ruler_suit or rank in shown
                      or power == KING and abs(rank - (1 if top == JESTER_TOP else top)) == 1):
                    plays.append((src, x, suit))
                if rank >= JACK and self.overthrows(x):
                    thrones.append((src, x, THRONE))
            if allow_discard and src == HAND:
                discards.append((HAND, x, DISCARD))
        if len(plays) > 1:
            plays.sort(key=_play_order)
        if len(discards) > 1:
            discards.sort(key=lambda m: (m[1] // 13 == ruler_suit, m[1] % 13 == 0, -(m[1] % 13)))
        return plays + thrones + starts + jester + discards

    def do(self, move):
        src, x, t = move
        if src == PILE:
            self.discard.pop()
        else:
            self.hand.remove(x)
            self.bits ^= 1 << x
        if t == DISCARD:
            self.discard.append(x)
            before = None
        elif t == THRONE:
            before, self.ruler = self.ruler, x
        else:
            before = self.tops[t]
            self.tops[t] = JESTER_TOP if x == JESTER else x % 13 + 1
        drew = src == HAND and self.p < self.n
        if drew:
            y = self.stream[self.p]
            self.hand.append(y)
            self.bits |= 1 << y
            self.p += 1
        return before, drew

    def undo(self, move, token) -> None:
        src, x, t = move
        before, drew = token
        if drew:
            self.p -= 1
            y = self.stream[self.p]
            self.hand.remove(y)
            self.bits ^= 1 << y
        if t == DISCARD:
            self.discard.pop()
        elif t == THRONE:
            self.ruler = before
        else:
            self.tops[t] = before
        if src == PILE:
            self.discard.append(x)
        else:
            self.hand.append(x)
            self.bits |= 1 << x

    def key(self, alive: bool):
        """The position as small integers (cheap to hash in Pyodide too): the hand, the
        draw count, the ruler and the four tops; while the Jester lives, the discard pile."""
        hand = self.bits
        tops = self.tops
        base = (hand & 0x3FFFFFFF, hand >> 30 | self.p << 24,
                self.ruler | tops[0] << 6 | tops[1] << 10 | tops[2] << 14 | tops[3] << 18)
        return (base, tuple(self.discard)) if alive else base

    # --- the search ---------------------------------------------------------------------
    def within(self, limit: int, cap: int) -> bool:
        """True (with ``path`` holding the line) if the game can end with score <= ``limit``.

        While the Jester may still reopen the discard pile, at most ``cap`` cards may lie
        there; ``capped`` is set when that bound cut the search (so a failure proves
        nothing beyond the cap)."""
        self.budget.spend()
        alive = not self.dead_jester and self.jester_alive()
        lost = 0 if alive else len(self.discard)
        if lost > limit or limit == 0 and alive and self.pile_stuck():
            return False
        allowance = (cap - len(self.discard)) if alive else limit - lost
        key = self.key(alive)
        table = self.failed_alive if alive else self.failed_dead
        seen = table.get(key)
        if seen is not None and seen[0] >= allowance:
            self.capped |= seen[1]
            return False
        may_discard = (len(self.discard) < cap) if alive else allowance > 0
        # Once the draw pile is empty a Perfect game needs no discard: kept in hand, the card
        # can be played whenever it could have left the pile, it covers no card there, and
        # the slot it would free can no longer be filled.
        held = self.hold_when_drawn and limit == 0 and self.p >= self.n
        moves = self.moves(may_discard and not held)
        if not moves:  # over if the hand is empty, else stuck under the limit
            if alive and self.hand and not may_discard:
                self.capped = True
            self.final = len(self.discard)
            return not self.hand and self.final <= limit
        outer, self.capped = self.capped, alive and not may_discard and bool(self.hand)
        for move in moves:
            covered = move[2] < 4 and self.tops[move[2]] == JESTER_TOP
            token = self.do(move)
            self.path.append(move)
            dead = self.dead_jester
            self.dead_jester = dead or covered
            if self.within(limit, cap):
                return True
            self.dead_jester = dead
            self.path.pop()
            self.undo(move, token)
        capped = self.capped
        # alive: exhaustive failures hold for any cap (for this limit); dead: for this allowance
        table[key] = (BIG if alive and not capped else allowance, capped)
        self.capped = outer or capped
        return False


    def perfect_lds(self, k: int) -> bool:
        """A Perfect game departing from the move order at most ``k`` times (``capped`` is
        set when that bound cut the search)."""
        self.budget.spend()
        alive = not self.dead_jester and self.jester_alive()
        if self.discard and (not alive or self.pile_stuck()):  # some cards can never leave the pile
            return False
        key = self.key(alive)
        if self.limited.get(key, -1) >= k:
            self.capped = True
            return False
        may_discard = alive and len(self.discard) < LDS_DISCARDS
        moves = self.moves(may_discard)
        if may_discard and JESTER in self.hand:  # a discarded Jester never comes back
            moves.remove((HAND, JESTER, DISCARD))
        if not moves:
            return not self.hand and not self.discard
        for i, move in enumerate(moves):
            if i > k:
                self.capped = True
                break
            covered = move[2] < 4 and self.tops[move[2]] == JESTER_TOP
            token = self.do(move)
            self.path.append(move)
            dead = self.dead_jester
            self.dead_jester = dead or covered
            if self.perfect_lds(k - (i > 0)):
                return True
            self.dead_jester = dead
            self.path.pop()
            self.undo(move, token)
        self.limited[key] = k
        return False


def _play_order(move) -> tuple[bool, int]:
    """The discard top first (it is the only card there that can move), then low ranks."""
    return move[0] != PILE, move[1] % 13


def notation(game, state, move) -> list[str]:
    """The engine's move strings for an internal move (with the draw that follows it)."""
    src, x, t = move
    if t == DRAW:
        return ["draw"]
    if src == PILE:
        out = "discard"
    else:
        slot = next(s for s, c in zip(HAND_SLOTS, state.hand) if c and code(c) == x)
        out = slot
    if t == THRONE:
        dst = "throne"
    elif t == DISCARD:
        dst = "discard"
    else:
        suit = SUITS[t]
        piles = [p for p, cards in zip(FOUNDATIONS, state.foundations) if cards and suit_of(cards[0]) == suit]
        dst = piles[0] if piles else next(p for p, c in zip(FOUNDATIONS, state.foundations) if not c)
    moves = [f"{out}-{dst}"]
    if src == HAND and state.draw:
        moves.append("draw")
    return moves


def to_line(game, state, path) -> list[str]:
    line, current = [], state
    for move in path:
        for text in notation(game, current, move):
            line.append(text)
            current = game.apply(current, text)
    return line


def solve(game, state, node_budget: int) -> Verdict:
    """Whether ``state`` allows a Perfect score, and the best score found (proven when the
    search for every lower score completed), with its line replayed through the engine."""
    budget = Budget(node_budget)
    if game.outcome(state) is not None:
        score = game.score(state)
        return Verdict(WINNABLE if score == 0 else NOT_WINNABLE, [], best=score, proven=True)
    search = Search(game, state, budget)
    best_line, best, proven = None, None, False
    limit, cap = 0, 0
    try:
        # The policy's own game (the first leaf of an unbounded search) is the first answer.
        search.path = list(search.opening)
        search.within(ALL, ALL)
        best_line, best = list(search.path), search.final
        known, search = search.failed_dead, Search(game, state, budget)  # back to the start
        search.failed_dead = known
        if best > 0:  # a quick look for a Perfect game near the move order
            budget.limit = max(1, int(node_budget * LDS_SHARE))
            try:
                k = 0
                while True:
                    search.path, search.capped = list(search.opening), False
                    if search.perfect_lds(k):
                        best_line, best = list(search.path), 0
                        break
                    if not search.capped:
                        break
                    k += 1
            except OutOfBudget:
                pass
            budget.limit = node_budget
            search = Search(game, state, budget)
            search.failed_dead = known
        while limit < best:
            search.path, search.capped = list(search.opening), False
            if search.within(limit, max(cap, limit)):
                best_line, best = list(search.path), limit
                break
            if search.capped:
                cap += 1
            else:
                limit += 1
                search.failed_alive.clear()
        proven = True
    except OutOfBudget:
        pass
    if best_line is None:
        return Verdict(UNKNOWN, nodes=budget.used)
    status = WINNABLE if best == 0 else NOT_WINNABLE if limit > 0 else UNKNOWN
    line = to_line(game, state, best_line)
    outcome = game.outcome(replay_line(game, state, line)[-1])
    if outcome is None or outcome["scores"][0] != best:
        raise AssertionError("the solver's line does not end with the score it promised")
    return Verdict(status, line, best=best, proven=proven, nodes=budget.used)


def prove(game, state, node_budget: int) -> Verdict:
    """The exact search for a Perfect game alone, on the whole budget (``within(0, ALL)``: no
    look near the move order, no cap on the discard pile, no discard once the draw pile is
    empty), for offline runs with budgets far beyond the page's.  "Not winnable" proves
    that no line ends with a Perfect score (the best score is then unknown, only at least 1)."""
    budget = Budget(node_budget)
    if game.outcome(state) is not None:
        score = game.score(state)
        return Verdict(WINNABLE if score == 0 else NOT_WINNABLE, [], best=score, proven=True)
    search = Search(game, state, budget)
    search.path = list(search.opening)
    search.hold_when_drawn = True
    try:
        found = search.within(0, ALL)
    except OutOfBudget:
        return Verdict(UNKNOWN, nodes=budget.used)
    if not found:
        return Verdict(NOT_WINNABLE, nodes=budget.used)
    line = to_line(game, state, search.path)
    outcome = game.outcome(replay_line(game, state, line)[-1])
    if outcome is None or outcome["scores"][0] != 0:
        raise AssertionError("the solver's line does not end with a Perfect score")
    return Verdict(WINNABLE, line, best=0, proven=True, nodes=budget.used)
