"""Who is at a table shared between devices (js/net), in words: the note beside each seat,
the host's line of who is connected, and whom the table waits for.

The pages know the connections; the table words them.  Each device asks for itself
(``here``: the seat played on it), so the names are the ones its snapshots use ("You" for
its own seat, ``seat_names``).  ``people`` holds one state per seat, as the host's page
tells it round: the host's seat is "host" (a friend's device says "host-away" once it has
lost the host), a friend's seat is "here", "away" or "invited", a person's seat no friend was
invited to is "open", and a bot's is "bot".

>>> words = presence(0, ["host", "here", "away"], to_move=2, kinds=["human", "human", "human"])
>>> words["notes"], words["bar"]
(['this device (host)', 'friend, connected', 'friend, away'], \
'Player 3 is away, and it is their turn: the table waits. You can let a bot play for them (Invite a friend…).')
>>> presence(1, ["host-away", "away", "open"])["notes"], presence(1, ["host", "here"])["seat"]
(['host, not connected', 'this device (not connected)', 'waiting for a friend'], 'Player 2')
"""
from __future__ import annotations

from .core.language import N_, _
from .core.words import listed, say, seat_name, seat_names
from .links import SEAT_KINDS

STATES = ("host", "host-away", "here", "away", "invited", "open", "bot")
FRIENDS = ("here", "away", "invited")   # the seats a friend was invited to
# Messages marked with N_, said (``say``) when a device asks.
NOTES = {"host": N_("host"), "host-away": N_("host, not connected"), "here": N_("friend, connected"),
         "away": N_("friend, away"), "invited": N_("invited"), "open": N_("waiting for a friend"), "bot": ""}
OWN_NOTES = {"host": N_("this device (host)"), "here": N_("this device"), "away": N_("this device (not connected)")}
ROWS = {"here": N_("a friend, connected"), "away": N_("a friend, away"),
        "invited": N_("invited: waiting for their reply code")}
BOT_ROWS = {"here": N_("a friend, connected (a bot plays for them)"),
            "away": N_("a friend, away (a bot plays for them)"),
            "invited": N_("invited: waiting for their reply code (a bot plays for them)")}
A_BOT = {"random": N_("a random bot"), "quick": N_("a quick bot"), "strong": N_("a strong bot"),
         "expert": N_("an expert bot")}


def presence(here: int, people: list[str], to_move: int | None = None, kinds: list[str] | None = None) -> dict:
    """The words of the table for the device playing ``here``: ``names``, its own ``seat``'s name
    as the others call it, a ``note`` per seat; on the host's device (given the seats' ``kinds``),
    the ``bar`` of who is connected and a ``row`` per seat for its dialog of friends; on a
    friend's device, the notes once the host is lost (``apart``)."""
    _check(here, people, to_move, kinds)
    names = seat_names(len(people), here)
    words = {"names": names, "seat": seat_name(here), "notes": _notes(here, people)}
    if people[here] != "host":   # a friend's device: the notes it shows once it has lost the host
        words["apart"] = _notes(here, ["away" if seat == here else "host-away" if state == "host" else state
                                       for seat, state in enumerate(people)])
    elif kinds:
        words["bar"] = _bar(names, people, to_move, kinds)
        words["rows"] = [_row(seat == here, state, kind) for seat, (state, kind) in enumerate(zip(people, kinds))]
    return words


def _notes(here, people) -> list[str]:
    return [say(OWN_NOTES.get(state, "")) if seat == here else say(NOTES[state]) for seat, state in enumerate(people)]


def _bar(names, people, to_move, kinds) -> str:
    """The host's line: whom the table waits for, else who is away, else who is connected."""
    friends = [seat for seat, state in enumerate(people) if state in FRIENDS]
    away = [names[seat] for seat in friends if people[seat] != "here"]
    if to_move is not None and people[to_move] in ("away", "invited") and kinds[to_move] == "human":
        return _("{name} is away, and it is their turn: the table waits. "
                 "You can let a bot play for them (Invite a friend…).", name=names[to_move])
    if away:
        return _("Away: {names}.", names=listed(away))
    if not friends:
        return _("Your friends are connected: none yet.")
    return _("Your friends are connected: {names}.", names=listed([names[seat] for seat in friends]))


def _row(own: bool, state: str, kind: str) -> str:
    """A seat's line in the host's dialog of friends, after its name."""
    if own:
        return _("this device")
    if state in FRIENDS:
        return _(ROWS[state]) if kind == "human" else _(BOT_ROWS[state])
    if kind == "human":
        return _("a person")
    return _(A_BOT[kind]) if kind in A_BOT else _("a {kind} bot", kind=kind)


def _check(here, people, to_move, kinds) -> None:
    def seat(n):
        return isinstance(n, int) and not isinstance(n, bool) and 0 <= n < len(people)
    if not isinstance(people, list) or not 0 < len(people) <= 8 or any(s not in STATES for s in people):
        raise ValueError(_("people is a list of seats' states ({states}).", states=", ".join(STATES)))
    if not seat(here) or not (to_move is None or seat(to_move)):
        raise ValueError(_("A seat is a whole number from 0 to {last}.", last=len(people) - 1))
    if kinds is not None and (not isinstance(kinds, list) or len(kinds) != len(people)
                              or any(k not in SEAT_KINDS for k in kinds)):
        raise ValueError(_("kinds is a list of the seats' kinds, one per seat."))
