"""The session: undo and redo by the table's honest rule, a restart that can be undone, the
game's automatic moves, and who counts as having played."""
from courtly.games import get
from courtly.session import Session

RC = get("royal-cotillion")
OT = get("overthrone")
KCO = get("kings-court")


def first_moves(game, seed, n, players=1, options=None):
    state, moves = game.new(seed, players, options), []
    for _ in range(n):
        move = game.legal_moves(state)[0]
        moves.append(move)
        state = game.apply(state, move)
    return moves


def test_redo_restores_the_exact_position_and_a_new_move_clears_it():
    moves = first_moves(RC, 7, 4)
    table = Session(RC, 7, 1, None, moves)
    after = table.state
    assert table.undo() and table.undo() and table.can_redo
    assert table.moves == moves[:2]
    assert table.redo() and table.redo() and not table.can_redo
    assert table.state == after and table.moves == moves
    table.undo()
    other = next(m for m in RC.legal_moves(table.state) if m != moves[3])
    table.play(other)
    assert not table.can_redo and not table.redo() and table.moves == moves[:3] + [other]


def test_replaying_the_undone_move_keeps_the_redo_line():
    moves = first_moves(RC, 8, 3)
    table = Session(RC, 8, 1, None, moves)
    table.undo(), table.undo()
    table.play(moves[1])
    assert table.can_redo and table.redo() and table.moves == moves


def test_same_deal_can_be_undone():
    moves = first_moves(RC, 9, 3)
    table = Session(RC, 9, 1, None, moves)
    table.restart()
    assert table.moves == [] and table.can_undo
    assert table.undo() and table.moves == moves
    table.restart()
    table.play(RC.legal_moves(table.state)[0])
    table.undo()
    assert table.moves == [] and not table.can_undo  # the restarted game moved on: the old one is gone


def empty_hand_line(seed=4):
    """Overthrone moves that empty the hand, played without any automatic draw."""
    state, moves = OT.new(seed, 1), []
    while any(state.hand) and OT.legal_moves(state):
        move = next(m for m in OT.legal_moves(state) if m != "draw")
        moves.append(move)
        state = OT.apply(state, move)
        if OT.auto_move(state):
            return moves
    raise AssertionError("the hand never emptied")


def test_the_automatic_draw_follows_the_move_that_empties_the_hand_and_undoes_with_it():
    line = empty_hand_line()
    table = Session(OT, 4, 1, None, line[:-1])
    table.play(line[-1])
    assert table.moves == line + ["draw"]
    assert table.log[-1]["auto"] and table.person_moves == len(line)
    table.undo()
    assert table.moves == line[:-1]  # the draw went with the move that caused it
    table.redo()
    assert table.moves == line + ["draw"]


def test_the_automatic_draw_is_a_setting():
    line = empty_hand_line()
    table = Session(OT, 4, 1, None, line[:-1], auto=False)
    table.play(line[-1])
    assert table.moves == line and OT.auto_move(table.state) == "draw"


def test_a_reopened_game_knows_its_automatic_draws():
    line = empty_hand_line()
    table = Session(OT, 4, 1, None, line + ["draw"])
    assert table.log[-1]["auto"]
    table.undo()
    assert table.moves == line[:-1]


def test_a_bots_opening_move_cannot_be_undone():
    """King's Court with the bot first: before the person's first move there is nothing of
    theirs to take back, so undo must not take back (and replay) the bot's move."""
    seed = next(s for s in range(50) if KCO.to_move(KCO.new(s, 2)) == 0)
    table = Session(KCO, seed, 2, None, [], seats=["strong", "human"])
    table.play_bot()
    assert not table.can_undo and not table.undo() and len(table.moves) == 1
    table.play(KCO.legal_moves(table.state)[0])
    assert table.can_undo and table.undo() and len(table.moves) == 1


def test_undo_at_a_table_takes_back_the_bots_replies_and_redo_replays_them():
    table = Session(get("kings-corners"), 11, 2, None, [], seats=["human", "quick"])
    table.play("draw")
    while table.bot_to_move:
        table.play_bot()
    played = list(table.moves)
    assert table.undo() and table.moves == [] and table.redo()
    assert table.moves == played and not table.bot_to_move


def test_names_say_you_at_a_one_person_table_only():
    assert Session(KCO, 1, 3, None, [], seats=["human", "quick", "strong"]).names == ["You", "Player 2", "Player 3"]
    assert Session(KCO, 1, 2, None, [], seats=["human", "human"]).names == ["Player 1", "Player 2"]


def test_a_game_that_words_its_seats_is_told_each_devices_names():
    """King's Court words its seats (``names_seats``): the log (also when a reload replays it),
    the notes and the result use the table's names, and a shared table's device says "You"
    for its own seat."""
    assert KCO.names_seats
    options = {"hand_size": "3"}
    state, moves = KCO.new(19, 2, options), []
    while not state.skipped:  # a line of this deal where seat 0 is skipped after 33 moves
        legal = KCO.legal_moves(state)
        moves.append(legal[(19 * 31 + len(moves)) % len(legal)])
        state = KCO.apply(state, moves[-1])
    assert state.skipped == (0,) and len(moves) == 33
    reloaded = Session(KCO, 19, 2, options, moves, seats=["human", "quick"])
    assert reloaded.log[-1]["text"].endswith("You cannot place a tile and are skipped.")
    assert reloaded.snapshot()["view"]["notes"][-1]["text"] == "You could not place a tile and were skipped."
    table = Session(KCO, 19, 2, options, moves, seats=["human", "human"])
    assert table.log[-1]["text"].endswith("Player 1 cannot place a tile and is skipped.")
    while table.to_move is not None:
        table.play(KCO.legal_moves(table.state)[-1])
    best = max(table.state.scores)
    winner = table.state.scores.index(best)
    assert table.snapshot()["view"]["outcome"]["reason"].endswith(f"Player {winner + 1} wins with {best} points.")
    mine = table.snapshot_for(winner, guest=True)
    assert mine["names"][winner] == "You"
    assert mine["view"]["outcome"]["reason"].endswith(f"You win with {best} points.")


def test_finish_is_offered_only_when_every_card_is_face_up_and_the_win_is_proven():
    from courtly.solvers import solve
    line = solve(RC, RC.new(11)).line
    table = Session(RC, 11, 1, None, [])
    try:
        table.finish_line()
        raise AssertionError("offered with the fresh pile still face down")
    except ValueError as err:
        assert "face down" in str(err)
    upto = next(i for i in range(len(line)) if RC.all_known(Session(RC, 11, 1, None, line[:i]).state))
    table = Session(RC, 11, 1, None, line[:upto])
    rest = table.finish_line()
    assert table.finish() == {"line": rest, "label": f"Finish ({len(rest)} moves)"}
    for move in rest:
        table.play(move)
    assert RC.outcome(table.state)["winners"] == [0]


def test_a_request_asks_the_game_who_moves_once(monkeypatch):
    """A solitaire lists every legal move to say who moves: a request asks once per new
    position (the move's), not for every question the session and the snapshot ask."""
    from courtly import web
    asked = []
    monkeypatch.setattr(type(RC), "to_move", lambda self, state: asked.append(state) or 0)
    web.handle('{"op": "open", "game": "royal-cotillion", "seed": 7}')
    for request in ('{"op": "view"}', '{"op": "move", "move": "turn"}', '{"op": "undo"}'):
        asked.clear()
        web.handle(request)
        assert len(asked) <= 1, request


def test_every_piece_a_person_may_select_is_named_by_its_game():
    """The selection prompts (``Session.prompts``) name the piece that would move, in every
    game and for every pile a move starts from, a piece of any kind (an Overthrow swap's
    second copy starts from its hand: a card, not a token)."""
    from courtly.games import GAMES
    from courtly.games.overthrow.cards import INFLUENCE_CARDS
    for game in GAMES.values():
        for seed in range(3):
            table = Session(game, seed, game.min_players, {}, [])
            prompts = table.snapshot()["prompts"]
            assert set(prompts) == {m["from"] for m in table.snapshot()["view"]["moves"] if m["from"]}
            assert all(p.endswith(": choose where it goes.") and p[0].isupper() for p in prompts.values())
    overthrow = get("overthrow")
    assert overthrow.piece_name("M2-0") == "blue military"
    assert overthrow.piece_name(INFLUENCE_CARDS[0]) == overthrow.piece_name(INFLUENCE_CARDS[0].partition("-")[0])


def test_the_snapshot_says_where_an_undo_and_a_redo_lead_so_the_page_can_draw_them_first():
    """undo_to and redo_to are the number of moves the step leaves: with an automatic draw,
    and with bots' replies, which go and come back with the person's move."""
    line = empty_hand_line()
    table = Session(OT, 4, 1, None, line[:-1])
    table.play(line[-1])
    assert table.snapshot()["redo_to"] is None
    for _ in range(3):
        where = table.snapshot()["undo_to"]
        table.undo()
        assert len(table.moves) == where
    while table.can_redo:
        where = table.snapshot()["redo_to"]
        table.redo()
        assert len(table.moves) == where
    assert table.moves == line + ["draw"]

    table = Session(get("kings-corners"), 11, 2, None, [], seats=["human", "quick"])
    for _ in range(2):
        table.play("draw")
        while table.bot_to_move:
            table.play_bot()
    played = list(table.moves)
    assert table.snapshot()["undo_to"] < len(played) - 1  # the bots' replies go with the move
    while table.can_undo:
        where = table.snapshot()["undo_to"]
        table.undo()
        assert len(table.moves) == where
    assert table.snapshot()["undo_to"] is None
    while table.can_redo:
        where = table.snapshot()["redo_to"]
        table.redo()
        assert len(table.moves) == where
    assert table.moves == played
