"""Every language complete: each catalogue holds a translation of every message the code says
and nothing the code no longer says, with the same fields; the build's own .po reader agrees
with Babel's; the engines speak each language when asked, and English when not."""
from __future__ import annotations

import json
import random
import re

import pytest
from babel.messages.pofile import read_po as babel_read_po

from courtly.core import IllegalMove
from courtly.core.language import ENGLISH, LANGUAGES, best, speaking
from courtly.games import GAMES
from courtly.session import Session
from sitebuild import extract, messages
from sitebuild.messages import LOCALE, catalogue, read_po

OTHERS = [code for code in LANGUAGES if code != ENGLISH]
FIELD = re.compile(r"\{(\w*)\}")


@pytest.fixture(scope="module")
def said():
    return extract.said()


def entries(code: str) -> dict:
    found = {}
    for page in (False, True):
        for e in catalogue(LOCALE / code, page)[1]:
            assert (e.context, e.id) not in found, f"{code}: {e.id!r} is in two catalogue parts"
            found[(e.context, e.id)] = e
    return found


def test_the_code_says_messages_in_every_part(said):
    """The finder finds the engines' and the page's messages (a finder that found nothing
    would make every check below pass)."""
    parts = {m.part for m in said.values()}
    assert {"core", "page", *(g.replace("-", "_") for g in GAMES)} <= parts, parts
    assert ("Undo" in {m.id for m in said.values()})


@pytest.mark.parametrize("code", OTHERS)
def test_every_message_the_code_says_is_translated(said, code):
    have = entries(code)
    missing = [f"{m.where[0]}: {m.id!r}" for k, m in said.items() if k not in have or not have[k].translated]
    assert not missing, f"{code} lacks {len(missing)} messages, the first: " + "; ".join(missing[:10])


@pytest.mark.parametrize("code", OTHERS)
def test_no_catalogue_keeps_a_message_the_code_no_longer_says(said, code):
    stale = [e.id for k, e in entries(code).items() if k not in said]
    assert not stale, f"{code} keeps {len(stale)} messages nobody says: {stale[:10]} (python3 build.py messages)"


@pytest.mark.parametrize("code", OTHERS)
def test_each_translation_fills_the_same_fields(said, code):
    """A translation that drops or renames a {field} would lose a card's name or a count."""
    wrong = []
    for key, e in entries(code).items():
        message = said.get(key)
        if message is None or not e.translated:
            continue
        wanted = set(FIELD.findall(message.id)) | set(FIELD.findall(message.plural or ""))
        for text in e.strings.values():
            got = set(FIELD.findall(text))
            # a singular form may name its one thing in words ("une carte") and leave {n} out
            if got != wanted and not (e.plural is not None and got == wanted - {"n"}):
                wrong.append((e.id, text))
    assert not wrong, wrong[:5]


@pytest.mark.parametrize("code", OTHERS)
def test_the_builds_reader_agrees_with_babel(code):
    for path in sorted((LOCALE / code).glob("*.po")):
        _, ours = read_po(path)
        with path.open("rb") as f:
            theirs = babel_read_po(f, locale=code)
        mine = {(e.context, e.id): [e.strings[i] for i in sorted(e.strings)] for e in ours}
        babel = {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id):
                 list(m.string) if isinstance(m.string, tuple) else [m.string] for m in theirs if m.id}
        assert mine == babel, path


def test_the_browsers_languages_choose_by_their_main_tag():
    assert best(["de-CH", "fr"]) == "de" and best(["pt-BR", "es-MX"]) == "es"
    assert best(["ja"]) == ENGLISH and best([]) == ENGLISH and best(None) == ENGLISH


@pytest.mark.parametrize("code", OTHERS)
def test_each_game_is_named_and_summed_up_in_each_language(code):
    """The home page's words come from the engines too: each language says them its own way."""
    english = {g.id: g.info() for g in GAMES.values()}
    with speaking(code):
        theirs = {g.id: g.info() for g in GAMES.values()}
    for gid, info in theirs.items():
        assert info["summary"] != english[gid]["summary"], (code, gid)
    assert json.dumps(theirs, ensure_ascii=False) != json.dumps(english, ensure_ascii=False)


def test_a_compiled_catalogue_is_what_gettext_reads(tmp_path):
    """The build's .mo writer, read back by the standard library's gettext."""
    import gettext
    po = tmp_path / "x.po"
    po.write_text('msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n\n'
                  'msgid "Undo"\nmsgstr "Annuler"\n\n#, fuzzy\nmsgid "Redo"\nmsgstr "Rétablir"\n\n'
                  'msgctxt "card"\nmsgid "King"\nmsgstr "Roi"\n\n'
                  'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} carte"\nmsgstr[1] "{n} cartes"\n',
                  encoding="utf-8")
    header, found = read_po(po)
    mo = tmp_path / "x.mo"
    messages.write_mo(mo, header, found)
    with mo.open("rb") as f:
        t = gettext.GNUTranslations(f)
    assert t.gettext("Undo") == "Annuler" and t.gettext("Redo") == "Redo"  # fuzzy: left out
    assert t.pgettext("card", "King") == "Roi" and t.gettext("King") == "King"
    assert [t.ngettext("{n} card", "{n} cards", n) for n in (0, 1, 2)] == ["{n} carte", "{n} carte", "{n} cartes"]
    assert messages.page_json(found) == {"Undo": "Annuler", "card\x04King": "Roi",
                                         "{n} card": ["{n} carte", "{n} cartes"]}


# English words that no French, German or Spanish sentence uses ("on", "or", "in", "an",
# "hand", "pile", "points", "actions", "score", "no", "a" are words there too).
ENGLISH_WORDS = frozenset("""the and you your with from card cards move moves turn play plays played draw player
players undo redo hint new game deal rules more share left end round board tile tiles this that here there what
which when where can cannot may must not is are be it of to at by their they them show shows each every next
back""".split())
GAME_NAMES = ("Royal Cotillion", "Overthrone", "Kings Corners", "King's Court", "Overthrow")
# Fields that hold ids, codes and links, not words.
CODES = re.compile(r"\.(id|game|link|position|card|pile|from|to|move|tour|phase|draw_timing|default|layout)$"
                   r"|\.moves\b|\.choices\b|\.seats\b|\.options\.[a-z_]+$")


def strings_in(value, path=""):
    """Every string in a snapshot, with where it is."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings_in(item, f"{path}.{key}")
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item, path)


def english_words(text: str) -> set[str]:
    """English words in a sentence, leaving out the games' names and the move notation a
    refusal quotes ("draw", "move:c5-1:c5-2": what a person types, in any language)."""
    for name in GAME_NAMES:
        text = text.replace(name, " ")
    text = re.sub(r"[«„“\"][^»“”\"]*[»“”\"]|\S*\d\S*|\b[a-z]+:\S*", " ", text)
    return {w for w in re.findall(r"[^\W\d_]+", text) if w.lower() in ENGLISH_WORDS}


@pytest.mark.parametrize("code", OTHERS)
def test_a_game_in_play_says_no_english_word(code):
    """Each game played a while (bots and random moves) in the language: every word of every
    snapshot (the view, its log, labels, hints, the panel), the game's info and each refusal."""
    found = {}
    for game in GAMES.values():
        rng = random.Random(7)
        players = 1 if game.max_players == 1 else 2
        with speaking(code):
            session = Session(game, 3, players, None, [], ["human"] + ["quick"] * (players - 1))
            seen = [session.snapshot(), game.info()]
            for ply in range(90):
                if game.outcome(session.state) is not None:
                    break
                if session.snapshot()["bot_to_move"]:
                    session.play_bot()
                else:
                    session.play_turn(rng.choice(game.legal_moves(session.state)))
                if ply % 15 == 0:
                    seen.append(session.snapshot())
            seen.append(session.snapshot())
            for wrong in ("nonsense", "A1-B2"):
                try:
                    session.play_turn(wrong)
                except IllegalMove as refusal:
                    seen.append({"refusal": str(refusal)})
            assert len(seen) > 3
        for snapshot in seen:
            for path, text in strings_in(snapshot):
                words = set() if CODES.search(path) else english_words(text)
                if path == ".refusal":   # a typed move's refusal lists the notation's bare words
                    words -= {"end", "keep", "draw", "pass"}
                if words:
                    found.setdefault((game.id, path), (text[:120], sorted(words)))
    assert not found, found
