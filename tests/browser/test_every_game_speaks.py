"""Every game, opened in a French, German or Spanish browser, speaks that language: its table,
its toolbar and menus, its rules sheet and a move's words hold no English word (the games' own
names aside), and the same link opens in English in an English browser."""
import json
import re
from pathlib import Path

import pytest

from conftest import ARTIFACTS, SIZES, new_page
from helpers import next_frame, open_link, play_by_clicks

from courtly import replay
from courtly.games import GAMES
from courtly.links import make_fragment

LINKS = {"royal-cotillion": "#/royal-cotillion?seed=5", "overthrone": "#/overthrone?seed=5",
         "kings-corners": "#/kings-corners?seed=5&players=2&seats=human,quick",
         "kings-court": "#/kings-court?seed=5&players=2&seats=human,quick",
         "overthrow": "#/overthrow?seed=5&players=2&seats=human,quick"}
GOLDEN = Path(__file__).resolve().parents[1] / "golden"
LOCALES = {"fr": "fr-FR", "de": "de-DE", "es": "es-ES"}
NAMES = ("Royal Cotillion", "Overthrone", "Kings Corners", "King's Court", "Overthrow", "Courtly")
# English words no French, German or Spanish sentence uses ("on", "or", "in", "an", "so",
# "hand", "pile", "points", "actions", "score", "no", "a" are words there too, so not listed).
ENGLISH = frozenset("""the and you your with from card cards move moves turn play plays played draw player players
undo redo hint new game deal rules more share left end round board tile tiles this that here there what which when
where can cannot may must not is are be it of to at by their they them show shows each every next back""".split())
# Everything a person reads or hears: the text, and the names and tips of controls.
WORDS = """() => {
  const shown = [...document.querySelectorAll('#play, dialog[open]')].map((e) => e.innerText);
  const named = [...document.querySelectorAll('#play [aria-label], #play [title], dialog[open] [aria-label]')]
    .filter((e) => e.checkVisibility ? e.checkVisibility() : true)
    .map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`);
  return [document.title, ...shown, ...named].join('\\n'); }"""


def english_in(text: str) -> list[str]:
    for name in NAMES:
        text = text.replace(name, " ")
    return sorted({w for w in re.findall(r"[^\W\d_]+", text) if w.lower() in ENGLISH})


def catalogue(site_dir, code: str) -> dict:
    return json.loads(next(site_dir.glob(f"v/*/locale/{code}.json")).read_text(encoding="utf-8"))


@pytest.mark.parametrize("code", list(LOCALES))
def test_every_game_speaks_the_browsers_language(browser, site, watch, code):
    from sitebuild import DIST
    words = catalogue(DIST, code)
    context = browser.new_context(**SIZES["desktop"], locale=LOCALES[code], service_workers="block")
    page = new_page(browser, watch, context=context)
    found = {}
    for game_id, link in LINKS.items():
        open_link(page, site, link)
        page.wait_for_function("() => courtly.screen?.reply && !courtly.screen.reply.bot_to_move")
        assert page.evaluate("document.documentElement.lang") == code
        seen = [page.evaluate(WORDS)]
        more = page.locator(".more > summary").first
        if more.is_visible():
            more.click()
            seen.append(page.evaluate(WORDS))
            more.click()
        rules = page.locator(f"button:has-text('{words['Rules']}')").first
        if not rules.is_visible():
            page.click(".more > summary")
        rules.click()
        page.wait_for_selector("dialog.rules-sheet[open] figcaption:not(:empty)")
        seen.append(page.evaluate(WORDS))
        page.screenshot(path=str(ARTIFACTS / f"speaks-{code}-{game_id}-rules.png"))
        page.keyboard.press("Escape")
        page.wait_for_selector("dialog.rules-sheet[open]", state="detached")
        page.screenshot(path=str(ARTIFACTS / f"speaks-{code}-{game_id}.png"))
        english = english_in("\n".join(seen))
        if english:
            found[game_id] = english
    assert not found, f"English words on the {code} tables: {found}"
    manifest = page.evaluate("fetch(document.querySelector('link[rel=manifest]').href).then((r) => r.json())")
    description = "Five royal card and board games that run entirely in your browser, offline."
    assert manifest["lang"] == code and manifest["description"] == words[description] != description
    assert watch.offsite == [] and watch.errors == [], (watch.offsite, watch.errors)


def test_the_same_link_opens_in_english_in_an_english_browser(browser, site, watch):
    context = browser.new_context(**SIZES["desktop"], locale="en-GB", service_workers="block")
    page = new_page(browser, watch, context=context)
    open_link(page, site, LINKS["kings-corners"])
    page.wait_for_function("() => courtly.screen?.reply && !courtly.screen.reply.bot_to_move")
    text = page.evaluate(WORDS)
    assert page.evaluate("document.documentElement.lang") == "en"
    assert {"your", "turn"} <= {w.lower() for w in re.findall(r"[^\W\d_]+", text)}, text[:300]


def last_move_links() -> dict[str, tuple[str, str]]:
    """For each game, a golden game that ends: its link a move before the end (the seat that
    makes the last move is the person's, every other a bot), and that move."""
    links = {}
    for game in GAMES.values():
        for play in json.loads((GOLDEN / f"{game.id}.json").read_text())["playthroughs"]:
            state = replay(game.id, play["seed"], play["players"], play["options"], play["moves"])
            if game.outcome(state) is None:
                continue
            before = replay(game.id, play["seed"], play["players"], play["options"], play["moves"][:-1])
            seats = None if play["players"] == 1 else [
                "human" if s == game.to_move(before) else "quick" for s in range(play["players"])]
            links[game.id] = (make_fragment(game.id, play["seed"], play["players"], play["options"],
                                            play["moves"][:-1], seats), play["moves"][-1])
            break
    return links


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("code", ["fr", "de"])
def test_each_games_table_rules_and_results_in_french_and_german(browser, site, watch, code, size):
    """Each game's last move played by the person: its results card, like its table and rules
    sheet (screenshotted at both sizes to be looked at: German words are long), says no English."""
    context = browser.new_context(**SIZES[size], locale=LOCALES[code], service_workers="block")
    page = new_page(browser, watch, context=context)
    found = {}
    for game_id, (link, last) in last_move_links().items():
        open_link(page, site, link)
        reply = page.evaluate("courtly.engine.request({op: 'view'})")
        record = next(r for r in reply["view"]["moves"] if r["move"] == last)
        page.screenshot(path=str(ARTIFACTS / f"speaks-{code}-{size}-{game_id}.png"), full_page=size == "phone")
        if size == "phone":   # longer words never push the table off the first screen
            page.evaluate("window.scrollTo(0, 0)")
            next_frame(page)
            box = page.locator(".table").bounding_box()
            if box["y"] + box["height"] > 740.5:
                found[f"{game_id} table"] = f"ends at {box['y'] + box['height']:.0f} px"
        play_by_clicks(page, record, reply["view"], tap=size == "phone")
        page.wait_for_selector("dialog.results[open]")
        page.screenshot(path=str(ARTIFACTS / f"speaks-{code}-{size}-{game_id}-results.png"))
        english = english_in(page.inner_text("dialog.results[open]"))
        if english:
            found[game_id] = english
    assert not found, f"English words on the {code} results cards, or a table cut: {found}"
    assert watch.offsite == [] and watch.errors == [], (watch.offsite, watch.errors)
