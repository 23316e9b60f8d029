"""Links, the page's JSON entry point and the command line: bad input never crashes."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from courtly import replay
from courtly.__main__ import main
from courtly.core.rng import Rng
from courtly.links import make_fragment, parse_fragment
from tests.views import shown_ids
from courtly.web import handle


def ask(**request):
    return json.loads(handle(json.dumps(request)))


def test_fragment_round_trip_for_every_game():
    from courtly.games import GAMES
    for game in GAMES.values():
        for seed in (0, 12345, 2**53 - 1):
            players = game.max_players
            options = {name: spec["choices"][-1] for name, spec in game.options.items()}
            moves = ["a-b", "turn", "x.y"][:0]
            seats = ["human"] + ["quick", "human", "random"][:players - 1]
            for thread in (None, "eNpj-_Z"):   # a challenge's packed thread rides along, unread here
                spec = parse_fragment(make_fragment(game.id, seed, players, options, moves, seats, thread))
                assert spec == {"game": game.id, "seed": seed, "players": players, "seats": seats,
                                "options": {k: v for k, v in options.items() if v != game.options[k]["default"]},
                                "moves": moves, "challenge": thread, "tour": False}


def test_moves_in_a_link_replay():
    fragment = make_fragment("royal-cotillion", 7, 1, {}, ["turn", "turn"])
    spec = parse_fragment(fragment)
    assert spec["moves"] == ["turn", "turn"]
    state = replay("royal-cotillion", 7, 1, {}, spec["moves"])
    assert len(state.fresh) == 73


@pytest.mark.parametrize("fragment, words", [
    ("", "no game called"),
    ("#/", "no game called"),
    ("#/royal-cotillion", "no seed"),
    ("#/royal-cotillion?seed=", "whole number"),
    ("#/royal-cotillion?seed=1e5", "whole number"),
    ("#/royal-cotillion?seed=\u0661\u0662", "whole number"),
    ("#/royal-cotillion?seed=99999999999999999999", "whole number"),
    ("#/royal-cotillion?seed=1&seed=2", "twice"),
    ("#/royal-cotillion?seed=1&classic=1", "must be one of"),
    ("#/royal-cotillion?seed=1&players=2", "is for 1 player, not '2'"),
    ("#/royal-cotillion?seed=1&seats=quick", "played alone"),
    ("#/kings-corners?seed=1&seats=human,genius", "not 'genius'"),
    ("#/kings-corners?seed=1&players=3&seats=human,quick", "2 seats for 3 players"),
    ("#/kings-corners?seed=1&seats=human,quick,quick,quick,quick", "5 seats"),
    ("#/royal-cotillion?seed=1&<script>=1", "no setting"),
    ("#/<img src=x onerror=alert(1)>?seed=1", "no game called"),
    ("#/royal-cotillion?seed=1&" + "x" * 30000, "too long"),
])
def test_bad_fragments_give_clear_messages(fragment, words):
    with pytest.raises(ValueError, match=words):
        parse_fragment(fragment)


def test_mutated_links_never_crash_the_entry_point():
    base = make_fragment("royal-cotillion", 42, 1, {"classic": True}, ["turn", "D1-LS", "turn"])
    rng = Rng.from_seed(2026)
    alphabet = "#/?&=.-%<>\"'\u2660\u00e9 0123456789abcdefghijklmnopqrstuvwxyzLRSCHDF"
    for _ in range(1000):
        text = list(base)
        for _ in range(1 + rng.below(4)):
            i = rng.below(len(text) + 1)
            op = rng.below(3)
            if op == 0 and text:
                del text[min(i, len(text) - 1)]
            elif op == 1:
                text.insert(i, alphabet[rng.below(len(alphabet))])
            elif text:
                text[min(i, len(text) - 1)] = alphabet[rng.below(len(alphabet))]
        reply = ask(op="open", link="".join(text))
        assert reply["ok"] in (True, False)
        assert reply.get("kind") != "internal", reply
        if not reply["ok"]:
            assert reply["error"]


def test_entry_point_plays_undoes_and_restarts():
    opened = ask(op="open", link="#/royal-cotillion?seed=1")
    assert opened["ok"] and opened["view"]["fresh"]["count"] == 75 and not opened["can_undo"]
    moved = ask(op="move", move="D3-LH")
    assert moved["ok"] and moved["said"].startswith("Moved the ace of hearts") and moved["moves"] == ["D3-LH"]
    refused = ask(op="move", **{"from": "D1", "to": "F2"})
    assert refused == {"ok": False, "kind": "illegal", "error": refused["error"]}
    assert "only to the foundations" in refused["error"]
    assert ask(op="undo")["moves"] == []
    assert ask(op="undo")["changed"] is False
    ask(op="move", move="turn")
    assert ask(op="restart")["moves"] == []


@pytest.mark.parametrize("request_text", ["", "null", "[]", "{}", '{"op": "explode"}', "{bad json",
                                          '{"op": "move"}', '{"op": "open", "game": 5}',
                                          '{"op": "open", "link": 7}'])
def test_malformed_requests_are_answered_not_raised(request_text):
    reply = json.loads(handle(request_text))
    assert reply["ok"] is False and reply["error"] and reply.get("kind") != "internal"


def test_prefix_of_a_bad_move_list_is_kept_with_a_warning():
    reply = ask(op="open", link="#/royal-cotillion?seed=4&moves=turn.D1-XX.turn")
    assert reply["ok"] and reply["moves"] == ["turn"]
    assert "Move 2 (D1-XX) could not be played" in reply["warning"]


def test_command_line(capsys, monkeypatch):
    assert main(["list"]) == 0
    assert "royal-cotillion" in capsys.readouterr().out
    assert main(["simulate", "royal-cotillion", "-n", "3", "--option", "classic=true"]) == 0
    assert "3 random games" in capsys.readouterr().out
    assert main(["replay", "#/royal-cotillion?seed=7&moves=turn.turn"]) == 0
    assert "2 moves replayed" in capsys.readouterr().out
    assert main(["replay", "#/royal-cotillion?seed=x"]) == 2
    assert "whole number" in capsys.readouterr().err
    lines = iter(["moves", "D99-LS", "turn", "undo", "link", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(lines))
    assert main(["play", "royal-cotillion", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "D16-LC D3-LH turn" in out and "Not allowed:" in out and "#/royal-cotillion?seed=1" in out


def test_seats_in_a_link_say_how_many_play():
    spec = parse_fragment("#/kings-corners?seed=3&seats=human,quick,strong")
    assert spec["players"] == 3 and spec["seats"] == ["human", "quick", "strong"]
    assert parse_fragment("#/kings-corners?seed=3&players=4")["seats"] == ["human", "strong", "strong", "strong"]
    assert "seats=" not in make_fragment("kings-corners", 3, 4, {}, (), ["human"] + ["strong"] * 3)


def test_a_games_info_names_each_seat_as_its_table_does():
    """The new-game dialog labels the seats with these names (js/ui/new-game.js)."""
    games = {g["id"]: g for g in ask(op="games")["games"]}
    assert games["kings-corners"]["seat_names"] == ["Player 1", "Player 2", "Player 3", "Player 4"]
    assert all(len(g["seat_names"]) == g["max_players"] for g in games.values())


def test_pass_the_device_sends_a_hand_only_to_the_person_looking():
    opened = ask(op="open", link="#/kings-corners?seed=11&seats=human,human")
    assert opened["handoff"] == 0 and opened["viewer"] is None
    assert opened["view"]["hand"] is None or not opened["view"]["hand"].get("cards")
    refused = ask(op="move", move="draw")
    assert refused["ok"] is False and "Pass the device" in refused["error"]
    assert ask(op="look", seat=1)["ok"] is False  # not that seat's turn
    mine = ask(op="look", seat=0)
    assert mine["viewer"] == 0 and mine["handoff"] is None and mine["view"]["hand"]["cards"]
    first_hand = {c["id"] for c in mine["view"]["hand"]["cards"]}
    passed = ask(op="move", move="draw")
    assert passed["ok"] and passed["handoff"] == 1 and passed["viewer"] is None
    assert not first_hand & shown_ids(passed["view"])  # the first person's hand left the page too
    assert passed["log"][-1]["seat"] == 0
    theirs = ask(op="look", seat=1)
    assert not first_hand & shown_ids(theirs["view"])


def test_a_bot_seat_cannot_be_moved_for():
    opened = ask(op="open", link="#/kings-corners?seed=11&seats=human,quick")
    assert opened["viewer"] == 0 and opened["handoff"] is None
    ask(op="move", move="draw")
    refused = ask(op="move", move="draw")
    assert refused["ok"] is False and "bot" in refused["error"]
    assert ask(op="open", link="#/kings-corners?seed=11&seats=human,human")["ok"]
    assert ask(op="bot")["ok"] is False  # nobody to think for


@pytest.mark.parametrize("game_id", ["royal-cotillion", "overthrone", "kings-corners", "kings-court", "overthrow"])
def test_mangled_links_of_every_game_open_their_longest_valid_prefix(game_id):
    from courtly.tools.playout import random_game
    from courtly.games import get
    game = get(game_id)
    players = game.max_players
    seats = ["human"] + ["quick"] * (players - 1)
    _, moves = random_game(game, 5, players, None, 12)
    rng = Rng.from_seed(len(game_id))
    tricks = [
        lambda ms: ms[:rng.below(len(ms) + 1)],                                  # truncated
        lambda ms: ms[:2] + ms[3:4] + ms[2:3] + ms[4:],                          # two moves swapped
        lambda ms: ms[:3] + ["Z9-Q"] + ms[3:],                                   # an illegal move in the middle
        lambda ms: ms[:4] + ["<img src=x onerror=alert(1)>"] + ms[4:],           # markup
        lambda ms: ms[:1] + ["\u2660\u00e9\u0000"] + ms[1:],                     # unicode and a NUL
    ]
    for round_ in range(200):
        chosen = tricks[round_ % len(tricks)](list(moves))
        link = make_fragment(game_id, 5, players, {}, chosen, seats)
        extra = ["", "&seed=-1", "&players=99999999999999999999", "&nonsense=1", "&seats=human",
                 "&" + "x" * 50][round_ % 6]
        reply = ask(op="open", link=link + extra)
        assert reply.get("kind") != "internal", reply
        if reply["ok"]:
            played = reply["moves"]
            assert played == chosen[:len(played)], "the longest valid prefix, in order"
            assert (reply["warning"] is None) == (played == chosen)
        else:
            assert reply["error"] and len(reply["error"]) < 400  # a short message a player can read


def test_a_link_to_one_game_loads_only_that_game():
    # the browser pays for every import before the first deal: the other games stay unloaded
    code = ("import json, sys; from courtly.web import handle; "
            "assert json.loads(handle(json.dumps({'op': 'open', 'link': '#/royal-cotillion?seed=3'})))['ok']; "
            "print(sorted(m for m in sys.modules if m.startswith('courtly.games.')))")
    py = Path(__file__).resolve().parents[1] / "py"
    out = subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONPATH": str(py)},
                         capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['courtly.games.royal_cotillion']"


def test_a_hint_is_advice_and_names_no_face_down_card():
    """Classic Royal Cotillion turns a face-down talon: a hint to turn must not say which card
    comes up (the log may, once it has).  Every hint is worded as an instruction."""
    assert ask(op="open", link="#/royal-cotillion?seed=2&classic=true")["ok"]
    for _ in range(60):
        found = ask(op="hint")
        assert found["ok"] and found["move"], found
        assert found["said"].split()[0] in ("Move", "Turn"), found["said"]
        if found["move"] == "turn":
            break
        assert ask(op="move", move=found["move"])["ok"]
    else:
        raise AssertionError("no hint to turn the talon in 60 moves")
    assert found["said"] == "Turn the top card of the fresh pile onto the waste."
    assert found["words"] == f"Hint (this wins): {found['said']}"   # the status line, in the game's words
    logged = ask(op="move", move="turn")["log"][-1]["text"]
    assert logged.startswith("Turned the ") and " of " in logged, logged


def test_a_listed_winnable_deal_is_known_winnable_before_its_first_move():
    # deal 4 (5-card hand) was proven winnable for the shipped list with the solve budget; a
    # check's smaller budget cannot prove it.  At the deal the search goes as far as the
    # list's proof did; on the line it found every position answers at once; off the line the
    # check's own budget decides again
    from courtly.solvers.winnable_seeds import listed_next
    assert listed_next("overthrone", {"hand": 5}, 4) == 4
    assert ask(op="open", link="#/overthrone?seed=4")["ok"]
    assert ask(op="verdict")["status"] == "winnable"
    first = ask(op="hint")
    assert first["status"] == "winnable" and first["move"]
    assert first["words"] == f"Hint (this wins): {first['said']}"
    assert ask(op="move", move=first["move"])["ok"]
    assert ask(op="verdict")["status"] == "winnable"  # on the remembered line
    assert ask(op="undo")["ok"]
    assert first["move"] != "H3-E" and ask(op="move", move="H3-E")["ok"]
    assert ask(op="verdict")["status"] == "unknown"  # off it: too hard for the check's budget
    assert ask(op="undo")["ok"] and ask(op="verdict")["status"] == "winnable"
    assert ask(op="open", link="#/overthrone?seed=35")["ok"]  # not on the list
    assert ask(op="verdict")["status"] == "unknown"


def test_still_winnable_says_no_proven_when_the_solver_refutes_every_line():
    # seed 0 with its first 70 cards turned unplayed onto the waste: the check's search
    # refutes every line from there, and the page shows the game's words for that verdict
    assert ask(op="open", link="#/royal-cotillion?seed=0")["ok"]
    for _ in range(70):
        assert ask(op="move", move="turn")["ok"]
    verdict = ask(op="verdict")
    assert verdict["status"] == "not winnable" and verdict["ply"] == 70
    words = {g["id"]: g for g in ask(op="games")["games"]}["royal-cotillion"]["solver"]["verdicts"]
    assert words[verdict["status"]] == "\u2717 no \u2014 proven"
    assert verdict["because"] is None  # refuted by search: no short reason to give
    assert ask(op="open", link="#/royal-cotillion?seed=0")["ok"]
    assert ask(op="verdict")["status"] == "winnable"   # the deal itself is a proven win


def test_the_solver_speaks_each_games_own_words():
    """Overthrone's solver looks for a Perfect game (its best band), Royal Cotillion's for a
    winning line: the hint, the check and the no-hint sentences say so, points counted."""
    from courtly.games import get
    rc, ot = get("royal-cotillion"), get("overthrone")
    assert rc.info()["solver"]["check"] == "Still winnable?"
    assert ot.info()["solver"]["verdicts"]["not winnable"] == "\u2717 no Perfect \u2014 proven"
    lost = {"status": "not winnable", "best": 1, "proven": True, "move": "H1-N"}
    assert ot.hint_words(lost, "Play it.") == "Hint (no Perfect game; the best possible: 1 point): Play it."
    found = {"status": "unknown", "best": 3, "proven": False, "move": "H1-N"}
    assert ot.hint_words(found, "Play it.") == "Hint (the best line found: 3 points): Play it."
    assert ot.hint_words({**lost, "move": None}, None).startswith("No Perfect game from here: undo")
    assert rc.hint_words({"status": "not winnable", "best": None, "proven": False, "move": None}, None) == \
        "No winning line from here: undo a few moves and try another way."
    assert rc.finish_label(["a", "b"]) == "Finish (2 moves)"
