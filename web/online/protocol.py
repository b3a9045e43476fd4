"""What travels between the host and its friends: JSON text, one object a message, with a
type ``t``. Whatever comes from another device is untrusted: it is refused when too large,
not JSON, nested too deeply, of an unknown type, or not of its type's shape, and a device
that sends too much too fast is not heard for a while.

A friend sends the host:

- ``hello {token, name}``: a device (its secret token) comes in (or back);
- ``sit {seat, name}``: it takes a free seat; ``watch {}``: it watches, with no seat;
- ``act {action, n}``: its seat plays ``action`` on the game after ``n`` actions;
- ``chat {text}``: a line of the room's chat.

The host sends each device:

- ``room {...}``: the game, its seats (who holds each, who is connected), whether it started,
  the device's seat, the chat;
- ``play {...}``: the game as the device's seat may see it (its view, the log's new lines,
  what the last move did), after every move;
- ``refused {code, msg}``: why what it sent was not played; ``save {save}``: the whole game
  once it is over (every history may be told then).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from potions.core.i18n import Msg
from potions.core.players import clean_name
from web.shell.room import TOKEN
from web.shell.storage import depth

MAX_FROM_GUEST = 4_096
"""Characters of a friend's message beyond which the host does not read it."""
MAX_FROM_HOST = 1_000_000
"""Characters of the host's message beyond which a friend does not read it."""
DEPTH_FROM_GUEST = 6
DEPTH_FROM_HOST = 64
"""Deepest nesting read (a friend's messages are flat; the host's carry views and logs)."""
MAX_ACTION = 120
MAX_CHAT = 280
"""Characters of one line of chat."""
CHAT_KEPT = 50
"""Lines of chat a room keeps."""


class Refused(ValueError):
    """A message that is not one (its reason, for the developer console)."""


def read(text: object, limit: int, deepest: int) -> dict[str, Any]:
    """The message in ``text``: a JSON object with a string ``t``, at most ``limit``
    characters nested at most ``deepest`` deep; Refused otherwise."""
    if not isinstance(text, str):
        raise Refused("not text")
    if len(text) > limit:
        raise Refused("too large")
    if depth(text) > deepest:
        raise Refused("nested too deeply")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise Refused("not JSON") from exc
    if not isinstance(data, dict) or not isinstance(data.get("t"), str):
        raise Refused("not a message")
    return data


def _text(data: dict[str, Any], key: str, limit: int) -> str:
    value = data.get(key)
    if not isinstance(value, str) or len(value) > limit:
        raise Refused(f"bad {key}")
    return value


def _int(data: dict[str, Any], key: str, lo: int, hi: int) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise Refused(f"bad {key}")
    return value


@dataclass(frozen=True)
class Hello:
    token: str
    name: str


@dataclass(frozen=True)
class Sit:
    seat: int
    name: str


@dataclass(frozen=True)
class Watch:
    pass


@dataclass(frozen=True)
class Act:
    action: str
    n: int
    """How many actions the game had when the friend played (an older game: refused)."""


@dataclass(frozen=True)
class Chat:
    text: str


FromGuest = Hello | Sit | Watch | Act | Chat


def from_guest(text: object) -> FromGuest:
    """A friend's message, checked; Refused for anything else."""
    data = read(text, MAX_FROM_GUEST, DEPTH_FROM_GUEST)
    kind = data["t"]
    if kind == "hello":
        token = _text(data, "token", 22)
        if not TOKEN.match(token):
            raise Refused("bad token")
        return Hello(token, clean_name(_text(data, "name", 200)))
    if kind == "sit":
        return Sit(_int(data, "seat", 0, 63), clean_name(_text(data, "name", 200)))
    if kind == "watch":
        return Watch()
    if kind == "act":
        return Act(_text(data, "action", MAX_ACTION), _int(data, "n", 0, 1_000_000))
    if kind == "chat":
        text = " ".join(_text(data, "text", MAX_CHAT * 4).split())[:MAX_CHAT]
        if not text:
            raise Refused("empty chat")
        return Chat(text)
    raise Refused("unknown type")


def message(kind: str, **fields: Any) -> str:
    """A message as sent."""
    return json.dumps({"t": kind, **fields}, separators=(",", ":"), ensure_ascii=False)


def msg_json(msg: Msg) -> dict[str, Any]:
    return msg.to_json()


def read_msg(data: object, known: Callable[[Msg], bool]) -> Msg | None:
    """A sentence from the host, if it is one this app says (``known``), with parameters
    that are text, numbers or such sentences; None otherwise."""
    try:
        msg = Msg.from_json(data)
    except (ValueError, RecursionError):
        return None
    return msg if _all_known(msg, known) else None


def _all_known(msg: Msg, known: Callable[[Msg], bool]) -> bool:
    if msg.context != "verbatim" and not known(msg):
        return False
    stack: list[object] = list(msg.params.values())
    while stack:
        value = stack.pop()
        if isinstance(value, Msg):
            if value.context != "verbatim" and not known(value):
                return False
            stack.extend(value.params.values())
        elif hasattr(value, "items") and isinstance(value.items, tuple):
            stack.extend(value.items)
    return True


@dataclass
class Pace:
    """How much a device may send: a bucket of ``burst`` messages refilled at ``rate`` a
    second; a message when the bucket is empty is not heard."""

    rate: float = 8.0
    burst: float = 24.0
    tokens: float = 24.0
    last: float = 0.0
    dropped: int = 0

    def allows(self, now_ms: int) -> bool:
        now = now_ms / 1000
        if self.last:
            self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            self.dropped += 1
            return False
        self.tokens -= 1
        return True


@dataclass
class Chatter:
    """The room's chat: the latest lines (who, what, when)."""

    lines: list[tuple[str, str, int]] = field(default_factory=list)

    def add(self, who: str, text: str, at: int) -> None:
        self.lines.append((who, text, at))
        del self.lines[:-CHAT_KEPT]

    def to_json(self) -> list[list[object]]:
        return [[w, t, a] for w, t, a in self.lines]


def read_chat(data: object) -> list[tuple[str, str, int]]:
    """The chat lines the host sent (whatever is not a line is left out)."""
    out = []
    for line in data if isinstance(data, list) else []:
        if (
            isinstance(line, list)
            and len(line) == 3
            and isinstance(line[0], str)
            and isinstance(line[1], str)
            and isinstance(line[2], int)
        ):
            out.append((clean_name(line[0]), line[1][:MAX_CHAT], line[2]))
    return out[-CHAT_KEPT:]
