"""The rules sheet shows, not only tells: every game's rules are short numbered steps, and a
step with a worked example draws a real position with the table's own code, its move lit and
said under it — uncut, at a desktop's and a phone's width, in light, dark and high contrast."""
import pytest

from conftest import ARTIFACTS, SIZES, new_page
from helpers import open_link
from test_accessibility import show_theme

from courtly.games import GAMES

LINKS = {"royal-cotillion": "#/royal-cotillion?seed=5", "overthrone": "#/overthrone?seed=5",
         "kings-corners": "#/kings-corners?seed=5&players=2&seats=human,quick",
         "kings-court": "#/kings-court?seed=5&players=2&seats=human,quick",
         "overthrow": "#/overthrow?seed=5&players=2&seats=human,quick"}
THEMES = {"desktop": ("light", "dark", "contrast"), "phone": ("light",)}

# Each drawn example: its cards or pieces, whether both ends of its move are lit and on the
# board, whether the drawing fits its frame, and the words under it.
EXAMPLES = """() => [...document.querySelectorAll('dialog.rules-sheet[open] figure.rule-example')].map((f) => {
  const frame = f.querySelector('.rule-board').getBoundingClientRect();
  const table = f.querySelector('.table')?.getBoundingClientRect();
  const lit = [...f.querySelectorAll('.pile.hinted')];
  return { pieces: f.querySelectorAll('.card').length, lit: lit.length,
    litInside: lit.every((p) => { const b = p.getBoundingClientRect();
      return b.left >= frame.left - 1 && b.right <= frame.right + 1
        && b.top >= frame.top - 1 && b.bottom <= frame.bottom + 1; }),
    fits: !!table && table.width <= frame.width + 1 && table.height <= frame.height + 1 && table.width > 40,
    caption: f.querySelector('figcaption').textContent }; })"""


@pytest.mark.parametrize("size", list(SIZES))
def test_every_rules_sheet_is_steps_with_drawn_examples(browser, site, watch, size):
    context = browser.new_context(**SIZES[size], service_workers="block")
    page = new_page(browser, watch, context=context)
    folder = ARTIFACTS / "rules"
    folder.mkdir(parents=True, exist_ok=True)
    problems = []
    for game_id, link in LINKS.items():
        game = GAMES[game_id]
        steps = game.rules_sheet()
        open_link(page, site, link)
        rules = page.locator("button:has-text('Rules')").first
        if not rules.is_visible():   # (in the More menu beside a solver's Hint)
            page.click(".more summary")
        rules.click()
        sheet = page.wait_for_selector("dialog.rules-sheet[open]")
        titles = page.eval_on_selector_all("dialog.rules-sheet[open] .rule h3", "els => els.map((e) => e.textContent)")
        if titles != [s.title for s in steps]:
            problems.append((game_id, "steps", titles))
        wanted = sum(s.example is not None for s in steps)
        page.wait_for_function("n => document.querySelectorAll('dialog.rules-sheet[open] figcaption:not(:empty)')"
                               ".length === n", arg=wanted)
        for i, example in enumerate(page.evaluate(EXAMPLES)):
            if not (example["pieces"] and example["lit"] >= 1 and example["litInside"] and example["fits"]
                    and example["caption"].endswith(".")):
                problems.append((game_id, i, example))
        for theme in THEMES[size]:
            show_theme(page, theme)
            # (a table lays itself out a frame after its host's size is known, and its pieces fade in)
            page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
            page.evaluate("() => Promise.all(document.getAnimations()"
                          "  .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)"
                          "  .map((a) => a.finished.catch(() => null)))")
            sheet.screenshot(path=str(folder / f"{game_id}-{size}-{theme}.png"))
            for i, step in enumerate(page.query_selector_all("dialog.rules-sheet[open] .rule")):
                if step.query_selector("figure"):
                    step.screenshot(path=str(folder / f"{game_id}-{size}-{theme}-{i + 1}.png"))
        show_theme(page, "light")
        page.keyboard.press("Escape")
        page.wait_for_selector("dialog.rules-sheet:not([open])", state="attached")
    context.close()
    assert problems == []
    assert watch.errors == [] and watch.offsite == []
