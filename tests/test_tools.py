"""The command-line tools (courtly.tools) write only where they are told to."""
from pathlib import Path

from courtly.__main__ import main

ROOT = Path(__file__).resolve().parent.parent


def files_under(folder: Path) -> dict[str, int]:
    return {p.as_posix(): p.stat().st_mtime_ns for p in folder.rglob("*") if p.is_file()
            and "__pycache__" not in p.parts and ".pytest_cache" not in p.parts and "artifacts" not in p.parts}


def test_solve_rates_without_out_writes_no_file(tmp_path, monkeypatch, capsys):
    # The checkout's tests/ and py/ stay as they were, and so does the folder it runs in.
    monkeypatch.chdir(tmp_path)
    before = {**files_under(ROOT / "tests"), **files_under(ROOT / "py")}
    assert main(["solve-rates", "overthrone", "--seeds", "2", "--budget", "2000"]) == 0
    assert "95% CI" in capsys.readouterr().out
    assert {**files_under(ROOT / "tests"), **files_under(ROOT / "py")} == before
    assert list(tmp_path.iterdir()) == []


def test_solve_rates_reports_the_bounds_on_the_winnable_share():
    # Unknown deals may be won or lost: the share lies between the proven wins and all but
    # the proven losses (as Solvitaire publishes its bounds).
    from courtly.games import get
    from courtly.solvers import NOT_WINNABLE, UNKNOWN, WINNABLE
    from courtly.tools.solving import summary_rows
    result = {"counts": {WINNABLE: 5, NOT_WINNABLE: 2, UNKNOWN: 3}, "times": [0.1] * 10, "decided_fast": 7}
    lines, row = summary_rows(get("overthrone"), {"hand": 5}, 0, 10, 1000, result)
    assert "winnable share bounds: 50.0% – 80.0%" in lines
    assert "| 5 | 2 | 3 |" in row  # won, proven lost, unknown
