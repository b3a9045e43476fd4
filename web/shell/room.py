"""A room: where the host's game meets friends on other devices, as a value kept with the
host's game (its save's ``meta.online``)."""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from potions.core.players import clean_name

TOKEN = re.compile(r"^[A-Za-z0-9_-]{22}$")
"""A room id, a room secret, a device's token: 128 random bits in base64url."""
PUBLIC = re.compile(r"^[A-Za-z0-9_-]{20,200}$")
"""A host's public key in base64url."""
SEAT = "online"
"""The word of a seat that a friend on another device takes in a room (``meta.seats``)."""


@dataclass(frozen=True)
class Guest:
    """A friend's device holding a seat: its secret token and the name it gave."""

    seat: int
    token: str
    name: str


@dataclass(frozen=True)
class Links:
    """Where to find each other: Nostr relays and ICE servers (empty: the defaults)."""

    relays: tuple[str, ...] = ()
    ice: tuple[str, ...] = ()
    no_ice: bool = False
    """No ICE server at all (host candidates only: two devices on one network)."""

    def options(self) -> dict[str, Any]:
        """The transport's options for them (a missing one: the app's configured ones)."""
        out: dict[str, Any] = {}
        if self.relays:
            out["relays"] = list(self.relays)
        if self.no_ice:
            out["ice"] = []
        elif self.ice:
            out["ice"] = [{"urls": url} for url in self.ice]
        return out


@dataclass(frozen=True)
class Room:
    """The host's room for one game."""

    id: str
    key: str
    """The room's secret: in the invitation's fragment, never sent to the site's host."""
    started: bool = False
    """The host started the game (before: the lobby)."""
    guests: tuple[Guest, ...] = ()
    host_key: str = ""
    """The host's private signing key (JWK text), proving to friends who the host is."""
    host_public: str = ""
    links: Links = Links()
    hosted: bool = True
    """This device is the host (a friend's device knows the room, not the game)."""

    def guest(self, seat: int) -> Guest | None:
        """Who holds ``seat`` from another device, if anyone."""
        return next((g for g in self.guests if g.seat == seat), None)

    def by_token(self, token: str) -> Guest | None:
        return next((g for g in self.guests if g.token == token), None)

    def seated(self, guest: Guest) -> Room:
        """The room once ``guest`` holds its seat (a device holds one seat at most)."""
        kept = tuple(g for g in self.guests if g.seat != guest.seat and g.token != guest.token)
        return replace(self, guests=tuple(sorted((*kept, guest), key=lambda g: g.seat)))

    def freed(self, seat: int) -> Room:
        return replace(self, guests=tuple(g for g in self.guests if g.seat != seat))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "key": self.key,
            "started": self.started,
            "guests": [{"seat": g.seat, "token": g.token, "name": g.name} for g in self.guests],
            "host_key": self.host_key,
            "host_public": self.host_public,
        }
        if self.links != Links():
            out["links"] = {
                "relays": list(self.links.relays),
                "ice": list(self.links.ice),
                "no_ice": self.links.no_ice,
            }
        return out

    @classmethod
    def from_json(cls, data: object, seats: int) -> Room | None:
        """A room kept in a save; None when it is not one (the game is then played here)."""
        if not isinstance(data, dict):
            return None
        rid, key = data.get("id"), data.get("key")
        if not (isinstance(rid, str) and TOKEN.match(rid)):
            return None
        if not (isinstance(key, str) and TOKEN.match(key)):
            return None
        guests = []
        for g in data.get("guests") or []:
            if not isinstance(g, dict):
                continue
            seat, token, name = g.get("seat"), g.get("token"), g.get("name")
            if (
                isinstance(seat, int)
                and 0 <= seat < seats
                and isinstance(token, str)
                and TOKEN.match(token)
                and isinstance(name, str)
            ):
                guests.append(Guest(seat, token, clean_name(name)))
        host_key, public = data.get("host_key"), data.get("host_public")
        links = data.get("links")
        return cls(
            rid,
            key,
            started=data.get("started") is True,
            guests=tuple(guests),
            host_key=host_key if isinstance(host_key, str) else "",
            host_public=public if isinstance(public, str) and PUBLIC.match(public) else "",
            links=read_links(links) if isinstance(links, dict) else Links(),
        )


def read_links(data: dict[str, Any]) -> Links:
    relays = data.get("relays") or []
    ice = data.get("ice") or []
    return Links(
        kept(relays if isinstance(relays, list) else [], relay_url),
        kept(ice if isinstance(ice, list) else [], ice_url),
        data.get("no_ice") is True,
    )


def relay_url(url: str) -> bool:
    """A Nostr relay's address, as the browser's WebSocket will read it (WHATWG URL parsing):
    ``ws://`` or ``wss://``, a valid host (a domain, an IPv4 address in any form the browser
    reads, or ``[IPv6]``), a port from 0 to 65535, then a path and a query, no fragment.

    Stricter than the browser where it costs nothing (no user name or password, no
    percent-encoded or non-ASCII host): whatever passes opens a socket, never a SyntaxError
    that would stop the room's other relays with it."""
    match = RELAY.match(url)
    return match is not None and host_port(match["authority"])


def ice_url(url: str) -> bool:
    """A STUN server's address (``stun:host[:port]``), as the browser's RTCPeerConnection will
    read it. A TURN server needs a user name and a password, which a link cannot give: one
    without them would stop every connection of the room (InvalidAccessError)."""
    match = ICE.match(url)
    return match is not None and host_port(match["authority"])


RELAY = re.compile(
    r"^wss?://(?P<authority>[^/?#\\]*)(/[A-Za-z0-9._~!$&()*+=:@/%-]*)?(\?[A-Za-z0-9._~!$&()*+=:@/?%-]*)?$"
)
ICE = re.compile(r"^stun:(?P<authority>[^/?#\\]*)$")
PORT = re.compile(r"^[0-9]{1,5}$")
LABEL = re.compile(r"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$")


def host_port(authority: str) -> bool:
    """Whether ``host[:port]`` is one the browser reads: a port of digits up to 65535 (or
    none), a host :func:`valid_host` accepts."""
    host, port = authority, ""
    if authority.startswith("["):
        end = authority.find("]")
        if end < 0:
            return False
        host, rest = authority[: end + 1], authority[end + 1 :]
        if rest:
            if not rest.startswith(":"):
                return False
            port = rest[1:]
    elif ":" in authority:
        host, port = authority.rsplit(":", 1)
    if ":" in authority[len(host) :] and not (PORT.match(port) and int(port) <= 65535):
        return False
    return valid_host(host)


def valid_host(host: str) -> bool:
    """A host of a URL of a special scheme (ws, wss) as WHATWG URL parsing reads it: ``[IPv6]``,
    an IPv4 address when its last label is a number (``127.1``, ``0x7f.0.0.1``: then it must
    be one), else a domain of ASCII labels (letters, digits, inner hyphens)."""
    if host.startswith("[") and host.endswith("]"):
        inner = host[1:-1]
        if not inner or not set(inner) <= set("0123456789abcdefABCDEF:."):
            return False
        try:
            ipaddress.IPv6Address(inner)
        except ValueError:
            return False
        return True
    labels = host.lower().split(".")
    if len(labels) > 1 and labels[-1] == "":
        labels.pop()  # one final dot: the root
    if ends_in_number(labels):
        return ipv4(labels)
    return all(LABEL.match(label) is not None and punycode(label) for label in labels)


def ends_in_number(labels: list[str]) -> bool:
    """Whether the host's last label is a number: then the host must be an IPv4 address."""
    last = labels[-1]
    return (last.isascii() and last.isdigit()) or ipv4_number(last) is not None


def ipv4_number(part: str) -> int | None:
    """One part of an IPv4 address: decimal, octal (0...) or hexadecimal (0x...)."""
    if not part:
        return None
    base, digits = 10, part
    if part[:2] in ("0x", "0X"):
        base, digits = 16, part[2:]
        if not digits:
            return 0
    elif len(part) > 1 and part[0] == "0":
        base, digits = 8, part[1:]
    allowed = "0123456789abcdefABCDEF"[: base if base < 16 else 22]
    if not all(c in allowed for c in digits):
        return None
    return int(digits, base)


def ipv4(parts: list[str]) -> bool:
    """Whether the parts make an IPv4 address (WHATWG: the last part fills the bytes left)."""
    if len(parts) > 4:
        return False
    numbers = [ipv4_number(part) for part in parts]
    if any(n is None for n in numbers):
        return False
    values = [n for n in numbers if n is not None]
    if any(n > 255 for n in values[:-1]):
        return False
    return values[-1] < 1 << (8 * (5 - len(values)))


def punycode(label: str) -> bool:
    """A label in ASCII Compatible Encoding (``xn--``) must decode, as the browser decodes it."""
    if not label.startswith("xn--"):
        return True
    try:
        label.encode("ascii").decode("idna")
    except UnicodeError:
        return False
    return True


def links_of(params: dict[str, str], allowed: Callable[[str], bool] = lambda _url: True) -> Links:
    """The relays and ICE servers a link names (``relay=``, ``ice=``; none: the defaults).
    ``allowed``: whether the page may connect to a relay (its Content-Security-Policy); one it
    may not is dropped here, so that an invitation never repeats it."""
    relays = kept(params.get("relay", "").split(","), lambda url: relay_url(url) and allowed(url))
    ice_text = params.get("ice", "")
    if ice_text == "none":
        return Links(relays, (), True)
    return Links(relays, kept(ice_text.split(","), ice_url), False)


def kept(urls: list[Any], valid: Callable[[str], bool]) -> tuple[str, ...]:
    """The first eight different valid addresses of ``urls``: a bad one is dropped alone."""
    return tuple(dict.fromkeys(u for u in urls if isinstance(u, str) and valid(u)))[:8]


def link_query(links: Links) -> str:
    """The query parameters naming ``links`` (for an invitation)."""
    out = ""
    if links.relays:
        out += "&relay=" + ",".join(links.relays)
    if links.no_ice:
        out += "&ice=none"
    elif links.ice:
        out += "&ice=" + ",".join(links.ice)
    return out


def connect_allowed(sources: list[str], url: str) -> bool:
    """Whether a ``connect-src`` of ``sources`` lets the page open ``url`` (a relay's
    address that :func:`relay_url` accepts), as the browser matches a source expression:
    ``'self'`` never names a WebSocket; ``scheme://host[:port|:*][path]`` matches the same
    scheme and host, the same port (the scheme's own when none is written; any with ``*``),
    and a path that is the source's, or under it when the source's ends with ``/``."""
    match = URL_PARTS.match(url)
    if match is None:
        return False
    got = match.groupdict("")
    for source in sources:
        found = URL_PARTS.match(source)
        want = found.groupdict("") if found else {}
        if not want or want["scheme"] != got["scheme"]:
            continue
        if want["host"].lower() != got["host"].lower():
            continue
        default = "443" if got["scheme"] == "wss" else "80"
        if want["port"] != "*" and (want["port"] or default) != (got["port"] or default):
            continue
        path = want["path"]
        if path in ("", "/") or (path.endswith("/") and got["path"].startswith(path)):
            return True
        if got["path"] == path:
            return True
    return False


URL_PARTS = re.compile(
    r"^(?P<scheme>wss?)://(?P<host>\[[^\]]*\]|[^/:?#]*)(:(?P<port>[0-9]+|\*))?(?P<path>/[^?#]*)?"
)
