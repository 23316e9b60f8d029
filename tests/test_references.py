"""Every document the code cites lives in the repository: the rules each engine implements
(``py/rules/<game>.md``, cited with their § numbers) and the engine contract."""
import re
from pathlib import Path

import pytest

from courtly.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
CITED = re.compile(r"(?:\.\./shared/|py/)[\w./-]+\.md")
SOURCES = [p for folder in ("py/courtly", "py/sitebuild", "tests", "js") for p in (ROOT / folder).rglob("*")
           if p.suffix in (".py", ".js", ".mjs")]


def test_every_cited_document_is_in_the_repository():
    cited = {(path.relative_to(ROOT), ref) for path in SOURCES for ref in CITED.findall(path.read_text())}
    assert cited, "the engines cite their rules"
    outside = sorted(f"{path}: {ref}" for path, ref in cited if ref.startswith("../"))
    missing = sorted(f"{path}: {ref}" for path, ref in cited if not (ROOT / ref).is_file())
    assert outside == [] and missing == [], (outside, missing)


@pytest.mark.parametrize("gid", list(GAMES))
def test_each_game_cites_its_rules_and_their_sections_exist(gid):
    rules = ROOT / "py" / "rules" / f"{gid}.md"
    sections = set(re.findall(r"^#+ (\d+)\.", rules.read_text(), re.M))
    package = ROOT / "py" / "courtly" / "games" / gid.replace("-", "_")
    modules = list(package.rglob("*.py")) if package.is_dir() else [package.with_suffix(".py")]
    assert any(f"py/rules/{gid}.md" in m.read_text() for m in modules), f"{gid} names its rules"
    for module in modules:
        for section in re.findall(r"rules §(\d+)", module.read_text()):
            assert section in sections, f"{module.name} cites §{section}, which {rules.name} lacks"
