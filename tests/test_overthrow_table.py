"""Overthrow as the page plays it: move records already in the table's shape (group attacks
target first, buttons with labels, one swap button per kind), the facts and words the view
carries (what is left, costs, the reveal threshold), seats named by the table's names, cells
named as the board's edges label them, and why nothing moves from a pile."""
import json

import pytest

from courtly.games import get
from courtly.games.overthrow.board import board_for
from courtly.games.overthrow.positions import position
from courtly.session import Session
from tests.views import shown_ids

OV = get("overthrow")


def by_move(state, seat=0):
    return {r["move"]: r for r in OV.view(state, seat)["moves"]}


def test_every_record_is_a_gesture_or_a_button_and_no_gesture_is_ambiguous():
    # three militaries of Green's around Red's military on c3-3: attacks by one, two or three
    s = position(players=4, actions=5, cells={"c3-3": "L1/M1", "c2-3": "L0/M0", "c3-2": "L0/M0", "c4-3": "L0/M0",
                                              "c3-4": "L1"})
    moves = OV.view(s, 0)["moves"]
    assert [r["move"] for r in moves] == OV.legal_moves(s)
    pairs = [(r["from"], r["to"]) for r in moves if r["from"] is not None and r["to"] is not None]
    # the table plays the first record from one pile to another: the target-first gestures are unique
    targets_first = [r for r in moves if r["from"] == "c3-3"]
    assert {r["to"] for r in targets_first} == {"c2-3", "c3-2", "c4-3"}
    assert len({(r["from"], r["to"]) for r in targets_first}) == len(targets_first)
    assert all(len(r["attackers"]) == 3 and r["attackers"][0] == r["to"] for r in targets_first)
    # a military clicked then the target: the attack by that military alone comes first
    for lead in ("c2-3", "c3-2", "c4-3"):
        first = next(r for r in moves if (r["from"], r["to"]) == (lead, "c3-3"))
        assert first["attackers"] == [lead]
    # each pair of militaries once, as a button with its words
    buttons = {r["label"]: r["move"] for r in moves if r["from"] is None and r["kind"] == "attack"}
    assert buttons == {"Attack D4 with C4 and D3 (3 actions)": "attack:c3-3:c2-3,c3-2",
                       "Attack D4 with C4 and E4 (3 actions)": "attack:c3-3:c2-3,c4-3",
                       "Attack D4 with D3 and E4 (3 actions)": "attack:c3-3:c3-2,c4-3"}
    assert len(pairs) + len([r for r in moves if r["from"] is None]) <= len(moves)


def test_one_swap_button_per_kind_of_card():
    hand = ("spymaster-0", "spymaster-1", "walls-0", "walls-1", "siege-0")
    s = position(hands={0: hand}, swaps=1)
    moves = OV.view(s, 0)["moves"]
    buttons = [(r["move"], r["label"]) for r in moves if r["from"] is None]
    assert buttons == [("keep", "Keep my cards"), ("swap:siege-0", "Swap Siege Craft"),
                       ("swap:spymaster-0", "Swap Spymaster"), ("swap:walls-0", "Swap Walls")]
    assert [r["move"] for r in moves] == OV.legal_moves(s)   # the second copies stay legal


def test_a_swap_reaches_the_other_seats_without_its_card():
    s = position(hands={0: ("spymaster-0", "spymaster-1", "walls-0", "walls-1", "siege-0")}, swaps=1)
    assert OV.move_seen_by(s, "swap:walls-1", 0) == "swap:walls-1"    # the swapper's own card
    assert OV.move_seen_by(s, "swap:walls-1", 1) == OV.move_seen_by(s, "swap:walls-1", None) == "swap"
    assert OV.move_seen_by(s, "keep", 1) == "keep"
    assert OV.move_seen_by(position(), "land:c5-1", 1) == "land:c5-1"


def test_the_view_words_what_is_left_and_what_each_action_costs():
    s = position(hands={0: ("surveyors-0", "siege-0", "siege-1")})
    a = OV.apply(s, "land:c5-1")
    v = OV.view(a, 0)
    assert v["left"] == "2 actions left + a free land"
    assert v["free_land"].startswith("Surveyors: you may lay one more land token free of charge; any other action,")
    assert v["costs"]["land"] == "free (Surveyors)"
    assert v["costs"]["military"] == "1 action and an exposure card"
    assert OV.view(a, 1)["costs"] is None, "the costs tell the mover's cards: only the mover sees them"
    merc = position(hands={0: ("mercenaries-0", "siege-0", "siege-1")})
    assert OV.view(merc, 0)["costs"]["military"] == "1 action"
    assert OV.view(merc, 0)["free_land"] is None and OV.view(merc, 0)["left"] == "3 actions left"
    last = OV.apply(position(hands={0: ("surveyors-0", "siege-0", "siege-1")}, actions=1), "land:c5-1")
    assert OV.view(last, 0)["left"] == "no actions left + a free land"
    assert OV.view(last, 0)["moves"][0]["label"] == "End turn (skip the free land)"


def test_the_reveal_threshold_comes_from_the_engine():
    spies = position(hands={0: ("spymaster-0", "spymaster-1", "siege-0")})
    plain = position(hands={0: ("walls-0", "walls-1", "siege-0")})
    assert "At 5, one of them turns face up" in OV.view(spies, 0)["hand"]["notes"]["exposure"]
    assert "At 3, one of them turns face up" in OV.view(plain, 0)["hand"]["notes"]["exposure"]


def test_cells_are_named_as_the_board_edges_label_them():
    big = board_for(4)
    assert (big.names[0], big.names[big.centre], big.names[-1]) == ("A1", "H8", "O15")
    view = OV.view(OV.new(1, 4), None)
    cells = {c["id"]: c["name"] for c in view["board"]["cells"]}
    assert cells["c7-7"] == "H8" and cells["c0-14"] == "A15"
    assert view["board"]["columns"][7] + view["board"]["rows"][7] == "H8"


def test_seats_are_named_by_the_tables_names():
    s = position(players=4, cells={"c3-3": "L1/M1", "c2-3": "L0/M0", "c3-2": "L0/M0"}, actions=4, dice=(6, 2, 5))
    names = ["You", "Player 2", "Player 3", "Player 4"]
    assert OV.describe(s, "land:c6-0", names=names) == "You (green) lay a land token on G1."
    assert OV.describe(s, "attack:c3-3:c2-3,c3-2", names=names) == (
        "You (green) attack D4 with 2 militaries from C4, D3 (3 actions; C4 moves in if it wins). "
        "Dice 6, 2 against Player 2's 5: you take D4. You draw an exposure card.")
    assert OV.describe(s, "end", names=names) == "You (green) end the turn (4 actions unused). Player 2's turn."
    lost = position(players=4, turn=1, cells={"c3-3": "L0/M0", "c2-3": "L1/M1"}, actions=2, dice=(1, 6))
    assert OV.describe(lost, "attack:c3-3:c2-3", names=names) == (
        "Player 2 (red) attacks D4 with 1 military from C4 (2 actions). "
        "Dice 1 against your 6: you (green) hold: Player 2 loses an attacking military. "
        "Player 2 draws an exposure card. Player 3's turn.")
    # without names: the colours, as before
    assert OV.describe(s, "land:c6-0") == "Green lays a land token on G1."


def test_the_result_names_the_winner_by_the_tables_names():
    base = dict(round=60, turn=1, turn_limit=60, first=0)
    s = OV.apply(position(cells={"c5-4": "M0", "c4-4": "M1", "c6-4": "M1", "c5-1": "L0"}, **base), "end")
    assert OV.outcome(s)["reason"].endswith("Red wins with most capital cells (2).")
    assert OV.outcome(s, names=["Player 1", "You"])["reason"].endswith("you (red) win with most capital cells (2).")
    shared = OV.apply(position(cells={"c5-1": "L0", "c5-9": "L1"}, **base), "end")
    assert "you (green) and Player 2 (red) win" in OV.outcome(shared, names=["You", "Player 2"])["reason"]
    open_centre = {"c5-4": "M0", "c4-4": "M0", "c6-4": "M0", "c5-3": "L0"}  # 3 capital cells open the centre
    won = OV.apply(position(cells=open_centre, dice=(6, 1, 1), actions=2), "attack:c5-5:c5-4")
    assert OV.outcome(won, names=["You", "Player 2"])["reason"] == (
        "You (green) took the capital centre F6 and overthrew the city.")
    # the view a session sends carries the result in the same words
    assert OV.view(won, 0, names=["You", "Player 2"])["outcome"] == OV.outcome(won, names=["You", "Player 2"])


def test_a_session_passes_its_names_to_the_log_and_the_result():
    session = Session(OV, 3, 2, {"turn_limit": 5}, [], ["human", "random"])
    seat = session.to_move
    if seat != 0:
        session.play_bot()
    session.play("end")
    assert session.log[-1]["text"].startswith("You (green) end the turn")


@pytest.mark.parametrize("source, words", [
    ("c5-0", "F1 is your HQ"),
    ("c5-10", "F11 is Red's HQ: HQs are never attacked or captured."),
    ("c2-3", "The village C4 belongs to nobody"),
    ("c0-0", "A1 is empty: to lay a token there, select land, military or trade beside the board first."),
    ("c5-1", "Your land on F2 holds no military: only militaries move and attack."),
    ("c6-1", "Your trade token on G2 stays where it was laid"),
    ("c5-9", "None of your militaries that may still attack stands next to F10"),
    ("c4-4", "To attack the capital cell E5 with one military, select your military on E4 first, then"),
    ("nowhere", "Nothing can move from there now."),
])
def test_why_nothing_moves_from_a_pile(source, words):
    s = position(cells={"c5-1": "L0", "c6-1": "L0/T0", "c5-2": "L0/T0", "c5-3": "L0/T0", "c4-3": "L0/M0",
                        "c5-9": "L1"}, actions=3)
    assert not [r for r in OV.records(s) if r["from"] == source], "nothing moves from there"
    assert words in OV.why_not(s, source)


def test_why_a_supply_pile_stays():
    full = position(cells={"c5-1": "L0/T0"}, actions=3)
    assert OV.why_not(full, "supply:trade").startswith("None of your land joined to your HQ is free")
    hemmed = position(cells={"c4-0": "L1", "c6-0": "L1", "c5-1": "L1"})
    assert OV.why_not(hemmed, "supply:land").startswith("No empty cell links to your base")


def test_why_a_military_stays():
    s = position(cells={"c5-1": "L0/M0", "c4-1": "L1", "c6-1": "L1", "c5-2": "L1"}, actions=3)
    assert OV.why_not(s, "c5-1") == ("The military on F2 can neither move nor attack: no free land of yours lies "
                                     "next to it to move onto, and nothing next to it can be attacked.")
    one = position(cells={"c5-1": "L0/M0", "c4-1": "L1", "c6-1": "L1", "c5-2": "L1"}, actions=1)
    assert "an attack costs at least 2 actions and you have 1 left" in OV.why_not(one, "c5-1")


def test_a_token_on_the_board_is_shown_to_every_seat_and_a_supplys_next_token_to_its_own():
    """What one seat's view shows face up, every seat's does, but for the tokens its supply
    lays next; those never reach another seat's view (a friend's device at a shared table)."""
    s = position(players=3, turn=1, cells={"c5-9": "L1/M1", "c5-1": "L0/M0"}, actions=3)
    views = [OV.view(s, seat) for seat in range(3)]
    # each seat's own cards aside (hidden from the others by the hand's own tests)
    shown = [shown_ids(v) - {c["id"] for cards in v["hand"].values() if isinstance(cards, list) for c in cards}
             for v in views]
    on_board = {t["id"] for t in OV.view(s, None)["tokens"]}
    assert on_board and all(on_board <= ids for ids in shown)
    assert shown[1] - on_board == {"L1-1", "M1-1", "T1-0"}
    for seat in range(3):
        own = shown[seat] - on_board
        assert own == {t["id"] for t in views[seat]["seats"][seat]["next"].values()}, "its supply's next tokens"
        assert not [t for other in range(3) if other != seat for t in own if f'"{t}"' in json.dumps(views[other])]
