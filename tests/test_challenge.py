"""Challenges (py/courtly/challenge.py): a link carries results on its deal; the moves must
reach each claimed result, and a damaged or hostile link never stops the deal from opening."""
import base64
import json
import zlib
from dataclasses import replace

import pytest

from courtly import challenge, web
from courtly.challenge import MAX_RESULTS, Result, Thread, pack, unpack
from courtly.games import GAMES, get
from courtly.links import parse_fragment
from courtly.tools.playout import random_game

RC = get("royal-cotillion")


def ask(**request):
    return json.loads(web.handle(json.dumps(request)))


def finished(game_id, seed=3, players=None):
    """A random game played to its end, opened at a table with one person."""
    game = get(game_id)
    players = players or game.min_players
    _, moves = random_game(game, seed, players)
    seats = ",".join(["human"] + ["quick"] * (players - 1))
    reply = ask(op="open", link=f"#/{game_id}?seed={seed}&players={players}&seats={seats}&moves={'.'.join(moves)}",
                auto=False)
    assert reply["ok"] and reply["view"]["outcome"], reply
    return reply


def thread_of(link):
    return parse_fragment(link)["challenge"]


@pytest.mark.parametrize("game_id, players", [(g, n) for g in GAMES for n in sorted({GAMES[g].min_players,
                                                                                      GAMES[g].max_players})])
def test_a_finished_game_becomes_a_challenge_its_moves_verify(game_id, players):
    reply = finished(game_id, players=players)
    link = ask(op="challenge", name="Ann", time=192_000)["link"]
    spec = parse_fragment(link)
    assert spec["moves"] == [] and spec["seed"] == reply["seed"] and spec["seats"][0] == "human"
    opened = ask(op="open", link=link)
    assert opened["ok"] and opened["moves"] == [] and opened["warning"] is None
    assert opened["challenge"]["from"] == "Ann" and opened["challenge"]["verified"] is True
    assert "Ann challenges you" in opened["challenge"]["dare"]
    assert f"{reply['person_moves']} move" in opened["challenge"]["dare"] and "3:12" in opened["challenge"]["dare"]
    assert "challenge=" in opened["position"]   # the address keeps it through the friend's game
    # the challenger's game, step by step, as the challenger saw it
    step = ask(op="replay", challenge=-1, ply=len(reply["moves"]))
    assert step["ok"] and step["total"] == len(reply["moves"]) and step["view"]["moves"] == []
    assert "position" not in step


def test_a_friends_answer_is_compared_and_the_thread_keeps_the_newest_five():
    from courtly.solvers import solve
    won = solve(RC, RC.new(11)).line
    ask(op="open", link="#/royal-cotillion?seed=11&moves=" + ".".join(won))
    link = ask(op="challenge", name="Ann", time=200_000)["link"]
    for n, name in enumerate(["Bob", "Cy", "Di", "Ed", "Flo"]):
        assert ask(op="open", link=link)["ok"]
        card = ask(op="challenge_card")
        assert card["verdict"] is None and card["rows"][-1]["name"] != "You"   # not finished yet
        for move in won:
            assert ask(op="move", move=move)["ok"]
        took = 200_000 - 1_000 * (n + 1)
        card = ask(op="challenge_card", time=took)
        assert card["rows"][-1] == {"name": "You", "result": f"won (151 moves, {challenge.clock(took)})",
                                    "verified": True, "you": True}, card
        assert card["verdict"] == "You did better: the same moves, 0:01 faster.", card
        link = ask(op="challenge", name=name, time=took)["link"]
    names = [r.name for r in unpack(RC, 11, 1, {}, thread_of(link))]
    assert MAX_RESULTS == 5 and names == ["Bob", "Cy", "Di", "Ed", "Flo"]   # Ann's, the oldest, dropped


def test_links_stay_short_enough_to_paste():
    """A long Royal Cotillion game and a four-seat Overthrow game, each as a challenge, and a
    thread of five Royal Cotillion games."""
    lengths = {}
    for game_id, players in (("royal-cotillion", 1), ("overthrow", 4)):
        reply = finished(game_id, seed=8, players=players)
        link = ask(op="challenge", name="A friend", time=600_000)["link"]
        lengths[game_id] = (len(reply["moves"]), len(link))
    print("challenge link lengths (moves, characters):", lengths)
    assert lengths["royal-cotillion"][1] <= 400 and lengths["overthrow"][1] <= 2_000, lengths


@pytest.mark.parametrize("lie", [{"won": True}, {"chosen": 1}, {"score": 100}, {"score": -3}])
def test_a_result_the_moves_do_not_reach_is_not_verified(lie):
    finished("royal-cotillion", seed=4)
    true = challenge.result_of(web._session, 90_000, "Ann")
    assert not true.won
    link = web._session.fragment(())
    text = pack(RC, 4, 1, {}, [replace(true, **lie)])
    opened = ask(op="open", link=link + "&challenge=" + text)
    assert opened["challenge"]["verified"] is False and "not verified" in opened["challenge"]["dare"]
    for move in true.line:
        ask(op="move", move=move)
    card = ask(op="challenge_card", time=1_000)
    assert card["rows"][0]["verified"] is False and "not verified" in card["rows"][0]["result"]
    assert "not compared" in card["verdict"]


def hostile(text):
    raw = zlib.compress(text if isinstance(text, bytes) else text.encode(), 9)
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


GOOD = pack(RC, 4, 1, {}, [Result("Ann", ["turn"], won=False, score=20, chosen=1)])
HOSTILE = {
    "empty": "",
    "cut": GOOD[: len(GOOD) // 2],
    "garbage": "!!!not-base64***",
    "not deflated": base64.urlsafe_b64encode(b"\x01\x01\x03Ann").decode(),
    "huge": "A" * 9_000,
    "a zip bomb": hostile(b"\x01\x01" + b"\x00" * 2_000_000),
    "a newer version": hostile(b"\x09\x01"),
    "no results": hostile(b"\x01\x00"),
    "a move not there": hostile(b"\x01\x01\x03Ann\x00\x00\x00\x00\x01\x7f"),
    "trailing bytes": hostile(zlib.decompress(base64.urlsafe_b64decode(GOOD + "==")) + b"\x00"),
    "a seat not there": hostile(b"\x01\x01\x03Ann\x05\x00\x00\x00\x00"),
    "bad utf-8": hostile(b"\x01\x01\x02\xff\xfe\x00\x00\x00\x00\x00"),
}


@pytest.mark.parametrize("name", HOSTILE)
def test_a_damaged_challenge_opens_the_deal_without_it_and_says_so(name):
    reply = ask(op="open", link="#/royal-cotillion?seed=4&challenge=" + HOSTILE[name])
    assert reply["ok"] and reply["challenge"] is None, reply
    assert reply["warning"].startswith("This challenge is damaged"), reply["warning"]
    assert "challenge=" not in reply["position"]


def test_a_challenge_for_another_deal_or_game_is_damaged_here():
    overthrone = get("overthrone")
    for game, seed, text in ((RC, 5, GOOD), (overthrone, 4, GOOD)):
        try:
            thread = Thread(game, seed, 1, game.resolve_options({}), text)
        except ValueError as exc:
            assert "damaged" in str(exc)
        else:   # the moves happen to be legal on this deal too: the claim is then checked
            assert thread.latest.verified is False


def test_the_comparison_says_who_did_better_and_by_what():
    ann = Result("Ann", [], won=True, score=104, chosen=90, time=200_000, verified=True)
    me = replace(ann, name="You")
    assert challenge.compare(RC, replace(me, won=False), ann) == "Ann did better: they won and you did not."
    assert challenge.compare(RC, replace(me, chosen=80), ann) == "You did better, by 10 moves (80 to 90)."
    assert challenge.compare(RC, replace(me, time=201_000), ann) == "Ann did better: the same moves, 0:01 faster."
    assert challenge.compare(RC, me, ann) == "A tie: the same result in the same number of moves as Ann."
    low = get("overthrone")   # fewer points is better there
    assert low.score_order == "low"
    assert challenge.compare(low, replace(me, won=False, score=7), replace(ann, won=False, score=9)) == \
        "You did better, by 2 points (7 to 9)."


def test_only_a_finished_game_of_one_person_makes_a_challenge():
    ask(op="open", link="#/royal-cotillion?seed=4")
    assert "once the game is over" in ask(op="challenge", name="Ann")["error"]
    finished("kings-corners", seed=2, players=2)
    ask(op="open", link=web._session.fragment() .replace("seats=human,quick", "seats=human,human"))
    assert "one person" in ask(op="challenge")["error"]
    assert ask(op="challenge_card")["error"] == "This game was not opened from a challenge."


def test_a_name_is_plain_printable_text_of_at_most_24_characters():
    assert challenge.clean_name("  \u202eAnn\x00 the Great and Terrible of Everywhere ") == "Ann the Great and Terrib"
    assert challenge.clean_name("") == challenge.clean_name(None) == "A friend"


def test_a_thread_of_long_games_keeps_the_newest_that_fit(monkeypatch):
    """Each move of a thread is replayed as its link opens: long games keep fewer results (the
    newest), and a thread made with more moves than that is refused as damaged."""
    from courtly.solvers import solve
    won = solve(RC, RC.new(11)).line
    games = [Result(name, won, won=True, score=104, chosen=len(won)) for name in ("Ann", "Bob", "Cy")]
    monkeypatch.setattr(challenge, "MAX_THREAD_MOVES", 2 * len(won))
    kept = unpack(RC, 11, 1, {}, pack(RC, 11, 1, {}, games))
    assert [r.name for r in kept] == ["Bob", "Cy"]
    monkeypatch.setattr(challenge, "MAX_THREAD_MOVES", 10 * len(won))
    text = pack(RC, 11, 1, {}, games)
    monkeypatch.setattr(challenge, "MAX_THREAD_MOVES", 2 * len(won))
    with pytest.raises(ValueError, match="too many moves"):
        unpack(RC, 11, 1, {}, text)


def test_a_table_reopened_with_its_own_challenge_reads_it_once(monkeypatch):
    """Opening the same challenge again (a reload, a recovered engine) keeps the table's thread
    rather than replaying every game of it again."""
    from courtly.solvers import solve
    won = solve(RC, RC.new(11)).line
    text = pack(RC, 11, 1, RC.resolve_options({}), [Result("Ann", won, won=True, score=104, chosen=len(won))])
    link = "#/royal-cotillion?seed=11&challenge=" + text
    assert ask(op="open", link=link)["challenge"]["verified"] is True
    read = []
    monkeypatch.setattr(challenge, "unpack", lambda *args: read.append(args) or [])
    again = ask(op="open", link="#/royal-cotillion?seed=11&moves=" + won[0] + "&challenge=" + text)
    assert again["ok"] and again["challenge"]["from"] == "Ann" and read == []
    ask(op="open", link="#/royal-cotillion?seed=12&challenge=" + text)   # another deal: read afresh
    assert len(read) == 1
