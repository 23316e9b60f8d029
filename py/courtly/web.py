"""The page's one entry point: ``handle(request_json) -> response_json``.

Only strings cross the JavaScript boundary.  The worker keeps one open table, a
``session.Session``; this module only reads requests, routes them to it and words the
reply.  Every response is ``{"ok": true, ...}`` or ``{"ok": false, "error": "...",
"kind": ...}``; nothing raises.
"""
from __future__ import annotations

import json
import traceback

from . import challenge
from .challenge import Thread
from .core import IllegalMove
from .core.language import _, language, speaking
from .core.rng import MAX_SEED
from .games import GAMES, get
from .links import SEAT_KINDS, parse_fragment
from .presence import presence
from .session import Session


_session: Session | None = None


def _open(req: dict) -> dict:
    global _session
    before = _session.thread if _session is not None else None
    if "link" in req:
        spec = parse_fragment(req["link"])
    else:
        spec = {k: req.get(k) for k in ("game", "seed", "players", "options", "seats")}
        spec["moves"] = req.get("moves") or []
        game = get(spec["game"])
        spec["players"] = spec["players"] or game.min_players
    if not isinstance(spec["moves"], list):
        raise ValueError(_("the moves must be a list"))
    _session = Session(get(spec["game"]), spec["seed"], spec["players"], spec["options"], spec["moves"],
                       spec["seats"], auto=req.get("auto", True) is not False)
    _session.share(req.get("host"))  # a shared table's new deal, or its host's page reloaded
    warning = _session.error
    if spec.get("tour"):
        _session.follow(True)
    if spec.get("challenge") is not None:
        try:
            _session.thread = _thread(_session, spec["challenge"], before)
        except ValueError as exc:   # the deal opens without it
            warning = str(exc)
    return _answer(_session, req, {"warning": warning})


def _thread(session: Session, text: str, before: Thread | None) -> Thread:
    """The challenge in a link, read and checked; the table's own again when it reopens with
    the same one (a reload, each move's address, a new engine): replaying every game of a
    thread takes up to a second in the page."""
    if before is not None and before.text == text and (before.game, before.seed, before.players, before.options) \
            == (session.game, session.seed, session.players, session.options):
        return before
    return Thread(session.game, session.seed, session.players, session.options, text)


def _current() -> Session:
    if _session is None:
        raise ValueError(_("No game is open."))
    return _session


# --- one request set for every device ------------------------------------------------------
# A request from this device's own person names no seat.  At a table shared between devices
# (js/net) the host's page sends a friend's request with ``seat`` (the seat of the device it
# came from), and ``guests``: the seats whose devices get their snapshot in ``views`` from
# the same position, so nothing moves between the devices.  The session decides who may
# ask what (``Session.check_asks``, ``check_turn``, ``restart``, ``undo``, ``look``).
def _answer(session: Session, req: dict, reply: dict | None = None) -> dict:
    """The snapshot of this device (at a shared table, the host's seat), and each friend's."""
    if session.host is None:
        return {**(reply or {}), **session.snapshot()}
    with speaking(req.get("language")):
        reply = {**(reply or {}), **session.snapshot_for(session.host)}
    guests = req.get("guests") or []
    if not isinstance(guests, list) or len(guests) > len(session.seats):
        raise ValueError(_("guests must be a list of seats"))
    asker = req.get("seat")
    seats = {session._check_seat(g) for g in guests} | ({asker} if session.is_guest(asker) else set())
    reply["views"] = {}
    for g in sorted(seats):  # each friend's device in its own person's language
        with speaking(_languages(req).get(str(g), req.get("language"))):
            reply["views"][str(g)] = session.snapshot_for(g, guest=True)
    if "played" in reply:  # the move as each guest may know it (a swap's card stays with its holder)
        for view in reply["views"].values():
            view["played"] = view["moves"][-1]
    return reply


def _languages(req: dict) -> dict:
    """At a shared table, the language of each friend's device, by seat (``{"1": "fr"}``)."""
    found = req.get("languages")
    return found if isinstance(found, dict) else {}


def _played(session: Session, req: dict, said: str) -> dict:
    return _answer(session, req, {"said": said, "played": session.moves[-1], "seat": session.log[-1]["seat"]})


def _why(req: dict) -> dict:
    """A click on a pile that nothing can move from: the refusal, in the engine's words."""
    raise IllegalMove(_current().why_not(req.get("from"), req.get("seat")))


def _move(req: dict) -> dict:
    session, seat = _current(), req.get("seat")
    move = req["move"] if "move" in req else session.move_between(req.get("from"), req.get("to"), seat)
    return _played(session, req, session.play_turn(move, seat))


def _step(name: str):
    """Undo or redo: the snapshot, and whether anything changed."""
    def step(req: dict) -> dict:
        session = _current()
        return _answer(session, req, {"changed": getattr(session, name)(req.get("seat"))})
    return step


def _settings(req: dict) -> dict:
    """The session's switches: auto-draw, and the seat of the device hosting friends' devices."""
    session = _current()
    if "auto" in req:
        session.auto = req["auto"] is True
    if "host" in req:
        session.share(req["host"])
    return _answer(session, req)


def _restart(req: dict) -> dict:
    session = _current()
    session.restart(req.get("seat"))
    return _answer(session, req)


def _look(req: dict) -> dict:
    session = _current()
    session.look(req.get("seat"))
    return _answer(session, req)


def _hand_seat(req: dict) -> dict:
    """A bot takes the seat ``hand`` of a friend who left, or the friend takes it back."""
    session = _current()
    session.hand_seat(session._check_seat(req.get("hand")), req.get("kind"))
    return _answer(session, req)


def _verdict(req: dict) -> dict:
    """Can the position still be won?  (Runs in a second worker, beside play, with the same
    search as a hint: a player who follows the hints sees every position on the line won.)"""
    session = _current()
    found = session.search()
    because = session.game.lost_because(session.state) if found["status"] == "not winnable" else None
    return {"status": found["status"], "best": found["best"], "ply": len(session.moves), "because": because}


def _winnable(req: dict) -> dict:
    """A deal proven winnable, picked at random by the page (``solvers.random_winnable``)."""
    from .solvers import random_winnable
    game = get(str(req.get("game")))
    pick = req.get("pick")
    if not isinstance(pick, int) or isinstance(pick, bool) or not 0 <= pick < MAX_SEED:
        raise ValueError(_("pick must be a whole number"))
    return {"seed": random_winnable(game, game.resolve_options(req.get("options") or {}), pick)}


def _challenge(req: dict) -> dict:
    """The link that challenges a friend to this finished game (``name``: who challenges;
    ``time``: the game's time on this device, in milliseconds)."""
    session = _current()
    mine = challenge.result_of(session, req.get("time"), req.get("name"))
    return {"link": challenge.link(session, mine), "result": challenge.result_words(session.game, mine)}


def _challenge_card(req: dict) -> dict:
    """The results card's comparison with the challenge the table was opened with, or with one
    this device holds for the same deal (``challenge``: its packed thread, as in its link)."""
    session = _current()
    thread = session.thread
    if thread is None and isinstance(req.get("challenge"), str):
        thread = Thread(session.game, session.seed, session.players, session.options, req["challenge"])
    if thread is None:
        raise ValueError(_("This game was not opened from a challenge."))
    over = session.game.outcome(session.state) is not None
    return thread.card(challenge.result_of(session, req.get("time")) if over else None)


def _replay(req: dict) -> dict:
    """A replay step of this game, or (``challenge``: its index) of a game in its challenge."""
    session = _current()
    if "challenge" in req:
        if session.thread is None:
            raise ValueError(_("This game was not opened from a challenge."))
        return session.thread.watch(req["challenge"], req.get("ply"))
    return session.replay(req.get("ply"), req.get("seat"))


def _presence(req: dict) -> dict:
    """Who is at a table shared between devices, in words, for the device that asks (its own
    table, or none yet: a friend's device runs no session)."""
    return presence(req.get("here"), req.get("people"), req.get("to_move"), req.get("kinds"))


_examples: dict[str, list] = {}


def _rules(req: dict) -> dict:
    """The worked examples of a game's rules sheet (found by playing deals: kept once found)."""
    game = get(req.get("game"))
    key = f"{game.id}:{language()}"
    if key not in _examples:
        _examples[key] = game.rules_examples()
    return {"examples": _examples[key]}


OPS = {
    "games": lambda req: {"games": [g.info() for g in GAMES.values()], "seat_kinds": list(SEAT_KINDS)},
    "open": _open,
    "move": _move,
    "why": _why,
    "bot": lambda req: _played(_current(), req, _current().play_bot()),
    "look": _look,
    "replay": _replay,
    "challenge": _challenge,
    "challenge_card": _challenge_card,
    "hint": lambda req: _current().hint(),
    "finish": lambda req: _current().finish(),
    "verdict": _verdict,
    "winnable": _winnable,
    "undo": _step("undo"),
    "redo": _step("redo"),
    "restart": _restart,
    "settings": _settings,
    "view": lambda req: _answer(_current(), req),
    "hand_seat": _hand_seat,
    "presence": _presence,
    "rules": _rules,
    "tour": lambda req: (_current().follow(req.get("on") is True), _answer(_current(), req))[1],
}


def _asks(req) -> str:
    """The request's operation, once the session allows the device that asks to make it."""
    if not isinstance(req, dict):
        raise ValueError(_("unknown request"))
    op, seat = req.get("op"), req.get("seat")
    guest = _session is not None and _session.is_guest(seat)
    if op not in OPS:
        if guest:
            raise IllegalMove(_("There is no request called “{name}”.", name=str(op)[:20]))
        raise ValueError(_("unknown request"))
    if guest:
        _session.check_asks(op, seat)
    return op


def handle(request: str) -> str:
    """Answer one JSON request from the page with one JSON response."""
    try:
        req = json.loads(request)
        # A friend's request is answered in the friend's language; the host's in its own.
        asker = _languages(req).get(str(req.get("seat"))) if isinstance(req, dict) and "seat" in req else None
        with speaking(asker or (req.get("language") if isinstance(req, dict) else None)):
            reply = OPS[_asks(req)](req)
        reply["ok"] = True
    except IllegalMove as exc:
        reply = {"ok": False, "kind": "illegal", "error": str(exc)}
    except (ValueError, KeyError, TypeError) as exc:
        message = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
        reply = {"ok": False, "kind": "bad-request", "error": str(message)}
    except Exception as exc:  # a bug: report it, never crash the page
        reply = {"ok": False, "kind": "internal", "error": f"Internal error: {exc!r}",
                 "detail": traceback.format_exc()}
    if isinstance(request, str) and '"id"' in request:
        try:
            reply["id"] = json.loads(request).get("id")
        except (ValueError, AttributeError):
            pass
    return json.dumps(reply, separators=(",", ":"))
