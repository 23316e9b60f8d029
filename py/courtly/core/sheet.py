"""A rules sheet as short steps (``Game.rules_sheet``): each a title, a few sentences, and
where a picture teaches better than words, a worked example.

An example is a real position of a real deal with one move marked.  It is not stored: it is
found by playing the deal (a seeded walk through its legal moves) until a move the step
describes is legal, so a picture can never show a move the rules refuse, and it follows the
rules when they change.  The page draws it with the table's own code (js/ui/rules-sheet.js).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .rng import Rng
from .words import say

SEARCH = 1500   # plies walked looking for an example's move before the step is called wrong


@dataclass(frozen=True)
class Example:
    """Where a step's picture comes from: the first position of deal ``seed`` (walked at
    random, seeded by it) where a legal move passes ``wants``, a test of the move's record."""
    wants: Callable[[dict], bool]
    seed: int = 1
    players: int = 0                       # 0: the game's fewest
    options: dict | None = None
    # The piles the picture keeps besides the move's own two, drawn side by side between them
    # (None: the whole table): a few cards say more on a narrow sheet than a table drawn small.
    piles: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Step:
    """A step's ``title`` and ``text`` are said when the page asks: words from ``_`` (a sheet
    made per request) or, in a sheet made at import, messages marked with ``N_`` or functions
    that word them (``words.say``)."""
    title: str
    text: str
    show: tuple = ()                # pieces pictured beside the text (codes; None: face down)
    example: Example | None = None

    def page(self) -> dict:
        return {"title": say(self.title), "text": say(self.text), "show": list(self.show),
                "example": self.example is not None}


def step(title: str, text: str, *show: str | None, example: Example | None = None) -> Step:
    return Step(title, text, show, example)


def find(game, example: Example) -> tuple[object, dict]:
    """The example's position and the record of the move it marks."""
    rng = Rng.from_seed(example.seed)
    state = game.new(example.seed, example.players or game.min_players, example.options)
    for _ in range(SEARCH):
        if game.to_move(state) is None:
            break
        records = game.records(state)
        found = next((r for r in records if example.wants(r)), None)
        if found is not None:
            return state, found
        state = game.apply(state, rng.choice(records)["move"])
    raise LookupError(f"{game.name}: deal {example.seed} reaches no move its rules step shows")


def worked(game, example: Example | None) -> dict | None:
    """A step's example as the page draws it: the view of the seat to move (``viewer``), the
    marked move's two piles, the move in words, and the piles to keep in the order drawn
    (the move's first, then the step's own, then its target; None: all)."""
    if example is None:
        return None
    state, record = find(game, example)
    ends = (record["from"], record["to"])
    keep = None if example.piles is None else \
        [p for p in (ends[0], *(p for p in example.piles if p not in ends), ends[1]) if p is not None]
    seat = game.to_move(state)
    return {"view": game.view(state, seat), "viewer": seat, "from": record["from"], "to": record["to"],
            "move": game.describe(state, record["move"], advice=True), "piles": keep}
