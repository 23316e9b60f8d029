#!/usr/bin/env python3
"""Build, serve, test and benchmark Courtly.

    python3 build.py            build dist/ (the static site)
    python3 build.py serve      build, then serve dist/ on http://127.0.0.1:8000/
    python3 build.py test       prepare the test tools, build, and run every test
    python3 build.py bench      build, then print the benchmark figures

Only the standard library is needed to build and serve.  ``test`` and ``bench`` make a
virtual environment (.venv) with the pinned packages of tests/requirements.txt.
"""
from __future__ import annotations

import base64
import hashlib
import html
import http.server
import json
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent
# COURTLY_DIST lets parallel checkouts or test runs build into their own directory.
DIST = Path(os.environ.get("COURTLY_DIST") or ROOT / "dist").resolve()
PY = ROOT / "py"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
VENV = ROOT / ".venv"
CACHE = ROOT / ".cache"
MICROPIP = "micropip==0.11.1"
ZIP_DATE = (2020, 1, 1, 0, 0, 0)  # fixed timestamps: the same sources give the same wheel


def log(*parts) -> None:
    print("[build]", *parts, flush=True)


# --- the Pyodide runtime ------------------------------------------------------------

def pinned_pyodide_version() -> str:
    return json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]


def ensure_runtime() -> str:
    """Run ``npm ci`` unless node_modules already holds the pinned Pyodide."""
    version = pinned_pyodide_version()
    installed = PYODIDE_NPM / "package.json"
    if not installed.exists() or json.loads(installed.read_text())["version"] != version:
        log(f"installing pyodide {version} with npm ci")
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    return version


def copy_runtime(version: str) -> Path:
    """The five runtime files under dist/pyodide/<version>/, the lock trimmed to its info."""
    target = DIST / "pyodide" / version
    target.mkdir(parents=True)
    # The full python_stdlib.zip is not shipped: each build carries its own trimmed one.
    for name in RUNTIME_FILES[:-1]:
        if name != "python_stdlib.zip":
            shutil.copy2(PYODIDE_NPM / name, target / name)
    lock = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text())
    # We load no package by name (our wheel goes in by URL), so none need listing.
    (target / "pyodide-lock.json").write_text(json.dumps({"info": lock["info"], "packages": {}}))
    return target


# --- a trimmed, precompiled standard library ----------------------------------------------

# Run inside Pyodide under Node: load the engines, exercise them, then zip precompiled
# bytecode of exactly the standard-library modules that were imported, plus the engines
# themselves.  Compiling .py sources is most of Pyodide's start-up time; unused modules
# are only bytes to download.  The page imports courtly from this zip (the wheel is for
# micropip users and is tested with it).
STDLIB_SCRIPT = r"""
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
const [pyodideDir, wheelPath, outPath] = process.argv.slice(1);
const { loadPyodide } = createRequire(pyodideDir + "/")("./pyodide.js");
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
py.unpackArchive(new Uint8Array(readFileSync(wheelPath)), "wheel");
py.runPython(`
import io, json, sys, traceback, zipfile
import importlib.util, importlib._bootstrap_external as ext
import importlib, os
import courtly, courtly.web
# Every module of ours, so the standard-library modules any of them imports are kept
# (os.walk rather than pathlib, which would itself be kept).
top = os.path.dirname(os.path.dirname(courtly.__file__))
for folder, _, files in sorted(os.walk(os.path.dirname(courtly.__file__))):
    for file in sorted(files):
        if file.endswith(".py") and file != "__main__.py":
            name = os.path.relpath(os.path.join(folder, file[:-3]), top).replace(os.sep, ".")
            importlib.import_module(name.removesuffix(".__init__"))
from courtly.tools.playout import random_game
from courtly.games import GAMES
for game in GAMES.values():
    state, moves = random_game(game, 1, game.max_players, None, 400)
    game.view(state, 0), game.to_json(state), game.text(state, 0), game.outcome(state)
for request in ({"op": "games"}, {"op": "open", "link": "#/royal-cotillion?seed=1&moves=turn"},
                {"op": "move", "move": "nonsense"}, {"op": "undo"}, {"op": "open", "link": "#/x?seed=y"},
                {"op": "open", "link": "#/kings-corners?seed=1&seats=human,strong"},
                {"op": "move", "move": "draw"}, {"op": "bot"}):
    courtly.web.handle(json.dumps(request))
try:
    raise RuntimeError("exercise the traceback path")
except RuntimeError:
    traceback.format_exc()
root = "/lib/python314.zip/"
used = sorted({m.__spec__.origin[len(root):] for m in list(sys.modules.values())
               if getattr(m, "__spec__", None) and (m.__spec__.origin or "").startswith(root)})
stdlib = zipfile.ZipFile(root.rstrip("/"))
sources = {name: stdlib.read(name) for name in used}
site = courtly.__file__[: -len("courtly/__init__.py")]
import pathlib
for path in sorted(pathlib.Path(site, "courtly").rglob("*.py")):
    sources[path.relative_to(site).as_posix()] = path.read_bytes()
out = io.BytesIO()
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
    for name, data in sources.items():
        code = compile(data, name, "exec", dont_inherit=True)
        pyc = ext._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
        info = zipfile.ZipInfo(name + "c", (2020, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        zf.writestr(info, pyc)
open("/tmp/stdlib.zip", "wb").write(out.getvalue())
print(len(sources), "modules")
`);
writeFileSync(outPath, py.FS.readFile("/tmp/stdlib.zip"));
"""


def build_stdlib(version: str, wheel: Path) -> Path:
    """The trimmed, precompiled stdlib zip for these engines (cached by its inputs)."""
    key = hashlib.sha256(version.encode() + wheel.read_bytes() + STDLIB_SCRIPT.encode()).hexdigest()[:16]
    target = CACHE / f"python_stdlib-{key}.zip"
    if not target.exists():
        log("precompiling the standard library the engines use (Pyodide under Node)")
        for old in CACHE.glob("python_stdlib-*.zip"):
            old.unlink()
        subprocess.run(["node", "--input-type=module", "-e", STDLIB_SCRIPT, str(PYODIDE_NPM), str(wheel),
                        str(target)], check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
    return target


# --- the courtly wheel ----------------------------------------------------------------

def project_metadata() -> dict:
    return tomllib.loads((PY / "pyproject.toml").read_text())["project"]


def build_wheel(out_dir: Path) -> Path:
    """A py3-none-any wheel of py/courtly, byte-for-byte reproducible."""
    meta = project_metadata()
    name, version = meta["name"], meta["version"]
    dist_info = f"{name}-{version}.dist-info"
    files: list[tuple[str, bytes]] = []
    for path in sorted((PY / "courtly").rglob("*.py")):
        files.append((path.relative_to(PY).as_posix(), path.read_bytes()))
    files.append((f"{dist_info}/METADATA", (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
        f"Summary: {meta['description']}\nRequires-Python: {meta['requires-python']}\n").encode()))
    files.append((f"{dist_info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: courtly build.py\n"
                  b"Root-Is-Purelib: true\nTag: py3-none-any\n"))
    scripts = "".join(f"{k} = {v}\n" for k, v in meta.get("scripts", {}).items())
    files.append((f"{dist_info}/entry_points.txt", f"[console_scripts]\n{scripts}".encode()))
    record = []
    for arcname, data in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{arcname},sha256={digest},{len(data)}")
    record.append(f"{dist_info}/RECORD,,")
    files.append((f"{dist_info}/RECORD", ("\n".join(record) + "\n").encode()))
    wheel = out_dir / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as zf:
        for arcname, data in files:
            info = zipfile.ZipInfo(arcname, ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    return wheel


# --- the page -------------------------------------------------------------------------

def registry() -> list[dict]:
    """Game metadata straight from the engines, for the home screen painted before Python."""
    sys.path.insert(0, str(PY))
    try:
        from courtly.games import GAMES
        from courtly.solvers import SOLVERS
        return [{**g.info(), "solver": g.id in SOLVERS} for g in GAMES.values()]
    finally:
        sys.path.remove(str(PY))


def home_list(games: list[dict]) -> str:
    items = []
    for g in games:
        players = (f"{g['min_players']}" if g["min_players"] == g["max_players"]
                   else f"{g['min_players']}–{g['max_players']}")
        label = "solitaire" if g["max_players"] == 1 else f"{players} players"
        items.append(
            f'<li><a class="game-link" href="#/{html.escape(g["id"])}" data-game="{html.escape(g["id"])}">'
            f'<span class="game-name">{html.escape(g["name"])}</span>'
            f'<span class="game-players">{html.escape(label)}</span>'
            f'<span class="game-summary">{html.escape(g["summary"])}</span></a></li>')
    return "\n        ".join(items)


def content_hash(paths: list[Path], extra: bytes) -> str:
    h = hashlib.sha256(extra)
    for path in sorted(paths):
        h.update(path.relative_to(ROOT).as_posix().encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:12]


def build() -> Path:
    version = ensure_runtime()
    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    copy_runtime(version)
    CACHE.mkdir(exist_ok=True)
    wheel = build_wheel(CACHE)
    stdlib = build_stdlib(version, wheel)
    games = registry()
    sources = [p for d in ("js", "css", "assets") for p in (ROOT / d).rglob("*") if p.is_file()]
    build_id = content_hash(sources + [ROOT / "index.html"], wheel.read_bytes() + stdlib.read_bytes())
    site = DIST / "v" / build_id  # everything of ours lives under a path named by its content
    for d in ("js", "assets"):
        shutil.copytree(ROOT / d, site / d, ignore=shutil.ignore_patterns("sw.js"))  # sw.js goes to the root
    # One stylesheet: the shared one, then each game's own (css/games/<id>.css).
    (site / "css").mkdir()
    parts = [ROOT / "css" / "courtly.css", *sorted((ROOT / "css" / "games").glob("*.css"))]
    (site / "css" / "courtly.css").write_text("\n".join(p.read_text() for p in parts))
    shutil.copy2(wheel, site / wheel.name)
    shutil.copy2(stdlib, site / "python_stdlib.zip")
    config = {"build": build_id, "pyodide": f"../../../pyodide/{version}/", "stdlib": "../python_stdlib.zip",
              "games": games}
    (site / "js" / "build.js").write_text(
        "// Written by build.py: where this build's runtime and engines live, and the games.\n"
        f"export default {json.dumps(config, indent=1)};\n")
    page = (ROOT / "index.html").read_text()
    page = (page.replace("{{BUILD}}", f"v/{build_id}").replace("{{PYODIDE}}", f"pyodide/{version}/")
            .replace("<!--GAMES-->", home_list(games)))
    (DIST / "index.html").write_text(page)
    (DIST / ".nojekyll").write_text("")  # GitHub Pages: serve files as they are
    write_install_files(build_id)
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    log(f"dist/ built: build {build_id}, pyodide {version}, {size / 1e6:.1f} MB")
    return DIST


def write_install_files(build_id: str) -> None:
    """The web manifest, its PNG icons, and a service worker that precaches this build."""
    for size in (192, 512):
        (DIST / f"icon-{size}.png").write_bytes(icon_png(size))
    manifest = {"name": "Courtly", "short_name": "Courtly", "start_url": "./", "scope": "./",
                "display": "standalone", "background_color": "#f4efe2", "theme_color": "#1f5c3a",
                "description": "Five royal card and board games that run entirely in your browser, offline.",
                "icons": [{"src": f"icon-{s}.png", "sizes": f"{s}x{s}", "type": "image/png", "purpose": "any"}
                          for s in (192, 512)]
                + [{"src": f"v/{build_id}/assets/icon.svg", "sizes": "any", "type": "image/svg+xml"}]}
    (DIST / "manifest.webmanifest").write_text(json.dumps(manifest, indent=1))
    # Everything the page uses; not the wheel (it is for micropip users: the page runs the
    # copy precompiled into the standard-library zip) nor the benchmark's bare page.
    files = ["./"] + sorted(p.relative_to(DIST).as_posix() for p in DIST.rglob("*")
                            if p.is_file() and p.name not in (".nojekyll", "sw.js")
                            and p.suffix != ".whl" and p.relative_to(DIST).parts[0] != "bench")
    worker = (ROOT / "js" / "sw.js").read_text()
    worker = worker.replace("{{BUILD}}", build_id).replace("{{FILES}}", json.dumps(files, indent=1))
    (DIST / "sw.js").write_text(worker)


def icon_png(size: int) -> bytes:
    """The crown icon as a PNG (the SVG's shapes, filled by point-in-polygon; no imaging library)."""
    import struct
    import zlib
    crown = [(14, 44), (18, 22), (26, 32), (32, 16), (38, 32), (46, 22), (50, 44)]
    band = [(14, 44), (50, 44), (50, 50), (14, 50)]

    def inside(poly, x, y):
        hit = False
        for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]):
            if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                hit = not hit
        return hit

    rows = []
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            x, y = (px + 0.5) * 64 / size, (py + 0.5) * 64 / size
            colour = (0x1f, 0x5c, 0x3a, 255)  # full-bleed square: the platform rounds the corners
            if inside(crown, x, y) or inside(band, x, y):
                colour = (0xf2, 0xc1, 0x4e, 255)
            row += bytes(colour)
        rows.append(bytes(row))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
            + chunk(b"IEND", b""))


# --- serving --------------------------------------------------------------------------

class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the right types; versioned paths cached for good, the page never."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
                      ".json": "application/json", ".whl": "application/zip",
                      ".webmanifest": "application/manifest+json", ".svg": "image/svg+xml"}

    def end_headers(self):
        immutable = self.path.startswith(("/v/", "/pyodide/")) and "/build.js" not in self.path
        self.send_header("Cache-Control", "public, max-age=31536000, immutable" if immutable else "no-cache")
        super().end_headers()

    def log_message(self, fmt, *args):
        if os.environ.get("COURTLY_HTTP_LOG"):
            super().log_message(fmt, *args)


def make_server(port: int = 0, root: Path = DIST) -> http.server.ThreadingHTTPServer:
    """An HTTP server for ``root`` on 127.0.0.1 (port 0: any free port)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), partial(Handler, directory=str(root)))
    server.daemon_threads = True
    return server


def serve(port: int) -> None:
    build()
    server = make_server(port)
    print(f"Courtly is served at http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


# --- tests and benchmarks -------------------------------------------------------------

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
    """CHROMIUM_PATH, else Debian's chromium, else None (Playwright's own browser)."""
    for candidate in (os.environ.get("CHROMIUM_PATH"), "/usr/bin/chromium", shutil.which("chromium")):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def test_env() -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(PY) + os.pathsep + str(ROOT)
    env["COURTLY_MICROPIP_WHEEL"] = str(ensure_micropip())
    chromium = find_chromium()
    if chromium:
        env["CHROMIUM_PATH"] = chromium
    return env


def run_tests(args: list[str]) -> int:
    python = ensure_venv()
    build()
    env = test_env()
    log("chromium:", env.get("CHROMIUM_PATH", "Playwright's own"))
    cmd = [str(python), "-m", "pytest", *(args or ["tests"])]
    return subprocess.run(cmd, cwd=ROOT, env=env).returncode


def run_bench(args: list[str]) -> int:
    python = ensure_venv()
    build()
    return subprocess.run([str(python), str(ROOT / "tests" / "bench" / "bench.py"), *args],
                          cwd=ROOT, env=test_env()).returncode


def main(argv: list[str]) -> int:
    command, rest = (argv[0], argv[1:]) if argv else ("build", [])
    if command == "build":
        build()
        return 0
    if command == "serve":
        port = int(rest[rest.index("--port") + 1]) if "--port" in rest else 8000
        serve(port)
        return 0
    if command == "test":
        return run_tests(rest)
    if command == "bench":
        return run_bench(rest)
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
