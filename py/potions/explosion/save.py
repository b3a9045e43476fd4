"""Versioned saves: format version, setup, action log and a snapshot.

A save is replayed from its setup and action log; the snapshot must match the replay,
so a damaged save is detected instead of silently loaded. Saves from an older version
are migrated; a newer or unknown version is refused with a clear message.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from potions.explosion.actions import IllegalActionError
from potions.explosion.game import Game, new_game

SAVE_FORMAT = "potion-explosion-save"
SAVE_VERSION = 1

# version -> function turning a save of that version into one of the next version.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


class SaveError(ValueError):
    """A save that cannot be loaded; ``code`` is stable, the message is for players."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def to_save(game: Game) -> dict[str, Any]:
    """A save of ``game``: plain JSON values."""
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "setup": dict(game.config, players=list(game.config["players"])),
        "actions": list(game.history),
        "snapshot": game.to_dict(),
    }


def from_save(data: Any) -> Game:
    """Rebuild a game from a save, replaying its actions. Raises SaveError."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("not_a_save", "This is not a Potion Explosion saved game.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError("bad_version", "This saved game has no valid format version.")
    if version > SAVE_VERSION:
        raise SaveError(
            "newer_version",
            f"This game was saved by a newer version of the app (format {version}); "
            "update the app to open it.",
        )
    while version < SAVE_VERSION:
        migrate = MIGRATIONS.get(version)
        if migrate is None:
            raise SaveError("no_migration", f"Saves of format {version} can no longer be read.")
        data = migrate(data)
        version += 1
    try:
        setup = data["setup"]
        game = new_game(
            list(setup["players"]), setup["seed"], setup.get("kinds"), setup.get("countdown")
        )
        for action in data["actions"]:
            game.apply(action)
    except IllegalActionError as exc:
        raise SaveError("bad_actions", f"This saved game is damaged: {exc.message}") from exc
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError("damaged", f"This saved game is damaged ({exc}).") from exc
    snapshot = data.get("snapshot")
    if snapshot is not None and snapshot != game.to_dict():
        raise SaveError("mismatch", "This saved game is damaged: its snapshot does not match.")
    return game
