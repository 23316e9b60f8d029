"""The messages the code says, found with Babel, and the catalogues kept in step with them.

    python3 build.py messages     add each new message to every language's catalogue (empty,
                                  to be translated), drop those the code no longer says

A message's home is one catalogue part per language: the game whose module says it first
(``py/locale/<language>/<game>.po``), ``core.po`` for what the engines share, ``page.po`` for
the page's chrome (``js/``).  Runs in .venv (Babel is a test tool, like pytest): the build
itself reads the catalogues with the standard library (``messages.py``).
"""
from __future__ import annotations

import re
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po, write_po

from . import PY, ROOT
from .messages import LOCALE, PAGE

PYTHON_KEYWORDS = {"_": None, "N_": None, "n_": (2, 3), "p_": ((1, "c"), 2)}
PAGE_KEYWORDS = {"t": None, "tn": (2, 3), "tp": ((1, "c"), 2)}
SKIPPED = ("courtly/tools/", "courtly/__main__.py")
FIELD = re.compile(r"\{(\w*)\}")


class Message:
    """A message as the code says it: its text, plural and context, and where."""

    def __init__(self, msgid: str, plural: str | None, context: str | None, part: str, where: str):
        self.id, self.plural, self.context, self.part, self.where = msgid, plural, context, part, [where]

    @property
    def key(self) -> tuple[str | None, str]:
        return self.context, self.id


def part_of(path: Path) -> str:
    """The catalogue part a source file's messages belong to."""
    rel = path.relative_to(ROOT).as_posix()
    if rel.startswith("js/"):
        return PAGE
    found = re.match(r"py/courtly/games/(\w+)", rel)
    return found.group(1).removesuffix(".py") if found else "core"


def sources() -> list[Path]:
    """The code that speaks: the page first (a message the page says too, such as "Undo", stays
    in page.po, which the page loads alone; the engines read every part), then what the games
    share (a message a game says too stays in core.po), then each game."""
    py = [p for p in sorted((PY / "courtly").rglob("*.py"))
          if not p.relative_to(PY).as_posix().startswith(SKIPPED)]
    return sorted((ROOT / "js").rglob("*.js")) + sorted(py, key=lambda p: "/games/" in p.as_posix())


def said() -> dict[tuple, Message]:
    """Every message of the code, by (context, text); the first file to say one is its home."""
    found: dict[tuple, Message] = {}
    for path in sources():
        keywords = PAGE_KEYWORDS if path.suffix == ".js" else PYTHON_KEYWORDS
        method = "javascript" if path.suffix == ".js" else "python"
        for line, text, _comments, context in extract_from_file(method, str(path), keywords=keywords,
                                                                 options={"template_string": False}):
            msgid, plural = (text, None) if isinstance(text, str) else (text[0], text[1])
            if not msgid:
                continue
            where = f"{path.relative_to(ROOT).as_posix()}:{line}"
            key = (context, msgid)
            if key in found:
                found[key].where.append(where)
            else:
                found[key] = Message(msgid, plural, context, part_of(path), where)
    return found


def load(path: Path, code: str) -> Catalog:
    if path.exists():
        with path.open("rb") as f:
            return read_po(f, locale=code)
    return Catalog(locale=code, project="Courtly", fuzzy=False)


def catalogue_for(code: str, part: str) -> Catalog:
    """An empty catalogue part whose header says nothing that changes from run to run."""
    fixed = datetime(2026, 1, 1, tzinfo=timezone.utc)
    new = Catalog(locale=code, project="Courtly", version="1", fuzzy=False, creation_date=fixed,
                  revision_date=fixed, last_translator="Courtly", language_team="Courtly",
                  msgid_bugs_address="", header_comment=f"# Courtly: the {part} messages in {code}.")
    return new


def update(code: str) -> dict[str, int]:
    """Bring one language's catalogue parts in step with the code (a translation follows its
    message to its new home); counts of what changed."""
    messages = said()
    folder = LOCALE / code
    old = {}
    for path in sorted(folder.glob("*.po")):
        # a plural message's id is (singular, plural): it is known by its singular
        old.update({(m.context, m.id[0] if isinstance(m.id, tuple) else m.id): m for m in load(path, code) if m.id})
    parts = sorted({m.part for m in messages.values()} | {p.stem for p in folder.glob("*.po")})
    for part in parts:
        path = folder / f"{part}.po"
        new = catalogue_for(code, part)
        for m in messages.values():
            if m.part != part:
                continue
            before = old.get(m.key)
            string = before.string if before is not None else ("", "") if m.plural else ""
            new.add((m.id, m.plural) if m.plural else m.id, string, context=m.context,
                    flags=before.flags if before is not None else ())
        if len(new) or path.exists():
            folder.mkdir(parents=True, exist_ok=True)
            with path.open("wb") as f:
                write_po(f, new, width=0, no_location=True, omit_header=False, sort_output=False,
                         include_previous=False)
    return {"added": sum(1 for k in messages if k not in old), "dropped": sum(1 for k in old if k not in messages)}


def main(codes: list[str]) -> None:
    from courtly.core.language import ENGLISH, LANGUAGES
    for code in codes or [c for c in LANGUAGES if c != ENGLISH]:
        counts = update(code)
        print(f"[messages] {code}: {counts['added']} added, {counts['dropped']} dropped")


if __name__ == "__main__":
    import sys
    main(sys.argv[1:])
