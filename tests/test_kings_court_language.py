"""King's Court speaks French, German and Spanish: the view's words, the refusals, the scoring's
breakdown, the log, the rules sheet, the options and the tour's lessons are said in the language
of the request, seats are named for "You" and for a name, and English stays English."""
import pytest

from courtly.core import IllegalMove
from courtly.core.language import speaking
from courtly.core.words import you_name
from courtly.games.kings_court import GAME as KC, from_text, score_placement, words
from courtly.games.kings_court.positions import BLANK

OTHERS = ("fr", "de", "es")
# B2 and R1 beside a cell of space value 3 (b2): a G4 there makes 7, a G5 breaks it
TV = BLANK.replace(". . . . . . .", ". B2 . . . . .", 1).replace(". . . . . . .", "R1 . . . . . .", 1)
ENGLISH = ("Your turn", "Space value", "The Rule of Sevens", "Cell details", "Place one tile",
           "court cell", "tile from your hand", "Sevens")


def words_of(code: str) -> dict:
    """The sentences this file checks, said in ``code``."""
    with speaking(code):
        s = from_text(TV, [["G4", "G5"], ["R6"]])
        names = [you_name(), "Ann"]
        view = KC.view(s, 0, names)
        cells = {c["cell"]: c for c in view["cells"]}
        with pytest.raises(IllegalMove) as refused:
            KC.apply(s, "G4@b1")
        with pytest.raises(IllegalMove) as malformed:
            KC.apply(s, "G4b2")
        info = KC.info()
        return {"caption": view["caption"], "plate": view["hands"][1]["label"], "panel": view["words"]["details"],
                "facts": cells["b2"]["facts"], "label": cells["d3"]["label"], "king": cells["d4"]["label"],
                "summary": view["summary"], "tile": view["hand"][0]["label"],
                "preview": view["moves"][0]["preview"], "refused": str(refused.value),
                "malformed": str(malformed.value), "why_not": KC.why_not(s, "d4"),
                "score": [p["text"] for p in score_placement(s, "G4", "b2")["parts"]],
                "broken": score_placement(s, "G5", "b2")["parts"][0]["detail"],
                "log": KC.describe(s, "G4@b2"), "advice": KC.describe(s, "G4@b2", advice=True),
                "rules": info["rules"], "info": info["summary"], "options": info["options"],
                "guide": info["guide"]["mouse"], "tour": tour_lessons()}


def tour_lessons() -> list[str]:
    """What the tour says, lesson by lesson, when the person follows it (the bot plays first moves)."""
    tour = KC.tour
    states = [KC.new(tour.seed, tour.players)]
    moves, said = [], []
    while KC.to_move(states[-1]) is not None and len(said) < len(tour.lessons):
        state = states[-1]
        if KC.to_move(state) == 0:
            step = tour.step(KC, states, moves, 0)
            if step["says"]:
                said.append(step["says"])
            move = step["move"]
        else:
            move = KC.legal_moves(state)[0]
        moves.append(move)
        states.append(KC.apply(state, move))
    return said


@pytest.fixture(scope="module")
def english():
    return words_of("en")


def test_english_is_said_as_before(english):
    assert english["caption"] == "Your turn \u00b7 stack 43"
    assert english["facts"] == "Space value 3: a 4 makes 7; a 5 or a 6 breaks the seven."
    assert english["score"] == ["Sevens +7"]
    assert english["log"] == "Placed the green 4 on b2: Sevens +7 \u2014 7 points."
    assert english["tour"] == [lesson.says for lesson in KC.tour.lessons]
    assert english["rules"][2]["title"] == "The Rule of Sevens"


@pytest.mark.parametrize("code", OTHERS)
def test_every_word_changes_language(english, code):
    theirs = words_of(code)
    for key, said in english.items():
        assert theirs[key] != said, (code, key)
    for key in ("rules", "tour"):
        for mine, other in zip(english[key], theirs[key]):
            assert mine != other, (code, key, other)
    flat = repr(theirs)
    for word in ENGLISH:
        assert word not in flat, (code, word)


SAID = {
    "fr": {"caption": "À vous · pioche 43",
           "facts": "Valeur de case 3\u00a0: un 4 fait 7\u00a0; un 5 ou un 6 brise le sept.",
           "refused": "b1 est occupée\u00a0: le 2 bleu s'y trouve.",
           "why_not": "Le Roi reste en d4 toute la partie\u00a0: choisissez une tuile de votre main.",
           "score": ["Sept +7"], "log": "4 vert posé en b2\u00a0: Sept +7 — 7 points.",
           "plate": "Ann\u00a0: 1 tuile en main, face cachée, 0 point",
           "rule": "La règle des sept",
           "lesson": "La règle des sept\u00a0: quand la valeur d'une case (la somme de ses voisins de côté) plus votre "
                     "tuile fait le multiple de sept suivant, vous marquez ce multiple."},
    "de": {"caption": "Du bist dran · Stapel 43",
           "facts": "Feldwert 3: eine 4 ergibt 7; eine 5 oder eine 6 bricht die Sieben.",
           "refused": "b1 ist besetzt: Dort liegt die blaue 2.",
           "why_not": "Der König bleibt das ganze Spiel auf d4: Wähle ein Plättchen aus deiner Hand.",
           "score": ["Sieben +7"], "log": "Die grüne 4 auf b2 gelegt: Sieben +7 — 7 Punkte.",
           "plate": "Ann: 1 Plättchen auf der Hand, verdeckt, 0 Punkte",
           "rule": "Die Siebenerregel",
           "lesson": "Die Siebenerregel: Ergeben der Feldwert eines Felds (die Summe seiner Seitennachbarn) plus dein "
                     "Plättchen das nächste Vielfache von sieben, bekommst du dieses Vielfache."},
    "es": {"caption": "Tu turno · mazo 43",
           "facts": "Valor de casilla 3: un 4 hace 7; un 5 o un 6 rompe el siete.",
           "refused": "b1 está ocupada: ahí está el 2 azul.",
           "why_not": "El Rey se queda en d4 toda la partida: elige una ficha de tu mano.",
           "score": ["Siete +7"], "log": "Colocado el 4 verde en b2: Siete +7 — 7 puntos.",
           "plate": "Ann: 1 ficha en la mano, boca abajo, 0 puntos",
           "rule": "La regla del siete",
           "lesson": "La regla del siete: cuando el valor de una casilla (la suma de sus vecinos de lado) más tu ficha "
                     "da el siguiente múltiplo de siete, sumas ese múltiplo."},
}


@pytest.mark.parametrize("code", OTHERS)
def test_the_table_says_these_sentences(code):
    theirs, want = words_of(code), SAID[code]
    for key in ("caption", "facts", "refused", "why_not", "score", "log", "plate"):
        assert theirs[key] == want[key], (code, key)
    assert theirs["rules"][2]["title"] == want["rule"]
    assert want["lesson"] in theirs["tour"]


@pytest.mark.parametrize("code", OTHERS)
def test_seats_are_worded_for_you_and_for_a_name(code):
    """A sentence about a seat is written for "You" and for a name: the verb agrees."""
    with speaking(code):
        names = [you_name(), "Ann"]
        you, ann = words.outcome_reason(True, [0], 30, names), words.outcome_reason(True, [1], 30, names)
        assert "Ann" in ann and you.replace(you_name(), "Ann") != ann
        assert not any(english in you + ann for english in ("You win", "wins with", "board is full"))
        you, ann = words.skipped_note([0], names), words.skipped_note([1], names)
        assert "Ann" in ann and you.replace(you_name(), "Ann") != ann and "skipped" not in you + ann
