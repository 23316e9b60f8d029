"""The Pyodide runtime: the version package.json pins, installed by npm, copied into dist/."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

from . import DIST, PYODIDE_NPM, ROOT, log

# What the page loads from the npm package.  Not its python_stdlib.zip: each build ships its
# own trimmed one (see stdlib.py), beside the engines it was made for.
FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")


def pinned_version() -> str:
    return json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]


def ensure() -> str:
    """Run ``npm ci`` unless node_modules already holds every package the site ships (package.json's
    dependencies: Pyodide, and the libraries of vendor.py) and the bundler the build runs, each at
    its pinned version; Pyodide's version."""
    package = json.loads((ROOT / "package.json").read_text())
    pinned = {**package["dependencies"], "esbuild": package["devDependencies"]["esbuild"]}
    for name, version in pinned.items():
        installed = ROOT / "node_modules" / name / "package.json"
        if not installed.exists() or json.loads(installed.read_text())["version"] != version:
            log(f"installing {name} {version} with npm ci")
            subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
            break
    return pinned_version()


def copy(version: str) -> Path:
    """The runtime files under dist/pyodide/<version>/, the lock file cut down to its info."""
    target = DIST / "pyodide" / version
    target.mkdir(parents=True)
    for name in FILES:
        shutil.copy2(PYODIDE_NPM / name, target / name)
    lock = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text())
    # We load no package by name (the engines come inside the stdlib zip), so none need listing.
    (target / "pyodide-lock.json").write_text(json.dumps({"info": lock["info"], "packages": {}}))
    return target
