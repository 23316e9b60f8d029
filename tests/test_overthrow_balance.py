"""Overthrow's balance design (rules §6, Courtly's own) and the strong bot's search: the
centre's hold rule, attacks with a given outcome, the search's chance nodes, and the
balance harness (``courtly.tools.balance``)."""
import pytest

from courtly.bots import choose
from courtly.bots.overthrow import planner, search
from courtly.core import IllegalMove, Rng
from courtly.games import get
from courtly.games.overthrow import board as board_mod
from courtly.games.overthrow import combat
from courtly.games.overthrow.board import board_for
from courtly.games.overthrow.positions import position
from courtly.tools import balance

OV = get("overthrow")


def cell(name, players=2):
    return board_for(players).cell(name)


# --- the centre's hold rule --------------------------------------------------------------

def test_the_centre_is_attacked_only_by_a_player_holding_enough_capital_cells():
    need = board_for(2).centre_needs
    assert need >= 2, "the shipped design asks for more than one capital cell before the centre"
    held = {"c5-4": "M0", "c4-4": "M0", "c6-4": "M0", "c4-5": "M0"}
    few = dict(list(held.items())[:need - 1], **{"c5-3": "L0"})
    s = position(cells=few, actions=4)
    assert not any(m.startswith("attack:c5-5") for m in OV.legal_moves(s))
    with pytest.raises(IllegalMove, match=f"holding {need} capital cells: you hold {need - 1}"):
        OV.apply(s, "attack:c5-5:c5-4")
    enough = position(cells=dict(list(held.items())[:need], **{"c5-3": "L0"}), actions=4)
    assert "attack:c5-5:c5-4" in OV.legal_moves(enough)


def test_a_variant_changes_the_design_for_its_run_only():
    shipped = board_for(2)
    with balance.design("v1-all1"):
        assert board_for(2).defence[board_for(2).centre] == 1
    assert board_for(2) == shipped and board_mod.LAYOUTS[2] is board_mod.SMALL


def test_every_variant_builds_its_boards():
    for name in balance.VARIANTS:
        with balance.design(name):
            for players in (2, 3, 4):
                board = board_for(players)
                assert board.kinds[board.centre] == "capital" and len(board.hqs) == players


# --- attacks with a given outcome (the search's chance nodes) ------------------------------

def test_a_given_outcome_replaces_the_dice():
    s = position(cells={"c5-3": "L0/M0", "c5-2": "L0"}, actions=3)
    for given, holder in (("win", "M0-0"), ("tie", ""), ("loss", "")):
        after = combat.attack(s, cell("c5-4"), (cell("c5-3"),), Rng(s.rng), given)
        assert after.roll.result == given and after.top[cell("c5-4")] == holder
        assert (after.top[cell("c5-3")] == "M0-0") == (given == "tie")


def test_attack_odds_read_the_cards_in_force():
    s = position(cells={"c5-3": "L0/M0", "c5-2": "L0"}, hands={0: ("walls-0", "walls-1", "walls-2")}, actions=3)
    win, loss = combat.odds(s, cell("c5-4"), 1)
    city = board_for(2).defence[cell("c5-4")]
    assert (win, loss) == combat.chances(1, city)
    sieged = position(cells={"c5-3": "L0/M0", "c5-2": "L0"}, hands={0: ("siege-0", "walls-0", "walls-1")},
                      actions=3)
    assert combat.odds(sieged, cell("c5-4"), 1) == combat.chances(1, max(1, city - 1))


# --- the search ----------------------------------------------------------------------------

def staged(actions=3):
    """Green's military stands beside a capital cell; red holds a cell beside the centre."""
    return position(cells={"c5-1": "L0", "c5-2": "L0", "c5-3": "L0/M0", "c5-7": "L1", "c5-6": "M1"},
                    actions=actions)


def test_an_attack_is_a_chance_node_weighing_each_outcome_by_its_chance():
    s = staged()
    target, lead = cell("c5-4"), cell("c5-3")
    win, loss = combat.odds(s, target, 1)
    probe = search.Search(OV, 0, Rng.from_seed(3))
    value = probe.move_value(s, "attack:c5-4:c5-3", 0)
    parts = []
    for given, p in (("win", win), ("loss", loss), ("tie", 1 - win - loss)):
        child = search.Search(OV, 0, Rng.from_seed(3))
        parts.append(p * child.node(child._given(s, target, (lead,), given), 1))
    assert value == pytest.approx(sum(parts))
    assert parts[0] / win > parts[1] / loss   # winning the cell is worth more than losing the military


def test_a_rival_beside_the_centre_is_a_threat_and_holding_cells_is_worth_it():
    s = staged()
    assert search.threat(s, 0) == 0.0
    if board_for(2).centre_needs <= 1:
        assert search.threat(s, 1) > 0.2
    else:
        assert search.threat(s, 1) == 0.0   # one cell held is not enough to attack the centre
    more = position(cells={"c5-7": "L1", "c5-6": "M1", "c4-6": "M1", "c6-6": "M1", "c4-5": "M1"}, actions=3)
    assert search.threat(more, 1) > 0.3
    assert search.race(OV, more, 0) < search.race(OV, s, 0)


def test_the_search_stays_within_its_node_budget():
    state = OV.new(11, 2)
    for n in range(40):
        seat = OV.to_move(state)
        probe = search.Search(OV, seat, Rng.from_seed(n))
        legal = OV.legal_moves(state)
        if OV.to_move(state) is not None and len(legal) > 1 and state.choice is None and not state.swaps:
            probe.choose(state, legal)
            # the budget stops deepening; a node that crosses its share still scores its
            # children, so the cap is soft, but bounded
            assert probe.nodes <= 2 * search.NODE_BUDGET
        state = OV.apply(state, choose(OV, state, "quick", n))
        if OV.to_move(state) is None:
            break


def test_strong_knocks_a_rival_below_the_cells_that_open_the_centre():
    # red holds three capital cells, one beside the centre: next turn it may storm the centre.
    # The strong bot spends its turn on knocking a red military off (then red holds two);
    # the quick planner, blind to the threat, lays land
    start = position(cells={"c5-1": "L0", "c5-2": "L0", "c5-3": "L0", "c6-5": "M0", "c5-7": "L1", "c5-8": "L1",
                            "c5-9": "L1", "c5-6": "M1", "c4-6": "M1", "c6-6": "M1"},
                     hands={0: ("walls-0", "walls-1", "army-0")}, actions=3)
    assert search.threat(start, 1) > 0.2

    def turn(level, seed):
        s, moves = start, []
        while OV.to_move(s) == 0 and s.turn == 0:
            moves.append(choose(OV, s, level, seed))
            s = OV.apply(s, moves[-1])
        return moves

    for seed in range(3):
        assert "attack:c6-6:c6-5" in turn("strong", seed)
    assert not any(m.startswith("attack:") for m in turn("quick", 0))


def test_both_bots_step_in_from_the_big_capitals_outer_ring_beside_the_centre():
    # green holds three outer cells of the big capital; from H6 it may attack H7, a cell beside
    # the centre (reached only from capital cells). Valued as the lead's cell given up against
    # one die's chance, the quick planner laid land instead, and at 3-4 seats held outer cells
    # until the turn limit
    s = position(4, cells={"c7-0": "L0", "c7-1": "L0", "c7-2": "L0", "c7-3": "L0", "c7-4": "L0",
                           "c7-5": "M0", "c6-5": "M0", "c8-5": "M0"}, actions=3)
    for level in ("quick", "strong"):
        assert choose(OV, s, level, 0) == "attack:c7-6:c7-5", level


def test_a_quiet_turn_is_the_planners_and_a_turn_with_dice_at_stake_is_searched(monkeypatch):
    searched = []
    monkeypatch.setattr(search.Search, "choose",
                        lambda self, state, legal, planned=None: searched.append(state) or legal[0])
    quiet = position(cells={"c5-1": "L0", "c5-9": "L1"}, actions=3)   # nothing to attack, nobody near the centre
    assert choose(OV, quiet, "strong", 0) == max(planner.decide(quiet, 0, OV.legal_moves(quiet), planner.STRONG))[1]
    assert searched == []
    choose(OV, staged(), "strong", 0)   # green stands beside a capital cell: an attack on it is on offer
    assert len(searched) == 1


# --- the harness ---------------------------------------------------------------------------

def test_the_harness_counts_games_rounds_and_wins():
    r = balance.run(OV, ["quick", "random"], 4, 0, {"turn_limit": 5})
    assert r["games"] == 4 and len(r["rounds"]) == 4
    assert all(1 <= n <= 5 for n in r["rounds"])
    assert 0 <= r["wins"] <= 4 and 0 <= r["first_wins"] <= 4 and r["early"] <= r["taken"] <= 4
    assert r["beside_first"] <= r["beside_games"] <= 4
    assert r["wins"] >= 3   # quick beats random
    line = balance.row("shipped", r)
    assert line.startswith("| shipped | quick v random | 4 |")


def test_a_time_budget_stops_the_harness_at_a_whole_rotation_of_seats():
    r = balance.run(OV, ["quick", "random", "random"], 30, 0, {"turn_limit": 5}, minutes=1e-9)
    assert r["games"] == 3 and len(r["rounds"]) == 3   # one game per seat for each level, then stop
    assert balance.row("shipped", r).startswith("| shipped | quick v random v random | 3 |")


def test_a_trial_level_plays_through_the_harness_like_a_bots_level():
    r = balance.run(OV, ["planned", "random"], 2, 0, {"turn_limit": 5})
    assert r["games"] == 2 and set(r["times"]) == {"planned", "random"} and r["wins"] >= 1.5
    state = OV.new(4, 2)
    assert balance.pick(OV, state, "searched-quick", 7) in OV.legal_moves(state)
