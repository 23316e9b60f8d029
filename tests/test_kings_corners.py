"""Kings Corners scenarios: every vector of rules §7, the §5/§8 decisions, and our own."""
import json

import pytest

from courtly import replay
from courtly.core import IllegalMove, Rng
from courtly.tools.playout import random_game
from courtly.games import get
from courtly.bots import kings_corners_playout as fast
from courtly.games.kings_corners import (CORNERS, DECK, PILES, SIDES, State, fits, penalty,
                                         sort_hand)
from courtly.games.kings_corners.state import DRAW_TIMINGS

KC = get("kings-corners")


def ids(codes):
    return [c + "-0" for c in codes]


def stack(cards, free):
    """Lay ``cards`` out on the ``free`` piles as legal piles, so that a hand-made position
    with an empty stock still holds exactly one pack: a maximum matching of cards to the
    cards they fit on (Kuhn's augmenting paths) leaves the fewest pile bases."""
    below = {}  # parent -> the card built on it

    def attach(card, seen):
        for parent in cards:
            if fits(card, parent) and parent not in seen:
                seen.add(parent)
                if parent not in below or attach(below[parent], seen):
                    below[parent] = card
                    return True
        return False

    for card in cards:
        attach(card, set())
    built = set(below.values())
    bases = sorted((c for c in cards if c not in built), key=lambda c: c[0] != "K")
    corners = [p for p in free if p in CORNERS]
    sides = [p for p in free if p in SIDES]
    piles = {}
    for base in bases:
        spots = corners + sides if base[0] == "K" else sides
        assert spots, "the test layout does not fit on the table"
        home = spots[0]
        (corners if home in corners else sides).remove(home)
        piles[home] = [base]
        while piles[home][-1] in below:
            piles[home].append(below[piles[home][-1]])
    return piles


def position(hands, piles=None, stock=None, turn=0, dealer=None, match=False, target=25,
             draw_timing="end", history=(), went_out=(), moved=False, idle=0):
    """A hand-made position from card codes.  Cards not placed go to the stock (top last);
    with an explicit ``stock`` they are stacked on the piles not named."""
    players = len(hands)
    table = {p: ids(v) for p, v in (piles or {}).items()}
    hands = [sort_hand(ids(h)) for h in hands]
    placed = {c for h in hands for c in h} | {c for v in table.values() for c in v}
    if stock is not None:
        placed |= set(ids(stock))
    rest = [c for c in DECK if c not in placed]
    if stock is None:
        stock_ids = rest
    else:
        stock_ids = ids(stock)
        table.update(stack(rest, [p for p in CORNERS + SIDES if p not in table]))
    state = State(seed=0, players=players, match=match, target=target, draw_timing=draw_timing,
                  dealer=(turn - 1) % players if dealer is None else dealer, turn=turn,
                  hands=tuple(hands), piles=tuple(tuple(table.get(p, ())) for p in PILES),
                  stock=tuple(stock_ids), moved=moved, idle=idle, history=tuple(history),
                  went_out=tuple(went_out), ended=False, rng="0123456789abcdef")
    KC.check(state)
    return state


def pile(state, name):
    return [c.split("-")[0] for c in state.piles[PILES.index(name)]]


def hand(state, seat):
    return [c.split("-")[0] for c in state.hands[seat]]


def onto(state, target):
    return sorted(m for m in KC.legal_moves(state) if m.endswith("-" + target))


# --- the vectors of rules §7 ----------------------------------------------------------------

def test_kc1_build_down_in_alternating_colour():
    s = position([["8S", "8C", "8D", "TC", "9C"], ["2D"]], {"N": ["QC", "JH", "TS", "9H"]})
    assert onto(s, "N") == ["8C-N", "8S-N"]
    after = KC.apply(s, "8S-N")
    assert pile(after, "N") == ["QC", "JH", "TS", "9H", "8S"] and "8S" not in hand(after, 0)
    assert after.turn == 0 and after.moved, "playing a card does not end the turn"
    with pytest.raises(IllegalMove, match="alternate colours.*needs a black eight"):
        KC.apply(s, "8D-N")
    with pytest.raises(IllegalMove, match="one rank at a time.*only a black eight"):
        KC.apply(s, "TC-N")
    with pytest.raises(IllegalMove, match="one rank at a time"):
        KC.apply(s, "9C-N")


def test_kc2_only_kings_open_corners_and_kings_never_build():
    s = position([["KD", "QC", "4S"], ["2D"]], {"N": ["5D"], "E": ["9C"], "S": ["9S"], "W": ["9H"]})
    legal = KC.legal_moves(s)
    assert {"KD-NE", "KD-SE", "KD-SW", "KD-NW", "4S-N"} <= set(legal)
    assert "QC-NE" not in legal and "KD-N" not in legal
    with pytest.raises(IllegalMove, match="Only a King may start a corner pile"):
        KC.apply(s, "QC-NE")
    with pytest.raises(IllegalMove, match="King is never played onto a pile"):
        KC.apply(s, "KD-N")
    assert pile(KC.apply(s, "KD-NE"), "NE") == ["KD"]
    assert pile(KC.apply(s, "4S-N"), "N") == ["5D", "4S"]
    # the opened corner builds down like any pile
    t = KC.apply(KC.apply(s, "KD-NE"), "QC-NE")
    assert pile(t, "NE") == ["KD", "QC"]


def test_kc3_whole_pile_moves_onto_a_pile_it_fits():
    s = position([["2D"], ["2C"]], {"W": ["4H", "3C"], "E": ["7S", "6D", "5C"]})
    assert "W-E" in KC.legal_moves(s) and "E-W" not in KC.legal_moves(s)
    after = KC.apply(s, "W-E")
    assert pile(after, "E") == ["7S", "6D", "5C", "4H", "3C"] and pile(after, "W") == []
    with pytest.raises(IllegalMove, match="bottom card fits.*seven of spades.*needs a red two"):
        KC.apply(s, "E-W")


def test_kc4_empty_side_space_takes_any_hand_card_but_no_pile():
    s = position([["QH", "KD"], ["2C"]], {"N": ["9D"], "W": ["4H", "3C"], "E": ["7S", "6D", "5C"],
                                          "S": ["JC"]})
    s = KC.apply(s, "W-E")
    assert onto(s, "W") == ["KD-W", "QH-W"]
    assert pile(KC.apply(s, "QH-W"), "W") == ["QH"]
    assert pile(KC.apply(s, "KD-W"), "W") == ["KD"]
    with pytest.raises(IllegalMove, match="may not be moved into an empty side space"):
        KC.apply(s, "N-W")
    # a King-based side pile may move to an empty corner at any time
    t = position([["JD"], ["2C"]], {"S": ["KS", "QH"], "N": ["9D"], "E": ["9C"], "W": ["9H"]})
    assert onto(t, "NE") == ["S-NE"]
    moved = KC.apply(t, "S-NE")
    assert pile(moved, "NE") == ["KS", "QH"] and pile(moved, "S") == []
    assert onto(moved, "S") == ["JD-S"]


def test_kc6_going_out_wins_at_once_without_drawing():
    s = position([["7C"], ["KS", "2D", "9C"], ["AH"]], {"N": ["8H"], "E": ["9S"], "S": ["9D"],
                                                        "W": ["9H"]})
    assert KC.describe(s, "7C-N") == ("Played the seven of clubs onto the eight of hearts on the "
                                      "north pile. Went out and won the hand! Penalties: Player 1 0, "
                                      "Player 2 12, Player 3 1.")
    won = KC.apply(s, "7C-N")
    assert won.ended and won.stock == s.stock and won.hands[0] == ()
    assert KC.to_move(won) is None and KC.legal_moves(won) == []
    result = KC.outcome(won)
    assert result["scores"] == [0, 12, 1] and result["winners"] == [0]
    assert result["reason"] == "Player 1 went out and wins the hand"
    with pytest.raises(IllegalMove, match="game is over"):
        KC.apply(won, "draw")


def kc7(**kw):
    """Stock empty; seat 0 could open a corner with its King but nobody wants to play."""
    s = position([["KH"], ["2C", "3C"], ["AS"]], stock=[], **kw)
    assert "KH-" + next(c for c in CORNERS if not pile(s, c)) in KC.legal_moves(s)
    return s


def test_kc7_stalemate_after_a_full_lap_without_moves():
    s = kc7()
    assert KC.legal_moves(s)[-1] == "pass" and "draw" not in KC.legal_moves(s)
    s = KC.apply(KC.apply(s, "pass"), "pass")
    assert not s.ended and s.idle == 2 and s.turn == 2
    over = KC.apply(s, "pass")
    assert over.ended and over.went_out == (None,)
    result = KC.outcome(over)
    assert result["scores"] == [10, 2, 1]
    assert result["winners"] == [2] and result["reason"].startswith("stalemate")


def test_kc7_match_ends_when_a_total_reaches_the_target():
    s = kc7(match=True, history=[(9, 13, 0), (6, 10, 5)], went_out=[2, None])
    over = KC.apply(KC.apply(KC.apply(s, "pass"), "pass"), "pass")
    assert over.ended and over.history[-1] == (10, 2, 1)
    result = KC.outcome(over)
    assert result["scores"] == [25, 25, 6] and result["winners"] == [2]
    assert "lowest total wins" in result["reason"] and result["hands"] == 3
    view = KC.view(over, 1)
    assert view["scoreboard"]["totals"] == [25, 25, 6] and view["scoreboard"]["target"] == 25
    assert view["last_hand"] == {"number": 3, "went_out": None, "penalties": [10, 2, 1]}
    assert view["outcome"]["winners"] == [2] and view["to_move"] is None


def test_a_match_below_the_target_deals_the_next_hand():
    s = kc7(match=True, target=50, dealer=1, history=[(9, 13, 0)], went_out=[2])
    last = KC.apply(KC.apply(s, "pass"), "pass")
    assert KC.describe(last, "pass") == (
        "Ended the turn without drawing (the stock is empty). Stalemate: nobody went out. "
        "Penalties: Player 1 10, Player 2 2, Player 3 1. Hand 3 is dealt by Player 3.")
    nxt = KC.apply(last, "pass")
    assert not nxt.ended and KC.outcome(nxt) is None
    assert nxt.history == ((9, 13, 0), (10, 2, 1)) and nxt.went_out == (2, None)
    assert nxt.dealer == 2 and nxt.turn == 0, "the deal passes left; the dealer's left starts"
    assert [len(h) for h in nxt.hands] == [7, 7, 7] and len(nxt.stock) == 52 - 21 - 4
    assert all(len(p) == 1 for p in nxt.piles[:4]) and not any(nxt.piles[4:])
    assert nxt.rng != s.rng, "the next deal comes from the state's generator"
    v = KC.view(nxt, 0)
    assert v["hand_number"] == 3 and v["last_hand"]["penalties"] == [10, 2, 1]
    assert v["scoreboard"]["totals"] == [19, 15, 1]
    KC.check(nxt)


def test_kc8_opening_king_moves_to_a_corner_then_its_space_fills():
    s = KC.new(0, 2)  # this deal turns up the king of clubs on E (pinned by the golden file)
    assert pile(s, "E") == ["KC"] and s.turn == 0
    assert onto(s, "NE") == ["E-NE"] and "E-SW" in KC.legal_moves(s)
    assert onto(s, "E") == [], "E is not empty until its King has moved"
    after = KC.apply(s, "E-NE")
    assert pile(after, "NE") == ["KC"] and pile(after, "E") == []
    assert onto(after, "E") == sorted(f"{c}-E" for c in hand(after, 0))


def test_opening_fit_moves_one_side_card_onto_another():
    s = KC.new(4, 2)  # N turns up the three of diamonds, S the four of spades
    assert pile(s, "N") == ["3D"] and pile(s, "S") == ["4S"]
    assert "N-S" in KC.legal_moves(s)
    after = KC.apply(s, "N-S")
    assert pile(after, "S") == ["4S", "3D"] and pile(after, "N") == []
    assert len(onto(after, "N")) == len(hand(after, after.turn))


# --- turns, the stock and stalemate -------------------------------------------------------

def test_the_draw_ends_the_turn_and_is_forced():
    s = KC.new(7, 3)
    seat, top = s.turn, s.stock[-1]
    assert KC.legal_moves(s)[-1] == "draw" and "pass" not in KC.legal_moves(s)
    with pytest.raises(IllegalMove, match="ends by drawing a card"):
        KC.apply(s, "pass")
    after = KC.apply(s, "draw")  # a player who makes no move still draws
    assert top in after.hands[seat] and len(after.hands[seat]) == 8
    assert after.stock == s.stock[:-1] and after.turn == (seat + 1) % 3 and after.idle == 0
    assert KC.describe(s, "draw") == "Drew a card from the stock and ended the turn."
    assert top.split("-")[0] not in KC.describe(s, "draw")


def test_an_empty_stock_ends_turns_without_drawing():
    s = position([["AC", "AS"], ["AH"]], stock=["AD"], turn=0)
    last = KC.apply(s, "draw")
    assert last.stock == () and "AD" in hand(last, 0) and last.turn == 1
    assert KC.legal_moves(last)[-1] == "pass" and "draw" not in KC.legal_moves(last)
    with pytest.raises(IllegalMove, match="stock is empty: turns now end without drawing"):
        KC.apply(last, "draw")
    assert KC.describe(last, "pass") == "Ended the turn without drawing (the stock is empty)."
    after = KC.apply(last, "pass")
    assert after.hands == last.hands and after.turn == 0 and after.idle == 1
    assert [r for r in KC.view(last, 1)["moves"] if r["move"] == "pass"] == [
        {"move": "pass", "kind": "pass", "from": "stock", "to": "hand", "card": None, "id": None,
         "label": "End your turn (the stock is empty)", "button": True}]


def test_a_move_during_the_lap_starts_the_count_again():
    s = position([["KH", "2C"], ["3C"], ["AS"]], stock=[], idle=2, turn=0)
    corner = next(m for m in KC.legal_moves(s) if m.startswith("KH-"))
    moved = KC.apply(s, corner)
    assert moved.moved and not moved.ended
    after = KC.apply(moved, "pass")
    assert after.idle == 0 and not after.ended and after.turn == 1
    assert KC.apply(s, "pass").ended, "without the move, the same pass would end the lap"


def test_stalemate_at_once_when_nobody_can_move():
    """§8's second clause.  With one full pack this position cannot arise (see
    ``_check_blocked``), so the test uses a partial pack and skips ``check``."""
    aces, kings = ids(["AS", "AC", "AH", "AD"]), ids(["KS", "KC", "KH", "KD"])
    s = State(seed=0, players=2, match=False, target=25, draw_timing="end", dealer=1, turn=0,
              hands=(("2H-0",), ("2D-0",)), piles=tuple((c,) for c in aces + kings),
              stock=("5C-0",), moved=False, idle=0, history=(), went_out=(), ended=False,
              rng="0" * 16)
    assert KC.legal_moves(s) == ["draw"]
    over = KC.apply(s, "draw")
    assert over.ended and over.went_out == (None,) and over.history == ((2, 1),)
    assert KC.outcome(over)["winners"] == [1]


def test_draw_at_the_start_of_the_turn_option():
    s = KC.new(7, 3, {"draw_timing": "start"})
    assert len(s.hands[s.turn]) == 8 and len(s.stock) == 52 - 21 - 4 - 1 and s.moved
    assert KC.legal_moves(s)[-1] == "pass" and "draw" not in KC.legal_moves(s)
    with pytest.raises(IllegalMove, match="draw at the start of your turn"):
        KC.apply(s, "draw")
    nxt = KC.apply(s, "pass")
    assert len(nxt.hands[s.turn]) == 8, "no draw when the turn ends"
    assert len(nxt.hands[nxt.turn]) == 8 and len(nxt.stock) == len(s.stock) - 1
    assert KC.describe(s, "pass") == "Ended the turn."


# --- rejections, notation, words -----------------------------------------------------------

@pytest.mark.parametrize("move, reason", [
    ("9C-N", "Nothing can be played on an ace"),
    ("KD-E", "King is never played onto a pile"),
    ("QC-NE", "Only a King may start a corner pile"),
    ("4S-E", "one rank at a time"),
    ("8D-E", "alternate colours"),
    ("7H-E", "not in it"),
    ("X1-E", "not in it"),
    ("NW-E", "Corner piles never move"),
    ("SE-E", "Corner piles never move"),
    ("W-S", "west pile is empty"),
    ("E-E", "onto itself"),
    ("E-W", "may not be moved into an empty side space"),
    ("E-NE", "Only a King-based pile may move to an empty corner"),
    ("S-E", "King-based pile never goes on another pile"),
    ("E-S", "bottom card fits: the east pile starts with the nine of hearts"),
    ("W-N", "west pile is empty"),
    ("E-N", "Nothing can be played on an ace: the north pile ends with the ace of spades"),
    ("9C-stock", "only to the side piles and the corners"),
    ("9C-Q", "not a pile"),
    ("9C", "is not a move"),
    ("ZZ-N", "is not a move"),
    ("pass", "ends by drawing a card"),
])
def test_every_rejection_names_its_rule(move, reason):
    s = position([["9C", "KD", "QC", "4S", "8D", "KH"], ["7H"]],
                 {"N": ["AS"], "E": ["9H"], "S": ["KS", "QD"], "NW": ["KC", "QH"]})
    with pytest.raises(IllegalMove, match=reason):
        KC.apply(s, move)


def test_a_hand_card_may_be_named_by_its_id():
    s = position([["8S"], ["2C"]], {"N": ["9H"]})
    assert KC.apply(s, "8S-0-N") == KC.apply(s, "8S-N")


def test_describe_speaks_the_rules_words():
    s = position([["8S", "KD", "QH"], ["2C"]], {"N": ["9H"], "W": ["4H", "3C"],
                                                "E": ["7S", "6D", "5C"], "S": ["KS", "QD"]})
    assert KC.describe(s, "8S-N") == "Played the eight of spades onto the nine of hearts on the north pile."
    assert KC.describe(s, "KD-NE") == "Opened the north-east corner with the king of diamonds."
    assert KC.describe(s, "W-E") == ("Moved the whole west pile (the four of hearts at its bottom) "
                                     "onto the five of clubs on the east pile.")
    assert KC.describe(s, "S-SW") == ("Moved the whole south pile (the king of spades at its bottom) "
                                      "to the empty south-west corner.")
    t = KC.apply(s, "W-E")
    assert KC.describe(t, "QH-W") == "Played the queen of hearts into the empty west side space."


# --- deals, players, options -----------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 1, 2**53 - 1])
def test_the_deal(players, seed):
    s = KC.new(seed, players)
    assert [len(h) for h in s.hands] == [7] * players
    assert all(len(p) == 1 for p in s.piles[:4]) and all(p == () for p in s.piles[4:])
    assert len(s.stock) == 52 - 7 * players - 4
    assert sorted(KC.cards(s)) == sorted(DECK)
    assert s.turn == (s.dealer + 1) % players and not s.ended and s.history == ()
    assert all(h == sort_hand(h) for h in s.hands)
    v = KC.view(s, s.turn)
    assert v["players"] == players and [h["count"] for h in v["hands"]] == [7] * players
    assert v["hand_number"] == 1 and v["scoreboard"]["hands"] == [] and v["last_hand"] is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_games_for_every_table_size(players):
    for seed in range(3):
        state, moves = random_game(KC, seed, players, {"match": seed == 2}, max_moves=5000)
        result = KC.outcome(state)
        assert result and len(result["scores"]) == players
        assert replay("kings-corners", seed, players, {"match": seed == 2}, moves) == state
        if seed == 2:
            assert max(result["scores"]) >= 25 and len(state.history) >= 1


def test_options():
    assert KC.new(3, 2).match is False and KC.new(3, 2).target == 25
    assert KC.new(3, 2, {"match": True, "target": 50}).target == 50
    with pytest.raises(ValueError, match="target"):
        KC.new(3, 2, {"target": 30})
    with pytest.raises(ValueError, match="draw_timing"):
        KC.new(3, 2, {"draw_timing": "never"})
    with pytest.raises(ValueError, match="2 to 4 players"):
        KC.new(3, 1)


def test_penalties():
    assert penalty(ids(["KS", "2D", "9C"])) == 12 and penalty(ids(["AH"])) == 1
    assert penalty(ids(["KH", "KD"])) == 20 and penalty(()) == 0


# --- hidden information -------------------------------------------------------------

def test_no_view_reveals_another_seats_hand_or_the_stock():
    for players in (2, 3, 4):
        state = KC.new(players, players, {"match": True})
        rng = Rng.from_seed(players)
        for step in range(120):
            for seat in list(range(players)) + [None]:
                text = json.dumps(KC.view(state, seat))
                hidden = [c for i, h in enumerate(state.hands) if i != seat for c in h]
                hidden += list(state.stock)
                assert not [c for c in hidden if f'"{c}"' in text], (players, step, seat)
                if seat is not None:
                    assert all(f'"{c}"' in text for c in state.hands[seat])
            if state.ended:
                break
            state = KC.apply(state, rng.choice(KC.legal_moves(state)))


def test_view_shape_for_the_page():
    s = KC.new(5, 3)
    v = KC.view(s, s.turn)
    assert set(v) >= {"game", "seat", "players", "to_move", "dealer", "hand_number", "options",
                      "piles", "stock", "hand", "hands", "moved", "idle_turns", "scoreboard",
                      "last_hand", "moves", "outcome"}
    assert [p["pile"] for p in v["piles"]] == list(PILES)
    assert v["stock"]["pile"] == "stock" and v["stock"]["count"] == len(s.stock)
    assert v["stock"]["action"] == "Draw and end your turn"
    assert v["hand"]["pile"] == "hand" and len(v["hand"]["cards"]) == 7
    assert [r["move"] for r in v["moves"]] == KC.legal_moves(s)
    for r in v["moves"]:
        if r["kind"] in ("build", "corner", "space"):  # each hand card is a pile of its own
            assert r["from"] == r["id"] and r["id"] in s.hands[s.turn] and r["card"] == r["id"][:2]
        if r["kind"] == "draw":  # from the stock (a click on it draws), and a labelled button
            assert r["from"] == "stock" and r["label"] == "Draw a card and end your turn" and r["button"]
        ends = r["kind"] in ("draw", "pass")
        assert set(r) == {"move", "kind", "from", "to", "card", "id"} | ({"label", "button"} if ends else set())
    assert {r["from"] for r in v["moves"] if r["kind"] in ("build", "corner", "space")} <= \
        {c["id"] for c in v["hand"]["cards"]}
    other = KC.view(s, (s.turn + 1) % 3)
    assert other["moves"] == [] and KC.view(s, None)["hand"] is None
    with pytest.raises(ValueError):
        KC.view(s, 3)
    assert "Your hand" in KC.text(s, s.turn) and "Your hand" not in KC.text(s, None)


def test_shuffle_hidden_redeals_only_what_the_seat_cannot_see():
    s = KC.apply(KC.new(9, 4), "draw")
    seat = 2
    t = KC.shuffle_hidden(s, seat, Rng.from_seed(1))
    assert t.hands[seat] == s.hands[seat] and t.piles == s.piles
    assert [len(h) for h in t.hands] == [len(h) for h in s.hands] and len(t.stock) == len(s.stock)
    assert t != s and sorted(KC.cards(t)) == sorted(DECK)
    KC.check(t)
    spectator = KC.shuffle_hidden(s, None, Rng.from_seed(1))
    assert all(spectator.hands[i] != s.hands[i] for i in range(4))


def test_evaluate_prefers_fewer_cards_and_ignores_hidden_cards():
    s = position([["2C", "5H"], ["QS", "JD", "9C", "8C", "3D"]], {"N": ["9D"], "E": ["9S"]})
    assert KC.evaluate(s, 0) > 0.5 > KC.evaluate(s, 1)
    for seat in (0, 1):
        shuffled = KC.shuffle_hidden(s, seat, Rng.from_seed(4))
        assert KC.evaluate(shuffled, seat) == pytest.approx(KC.evaluate(s, seat))
    won = KC.apply(position([["7C"], ["KS"]], {"N": ["8H"]}), "7C-N")
    assert KC.evaluate(won, 0) == 1.0 and KC.evaluate(won, 1) == 0.0
    behind = position([["2C"], ["3C"]], {"N": ["9D"]}, match=True, history=[(0, 20)], went_out=[0])
    assert KC.evaluate(behind, 0) > KC.evaluate(behind, 1)


# --- saved games ---------------------------------------------------------------------

def test_from_json_rejects_impossible_tables():
    good = KC.to_json(KC.new(11, 3))
    assert KC.from_json(good) == KC.new(11, 3)
    bad_corner = dict(good, piles=[good["piles"][i] if i != 4 else ["QS-0"] for i in range(8)])
    for data in (dict(good, players=5), dict(good, turn=3), dict(good, target=30),
                 dict(good, draw_timing="later"), dict(good, stock=good["stock"][1:]),
                 dict(good, ended=True), dict(good, history=[[0, 1, 2]]),
                 dict(good, hands=[list(reversed(h)) for h in good["hands"]])):
        with pytest.raises(ValueError):
            KC.from_json(data)
    with pytest.raises(ValueError):
        KC.from_json(bad_corner)


# --- the bots' fast table against the engine (issue 22.5) ----------------------------------

def engine_playout(state):
    """The quick policy played by the engine itself, from the end of the mover's plays to the
    end of the hand: ``(seat that went out or None, penalties, turns begun after the mover's)``.
    Every play the fast table chooses must be a legal move, and the fast table must stay the
    engine's table."""
    start, turns = len(state.history), 0
    while len(state.history) == start:
        piles = fast.table(state.piles)
        hand = fast.hand_of(state.hands[state.turn])
        tops = {p[1]: i for i, p in enumerate(piles) if p is not None}
        play = fast.greedy_play(piles, hand, tops) if turns else None  # the mover has played
        legal = KC.legal_moves(state)
        move = next(m for m in legal if m in ("draw", "pass")) if play is None else fast.notation(play)
        assert move in legal, (move, legal)
        state = KC.apply(state, move)
        if play is None:
            turns += 1
        elif len(state.history) == start:
            assert piles == fast.table(state.piles) and hand == fast.hand_of(state.hands[state.turn])
    out = state.went_out[-1]
    return out, list(state.history[-1]), turns - (out is None)  # a stalemate begins no turn


def test_the_fast_playout_plays_the_engines_own_moves():
    """Over many positions (every table size, both draw timings, matches, late hands with an
    empty stock and turns passed idle), a playout on the bots' fast table ends the hand
    exactly as the engine does when it plays the same policy."""
    checked = late = 0
    for seed in range(300):
        players, timing = 2 + seed % 3, DRAW_TIMINGS[seed // 3 % 2]
        state = KC.new(seed, players, {"draw_timing": timing, "match": seed % 5 == 0})
        rng = Rng.from_seed(seed)
        for _ in range(rng.below(120)):  # somewhere into the hand, mid-turn at times
            if state.history:
                break
            state = KC.apply(state, rng.choice(KC.legal_moves(state)))
        if state.history:
            continue
        hands = [fast.hand_of(h) for h in state.hands]
        stock = [fast.CARD[c] for c in state.stock]
        result = fast.playout(fast.table(state.piles), hands, stock, state.turn, timing == "start",
                              moved=state.moved, idle=state.idle)
        assert engine_playout(state) == result, (seed, players, timing)
        checked += 1
        late += state.idle > 0 and not state.stock
    assert checked >= 150 and late >= 5, (checked, late)


# --- the table's names, one parse per move, the piles' words (issues 21.9, 21.11, 22.3) ------

def test_seats_are_worded_by_the_tables_names():
    s = position([["7C"], ["KS", "2D", "9C"], ["AH"]], {"N": ["8H"], "E": ["9S"], "S": ["9D"], "W": ["9H"]})
    names = ["You", "Player 2", "Player 3"]
    assert KC.describe(s, "7C-N", names=names).endswith("Penalties: You 0, Player 2 12, Player 3 1.")
    won = KC.apply(s, "7C-N")
    assert KC.outcome(won, names)["reason"] == "You went out and win the hand"
    assert KC.view(won, 0, names)["outcome"]["reason"] == "You went out and win the hand"
    assert KC.outcome(won)["reason"] == "Player 1 went out and wins the hand"  # no names: "Player N"
    assert KC.play(s, "7C-N", names)[1] == KC.describe(s, "7C-N", names=names)


def test_the_table_words_its_seats_turn_and_scores():
    """The page's lines are the view's: by the table's names, the viewer's hand only in its own
    view, and several people at one device each told "Player N, your turn"."""
    s = position([["7C"], ["KS", "2D", "9C"], ["AH"]], {"N": ["8H"], "E": ["9S"], "S": ["9D"], "W": ["9H"]})
    names = ["You", "Player 2", "Player 3"]
    v = KC.view(s, 0, names)
    assert v["turn"] == "Your turn" and v["summary"] == f"Your turn \u00b7 stock {len(s.stock)}"
    assert KC.view(s, 1, names)["turn"] == "You to play"
    assert KC.view(s, 0, ["Player 1", "Player 2", "Player 3"])["turn"] == "Player 1, your turn"
    assert v["hands"][1] | {"count": 3} == {"seat": 1, "count": 3, "name": "Player 2", "cards": "3 cards", "hint": "",
                                            "label": "Player 2: 3 cards face down", "detail": "3 cards"}
    assert v["hands"][0]["label"] == "You: 1 card face down, to move"
    assert v["hand"]["badge"] == "You \u00b7 1 card \u00b7 1 penalty point"
    assert v["hand"]["label"] == "Your hand, 1 card"
    assert KC.view(s, 1, ["Player 1", "Player 2", "Player 3"])["hand"]["label"] == "Player 2's hand, 3 cards"
    assert v["panel"]["facts"] == f"Dealer: {names[s.dealer]} \u00b7 stock: {len(s.stock)}"
    assert v["panel"]["heading"] == "Scoring" and KC.view(s, None)["hand"] is None
    won = KC.view(KC.apply(s, "7C-N"), 0, names)
    assert won["turn"] == "The hand is over" and won["panel"]["left"] == ["went out", "3 cards", "1 card"]
    assert won["panel"]["penalty_caption"] == "Penalty points this hand"
    m = kc7(match=True, history=[(9, 13, 0), (6, 10, 5)], went_out=[2, None])
    words = KC.view(m, 0, names)["panel"]
    assert words["heading"] == f"Match to {m.target}" and words["stalemates"] == " Hand 2 ended in a stalemate."
    assert words["hand_titles"] == ["hand 1", "hand 2"] and words["headings"]["penalty"] == "Last hand"


def test_a_stalemate_and_a_match_name_their_winners():
    over = KC.apply(KC.apply(KC.apply(kc7(), "pass"), "pass"), "pass")
    names = ["Player 1", "Player 2", "You"]
    assert KC.outcome(over, names)["reason"].endswith("the fewest penalty points win: You win with 1")
    assert KC.outcome(over)["reason"].endswith("the fewest penalty points win: Player 3 wins with 1")
    s = kc7(match=True, history=[(9, 13, 0), (6, 10, 5)], went_out=[2, None])
    done = KC.apply(KC.apply(KC.apply(s, "pass"), "pass"), "pass")
    assert KC.outcome(done, names)["reason"].endswith("the lowest total wins: You win with 6")


def test_a_move_is_parsed_once(monkeypatch):
    from courtly.games import kings_corners as package
    calls = []
    real = package._parse
    monkeypatch.setattr(package, "_parse", lambda state, move: calls.append(move) or real(state, move))
    s = KC.new(13, 2)
    after, words = KC.play(s, "4C-E")
    assert calls == ["4C-E"] and after == KC.apply(s, "4C-E") and words.startswith("Played the four of clubs")


def test_the_stock_ends_the_turn_on_a_click():
    s = KC.new(13, 2)
    [end] = [r for r in KC.records(s) if r["from"] == "stock"]
    assert end["move"] == "draw" and KC.move_between(s, "stock", "hand") == "draw"
    stock = KC.view(s, 0)["stock"]
    assert stock["action"] == "Draw and end your turn" and stock["short"] == "draw"
    assert "drawing one ends your turn" in stock["label"]
    assert KC.view(s, 1)["stock"]["action"] is None, "nothing to do for a seat not to move"


def test_the_piles_carry_the_rules_words():
    s = KC.new(13, 2)
    piles = {p["pile"]: p for p in KC.view(s, 0)["piles"]}
    assert piles["NE"]["label"] == "North-east corner, empty: only a King may open it"
    assert piles["NE"]["hint"] == "King only"
    assert piles["E"]["label"] == "East pile, 1 card: five of diamonds; it can move to N"
    hand = {c["id"]: c["label"] for c in KC.view(s, 0)["hand"]["cards"]}
    assert hand["4C-0"] == "Four of clubs in your hand; it can go to E"
    moved = KC.apply(s, "E-N")
    assert {p["pile"]: p for p in KC.view(moved, 0)["piles"]}["E"]["hint"] == "any card"
    assert KC.view(s, 0)["prompt"] == "Play cards onto the piles, then draw from the stock to end your turn."
    assert KC.view(s, 1)["prompt"] is None


@pytest.mark.parametrize("source, words", [
    ("NE", "The empty north-east corner takes a King from your hand"),
    ("W", "The west pile moves only as a whole, onto a pile its bottom card (the six of hearts) fits"),
    ("2H-0", "The two of hearts fits nowhere now: it goes on a pile topped by a black three"),
    ("seat-1", "Those cards are another player's hand"),
    ("hand", "Pick one card of your hand"),
])
def test_why_nothing_moves_from_a_place(source, words):
    s = KC.new(13, 2)
    assert not [r for r in KC.records(s) if r["from"] == source]
    assert KC.why_not(s, source).startswith(words)


def test_why_not_once_the_game_is_over():
    won = KC.apply(position([["7C"], ["KS"]], {"N": ["8H"]}), "7C-N")
    assert KC.why_not(won, "N") == "The game is over: nothing moves any more."


def test_a_one_person_table_says_you_in_the_log_and_on_the_results_card():
    from courtly.session import Session
    table = Session(KC, 1, 2, {}, [], ["human", "quick"])
    while table.to_move is not None:   # seed 1: you go out first, shedding your first play
        if table.bot_to_move:
            table.play_bot()
        else:
            records = KC.records(table.state)
            table.play(([r for r in records if r["from"] != "stock"] or records)[0]["move"])
    assert table.state.went_out[-1] == 0
    assert table.log[-1]["text"].endswith("Penalties: You 0, Player 2 6.")
    assert table.snapshot()["view"]["outcome"]["reason"] == "You went out and win the hand"
