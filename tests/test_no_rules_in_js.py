"""No rules in js/games/: a game's module draws the engine's view and sends moves.  Rule
arithmetic, rule text, numbers the engine owns and the parsing of the engine's sentences
must not come back; each file lists the patterns it once held (or could easily grow).
The rules sheet and the first-visit guide are the engine's (``Game.rules_sheet``, ``guide``)."""
import re
from pathlib import Path

import pytest

JS = Path(__file__).resolve().parent.parent / "js" / "games"

# Everywhere: no parsing of the engine's words, and no state kept between screens.
COMMON = [
    r"\.split\(",             # cutting an engine sentence into parts
    r"\.match\(",             # reading facts back out of words
    r"^let ",                 # module-level state (per-screen state lives in ctx.toggles)
]

PATTERNS = {
    "royal-cotillion.js": [
        r"needs the",             # a foundation's need, worded in JS
        r"-based",                # "Ace-based spades foundation": the engine names foundations
        r"\b104\b",               # the number of cards: the engine says how many there are
        r"\b13\b",                # a complete foundation
        r"never refilled",        # the zones' notes come from the engine
        r"every card plays",
        r"[`\"]Deck slot|[`\"]Field column|[`\"]Fresh pile,",   # pile labels come from the engine
    ],
    "overthrone.js": [
        r"\bBANDS\b",             # the score bands are the engine's
        r"Perfect|Not so good|Uh oh",
        r"1\\u2013|1\u20133|4\\u2013|4\u20137|8\+",
        r"rules:",                # the ruler's title was cut from "… rules: …"
        r"Jester tops",           # the discard pile's state is the engine's sentence
        r"none is empty",
        r"may start it",
        r"Overthrew|first ruler",
        r"Each card discarded",   # the penalty's words
    ],
    "kings-corners.js": [
        r"only a King",           # "only a King may open it": the engine words the piles
        r"King only",
        r"any card from your hand|may fill it",
        r"each turn begins",
        r"turns end without drawing",
        r"King 10|cost 1 point",
        r"lowest total",
        r"play cards onto the piles",
    ],
    "kings-court.js": [
        r"%\s*7\b|\bSEVEN\b",       # the Rule of Sevens: the engine gives each cell's needed value
        r"checkpoint|space_value\s*[-+%]",   # ...and its checkpoint; the page does no sum on them
        r"Breaking Seven",        # a broken seven is the record's tone, not a label to match
        r"value 10|[`\"']10[`\"']",  # the King's value comes with the King
        r"four sides are filled|opens once",  # the blue court's rule is the engine's key and note
        r"MutationObserver|querySelector",   # selection and pointing come from the table's hooks
    ],
}

# Overthrow's module and every part of it (a new part is searched too).
OVERTHROW = [
    r"spymaster|threshold",   # the reveal threshold is the engine's (hand.notes)
    r"prepareMoves|\bgroup\b\s*=",   # a second move model rewriting the view's records
    r"\.attackers\.length",   # choosing which attack a gesture plays: the records come in that shape
    r"actions? unused|skip the free land|Keep my cards|Swap \$\{",   # the buttons' labels are the engine's
    r"free of charge|Surveyors|a free land",   # the free land's offer, worded by the engine
    r"1 action|exposure card\b[^s]",   # what an action costs (view.costs)
    r"\b50\s*-",              # land tokens counted from the supply's size
]
PATTERNS.update({str(path.relative_to(JS)): OVERTHROW
                 for path in [JS / "overthrow.js", *sorted((JS / "overthrow").glob("*.js"))]})


def code_of(path: Path) -> str:
    return path.read_text()


@pytest.mark.parametrize("name", sorted(PATTERNS))
def test_no_rules_in_the_games_module(name):
    code = code_of(JS / name)
    found = [(pattern, line.strip()) for pattern in COMMON + PATTERNS[name]
             for line in code.splitlines() if re.search(pattern, line)]
    assert not found, f"{name} holds rules or parses the engine's words: {found}"


def test_the_search_can_see_what_it_forbids():
    """The patterns find what they are for (so a typo cannot make the test pass by itself)."""
    samples = {"royal-cotillion.js": "label: `${base}-based ${SUIT} foundation, needs the ${x}`",
               "overthrone.js": 'const BANDS = [["Perfect", "0"]]; view.allows.split(" rules:")',
               "kings-corners.js": 'let names = [];\n`corner, empty: only a King may open it`',
               "overthrow/panel.js": "const threshold = spies + n;\nprepareMoves(view);\n"
                                     '`End turn (${left} actions unused)`',
               "kings-court.js": 'const needs = 7 - sv % 7;\nif (part.label === "Breaking Seven") face(code, "10");'}
    for name, sample in samples.items():
        hits = [p for p in COMMON + PATTERNS[name] if any(re.search(p, line) for line in sample.splitlines())]
        assert len(hits) >= 2, (name, hits)
    for path in JS.glob("*.js"):   # the rules sheet and the guide are the engine's (info.rules, info.guide)
        assert not re.search(r"^export const (help|guide)\b", code_of(path), flags=re.M), path.name
