"""A finished game as a link: its set-up, seed and actions in the address's fragment
(``#replay=`` and the save, deflated and written in base64url), never sent to the site's
host. A link is read back as any save is (the engine replays every action, and the game it
makes is checked through the engine's ``from_dict``): a damaged or forged one is refused
with a reason, and nothing is stored.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

from potions import GAMES, SaveError, load_save, to_save
from potions.core.i18n import Msg
from potions.core.protocol import GameState
from web.shell.storage import parse

FRAGMENT = "replay="
"""What a shared game's fragment starts with (``#replay=...``)."""
MAX_LINK = 200_000
"""Characters of a link's game beyond which it is not read (a finished game takes a few
thousand)."""
MAX_TEXT = 2_000_000
"""Characters a link's game may inflate to (a link that inflates to more is refused
before it fills the memory)."""


def link_save(state: GameState, seats: list[str]) -> dict[str, Any]:
    """What a link carries of a game: its save without the snapshot (the link replays it),
    with who played each seat."""
    save = to_save(state, meta={"seats": list(seats)})
    del save["snapshot"]
    return save


def encode(save: dict[str, Any]) -> str:
    """A save as the text after ``#replay=``: its JSON deflated (raw deflate, as the
    browser's ``CompressionStream('deflate-raw')`` writes it), in base64url without padding."""
    text = json.dumps(save, separators=(",", ":")).encode()
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(text) + packer.flush()
    return base64.urlsafe_b64encode(packed).decode().rstrip("=")


def decode(fragment: str) -> tuple[dict[str, Any], GameState]:
    """The save a link carries and the finished game it replays to; SaveError when the link
    is damaged or forged (cut, not base64url, not deflated, not a save, illegal moves, a
    game not over)."""
    damaged = SaveError("bad_link", Msg("This link is damaged: it does not hold a game."))
    if len(fragment) > MAX_LINK:
        raise damaged
    try:
        packed = base64.urlsafe_b64decode(fragment + "=" * (-len(fragment) % 4))
        unpacker = zlib.decompressobj(-15)
        raw = unpacker.decompress(packed, MAX_TEXT)
        if unpacker.unconsumed_tail or not unpacker.eof:
            raise ValueError("cut, or too large")
        data = parse(raw.decode("utf-8"))
    except (binascii.Error, ValueError, zlib.error, UnicodeDecodeError) as exc:
        raise damaged from exc
    if not isinstance(data, dict):
        raise damaged
    state = load_save(data)
    try:  # the game it makes must be one the engine reads back as it is
        again = GAMES[state.game_id].engine().Game.from_dict(state.to_dict())
        same = again.to_dict() == state.to_dict()
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
        same = False
    if not same:
        raise SaveError("bad_link", Msg("This link is damaged: its game cannot be read back."))
    if not state.is_over:
        raise SaveError("unfinished_link", Msg("This link holds a game that is not over."))
    return data, state
