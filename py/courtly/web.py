"""The page's one entry point: ``handle(request_json) -> response_json``.

Only strings cross the JavaScript boundary.  The worker keeps one open table, a
``session.Session``; this module only reads requests, routes them to it and words the
reply.  Every response is ``{"ok": true, ...}`` or ``{"ok": false, "error": "...",
"kind": ...}``; nothing raises.
"""
from __future__ import annotations

import json
import traceback

from .core import IllegalMove
from .core.rng import MAX_SEED
from .games import GAMES, get
from .links import SEAT_KINDS, parse_fragment
from .session import Session


_session: Session | None = None


def _open(req: dict) -> dict:
    global _session
    if "link" in req:
        spec = parse_fragment(req["link"])
    else:
        spec = {k: req.get(k) for k in ("game", "seed", "players", "options", "seats")}
        spec["moves"] = req.get("moves") or []
        game = get(spec["game"])
        spec["players"] = spec["players"] or game.min_players
    if not isinstance(spec["moves"], list):
        raise ValueError("the moves must be a list")
    _session = Session(get(spec["game"]), spec["seed"], spec["players"], spec["options"], spec["moves"],
                       spec["seats"], auto=req.get("auto", True) is not False)
    reply = _session.snapshot()
    reply["warning"] = _session.error
    return reply


def _current() -> Session:
    if _session is None:
        raise ValueError("No game is open.")
    return _session


def _played(session: Session, said: str) -> dict:
    reply = session.snapshot()
    reply["said"] = said
    reply["played"] = session.moves[-1]
    reply["seat"] = session.log[-1]["seat"]
    return reply


def _your_turn(session: Session) -> None:
    seat = session.to_move  # once the game is over the engine itself says why nothing moves
    if seat is not None and session.seats[seat] != "human":
        raise IllegalMove(f"It is not your turn: {session.names[seat]} (a bot) is thinking.")
    if seat is not None and seat != session.viewer:
        raise IllegalMove("Pass the device first: it is another player's turn.")


def _why(req: dict) -> dict:
    """A click on a pile that nothing can move from: the refusal, in the engine's words."""
    session = _current()
    _your_turn(session)
    raise IllegalMove(session.game.why_not(session.state, str(req.get("from"))))


def _move(req: dict) -> dict:
    session = _current()
    _your_turn(session)
    if "move" in req:
        move = req["move"]
    else:
        move = session.game.move_between(session.state, str(req.get("from")), str(req.get("to")))
    return _played(session, session.play(move))


def _step(name: str):
    """Undo or redo: the snapshot, and whether anything changed."""
    def step(req: dict) -> dict:
        session = _current()
        changed = getattr(session, name)()
        return {**session.snapshot(), "changed": changed}
    return step


def _settings(req: dict) -> dict:
    session = _current()
    if "auto" in req:
        session.auto = req["auto"] is True
    return session.snapshot()


def _restart(req: dict) -> dict:
    session = _current()
    session.restart()
    return session.snapshot()


def _look(req: dict) -> dict:
    session = _current()
    session.look(req.get("seat"))
    return session.snapshot()


def _verdict(req: dict) -> dict:
    """Can the position still be won?  (Runs in a second worker, beside play, with the same
    search as a hint: a player who follows the hints sees every position on the line won.)"""
    session = _current()
    found = session.search()
    return {"status": found["status"], "best": found["best"], "ply": len(session.moves)}


def _winnable(req: dict) -> dict:
    """A deal proven winnable, picked at random by the page (``solvers.random_winnable``)."""
    from .solvers import random_winnable
    game = get(str(req.get("game")))
    pick = req.get("pick")
    if not isinstance(pick, int) or isinstance(pick, bool) or not 0 <= pick < MAX_SEED:
        raise ValueError("pick must be a whole number")
    return {"seed": random_winnable(game, game.resolve_options(req.get("options") or {}), pick)}


OPS = {
    "games": lambda req: {"games": [g.info() for g in GAMES.values()], "seat_kinds": list(SEAT_KINDS)},
    "open": _open,
    "move": _move,
    "why": _why,
    "bot": lambda req: _played(_current(), _current().play_bot()),
    "look": _look,
    "replay": lambda req: _current().replay_view(req.get("ply")),
    "hint": lambda req: _current().hint(),
    "finish": lambda req: {"line": _current().finish_line()},
    "verdict": _verdict,
    "winnable": _winnable,
    "undo": _step("undo"),
    "redo": _step("redo"),
    "restart": _restart,
    "settings": _settings,
    "view": lambda req: _current().snapshot(),
}


# --- a table shared between devices (js/net) ---------------------------------------------------
# The host's page sends these for every person's seat: ``seat`` acts, ``viewer`` is the seat
# whose snapshot comes back (the host's own), and ``guests`` lists the seats whose devices
# get theirs in ``views`` from the same position, so nothing moves between the two.
def _seat(req: dict, key: str = "seat") -> int:
    return _current()._check_seat(req.get(key))


def _for(session: Session, req: dict, reply: dict | None = None) -> dict:
    reply = {**(reply or {}), **session.snapshot_for(_seat(req, "viewer"))}
    guests = req.get("guests") or []
    if not isinstance(guests, list) or len(guests) > len(session.seats):
        raise ValueError("guests must be a list of seats")
    reply["views"] = {str(g): session.snapshot_for(_current()._check_seat(g), guest=True) for g in guests}
    if "played" in reply:  # the move as each guest may know it (a swap's card stays with its holder)
        for view in reply["views"].values():
            view["played"] = view["moves"][-1]
    return reply


def _play_as(req: dict) -> dict:
    session, seat = _current(), _seat(req)
    if "move" in req:
        move = req["move"]
    else:
        move = session.move_as(seat, req.get("from"), req.get("to"))
    said = session.play_as(seat, move)
    return _for(session, req, {"said": said, "played": session.moves[-1], "seat": session.log[-1]["seat"]})


def _why_as(req: dict) -> dict:
    raise IllegalMove(_current().why_as(_seat(req), req.get("from")))


def _bot_for(req: dict) -> dict:
    session = _current()
    said = session.play_bot()
    return _for(session, req, {"said": said, "played": session.moves[-1], "seat": session.log[-1]["seat"]})


def _step_as(name: str):
    def step(req: dict) -> dict:
        session = _current()
        return _for(session, req, {"changed": getattr(session, name)(_seat(req))})
    return step


def _hand_seat(req: dict) -> dict:
    session = _current()
    session.hand_seat(_seat(req), req.get("kind"))
    return _for(session, req)


OPS.update({
    "view_for": lambda req: _for(_current(), req),
    "play_as": _play_as,
    "why_as": _why_as,
    "bot_for": _bot_for,
    "undo_as": _step_as("undo_as"),
    "redo_as": _step_as("redo_as"),
    "hand_seat": _hand_seat,
    "replay_for": lambda req: _current().replay_for(_seat(req), req.get("ply"), guest=req.get("guest") is True),
})


def handle(request: str) -> str:
    """Answer one JSON request from the page with one JSON response."""
    try:
        req = json.loads(request)
        if not isinstance(req, dict) or req.get("op") not in OPS:
            raise ValueError("unknown request")
        reply = OPS[req["op"]](req)
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
