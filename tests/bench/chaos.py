"""Chaos benchmark: ``python3 tests/bench/chaos.py --faults 1000 [--links N --storage N]`` (after ``python3 build.py``)
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
import fuzz  # noqa: E402
from test_fuzz import BAD  # noqa: E402
import conftest  # noqa: E402
from conftest import CHROMIUM_ARGS, TestHandler  # noqa: E402


def show(tally):
    """The counts so far, and the last faults that lost a position (to look into at once)."""
    print(json.dumps({k: v for k, v in tally.items() if isinstance(v, int)}), flush=True)
    for lost in tally.get("lost after", [])[-2:]:
        print("  lost after", json.dumps(lost)[:2000], flush=True)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--faults", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--links", type=int, default=0, help="fuzzed links to open as well")
    parser.add_argument("--storage", type=int, default=0, help="corrupt stored values to load as well")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright
    server = build.make_server(0, handler=TestHandler)   # with the snapshot the runs' pages restore
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = conftest.SITE = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as p:
        path = build.find_chromium()
        browser = p.chromium.launch(executable_path=path, args=CHROMIUM_ARGS) if path else p.chromium.launch()
        tally = chaos.run(browser, site, args.faults, args.seed,
                          progress=show) if args.faults else {}
        print(json.dumps(tally, indent=1, sort_keys=True), flush=True)
        ok = not tally.get("positions lost") and not tally.get("failed") and not tally.get("hung")
        for name, count in (("links", args.links), ("storage", args.storage)):
            if count:
                found = getattr(fuzz, name)(browser, site, count, args.seed)
                print(json.dumps(found, indent=1, sort_keys=True), flush=True)
                ok = ok and not any(found.get(bad) for bad in BAD)
        browser.close()
    server.shutdown()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
