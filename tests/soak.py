"""One seeded random game with every contract invariant checked on the way.

Shared by the contract test, the CI soak sample and the soak benchmark
(``tests/bench/soak.py``).  ``play_and_check`` raises ``SoakFailure`` (an
``AssertionError``) naming the game, seed, players, options and the moves so far as a
replayable link, so any failure can be reproduced with ``python -m courtly replay``.

Checks come in two weights:
  * cheap, at every position: legal moves sorted, unique and empty exactly at the end
    (agreeing with ``to_move`` and ``outcome``), the outcome's shape, cards conserved;
  * deep, at every ``every``-th position (shifted by the seed, so that games sample
    different positions) and at the last one: the JSON round trip, every view
    JSON-able and leak-free, ``shuffle_hidden`` depending only on what the seat sees,
    the view's move records matching the legal moves, ``describe`` and ``apply`` purity.
The move choices never depend on which checks ran, so a seed names the same game at
any density: a failure found sparsely can be replayed with ``every=1``.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from courtly import replay
from courtly.core import Rng
from courtly.links import make_fragment

SAFETY_MOVES = 20_000  # a random game this long is stuck (the longest seen: ~2,500): report it
PROBE_SEED = 77        # shuffle_hidden is compared under one fixed generator seed
VIEW_KEYS = {"move", "from", "to", "card"}


class SoakFailure(AssertionError):
    """A broken invariant, with everything needed to replay the game up to it."""

    def __init__(self, game_id, seed, players, options, moves, reason, trying=None):
        self.game_id, self.seed, self.players, self.options = game_id, seed, players, options
        self.moves, self.reason, self.trying = list(moves), reason, trying
        self.link = make_fragment(game_id, seed, players, options, self.moves)
        doing = f" while {trying}" if trying else ""
        super().__init__(
            f"{game_id} seed {seed}, {players} players, options {options}: after {len(self.moves)} "
            f"moves{doing}: {reason}\n  replay: python -m courtly replay '{self.link}'\n"
            f"  moves: {self.moves}")


@dataclass
class Played:
    """What one checked game covered."""
    positions: int = 0     # positions given the cheap checks (deal and final included)
    deep: int = 0          # positions given the deep checks too
    moves: int = 0
    finished: bool = False  # the game reached its end (not cut at max_moves)


def setup_for(game, seed: int) -> tuple[int, dict]:
    """The player count and options of ``seed``: every value early, every combination later.

    The seed is read as a mixed-radix number over the settings (most values first), and
    each setting takes the sum of the digits so far modulo its count: the first seeds walk
    through every value of every setting, and each run of (product of the counts) seeds
    holds every combination once, so no two settings move in step."""
    dims = [("", list(range(game.min_players, game.max_players + 1)))]
    dims += [(name, spec["choices"]) for name, spec in game.options.items()]
    dims.sort(key=lambda d: (-len(d[1]), d[0]))
    rest, total, chosen = seed, 0, {}
    for name, values in dims:
        rest, digit = divmod(rest, len(values))
        total += digit
        chosen[name] = values[total % len(values)]
    return chosen.pop(""), chosen


def players_for(game, seed: int) -> int:
    return setup_for(game, seed)[0]


def options_for(game, seed: int) -> dict:
    return setup_for(game, seed)[1]


def chooser_for(seed: int) -> Rng:
    """The move chooser of ``courtly.tools.playout.random_game``, so a seed names the same game."""
    return Rng.from_seed(seed ^ 0x5EED)


def play_and_check(game, seed: int, *, max_moves: int | None = None, every: int = 1,
                   players: int | None = None, options: dict | None = None) -> Played:
    """Play ``game`` from the deal of ``seed`` with uniformly random legal moves, checking.

    ``max_moves`` cuts long games (the position reached is still checked in full and
    replayed); ``every=1`` gives every position the deep checks."""
    default_players, default_options = setup_for(game, seed)
    players = default_players if players is None else players
    options = default_options if options is None else options
    limit = SAFETY_MOVES if max_moves is None else min(max_moves, SAFETY_MOVES)
    moves: list[str] = []
    trying = [None]  # the move being played when something broke, for the message
    try:
        return _play(game, seed, players, options, limit, every, moves, trying)
    except Exception as exc:  # an engine crash is a failure like any broken invariant
        if isinstance(exc, SoakFailure):
            raise
        reason = str(exc) if isinstance(exc, AssertionError) else f"{type(exc).__name__}: {exc}"
        raise SoakFailure(game.id, seed, players, options, moves, reason or "assertion failed",
                          trying[0]) from exc


def _play(game, seed, players, options, limit, every, moves, trying) -> Played:
    state = game.new(seed, players, options)
    inventory = sorted(game.cards(state))
    assert len(inventory) == len(set(inventory)), "every physical card is unique"
    chooser, sampler = chooser_for(seed), Rng.from_seed(seed + 1000)
    played = Played()
    while True:
        legal = check_cheap(game, state, players, inventory)
        played.positions += 1
        last = not legal or len(moves) >= limit
        deep = last or (len(moves) + seed) % every == 0
        before = None
        if deep:
            before = check_deep(game, state, legal, inventory, sampler)
            played.deep += 1
        if last:
            break
        move = chooser.choice(legal)
        trying[0] = f"playing {move!r}"
        if deep:
            assert game.describe(state, move), "describe says something"
        nxt = game.apply(state, move)
        if deep:
            assert game.to_json(state) == before, "apply must not change its input"
        state = nxt
        moves.append(move)
        trying[0] = None
    assert legal or len(moves) < SAFETY_MOVES or limit < SAFETY_MOVES, \
        f"no end after {SAFETY_MOVES} random moves"
    trying[0] = "replaying these moves"
    assert replay(game.id, seed, players, options, moves) == state, "seed + moves replay exactly"
    played.moves, played.finished = len(moves), not legal
    return played


def check_cheap(game, state, players: int, inventory: list) -> list[str]:
    """The invariants cheap enough for every position; returns the legal moves."""
    legal = game.legal_moves(state)
    assert legal == sorted(legal), "legal moves must be sorted"
    assert len(legal) == len(set(legal)), "legal moves must be unique"
    assert all(isinstance(m, str) and m for m in legal), "moves are non-empty strings"
    over = game.outcome(state)
    seat = game.to_move(state)
    assert (not legal) == (seat is None) == (over is not None), \
        f"legal moves empty exactly at the end (legal {len(legal)}, to_move {seat}, outcome {over})"
    if over:
        assert set(over) >= {"scores", "winners", "reason"}, "outcome has scores, winners, reason"
        assert len(over["scores"]) == players, "one score per seat"
        assert all(0 <= w < players for w in over["winners"]), "winners are seats"
    else:
        assert 0 <= seat < players, "the seat to move is a seat"
    assert sorted(game.cards(state)) == inventory, "cards are conserved"
    return legal


def check_deep(game, state, legal: list[str], inventory: list, sampler: Rng) -> dict:
    """The costly invariants; returns the state's JSON (for the purity check)."""
    data = game.to_json(state)
    assert game.from_json(json.loads(json.dumps(data))) == state, "JSON round trip"
    seat = game.to_move(state)
    for viewer in dict.fromkeys((seat, 0, None)):
        view = game.view(state, viewer)
        json.dumps(view)
        # hidden cards never reach a view: resampling what the viewer cannot see changes nothing
        resampled = game.shuffle_hidden(state, viewer, sampler)
        assert game.view(resampled, viewer) == view, f"view for seat {viewer} leaks hidden cards"
        assert sorted(game.cards(resampled)) == inventory, "shuffle_hidden conserves the cards"
        # the sample depends only on what the viewer sees, not on where the hidden cards are
        assert (game.shuffle_hidden(resampled, viewer, Rng.from_seed(PROBE_SEED))
                == game.shuffle_hidden(state, viewer, Rng.from_seed(PROBE_SEED))), \
            f"shuffle_hidden for seat {viewer} depends on where the hidden cards are"
        if viewer == seat and seat is not None:
            records = view["moves"]
            assert [r["move"] for r in records] == legal, "the view's move records are the legal moves"
            assert all(set(r) >= VIEW_KEYS for r in records), "move records have move, from, to, card"
    return data
