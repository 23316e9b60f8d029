"""The move record: one legal move as the page plays it (``Game.records``, a view's ``moves``).

Every engine builds its records with ``move_record``, so every record carries the common keys
of ``MoveRecord``; the page, the bots and the tests read only these and the shared ones
below.  A game's own keys (King's Court's points, an Overthrow attack's dice) are declared in
the game's ``Record``, a ``MoveRecord`` subclass that ``Game.Record`` names, as ``State`` is.

>>> move_record("7D-LS", "D3", "LS", "7D-1", preferred=True)
{'move': '7D-LS', 'from': 'D3', 'to': 'LS', 'card': '7D', 'id': '7D-1', 'preferred': True}
"""
from __future__ import annotations

from typing import NotRequired, TypedDict

from .cards import code_of

MoveRecord = TypedDict("MoveRecord", {
    "move": str,            # the notation, as ``legal_moves`` lists it
    "from": str | None,     # the pile a gesture starts on; None: a button under the table
    "to": str | None,       # the pile it ends on (None for a button)
    "card": str | None,     # the moving card's (tile's, token's) code; None when face down or none moves
    "id": str | None,       # that card's unique id in the view, so the page can animate it
    # shared by several games
    "kind": NotRequired[str],          # what the move does, in the game's words ("draw", "attack")
    "label": NotRequired[str],         # the words on the move's button
    "deliberate": NotRequired[bool],   # a click on its pile selects, even when it is the only move
    "preferred": NotRequired[bool],    # of a pile's moves, the one a second click on it plays
})


def move_record(move: str, source: str | None, target: str | None, card: str | None = None, /, **own) -> MoveRecord:
    """The record of ``move`` from ``source`` to ``target``, moving the card with id ``card``
    (None when it is face down or nothing moves); ``own``: the shared and the game's own keys."""
    return {"move": move, "from": source, "to": target, "card": code_of(card) if card else None, "id": card, **own}
