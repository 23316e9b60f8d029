"""Shared fixtures: the engines on sys.path, and (for browser tests) a served dist/ and Chromium."""
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT / "py", ROOT):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))


def pytest_sessionstart(session):
    if not hasattr(session.config, "workerinput"):   # the run's own process, not one of its workers
        for stale in (ROOT / "tests" / "artifacts").glob("boots-*.json"):
            stale.unlink()


# The longest modules start first, so the workers' last minutes are not one of them alone.
FIRST = ("test_p2p.py", "test_p2p_codes.py", "test_chaos.py", "test_fuzz.py", "test_snapshot.py", "test_update.py",
         "test_royal_cotillion_page.py", "test_overthrone_page.py")


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items):
    """Each module's tests together, after pytest's own reordering: it groups tests by their
    parametrised browser and so visited each module up to five times, and every visit started
    the module's booted pages again (tests/browser/conftest.py)."""
    first_seen = {}
    items.sort(key=lambda item: (item.path.name not in FIRST, first_seen.setdefault(item.path, len(first_seen))))


def pytest_terminal_summary(terminalreporter):
    """Where the time went, module by module (setup, call and teardown of its tests, summed over
    the workers), and how many times the browser tests started the engines (each a Python boot
    in a page)."""
    import json
    from collections import Counter
    spent = Counter()
    for reports in terminalreporter.stats.values():
        for report in reports:
            if getattr(report, "when", None) and hasattr(report, "duration"):
                spent[report.nodeid.split("::")[0]] += report.duration
    if spent:
        terminalreporter.write_line(f"time by module ({sum(spent.values()):.0f} s in all): " + ", ".join(
            f"{module.removeprefix('tests/')} {seconds:.0f}" for module, seconds in spent.most_common(16)))
    found = [json.loads(f.read_text()) for f in (ROOT / "tests" / "artifacts").glob("boots-*.json")]
    if found:
        by_module = sum((Counter(f.get("by_module", {})) for f in found), Counter())
        terminalreporter.write_line(f"engines started in pages: {sum(f['engines'] for f in found)} (by {len(found)}"
                                    f" processes); most: {', '.join(f'{m} {n}' for m, n in by_module.most_common(8))}")


@pytest.fixture(scope="session", autouse=True)
def catalogues_from_their_sources():
    """The engines read each language's words from py/locale as the sources are now, compiled
    in memory as the build compiles them: a test of a language needs no build first, and no
    test process writes the package's compiled files while another reads them."""
    import gettext
    import io

    from courtly.core import language
    from sitebuild import messages
    compiled = {code: gettext.GNUTranslations(io.BytesIO(messages.mo_bytes(*messages.engine_catalogue(code))))
                for code in messages.languages()}
    original = language.catalogue
    language.catalogue = lambda code: compiled.get(code) or original(code)
    yield
    language.catalogue = original
