"""King's Court properties over many random positions: rotating or mirroring a position
(board, King and the placed tile) changes no score and no legal placement; determinizing
keeps the seat to move able to place."""
import pytest

from courtly.core import Rng
from courtly.games import get
from courtly.games.kings_court.board import (CELL_COUNT, CENTRE, COLOURS, TILE_IDS, index,
                                             value, xy)
from courtly.games.kings_court.placement import placements
from courtly.games.kings_court.scoring import RULESETS, Scorer
from test_kings_court import blocked_position

KC = get("kings-court")
SYMMETRIES = {
    "identity": lambda x, y: (x, y),
    "rotate 90": lambda x, y: (6 - y, x),
    "rotate 180": lambda x, y: (6 - x, 6 - y),
    "rotate 270": lambda x, y: (y, 6 - x),
    "mirror left-right": lambda x, y: (6 - x, y),
    "mirror top-bottom": lambda x, y: (x, 6 - y),
    "mirror main diagonal": lambda x, y: (y, x),
    "mirror anti-diagonal": lambda x, y: (6 - y, 6 - x),
}
# everything but the labels and details, which name rows, columns and directions
NUMBERS = ("space_value", "checkpoint", "sum_total", "rule_of_sevens", "sevens", "row_col", "prime",
           "value_chains", "suit_chains", "chains", "total")


def transform(board, sym):
    out = [None] * CELL_COUNT
    for i, tile in enumerate(board):
        out[index(*sym(*xy(i)))] = tile
    return tuple(out)


def random_position(rng: Rng):
    """(board, tile, empty cell, hand): a King of a random colour and 0..47 random tiles."""
    tiles = list(TILE_IDS)
    rng.shuffle(tiles)
    cells = [i for i in range(CELL_COUNT) if i != CENTRE]
    rng.shuffle(cells)
    filled = rng.below(len(cells))
    board = [None] * CELL_COUNT
    board[CENTRE] = COLOURS[rng.below(4)] + "K-0"
    for cell, tile in zip(cells[:filled], tiles):
        board[cell] = tile
    rest = tiles[filled:]
    return tuple(board), rest[0], cells[filled], rest[:1 + rng.below(min(len(rest), 6))]


def numbers(score):
    return {k: score[k] for k in NUMBERS}


def test_every_score_is_unchanged_by_the_eight_symmetries():
    rng = Rng.from_seed(2024)
    seen = set()
    for _ in range(400):
        board, tile, cell, _ = random_position(rng)
        for ruleset in RULESETS:
            expected = numbers(Scorer(board, ruleset).score(tile, cell))
            seen.add(expected["rule_of_sevens"])
            for name, sym in SYMMETRIES.items():
                moved = transform(board, sym)
                got = Scorer(moved, ruleset).score(tile, index(*sym(*xy(cell))))
                assert numbers(got) == expected, f"{name} changed the score"
                assert sum(p["points"] for p in got["parts"]) == got["total"]
    assert seen == {"hit", "break", "below", "steady", "none"}, "the sample covers every sevens case"


def test_every_empty_cell_scores_the_same_after_a_symmetry():
    """All placements of one tile on one position, under every symmetry, as whole tables."""
    rng = Rng.from_seed(7)
    for _ in range(25):
        board, tile, _, _ = random_position(rng)
        for ruleset in RULESETS:
            scorer = Scorer(board, ruleset)
            table = {i: numbers(scorer.score(tile, i)) for i in range(CELL_COUNT) if not board[i]}
            for sym in SYMMETRIES.values():
                other = Scorer(transform(board, sym), ruleset)
                assert {i: numbers(other.score(tile, index(*sym(*xy(i))))) for i in table} == table


def test_legal_placements_are_unchanged_by_the_eight_symmetries():
    rng = Rng.from_seed(99)
    for _ in range(300):
        board, _, _, hand = random_position(rng)
        legal, mercy = placements(board, hand)
        for sym in SYMMETRIES.values():
            moved, moved_mercy = placements(transform(board, sym), hand)
            assert moved_mercy == mercy
            assert sorted(moved) == sorted((code, index(*sym(*xy(i)))) for code, i in legal)


@pytest.mark.parametrize("seed", range(8))
def test_determinizing_keeps_the_seat_to_move_able_to_place(seed):
    state = KC.new(seed, 2 + seed % 3, {"hand_size": ["6", "all", "3", "7"][seed % 4]})
    chooser = Rng.from_seed(seed)
    while state.turn is not None:
        for viewer in range(len(state.hands)):
            sample = KC.shuffle_hidden(state, viewer, Rng.from_seed(seed * 1000 + len(state.stack)))
            assert KC.legal_moves(sample), "the seat to move has a placement in every sample"
            assert sorted(KC.cards(sample)) == sorted(KC.cards(state))
            assert sample.hands[viewer] == state.hands[viewer]
        state = KC.apply(state, chooser.choice(KC.legal_moves(state)))
    assert KC.outcome(state)


def test_values_of_tiles():
    assert [value(t) for t in ("R1", "Y6", "BK-0")] == [1, 6, 10]


def test_a_sample_never_strands_the_seat_to_move():
    """a1, g7 and a7 each have a 3 and a 5 at their sides: a hand of a 3 and a 5 is stuck, so
    a spectator's sample must still give the seat to move a tile it can place."""
    s = blocked_position([["R6", "Y5"], ["Y3"]])
    assert s.turn == 0
    hands = set()
    for k in range(60):
        sample = KC.shuffle_hidden(s, None, Rng.from_seed(k))
        assert KC.legal_moves(sample)
        hands.add(tuple(t[:2] for t in sample.hands[0]))
    assert hands == {("R6", "Y3"), ("R6", "Y5")}
