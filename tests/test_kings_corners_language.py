"""Kings Corners in French, German and Spanish: the view's words, the refusals, the panel's
turn line, the rules sheet, the options and the tour's lessons are said in the language of
the request (``speaking``), and the piles' ids stay what they are.

The words the core says (card names, "You", "Player 2", lists) are read from the core in the
same language rather than written out, so these tests hold while the core's catalogue grows."""

import pytest

from courtly.core import IllegalMove
from courtly.core import language
from courtly.core.language import speaking
from courtly.core.words import seat_name, you_name
from courtly.games import get

KC = get("kings-corners")


def table():
    """The deal of seed 13 for two, and the seat to move."""
    state = KC.new(13, 2)
    return state, KC.to_move(state)


def names_here(seat: int, players: int = 2) -> list[str]:
    """The table's names in the language spoken now: "You" (in it) for ``seat``, else "Player N"."""
    return [you_name() if i == seat else seat_name(i) for i in range(players)]


WORDS = {
    "fr": {"corner": "Coin Nord-Est, vide : seul un roi peut l'ouvrir", "king_only": "Roi seulement",
           "marks": ["N", "E", "S", "O", "NE", "SE", "SO", "NO"], "your_turn": "À vous",
           "to_play": "À {name} de jouer", "onto_itself": "Une pile ne peut pas être déplacée sur elle-même.",
           "title": "Votre tour", "summary": "De deux à quatre joueurs", "length": "Durée",
           "points": "25 points", "draw": "Carte piochée, fin du tour.", "stock": "pioche",
           "prompt": "Jouez des cartes sur les piles, puis piochez pour finir votre tour."},
    "de": {"corner": "Ecke Nordost, leer: nur ein König darf sie eröffnen", "king_only": "Nur König",
           "marks": ["N", "O", "S", "W", "NO", "SO", "SW", "NW"], "your_turn": "Du bist dran",
           "to_play": "{name} ist dran", "onto_itself": "Ein Stapel kann nicht auf sich selbst verschoben werden.",
           "title": "Dein Zug", "summary": "Zwei bis vier Spieler", "length": "Länge",
           "points": "25 Punkte", "draw": "Karte vom Talon gezogen, Zug beendet.", "stock": "Talon",
           "prompt": "Spiele Karten auf die Stapel, dann ziehe vom Talon, um deinen Zug zu beenden."},
    "es": {"corner": "Esquina Noreste, vacía: solo un rey puede abrirla", "king_only": "Solo rey",
           "marks": ["N", "E", "S", "O", "NE", "SE", "SO", "NO"], "your_turn": "Tu turno",
           "to_play": "Le toca a {name}", "onto_itself": "Un montón no se puede mover sobre sí mismo.",
           "title": "Tu turno", "summary": "De dos a cuatro jugadores", "length": "Duración",
           "points": "25 puntos", "draw": "Carta robada del mazo, fin del turno.", "stock": "mazo",
           "prompt": "Juega cartas en los montones y luego roba del mazo para terminar tu turno."},
}


@pytest.mark.parametrize("code", sorted(WORDS))
def test_the_view_speaks_the_language_and_keeps_the_piles_ids(code):
    words = WORDS[code]
    state, seat = table()
    with speaking(code):
        view = KC.view(state, seat, names_here(seat))
    piles = {p["pile"]: p for p in view["piles"]}
    assert list(piles) == ["N", "E", "S", "W", "NE", "SE", "SW", "NW"]   # ids: data, never translated
    assert [p["mark"] for p in view["piles"]] == words["marks"]
    assert piles["NE"]["label"] == words["corner"] and piles["NE"]["hint"] == words["king_only"]
    assert view["prompt"] == words["prompt"]
    assert view["summary"] == f"{words['your_turn']} \u00b7 {words['stock']} {len(state.stock)}"
    english = KC.view(state, seat, ["You", "Player 2"])
    for key in ("label", "badge"):
        assert view["stock"][key] != english["stock"][key]
    assert view["hand"]["words"] != english["hand"]["words"] and view["drawing"] != english["drawing"]
    assert view["scoring"] != english["scoring"] and view["panel"]["heading"] != english["panel"]["heading"]
    text = repr(view)
    for gone in ("corner, empty", "King only", "Play cards onto the piles", "face down", "penalty point",
                 "Scoring", "in your hand"):
        assert gone not in text, gone


@pytest.mark.parametrize("code", sorted(WORDS))
def test_the_panels_turn_line_for_you_and_for_player_2(code):
    words = WORDS[code]
    state, seat = table()
    other = 1 - seat
    with speaking(code):
        mine = KC.view(state, seat, names_here(seat))["turn"]
        theirs = KC.view(state, other, names_here(other))["turn"]
        name = seat_name(seat)
    assert mine == words["your_turn"]
    assert theirs == words["to_play"].format(name=name)
    assert "to play" not in theirs and mine != "Your turn"


@pytest.mark.parametrize("code", sorted(WORDS))
def test_refusals_and_the_log_speak_the_language(code):
    words = WORDS[code]
    state, _ = table()
    with speaking(code):
        with pytest.raises(IllegalMove) as refused:
            KC.parse(state, "N-N")
        assert str(refused.value) == words["onto_itself"]
        with pytest.raises(IllegalMove) as refused:
            KC.parse(state, "N-SW")       # a pile not based on a King, to an empty corner
        assert "King-based" not in str(refused.value) and "N-SW" not in str(refused.value)
        assert KC.describe(state, "draw") == words["draw"]
        assert not KC.describe(state, "4C-E").startswith("Played")
        assert not KC.why_not(state, "NE").startswith("The empty")


@pytest.mark.parametrize("code", sorted(WORDS))
def test_the_rules_sheet_the_options_and_the_tour_speak_the_language(code):
    words = WORDS[code]
    english = KC.info()
    with speaking(code):
        info = KC.info()
        state = KC.new(KC.tour.seed, KC.tour.players)
        first = KC.tour.step(KC, [state], [], KC.to_move(state))
    assert info["rules"][0]["title"] == words["title"]
    assert all(mine["text"] != theirs["text"] and mine["title"] != theirs["title"]
               for mine, theirs in zip(info["rules"], english["rules"]))
    assert info["summary"].startswith(words["summary"])
    assert info["options"]["match"]["label"] == words["length"]
    assert info["options"]["target"]["labels"][25] == words["points"]
    assert info["options"]["target"]["choices"] == english["options"]["target"]["choices"]
    assert info["guide"]["touch"] != english["guide"]["touch"]
    # the tour's first lesson (a build), and every lesson, in the language
    assert first["says"] and first["says"] != KC.tour.lessons[0].says
    with speaking(code):
        lessons = [language._(lesson.says) for lesson in KC.tour.lessons]
    assert first["says"] == lessons[0]
    assert all(said != lesson.says for said, lesson in zip(lessons, KC.tour.lessons))


def test_english_is_unchanged_and_marks_are_the_ids():
    state, seat = table()
    view = KC.view(state, seat, ["You", "Player 2"] if seat == 0 else ["Player 1", "You"])
    assert [p["mark"] for p in view["piles"]] == [p["pile"] for p in view["piles"]]
    assert KC.info()["rules"][0]["title"] == "Your turn"
    assert KC.info()["options"]["target"]["labels"] == {25: "25 points", 50: "50 points"}
