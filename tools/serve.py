"""One local HTTP server for the site: `make play`, the end-to-end tests and the benchmarks.

    python tools/serve.py [--port 8000] [--directory dist] [--gzip] [--network slow4g]

Serves on 127.0.0.1 only, with the types Pyodide needs (``.wasm``, ``.mjs``) and no
request log. Like a static host that serves precompressed files, it sends ``FILE.br`` or
``FILE.gz`` (written by ``make build`` beside each file) in place of ``FILE`` when the
browser accepts that encoding (and the file has not changed since). ``--gzip`` compresses
the other files on the fly as common static hosts do (text, scripts, styles, JSON,
WebAssembly; not what is compressed already).

``--network fast4g`` or ``slow4g`` emulates a phone's network in the server itself (off by
default): each response waits one round trip before its first byte, and every body shares
one link of the profile's bandwidth. Throttling in the browser's DevTools would miss the
service worker's own fetches; this does not.
"""

from __future__ import annotations

import argparse
import datetime
import email.utils
import functools
import gzip
import http.server
import io
import os
import threading
import time
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, ClassVar

ROOT = Path(__file__).resolve().parent.parent
CHUNK = 16 * 1024
"""Bytes a body crosses the emulated link in at a time (16 kB: 80 ms on Slow 4G)."""


@dataclass
class Network:
    """A network profile: its bandwidth and round trip, and the one link every body shares."""

    name: str
    megabits: float
    rtt: float
    """Seconds."""
    _free: float = 0.0
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def rate(self) -> float:
        """Bytes a second."""
        return self.megabits * 1e6 / 8

    def cross(self, size: int) -> None:
        """Wait until ``size`` bytes have crossed the link, after those sent before them."""
        with self._lock:
            start = max(time.monotonic(), self._free)
            self._free = start + size / self.rate
            done = self._free
        time.sleep(max(0.0, done - time.monotonic()))


PROFILES = {
    "fast4g": ("Fast 4G", 9.0, 0.165),
    "slow4g": ("Slow 4G", 1.6, 0.562),
}
"""Bandwidth (Mbit/s) and round trip (s) of each profile (Slow 4G: Lighthouse's mobile)."""


def network(profile: str) -> Network:
    name, megabits, rtt = PROFILES[profile]
    return Network(name, megabits, rtt)


COMPRESSIBLE = (
    "text/",
    "application/javascript",
    "application/json",
    "application/wasm",
    "application/manifest+json",
    "image/svg+xml",
)
"""Types a common static host compresses (what is compressed already, zip or PNG, is not)."""


class Quiet(http.server.SimpleHTTPRequestHandler):
    """A static file handler that does not log every request, serves precompressed files
    and, when asked, compresses on the fly and emulates a network."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".webmanifest": "application/manifest+json",
        ".py": "text/x-python",
        ".po": "text/plain",
    }
    gzip_on_the_fly: ClassVar[bool] = False
    network: ClassVar[Network | None] = None
    _gzipped: ClassVar[dict[tuple[str, float], bytes]] = {}

    def log_message(self, format: str, *args: object) -> None:
        pass

    def accepts(self, encoding: str) -> bool:
        offered = self.headers.get("Accept-Encoding", "")
        return any(part.split(";")[0].strip() == encoding for part in offered.split(","))

    def send_head(self):  # type: ignore[no-untyped-def]
        """A file as a static host sends it: its precompressed form when there is one the
        browser accepts, or gzipped on the fly; after a round trip when a network is
        emulated."""
        if self.network is not None:
            time.sleep(self.network.rtt)
        self.asked_for()
        path = self.translate_path(self.path)
        if os.path.isdir(path) and urllib.parse.urlsplit(self.path).path.endswith("/"):
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path) or path.endswith(("/", ".br", ".gz")):
            return super().send_head()
        ctype = self.guess_type(path)
        stat = os.stat(path)
        if self.not_modified(stat.st_mtime):
            self.send_response(http.server.HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        encoding, body = self.encoded(path, ctype, stat.st_mtime)
        self.send_response(http.server.HTTPStatus.OK)
        self.send_header("Content-Type", ctype)
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.end_headers()
        return io.BytesIO(body)

    def encoded(self, path: str, ctype: str, mtime: float) -> tuple[str, bytes]:
        """The encoding and bytes to send for ``path``."""
        for encoding, suffix in (("br", ".br"), ("gzip", ".gz")):
            # (never one older than the file: it would be of another version)
            variant = path + suffix
            fresh = os.path.isfile(variant) and os.stat(variant).st_mtime >= mtime
            if fresh and self.accepts(encoding):
                return encoding, Path(variant).read_bytes()
        data = Path(path).read_bytes()
        if self.gzip_on_the_fly and self.accepts("gzip") and ctype.startswith(COMPRESSIBLE):
            key = (path, mtime)
            if key not in self._gzipped:
                self._gzipped[key] = gzip.compress(data, 6, mtime=0)
            return "gzip", self._gzipped[key]
        return "", data

    def not_modified(self, mtime: float) -> bool:
        """Whether the browser's copy (If-Modified-Since) is as new as the file."""
        since = self.headers.get("If-Modified-Since")
        if since is None or "If-None-Match" in self.headers:
            return False
        try:
            ims = email.utils.parsedate_to_datetime(since)
        except (TypeError, IndexError, OverflowError, ValueError):
            return False
        if ims.tzinfo is None:
            ims = ims.replace(tzinfo=datetime.UTC)
        modified = datetime.datetime.fromtimestamp(mtime, datetime.UTC).replace(microsecond=0)
        return modified <= ims

    def copyfile(self, source: BinaryIO, outputfile: BinaryIO) -> None:  # type: ignore[override]
        data = source.read()
        try:
            if self.network is None:
                outputfile.write(data)
            else:
                for i in range(0, len(data), CHUNK):
                    self.network.cross(len(data[i : i + CHUNK]))
                    outputfile.write(data[i : i + CHUNK])
        except (BrokenPipeError, ConnectionResetError):  # the browser gave up on it
            return
        self.sent_body(len(data))

    def sent_body(self, size: int) -> None:
        pass

    def asked_for(self) -> None:
        pass


class Counted(Quiet):
    """A :class:`Quiet` handler that notes every file body it sends (not the 304s), with
    its size as sent (compressed, when it was): what a visit really downloads, service
    worker included; and the path of every request (304s too) in ``asked``."""

    sent: list[tuple[str, int]]
    asked: list[str]

    def sent_body(self, size: int) -> None:
        self.sent.append((self.path.split("?")[0], size))

    def asked_for(self) -> None:
        self.asked.append(self.path.split("?")[0])


def start(
    directory: Path,
    port: int = 0,
    sent: list[tuple[str, int]] | None = None,
    gzip: bool = False,
    network: Network | None = None,
    asked: list[str] | None = None,
) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve ``directory`` on 127.0.0.1 (port 0: any free port) in a background thread;
    returns the server and its URL. With ``sent``, each file body sent is noted there as
    (path, bytes), and with ``asked`` the path of each request; ``gzip``: compress on the
    fly; ``network``: emulate it."""
    counted = sent is not None or asked is not None
    base = Counted if counted else Quiet
    attrs: dict[str, object] = {"gzip_on_the_fly": gzip, "network": network, "_gzipped": {}}
    if counted:
        attrs["sent"] = [] if sent is None else sent
        attrs["asked"] = [] if asked is None else asked
    handler = functools.partial(type("Here", (base,), attrs), directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--directory", type=Path, default=ROOT / "dist")
    parser.add_argument("--gzip", action="store_true", help="compress on the fly")
    parser.add_argument("--network", choices=sorted(PROFILES), help="emulate a phone's network")
    args = parser.parse_args()
    net = network(args.network) if args.network else None
    server, url = start(args.directory, args.port, gzip=args.gzip, network=net)
    where = f" ({net.name}: {net.megabits:g} Mbit/s, {net.rtt * 1000:.0f} ms)" if net else ""
    print(f"Potion Games: {url}{where}", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.shutdown()


if __name__ == "__main__":
    main()
