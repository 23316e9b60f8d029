"""The bench's expert candidate for King's Court (``tests/bench/hand_reading.py``): it reads
the public placements, and nothing of the hands it cannot see."""
import sys
from dataclasses import replace
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "bench"))

import courtly.bots as bots  # noqa: E402
import hand_reading  # noqa: E402
from courtly.bots import kings_court as court_bot  # noqa: E402
from courtly.bots.search import best  # noqa: E402
from courtly.core import Rng  # noqa: E402
from courtly.games import get  # noqa: E402
from hand_reading import READINGS  # noqa: E402

GAME = get("kings-court")


def seeded_game(seed: int, moves: int):
    """The states and the ``(seat, move)`` history of a strong-against-strong game."""
    state, states, history = GAME.new(seed, 2), [], []
    for n in range(moves):
        states.append(state)
        move = bots.choose(GAME, state, "strong", seed * 1000 + n)
        history.append((GAME.to_move(state), move))
        state = GAME.apply(state, move)
    return state, states, history


@pytest.fixture
def expert_level(monkeypatch):
    monkeypatch.setattr(bots, "LEVELS", (*bots.LEVELS, "expert"))
    monkeypatch.setattr(court_bot, "expert", hand_reading.expert(READINGS["inferred"]), raising=False)


def test_the_boards_walked_back_are_the_ones_played_on():
    state, states, history = seeded_game(3, 14)
    assert hand_reading.boards_before(state.board, history) == [s.board for s in states]
    assert hand_reading.boards_before(state.board, history[1:]) is None  # not from the deal


def test_a_hand_that_passed_up_a_high_score_is_less_likely():
    board = GAME.new(5, 2).board
    chances = hand_reading.Chances(board, "seed", READINGS["read-quick"])
    codes = sorted({t[:2] for t in hand_reading.TILE_IDS}, key=chances.worth)
    low, high = codes[0], codes[-1]
    assert chances.worth(high) > chances.worth(low)
    placed = [(chances, low, False)]
    rng = Rng.from_seed(1)
    assert hand_reading.likelihood([high], placed, rng) < hand_reading.likelihood([low], placed, rng)


def test_the_placements_change_the_guesses():
    state, _, history = seeded_game(7, 10)
    seat = GAME.to_move(state)
    reading = READINGS["inferred"]
    read = hand_reading.guessed(GAME, state, seat, history, Rng.from_seed(2), reading)
    blind = hand_reading.guessed(GAME, state, seat, (), Rng.from_seed(2), reading)
    assert len(read) == len(blind) == reading.samples
    assert [w.hands for w in read] != [w.hands for w in blind]


@pytest.mark.parametrize("seed", [11, 12])
def test_the_expert_never_reads_the_hands_it_cannot_see(expert_level, seed):
    """The same board, own hand and history, the other hand and the stack dealt otherwise:
    the same move, seed for seed."""
    state, _, history = seeded_game(seed, 9)
    seat = GAME.to_move(state)
    other = 1 - seat
    pool = list(state.hands[other]) + list(state.stack)
    swapped = pool[::-1]  # (the mover's hand is its own, so any re-deal is a position)
    size = len(state.hands[other])
    hands = list(state.hands)
    hands[other] = tuple(sorted(swapped[:size]))
    elsewhere = replace(state, hands=tuple(hands), stack=tuple(swapped[size:]))
    legal = GAME.legal_moves(state)

    def sighted(position):  # a search that peeks: the hands as they really are
        return best(court_bot.look_ahead(GAME, position, seat, legal, Rng.from_seed(1), worlds=[position]),
                    Rng.from_seed(1))
    assert sighted(state) != sighted(elsewhere)  # so the other hand matters here
    for s in range(4):
        assert bots.choose(GAME, state, "expert", s, history) == bots.choose(GAME, elsewhere, "expert", s, history)


def test_only_the_expert_is_handed_the_history():
    state, _, history = seeded_game(13, 8)
    assert all(bots.choose(GAME, state, level, 5, history) == bots.choose(GAME, state, level, 5)
               for level in bots.LEVELS)
