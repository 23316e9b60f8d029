"""A first visit on a phone's network, as Lighthouse scores it: prints figures, never fails on one.

    python3 tests/bench/lighthouse.py [--runs N] [--page NAME ...] [--dist DIR ...]

Lighthouse's mobile run (simulated slow 4G and a CPU slowed 4x, its defaults) against dist/
served on 127.0.0.1 gzip-compressed, as GitHub Pages serves it (``build.py serve --gzip``),
in headless Chromium with every other host unreachable. Each run starts from an empty cache
and empty storage: a first visit. For each page: the median performance score over the runs
and the median of each metric it weighs, and the element Lighthouse took as the largest paint.
Given ``--dist`` (another build's dist/, say the last landed one's), it scores each build in
turn, page by page, so that both meet the same load. Lighthouse is a dev dependency
(``npm ci``); the table goes to tests/artifacts/lighthouse.md, each run's report beside it.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

import build  # noqa: E402

PAGES = {"home": "", "Royal Cotillion": "#/royal-cotillion", "Overthrow": "#/overthrow"}
CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
METRICS = {"first-contentful-paint": "FCP", "largest-contentful-paint": "LCP",
           "total-blocking-time": "TBT", "cumulative-layout-shift": "CLS", "speed-index": "SI"}


def lighthouse(url: str, out: Path) -> dict:
    """One mobile performance run; its report as Lighthouse wrote it."""
    tool = ROOT / "node_modules/.bin/lighthouse"
    if not tool.exists():
        sys.exit("lighthouse is missing: run npm ci")
    env = {**os.environ, "CHROME_PATH": os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")}
    subprocess.run([str(tool), url, "--only-categories=performance", "--output=json", f"--output-path={out}",
                    "--quiet", f"--chrome-flags={' '.join(CHROME_FLAGS)}"], check=True, env=env)
    return json.loads(out.read_text())


def largest_paint(report: dict) -> str:
    """The element Lighthouse took as the largest contentful paint."""
    def nodes(value):
        if isinstance(value, dict):
            if value.get("type") == "node":
                yield value.get("selector") or value.get("snippet", "")
            for inner in value.values():
                yield from nodes(inner)
        elif isinstance(value, list):
            for inner in value:
                yield from nodes(inner)
    return next(nodes(report["audits"].get("lcp-breakdown-insight", {}).get("details", {})), "?")


def figures(reports: list[dict]) -> dict:
    """Medians over runs: the score (0-100) and each metric (ms; CLS unitless)."""
    row = {"score": statistics.median(r["categories"]["performance"]["score"] * 100 for r in reports)}
    for audit, name in METRICS.items():
        row[name] = statistics.median(r["audits"][audit]["numericValue"] for r in reports)
    row["scores"] = [round(r["categories"]["performance"]["score"] * 100) for r in reports]
    row["lcp element"] = largest_paint(reports[len(reports) // 2])
    return row


def table(rows: dict) -> str:
    lines = ["| Page (first visit, mobile) | Score, median (runs) | FCP | LCP | TBT | CLS | SI | Largest paint |",
             "|---|---|---|---|---|---|---|---|"]
    for page, r in rows.items():
        lines.append(f"| {page} | {r['score']:.0f} ({' / '.join(map(str, r['scores']))}) | {r['FCP']:.0f} ms "
                     f"| {r['LCP']:.0f} ms | {r['TBT']:.0f} ms | {r['CLS']:.3f} | {r['SI']:.0f} ms "
                     f"| `{r['lcp element']}` |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--page", nargs="*", help="only these pages (names as in the table)")
    parser.add_argument("--dist", nargs="*", default=[], help="other builds to score beside dist/")
    parser.add_argument("--out", default=str(ROOT / "tests/artifacts/lighthouse.md"))
    args = parser.parse_args()
    builds = {"this build": build.DIST, **{f"{Path(d).resolve()}": Path(d) for d in args.dist}}
    bases = {}
    for label, root in builds.items():
        server = build.make_server(0, root=root, handler=build.Compressed)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        bases[label] = f"http://127.0.0.1:{server.server_address[1]}/"
    rows = {}
    reports_dir = Path(args.out).with_suffix("")  # every run's report, to look into
    reports_dir.mkdir(parents=True, exist_ok=True)
    for page, link in PAGES.items():
        if args.page and page not in args.page:
            continue
        for n, (label, base) in enumerate(bases.items()):
            name = f"{page.lower().replace(' ', '-')}-{n}"
            row = page if len(bases) == 1 else f"{page} ({label})"
            reports = [lighthouse(base + link, reports_dir / f"{name}-{i}.json") for i in range(args.runs)]
            rows[row] = figures(reports)
            print(f"{row}: {rows[row]}", flush=True)
    text = table(rows)
    print(text)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
