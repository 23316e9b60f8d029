"""dist/: the page, this build's files under v/<build id>/, the runtime, and what installs
the site (the web manifest, icons, and the file list the service worker precaches)."""
from __future__ import annotations

import hashlib
import html
import json
import re
import shutil
from pathlib import Path

from . import CACHE, DIST, PY, ROOT, bundle, log, messages, runtime, stdlib, vendor, wheel
from .icon import MASKABLE_SCALE, icon_png

SOURCES = ("js", "css", "assets")
# The web manifest's description: the page's words (js/ui/words.js HOME.description), in each
# language's manifest as its catalogue says them.
DESCRIPTION = "Five royal card and board games that run entirely in your browser, offline."
# Written at the root beside the page, not under v/<build id>/ (a service worker's scope is
# the folder of its script, and the browser checks it, and what it imports, for updates).
WORKER, OFFLINE_LIST = "sw.js", "sw-files.js"


def registry(language: str = "en") -> list[dict]:
    """Game metadata straight from the engines, for the home screen painted before Python;
    ``solver``: the solver's words at the table (``Solitaire.info``), null where none runs."""
    from courtly.core.language import speaking
    from courtly.games import GAMES
    from courtly.solvers import SOLVERS
    with speaking(language):
        infos = [g.info() for g in GAMES.values()]
    return [{**info, "solver": info.get("solver") if info["id"] in SOLVERS else None} for info in infos]


def home_list(games: list[dict]) -> str:
    items = []
    for g in games:
        players = (f"{g['min_players']}" if g["min_players"] == g["max_players"]
                   else f"{g['min_players']}–{g['max_players']}")
        label = "solitaire" if g["max_players"] == 1 else f"{players} players"
        # The picture's and today's deal's places are kept before the script draws the one and
        # gives the other its address (js/ui/home.js), so nothing moves.
        gid = html.escape(g["id"])
        items.append(
            f'<li class="game-card">'
            f'<a class="game-link" href="#/{gid}" data-game="{gid}">'
            f'<span class="game-picture" aria-hidden="true"></span>'
            f'<span class="game-name">{html.escape(g["name"])}</span>'
            f'<span class="game-players">{html.escape(label)}</span>'
            f'<span class="game-summary">{html.escape(g["summary"])}</span></a>'
            f'<a class="daily-link" data-game="{gid}">Today&#8217;s deal</a></li>')
    return "\n        ".join(items)


def content_hash(paths: list[Path], extra: bytes) -> str:
    h = hashlib.sha256(extra)
    for path in sorted(paths):
        h.update(path.relative_to(ROOT).as_posix().encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:12]


def build() -> Path:
    version = runtime.ensure()
    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    runtime.copy(version)
    messages.compile_engines()
    built_wheel = wheel.make_wheel(PY, CACHE)
    zipped = stdlib.build(version)
    games = registry()
    sources = [p for d in SOURCES for p in (ROOT / d).rglob("*") if p.is_file()] + sorted(messages.LOCALE.rglob("*.po"))
    build_id = content_hash(sources + [ROOT / "index.html", *vendor.sources(), *bundle.sources()],
                            built_wheel.read_bytes() + zipped.read_bytes())
    site = DIST / "v" / build_id  # everything of ours lives under a path named by its content
    for d in ("js", "assets"):
        shutil.copytree(ROOT / d, site / d, ignore=shutil.ignore_patterns(WORKER))  # it goes to the root
    vendor.copy(site)
    messages.write_site_catalogues(site / "locale")
    # One stylesheet: the shared one, then each game's own (css/games/<id>.css).
    (site / "css").mkdir()
    parts = [ROOT / "css" / "courtly.css", *sorted((ROOT / "css" / "games").glob("*.css"))]
    (site / "css" / "courtly.css").write_text("\n".join(p.read_text() for p in parts))
    shutil.copy2(built_wheel, site / built_wheel.name)
    shutil.copy2(zipped, site / "python_stdlib.zip")
    from courtly.core.language import NAMES
    config = {"build": build_id, "pyodide": f"../../../pyodide/{version}/", "stdlib": "../python_stdlib.zip",
              "languages": NAMES, "games": {code: registry(code) for code in NAMES}}
    (site / "js" / "build.js").write_text(
        "// Written by build.py: where this build's runtime and engines live, and the games.\n"
        f"export default {json.dumps(config, indent=1)};\n"
        "// This build's js/ folder (in a bundle too, which lives there), for what lies beside it.\n"
        'export const JS_FOLDER = new URL("./", import.meta.url).href;\n')
    bundled = bundle.bundle(site / "js")
    page = (ROOT / "index.html").read_text()
    page = (page.replace("{{BUILD}}", f"v/{build_id}").replace("{{PYODIDE}}", f"pyodide/{version}/")
            .replace("<!--GAMES-->", home_list(games)))
    (DIST / "index.html").write_text(page)
    (DIST / ".nojekyll").write_text("")  # GitHub Pages: serve files as they are
    write_headers(page)
    write_install_files(build_id, bundled)
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    log(f"dist/ built: build {build_id}, pyodide {version}, {size / 1e6:.1f} MB")
    return DIST


def write_headers(page: str) -> None:
    """``_headers`` for hosts that read one (Netlify, Cloudflare Pages): the page's own policy
    as a real header, plus what a meta tag cannot say — no framing by any other site."""
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page).group(1)
    (DIST / "_headers").write_text(
        "/*\n"
        f"  Content-Security-Policy: {policy}; frame-ancestors 'none'\n"
        "  X-Frame-Options: DENY\n"
        "  X-Content-Type-Options: nosniff\n"
        "  Referrer-Policy: no-referrer\n")


def write_install_files(build_id: str, bundled: set[Path]) -> None:
    """The web manifest, its PNG icons, the service worker and the list of files it precaches."""
    for size in (192, 512):
        (DIST / f"icon-{size}.png").write_bytes(icon_png(size))
        # maskable: the platform cuts its own shape, keeping only a circle of 80% of the side
        (DIST / f"icon-maskable-{size}.png").write_bytes(icon_png(size, MASKABLE_SCALE))
    manifest = {"name": "Courtly", "short_name": "Courtly", "start_url": "./", "scope": "./",
                "display": "standalone", "background_color": "#f4efe2", "theme_color": "#1f5c3a",
                "lang": "en", "description": DESCRIPTION,
                "icons": [{"src": f"icon-{s}.png", "sizes": f"{s}x{s}", "type": "image/png", "purpose": "any"}
                          for s in (192, 512)]
                + [{"src": f"icon-maskable-{s}.png", "sizes": f"{s}x{s}", "type": "image/png", "purpose": "maskable"}
                   for s in (192, 512)]
                + [{"src": f"v/{build_id}/assets/icon.svg", "sizes": "any", "type": "image/svg+xml"}]}
    (DIST / "manifest.webmanifest").write_text(json.dumps(manifest, indent=1))
    # and one per language, which the page names in its <link rel=manifest> (js/ui/home.js)
    for code in messages.languages():
        said = messages.page_json(messages.catalogue(messages.LOCALE / code, page=True)[1])
        (DIST / f"manifest-{code}.webmanifest").write_text(
            json.dumps({**manifest, "lang": code, "description": said.get(DESCRIPTION, DESCRIPTION)}, indent=1))
    # Everything the page uses; not the wheel (it is for micropip users: the page runs the
    # copy precompiled into the standard-library zip), nor the modules inside a bundle, nor the
    # benchmark's bare page.
    files = ["./"] + sorted(p.relative_to(DIST).as_posix() for p in DIST.rglob("*")
                            if p.is_file() and p.name not in (".nojekyll", "_headers", WORKER, OFFLINE_LIST)
                            and p.suffix != ".whl" and p.relative_to(DIST).parts[0] != "bench"
                            and p.resolve() not in bundled)
    shutil.copy2(ROOT / "js" / WORKER, DIST / WORKER)
    offline = {"build": build_id, "files": files}
    (DIST / OFFLINE_LIST).write_text(
        f"// Written by build.py for {WORKER}: this build, and every file it keeps for offline play.\n"
        f"self.COURTLY_OFFLINE = {json.dumps(offline, indent=1)};\n")
