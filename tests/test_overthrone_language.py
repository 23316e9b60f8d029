"""Overthrone in French, German and Spanish: the view's words, the refusals, the moves in
words, the rules sheet, the tour's lessons and the home screen's words come from the
overthrone catalogue part (py/locale/<language>/overthrone.po), and English stays English."""
import json

import pytest

from courtly.core import IllegalMove
from courtly.core.language import speaking
from courtly.games import get
from courtly.links import parse_fragment
from courtly.session import Session
from test_overthrone import position

OT = get("overthrone")


def reign():
    """The Queen of hearts rules over the Jack of spades; the Jester tops the north foundation."""
    return position("QH", buried=["JS"], foundations={"N": ["9H", "X1"], "E": ["AS"]},
                    hand=["2H", None, "KD", "3D", "5S"], discard=["7C"])


def refusal(state, move):
    with pytest.raises(IllegalMove) as info:
        OT.apply(state, move)
    return str(info.value)


SAID = {
    "fr": {
        "title": "Dame de cœur", "since": "A renversé le Valet de pique.",
        "power": "Tout cœur peut être joué sur la fondation de cœur.", "short": "tout cœur",
        "heading": "La Dame de cœur règne", "hand": "Case 2 de la main, vide",
        "discard": "La défausse est ouverte : un Bouffon couvre la fondation nord, sa carte du dessus peut donc "
                   "être jouée.",
        "throne": "Trône : la Dame de cœur règne, 1 souverain déchu dessous",
        "bands": ["Parfait", "Bien", "Pas terrible", "Aïe"], "badge": "défausse 1 · ouverte",
        "outranks": "Un valet ne peut renverser une dame que si la fondation de cœur est plus forte que la "
                    "fondation de pique : 8 contre 9 (l'as est haut ; l'égalité ne suffit pas).",
        "empty": "La case 5 de la main est vide.",
        "step": ("Commencer une fondation", "Toute carte d'une couleur qui n'a pas encore de fondation en commence "
                 "une ; ensuite cette fondation ne prend que sa couleur. Les as peuvent toujours être joués sur "
                 "leur couleur."),
        "lesson": "Une carte d'une couleur qui n'a pas encore de fondation en commence une ; cette fondation ne "
                  "prend ensuite que sa couleur.",
        "summary": "Une réussite avec un Bouffon : la figure sur le trône décide des cartes que vous pouvez jouer.",
    },
    "de": {
        "title": "Herz-Dame", "since": "Vorher herrschte der Pik-Bube.",
        "power": "Jede Herzkarte darf auf den Herz-Zielstapel gespielt werden.", "short": "jede Herzkarte",
        "heading": "Die Herz-Dame herrscht", "hand": "Handfeld 2, leer",
        "discard": "Die Ablage ist offen: Ein Narr liegt oben auf dem Zielstapel Nord, also darf ihre oberste "
                   "Karte gespielt werden.",
        "throne": "Thron: die Herz-Dame herrscht, 1 früherer Herrscher darunter begraben",
        "bands": ["Perfekt", "Gut", "Nicht so gut", "Oje"], "badge": "Ablage 1 · offen",
        "outranks": "Ein Bube kann eine Dame nur stürzen, wenn der Herz-Zielstapel den Pik-Zielstapel übertrifft: "
                    "8 gegen 9 (Ass hoch; Gleichstand genügt nicht).",
        "empty": "Handfeld 5 ist leer.",
        "step": ("Einen Zielstapel beginnen", "Jede Karte einer Farbe, die noch keinen Zielstapel hat, beginnt "
                 "einen; danach nimmt dieser Zielstapel nur seine Farbe an. Asse dürfen immer auf ihre Farbe "
                 "gespielt werden."),
        "lesson": "Eine Karte einer Farbe ohne Zielstapel beginnt einen; dieser Zielstapel nimmt dann nur seine "
                  "Farbe an.",
        "summary": "Patience mit einem Narren: Die Bildkarte auf dem Thron bestimmt, welche Karten du spielen darfst.",
    },
    "es": {
        "title": "Reina de corazones", "since": "Antes gobernaba la Sota de picas.",
        "power": "Cualquier carta de corazones puede jugarse en la fundación de corazones.",
        "short": "cualquier carta de corazones",
        "heading": "Gobierna la Reina de corazones", "hand": "Casilla 2 de la mano, vacía",
        "discard": "El descarte está abierto: un Bufón está encima de la fundación norte, así que puede jugarse su "
                   "carta de arriba.",
        "throne": "Trono: gobierna la Reina de corazones, con 1 soberano anterior depuesto debajo",
        "bands": ["Perfecta", "Buena", "No tan buena", "Uy"], "badge": "descarte 1 · abierto",
        "outranks": "Una sota solo puede derrocar a una reina cuando la fundación de corazones supera a la "
                    "fundación de picas: 8 contra 9 (el as es alto; empatar no basta).",
        "empty": "La casilla 5 de la mano está vacía.",
        "step": ("Empezar una fundación", "Cualquier carta de un palo que aún no tenga fundación empieza una; "
                 "desde entonces esa fundación solo admite su palo. Los ases siempre pueden jugarse sobre su palo."),
        "lesson": "Una carta de un palo que aún no tiene fundación empieza una; esa fundación solo admite luego su "
                  "palo.",
        "summary": "Solitario con un Bufón: la figura del trono decide qué cartas puedes jugar.",
    },
}
# Sentences Overthrone says in English, none of which may be left in another language.
ENGLISH = ["may be played", "Hand slot", "Discard pile", "Draw pile", "Throne:", " rules", "buried rulers",
           "the throne", "Whoever rules", "foundation", "discarded so far", "draw ", "Score band"]
CODES = ("id", "card", "name", "pile", "side", "game", "suit")   # data, and the cards' names (core's words)


def words_of(value, key=None):
    """Every string the view says, not its ids and codes."""
    if isinstance(value, dict):
        return [w for k, v in value.items() for w in words_of(v, k)]
    if isinstance(value, list):
        return [w for v in value for w in words_of(v, key)]
    return [value] if isinstance(value, str) and key not in CODES else []


@pytest.mark.parametrize("code", SAID)
def test_the_view_speaks_the_language(code):
    said = SAID[code]
    with speaking(code):
        v = OT.view(reign(), 0)
    assert v["title"] == said["title"] and v["since"] == said["since"]
    assert v["powers"][0]["text"] == said["power"] and v["powers"][0]["short"] == said["short"]
    assert v["words"]["heading"] == said["heading"] and v["hand"][1]["label"] == said["hand"]
    assert v["discard"]["words"] == said["discard"] and v["throne"]["label"] == said["throne"]
    assert [b["name"] for b in v["bands"]] == said["bands"] and v["discard"]["badge"] == said["badge"]
    words = words_of({k: v[k] for k in v if k != "moves"})
    assert len(words) > 30
    for english in ENGLISH:
        assert not [w for w in words if english in w], (code, english)


@pytest.mark.parametrize("code", SAID)
def test_refusals_and_moves_speak_the_language(code):
    jack = position("QS", foundations={"N": ["8H"], "E": ["9S"]}, hand=["JH"])
    with speaking(code):
        assert refusal(jack, "H1-throne") == SAID[code]["outranks"]
        assert refusal(position("JS", hand=["KD"]), "H5-N") == SAID[code]["empty"]
        assert OT.why_not(OT.new(11), "discard") == refusal(position("JS", hand=["KD"]), "discard-N")
        done = OT.describe(reign(), "H3-throne")
        ended = position("QS", discard=["3C", "TD"], fill=False)
        lost, shown = OT.outcome(ended), OT.view(ended, 0)["band"]
        bands = OT.info()["bands"]
    assert not done.startswith("Played") and "overthrowing" not in done
    # the statistics count the band by its English name, and show the language's
    assert lost["band"] == "Good" and bands["Good"] == shown == SAID[code]["bands"][1]
    assert lost["reason"].startswith(SAID[code]["bands"][1]) and "discard pile and hand" not in lost["reason"]
    assert refusal(jack, "H1-throne").startswith("A Jack can overthrow a Queen")   # English outside


@pytest.mark.parametrize("code", SAID)
def test_the_rules_sheet_tour_and_home_words_speak_the_language(code):
    said = SAID[code]
    with speaking(code):
        info = OT.info()
        lessons = [lesson.says for lesson in OT.tour.lessons]
        spec = parse_fragment(OT.tour_link())
        session = Session(OT, spec["seed"], spec["players"], spec["options"], [], spec["seats"])
        session.follow(True)
        step = session.tour_step()
    assert (info["rules"][1]["title"], info["rules"][1]["text"]) == said["step"]
    assert lessons[0] == said["lesson"] and step["says"] in lessons
    assert not step["do"].startswith(("Play ", "Discard ", "Draw "))
    assert info["summary"] == said["summary"]
    english = json.dumps(info["rules"]) + json.dumps(lessons) + info["options"]["hand"]["help"] + info["guide"]["mouse"]
    for sentence in ("The goal", "The ruler decides", "Taking the throne", "The court card on the throne",
                     "A court card in your hand", "hand slots the draw fills", "Drag a card"):
        assert sentence not in english, (code, sentence)
    # outside ``speaking`` the same game speaks English again
    assert OT.info()["rules"][1]["title"] == "Starting a foundation"
    assert OT.tour.lessons[0].says.startswith("A card of a suit with no foundation yet starts one")
