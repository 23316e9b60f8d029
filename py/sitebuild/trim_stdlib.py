"""Runs inside Pyodide (trim_stdlib.mjs starts it, with the courtly wheel unpacked): writes
the standard-library zip the page boots from, to os.environ["TRIMMED_ZIP"].

It keeps the standard-library modules that the runtime's start imported, and those the
engines import: every import written in a page module (also inside functions), and every
module imported while the engines play and answer the page's requests.  Everything goes in
precompiled, docstrings and column ranges left out (no page reads them; line numbers and
asserts stay), with the page's modules of courtly.  The command line and its helpers
(courtly/__main__.py, courtly/tools/) stay out, and so does all that only they import: the
page never loads them.
"""
import ast
import importlib
import os
import sys

import courtly

STDLIB = next(path for path in sys.path if path.endswith(".zip"))  # /lib/python314.zip
SITE = os.path.dirname(os.path.dirname(courtly.__file__))
CLI_ONLY = ("courtly/tools/", "courtly/__main__.py")
# What the page asks of courtly.web, in the page's own words (the JSON it sends).
REQUESTS = ('{"op": "games"}', '{"op": "open", "link": "#/royal-cotillion?seed=1&moves=turn"}',
            '{"op": "move", "move": "nonsense"}', '{"op": "undo"}', '{"op": "view"}',
            '{"op": "open", "link": "#/x?seed=y"}', '{"op": "open", "link": "#/overthrone?seed=3"}',
            '{"op": "hint"}', '{"op": "open", "link": "#/kings-corners?seed=1&seats=human,strong"}',
            '{"op": "move", "move": "draw"}', '{"op": "bot"}',
            '{"op": "open", "link": "#/kings-corners?seed=1", "language": "fr"}')


def page_modules() -> list[str]:
    """The paths, relative to site-packages, of the courtly modules the page may load."""
    found = []
    for folder, dirs, files in os.walk(os.path.join(SITE, "courtly")):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for file in sorted(files):
            path = os.path.relpath(os.path.join(folder, file), SITE).replace(os.sep, "/")
            if file.endswith(".py") and not path.startswith(CLI_ONLY):
                found.append(path)
    return found


def written_imports(path: str):
    """``(module, must_exist)`` for every absolute import in a module's source; ``from m
    import n`` also tries ``m.n``, which need not be a module."""
    with open(os.path.join(SITE, path), "rb") as source:
        tree = ast.parse(source.read(), path)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from ((alias.name, True) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            yield node.module, True
            yield from ((f"{node.module}.{alias.name}", False) for alias in node.names)


def exercise(paths: list[str]) -> None:
    """Import what the page's modules name, then play every game and answer the page's requests."""
    for path in paths:
        importlib.import_module(path[:-3].replace("/", ".").removesuffix(".__init__"))
        for name, must_exist in written_imports(path):
            if name.startswith(("courtly.tools", "courtly.__main__")):
                raise SystemExit(f"{path} imports {name}, which only the command line may use")
            try:
                importlib.import_module(name)
            except ModuleNotFoundError:
                if must_exist:
                    raise
    from courtly.games import GAMES
    from courtly.web import handle
    for game in GAMES.values():
        state = game.new(1, game.max_players, None)
        for ply in range(400):
            moves = game.legal_moves(state)
            if not moves:
                break
            state = game.apply(state, moves[ply * 7 % len(moves)])
        game.view(state, 0), game.from_json(game.to_json(state)), game.text(state, 0), game.outcome(state)
    for request in REQUESTS:
        handle(request)
    try:
        raise RuntimeError("exercise the traceback path")
    except RuntimeError:
        __import__("traceback").format_exc()


def without_docstrings(tree: ast.Module) -> ast.Module:
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]
    return tree


def write_zip(target: str, sources: dict[str, bytes]) -> None:
    """Each source as unchecked hash-based bytecode (no timestamps: the same input, the same zip)."""
    import importlib._bootstrap_external as bootstrap
    import importlib.util
    import zipfile
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name, data in sorted(sources.items()):
            code = compile(without_docstrings(ast.parse(data, name)), name, "exec", dont_inherit=True)
            pyc = bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            info = zipfile.ZipInfo(name + "c", (2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, pyc, compresslevel=9)


def main() -> None:
    paths = page_modules()
    exercise(paths)
    root = STDLIB + "/"
    used = sorted({m.__spec__.origin[len(root):] for m in list(sys.modules.values())
                   if getattr(m, "__spec__", None) and (m.__spec__.origin or "").startswith(root)})
    import zipfile
    with zipfile.ZipFile(STDLIB) as stdlib:
        sources = {name: stdlib.read(name) for name in used}
    for path in paths:
        with open(os.path.join(SITE, path), "rb") as source:
            sources[path] = source.read()
    write_zip(os.environ["TRIMMED_ZIP"], sources)
    print(len(used), "standard-library modules and", len(paths), "of courtly")


main()
