"""The page's one entry point: ``handle(request_json) -> response_json``.

Only strings cross the JavaScript boundary.  The worker keeps one open table: the game,
its deal, and the states after each move (unlimited undo).  Every response is
``{"ok": true, ...}`` or ``{"ok": false, "error": "...", "kind": ...}``; nothing raises.
"""
from __future__ import annotations

import json
import re
import traceback

from .core import IllegalMove
from .core.cards import RANK_NAMES, SUIT_NAMES
from .core.replay import replay_prefix
from .core.rng import MAX_SEED
from .games import GAMES, get
from .links import SEAT_KINDS, check_seats, default_seats, make_fragment, parse_fragment


class Table:
    """One game in progress: the deal, who sits where, the moves played, every state on the way.

    Seats are people or bots.  What the page sees is ``game.view(state, viewer)``: with one
    person at the device that is always their seat; with several, the device is passed
    between them, and a seat's hand is sent only after that person says they are looking.
    """

    def __init__(self, game, seed, players, options, moves, seats=None):
        self.game, self.seed, self.players = game, seed, players
        self.options = game.resolve_options(options)
        self.seats = check_seats(game, players, seats or default_seats(game, players))
        self.states, self.error = replay_prefix(game, seed, players, self.options, moves)
        self.moves = list(moves[:len(self.states) - 1])
        self.log = [self._entry(s, m) for s, m in zip(self.states, self.moves)]
        humans = self.humans
        self.viewer = humans[0] if len(humans) == 1 else None
        self._pass_device()

    @property
    def state(self):
        return self.states[-1]

    @property
    def humans(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.seats) if kind == "human"]

    @property
    def to_move(self):
        return self.game.to_move(self.state)

    @property
    def bot_to_move(self) -> bool:
        seat = self.to_move
        return seat is not None and self.seats[seat] != "human"

    @property
    def handoff(self):
        """The person the device must be passed to before their hand is shown, if any."""
        seat = self.to_move
        if len(self.humans) < 2 or seat is None or self.seats[seat] != "human" or seat == self.viewer:
            return None
        return seat

    def _pass_device(self) -> None:
        """Hide the hand on screen as soon as another person is due to move."""
        if self.handoff is not None:
            self.viewer = None

    def _entry(self, state, move) -> dict:
        return {"seat": self.game.to_move(state), "text": self.game.describe(state, move)}

    def play(self, move: str) -> str:
        entry = self._entry(self.state, move)  # raises IllegalMove with the reason
        self.states.append(self.game.apply(self.state, move))
        self.moves.append(move)
        self.log.append(entry)
        self._pass_device()
        return entry["text"]

    def play_bot(self) -> str:
        if not self.bot_to_move:
            raise ValueError("It is not a bot's turn.")
        # The bot's own seed follows from the deal and the move number, so a replayed
        # game meets the same bot choices.
        seed = (self.seed * 1_000_003 + len(self.moves)) % MAX_SEED
        from .bots import choose  # only multiplayer tables need the bots
        return self.play(choose(self.game, self.state, self.seats[self.to_move], seed))

    def undo(self) -> bool:
        """Take back the last move, and the bots' replies to it, back to a person's turn."""
        if len(self.states) == 1:
            return False
        while len(self.states) > 1:
            self.states.pop()
            self.moves.pop()
            self.log.pop()
            if not self.bot_to_move:
                break
        self._pass_device()
        return True

    def restart(self) -> None:
        del self.states[1:], self.moves[:], self.log[:]
        self._pass_device()

    def look(self, seat) -> None:
        """The person at ``seat`` has the device: show them their hand."""
        if seat != self.handoff:
            raise ValueError("That seat is not the one to move.")
        self.viewer = seat

    def snapshot(self) -> dict:
        return {"game": self.game.id, "seed": self.seed, "players": self.players,
                "options": self.options, "seats": self.seats, "moves": list(self.moves),
                "link": make_fragment(self.game.id, self.seed, self.players, self.options, (), self.seats),
                "position": make_fragment(self.game.id, self.seed, self.players, self.options, self.moves,
                                          self.seats),
                "rules_version": self.game.rules_version,
                "viewer": self.viewer, "to_move": self.to_move, "handoff": self.handoff,
                "bot_to_move": self.bot_to_move,
                "view": self.game.view(self.state, self.viewer),
                "can_undo": len(self.states) > 1 and bool(self.humans), "log": self.log[-50:]}


_table: Table | None = None


def _open(req: dict) -> dict:
    global _table
    if "link" in req:
        spec = parse_fragment(req["link"])
    else:
        spec = {k: req.get(k) for k in ("game", "seed", "players", "options", "seats")}
        spec["moves"] = req.get("moves") or []
        game = get(spec["game"])
        spec["players"] = spec["players"] or game.min_players
    if not isinstance(spec["moves"], list):
        raise ValueError("the moves must be a list")
    _table = Table(get(spec["game"]), spec["seed"], spec["players"], spec["options"], spec["moves"],
                   spec["seats"])
    reply = _table.snapshot()
    reply["warning"] = _table.error
    return reply


def _current() -> Table:
    if _table is None:
        raise ValueError("No game is open.")
    return _table


def _played(table: Table, said: str) -> dict:
    reply = table.snapshot()
    reply["said"] = said
    reply["played"] = table.moves[-1]
    reply["seat"] = table.log[-1]["seat"]
    return reply


def _move(req: dict) -> dict:
    table = _current()
    seat = table.to_move  # once the game is over the engine itself says why nothing moves
    if seat is not None and table.seats[seat] != "human":
        raise IllegalMove("It is not your turn: a bot is thinking.")
    if seat is not None and seat != table.viewer:
        raise IllegalMove("Pass the device first: it is another player's turn.")
    if "move" in req:
        move = req["move"]
    else:
        move = table.game.move_between(table.state, str(req.get("from")), str(req.get("to")))
    return _played(table, table.play(move))


def _undo(req: dict) -> dict:
    table = _current()
    undone = table.undo()
    reply = table.snapshot()
    reply["undone"] = undone
    return reply


def _restart(req: dict) -> dict:
    table = _current()
    table.restart()
    return table.snapshot()


def _look(req: dict) -> dict:
    table = _current()
    table.look(req.get("seat"))
    return table.snapshot()


def _replay(req: dict) -> dict:
    """The position after ``ply`` moves, as the viewer saw it; nothing can be played there."""
    table = _current()
    ply = req.get("ply")
    if not isinstance(ply, int) or not 0 <= ply < len(table.states):
        raise ValueError(f"A replay step is a whole number from 0 to {len(table.states) - 1}.")
    view = table.game.view(table.states[ply], table.viewer)
    view["moves"] = []
    return {"ply": ply, "total": len(table.moves), "view": view, "log": table.log[:ply][-50:],
            "position": make_fragment(table.game.id, table.seed, table.players, table.options,
                                      table.moves[:ply], table.seats)}


# A hint is advice, so the engine's words for a move (written for the log, after the fact)
# are turned into an instruction: the leading verb in the imperative.
INSTRUCTION = {"Moved": "Move", "Turned": "Turn", "Played": "Play", "Discarded": "Discard", "Drew": "Draw"}
CARD_WORDS = re.compile(r"\bthe (?:%s) of (?:%s)\b" % ("|".join(RANK_NAMES), "|".join(SUIT_NAMES.values())))


def advice(words: str, hidden: bool) -> str:
    """``words`` (the engine's description of a move) as advice; when the card that moves is
    still face down (``hidden``: its view record names no card) it is not named."""
    verb, _, rest = words.partition(" ")
    if hidden:
        rest = CARD_WORDS.sub("the face-down card", rest)
    return f"{INSTRUCTION.get(verb, verb)} {rest}"


def _listed_deal(table) -> bool:
    """The position is the deal of a seed on the shipped list of proven-winnable deals."""
    from .solvers.winnable_seeds import listed_next
    return not table.moves and listed_next(table.game.id, table.options, table.seed) == table.seed


def _search(table) -> dict:
    """The solver's answer for the current position (``solvers.hint``, which remembers the
    last line it decided, so positions along it answer at once).  On a listed deal's first
    position it searches as far as the list's own proof did, so it always finds that win."""
    from .solvers import SOLVE_BUDGET, hint  # only the solitaires have solvers: loaded when asked
    return hint(table.game, table.state, SOLVE_BUDGET[table.game.id] if _listed_deal(table) else None)


def _hint(req: dict) -> dict:
    """The next move on a winning (or best-scoring) line from here, in words."""
    table = _current()
    found = _search(table)
    move = found["move"]
    record = next((r for r in table.game.view(table.state, table.viewer)["moves"] if r["move"] == move), None)
    said = advice(table.game.describe(table.state, move), record is not None and record.get("card") is None) \
        if move else None
    return {**found, "said": said, "from": record and record["from"], "to": record and record["to"]}


def _verdict(req: dict) -> dict:
    """Can the position still be won?  (Runs in a second worker, beside play, with the same
    search as a hint: a player who follows the hints sees every position on the line won.)"""
    table = _current()
    found = _search(table)
    return {"status": found["status"], "best": found["best"], "ply": len(table.moves)}


def _winnable(req: dict) -> dict:
    """A deal proven winnable: from the shipped lists at a random place, else searched."""
    from .solvers import winnable_seed
    from .solvers.winnable_seeds import LISTS, listed_next, variant
    game = get(str(req.get("game")))
    options = game.resolve_options(req.get("options") or {})
    pick = req.get("pick")
    if not isinstance(pick, int) or not 0 <= pick < MAX_SEED:
        raise ValueError("pick must be a whole number")
    entry = LISTS.get(variant(game.id, options))
    if entry:
        first, deals, _ = entry
        seed = listed_next(game.id, options, first + pick % deals) or listed_next(game.id, options, first)
        if seed is not None:
            return {"seed": seed}
    return {"seed": winnable_seed(game, options, pick, tries=40)}


OPS = {
    "games": lambda req: {"games": [g.info() for g in GAMES.values()], "seat_kinds": list(SEAT_KINDS)},
    "open": _open,
    "move": _move,
    "bot": lambda req: _played(_current(), _current().play_bot()),
    "look": _look,
    "replay": _replay,
    "hint": _hint,
    "verdict": _verdict,
    "winnable": _winnable,
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
