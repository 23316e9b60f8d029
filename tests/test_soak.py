"""The soak sample CI runs: at least 300 seeded random games per engine, every invariant checked.

The full soak (10,000 games per engine) is ``python3 tests/bench/soak.py``; both play the
same seeds through ``soak.play_and_check``.  To keep this near 45 s of CPU on two
shared cores, the cheap invariants run at every position but the deep ones (JSON round
trip, views and resampling, describe, purity: ~10x the cost of playing a move) only at
every ``every``-th position and the last, and long games are cut at ``max_moves`` except
for every ``full_every``-th seed, which is played to its end (an Overthrow game is ~600
random moves and ~0.5 s of play alone; a Kings Corners match up to ~2,500 moves).
test_contract.py gives fewer games the deep checks at every position.
"""
import dataclasses
from dataclasses import dataclass

import pytest

from courtly import games
from courtly.tools.playout import random_game
from courtly.links import parse_fragment
from soak import SoakFailure, options_for, play_and_check, players_for

GAMES = list(games.GAMES.values())
MAX_FAILURES = 5    # enough to see a pattern; the rest would only repeat it


@dataclass(frozen=True)
class Sample:
    games: int = 300
    max_moves: int | None = None   # None: play every game to its end
    every: int = 20
    full_every: int = 1            # every n-th seed ignores max_moves


SAMPLES = {
    "royal-cotillion": Sample(every=25),
    "overthrone": Sample(every=25),
    "kings-court": Sample(every=20),
    "kings-corners": Sample(max_moves=200, every=25, full_every=50),
    # setup_for cycles turn_limit fastest: every 10th seed is a 5-turn game, played to its end
    "overthrow": Sample(max_moves=20, every=30, full_every=10),
}


def test_every_engine_has_a_sample_of_300():
    assert set(SAMPLES) == {g.id for g in GAMES}
    assert all(s.games >= 300 for s in SAMPLES.values())


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_soak_sample(game):
    sample = SAMPLES[game.id]
    failures, finished, positions = [], 0, 0
    for seed in range(sample.games):
        cap = None if seed % sample.full_every == 0 else sample.max_moves
        try:
            played = play_and_check(game, seed, max_moves=cap, every=sample.every)
        except SoakFailure as failure:
            failures.append(str(failure))
            if len(failures) >= MAX_FAILURES:
                break
            continue
        finished += played.finished
        positions += played.positions
    assert not failures, f"{len(failures)} failing games:\n" + "\n".join(failures)
    assert finished >= sample.games // max(sample.full_every, 1) and positions > sample.games


# --- the checker itself must catch what it claims to -------------------------------------

class Broken:
    """A real engine with one method replaced by a faulty one."""

    def __init__(self, game, **faults):
        self._game, self._faults = game, faults

    def __getattr__(self, name):
        return self._faults.get(name) or getattr(self._game, name)


ROYAL = games.get("royal-cotillion")


def failure_of(game, seed=4, **kwargs) -> SoakFailure:
    with pytest.raises(SoakFailure) as info:
        play_and_check(game, seed, **kwargs)
    return info.value


def test_a_leaking_view_is_caught_with_its_seed_and_link():
    leaky = Broken(ROYAL, view=lambda state, seat: {**ROYAL.view(state, seat), "all": ROYAL.to_json(state)})
    failure = failure_of(leaky, seed=4)
    assert "leaks hidden cards" in str(failure) and "royal-cotillion seed 4" in str(failure)
    assert failure.moves == [] and failure.link in str(failure)


def after_calls(n, faulty, sound):
    """A method that behaves until its ``n``-th call, then goes wrong."""
    calls = []

    def method(*args):
        calls.append(1)
        return (faulty if len(calls) >= n else sound)(*args)
    return method


def test_unsorted_moves_are_caught_between_the_sparse_checks():
    reverse = after_calls(6, lambda state: ROYAL.legal_moves(state)[::-1], ROYAL.legal_moves)
    failure = failure_of(Broken(ROYAL, legal_moves=reverse), every=1000)
    assert "sorted" in failure.reason and len(failure.moves) >= 5


def test_lost_cards_are_caught():
    lose = after_calls(12, lambda state: ROYAL.cards(state)[1:], ROYAL.cards)
    failure = failure_of(Broken(ROYAL, cards=lose), every=1000)
    assert failure.reason == "cards are conserved" and failure.moves


def test_a_crash_names_the_move_and_the_link_replays_up_to_it():
    played = []

    def crashing(state, move):
        played.append(move)
        if len(played) == 9:
            raise KeyError("boom")
        return ROYAL.apply(state, move)
    failure = failure_of(Broken(ROYAL, apply=crashing), seed=6, every=1000)
    assert "KeyError" in failure.reason and repr(played[-1]) in str(failure)
    link = parse_fragment(failure.link)
    assert (link["seed"], link["moves"]) == (6, played[:8]) == (6, failure.moves)


def test_an_apply_that_changes_its_input_is_caught():
    def mutating(state, move):
        after = ROYAL.apply(state, move)
        for field in dataclasses.fields(state):
            if getattr(state, field.name) != getattr(after, field.name):
                object.__setattr__(state, field.name, getattr(after, field.name))  # defeats frozen=True
                break
        return after
    failure = failure_of(Broken(ROYAL, apply=mutating), every=1)
    assert "apply must not change its input" in failure.reason and failure.moves == []


def test_the_check_density_never_changes_the_game():
    """A seed names one game at any density: the same game as random_game's."""
    for game in GAMES:
        seed = 5
        state, moves = random_game(game, seed, players_for(game, seed), options_for(game, seed), 60)
        dense = play_and_check(game, seed, max_moves=60, every=1)
        sparse = play_and_check(game, seed, max_moves=60, every=13)
        assert dense.moves == sparse.moves == len(moves)
        assert dense.deep == dense.positions > sparse.deep >= 1
