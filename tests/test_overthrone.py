"""Overthrone scenarios: every vector of rules §8, each row of the overthrow table, each
ruler's permission, the Jester and the discard pile, drawing, the end and the score bands."""
import json

import pytest

from courtly.core import IllegalMove, Rng
from courtly.core.cards import deck
from courtly.tools.playout import random_game
from courtly.games import get
from courtly.games.overthrone import FOUNDATIONS, State, band

OT = get("overthrone")


def ids(codes):
    return tuple(None if c is None else f"{c}-0" for c in codes)


def position(ruler="JS", buried=(), foundations=None, hand=(), draw=(), discard=(), size=5, fill=True):
    """A hand-made position (piles bottom first, so the draw pile's top is last).

    With ``fill`` every card not placed goes under the draw pile, so the deck stays whole
    and ``check`` accepts the state; without it the state holds only the cards named.
    """
    f = {p: ids(v) for p, v in (foundations or {}).items()}
    slots = ids(list(hand) + [None] * (size - len(hand)))
    throne = ids(list(buried) + [ruler])
    draw, discard = ids(draw), ids(discard)
    used = set(throne + draw + discard + tuple(c for c in slots if c)) | {c for v in f.values() for c in v}
    if fill:
        draw = tuple(c for c in deck(1, 1) if c not in used) + draw
    state = State(seed=0, hand_size=size, throne=throne,
                  foundations=tuple(f.get(p, ()) for p in FOUNDATIONS), hand=slots,
                  draw=draw, discard=discard, rng="0" * 16)
    if fill:
        OT.check(state)
    return state


def targets(state, source):
    """Where the card at ``source`` may go: the targets of its legal moves."""
    return {m.split("-")[1] for m in OT.legal_moves(state) if m.startswith(source + "-")}


def refused(state, move, *fragments):
    with pytest.raises(IllegalMove) as info:
        OT.apply(state, move)
    for fragment in fragments:
        assert fragment in str(info.value)
    return str(info.value)


# --- rules §8 vectors -------------------------------------------------------------------

def test_ot1_ruler_jack():
    s = position("JS", foundations={"N": ["5H"]}, hand=["9S", "3H", "AH", "KD", "7C"])
    assert targets(s, "H1") == {"E", "S", "W", "discard"}
    refused(s, "H1-N", "north foundation is the hearts foundation", "nine of spades")
    assert targets(s, "H2") == {"discard"}
    refused(s, "H2-N", "While the Jack of spades rules, only spades and Aces",
            "three of hearts is neither")
    refused(s, "H2-E", "hearts already have the north foundation")
    assert targets(s, "H3") == {"N", "discard"}
    assert targets(s, "H4") == {"E", "S", "W", "throne", "discard"}
    assert targets(s, "H5") == {"E", "S", "W", "discard"}
    assert "draw" not in OT.legal_moves(s)  # the hand is full


def test_ot2_ruler_queen():
    s = position("QD", foundations={"N": ["4C", "9C"], "E": ["2D"], "S": ["9H"]},
                 hand=["2C", "5D", "7H", "9S", "JC"])
    assert targets(s, "H1") == {"N", "discard"}
    assert targets(s, "H2") == {"E", "discard"}
    assert targets(s, "H3") == {"discard"}
    refused(s, "H3-S", "While the Queen of diamonds rules", "(now 9, 2, 9)", "seven of hearts is none")
    refused(s, "H3-W", "hearts already have the south foundation")
    assert targets(s, "H4") == {"W", "discard"}
    assert targets(s, "H5") == {"throne", "discard"}
    after = OT.apply(s, "H5-throne")
    assert after.throne == ids(["QD", "JC"])


def test_ot3_ruler_king():
    layout = {"N": ["6S"], "E": ["TH"], "S": ["AC"], "W": ["KD"]}
    s = position("KH", foundations=layout, hand=["5S", "7S", "8S", "JH", "2C", "QD"], size=6)
    assert targets(s, "H1") == {"N", "discard"}
    assert targets(s, "H2") == {"N", "discard"}
    assert targets(s, "H3") == {"discard"}
    refused(s, "H3-N", "one rank above or below the top of its own foundation (the six of spades",
            "eight of spades is none of these")
    assert targets(s, "H4") == {"E", "discard"}  # a heart; also one above the ten
    assert targets(s, "H5") == {"S", "discard"}  # ace low: two follows ace
    assert targets(s, "H6") == {"W", "throne", "discard"}  # 13 - 1; diamonds K beats hearts 10
    t = position("KH", foundations=layout, hand=["KC", "JS"])
    assert "S" in targets(t, "H1")  # by the Queen's rank match with W's K
    refused(t, "H2-throne", "A Jack can overthrow a King only when the spades foundation's top card "
            "is an Ace: its top card is the 6")
    u = position("KH", foundations={"N": ["6S"], "E": ["TH"], "S": ["AC"]}, hand=["KC"])
    assert "S" not in targets(u, "H1")  # no wrap from Ace to King
    refused(u, "H1-S", "Aces low, no wrap")


def test_ot4_jester_and_discard():
    s = position("JC", foundations={"N": ["4H", "X1"], "E": ["7C"]}, hand=["AH"], discard=["2S", "8C"])
    assert OT.view(s, 0)["discard"]["open"] is True
    assert "discard-E" in OT.legal_moves(s)
    played = OT.apply(s, "discard-E")
    assert played.foundations[1][-1] == "8C-0" and played.discard == ("2S-0",)
    covered = OT.apply(s, "H1-N")  # the Ace covers the Jester; the discard closes again
    assert covered.foundations[0] == ids(["4H", "X1", "AH"])
    assert not any(m.startswith("discard") for m in OT.legal_moves(covered))
    refused(covered, "discard-E", "only while a Jester is the top card of a foundation")
    j = position("JC", foundations={"N": ["4H"], "E": ["7C"]}, hand=["X1"])
    assert targets(j, "H1") == {"N", "E", "discard"}
    refused(j, "H1-S", "The Jester cannot start a foundation")
    refused(j, "H1-throne", "The Jester never rules")


def test_ot6_end_and_score():
    s = position("QS", hand=[], discard=["3C", "TD", "X1"], fill=False)
    assert OT.legal_moves(s) == [] and OT.to_move(s) is None
    result = OT.outcome(s)
    assert result["scores"] == [3] and result["reason"].startswith("Good")
    eight = position("QS", hand=[], discard=["3C", "TD", "X1", "2C", "4C", "5C", "6C", "7C"], fill=False)
    assert OT.outcome(eight)["scores"] == [8] and OT.outcome(eight)["reason"].startswith("Uh oh")


def test_ot7_draw_fills_empty_slots():
    s = position("JS", hand=[None, "4D", None, "9C", None], draw=["2H", "8S"], fill=False)
    view = OT.view(s, 0)
    draw = [r for r in view["moves"] if r["move"] == "draw"]
    assert draw == [{"move": "draw", "from": "draw", "to": "H1", "card": None, "id": None,
                     "kind": "draw", "deliberate": False, "slots": ["H1", "H3"]}]
    after = OT.apply(s, "draw")
    assert after.hand == ids(["8S", "4D", "2H", "9C", None])  # the top card goes to the first slot
    assert after.draw == ()
    assert "draw" not in OT.legal_moves(after)
    assert OT.outcome(after) is None and OT.legal_moves(after)  # the hand is still to play
    refused(after, "draw", "draw pile is empty")


# --- the overthrow table, row by row ----------------------------------------------------

@pytest.mark.parametrize("ruler", ["KS", "QS", "JS", "KH"])
def test_king_overthrows_anyone(ruler):
    s = position(ruler, hand=["KH" if ruler != "KH" else "KC"])
    assert "H1-throne" in OT.legal_moves(s)
    assert OT.apply(s, "H1-throne").throne[-1] in ("KH-0", "KC-0")


def test_queen_over_king_when_her_foundation_outranks():
    s = position("KS", foundations={"N": ["5H"], "E": ["AS"]}, hand=["QH"])
    refused(s, "H1-throne", "A Queen can overthrow a King only when the hearts foundation outranks "
            "the spades foundation: 5 against A")
    aces_high = position("KS", foundations={"N": ["2H", "AH"], "E": ["QS"]}, hand=["QH"])
    assert "H1-throne" in OT.legal_moves(aces_high)  # A = 14 > Q = 12
    equal = position("KS", foundations={"N": ["7H"], "E": ["7S"]}, hand=["QH"])
    refused(equal, "H1-throne", "7 against 7", "equal does not outrank")
    no_rival = position("KS", foundations={"N": ["2H"]}, hand=["QH"])
    assert "H1-throne" in OT.legal_moves(no_rival)
    nothing = position("KS", hand=["QH"])
    refused(nothing, "H1-throne", "nothing (there is no hearts foundation) against nothing (there is no "
            "spades foundation)")
    same_suit = position("KH", foundations={"N": ["5H"]}, hand=["QH"])
    refused(same_suit, "H1-throne", "both are hearts")


@pytest.mark.parametrize("ruler", ["QS", "JS", "QH"])
def test_queen_over_queen_or_jack_always(ruler):
    s = position(ruler, foundations={"N": ["AS"]}, hand=["QD"])
    assert "H1-throne" in OT.legal_moves(s)


def test_jack_over_king_needs_an_ace_on_his_foundation():
    s = position("KS", foundations={"N": ["5H", "AH"]}, hand=["JH"])
    assert "H1-throne" in OT.legal_moves(s)
    t = position("KS", foundations={"N": ["AH", "5H"]}, hand=["JH"])
    refused(t, "H1-throne", "A Jack can overthrow a King only when the hearts foundation's top card "
            "is an Ace: its top card is the 5")
    u = position("KS", hand=["JH"])
    refused(u, "H1-throne", "is an Ace: there is no hearts foundation.")
    v = position("KS", foundations={"N": ["AH", "X1"]}, hand=["JH"])
    refused(v, "H1-throne", "is an Ace: the Jester covers it.")
    w = position("KS", foundations={"N": ["AH", "KH"]}, hand=["JH"])
    refused(w, "H1-throne", "its top card is the K")  # the Ace must be on top, not the highest card


def test_jack_over_queen_when_his_foundation_outranks():
    s = position("QS", foundations={"N": ["9H"], "E": ["8S"]}, hand=["JH"])
    assert "H1-throne" in OT.legal_moves(s)
    t = position("QS", foundations={"N": ["8H"], "E": ["9S"]}, hand=["JH"])
    refused(t, "H1-throne", "A Jack can overthrow a Queen only when the hearts foundation outranks "
            "the spades foundation: 8 against 9")


def test_jack_over_jack_always():
    s = position("JS", hand=["JH"])
    assert "H1-throne" in OT.legal_moves(s)


def test_only_courts_take_the_throne():
    s = position("JS", hand=["TH", "X1", "AH"])
    refused(s, "H1-throne", "Only a Jack, Queen or King can take the throne, not the ten of hearts")
    refused(s, "H2-throne", "The Jester never rules")
    refused(s, "H3-throne", "not the ace of hearts")


def test_a_jester_on_top_hides_the_foundation_from_overthrow_comparisons():
    s = position("KS", foundations={"N": ["5H"], "E": ["4S", "X1"]}, hand=["QH"])
    assert "H1-throne" in OT.legal_moves(s)  # spades counts as nothing under the Jester
    t = position("KS", foundations={"N": ["5H", "X1"], "E": ["4S"]}, hand=["QH"])
    refused(t, "H1-throne", "nothing (the Jester covers it) against 4")


def test_buried_rulers_stay_on_the_throne():
    s = position("JS", hand=["QH", "KD"])
    a = OT.apply(OT.apply(s, "H1-throne"), "H2-throne")
    assert a.throne == ids(["JS", "QH", "KD"])
    view = OT.view(a, 0)
    assert view["ruler"] == {"id": "KD-0", "card": "KD", "name": "king of diamonds"}
    assert [c["card"] for c in view["buried"]] == ["JS", "QH"]
    assert view["throne"]["buried"] == view["buried"]
    refused(a, "throne-N", "The ruler never leaves the throne")
    assert sorted(OT.cards(a)) == sorted(deck(1, 1))


# --- the ruler's permissions -------------------------------------------------------------

def test_jack_permits_his_suit_and_aces_only():
    s = position("JC", foundations={"N": ["3C"], "E": ["8H"], "S": ["QD"]}, hand=["KC", "2C", "9H", "AD", "QH"])
    assert "N" in targets(s, "H1") and "N" in targets(s, "H2")  # any club, any rank
    refused(s, "H3-E", "While the Jack of clubs rules, only clubs and Aces")  # 9 is one above 8: no King
    assert "S" in targets(s, "H4")  # aces always
    refused(s, "H5-E", "queen of hearts is neither")  # matching the south top's rank needs a Queen


def test_queen_permits_her_suit_and_rank_matches():
    s = position("QC", foundations={"N": ["3C"], "E": ["8H"], "S": ["QD"]},
                 hand=["9H", "3H", "JD", "AD", "KC"])
    refused(s, "H1-E", "While the Queen of clubs rules", "(now 3, 8, Q)",
            "nine of hearts is none of these")  # one above the 8, but that needs a King
    assert "E" in targets(s, "H2")  # matches the north top's rank
    refused(s, "H3-S", "jack of diamonds is none of these")
    assert "S" in targets(s, "H4")  # aces always
    assert "N" in targets(s, "H5")  # her suit, any rank
    t = position("QC", foundations={"N": ["2H", "9H"], "E": ["5S"]}, hand=["9S", "6S"])
    assert "E" in targets(t, "H1")  # matches a top on another foundation, goes on its own suit's
    refused(t, "H2-E", "(now 9, 5)")


def test_king_permits_one_rank_up_or_down_on_the_target():
    layout = {"N": ["5H"], "E": ["KS"], "S": ["9D"]}
    s = position("KC", foundations=layout, hand=["4H", "6H", "QS", "AS", "7H"])
    assert "N" in targets(s, "H1") and "N" in targets(s, "H2")
    assert "E" in targets(s, "H3") and "E" in targets(s, "H4")  # Q below K; the Ace always
    refused(s, "H5-N", "(the five of hearts; Aces low, no wrap)", "seven of hearts is none of these")
    top_ace = position("KC", foundations={"N": ["AH"]}, hand=["KH", "2H"])
    refused(top_ace, "H1-N", "no wrap")
    assert "N" in targets(top_ace, "H2")


def test_king_counts_a_jester_top_as_an_ace():
    s = position("KC", foundations={"N": ["5H", "X1"]}, hand=["2H", "3H", "6H"])
    assert "N" in targets(s, "H1")
    refused(s, "H2-N", "the Jester, which counts as an Ace here")
    refused(s, "H3-N", "six of hearts is none of these")  # the Jester, not the 5, is the top


def test_aces_always_under_every_ruler():
    for ruler in ("JS", "QS", "KS"):
        s = position(ruler, foundations={"N": ["7H"], "E": ["TD"], "S": ["3C"]}, hand=["AH", "AD", "AC"])
        assert all("NES"[i] in targets(s, f"H{i + 1}") for i in range(3))


def test_wrong_suit_is_refused_whoever_rules():
    s = position("KH", foundations={"N": ["5H"]}, hand=["6S"])
    refused(s, "H1-N", "The north foundation is the hearts foundation: only hearts (and the Jester) go "
            "on it, not the six of spades")


# --- starting foundations --------------------------------------------------------------

def test_any_card_of_an_unused_suit_starts_a_foundation():
    s = position("JS", foundations={"N": ["5H"], "E": ["3S", "X1"]}, hand=["KD", "QC", "2D", "9S", "7H"])
    assert {"S", "W"} <= targets(s, "H1") and {"S", "W"} <= targets(s, "H2")  # courts too
    refused(s, "H4-S", "spades already have the east foundation")  # even under the Jester
    refused(s, "H5-W", "A foundation can be started only with a suit that has none yet")
    d = OT.apply(s, "H1-S")
    refused(d, "H3-W", "diamonds already have the south foundation")
    assert OT.describe(s, "H1-S") == ("Played the king of diamonds from hand slot 1 to the south "
                                      "foundation, starting the diamonds foundation.")


# --- Jester and discard ----------------------------------------------------------------

@pytest.mark.parametrize("ruler", ["JS", "QS", "KS"])
def test_jester_goes_on_any_non_empty_foundation(ruler):
    s = position(ruler, foundations={"N": ["5H"], "W": ["9D", "TD"]}, hand=["X1"])
    assert targets(s, "H1") == {"N", "W", "discard"}
    refused(s, "H1-E", "The Jester cannot start a foundation")
    after = OT.apply(s, "H1-W")
    assert after.foundations[3][-1] == "X1-0" and OT.view(after, 0)["jester_active"] is True
    assert OT.describe(s, "H1-W") == "Played the Jester from hand slot 1 to the west foundation."


def test_discard_pickup_only_while_a_jester_tops_a_foundation():
    closed = position("JC", foundations={"E": ["7C"]}, hand=["X1"], discard=["8C"])
    assert not any(m.startswith("discard") for m in OT.legal_moves(closed))
    assert OT.view(closed, 0)["discard"]["open"] is False
    refused(closed, "discard-E", "The discard pile's top card may be played only while a Jester",
            "no foundation has the Jester on top now")
    opened = OT.apply(closed, "H1-E")
    assert OT.view(opened, 0)["discard"]["open"] is True
    assert OT.legal_moves(opened).count("discard-E") == 1
    # the card played from the discard covers the Jester: the pile closes behind it
    after = OT.apply(opened, "discard-E")
    assert after.foundations[1] == ids(["7C", "X1", "8C"]) and not OT.view(after, 0)["jester_active"]


def test_only_the_discard_top_and_it_never_goes_back():
    s = position("JC", foundations={"N": ["4H", "X1"], "E": ["7C"]}, discard=["9C", "AS", "5D"], hand=["2H"])
    assert [m for m in OT.legal_moves(s) if m.startswith("discard")] == ["discard-S", "discard-W"]
    refused(s, "discard-E", "east foundation is the clubs foundation")
    refused(s, "discard-discard", "A discarded card stays discarded")
    refused(s, "discard-H1", "Cards never go back into the hand")
    a = OT.apply(s, "discard-S")
    assert a.discard == ids(["9C", "AS"]) and "discard-N" not in OT.legal_moves(a)
    assert "discard-E" not in OT.legal_moves(a)  # AS would need a spades foundation
    assert OT.describe(a, "discard-W") == ("Played the ace of spades from the discard pile to the west "
                                           "foundation, starting the spades foundation.")
    empty = position("JC", foundations={"N": ["4H", "X1"]}, hand=["2H"])
    refused(empty, "discard-E", "The discard pile is empty")


def test_discarding_any_hand_card_any_time():
    s = position("KS", foundations={"N": ["5H"]}, hand=["AH", "X1", "KD", "2C", "QS"])
    assert all(f"H{i}-discard" in OT.legal_moves(s) for i in range(1, 6))
    a = OT.apply(s, "H2-discard")
    assert a.discard == ("X1-0",) and a.hand[1] is None
    assert OT.describe(s, "H3-discard") == "Discarded the king of diamonds from hand slot 3."


# --- drawing --------------------------------------------------------------------------

def test_draw_is_free_timing_and_never_a_no_op():
    s = position("JS", hand=["2H", "3H", "4H", "5H", "6H"], draw=["9S", "8S"])
    refused(s, "draw", "every hand slot holds a card")
    a = OT.apply(OT.apply(s, "H2-discard"), "H4-discard")
    assert "draw" in OT.legal_moves(a)
    b = OT.apply(a, "draw")
    assert b.hand == ids(["2H", "8S", "4H", "9S", "6H"])
    assert OT.describe(a, "draw") == "Drew 2 cards into hand slots 2 and 4."


def test_draw_fills_as_many_as_the_pile_has():
    s = position("JS", hand=[], draw=["9S"], size=6, fill=False)
    assert OT.describe(s, "draw") == "Drew 1 card into hand slot 1."
    a = OT.apply(s, "draw")
    assert a.hand == ids(["9S", None, None, None, None, None]) and a.draw == ()


@pytest.mark.parametrize("size", [5, 6])
def test_hand_option(size):
    s = OT.new(8, 1, {"hand": size})
    assert s.hand_size == size and len(s.hand) == size and all(s.hand)
    assert len(s.draw) == 52 - size
    view = OT.view(s, 0)
    assert [h["pile"] for h in view["hand"]] == [f"H{i}" for i in range(1, size + 1)]
    if size == 5:
        refused(s, "H6-N", "only 5 hand slots")
    state, moves = random_game(OT, 8, 1, {"hand": size})
    assert OT.legal_moves(state) == [] and state.draw == () and not any(state.hand)


def test_hand_option_defaults_to_five_and_rejects_others():
    assert {k: OT.options["hand"][k] for k in ("choices", "default")} == {"choices": [5, 6], "default": 5}
    assert OT.new(3).hand_size == 5
    with pytest.raises(ValueError, match="hand"):
        OT.new(3, 1, {"hand": 7})


# --- the deal -------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [0, 1, 2, 99, 2**53 - 1])
def test_deal_first_court_from_the_top_rules(seed):
    order = deck(1, 1)
    Rng.from_seed(seed).shuffle(order)
    ruler = next(c for c in order if c[0] in "JQK")
    rest = [c for c in order if c != ruler]
    s = OT.new(seed)
    assert s.throne == (ruler,)
    assert list(s.hand) + list(reversed(s.draw)) == rest  # everything else keeps its order
    assert s.foundations == ((),) * 4 and s.discard == ()
    assert "X1-0" in OT.cards(s) and len(OT.cards(s)) == 53


def test_the_jester_is_never_chosen_as_ruler():
    for seed in range(60):
        s = OT.new(seed)
        assert s.throne[0][0] in "JQK"


# --- the end and the score ------------------------------------------------------------

def test_not_over_while_the_hand_or_draw_pile_has_cards():
    s = position("JS", hand=["7H"], fill=False)
    assert OT.legal_moves(s) == ["H1-E", "H1-N", "H1-S", "H1-W", "H1-discard"]
    assert OT.outcome(s) is None
    t = position("JS", hand=[], draw=["7H"], fill=False)
    assert OT.legal_moves(t) == ["draw"]


def test_an_open_discard_keeps_the_game_going_until_its_top_cannot_be_played():
    s = position("JC", foundations={"N": ["4H", "X1"], "E": ["7C"]}, discard=["5D", "2S", "9C"], fill=False)
    assert OT.legal_moves(s) == ["discard-E"]
    a = OT.apply(s, "discard-E")
    assert OT.legal_moves(a) == ["discard-S", "discard-W"]  # the 2S may start spades
    b = OT.apply(a, "discard-W")
    assert OT.legal_moves(b) == ["discard-S"]
    c = OT.apply(b, "discard-S")
    assert OT.legal_moves(c) == [] and OT.outcome(c)["scores"] == [0]
    # with the Jester on top but a top card nothing accepts, the game is over
    d = position("JC", foundations={"N": ["4H", "X1"], "E": ["7C"], "S": ["5D"]}, discard=["9S", "3H"],
                 fill=False)
    assert OT.legal_moves(d) == [] and OT.outcome(d)["scores"] == [2]


@pytest.mark.parametrize("score, name, won", [
    (0, "Perfect", True), (1, "Good", True), (3, "Good", True), (4, "Not so good", False),
    (7, "Not so good", False), (8, "Uh oh", False), (20, "Uh oh", False)])
def test_score_bands(score, name, won):
    assert band(score) == name
    lost = [c for c in "2C 3C 4C 5C 6C 7C 8C 9C TC 2D 3D 4D 5D 6D 7D 8D 9D TD 2H 3H".split()][:score]
    s = position("QS", discard=lost, fill=False)
    result = OT.outcome(s)
    assert result["scores"] == [score] and result["reason"].startswith(name + ":")
    assert result["winners"] == ([0] if won else [])
    view = OT.view(s, None)
    assert view["band"] == name and [c["card"] for c in view["costly"]] == lost
    assert view["words"]["costly"] == (f"The {score} card{'s' * (score != 1)} that cost points:" if score
                                       else "Not a single card cost a point.")
    assert view["outcome"] == result and view["to_move"] is None


def test_perfect_game_reason():
    s = position("QS", fill=False)
    assert OT.outcome(s)["reason"] == "Perfect: no card costs a point (discard pile and hand)"


# --- the view, the notation and the tools ---------------------------------------------

def test_view_shape_and_what_the_ruler_allows():
    s = position("QH", buried=["JS"], foundations={"N": ["9H", "X1"], "E": ["AS"]},
                 hand=["2H", None, "KD", "3D", "5S"], discard=["7C"])
    v = OT.view(s, 0)
    assert set(v) >= {"ruler", "buried", "throne", "allows", "overthrow", "always", "foundations",
                      "hand", "draw", "discard", "jester_active", "penalty", "band", "costly",
                      "moves", "outcome", "hand_size"}
    assert v["allows"] == ("Queen of hearts rules: any heart may be played to the hearts foundation; "
                           "a card matching the rank of any foundation's top card may be played to "
                           "its own suit's foundation; an ace may always be played to its own suit's "
                           "foundation")
    assert v["title"] == "Queen of hearts" and v["since"] == "Overthrew the Jack of spades."
    assert [p["short"] for p in v["powers"]] == ["any heart", "a top card's rank", "aces"]
    assert v["powers"][0]["text"] == "Any heart may be played to the hearts foundation."
    assert v["foundations"][0] == {"pile": "N", "side": "north", "suit": "H", "count": 2,
                                   "cards": [{"id": "9H-0", "card": "9H", "name": "nine of hearts"},
                                             {"id": "X1-0", "card": "X1", "name": "the Jester"}],
                                   "top": {"id": "X1-0", "card": "X1", "name": "the Jester"}, "throne_rank": 0,
                                   "label": "North foundation, hearts, 2 cards, the Jester on top (the "
                                            "discard pile is open while it stays there)"}
    assert v["foundations"][1]["throne_rank"] == 14 and v["foundations"][2]["suit"] is None
    assert v["hand"][1] == {"pile": "H2", "card": None, "label": "Hand slot 2, empty"}
    seven = {"id": "7C-0", "card": "7C", "name": "seven of clubs"}
    assert v["discard"] == {"pile": "discard", "count": 1, "top": seven, "cards": [seven], "open": True,
                            "label": "Discard pile, 1 card, the seven of clubs on top, open: its top card "
                                     "may be played while a Jester tops a foundation",
                            "words": "The discard pile is open: a Jester tops the north foundation, so its "
                                     "top card may be played.", "hint": "discard", "badge": "discard 1 \u00b7 open"}
    assert v["bands"] == [{"name": "Perfect", "range": "0"}, {"name": "Good", "range": "1\u20133"},
                          {"name": "Not so good", "range": "4\u20137"}, {"name": "Uh oh", "range": "8+"}]
    assert v["penalty_words"] == "1 card discarded so far. Each card discarded or left in hand costs a point."
    assert v["draw"]["pile"] == "draw" and "cards" not in v["draw"]
    assert v["penalty"] == 1 and v["band"] is None and v["costly"] is None
    # the table's own lines are the engine's too, every count read from the state
    assert v["summary"] == f"Queen of hearts rules \u00b7 draw {len(s.draw)} \u00b7 discard 1 \u00b7 penalty 1"
    assert v["words"]["heading"] == "The Queen of hearts rules" and v["words"]["buried"] == "1 buried"
    assert v["words"]["show_buried"] == "Show the buried rulers (1)" and v["words"]["costly"] is None
    assert [r["move"] for r in v["moves"]] == OT.legal_moves(s)
    assert OT.view(s, None)["moves"] == []
    text = json.dumps(v)
    for card in s.draw:
        assert card not in text  # the draw pile is hidden
    kinds = {r["move"]: r["kind"] for r in v["moves"]}
    assert kinds["H3-throne"] == "overthrow" and kinds["H1-discard"] == "discard"
    assert kinds["H1-N"] == "play" and kinds["H3-S"] == "start" and kinds["draw"] == "draw"
    assert kinds["discard-S"] == "start" and "discard-E" not in kinds
    assert "Any King or Queen may take the throne" in v["overthrow"]
    assert OT.text(s, 0).startswith("Throne: QH")


@pytest.mark.parametrize("ruler, allows", [
    ("JD", "Jack of diamonds rules: any diamond may be played to the diamonds foundation; an ace may "
           "always be played to its own suit's foundation"),
    ("KC", "King of clubs rules: any club may be played to the clubs foundation; a card matching the "
           "rank of any foundation's top card may be played to its own suit's foundation; a card one "
           "rank above or below the top card of its own suit's foundation may be played there (Aces "
           "low, no wrap); an ace may always be played to its own suit's foundation"),
])
def test_allows_follows_the_ruler(ruler, allows):
    assert OT.view(position(ruler), 0)["allows"] == allows


def test_describe_and_move_between():
    s = position("JS", foundations={"N": ["5H"]}, hand=["KD", "6H", None])
    assert OT.describe(s, "H1-throne") == ("Played the king of diamonds from hand slot 1 to the throne, "
                                           "overthrowing the Jack of spades.")
    assert OT.describe(s, "H2-discard") == "Discarded the six of hearts from hand slot 2."
    assert OT.move_between(s, "draw", "H3") == "draw"
    assert OT.move_between(s, "H1", "throne") == "H1-throne"


@pytest.mark.parametrize("move, reason", [
    ("N-E", "Cards on the foundations never move again"),
    ("draw-H1", "Cards leave the draw pile only by drawing"),
    ("H1-draw", "Nothing is ever put back on the draw pile"),
    ("H1-H2", "Cards never go back into the hand"),
    ("H1-X", "is not a target"),
    ("Q9-N", "does not start with a source"),
    ("H1", "is not a move"),
    ("H5-N", "Hand slot 5 is empty"),
    ("", "A move is a source and a target"),
])
def test_every_rejection_names_its_reason(move, reason):
    s = position("JS", hand=["KD"])
    refused(s, move, reason)


def test_shuffle_hidden_reshuffles_only_the_draw_pile():
    s = OT.apply(OT.new(4), "H1-discard")
    t = OT.shuffle_hidden(s, 0, Rng.from_seed(9))
    assert sorted(t.draw) == sorted(s.draw) and t.draw != s.draw
    assert (t.hand, t.discard, t.throne, t.foundations) == (s.hand, s.discard, s.throne, s.foundations)


def test_from_json_rejects_impossible_positions():
    good = OT.to_json(OT.new(5))
    assert OT.from_json(good) == OT.new(5)
    bad_throne = {**good, "throne": ["7H-0"], "draw": [c for c in good["draw"] if c != "7H-0"] + good["throne"]}
    with pytest.raises(ValueError, match="throne"):
        OT.from_json(bad_throne)
    doubled = {**good, "discard": [good["draw"][0]]}
    with pytest.raises(ValueError, match="one deck"):
        OT.from_json(doubled)
    with pytest.raises(ValueError, match="5 or 6"):
        OT.from_json({**good, "hand_size": 6})
    mixed = {**good, "foundations": [[good["draw"][0]], [], [], []], "draw": good["draw"][1:]}
    OT.from_json(mixed)  # one card is a fine foundation
    jester_first = dict(good)
    jester_first["draw"] = [c for c in good["draw"] if c != "X1-0"]
    jester_first["hand"] = [c for c in good["hand"]]
    if "X1-0" in good["hand"]:
        jester_first["hand"][good["hand"].index("X1-0")] = None
    jester_first["foundations"] = [["X1-0"], [], [], []]
    with pytest.raises(ValueError, match="never with the Jester"):
        OT.from_json(jester_first)


def test_evaluate_prefers_fewer_lost_cards():
    s = position("JS", hand=["2H", "3H"], fill=False)
    assert OT.evaluate(OT.apply(s, "H1-N"), 0) > OT.evaluate(OT.apply(s, "H1-discard"), 0)
    assert OT.evaluate(position("QS", fill=False), 0) == 1.0


def test_a_move_is_parsed_once(monkeypatch):
    from courtly.games.overthrone import moves
    calls = []
    real = moves.parse
    monkeypatch.setattr(moves, "parse", lambda state, move: calls.append(move) or real(state, move))
    s = OT.new(11)
    after, words = OT.play(s, "H5-N")
    assert calls == ["H5-N"] and after.foundations[0] == ("AC-0",)
    assert words == "Played the ace of clubs from hand slot 5 to the north foundation, starting the clubs foundation."


@pytest.mark.parametrize("ruler, shorts", [
    ("JD", ["any diamond", "aces"]),
    ("QS", ["any spade", "a top card's rank", "aces"]),
    ("KC", ["any club", "a top card's rank", "one above or below", "aces"]),
])
def test_the_rulers_powers_as_a_list(ruler, shorts):
    v = OT.view(position(ruler), 0)
    assert [p["short"] for p in v["powers"]] == shorts
    assert all(p["text"][0].isupper() and p["text"].endswith(".") for p in v["powers"])
    assert v["allows"].startswith(v["title"] + " rules: ")


@pytest.mark.parametrize("source, words", [
    ("draw", "Drawing fills the empty hand slots, and none is empty now."),
    ("discard", "The discard pile is empty."),
    ("N", "Cards on the foundations never move again."),
    ("throne", "The ruler never leaves the throne"),
    ("buried", "The buried rulers stay under the throne"),
])
def test_why_nothing_moves_from_a_place(source, words):
    assert OT.why_not(OT.new(11), source).startswith(words)
