"""A new build deployed while the site is open: the page offers "Reload", a tab still on the
old build keeps working (it can start new engine workers), and a reload keeps the game."""
import os
import shutil
import subprocess
import sys
import threading

import build
from conftest import ARTIFACTS, new_page
from helpers import next_frame, open_link, play_by_clicks, until
from test_accessibility import serious

SOURCES = ("js", "css", "assets", "py", "index.html", "build.py", "package.json")


def second_build(tmp_path):
    """The same sources with one file changed, built into a folder of their own: build B."""
    src = tmp_path / "src"
    src.mkdir()
    for name in SOURCES:
        path = build.ROOT / name
        if path.is_dir():
            shutil.copytree(path, src / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(path, src / name)
    for shared in ("node_modules", ".cache"):  # the runtime and the precompiled zip, as they are
        (src / shared).symlink_to(build.ROOT / shared)
    with (src / "css" / "courtly.css").open("a") as css:
        css.write("\n/* build B */\n")
    dist = tmp_path / "dist-b"
    subprocess.run([sys.executable, str(src / "build.py")], check=True, capture_output=True,
                   env={**os.environ, "COURTLY_DIST": str(dist)})
    return dist


def serve(link, target):
    """Point the served folder at ``target`` (a deploy: one switch, no file mixed)."""
    fresh = link.with_name("switch")
    fresh.symlink_to(target)
    os.replace(fresh, link)


def built(page):
    return page.evaluate("document.querySelector('link[rel=stylesheet]').getAttribute('href').split('/')[1]")


def caches(page):
    """The service worker's caches (not the engines' snapshot, kept apart)."""
    return sorted(k for k in page.evaluate("caches.keys()") if k.startswith("courtly-"))


def engine_moves(page):
    return page.evaluate("courtly.engine.request({op: 'view'})")["moves"]


def test_a_new_build_waits_for_reload_and_never_breaks_a_game(browser, tmp_path, watch):
    dist_b = second_build(tmp_path)
    served = tmp_path / "served"
    served.symlink_to(build.DIST)
    server = build.make_server(0, served)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    # service worker allowed; the policy bypassed only so axe-core can be loaded
    context = browser.new_context(viewport={"width": 1280, "height": 800}, bypass_csp=True)
    try:
        # build A: a game in progress, and a second tab
        playing = open_link(new_page(browser, watch, context=context, fresh_start=True), base,
                            "#/royal-cotillion?seed=71")
        reply = playing.evaluate("courtly.engine.request({op: 'view'})")
        play_by_clicks(playing, reply["view"]["moves"][0], reply["view"])
        moves = engine_moves(playing)
        playing.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
        old = built(playing)
        other = open_link(new_page(browser, watch, context=context, fresh_start=True), base, "#/overthrone?seed=72")
        other.wait_for_function("navigator.serviceWorker.controller !== null")
        assert built(other) == old and caches(other) == [f"courtly-{old}"]

        # the deploy: build B is served; the browser looks for a new worker (as it does on its own)
        serve(served, dist_b)
        playing.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        for page in (playing, other):
            page.wait_for_selector(".update-prompt:not([hidden])", timeout=60_000)
            assert page.inner_text(".update-prompt").startswith("A new version is ready")
        assert engine_moves(playing) == moves, "nothing changes until the person reloads"
        ARTIFACTS.mkdir(exist_ok=True)
        problems = []
        for theme in ("light", "dark", "contrast"):
            playing.evaluate(f"document.documentElement.dataset.theme = '{theme}'")
            for name, size in (("desktop", (1280, 800)), ("phone", (360, 740))):
                playing.set_viewport_size({"width": size[0], "height": size[1]})
                next_frame(playing)   # laid out for the new size
                playing.screenshot(path=str(ARTIFACTS / f"feel-update-prompt-{theme}-{name}.png"))
            problems += serious(playing)
        assert problems == [], problems
        playing.evaluate("delete document.documentElement.dataset.theme")

        # Reload, pressed with the keyboard: the game in progress comes back on build B
        playing.focus(".update-prompt button.primary")
        playing.keyboard.press("Enter")
        playing.wait_for_function(f"() => !document.querySelector('link[rel=stylesheet]').href.includes('{old}')",
                                  timeout=60_000)
        playing.wait_for_selector(f'.table[data-ply="{len(moves)}"]', timeout=60_000)
        new = built(playing)
        assert new != old and engine_moves(playing) == moves
        assert playing.locator(".update-prompt:not([hidden])").count() == 0

        # the tab still on build A: the new worker serves A's files, so A's workers still start
        assert built(other) == old and f"courtly-{old}" in caches(other)
        other.evaluate("localStorage.setItem('courtly:check:royal-cotillion', '1')")
        other.evaluate("location.hash = '#/royal-cotillion?seed=73'")  # a new screen and a new analyst worker
        other.wait_for_selector(".verdict[data-status]", timeout=120_000)
        assert built(other) == old

        # once no tab runs build A, its files go
        other.focus(".update-prompt button.primary")
        other.keyboard.press(" ")
        other.wait_for_function(f"() => !document.querySelector('link[rel=stylesheet]').href.includes('{old}')",
                                timeout=60_000)
        until(other, "async (only) => (await caches.keys()).filter((k) => k.startsWith('courtly-')).join() === only",
              arg=f"courtly-{new}")
    finally:
        context.close()
        server.shutdown()
    assert watch.errors == [] and watch.offsite == []


def test_the_manifest_offers_maskable_icons_with_the_crown_in_the_safe_zone(site):
    import json
    import math
    import struct
    import zlib
    manifest = json.loads((build.DIST / "manifest.webmanifest").read_text())
    maskable = [i for i in manifest["icons"] if i.get("purpose") == "maskable"]
    assert {i["sizes"] for i in maskable} == {"192x192", "512x512"}
    for icon in maskable:
        data = (build.DIST / icon["src"]).read_bytes()
        width, height = struct.unpack(">II", data[16:24])
        start = data.index(b"IDAT")
        length = struct.unpack(">I", data[start - 4:start])[0]
        rows = zlib.decompress(data[start + 4:start + 4 + length])
        stride = 1 + 4 * width
        background = rows[1:4]
        # every pixel of the crown lies within the circle of 40% of the side that masks keep
        far = max(math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2) / width
                  for y in range(height) for x in range(width)
                  if rows[y * stride + 1 + 4 * x:y * stride + 4 + 4 * x] != background)
        assert 0.2 < far < 0.36, far
