"""Overthrow card effects (rules §6 decks): one test per influence and exposure kind, the
tables themselves, and "in force from the owner's next turn"."""
import pytest

from courtly.core import IllegalMove
from courtly.games import get
from courtly.games.overthrow.board import board_for
from courtly.games.overthrow.cards import (EFFECTS, EXPOSURE, EXPOSURE_CARDS, INFLUENCE, INFLUENCE_CARDS,
                                           effects)
from courtly.games.overthrow.positions import position

OV = get("overthrow")
PLAIN = ("walls-0", "walls-1", "walls-2")  # for the attacker: walls only matter when defending


def at(state, name):
    cell = board_for(state.players).cell(name)
    return state.land[cell], state.top[cell]


def test_the_decks_match_the_binding_tables():
    assert len(INFLUENCE_CARDS) == 40 and len(INFLUENCE) == 8 and all(k.copies == 5 for k in INFLUENCE)
    assert len(EXPOSURE_CARDS) == 40 and len(EXPOSURE) == 5 and all(k.copies == 8 for k in EXPOSURE)
    assert [k.name for k in INFLUENCE] == ["Standing Army", "Walls", "Roads", "Surveyors", "Mercenaries",
                                           "Siege Craft", "Spymaster", "Royal Favour"]
    assert [k.name for k in EXPOSURE] == ["Unrest", "Weak Walls", "Blockade", "Scandal", "Informants"]
    for kind in INFLUENCE + EXPOSURE:
        assert kind.text and all(name in EFFECTS for name, _ in kind.effect)
    assert effects(["walls-0"])["actions"] == 1 and effects(["favour-0"])["actions"] == 2
    assert effects(["unrest-0", "unrest-1"])["actions"] == -2


# --- influence -------------------------------------------------------------------------

def duel(attacker_hand, defender_hand=("mercenaries-0", "mercenaries-1", "mercenaries-2"), dice=(), actions=4,
         revealed=None):
    return position(players=4, actions=actions, dice=dice, hands={0: attacker_hand, 1: defender_hand},
                    revealed=revealed or {},
                    cells={"c3-3": "L1/M1", "c2-3": "L0/M0", "c3-2": "L0/M0", "c3-4": "L1"})


def test_standing_army_adds_a_die_to_attacks_with_two_or_more():
    army = ("army-0", "walls-0", "walls-1")
    s = OV.apply(duel(army, dice=(1, 1, 6, 5)), "attack:c3-3:c2-3,c3-2")
    assert s.roll.attack == (1, 1, 6) and s.roll.result == "win"
    rec = {r["move"]: r for r in OV.view(duel(army), 0)["moves"]}
    assert rec["attack:c3-3:c2-3"]["attack_dice"] == 1 and rec["attack:c3-3:c2-3,c3-2"]["attack_dice"] == 3
    t = OV.apply(duel(army, dice=(4, 5)), "attack:c3-3:c2-3")
    assert t.roll.attack == (4,)


def test_walls_defend_with_two_dice():
    s = OV.apply(duel(PLAIN, ("walls-3", "army-0", "army-1"), dice=(5, 2, 6)), "attack:c3-3:c2-3")
    assert s.roll.defence == (2, 6) and s.roll.result == "loss"
    # copies stack: two Walls roll three dice
    t = OV.apply(duel(PLAIN, ("walls-3", "walls-4", "army-0"), dice=(5, 2, 6, 1)), "attack:c3-3:c2-3")
    assert t.roll.defence == (2, 6, 1)


def test_roads_move_two_steps():
    cells = {"c5-1": "L0/M0", "c5-2": "L0", "c5-3": "L0", "c6-3": "L0/T0"}
    plain = position(cells=cells)
    assert [m for m in OV.legal_moves(plain) if m.startswith("move")] == ["move:c5-1:c5-2"]
    roads = position(cells=cells, hands={0: ("roads-0", "siege-0", "siege-1")})
    assert [m for m in OV.legal_moves(roads) if m.startswith("move")] == ["move:c5-1:c5-2", "move:c5-1:c5-3"]
    a = OV.apply(roads, "move:c5-1:c5-3")
    assert at(a, "c5-3")[1] == "M0-0" and a.actions == 2
    with pytest.raises(IllegalMove, match="up to 2 steps"):
        OV.apply(roads, "move:c5-1:c6-3")


def test_surveyors_lay_two_land_once_per_turn():
    s = position(hands={0: ("surveyors-0", "siege-0", "siege-1")})
    a = OV.apply(s, "land:c5-1")
    assert a.bonus_land and a.actions == 2
    assert {r["cost"] for r in OV.view(a, 0)["moves"] if r["kind"] == "land"} == {0}
    b = OV.apply(a, "land:c5-2")          # free, and it links through the first
    assert b.actions == 2 and not b.bonus_land and at(b, "c5-2")[0]
    c = OV.apply(b, "land:c5-3")          # once per turn: no new bonus
    assert c.actions == 1 and not c.bonus_land
    # ending the turn declines the free land
    d = OV.apply(a, "end")
    assert not d.bonus_land and d.turn == 1
    # with the last action paid, the free land may still be laid before the turn ends
    e = OV.apply(position(hands={0: ("surveyors-0", "siege-0", "siege-1")}, actions=1), "land:c5-1")
    assert e.turn == 0 and e.actions == 0 and e.bonus_land
    assert OV.legal_moves(e) == ["end", "land:c4-0", "land:c4-1", "land:c5-2", "land:c6-0", "land:c6-1"]
    assert OV.apply(e, "land:c5-2").turn == 1


def test_the_free_land_sits_beside_the_turns_other_actions():
    # issue 25: while the free land was on offer, legal_moves listed only land and end, yet
    # apply took a military; now the free land is one more option and any other action declines it
    s = position(cells={"c5-1": "L0"}, hands={0: ("surveyors-0", "siege-0", "siege-1")})
    a = OV.apply(s, "land:c5-2")
    assert a.bonus_land and a.actions == 2
    legal = OV.legal_moves(a)
    assert {"land:c5-3", "military:c5-1", "military:c5-2", "trade:c5-1"} <= set(legal)
    b = OV.apply(a, "military:c5-1")     # declines the free land: one action paid as usual
    assert not b.bonus_land and b.actions == 1 and "land:c5-3" in OV.legal_moves(b)
    # the Surveyors card was not used: the next paid lay offers the free land again
    c = OV.apply(b, "land:c5-3")
    assert c.turn == 0 and c.actions == 0 and c.bonus_land
    assert OV.apply(c, "land:c4-1").turn == 1


def test_no_free_land_is_offered_where_none_can_be_laid():
    # issue 25: the free land was offered with no cell left to lay it on, and while it was
    # pending only "end" was legal, so the turn was lost with actions left
    hemmed = {"c4-0": "L1", "c6-0": "L1", "c4-1": "L1", "c6-1": "L1", "c5-2": "L1"}
    s = position(cells=hemmed, hands={0: ("surveyors-0", "siege-0", "siege-1")}, actions=3)
    a = OV.apply(s, "land:c5-1")
    assert not a.bonus_land and a.actions == 2
    assert OV.legal_moves(a) == ["end", "military:c5-1", "trade:c5-1"]
    # the last action paid and nothing left to offer: the turn ends by itself
    c = OV.apply(position(cells=hemmed, hands={0: ("surveyors-0", "siege-0", "siege-1")}, actions=1), "land:c5-1")
    assert c.turn == 1
    # the same when the supply holds no more land token: the 50th land is the last
    board = board_for(2)
    plain = [board.ids[c] for c in range(board.size, board.size ** 2) if board.kinds[c] == "plain"]
    spread = dict.fromkeys(plain[:49], "L0")
    t = position(cells=spread, hands={0: ("surveyors-0", "siege-0", "siege-1")}, actions=2)
    u = OV.apply(t, "land:c4-0")
    assert not u.bonus_land and u.actions == 1 and not [m for m in OV.legal_moves(u) if m.startswith("land")]


def test_mercenaries_lay_militaries_unexposed():
    s = position(cells={"c5-1": "L0"}, hands={0: ("mercenaries-0", "siege-0", "siege-1")})
    a = OV.apply(s, "military:c5-1")
    assert a.seats[0].exposure == () and len(a.exposure_deck) == 40


def test_siege_craft_weakens_the_city():
    cells = {"c5-3": "L0/M0", "c5-2": "L0", "c5-1": "L0"}
    s = OV.apply(position(cells=cells, hands={0: ("siege-0", "walls-0", "walls-1")}, dice=(3, 4)), "attack:c5-4:c5-3")
    assert s.roll.defence == (4,) and s.roll.result == "loss"
    # two Siege Craft still leave at least one die
    t = OV.apply(position(cells=cells, hands={0: ("siege-0", "siege-1", "walls-1")}, dice=(3, 2)), "attack:c5-4:c5-3")
    assert t.roll.defence == (2,) and t.roll.result == "win"
    # Siege Craft does not weaken a player's military on a capital cell
    u = OV.apply(position(cells={**cells, "c5-4": "M1"}, hands={0: ("siege-0", "siege-1", "walls-1")}, dice=(3, 2)),
                 "attack:c5-4:c5-3")
    assert u.roll.defence == (2,) and u.roll.defender == 1


def test_spymaster_raises_the_reveal_threshold():
    cells = {"c5-1": "L0", "c5-2": "L0"}
    s = position(cells=cells, hands={0: ("spymaster-0", "siege-0", "siege-1")}, exposure={0: ("unrest-0", "scandal-0")})
    a = OV.apply(s, "military:c5-1")
    assert len(a.seats[0].exposure) == 3 and a.seats[0].exposed == ()
    b = OV.apply(a, "military:c5-2")
    assert a.seats[0].exposure and b.seats[0].exposure == () and len(b.seats[0].exposed) == 1


def test_royal_favour_is_worth_two_actions():
    s = OV.apply(position(turn=1, hands={0: ("favour-0", "favour-1", "siege-0")}), "end")
    assert s.turn == 0 and s.actions == 5


# --- exposure ------------------------------------------------------------------------

def test_unrest_costs_actions_but_never_below_one():
    s = OV.apply(position(turn=1, revealed={0: ("unrest-0",)}), "end")
    assert s.actions == 2
    t = OV.apply(position(turn=1, revealed={0: ("unrest-0", "unrest-1", "unrest-2", "unrest-3")}), "end")
    assert t.actions == 1


def test_weak_walls_lose_ties():
    s = OV.apply(duel(PLAIN, dice=(4, 4), revealed={1: ("weakwalls-0",)}), "attack:c3-3:c2-3")
    assert s.roll.attack == (4,) and s.roll.defence == (4,) and s.roll.result == "win"
    assert at(s, "c3-3")[0].startswith("L0")


def test_blockade_makes_moves_cost_two():
    cells = {"c5-1": "L0/M0", "c5-2": "L0"}
    s = position(cells=cells, revealed={0: ("blockade-0",)}, actions=2)
    rec = [r for r in OV.view(s, 0)["moves"] if r["kind"] == "move"]
    assert rec[0]["cost"] == 2
    assert OV.apply(s, "move:c5-1:c5-2").turn == 1
    with pytest.raises(IllegalMove, match="costs 2 actions and you have 1 action left"):
        OV.apply(position(cells=cells, revealed={0: ("blockade-0",)}, actions=1), "move:c5-1:c5-2")


def test_scandal_stops_influence_rewards():
    cells = {"c4-0": "L0", "c3-0": "L0", "c2-0": "L0", "c2-1": "L0"}
    s = position(cells=cells, revealed={0: ("scandal-0",)})
    a = OV.apply(s, "land:c2-2")
    assert a.seats[0].earned == () and a.seats[0].villages == (0,)


def test_informants_give_the_defender_an_extra_die():
    s = OV.apply(duel(PLAIN, dice=(5, 1, 6), revealed={0: ("informants-0",)}), "attack:c3-3:c2-3")
    assert s.roll.defence == (1, 6) and s.roll.result == "loss"
    cells = {"c5-3": "L0/M0", "c5-2": "L0", "c5-1": "L0"}
    t = OV.apply(position(cells=cells, hands={0: PLAIN}, revealed={0: ("informants-0",)}, dice=(6, 1, 1, 1)),
                 "attack:c5-4:c5-3")
    assert len(t.roll.defence) == 3


def test_revealed_cards_come_into_force_on_the_owners_next_turn():
    s = position(cells={"c5-1": "L0", "c5-2": "L0/M0", "c5-3": "L0"}, exposed={0: ("blockade-0",)})
    assert [r["cost"] for r in OV.view(s, 0)["moves"] if r["kind"] == "move"] == [1, 1]
    t = OV.apply(OV.apply(s, "end"), "end")
    assert t.seats[0].revealed == ("blockade-0",)
    assert [r["cost"] for r in OV.view(t, 0)["moves"] if r["kind"] == "move"] == [2, 2]


def test_earned_walls_do_not_defend_until_the_owners_turn():
    s = position(players=4, dice=(5, 6, 6), hands={0: PLAIN}, earned={1: ("walls-3",)},
                 cells={"c3-3": "L1/M1", "c2-3": "L0/M0"})
    a = OV.apply(s, "attack:c3-3:c2-3")
    assert a.roll.defence == (6,)


# --- texts of stacked copies ---------------------------------------------------------

def effect_of(records, code):
    return {r["effect"] for r in records if r["card"] == code}


def test_card_texts_count_the_copies_held():
    # issue 25: two Walls roll 3 dice, two Roads move 3 steps, two Surveyors work twice, two
    # Unrest cost 2 actions, two Blockades make a move cost 3; the texts said otherwise
    hand = ("walls-0", "walls-1", "roads-0", "roads-1", "surveyors-0")
    cells = {"c5-1": "L0/M0", "c5-2": "L0", "c5-3": "L0", "c5-4": "L0", "c6-1": "L0"}
    s = position(cells=cells, hands={0: hand}, actions=5)
    mine = OV.view(s, 0)["hand"]["influence"]
    assert effect_of(mine, "walls") == {"With your 2 Walls cards, your defending militaries roll 3 dice instead of 1."}
    assert effect_of(mine, "roads") == {"With your 2 Roads cards, a move action may move a military up to 3 steps."}
    assert effect_of(mine, "surveyors") == {"Once per turn, a lay-land action lays two land tokens "
                                            "(each must link when laid)."}
    # and the engine agrees: three steps, three defence dice
    assert "move:c5-1:c5-4" in OV.legal_moves(s)
    duel_walls = OV.apply(duel(PLAIN, ("walls-3", "walls-4", "army-0"), dice=(5, 2, 6, 1)), "attack:c3-3:c2-3")
    assert len(duel_walls.roll.defence) == 3


def test_two_surveyors_lay_two_free_lands_a_turn_and_say_so():
    s = position(hands={0: ("surveyors-0", "surveyors-1", "siege-0")}, actions=3)
    assert effect_of(OV.view(s, 0)["hand"]["influence"], "surveyors") == {
        "With your 2 Surveyors cards, 2 times per turn a lay-land action lays two land tokens "
        "(each must link when laid)."}
    for move in ("land:c5-1", "land:c5-2", "land:c5-3", "land:c4-3"):  # paid, free, paid, free
        s = OV.apply(s, move)
    assert s.turn == 0 and s.actions == 1 and s.land_pairs == 2 and not s.bonus_land
    assert OV.apply(s, "land:c4-2").turn == 1  # a third paid lay has no free land


def test_waiting_copies_are_worded_for_when_they_join_the_others():
    s = position(hands={0: ("walls-0", "siege-0", "siege-1"), 1: ("favour-0", "favour-1", "favour-2")},
                 earned={0: ("walls-1",)}, revealed={1: ("unrest-0", "unrest-1")}, exposed={1: ("blockade-0",)},
                 cells={"c5-9": "L1/M1", "c5-8": "L1"})
    walls = {r["active"]: r["effect"] for r in OV.view(s, 0)["hand"]["influence"] if r["card"] == "walls"}
    assert walls == {True: "Your defending militaries roll 2 dice instead of 1.",
                     False: "With your 2 Walls cards, your defending militaries roll 3 dice instead of 1."}
    theirs = OV.view(s, 0)["seats"][1]["revealed"]
    assert effect_of(theirs, "unrest") == {"With your 2 Unrest cards, -2 actions per turn (never below 1 action)."}
    assert effect_of(theirs, "blockade") == {"Your move actions cost 2 actions."}
    t = OV.apply(s, "end")  # seat 1's turn: 3 Royal Favours, two Unrest; the Blockade in force now
    assert t.turn == 1 and t.actions == 6 - 2
    assert [r["cost"] for r in OV.view(t, 1)["moves"] if r["kind"] == "move"] == [2]
