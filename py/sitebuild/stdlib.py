"""The standard-library zip the page boots Pyodide from: only the modules that the runtime's
start and the page's engines import, precompiled, plus those engines themselves.

Compiling .py sources is most of Pyodide's start-up time, and every unused module is bytes
each visitor downloads.  The work runs inside Pyodide under Node (``trim_stdlib.mjs`` starts
it, ``trim_stdlib.py`` runs in it), since the bytecode must be the runtime's own CPython's.
"""
from __future__ import annotations

import hashlib
import subprocess
from pathlib import Path

from . import CACHE, PY, PYODIDE_NPM, ROOT, log
from .wheel import package_files

HERE = Path(__file__).resolve().parent
SCRIPTS = (HERE / "trim_stdlib.mjs", HERE / "trim_stdlib.py")


def build(version: str) -> Path:
    """The zip for the engines in py/courtly, cached under .cache/ by everything it depends on."""
    key = hashlib.sha256(version.encode())
    for name, data in package_files(PY):
        key.update(name.encode() + b"\0" + data)
    for path in SCRIPTS:
        key.update(path.read_bytes())
    target = CACHE / f"python_stdlib-{key.hexdigest()[:16]}.zip"
    if not target.exists():
        log("precompiling the standard library the engines use (Pyodide under Node)")
        for old in CACHE.glob("python_stdlib-*.zip"):
            old.unlink()
        CACHE.mkdir(exist_ok=True)
        done = subprocess.run(["node", str(SCRIPTS[0]), str(PYODIDE_NPM), str(PY), str(target)],
                              cwd=ROOT, capture_output=True, text=True)
        if done.returncode:
            raise SystemExit(f"trimming the standard library failed:\n{done.stderr[-4000:]}")
        log(done.stdout.strip().splitlines()[-1])
    return target
