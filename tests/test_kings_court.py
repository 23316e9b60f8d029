"""King's Court scenarios: every vector of rules §5 under both rulesets, each placement rule,
the mercy rule, skipping, the end and ties, the deal, the notation and the view."""
from collections import Counter

import pytest

from courtly.core import IllegalMove
from courtly.tools.playout import random_game
from courtly.games import get
from courtly.games.kings_court import from_text, score_placement, to_text
from courtly.games.kings_court.board import (BLUE_CELLS, CELL_IDS, CENTRE, GREEN_CELLS, LAYOUTS,
                                             TILE_CODES, cell_index, index, parse_board)

KC = get("kings-court")
RULESETS = ("seed", "v1.0")


def board(cells=None, king="Y"):
    """A board in the text notation from ``{(x, y): code}``; the King on the centre."""
    grid = [["."] * 7 for _ in range(7)]
    grid[3][3] = king + "K"
    for (x, y), code in (cells or {}).items():
        grid[y][x] = code
    return "\n".join(" ".join(row) for row in grid)


def full_board(fixed, empty, hands, king="Y"):
    """A board with every cell filled except ``empty``: ``fixed`` ({cell id: code}) first,
    then the tiles that neither ``fixed`` nor the hands use, so the stack ends up empty."""
    used = Counter(fixed.values()) + Counter(c for h in hands for c in h)
    pool = [c for c in TILE_CODES for _ in range(2 - used[c])]
    tokens = []
    for i, cell in enumerate(CELL_IDS):
        if i == CENTRE:
            tokens.append(king + "K")
        elif cell in fixed:
            tokens.append(fixed[cell])
        elif cell in empty:
            tokens.append(".")
        else:
            tokens.append(pool.pop(0))
    assert not pool, "the hands must hold exactly as many tiles as there are empty cells"
    return "\n".join(" ".join(tokens[y * 7:y * 7 + 7]) for y in range(7))


def scores(text, tiles, cell, king="Y"):
    """{ruleset: [total for each tile]} for placing each tile on ``cell`` (x, y)."""
    out = {}
    for ruleset in RULESETS:
        state = from_text(text, ruleset=ruleset)
        out[ruleset] = [score_placement(state, t, cell)["total"] for t in tiles]
    return out


def at(x, y):
    return CELL_IDS[index(x, y)]


# --- §5 test vectors -----------------------------------------------------------------

TV1 = board({(0, 1): "R1", (2, 1): "B2"})


def test_tv1_rule_of_sevens_example_1():
    assert scores(TV1, ["G4", "G3", "G6"], (1, 1)) == {"seed": [7, 0, -10], "v1.0": [7, 0, 0]}
    s = from_text(TV1, [["G4", "G3", "G6", "G1", "G2"], ["R5"]])
    sc = score_placement(s, "G4", "b2")
    assert (sc["space_value"], sc["checkpoint"], sc["sum_total"], sc["rule_of_sevens"]) == (3, 7, 7, "hit")
    for tile, other in (("G1", "red 1 on a2"), ("G2", "blue 2 on c2")):
        with pytest.raises(IllegalMove, match=f"No equal side values: .*{other}"):
            KC.apply(s, f"{tile}@b2")
    assert {"G4@b2", "G3@b2", "G6@b2"} <= set(KC.legal_moves(s))
    assert not {"G1@b2", "G2@b2"} & set(KC.legal_moves(s))


def test_tv2_rule_of_sevens_example_2():
    text = board({(0, 1): "R3", (2, 1): "B3", (1, 0): "G5", (1, 2): "R6"})
    assert scores(text, ["G4", "G1"], (1, 1)) == {"seed": [21, 0], "v1.0": [21, 0]}
    assert score_placement(from_text(text), "G4", "b2")["checkpoint"] == 21


TV3 = board({(0, 1): "R2", (2, 1): "B2", (1, 0): "G6", (1, 5): "Y5"})


def test_tv3_space_value_10_and_breaking_seven():
    got = scores(TV3, ["G4", "G3", "G1", "G5"], (1, 1))
    assert got == {"seed": [15, 1, 1, -4], "v1.0": [15, 1, 1, 3]}
    seed = score_placement(from_text(TV3), "G5", "b2")
    assert (seed["sevens"], seed["row_col"], seed["prime"], seed["rule_of_sevens"]) == (-10, 5, 1, "break")
    v1 = score_placement(from_text(TV3, ruleset="v1.0"), "G5", "b2")
    assert v1["sevens"] == -3 and v1["total"] == 3  # the 6 other points halved
    s = from_text(TV3, [["G2", "G6", "G4"], ["R5"]])
    for tile in ("G2", "G6"):
        with pytest.raises(IllegalMove, match="No equal side values"):
            KC.apply(s, f"{tile}@b2")


def test_tv4_steady_cell():
    text = board({(0, 1): "R6", (2, 1): "B1"})
    assert scores(text, ["G2", "G5"], (1, 1)) == {"seed": [0, 0], "v1.0": [0, 0]}
    sc = score_placement(from_text(text), "G5", "b2")
    assert (sc["space_value"], sc["checkpoint"], sc["rule_of_sevens"]) == (7, 14, "steady")


TV5 = board({(2, 2): "R6", (4, 2): "B6", (3, 1): "G5"})


def test_tv5_kings_court_checkpoint_28():
    assert scores(TV5, ["R1", "Y1", "R2"], (3, 2)) == {"seed": [29, 29, -9], "v1.0": [29, 38, 0]}
    s = from_text(TV5, [["R1", "R6", "Y1"], ["B5"]])
    assert score_placement(s, "R1", "d3")["space_value"] == 27
    assert "R1@d3" in KC.legal_moves(s)
    with pytest.raises(IllegalMove, match="No equal side values"):
        KC.apply(s, "R6@d3")
    # before c3, e3 and d2 are all filled, the blue cell d3 is closed to every tile
    for missing in ((2, 2), (4, 2), (3, 1)):
        cells = {k: v for k, v in {(2, 2): "R6", (4, 2): "B6", (3, 1): "G5"}.items() if k != missing}
        s = from_text(board(cells), [["R1", "Y1", "R2"], ["B5"]])
        assert not [m for m in KC.legal_moves(s) if m.endswith("@d3")]
        with pytest.raises(IllegalMove, match=f"blue cell of the King's Court.*still empty: {at(*missing)}"):
            KC.apply(s, "R1@d3")


def test_tv6_value_chain():
    text = board({(1, 1): "B4", (2, 2): "R4"}, king="G")
    assert scores(text, ["R4"], (0, 0)) == {"seed": [8], "v1.0": [8]}
    sc = score_placement(from_text(text), "R4", "a1")
    assert (sc["value_chains"], sc["suit_chains"]) == (8, 0)


def test_tv7_suit_chain_and_both_chains():
    text = board({(1, 1): "B4", (2, 2): "B6"}, king="G")
    assert scores(text, ["B2", "B4"], (0, 0)) == {"seed": [10, 14], "v1.0": [10, 14]}
    sc = score_placement(from_text(text), "B4", "a1")
    assert (sc["value_chains"], sc["suit_chains"], sc["chains"]) == (4, 10, 14)


def test_tv7b_suit_chain_runs_through_a_king_of_the_suit():
    text = board({(1, 1): "B4", (2, 2): "B6"}, king="B")
    assert scores(text, ["B2", "B4"], (0, 0)) == {"seed": [20, 24], "v1.0": [20, 24]}


def test_tv8_row_and_column_value_matches():
    text = board({(2, 0): "B5", (4, 0): "R5", (0, 2): "G5", (1, 1): "R1"})
    assert scores(text, ["G5"], (0, 0)) == {"seed": [15], "v1.0": [15]}
    parts = score_placement(from_text(text), "G5", "a1")["parts"]
    assert [(p["label"], p["points"]) for p in parts] == [("row and column 5s", 15)]


TV10 = board({(6, 6): "R1"})


def test_tv10_legality():
    s = from_text(TV10, [["R2", "G3"], ["B5"]])
    with pytest.raises(IllegalMove, match="King alone"):
        KC.apply(s, "R2@c3")
    with pytest.raises(IllegalMove, match="blue cell of the King's Court"):
        KC.apply(s, "R2@d3")
    with pytest.raises(IllegalMove, match="must touch another tile"):
        KC.apply(s, "R2@a1")
    assert "R2@f6" in KC.legal_moves(s)
    for ruleset in RULESETS:
        assert score_placement(from_text(TV10, ruleset=ruleset), "R2", "f6")["total"] == 1
    # the only open cells are those touching R1; the King alone opens nothing
    assert {m.split("@")[1] for m in KC.legal_moves(s)} == {"f6", "g6", "f7"}


def test_tv11_mercy_score():
    for ruleset in RULESETS:
        sc = score_placement(from_text(TV1, ruleset=ruleset), "G1", "b2")
        assert sc["total"] == 1 and sc["row_col"] == 1 and sc["rule_of_sevens"] == "below"
    # on that sparse board G1 has ordinary cells, so mercy does not arise: b2 stays illegal
    s = from_text(TV1, [["G1"], ["R5"]])
    assert {m.split("@")[1] for m in KC.legal_moves(s)} == {"b1", "c1", "d1", "d2", "b3", "c3"}
    with pytest.raises(IllegalMove, match="No equal side values"):
        KC.apply(s, "G1@b2")


# --- placement rules ------------------------------------------------------------------

def test_corner_neighbours_may_match_and_colour_is_irrelevant():
    s = from_text(board({(1, 1): "R3"}), [["B3", "R4"], ["G5"]])
    legal = set(KC.legal_moves(s))
    assert {"B3@a1", "B3@c3", "B3@a3", "B3@c1"} <= legal       # corners of b2 may hold a 3
    assert not {"B3@b1", "B3@a2", "B3@c2", "B3@b3"} & legal    # sides of b2 may not
    assert "R4@b1" in legal                                    # colour never matters


def test_kings_diagonal_is_open_once_another_tile_touches_it():
    s = from_text(board({(1, 1): "R3"}), [["B4"], ["G5"]])
    assert "B4@c3" in KC.legal_moves(s)  # touches b2 as well as the King


def test_blue_cell_opens_when_its_four_sides_are_filled():
    cells = {(2, 2): "R1", (2, 4): "B2", (1, 3): "G4"}
    s = from_text(board(cells), [["Y5"], ["B5"]])
    assert "Y5@c4" in KC.legal_moves(s)
    view = KC.view(s, 0)
    c4 = next(c for c in view["cells"] if c["cell"] == "c4")
    assert c4["court"] == "blue" and c4["open"] and c4["space_value"] == 17


def test_court_cells():
    assert {CELL_IDS[i] for i in BLUE_CELLS} == {"d3", "c4", "e4", "d5"}
    assert {CELL_IDS[i] for i in GREEN_CELLS} == {"c3", "e3", "c5", "e5", "d2", "b4", "f4", "d6"}
    kinds = Counter(c["court"] for c in KC.view(KC.new(1, 2), None)["cells"])
    assert kinds == {None: 36, "green": 8, "blue": 4, "king": 1}


def test_malformed_and_foreign_moves_are_rejected_with_reasons():
    s = from_text(TV1, [["G4"], ["R5"]])
    for move, why in (("G4b2", "like R5@c4"), ("GK@b2", "King stays"), ("Q4@b2", "not a tile"),
                      ("G4@h9", "not a cell"), ("R5@b2", "Player 1 holds no red 5"),
                      ("G4@a2", "a2 is taken: the red 1")):
        with pytest.raises(IllegalMove, match=why):
            KC.apply(s, move)


# --- the mercy rule --------------------------------------------------------------------

# b2..c4 empty: c3 touches only the King, d3 and c4 are closed blue cells; every other empty
# cell has a 3 at a side.
MERCY_FIXED = {"a2": "R3", "b1": "R3", "c1": "B3", "d1": "B3", "a3": "G3", "a4": "G3"}
MERCY_EMPTY = {"b2", "c2", "d2", "b3", "c3", "d3", "b4", "c4"}


def mercy_position(hand0, hand1, ruleset="seed"):
    text = full_board(MERCY_FIXED, MERCY_EMPTY, [hand0, hand1])
    return from_text(text, [hand0, hand1], ruleset=ruleset)


def test_mercy_waives_only_the_equal_side_value_rule():
    s = mercy_position(["Y3"], ["R1", "R2", "B1", "B2", "G1", "G2", "Y1"])
    assert s.turn == 0
    assert KC.legal_moves(s) == ["Y3@b2", "Y3@b3", "Y3@b4", "Y3@c2", "Y3@d2"]
    records = KC.view(s, 0)["moves"]
    assert all(r["mercy"] for r in records)
    with pytest.raises(IllegalMove, match="King alone"):
        KC.apply(s, "Y3@c3")
    with pytest.raises(IllegalMove, match="blue cell"):
        KC.apply(s, "Y3@d3")
    assert "mercy rule" in KC.describe(s, "Y3@b2")
    after = KC.apply(s, "Y3@b2")
    assert after.board[cell_index("b2")] == "Y3-1" and after.turn == 1


def test_no_mercy_with_two_tiles_the_player_is_skipped():
    s = mercy_position(["Y3", "Y3"], ["R1", "R2", "B1", "B2", "G1", "G2"])
    assert s.turn == 1 and s.skipped == (0,)
    assert KC.view(s, 1)["skipped"] == [0]


def test_no_mercy_while_an_ordinary_cell_exists():
    s = mercy_position(["Y5"], ["R1", "R2", "B1", "B2", "G1", "G2", "Y1"])
    assert all(not r["mercy"] for r in KC.view(s, 0)["moves"])
    assert "Y5@c3" not in KC.legal_moves(s)


# --- skipping, the end, ties -----------------------------------------------------------

def blocked_position(hands, turn=0, scores=None):
    """a1, g7 and a7 empty; each has a 3 and a 5 at its sides, so a hand of a 3 and a 5 is stuck."""
    fixed = {"b1": "R3", "a2": "R5", "f7": "B3", "g6": "B5", "b7": "G3", "a6": "G5"}
    return from_text(full_board(fixed, {"a1", "g7", "a7"}, hands), hands, turn=turn, scores=scores)


def test_a_player_without_a_legal_placement_is_skipped_and_does_not_draw():
    s = blocked_position([["Y3", "Y5"], ["R6"]])
    assert s.turn == 1 and s.skipped == (0,)
    assert KC.describe(s, "R6@a1").endswith("points. The game is over.")
    after = KC.apply(s, "R6@a1")
    # Player 1 is still stuck and Player 2 has nothing left: the game ends with cells empty
    assert after.turn is None and KC.legal_moves(after) == []
    assert after.hands[0] == s.hands[0] and not after.stack
    result = KC.outcome(after)
    assert "no player can place a tile" in result["reason"]


def test_empty_hands_are_skipped_and_the_mover_may_go_again():
    hands = [["Y3", "R6", "B6"], [], []]
    fixed = {"b1": "R3", "a2": "R5", "f7": "B3", "g6": "B5", "b7": "G3", "a6": "G5"}
    s = from_text(full_board(fixed, {"a1", "g7", "a7"}, hands), hands)
    assert s.turn == 0
    after = KC.apply(s, "R6@a1")
    assert after.turn == 0 and after.skipped == (1, 2)
    assert KC.describe(s, "R6@a1").endswith(
        "Player 2 cannot place a tile and is skipped. Player 3 cannot place a tile and is skipped.")


def test_the_game_ends_when_the_board_is_full():
    s = from_text(full_board({}, {"a1"}, [["R5"]]), [["R5"], []], scores=[3, 9])
    assert KC.legal_moves(s) == ["R5@a1"]
    points = score_placement(s, "R5", "a1")["total"]
    after = KC.apply(s, "R5@a1")
    assert all(after.board) and after.turn is None and KC.legal_moves(after) == []
    result = KC.outcome(after)
    assert result["scores"] == [3 + points, 9] and "the board is full" in result["reason"]
    assert result["winners"] == ([0] if 3 + points > 9 else [1] if 3 + points < 9 else [0, 1])
    with pytest.raises(IllegalMove, match="game is over"):
        KC.apply(after, "R5@a1")


def test_ties_share_the_win():
    full = full_board({}, set(), [])
    s = from_text(full, [[], [], []], scores=[30, 12, 30])
    result = KC.outcome(s)
    assert result["winners"] == [0, 2] and "share the win with 30 points" in result["reason"]
    assert KC.evaluate(s, 0) == KC.evaluate(s, 2) > 0 > KC.evaluate(s, 1)
    negative = from_text(full, [[], []], scores=[-5, -5])
    assert KC.outcome(negative)["winners"] == [0, 1]


def test_scores_may_go_negative_under_the_seed_ruleset():
    s = from_text(TV1, [["G6"], ["R5"]])
    after = KC.apply(s, "G6@b2")
    assert after.scores == (-10, 0)
    v1 = KC.apply(from_text(TV1, [["G6"], ["R5"]], ruleset="v1.0"), "G6@b2")
    assert v1.scores == (0, 0)


# --- the deal ---------------------------------------------------------------------------

@pytest.mark.parametrize("layout", list(LAYOUTS))
def test_every_layout_deals_twelve_tiles_onto_its_cells(layout):
    cells = LAYOUTS[layout]
    assert len(set(cells)) == 12 and CENTRE not in cells
    s = KC.new(7, 2, {"layout": layout})
    placed = {i for i, t in enumerate(s.board) if t}
    assert placed == set(cells) | {CENTRE}
    assert s.board[CENTRE].endswith("K-0")
    assert len(KC.cards(s)) == 49 and len(set(KC.cards(s))) == 49


def test_layout_shapes():
    def cells(name):
        return {(i % 7, i // 7) for i in LAYOUTS[name]}
    assert cells("x-board") == {(3 + a * k, 3 + b * k) for k in (1, 2, 3) for a in (-1, 1) for b in (-1, 1)}
    assert cells("outside-border") == {(0, 0), (2, 0), (4, 0), (6, 0), (0, 2), (6, 2), (0, 4), (6, 4),
                                       (0, 6), (2, 6), (4, 6), (6, 6)}
    assert KC.options["layout"]["default"] == "outside-border"
    # every layout is left-right symmetric
    for name in LAYOUTS:
        flipped = {(6 - x, y) for x, y in cells(name)}
        assert flipped == cells(name)


@pytest.mark.parametrize("players,size,each,stack", [
    (2, "6", 6, 24), (4, "7", 7, 8), (3, "1", 1, 33), (2, "all", 18, 0), (3, "all", 12, 0),
    (4, "all", 9, 0), (4, "5", 5, 16), (3, "3", 3, 27)])
def test_hand_sizes(players, size, each, stack):
    s = KC.new(3, players, {"hand_size": size})
    assert [len(h) for h in s.hands] == [each] * players and len(s.stack) == stack
    assert s.scores == (0,) * players and s.turn in range(players)


def test_kings_and_first_players_vary_with_the_seed():
    deals = [KC.new(seed, 4) for seed in range(60)]
    assert {d.board[CENTRE][:2] for d in deals} == {"RK", "BK", "GK", "YK"}
    assert {d.turn for d in deals} == {0, 1, 2, 3}


def test_options():
    ruleset = KC.options["ruleset"]
    assert (ruleset["choices"], ruleset["default"]) == (["seed", "v1.0"], "seed")
    assert KC.options["hand_size"]["choices"] == ["1", "3", "5", "6", "7", "all"]
    assert len(KC.options["layout"]["choices"]) == 9
    with pytest.raises(ValueError, match="ruleset"):
        KC.new(1, 2, {"ruleset": "v2"})


def test_drawing_after_a_placement():
    s = KC.new(11, 2)
    seat, top = s.turn, s.stack[-1]
    after = KC.apply(s, KC.legal_moves(s)[0])
    assert top in after.hands[seat] and len(after.hands[seat]) == 6 and len(after.stack) == len(s.stack) - 1


def test_the_stack_runs_out_and_play_goes_on():
    state, moves = random_game(KC, 5, 2, {"hand_size": "7"})
    assert len(moves) == 36 and all(state.board) and KC.outcome(state)


# --- notation --------------------------------------------------------------------------

def test_notation_round_trip():
    for seed in range(12):
        state, moves = random_game(KC, seed, 2 + seed % 3, {"layout": list(LAYOUTS)[seed % 9]})
        for cut in (0, len(moves) // 3, len(moves) // 2, len(moves)):
            s = KC.new(seed, 2 + seed % 3, {"layout": list(LAYOUTS)[seed % 9]})
            for m in moves[:cut]:
                s = KC.apply(s, m)
            text = to_text(s)
            hands = [[t[:2] for t in h] for h in s.hands]
            back = from_text(text, hands, scores=list(s.scores))
            assert to_text(back) == text
            assert [t and t[:2] for t in back.board] == [t and t[:2] for t in s.board]
            assert [[t[:2] for t in h] for h in back.hands] == hands
            assert parse_board(text) == tuple(t and t[:2] for t in s.board)


def test_notation_format():
    s = from_text(TV1)
    assert to_text(s).splitlines()[1] == "R1 .  B2 .  .  .  ."
    assert to_text(s).splitlines()[3] == ".  .  .  YK .  .  ."
    assert from_text("\n\n" + to_text(s) + "\n\n") == s


@pytest.mark.parametrize("text,why", [
    ("R1", "7 rows"),
    (board().replace(". . . YK", ". . YK"), "row 4 has 6 cells"),
    (board().replace(". . . YK", ". . . ZK"), "d4: 'ZK' is not a tile"),
    (board({(0, 0): "GK"}), "exactly one King"),
    (board({(0, 0): "R7"}), "'R7' is not a tile"),
    (board({(0, 0): "R1", (1, 0): "R1", (2, 0): "R1"}), "only 2 R1"),
])
def test_notation_errors(text, why):
    with pytest.raises(ValueError, match=why):
        from_text(text)


# --- view, describe, scores ------------------------------------------------------------

def test_view_shape_and_hidden_information():
    s = KC.new(4, 3)
    seat = s.turn
    v = KC.view(s, seat)
    assert set(v) >= {"game", "seat", "to_move", "players", "ruleset", "layout", "hand_size", "king",
                      "prime", "cells", "scores", "hands", "hand", "stack", "skipped", "moves", "outcome",
                      "notes", "summary", "broken_seven", "key"}
    assert [c["cell"] for c in v["cells"]] == list(CELL_IDS)
    assert v["king"]["cell"] == "d4" and v["prime"] == v["king"]["card"][0] and v["king"]["value"] == 10
    assert [h["count"] for h in v["hands"]] == [6, 6, 6] and v["stack"]["count"] == 18
    assert [r["id"] for r in v["hand"]] == list(s.hands[seat])
    other = (seat + 1) % 3
    assert KC.view(s, other)["moves"] == [] and KC.view(s, None)["hand"] == []
    for c in v["cells"]:
        if c["tile"]:
            assert c["space_value"] is None and not c["open"]
        else:
            assert c["space_value"] == score_placement(s, "R1", c["cell"])["space_value"]
    record = v["moves"][0]
    assert set(record) == {"move", "from", "to", "card", "id", "mercy", "deliberate", "preferred", "points", "tone",
                           "parts", "preview", "worth"}
    assert [r["move"] for r in v["moves"]] == KC.legal_moves(s), "one move model"


def test_each_placement_carries_its_points_tone_and_breakdown():
    """The view gives each placement's points, its tone, its breakdown rule by rule (so that
    pointing at a cell asks the engine nothing) and each tile's best place; the records the
    rest of the engine uses are the same without the breakdown."""
    for seed in range(4):
        s = KC.new(seed, 2, {"ruleset": RULESETS[seed % 2]})
        records = KC.view(s, s.turn)["moves"]
        assert [{k: v for k, v in r.items() if k not in ("parts", "preview", "worth")} for r in records] == \
            KC.records(s)
        for r in records:
            score = score_placement(s, r["card"], r["to"])
            total = score["total"]
            assert r["parts"] == [{k: p[k] for k in ("label", "points", "detail", "kind")} for p in score["parts"]]
            assert r["points"] == total
            assert r["tone"] == (score["rule_of_sevens"] if score["rule_of_sevens"] in ("hit", "break")
                                 else "plus" if total > 0 else "zero" if total == 0 else "minus")
        for tile in {r["from"] for r in records}:
            mine = [r for r in records if r["from"] == tile]
            best = max(r["points"] for r in mine)
            preferred = [r for r in mine if r["preferred"]]
            assert len(preferred) == 1 and preferred[0] == next(r for r in mine if r["points"] == best), \
                "the first of the best"


def test_the_table_words_the_seats_the_tiles_and_the_previews():
    """The plates, the caption, what a selected tile shows and each cell's preview are the
    view's words; the viewer's tiles are worded in the viewer's view alone."""
    s = KC.new(4, 3)
    seat, names = s.turn, ["You", "Player 2", "Player 3"]
    v = KC.view(s, seat, names)
    assert v["caption"] == "Your turn \u00b7 stack 18"
    assert KC.view(s, None)["caption"] == "Hands are hidden \u00b7 stack 18"
    assert KC.view(s, (seat + 1) % 3, names)["caption"] == "Your hand \u00b7 stack 18"
    plate = v["hands"][1]
    assert plate["name"] == "Player 2" and plate["hint"] == "Player 2\n6 tiles"
    assert plate["label"] == "Player 2: 6 tiles in hand, face down, 0 points" + ("; to move" if seat == 1 else "")
    assert plate["detail"] == "0 points \u00b7 6 tiles"
    tile = v["hand"][0]
    mine = [r for r in v["moves"] if r["from"] == tile["id"]]
    best = next(r for r in mine if r["preferred"])
    assert tile["label"].startswith(f"{tile['name']} ") and tile["label"].endswith(f"in your hand: {len(mine)} places")
    sign = "+" if best["points"] >= 0 else "\u2212"
    assert tile["places"].endswith(f"Best: {sign}{abs(best['points'])} on {best['to']}.")
    r = mine[0]
    assert r["preview"].startswith(f"The {tile['name']} scores ")
    assert r["worth"].endswith("points" if abs(r["points"]) != 1 else "point")
    assert all(t.get("label") is None for t in KC.view(s, None)["hand"]) and v["words"]["total"] == "Total "


def test_space_values_match_the_rules_figure_definition():
    text = board({(0, 1): "R3", (2, 1): "B3", (1, 0): "G5", (1, 2): "R6", (2, 2): "Y2"})
    cells = {c["cell"]: c for c in KC.view(from_text(text), None)["cells"]}
    assert cells["b2"]["space_value"] == 17 and cells["b2"]["checkpoint"] == 21
    assert cells["d3"]["space_value"] == 12  # c3 Y2 + the King 10
    assert cells["a1"]["space_value"] == 8 and cells["g7"]["space_value"] == 0
    assert cells["g7"]["checkpoint"] is None


def test_each_cell_says_what_the_rule_of_sevens_makes_of_it():
    """The view carries what the page shows of a cell: the value that lands on the seven, what
    breaks it, whether it is steady, and the words for it (the page computes none of it)."""
    text = board({(0, 1): "R3", (2, 1): "B3", (1, 0): "G5", (1, 2): "R6", (2, 2): "Y2",
                  (5, 0): "R6", (6, 1): "B1", (4, 5): "G6"})
    cells = {c["cell"]: c for c in KC.view(from_text(text), None)["cells"]}
    b2, a1, g1, g7, d3 = cells["b2"], cells["a1"], cells["g1"], cells["g7"], cells["d3"]
    assert (b2["space_value"], b2["needs"], b2["steady"]) == (17, 4, False)
    assert b2["facts"] == "Space value 17: a 4 makes 21; a 5 or a 6 breaks the seven."
    assert (a1["space_value"], a1["needs"]) == (8, 6) and a1["facts"].endswith("a 6 makes 14; no tile breaks it.")
    assert (g1["space_value"], g1["needs"], g1["steady"]) == (7, None, True)
    assert g1["facts"] == "Space value 7: steady — no tile reaches 14, and none breaks it."
    assert g7["needs"] is None and not g7["steady"] and "does not apply" in g7["facts"]
    assert d3["facts"] == "Space value 12: a 2 makes 14; 3 to 6 break the seven."
    assert d3["label"] == "d3: empty, space value 12, blue court cell, closed until its four sides are filled"
    assert cells["d4"]["label"] == "d4: the yellow King, value 10: its colour is the prime suit"
    assert cells["b1"]["label"] == "b1: green 5"
    for c in cells.values():  # every needed value lands exactly on the checkpoint
        if c["needs"]:
            assert c["space_value"] + c["needs"] == c["checkpoint"]
            sc = score_placement(from_text(text), f"R{c['needs']}", c["cell"])
            assert sc["rule_of_sevens"] == "hit"


def test_options_are_worded_for_the_new_game_dialog():
    labels = KC.options["hand_size"]["labels"]
    assert labels["1"] == "1 tile" and labels["6"] == "6 tiles" and labels["all"] == "Every tile"


def test_preview_equals_points_added():
    for seed in range(6):
        s = KC.new(seed, 2 + seed % 3, {"ruleset": RULESETS[seed % 2]})
        while s.turn is not None:
            records = KC.view(s, s.turn)["moves"]
            record = records[(seed * 7 + len(records)) % len(records)]
            seat = s.turn
            after = KC.apply(s, record["move"])
            assert after.scores[seat] - s.scores[seat] == record["points"]
            assert sum(p["points"] for p in record["parts"]) == record["points"]
            s = after


def test_describe():
    """The log in the table's words: tiles by colour and value, not by code."""
    s = from_text(TV3, [["G4", "G5"], ["R6"]])
    assert KC.describe(s, "G4@b2") == "Placed the green 4 on b2: Sevens +14, prime suit +1 — 15 points."
    assert KC.describe(s, "G5@b2") == ("Placed the green 5 on b2: Breaking Seven -10, column 5s +5, "
                                       "prime suit +1 — -4 points.")
    assert KC.describe(s, "G4@b2", advice=True).startswith("Place the green 4 on b2: Sevens +14")
    assert KC.play(s, "G4@b2") == (KC.apply(s, "G4@b2"), KC.describe(s, "G4@b2"))
    s = from_text(TV10, [["B2"], ["R6"]])
    assert KC.describe(s, "B2@f6") == "Placed the blue 2 on f6 — 0 points."
    s = from_text(board({(2, 0): "B5", (4, 0): "R5", (0, 2): "G5", (1, 1): "R1"}), [["G5"], ["R6"]])
    assert KC.describe(s, "G5@a1") == "Placed the green 5 on a1: row and column 5s +15 — 15 points."


def test_seats_are_named_as_the_table_names_them():
    """``names`` words the seats the way the page does ("You" at a one-person table)."""
    names = ["You", "Player 2", "Player 3"]
    hands = [["Y3", "R6", "B6"], [], []]
    fixed = {"b1": "R3", "a2": "R5", "f7": "B3", "g6": "B5", "b7": "G3", "a6": "G5"}
    s = from_text(full_board(fixed, {"a1", "g7", "a7"}, hands), hands)
    assert KC.describe(s, "R6@a1", names=["Ann", "Bea", "Cy"]).endswith(
        "Bea cannot place a tile and is skipped. Cy cannot place a tile and is skipped.")
    after, said = KC.play(s, "R6@a1", names=names)
    assert "Player 2 cannot place a tile and is skipped" in said
    assert KC.view(after, 0, names)["notes"] == [{"kind": "skipped", "text":
                                                  "Player 2 and Player 3 could not place a tile and were skipped."}]
    stuck = blocked_position([["Y3", "Y5"], ["R6"]])
    assert KC.describe(stuck, "R6@a1", names=["You", "Player 2"]).endswith("points. The game is over.")
    assert KC.view(stuck, 1, ["You", "Player 2"])["notes"][-1]["text"] == "You could not place a tile and were skipped."
    full = full_board({}, set(), [])
    won = from_text(full, [[], []], scores=[30, 12])
    assert KC.outcome(won, ["You", "Player 2"])["reason"].endswith("You win with 30 points.")
    assert KC.outcome(won)["reason"].endswith("Player 1 wins with 30 points.")
    assert KC.view(won, 0, ["You", "Player 2"])["outcome"]["reason"].endswith("You win with 30 points.")
    tied = from_text(full, [[], [], []], scores=[30, 1, 30])
    assert KC.outcome(tied, names)["reason"].endswith("You and Player 3 share the win with 30 points.")


def test_a_refusal_for_a_pile_nothing_can_leave_is_in_the_rules_words():
    s = blocked_position([["Y3", "R6"], ["Y5"]])
    assert s.turn == 0 and "Y3-1" in s.hands[0]
    assert KC.why_not(s, "Y3-1") == ("The yellow 3 has no place now: every open cell has a 3 at one of its "
                                     "sides, and no two side neighbours may have equal values.")
    assert KC.why_not(s, "d4") == "The King stays on d4 all game: choose a tile from your hand."
    assert KC.why_not(s, "b1") == "The red 3 on b1 stays where it is: choose a tile from your hand."
    assert KC.why_not(s, "a1") == "Choose a tile from your hand first, then a1."
    s = from_text(TV10, [["R2", "G3"], ["B5"]])
    assert KC.why_not(s, "c3") == ("A King alone cannot have a tile built off it: "
                                   "the King is c3's only neighbour.")
    assert KC.why_not(s, "d3").startswith("d3 is a blue cell of the King's Court")
    assert KC.why_not(s, "a1") == "A tile must touch another tile at a side or a corner, and a1 touches none."
    over = KC.apply(from_text(full_board({}, {"a1"}, [["R5"]]), [["R5"], []]), "R5@a1")
    assert KC.why_not(over, "a1") == "The game is over: nothing moves any more."


def test_v1_prime_values_and_labels():
    s = from_text(TV5, ruleset="v1.0")
    sc = score_placement(s, "Y1", (3, 2))
    assert sc["prime"] == 10 and sc["sevens"] == 28
    assert [p["text"] for p in sc["parts"]] == ["Sevens +28", "prime suit +10"]


def test_both_copies_play_the_same_move():
    s = from_text(TV1, [["G4", "G4"], ["R5"]])
    assert KC.legal_moves(s).count("G4@b2") == 1
    assert KC.move_between(s, "G4-1", "b2") == KC.move_between(s, "G4-0", "b2") == "G4@b2"
    assert KC.apply(s, "G4@b2").board[cell_index("b2")] == "G4-0"


def test_evaluate_is_the_score_difference():
    s = from_text(TV1, [["G4"], ["R5"]], scores=[20, 5])
    assert KC.evaluate(s, 0) == 15 and KC.evaluate(s, 1) == -15


def test_check_rejects_inconsistent_states():
    s = from_text(TV1, [["G4"], ["R5"]])
    data = KC.to_json(s)
    board = list(data["board"])
    board[0] = board[CENTRE]
    for bad in ({**data, "board": board}, {**data, "turn": 5}, {**data, "ruleset": "v9"},
                {**data, "scores": [0]}, {**data, "hands": [["G4-0", "G4-0"], ["R5-0"]]}):
        with pytest.raises(ValueError):
            KC.from_json(bad)

