"""Royal Cotillion solver: search over the whole deal, hidden order included.

The search runs on a compact mutable copy of the position, with undo, rather than on
engine states: cards are codes ``row * 13 + rank - 1`` (the two copies of a card are
interchangeable), the Deck is a count per code (its slots never matter: every Deck card
is available), and the waste and the fresh pile are one *stream*, the waste's cards
bottom first then the fresh pile's top first, with a cursor between them: turning moves
the cursor, the waste is the set of streamed cards still lying there.  A position is then
named by the foundation heights, the Field heights, the cursor and that set, packed into
one integer.

Winning lines are nearly greedy: play what fits, but sometimes keep a Deck card back,
because every Deck play refills its slot from the waste top and *when* that happens
decides which waste card is saved.  So the search first follows greedy policies with
one-move rollouts (``probe``): four fixed ones, then the same four again with rollouts
shaken at random, which win different deals.  Then it runs limited-discrepancy search:
depth-first with at most ``k`` departures from the policy, for k = 0, 1, 2, ...  An
iteration that never needed its limit has looked at everything, which proves the deal lost.

A deal still undecided when that search has had ``DEPTH_FIRST_SHARE`` of the budget goes to a
beam search (``beam``), which wins different deals: the depth-first search departs from the
policy mostly near the start of the deal, while the beam keeps many positions all through
the middle game: after each card turned from the fresh pile, those whose policy rollout
puts the most cards home.  Its rollouts are shaken too, more gently than the probes' (one
choice in ``BEAM_SHAKE``), from a generator with a fixed seed, so its verdict reproduces.
The beam proves nothing lost: it drops positions unsearched.  When it runs out of
positions without a win (a position late in a lost game), what is left of the budget goes
to ``refute``: depth-first search with no limit on departures, which starts from every
position the interrupted search had refuted in full and can prove the position lost.

Pruning that such a proof relies on, each provably safe:

* the last copy of a card on a Field top goes home at once when its foundation wants it
  (any winning line plays that very card there, and playing it sooner changes no other
  move); once the fresh pile is spent the same holds for a last copy in the Deck or on
  the waste (a Deck play then only ever pulls the waste forward);
* sleep sets: after a move has been searched, its siblings do not try it again until a
  move that interferes with it has been made;
* a position lost with the same foundations, Field and cursor and a waste that is a
  subset of this one's (the rest in the Deck) proves this one lost: the other had only
  pulled more cards into the always-available Deck;
* a position whose Field no order can empty (``field_lock``) is lost: such a deal before any
  search, and a move that locks it is cut.
"""
from __future__ import annotations

from ..core.rng import Rng
from ..games.royal_cotillion import DECK, FIELD, FOUNDATIONS
from .field_lock import FieldLocks, field_lock
from .cotillion_codes import (FOUNDATION_BIT, FROM_DECK, FROM_FIELD, FROM_FRESH, FROM_WASTE, HOME_ALL, NEED, PLACE,
                              TURN, TURN_MOVE, code, independent)
from .search import NOT_WINNABLE, UNKNOWN, WINNABLE, Budget, OutOfBudget, Verdict, replay_line

# Greedy policies, as (soon, hold, deck_first): a waste card its foundation takes within
# ``soon`` cards is worth saving with a Deck play (see ``worth_saving``); ``hold`` keeps
# other Deck plays back until a turn; ``deck_first`` tries Deck plays before the other
# plays.  The discrepancy search follows SEARCH_POLICY.  The probes try four of the sixteen
# policies with soon 0-3: on seeds 0-299, each in turn won the most deals the ones before
# it had not.
SEARCH_POLICY = (2, True, False)
PROBE_POLICIES = ((0, True, True), (2, True, False), (0, True, False), (1, True, False))
PROBE_SHARE = 0.4  # of the budget, at most, for each probe
# Then shaken probes: the same policies in turn, each rollout taking another move than the
# policy's at one choice in SHAKE, from a generator seeded with the probe's number (so a
# verdict still reproduces).  All probes together stop at PROBE_PHASE of the budget; the
# discrepancy search, which alone can prove a position lost, has the rest.
SHAKEN_PROBES, SHAKE, PROBE_PHASE = 12, 4, 0.75
# The share of the budget for the probes and the discrepancy search together (at the shipped
# budget, the 100,000 nodes they had alone), the beam's nodes per position kept, and how
# often its rollouts are shaken.  The rest of the shipped budget, 150,000 nodes, keeps 30:
# on the first 100 default deals the depth-first search left unknown at 100,000 nodes,
# widths 12, 20, 30, 45 and 70 won 23, 29, 32, 23 and 22 (shaking one choice in 4, 6, 8
# or 20 at width 20: 27, 28, 29, 24; not shaking: 19).
DEPTH_FIRST_SHARE, BEAM_NODES_PER_WIDTH, BEAM_SHAKE = 0.4, 5_000, 8
# The beam orders its moves and plays its rollouts by a policy of its own, which saves a waste
# card only for the card its foundation wants next.  Of the 1,558 default deals 0-9999 that the
# depth-first search leaves to the beam, it wins 578 this way, against 555 with SEARCH_POLICY
# and 558 and 536 with the other probe policies; keeping at most 3 or 6 children of one
# position (for variety) won 520 and 552.
BEAM_POLICY = (0, True, False)
# A departure limit no line reaches (a deal has at most 180 moves): ``refute`` searches all.
EVERY_LINE = 1 << 30


class Search:
    """Searches from one position, with undo."""

    def __init__(self, state, budget: Budget):
        self.budget = budget
        self.classic = state.classic
        self.h = [len(f) for f in state.foundations]
        self.need = [NEED[f][h] for f, h in enumerate(self.h)]  # kept with ``h`` by do/undo
        self.cols = [[code(c) for c in col] for col in state.field]
        self.fh = [len(col) for col in state.field]
        self.stream = [code(c) for c in state.waste] + [code(c) for c in reversed(state.fresh)]
        self.n = len(self.stream)
        self.c = len(state.waste)
        self.waste = list(range(self.c))
        width = max(2, max(self.fh).bit_length())
        self.field_bit = [1 << (32 + width * i) for i in range(4)]
        self.cursor_bit = 1 << (32 + 4 * width)
        self.waste_shift = 32 + 4 * width + self.n.bit_length()
        self.bits = [1 << (self.waste_shift + i) for i in range(self.n + 1)]
        self.cnt = [0] * 52
        for cid in state.deck:
            if cid:
                self.cnt[code(cid)] += 1
        self.home = sum(self.h)
        key = sum(h * FOUNDATION_BIT[f] for f, h in enumerate(self.h))
        key += sum(h * self.field_bit[i] for i, h in enumerate(self.fh)) + self.c * self.cursor_bit
        self.key = key + sum(self.bits[i] for i in self.waste)
        self.lost: set[int] = set()
        self.lost_wastes: dict[int, list[int]] = {}
        self.limited: dict[int, int] = {}
        self.field_locks = FieldLocks()
        self.limit_hit = False
        self.path: list[tuple[int, int, int]] = []
        self.soon, self.hold, self.deck_first = SEARCH_POLICY
        self.rng: Rng | None = None  # set while a shaken probe or the beam runs
        self.shake = SHAKE

    # --- moves on the compact position ------------------------------------------------
    def settle(self) -> bool:
        """Classic rules turn the fresh top onto an emptied waste."""
        if self.classic and not self.waste and self.c < self.n:
            self.waste.append(self.c)
            self.key += self.bits[self.c] + self.cursor_bit
            self.c += 1
            return True
        return False

    def unsettle(self) -> None:
        self.c -= 1
        self.waste.pop()
        self.key -= self.bits[self.c] + self.cursor_bit

    def do(self, move):
        """Play ``move``; return what ``undo`` needs."""
        kind, where, f = move
        if kind == TURN:
            self.waste.append(self.c)
            self.key += self.bits[self.c] + self.cursor_bit
            self.c += 1
            return None
        self.h[f] += 1
        self.need[f] = NEED[f][self.h[f]]
        self.home += 1
        self.key += FOUNDATION_BIT[f]
        if kind == FROM_FIELD:
            self.fh[where] -= 1
            self.key -= self.field_bit[where]
            return None
        if kind == FROM_WASTE:
            w = self.waste.pop()
            self.key -= self.bits[w]
            return w, self.settle()
        if kind == FROM_FRESH:
            self.c += 1
            self.key += self.cursor_bit
            return None
        self.cnt[where] -= 1  # a Deck card: its slot takes the waste top, else the fresh top
        refill = -1
        if self.waste:
            refill = self.waste.pop()
            self.key -= self.bits[refill]
            self.cnt[self.stream[refill]] += 1
        elif self.c < self.n:
            self.cnt[self.stream[self.c]] += 1
            self.c += 1
            self.key += self.cursor_bit
            refill = -2
        return refill, self.settle()

    def undo(self, move, token) -> None:
        kind, where, f = move
        if kind == TURN:
            self.unsettle()  # the same bookkeeping: the cursor back, the waste top off
            return
        self.h[f] -= 1
        self.need[f] = NEED[f][self.h[f]]
        self.home -= 1
        self.key -= FOUNDATION_BIT[f]
        if kind == FROM_FIELD:
            self.fh[where] += 1
            self.key += self.field_bit[where]
        elif kind == FROM_WASTE:
            w, settled = token
            if settled:
                self.unsettle()
            self.waste.append(w)
            self.key += self.bits[w]
        elif kind == FROM_FRESH:
            self.c -= 1
            self.key -= self.cursor_bit
        else:
            refill, settled = token
            if settled:
                self.unsettle()
            if refill >= 0:
                self.cnt[self.stream[refill]] -= 1
                self.waste.append(refill)
                self.key += self.bits[refill]
            elif refill == -2:
                self.c -= 1
                self.key -= self.cursor_bit
                self.cnt[self.stream[self.c]] -= 1
            self.cnt[where] += 1

    def worth_saving(self, x: int) -> bool:
        """Is card ``x``, which a Deck play would pull from the waste, worth that play?

        Yes when one of its suit's foundations wants it within ``soon`` cards, and also
        when its twin cannot stand in for it: the twin is home already, or lies beneath it
        in the waste.  (Seeds 0–1199 at 100,000 nodes, before the shaken probes: 943 deals
        won against 907 with the first test alone.)"""
        r = x % 13 + 1
        for f in (2 * (x // 13), 2 * (x // 13) + 1):
            if 0 <= PLACE[f][r] - self.h[f] <= self.soon or PLACE[f][r] < self.h[f]:
                return True
        stream = self.stream
        return any(stream[i] == x for i in self.waste[:-1])

    def moves(self) -> list[tuple[int, int, int]]:
        """Every move, the greedy policy's choice first.

        The policy plays Field, waste and fresh cards at once, a Deck card when its
        foundation's next card is at hand or when the card its refill would save is
        wanted soon; otherwise it turns, holding the Deck card back."""
        first, eager, held = [], [], []
        h, fh, cols, cnt, stream = self.h, self.fh, self.cols, self.cnt, self.stream
        tops = [cols[i][fh[i] - 1] if fh[i] else -1 for i in range(4)]
        wtop = stream[self.waste[-1]] if self.waste else -1
        more = self.c < self.n
        ftop = stream[self.c] if more and not self.classic else -1
        pulled = wtop if wtop >= 0 else (stream[self.c] if more else -1)
        worth = None  # is the card a Deck play would pull worth it? (read once, when asked)
        for f, x in enumerate(self.need):
            if x < 0:
                continue
            if wtop == x:
                first.append((FROM_WASTE, 0, f))
            if ftop == x:
                first.append((FROM_FRESH, 0, f))
            if x in tops:
                for i in range(4):
                    if tops[i] == x:
                        first.append((FROM_FIELD, i, f))
            if cnt[x]:
                if worth is None:
                    worth = not self.hold or not more or (pulled >= 0 and self.worth_saving(pulled))
                nxt = NEED[f][h[f] + 1]
                if worth or nxt >= 0 and (cnt[nxt] or nxt == wtop or nxt == ftop or nxt == pulled or nxt in tops):
                    eager.append((FROM_DECK, x, f))
                else:
                    held.append((FROM_DECK, x, f))
        first = eager + first if self.deck_first else first + eager
        if more:
            first.append(TURN_MOVE)
        return first + held

    def forced(self):
        """A provably safe move, if any (see the module's notes)."""
        h, fh, cols, need = self.h, self.fh, self.cols, self.need
        for i in range(4):
            if fh[i]:
                x = cols[i][fh[i] - 1]
                f = x // 13 * 2
                if need[f] == x or need[f + 1] == x:
                    r = x % 13 + 1
                    for g in (f, f + 1):
                        if need[g] == x and PLACE[g ^ 1][r] < h[g ^ 1]:  # the other copy is home
                            return FROM_FIELD, i, g
        if self.c == self.n:  # the fresh pile is spent: no more turns
            for f in range(8):
                x = need[f]
                if x >= 0 and PLACE[f ^ 1][x % 13 + 1] < h[f ^ 1]:
                    if self.cnt[x]:
                        return FROM_DECK, x, f
                    if self.waste and self.stream[self.waste[-1]] == x:
                        return FROM_WASTE, 0, f
        return None

    def settle_forced(self, sleep=None):
        """Play every forced move; return them (for undo) and the filtered sleep set."""
        done = []
        move = self.forced()
        while move is not None:
            done.append((move, self.do(move)))
            self.path.append(move)
            if sleep:
                sleep = [z for z in sleep if independent(z, move)]
            move = self.forced()
        return done, sleep

    def unwind(self, done) -> None:
        for move, token in reversed(done):
            self.path.pop()
            self.undo(move, token)

    # --- the rollout probe --------------------------------------------------------------
    def rollout(self) -> tuple[int, list]:
        """Follow the policy to the end: (cards home, moves); the position is restored."""
        done = []
        try:
            while True:
                self.budget.spend()
                move = self.forced()
                if move is None:
                    options = self.moves()
                    if not options:
                        break
                    move = options[0]
                    if self.rng is not None and len(options) > 1 and not self.rng.below(self.shake):
                        move = options[1 + self.rng.below(len(options) - 1)]
                done.append((move, self.do(move)))
            return self.home, [m for m, _ in done]
        finally:
            for move, token in reversed(done):
                self.undo(move, token)

    def probe(self) -> bool:
        """Nested rollouts: at each step try every move, keep the best rollout's line.

        True (with ``path`` holding the line) on a win; the position is restored either way."""
        played = []
        try:
            best, line = self.rollout()
            while best < HOME_ALL and line:
                options = self.moves() if self.forced() is None else []
                for move in options if len(options) > 1 else ():
                    if move == line[0]:  # its rollout is the rest of the best line: known
                        continue
                    token = self.do(move)
                    try:
                        home, rest = self.rollout()
                    finally:
                        self.undo(move, token)
                    if home > best:
                        best, line = home, [move] + rest
                move = line.pop(0)
                played.append((move, self.do(move)))
            if best == HOME_ALL:
                self.path.extend(m for m, _ in played)
                self.path.extend(line)
                return True
            return False
        finally:
            for move, token in reversed(played):
                self.undo(move, token)

    # --- limited-discrepancy search ----------------------------------------------------
    def strands_field(self, move) -> bool:
        """Whether ``move``, just made, locked the Field (``field_lock``)."""
        if move[0] == TURN:
            return False
        f = move[2]
        return self.field_locks.sent_home(NEED[f][self.h[f] - 1], self.h,
                                          [col[:h] for col, h in zip(self.cols, self.fh)])

    def dominated(self, key: int) -> bool:
        """Lost already, or a lost position had this one's everything but a smaller waste."""
        if key in self.lost:
            return True
        wastes = self.lost_wastes.get(key & ((1 << self.waste_shift) - 1))
        if wastes:
            mine = key >> self.waste_shift
            for other in wastes:
                if other & mine == other:
                    return True
        return False

    def search(self) -> bool:
        """True (with ``path`` holding the line) if the position can be won, False if it is
        proven lost; ``OutOfBudget`` otherwise."""
        k = 0
        while True:
            self.limit_hit = False
            if self.lds(k, ()):
                return True
            if not self.limit_hit:
                return False
            k += 1

    def refute(self) -> bool:
        """Depth-first search with no limit on departures: every line is tried (or cut by
        the sound pruning above), so False proves the position lost."""
        return self.lds(EVERY_LINE, ())

    def lds(self, k: int, sleep) -> bool:
        """Depth-first with at most ``k`` departures from the policy's first choice."""
        self.budget.spend()
        done, sleep = self.settle_forced(sleep)
        if self.home == HOME_ALL:
            return True
        key = self.key
        if self.dominated(key):
            self.unwind(done)
            return False
        if self.limited.get(key, -1) >= k:
            self.limit_hit = True
            self.unwind(done)
            return False
        tried, complete, cut, outer = [], True, False, self.limit_hit
        moves = self.moves()
        if sleep:
            moves = [m for m in moves if m not in sleep]
        for i, move in enumerate(moves):
            if i > k:
                complete = False
                break
            token = self.do(move)
            if self.strands_field(move):
                self.undo(move, token)
                tried.append(move)
                continue
            self.path.append(move)
            child = [z for z in sleep if independent(z, move)] if sleep else []
            if tried:
                child += [z for z in tried if independent(z, move)]
            self.limit_hit = False
            if self.lds(k - (i > 0), child):
                return True
            self.path.pop()
            self.undo(move, token)
            if self.limit_hit:
                cut = True
            else:  # only a move refuted in full may sleep in its siblings
                tried.append(move)
        if complete and not cut:
            self.lost.add(key)
            self.lost_wastes.setdefault(key & ((1 << self.waste_shift) - 1), []).append(key >> self.waste_shift)
        else:
            self.limited[key] = k
        self.limit_hit = outer or not complete or cut
        self.unwind(done)
        return False

    # --- the beam search -------------------------------------------------------------
    def snapshot(self):
        return self.h[:], self.need[:], self.fh[:], self.c, self.waste[:], self.cnt[:], self.home, self.key

    def restore(self, snapshot) -> None:
        h, need, fh, self.c, waste, cnt, self.home, self.key = snapshot
        self.h, self.need, self.fh, self.waste, self.cnt = h[:], need[:], fh[:], waste[:], cnt[:]

    def beam(self, width: int) -> bool:
        """Breadth-first by cards turned, keeping ``width`` positions at each count.

        From each kept position, every position reachable without turning (forced moves
        played at once) is a step; each move from a step that turns a card (or plays the
        fresh top) yields a candidate, scored by the cards home at the end of the policy's
        rollout from it, then by the cards home now.  True (with ``path`` holding the line)
        on a win; False when every kept position has run out of moves.  A position seen
        once is never taken again: the key names the whole position."""
        frontier, seen = [(self.snapshot(), None)], set()
        while frontier:
            candidates = []
            for snapshot, line in frontier:
                steps = [(snapshot, line)]
                while steps:
                    snapshot, line = steps.pop()
                    self.restore(snapshot)
                    move = self.forced()
                    while move is not None:
                        self.budget.spend()
                        self.do(move)
                        line = (move, line)
                        move = self.forced()
                    if self.home == HOME_ALL:
                        return self.found(line, [])
                    for move in self.moves():
                        self.budget.spend()
                        turned = self.c
                        token = self.do(move)
                        if self.key not in seen:
                            seen.add(self.key)
                            if self.c == turned:
                                steps.append((self.snapshot(), (move, line)))
                            else:
                                home, rest = self.rollout()
                                if home == HOME_ALL:
                                    return self.found((move, line), rest)
                                candidates.append((-home, -self.home, len(candidates), self.snapshot(), (move, line)))
                        self.undo(move, token)
            candidates.sort()
            frontier = [(snapshot, line) for *_, snapshot, line in candidates[:width]]
        return False

    def found(self, line, rest) -> bool:
        """Set ``path`` to the linked ``line`` (newest move first) and then ``rest``."""
        moves = []
        while line is not None:
            move, line = line
            moves.append(move)
        self.path = moves[::-1] + rest
        return True


def exhaust(state, budget: Budget, proofs: Search) -> Search:
    """A fresh search of ``state`` that starts from what ``proofs``, an interrupted search of
    the same position, established: positions it refuted in full are lost whatever the
    limit (keys name positions alone, so they carry over)."""
    search = Search(state, budget)
    search.lost, search.lost_wastes = proofs.lost, proofs.lost_wastes
    return search


def notation(state, move) -> str:
    """The engine's move string for an internal move, in the engine position ``state``."""
    kind, where, f = move
    if kind == TURN:
        return "turn"
    dst = FOUNDATIONS[f]
    if kind == FROM_FIELD:
        return f"{FIELD[where]}-{dst}"
    if kind == FROM_WASTE:
        return f"waste-{dst}"
    if kind == FROM_FRESH:
        return f"fresh-{dst}"
    for slot, cid in zip(DECK, state.deck):
        if cid and code(cid) == where:
            return f"{slot}-{dst}"
    raise AssertionError("the solver's Deck differs from the engine's")


def solve(game, state, node_budget: int) -> Verdict:
    """Whether ``state`` can be won, with a winning line replayed through the engine."""
    budget = Budget(node_budget)
    if game.won(state):
        return Verdict(WINNABLE, [], nodes=0)
    if game.outcome(state) is not None or field_lock(state):  # blocked, or the Field is locked
        return Verdict(NOT_WINNABLE, [], nodes=0)
    search = Search(state, budget)
    found = False
    depth_first = max(1, int(node_budget * DEPTH_FIRST_SHARE))
    phase_end = max(1, int(depth_first * PROBE_PHASE))
    for n in range(len(PROBE_POLICIES) + SHAKEN_PROBES):
        if found or budget.spent >= phase_end:
            break
        search.soon, search.hold, search.deck_first = PROBE_POLICIES[n % len(PROBE_POLICIES)]
        search.rng = Rng.from_seed(n) if n >= len(PROBE_POLICIES) else None
        budget.limit = min(phase_end, budget.spent + max(1, int(depth_first * PROBE_SHARE)))
        try:
            found = search.probe()
        except OutOfBudget:
            pass
    search.rng = None
    search.soon, search.hold, search.deck_first = SEARCH_POLICY
    budget.limit = depth_first
    try:
        found = found or search.search()
    except OutOfBudget:
        budget.spent = budget.used
        budget.limit = node_budget
        if budget.spent >= node_budget:
            return Verdict(UNKNOWN, nodes=budget.used)
        proofs = search
        search = Search(state, budget)  # the interrupted search left its copy mid-line
        search.rng, search.shake = Rng.from_seed(0), BEAM_SHAKE
        search.soon, search.hold, search.deck_first = BEAM_POLICY
        try:
            found = search.beam(max(2, (node_budget - budget.spent) // BEAM_NODES_PER_WIDTH))
            if not found:  # the beam proves nothing (it dropped positions unsearched): what
                search = exhaust(state, budget, proofs)  # it left over goes to a proof
                found = search.refute()
        except OutOfBudget:
            return Verdict(UNKNOWN, nodes=budget.used)
    if not found:
        return Verdict(NOT_WINNABLE, nodes=budget.used)
    return won(game, state, search, budget)


def won(game, state, search: Search, budget: Budget) -> Verdict:
    """The verdict for the winning line in ``search.path``, replayed through the engine."""
    line, current = [], state
    for move in search.path:
        line.append(notation(current, move))
        current = game.apply(current, line[-1])
    if not game.won(replay_line(game, state, line)[-1]):
        raise AssertionError("the solver's winning line does not win on the engine")
    return Verdict(WINNABLE, line, nodes=budget.used)


def prove(game, state, node_budget: int) -> Verdict:
    """``refute`` alone on the whole budget, for offline runs with budgets far beyond the
    page's: no probes and no beam, which prove nothing lost (the beam takes most of
    ``solve``'s budget and, from a deal's start, never runs dry).  "Not winnable" is a proof;
    a line found on the way is a win like any other."""
    budget = Budget(node_budget)
    if game.won(state):
        return Verdict(WINNABLE, [], nodes=0)
    if game.outcome(state) is not None or field_lock(state):
        return Verdict(NOT_WINNABLE, [], nodes=0)
    search = Search(state, budget)
    try:
        found = search.refute()
    except OutOfBudget:
        return Verdict(UNKNOWN, nodes=budget.used)
    return won(game, state, search, budget) if found else Verdict(NOT_WINNABLE, nodes=budget.used)
