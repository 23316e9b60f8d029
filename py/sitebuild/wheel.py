"""The courtly wheel and sdist, byte for byte reproducible from the same sources.

This is also the PEP 517 backend that ``py/pyproject.toml`` names (through ``backend-path``),
so ``pip wheel py/`` and ``python3 build.py`` make the very same wheel: the one the site
ships and the tests install with micropip.  Standard library only, nothing to download.

Why not a standard backend: ``build.py`` then needs only the standard library, and the same
sources give the same bytes without SOURCE_DATE_EPOCH (the site's build id hashes the wheel).
flit-core's wheel of this project writes METADATA 2.5 without the License line and stamps each
module with its file's time; ``tests/test_build.py`` builds it and checks that the two wheels
hold the same files with the same bytes and the same project metadata.
"""
from __future__ import annotations

import base64
import gzip
import hashlib
import io
import re
import tarfile
import tomllib
import zipfile
from pathlib import Path

ZIP_DATE = (2020, 1, 1, 0, 0, 0)  # fixed timestamps: the same sources give the same bytes
TAR_DATE = 1577836800  # the same instant, for the sdist
PACKAGE = "courtly"
BACKEND = ("sitebuild/__init__.py", "sitebuild/wheel.py")  # what an sdist needs to build again


def project(source: Path) -> dict:
    """The ``[project]`` table of ``source``/pyproject.toml (PEP 621)."""
    return tomllib.loads((source / "pyproject.toml").read_text())["project"]


def _stem(meta: dict) -> str:
    """``name-version`` as wheel and sdist file names spell it."""
    return f"{re.sub(r'[-_.]+', '_', meta['name']).lower()}-{meta['version']}"


def metadata(meta: dict) -> str:
    """The core metadata (PKG-INFO / METADATA) of the project table."""
    lines = ["Metadata-Version: 2.1", f"Name: {meta['name']}", f"Version: {meta['version']}",
             f"Summary: {meta['description']}"]
    authors = ", ".join(a["name"] for a in meta.get("authors", []) if "name" in a)
    if authors:
        lines.append(f"Author: {authors}")
    if "text" in meta.get("license", {}):
        lines.append(f"License: {meta['license']['text']}")
    lines += [f"Classifier: {c}" for c in meta.get("classifiers", [])]
    lines.append(f"Requires-Python: {meta['requires-python']}")
    lines += [f"Requires-Dist: {d}" for d in meta.get("dependencies", [])]
    return "\n".join(lines) + "\n"


def package_files(source: Path) -> list[tuple[str, bytes]]:
    """Every module of the package and its compiled message catalogues (``build.py`` writes
    them from py/locale/), in a fixed order (no caches, no stray files)."""
    paths = [*(source / PACKAGE).rglob("*.py"), *(source / PACKAGE / "locale").rglob("*.mo")]
    return [(path.relative_to(source).as_posix(), path.read_bytes()) for path in sorted(paths)]


def _zip(path: Path, files: list[tuple[str, bytes]]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for arcname, data in files:
            info = zipfile.ZipInfo(arcname, ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    return path


def make_wheel(source: Path, out_dir: Path, editable: bool = False) -> Path:
    """A py3-none-any wheel of ``source``/courtly; ``editable``: a .pth naming ``source`` instead."""
    meta = project(source)
    dist_info = f"{_stem(meta)}.dist-info"
    if editable:
        files = [(f"{_stem(meta)}.pth", f"{source.resolve()}\n".encode())]
    else:
        files = package_files(source)
    scripts = "".join(f"{name} = {target}\n" for name, target in meta.get("scripts", {}).items())
    files += [(f"{dist_info}/METADATA", metadata(meta).encode()),
              (f"{dist_info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: sitebuild.wheel\n"
                                     b"Root-Is-Purelib: true\nTag: py3-none-any\n"),
              (f"{dist_info}/entry_points.txt", f"[console_scripts]\n{scripts}".encode())]
    record = []
    for arcname, data in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{arcname},sha256={digest},{len(data)}")
    record.append(f"{dist_info}/RECORD,,")
    files.append((f"{dist_info}/RECORD", ("\n".join(record) + "\n").encode()))
    out_dir.mkdir(parents=True, exist_ok=True)
    return _zip(out_dir / f"{_stem(meta)}-py3-none-any.whl", files)


def make_sdist(source: Path, out_dir: Path) -> Path:
    """A source archive that builds the same wheel again (it carries this backend)."""
    meta = project(source)
    top = _stem(meta)
    files = [("pyproject.toml", (source / "pyproject.toml").read_bytes()),
             ("PKG-INFO", metadata(meta).encode()),
             *package_files(source),
             *((name, (source / name).read_bytes()) for name in BACKEND)]
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"{top}.tar.gz"
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for name, data in sorted(files):
            info = tarfile.TarInfo(f"{top}/{name}")
            info.size, info.mtime, info.mode = len(data), TAR_DATE, 0o644
            tar.addfile(info, io.BytesIO(data))
    with open(path, "wb") as out, gzip.GzipFile(fileobj=out, mode="wb", filename="", mtime=0) as gz:
        gz.write(raw.getvalue())
    return path


# --- PEP 517 and PEP 660 hooks (pip runs them with the project folder, py/, as cwd) ---------

def get_requires_for_build_wheel(config_settings=None) -> list[str]:
    return []


def get_requires_for_build_sdist(config_settings=None) -> list[str]:
    return []


def get_requires_for_build_editable(config_settings=None) -> list[str]:
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None) -> str:
    return make_wheel(Path.cwd(), Path(wheel_directory)).name


def build_editable(wheel_directory, config_settings=None, metadata_directory=None) -> str:
    return make_wheel(Path.cwd(), Path(wheel_directory), editable=True).name


def build_sdist(sdist_directory, config_settings=None) -> str:
    return make_sdist(Path.cwd(), Path(sdist_directory)).name
