"""Every screen, at 1280×800 and at 360×740 with touch, in light, dark and high contrast: a
screenshot to look at (tests/artifacts/screens/), and what must hold on each — nothing wider
than the screen on a phone, no stray programming word, the toolbar on one row on a phone."""
import pytest

from conftest import ARTIFACTS, SIZES, new_page
from helpers import forget_games
from test_accessibility import OPEN, SCREENS, SETUP, STRAY_WORDS, open_screen, show_theme

THEMES = ("light", "dark", "contrast")
# The phone screens of the accessibility test are these same screens at phone size; the one
# that needs stored saves comes last, so no other screen starts from them.
SHOWN = sorted((s for s in SCREENS if not s.endswith("-phone")), key=lambda s: s in SETUP)
PAGES = ("home", "statistics", "home-saves", "bad-link")
DIALOG_FITS = """() => { const d = document.querySelector('dialog.new-game').getBoundingClientRect();
  const b = document.querySelector('dialog.new-game button[value=deal]').getBoundingClientRect();
  return d.left >= 0 && d.right <= innerWidth && b.height > 0 && b.top >= d.top && b.bottom <= d.bottom + 1
    && b.bottom <= innerHeight; }"""


@pytest.mark.parametrize("size", list(SIZES))
def test_every_screen_in_every_theme(browser, site, watch, size):
    """One page per size, its theme chosen in the Display menu as a player would, each theme's
    round of screens after the other (each round its own new start of the engines, before)."""
    context = browser.new_context(**SIZES[size], service_workers="block")
    context.add_init_script("localStorage.setItem('courtly:pace', 'slow');")
    page = new_page(browser, watch, context=context)
    folder = ARTIFACTS / "screens"
    folder.mkdir(parents=True, exist_ok=True)
    problems = []
    for theme in THEMES:
        page.goto(site + "#/stats")   # (not home: the first screen then draws home afresh)
        page.wait_for_selector("section.stats")
        show_theme(page, theme)
        problems += screens_in_theme(page, site, size, theme, folder)
    context.close()
    assert problems == []
    assert watch.errors == [] and watch.offsite == []


def screens_in_theme(page, site, size, theme, folder):
    problems = []
    for screen in SHOWN:
        if screen in SETUP:   # (the home screen lists what is stored each time it is shown)
            page.goto(site + "#/stats")
            page.evaluate(SETUP[screen])
        open_screen(page, site, screen)
        if screen == "home-saves" and not page.is_visible(".continue .save-problem"):
            problems.append((screen, "the stored games are not in Continue"))
        if screen == "statistics" and len(set(page.eval_on_selector_all(
                "section.stats > div > button, section.stats > div > a.button",
                "els => els.map((e) => getComputedStyle(e).fontSize)"))) != 1:
            problems.append((screen, "its buttons in more than one size"))
        if screen == "new-game" and not page.evaluate(DIALOG_FITS):
            problems.append((screen, "the dialog is wider than the screen, or Deal is scrolled out of it"))
        page.screenshot(path=str(folder / f"{screen}-{size}-{theme}.png"), full_page=size == "phone")
        if page.evaluate(STRAY_WORDS):
            problems.append((screen, "stray words", page.evaluate(STRAY_WORDS)))
        if size == "phone":
            if page.evaluate("document.documentElement.scrollWidth") > 360:
                problems.append((screen, "wider than the phone"))
            if screen not in PAGES and screen not in OPEN:
                rows = page.evaluate("""() => {  // boxes that share no height are on different rows
                    const boxes = [...document.querySelectorAll('.toolbar > *')].map((el) => el.getBoundingClientRect())
                        .filter((b) => b.width > 0).sort((a, b) => a.top - b.top);
                    let rows = 0, bottom = -Infinity;
                    for (const b of boxes) if (b.top >= bottom - 1) { rows += 1; bottom = b.bottom; }
                    return rows; }""")
                if rows != 1:
                    problems.append((screen, f"the toolbar takes {rows} rows on a phone"))
        page.keyboard.press("Escape")  # close a dialog or menu before the next screen
        if screen in SETUP:
            forget_games(page, site)   # the next theme's screens start without them
    return [(theme, *problem) for problem in problems]
