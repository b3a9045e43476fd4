"""The layout every game's ``to_dict`` shares (``{game, version, config, state}``, the
history inside the state) and the checks of ``from_dict`` that do not depend on the game.
Each game adds its own set-up check and what its declared types cannot say."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from potions.core.errors import SetupError, StateError, shown
from potions.core.i18n import Msg
from potions.core.schema import Schema

C = TypeVar("C")


def dump(game_id: str, version: int, config: Any, schema: Schema, game: Any) -> dict[str, Any]:
    """The game as plain JSON values; ``game.history`` goes inside the state."""
    state = schema.dump(game)
    state["history"] = list(game.history)
    return {"game": game_id, "version": version, "config": config, "state": state}


def check(data: object, game_id: str, version: int, not_this: Msg) -> dict[str, Any]:
    """``data`` if it is this game's data of this version; StateError otherwise
    (``not_this`` says it is not this game)."""
    if not isinstance(data, dict) or data.get("game") != game_id:
        raise StateError("bad_state", not_this)
    if data.get("version") != version:
        raise StateError(
            "bad_version",
            Msg("Unknown game state version {version}.", version=shown(data.get("version"), 20)),
        )
    return data


def load(
    data: dict[str, Any],
    game: object,
    schema: Schema,
    setup: Callable[[Any], C],
) -> tuple[C, list[str]]:
    """Load the declared state into ``game``; return its set-up (``setup`` checks the
    stored one) and its history. Anything missing, of the wrong type or refused by the
    set-up raises StateError."""
    try:
        config = setup(data["config"])
        state = data["state"]
        schema.load(state, game)
        history = state.get("history") if isinstance(state, dict) else None
    except SetupError as exc:
        raise StateError("bad_state", exc.msg) from exc
    except (KeyError, TypeError) as exc:
        raise StateError(
            "bad_state",
            Msg("The game data is incomplete or damaged ({why}).", why=repr(exc)[:80]),
        ) from exc
    if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
        raise StateError(
            "bad_state", Msg("The game data is damaged: its history is not a list of actions.")
        )
    return config, list(history)
