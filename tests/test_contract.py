"""The engine contract, checked over every registered game by seeded random play.

Each game is played with random legal moves; at every position every invariant of
../shared/docs/engine-contract.md must hold (``soak.play_and_check`` with ``every=1``:
the deep checks too, at every position).  test_soak.py plays many more games with the
deep checks on a sparse sample of positions.
"""
import pytest

from courtly import games
from courtly.core import IllegalMove
from soak import play_and_check

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
