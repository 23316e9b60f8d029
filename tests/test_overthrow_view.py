"""Overthrow boards, deals, the view (no hidden-card leaks), saves, words and the heuristic."""
import json
from dataclasses import replace

import pytest

from courtly.core import Rng
from courtly.tools.playout import random_game
from courtly.games import get
from courtly.games.overthrow.board import board_for
from courtly.games.overthrow.positions import position
from courtly.games.overthrow.state import with_board

OV = get("overthrow")


# --- boards and deals ---------------------------------------------------------------------

def test_two_player_board():
    b = board_for(2)
    assert b.size == 11 and b.ids[b.centre] == "c5-5"
    assert [b.ids[c] for c in b.hqs] == ["c5-0", "c5-10"]
    assert [b.ids[c] for c in b.villages] == ["c2-3", "c8-3", "c2-7", "c8-7"]
    capital = [i for i, k in enumerate(b.kinds) if k == "capital"]
    assert len(capital) == 9 and all(b.defence[c] == 2 for c in capital)


def test_four_and_three_player_boards():
    b = board_for(4)
    assert b.size == 15 and b.ids[b.centre] == "c7-7"
    assert [b.ids[c] for c in b.hqs] == ["c7-0", "c14-7", "c7-14", "c0-7"]
    assert len(b.villages) == 8 and b.ids[b.villages[0]] == "c4-2"
    rings = {r: [i for i, x in enumerate(b.rings) if x == r] for r in ("centre", "inner", "outer")}
    assert [len(rings[r]) for r in ("centre", "inner", "outer")] == [1, 8, 16]
    assert {b.defence[c] for c in rings["outer"]} == {1} and {b.defence[c] for c in rings["inner"]} == {2}
    three = board_for(3)
    assert [three.ids[c] for c in three.hqs] == ["c7-0", "c14-7", "c7-14"]
    assert three.kinds[three.cell("c0-7")] == "plain"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_deal(players):
    for seed in range(20):
        s = OV.new(seed, players)
        assert all(len(seat.influence) == 3 for seat in s.seats)
        assert len(s.influence_deck) == 40 - 3 * players and len(s.exposure_deck) == 40
        assert s.turn == s.first and s.actions == 2
        # the highest die goes first; seats tied on the highest re-roll among themselves
        contenders, depth = list(range(players)), 0
        while len(contenders) > 1:
            best = max(s.start_rolls[c][depth] for c in contenders)
            contenders = [c for c in contenders if s.start_rolls[c][depth] == best]
            depth += 1
        assert contenders == [s.first]
        assert all(len(s.start_rolls[c]) <= depth for c in range(players))
        assert not any(s.land) and not any(s.top)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_full_games_end_at_the_turn_limit(players):
    state, moves = random_game(OV, players, players, {"turn_limit": 5}, 2000)
    assert OV.outcome(state) is not None and state.result in ("limit", "capital")
    assert OV.view(state, None)["outcome"] == OV.outcome(state)


# --- the view --------------------------------------------------------------------------

def test_view_shape():
    s = position(cells={"c5-1": "L0/M0", "c6-1": "L0", "c5-9": "L1/T1"}, exposure={0: ("unrest-0",)},
                 earned={0: ("walls-0",)})
    v = OV.view(s, 0)
    json.dumps(v)
    assert {"game", "seat", "players", "to_move", "phase", "round", "turn_limit", "turn", "actions", "board",
            "tokens", "seats", "hand", "decks", "roll", "choice", "moves", "outcome"} <= set(v)
    assert v["board"]["size"] == 11 and len(v["board"]["cells"]) == 121
    cells = {c["id"]: c for c in v["board"]["cells"]}
    assert cells["c5-0"] == {"id": "c5-0", "name": "F1", "x": 5, "y": 0, "kind": "hq", "seat": 0,
                             "label": "F1, green HQ"}
    assert cells["c2-3"]["kind"] == "village" and cells["c2-3"]["village"] == 0
    assert cells["c5-4"] == {"id": "c5-4", "name": "F5", "x": 5, "y": 4, "kind": "capital", "ring": "inner",
                             "defence": 2, "label": "F5, capital, inner ring, defends with 2 dice"}
    # each cell's label says what lies on it
    assert cells["c5-1"]["label"] == "F2, green land, with a green military"
    assert cells["c5-9"]["label"] == "F10, red land, with a red trade" and cells["c0-0"]["label"] == "A1, empty"
    # the edges are labelled as the cells are named: columns by letter, rows by number
    assert v["board"]["columns"][:3] == ["A", "B", "C"] and v["board"]["rows"][-1] == "11"
    assert cells["c5-5"]["ring"] == "centre"
    assert {"id": "M0-0", "card": "M0", "owner": 0, "kind": "military", "cell": "c5-1", "layer": "top"} in v["tokens"]
    assert {"id": "T1-0", "card": "T1", "owner": 1, "kind": "trade", "cell": "c5-9", "layer": "top"} in v["tokens"]
    me = v["seats"][0]
    assert me["actions"] == 3 and me["influence"] == 4 and me["earned"] == 1 and me["exposure"] == 1
    assert me["supply"] == {"land": 48, "military": 19, "trade": 20} and v["seats"][1]["actions"] is None
    assert me["next"] == {"land": {"id": "L0-2", "card": "L0"}, "military": {"id": "M0-1", "card": "M0"},
                          "trade": {"id": "T0-0", "card": "T0"}} and me["land"] == 2
    assert "next" not in v["seats"][1], "only the viewer's own supply is drawn with its next token"
    assert [c["id"] for c in v["hand"]["influence"]] == ["siege-0", "siege-1", "siege-2", "walls-0"]
    walls = v["hand"]["influence"][-1]
    assert walls["active"] is False and "defending militaries" in walls["effect"]
    assert v["hand"]["exposure"][0]["name"] == "Unrest"
    # a lay carries the token the supply lays next, so the page can drag it and key it
    land = next(r for r in v["moves"] if r["move"] == "land:c4-1")
    assert land == {"move": "land:c4-1", "from": "supply:land", "to": "c4-1", "card": "L0", "id": "L0-2",
                    "kind": "land", "cost": 1, "deliberate": True}
    assert next(r for r in v["moves"] if r["move"] == "military:c6-1")["from"] == "supply:military"
    move = next(r for r in v["moves"] if r["kind"] == "move")
    assert move["from"] == "c5-1" and move["id"] == "M0-0" and move["card"] == "M0"
    assert v["moves"][0] == {"move": "end", "from": None, "to": None, "card": None, "id": None, "kind": "end",
                             "label": "End turn (3 actions unused)"}
    assert OV.view(s, 1)["moves"] == [] and OV.view(s, None)["hand"] is None


def test_attack_records_and_dice_in_the_view():
    s = position(players=4, dice=(6, 2, 5), cells={"c3-3": "L1/M1", "c2-3": "L0/M0", "c3-2": "L0/M0"})
    v = OV.view(s, 0)
    rec = {r["move"]: r for r in v["moves"] if r["kind"] == "attack"}
    assert set(rec) == {"attack:c3-3:c2-3", "attack:c3-3:c3-2", "attack:c3-3:c2-3,c3-2", "attack:c3-3:c3-2,c2-3"}
    # one military: from it to the target; several: the target first, then the one that moves in
    assert rec["attack:c3-3:c2-3"] == {"move": "attack:c3-3:c2-3", "from": "c2-3", "to": "c3-3", "card": "M0",
                                       "id": "M0-0", "kind": "attack", "target": "c3-3", "attackers": ["c2-3"],
                                       "cost": 2, "attack_dice": 1, "deliberate": True}
    assert rec["attack:c3-3:c3-2,c2-3"] == {"move": "attack:c3-3:c3-2,c2-3", "from": "c3-3", "to": "c3-2",
                                           "card": None, "id": None, "kind": "attack", "target": "c3-3",
                                           "attackers": ["c3-2", "c2-3"], "cost": 3, "attack_dice": 2,
                                           "deliberate": True}
    assert OV.move_between(s, "c2-3", "c3-3") == "attack:c3-3:c2-3"
    assert OV.move_between(s, "c3-3", "c2-3") == "attack:c3-3:c2-3,c3-2"
    after = OV.view(OV.apply(s, "attack:c3-3:c2-3,c3-2"), None)
    assert after["roll"] == {"attacker": 0, "defender": 1, "city": False, "target": "c3-3",
                             "attackers": ["c2-3", "c3-2"], "attack": [6, 2], "defence": [5], "result": "win",
                             "verdict": "Green takes D4.",   # the log's words for the dice, for the panel
                             "text": "attacked D4 with C4, D3.", "attacker_name": "Green", "defender_name": "Red"}
    assert "attacked last" in {c["id"]: c for c in after["board"]["cells"]}["c3-3"]["label"]


def test_the_table_words_its_lines_for_the_viewer_alone():
    """The summary, the turn box, the supply piles and the tips are the engine's words; what is
    said to the seat to move (its costs, its tips, "Your militaries held") reaches only its view."""
    s = position(cells={"c5-1": "L0/M0", "c6-1": "L0", "c5-9": "L1/T1"}, earned={0: ("walls-0",)})
    names = ["You", "Player 2"]
    mine, theirs = OV.view(s, 0, names=names), OV.view(s, 1, names=["Player 1", "You"])
    assert mine["summary"] == "Round 2 of 60 \u00b7 Your turn \u00b7 3 actions left"
    assert theirs["summary"] == "Round 2 of 60 \u00b7 Player 1 (green) to play \u00b7 3 actions left"
    assert OV.view(s, None)["summary"].endswith("\u00b7 Green to play \u00b7 3 actions left")
    assert mine["turn_box"] == {"title": "Round 2 of 60", "lines": [{"seat": 0, "text": "to play", "kind": "mover"}]}
    assert mine["doing"] == "3 actions left" and mine["seats"][0]["who"] == "You (green)"
    assert mine["seats"][0]["facts"].startswith("4 influence cards (1 new) \u00b7 0 exposure face down")
    assert mine["seats"][1]["detail"] == "red \u00b7 3 cards" and mine["seats"][1]["holds"].endswith("1 land token")
    assert len(mine["tips"]) == 4 and "Land costs 1 action" in mine["tips"][0]
    assert mine["supply"]["land"] == {"count": "48", "left": "48 left", "named": "Land 48",
                                      "label": "land supply, 48 left (1 action each)"}
    assert theirs["tips"] is None and theirs["supply"]["land"]["label"] == "land supply, 49 left"
    assert OV.view(s, None)["supply"] is None and mine["hand"]["titles"]["influence"] == "Influence (4)"


def hidden_ids(state, seat):
    out = set(state.influence_deck) | set(state.exposure_deck)
    for s, rec in enumerate(state.seats):
        if s != seat:
            out |= set(rec.influence + rec.earned + rec.exposure)
    return out


@pytest.mark.parametrize("players", [2, 4])
def test_no_hidden_card_leaks(players):
    state, moves = random_game(OV, 7, players, None, 250)
    states = [OV.new(7, players)]
    for m in moves:
        states.append(OV.apply(states[-1], m))
    for state in states[::10]:
        for seat in list(range(players)) + [None]:
            text = json.dumps(OV.view(state, seat))
            leaked = [c for c in hidden_ids(state, seat) if f'"{c}"' in text]
            assert not leaked, (seat, leaked)
            if seat is not None:
                for c in state.seats[seat].influence + state.seats[seat].exposure:
                    assert f'"{c}"' in text


def test_shuffle_hidden_redeals_only_what_the_seat_cannot_see():
    state, _ = random_game(OV, 5, 3, None, 200)
    r = OV.shuffle_hidden(state, 1, Rng.from_seed(9))
    assert r.seats[1] == state.seats[1] and r.land == state.land and r.top == state.top
    for s in (0, 2):
        assert len(r.seats[s].influence) == len(state.seats[s].influence)
        assert len(r.seats[s].exposure) == len(state.seats[s].exposure)
        assert r.seats[s].revealed == state.seats[s].revealed
    assert OV.view(r, 1) == OV.view(state, 1)
    assert sorted(OV.cards(r)) == sorted(OV.cards(state))
    OV.check(r)
    assert r.rng != state.rng  # the future dice are unknown too


# --- saves --------------------------------------------------------------------------------

def test_json_round_trip_mid_game_with_a_pending_choice():
    s = OV.apply(position(players=4, dice=(4, 4, 5), cells={"c3-3": "L1/M1", "c2-3": "L0/M0", "c3-2": "L0/M0"},
                          actions=4), "attack:c3-3:c2-3,c3-2")
    assert s.choice is not None
    data = json.loads(json.dumps(OV.to_json(s)))
    assert OV.from_json(data) == s


@pytest.mark.parametrize("damage, why", [
    (lambda s: replace(s, board=s.board[:-1]), "11 rows of 11 cells"),
    (lambda s: replace(s, board=(s.board[0] + " .",) + s.board[1:]), "11 rows of 11 cells"),
    (lambda s: replace(s, board=("x" + s.board[0][1:],) + s.board[1:]), "unreadable board cell"),
    (lambda s: replace(s, board=("M0-1/L0-3" + s.board[0][1:],) + s.board[1:]), "unreadable board cell"),
    (lambda s: with_board(s, land=("L0-0",) + s.land[1:]), "bad or doubled"),
    (lambda s: with_board(s, top=("T0-0",) + s.top[1:]), "without its owner's land"),
    (lambda s: with_board(s, land=s.land[:60] + ("L0-9",) + s.land[61:]), "may hold only a military"),
    (lambda s: replace(s, influence_deck=s.influence_deck[1:]), "influence cards"),
    (lambda s: replace(s, exposure_deck=s.exposure_deck + ("unrest-0",)), "exposure cards"),
    (lambda s: replace(s, round=0), "impossible"),
    (lambda s: replace(s, result="won"), "result"),
    (lambda s: with_board(s, land=s.land[:5] + ("L7-0",) + s.land[6:]), "bad or doubled"),
    (lambda s: with_board(s, land=s.land[:5] + ("L0-50",) + s.land[6:]), "bad or doubled"),
])
def test_check_rejects_inconsistent_states(damage, why):
    s = position(cells={"c5-1": "L0"})
    OV.check(s)
    bad = OV.to_json(damage(s))
    with pytest.raises(ValueError, match=why):
        OV.from_json(bad)


# --- words and worth -------------------------------------------------------------------------

def test_describe_says_the_move_and_what_came_of_it():
    # cells are named as the board's edges label them: c6-0 is column G, row 1
    s = position(players=4, cells={"c3-3": "L1/M1", "c2-3": "L0/M0", "c3-2": "L0/M0", "c7-1": "L0"}, actions=4,
                 dice=(6, 2, 5))
    assert OV.describe(s, "land:c6-0") == "Green lays a land token on G1."
    assert OV.describe(s, "attack:c3-3:c2-3,c3-2") == (
        "Green attacks D4 with 2 militaries from C4, D3 (3 actions; C4 moves in if it wins). "
        "Dice 6, 2 against Red's 5: Green takes D4. Green draws an exposure card.")
    assert OV.describe(s, "end") == "Green ends the turn (4 actions unused). Red's turn."
    t = position(cells={"c5-3": "L0/M0"}, dice=(1, 3, 2), actions=2, hands={0: ("walls-0", "walls-1", "walls-2")})
    assert OV.describe(t, "attack:c5-4:c5-3") == (
        "Green attacks the capital cell F5 with 1 military from F4 (2 actions). "
        "Dice 1 against the city's 3, 2: the city holds: Green loses an attacking military. "
        "Green draws an exposure card. Red's turn.")
    u = position(cells={"c4-0": "L0", "c3-0": "L0", "c2-0": "L0", "c2-1": "L0"})
    assert OV.describe(u, "land:c2-2") == ("Green lays a land token on C3. Green links the village C4. "
                                           "Green earns 1 influence card.")
    v = position(cells={"c5-1": "L0"}, exposure={0: ("unrest-0", "unrest-1")}, exposure_top=("unrest-2",))
    assert OV.describe(v, "military:c5-1") == ("Green lays a military token on F2. Green reveals the exposure "
                                               "card Unrest (in force from their next turn).")
    w = position(cells={"c5-4": "M0", "c4-4": "M0", "c6-4": "M0"}, dice=(6, 1, 1))  # 3 cells open the centre
    assert OV.describe(w, "attack:c5-5:c5-4").endswith("Green took the capital centre F6 and overthrew the city.")
    x = OV.apply(position(cells={"c6-0": "L0", "c7-0": "L0", "c8-0": "L0", "c8-1": "L0"},
                          hands={0: ("siege-0", "siege-1", "siege-2", "walls-1", "walls-2")}), "land:c8-2")
    assert OV.describe(x, "swap:walls-1") == "Green swaps an influence card for a new one."


def test_text_shows_the_board():
    s = position(cells={"c5-1": "L0/M0"})
    text = OV.text(s, 0)
    assert "H0" in text and "M0" in text and "Your influence: Siege Craft" in text
    assert "centre (attacked only by a player holding 3 capital cells)" in text


def test_evaluate_prefers_territory_villages_and_the_capital():
    base = position(cells={"c5-1": "L0", "c5-9": "L1"})
    more = position(cells={"c5-1": "L0", "c4-1": "L0", "c6-1": "L0", "c5-9": "L1"})
    assert OV.evaluate(more, 0) > OV.evaluate(base, 0) > OV.evaluate(more, 1)
    village = position(cells={"c5-1": "L0", "c5-9": "L1"}, villages={0: (0,)})
    assert OV.evaluate(village, 0) > OV.evaluate(base, 0)
    near = position(cells={"c5-1": "L0", "c5-2": "L0", "c5-3": "L0/M0", "c5-9": "L1"})
    far = position(cells={"c5-1": "L0/M0", "c5-2": "L0", "c5-3": "L0", "c5-9": "L1"})
    assert OV.evaluate(near, 0) > OV.evaluate(far, 0)
    held = position(cells={"c5-1": "L0", "c5-2": "L0", "c5-3": "L0", "c5-4": "M0", "c5-9": "L1"})
    assert OV.evaluate(held, 0) > OV.evaluate(near, 0)
    won = OV.apply(position(cells={"c5-4": "M0", "c4-4": "M0", "c6-4": "M0", "c5-3": "L0"}, dice=(6, 1, 1),
                            actions=2), "attack:c5-5:c5-4")
    assert OV.evaluate(won, 0) == 1.0 and OV.evaluate(won, 1) == 0.0
    assert all(0.0 <= OV.evaluate(s, 0) <= 1.0 for s in (base, more, near, held))
