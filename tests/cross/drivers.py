"""The two engines the smoke drives besides Chromium, behind one small interface.

Firefox: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi from a Node process
(firefox.mjs beside this file).  WebKit: WebKitGTK's MiniBrowser, driven by Selenium through
Debian's WebKitWebDriver, in an Xvfb display of its own.

Each driver can ``run`` a step (a JavaScript function's source, called with one JSON argument),
``click`` at a point of the window, ``goto``, ``reload``, ``resize``, take a ``screenshot``, and
report ``problems`` it saw itself (console errors, requests that left 127.0.0.1) where its
protocol lets it see them.
"""
from __future__ import annotations

import json
import os
import queue
import shutil
import subprocess
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
FIREFOX = os.environ.get("FIREFOX_PATH") or "/usr/bin/firefox-esr"
WEBKIT_DRIVER = os.environ.get("WEBKIT_DRIVER_PATH") or "/usr/bin/WebKitWebDriver"
MINIBROWSER = os.environ.get("MINIBROWSER_PATH") or "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"


class Missing(Exception):
    """What this machine lacks to drive an engine (the reason a test skips, or fails in CI)."""


class Driver:
    """What the steps need from a browser; ``until`` is written once, on top of ``run``."""

    name = ""
    sees_console = False  # whether ``problems`` has the console's errors and requests that left 127.0.0.1

    def until(self, js: str, arg=None, timeout: float = 30, what: str = ""):
        """Poll step ``js`` until it returns something truthy; that value, or AssertionError."""
        return self.poll(lambda: self.run(js, arg), timeout, what or js)

    def alive(self) -> bool:
        """Whether the browser still answers a step (a page whose process died answers nothing)."""
        try:
            return self.run("() => 1") == 1
        except Exception:   # the protocol's error for a dead page, whatever its class
            return False

    def poll(self, check, timeout: float, what: str):
        deadline = time.monotonic() + timeout
        while True:
            value = check()
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.name}: gave up after {timeout} s waiting for {what}")
            time.sleep(0.1)


class Firefox(Driver):
    name = "firefox"
    sees_console = True

    def __init__(self, log: Path):
        if not Path(FIREFOX).exists():
            raise Missing(f"no Firefox at {FIREFOX} (apt-get install firefox-esr, or set FIREFOX_PATH)")
        if not (ROOT / "node_modules" / "puppeteer-core").exists():
            raise Missing("puppeteer-core is not in node_modules (run npm ci)")
        node = shutil.which("node")
        if not node:
            raise Missing("no node on PATH")
        self.stderr = open(log, "w")
        self.process = subprocess.Popen([node, str(HERE / "firefox.mjs"), FIREFOX], cwd=ROOT, text=True,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr)
        self.replies: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        try:
            self.version = self._reply(90, "Firefox to start")
        except AssertionError:
            self.process.kill()
            raise

    def _read(self):
        for line in self.process.stdout:
            self.replies.put(line)
        self.replies.put(None)  # the process ended

    def _reply(self, timeout: float, what: str):
        try:
            line = self.replies.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"firefox: no answer in {timeout} s to {what}") from None
        if line is None:
            raise AssertionError(f"firefox: the driver ended during {what} (see {self.stderr.name})")
        reply = json.loads(line)
        if not reply["ok"]:
            raise AssertionError(f"firefox: {what}: {reply['error']}")
        return reply["value"]

    def _send(self, op: str, timeout: float = 120, **fields):
        self.process.stdin.write(json.dumps({"op": op, **fields}) + "\n")
        self.process.stdin.flush()
        return self._reply(timeout, op)

    def run(self, js, arg=None):
        return self._send("run", js=js, arg=arg)

    def click(self, x, y):
        self._send("click", x=x, y=y)

    def goto(self, url):
        self._send("goto", url=url)

    def reload(self):
        self._send("reload")

    def resize(self, width, height):
        self._send("resize", width=width, height=height)

    def screenshot(self, path):
        self._send("screenshot", path=str(path))

    def problems(self) -> list[str]:
        return self._send("problems")

    def close(self):
        try:
            self._send("close", timeout=30)
        finally:
            if self.process.poll() is None:
                self.process.kill()
            self.process.wait()
            self.stderr.close()


CRASHED = ("WebProcess CRASHED", "GLib-ERROR")   # MiniBrowser's and GLib's words as a web process dies


class WebKit(Driver):
    """WebKitWebDriver has no console or network events (no BiDi in WebKitGTK 2.50): the page's
    own watcher (watch.js) reports for it, and ``problems`` has only what its log says of a web
    process that died."""

    name = "webkit"

    def __init__(self, log: Path):
        self.log_path, self.log_read = log, 0
        for path, package in ((WEBKIT_DRIVER, "webkit2gtk-driver"), (MINIBROWSER, "webkit2gtk-driver")):
            if not Path(path).exists():
                raise Missing(f"no {path} (apt-get install {package} xvfb)")
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service
        self.log = open(log, "w")
        self.xvfb, display = start_xvfb(self.log)
        options = Options()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        service = Service(executable_path=WEBKIT_DRIVER, log_output=self.log, env={**os.environ, "DISPLAY": display})
        try:
            self.driver = webdriver.WebKitGTK(options=options, service=service)
        except Exception:
            self.xvfb.kill()
            raise
        self.driver.set_script_timeout(120)
        self.version = self.driver.capabilities.get("browserVersion", "")

    def run(self, js, arg=None):
        return self.driver.execute_script(f"return ({js})(arguments[0]);", arg)

    def web_processes(self) -> list[int]:
        """This browser's web processes (its driver's descendants), not another test worker's."""
        parents = {}
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue  # (a process that ended as it was read)
            parents[int(stat.parent.name)] = int(fields[1])
        ours, found = {self.driver.service.process.pid}, True
        while found:
            found = {pid for pid, parent in parents.items() if parent in ours} - ours
            ours |= found
        return [pid for pid in ours if "WebKitWebProcess" in _command(pid)]

    def click(self, x, y):
        from selenium.webdriver.common.action_chains import ActionChains
        actions = ActionChains(self.driver)
        actions.w3c_actions.pointer_action.move_to_location(round(x), round(y)).click()
        actions.perform()

    def goto(self, url):
        self.driver.get(url)

    def reload(self):
        self.driver.refresh()

    def resize(self, width, height):
        """The page's viewport at ``width`` x ``height``, the window sized to give it that (or as
        near as it goes: WebKitGTK's MiniBrowser window is never narrower than about 450 px)."""
        self.driver.set_window_size(width, height)
        inner = self.run("() => [innerWidth, innerHeight]")
        self.driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])

    def screenshot(self, path):
        self.driver.save_screenshot(str(path))

    def problems(self) -> list[str]:
        with open(self.log_path, errors="replace") as log:
            log.seek(self.log_read)
            new = log.read()
            self.log_read = log.tell()
        return [f"webkit's log: {line.strip()}" for line in new.splitlines() if any(w in line for w in CRASHED)]

    def close(self):
        try:
            self.driver.quit()
        finally:
            self.xvfb.terminate()  # (it removes its lock file and socket on the way out)
            try:
                self.xvfb.wait(10)
            except subprocess.TimeoutExpired:
                self.xvfb.kill()
                self.xvfb.wait()
            self.log.close()


def _command(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
    except OSError:
        return ""


def start_xvfb(log):
    """An Xvfb server on a free display (it writes the number it took): (process, ":N")."""
    xvfb = shutil.which("Xvfb")
    if not xvfb:
        raise Missing("no Xvfb (apt-get install xvfb)")
    read, write = os.pipe()
    process = subprocess.Popen([xvfb, "-displayfd", str(write), "-screen", "0", "1600x1200x24", "-nolisten", "tcp"],
                               pass_fds=(write,), stdout=log, stderr=log)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        process.kill()
        raise AssertionError("Xvfb did not start (see the WebKit log)")
    return process, f":{number}"


ENGINES = {"firefox": Firefox, "webkit": WebKit}
