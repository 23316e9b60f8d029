"""Challenges: a share link that also carries results on its deal, so two friends can keep
score with no server.

A challenge is the deal's link with ``challenge=<packed>``: a thread of up to
``MAX_RESULTS`` results, the newest last.  Each result says who played (a name the player
chose), what they claim (won or not, their score, how many moves they chose) and how long it
took on their device, and carries every move of their game.  Nothing in a link can be
trusted, so the claim is only shown as a result when replaying the moves from the deal
reaches it; the time cannot be checked at all, and the words say so.

Packing (the moves are most of a link): each move is written as its place in the game's
list of legal moves at that position, a variable-length number (one byte for the first
128 choices), and the whole thread is deflated and written in base64url.  A 150-move Royal
Cotillion game takes about 100 characters, a four-seat Overthrow game about 900, where the
moves' own words would take 670 and 13,600.

>>> from courtly.games import get
>>> rc = get("royal-cotillion")
>>> mine = Result("Ann", ["turn"], won=False, score=22, chosen=1, time=9_000)
>>> text = pack(rc, 5, 1, {}, [mine])
>>> thread = unpack(rc, 5, 1, {}, text)
>>> thread[0].name, thread[0].line, thread[0].time, thread[0].chosen
('Ann', ['turn'], 9000, 1)
"""
from __future__ import annotations

import base64
import binascii
import zlib
from dataclasses import dataclass, replace

from .core import IllegalMove
from .core.language import N_, _, n_
from .core.words import you_name

VERSION = 1
MAX_RESULTS = 5          # a thread keeps its newest five
MAX_NAME = 24            # characters of a challenger's name
MAX_PACKED = 8_000       # characters of the packed thread in a link
MAX_UNPACKED = 64_000    # bytes once inflated: a larger thread is not one we made
MAX_LINE = 5_000         # moves in one game
MAX_THREAD_MOVES = 4_000  # moves in the whole thread: each is replayed twice as the link opens
DEFAULT_NAME = N_("A friend")   # in the link as it is (English); said in the reader's language (``shown``)


@dataclass(frozen=True)
class Result:
    """One game of the thread: who, what they claim, and the moves that must reach it.
    ``chosen`` counts the moves the person chose (the results card's "Moves"); ``auto``: the
    game played its automatic moves for them (so those do not count)."""
    name: str
    line: list
    won: bool
    score: int | None
    chosen: int
    time: int | None = None      # milliseconds, as their device measured them
    seat: int = 0
    auto: bool = True
    verified: bool | None = None  # None until ``verify`` replays it


def clean_name(name) -> str:
    """A challenger's name as shown: printable, trimmed, at most ``MAX_NAME`` characters."""
    text = "".join(c for c in str(name or "") if c.isprintable()).strip()[:MAX_NAME].strip()
    return text or DEFAULT_NAME


def shown(name: str) -> str:
    """A challenger's name as the page shows it: the name given, or "A friend" in the reader's
    language."""
    return _(DEFAULT_NAME) if name == DEFAULT_NAME else name


# --- numbers in bytes ----------------------------------------------------------------------
def _put(out: bytearray, n: int) -> None:
    """A whole number >= 0 in 7-bit groups, the lowest first (a high bit: more follows)."""
    while True:
        low, n = n & 0x7F, n >> 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return


class _Reader:
    def __init__(self, data: bytes):
        self.data, self.at = data, 0

    def number(self, most: int) -> int:
        n = shift = 0
        while True:
            if self.at >= len(self.data) or shift > 42:
                raise ValueError(_("cut short"))
            byte = self.data[self.at]
            self.at += 1
            n |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                break
        if n > most:
            raise ValueError(_("a number out of range"))
        return n

    def text(self) -> str:
        size = self.number(4 * MAX_NAME)
        chunk = self.data[self.at:self.at + size]
        self.at += size
        if len(chunk) != size:
            raise ValueError(_("cut short"))
        try:
            return chunk.decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError(_("not readable")) from None


# --- the thread in a link --------------------------------------------------------------------
def pack(game, seed: int, players: int, options: dict, results) -> str:
    """The ``challenge=`` value for ``results`` (the newest ``MAX_RESULTS``) on this deal."""
    out = bytearray([VERSION])
    results = list(results)[-MAX_RESULTS:]
    while len(results) > 1 and sum(len(r.line) for r in results) > MAX_THREAD_MOVES:
        results.pop(0)   # long games: fewer of them, the newest kept
    _put(out, len(results))
    for r in results:
        name = clean_name(r.name).encode("utf-8")
        _put(out, len(name))
        out += name
        _put(out, r.seat)
        _put(out, (1 if r.won else 0) | (2 if r.auto else 0) | (4 if r.score is not None else 0))
        if r.score is not None:
            _put(out, 2 * abs(r.score) + (r.score < 0))
        _put(out, r.chosen)
        _put(out, 0 if r.time is None else int(r.time) + 1)
        _put(out, len(r.line))
        state = game.new(seed, players, options)
        for move in r.line:
            _put(out, game.legal_moves(state).index(move))
            state = game.apply(state, move)
    return base64.urlsafe_b64encode(zlib.compress(bytes(out), 9)).decode("ascii").rstrip("=")


def _inflate(text: str) -> bytes:
    if not isinstance(text, str) or not text or len(text) > MAX_PACKED:
        raise ValueError(_("too long") if text else _("empty"))
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        inflater = zlib.decompressobj()
        data = inflater.decompress(raw, MAX_UNPACKED)
    except (binascii.Error, ValueError, zlib.error):
        raise ValueError(_("not readable")) from None
    if inflater.unconsumed_tail or not inflater.eof:
        raise ValueError(_("too large or cut short"))
    return data


def unpack(game, seed: int, players: int, options: dict, text: str) -> list[Result]:
    """The thread in a ``challenge=`` value, each game's moves read back from the deal; a
    ``ValueError`` a player can read if it is damaged.  Claims are not checked here
    (``verify``)."""
    try:
        reader = _Reader(_inflate(text))
        if reader.number(255) != VERSION:
            raise ValueError(_("made by a newer Courtly"))
        results = []
        for _count in range(reader.number(MAX_RESULTS)):
            results.append(_read_result(reader, game, seed, players, options))
            if sum(len(r.line) for r in results) > max(MAX_THREAD_MOVES, len(results[0].line)):
                raise ValueError(_("too many moves"))
        if not results or reader.at != len(reader.data):
            raise ValueError(_("not one we made"))
    except ValueError as exc:
        raise ValueError(_("This challenge is damaged ({reason}): the deal opens without it.", reason=exc)) from None
    return results


def _read_result(reader: _Reader, game, seed, players, options) -> Result:
    name = clean_name(reader.text())
    seat = reader.number(players - 1)
    flags = reader.number(7)
    score = reader.number(1 << 20) if flags & 4 else None
    if score is not None:
        score = -(score >> 1) if score & 1 else score >> 1
    chosen = reader.number(MAX_LINE)
    time = reader.number(1 << 40)
    line, state = [], game.new(seed, players, options)
    for _count in range(reader.number(MAX_LINE)):
        legal = game.legal_moves(state)
        index = reader.number(1 << 16)
        if index >= len(legal):
            raise ValueError(_("a move that is not there"))
        line.append(legal[index])
        state = game.apply(state, legal[index])
    return Result(name, line, won=bool(flags & 1), score=score, chosen=chosen,
                  time=time - 1 if time else None, seat=seat, auto=bool(flags & 2))


def verify(session_for, result: Result) -> Result:
    """``result`` marked verified if its moves, replayed from the deal, reach what it claims:
    the game over, won or not, the score and the number of moves chosen.  ``session_for(result)``
    replays its line as a table would (to count the moves the person chose)."""
    try:
        table = session_for(result)
    except (ValueError, IllegalMove):
        return replace(result, verified=False)
    outcome = table.game.outcome(table.state)
    ok = (outcome is not None and table.error is None
          and (result.seat in outcome["winners"]) == result.won
          and (outcome.get("scores") or [None] * (result.seat + 1))[result.seat] == result.score
          and table.person_moves == result.chosen)
    return replace(result, verified=bool(ok))


def result_of(session, time=None, name=None) -> Result:
    """The finished game at ``session`` as its person's result (at a shared table, the host's)."""
    outcome = session.game.outcome(session.state)
    if outcome is None:
        raise ValueError(_("A challenge can be sent once the game is over."))
    humans = session.humans
    seat = session.host if session.host is not None else humans[0] if len(humans) == 1 else None
    if seat is None:
        raise ValueError(_("A challenge is made from a game that one person played on this device."))
    if time is not None and (isinstance(time, bool) or not isinstance(time, (int, float)) or not 0 <= time < 1e10):
        raise ValueError(_("The time of a game is a number of milliseconds."))
    chosen = sum(1 for e in session.log if e["seat"] == seat and e["person"] and not e["auto"])
    return Result(clean_name(name), list(session.moves), won=seat in outcome["winners"],
                  score=(outcome.get("scores") or [None] * (seat + 1))[seat], chosen=chosen,
                  time=None if time is None else int(time), seat=seat, auto=session.auto)


def link(session, mine: Result) -> str:
    """The link that challenges a friend to ``mine`` (added to the table's own thread, if it
    was opened from one): the same deal from its start, the other seats as they were, a bot in
    the seat of any other person."""
    from .links import make_fragment
    thread = session.thread.results if session.thread else []
    text = pack(session.game, session.seed, session.players, session.options, [*thread, mine])
    seats = ["human" if i == mine.seat else "strong" if kind == "human" else kind
             for i, kind in enumerate(session.seats)]
    return make_fragment(session.game.id, session.seed, session.players, session.options, (), seats, text)


class Thread:
    """The challenge a table was opened with: its results, each verified, and the text that
    carries them (kept, so the table's address carries it without packing it again)."""

    def __init__(self, game, seed: int, players: int, options: dict, text: str):
        self.game, self.seed, self.players, self.options = game, seed, players, options
        self.results = [verify(self.table, r) for r in unpack(game, seed, players, options, text)]
        self.text = text
        self._watched: dict[int, object] = {}

    @property
    def latest(self) -> Result:
        return self.results[-1]

    def table(self, result: Result):
        """A table that replays ``result``'s game, its challenger the one person there."""
        from .session import Session
        seats = ["human" if i == result.seat else "random" for i in range(self.players)]
        return Session(self.game, self.seed, self.players, self.options, result.line, seats, auto=result.auto)

    def summary(self) -> dict:
        """What the page shows while the challenge is played: the dare, and the trust note."""
        return {"from": shown(self.latest.name), "dare": dare(self.game, self.latest), "trust": _(TRUST),
                "verified": self.latest.verified, "count": len(self.results)}

    def card(self, mine: Result | None) -> dict:
        """The results card's comparison: every result of the thread, then this device's, and
        who did better than the latest challenger."""
        rows = [{"name": shown(r.name), "result": result_words(self.game, r), "verified": r.verified}
                for r in self.results]
        if mine is not None:
            rows.append({"name": you_name(), "result": result_words(self.game, mine), "verified": True, "you": True})
        latest = shown(self.latest.name)
        return {"rows": rows, "verdict": compare(self.game, mine, self.latest) if mine else None,
                "trust": _(TRUST), "watch": _("Watch how {name} played", name=latest), "from": latest}

    def watch(self, index: int, ply: int) -> dict:
        """A step of the replay of the thread's ``index``-th game (the latest: -1)."""
        if not isinstance(index, int) or isinstance(index, bool) or not -len(self.results) <= index < len(self.results):
            raise ValueError(_("There is no such game in this challenge."))
        index %= len(self.results)
        if index not in self._watched:
            self._watched[index] = self.table(self.results[index])
        step = self._watched[index].replay_view(ply)
        step.pop("position")   # a replay of someone else's game: nothing to open from it
        return step


# --- words ------------------------------------------------------------------------------------
def clock(ms: int) -> str:
    """``"3:12"``, ``"1:02:05"``: a time as the results card writes it."""
    s = round(ms / 1000)
    return f"{s // 3600}:{s % 3600 // 60:02}:{s % 60:02}" if s >= 3600 else f"{s // 60}:{s % 60:02}"


def _details(game, result: Result) -> str:
    """``"score 22, 96 moves, 3:12"``: what a result says in brackets (the score where it tells
    more than the win: a solitaire won is won)."""
    moves = n_(result.chosen, "{n} move", "{n} moves")
    score = result.score if result.score is not None and not (result.won and game.max_players == 1) else None
    if result.time is None:
        return moves if score is None else _("score {score}, {moves}", score=score, moves=moves)
    time = clock(result.time)
    if score is None:
        return _("{moves}, {time}", moves=moves, time=time)
    return _("score {score}, {moves}, {time}", score=score, moves=moves, time=time)


def result_words(game, result: Result) -> str:
    """``"won (87 moves, 3:12)"``, ``"did not win (score 22, 96 moves)"``: the score where it
    tells more than the win (a solitaire won is won); a result the moves do not reach is only
    a claim."""
    if result.verified is False:
        return _("not verified: the moves in the link do not reach the result it claims")
    details = _details(game, result)
    return _("won ({details})", details=details) if result.won else _("did not win ({details})", details=details)


def dare(game, result: Result) -> str:
    """What a friend who opens the challenge is told before the first move."""
    name = shown(result.name)
    if result.verified is False:
        return _("{name} challenges you on this deal, but the result in the link is not verified: "
                 "its moves do not reach it. Play the deal and see how you do.", name=name)
    details = _details(game, result)
    if result.won:
        return _("{name} challenges you on this deal: they won ({details}). Can you win it in fewer moves?",
                 name=name, details=details)
    return _("{name} challenges you on this deal: they did not win ({details}). Can you do better?",
             name=name, details=details)


def compare(game, mine: Result, theirs: Result) -> str:
    """Who did better and by what, told to the person at this device ("you")."""
    them = shown(theirs.name)
    if theirs.verified is False:
        return _("{name}'s result is not verified (their moves do not reach it), so it is not compared.", name=them)
    if mine.won != theirs.won:
        return _("You did better: you won and {name} did not.", name=them) if mine.won else \
            _("{name} did better: they won and you did not.", name=them)
    if mine.score is not None and theirs.score is not None and mine.score != theirs.score:
        ahead = (mine.score > theirs.score) == (game.score_order == "high")
        by, fields = abs(mine.score - theirs.score), {"mine": mine.score, "theirs": theirs.score}
        if ahead:
            return n_(by, "You did better, by {n} point ({mine} to {theirs}).",
                      "You did better, by {n} points ({mine} to {theirs}).", **fields)
        return n_(by, "{name} did better, by {n} point ({mine} to {theirs}).",
                  "{name} did better, by {n} points ({mine} to {theirs}).", name=them, **fields)
    if mine.chosen != theirs.chosen:
        ahead = mine.chosen < theirs.chosen
        by, fields = abs(mine.chosen - theirs.chosen), {"mine": mine.chosen, "theirs": theirs.chosen}
        if ahead:
            return n_(by, "You did better, by {n} move ({mine} to {theirs}).",
                      "You did better, by {n} moves ({mine} to {theirs}).", **fields)
        return n_(by, "{name} did better, by {n} move ({mine} to {theirs}).",
                  "{name} did better, by {n} moves ({mine} to {theirs}).", name=them, **fields)
    if mine.time is not None and theirs.time is not None and round(mine.time / 1000) != round(theirs.time / 1000):
        faster = clock(abs(mine.time - theirs.time))
        if mine.time < theirs.time:
            return _("You did better: the same moves, {time} faster.", time=faster)
        return _("{name} did better: the same moves, {time} faster.", name=them, time=faster)
    return _("A tie: the same result in the same number of moves as {name}.", name=them)


TRUST = N_("Results are checked by replaying their moves from the deal; times are as each device "
           "measured them and cannot be checked.")
