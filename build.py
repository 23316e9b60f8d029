#!/usr/bin/env python3
"""Build, serve, test, benchmark and lint Courtly.

    python3 build.py            build dist/ (the static site)
    python3 build.py serve      build, then serve dist/ on http://127.0.0.1:8000/ (--port N; --gzip compresses
                                as GitHub Pages does)
    python3 build.py test       prepare the test tools, build, and run every test (or those named)
    python3 build.py bench      build, then print the benchmark figures (--first-visit: its time and bytes only)
    python3 build.py lint       ruff and eslint over the sources (eslint comes with npm ci)
    python3 build.py messages   bring every language's catalogue (py/locale/) in step with the code

Only the standard library is needed to build and serve.  ``test``, ``bench`` and ``lint``
make a virtual environment (.venv) with the pinned packages of tests/requirements.txt.
The jobs themselves live in py/sitebuild/, one module each.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "py"))

from sitebuild import DIST, PYODIDE_NPM, ROOT, checks, runtime  # noqa: E402
from sitebuild.checks import find_chromium  # noqa: E402
from sitebuild.serve import Compressed, Handler, make_server, serve  # noqa: E402
from sitebuild.site import build  # noqa: E402

pinned_pyodide_version = runtime.pinned_version
# What the tests and the benchmark use from here.
__all__ = ["DIST", "PYODIDE_NPM", "ROOT", "Compressed", "Handler", "build", "find_chromium", "make_server",
           "pinned_pyodide_version"]


def main(argv: list[str]) -> int:
    command, rest = (argv[0], argv[1:]) if argv else ("build", [])
    if command == "build":
        build()
        return 0
    if command == "serve":
        build()
        serve(int(rest[rest.index("--port") + 1]) if "--port" in rest else 8000, compressed="--gzip" in rest)
        return 0
    if command == "test":
        checks.ensure_venv()
        build()
        return checks.run_tests(rest)
    if command == "bench":
        checks.ensure_venv()
        build()
        return checks.run_bench(rest)
    if command == "lint":
        return checks.run_lint()
    if command == "messages":
        python = checks.ensure_venv()
        return subprocess.run([str(python), "-m", "sitebuild.extract", *rest], cwd=ROOT / "py").returncode
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
