"""The same engines inside real Pyodide (the pinned npm package, under Node, offline):
installed from the built wheel with micropip, they must give byte-identical results.

The games are the golden playthroughs (tests/golden/*.json): fixed seeds and move lists
for every game, every option value and both ends of the player range, whose final JSON
is pinned there too."""
import base64
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from courtly.games import GAMES
from courtly.web import handle

ROOT = Path(__file__).resolve().parent.parent


def build_dist() -> Path:
    """Where build.py put the site (COURTLY_DIST, else dist/)."""
    return Path(os.environ.get("COURTLY_DIST") or ROOT / "dist")


GOLDEN = ROOT / "tests" / "golden"

SCRIPT = """
import json, sys
from courtly import replay
from courtly.games import get
from courtly.web import handle
jobs = json.loads(JOBS)
if jobs.get("catalogues"):   # as the page's worker installs the ones its requests ask for
    import base64
    from courtly.core.language import install
    for code, data in jobs["catalogues"].items():
        install(code, base64.b64decode(data))
out = {"python": sys.version.split()[0], "finals": [], "web": []}
for job in jobs["games"]:
    game = get(job["game"])
    state = replay(job["game"], job["seed"], job["players"], job["options"], job["moves"])
    out["finals"].append(json.dumps([game.to_json(state), game.view(state, 0)], sort_keys=True))
out["web"] = [handle(r) for r in jobs["web"]]
out["positions"] = sorted({(line is not None, column is not None)
                           for line, _, column, _ in handle.__code__.co_positions()})
print("RESULT " + json.dumps(out))
"""


def jobs():
    games = []
    for game in GAMES.values():
        golden = json.loads((GOLDEN / f"{game.id}.json").read_text())
        for play in golden["playthroughs"]:
            games.append({"game": game.id, "seed": play["seed"], "players": play["players"],
                          "options": play["options"], "moves": play["moves"], "final": play["final"]})
    web = [json.dumps({"op": "games"}),
           json.dumps({"op": "open", "link": "#/royal-cotillion?seed=5"}),
           json.dumps({"op": "move", "move": "turn"}),
           json.dumps({"op": "move", "move": "D1-F1"}),
           json.dumps({"op": "undo"}),
           json.dumps({"op": "open", "link": "#/royal-cotillion?seed=abc"}),
           # a listed deal whose first hint comes from a shaken probe (its generator included)
           json.dumps({"op": "open", "link": "#/royal-cotillion?seed=47"}),
           json.dumps({"op": "hint"}),
           json.dumps({"op": "rules", "game": "overthrow"}),
           # the same engines in another language: the catalogues ship with them
           json.dumps({"op": "open", "link": "#/kings-corners?seed=3&seats=human,quick", "language": "fr"}),
           json.dumps({"op": "move", "move": "nonsense", "language": "de"}),
           json.dumps({"op": "games", "language": "es"})]
    return {"games": games, "web": web}


def built_wheel():
    wheels = sorted(build_dist().glob("v/*/courtly-*.whl"))
    assert wheels, "build the site first (python3 build.py)"
    return wheels[-1]


def site_stdlib():
    zips = sorted(build_dist().glob("v/*/python_stdlib.zip"))
    assert zips, "build the site first (python3 build.py)"
    return zips[-1]


@pytest.fixture(scope="module", params=["micropip", "site"])
def pyodide_result(request):
    """Run the jobs in Pyodide: installed from the wheel with micropip, and as the page loads them."""
    node = shutil.which("node")
    assert node, "Node.js is needed to run Pyodide"
    if request.param == "micropip":
        micropip = os.environ.get("COURTLY_MICROPIP_WHEEL")
        assert micropip and Path(micropip).exists(), "run through 'python3 build.py test' (it fetches micropip)"
        args = ["micropip", str(built_wheel()), micropip]
    else:
        args = ["site", str(site_stdlib())]
    work = jobs()
    sent = {"games": [{k: v for k, v in job.items() if k != "final"} for job in work["games"]],
            "web": work["web"]}
    if request.param == "site":   # the site's zip carries no catalogue: the page fetches them beside it
        sent["catalogues"] = {mo.stem: base64.b64encode(mo.read_bytes()).decode()
                              for mo in site_stdlib().parent.glob("locale/*.mo")}
        assert set(sent["catalogues"]) == {"fr", "de", "es"}
    script = f"JOBS = {json.dumps(json.dumps(sent))}\n" + SCRIPT
    proc = subprocess.run([node, str(ROOT / "tests/pyodide/run.mjs"), *args],
                          input=script, capture_output=True, text=True, timeout=300)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("RESULT ")]
    assert proc.returncode == 0 and lines, proc.stderr[-3000:]
    return work, json.loads(lines[-1][len("RESULT "):])


def test_runs_in_pyodide_python_3_14(pyodide_result):
    _, result = pyodide_result
    assert result["python"].startswith("3.14")


def test_same_games_give_identical_json_in_cpython_and_pyodide(pyodide_result):
    work, result = pyodide_result
    from courtly import replay
    assert {job["game"] for job in work["games"]} == set(GAMES), "every game is played in Pyodide"
    assert len(result["finals"]) == len(work["games"])
    for job, theirs in zip(work["games"], result["finals"]):
        game = GAMES[job["game"]]
        state = replay(job["game"], job["seed"], job["players"], job["options"], job["moves"])
        ours = json.dumps([game.to_json(state), game.view(state, 0)], sort_keys=True)
        where = f"{job['game']} seed {job['seed']}, {job['players']} players, {job['options']}"
        assert ours == theirs, f"{where} differs in Pyodide"
        assert json.loads(theirs)[0] == job["final"], f"{where}: Pyodide's final JSON is not the golden one"


def test_the_page_bytecode_keeps_line_numbers_without_column_ranges(pyodide_result, request):
    """The site's zip is compiled without the ranges only a traceback's ^^^ marks use (a
    quarter of its bytes); micropip compiles the wheel's sources with them."""
    _, result = pyodide_result
    site = request.node.callspec.params["pyodide_result"] == "site"
    assert any(line for line, _ in result["positions"]), "the bytecode keeps its line numbers"
    assert any(column for _, column in result["positions"]) is not site


def test_web_entry_point_answers_identically(pyodide_result):
    work, result = pyodide_result
    import courtly.web
    courtly.web._session = None
    ours = [handle(r) for r in work["web"]]
    assert ours == result["web"]
    assert json.loads(ours[3])["ok"] is False and json.loads(ours[5])["ok"] is False
    assert json.loads(ours[7])["status"] == "winnable"
    english = json.loads(ours[0])["games"]
    spanish = json.loads(result["web"][11])["games"]
    assert [g["summary"] for g in spanish] != [g["summary"] for g in english], "Pyodide reads the catalogues"
    assert json.loads(result["web"][10])["ok"] is False


def test_the_boot_zip_carries_no_language_the_site_serves_each():
    """Every visitor downloads the boot zip: it holds no catalogue (three languages were 17% of
    it); each language's catalogue is a file beside it, fetched by the engine worker that needs it."""
    import zipfile
    assert not [n for n in zipfile.ZipFile(site_stdlib()).namelist() if n.endswith(".mo")]
    served = {mo.stem for mo in site_stdlib().parent.glob("locale/*.mo")}
    assert served == {"fr", "de", "es"}
