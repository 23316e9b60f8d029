"""Every document the code cites lives in the repository: the rules each engine implements
(``py/rules/<game>.md``, cited with their § numbers) and the engine contract; and every link
in the README and docs/ leads somewhere, and the commands they name are build.py's."""
import json
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


DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def anchors(document: Path) -> set[str]:
    """The anchors GitHub gives a document's headings (lower case, punctuation dropped, spaces as -)."""
    titles = re.findall(r"^#+ (.+)$", document.read_text(), re.M)
    return {re.sub(r"[^\w\- ]", "", title.strip().lower()).replace(" ", "-") for title in titles}


@pytest.mark.parametrize("document", DOCS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_link_in_the_docs_leads_somewhere(document):
    broken = []
    for target in LINK.findall(document.read_text()):
        if target.startswith(("http://", "https://")):
            continue
        path, _, anchor = target.partition("#")
        file = (document.parent / path).resolve() if path else document
        if not file.exists() or (anchor and anchor not in anchors(file)):
            broken.append(target)
    assert broken == [], f"{document.name} links to what is not there: {broken}"


def test_the_documented_build_commands_are_build_py_s():
    known = set(re.findall(r'command == "(\w+)"', (ROOT / "build.py").read_text()))
    assert {"build", "serve", "test", "lint", "bench"} <= known
    scripts = json.loads((ROOT / "package.json").read_text())["scripts"]
    used = {m for doc in DOCS for m in re.findall(r"python3 build\.py (\w+)", doc.read_text())}
    used |= {m for script in scripts.values() for m in re.findall(r"python3 build\.py (\w+)", script)}
    assert used - known == set(), f"the docs or package.json name commands build.py lacks: {used - known}"
    assert scripts == {"build": "python3 build.py", "start": "python3 build.py serve",
                       "test": "python3 build.py test", "lint": "python3 build.py lint"}
    readme = (ROOT / "README.md").read_text()
    assert "python3 build.py serve" in readme and "python3 build.py test" in readme
