"""One local HTTP server for the site: `make play`, the end-to-end tests and the benchmarks.

    python tools/serve.py [--port 8000] [--directory dist]

Serves on 127.0.0.1 only, with the types Pyodide needs (``.wasm``, ``.mjs``) and no
request log.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import threading
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent.parent


class Quiet(http.server.SimpleHTTPRequestHandler):
    """A static file handler that does not log every request."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".webmanifest": "application/manifest+json",
    }

    def log_message(self, format: str, *args: object) -> None:
        pass


class Counted(Quiet):
    """A :class:`Quiet` handler that notes every file body it sends (not the 304s), with
    its size: what a visit really downloads, service worker included."""

    sent: list[tuple[str, int]]

    def copyfile(self, source, outputfile) -> None:  # type: ignore[no-untyped-def]
        data = source.read()
        try:
            outputfile.write(data)
        except (BrokenPipeError, ConnectionResetError):  # the browser gave up on it
            return
        self.sent.append((self.path.split("?")[0], len(data)))


def start(
    directory: Path, port: int = 0, sent: list[tuple[str, int]] | None = None
) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve ``directory`` on 127.0.0.1 (port 0: any free port) in a background thread;
    returns the server and its URL. With ``sent``, each file body sent is noted there as
    (path, bytes)."""
    if sent is None:
        handler = functools.partial(Quiet, directory=str(directory))
    else:
        counted = type("CountedHere", (Counted,), {"sent": sent})
        handler = functools.partial(counted, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--directory", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    handler = functools.partial(Quiet, directory=str(args.directory))
    with http.server.ThreadingHTTPServer(("127.0.0.1", args.port), handler) as server:
        print(f"Potion Games: http://127.0.0.1:{args.port}/", flush=True)
        server.serve_forever()


if __name__ == "__main__":
    main()
