"""The style sheets keep a move cheap to draw.

A ``:has()`` test on an element makes the browser test it again whenever anything inside that
element is added, removed or changes a class or attribute it names, and on a match restyle the
element's descendants that any ``:has()`` rule reaches.  On the game screen's containers that
was every card, pile hint and badge at each clock tick and each move (King's Court: about 175
elements restyled per press instead of about 50).  A game's sheet reads which game is on
screen from ``.play[data-game]``, the screen's states from its classes (``touring``,
``acting``), and a table's mode from the classes its layout marks it with (``marks``)."""
import re
from pathlib import Path

import pytest

CSS = Path(__file__).resolve().parent.parent / "css"
SHEETS = sorted(CSS.rglob("*.css"))

# the screen and the containers around every card and pile
CONTAINERS = ("play", "table-row", "table-host", "table", "side-panel", "module-panel")


def selectors(text):
    """Every selector of the sheet ``text`` (in @media blocks too), comments left out."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    for block in re.findall(r"([^{}]+)\{", text):
        block = block.strip()
        if block.startswith("@"):
            continue
        yield from (s.strip() for s in block.split(",") if s.strip())


def has_anchors(selector):
    """The compound selectors that carry a :has() in ``selector``."""
    return [c for c in re.split(r"\s*[\s>+~]\s*(?![^(]*\))", selector) if ":has(" in c]


def test_the_checker_sees_a_has_on_a_container():
    rules = ".play:has(.pile-kc-stock) .actions .action { color: red }\n.card:has(> .kco-tile) { top: 0 }"
    found = [c for s in selectors(rules) for c in has_anchors(s)]
    assert found == [".play:has(.pile-kc-stock)", ".card:has(> .kco-tile)"], found


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda p: p.name)
def test_no_has_on_the_screens_containers(sheet):
    wrong = []
    for selector in selectors(sheet.read_text()):
        for compound in has_anchors(selector):
            classes = set(re.findall(r"\.([\w-]+)", compound.split(":has(")[0]))
            if classes & set(CONTAINERS) or compound.startswith((":has", "main", "body", "html")):
                wrong.append(selector)
    assert not wrong, f"{sheet.name}: a :has() on a container of the table: {wrong}"
