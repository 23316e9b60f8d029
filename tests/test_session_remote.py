"""A table shared between devices: the host's session checks each person's move against their
seat, sends each device only its own seat's view (no seed, so no way to deal the hidden cards
again), takes back only a person's own moves, and lets a bot keep a seat and give it back."""
import json

import pytest

from courtly.bots import choose
from courtly.core import IllegalMove
from courtly.games import get
from courtly.session import Session
from courtly.web import handle
from tests.views import carried, never_shown, shown_ids as card_ids

KC = get("kings-corners")
KCO = get("kings-court")
OV = get("overthrow")


def table(game=KC, seed=11, players=2, seats=None, options=None, host=0):
    t = Session(game, seed, players, options, [], seats=seats or ["human"] * players)
    t.share(host)
    return t


def test_a_move_for_a_seat_whose_turn_it_is_not_is_refused_and_changes_nothing():
    t = table()
    mover = t.to_move
    other = 1 - mover
    move = KC.legal_moves(t.state)[0]
    with pytest.raises(IllegalMove, match="not your turn"):
        t.play_turn(seat=other, move=move)
    assert t.moves == []
    t.play_turn(seat=mover, move=move)
    assert t.moves[0] == move


def test_a_malformed_move_or_seat_is_refused():
    t = table()
    with pytest.raises(IllegalMove):
        t.play_turn(seat=t.to_move, move="not-a-move")
    with pytest.raises(IllegalMove):
        t.play_turn(seat=t.to_move, move={"move": "draw"})
    for seat in (2, -1, True, "0"):
        with pytest.raises(ValueError):
            t.play_turn(seat=seat, move="draw")
    assert t.moves == []


def test_a_bots_seat_takes_no_persons_move():
    t = table(seats=["human", "quick"])
    while t.to_move != 1:
        t.play_turn(seat=0, move=KC.legal_moves(t.state)[0])
    with pytest.raises(IllegalMove, match="bot"):
        t.play_turn(seat=1, move=KC.legal_moves(t.state)[0])


@pytest.mark.parametrize("game, options", [(KC, None), (KCO, {"hand_size": "3"}), (OV, {"turn_limit": 5})])
def test_a_guests_snapshot_holds_its_own_view_and_nothing_that_deals_the_others_cards(game, options):
    t = table(game, seed=5, players=3, options=options)
    for _ in range(6):
        t.play_turn(seat=t.to_move, move=game.legal_moves(t.state)[0])
    for seat in range(3):
        snap = t.snapshot_for(seat, guest=True)
        named = {"names": snap["names"]} if game.names_seats else {}   # worded for this device: "You"
        assert snap["view"] == json.loads(json.dumps(game.view(t.state, seat, **named)))
        assert snap["viewer"] == seat and snap["handoff"] is None and not snap["bot_to_move"]
        assert snap["names"][seat] == "You" and snap["shared"] is None
        text = json.dumps(snap)
        assert "seed" not in snap and "link" not in snap and "position" not in snap and "seed=" not in text
        others = set().union(*(card_ids(game.view(t.state, s)) for s in range(3) if s != seat))
        secret = others - card_ids(game.view(t.state, seat))
        assert not secret & card_ids(snap), "another seat's card reached this seat's snapshot"
        assert all(f'"{card}"' not in text for card in secret)
    assert t.viewer == 0, "the host's own viewer is left as it was"


def test_a_swap_reaches_the_other_seat_without_the_card_it_discarded():
    """Issue 36: deal 3070494315490, two seats; the quick bots' line swaps at move 41, and the
    discarded card goes back into the deck, unseen by the other seat for the whole game."""
    t = table(OV, seed=3070494315490, players=2, seats=["quick", "quick"])
    while len(t.moves) < 41:
        t.play_bot()
    swapper, swapped = OV.to_move(t.states[40]), t.moves[40]
    assert swapped.startswith("swap:"), "the line still swaps at move 41"
    other = 1 - swapper
    t.share(swapper)
    snaps = [t.snapshot_for(other, guest=True), t.replay(41, other)]
    own, hosts = t.snapshot_for(swapper, guest=True), t.snapshot_for(other)
    while t.to_move is not None:
        t.play_bot()
    never = never_shown(OV, t.states, other)
    assert swapped.split(":")[1] in never
    assert not any(carried(snap, never) for snap in snaps), "the other seat was sent the discarded card"
    assert snaps[0]["moves"][40] == "swap" and len(snaps[0]["moves"]) == 41  # the ply still counts
    assert own["moves"][40] == swapped, "the swapper knows its own card"
    assert hosts["moves"] == t.moves[:41], "the host's own device keeps the notation"


# Whole games: every message a guest's device is sent (the table after each move, with its words,
# and a replay step) against every id that seat's views never showed.  In the Overthrow lines a
# guest sees another seat swap (the host at move 65 in the first, Player 3 at move 117 in the second).
WHOLE_GAMES = [(KC, 3, 1, None), (KCO, 3, 1, {"hand_size": "3"}),
               (OV, 2, 28, None), (OV, 3, 28, {"turn_limit": 15})]


@pytest.mark.parametrize("game, players, seed, options", WHOLE_GAMES,
                         ids=[f"{g.id}-{p}" for g, p, *_ in WHOLE_GAMES])
def test_no_guest_is_ever_sent_a_card_its_seat_was_never_shown(game, players, seed, options):
    guests = list(range(1, players))  # the host plays seat 0
    opened = ask(op="open", game=game.id, seed=seed, players=players, options=options, seats=["human"] * players,
                 host=0)
    assert opened["ok"]
    states, swappers, sent = [game.new(seed, players, options)], set(), {g: [] for g in guests}
    while game.outcome(states[-1]) is None:
        seat, move = game.to_move(states[-1]), choose(game, states[-1], "quick", len(states))
        reply = ask(op="move", seat=seat, move=move, guests=guests)
        assert reply["ok"] and reply["played"] == move
        states.append(game.apply(states[-1], move))
        swappers |= {seat} if move.startswith("swap:") else set()
        for g in guests:  # the table message js/net/host.js sends: the seat's view, and the words
            sent[g].append({**reply["views"][str(g)], "said": reply["said"], "seat": reply["seat"]})
            if game.outcome(states[-1]) is None:  # (once over, a guest gets the deal's links)
                sent[g].append(ask(op="replay", seat=g, ply=len(states) - 1))
    assert game is not OV or any(set(guests) - {s} for s in swappers), "a guest sees another seat swap"
    for g in guests:
        never = never_shown(game, states, g)
        for message in sent[g]:
            # once the game is over, ``shared`` holds the deal's links on purpose: the seed deals every card
            leaked = carried({k: v for k, v in message.items() if k != "shared"}, never)
            assert not leaked, f"seat {g} was sent {leaked}, never shown to it"


def test_the_host_keeps_its_links_and_a_guest_gets_them_once_the_game_is_over():
    t = table(KCO, seed=3, options={"hand_size": "1"})
    assert t.snapshot_for(0)["position"] == t.fragment()
    while KCO.outcome(t.state) is None:
        t.play_turn(seat=t.to_move, move=KCO.legal_moves(t.state)[0])
    shared = t.snapshot_for(1, guest=True)["shared"]
    assert shared == {"link": t.fragment(()), "position": t.fragment(), "seed": 3}


def test_undo_takes_back_only_a_persons_own_move_and_the_bots_replies():
    t = table(KC, seed=11, players=2)
    first = t.to_move
    t.play_turn(seat=first, move="draw")                    # drawing ends the turn
    second = t.to_move
    assert second != first
    assert not t.can_undo_as(second) and not t.undo(second), "nothing of theirs to take back"
    assert t.can_undo_as(first)
    t.play_turn(seat=second, move="draw")
    assert not t.undo(first), "another person has moved since"
    assert t.undo(second) and len(t.moves) == 1 and t.can_redo_as(second) and not t.can_redo_as(first)
    assert t.redo(second) and len(t.moves) == 2


def test_undo_at_a_remote_table_brings_back_the_bots_replies_with_a_redo():
    t = table(KC, seed=11, players=2, seats=["human", "quick"])
    while t.to_move != 0:
        t.play_bot()
    t.play_turn(seat=0, move="draw")
    while t.bot_to_move:
        t.play_bot()
    played = list(t.moves)
    assert not t.undo(1) and t.undo(0) and len(t.moves) < len(played)
    assert t.redo(0) and t.moves == played


def test_a_bot_keeps_a_seat_and_gives_it_back():
    t = table(KC, seed=2, players=2)
    away = 1 - t.to_move
    t.hand_seat(away, "quick")
    assert t.seats[away] == "quick" and "seats=" in t.fragment()
    t.play_turn(seat=t.to_move, move="draw")
    assert t.bot_to_move
    t.play_bot()
    t.hand_seat(away, "human")
    assert t.seats == ["human", "human"]
    with pytest.raises(ValueError):
        t.hand_seat(away, "remote")


def ask(**req):
    return json.loads(handle(json.dumps(req)))


def test_the_pages_requests_for_a_shared_table():
    opened = ask(op="open", link="#/kings-corners?seed=1&players=3&seats=human,human,quick", host=0)
    assert opened["ok"] and opened["viewer"] == 0 and opened["views"] == {}
    guest = 1
    assert ask(op="move", seat=guest, move="draw", guests=[guest]) == {
        "ok": False, "kind": "illegal", "error": "It is not your turn: Player 1 is to move."}
    assert ask(op="why", seat=guest, **{"from": "hand"})["kind"] == "illegal"
    played = ask(op="move", move="draw", guests=[guest])
    assert played["ok"] and played["played"] == "draw" and played["seat"] == 0 and played["viewer"] == 0
    view = played["views"][str(guest)]
    assert view["viewer"] == guest and "seed" not in view and view["moves"] == ["draw"] and view["played"] == "draw"
    assert ask(op="undo", seat=guest)["changed"] is False
    assert ask(op="view", guests=[guest, 5])["kind"] == "bad-request"
    assert ask(op="view", seat=guest)["views"].keys() == {str(guest)}
    assert ask(op="replay", seat=guest, ply=0).keys() >= {"view", "log"}
    assert "position" not in ask(op="replay", seat=guest, ply=1)
    assert "position" in ask(op="replay", ply=1), "the host's own device keeps its links"
    assert ask(op="hand_seat", hand=guest, kind="quick")["seats"][guest] == "quick"
    refused = ask(op="move", seat=guest, move="draw")
    assert refused["error"] == f"Player {guest + 1} is played by a bot now."
    assert ask(op="hand_seat", hand=guest, kind="human")["ok"]


def test_the_session_decides_what_each_device_at_a_shared_table_may_ask():
    """Table policy lives in the session: a friend's device plays, looks back and takes back its
    own moves; the host's device alone deals again (once the game is over), opens, changes
    settings and hands seats; nobody passes a device round."""
    assert ask(op="open", link="#/kings-corners?seed=11&players=2&seats=human,human", host=0)["ok"]
    for op, extra in (("open", {"link": "#/kings-corners?seed=1"}), ("settings", {"host": 1}),
                      ("hand_seat", {"hand": 0, "kind": "quick"}), ("bot", {}), ("hint", {})):
        refused = ask(op=op, seat=1, **extra)
        assert refused["error"] == "That is done on the host's device: the table runs there.", op
    assert ask(op="launch", seat=1)["error"] == "There is no request called “launch”."
    assert ask(op="restart", seat=1)["error"] == "Only the host can deal this game again."
    assert ask(op="restart")["error"] == ("Your friends are playing this game with you: "
                                          "finish it before dealing again.")
    for seat in (0, 1):
        assert ask(op="look", seat=seat)["error"] == "At a shared table every person plays on their own device."
    played = ask(op="move", move="draw")
    assert played["ok"] and ask(op="undo", seat=1)["changed"] is False, "not a friend's move to take back"
    assert ask(op="undo")["changed"] is True and ask(op="redo", seat=1)["changed"] is False


def test_one_turn_check_for_every_device():
    """The same refusal, in the same words, whichever device asks out of turn: one check."""
    t = Session(KC, 11, 2, None, [], seats=["human", "quick"])
    while t.to_move != 1:
        t.play_turn(KC.legal_moves(t.state)[0])
    with pytest.raises(IllegalMove) as here:
        t.play_turn("draw")                 # this device's person, a bot to move
    t.share(0)
    with pytest.raises(IllegalMove) as shared:
        t.play_turn("draw")                 # the host's own device
    assert str(here.value) == str(shared.value) == "It is not your turn: Player 2 (a bot) is thinking."
    for ask_why in (lambda: t.why_not("hand"), lambda: t.move_between("hand", "stock"),
                    lambda: t.play_turn("draw", seat=0)):
        with pytest.raises(IllegalMove, match="a bot"):
            ask_why()


def test_who_is_at_a_shared_table_is_worded_for_each_device_with_its_snapshots_names():
    """The pages tell who is connected; the engine words it (py/courtly/presence.py), for the
    host's device (the seats' notes, the bar, the dialog's lines) and a friend's (its notes, and
    the same once it has lost the host), naming the seats as that device's snapshots do."""
    t = table(players=3, seats=["human", "human", "quick"])
    people = ["host", "here", "bot"]
    host = ask(op="presence", here=0, people=people, to_move=0, kinds=t.seats)
    assert host["names"] == t.snapshot_for(0)["names"] and host["seat"] == "Player 1"
    assert host["notes"] == ["this device (host)", "friend, connected", ""]
    assert host["bar"] == "Your friends are connected: Player 2."
    assert host["rows"] == ["this device", "a friend, connected", "a quick bot"]
    away = ask(op="presence", here=0, people=["host", "away", "bot"], to_move=1, kinds=["human", "human", "quick"])
    assert away["bar"].startswith("Player 2 is away, and it is their turn: the table waits.")
    botted = ask(op="presence", here=0, people=["host", "away", "bot"], to_move=1, kinds=["human", "quick", "quick"])
    assert botted["bar"] == "Away: Player 2." and botted["rows"][1] == "a friend, away (a bot plays for them)"
    friend = ask(op="presence", here=1, people=people)
    assert friend["names"] == t.snapshot_for(1, guest=True)["names"] and friend["seat"] == "Player 2"
    assert friend["notes"][:2] == ["host", "this device"] and "bar" not in friend
    assert friend["apart"][:2] == ["host, not connected", "this device (not connected)"]
    for bad in ({"here": 3, "people": people}, {"here": 0, "people": ["host", "gone"]},
                {"here": 0, "people": people, "kinds": ["human"]}):
        assert ask(op="presence", **bad)["kind"] == "bad-request"
