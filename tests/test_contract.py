"""The engine contract, checked over every registered game by seeded random play.

Each game is played with random legal moves; at every position every invariant of
py/engine-contract.md must hold (``soak.play_and_check`` with ``every=1``:
the deep checks too, at every position).  test_soak.py plays many more games with the
deep checks on a sparse sample of positions.  ``test_apply_accepts_exactly_the_legal_moves``
checks that ``apply`` takes the listed moves and refuses unlisted ones at every position.
"""
import re
import types
import typing

import pytest

from courtly import games
from courtly.core import IllegalMove, Rng
from courtly.core.records import MoveRecord
from courtly.links import make_fragment
from soak import chooser_for, play_and_check, setup_for

GAMES = list(games.GAMES.values())
# Deep checks at every position cost ~10x the play itself, so this plays fewer games than
# test_soak.py (300 per engine, sparse deep checks) and the soak benchmark (10,000).
GAMES_PER_ENGINE = 20
MAX_MOVES = 400          # long games are cut here; every invariant is still checked on the way
# Per-game (games, max moves) where the defaults would be too slow for CI.
BUDGET = {"kings-corners": (15, 400), "overthrow": (5, 300)}
GARBAGE = ["", " ", "zz", "turn-turn", "D99-LS", "-", "\u2660", "<script>", "1" * 200]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_random_games_keep_every_invariant(game):
    count, max_moves = BUDGET.get(game.id, (GAMES_PER_ENGINE, MAX_MOVES))
    for seed in range(count):
        played = play_and_check(game, seed, max_moves=max_moves, every=1)
        assert played.deep == played.positions == played.moves + 1


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_illegal_and_malformed_moves_say_why(game):
    state = game.new(3, game.min_players)
    legal = set(game.legal_moves(state))
    for move in GARBAGE + [None, 7, ["turn"]]:
        if isinstance(move, str) and move in legal:
            continue
        with pytest.raises(IllegalMove) as info:
            game.apply(state, move)
        assert len(str(info.value)) > 10, "a rejection explains itself"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_new_validates_its_arguments(game):
    for seed in (-1, 2**53, 1.5, "3", True):
        with pytest.raises(ValueError):
            game.new(seed, game.min_players)
    with pytest.raises(ValueError, match="nonsense"):
        game.new(1, game.min_players, {"nonsense": 1})
    with pytest.raises(ValueError):
        game.new(1, game.max_players + 1)
    assert game.new(2**53 - 1, game.min_players) == game.new(2**53 - 1, game.min_players)
    assert game.new(5, game.min_players) != game.new(6, game.min_players)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_from_json_rejects_damaged_data(game):
    good = game.to_json(game.new(11, game.min_players))
    broken = [None, [], "x", {}, {**good, "game": "other"}, {**good, "rules_version": -1}]
    for key in good:
        if key in ("game", "rules_version"):
            continue
        broken.append({k: v for k, v in good.items() if k != key})
        broken.append({**good, key: {"nested": ["junk"]}})
    broken.append({**good, "surprise": 1})
    for data in broken:
        with pytest.raises(ValueError):
            game.from_json(data)


def test_registry_lookup():
    assert games.get("royal-cotillion").id == "royal-cotillion"
    with pytest.raises(KeyError, match="royal-cotillion"):
        games.get("chess")
    for game in GAMES:
        assert game.name and game.summary and game.rules_version >= 1
        for name, spec in game.options.items():
            assert spec["default"] in spec["choices"]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_option_says_what_it_does(game):
    """The new-game dialog shows the engine's words: a label, a help line, and a name for
    each choice; an option that depends on another names a real option and choice."""
    for name, spec in game.options.items():
        assert spec["label"] and len(spec["help"]) > 20, name
        for choice in spec["choices"]:
            assert str(spec["labels"][choice]).strip(), (name, choice)
        for other, value in spec.get("applies", {}).items():
            assert other in game.options and value in game.options[other]["choices"]


# --- apply accepts exactly the legal moves -----------------------------------------------------
# At every position of seeded random games, every listed move applies, and well-formed moves
# that are not listed are refused.  The unlisted ones are made from the moves the game has
# listed so far: other positions' legal moves, and each legal move here with one of its parts
# (the runs between ":", "-", "@", ",") taken from another move of the same shape, so they are
# the moves a page or a bot might send at the wrong time.  An unlisted spelling that apply
# accepts must be another spelling of a listed move (the same resulting state), as with the
# attackers of an Overthrow attack in any order, or Royal Cotillion's bare source.
AGREEMENT = {"royal-cotillion": (6, 150), "overthrone": (8, 150), "kings-corners": (6, 150),
             "kings-court": (6, 100), "overthrow": (14, 200)}
UNLISTED = 24            # unlisted candidates tried per position
LISTED_EVERY = 4         # every listed move is applied at every 4th position (each is applied at all)
WORDS = re.compile(r"([^A-Za-z0-9]+)")


def recombined(move: str, other: str) -> list[str]:
    """``move`` with one part replaced by the same part of ``other``, when they share a shape."""
    a, b = WORDS.split(move), WORDS.split(other)
    if len(a) != len(b) or a[1::2] != b[1::2]:
        return []
    return ["".join(a[:i] + [b[i]] + a[i + 1:]) for i in range(0, len(a), 2) if a[i] != b[i]]


def candidates(legal: list[str], seen: list[str], rng: Rng) -> list[str]:
    listed = set(legal)
    pool = {m for m in seen if m not in listed}
    for move in legal:
        for _ in range(3):
            if seen:
                pool.update(c for c in recombined(move, rng.choice(seen)) if c not in listed)
    pool = sorted(pool)
    rng.shuffle(pool)
    return pool[:UNLISTED]


def agreement(game, seed: int, max_moves: int) -> tuple[int, int]:
    """Play one seeded random game checking the agreement; returns (listed, unlisted) tried."""
    players, options = setup_for(game, seed)
    state = game.new(seed, players, options)
    chooser, sampler = chooser_for(seed), Rng.from_seed(seed + 2000)
    moves, seen, tried = [], {}, [0, 0]
    while (legal := game.legal_moves(state)) and len(moves) < max_moves:
        where = f"{game.id} {make_fragment(game.id, seed, players, options, moves)}"
        results = None
        if len(moves) % LISTED_EVERY == seed % LISTED_EVERY:
            results = []
            for move in legal:
                try:
                    results.append(game.apply(state, move))
                except IllegalMove as exc:
                    raise AssertionError(f"{where}: listed move {move!r} refused: {exc}") from None
            tried[0] += len(legal)
        for move in candidates(legal, list(seen), sampler):
            try:
                after = game.apply(state, move)
            except IllegalMove:
                continue
            if results is None:
                results = [game.apply(state, m) for m in legal]
            if after not in results:
                raise AssertionError(f"{where}: apply accepts {move!r}, which is not a legal move")
        tried[1] += 1
        seen.update(dict.fromkeys(legal))
        move = chooser.choice(legal)
        state = game.apply(state, move)
        moves.append(move)
    return tried[0], tried[1]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_apply_accepts_exactly_the_legal_moves(game):
    count, max_moves = AGREEMENT.get(game.id, (6, 150))
    listed = positions = 0
    for seed in range(count):
        a, b = agreement(game, seed, max_moves)
        listed, positions = listed + a, positions + b
    assert listed > 100 and positions > 100


# --- the move records ---------------------------------------------------------------------------
# Every record carries the common keys of ``core.records.MoveRecord`` with their types, and any
# other key is one the game's ``Record`` declares, of the type it declares.

def fits(value, kind) -> bool:
    """Whether ``value`` is of the type hint ``kind`` (the few kinds records use)."""
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        return any(fits(value, k) for k in typing.get_args(kind))
    if origin is list:
        return isinstance(value, list) and all(fits(v, typing.get_args(kind)[0]) for v in value)
    if kind is type(None):
        return value is None
    return type(value) is (origin or kind)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_move_record_has_the_common_keys(game):
    hints = typing.get_type_hints(game.Record)
    common = typing.get_type_hints(MoveRecord)
    assert game.Record.__required_keys__ == MoveRecord.__required_keys__ == {"move", "from", "to", "card", "id"}
    assert all(hints[key] == kind for key, kind in common.items()), "a game's Record keeps the common keys' types"
    checked = 0
    for seed in range(3):
        players, options = setup_for(game, seed)
        state, chooser = game.new(seed, players, options), chooser_for(seed)
        for _ in range(200):
            seat = game.to_move(state)
            if seat is None:
                break
            for record in game.records(state) + game.view(state, seat)["moves"]:
                assert set(record) >= MoveRecord.__required_keys__, record
                for key, value in record.items():
                    assert key in hints, f"{game.id}: the record key {key!r} is not in {game.Record.__name__}"
                    assert fits(value, hints[key]), f"{game.id}: {key}={value!r} is not a {hints[key]}"
                checked += 1
            state = game.apply(state, chooser.choice(game.legal_moves(state)))
    assert checked > 100
