"""What every solver shares: the verdict, the node budget, and checking a line on the engine.

A solver reads the whole state, hidden cards included (it answers "could this deal be
won?", not "what should a player guess?").  Its budget counts search nodes, never
seconds, so a verdict reproduces exactly on every machine; when the budget runs out the
answer is "unknown", never a guess.
"""
from __future__ import annotations

from dataclasses import dataclass, field

WINNABLE, NOT_WINNABLE, UNKNOWN = "winnable", "not winnable", "unknown"


class OutOfBudget(Exception):
    """Raised inside a search when it has expanded as many nodes as it may."""


@dataclass
class Verdict:
    status: str                       # WINNABLE, NOT_WINNABLE or UNKNOWN
    line: list[str] = field(default_factory=list)  # a winning line, else the best line found
    best: int | None = None           # Overthrone: the best reachable score found (lower is better)
    proven: bool = False              # ``best`` is the true optimum (the search completed)
    nodes: int = 0                    # nodes expanded, for measuring

    def to_dict(self) -> dict:
        return {"status": self.status, "line": list(self.line), "best": self.best,
                "proven": self.proven, "nodes": self.nodes}


class Budget:
    """A node counter that raises ``OutOfBudget`` once ``limit`` nodes have been spent."""

    __slots__ = ("limit", "spent")

    def __init__(self, limit: int):
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise ValueError(f"the node budget must be a positive whole number, not {limit!r}")
        self.limit, self.spent = limit, 0

    def spend(self) -> None:
        self.spent += 1
        if self.spent > self.limit:
            raise OutOfBudget

    @property
    def used(self) -> int:
        """Nodes spent, not counting the one refused."""
        return min(self.spent, self.limit)


def replay_line(game, state, moves):
    """The engine states along ``moves`` from ``state`` (``IllegalMove`` if one is illegal).

    Every line a solver reports goes through this, so a solver bug can produce no line
    the rules would refuse."""
    states = [state]
    for move in moves:
        states.append(game.apply(states[-1], move))
    return states
