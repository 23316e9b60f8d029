"""dist/ over HTTP on 127.0.0.1, with the types and cache headers a static host gives it."""
from __future__ import annotations

import gzip
import http.server
import io
import os
import sys
from functools import partial
from pathlib import Path

from . import DIST


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the right types; versioned paths cached for good, the page never.

    The runtime's .wasm goes out as application/wasm, which lets the browser compile it while
    it downloads and keep the compiled code in its cache for the next visit."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
                      ".json": "application/json", ".whl": "application/zip",
                      ".webmanifest": "application/manifest+json", ".svg": "image/svg+xml"}

    def end_headers(self):
        immutable = self.path.startswith(("/v/", "/pyodide/")) and "/build.js" not in self.path
        self.send_header("Cache-Control", "public, max-age=31536000, immutable" if immutable else "no-cache")
        super().end_headers()

    def log_message(self, fmt, *args):
        if os.environ.get("COURTLY_HTTP_LOG"):
            super().log_message(fmt, *args)


class Compressed(Handler):
    """As Handler, and every text file and the runtime's WebAssembly sent gzip-compressed to a
    browser that accepts it, as GitHub Pages sends them: what a player's first visit costs."""

    compressible = ("text/", "application/javascript", "application/json", "application/wasm",
                    "application/manifest+json", "image/svg+xml")
    _cache: dict[tuple[str, float], bytes] = {}

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        kind = self.guess_type(str(path))
        if (not path.is_file() or "gzip" not in self.headers.get("Accept-Encoding", "")
                or not kind.startswith(self.compressible)):
            return super().send_head()
        key = (str(path), path.stat().st_mtime)
        if key not in self._cache:
            self._cache[key] = gzip.compress(path.read_bytes(), 6)
        body = self._cache[key]
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # A browser that closes a page while a file is on its way hangs up: normal, not an error.
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


def make_server(port: int = 0, root: Path = DIST, handler=Handler) -> Server:
    """An HTTP server for ``root`` on 127.0.0.1 (port 0: any free port)."""
    return Server(("127.0.0.1", port), partial(handler, directory=str(root)))


def serve(port: int, compressed: bool = False) -> None:
    """Serve dist/ until Ctrl+C (compressed: gzip, as GitHub Pages does)."""
    server = make_server(port, handler=Compressed if compressed else Handler)
    print(f"Courtly is served at http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
