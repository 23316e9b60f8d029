"""The engine contract: the ``Game`` base class and ``IllegalMove``.

A game is one instance of a ``Game`` subclass, registered in ``courtly.games``.  Its
states are frozen dataclasses of plain values (tuples, strings, ints), so ``apply``
cannot mutate its input, equality is structural, and JSON conversion is generic.
"""
from __future__ import annotations

import dataclasses
import types
import typing

from .cards import card_name
from .language import N_, _, n_
from .records import MoveRecord
from .rng import Rng, check_seed
from .sheet import Step, worked
from .tour import Tour
from .words import say, seat_name


class IllegalMove(ValueError):
    """A move that is malformed or not allowed now; the message says why, for a player."""


class Game:
    """Metadata plus the rules.  Subclasses override the methods marked *game*."""

    id: str = ""
    name: str = ""
    summary: str = ""            # one line for the home screen
    # for someone opening the game for the first time, worded for the way they point:
    # {"mouse": "Click ...", "touch": "Tap ..."}
    guide: dict = {}
    tour: Tour | None = None   # the guided first game (core.tour), where the game has one
    min_players: int = 1
    max_players: int = 1
    options: dict = {}
    rules_version: int = 1
    score_order: str = "high"    # "low" where scores are penalties (fewer is better)
    names_seats: bool = False    # True: describe(), outcome() and view() take names=[one per seat] for their words
    says_who: bool = False       # True: describe()'s sentence names the seat that moved (a log adds no name before it)
    State: type = object         # the frozen dataclass of this game's states
    Record: type = MoveRecord    # the keys of its move records: the common ones and its own

    # --- the contract --------------------------------------------------------------
    def new(self, seed: int, players: int = 1, options: dict | None = None):
        """The deal for ``seed``.  Validates arguments, then calls ``deal``."""
        check_seed(seed)
        if isinstance(players, bool) or not isinstance(players, int) or not (
                self.min_players <= players <= self.max_players):
            raise ValueError(self.players_refusal(repr(players)))
        return self.deal(seed, players, self.resolve_options(options), Rng.from_seed(seed))

    def to_move(self, state) -> int | None:  # game
        raise NotImplementedError

    def legal_moves(self, state) -> list[str]:
        """Derived from ``records``: one move model per game."""
        return [r["move"] for r in self.records(state)]

    def records(self, state) -> list[MoveRecord]:  # game
        """Every legal move of the seat to move, sorted by move, each as the record the page
        plays (``core.records``: ``{"move", "from", "to", "card", "id", ...}``, ``card``/``id``
        None when the moving card is face down, then the game's own keys, as ``Record`` says).
        ``legal_moves``, ``move_between`` and the view's ``moves`` all come from here; a view
        shows them only to the seat they belong to."""
        raise NotImplementedError

    def apply(self, state, move: str):  # game
        raise NotImplementedError

    def outcome(self, state) -> dict | None:  # game
        raise NotImplementedError

    def view(self, state, seat: int | None) -> dict:  # game
        raise NotImplementedError

    def describe(self, state, move: str, advice: bool = False) -> str:  # game
        """The move in words: what was done, for the log (``advice``: what to do, for a hint,
        never naming a card that is still face down)."""
        raise NotImplementedError

    def move_seen_by(self, state, move: str, seat: int | None) -> str:
        """``move``, played from ``state``, as ``seat`` may know it (``None``: a spectator).

        What reaches another seat's device (a shared table's move list) is worded by this, so
        a move whose notation names a card only its mover saw (Overthrow's ``swap:<card>``)
        reaches the others as what they may know; the result need not be playable.  By
        default the move itself: most notation names only cards that the move shows."""
        return move

    def to_json(self, state) -> dict:
        data = {"game": self.id, "rules_version": self.rules_version}
        data.update(_encode(state))
        return data

    def from_json(self, data) -> object:
        if not isinstance(data, dict):
            raise ValueError("a saved game must be a JSON object")
        if data.get("game") != self.id:
            raise ValueError(f"this is not a {self.name} game")
        if data.get("rules_version") != self.rules_version:
            raise ValueError(f"this game was saved under rules version {data.get('rules_version')!r}; "
                             f"{self.name} is now at version {self.rules_version}")
        fields = {k: v for k, v in data.items() if k not in ("game", "rules_version")}
        state = _decode(self.State, fields, "state")
        self.check(state)
        return state

    # --- hooks for the page, the tools and the tests ----------------------------------
    def deal(self, seed: int, players: int, options: dict, rng: Rng):  # game
        raise NotImplementedError

    def check(self, state) -> None:
        """Raise ``ValueError`` if a decoded state is inconsistent (cards lost or doubled…)."""

    def cards(self, state) -> list[str]:
        """Every physical card (or piece) in the state, for conservation checks."""
        return []

    def shuffle_hidden(self, state, seat: int | None, rng: Rng):
        """The state with every card ``seat`` cannot see dealt at random to the hidden places.

        The result must depend only on what ``seat`` sees and on ``rng`` (sort the hidden
        cards before shuffling them), so bots can use it to sample the unknown
        ("determinize") without their choice depending on where the hidden cards really are.
        """
        return state

    def why_not(self, state, source: str) -> str:
        """Why nothing may move from ``source`` now, in the rules' words (games say more)."""
        if self.to_move(state) is None:
            return _("The game is over: nothing moves any more.")
        return _("Nothing can move from there now.")

    def all_known(self, state) -> bool:
        """Every card still to move is face up (nothing left to draw or turn), so the rest of the
        game is a puzzle a solver may finish (a solitaire's "Finish")."""
        return False

    def auto_move(self, state) -> str | None:
        """A move so forced that a table may play it for the person (Overthrone's draw into an
        empty hand), or None.  Tables offer it as a setting, and an undo takes it back too."""
        return None

    def evaluate(self, state, seat: int) -> float:
        """A heuristic worth of ``state`` for ``seat`` (higher is better), for the bots."""
        result = self.outcome(state)
        if result:
            return 1.0 if seat in result["winners"] else 0.0
        return 0.5

    def move_between(self, state, source: str, target: str) -> str:
        """The notation for dragging ``source`` onto ``target`` (legal or not)."""
        for record in self.records(state):
            if record["from"] == source and record["to"] == target:
                return record["move"]
        return f"{source}-{target}"

    def play(self, state, move: str, names: list[str] | None = None) -> tuple[object, str]:
        """``(apply(state, move), describe(state, move))``, the seats called by ``names`` where
        the game words them (``names_seats``); a game whose parse is costly overrides this to
        parse the move once."""
        words = self.describe(state, move, names=names) if names and self.names_seats else self.describe(state, move)
        return self.apply(state, move), words

    def text(self, state, seat: int | None) -> str:
        """A plain-text picture of ``view(state, seat)`` for the terminal."""
        raise NotImplementedError

    # --- helpers ------------------------------------------------------------------
    def resolve_options(self, options: dict | None) -> dict:
        """Defaults filled in; an unknown option or value raises ``ValueError`` naming it."""
        options = dict(options or {})
        unknown = sorted(set(options) - set(self.options))
        if unknown:
            if not self.options:
                raise ValueError(_("{game} has no option {name} (it has no options)", game=self.name,
                                   name=repr(unknown[0])))
            raise ValueError(_("{game} has no option {name} (options: {known})", game=self.name, name=repr(unknown[0]),
                               known=", ".join(self.options)))
        resolved = {}
        for name, spec in self.options.items():
            value = options.get(name, spec["default"])
            if value not in spec["choices"] or type(value) is not type(spec["default"]):
                choices = ", ".join(str(c).lower() for c in spec["choices"])
                raise ValueError(_("option {name} must be one of {choices}, not {value}", name=repr(name),
                                   choices=choices, value=repr(value)))
            resolved[name] = value
        return resolved

    def player_range(self) -> str:
        if self.min_players == self.max_players:
            return str(self.min_players)
        return _("{low} to {high}", low=self.min_players, high=self.max_players)

    def players_refusal(self, given: str) -> str:
        """Why ``given`` (as the request or the link wrote it) is not a number of players here."""
        if self.min_players == self.max_players:
            return n_(self.min_players, "{game} is for {n} player, not {given}",
                      "{game} is for {n} players, not {given}", game=self.name, given=given)
        return _("{game} is for {low} to {high} players, not {given}", game=self.name, low=self.min_players,
                 high=self.max_players, given=given)

    def piece_name(self, code: str) -> str:
        """A piece as the table names it, from its code (a card by default: "nine of hearts")."""
        return card_name(code)

    def rules_sheet(self) -> list[Step]:  # game
        """How to play, for the page's rules sheet: short steps (``core.sheet.step``), every
        number in them read from the rules' own constants."""
        return []

    def rules_examples(self) -> list[dict | None]:
        """Each rules step's worked example as the page draws it (``core.sheet.worked``),
        None for a step without one."""
        return [worked(self, s.example) for s in self.rules_sheet()]

    def tour_link(self) -> str | None:
        """The address of the guided first game (None: the game has none)."""
        if self.tour is None:
            return None
        from ..links import make_fragment   # (links reads the game registry, which imports this)
        players = self.tour.players or self.min_players
        return make_fragment(self.id, self.tour.seed, players, None, seats=self.tour.seats, tour=True)

    def options_words(self) -> dict:
        """``options`` with their words (``label``, ``labels``, ``help``) in the request's language:
        each a message marked with ``N_`` or a function that words it (``words.say``)."""
        worded = {}
        for name, spec in self.options.items():
            spec = dict(spec)
            for key in ("label", "help"):
                if key in spec:
                    spec[key] = say(spec[key])
            if "labels" in spec:
                spec["labels"] = {value: say(text) for value, text in spec["labels"].items()}
            worded[name] = spec
        return worded

    def info(self) -> dict:
        """Metadata for the page and the command line, with the game's own words for the page
        (``summary``, ``guide``, the options' words: messages marked with ``N_``, said here)."""
        return {"id": self.id, "name": self.name, "summary": say(self.summary),
                "min_players": self.min_players, "max_players": self.max_players,
                "options": self.options_words(), "rules_version": self.rules_version,
                "score_order": self.score_order, "says_who": self.says_who,
                "guide": {way: say(text) for way, text in self.guide.items()},
                "rules": [s.page() for s in self.rules_sheet()], "tour": self.tour_link(),
                # how the rules call each seat, for choosing who sits there ("Player 1", ...)
                "seat_names": [seat_name(seat) for seat in range(self.max_players)]}


# --- generic JSON codec for frozen-dataclass states -------------------------------------

def _encode(value):
    if dataclasses.is_dataclass(value):
        return {f.name: _encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


def _decode(kind, data, where: str):
    """Build a value of type ``kind`` from JSON ``data``, or raise ``ValueError`` at ``where``."""
    origin = typing.get_origin(kind)
    if dataclasses.is_dataclass(kind):
        if not isinstance(data, dict):
            raise ValueError(f"{where} must be an object")
        hints = typing.get_type_hints(kind)
        names = [f.name for f in dataclasses.fields(kind)]
        if set(data) != set(names):
            extra = sorted(set(data) ^ set(names))
            raise ValueError(f"{where} has missing or unknown fields: {', '.join(extra)}")
        return kind(**{n: _decode(hints[n], data[n], f"{where}.{n}") for n in names})
    if origin is tuple:
        args = typing.get_args(kind)
        if not isinstance(data, list):
            raise ValueError(f"{where} must be a list")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], v, f"{where}[{i}]") for i, v in enumerate(data))
        if len(args) != len(data):
            raise ValueError(f"{where} must have {len(args)} items")
        return tuple(_decode(a, v, f"{where}[{i}]") for i, (a, v) in enumerate(zip(args, data)))
    if origin in (typing.Union, types.UnionType):
        for arg in typing.get_args(kind):
            try:
                return _decode(arg, data, where)
            except ValueError:
                continue
        raise ValueError(f"{where} has the wrong type")
    if kind is type(None):
        if data is not None:
            raise ValueError(f"{where} must be null")
        return None
    if kind in (int, str, bool):
        if type(data) is not kind:
            raise ValueError(f"{where} must be a {kind.__name__}")
        return data
    raise TypeError(f"no JSON decoding for {kind!r}")  # a programming error, not bad data


class Solitaire(Game):
    """A one-seat game: the seat moves while any move is left.

    A solitaire with a solver (``courtly.solvers``) words its answers at the table (Hint, the
    "Still winnable?" check, Finish) in the game's own terms: ``goal`` is what the solver looks
    for, ``verdicts`` what the check says for each of the solver's statuses."""

    # Messages marked with ``N_`` (or functions that word them), said where they are used.
    goal = N_("winning line")
    check_label = N_("Still winnable?")
    # "not winnable" is only ever a proof: the solver says it when its search has refuted every line.
    # (Short: a phone's header has one row for the title, the clock and this.)
    verdicts = {"winnable": N_("\u2713 still winnable"),
                "not winnable": N_("\u2717 no \u2014 proven"),
                "unknown": N_("? not decided")}

    def to_move(self, state) -> int | None:
        return 0 if self.legal_moves(state) else None

    def tour_link(self) -> str | None:
        """The address of the guided first game (None: the game has none)."""
        if self.tour is None:
            return None
        from ..links import make_fragment   # (links reads the game registry, which imports this)
        players = self.tour.players or self.min_players
        return make_fragment(self.id, self.tour.seed, players, None, seats=self.tour.seats, tour=True)

    def info(self) -> dict:
        return super().info() | {"solver": {
            "looking": _("Looking for a winning line\u2026"), "check": say(self.check_label),
            "checking": _("checking\u2026"), "verdicts": {status: say(text) for status, text in self.verdicts.items()},
            "finishing": _("Every card is face up and the rest is a proven win: Finish plays it out for you.")}}

    def lost_because(self, state) -> str | None:
        """Why ``state`` can no longer be won, in one sentence, when the game can show it (a
        proof by search has no short reason); None otherwise."""
        return None

    def hint_words(self, found: dict, said: str | None, dealt: bool = False) -> str:
        """The solver's hint (``found``: ``solvers.hint``'s answer; ``said``: its move as advice),
        or why there is none, in one sentence for the status line (``dealt``: nothing has been
        played yet, so no undo can help)."""
        status, goal, best = found["status"], say(self.goal), found["best"]
        if not said:
            if status != "not winnable":
                return _("No line found within the time allowed.")
            if dealt:
                return _("No {goal} in this deal, whatever you play (proven): try a new deal.", goal=goal)
            return _("No {goal} from here: undo a few moves and try another way.", goal=goal)
        if status == "winnable":
            return _("Hint (this wins): {move}", move=said)
        if status == "not winnable":
            if found["proven"]:
                return n_(best, "Hint (no {goal}; the best possible: {n} point): {move}",
                          "Hint (no {goal}; the best possible: {n} points): {move}", goal=goal, move=said)
            return n_(best, "Hint (no {goal}; the best line found: {n} point): {move}",
                      "Hint (no {goal}; the best line found: {n} points): {move}", goal=goal, move=said)
        if found["proven"]:
            return n_(best, "Hint (the best possible: {n} point): {move}",
                      "Hint (the best possible: {n} points): {move}", move=said)
        return n_(best, "Hint (the best line found: {n} point): {move}",
                  "Hint (the best line found: {n} points): {move}", move=said)

    def finish_label(self, line: list[str]) -> str:
        """The Finish button, once the solver has proven the rest of the game."""
        return n_(len(line), "Finish ({n} move)", "Finish ({n} moves)")
