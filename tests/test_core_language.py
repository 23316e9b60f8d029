"""The shared engine code speaks the request's language (``core.language``): the cards' names
by each language's convention, the table's words and refusals, the results' title, a
challenge's verdict, a link's complaint, the solver's words; English stays as it was."""
import json
from dataclasses import replace

import pytest

from courtly import challenge, web
from courtly.challenge import Result
from courtly.core import IllegalMove
from courtly.core.cards import a_rank, card_name, rank_name, suit_name, the_rank
from courtly.core.language import _, speaking
from courtly.core.words import results_title, say
from courtly.games import get
from courtly.links import parse_fragment
from courtly.presence import presence
from courtly.session import Session

KC, RC, OT = get("kings-corners"), get("royal-cotillion"), get("overthrone")


def ask(**request):
    return json.loads(web.handle(json.dumps(request)))


@pytest.mark.parametrize("code, jack, queen, ace", [
    ("en", "jack of hearts", "queen of hearts", "ace of clubs"),
    ("fr", "valet de cœur", "dame de cœur", "as de trèfle"),
    ("de", "Herz-Bube", "Herz-Dame", "Kreuz-Ass"),
    ("es", "sota de corazones", "reina de corazones", "as de tréboles"),
])
def test_card_names_follow_each_languages_convention(code, jack, queen, ace):
    with speaking(code):
        assert (card_name("JH-0"), card_name("QH"), card_name("AC-1")) == (jack, queen, ace)
        assert card_name("9S") == {"en": "nine of spades", "fr": "neuf de pique", "de": "Pik-Neun",
                                   "es": "nueve de picas"}[code]


def test_ranks_suits_and_the_jester_in_each_language():
    assert (rank_name(13), suit_name("D"), card_name("X1-0"), a_rank(1), the_rank(12)) == \
        ("king", "diamonds", "the Jester", "an ace", "the queen")
    with speaking("fr"):
        assert (rank_name(13), suit_name("D"), a_rank(12), the_rank(1)) == ("roi", "carreau", "une dame", "l'as")
    with speaking("de"):
        assert (rank_name(11), a_rank(13), the_rank(11), a_rank(2)) == ("Bube", "einen König", "den Buben", "eine Zwei")
    with speaking("es"):
        assert (rank_name(11), a_rank(12), the_rank(13)) == ("sota", "una reina", "el rey")
    names = set()
    for code in ("en", "fr", "de", "es"):
        with speaking(code):
            names.add(card_name("X1-0"))
    assert len(names) == 4, names
    assert card_name("QH") == "queen of hearts", "the language is the request's only"


def test_a_sessions_snapshot_words_and_log_are_in_the_asking_language(monkeypatch):
    table = Session(KC, 11, 2, None, [], seats=["human", "strong"])
    with speaking("fr"):
        snap = table.snapshot()
    assert snap["names"] == ["Vous", "Joueur 2"]
    assert snap["seat_labels"][1] == {"number": None, "kind": "bot fort"}
    two = Session(KC, 11, 2, None, [], seats=["human", "human"])
    with speaking("de"):
        assert two.snapshot_for(0)["names"] == ["Du", "Spieler 2"]
    with speaking("es"):
        assert two.snapshot()["handoff_words"]["title"] == "Pasa el dispositivo a Jugador 1"
    # the log is worded again in the language that asks (the game's words are the game's own:
    # a stand-in says a core message here)
    monkeypatch.setattr(RC, "describe", lambda state, move, **named: _("Nothing can move from there now."))
    solo = Session(RC, 7, 1, None, ["turn", "turn"])
    assert solo.snapshot()["log"][-1]["text"] == "Nothing can move from there now."
    with speaking("fr"):
        assert solo.snapshot()["log"][-1]["text"] == "Rien ne peut partir de là maintenant."
    with speaking("es"):
        assert [e["text"] for e in solo.replay_view(2)["log"]] == ["Ahora no se puede mover nada desde ahí."] * 2
    assert solo.snapshot()["log"][-1]["text"] == "Nothing can move from there now."


def test_a_refusal_is_in_the_asking_language():
    t = Session(KC, 11, 2, None, [], seats=["human", "quick"])
    while t.to_move != 1:
        t.play_turn(KC.legal_moves(t.state)[0])
    said = {}
    for code in ("en", "fr", "de", "es"):
        with speaking(code), pytest.raises(IllegalMove) as refused:
            t.play_turn("draw")
        said[code] = str(refused.value)
    assert said == {"en": "It is not your turn: Player 2 (a bot) is thinking.",
                    "fr": "Ce n'est pas votre tour : Joueur 2 (un bot) réfléchit.",
                    "de": "Du bist nicht am Zug: Spieler 2 (ein Bot) überlegt.",
                    "es": "No es tu turno: Jugador 2 (un bot) está pensando."}
    assert ask(op="open", link="#/kings-corners?seed=11&players=2&seats=human,human", host=0)["ok"]
    reply = ask(op="restart", seat=1, language="de")
    assert reply["error"] == "Nur der Gastgeber kann dieses Spiel neu geben."
    assert ask(op="restart", seat=1)["error"] == "Only the host can deal this game again."


def test_the_results_title_in_each_language():
    names = ["You", "Player 2"]
    assert results_title([1], names, [0]) == "You lost: Player 2 wins"
    with speaking("fr"):
        assert results_title([1], ["Vous", "Joueur 2"], [0]) == "Vous avez perdu : Joueur 2 gagne"
        assert results_title([0, 1], ["Vous", "Joueur 2"], [0]) == "Vous avez gagné ! (à égalité avec Joueur 2)"
    with speaking("de"):
        assert results_title([0, 2], ["Spieler 1", "Spieler 2", "Spieler 3"], [0, 1, 2]) == \
            "Spieler 1 und Spieler 3 gewinnen"
    with speaking("es"):
        assert results_title([], ["Tú", "Jugador 2"], [0]) == "Nadie gana"


def test_a_challenges_verdict_dare_and_words_in_each_language():
    ann = Result("Ann", [], won=True, score=104, chosen=90, time=200_000, verified=True)
    me = replace(ann, name="You")
    with speaking("fr"):
        assert challenge.compare(RC, replace(me, chosen=80), ann) == "Vous avez fait mieux, de 10 coups (80 contre 90)."
        assert challenge.compare(RC, replace(me, won=False), ann) == "Ann a fait mieux : Ann a gagné, vous non."
        assert challenge.result_words(RC, ann) == "gagné (90 coups, 3:20)"
    with speaking("de"):
        assert challenge.compare(RC, me, ann) == "Unentschieden: dasselbe Ergebnis in gleich vielen Zügen wie Ann."
        assert challenge.dare(RC, replace(ann, name="A friend")) == \
            "Ein Freund fordert dich bei diesem Spiel heraus: gewonnen (90 Züge, 3:20). " \
            "Schaffst du es in weniger Zügen?"
    with speaking("es"):
        assert challenge.compare(OT, replace(me, won=False, score=7), replace(ann, won=False, score=9)) == \
            "Lo hiciste mejor, por 2 puntos (7 a 9)."
        with pytest.raises(ValueError, match="Este desafío está dañado"):
            challenge.unpack(RC, 5, 1, {}, "AAAA")
    assert challenge.compare(RC, replace(me, chosen=80), ann) == "You did better, by 10 moves (80 to 90)."
    assert challenge.dare(RC, ann) == "Ann challenges you on this deal: they won (90 moves, 3:20). " \
        "Can you win it in fewer moves?"
    assert challenge.clean_name("") == "A friend", "the link keeps the English default; the page says it"


@pytest.mark.parametrize("code, words", [
    ("en", "There is no game called 'chess' here."),
    ("fr", "Il n'y a pas de jeu appelé « chess » ici."),
    ("de", "Hier gibt es kein Spiel namens „chess“."),
    ("es", "Aquí no hay ningún juego llamado «chess»."),
])
def test_a_malformed_links_message_is_in_the_asking_language(code, words):
    with speaking(code), pytest.raises(ValueError) as bad:
        parse_fragment("#/chess?seed=1")
    assert str(bad.value).startswith(words)
    reply = ask(op="open", link="#/royal-cotillion", language=code)
    assert reply["kind"] == "bad-request" and reply["error"] == {
        "en": "The link has no seed, so it does not say which deal to play.",
        "fr": "Le lien n'a pas de numéro de donne : il ne dit pas quelle donne jouer.",
        "de": "Der Link hat keine Spielnummer und sagt daher nicht, welches Spiel gespielt wird.",
        "es": "El enlace no tiene número de partida, así que no indica qué reparto jugar."}[code]


def test_the_solvers_words_and_the_tables_presence_in_each_language():
    found = {"status": "winnable", "best": 0, "proven": True}
    with speaking("fr"):
        assert RC.hint_words(found, "Jouez ceci.") == "Indice (gagnant) : Jouez ceci."
        assert RC.finish_label(["a", "b"]) == "Terminer (2 coups)"
        assert RC.info()["solver"]["verdicts"]["winnable"] == "\u2713 encore gagnable"
    with speaking("de"):
        assert RC.hint_words({**found, "status": "not winnable"}, None) == \
            "Von hier aus nicht mehr möglich: Gewinnweg. Mach ein paar Züge rückgängig und versuch es anders."
        words = presence(0, ["host", "here", "away"], to_move=1, kinds=["human", "human", "quick"])
        assert words["notes"] == ["dieses Gerät (Gastgeber)", "Freund, verbunden", "Freund, abwesend"]
        assert words["bar"] == "Abwesend: Spieler 3."
        assert words["rows"] == ["dieses Gerät", "ein Freund, verbunden",
                                 "ein Freund, abwesend (ein Bot spielt stattdessen)"]
    assert RC.finish_label(["a"]) == "Finish (1 move)"
    assert RC.hint_words({**found, "status": "unknown", "proven": False, "best": 3}, "Play this.") == \
        "Hint (the best line found: 3 points): Play this."


def test_tables_built_at_import_are_said_in_the_asking_language():
    """``say``: a message marked with N_ translated now, a function called now, "" left alone."""
    assert say("") == "" and say(lambda: "x") == "x"
    with speaking("es"):
        assert say("Game over") == "Fin de la partida"
        assert say(RC.check_label) == "¿Aún se puede ganar?"
