"""Rules versions: a game is played to its end under the rules it was started under.

A change of ruling that makes something legal or illegal, or scores a game differently,
raises the game's rules version (:attr:`~potions.core.protocol.GameInfo.rules`). A game
keeps its version in its set-up (``config["rules"]``), so its saves carry it and its
replay follows it; the engine consults it at the one place where that ruling is applied.
A new game is always set up under the current rules.

Saves and states written before set-ups carried a version are *unmarked*: they were
played under one of :attr:`~potions.core.protocol.GameInfo.unmarked_rules`. A game's
``from_dict`` knows which from the layout version of its data; a save without a snapshot
is replayed under each of them in turn (docs/RULES.md).
"""

from __future__ import annotations

from typing import Any

from potions.core.errors import SetupError, shown
from potions.core.i18n import Msg


def check_rules(rules: object, current: int, title: str) -> int:
    """The rules version a game is set up under (None: the current one); SetupError for
    a version this app does not know."""
    if rules is None:
        return current
    if isinstance(rules, int) and not isinstance(rules, bool) and 1 <= rules <= current:
        return rules
    raise SetupError(
        "rules",
        Msg(
            "This app knows the rules of {game} in versions 1 to {n}, not {rules}.",
            game=title,
            n=current,
            rules=shown(rules, 10),
        ),
    )


def marked(data: object, rules: int) -> Any:
    """``to_dict`` output whose set-up names no rules version, with ``rules`` named (a copy;
    anything else unchanged)."""
    if isinstance(data, dict) and isinstance(data.get("config"), dict):
        config = data["config"]
        if "rules" not in config:
            return {**data, "config": {**config, "rules": rules}}
    return data


def rules_for_view(config: Any, current: int) -> dict[str, int]:
    """What a view's set-up says of the rules: the version of a game under older rules,
    nothing for a game under the current ones (its view is what it always was)."""
    rules = config["rules"]
    return {} if rules == current else {"rules": rules}


def rules_of_view(config: Any, current: int) -> int:
    """The rules version a view's set-up names (the current one when it names none)."""
    rules = config.get("rules", current)
    return int(rules)
