"""How Overthrow's words name the seats: by colour ("Green lays ..."), or by the table's names
when the page passes them, the colour beside a name the first time a sentence names it and
"You" spoken to ("You (green) lay ...", "... against your 5: you hold")."""
from __future__ import annotations

from ...core.words import YOU
from .tokens import COLOURS


class Voice:
    """How one sentence (or a few that belong together) names the seats."""

    def __init__(self, names=None):
        self.names = list(names) if names else None
        self.met: set[int] = set()

    def _name(self, seat: int) -> str | None:
        return self.names[seat] if self.names and seat < len(self.names) else None

    def you(self, seat: int) -> bool:
        return self._name(seat) == YOU

    def who(self, seat: int, start: bool = True) -> str:
        """The seat as a subject: "Green", or its name with the colour on first mention."""
        name = self._name(seat)
        if name is None:
            return COLOURS[seat].capitalize()
        if name == YOU and not start:
            name = "you"
        if seat in self.met:
            return name
        self.met.add(seat)
        return f"{name} ({COLOURS[seat]})"

    def does(self, seat: int, third: str, second: str, start: bool = True) -> str:
        """The seat and its verb: "Green lays", "You (green) lay"."""
        return f"{self.who(seat, start)} {second if self.you(seat) else third}"

    def whose(self, seat: int, start: bool = False) -> str:
        """"Red's", "Player 2's", "your" ("Your" at the start of a sentence)."""
        if self.you(seat):
            return "Your" if start else "your"
        name = self._name(seat) or COLOURS[seat].capitalize()
        return f"{name}'s"

    def their(self, seat: int) -> str:
        return "your" if self.you(seat) else "their"
