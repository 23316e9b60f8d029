"""The browser libraries the page imports: pinned in package.json, installed by npm, copied into
each build beside the page's own modules (never into the repository).  Under v/<build id>/ they
are named by the build, so the page imports them by a plain relative path and the service
worker's list takes them in like any other file of the build."""
from __future__ import annotations

import shutil
from pathlib import Path

from . import ROOT

# npm package -> the files the page needs from it (its licence goes along: the MIT licence asks it).
LIBRARIES = {"uqr": ("dist/index.mjs", "LICENSE")}   # the QR code encoder of js/net/qr.js


def sources() -> list[Path]:
    """The files copied, in node_modules: they are part of what names the build."""
    return [ROOT / "node_modules" / name / f for name, files in LIBRARIES.items() for f in files]


def copy(site: Path) -> None:
    """Each library's files into ``site``/js/vendor/<package>/, without their folders."""
    for name, files in LIBRARIES.items():
        target = site / "js" / "vendor" / name
        target.mkdir(parents=True)
        for f in files:
            shutil.copy2(ROOT / "node_modules" / name / f, target / Path(f).name)
