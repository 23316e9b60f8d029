"""The solitaire solvers: wins replay to a win on the engine, hand-made positions get the
verdict their construction implies, small positions agree with brute force over the
engine's own moves, hints keep a deal winnable, and a spent budget says "unknown"."""
import io
import json
from contextlib import redirect_stdout

import pytest

from courtly.__main__ import main
from courtly.core.cards import deck
from courtly.core.rng import Rng
from courtly.games import get
from courtly.games.royal_cotillion import FOUNDATIONS as RC_PILES, State as RCState
from courtly.games.overthrone import State as OTState
from courtly.games.overthrone.state import jester_active
from courtly.solvers import (NOT_WINNABLE, SOLVE_BUDGET, UNKNOWN, WINNABLE, Verdict, hint, prove,
                             solve, winnable_seed, winnable_seeds)
from courtly.tools.figures import wilson
from courtly.web import handle
from courtly.solvers import overthrone as ot_solver
from courtly.solvers.cotillion_codes import code
from courtly.solvers.field_lock import field_lock, field_locked, locked_core
from courtly.solvers.search import Budget, replay_line

RC = get("royal-cotillion")
OT = get("overthrone")
ACE_SEQ = "A 3 5 7 9 J K 2 4 6 8 T Q".split()
TWO_SEQ = "2 4 6 8 T Q A 3 5 7 9 J K".split()


# --- hand-made positions -------------------------------------------------------------

def rc_position(foundations, field=((), (), (), ()), slots=(), waste=(), fresh=(), classic=False):
    """A Royal Cotillion position from its parts; it must hold exactly two decks."""
    found = {p: () for p in RC_PILES}
    found.update({p: tuple(v) for p, v in foundations.items()})
    state = RCState(seed=0, classic=classic, foundations=tuple(found[p] for p in RC_PILES),
                    field=tuple(tuple(c) for c in field),
                    deck=tuple(slots) + (None,) * (16 - len(slots)),
                    waste=tuple(waste), fresh=tuple(fresh), rng="0" * 16)
    return RC.from_json(RC.to_json(state))  # from_json checks the two decks are complete


def built(seq, suit, copy):
    return [f"{r}{suit}-{copy}" for r in seq]


def rc_all_home_but_spades(ls, rs):
    """Every club, heart and diamond home; the spade foundations as given."""
    piles = {"LS": ls, "RS": rs}
    for suit in "CHD":
        piles["L" + suit] = built(ACE_SEQ, suit, 0)
        piles["R" + suit] = built(TWO_SEQ, suit, 1)
    return piles


def ot_position(throne, foundations, hand, draw=(), discard=(), size=5):
    state = OTState(seed=0, hand_size=size, throne=tuple(throne),
                    foundations=tuple(tuple(f) for f in foundations),
                    hand=tuple(hand) + (None,) * (size - len(hand)), draw=tuple(draw),
                    discard=tuple(discard), rng="0" * 16)
    return OT.from_json(OT.to_json(state))


def suit_pile(suit, ranks="A23456789TJQK", jester=False):
    """A foundation of one suit, bottom first; ``jester`` buries the Jester above its first card."""
    cards = [f"{r}{suit}-0" for r in ranks]
    return cards[:1] + ["X1-0"] + cards[1:] if jester else cards


# --- wins replay on the engine ----------------------------------------------------------

def find_win(game, options, tries=30):
    for seed in range(tries):
        state = game.new(seed, 1, options)
        verdict = solve(game, state, 20_000)
        if verdict.status == WINNABLE:
            return state, verdict
    pytest.fail(f"no quick win among the first {tries} {game.id} deals with {options}")


@pytest.mark.parametrize("classic", [False, True])
def test_royal_cotillion_win_replays_to_a_win(classic):
    state, verdict = find_win(RC, {"classic": classic})
    final = replay_line(RC, state, verdict.line)[-1]
    assert RC.outcome(final)["winners"] == [0]
    assert sum(map(len, final.foundations)) == 104


@pytest.mark.parametrize("hand", [5, 6])
def test_overthrone_win_replays_to_a_perfect_score(hand):
    state, verdict = find_win(OT, {"hand": hand})
    final = replay_line(OT, state, verdict.line)[-1]
    assert OT.outcome(final)["scores"] == [0] and verdict.best == 0 and verdict.proven


def test_overthrone_best_line_ends_with_the_best_score():
    for seed in range(40):
        verdict = solve(OT, OT.new(seed), 20_000)
        if verdict.status != WINNABLE and verdict.line:
            final = replay_line(OT, OT.new(seed), verdict.line)[-1]
            assert OT.outcome(final)["scores"] == [verdict.best]
            return
    pytest.fail("every deal was won: no best line to check")


# --- hand-made positions ------------------------------------------------------------------

def test_royal_cotillion_one_move_from_winning():
    piles = rc_all_home_but_spades(built(ACE_SEQ[:12], "S", 0), built(TWO_SEQ, "S", 1))
    state = rc_position(piles, slots=["QS-0"])
    verdict = solve(RC, state)
    assert verdict.status == WINNABLE and verdict.line == ["D1-LS"]


def test_royal_cotillion_one_move_from_winning_through_the_waste():
    # The queen lies under the king on the waste; the king goes first, then the queen.
    piles = rc_all_home_but_spades(built(ACE_SEQ[:12], "S", 0), built(TWO_SEQ[:12], "S", 1))
    state = rc_position(piles, waste=["QS-0", "KS-1"])
    verdict = solve(RC, state)
    assert verdict.status == WINNABLE and verdict.line == ["waste-RS", "waste-LS"]


def test_royal_cotillion_tall_field_column():
    # Saved positions may hold more than three cards in a column; the solver copes.
    column = built(reversed(ACE_SEQ[1:]), "S", 0)
    piles = rc_all_home_but_spades(["AS-0"], built(TWO_SEQ, "S", 1))
    verdict = solve(RC, rc_position(piles, field=((), (), (), column)))
    assert verdict.status == WINNABLE and verdict.line == ["F4-LS"] * 12


def spade_trap(fresh=("KS-1",), classic=False):
    """Both foundations want a three of spades; both threes lie under fives in the Field."""
    ls = ["AS-1"]
    rs = built(TWO_SEQ[:7], "S", 0)  # 2 4 6 8 T Q A: it wants the 3 next as well
    field = (("3S-0", "5S-0"), ("3S-1", "5S-1"), (), ())
    rest = [c for c in deck(2) if c[1] == "S" and c not in ls + rs + [x for col in field for x in col]]
    slots = [c for c in rest if c not in fresh]
    return rc_position(rc_all_home_but_spades(ls, rs), field=field, slots=slots, fresh=fresh,
                       classic=classic)


@pytest.mark.parametrize("classic", [False, True])
def test_royal_cotillion_known_lost_position(classic):
    state = spade_trap(classic=classic)
    assert RC.legal_moves(state), "the position is not over: a card can still be turned"
    verdict = solve(RC, state)
    assert verdict.status == NOT_WINNABLE and verdict.line == []


def test_royal_cotillion_blocked_position_is_lost():
    state = spade_trap(fresh=())
    assert RC.outcome(state) is not None
    assert solve(RC, state).status == NOT_WINNABLE


def test_overthrone_one_move_from_perfect():
    state = ot_position(["KS-0"], [suit_pile("C", jester=True), suit_pile("D"), suit_pile("H"),
                                   suit_pile("S", "A234679TJQ")],
                        hand=["8S-0"], draw=["5S-0"])
    # The eight goes home (the King rules spades) and the five is drawn and goes home too.
    verdict = solve(OT, state)
    assert verdict.status == WINNABLE and verdict.best == 0
    assert OT.outcome(replay_line(OT, state, verdict.line)[-1])["scores"] == [0]


def test_overthrone_needs_an_overthrow_to_be_perfect():
    # Under the Jack of hearts the five of clubs fits nowhere; the King of clubs may take
    # the throne, and then the five goes on the clubs foundation.
    state = ot_position(["JH-0"], [suit_pile("C", "A2346789TJQ"), suit_pile("D", jester=True),
                                   suit_pile("H", "A23456789TQK"), suit_pile("S")],
                        hand=["5C-0", "KC-0"])
    verdict = solve(OT, state)
    assert verdict.status == WINNABLE
    assert verdict.line[0] == "H2-throne"


def test_overthrone_known_lost_position():
    # The five of clubs fits nowhere under the Jack of hearts, no court is left to
    # overthrow him, and the Jester lies buried: one card must stay discarded.
    state = ot_position(["JH-0"], [suit_pile("C", "A2346789TJQK"), suit_pile("D", jester=True),
                                   suit_pile("H", "A23456789TQK"), suit_pile("S")],
                        hand=["5C-0"])
    verdict = solve(OT, state)
    assert verdict.status == NOT_WINNABLE and verdict.best == 1 and verdict.proven
    assert verdict.line == ["H1-discard"]


def test_overthrone_look_for_a_perfect_game_discards_what_the_jester_brings_back(monkeypatch):
    # Under the Jack of hearts no club in hand fits, so the first move must be a discard.
    # The King of clubs drawn next takes the throne, the Jester opens the discard pile, and
    # the discarded club comes back: a Perfect game that the look must find on its own.
    state = ot_position(["JH-0"], [suit_pile("C", "A234"), suit_pile("D"),
                                   suit_pile("H", "A23456789TQK"), suit_pile("S")],
                        hand=["5C-0", "6C-0", "7C-0", "8C-0", "9C-0"],
                        draw=["QC-0", "JC-0", "TC-0", "X1-0", "KC-0"])  # the King on top

    def look():
        search = ot_solver.Search(OT, state, Budget(10_000))
        found = any(search.perfect_lds(k) for k in range(4))
        return found, ot_solver.to_line(OT, state, search.path) if found else []

    found, line = look()
    assert found and line[0].endswith("-discard")
    assert OT.outcome(replay_line(OT, state, line)[-1])["scores"] == [0]
    monkeypatch.setattr(ot_solver, "LDS_DISCARDS", 0)
    assert look() == (False, [])


# --- agreement with brute force over the engine's own moves ------------------------------

def brute_force(game, state, memo, cap, worth):
    """The best value over every line of engine moves (memoised); raises when too large."""
    result = game.outcome(state)
    if result is not None:
        return worth(state, result)
    if state not in memo:
        if len(memo) >= cap:
            raise OverflowError
        memo[state] = max(brute_force(game, game.apply(state, m), memo, cap, worth)
                          for m in game.legal_moves(state))
    return memo[state]


def late_positions(game, options, seeds, backs):
    """Positions a few moves before the end of seeded random games (mostly lost ones)."""
    for seed in seeds:
        rng, state = Rng.from_seed(seed), game.new(seed, 1, options)
        history = [state]
        while game.legal_moves(state):
            moves = game.legal_moves(state)
            plays = [m for m in moves if not m.endswith("discard")]
            pool = plays if plays and rng.below(3) else moves
            state = game.apply(state, pool[rng.below(len(pool))])
            history.append(state)
        for back in backs:
            if back < len(history):
                yield history[-1 - back]


def judged(game, options, seeds, backs, cap, worth):
    """``late_positions`` with brute force's value of each, those small enough to judge."""
    for state in late_positions(game, options, seeds, backs):
        try:
            yield state, brute_force(game, state, {}, cap, worth)
        except OverflowError:
            continue


def met(game, starts, cap, worth):
    """Every position brute force meets from each of ``starts`` it can judge within ``cap``
    positions, with its value: the positions on the way to the end, not only the start."""
    for start in starts:
        memo = {}
        try:
            brute_force(game, start, memo, cap, worth)
        except OverflowError:
            continue
        yield from memo.items()


def won(state, result):
    return result["winners"] == [0]


def penalty(state, result):
    return -result["scores"][0]


@pytest.mark.parametrize("classic", [False, True])
def test_royal_cotillion_agrees_with_brute_force(classic):
    checked = 0
    for state, truth in judged(RC, {"classic": classic}, range(5), (3, 6, 9, 12), 1500, won):
        verdict = solve(RC, state, 200_000)
        assert verdict.status == (WINNABLE if truth else NOT_WINNABLE)
        checked += 1
    assert checked >= 10


def test_royal_cotillion_refutation_agrees_with_brute_force():
    """``refute`` alone (no probes, no beam: the search whose False is the proof of a loss,
    with its forced moves, sleep sets and waste dominance) against every engine line, on
    positions far enough from the end that each pruning has work to do."""
    from courtly.solvers.royal_cotillion import Search
    truths = []
    for classic in (False, True):
        for state, truth in judged(RC, {"classic": classic}, range(6), (12, 16), 6_000, won):
            assert Search(state, Budget(2_000_000)).refute() == truth
            truths.append(truth)
    assert len(truths) >= 10 and set(truths) == {True, False}  # both answers were checked


def test_royal_cotillion_proves_a_loss_with_what_the_beam_leaves(monkeypatch):
    # the depth-first search gets almost nothing, the beam runs out of positions without a
    # win (which proves nothing), and what is left of the budget refutes every line
    from courtly.solvers import royal_cotillion as rc_solver
    monkeypatch.setattr(rc_solver, "DEPTH_FIRST_SHARE", 0.0001)
    calls = []
    exhaust = rc_solver.exhaust
    monkeypatch.setattr(rc_solver, "exhaust", lambda *a: calls.append(1) or exhaust(*a))
    proved = 0
    for state, truth in judged(RC, {"classic": False}, range(6), (12, 16), 6_000, won):
        verdict = solve(RC, state, 200_000)
        assert verdict.status in (UNKNOWN, WINNABLE if truth else NOT_WINNABLE)
        proved += verdict.status == NOT_WINNABLE
    assert proved >= 3 and len(calls) >= 3


@pytest.mark.parametrize("hand", [5, 6])
def test_overthrone_agrees_with_brute_force(hand):
    checked = 0
    for state, worst in judged(OT, {"hand": hand}, range(8), (2, 4, 6, 8), 1500, penalty):
        truth = -worst
        verdict = solve(OT, state, 200_000)
        assert verdict.proven and verdict.best == truth
        assert verdict.status == (WINNABLE if truth == 0 else NOT_WINNABLE)
        checked += 1
    assert checked >= 10


def test_prove_agrees_with_brute_force():
    """``prove``, the offline proof search alone (Royal Cotillion: ``refute``; Overthrone: a
    Perfect game with no cap on the discard pile), against every engine line: "not winnable"
    only where no line wins, a win replayed on the engine everywhere else."""
    truths = []
    for classic in (False, True):
        for state, truth in judged(RC, {"classic": classic}, range(6), (12, 16), 6_000, won):
            verdict = prove(RC, state, 2_000_000)
            assert verdict.status == (WINNABLE if truth else NOT_WINNABLE)
            truths.append(truth)
    for hand in (5, 6):
        for state, worst in judged(OT, {"hand": hand}, range(8), (4, 8), 1500, penalty):
            truth = -worst
            verdict = prove(OT, state, 2_000_000)
            assert verdict.status == (WINNABLE if truth == 0 else NOT_WINNABLE)
            if verdict.status == WINNABLE:
                assert OT.outcome(replay_line(OT, state, verdict.line)[-1])["scores"] == [0]
            truths.append(truth == 0)
    assert len(truths) >= 20 and set(truths) == {True, False}  # both answers were checked


@pytest.mark.parametrize("game,options", [(RC, {"classic": True}), (OT, {"hand": 5})])
def test_prove_says_unknown_when_its_budget_is_spent(game, options):
    assert prove(game, game.new(0, 1, options), 500) == Verdict(UNKNOWN, nodes=500)


@pytest.mark.parametrize("pile,perfect", [(["5C-0", "3D-0"], True), (["3D-0", "5C-0"], False)])
def test_overthrone_a_club_under_the_jester_must_leave_the_pile_last(pile, perfect):
    # The Jester tops the clubs: the 5 of clubs can leave the pile only by covering it, which
    # closes the pile, so it must be the last card there (the King of clubs lets it, and the
    # 3 of diamonds, one above the 2, go home); every other card is home already
    state = ot_position(["KC-0"], [suit_pile("C", "A2346789TJQ") + ["X1-0"], suit_pile("D", "A456789TJQK2"),
                                   suit_pile("H"), suit_pile("S")], hand=[], discard=pile)
    search = ot_solver.Search(OT, state, Budget(1))
    assert search.pile_stuck() is not perfect
    truth = brute_force(OT, state, {}, 1000, penalty)
    assert (truth == 0) is perfect
    assert solve(OT, state, 10_000).status == (WINNABLE if perfect else NOT_WINNABLE)


def test_overthrone_a_stuck_discard_pile_agrees_with_brute_force():
    """Every position the brute force meets where ``pile_stuck`` says a discarded card can
    never come back (the Jester still alive) truly has no Perfect ending, and the rule is
    met often enough there to be tested.  (That it does not refuse a Perfect game that
    brings discards back is ``test_overthrone_look_for_a_perfect_game_discards_what_the_jester_brings_back``'s.)"""
    stuck = 0
    for hand in (5, 6):
        for position, best in met(OT, late_positions(OT, {"hand": hand}, range(6), (6, 10)), 3000, penalty):
            search = ot_solver.Search(OT, position, Budget(1))
            if not search.dead_jester and search.jester_alive() and search.pile_stuck():
                assert best < 0, position   # no line ends with a score of 0
                stuck += 1
    assert stuck >= 50


def test_overthrone_prove_keeping_cards_once_the_draw_pile_is_empty_agrees_with_brute_force():
    """``prove`` never discards once the draw pile is empty.  Every position the brute force
    meets gets the verdict every engine line gives it: around the ends of random games (mostly
    lost), of a Perfect game that discards ten cards and brings them all back while the
    Jester tops a foundation (seed 461, five-card hand), and of a position that is Perfect
    only by discarding while a card is still to draw: under the Jack of hearts no club in
    the full hand fits, so one club goes to the discard pile to draw the King of clubs, who
    takes the throne and lets every club home, the discarded one from the pile."""
    drawn_king = ot_position(["JH-0"], [suit_pile("C", "A234TJQ"), suit_pile("D"),
                                        suit_pile("H", "A23456789TQK") + ["X1-0"], suit_pile("S")],
                             hand=["5C-0", "6C-0", "7C-0", "8C-0", "9C-0"], draw=["KC-0"])
    assert brute_force(OT, drawn_king, {}, 4000, penalty) == 0
    state = OT.new(461, 1, {"hand": 5})
    perfect = replay_line(OT, state, prove(OT, state, 100_000).line)
    starts = [*late_positions(OT, {"hand": 5}, range(8), (6, 9)), *late_positions(OT, {"hand": 6}, range(8), (6, 9)),
              *(perfect[-1 - back] for back in (10, 12, 14)), drawn_king]
    checked = kept = won_back = 0
    for position, best in met(OT, starts, 4000, penalty):
        verdict = prove(OT, position, 200_000)
        assert verdict.status == (WINNABLE if best == 0 else NOT_WINNABLE), position
        checked += 1
        kept += not position.draw and any(position.hand) and jester_active(position)
        won_back += best == 0 and bool(position.discard)
    assert checked >= 500 and kept >= 50 and won_back >= 40, (checked, kept, won_back)


# --- a locked Field (solvers/field_lock.py) ---------------------------------------------

def test_the_spade_trap_is_a_locked_field_and_a_three_in_front_unlocks_it():
    # both threes lie under fives, and a five goes home only on a three: no order works
    assert field_lock(spade_trap())
    ls, rs = ["AS-1"], built(TWO_SEQ[:7], "S", 0)
    field = (("5S-0", "3S-0"), ("3S-1", "5S-1"), (), ())   # one three now in front of its five
    rest = [c for c in deck(2) if c[1] == "S" and c not in ls + rs + [x for col in field for x in col]]
    assert not field_lock(rc_position(rc_all_home_but_spades(ls, rs), field=field, slots=rest))


def test_a_locked_field_is_lost_and_the_search_that_cuts_it_agrees_with_brute_force(monkeypatch):
    """The lock's claim against every line of engine moves: each position near the end of a
    random game that it calls locked, brute force finds lost (a random player often sends
    home the copy a Field card needed); on the others ``refute``, which cuts every move that
    locks the Field, still gives brute force's answer."""
    from courtly.solvers.royal_cotillion import Search
    cuts = []
    strands = Search.strands_field
    monkeypatch.setattr(Search, "strands_field", lambda self, move: strands(self, move) and not cuts.append(move))
    locked = searched = 0
    for classic in (False, True):
        for state, truth in judged(RC, {"classic": classic}, range(10), (6, 9, 12), 3_000, won):
            if field_lock(state):
                assert not truth, RC.to_json(state)
                locked += 1
            else:
                assert Search(state, Budget(2_000_000)).refute() == truth
                searched += 1
    assert locked >= 3 and searched >= 20 and len(cuts) >= 5, (locked, searched, len(cuts))


def test_a_deal_whose_field_is_locked_is_proven_lost_at_once():
    # classic deal 58: F4 is 3D 7D QC and F3 is 3D JS 5D (fronts last).  The 7 and the 5 must
    # each follow a three on their foundation, and each three lies behind the other card.
    deal = RC.new(58, 1, {"classic": True})
    verdict = solve(RC, deal)
    assert verdict.status == NOT_WINNABLE and verdict.nodes == 0
    assert prove(RC, deal, 1).status == NOT_WINNABLE
    handle(json.dumps({"op": "open", "link": "#/royal-cotillion?seed=58&classic=true"}))
    assert json.loads(handle(json.dumps({"op": "verdict"})))["status"] == NOT_WINNABLE
    words = json.loads(handle(json.dumps({"op": "hint"})))["words"]
    assert words == ("No winning line in this deal, whatever you play (proven): try a new deal. No order lets "
                     "these Field cards all go home: 3\u2666 5\u2666 in Field column 3, "
                     "3\u2666 7\u2666 in Field column 4.")


def test_a_locked_field_is_explained_by_the_fewest_of_its_cards_that_lock_it():
    deals = [seed for seed in range(700) if field_lock(RC.new(seed, 1, {"classic": True}))]
    assert len(deals) >= 10
    for seed in deals:
        deal = RC.new(seed, 1, {"classic": True})
        core = locked_core(deal)
        heights = [len(f) for f in deal.foundations]
        assert all(cid in col for shown, col in zip(core, deal.field) for cid in shown)
        assert field_locked(heights, [[code(cid) for cid in col] for col in core])
        for c, col in enumerate(core):   # without any one of them, the rest is not locked
            for cid in col:
                fewer = [[code(x) for x in k if x != cid] for k in core]
                assert not field_locked(heights, fewer), (seed, cid)
    assert locked_core(RC.new(11)) is None


@pytest.mark.parametrize("classic", [False, True])
def test_no_deal_proven_winnable_has_a_locked_field(classic):
    listed = [seed for seed in range(2000) if winnable_seeds.listed_next(RC.id, {"classic": classic}, seed) == seed]
    assert len(listed) > 1800
    assert not [seed for seed in listed if field_lock(RC.new(seed, 1, {"classic": classic}))]


# --- hints -------------------------------------------------------------------------------

@pytest.mark.parametrize("game,options", [(RC, {"classic": False}), (RC, {"classic": True}),
                                          (OT, {"hand": 5}), (OT, {"hand": 6})])
def test_hints_keep_a_winnable_deal_winnable(game, options):
    state, _ = find_win(game, options)
    for _ in range(6):
        advice = hint(game, state)
        assert advice["status"] == WINNABLE and advice["move"] in game.legal_moves(state)
        state = game.apply(state, advice["move"])
        assert solve(game, state, 50_000).status == WINNABLE


def test_hint_away_from_the_remembered_line_solves_afresh():
    from courtly import solvers
    state, _ = find_win(RC, {"classic": True})
    hint(RC, state)
    solvers._known.clear()
    assert hint(RC, state)["move"] in RC.legal_moves(state)


def test_hint_when_the_game_is_over_or_the_budget_is_spent():
    over = spade_trap(fresh=())
    assert hint(RC, over) == {"move": None, "status": NOT_WINNABLE, "best": None, "proven": False}
    hard = RC.new(3)
    assert hint(RC, hard, budget=1) == {"move": None, "status": UNKNOWN, "best": None, "proven": False}


def test_an_overthrone_hint_says_whether_its_score_is_the_best_possible():
    # deal 35 (5-card hand) has no Perfect game within the hint's budget: the hint follows the
    # best line found, and says that score is not proven the best the deal allows
    advice = hint(OT, OT.new(35, 1, {"hand": 5}))
    assert advice["status"] == UNKNOWN and advice["best"] > 0 and advice["proven"] is False
    assert advice["move"] in OT.legal_moves(OT.new(35, 1, {"hand": 5}))
    state, _ = find_win(OT, {"hand": 5})
    assert hint(OT, state) | {"move": None} == {"move": None, "status": WINNABLE, "best": 0, "proven": True}


# --- budgets and determinism --------------------------------------------------------------

@pytest.mark.parametrize("game", [RC, OT])
def test_a_spent_budget_says_unknown(game):
    verdict = solve(game, game.new(3), 1)
    assert verdict.status == UNKNOWN and verdict.line == [] and not verdict.proven


def test_budget_must_be_a_positive_count():
    with pytest.raises(ValueError, match="budget"):
        solve(RC, RC.new(1), 0)


@pytest.mark.parametrize("game", [RC, OT])
def test_verdicts_reproduce(game):
    first = [solve(game, game.new(seed), 5_000).to_dict() for seed in range(5)]
    again = [solve(game, game.new(seed), 5_000).to_dict() for seed in range(5)]
    assert first == again


def test_shaken_probes_win_what_the_fixed_ones_miss_and_reproduce(monkeypatch):
    # seed 47 (default rules) is won by a shaken probe at 100,000 nodes of depth-first search
    # (no beam); without them the same budget leaves it unknown, and the shaken line is the
    # same on every run
    from courtly.solvers import royal_cotillion as rc_solver
    monkeypatch.setattr(rc_solver, "DEPTH_FIRST_SHARE", 1.0)
    deal = RC.new(47)
    first, again = solve(RC, deal, 100_000), solve(RC, deal, 100_000)
    assert first.status == WINNABLE and first.to_dict() == again.to_dict()
    assert RC.won(replay_line(RC, deal, first.line)[-1])
    monkeypatch.setattr(rc_solver, "SHAKEN_PROBES", 0)
    assert solve(RC, deal, 100_000).status == UNKNOWN


# Deals the depth-first search alone leaves unknown at the shipped budget (and at 100,000 nodes, the
# shipped lists before the beam) and the beam wins: (options, seed).
BEAM_WINS = [({"classic": False}, 16), ({"classic": True}, 113)]


@pytest.mark.parametrize("options,seed", BEAM_WINS)
def test_the_beam_wins_what_the_depth_first_search_leaves_unknown(monkeypatch, options, seed):
    from courtly.solvers import royal_cotillion as rc_solver
    deal = RC.new(seed, 1, options)
    first, again = solve(RC, deal), solve(RC, deal)
    assert first.status == WINNABLE and first.to_dict() == again.to_dict()
    assert RC.won(replay_line(RC, deal, first.line)[-1])
    assert first.nodes > rc_solver.DEPTH_FIRST_SHARE * SOLVE_BUDGET["royal-cotillion"]  # the beam's win
    monkeypatch.setattr(rc_solver, "DEPTH_FIRST_SHARE", 1.0)  # the same budget, all depth-first
    assert solve(RC, deal).status == UNKNOWN


def test_the_beam_rolls_out_by_its_own_policy(monkeypatch):
    # Seed 7, once unknown at 1,000,000 nodes: the beam wins it when its rollouts save a waste
    # card only for the card its foundation wants next, not with the depth-first search's policy.
    from courtly.solvers import royal_cotillion as rc_solver
    deal = RC.new(7)
    assert solve(RC, deal).status == WINNABLE
    monkeypatch.setattr(rc_solver, "BEAM_POLICY", rc_solver.SEARCH_POLICY)
    assert solve(RC, deal).status == UNKNOWN


def test_the_beam_alone_finds_a_line_that_replays():
    from courtly.solvers import royal_cotillion as rc_solver
    deal = RC.new(16)
    search = rc_solver.Search(deal, Budget(150_000))
    search.rng, search.shake = Rng.from_seed(0), rc_solver.BEAM_SHAKE
    search.soon, search.hold, search.deck_first = rc_solver.BEAM_POLICY
    assert search.beam(30)
    line, current = [], deal
    for move in search.path:
        line.append(rc_solver.notation(current, move))
        current = RC.apply(current, line[-1])
    assert RC.won(current)


def test_hints_search_with_the_beam(monkeypatch):
    from courtly.solvers import _known, royal_cotillion as rc_solver
    widths = []
    beam = rc_solver.Search.beam
    monkeypatch.setattr(rc_solver.Search, "beam", lambda self, width: widths.append(width) or beam(self, width))
    _known.clear()
    assert hint(RC, RC.new(7))["move"] is None  # the hint budget leaves this deal unknown ...
    assert widths and widths[0] >= 2           # ... after the beam had its share
    _known.clear()
    deal = RC.new(16)
    found = hint(RC, deal, SOLVE_BUDGET["royal-cotillion"])  # a listed deal's first hint
    assert found["status"] == WINNABLE and found["move"] == solve(RC, deal).line[0]


def test_other_games_have_no_solver():
    with pytest.raises(KeyError, match="no solver"):
        solve(get("kings-corners"), get("kings-corners").new(1, 2))


# --- winnable seeds ------------------------------------------------------------------------

# The listed deal of each variant that took the most nodes among seeds 0-999 when the lists
# were made, and the budget they were made with: a solver change that no longer proves them
# must come with new lists.  (Royal Cotillion's were remade at today's 250,000 nodes, the
# depth-first search and then the beam on its own policy; their hardest deals were won by the beam.)
HARDEST_LISTED = [("royal-cotillion", {"classic": False}, 939, 250_000),
                  ("royal-cotillion", {"classic": True}, 699, 250_000),
                  ("overthrone", {"hand": 5}, 567, 160_000), ("overthrone", {"hand": 6}, 780, 160_000)]


@pytest.mark.parametrize("game_id,options,seed,made_with", HARDEST_LISTED)
def test_the_shipped_lists_hold_for_the_solver_as_it_is(game_id, options, seed, made_with):
    # the page's first hint on a listed deal searches with the solve budget because the list's
    # own proof did: that is only a promise while the two agree
    game = get(game_id)
    assert made_with <= SOLVE_BUDGET[game_id]
    assert winnable_seeds.listed_next(game_id, options, seed) == seed
    verdict = solve(game, game.new(seed, 1, options))
    assert verdict.status == WINNABLE and verdict.nodes > 0.5 * made_with


def test_winnable_seed_finds_a_proven_win(monkeypatch):
    monkeypatch.setattr(winnable_seeds, "LISTS", {})
    seed = winnable_seed(OT, {"hand": 6}, start_seed=100, budget=20_000)
    assert seed >= 100
    assert solve(OT, OT.new(seed, 1, {"hand": 6}), 20_000).status == WINNABLE
    for earlier in range(100, seed):
        assert solve(OT, OT.new(earlier, 1, {"hand": 6}), 20_000).status != WINNABLE


def test_listed_seeds_answer_without_solving(monkeypatch):
    entry = winnable_seeds.encode(50, 30, [53, 61, 69])
    assert winnable_seeds.decode(entry) == [53, 61, 69]
    monkeypatch.setattr(winnable_seeds, "LISTS", {"royal-cotillion classic=true": entry})
    assert winnable_seed(RC, {"classic": True}, start_seed=54) == 61
    assert winnable_seeds.listed_next("royal-cotillion", {"classic": True}, 70) is None
    assert winnable_seeds.listed_range("royal-cotillion", {"classic": True}) == (50, 80)
    assert winnable_seeds.listed_next("royal-cotillion", {"classic": False}, 54) is None
    # Past the list's last winnable seed, the search goes on beyond the listed range.
    beyond = winnable_seed(RC, {"classic": True}, start_seed=72, budget=20_000)
    assert beyond >= 80 and solve(RC, RC.new(beyond, 1, {"classic": True}), 20_000).status == WINNABLE


def test_shipped_seed_lists_are_winnable():
    for name, entry in winnable_seeds.LISTS.items():
        game_id, words = winnable_seeds.parse(name)
        game = get(game_id)
        options = {k: v == "true" if v in ("true", "false") else int(v) for k, v in words.items()}
        assert winnable_seeds.variant(game_id, game.resolve_options(options)) == name
        for seed in winnable_seeds.decode(entry)[:3]:
            verdict = solve(game, game.new(seed, 1, options))
            assert verdict.status == WINNABLE, (name, seed)


# --- the command line -----------------------------------------------------------------------

def run_cli(*argv):
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(list(argv))
    return code, out.getvalue().splitlines()


def test_cli_solve_prints_a_winning_line():
    state, verdict = find_win(RC, {"classic": True})
    code, lines = run_cli("solve", "royal-cotillion", "--seed", str(state.seed), "--option", "classic=true")
    assert code == 0 and lines[0].startswith("winnable")
    final = replay_line(RC, state, lines[1:])[-1]
    assert RC.outcome(final)["winners"] == [0]


def test_cli_solve_prove_runs_the_exhaustive_search_alone():
    code, lines = run_cli("solve", "royal-cotillion", "--seed", "0", "--prove", "--budget", "300")
    assert code == 0 and lines[0].startswith("unknown, exhaustive search (300 nodes, ")
    state = ot_position(["KC-0"], [suit_pile("C", "A2346789TJQ") + ["X1-0"], suit_pile("D", "A456789TJQK2"),
                                   suit_pile("H"), suit_pile("S")], hand=[], discard=["3D-0", "5C-0"])
    assert prove(OT, state, 1_000).status == NOT_WINNABLE  # the club must leave the pile last


def test_cli_solve_reports_the_best_overthrone_score():
    code, lines = run_cli("solve", "overthrone", "--seed", "3", "--budget", "1")
    assert code == 0 and lines == ["unknown (1 nodes)"]
    state, verdict = find_win(OT, {"hand": 5})
    code, lines = run_cli("solve", "overthrone", "--seed", str(state.seed))
    assert lines[0].startswith("winnable: best score 0 (Perfect)")
    assert lines[1:] == verdict.line


def test_cli_solve_rates_writes_its_row(tmp_path, capsys):
    table = tmp_path / "rates.md"
    code = main(["solve-rates", "overthrone", "--seeds", "4", "--budget", "3000", "--out", str(table)])
    out = capsys.readouterr()
    assert code == 0 and "95% CI" in out.out and "left" in out.err
    rows = [line for line in table.read_text().splitlines() if line.startswith("| overthrone")]
    assert len(rows) == 1 and "| 0–3 | 3000 |" in rows[0]
    main(["solve-rates", "overthrone", "--seeds", "4", "--budget", "3000", "--out", str(table)])
    assert table.read_text().count("| overthrone") == 1  # the same run replaces its row


def test_cli_solve_rates_in_two_processes_gives_the_same_verdicts(tmp_path):
    import json
    logs = []
    for jobs in ("1", "2"):
        log = tmp_path / f"log{jobs}.jsonl"
        main(["solve-rates", "royal-cotillion", "--seeds", "4", "--start", "10", "--budget", "4000",
              "--out", "-", "--log", str(log), "--jobs", jobs])
        logs.append([{k: v for k, v in json.loads(line).items() if k != "cpu"}
                     for line in log.read_text().splitlines()])
    assert [d["seed"] for d in logs[1]] == list(range(10, 14))
    assert logs[0] == logs[1] and {d["status"] for d in logs[0]} >= {"winnable", "unknown"}


def test_wilson_interval():
    low, high = wilson(50, 100)
    assert high - 0.5 == pytest.approx(0.5 - low) and 0.40 < low < 0.41
    assert wilson(0, 20)[0] == 0.0 and 0.16 < wilson(0, 20)[1] < 0.17
    assert wilson(20, 20)[1] == 1.0


@pytest.mark.parametrize("start_empty", [True, False])
def test_saved_seed_lists_read_back(tmp_path, monkeypatch, start_empty):
    # solve-rates --save-seeds rewrites the LISTS table of winnable_seeds.py in place, from an
    # empty table (a fresh checkout) or over earlier lists, and keeps the rest of the file
    import importlib.util
    from pathlib import Path
    from courtly.solvers import winnable_seeds
    from courtly.tools import solving
    copy = tmp_path / "winnable_seeds.py"
    text = Path(winnable_seeds.__file__).read_text()
    if start_empty:
        head, rest = text.split("LISTS: dict[str, tuple[int, int, str]] = {\n", 1)
        text = head + "LISTS: dict[str, tuple[int, int, str]] = {\n}\n" + ("\n" + rest).split("\n}\n", 1)[1]
    copy.write_text(text)
    spec = importlib.util.spec_from_file_location("seeds_copy", copy)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(solving, "winnable_seeds", module)
    game = get("overthrone")
    solving.save_seeds(game, {"hand": 6}, 100, 20, [100, 103, 119])
    again = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(again)
    assert again.decode(again.LISTS["overthrone hand=6"]) == [100, 103, 119]
    assert set(again.LISTS) >= set(module.LISTS) and callable(again.variant)


def test_cli_output_cut_short_by_its_reader_is_no_crash():
    # ``python -m courtly solve ... | head -2``: the reader closes the pipe after two lines
    import os
    import subprocess
    import sys
    from pathlib import Path
    py = Path(__file__).resolve().parents[1] / "py"
    proc = subprocess.Popen([sys.executable, "-m", "courtly", "solve", "royal-cotillion", "--seed", "11"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ, "PYTHONPATH": str(py)})
    proc.stdout.close()  # closed while Python still starts: every line has nowhere to go
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 1 and err == ""
