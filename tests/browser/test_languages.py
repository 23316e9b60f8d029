"""The page in the person's language: a browser set to French, German or Spanish opens Courtly
in it (the home page, its first paint's words, the Display menu, <html lang>), and the Display
menu's Language changes it, by mouse or keyboard, reloading at the same address with the game
in play kept.  Each expected string is read from the built catalogue (dist/v/<id>/locale/)."""
import json

import pytest

import build
from conftest import ARTIFACTS, sized_page
from helpers import HOME_SHOWN, open_link, play_by_clicks, wait_saved, whole_page_shot

LOCALES = {"fr": "fr-FR", "de": "de-DE", "es": "es-ES"}
OWN_NAMES = ["English", "Français", "Deutsch", "Español"]


def catalogue(code: str) -> dict:
    (found,) = build.DIST.glob(f"v/*/locale/{code}.json")
    return json.loads(found.read_text(encoding="utf-8"))


def in_language(new_context, watch, code, size="desktop"):
    """A page of its own (fresh storage) in a browser whose language is ``code``'s."""
    page = sized_page(new_context, watch, size, locale=LOCALES[code])
    assert page.evaluate("navigator.languages")[0] == LOCALES[code]
    return page


def open_display(page):
    page.click(".display-prefs > summary")
    page.wait_for_selector(".display-menu select", state="visible")


def language_select(page):
    return page.locator(".display-menu select").first


@pytest.fixture
def checked(watch, request):
    """Pages made in the test are checked after it for console errors and off-site requests."""
    made = []
    yield made.append
    for page in made:
        report = getattr(request.node, "rep_call", None)
        if report is None or report.failed:
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
    assert watch.offsite == [], f"requests left 127.0.0.1: {watch.offsite}"
    assert watch.errors == [], f"console errors: {watch.errors}"


@pytest.mark.parametrize("code", list(LOCALES))
def test_the_home_page_and_display_menu_speak_the_browsers_language(new_context, watch, site, checked, code):
    words = catalogue(code)
    page = in_language(new_context, watch, code)
    checked(page)
    page.goto(site + "#/")
    page.wait_for_selector(HOME_SHOWN + " a.daily-link")
    assert page.get_attribute("html", "lang") == code
    # index.html's English first paint, said again in the person's language
    assert page.title() == words["Courtly — royal card and board games"]
    assert page.inner_text("#home h1") == words["Royal games for the table in your browser"]
    assert page.inner_text("#home .lede") == words[
        "Every game runs on your own device and keeps working offline. "
        "A link carries its deal, so a friend who opens it plays the same cards."]
    assert page.get_attribute("meta[name=description]", "content") == words[
        "Five royal card and board games that run entirely in your browser, offline."]
    assert page.get_attribute(".brand", "aria-label") == words["Courtly home"]
    assert page.inner_text("a.daily-link >> nth=0") == words["Today's deal"]
    assert page.inner_text(".home-links a") == words["Statistics"]
    # each game's card: its players in the page's words, its summary in the engine's (the build's registry)
    games = page.evaluate("""async (code) => {
      const main = document.querySelector("script[type=module]").src;
      return (await import(new URL("build.js", main))).default.games[code];
    }""", code)
    cards = page.locator("a.game-link")
    for game in games:
        card = page.locator(f'a.game-link[data-game="{game["id"]}"]')
        assert card.locator(".game-summary").inner_text() == game["summary"]
        if game["max_players"] == 1:
            assert card.locator(".game-players").text_content() == words["solitaire"]
    assert cards.count() == len(games)
    # the Display menu
    assert page.inner_text(".display-prefs > summary") == words["Display"]
    open_display(page)
    menu = page.locator(".display-menu")
    assert words["Language"] in menu.locator("label").first.inner_text()
    assert language_select(page).get_attribute("aria-label") == words["Language"]
    options = language_select(page).locator("option")
    assert options.all_inner_texts() == [words["As the browser"], *OWN_NAMES]
    assert language_select(page).input_value() == ""   # as the browser, until one is chosen
    theme = menu.locator("select").nth(1)
    assert theme.locator("option").all_inner_texts() == [words["As the system"], words["Light"], words["Dark"],
                                                         words["High contrast"]]
    assert words["Card back"] in menu.inner_text() and words["Show the clock"] in menu.inner_text()
    assert "Card back" not in menu.inner_text() and "Theme" not in menu.inner_text()
    if code == "de":
        page.screenshot(path=str(ARTIFACTS / "languages-de-display.png"))


def test_choosing_deutsch_in_a_french_browser_reloads_into_german_and_keeps_the_game(new_context, watch, site, checked):
    fr, de = catalogue("fr"), catalogue("de")
    page = in_language(new_context, watch, "fr")
    checked(page)
    open_link(page, site, "#/royal-cotillion?seed=61")
    assert page.get_attribute("html", "lang") == "fr"
    reply = page.evaluate("courtly.engine.request({op: 'view'})")
    play_by_clicks(page, reply["view"]["moves"][0], reply["view"])
    wait_saved(page, 1)
    address = page.url
    position = page.evaluate("courtly.engine.request({op: 'view'})")["position"]
    assert page.inner_text(".display-prefs > summary") == fr["Display"]
    open_display(page)
    with page.expect_navigation():
        language_select(page).select_option("de")   # as a mouse or a finger picks it
    page.wait_for_selector('.table[data-ply="1"]:not(.waiting)')
    assert page.url == address and page.get_attribute("html", "lang") == "de"
    assert page.evaluate("courtly.engine.request({op: 'view'})")["position"] == position, "the game survived"
    assert page.inner_text(".display-prefs > summary") == de["Display"]
    assert page.evaluate("localStorage.getItem('courtly:language')") == "de"
    page.screenshot(path=str(ARTIFACTS / "languages-de-game.png"))
    # remembered: the next visit opens in German although the browser says French
    page.goto(site + "#/")
    page.reload()
    page.wait_for_selector(HOME_SHOWN)
    assert page.get_attribute("html", "lang") == "de"
    assert page.inner_text("#home h1") == de["Royal games for the table in your browser"]
    # the game is in Continue, in German
    assert page.inner_text(".continue h2") == de["Continue"]


def test_the_keyboard_moves_through_the_languages_and_enter_takes_one(new_context, watch, site, checked):
    """A closed select changes on each arrow key: the page waits for Enter (or leaving it)
    instead of reloading at the first press; "As the browser" forgets the choice."""
    es = catalogue("es")
    page = in_language(new_context, watch, "es")
    checked(page)
    page.goto(site + "#/")
    page.wait_for_selector(HOME_SHOWN)
    page.evaluate("localStorage.setItem('courtly:language', 'en')")
    page.reload()
    page.wait_for_selector(HOME_SHOWN)
    assert page.get_attribute("html", "lang") == "en"
    open_display(page)
    select = language_select(page)
    assert select.input_value() == "en"
    select.focus()
    # English -> As the browser: the select's change comes, and the page is not left for it
    select.evaluate("""(s) => { window.__left = false;
      addEventListener('beforeunload', () => { window.__left = true; });
      window.__changed = new Promise((done) => s.addEventListener('change', done, { once: true })); }""")
    page.keyboard.press("ArrowUp")
    page.evaluate("() => window.__changed.then(() => new Promise((frame) =>"
                  " requestAnimationFrame(() => requestAnimationFrame(frame))))")
    assert page.evaluate("window.__left") is False, "an arrow key reloaded the page"
    assert page.get_attribute("html", "lang") == "en" and select.input_value() == ""
    with page.expect_navigation():
        page.keyboard.press("Enter")
    page.wait_for_selector(HOME_SHOWN)
    assert page.get_attribute("html", "lang") == "es"   # the browser's again
    assert page.evaluate("localStorage.getItem('courtly:language')") in (None, "")
    assert page.inner_text("#home h1") == es["Royal games for the table in your browser"]


def test_a_phone_chooses_a_language_by_touch(new_context, watch, site, checked):
    de = catalogue("de")
    page = in_language(new_context, watch, "fr", size="phone")
    checked(page)
    page.goto(site + "#/")
    page.wait_for_selector(HOME_SHOWN)
    page.tap(".display-prefs > summary")
    select = language_select(page)
    select.wait_for(state="visible")
    with page.expect_navigation():
        select.select_option("de")
    # (index.html paints in English and main.js words it again: until main.js has taken over
    # from route.js, html[data-route] is still there, and a CI run under load read the English)
    page.wait_for_selector('html[lang="de"]:not([data-route]) #home:not([hidden])')
    assert page.inner_text(".display-prefs > summary") == de["Display"]
    whole_page_shot(page, ARTIFACTS / "languages-de-phone.png")
