"""A first game that teaches (``Game.tour``): a guided deal on a fixed seed that asks the
person for real moves, one at a time, and says each rule as it first matters.

A tour is lessons in order, each a test of a move's record and the rule it teaches.  Where
the person is to move, the step asked for is the first legal move the next lesson wants;
when no move teaches it yet, a move the tour's ``filler`` picks (so the deal goes on until
one does).  Which lesson is next is worked out again from the moves made, never stored, so
undo, redo and a reload keep the tour right.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .language import N_
from .words import say


def anything(record: dict) -> bool:
    return not record.get("deliberate")


@dataclass(frozen=True)
class Lesson:
    wants: Callable[[dict], bool]   # the kind of move that shows the rule, a test of its record
    says: str                       # the rule, as it first matters: N_("...") or a function that words it


@dataclass(frozen=True)
class Tour:
    seed: int
    lessons: tuple[Lesson, ...]
    players: int = 0                            # 0: the game's fewest
    seats: tuple[str, ...] | None = None        # None: the game's default (a person in seat 0)
    filler: Callable[[dict], bool] = field(default=anything)   # a move that only moves the deal on
    order: Callable[[dict], float] | None = None   # of the moves that would do, the first by this key
    done: str = N_("That is every rule in play. Finish the deal on your own, or leave the tour.")

    def asked(self, game, state, lesson: int) -> tuple[dict, Lesson | None]:
        """The move asked for in ``state`` with ``lesson`` next, and the lesson it teaches (None:
        a move that only moves the deal on)."""
        records = game.records(state)
        if lesson < len(self.lessons):
            teaching = self.lessons[lesson]
            found = [r for r in records if teaching.wants(r)]
            if found:
                return self.first(found), teaching
        return self.first([r for r in records if self.filler(r)] or records[:1]), None

    def first(self, records: list[dict]) -> dict:
        return min(records, key=self.order) if self.order else records[0]

    def progress(self, game, states: list, moves: list[str], person: int, memo: list | None = None) -> int:
        """How many lessons ``person``'s moves from the deal have taught.  ``memo`` (a list the
        caller keeps): each position walked and the lessons taught before it, so a new move
        walks one position, and an undo none (positions are immutable: compared by identity)."""
        memo = [] if memo is None else memo
        start = 0
        while start < min(len(memo), len(states)) and memo[start][0] is states[start]:
            start += 1
        del memo[start:]
        lesson = memo[-1][1] if memo else 0
        if start == 0:
            memo.append((states[0], 0))
            start = 1
        for i in range(start, len(states)):
            state, move = states[i - 1], moves[i - 1]
            if game.to_move(state) == person and lesson < len(self.lessons):
                record, teaching = self.asked(game, state, lesson)
                lesson += teaching is not None and record["move"] == move
            memo.append((states[i], lesson))
        return lesson

    def step(self, game, states: list, moves: list[str], person: int, memo: list | None = None) -> dict:
        """What the tour says now: the lesson, the move asked for (when it is ``person``'s turn)
        and how far the tour has come."""
        taught = self.progress(game, states, moves, person, memo)
        state = states[-1]
        words = {"lesson": min(taught + 1, len(self.lessons)), "lessons": len(self.lessons),
                 "done": taught >= len(self.lessons), "says": None, "do": None, "move": None,
                 "from": None, "to": None}
        if taught >= len(self.lessons):
            return {**words, "says": say(self.done)}
        if game.to_move(state) != person:
            return words
        record, teaching = self.asked(game, state, taught)
        return {**words, "says": say(teaching.says) if teaching else None,
                "do": game.describe(state, record["move"], advice=True),
                "move": record["move"], "from": record["from"], "to": record["to"]}
