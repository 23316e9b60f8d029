"""Words every game uses: lists, the names of the seats, the results' title, in the language
of the request (``core.language``).

A seat is named by the table: "You" for the person at this device, else "Player N"
(players are named from 1 in words; seats are numbered from 0 in data).  The session
makes the names (``seat_names``) and hands them to the games that word their seats
(``names=``); a game called without them says "Player N" (``seat_name``).  A sentence about
a seat is written twice, for "You" and for a name (``is_you``): languages conjugate and
order them differently, so no helper glues a verb or an "'s" to a name.

>>> seat_names(3, you=1), seat_name(2), listed(["N", "E", "S"], "or")
(['Player 1', 'You', 'Player 3'], 'Player 3', 'N, E or S')
>>> results_title([1], ["You", "Player 2"], [0]), results_title([0, 1], ["You", "Player 2"], [0])
('You lost: Player 2 wins', 'You won! (shared with Player 2)')
>>> seat_labels(["human", "strong"], ["You", "Player 2"])
[{'number': 'Player 1', 'kind': None}, {'number': None, 'kind': 'strong bot'}]
>>> handoff_words("Player 2")["button"], choose_prompt("nine of hearts"), choose_prompt(None)
('I am Player 2: show my hand', 'Nine of hearts: choose where it goes.', 'Selected: choose where it goes.')
>>> number_word(16), number_word(25), rule("Kings open corners.", "KD")
('sixteen', '25', {'text': 'Kings open corners.', 'show': ['KD']})
"""
from __future__ import annotations

from .language import N_, _, n_

# Spelled out in prose up to twenty, as English style guides have it ("sixteen cards").
NUMBER_WORDS = (N_("zero"), N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"), N_("seven"),
                N_("eight"), N_("nine"), N_("ten"), N_("eleven"), N_("twelve"), N_("thirteen"), N_("fourteen"),
                N_("fifteen"), N_("sixteen"), N_("seventeen"), N_("eighteen"), N_("nineteen"), N_("twenty"))
BOT_KINDS = {"random": N_("random bot"), "quick": N_("quick bot"), "strong": N_("strong bot"),
             "expert": N_("expert bot")}


def you_name() -> str:
    """What the table calls the person at this device."""
    return _("You")


def is_you(name: str) -> bool:
    return name == you_name()


def cards_word(n: int) -> str:
    return n_(n, "{n} card", "{n} cards")


def say(message) -> str:
    """A word of a table built at import (a class's ``summary``, an option's label, a tour's
    lesson) said now: a message marked with ``N_``, translated; or a function that words it now
    (for a message with fields: ``lambda: n_(t, "{n} point", "{n} points")``)."""
    if callable(message):
        return message()
    return _(message) if message else message  # (gettext's "" is the catalogue's header)


def capital(text: str) -> str:
    """The text with its first letter capitalised (the rest left alone, unlike ``str.capitalize``)."""
    return text[:1].upper() + text[1:]


def listed(items, last: str = "and") -> str:
    """``"N"``, ``"N and E"``, ``"N, E or NE"`` (``last``: "and" or "or")."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    head = _(", ").join(items[:-1])
    if last == "or":
        return _("{items} or {last}", items=head, last=items[-1])
    return _("{items} and {last}", items=head, last=items[-1])


def seat_name(seat: int, names=None) -> str:
    """How the table calls a seat: its name if the table gave one, else "Player N"."""
    return names[seat] if names and 0 <= seat < len(names) else _("Player {n}", n=seat + 1)


def seat_names(seats: int, you: int | None = None) -> list[str]:
    """One name per seat: "You" for the seat ``you`` (if any), "Player N" for the others."""
    return [you_name() if seat == you else seat_name(seat) for seat in range(seats)]


def bot_word(kind: str) -> str:
    """A bot's name by its kind ("strong bot")."""
    return _(BOT_KINDS[kind]) if kind in BOT_KINDS else _("{kind} bot", kind=kind)


def seat_labels(seats: list[str], names: list[str]) -> list[dict]:
    """What the seats bar says beside each seat's name: its number, when the name is not it
    (the reasons and the rules say "Player N"), and the bot that plays it ("strong bot")."""
    return [{"number": None if names[seat] == seat_name(seat) else seat_name(seat),
             "kind": None if kind == "human" else bot_word(kind)} for seat, kind in enumerate(seats)]


def handoff_words(name: str) -> dict:
    """The cover over the table while the device passes to ``name``: its title, its line, its
    button, and what the table says once they look."""
    return {"title": _("Pass the device to {name}", name=name),
            "text": _("Only {name} should look now: the next screen shows their hand.", name=name),
            "button": _("I am {name}: show my hand", name=name), "said": _("{name}, your turn.", name=name)}


def choose_prompt(piece: str | None) -> str:
    """What the table says when a pile is selected: the piece that would move (if the game
    names it) and what to do next."""
    if piece:
        return _("{piece}: choose where it goes.", piece=capital(piece))
    return _("Selected: choose where it goes.")


def number_word(n: int) -> str:
    """A small number spelled out, as prose writes it ("sixteen"); a larger one in digits."""
    return _(NUMBER_WORDS[n]) if 0 <= n < len(NUMBER_WORDS) else str(n)


def rule(text: str, *show: str | None) -> dict:
    """One section of a rules sheet (``Game.rules_sheet``): its paragraph and the pieces
    pictured beside it (codes the page draws; ``None`` is a face-down card)."""
    return {"text": text, "show": list(show)}


def results_title(winners: list[int], names: list[str], here: list[int]) -> str:
    """The results card's title, for the people at this device (``here``: their seats):
    "You won!" when one of them won, else who won ("You lost: Player 2 wins" when one person
    plays here, "Player 1 and Player 3 win" when several do, or nobody does)."""
    if len(names) == 1:
        return _("You won!") if winners else _("Game over")
    if not winners:
        return _("Nobody wins")
    who = [names[i] for i in winners]
    if len(here) != 1:
        return n_(len(who), "{who} wins", "{who} win", who=listed(who)) if not is_you(who[0]) or len(who) > 1 \
            else _("You win")
    if here[0] not in winners:
        return n_(len(who), "You lost: {who} wins", "You lost: {who} win", who=listed(who))
    others = [names[i] for i in winners if i not in here]
    return _("You won! (shared with {others})", others=listed(others)) if others else _("You won!")

