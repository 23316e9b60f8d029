"""A game in progress at one device: the deal, who sits where, the line of moves, and
what a player may do beside playing — undo, redo, start again, pass the device, ask for a
hint.  The page's JSON entry point (``web.py``) routes every request to one ``Session``;
the command line and the tests may drive one directly.

Seats are people or bots.  What the page sees is ``game.view(state, viewer)``: with one
person at the device that is always their seat; with several, the device is passed
between them, and a seat's hand is sent only after that person says they are looking.
"""
from __future__ import annotations

from .core import IllegalMove
from .core.language import _, language
from .core.replay import replay_prefix
from .core.rng import MAX_SEED
from .core.words import choose_prompt, handoff_words, is_you, results_title, seat_labels, seat_name, seat_names
from .links import check_seats, default_seats, make_fragment


class Session:
    """One table.  ``states[i]`` is the position after ``moves[:i]``; every move is logged
    with the seat that made it and whether the session played it by itself (``auto``)."""

    def __init__(self, game, seed, players, options, moves, seats=None, auto=True):
        self.game, self.seed, self.players = game, seed, players
        self.options = game.resolve_options(options)
        self._asked = (None, None)  # the last position whose seat to move was asked, and that seat
        self.seats = check_seats(game, players, seats or default_seats(game, players))
        self.states, self.error = replay_prefix(game, seed, players, self.options, moves)
        self.moves = list(moves[:len(self.states) - 1])
        self.log = [self._entry(s, m) for s, m in zip(self.states, self.moves)]
        self.auto = bool(auto)     # play the game's automatic moves (Overthrone's draw) for people
        self._mark_auto()
        self.redo_line: list[dict] = []   # log entries taken back, the next one last
        self.before_restart: list[str] | None = None  # the line "Same deal" left, until a move
        self.host: int | None = None  # the seat of the device that runs a table shared with friends' devices
        self.thread = None            # the challenge the table was opened with (challenge.Thread)
        self.tour = None              # the guided first game the person follows (core.tour.Tour)
        self._tour_memo: list = []    # its walk of the positions so far (Tour.progress)
        humans = self.humans
        self.viewer = humans[0] if len(humans) == 1 else None
        self._pass_device()

    # --- who is where -------------------------------------------------------------------
    @property
    def state(self):
        return self.states[-1]

    @property
    def humans(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.seats) if kind == "human"]

    @property
    def to_move(self):
        """The seat to move now, asked of the game once per position (a solitaire lists every
        legal move to answer, and a request asks again and again: the turn, the handoff, the
        snapshot).  Positions are immutable, so the one asked about is kept and compared by
        identity."""
        state = self.state
        if self._asked[0] is not state:
            self._asked = (state, self.game.to_move(state))
        return self._asked[1]

    @property
    def bot_to_move(self) -> bool:
        seat = self.to_move
        return seat is not None and self.seats[seat] != "human"

    @property
    def handoff(self):
        """The person the device must be passed to before their hand is shown, if any."""
        seat = self.to_move
        if self.host is not None or len(self.humans) < 2 or seat is None or self.seats[seat] != "human" \
                or seat == self.viewer:
            return None   # (at a shared table every person has a device of their own)
        return seat

    @property
    def names(self) -> list[str]:
        """One name per seat, used everywhere: "You" when one person plays, else "Player N"."""
        humans = self.humans
        return seat_names(len(self.seats), humans[0] if len(humans) == 1 else None)

    def _pass_device(self) -> None:
        """Hide the hand on screen as soon as another person is due to move."""
        if self.handoff is not None:
            self.viewer = None

    def _named(self, names=None) -> dict:
        """The ``names=`` argument of a game that words its seats (``names_seats``), else none."""
        return {"names": names or self.names} if self.game.names_seats else {}

    def _entry(self, state, move, auto=False) -> dict:
        seat = self.game.to_move(state)
        text = self.game.describe(state, move, **self._named())
        return {"seat": seat, "text": text, "move": move, "words": {language(): text},
                "person": self.seats[seat] == "human" if seat is not None else False, "auto": auto}

    def logged(self, start: int, end: int) -> list[dict]:
        """The log's entries ``start:end`` as the page shows them, in the request's language:
        an entry keeps its words in each language it was asked in (``text``: the first), and
        words a move again, from the position it was played in, for a language it lacks."""
        lang, shown = language(), []
        for i in range(*slice(start, end).indices(len(self.log))):
            entry = self.log[i]
            words = entry.setdefault("words", {})
            if lang not in words:
                words[lang] = self.game.describe(self.states[i], self.moves[i], **self._named())
            shown.append({"seat": entry["seat"], "text": words[lang]})
        return shown

    # --- playing --------------------------------------------------------------------------
    def _push(self, move: str, auto=False) -> dict:
        seat = self.to_move
        after, words = self.game.play(self.state, move, self.names)  # raises IllegalMove with the reason
        entry = {"seat": seat, "text": words, "move": move, "auto": auto, "words": {language(): words},
                 "person": self.seats[seat] == "human" if seat is not None else False}
        self.states.append(after)
        self.moves.append(move)
        self.log.append(entry)
        return entry

    def play(self, move: str) -> str:
        """A person's move, then whatever the game plays by itself after it (if allowed);
        returns the words for all of them."""
        start = len(self.log)
        self._push(move)
        if self.redo_line and self.redo_line[-1]["move"] == move:
            self.redo_line.pop()       # the same move as the one taken back: the line stays
            self._redo_followers()
        else:
            self.redo_line.clear()     # a new move: the moves taken back are gone
            self._play_auto()
        self.before_restart = None
        self._pass_device()
        return " ".join(e["text"] for e in self.log[start:])

    def _redo_followers(self) -> None:
        """Replay what followed a redone move: bots' replies and the game's automatic moves."""
        while self.redo_line and not _chosen(self.redo_line[-1]):
            taken = self.redo_line.pop()
            self._push(taken["move"], auto=taken["auto"])

    def _play_auto(self) -> None:
        while self.auto and self.to_move is not None and self.seats[self.to_move] == "human":
            move = self.game.auto_move(self.state)
            if move is None:
                return
            self._push(move, auto=True)

    def play_bot(self) -> str:
        if not self.bot_to_move:
            raise ValueError(_("It is not a bot's turn."))
        # The bot's own seed follows from the deal and the move number, so a replayed
        # game meets the same bot choices.
        seed = (self.seed * 1_000_003 + len(self.moves)) % MAX_SEED
        from .bots import choose  # only multiplayer tables need the bots
        entry = self._push(choose(self.game, self.state, self.seats[self.to_move], seed))
        self.redo_line.clear()
        self._pass_device()
        return entry["text"]

    # --- taking back ------------------------------------------------------------------------
    @property
    def person_moves(self) -> int:
        return sum(map(_chosen, self.log))

    @property
    def can_undo(self) -> bool:
        return self.person_moves > 0 or self.before_restart is not None

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_line)

    @property
    def undo_to(self) -> int | None:
        """How many moves an undo leaves (the page draws that position at once, if it drew it
        before); None when no move of a person can be taken back."""
        if self.person_moves == 0:
            return None
        return next(i for i in range(len(self.log) - 1, -1, -1) if _chosen(self.log[i]))

    @property
    def redo_to(self) -> int | None:
        """How many moves a redo makes: the move taken back and what followed it."""
        if not self.redo_line:
            return None
        rest = self.redo_line[-2::-1]  # what followed it, in the order it was played
        return len(self.moves) + 1 + next((k for k, e in enumerate(rest) if _chosen(e)), len(rest))

    def undo(self, seat=None) -> bool:
        """Take back the person's last move with what followed it (the bots' replies and the
        game's automatic moves); at a fresh restart, go back to the game it left.  At a shared
        table a person takes back only their own last move (``can_undo_as``)."""
        if self.host is not None and not self.can_undo_as(self.asker(seat)):
            return False
        if self.person_moves == 0:
            if self.before_restart is None:
                return False
            moves, self.before_restart = self.before_restart, None
            self._replay(moves)
            return True
        while True:
            self.states.pop()
            self.moves.pop()
            entry = self.log.pop()
            self.redo_line.append(entry)
            if _chosen(entry):
                break
        self._pass_device()
        return True

    def redo(self, seat=None) -> bool:
        """Play again the next move taken back, and the bots' and the game's moves after it."""
        if self.host is not None and not self.can_redo_as(self.asker(seat)):
            return False
        if not self.redo_line:
            return False
        self._push(self.redo_line.pop()["move"])
        self._redo_followers()
        self._pass_device()
        return True

    def restart(self, seat=None) -> None:
        """The same deal from the start; an undo straight after brings the game back.  At a
        shared table only the host deals again, and only once the game is over."""
        if self.host is not None:
            if self.asker(seat) != self.host:
                raise IllegalMove(_("Only the host can deal this game again."))
            if self.game.outcome(self.state) is None:
                raise IllegalMove(_("Your friends are playing this game with you: finish it before dealing again."))
        if self.moves:
            self.before_restart = list(self.moves)
        self._replay([])

    def _replay(self, moves) -> None:
        del self.states[1:], self.moves[:], self.log[:]
        self.redo_line.clear()
        for move in moves:
            self._push(move)
        self._mark_auto()
        self._pass_device()

    def _mark_auto(self) -> None:
        """Replayed moves that the game would have played by itself count as automatic."""
        for i, (state, move) in enumerate(zip(self.states, self.moves)):
            entry = self.log[i]
            entry["auto"] = bool(entry["person"] and self.auto and i > 0 and self.log[i - 1]["person"]
                                 and self.game.auto_move(state) == move)

    def look(self, seat) -> None:
        """The person at ``seat`` has the device: show them their hand."""
        if self.host is not None:
            raise IllegalMove(_("At a shared table every person plays on their own device."))
        if seat != self.handoff:
            raise ValueError(_("That seat is not the one to move."))
        self.viewer = seat

    # --- what the page sees ---------------------------------------------------------------
    def fragment(self, moves=None) -> str:
        return make_fragment(self.game.id, self.seed, self.players, self.options,
                             self.moves if moves is None else moves, self.seats,
                             self.thread.text if self.thread else None, self.tour is not None)

    def view(self, state, names=None) -> dict:
        """The viewer's view, worded with the table's ``names`` for the seats where the game
        words them (by default this device's: ``self.names``)."""
        return self.game.view(state, self.viewer, **self._named(names))

    def snapshot(self, names=None, here=None) -> dict:
        """Everything the page draws; ``here``: the seats played at the device it is for (by
        default every person's), for the results card's title."""
        names = names or self.names
        outcome = self.game.outcome(self.state)
        here = self.humans if here is None else here
        view = self.view(self.state, names)
        return {"title": results_title(outcome["winners"], names, here) if outcome else None,
                "game": self.game.id, "seed": self.seed, "players": self.players,
                "options": self.options, "seats": self.seats, "names": names, "moves": list(self.moves),
                "link": self.fragment(()), "position": self.fragment(),
                "rules_version": self.game.rules_version,
                "viewer": self.viewer, "to_move": self.to_move, "handoff": self.handoff,
                "bot_to_move": self.bot_to_move,
                "view": view, "prompts": self.prompts(view["moves"]),
                "seat_labels": seat_labels(self.seats, names),
                "handoff_words": None if self.handoff is None else handoff_words(names[self.handoff]),
                "can_undo": self.can_undo, "can_redo": self.can_redo,
                "undo_to": self.undo_to, "redo_to": self.redo_to, "person_moves": self.person_moves,
                "all_known": self.game.all_known(self.state),
                "auto": self.auto, "challenge": self.thread.summary() if self.thread else None,
                "tour": self.tour_step(),
                "log": self.logged(-50, len(self.log))}

    def prompts(self, moves) -> dict:
        """What the table says when the person selects a pile they may move from, naming the
        first piece that would move from it (as the page lifts it)."""
        first = {}
        for record in moves:
            if record["from"] and first.get(record["from"]) is None:
                first[record["from"]] = record["card"]
        return {pile: choose_prompt(card and self.game.piece_name(card)) for pile, card in first.items()}

    def replay_view(self, ply: int, names=None) -> dict:
        """The position after ``ply`` moves, as the viewer saw it; nothing can be played there."""
        if not isinstance(ply, int) or isinstance(ply, bool) or not 0 <= ply < len(self.states):
            raise ValueError(_("A replay step is a whole number from 0 to {last}.", last=len(self.states) - 1))
        view = self.view(self.states[ply], names)
        view["moves"] = []
        return {"ply": ply, "total": len(self.moves), "view": view,
                "log": self.logged(max(0, ply - 50), ply),
                "position": self.fragment(self.moves[:ply])}

    # --- the solitaires' solver ---------------------------------------------------------------
    def _listed_deal(self) -> bool:
        """The position is the deal of a seed on the shipped list of proven-winnable deals."""
        from .solvers.winnable_seeds import listed_next
        return not self.moves and listed_next(self.game.id, self.options, self.seed) == self.seed

    def search(self) -> dict:
        """The solver's answer for the current position (``solvers.hint``, which remembers the
        last line it decided, so positions along it answer at once).  On a listed deal's first
        position it searches as far as the list's own proof did, so it always finds that win."""
        from .solvers import SOLVE_BUDGET, hint  # only the solitaires have solvers: loaded when asked
        return hint(self.game, self.state, SOLVE_BUDGET[self.game.id] if self._listed_deal() else None)

    def finish_line(self) -> list[str]:
        """The rest of a won game, when every card is face up and the solver proves the line
        (the page's "Finish"); refused otherwise, never a guess."""
        from .solvers import HINT_BUDGET, WINNABLE, solve
        if self.game.outcome(self.state) is not None or not self.game.all_known(self.state):
            raise ValueError(_("There is nothing to finish: cards are still face down."))
        verdict = solve(self.game, self.state, HINT_BUDGET[self.game.id])
        if verdict.status != WINNABLE:
            raise ValueError(_("No forced win from here was found: play on."))
        return list(verdict.line)

    def hint(self) -> dict:
        """The next move on a winning (or best-scoring) line from here, worded as advice."""
        found = self.search()
        move = found["move"]
        record = next((r for r in self.game.view(self.state, self.viewer)["moves"] if r["move"] == move), None)
        said = self.game.describe(self.state, move, advice=True, **self._named()) if move else None
        words = self.game.hint_words(found, said, dealt=not self.moves)
        because = self.game.lost_because(self.state) if not said and found["status"] == "not winnable" else None
        return {**found, "said": said, "from": record and record["from"], "to": record and record["to"],
                "words": f"{words} {because}" if because else words}

    def finish(self) -> dict:
        """The rest of a proven win (``finish_line``) and the Finish button's words."""
        line = self.finish_line()
        return {"line": line, "label": self.game.finish_label(line)}

    # --- whose request: the one turn check, and what a friend's device may ask -------------
    # At one device (``host`` None) every person plays there, passing it round; at a table
    # shared between devices (js/net) the host's device runs this session, every other
    # person's device sees only ``snapshot_for(their seat, guest=True)``, and its requests
    # come with its seat.  Undo there follows the honest rule: a person takes back only
    # their own last move (with the bots' replies and automatic moves after it).
    GUEST_ASKS = frozenset({"move", "why", "undo", "redo", "replay", "view", "restart", "look"})

    def _check_seat(self, seat) -> int:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            raise ValueError(_("A seat is a whole number from 0 to {last}.", last=len(self.seats) - 1))
        return seat

    def share(self, host) -> None:
        """From now on this device hosts ``host``'s seat, and friends' devices the others."""
        self.host = None if host is None else self._check_seat(host)
        if self.host is not None:
            self.viewer = self.host

    def asker(self, seat=None):
        """The seat of the person asking: ``seat`` if given, else this device's own."""
        if seat is not None:
            return self._check_seat(seat)
        return self.viewer if self.host is None else self.host

    def is_guest(self, seat) -> bool:
        """``seat`` is asking from a friend's device, not from the one this session runs on."""
        return self.host is not None and seat is not None and self._check_seat(seat) != self.host

    def check_asks(self, op, seat) -> None:
        """Refuse what a friend's device may not ask: only the host's device deals, opens,
        changes settings, hands seats and makes the bots move."""
        if self.is_guest(seat) and op not in self.GUEST_ASKS:
            raise IllegalMove(_("That is done on the host's device: the table runs there."))

    def check_turn(self, seat=None) -> None:
        """The one turn check: refuse (``IllegalMove``, nothing changed) unless the person at
        ``seat`` (this device's own, if None) is the one to move."""
        seat = self.asker(seat)
        if seat is not None and self.seats[seat] != "human":
            name = self.names[seat]
            raise IllegalMove(_("Your seat is played by a bot now.") if is_you(name)
                              else _("{name} is played by a bot now.", name=name))
        to_move = self.to_move  # once the game is over the engine itself says why nothing moves
        if to_move is None or to_move == seat:
            return
        if self.seats[to_move] != "human":
            raise IllegalMove(_("It is not your turn: {name} (a bot) is thinking.", name=self.names[to_move]))
        if self.host is None:
            raise IllegalMove(_("Pass the device first: it is another player's turn."))
        raise IllegalMove(_("It is not your turn: {name} is to move.", name=seat_name(to_move)))

    def play_turn(self, move, seat=None) -> str:
        """``seat``'s move, refused unless it is that seat's turn (``check_turn``)."""
        self.check_turn(seat)
        if not isinstance(move, str):
            raise IllegalMove(_("A move is a word of the game's notation."))
        asked = self.tour_step()
        if asked is not None and asked["move"] is not None and move != asked["move"]:
            raise IllegalMove(_("The tour asks for another move: {move} To play as you like, leave the tour.",
                                move=asked["do"]))
        return self.play(move)

    def follow(self, on: bool) -> None:
        """Take the game's guided tour from here, or leave it (the deal plays on either way)."""
        if on and self.game.tour is None:
            raise ValueError(_("{game} has no guided tour.", game=self.game.name))
        self.tour = self.game.tour if on else None

    def tour_step(self) -> dict | None:
        """What the tour says now (``core.tour.Tour.step``), for the person at this table."""
        if self.tour is None or not self.humans:
            return None
        return self.tour.step(self.game, self.states, self.moves, self.humans[0], self._tour_memo)

    def move_between(self, source, target, seat=None) -> str:
        """The move ``seat`` means by taking ``source`` to ``target`` (a drop on the table)."""
        self.check_turn(seat)
        return self.game.move_between(self.state, str(source), str(target))

    def why_not(self, source, seat=None) -> str:
        """Why nothing moves from ``source`` for ``seat``: the refusal, in the engine's words."""
        self.check_turn(seat)
        return self.game.why_not(self.state, str(source))

    def _last_chosen_seat(self):
        return next((e["seat"] for e in reversed(self.log) if _chosen(e)), None)

    def can_undo_as(self, seat) -> bool:
        return self._last_chosen_seat() == seat

    def can_redo_as(self, seat) -> bool:
        return bool(self.redo_line) and self.redo_line[-1]["seat"] == seat

    def hand_seat(self, seat, kind) -> None:
        """A bot takes a seat whose person has left, or the person takes it back."""
        from .links import SEAT_KINDS
        self._check_seat(seat)
        if kind not in SEAT_KINDS:
            raise ValueError(_("A seat is a human or a bot ({kinds}).", kinds=", ".join(SEAT_KINDS)))
        self.seats = check_seats(self.game, self.players, [kind if i == seat else k for i, k in enumerate(self.seats)])
        self.redo_line.clear()   # a line taken back by a person is not a bot's to replay

    def moves_seen_by(self, seat) -> list[str]:
        """The line of moves as ``seat`` may know it (``Game.move_seen_by``): a move that names
        a card hidden from that seat reaches it without the card."""
        return [self.game.move_seen_by(s, m, seat) for s, m in zip(self.states, self.moves)]

    def snapshot_for(self, seat, guest=False) -> dict:
        """The snapshot as ``seat``'s own device shows it (its hand, its undo; "You" is that
        seat), leaving the host's viewer as it was.  For a guest's device (``guest``) the moves
        are worded for that seat, and the deal's seed, and so the links that carry it, stay on
        the host until the game is over: with them a guest could deal every hidden card again."""
        self._check_seat(seat)
        viewer = self.viewer
        try:
            self.viewer = seat
            snap = self.snapshot(seat_names(len(self.seats), seat), here=[seat])
        finally:
            self.viewer = viewer
        snap.update(handoff=None, handoff_words=None, can_undo=self.can_undo_as(seat), can_redo=self.can_redo_as(seat))
        if guest:
            over = self.game.outcome(self.state) is not None
            shared = {"link": snap.pop("link"), "position": snap.pop("position"), "seed": snap.pop("seed")}
            snap.update(moves=self.moves_seen_by(seat), bot_to_move=False, shared=shared if over else None)
        return snap

    def replay(self, ply, seat=None) -> dict:
        """A replay step as the asking seat saw it (a friend's device gets the position's link
        once the game is over)."""
        if self.host is None:
            return self.replay_view(ply)
        seat, guest = self.asker(seat), self.is_guest(seat)
        viewer = self.viewer
        try:
            self.viewer = seat
            step = self.replay_view(ply, seat_names(len(self.seats), seat))
        finally:
            self.viewer = viewer
        if guest and self.game.outcome(self.state) is None:
            step.pop("position")
        return step


def _chosen(entry: dict) -> bool:
    """A move a person chose (not a bot's, not one the game played by itself)."""
    return entry["person"] and not entry["auto"]
