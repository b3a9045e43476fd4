"""A room: where the host's game meets friends on other devices, as a value kept with the
host's game (its save's ``meta.online``)."""

from __future__ import annotations

import re
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
        tuple(u for u in relays if isinstance(u, str) and relay_url(u))[:8],
        tuple(u for u in ice if isinstance(u, str) and ice_url(u))[:8],
        data.get("no_ice") is True,
    )


def relay_url(url: str) -> bool:
    """A Nostr relay's address: a WebSocket URL."""
    return bool(re.match(r"^wss?://[A-Za-z0-9.\-\[\]:]+(/[A-Za-z0-9._~/-]*)?$", url))


def ice_url(url: str) -> bool:
    """A STUN or TURN server's address."""
    return bool(re.match(r"^(stun|turns?):[A-Za-z0-9.\-\[\]:]+(\?[A-Za-z0-9=&]*)?$", url))


def links_of(params: dict[str, str]) -> Links:
    """The relays and ICE servers a link names (``relay=``, ``ice=``; none: the defaults)."""
    relays = tuple(u for u in params.get("relay", "").split(",") if u and relay_url(u))
    ice_text = params.get("ice", "")
    if ice_text == "none":
        return Links(relays[:8], (), True)
    ice = tuple(u for u in ice_text.split(",") if u and ice_url(u))
    return Links(relays[:8], ice[:8], False)


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
