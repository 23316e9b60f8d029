"""Overthrow scenarios: every vector of rules §3 (adapted to the §6 decisions), each action,
combat against fixed dice, the defender's choice, influence, exposure, turns and the end."""
from dataclasses import replace

import pytest

from courtly import replay
from courtly.core import IllegalMove
from courtly.links import parse_fragment
from courtly.games import get
from courtly.games.overthrow.board import board_for
from courtly.games.overthrow.network import frontier
from courtly.games.overthrow.positions import dice_rng, position

OV = get("overthrow")
PLAIN3 = ("walls-0", "walls-1", "walls-2")  # a hand whose effects stay out of the way


def at(state, name):
    """(land, top) on a cell."""
    cell = board_for(state.players).cell(name)
    return state.land[cell], state.top[cell]


def lands(state, seat):
    return sum(1 for t in state.land if t[1:2] == str(seat))


# --- OV-1 laying on an empty board -------------------------------------------------------

def test_ov1_first_lays_link_to_the_hq():
    s = position(actions=2, round=1)
    assert OV.legal_moves(s) == ["end", "land:c4-0", "land:c5-1", "land:c6-0"]
    with pytest.raises(IllegalMove, match="does not link to your base"):
        OV.apply(s, "land:c5-2")
    with pytest.raises(IllegalMove, match="laid on top of your own land"):
        OV.apply(s, "military:c5-1")


def test_ov1_a_real_deal_starts_the_same_way():
    for seed in range(5):
        s = OV.new(seed, 2)
        hq = ("c5-0", "c5-10")[s.first]
        x, y = hq[1:].split("-")
        expect = {f"land:c{int(x) - 1}-{y}", f"land:c{int(x) + 1}-{y}",
                  f"land:c{x}-{1 if y == '0' else 9}"}
        assert set(OV.legal_moves(s)) == expect | {"end"}
        assert s.actions == 2


# --- OV-2 stacking --------------------------------------------------------------------

def test_ov2_military_then_trade_on_the_same_land():
    s = position(cells={"c5-1": "L0"}, exposure_top=("unrest-0",))
    a = OV.apply(s, "military:c5-1")
    assert at(a, "c5-1") == ("L0-0", "M0-0") and a.actions == 2
    assert a.seats[0].exposure == ("unrest-0",)
    with pytest.raises(IllegalMove, match="may not go on your own military"):
        OV.apply(a, "trade:c5-1")
    with pytest.raises(IllegalMove, match="already holds a military"):
        OV.apply(a, "military:c5-1")
    with pytest.raises(IllegalMove, match="nothing may be laid on a village"):
        OV.apply(position(cells={"c2-2": "L0"}), "land:c2-3")


def test_trade_then_military_is_refused_too():
    s = OV.apply(position(cells={"c5-1": "L0"}), "trade:c5-1")
    assert at(s, "c5-1") == ("L0-0", "T0-0")
    with pytest.raises(IllegalMove, match="may not go on your own trade"):
        OV.apply(s, "military:c5-1")


# --- OV-3 action budget ---------------------------------------------------------------

def test_ov3_budget_over_the_first_round():
    s = position(round=1, actions=2)
    s = OV.apply(s, "end")
    assert (s.turn, s.round, s.actions) == (1, 1, 3)
    s = OV.apply(s, "end")
    assert (s.turn, s.round, s.actions) == (0, 2, 3)


def test_ov3_five_cards_and_one_revealed_unrest():
    hand = ("walls-0", "walls-1", "walls-2", "roads-0", "roads-1")
    s = OV.apply(position(turn=1, hands={0: hand}, revealed={0: ("unrest-0",)}), "end")
    assert s.actions == 4
    s = OV.apply(position(turn=1, hands={0: hand}, revealed={0: ("weakwalls-0",)}), "end")
    assert s.actions == 5


def test_first_players_first_turn_is_two_even_with_royal_favour():
    for seed in range(30):
        s = OV.new(seed, 3)
        assert s.turn == s.first and s.actions == 2
        s = OV.apply(s, "end")
        assert s.actions == 3 + sum(c.startswith("favour") for c in s.seats[s.turn].influence)


def test_unused_actions_are_lost_and_turn_ends_by_itself_at_zero():
    s = position(actions=1)
    s = OV.apply(s, "land:c5-1")
    assert s.turn == 1 and s.actions == 3 and s.attacked == ()


# --- OV-4 combat on the 4-player board ------------------------------------------------

def ov4(dice=(), actions=4):
    return position(players=4, actions=actions, dice=dice,
                    cells={"c3-3": "L1/M1", "c2-3": "L0/M0", "c3-2": "L0/M0", "c3-4": "L1"})


def test_ov4_tie_changes_nothing_but_both_have_attacked():
    s = OV.apply(ov4(dice=(3, 5, 5)), "attack:c3-3:c2-3,c3-2")
    assert at(s, "c3-3") == ("L1-0", "M1-0") and at(s, "c2-3")[1] and at(s, "c3-2")[1]
    assert s.actions == 1 and set(s.attacked) == {"M0-0", "M0-1"}
    assert s.roll.attack == (3, 5) and s.roll.defence == (5,) and s.roll.result == "tie"
    assert not [m for m in OV.legal_moves(s) if m.startswith("attack")]


def test_ov4_attacker_wins():
    s = OV.apply(ov4(dice=(6, 2, 5)), "attack:c3-3:c2-3,c3-2")
    assert at(s, "c3-3") == ("L0-2", "M0-0") and at(s, "c2-3") == ("L0-0", "")
    assert "M1-0" not in s.top and "L1-0" not in s.land and s.roll.result == "win"
    # the lead can be either attacker
    t = OV.apply(ov4(dice=(6, 2, 5)), "attack:c3-3:c3-2,c2-3")
    assert at(t, "c3-3")[1] == "M0-1" and at(t, "c3-2") == ("L0-1", "")


def test_ov4_defender_wins_and_chooses_the_loss():
    s = OV.apply(ov4(dice=(4, 4, 5)), "attack:c3-3:c2-3,c3-2")
    assert s.roll.result == "loss" and OV.to_move(s) == 1
    assert OV.legal_moves(s) == ["lose:c2-3", "lose:c3-2"]
    view = OV.view(s, 1)
    assert view["phase"] == "defend" and view["choice"]["attackers"] == ["c2-3", "c3-2"]
    assert OV.view(s, 0)["moves"] == []
    with pytest.raises(IllegalMove, match="defender must first choose"):
        OV.apply(s, "end")
    with pytest.raises(IllegalMove, match="did not attack"):
        OV.apply(s, "lose:c3-3")
    t = OV.apply(s, "lose:c3-2")
    assert at(t, "c3-2") == ("L0-1", "") and at(t, "c2-3")[1] == "M0-0"
    assert OV.to_move(t) == 0 and t.actions == 1 and t.choice is None


def test_ov4_one_attacker_lost_needs_no_choice():
    s = OV.apply(ov4(dice=(1, 5)), "attack:c3-3:c2-3")
    assert s.choice is None and at(s, "c2-3") == ("L0-0", "") and s.actions == 2


def test_ov4_two_attackers_need_three_actions():
    with pytest.raises(IllegalMove, match="costs 3 actions and you have 2 actions left"):
        OV.apply(ov4(actions=2), "attack:c3-3:c2-3,c3-2")
    assert "attack:c3-3:c2-3" in OV.legal_moves(ov4(actions=2))
    assert not any("," in m for m in OV.legal_moves(ov4(actions=2)))


def test_failed_defence_with_the_last_action_ends_the_turn_after_the_choice():
    s = OV.apply(ov4(dice=(4, 4, 5), actions=3), "attack:c3-3:c2-3,c3-2")
    assert s.turn == 0 and OV.to_move(s) == 1
    t = OV.apply(s, "lose:c2-3")
    assert t.turn == 1 and OV.to_move(t) == 1 and t.choice is None


# --- OV-5 undefended capture ---------------------------------------------------------

def test_ov5_undefended_capture_takes_land_and_destroys_trade():
    s = position(cells={"c6-3": "L1/T1", "c6-2": "L0/M0", "c6-1": "L0", "c6-0": "L0"},
                 exposure_top=("blockade-0",), actions=3)
    a = OV.apply(s, "attack:c6-3:c6-2")
    assert at(a, "c6-3") == ("L0-3", "M0-0") and at(a, "c6-2") == ("L0-0", "")
    assert "T1-0" not in a.top and "L1-0" not in a.land
    assert a.roll.result == "capture" and a.roll.attack == () and a.seats[0].exposure == ("blockade-0",)
    assert a.actions == 1


# --- OV-6 the capital ------------------------------------------------------------------

def capital2(dice=(), actions=5, hand=("walls-0", "walls-1", "walls-2")):
    return position(cells={"c5-1": "L0", "c5-2": "L0", "c5-3": "L0/M0"}, actions=actions, dice=dice,
                    hands={0: hand})


def test_ov6_tie_against_the_city():
    s = OV.apply(capital2(dice=(6, 6, 1)), "attack:c5-4:c5-3")
    assert s.roll.defence == (6, 1) and s.roll.result == "tie" and s.roll.defender == -1
    assert at(s, "c5-4") == ("", "") and at(s, "c5-3")[1] == "M0-0"


def test_ov6_take_a_ring_cell_then_the_centre_wins():
    s = OV.apply(capital2(dice=(5, 4, 3)), "attack:c5-4:c5-3")
    assert at(s, "c5-4") == ("", "M0-0") and at(s, "c5-3") == ("L0-2", "")
    assert OV.view(s, 0)["seats"][0]["capital"] == 1
    # a new turn (each military attacks once per turn), then the centre
    s = OV.apply(OV.apply(s, "end"), "end")
    with pytest.raises(IllegalMove, match="taken by attacking"):
        OV.apply(s, "move:c5-4:c5-5")
    # the centre opens to a player holding 3 capital cells (Courtly's design, §6)
    with pytest.raises(IllegalMove, match="holding 3 capital cells: you hold 1"):
        OV.apply(s, "attack:c5-5:c5-4")
    s = position(cells={"c5-1": "L0", "c5-2": "L0", "c5-3": "L0", "c5-4": "M0", "c4-4": "M0", "c6-4": "M0"},
                 actions=5, dice=(6, 5, 2), hands={0: ("walls-0", "walls-1", "walls-2")})
    won = OV.apply(s, "attack:c5-5:c5-4")
    assert won.result == "capital" and OV.legal_moves(won) == [] and OV.to_move(won) is None
    result = OV.outcome(won)
    assert result["winners"] == [0] and "capital centre" in result["reason"]
    with pytest.raises(IllegalMove, match="game is over"):
        OV.apply(won, "end")


def test_losing_against_the_city_with_one_attacker_loses_it():
    s = position(cells={"c4-3": "L0/M0", "c4-2": "L0", "c5-2": "L0", "c5-1": "L0"},
                 hands={0: ("walls-0", "walls-1", "walls-2")}, actions=4, dice=(1, 2, 6))
    a = OV.apply(s, "attack:c4-4:c4-3")
    assert a.roll.result == "loss" and at(a, "c4-3") == ("L0-0", "") and a.choice is None


def test_city_picks_the_lost_attacker_with_the_generator():
    cells = {"c4-3": "L0/M0", "c3-4": "L0/M0", "c3-3": "L0"}
    lost = set()
    for seed_dice in [(a, b, 6, d) for a in (1, 2) for b in (1, 2) for d in range(1, 7)]:
        s = position(cells=cells, dice=seed_dice, actions=4, hands={0: ("walls-0", "walls-1", "walls-2")})
        a = OV.apply(s, "attack:c4-4:c4-3,c3-4")
        assert a.roll.result == "loss" and a.choice is None and OV.to_move(a) == 0
        gone = [c for c in ("c4-3", "c3-4") if not at(a, c)[1]]
        assert len(gone) == 1
        lost |= set(gone)
    assert lost == {"c4-3", "c3-4"}  # the generator chose, and it chose both ways


def test_ov6_four_player_rings():
    cells = {"c7-4": "L0/M0", "c7-3": "L0", "c7-2": "L0", "c7-1": "L0"}
    s = OV.apply(position(players=4, cells=cells, dice=(2, 1), hands={0: ("walls-0", "walls-1", "walls-2")}),
                 "attack:c7-5:c7-4")
    assert s.roll.defence == (1,) and s.roll.result == "win" and at(s, "c7-5")[1] == "M0-0"
    s = OV.apply(OV.apply(OV.apply(OV.apply(s, "end"), "end"), "end"), "end")
    s = replace(s, rng=dice_rng(5, 4, 6))
    t = OV.apply(s, "attack:c7-6:c7-5")
    assert t.roll.defence == (4, 6) and t.roll.result == "loss" and at(t, "c7-5") == ("", "")


def test_a_player_held_capital_cell_defends_with_its_military_and_a_vacated_cell_turns_neutral():
    s = position(cells={"c5-3": "L0/M0", "c5-4": "M1", "c4-3": "L1", "c4-4": "M1"}, dice=(4, 3), actions=3)
    a = OV.apply(s, "attack:c5-4:c5-3")
    assert a.roll.defender == 1 and a.roll.defence == (3,) and at(a, "c5-4") == ("", "M0-0")
    assert "M1-0" not in a.top
    # seat 1's military on c4-4 moves out onto its land: the cell is neutral again
    b = OV.apply(position(turn=1, cells={"c4-4": "M1", "c4-3": "L1"}), "move:c4-4:c4-3")
    assert at(b, "c4-4") == ("", "") and at(b, "c4-3") == ("L1-0", "M1-0")


# --- OV-7 influence ------------------------------------------------------------------

def west_chain(extra=None):
    cells = {"c4-0": "L0", "c3-0": "L0", "c2-0": "L0", "c2-1": "L0"}
    cells.update(extra or {})
    return cells


def test_ov7_village_link_then_trade_route_then_swap_at_five():
    s = position(cells=west_chain(), influence_top=("favour-0", "walls-0", "army-0"))
    a = OV.apply(s, "land:c2-2")
    assert a.seats[0].villages == (0,) and a.seats[0].earned == ("favour-0",)
    assert OV.view(a, 0)["seats"][0]["influence"] == 4 and a.actions == 2
    # trade route: trade on every cell from next to the HQ to next to the village
    t = position(cells={"c4-0": "L0/T0", "c3-0": "L0/T0", "c2-0": "L0/T0", "c2-1": "L0/T0", "c2-2": "L0"},
                 villages={0: (0,)}, earned={0: ("favour-0",)}, influence_top=("walls-0", "army-0"))
    b = OV.apply(t, "trade:c2-2")
    assert b.seats[0].routes == (0,) and b.seats[0].earned == ("favour-0", "walls-0")
    assert OV.view(b, 0)["seats"][0]["influence"] == 5
    # at 5 cards, linking another village offers a swap
    c = position(cells={"c6-0": "L0", "c7-0": "L0", "c8-0": "L0", "c8-1": "L0"},
                 hands={0: ("siege-0", "siege-1", "siege-2", "walls-1", "walls-2")}, influence_top=("army-0",))
    d = OV.apply(c, "land:c8-2")
    assert d.swaps == 1 and OV.to_move(d) == 0 and d.seats[0].villages == (1,)
    assert OV.legal_moves(d) == ["keep"] + [f"swap:{x}" for x in ("siege-0", "siege-1", "siege-2",
                                                                    "walls-1", "walls-2")]
    with pytest.raises(IllegalMove, match="first swap"):
        OV.apply(d, "land:c8-3")
    e = OV.apply(d, "swap:siege-1")
    assert e.swaps == 0 and e.seats[0].earned == ("army-0",) and "siege-1" in e.influence_deck
    assert len(e.seats[0].influence) + len(e.seats[0].earned) == 5
    kept = OV.apply(d, "keep")
    assert kept.seats[0].influence == d.seats[0].influence and kept.swaps == 0
    with pytest.raises(IllegalMove, match="hold no"):
        OV.apply(d, "swap:army-3")
    with pytest.raises(IllegalMove, match="only when you earn one"):
        OV.apply(c, "keep")


def test_a_village_pays_once_and_a_lost_link_keeps_its_card():
    s = position(cells=west_chain({"c2-2": "L0", "c1-3": "L0"}), villages={0: (0,)})
    a = OV.apply(s, "land:c1-2")
    assert a.seats[0].earned == () and a.seats[0].villages == (0,)


def test_earned_cards_count_from_the_next_turn():
    s = position(cells=west_chain(), actions=1, influence_top=("favour-0",))
    a = OV.apply(s, "land:c2-2")          # last action: the turn passes to seat 1
    assert a.turn == 1 and a.seats[0].earned == ("favour-0",)
    b = OV.apply(a, "end")
    assert b.turn == 0 and b.actions == 3 + 2 and "favour-0" in b.seats[0].influence


def test_capture_can_link_a_village():
    s = position(cells={"c4-0": "L0", "c3-0": "L0", "c2-0": "L0", "c2-1": "L0/M0", "c2-2": "L1"},
                 influence_top=("walls-0",))
    a = OV.apply(s, "attack:c2-2:c2-1")
    assert at(a, "c2-2") == ("L0-4", "M0-0") and a.seats[0].earned == ("walls-0",)


# --- OV-8 exposure reveal ------------------------------------------------------------------

def test_ov8_third_exposure_card_reveals_one():
    s = position(cells={"c5-1": "L0"}, exposure={0: ("unrest-0", "scandal-0")}, exposure_top=("blockade-0",))
    a = OV.apply(s, "military:c5-1")
    seat = a.seats[0]
    assert seat.exposure == () and len(seat.exposed) == 1 and seat.revealed == ()
    assert seat.exposed[0] in ("unrest-0", "scandal-0", "blockade-0")
    assert len(a.exposure_deck) == 39
    # in force from the owner's next turn
    b = OV.apply(OV.apply(a, "end"), "end")
    assert b.seats[0].revealed == seat.exposed and b.seats[0].exposed == ()


def test_attacks_draw_exposure():
    s = OV.apply(capital2(dice=(1, 6, 6)), "attack:c5-4:c5-3")
    assert len(s.seats[0].exposure) == 1


# --- each action ----------------------------------------------------------------------

def test_move_one_step_onto_own_empty_land():
    s = position(cells={"c5-1": "L0/M0", "c5-2": "L0", "c4-1": "L0/T0", "c6-1": "L1"})
    assert [m for m in OV.legal_moves(s) if m.startswith("move")] == ["move:c5-1:c5-2"]
    a = OV.apply(s, "move:c5-1:c5-2")
    assert at(a, "c5-2") == ("L0-1", "M0-0") and at(a, "c5-1") == ("L0-0", "") and a.actions == 2
    for bad, why in (("move:c5-1:c4-1", "cannot reach"), ("move:c5-1:c6-1", "cannot reach"),
                     ("move:c5-2:c5-3", "no military of yours")):
        with pytest.raises(IllegalMove, match=why):
            OV.apply(s, bad)


def test_a_moved_military_may_still_attack():
    s = position(cells={"c5-1": "L0/M0", "c5-2": "L0", "c5-3": "L1"})
    a = OV.apply(s, "move:c5-1:c5-2")
    assert "attack:c5-3:c5-2" in OV.legal_moves(a)


def test_end_turn_passes_clockwise_and_resets_attacks():
    s = position(players=3, turn=2, cells={})
    a = OV.apply(s, "end")
    assert a.turn == 0 and a.round == 3
    s = OV.apply(ov4(dice=(3, 5, 5)), "attack:c3-3:c2-3,c3-2")
    b = OV.apply(s, "end")
    assert b.attacked == () and b.turn == 1


def plain_cells(count, skip=()):
    board = board_for(2)
    names = [board.ids[c] for c in range(len(board.ids)) if board.kinds[c] == "plain"]
    return [n for n in names if n not in skip][:count]


def test_supply_limits():
    cells = {name: "L0" for name in plain_cells(50)}
    s = position(cells=cells)
    assert lands(s, 0) == 50 and OV.view(s, 0)["seats"][0]["supply"] == {"land": 0, "military": 20, "trade": 20}
    assert not [m for m in OV.legal_moves(s) if m.startswith("land")]
    edge = sorted(frontier(s, 0))
    assert edge
    with pytest.raises(IllegalMove, match="no land tokens left"):
        OV.apply(s, f"land:{board_for(2).ids[edge[0]]}")
    full = position(cells={name: "L0/T0" for name in plain_cells(20)} | {"c0-2": "L0"})
    with pytest.raises(IllegalMove, match="no trade tokens left"):
        OV.apply(full, "trade:c0-2")
    assert "military:c0-2" in OV.legal_moves(full) and "trade:c0-2" not in OV.legal_moves(full)


def test_no_land_left_means_no_capture():
    cells = {name: "L0" for name in plain_cells(49, skip=("c10-5", "c10-6", "c10-7"))}
    cells.update({"c10-6": "L0/M0", "c10-7": "L1"})
    s = position(cells=cells)
    assert "attack:c10-7:c10-6" not in OV.legal_moves(s)
    with pytest.raises(IllegalMove, match="no land tokens left"):
        OV.apply(s, "attack:c10-7:c10-6")


# --- the turn limit ----------------------------------------------------------------------

def test_turn_limit_most_capital_cells_then_land_then_shared():
    base = dict(turn=1, round=60, turn_limit=60)
    s = OV.apply(position(cells={"c5-4": "M0", "c4-4": "M1", "c6-4": "M1", "c5-1": "L0"}, **base), "end")
    assert s.result == "limit" and OV.to_move(s) is None and OV.legal_moves(s) == []
    r = OV.outcome(s)
    assert r["winners"] == [1] and r["scores"] == [1, 2] and "turn limit of 60" in r["reason"]
    t = OV.apply(position(cells={"c5-4": "M0", "c4-4": "M1", "c5-1": "L0"}, **base), "end")
    assert OV.outcome(t)["winners"] == [0]
    u = OV.apply(position(cells={"c5-1": "L0", "c5-9": "L1"}, **base), "end")
    assert OV.outcome(u)["winners"] == [0, 1] and "shared" in OV.outcome(u)["reason"]


def test_turn_limit_option():
    assert OV.options["turn_limit"]["default"] == 60
    s = OV.new(3, 2, {"turn_limit": 5})
    moves = 0
    while OV.legal_moves(s):
        s = OV.apply(s, "end")
        moves += 1
    assert moves == 10 and s.round == 5 and s.result == "limit"
    with pytest.raises(ValueError, match="turn_limit"):
        OV.new(3, 2, {"turn_limit": 7})


def test_round_counts_from_the_first_player():
    s = position(players=3, first=1, turn=0, round=4, turn_limit=4)
    a = OV.apply(s, "end")
    assert a.result == "limit"
    b = OV.apply(position(players=3, first=1, turn=2, round=4, turn_limit=4), "end")
    assert b.result == "" and b.turn == 0


# --- rejections in player words ------------------------------------------------------------

@pytest.mark.parametrize("move, reason", [
    ("land:c5-4", "in the capital"),
    ("land:c5-0", "an HQ holds no tokens"),
    ("land:c5-1", "not empty"),
    ("land:c30-1", "no cell c30-1"),
    ("land:x1", "not a cell"),
    ("trade:c6-1", "laid on top of your own land"),
    ("military:c9-9", "cut off from your HQ"),
    ("attack:c5-0:c5-1", "HQs are never attacked"),
    ("attack:c2-3:c2-2", "villages belong to nobody"),
    ("attack:c4-1:c5-1", "your own land"),
    ("attack:c6-1:c2-2", "military on C3 is not next to G2"),   # cells named as the board's edges
    ("attack:c6-1:c7-7", "no military of yours"),
    ("attack:c6-2:c6-1", "nothing to attack"),
    ("attack:c6-1:c5-1,c5-1", "once"),
    ("lose:c5-1", "no failed attack"),
    ("swap:walls-0", "only when you earn"),
    ("fly:c5-1", "not a move"),
    ("move:c5-1", "not a move"),
])
def test_rejections_say_why(move, reason):
    s = position(cells={"c5-1": "L0/M0", "c4-1": "L0", "c6-1": "L1", "c9-9": "L0", "c2-2": "L0/M0"})
    with pytest.raises(IllegalMove, match=reason):
        OV.apply(s, move)


def test_already_attacked_is_refused():
    s = OV.apply(ov4(dice=(5, 5), actions=5), "attack:c3-3:c2-3")
    with pytest.raises(IllegalMove, match="already attacked this turn"):
        OV.apply(s, "attack:c3-3:c2-3")


def test_a_military_laid_after_one_was_lost_may_attack():
    # issue 25: the lost attacker's id went back to the supply but stayed on the attacked
    # list, so the next military laid (which takes that id) was refused as "already attacked"
    s = position(cells={"c5-3": "L0/M0", "c5-2": "L0", "c5-1": "L0"}, hands={0: PLAIN3},
                 actions=6, dice=(1, 6, 2))
    lost = OV.apply(s, "attack:c5-4:c5-3")           # 1 against the city's 6 and 2
    assert lost.roll.result == "loss" and at(lost, "c5-3") == ("L0-0", "") and lost.attacked == ()
    fresh = OV.apply(lost, "military:c5-3")
    assert at(fresh, "c5-3")[1] == "M0-0" and fresh.actions == 3
    assert "attack:c5-4:c5-3" in OV.legal_moves(fresh)
    assert OV.apply(fresh, "attack:c5-4:c5-3").roll.attackers == ("c5-3",)
    # the same after the defender's choice removes one of two attackers
    cells = {"c5-1": "L0", "c4-1": "L0", "c4-2": "L0", "c4-3": "L0/M0", "c3-2": "L0/M0", "c3-3": "L1/M1"}
    failed = OV.apply(position(cells=cells, actions=6, dice=(4, 4, 5)), "attack:c3-3:c4-3,c3-2")
    t = OV.apply(failed, "lose:c3-2")
    assert t.attacked == ("M0-0",) and at(t, "c3-2") == ("L0-4", "")
    again = OV.apply(t, "military:c3-2")
    assert at(again, "c3-2")[1] == "M0-1" and "attack:c3-3:c3-2" in OV.legal_moves(again)
    assert "attack:c3-3:c4-3" not in OV.legal_moves(again)  # that one did attack


def test_the_reported_game_attacks_with_its_new_military():
    link = ("#/overthrow?seed=1568146599050354&players=2&moves=land:c5-1.land:c5-2.land:c5-3.land:c4-3."
            "land:c5-9.land:c5-8.land:c5-7.land:c3-3.land:c6-1.land:c6-3.land:c7-3.military:c5-3.land:c4-7."
            "land:c3-7.land:c6-7.attack:c5-4:c5-3.military:c5-3")
    f = parse_fragment(link)
    state = replay(f["game"], f["seed"], f["players"], f["options"], f["moves"])
    assert state.turn == 0 and state.actions == 2 and state.roll.result == "loss"
    after = OV.apply(state, "attack:c5-4:c5-3")
    assert after.roll.attackers == ("c5-3",)


def test_saved_attacks_name_only_the_movers_militaries_on_the_board():
    s = OV.apply(ov4(dice=(5, 5), actions=5), "attack:c3-3:c2-3")
    data = OV.to_json(s)
    assert OV.from_json(data) == s
    for bad in (["M0-5"], ["M1-0"], ["M0-0", "M0-0"]):
        with pytest.raises(ValueError, match="attacked"):
            OV.from_json({**data, "attacked": bad})


def test_three_attackers_are_written_lead_first_then_sorted():
    s = position(players=4, actions=5, cells={"c3-3": "L1/M1", "c2-3": "L0/M0", "c3-2": "L0/M0", "c4-3": "L0/M0",
                                              "c3-4": "L1"})
    triples = [m for m in OV.legal_moves(s) if m.count(",") == 2]
    assert triples == ["attack:c3-3:c2-3,c3-2,c4-3", "attack:c3-3:c3-2,c2-3,c4-3", "attack:c3-3:c4-3,c2-3,c3-2"]
    # any order of the others is understood
    assert OV.apply(s, "attack:c3-3:c4-3,c3-2,c2-3") == OV.apply(s, "attack:c3-3:c4-3,c2-3,c3-2")


# --- what the engine keeps: the caches a bot's search leans on ---------------------------

def test_kept_layers_networks_and_distances_match_a_fresh_reading():
    """``with_board`` keeps the layers it was given, ``evolve`` keeps a state's layers while
    its board stands, and networks and distances are looked up by the land: along seeded
    random games each must equal what reading the rows and searching afresh gives."""
    from courtly.core import Rng
    from courtly.bots.overthrow import evaluate
    from courtly.games.overthrow import network as linking, state as state_mod
    checked = 0
    for seed in range(6):
        state = OV.new(seed, 2 + seed % 3)
        rng = Rng.from_seed(seed)
        board = board_for(state.players)
        while OV.to_move(state) is not None and checked < 3000:
            assert (state.land, state.top) == state_mod._read(state.board)
            for seat in range(state.players):
                assert linking.network(state, seat) == linking._grow(state, seat)
                assert evaluate.distances(state, seat, board.capital) == evaluate._breadth(state, seat, board.capital)
            legal = OV.legal_moves(state)
            state = OV.apply(state, legal[rng.below(len(legal))])
            checked += 1
    assert checked > 500
