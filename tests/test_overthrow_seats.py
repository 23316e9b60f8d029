"""The bench's look at the next round for Overthrow at three seats
(``tests/bench/overthrow_seats.py``): rivals played as quick planners, a storm of the centre
counted at its chance rather than rolled."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "bench"))

import overthrow_seats as seats  # noqa: E402
from courtly.bots.overthrow.search import threat  # noqa: E402
from courtly.games import get  # noqa: E402
from courtly.games.overthrow import combat  # noqa: E402
from courtly.games.overthrow.board import board_for  # noqa: E402
from courtly.games.overthrow.positions import position  # noqa: E402

OV = get("overthrow")
# seat 0 holds three cells of the big capital, one beside the centre; seat 1 holds one
READY = {"c7-1": "L0", "c7-2": "L0", "c7-3": "L0", "c7-4": "L0/M0", "c6-4": "L0", "c6-5": "M0", "c8-5": "M0",
         "c7-6": "M0", "c13-7": "L1", "c12-7": "L1", "c11-7": "L1", "c10-7": "L1/M1", "c9-7": "M1"}


def test_a_storm_is_counted_at_its_chance_and_the_same_seeds_give_the_same_value():
    state = position(3, cells=READY, actions=3, round=9)
    centre = board_for(3).centre
    win, _ = combat.odds(state, centre, 1)
    seeds = [7, 8]
    storm = seats.value(OV, state, 0, "attack:c7-7:c7-6", seeds)
    assert win <= storm <= 1.0
    assert storm == seats.value(OV, state, 0, "attack:c7-7:c7-6", seeds)
    assert 0.0 <= seats.value(OV, state, 0, "end", seeds) <= 1.0


def test_the_round_ends_scored_by_who_may_storm_next():
    state = position(3, cells=READY, actions=3, round=9)
    assert seats.racing(state) and seats.near_storm(state)
    mine = threat(state, 0)
    assert seats.leaf(state, 0) == mine + (1 - mine) / 3   # no rival can storm: the fair share
    assert not seats.racing(position(3, cells={"c7-1": "L0", "c7-2": "L0"}, actions=3))


def test_the_strength_bench_splits_out_the_games_the_turn_limit_ended():
    import strength_diag
    races = []
    for ended in (("capital", 12), ("limit", 60), ("limit", 60), ("capital", 9)):
        race = strength_diag.CentreRace(3, 0)
        race.ended = ended
        races.append(race)
    # entries that won each game: the strong seat (0), a shared win of 0 and 2, 1, 2
    race = strength_diag.centre_race(races, [[0], [0, 2], [1], [2]], 3)
    assert race["limit_games"] == 0.5
    assert race["limit_won_by"] == [0.25, 0.5, 0.25]
    assert race["centre_taken_by"] == [0.25, 0.0, 0.25]
