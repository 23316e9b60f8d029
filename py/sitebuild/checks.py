"""The test, benchmark and lint commands, and the tools they need: .venv with the pinned
packages of tests/requirements.txt, micropip's wheel, Chromium, and (from npm) eslint."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from . import CACHE, PY, ROOT, VENV, log

MICROPIP = "micropip==0.11.1"
# Both tools find their settings where they look by default, at the top of the repository:
# Ruff's in pyproject.toml ([tool.ruff]), ESLint's in eslint.config.mjs.  Run from there with no
# paths, each checks the whole tree less what it is told to skip (Ruff: what .gitignore names;
# ESLint: its config's ignores, the same folders), so `ruff check` and `npx eslint` by hand give
# the verdict this command gives.
RUFF = ["check"]
ESLINT = ["--max-warnings", "0"]


def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_venv() -> Path:
    """.venv with tests/requirements.txt installed (re-installed when the file changes)."""
    req = ROOT / "tests" / "requirements.txt"
    stamp = VENV / ".requirements"
    if not venv_python().exists():
        log("creating .venv")
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    if not stamp.exists() or stamp.read_text() != req.read_text():
        log("installing test packages")
        subprocess.run([str(venv_python()), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                        "-r", str(req)], check=True)
        stamp.write_text(req.read_text())
    return venv_python()


def ensure_micropip() -> Path:
    """micropip's wheel (for Python 3.14) so the tests can install our wheel with it in Pyodide."""
    target = CACHE / "micropip"
    if not list(target.glob("micropip-*.whl")):
        log("downloading micropip's wheel")
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", MICROPIP, "--no-deps",
                        "--python-version", "3.14", "--only-binary=:all:", "-d", str(target)], check=True)
    return next(target.glob("micropip-*.whl"))


def find_chromium() -> str | None:
    """CHROMIUM_PATH, else Debian's chromium, else None (Playwright's own)."""
    for candidate in (os.environ.get("CHROMIUM_PATH"), "/usr/bin/chromium", shutil.which("chromium")):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def env_for_tests() -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(PY) + os.pathsep + str(ROOT)
    env["COURTLY_MICROPIP_WHEEL"] = str(ensure_micropip())
    chromium = find_chromium()
    if chromium:
        env["CHROMIUM_PATH"] = chromium
    return env


def run_tests(args: list[str]) -> int:
    python = ensure_venv()
    env = env_for_tests()
    log("chromium:", env.get("CHROMIUM_PATH", "Playwright's own"))
    return subprocess.run([str(python), "-m", "pytest", *(args or ["tests"])], cwd=ROOT, env=env).returncode


def run_bench(args: list[str]) -> int:
    python = ensure_venv()
    return subprocess.run([str(python), str(ROOT / "tests" / "bench" / "bench.py"), *args],
                          cwd=ROOT, env=env_for_tests()).returncode


def run_lint() -> int:
    """Ruff over the Python, ESLint over the JavaScript; non-zero on any finding."""
    python = ensure_venv()
    eslint = ROOT / "node_modules" / ".bin" / "eslint"
    if not eslint.exists():
        log("eslint is missing from node_modules: run npm ci")
        return 2
    log("ruff", " ".join(RUFF))
    ruff = subprocess.run([str(python), "-m", "ruff", *RUFF], cwd=ROOT).returncode
    log("eslint", " ".join(ESLINT))
    return subprocess.run([str(eslint), *ESLINT], cwd=ROOT).returncode or ruff
