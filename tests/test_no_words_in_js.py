"""Every word the page shows comes from Python, or from the page's one chrome module.

The engines word the games (the rules sheet, the log, labels, verdicts, results); the page's
own words (buttons, dialogs, statistics, notices) live in ``js/ui/words.js`` and, for a table
shared with friends' devices, ``js/ui/words-friends.js``: each through the catalogue
(``js/ui/catalogue.js``, which holds no words itself).  Every other JavaScript file under
``js/`` is parsed with espree (``tests/js_strings.mjs``) and may hold
no string or template literal that reads as words.

A string *reads as words* when it holds two words of two or more letters side by side
(``"Your turn"``, ``"the attacker lost"``, ``"cards, home"``), a capitalised word of three
or more letters (``"Close"``, ``"You"``), or a word beside a number (``"next 3"``, ``"stock 12"``,
``"0 bytes"``); a template literal is read with each ``${…}`` as ``0``.  Single lower-case
words alone are not searched: they are keys as often as words (``"move"``).
Strings that stand where only names go (imports, CSS classes and selectors, events, keyboard
keys, object keys, attribute names) are left out by the parser script; ``LABELS`` lists the
few names that still look like words.

``PENDING`` is the work not yet done: files that still hold words, each with exactly how
many, so a new sentence in any of them fails too, and a file cleaned must leave the list.
"""
import json
import re
import subprocess
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHROME = ("js/ui/words.js", "js/ui/words-friends.js")
WORDS = re.compile(r"[A-Za-z]{2,}[,;:.!?]?\s+[A-Za-z]{2,}|\b[A-Z][a-z]{2,}\b"
                   r"|(?<![\w=-])[A-Za-z]{2,}\s+\(?\d|\d\s+[A-Za-z]{2,}\b")
LABELS = {
    "X-Snapshot-Refused",   # an HTTP header's name
    # lines of a WebRTC session description (SDP) that js/net/codes.js writes back: protocol, not words
    "o=- 1 2 IN IP4 127.0.0.1", "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
    "c=IN IP4 0.0.0.0",
    "import courtly.web",   # Python source, run by the snapshot worker
    " tcptype 0", "a=group:BUNDLE 0", " typ 00",   # more SDP
    "0 translate(0px, 0px)",            # a CSS transform
}
PENDING: dict[str, int] = {}   # files still holding words, with how many (none now: keep it that way)


def strings(files) -> list[dict]:
    out = subprocess.run(["node", str(ROOT / "tests" / "js_strings.mjs"), *map(str, files)], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    return [json.loads(line) for line in out.splitlines()]


def worded(found: list[dict]) -> list[dict]:
    return [s for s in found if s["text"] not in LABELS and WORDS.search(s["text"])]


def js_files() -> list[str]:
    found = (str(p.relative_to(ROOT)) for p in (ROOT / "js").rglob("*.js"))
    return sorted(f for f in found if f not in CHROME)


def test_no_words_outside_the_chrome_module():
    counts = Counter(s["file"] for s in worded(strings(js_files())))
    extra = {f: n for f, n in counts.items() if n != PENDING.get(f, 0)}
    cleaned = sorted(f for f in PENDING if f not in counts)
    assert not extra and not cleaned, (
        f"words outside {CHROME} (file: count beyond PENDING's): {extra}; cleaned, drop from PENDING: {cleaned}."
        f" First: {[(s['file'], s['line'], s['text']) for s in worded(strings(extra))[:8]]}")


# What the chrome modules may spell out in English alone: what the engine's worker reports of its
# memory snapshot (states and reasons for the benchmark, the tests and the console, never shown),
# and the console's notes of a failed offline cache and of a catalogue the engine could not take.
DEVELOPERS = re.compile(r"^(fallback: refused|restore failed|left to another worker|not made|no nested workers"
                        r"|made elsewhere|the snapshot worker failed|no Cache Storage"
                        r"|foreign \(|corrupt \(|truncated \(|unreadable \("
                        r"|offline play unavailable:|the \d+ catalogue could not be installed)")


def test_the_chrome_says_every_word_through_the_catalogue():
    """Each word of the chrome modules is a message (``t("…")``, ``tn``, ``tp``), found by
    ``python3 build.py messages`` and translated in py/locale/<language>/page.po."""
    bare = [(s["file"], s["line"], s["text"]) for s in worded(strings(CHROME))
            if not s["catalogued"] and not DEVELOPERS.match(s["text"])]
    assert not bare, f"words outside t()/tn()/tp(): {bare[:8]}"


def test_a_bare_word_in_the_chrome_is_found(tmp_path):
    sample = tmp_path / "words.js"
    sample.write_text('import { t } from "./catalogue.js";\nexport const A = { ok: t("Ready to play"), '
                      'no: "Not said through the catalogue", '
                      'also: (n) => t("{n} cards in hand", { n }) + ` left ${n}`, '
                      'fine: t("Two " + "pieces") };\n')
    found = {s["text"]: s["catalogued"] for s in worded(strings([sample]))}
    assert found == {"Ready to play": True, "Not said through the catalogue": False, "{n} cards in hand": True,
                     " left 0": False, "Two ": True}, found


@pytest.mark.parametrize("text, words", [
    ('"Your turn"', True), ("`${n} cards home`", True), ('"Close"', True), ('`the ${x} attacker lost`', True),
    ('"You"', True), ('"card"', False), ('"pile-empty"', False), ('"M12 3l2.6 5.6"', False),
    ('"ArrowLeft"', False), ('"courtly:guided:"', False),
])
def test_the_rule_reads_words(tmp_path, text, words):
    """The parser and the rule together: a sentence is found, and so is nothing that names."""
    sample = tmp_path / "sample.js"
    sample.write_text(f'import {{ h }} from "./dom.js";\nconst e = {{}};\n'
                      f'if (e.key === "ArrowLeft") h("div", {{ class: "a b" }}, {text});\n')
    assert bool(worded(strings([sample]))) is words, text


def test_names_are_left_out_by_where_they_stand(tmp_path):
    sample = tmp_path / "sample.js"
    sample.write_text('import { h } from "./dom.js";\nconst el = h("div", { class: "table card-row" });\n'
                      'el.classList.toggle("help mode", true);\nel.addEventListener("pointer down", () => {});\n'
                      'document.querySelector("dialog.rules-sheet[open] button");\n')
    assert worded(strings([sample])) == []
