"""One file per entry point: the page's modules (js/main.js and the 70 it imports), and each
worker's, bundled by esbuild (npm, pinned in package.json) over the build's own copy of js/.

A first visit otherwise fetches the page's modules one import level at a time: on a phone's
network each level is a round trip before the table can be drawn.  The bundles keep their
entry points' names and places, so the page, the workers and the service worker name the
same files; the separate modules stay beside them (a test may import one alone).  Nothing is
renamed or minified: a stack trace from a player still reads as our code."""
from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path

from . import ROOT, log

ENTRIES = ("main.js", "worker.js", "snapshot-worker.js")


def esbuild() -> Path:
    tool = ROOT / "node_modules" / ".bin" / "esbuild"
    if not tool.exists():
        raise SystemExit("esbuild is missing from node_modules: run npm ci")
    return tool


def sources() -> list[Path]:
    """What the bundles depend on beyond js/: this step and the bundler's version (they name the build)."""
    return [Path(__file__), ROOT / "node_modules" / "esbuild" / "package.json"]


def bundle(js: Path) -> set[Path]:
    """Replace each of ``ENTRIES`` in the folder ``js`` by itself with everything it imports;
    the files now inside a bundle (no page loads them: the service worker need not keep them)."""
    log("bundling", ", ".join(ENTRIES))
    with tempfile.TemporaryDirectory() as scratch:
        meta = Path(scratch) / "meta.json"
        subprocess.run([str(esbuild()), *ENTRIES, "--bundle", "--format=esm", "--outdir=.", "--allow-overwrite",
                        "--log-level=warning", "--legal-comments=none", f"--metafile={meta}"], cwd=js, check=True)
        inputs = json.loads(meta.read_text())["inputs"]
    return {(js / name).resolve() for name in inputs if name not in ENTRIES}
