"""Overthrow speaks the request's language: the view's words (supply piles, turn line, panel,
cell labels, card texts), refusals, the log with its dice, the rules sheet and the tour's
lessons are French, German or Spanish when asked, and English stays as it was; a count of
one reads as one ("1 capital cell")."""
import pytest

from courtly.core import IllegalMove
from courtly.core.language import _, speaking
from courtly.games import get
from courtly.games.overthrow.positions import position

OV = get("overthrow")


def battle():
    # Red's military on D4 between two of Green's; Green to move with 4 actions, the dice 6, 2 against 5
    return position(players=4, cells={"c3-3": "L1/M1", "c2-3": "L0/M0", "c3-2": "L0/M0", "c7-1": "L0"},
                     actions=4, dice=(6, 2, 5))


# What each language says, exactly, for one position: the view's words, a refusal, a combat
# report (with dice) and a card's text.
SAID = {
    "fr": {"military": "Militaire 18", "summary": "Manche 2 sur 60 · À Vert de jouer · 4 actions restantes",
           "attack": "Vert attaque D4 avec 2 militaires depuis C4, D3 (3 actions ; C4 entre s'il gagne). "
                     "Dés 6, 2 contre 5 pour Rouge : Vert prend D4. Vert pioche une carte d'exposition.",
           "refusal": "A1 n'est pas reliée à votre base : posez un terrain à côté de votre QG ou d'un terrain qui y "
                      "est relié.",
           "card": "Avec vos 3 cartes Art du siège, les cases de la capitale se défendent contre vous avec 3 dés de "
                   "moins (jamais moins de 1).",
           "title": "Manche 2 sur 60", "last_attack": "Dernière attaque", "goal": "Le but",
           "lesson": "Un militaire peut se déplacer d'un pas vers un terrain libre à vous."},
    "de": {"military": "Truppe 18", "summary": "Runde 2 von 60 · Grün ist am Zug · noch 4 Aktionen",
           "attack": "Grün greift D4 mit 2 Truppen (C4, D3) an (3 Aktionen; C4 zieht bei Sieg ein). "
                     "Würfel 6, 2 gegen 5 von Rot: Grün nimmt D4 ein. Grün zieht eine Enthüllungskarte.",
           "refusal": "A1 ist nicht mit deiner Basis verbunden: Lege Land neben dein HQ oder neben Land, das damit "
                      "verbunden ist.",
           "card": "Mit deinen 3 Karten Belagerungskunst verteidigen sich Hauptstadtfelder gegen dich mit 3 Würfeln "
                   "weniger (nie weniger als 1).",
           "title": "Runde 2 von 60", "last_attack": "Letzter Angriff", "goal": "Das Ziel",
           "lesson": "Eine Truppe darf einen Schritt auf dein eigenes freies Land ziehen."},
    "es": {"military": "Militar 18", "summary": "Ronda 2 de 60 · Turno de Verde · quedan 4 acciones",
           "attack": "Verde ataca D4 con 2 militares desde C4, D3 (3 acciones; C4 entra si gana). "
                     "Dados 6, 2 contra 5 de Rojo: Verde toma D4. Verde roba una carta de exposición.",
           "refusal": "A1 no conecta con tu base: coloca tierra junto a tu cuartel general o junto a tierra "
                      "conectada a él.",
           "card": "Con tus 3 cartas de Arte de asedio, las casillas de la capital se defienden contra ti con 3 "
                   "dados menos (nunca menos de 1).",
           "title": "Ronda 2 de 60", "last_attack": "Último ataque", "goal": "El objetivo",
           "lesson": "Un militar puede moverse un paso a tu propia tierra libre."},
}


def said(code):
    """The words ``SAID`` checks, as the engine says them in language ``code``."""
    s = battle()
    with speaking(code):
        view = OV.view(s, 0)
        try:
            OV.apply(s, "land:c0-0")
            refusal = None
        except IllegalMove as e:
            refusal = str(e)
        lessons = [_(lesson.says) for lesson in OV.tour.lessons]
        return {"military": view["supply"]["military"]["named"], "summary": view["summary"],
                "attack": OV.describe(s, "attack:c3-3:c2-3,c3-2"), "refusal": refusal,
                "card": view["hand"]["influence"][0]["effect"], "title": view["turn_box"]["title"],
                "last_attack": view["words"]["last_attack"], "goal": OV.info()["rules"][0]["title"],
                "lesson": lessons[3]}, view, OV.info(), lessons


@pytest.mark.parametrize("code", sorted(SAID))
def test_the_view_the_log_a_refusal_and_a_card_speak_the_language(code):
    words, _view, _info, _lessons = said(code)
    assert words == SAID[code]


@pytest.mark.parametrize("code", sorted(SAID))
def test_no_english_is_left_in_the_view_the_rules_or_the_tour(code):
    english, view, info, lessons = said("en")
    theirs, their_view, their_info, their_lessons = said(code)
    assert english["attack"].startswith("Green attacks D4 with 2 militaries")   # (English is as it was)
    for key in theirs:
        if key != "military" or code != "de":    # ("Land" is German too; the military's chip is not)
            assert theirs[key] != english[key], key
    # every cell's label, every tip and the panel's lines, the options, each rule and each lesson
    mine = [c["label"] for c in view["board"]["cells"]]
    theirs_labels = [c["label"] for c in their_view["board"]["cells"]]
    same = [a for a, b in zip(mine, theirs_labels) if a == b and not a[1:].isdigit()]
    assert same == [] or code == "fr" and all(a.endswith(", village") for a in same)   # ("village" is French too)
    assert not set(view["tips"]) & set(their_view["tips"])
    assert not set(view["words"].values()) - {"Zoom", "Game over"} & set(their_view["words"].values())   # (core's)
    assert view["seats"][1]["facts"] != their_view["seats"][1]["facts"]
    assert their_info["summary"] != info["summary"]
    assert their_info["options"]["turn_limit"]["labels"][5] != "5 rounds"
    assert their_info["options"]["turn_limit"]["help"] != info["options"]["turn_limit"]["help"]
    assert their_info["guide"]["mouse"] != info["guide"]["mouse"]
    for mine_rule, their_rule in zip(info["rules"], their_info["rules"]):
        assert mine_rule["title"] != their_rule["title"] and mine_rule["text"] != their_rule["text"]
    assert len(their_lessons) == len(lessons) and not set(lessons) & set(their_lessons)


def test_sentences_about_you_are_worded_for_you_in_each_language():
    s = battle()
    names = ["You", "Player 2", "Player 3", "Player 4"]
    assert OV.describe(s, "end", names=names) == "You (green) end the turn (4 actions unused). Player 2's turn."
    with speaking("fr"):
        you = _("You")
        them = [you, _("Player {n}", n=2), _("Player {n}", n=3), _("Player {n}", n=4)]
        assert OV.describe(s, "end", names=them) == \
            f"{you} (vert) terminez le tour (4 actions inutilisées). Au tour de {them[1]}."
        assert OV.describe(s, "end") == "Vert termine le tour (4 actions inutilisées). Au tour de Rouge."
    with speaking("de"):
        assert OV.describe(s, "land:c6-0") == "Grün legt ein Landplättchen auf G1."
        you = _("You")
        assert OV.describe(s, "land:c6-0", names=[you, "B", "C", "D"]) == \
            f"{you} (grün) legst ein Landplättchen auf G1."


def test_a_count_of_one_reads_as_one():
    s = position(players=2, cells={"c5-4": "M0", "c5-3": "L0"}, actions=1)
    view = OV.view(s, 0)
    assert view["seats"][0]["holds"].startswith("1 capital cell, ")
    assert "1 capital cell \u00b7" in view["seats"][0]["facts"] and view["left"] == "1 action left"
    with speaking("fr"):
        view = OV.view(s, 0)
        assert view["seats"][0]["holds"].startswith("1 case de la capitale, ")
        assert view["left"] == "1 action restante"
