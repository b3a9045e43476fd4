"""One save envelope for every game: format, version, game id, set-up, action log, snapshot.

A save is replayed from its set-up and action log, under the rules its game was played
under (:mod:`potions.core.rulesets`), and the replay must match the snapshot, so a
damaged save is detected instead of silently loaded. Saves written by
older versions of the app (the ``potion-explosion-save`` files of version 1 included)
migrate; a save from a newer version is refused with a clear message. ``meta`` carries
what the page keeps beside the game (seats, pace, log); loading ignores it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

from potions.core.errors import IllegalActionError, SaveError, SetupError, StateError, shown
from potions.core.i18n import Msg
from potions.core.players import clean_name
from potions.core.protocol import GameInfo, GameState
from potions.core.registry import GAMES, start

SAVE_FORMAT = "potions-save"
SAVE_VERSION = 2
"""Version 1 was the ``potion-explosion-save`` format of the first edition."""
LEGACY_FORMAT = "potion-explosion-save"


def _short_names(data: dict[str, Any]) -> dict[str, Any]:
    """Names as this version keeps them (:func:`clean_name`), in the set-up and the snapshot
    alike, so that a save still opens: the first edition took names of any length, and
    Practice and Potion Dice kept control characters (U+202E...) before they cleaned names
    as every game does. Clean names are left as they are."""
    setup, snapshot = data.get("setup"), data.get("snapshot")
    if not isinstance(setup, dict) or not isinstance(setup.get("players"), list):
        return data
    names = [
        (clean_name(n) or f"P{i + 1}") if isinstance(n, str) else n
        for i, n in enumerate(setup["players"])
    ]
    if names == setup["players"]:
        return data
    data = {**data, "setup": {**setup, "players": names}}
    if isinstance(snapshot, dict):
        try:
            snapshot = json.loads(json.dumps(snapshot))
        except (RecursionError, TypeError, ValueError):
            return data  # a snapshot that cannot be copied cannot be read: refused later
        config, state = snapshot.get("config"), snapshot.get("state")
        if isinstance(config, dict):
            config["players"] = names
        if isinstance(state, dict) and isinstance(state.get("players"), list):
            for p, n in zip(state["players"], names, strict=False):
                if isinstance(p, dict):
                    p["name"] = n
        data["snapshot"] = snapshot
    return data


def _from_legacy(data: dict[str, Any]) -> dict[str, Any]:
    """A ``potion-explosion-save`` (version 1) as an envelope of version 2. The first
    edition played the first rules: its set-up says so (a save without a snapshot would
    otherwise be replayed under the newest rules its log allows, and go on under them)."""
    data = _short_names(data)
    setup = data.get("setup")
    if isinstance(setup, dict) and "rules" not in setup:
        setup = {**setup, "rules": 1}
    return {
        "format": SAVE_FORMAT,
        "version": 2,
        "game": "explosion",
        "setup": setup,
        "actions": data.get("actions"),
        "snapshot": data.get("snapshot"),
        **({"meta": data["meta"]} if "meta" in data else {}),
    }


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _from_legacy}
"""version -> a function turning a save of that version into one of the next version."""


def to_save(state: GameState, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """A save of ``state`` as plain JSON values (``meta``: the page's own data)."""
    out: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": state.game_id,
        "count": len(state.history),
        "digest": digest(state.history),
        "setup": dict(state.config),
        "actions": list(state.history),
        "snapshot": state.to_dict(),
    }
    if meta is not None:
        out["meta"] = meta
    return out


def digest(actions: list[str]) -> str:
    """A short digest of an action log: a log that was cut or changed no longer matches."""
    return hashlib.sha256("\n".join(actions).encode()).hexdigest()[:16]


def envelope(data: object) -> dict[str, Any]:
    """``data`` checked as a save and migrated to the current version (not replayed)."""
    if not isinstance(data, dict) or data.get("format") not in (SAVE_FORMAT, LEGACY_FORMAT):
        raise SaveError("not_a_save", Msg("This is not a saved game of this app."))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError("bad_version", Msg("This saved game has no valid format version."))
    if version > SAVE_VERSION:
        raise SaveError(
            "newer_version",
            Msg(
                "This game was saved by a newer version of the app (format {version}); "
                "update the app to open it.",
                version=version,
            ),
        )
    if data.get("format") == LEGACY_FORMAT and version != 1:
        raise SaveError("bad_version", Msg("This saved game has no valid format version."))
    while version < SAVE_VERSION:
        migrate = MIGRATIONS.get(version)
        if migrate is None:
            raise SaveError(
                "no_migration",
                Msg("Saves of format {version} can no longer be read.", version=version),
            )
        data = migrate(data)
        version += 1
    if not isinstance(data.get("game"), str) or data["game"] not in GAMES:
        raise SaveError(
            "unknown_game",
            Msg(
                "This saved game is of a game this app does not know ({game}).",
                game=shown(data.get("game")),
            ),
        )
    return _short_names(data)


def _check_log(save: dict[str, Any], actions: list[str]) -> None:
    """A save's own count and digest of its action log, when it has them, must match it."""
    count, sealed = save.get("count"), save.get("digest")
    if (count is not None and count != len(actions)) or (
        sealed is not None and sealed != digest(actions)
    ):
        raise SaveError(
            "cut_log",
            Msg("This saved game is damaged: its list of moves was cut or changed."),
        )


def load_save(data: object, after: Callable[[GameState, str], None] | None = None) -> GameState:
    """Rebuild a game from a save, replaying its actions under the rules it was played
    under. Raises SaveError, never more.

    ``after(state, action)`` is called after each action is replayed (the page rebuilds
    its game log from the events)."""
    save = envelope(data)
    info = GAMES[save["game"]]
    tries = _rules_to_try(save, info)
    if len(tries) == 1:
        return _replay(save, info, tries[0], after)
    first: SaveError | None = None
    for rules in tries:
        try:
            state = _replay(save, info, rules, None)
        except SaveError as exc:
            first = first or exc
            continue
        return state if after is None else _replay(save, info, rules, after)
    assert first is not None
    raise first


def _rules_to_try(save: dict[str, Any], info: GameInfo) -> list[int | None]:
    """The rules to replay a save under: those its set-up names (None), else those its
    snapshot was played under, else every version an unmarked save may have (newest
    first). A version newer than this app knows is refused."""
    setup = save.get("setup")
    if isinstance(setup, dict) and "rules" in setup:
        rules = setup["rules"]
        if isinstance(rules, int) and not isinstance(rules, bool) and rules > info.rules:
            raise SaveError(
                "newer_version",
                Msg(
                    "This game was played under newer rules than this app knows (version "
                    "{version}); update the app to open it.",
                    version=rules,
                ),
            )
        return [None]
    try:
        snapshot = info.engine().Game.from_dict(save.get("snapshot"))
        return [int(snapshot.config["rules"])]
    except (StateError, ValueError, TypeError, KeyError, AttributeError, RecursionError):
        return list(info.unmarked_rules)


def _replay(
    save: dict[str, Any],
    info: GameInfo,
    rules: int | None,
    after: Callable[[GameState, str], None] | None,
) -> GameState:
    """The game a save describes, set up under ``rules`` (None: as its set-up says) and
    replayed; SaveError when it cannot be, or does not match its snapshot."""
    try:
        setup = save["setup"]
        if not isinstance(setup, dict):
            raise TypeError("the set-up is not a mapping")
        options = {k: v for k, v in setup.items() if k not in ("players", "seed", "rules")}
        if rules is None:
            rules = setup["rules"]
        state = start(info.id, setup["players"], setup["seed"], rules, **options)
        actions = save["actions"]
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise TypeError("the action log is not a list of actions")
        _check_log(save, actions)
        for action in actions:
            state.apply(action)
            if after is not None:
                after(state, action)
    except SaveError:
        raise
    except IllegalActionError as exc:
        raise SaveError(
            "bad_actions", Msg("This saved game is damaged: {why}", why=exc.msg)
        ) from exc
    except (KeyError, TypeError, ValueError, AttributeError, RecursionError, SetupError) as exc:
        raise SaveError(
            "damaged", Msg("This saved game is damaged ({why}).", why=str(exc)[:200])
        ) from exc
    snapshot = save.get("snapshot")
    if snapshot is not None:
        try:
            same = info.engine().Game.from_dict(snapshot).to_dict() == state.to_dict()
        except (StateError, ValueError, TypeError, KeyError, AttributeError, RecursionError):
            same = False
        if not same:
            raise SaveError(
                "mismatch", Msg("This saved game is damaged: its snapshot does not match.")
            )
    return state
