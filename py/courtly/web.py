"""The page's one entry point: ``handle(request_json) -> response_json``.

Only strings cross the JavaScript boundary.  The worker keeps one open table: the game,
its deal, and the states after each move (unlimited undo).  Every response is
``{"ok": true, ...}`` or ``{"ok": false, "error": "...", "kind": ...}``; nothing raises.
"""
from __future__ import annotations

import json
import traceback

from .core import IllegalMove
from .core.replay import replay_prefix
from .games import GAMES, get
from .links import make_fragment, parse_fragment


class Table:
    """One game in progress: the deal, the moves played, and every state on the way."""

    def __init__(self, game, seed, players, options, moves, seat=0):
        self.game, self.seed, self.players = game, seed, players
        self.options = game.resolve_options(options)
        self.states, self.error = replay_prefix(game, seed, players, self.options, moves)
        self.moves = list(moves[:len(self.states) - 1])
        self.seat = seat
        self.log = [game.describe(s, m) for s, m in zip(self.states, self.moves)]

    @property
    def state(self):
        return self.states[-1]

    def play(self, move: str) -> str:
        text = self.game.describe(self.state, move)  # raises IllegalMove with the reason
        self.states.append(self.game.apply(self.state, move))
        self.moves.append(move)
        self.log.append(text)
        return text

    def undo(self) -> bool:
        if len(self.states) == 1:
            return False
        self.states.pop()
        self.moves.pop()
        self.log.pop()
        return True

    def snapshot(self) -> dict:
        return {"game": self.game.id, "seed": self.seed, "players": self.players,
                "options": self.options, "moves": list(self.moves),
                "link": make_fragment(self.game.id, self.seed, self.players, self.options),
                "view": self.game.view(self.state, self.seat),
                "can_undo": len(self.states) > 1, "log": self.log[-50:]}


_table: Table | None = None


def _open(req: dict) -> dict:
    global _table
    if "link" in req:
        spec = parse_fragment(req["link"])
    else:
        spec = {k: req.get(k) for k in ("game", "seed", "players", "options")}
        spec["moves"] = req.get("moves") or []
        game = get(spec["game"])
        spec["players"] = spec["players"] or game.min_players
    if not isinstance(spec["moves"], list):
        raise ValueError("the moves must be a list")
    _table = Table(get(spec["game"]), spec["seed"], spec["players"], spec["options"], spec["moves"])
    reply = _table.snapshot()
    reply["warning"] = _table.error
    return reply


def _current() -> Table:
    if _table is None:
        raise ValueError("No game is open.")
    return _table


def _move(req: dict) -> dict:
    table = _current()
    if "move" in req:
        move = req["move"]
    else:
        move = table.game.move_between(table.state, str(req.get("from")), str(req.get("to")))
    said = table.play(move)
    reply = table.snapshot()
    reply["said"] = said
    reply["played"] = move
    return reply


def _undo(req: dict) -> dict:
    table = _current()
    undone = table.undo()
    reply = table.snapshot()
    reply["undone"] = undone
    return reply


def _restart(req: dict) -> dict:
    table = _current()
    del table.states[1:], table.moves[:], table.log[:]
    return table.snapshot()


OPS = {
    "games": lambda req: {"games": [g.info() for g in GAMES.values()]},
    "open": _open,
    "move": _move,
    "undo": _undo,
    "restart": _restart,
    "view": lambda req: _current().snapshot(),
}


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
