"""How Overthrow's words name the seats: by colour ("Green lays ..."), or by the table's names
when the page passes them, the colour beside a name the first time a sentence names it and
"You" spoken to ("You (green) lay ...", "... against your 5: you hold").

A sentence about a seat is written whole twice, once said to "You" and once about a name
(``say``): languages conjugate and order them differently, so no verb is glued to a name.
"""
from __future__ import annotations

from ...core.language import _
from ...core.words import is_you
from .tokens import colour_name, colour_word


class Voice:
    """How one sentence (or a few that belong together) names the seats."""

    def __init__(self, names=None):
        self.names = list(names) if names else None
        self.met: set[int] = set()

    def _name(self, seat: int) -> str | None:
        return self.names[seat] if self.names and seat < len(self.names) else None

    def you(self, seat: int) -> bool:
        name = self._name(seat)
        return name is not None and is_you(name)

    def name(self, seat: int) -> str:
        """The seat's bare name: "Player 2", "You", or its colour ("Red")."""
        return self._name(seat) or colour_name(seat)

    def who(self, seat: int, start: bool = True) -> str:
        """The seat as a subject: "Green", or its name with the colour on first mention
        ("You (green)"; "you (green)" inside a sentence)."""
        name = self._name(seat)
        if name is None:
            return colour_name(seat)
        if is_you(name) and not start:
            name = name[:1].lower() + name[1:]
        if seat in self.met:
            return name
        self.met.add(seat)
        return _("{name} ({colour})", name=name, colour=colour_word(seat))

    def say(self, seat: int, you: str, them: str, opening: bool = True, **fields) -> str:
        """One sentence about ``seat``, whole for each case: ``you`` when it is the person here,
        else ``them``; each a translated message (``_("{who} end the turn.")``, its fields left
        unfilled) with ``{who}`` for the seat and ``fields`` for the rest (``opening``: the seat
        opens the sentence)."""
        return (you if self.you(seat) else them).format(who=self.who(seat, opening), **fields)
