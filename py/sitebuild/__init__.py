"""How the site is built, served, tested and benchmarked: the jobs behind ``build.py``.

One module per job: ``runtime`` (the pinned Pyodide files), ``vendor`` (the pinned npm
libraries the page imports), ``wheel`` (the courtly wheel, and the PEP 517 backend
``py/pyproject.toml`` names, so ``pip wheel py/`` makes the same file), ``stdlib`` (the trimmed,
precompiled standard-library zip the page boots from), ``site`` (dist/: the page, its build id,
the install files), ``serve`` (the local HTTP server) and ``checks`` (the test, bench and lint
commands).  Standard library only; this package is
never part of the courtly wheel nor of the site.
"""
from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PY = ROOT / "py"
# COURTLY_DIST lets parallel checkouts or test runs build into their own directory.
DIST = Path(os.environ.get("COURTLY_DIST") or ROOT / "dist").resolve()
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"


def log(*parts) -> None:
    print("[build]", *parts, flush=True)
