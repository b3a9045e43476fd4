"""Online play's transport (web/online/room.mjs) between browser contexts of the built site:
peers meet through a real Nostr relay on 127.0.0.1 (the ``relay`` fixture) and talk over WebRTC
data channels, with host candidates only (``ice: []``).

Nothing leaves 127.0.0.1. Every request and WebSocket of these contexts is checked, and the
WebRTC connections are kept on loopback by the browser these tests launch: Chromium would name
its host candidates with mDNS and resolve the other side's names by multicast on the network
interface (measured here: packets to 224.0.0.251), so WebRTC's mDNS names are turned off
(``WebRtcHideLocalIpsWithMdns``), and each page offers the other side its host candidates as
127.0.0.1 only (an init script on the remote description and candidates); host names resolve
nowhere (conftest's ``--host-resolver-rules``). The tests check that the candidate pair each
connection selected is 127.0.0.1 at both ends.
"""

from __future__ import annotations

import json
import re
import secrets
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Request, WebSocket

from conftest import DIST
from loopback import LOOPBACK_ONLY
from relay import running_relay

READY = 'html[data-ready="1"]'
WAIT = 90_000  # ms: a deadline for what is awaited, not a time to wait
MAX_MESSAGE_BYTES = 1024 * 1024

# Opens a room from the page as the Python side will, noting what the handlers receive.
OPEN = """async (options) => {
  const online = await import("./web/online/room.mjs");
  window.online = online;
  window.log = [];
  window.room = await online.open(options, {
    message: (peer, text, host) => log.push({kind: "message", peer, text, host}),
    join: (peer, host) => log.push({kind: "join", peer, host}),
    leave: (peer) => log.push({kind: "leave", peer}),
    error: (text, peer) => log.push({kind: "error", text, peer}),
  });
  return window.room.self;
}"""

KEYPAIR = """async () => (await import("./web/online/room.mjs")).keypair()"""

# The candidate pair each WebRTC connection of the room has selected, once every connection has
# one: [local address, remote address, remote candidate type], or null while one has none.
PAIRS = """async ([appId, roomId]) => {
  const {joinRoom} = await import("./vendor/online/online.mjs");
  const out = [];
  for (const pc of Object.values(joinRoom({appId}, roomId).getPeers())) {
    const stats = new Map();
    (await pc.getStats()).forEach((s) => stats.set(s.id, s));
    const transport = [...stats.values()].find((s) => s.type === "transport");
    const pair = transport && stats.get(transport.selectedCandidatePairId);
    if (!pair) return null;
    const local = stats.get(pair.localCandidateId), remote = stats.get(pair.remoteCandidateId);
    out.push([local.address, remote.address, remote.candidateType]);
  }
  return out.length ? out : null;
}"""


def app_id() -> str:
    return str(json.loads((DIST / "web" / "online" / "config.json").read_text())["appId"])


class Peer:
    """One browser context on the site, booted, that can open a room through room.mjs."""

    def __init__(self, browser: Browser, site: str, url: str = "") -> None:
        self.site = site
        self.context: BrowserContext = browser.new_context()
        self.context.add_init_script(LOOPBACK_ONLY)
        self.outside: list[str] = []
        self.sockets: list[str] = []
        self.errors: list[str] = []
        self.allowed_errors: list[str] = []  # patterns of console errors a test expects
        self.context.on("request", self._request)
        self.page: Page = self.context.new_page()
        self.page.on("websocket", self._websocket)
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.goto(site + url)
        self.page.wait_for_selector(READY, timeout=WAIT)
        self.id = ""
        self.options: dict[str, Any] = {}
        self.closed = False

    def _request(self, request: Request) -> None:
        if not request.url.startswith(("http://127.0.0.1:", "blob:", "data:")):
            self.outside.append(request.url)

    def _websocket(self, socket: WebSocket) -> None:
        self.sockets.append(socket.url)
        if not socket.url.startswith("ws://127.0.0.1:"):
            self.outside.append(socket.url)

    def open(self, **options: Any) -> str:
        self.options = options
        self.id = str(self.page.evaluate(OPEN, options))
        return self.id

    def reload_and_open(self) -> str:
        self.page.reload()
        self.page.wait_for_selector(READY, timeout=WAIT)
        return self.open(**self.options)

    def log(self, kind: str | None = None) -> list[dict[str, Any]]:
        entries: list[dict[str, Any]] = self.page.evaluate("window.log")
        return [e for e in entries if kind is None or e["kind"] == kind]

    def wait_for(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Until the handlers have received an event of ``kind`` with ``fields``; returns it."""
        self.page.wait_for_function(
            """([kind, fields]) => window.log.some((e) => e.kind === kind &&
                 Object.entries(fields).every(([k, v]) => e[k] === v))""",
            arg=[kind, fields],
            timeout=WAIT,
        )
        return next(
            e
            for e in self.log(kind)
            if all(e.get(k) == v for k, v in fields.items())  # the first such event
        )

    def wait_for_error_about(self, peer: str) -> str:
        self.page.wait_for_function(
            "(peer) => window.log.some((e) => e.kind === 'error' && e.peer === peer)",
            arg=peer,
            timeout=WAIT,
        )
        return next(e["text"] for e in self.log("error") if e["peer"] == peer)

    def send(self, to: str | None, text: str) -> bool:
        return bool(self.page.evaluate("([to, text]) => window.room.send(to, text)", [to, text]))

    def status(self) -> dict[str, Any]:
        status: dict[str, Any] = self.page.evaluate("window.room.status()")
        return status

    def pairs(self) -> list[list[str]]:
        """The selected candidate pair of each of the room's connections (waits until each
        connection has one)."""
        arg = [app_id(), self.options["room"]]
        handle = self.page.wait_for_function(f"({PAIRS})({json.dumps(arg)})", timeout=WAIT)
        pairs: list[list[str]] = handle.json_value()
        return pairs

    def peers_seen(self) -> set[str]:
        return {e["peer"] for e in self.log() if e["kind"] in ("join", "message", "leave")}

    def problems(self) -> list[str]:
        """What went wrong so far: requests off 127.0.0.1, console errors not expected."""
        errors = [e for e in self.errors if not any(re.match(p, e) for p in self.allowed_errors)]
        return [*(f"left 127.0.0.1: {url}" for url in self.outside), *errors]

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.context.close()


def check_and_close(*peers: Peer) -> None:
    """Nothing of ``peers`` left 127.0.0.1 or logged an error it was not expected to, up to
    now: what the others log while the first ones close is not looked at."""
    problems = [p for peer in peers if not peer.closed for p in peer.problems()]
    for peer in peers:
        peer.close()
    assert problems == [], problems


MakePeer = Callable[..., Peer]


@pytest.fixture
def peers(loopback_browser: Browser, site: str) -> Iterator[MakePeer]:
    """A maker of booted peers, each checked and closed at the end of the test."""
    made: list[Peer] = []

    def make(url: str = "") -> Peer:
        peer = Peer(loopback_browser, site, url)
        made.append(peer)
        return peer

    yield make
    check_and_close(*made)


def new_room() -> tuple[str, str]:
    """A room id (128 random bits, 22 base64url characters) and a room secret."""
    return secrets.token_urlsafe(16), secrets.token_urlsafe(16)


def host_and_guest(peers: MakePeer, relay: str) -> tuple[Peer, Peer, dict[str, Any]]:
    """A host and a guest in a new room, both told of the other."""
    host, guest = peers(), peers()
    room, key = new_room()
    keys = host.page.evaluate(KEYPAIR)
    common = {"room": room, "key": key, "relays": [relay], "ice": [], "hostPublic": keys["public"]}
    host.open(**common, hostKey=keys["private"])
    guest.open(**common)
    assert guest.wait_for("join", peer=host.id)["host"] is True
    assert host.wait_for("join", peer=guest.id)["host"] is False
    return host, guest, common


def assert_on_loopback(*peers: Peer) -> None:
    """The candidate pair each connection of these peers selected is 127.0.0.1 at its local end
    and, as far as the browser tells (it hides the address of a peer-reflexive remote candidate:
    the other side's local end, checked there), at its remote end."""
    for peer in peers:
        pairs = peer.pairs()
        assert isinstance(pairs, list) and pairs, pairs
        for local, remote, kind in pairs:
            assert local == "127.0.0.1", pairs
            assert remote == "127.0.0.1" or (remote == "" and kind == "prflx"), pairs


def test_host_and_guest_talk_both_ways_and_a_wrong_secret_never_connects(
    peers: MakePeer, relay: str
) -> None:
    host, guest, common = host_and_guest(peers, relay)
    assert guest.send(host.id, '{"hello": "host"}') is True
    message = host.wait_for("message", peer=guest.id)
    assert message == {
        "kind": "message",
        "peer": guest.id,
        "text": '{"hello": "host"}',
        "host": False,
    }
    assert host.send(None, '{"hello": "everyone"}') is True
    assert guest.wait_for("message", peer=host.id)["host"] is True
    assert guest.log("message")[0]["text"] == '{"hello": "everyone"}'
    assert host.status()["peers"] == {guest.id: False}
    assert guest.status() == {"relays": {relay: "open"}, "peers": {host.id: True}}
    assert_on_loopback(host, guest)
    for peer in (host, guest):
        assert peer.sockets and all(url.startswith(relay) for url in peer.sockets)

    # Same room, wrong secret. Offers go from the lower peer id to the higher, so the higher
    # one of each pair is the one whose decryption fails, and says so.
    wrong = peers()
    wrong.open(**{**common, "key": new_room()[1]})
    for member in (host, guest):
        low, high = sorted((member, wrong), key=lambda p: p.id)
        assert "incorrect room password" in high.wait_for_error_about(low.id)
    # The room goes on, and the intruder never joined anyone, nor anyone it.
    assert guest.send(host.id, "still here") is True
    host.wait_for("message", text="still here")
    assert wrong.id not in host.peers_seen() | guest.peers_seen()
    assert wrong.log("join") == [] and wrong.log("message") == []
    assert wrong.status()["peers"] == {}


def test_a_pretend_host_is_refused_and_guests_accept_each_other(
    peers: MakePeer, relay: str
) -> None:
    host, guest, common = host_and_guest(peers, relay)
    other = peers()
    other.open(**common)
    assert other.wait_for("join", peer=host.id)["host"] is True
    assert other.wait_for("join", peer=guest.id)["host"] is False
    assert guest.wait_for("join", peer=other.id)["host"] is False

    # A peer that knows the room secret claims to be the host with a key of its own: its proof
    # does not check against the host's public key from the invitation.
    pretender = peers()
    fake = pretender.page.evaluate(KEYPAIR)
    pretender.open(**{**common, "hostPublic": fake["public"]}, hostKey=fake["private"])
    for member in (guest, other):
        assert "failed to prove" in member.wait_for_error_about(pretender.id)
    assert host.send(None, "the real host") is True
    for member in (guest, other):
        assert member.wait_for("message", text="the real host") == {
            "kind": "message",
            "peer": host.id,
            "text": "the real host",
            "host": True,
        }
    assert pretender.id not in host.peers_seen() | guest.peers_seen() | other.peers_seen()
    assert pretender.log("join") == []
    assert_on_loopback(host, guest, other)


def test_a_message_over_the_cap_is_dropped(peers: MakePeer, relay: str) -> None:
    host, guest, common = host_and_guest(peers, relay)
    # The sender refuses it...
    refused = guest.page.evaluate(
        """async ([to, n]) => {
             try { await window.room.send(to, "x".repeat(n)); return "sent"; }
             catch (error) { return error.name; }
           }""",
        [host.id, MAX_MESSAGE_BYTES + 1],
    )
    assert refused == "RangeError"
    # ...and a peer that sends one anyway (through trystero itself) sees it dropped, while the
    # largest message allowed (counted in UTF-8 bytes: "é" takes two) goes through.
    guest.page.evaluate(
        """async ([appId, roomId, to, n]) => {
             const {joinRoom} = await import("./vendor/online/online.mjs");
             const action = joinRoom({appId}, roomId).makeAction("msg");
             await action.send("é".repeat(n / 2) + "!", {target: to});
             await window.room.send(to, "é".repeat(n / 2));
             await window.room.send(to, "after");
           }""",
        [app_id(), common["room"], host.id, MAX_MESSAGE_BYTES],
    )
    host.wait_for("message", text="after")
    received = host.page.evaluate(
        "window.log.filter((e) => e.kind === 'message').map((e) => [e.text.length, e.text[0]])"
    )
    assert received == [[MAX_MESSAGE_BYTES // 2, "é"], [5, "a"]]
    assert "dropped a message over" in host.wait_for_error_about(guest.id)


def test_a_host_that_reloads_comes_back_by_itself_also_after_the_relay_restarts(
    peers: MakePeer,
) -> None:
    with running_relay() as own:
        refused = re.escape(f"WebSocket connection to '{own.url}/' failed")
        host, guest, _ = host_and_guest(peers, own.url)
        for peer in (host, guest):
            peer.allowed_errors.append(refused)

        first = host.id
        second = host.reload_and_open()
        assert second != first
        assert guest.wait_for("join", peer=second)["host"] is True
        guest.wait_for("leave", peer=first)
        assert host.wait_for("join", peer=guest.id)["host"] is False
        assert host.send(guest.id, "back") is True
        assert guest.wait_for("message", text="back")["peer"] == second

        # The relay goes away (every connection drops) and comes back on the same port: both
        # pages reconnect by themselves, and a host reloading then is found again.
        own.stop()
        for peer in (host, guest):
            wait_for_relay(peer, own.url, "closed")
        own.start()
        for peer in (host, guest):
            wait_for_relay(peer, own.url, "open")
        third = host.reload_and_open()
        assert guest.wait_for("join", peer=third)["host"] is True
        assert host.wait_for("join", peer=guest.id)["host"] is False
        assert guest.send(None, "welcome back") is True
        host.wait_for("message", text="welcome back")
        assert_on_loopback(host, guest)
        check_and_close(host, guest)  # before the relay stops for good


# Every RTCPeerConnection a page makes while window.potionsCut is true may use relay candidates
# only, and there is no relay server: its connections fail once the SDP is exchanged.
CUT = r"""
(() => {
  const Connection = window.RTCPeerConnection;
  if (!Connection) return;
  window.potionsCut = true;
  const Cut = function (config, ...rest) {
    if (window.potionsCut) config = { ...(config || {}), iceTransportPolicy: "relay" };
    return new Connection(config, ...rest);
  };
  Cut.prototype = Connection.prototype;
  Object.setPrototypeOf(Cut, Connection);
  window.RTCPeerConnection = Cut;
})();
"""


def test_a_friend_whose_connection_to_the_host_failed_tries_again_by_itself(
    peers: MakePeer, relay: str
) -> None:
    """Issue 35.5: a friend's device whose connection to the host failed ("could not connect
    to peer ... after exchanging SDP") stayed apart until its page was reloaded. Here its
    first connections fail by force; once they can hold, it meets the host by itself (before
    the fix it was still apart 90 s later)."""
    host, guest = peers(), peers()
    guest.context.add_init_script(CUT)
    guest.page.reload()
    guest.page.wait_for_selector(READY, timeout=WAIT)
    room, key = new_room()
    keys = host.page.evaluate(KEYPAIR)
    common = {"room": room, "key": key, "relays": [relay], "ice": [], "hostPublic": keys["public"]}
    host.open(**common, hostKey=keys["private"])
    guest.open(**common)
    assert "after exchanging SDP" in guest.wait_for_error_about(host.id)
    assert guest.log("join") == []
    guest.page.evaluate("window.potionsCut = false")
    assert guest.wait_for("join", peer=host.id)["host"] is True
    assert host.wait_for("join", peer=guest.id)["host"] is False
    assert guest.send(host.id, "together") is True
    host.wait_for("message", text="together")


def test_a_failed_connection_is_tried_again_after_waits_that_double_up_to_30_s(
    peers: MakePeer,
) -> None:
    waits = peers().page.evaluate(
        """async () => {
             const {backoff} = await import("./web/online/room.mjs");
             const retry = backoff(2000, 30000);
             const waits = Array.from({length: 7}, () => retry.next());
             retry.reset();
             return [...waits, retry.next()];
           }"""
    )
    assert waits == [2000, 4000, 8000, 16000, 30000, 30000, 30000, 2000]


def wait_for_relay(peer: Peer, url: str, state: str) -> None:
    peer.page.wait_for_function(
        "([url, state]) => window.room.status().relays[url] === state",
        arg=[url, state],
        timeout=WAIT,
    )


def qr_modules(svg: str) -> tuple[int, set[tuple[int, int]]]:
    """The module count and the dark modules (row, column) of a QR code drawn by qr(): checks
    the markup on the way (scalable, nothing active, dark on light, a quiet zone of 4)."""
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    assert root.tag == f"{ns}svg"
    assert "width" not in root.attrib and "height" not in root.attrib
    _, _, width, height = (int(v) for v in root.attrib["viewBox"].split())
    assert width == height
    elements = list(root.iter())
    assert [e.tag for e in elements] == [f"{ns}svg", f"{ns}rect", f"{ns}path"]
    for element in elements:
        assert not any(name.lower().startswith("on") for name in element.attrib)
        assert "href" not in json.dumps(element.attrib)
    rect, path = elements[1], elements[2]
    assert (rect.attrib["width"], rect.attrib["height"], rect.attrib["fill"]) == (
        str(width),
        str(width),
        "#fff",
    )
    assert path.attrib["fill"] == "#000"
    count = width - 8
    dark = set()
    runs = re.findall(r"M(\d+) (\d+)h(\d+)v1h-(\d+)z", path.attrib["d"])
    assert "".join(f"M{x} {y}h{n}v1h-{m}z" for x, y, n, m in runs) == path.attrib["d"]
    for x, y, n, m in runs:
        assert n == m
        for col in range(int(x), int(x) + int(n)):
            assert 4 <= col < 4 + count and 4 <= int(y) < 4 + count, "inside the quiet zone"
            dark.add((int(y) - 4, col - 4))
    return count, dark


def bch(data: int, generator: int, bits: int) -> int:
    """``data`` followed by its BCH remainder over ``generator`` (of degree ``bits``)."""
    remainder = data << bits
    for shift in range(remainder.bit_length() - generator.bit_length(), -1, -1):
        if remainder & (1 << (shift + generator.bit_length() - 1)):
            remainder ^= generator << shift
    return (data << bits) | remainder


def check_qr(count: int, dark: set[tuple[int, int]]) -> int:
    """The version of a QR code, after checking that its size, its finder and timing patterns,
    its format information (error correction M) and, from version 7, its version information
    (both copies each) agree; returns the version."""
    assert (count - 17) % 4 == 0 and 21 <= count <= 177, count
    version = (count - 17) // 4
    for top, left in ((0, 0), (0, count - 7), (count - 7, 0)):
        for r in range(7):
            for c in range(7):
                ring = max(abs(r - 3), abs(c - 3))
                assert ((top + r, left + c) in dark) == (ring != 2), (top, left, r, c)
    for i in range(8, count - 8):
        assert ((6, i) in dark) == (i % 2 == 0) and ((i, 6) in dark) == (i % 2 == 0)
    # Format information: 15 bits, two copies (ISO/IEC 18004 7.9), BCH(15,5) masked by 0x5412.
    vertical = [(i if i < 6 else i + 1 if i < 8 else count - 15 + i, 8) for i in range(15)]
    horizontal = [(8, count - i - 1 if i < 8 else 15 - i if i < 9 else 14 - i) for i in range(15)]
    copies = [
        sum(((rc in dark) << i) for i, rc in enumerate(place)) for place in (vertical, horizontal)
    ]
    assert copies[0] == copies[1], copies
    fmt = copies[0] ^ 0x5412
    assert bch(fmt >> 10, 0b10100110111, 10) == fmt, "format information is a BCH codeword"
    assert fmt >> 13 == 0b00, "error correction level M"
    assert (count - 8, 8) in dark, "the dark module"
    if version >= 7:
        places = [
            [(i // 3, i % 3 + count - 11) for i in range(18)],
            [(i % 3 + count - 11, i // 3) for i in range(18)],
        ]
        info = [sum(((rc in dark) << i) for i, rc in enumerate(place)) for place in places]
        assert info[0] == info[1], info
        assert bch(info[0] >> 12, 0b1111100100101, 12) == info[0], "version info is a codeword"
        assert info[0] >> 12 == version, (info[0] >> 12, version)
    return version


def test_qr_codes_are_plain_scalable_svg(peers: MakePeer) -> None:
    page = peers().page
    link = "https://games.example/potions/?join=" + "A" * 22 + "&key=" + "b" * 22 + "&host="
    texts = ["hi", link + "c" * 87 + "&relay=wss://relay.example", "Potion à l'œil ✨"]
    svgs = page.evaluate(
        "async (texts) => { const m = await import('./web/online/room.mjs');"
        " return texts.map((t) => m.qr(t)); }",
        texts,
    )
    versions = [check_qr(*qr_modules(svg)) for svg in svgs]
    assert versions[0] == 1
    assert versions[1] >= 7  # a whole invitation: version information is there to check
    # The markup shows as an image in the page.
    size = page.evaluate(
        """(svg) => { const d = document.createElement("div"); d.style.width = "200px";
             d.innerHTML = svg; document.body.append(d);
             const box = d.firstChild.getBoundingClientRect(); d.remove();
             return [box.width, box.height]; }""",
        svgs[1],
    )
    assert size == [200, 200]


def test_a_local_game_loads_nothing_of_online_play_which_is_precached(
    watched: Page, site: str
) -> None:
    asked: list[str] = []
    watched.on("request", lambda r: asked.append(r.url))
    watched.goto(f"{site}?new=explosion&players=Ann,Bob&seed=3")
    watched.wait_for_selector(READY, timeout=WAIT)
    watched.wait_for_selector("html[data-game]", timeout=WAIT)
    loaded = watched.evaluate("performance.getEntriesByType('resource').map((e) => e.name)")
    for url in [*asked, *loaded]:
        assert "/web/online/" not in url and "/vendor/online/" not in url, url
    # the boot was seen: the page's Python is one bundle, online play's not in it
    assert any(url.endswith("/web/python.json") for url in asked), "the boot was seen"
    bundle = json.loads((DIST / "web" / "python.json").read_text())
    assert "web/main.pyc" in bundle and not [n for n in bundle if n.startswith("web/online/")]

    worker = (DIST / "service-worker.js").read_text()
    listed = re.search(r"const PRECACHE = (\[.*?\]);", worker, re.S)
    assert listed is not None
    precache = json.loads(listed[1])
    for name in ("vendor/online/online.mjs", "web/online/room.mjs", "web/online/config.json"):
        assert f"./{name}" in precache


def test_the_page_may_connect_to_its_relays_and_loopback_only() -> None:
    config = json.loads((DIST / "web" / "online" / "config.json").read_text())
    html = (DIST / "index.html").read_text()
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html)
    assert csp is not None
    directives = dict(d.strip().split(" ", 1) for d in csp[1].split(";") if d.strip())
    assert directives["connect-src"].split() == [
        "'self'",
        *config["relays"],
        "ws://127.0.0.1:*",
        "ws://localhost:*",
    ]
    assert directives["default-src"] == "'self'"
    assert not (Path(DIST) / "web" / "online" / "vendor.mjs").exists()
