"""Royal Cotillion positions the Field alone makes unwinnable, whatever the rest holds.

Two rules of ``py/rules/royal-cotillion.md`` decide it.  A foundation takes one copy of
each rank of its suit, in its fixed order (§1: A 3 5 … on the Ace-based, 2 4 6 … on the
Two-based), so of a card's two copies one goes to each foundation of its suit.  And a Field
column gives up its cards front first and is never refilled (§1, RC-5).  In a won game every
Field card goes home, so there is a *split* (which foundation each Field card goes to: two
copies in the Field to different ones, a card whose twin is already home to the other) under
which the Field's cards leave in an order with the front of a column before the card behind
it and a lower place on a foundation before a higher one.  When every split asks for a
cycle, no line wins: the Deck, the waste and the fresh pile, taken as available at any
moment, cannot help.

>>> from courtly.games import get
>>> game = get("royal-cotillion")
>>> field_lock(game.new(58, 1, {"classic": True}))   # F4: 3D 7D QC, F3: 3D JS 5D (fronts last)
True
>>> field_lock(game.new(11))
False
>>> locked_core(game.new(58, 1, {"classic": True}))
[[], [], ['3D-0', '5D-1'], ['3D-1', '7D-0']]
"""
from __future__ import annotations

from .cotillion_codes import PLACE, code


def open_to(x: int, heights: list[int]) -> tuple[int, ...]:
    """The foundations card ``x`` may still go to: those of its suit that have not passed its rank."""
    f, rank = 2 * (x // 13), x % 13 + 1
    return tuple(g for g in (f, f + 1) if PLACE[g][rank] >= heights[g])


def field_locked(heights: list[int], columns: list[list[int]]) -> bool:
    """Whether every split of the Field's cards asks for a cycle.

    ``heights``: the eight foundations' card counts; ``columns``: the Field's card codes,
    back first."""
    cards = [(x, c, len(col) - 1 - i) for c, col in enumerate(columns) for i, x in enumerate(col)]
    places = [open_to(x, heights) for x, _, _ in cards]
    behind = {(c, d): i for i, (_, c, d) in enumerate(cards)}
    split = [-1] * len(cards)

    def before(i: int) -> list[int]:
        """The cards that must leave before card ``i``: the one in front of it, and those
        the split puts lower on the same foundation."""
        x, c, d = cards[i]
        out = [behind[c, d - 1]] if d else []
        f = split[i]
        if f >= 0:
            out += [j for j, (y, _, _) in enumerate(cards)
                    if split[j] == f and PLACE[f][y % 13 + 1] < PLACE[f][x % 13 + 1]]
        return out

    def acyclic() -> bool:
        state = [0] * len(cards)  # 0 unseen, 1 on the path, 2 done

        def visit(i: int) -> bool:
            state[i] = 1
            for j in before(i):
                if state[j] == 1 or state[j] == 0 and not visit(j):
                    return False
            state[i] = 2
            return True

        return all(state[i] or visit(i) for i in range(len(cards)))

    # A card alone of its suit in the Field has no foundation order to keep: only the others
    # are split (a cycle needs two cards on one foundation), a suit at a time, the suit with
    # the most cards first, so a suit that cannot be split fails before the others multiply.
    suits = [x // 13 for x, _, _ in cards]
    order = sorted((i for i in range(len(cards)) if suits.count(suits[i]) > 1),
                   key=lambda i: (-suits.count(suits[i]), suits[i]))

    def splits(k: int) -> bool:
        """Whether cards ``order[k:]`` can be split with no cycle, given the split so far (a
        cycle among the cards split so far stays in every way of splitting the rest)."""
        if not acyclic():
            return False
        if k == len(order):
            return True
        i = order[k]
        for f in places[i]:
            if any(split[j] == f and cards[j][0] == cards[i][0] for j in order[:k]):
                continue  # its twin took that foundation
            split[i] = f
            if splits(k + 1):
                return True
        split[i] = -1
        return False

    return any(not p for p in places) or not splits(0)


class FieldLocks:
    """``field_locked`` inside one deal's search, remembered by all it depends on: the Field (its
    columns' heights, the deal being fixed) and the foundations each of its cards may still go
    to, so positions that differ elsewhere share the answer."""

    def __init__(self):
        self.known: dict[tuple, bool] = {}

    def sent_home(self, x: int, heights: list[int], columns: list[list[int]]) -> bool:
        """Whether sending card ``x`` home has locked the Field: only a card whose twin is still
        there narrows where a Field card may go, so no other can."""
        if not any(x in col for col in columns):
            return False
        key = tuple(tuple(open_to(y, heights) for y in col) for col in columns)
        locked = self.known.get(key)
        if locked is None:
            locked = self.known[key] = field_locked(heights, columns)
        return locked


def field_lock(state) -> bool:
    """``field_locked`` for an engine position."""
    return field_locked([len(f) for f in state.foundations], [[code(cid) for cid in col] for col in state.field])


def locked_core(state) -> list[list[str]] | None:
    """Why a locked Field is locked: as few of its cards as still lock it on their own (each
    column's, back first; a card taken out leaves the ones behind it still behind the ones
    in front), or ``None`` when the Field is not locked."""
    heights = [len(f) for f in state.foundations]
    kept = [list(col) for col in state.field]
    if not field_locked(heights, [[code(cid) for cid in col] for col in kept]):
        return None
    for c, col in enumerate(state.field):
        for cid in col:
            trial = [list(k) for k in kept]
            trial[c].remove(cid)
            if field_locked(heights, [[code(x) for x in k] for k in trial]):
                kept = trial
    return kept
