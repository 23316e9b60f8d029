"""Chaos benchmark: ``python3 tests/bench/chaos.py --faults 1000`` (after ``python3 build.py``)
runs random games of all five games while reloading, killing the engine worker, opening a
second tab and filling the storage, and prints the tally (faults injected, positions checked,
positions lost).  The CI runs the same code with a few faults (tests/browser/test_chaos.py)."""
import argparse
import json
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "py"), str(ROOT), str(ROOT / "tests" / "browser")]

import build  # noqa: E402
import chaos  # noqa: E402
from conftest import CHROMIUM_ARGS  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--faults", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright
    server = build.make_server(0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as p:
        path = build.find_chromium()
        browser = p.chromium.launch(executable_path=path, args=CHROMIUM_ARGS) if path else p.chromium.launch()
        tally = chaos.run(browser, site, args.faults, args.seed)
        browser.close()
    server.shutdown()
    print(json.dumps(tally, indent=1, sort_keys=True))
    return 0 if not tally.get("positions lost") and not tally.get("failed") else 1


if __name__ == "__main__":
    sys.exit(main())
