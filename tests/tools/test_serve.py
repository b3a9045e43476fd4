"""The local server (tools/serve.py): precompressed files, gzip on the fly, the emulated
network of the first-visit figures."""

from __future__ import annotations

import gzip
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import brotli
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from serve import Network, start

TEXT = b"potion " * 30_000  # 210 kB that compress well


@pytest.fixture
def site(tmp_path: Path) -> Path:
    (tmp_path / "a.js").write_bytes(TEXT)
    (tmp_path / "b.zip").write_bytes(TEXT)
    return tmp_path


def get(url: str, encoding: str = "") -> tuple[bytes, str]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": encoding})
    with urllib.request.urlopen(request) as response:
        return response.read(), response.headers.get("Content-Encoding") or ""


def noted(sent: list[tuple[str, int]], deadline: float = 30.0) -> None:
    """Wait until the server noted a body it sent: it notes it once written, and the
    client may have read it whole before (a loaded machine's threads)."""
    end = time.monotonic() + deadline
    while not sent and time.monotonic() < end:
        time.sleep(0.01)


@pytest.fixture
def served(site: Path) -> Iterator[tuple[str, list[tuple[str, int]]]]:
    sent: list[tuple[str, int]] = []
    server, url = start(site, sent=sent, gzip=True)
    yield url, sent
    server.shutdown()


def test_a_precompressed_file_is_sent_when_the_browser_takes_it(
    site: Path, served: tuple[str, list[tuple[str, int]]]
) -> None:
    url, sent = served
    (site / "a.js.br").write_bytes(brotli.compress(TEXT))
    body, encoding = get(url + "a.js", "gzip, deflate, br")
    assert encoding == "br" and brotli.decompress(body) == TEXT
    noted(sent)
    assert sent[-1] == ("/a.js", len(body)) and len(body) < len(TEXT) / 50
    body, encoding = get(url + "a.js", "gzip")  # no .gz: gzipped on the fly
    assert encoding == "gzip" and gzip.decompress(body) == TEXT
    body, encoding = get(url + "a.js", "identity")
    assert encoding == "" and body == TEXT


def test_a_precompressed_file_older_than_its_file_is_not_sent(
    site: Path, served: tuple[str, list[tuple[str, int]]]
) -> None:
    url, _ = served
    (site / "a.js.br").write_bytes(brotli.compress(b"an older version"))
    time.sleep(0.01)
    (site / "a.js").write_bytes(TEXT)  # a new version, its .br not made again
    body, encoding = get(url + "a.js", "br")
    assert encoding == "" and body == TEXT


def test_what_is_compressed_already_is_sent_as_it_is(
    served: tuple[str, list[tuple[str, int]]],
) -> None:
    url, _ = served
    body, encoding = get(url + "b.zip", "gzip")
    assert encoding == "" and body == TEXT


def test_the_emulated_network_waits_a_round_trip_and_shares_its_bandwidth(site: Path) -> None:
    net = Network("test", megabits=8.0, rtt=0.3)  # 1 MB/s: 210 kB take 0.21 s
    server, url = start(site, network=net)
    try:
        begun = time.monotonic()
        get(url + "b.zip")
        alone = time.monotonic() - begun
        assert alone >= 0.3 + 0.2
        ends: list[float] = []
        begun = time.monotonic()
        both = [
            threading.Thread(target=lambda: (get(url + "b.zip"), ends.append(time.monotonic())))
            for _ in range(2)
        ]
        for thread in both:
            thread.start()
        for thread in both:
            thread.join()
        # one link: two bodies take twice as long as one, both ending at the end
        assert min(ends) - begun >= 0.3 + 0.4 - 0.05
    finally:
        server.shutdown()
