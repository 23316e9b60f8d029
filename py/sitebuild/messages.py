"""The message catalogues: ``py/locale/<language>/*.po`` compiled for the engines (one gettext
``.mo`` per language, inside the courtly package) and for the page (``page.po`` as JSON).

Standard library only, like the rest of the build: reading a .po file and writing a .mo file
are a few dozen lines (the format is GNU gettext's, and ``tests/test_language.py`` checks
this reader against Babel's on every catalogue).  Fuzzy and untranslated entries are left
out, so the code's English is said for them.
"""
from __future__ import annotations

import ast
import json
import re
import struct
from pathlib import Path

from . import PY, log

LOCALE = PY / "locale"             # the sources, one folder per language
COMPILED = PY / "courtly" / "locale"  # the engines' compiled catalogues (not in git)
PAGE = "page"                      # the page chrome's catalogue, js/ui/words.js's words


class Entry:
    __slots__ = ("context", "id", "plural", "strings", "fuzzy")

    def __init__(self):
        self.context, self.id, self.plural, self.strings, self.fuzzy = None, None, None, {}, False

    @property
    def key(self) -> str:
        return f"{self.context}\x04{self.id}" if self.context is not None else self.id

    @property
    def translated(self) -> bool:
        return not self.fuzzy and bool(self.strings) and all(self.strings.values())


def read_po(path: Path) -> tuple[dict[str, str], list[Entry]]:
    """The header's fields and every entry (the header itself, msgid "", left out)."""
    entries, entry, field = [], Entry(), None

    def finish():
        nonlocal entry
        if entry.id is not None:
            entries.append(entry)
        entry = Entry()

    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line:
            finish()
            continue
        if line.startswith("#,"):
            if entry.id is not None:
                finish()
            entry.fuzzy = "fuzzy" in line
            continue
        if line.startswith("#"):
            if entry.id is not None and not line.startswith("#~"):
                finish()
            continue
        match = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$', line)
        if match:
            keyword, index, text = match.groups()
            if keyword in ("msgctxt", "msgid") and entry.strings:
                finish()
            field = (keyword, int(index) if index is not None else 0)
        elif line.startswith('"') and field:
            text = line
        else:
            raise ValueError(f"{path}:{number}: not a .po line: {raw!r}")
        value = ast.literal_eval(text)
        keyword = field[0]
        if keyword == "msgctxt":
            entry.context = (entry.context or "") + value
        elif keyword == "msgid":
            entry.id = (entry.id or "") + value
        elif keyword == "msgid_plural":
            entry.plural = (entry.plural or "") + value
        else:
            entry.strings[field[1]] = entry.strings.get(field[1], "") + value
    finish()
    header = next((e for e in entries if e.id == "" and e.context is None), None)
    fields = {}
    if header:
        for row in header.strings.get(0, "").splitlines():
            name, _, value = row.partition(":")
            fields[name.strip()] = value.strip()
    return fields, [e for e in entries if e is not header]


def catalogue(folder: Path, page: bool) -> tuple[dict[str, str], list[Entry]]:
    """A language's entries: its page catalogue, or every other .po file of its folder
    (the engines' catalogue is kept in parts, one per game and one for what they share)."""
    files = [folder / f"{PAGE}.po"] if page else sorted(p for p in folder.glob("*.po") if p.stem != PAGE)
    files = [p for p in files if p.exists()]
    header, entries = {}, []
    for path in files:
        fields, found = read_po(path)
        header = header or fields
        entries += found
    return header, entries


def mo_bytes(header: dict[str, str], entries: list[Entry]) -> bytes:
    """A GNU .mo file: the translated entries sorted by their key, with the header first."""
    head = "".join(f"{k}: {v}\n" for k, v in header.items())
    pairs = {"": head}
    for e in entries:
        if e.translated:
            key = e.key + (f"\x00{e.plural}" if e.plural is not None else "")
            pairs[key] = "\x00".join(e.strings[i] for i in sorted(e.strings))
    keys = sorted(pairs)
    ids = [k.encode() for k in keys]
    strs = [pairs[k].encode() for k in keys]
    start = 7 * 4 + 16 * len(keys)
    offsets, data = [], b""
    for blob in ids + strs:
        offsets.append((len(blob), start + len(data)))
        data += blob + b"\0"
    table = b"".join(struct.pack("<II", *o) for o in offsets)
    return struct.pack("<7I", 0x950412DE, 0, len(keys), 28, 28 + 8 * len(keys), 0, 0) + table + data


def write_mo(path: Path, header: dict[str, str], entries: list[Entry]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(mo_bytes(header, entries))


def engine_catalogue(code: str) -> tuple[dict[str, str], list[Entry]]:
    """What the engines read in a language: every part, the page's too (a message the page
    says first lives there)."""
    header, entries = catalogue(LOCALE / code, page=False)
    return header, entries + catalogue(LOCALE / code, page=True)[1]


def page_json(entries: list[Entry]) -> dict:
    """The page's catalogue: each translated message by its English, plural messages as the
    list of their forms (the page picks one with Intl.PluralRules)."""
    return {e.key: [e.strings[i] for i in sorted(e.strings)] if e.plural is not None else e.strings[0]
            for e in entries if e.translated}


def languages() -> list[str]:
    return sorted(p.name for p in LOCALE.iterdir() if p.is_dir()) if LOCALE.exists() else []


def compile_engines() -> None:
    """Each language's engine catalogue into the package (before the wheel is made)."""
    for code in languages():
        write_mo(COMPILED / code / "LC_MESSAGES" / "courtly.mo", *engine_catalogue(code))
    log(f"message catalogues compiled: {', '.join(languages()) or 'none'}")


def write_site_catalogues(target: Path) -> None:
    """Each language's catalogues beside the page: the chrome's as ``target/<language>.json``,
    the engines' as ``target/<language>.mo`` (the engine worker fetches only those its requests
    ask for, rather than every language in the zip each visitor boots from)."""
    target.mkdir(parents=True, exist_ok=True)
    for code in languages():
        (target / f"{code}.mo").write_bytes(mo_bytes(*engine_catalogue(code)))
        if (LOCALE / code / f"{PAGE}.po").exists():
            _, entries = catalogue(LOCALE / code, page=True)
            (target / f"{code}.json").write_text(json.dumps(page_json(entries), ensure_ascii=False,
                                                            separators=(",", ":")), encoding="utf-8")
