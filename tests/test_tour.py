"""The guided first game (``core.tour``): on its own deal every game's tour asks for real moves,
teaches every lesson within a few of them, refuses any other move with the one it asks for,
survives undo and a reload of its link, and can be left at any time."""
import json

import pytest

from courtly import web
from courtly.core import IllegalMove
from courtly.games import GAMES
from courtly.links import parse_fragment
from courtly.session import Session

TOURED = [g for g in GAMES.values() if g.tour is not None]
ASKED_AT_MOST = 12   # person's moves a tour may take to teach every lesson


def tour_session(game):
    spec = parse_fragment(game.tour_link())
    assert spec["tour"] and spec["seed"] == game.tour.seed
    session = Session(game, spec["seed"], spec["players"], spec["options"], [], spec["seats"])
    session.follow(True)
    return session


def bots_play(session):
    while session.bot_to_move and session.to_move is not None:
        session.play_bot()


def test_every_game_has_a_tour():
    assert len(TOURED) == len(GAMES)


@pytest.mark.parametrize("game", TOURED, ids=lambda g: g.id)
def test_following_the_tour_teaches_every_lesson_in_a_few_moves(game):
    session = tour_session(game)
    said, asked = [], 0
    while True:
        bots_play(session)
        step = session.tour_step()
        if step["done"]:
            break
        assert step["move"] in game.legal_moves(session.state) and step["do"].endswith(".")
        if step["says"]:
            said.append(step["says"])
        session.play_turn(step["move"])
        asked += 1
        assert asked <= ASKED_AT_MOST, f"lesson {step['lesson']} of {step['lessons']} still not taught"
    assert said == [lesson.says for lesson in game.tour.lessons]    # each rule said once, in order
    assert session.tour_step()["says"] == game.tour.done and session.tour_step()["move"] is None


@pytest.mark.parametrize("game", TOURED, ids=lambda g: g.id)
def test_the_tour_refuses_another_move_and_leaving_it_frees_the_table(game):
    session = tour_session(game)
    bots_play(session)
    step = session.tour_step()
    other = next(m for m in game.legal_moves(session.state) if m != step["move"])
    before = list(session.moves)
    with pytest.raises(IllegalMove, match="The tour asks for another move") as refused:
        session.play_turn(other)
    assert step["do"] in str(refused.value) and session.moves == before
    session.follow(False)
    assert session.tour_step() is None and "tour=1" not in session.fragment()
    session.play_turn(other)
    assert session.moves == before + [other] or session.moves[len(before)] == other


def test_undo_and_a_reload_keep_the_tour_where_it_was():
    game = GAMES["royal-cotillion"]
    session = tour_session(game)
    for _ in range(2):
        session.play_turn(session.tour_step()["move"])
    step = session.tour_step()
    assert step["lesson"] == 3
    link = session.fragment()
    assert "tour=1" in link
    reply = json.loads(web.handle(json.dumps({"op": "open", "link": link})))
    assert reply["ok"] and reply["tour"] == step
    session.undo()
    assert session.tour_step()["lesson"] == 2
    session.redo()
    assert session.tour_step() == step


def test_the_page_opens_a_tour_from_its_link_and_leaves_it():
    link = GAMES["kings-corners"].info()["tour"]
    assert link.startswith("#/kings-corners?") and "tour=1" in link
    reply = json.loads(web.handle(json.dumps({"op": "open", "link": link})))
    assert reply["ok"] and reply["tour"]["lesson"] == 1
    assert reply["tour"]["lessons"] == len(GAMES["kings-corners"].tour.lessons)
    left = json.loads(web.handle(json.dumps({"op": "tour", "on": False})))
    assert left["ok"] and left["tour"] is None and "tour=1" not in left["position"]
    bad = json.loads(web.handle(json.dumps({"op": "open", "link": "#/kings-corners?seed=2&tour=yes"})))
    assert not bad["ok"] and "tour=1" in bad["error"]
