"""What build.py makes: the browser's standard-library zip holds the page's modules and no
command-line one, the site's wheel is the one the PEP 621 project builds and holds what a
standard backend (flit-core) puts in a wheel of that project, the service worker
is plain JavaScript, the npm libraries the page imports ship at their pinned versions, and the
runtime's .wasm is served so browsers can stream-compile it."""
import base64
import configparser
import csv
import email.parser
import hashlib
import json
import re
import shutil
import subprocess
import sys
import urllib.request
import zipfile
from pathlib import Path

import pytest

import build
from sitebuild import vendor

ROOT = Path(__file__).resolve().parent.parent
PY = ROOT / "py"
# Imported only by the command line's tools (solve-rates runs deals in a process pool), never
# by the page.  concurrent.futures itself stays: Pyodide's own start imports it (asyncio does).
CLI_ONLY_STDLIB = ("multiprocessing/", "concurrent/futures/process.pyc", "concurrent/futures/thread.pyc",
                   "pickle.pyc", "_compat_pickle.pyc", "argparse.pyc")


def courtly_modules(cli: bool) -> set[str]:
    """The .pyc names of courtly's modules: the command line's (``cli``) or the page's."""
    names = set()
    for path in PY.glob("courtly/**/*.py"):
        name = path.relative_to(PY).as_posix()
        if name.startswith(("courtly/tools/", "courtly/__main__.py")) == cli:
            names.add(name + "c")
    return names


def site_file(pattern: str) -> Path:
    found = sorted(build.DIST.glob(pattern))
    assert found, "build the site first (python3 build.py)"
    return found[-1]


def test_the_browser_zip_holds_the_page_modules_and_no_command_line_one():
    names = set(zipfile.ZipFile(site_file("v/*/python_stdlib.zip")).namelist())
    assert courtly_modules(cli=False) <= names, "every module the page may load is precompiled in the zip"
    assert courtly_modules(cli=True), "the command line's modules are where this test looks for them"
    assert not courtly_modules(cli=True) & names
    shipped = sorted(n for n in names if n.startswith(CLI_ONLY_STDLIB))
    assert shipped == [], f"modules only the command line uses are in the browser's zip: {shipped}"
    assert not [n for n in names if n.endswith(".py")], "sources are compiled, not shipped"


def test_no_page_module_imports_the_command_line_tools():
    # Import every page module in a fresh interpreter: none may pull in the tools or what only they use.
    page = sorted(n[:-4].replace("/", ".").removesuffix(".__init__") for n in courtly_modules(cli=False))
    script = ("import importlib, json, sys\n"
              f"for name in {page!r}: importlib.import_module(name)\n"
              "print(json.dumps(sorted(sys.modules)))")
    loaded = json.loads(subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                                       env={"PYTHONPATH": str(PY)}).stdout)
    assert [m for m in loaded if m.startswith(("courtly.tools", "courtly.__main__", "multiprocessing"))] == []
    assert "pickle" not in loaded and "concurrent.futures.process" not in loaded


def test_the_site_wheel_is_the_one_pip_builds_from_the_pep_621_project(tmp_path):
    shipped = site_file("v/*/courtly-*.whl")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--disable-pip-version-check",
                    "--wheel-dir", str(tmp_path), str(PY)], check=True, capture_output=True)
    built = tmp_path / shipped.name
    assert built.exists(), list(tmp_path.iterdir())
    assert built.read_bytes() == shipped.read_bytes()
    names = zipfile.ZipFile(built).namelist()
    assert {n for n in names if not n.startswith("courtly-")} == {
        p.relative_to(PY).as_posix() for p in [*PY.glob("courtly/**/*.py"), *PY.glob("courtly/locale/**/*.mo")]}
    assert {n for n in names if n.endswith(".mo")}, "the compiled catalogues ship with the engines"
    meta = zipfile.ZipFile(built).read("courtly-0.1.0.dist-info/METADATA").decode()
    assert "Name: courtly\n" in meta and "Requires-Python: >=3.11\n" in meta


def _flit_wheel(out: Path) -> Path:
    """The courtly wheel as flit-core, a standard backend, builds it from the same [project] table
    and the same package folder (copied, so py/ is left as it is)."""
    from importlib.metadata import version
    project = out / "project"
    shutil.copytree(PY / "courtly", project / "courtly", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    ours, pin = (PY / "pyproject.toml").read_text(), version("flit-core")
    (project / "pyproject.toml").write_text(
        f'[build-system]\nrequires = ["flit_core=={pin}"]\nbuild-backend = "flit_core.buildapi"\n\n'
        + ours[ours.index("[project]"):])
    # --no-build-isolation: flit-core comes from .venv (tests/requirements.txt), nothing is downloaded.
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--quiet",
                    "--disable-pip-version-check", "--wheel-dir", str(out), str(project)],
                   check=True, capture_output=True)
    return next(out.glob("courtly-*.whl"))


def _record(wheel: zipfile.ZipFile) -> dict:
    """RECORD's rows by file, each checked against the file it names."""
    rows = {}
    for name, digest, size in csv.reader(wheel.read(next(n for n in wheel.namelist() if n.endswith("/RECORD")))
                                         .decode().splitlines()):
        if digest:
            data = wheel.read(name)
            algorithm, _, value = digest.partition("=")
            assert algorithm == "sha256" and value == base64.urlsafe_b64encode(
                hashlib.sha256(data).digest()).rstrip(b"=").decode(), f"RECORD's hash of {name} is wrong"
            assert int(size) == len(data), f"RECORD's size of {name} is wrong"
        rows[name] = digest
    assert set(rows) == set(wheel.namelist()), "RECORD lists every file of the wheel, and only those"
    return rows


def test_the_site_wheel_holds_what_a_standard_backend_puts_in_it(tmp_path):
    # sitebuild.wheel is written by hand (standard library only, byte for byte reproducible); a
    # wheel of the same project built by flit-core must hold the same files with the same bytes.
    # A file other than a module added to py/courtly/ fails here: flit-core ships it, ours would not.
    # What only a backend's own choices change is left out: RECORD's bytes (each is checked
    # against its wheel instead), WHEEL's Generator, the METADATA format's version, the order
    # of its fields, flit-core's Import-Name, and License (flit-core writes no license text; PEP 639
    # wants an SPDX expression there, and "Proprietary" is none), and entry_points.txt's spacing.
    ours = zipfile.ZipFile(site_file("v/*/courtly-*.whl"))
    flit = zipfile.ZipFile(_flit_wheel(tmp_path))
    info = "courtly-0.1.0.dist-info/"
    assert sorted(ours.namelist()) == sorted(flit.namelist())
    for name in ours.namelist():
        if not name.startswith(info):
            assert ours.read(name) == flit.read(name), name
    assert set(_record(ours)) == set(_record(flit))

    def fields(wheel, name, wanted):
        message = email.parser.Parser().parsestr(wheel.read(info + name).decode())
        return {field: message.get_all(field) for field in wanted}
    project = ("Name", "Version", "Summary", "Author", "Requires-Python", "Classifier", "Requires-Dist")
    assert fields(ours, "METADATA", project) == fields(flit, "METADATA", project)
    assert fields(ours, "METADATA", ["Name"]) == {"Name": ["courtly"]}
    tags = ("Wheel-Version", "Root-Is-Purelib", "Tag")
    assert fields(ours, "WHEEL", tags) == fields(flit, "WHEEL", tags)

    def entry_points(wheel):
        parser = configparser.ConfigParser()
        parser.read_string(wheel.read(info + "entry_points.txt").decode())
        return {section: dict(parser[section]) for section in parser.sections()}
    assert entry_points(ours) == entry_points(flit) == {"console_scripts": {"courtly": "courtly.__main__:main"}}


def offline_list() -> dict:
    """The build's id and the files its service worker keeps for offline play (sw-files.js)."""
    generated = (build.DIST / "sw-files.js").read_text()
    return json.loads(re.search(r"self\.COURTLY_OFFLINE = (\{.*\});", generated, re.S).group(1))


def test_the_service_worker_is_plain_javascript_and_its_list_names_this_build():
    node = subprocess.run(["node", "--check", str(ROOT / "js" / "sw.js")], capture_output=True, text=True)
    assert node.returncode == 0, node.stderr
    assert (build.DIST / "sw.js").read_text() == (ROOT / "js" / "sw.js").read_text()
    offline = offline_list()
    assert f"v/{offline['build']}/js/main.js" in (build.DIST / "index.html").read_text()
    assert all((build.DIST / f).is_file() for f in offline["files"] if f != "./")
    assert f"v/{offline['build']}/python_stdlib.zip" in offline["files"]


def test_the_npm_libraries_the_page_imports_ship_with_the_build_at_their_pinned_version():
    pinned = json.loads((ROOT / "package.json").read_text())["dependencies"]
    locked = json.loads((ROOT / "package-lock.json").read_text())["packages"]
    assert set(vendor.LIBRARIES) <= set(pinned)
    offline = offline_list()
    for name, version in pinned.items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name}: pin an exact version (npm install --save-exact)"
        assert locked[f"node_modules/{name}"]["version"] == version
    bundle = (build.DIST / f"v/{offline['build']}/js/main.js").read_text()  # (esbuild names each file it takes in)
    for name, files in vendor.LIBRARIES.items():
        installed = ROOT / "node_modules" / name
        assert json.loads((installed / "package.json").read_text())["version"] == pinned[name]
        for f in files:
            shipped = f"v/{offline['build']}/js/vendor/{name}/{Path(f).name}"
            assert (build.DIST / shipped).read_bytes() == (installed / f).read_bytes()
            # kept for offline play: as a file (its licence), or as code inside the page's bundle
            assert shipped in offline["files"] or f"vendor/{name}/{Path(f).name}" in bundle, "kept for offline play"
    # imported by a path relative to the page's own modules (GitHub Pages serves the site in a sub-path)
    assert 'from "../vendor/uqr/index.mjs"' in (ROOT / "js" / "net" / "qr.js").read_text()


def test_the_page_and_each_worker_are_one_script_each():
    """A first visit fetches the page's code in one request, not one import level at a time
    (py/sitebuild/bundle.py); only the runtime's module is imported at run time."""
    from sitebuild.bundle import ENTRIES
    folder = build.DIST / "v" / offline_list()["build"] / "js"
    for name in ENTRIES:
        code = (folder / name).read_text()
        assert not re.search(r"^\s*(import|export)\b[^;(]*\bfrom\s*[\"']", code, re.M), f"{name} still imports"
        assert 'fetch(new URL(`../locale/' in code or name != "main.js"  # the catalogue, bundled in
    assert all(name in (folder / "main.js").read_text() for name in ("GameScreen", "TableDrawing", "TableInput"))
    assert "openSnapshot" in (folder / "worker.js").read_text()


@pytest.fixture(scope="module")
def served():
    import threading
    server = build.make_server(0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


def test_the_runtime_is_served_for_streaming_compilation_and_not_preloaded(served):
    page = (build.DIST / "index.html").read_text()
    # The engine starts once the first screen is painted (main.js): a preload in the head would
    # share a phone's network with the page's own files before anything is shown.
    assert "pyodide.asm.wasm" not in page and 'rel="preload"' not in page
    (wasm,) = build.DIST.glob("pyodide/*/pyodide.asm.wasm")
    path = wasm.relative_to(build.DIST).as_posix()
    with urllib.request.urlopen(urllib.request.Request(served + path, method="HEAD")) as reply:
        assert reply.headers["Content-Type"] == "application/wasm"
        assert "immutable" in reply.headers["Cache-Control"]


def test_the_compressed_server_sends_gzip_as_github_pages_does():
    import gzip
    import threading
    server = build.make_server(0, handler=build.Compressed)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        for path in ("", next(build.DIST.glob("pyodide/*/pyodide.asm.wasm")).relative_to(build.DIST).as_posix()):
            asked = urllib.request.Request(base + path, headers={"Accept-Encoding": "gzip"})
            with urllib.request.urlopen(asked) as reply:
                assert reply.headers["Content-Encoding"] == "gzip" and reply.headers["Vary"] == "Accept-Encoding"
                body = gzip.decompress(reply.read())
            assert body == (build.DIST / (path or "index.html")).read_bytes()
        with urllib.request.urlopen(base) as reply:  # a client that did not ask gets the file as it is
            assert reply.headers["Content-Encoding"] is None
            assert reply.read() == (build.DIST / "index.html").read_bytes()
    finally:
        server.shutdown()
