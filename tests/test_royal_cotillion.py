"""Royal Cotillion scenarios: every vector of rules §7, the §9 decisions, and our own."""
import pytest

from courtly.core import IllegalMove
from courtly.core.cards import card_name
from courtly.core.cards import deck
from courtly.games import get
from courtly.games.royal_cotillion import FOUNDATIONS, State, needs

RC = get("royal-cotillion")
ACE_SEQ = "A 3 5 7 9 J K 2 4 6 8 T Q".split()
TWO_SEQ = "2 4 6 8 T Q A 3 5 7 9 J K".split()


def position(foundations=None, field=None, deck_slots=None, waste=(), fresh=(), classic=False):
    """A hand-made position; every card not placed goes under the Field's fourth column,
    so the two decks stay complete (and ``check`` accepts the state)."""
    f = {p: () for p in FOUNDATIONS}
    f.update({p: tuple(v) for p, v in (foundations or {}).items()})
    field = [list(c) for c in (field or [[], [], [], []])]
    slots = list(deck_slots or []) + [None] * (16 - len(deck_slots or []))
    used = [c for p in f.values() for c in p] + [c for col in field for c in col]
    used += [c for c in slots if c] + list(waste) + list(fresh)
    rest = list(deck(2))
    for card in used:
        rest.remove(card)
    field[3] = rest + field[3]
    state = State(seed=0, classic=classic, foundations=tuple(f[p] for p in FOUNDATIONS),
                  field=tuple(tuple(c) for c in field), deck=tuple(slots), waste=tuple(waste),
                  fresh=tuple(fresh), rng="0" * 16)
    RC.check(state)
    return state


def seq(ranks, suit, copy=0):
    return [f"{r}{suit}-{copy}" for r in ranks]


def test_rc1_ace_based_sequence():
    assert needs("LH", ()) == 1
    for n, rank in enumerate(ACE_SEQ):
        cards = tuple(seq(ACE_SEQ[:n], "H"))
        assert needs("LH", cards) == "A23456789TJQK".index(rank) + 1
    assert needs("LH", tuple(seq(ACE_SEQ, "H"))) is None
    # either copy of the ace starts it; nothing else does
    s = position(deck_slots=["AH-0", "AH-1", "3H-0", "2H-1"])
    assert {m for m in RC.legal_moves(s) if m.endswith("LH")} == {"D1-LH", "D2-LH"}
    s = position(foundations={"LH": seq(ACE_SEQ[:7], "H")}, deck_slots=["2H-1", "4H-0"])
    assert "D1-LH" in RC.legal_moves(s) and "D2-LH" not in RC.legal_moves(s)
    s = position(foundations={"LH": seq(ACE_SEQ[:12], "H")}, deck_slots=["QH-1"])
    assert "D1-LH" in RC.legal_moves(s)
    full = position(foundations={"LH": seq(ACE_SEQ, "H")}, deck_slots=["AH-1", "3H-1"])
    assert not [m for m in RC.legal_moves(full) if m.endswith("LH")]
    with pytest.raises(IllegalMove, match="complete"):
        RC.apply(full, "D1-LH")


def test_rc2_two_based_sequence():
    s = position(deck_slots=["2C-0", "AC-0"])
    assert "D1-RC" in RC.legal_moves(s) and "D2-RC" not in RC.legal_moves(s)
    s = position(foundations={"RC": seq(TWO_SEQ[:6], "C")}, deck_slots=["AC-1"])
    assert "D1-RC" in RC.legal_moves(s)
    s = position(foundations={"RC": seq(TWO_SEQ[:12], "C")}, deck_slots=["KC-1"])
    after = RC.apply(s, "D1-RC")
    assert after.foundations[FOUNDATIONS.index("RC")][-1] == "KC-1"
    assert needs("RC", after.foundations[FOUNDATIONS.index("RC")]) is None


def test_rc4_deck_refill_takes_waste_then_fresh_then_nothing():
    lead = {"LD": ["AD-0", "3D-0"]}
    s = position(foundations=lead, deck_slots=["5D-0"], waste=["KS-0", "9C-0"], fresh=["2H-0"])
    a = RC.apply(s, "D1-LD")
    assert a.deck[0] == "9C-0" and a.waste == ("KS-0",) and a.fresh == ("2H-0",)
    s = position(foundations=lead, deck_slots=["5D-0"], fresh=["QS-0", "2H-0"])
    b = RC.apply(s, "D1-LD")
    assert b.deck[0] == "2H-0" and b.fresh == ("QS-0",) and b.waste == ()
    s = position(foundations=lead, deck_slots=["5D-0"])
    c = RC.apply(s, "D1-LD")
    assert c.deck[0] is None
    with pytest.raises(IllegalMove, match="Deck slot 1 is empty"):
        RC.apply(c, "D1-LD")


def test_rc5_only_the_last_field_card_is_available_and_never_refilled():
    s = position(field=[["5C-0", "9H-0", "JS-0"], [], [], []],
                 foundations={"LS": seq(ACE_SEQ[:5], "S"), "LH": seq(ACE_SEQ[:4], "H"),
                              "RC": seq(TWO_SEQ[:1], "C")})
    assert [m for m in RC.legal_moves(s) if m.startswith("F1")] == ["F1-LS"]
    a = RC.apply(s, "F1-LS")
    assert a.field[0] == ("5C-0", "9H-0")
    assert [m for m in RC.legal_moves(a) if m.startswith("F1")] == ["F1-LH"]
    b = RC.apply(a, "F1-LH")
    assert b.field[0] == ("5C-0",)
    assert not [m for m in RC.legal_moves(b) if m.startswith("F1")]
    assert len(b.field[1]) == 0


def test_rc6_fresh_top_plays_or_turns():
    s = position(foundations={"LD": ["AD-0", "3D-0", "5D-0"]}, fresh=["KS-0", "7D-0"])
    assert {"fresh-LD", "turn"} <= set(RC.legal_moves(s))
    played = RC.apply(s, "fresh-LD")
    assert played.fresh == ("KS-0",) and played.foundations[FOUNDATIONS.index("LD")][-1] == "7D-0"
    turned = RC.apply(s, "turn")  # turning is allowed even when the card could be played
    assert turned.waste[-1] == "7D-0" and turned.fresh == ("KS-0",)
    s = position(fresh=["4S-0"])
    assert [m for m in RC.legal_moves(s) if m.startswith("fresh")] == []
    t = RC.apply(s, "turn")
    assert t.waste == ("4S-0",) and t.fresh == ()


@pytest.mark.parametrize("seed", [0, 1, 2, 12345, 2**53 - 1])
def test_rc7_deal(seed):
    s = RC.new(seed)
    assert [len(c) for c in s.field] == [3, 3, 3, 3]
    assert sum(1 for c in s.deck if c) == 16
    assert len(s.waste) == 1 and len(s.fresh) == 75
    assert all(f == () for f in s.foundations)
    codes = sorted(c.split("-")[0] for c in RC.cards(s))
    assert len(codes) == 104 and all(codes.count(c) == 2 for c in set(codes))


def test_rc8_win():
    full = {p: seq(ACE_SEQ if p[0] == "L" else TWO_SEQ, p[1], 0 if p[0] == "L" else 1) for p in FOUNDATIONS}
    last = full["RD"].pop()
    s = position(foundations=full, deck_slots=[last])
    assert RC.legal_moves(s) == ["D1-RD"]
    won = RC.apply(s, "D1-RD")
    assert RC.legal_moves(won) == [] and RC.to_move(won) is None
    result = RC.outcome(won)
    assert result["winners"] == [0] and result["scores"] == [104] and result["reason"].startswith("won")
    assert RC.view(won, 0)["outcome"]["winners"] == [0]
    with pytest.raises(IllegalMove, match="won"):
        RC.apply(won, "turn")


def test_blocked_when_fresh_is_empty_and_nothing_fits():
    s = position(deck_slots=["KS-0"], waste=["QH-0"])
    assert RC.legal_moves(s) == []
    result = RC.outcome(s)
    assert result["winners"] == [] and result["reason"].startswith("blocked")
    # while the fresh pile has a card, the game goes on (turning is always possible)
    assert RC.legal_moves(position(fresh=["KD-0"])) == ["turn"]


def test_no_redeal_the_waste_never_returns():
    s = position(waste=["4S-0", "5S-0"], fresh=[])
    assert "turn" not in RC.legal_moves(s)
    with pytest.raises(IllegalMove, match="fresh pile is empty"):
        RC.apply(s, "turn")


def test_player_chooses_when_both_foundations_accept_and_seed_rule_is_the_default():
    # left spades at K needs 2; right spades empty needs 2: both take the two of spades
    s = position(foundations={"LS": seq(ACE_SEQ[:7], "S")}, deck_slots=["2S-0"])
    assert {"D1-LS", "D1-RS"} <= set(RC.legal_moves(s))
    assert RC.apply(s, "D1-LS").foundations[FOUNDATIONS.index("LS")][-1] == "2S-0"
    # a bare source uses the seed's rule: the foundation with fewer cards
    assert RC.apply(s, "D1").foundations[FOUNDATIONS.index("RS")] == ("2S-0",)
    records = {r["move"]: r["preferred"] for r in RC.view(s, 0)["moves"] if r["from"] == "D1"}
    assert records == {"D1-LS": False, "D1-RS": True}
    # right spades at Q needs A and left spades is empty: the emptier left one is preferred
    t = position(foundations={"RS": seq(TWO_SEQ[:6], "S")}, deck_slots=["AS-1"])
    assert RC.targets(t, "AS-1") == ["LS", "RS"]
    assert RC.preferred_target(t, "AS-1") == "LS"
    assert RC.apply(t, "D1").foundations[FOUNDATIONS.index("LS")] == ("AS-1",)


@pytest.mark.parametrize("move, reason", [
    ("D1-LH", "takes only hearts"),
    ("D2-LS", "must start with an ace"),
    ("D3-RS", "must start with a two"),
    ("D1-F1", "only to the foundations"),
    ("D1-XX", "not a foundation"),
    ("Q9-LS", "does not start with a source"),
    ("D9-LS", "Deck slot 9 is empty"),
    ("waste-LS", "waste is empty"),
    ("F2-LS", "Field column 2 is empty"),
])
def test_every_rejection_names_its_reason(move, reason):
    s = position(deck_slots=["AS-0", "3S-0", "3S-1"])
    with pytest.raises(IllegalMove, match=reason):
        RC.apply(s, move)


def test_wrong_rank_explains_the_step_of_two():
    s = position(foundations={"LS": ["AS-0"]}, deck_slots=["5S-0"])
    with pytest.raises(IllegalMove, match="builds up by two from the ace, so it needs the three"):
        RC.apply(s, "D1-LS")


def test_classic_option():
    s = RC.new(7, 1, {"classic": True})
    assert [f[0].split("-")[0] for f in s.foundations] == [
        "AS", "2S", "AC", "2C", "AH", "2H", "AD", "2D"]
    assert len(s.fresh) == 67 and len(s.waste) == 1 and sum(map(len, s.field)) == 12
    view = RC.view(s, 0)
    assert view["fresh"]["top"] is None and view["fresh"]["count"] == 67
    assert all(m["from"] != "fresh" or m["move"] == "turn" for m in view["moves"])
    with pytest.raises(IllegalMove, match="face down"):
        RC.apply(s, "fresh-LS")
    # the emptied waste refills from the face-down pile
    t = position(classic=True, foundations={"LS": ["AS-0"]}, waste=["3S-0"], fresh=["KD-0", "9H-0"])
    u = RC.apply(t, "waste-LS")
    assert u.waste == ("9H-0",) and u.fresh == ("KD-0",)


def test_describe_speaks_the_rules_words():
    s = position(foundations={"LD": ["AD-0", "3D-0"]}, deck_slots=["5D-0"], fresh=["7C-0"])
    assert RC.describe(s, "D1-LD") == ("Moved the five of diamonds from Deck slot 1 "
                                       "to the Ace-based diamonds foundation.")
    assert RC.describe(s, "turn") == "Turned the seven of clubs onto the waste."


def test_view_shows_what_each_foundation_needs_and_hides_the_piles():
    s = RC.apply(RC.apply(RC.new(3), "turn"), "turn")
    v = RC.view(s, 0)
    assert [f["needs"] for f in v["foundations"]] == ["AS", "2S", "AC", "2C", "AH", "2H", "AD", "2D"]
    assert v["fresh"]["top"]["id"] == s.fresh[-1] and v["waste"]["top"]["id"] == s.waste[-1]
    text = repr(v)
    for card in s.fresh[:-1] + s.waste[:-1]:
        assert f"'{card}'" not in text


# --- why not, the zones' words, one parse per move (issue 21.12, 22.3) -----------------------

@pytest.mark.parametrize("source, words", [
    ("F1", "The queen of clubs fits no foundation now: of the two clubs foundations, the Ace-based "
           "one needs a five and the Two-based one needs a two."),
    ("F2", "Field column 2 is empty; the Field is never refilled."),
    ("D1", "The nine of hearts fits no foundation now: of the two hearts foundations, the Ace-based one "
           "is complete and the Two-based one needs a two."),
    ("D2", "Deck slot 2 is empty: an emptied slot refills from the waste, else the fresh pile, and both "
           "were empty."),
    ("waste", "The waste is empty."),
    ("fresh", "The fresh pile is empty, and there is no redeal."),
    ("LC", "Cards on a foundation stay there: they never move again."),
])
def test_why_no_card_leaves_a_pile(source, words):
    s = position(foundations={"LC": seq(ACE_SEQ[:2], "C"), "LH": seq(ACE_SEQ, "H")},
                 field=[["QC-0"], [], [], []], deck_slots=["9H-1", None, "AS-0"])
    assert RC.legal_moves(s) and not [m for m in RC.legal_moves(s) if m.startswith(source)]
    assert RC.why_not(s, source) == words


def test_the_view_names_the_parts_of_the_layout_and_labels_every_pile():
    s = RC.apply(RC.new(1), "D3-LH")
    v = RC.view(s, 0)
    assert {z: v["zones"][z]["name"] for z in v["zones"]} == {
        "fresh": "Fresh pile", "waste": "Waste", "foundations": "Foundations", "field": "Field", "deck": "Deck"}
    assert "every card plays" in v["zones"]["deck"]["note"]
    assert "lowest card" in v["zones"]["field"]["note"]
    lh = next(f for f in v["foundations"] if f["pile"] == "LH")
    assert lh["label"] == "Ace-based hearts foundation, 1 card, needs the three of hearts"
    assert v["deck"][0]["label"] == f"Deck slot 1, the {card_name(s.deck[0])}"
    assert v["field"][0]["label"].startswith("Field column 1, the ") and v["field"][0]["label"].endswith("3 cards")
    assert v["fresh"]["label"] == f"Fresh pile, 75 cards, the {card_name(s.fresh[-1])} on top"
    assert v["home"] == 1 and v["total"] == 104


def test_a_move_is_parsed_once(monkeypatch):
    calls = []
    real = RC.parse
    monkeypatch.setattr(RC, "parse", lambda state, move: calls.append(move) or real(state, move))
    s = RC.new(1)
    after, words = RC.play(s, "D3-LH")
    assert calls == ["D3-LH"] and after == RC.apply(s, "D3-LH")
    assert words == "Moved the ace of hearts from Deck slot 3 to the Ace-based hearts foundation."


# --- in four languages (core.language) ---------------------------------------------------------

NB = "\u00a0"   # French sets a no-break space before its colons and semicolons
SAID = {   # a few of each part's sentences, exactly, in each language
    "fr": {"zones": {"fresh": "Pioche", "waste": "Rebut", "foundations": "Fondations", "field": "Champ",
                     "deck": "Réserve"},
           "lh": "Fondation de cœur partant de l'as",
           "empty slot": "La case 9 de la Réserve est vide.",
           "bad source": f"«{NB}Q9-LS{NB}» ne commence pas par une source{NB}: D1-D16, F1-F4, waste ou fresh.",
           "step": "{card}" + NB + ": impossible sur la fondation de pique partant de l'as. Elle monte de deux en "
                   "deux" + NB + ": après l'as vient le trois.",
           "why fresh": "La pioche est vide, et il n'y a pas de redistribution.",
           "sheet": ("La pioche et le rebut", "Cliquez ou touchez la pioche pour retourner sa carte du dessus sur "
                     "le rebut. La carte du dessus du rebut peut aussi être jouée."),
           "lesson": f"Chaque couleur a deux fondations{NB}: celle de gauche commence par son as, celle de droite "
                     "par son deux.",
           "do": "À jouer" + NB + ":",
           "summary": f"Solitaire à deux jeux{NB}: montez huit fondations de deux en deux à partir du Champ et de "
                      "la Réserve."},
    "de": {"zones": {"fresh": "Talon", "waste": "Ablage", "foundations": "Zielstapel", "field": "Feld",
                     "deck": "Reserve"},
           "lh": "Herz-Zielstapel ab Ass",
           "empty slot": "Reserveplatz 9 ist leer.",
           "bad source": "„Q9-LS“ beginnt nicht mit einer Quelle: D1-D16, F1-F4, waste oder fresh.",
           "step": "{card} kann nicht auf den Pik-Zielstapel ab Ass: Er steigt in Zweierschritten, auf Ass folgt "
                   "Drei.",
           "why fresh": "Der Talon ist leer, und es wird nicht neu ausgeteilt.",
           "sheet": ("Talon und Ablage", "Klicke oder tippe auf den Talon, um seine oberste "
                     "Karte auf die Ablage zu legen. Auch die oberste Karte der Ablage darf gespielt werden."),
           "lesson": "Jede Farbe hat zwei Zielstapel: Der linke beginnt mit ihrem Ass, der rechte mit ihrer Zwei.",
           "do": "Lege ",
           "summary": "Solitär mit zwei Kartenspielen: Baue acht Zielstapel in Zweierschritten aus dem Feld und "
                      "der Reserve auf."},
    "es": {"zones": {"fresh": "Mazo", "waste": "Descarte", "foundations": "Fundaciones", "field": "Campo",
                     "deck": "Reserva"},
           "lh": "Fundación de corazones desde el as",
           "empty slot": "El hueco 9 de la Reserva está vacío.",
           "bad source": "«Q9-LS» no empieza por un origen: D1-D16, F1-F4, waste o fresh.",
           "step": "{card}: no puede ir a la fundación de picas desde el as. Sube de dos en dos: tras el as va el "
                   "tres.",
           "why fresh": "El mazo está vacío y no hay nuevo reparto.",
           "sheet": ("El mazo y el descarte", "Haz clic en el mazo o tócalo para voltear su carta de arriba sobre el "
                     "descarte. También se puede jugar la carta de arriba del descarte."),
           "lesson": "Cada palo tiene dos fundaciones: la de la izquierda empieza por su as, la de la derecha por "
                     "su dos.",
           "do": "Siguiente jugada: ",
           "summary": "Solitario con dos barajas: sube ocho fundaciones de dos en dos desde el Campo y la Reserva."},
}
ENGLISH_WORDS = ("Fresh pile", "Waste", "Deck slot", "Field column", "foundation", "needs the", "on top", "home",
                 "The waste", "Moved the", "Move the", "fits no", "Click", "fresh pile")


@pytest.mark.parametrize("code", sorted(SAID))
def test_the_table_speaks_each_language(code):
    from courtly.core.language import speaking
    from courtly.core.words import capital
    said = SAID[code]
    s = RC.apply(RC.new(1), "D3-LH")
    with speaking(code):
        v = RC.view(s, 0)
        assert {z: v["zones"][z]["name"] for z in v["zones"]} == said["zones"]
        lh = next(f for f in v["foundations"] if f["pile"] == "LH")
        assert lh["label"].startswith(said["lh"] + ", ")
        words = [v["summary"], v["empty"], v["fresh"]["label"], v["waste"]["label"], lh["badge"]]
        words += [z["note"] for z in v["zones"].values()] + [f["label"] for f in v["foundations"]]
        words += [p["label"] for p in v["field"] + v["deck"]]
        words += [RC.describe(s, m) for m in RC.legal_moves(s)] + [RC.describe(s, "turn", advice=True)]
        card = capital(card_name("5S-0"))
        with pytest.raises(IllegalMove) as refused:
            RC.apply(position(foundations={"LS": ["AS-0"]}, deck_slots=["5S-0"]), "D1-LS")
        assert str(refused.value) == said["step"].format(card=card)
        blank = position(deck_slots=["AS-0", "3S-0", "3S-1"])
        for move, key in (("D9-LS", "empty slot"), ("Q9-LS", "bad source")):
            with pytest.raises(IllegalMove) as refused:
                RC.apply(blank, move)
            assert str(refused.value) == said[key]
        words.append(RC.why_not(position(foundations={"LC": seq(ACE_SEQ[:2], "C")}, field=[["QC-0"], [], [], []],
                                         deck_slots=["9H-1", None, "AS-0"]), "fresh"))
        assert words[-1] == said["why fresh"]
    for text in words:
        for english in ENGLISH_WORDS:
            assert english not in text, (code, text)


@pytest.mark.parametrize("code", sorted(SAID))
def test_the_rules_sheet_the_home_screen_and_the_tour_speak_each_language(code):
    from courtly.core.language import speaking
    from courtly.links import parse_fragment
    from courtly.session import Session
    said = SAID[code]
    english = RC.info()
    with speaking(code):
        info = RC.info()
        sheet = RC.rules_sheet()
        spec = parse_fragment(RC.tour_link())
        session = Session(RC, spec["seed"], spec["players"], spec["options"], [], spec["seats"])
        session.follow(True)
        step = session.tour_step()
    assert info["summary"] == said["summary"]
    assert (sheet[3].title, sheet[3].text) == said["sheet"]
    assert info["rules"][3] == {"title": said["sheet"][0], "text": said["sheet"][1], "show": [], "example": True}
    assert [r["title"] for r in info["rules"]] != [r["title"] for r in english["rules"]]
    assert not {r["text"] for r in info["rules"]} & {r["text"] for r in english["rules"]}
    assert info["options"]["classic"]["labels"] != english["options"]["classic"]["labels"]
    assert info["guide"]["touch"] != english["guide"]["touch"]
    assert step["says"] == said["lesson"] and step["do"].startswith(said["do"])
    # the same tour, asked in English, says its lessons in English
    assert session.tour_step()["says"] == RC.tour.lessons[0].says
    assert RC.tour.lessons[0].says.startswith("Each suit has two foundations")
