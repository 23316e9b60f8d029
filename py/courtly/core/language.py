"""The language the engines speak: gettext catalogues, one per language, chosen per request.

Every sentence a game says goes through ``_`` (or ``n_`` when it counts something) at the
moment it is said, so the same engine can word one seat's view in French and another's in
German: the language is a context variable that ``speaking`` sets around a request (the page
sends its person's language with each one), not a global set once.

The catalogues' sources are ``py/locale/<language>/*.po``; ``build.py`` compiles them into
``courtly/locale/<language>/LC_MESSAGES/courtly.mo`` (in the wheel) and beside the page (whose
engine worker ``install``s the ones its requests need), which the standard library's
``gettext`` reads.  A message a catalogue lacks is said in English.

>>> _("Undo"), n_(3, "{n} card", "{n} cards"), _("Pass the device to {name}", name="Ann")
('Undo', '3 cards', 'Pass the device to Ann')
>>> best(["de-AT", "en-GB"]), best(["pt-BR"]), best("fr"), best(None)
('de', 'en', 'fr', 'en')
"""
from __future__ import annotations

import gettext
import io
import os
import sys
from contextlib import contextmanager
from contextvars import ContextVar

ENGLISH = "en"
# Adding a language: its catalogues under py/locale/<code>/ and one line here (its name in itself).
NAMES = {
    "en": "English",
    "fr": "Français",
    "de": "Deutsch",
    "es": "Español",
}
LANGUAGES = tuple(NAMES)
DOMAIN = "courtly"

_speaking: ContextVar[str] = ContextVar("language", default=ENGLISH)
_ENGLISH = gettext.NullTranslations()


def best(wanted) -> str:
    """The first of the person's languages (``navigator.languages``: "de-AT", "fr") that
    Courtly speaks, by its main tag; English when none is."""
    for tag in [wanted] if isinstance(wanted, str) else (wanted or []):
        code = str(tag).split("-")[0].split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return ENGLISH


_catalogues: dict[str, gettext.GNUTranslations] = {}


def install(code: str, data: bytes) -> None:
    """Take a language's compiled catalogue as bytes: the page's engine worker fetches only the
    languages its requests ask for (a visitor downloads no other language's words)."""
    if code in LANGUAGES and code != ENGLISH:
        _catalogues[code] = gettext.GNUTranslations(io.BytesIO(data))


def install_file(code: str, path: str) -> None:
    """``install`` from a file (where the page's worker writes what it fetched)."""
    with open(path, "rb") as data:
        install(code, data.read())


def catalogue(code: str) -> gettext.NullTranslations:
    """The compiled catalogue of a language: one installed, else the package's own (the wheel
    carries them all); English, and a language with no catalogue, speak the code's own words."""
    if code == ENGLISH:
        return _ENGLISH
    if code not in _catalogues:
        package = sys.modules["courtly"]
        path = os.path.join(os.path.dirname(package.__file__), "locale", code, "LC_MESSAGES", f"{DOMAIN}.mo")
        try:
            install(code, package.__spec__.loader.get_data(path))
        except OSError:
            return _ENGLISH   # (not kept: the page may install it later)
    return _catalogues[code]


def language() -> str:
    """The language of the request being answered."""
    return _speaking.get()


@contextmanager
def speaking(wanted):
    """Word everything said inside in the best language for ``wanted`` (see ``best``)."""
    token = _speaking.set(best(wanted))
    try:
        yield _speaking.get()
    finally:
        _speaking.reset(token)


def _(message: str, **fields) -> str:
    """A message in the current language, its ``{fields}`` filled in."""
    text = catalogue(_speaking.get()).gettext(message)
    return text.format(**fields) if fields else text


def n_(n: int, one: str, many: str, **fields) -> str:
    """A message about ``n`` things, in the form the language uses for that many (``{n}`` is
    filled in with the number)."""
    return catalogue(_speaking.get()).ngettext(one, many, n).format(n=n, **fields)


def p_(context: str, message: str, **fields) -> str:
    """A message whose English is ambiguous, told apart by ``context`` (msgctxt)."""
    text = catalogue(_speaking.get()).pgettext(context, message)
    return text.format(**fields) if fields else text


def N_(message: str) -> str:
    """Marks a message to be translated where it is said, not where it is written (a table
    of words built at import, before any request has a language)."""
    return message
