"""The engine contract, checked over every registered game by seeded random play.

Each game is played many times with random legal moves; at every position the
invariants of ../shared/docs/engine-contract.md must hold.
"""
import json

import pytest

from courtly import games, replay
from courtly.core import IllegalMove, Rng

GAMES = list(games.GAMES.values())
GAMES_PER_ENGINE = 40
MAX_MOVES = 400          # long games are cut here; every invariant is still checked on the way
# Per-game (games, max moves) where the defaults would be too slow for CI.
BUDGET = {"kings-corners": (25, 400), "overthrow": (10, 300)}
GARBAGE = ["", " ", "zz", "turn-turn", "D99-LS", "-", "\u2660", "<script>", "1" * 200]


def players_for(game, seed):
    return game.min_players + seed % (game.max_players - game.min_players + 1)


def options_for(game, seed):
    """Walk through every option value as the seeds go by."""
    out = {}
    for i, (name, spec) in enumerate(sorted(game.options.items())):
        out[name] = spec["choices"][(seed // (i + 1)) % len(spec["choices"])]
    return out


def check_position(game, state, rng):
    legal = game.legal_moves(state)
    assert legal == sorted(legal), "legal moves must be sorted"
    assert len(legal) == len(set(legal)), "legal moves must be unique"
    assert all(isinstance(m, str) and m for m in legal)
    over = game.outcome(state)
    assert (not legal) == (game.to_move(state) is None) == (over is not None)
    if over:
        assert set(over) >= {"scores", "winners", "reason"}
        assert all(0 <= w < len(over["scores"]) for w in over["winners"])
    data = game.to_json(state)
    text = json.dumps(data)
    assert game.from_json(json.loads(text)) == state, "JSON round trip"
    seat = game.to_move(state)
    for viewer in {seat, 0, None}:
        view = game.view(state, viewer)
        json.dumps(view)
        # hidden cards never reach a view: resampling what the viewer cannot see changes nothing
        resampled = game.shuffle_hidden(state, viewer, rng)
        assert game.view(resampled, viewer) == view, "view leaks hidden cards"
        # the sample depends only on what the viewer sees, not on where the hidden cards are
        probe = Rng.from_seed(77)
        assert game.shuffle_hidden(resampled, viewer, probe) == game.shuffle_hidden(state, viewer, Rng.from_seed(77))
    if seat is not None:
        records = game.view(state, seat)["moves"]
        assert [r["move"] for r in records] == legal
        assert all(set(r) >= {"move", "from", "to", "card"} for r in records)
    return legal, data


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_random_games_keep_every_invariant(game):
    count, max_moves = BUDGET.get(game.id, (GAMES_PER_ENGINE, MAX_MOVES))
    for seed in range(count):
        players, options = players_for(game, seed), options_for(game, seed)
        state = game.new(seed, players, options)
        inventory = sorted(game.cards(state))
        assert len(inventory) == len(set(inventory)), "every physical card is unique"
        rng = Rng.from_seed(seed + 1000)
        moves = []
        while len(moves) < max_moves:
            legal, before = check_position(game, state, rng)
            if not legal:
                break
            assert sorted(game.cards(state)) == inventory, "cards are conserved"
            move = rng.choice(legal)
            assert game.describe(state, move)
            nxt = game.apply(state, move)
            assert game.to_json(state) == before, "apply must not change its input"
            state = nxt
            moves.append(move)
        assert replay(game.id, seed, players, options, moves) == state, "seed + moves replay exactly"


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
