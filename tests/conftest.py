"""Shared fixtures: the engines on sys.path, and (for browser tests) a served dist/ and Chromium."""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT / "py", ROOT):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))


def pytest_sessionstart(session):
    if not hasattr(session.config, "workerinput"):   # the run's own process, not one of its workers
        for stale in (ROOT / "tests" / "artifacts").glob("boots-*.json"):
            stale.unlink()


def pytest_terminal_summary(terminalreporter):
    """How many times the browser tests started the engines (each a Python boot in a page)."""
    import json
    from collections import Counter
    found = [json.loads(f.read_text()) for f in (ROOT / "tests" / "artifacts").glob("boots-*.json")]
    if found:
        by_module = sum((Counter(f.get("by_module", {})) for f in found), Counter())
        terminalreporter.write_line(f"engines started in pages: {sum(f['engines'] for f in found)} (by {len(found)}"
                                    f" processes); most: {', '.join(f'{m} {n}' for m, n in by_module.most_common(8))}")
