"""What build.py makes: the browser's standard-library zip holds the page's modules and no
command-line one, the site's wheel is the one the PEP 621 project builds, the service worker
is plain JavaScript, the npm libraries the page imports ship at their pinned versions, and the
runtime's .wasm is served so browsers can stream-compile it."""
import json
import re
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
        p.relative_to(PY).as_posix() for p in PY.glob("courtly/**/*.py")}
    meta = zipfile.ZipFile(built).read("courtly-0.1.0.dist-info/METADATA").decode()
    assert "Name: courtly\n" in meta and "Requires-Python: >=3.11\n" in meta


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
    for name, files in vendor.LIBRARIES.items():
        installed = ROOT / "node_modules" / name
        assert json.loads((installed / "package.json").read_text())["version"] == pinned[name]
        for f in files:
            shipped = f"v/{offline['build']}/js/vendor/{name}/{Path(f).name}"
            assert (build.DIST / shipped).read_bytes() == (installed / f).read_bytes()
            assert shipped in offline["files"], "kept for offline play"
    # imported by a path relative to the page's own modules (GitHub Pages serves the site in a sub-path)
    assert 'from "../vendor/uqr/index.mjs"' in (ROOT / "js" / "net" / "qr.js").read_text()


@pytest.fixture(scope="module")
def served():
    import threading
    server = build.make_server(0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


def test_the_runtime_is_served_for_streaming_compilation_and_preloaded(served):
    page = (build.DIST / "index.html").read_text()
    wasm = re.search(r'<link rel="preload" href="([^"]+\.wasm)" as="fetch"[^>]* crossorigin>', page)
    assert wasm, "the page's head starts the runtime's download"
    assert page.index(wasm.group(0)) < page.index("</head>")
    with urllib.request.urlopen(urllib.request.Request(served + wasm.group(1), method="HEAD")) as reply:
        assert reply.headers["Content-Type"] == "application/wasm"
        assert "immutable" in reply.headers["Cache-Control"]
