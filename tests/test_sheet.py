"""Every rules sheet is short steps, and every worked example is a real position whose marked
move is legal there and is the kind of move its step describes (``core.sheet``)."""
import json

import pytest

from courtly import web
from courtly.core.sheet import Example, find, worked
from courtly.games import GAMES

STEPS = [(g.id, i, s) for g in GAMES.values() for i, s in enumerate(g.rules_sheet())]


@pytest.mark.parametrize("game_id,i,step", STEPS, ids=[f"{g}-{i}" for g, i, _ in STEPS])
def test_each_step_is_short_and_titled(game_id, i, step):
    assert step.title and len(step.title) <= 30
    assert step.text.endswith((".", ")")) and len(step.text) <= 620, len(step.text)
    for word in ("simulation", "Courtly's own choice", "we chose"):   # the reasons live in py/rules
        assert word not in step.text


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_example_marks_a_legal_move_of_its_kind(game_id):
    game = GAMES[game_id]
    examples = [s.example for s in game.rules_sheet() if s.example]
    assert examples, "a sheet without one worked example"
    for example in examples:
        state, record = find(game, example)
        assert record in game.records(state) and example.wants(record)
        assert record["move"] in game.legal_moves(state)
        drawn = worked(game, example)
        assert drawn["from"] == record["from"] and drawn["to"] == record["to"]
        assert drawn["viewer"] == game.to_move(state) and drawn["view"]["moves"]
        # the move to mark is among the moves the view gives the page
        assert any(m["from"] == record["from"] and m["to"] == record["to"] for m in drawn["view"]["moves"])
        if example.piles is not None:
            assert drawn["piles"][0] == record["from"] and drawn["piles"][-1] == record["to"]


def test_an_example_no_deal_reaches_is_an_error_not_a_wrong_picture():
    game = GAMES["royal-cotillion"]
    with pytest.raises(LookupError, match="deal 4"):
        find(game, Example(lambda r: r["to"] == "nowhere", seed=4))


def test_the_page_asks_for_the_examples_by_game_and_gets_each_steps_own():
    reply = json.loads(web.handle(json.dumps({"op": "rules", "game": "kings-corners"})))
    assert reply["ok"]
    steps = GAMES["kings-corners"].rules_sheet()
    assert [e is not None for e in reply["examples"]] == [s.example is not None for s in steps]
    assert GAMES["kings-corners"].info()["rules"][1] == {"title": steps[1].title, "text": steps[1].text,
                                                       "show": [], "example": True}
    bad = json.loads(web.handle(json.dumps({"op": "rules", "game": "chess"})))
    assert not bad["ok"] and "known games" in bad["error"]
