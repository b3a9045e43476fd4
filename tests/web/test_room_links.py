"""The relays and ICE servers a link names (issue 35.6): each address is checked as the browser
will read it (WHATWG URL parsing for a relay's WebSocket), and a bad one is dropped alone; the
invitation never repeats an address the page ignored."""

from __future__ import annotations

import pytest

from web.shell.app import App
from web.shell.memory import MemoryHost
from web.shell.room import (
    Links,
    Room,
    connect_allowed,
    ice_url,
    link_query,
    links_of,
    read_links,
    relay_url,
)

GOOD_RELAYS = [
    "ws://127.0.0.1:8080",
    "wss://relay.damus.io",
    "wss://relay.damus.io/",
    "wss://Relay.Example.ORG/path/to?x=1&y=2",
    "ws://localhost:1",
    "ws://localhost:65535",
    "ws://localhost:0",
    "ws://a.b.",  # one final dot: the root
    "ws://127.1",  # IPv4 as the browser reads it: 127.0.0.1
    "ws://0x7f.0.0.1:9",
    "ws://0177.0.0.1",
    "ws://4294967295",
    "ws://[::1]:80/x",
    "ws://[::ffff:127.0.0.1]",
    "ws://xn--bcher-kva.example",
    "ws://1.evil.example",
]

BAD_RELAYS = [
    "ws://localhost:1.evil.example",  # the issue's: a port that is not a number
    "ws://localhost:65536",
    "ws://localhost:",
    "ws://localhost:-1",
    "ws://localhost: 1",
    "ws://evil.123",  # ends in a number: must then be an IPv4 address
    "ws://256.1.1.1",
    "ws://1.2.3.256",
    "ws://1.2.3.4.5",
    "ws://4294967296",
    "ws://09",
    "ws://1..2",
    "ws://a..b",
    "ws://",
    "ws://.",
    "ws://[::1",
    "ws://[::1]x",
    "ws://[fe80::1%eth0]",
    "ws://[1:2:3:4:5:6:7:8:9]",
    "ws://user:pass@example.com",
    "ws://exa mple.com",
    "ws://exa%41mple.com",
    "ws://éxample.com",
    "ws://xn--a.com",  # ACE that does not decode
    "ws://-a.example",
    "ws://example.com/#fragment",
    "ws://example.com\\path",
    "WS://example.com",
    "http://example.com",
    "wss:example.com",
    "ws://a'b.com",
    "",
]


@pytest.mark.parametrize("url", GOOD_RELAYS)
def test_a_relay_the_browser_reads_is_kept(url: str) -> None:
    assert relay_url(url)


@pytest.mark.parametrize("url", BAD_RELAYS)
def test_a_relay_the_browser_refuses_is_dropped(url: str) -> None:
    assert not relay_url(url)


def test_one_bad_relay_is_dropped_alone_and_the_invitation_does_not_repeat_it() -> None:
    links = links_of({"relay": "ws://localhost:1.evil.example,ws://127.0.0.1:4321"})
    assert links.relays == ("ws://127.0.0.1:4321",)
    assert link_query(links) == "&relay=ws://127.0.0.1:4321"
    assert links_of({"relay": "ws://localhost:1.evil.example"}) == Links()
    assert link_query(links_of({"relay": "ws://localhost:1.evil.example"})) == ""


def test_relays_are_kept_once_and_at_most_eight() -> None:
    many = ",".join(f"ws://127.0.0.1:{port}" for port in [1, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    assert links_of({"relay": many}).relays == tuple(f"ws://127.0.0.1:{p}" for p in range(1, 9))


def test_a_stored_room_drops_the_bad_relays_alone() -> None:
    room = Room.from_json(
        {
            "id": "a" * 22,
            "key": "b" * 22,
            "links": {"relays": ["ws://x:99999", "ws://127.0.0.1:5", 7], "ice": "stun:x"},
        },
        2,
    )
    assert room is not None
    assert room.links == Links(("ws://127.0.0.1:5",))
    assert read_links({"relays": "ws://127.0.0.1:5"}) == Links()


@pytest.mark.parametrize(
    ("url", "good"),
    [
        ("stun:stun.l.google.com:19302", True),
        ("stun:127.0.0.1", True),
        ("stun:[::1]:3478", True),
        ("stun:1.2.3.4:x", False),
        ("stun:host:70000", False),
        ("stun:", False),
        ("stun:h?transport=udp", False),  # no query on STUN
        ("turn:turn.example.com", False),  # a link cannot give TURN its password
        ("turns:turn.example.com:5349?transport=tcp", False),
        ("stun:evil.123", False),
    ],
)
def test_ice_servers_are_checked_as_the_browser_reads_them(url: str, good: bool) -> None:
    assert ice_url(url) is good


def test_one_bad_ice_server_is_dropped_alone() -> None:
    links = links_of({"ice": "stun:a.example:1.x,stun:b.example:3478"})
    assert links.ice == ("stun:b.example:3478",)
    assert link_query(links) == "&ice=stun:b.example:3478"


CSP = [
    "'self'",
    "wss://nos.lol",
    "wss://relay.example/nostr/",
    "ws://127.0.0.1:*",
    "ws://localhost:*",
]


@pytest.mark.parametrize(
    "url,allowed",
    [
        ("wss://nos.lol", True),
        ("wss://NOS.lol/", True),  # any path under a source without one
        ("wss://nos.lol:443/x", True),  # the scheme's own port
        ("wss://nos.lol:444", False),
        ("ws://nos.lol", False),
        ("wss://nos.lol.evil.example", False),
        ("wss://relay.example/nostr/", True),
        ("wss://relay.example/nostr/a", True),
        ("wss://relay.example/other", False),
        ("ws://127.0.0.1:4321", True),
        ("ws://localhost:1", True),
        ("wss://127.0.0.1:4321", False),
        ("wss://relay.damus.io", False),
    ],
)
def test_a_relay_is_allowed_as_the_pages_policy_says(url: str, allowed: bool) -> None:
    assert connect_allowed(CSP, url) is allowed


def test_a_relay_the_page_may_not_reach_is_dropped_and_never_invited() -> None:
    """A relay the page's policy does not allow would fail when the room opens: the link's
    reading drops it, so that the invitation does not pass it on."""
    host = MemoryHost()
    host.connect = CSP
    app = App(host)
    app.read_links({"relay": "wss://relay.damus.io,ws://127.0.0.1:4321"})
    assert app.links.relays == ("ws://127.0.0.1:4321",)
    assert link_query(app.links) == "&relay=ws://127.0.0.1:4321"
    app.read_links({"relay": "wss://relay.damus.io"})
    assert app.links.relays == ()
