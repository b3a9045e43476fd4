"""Checking what every set-up holds: the players (how many, and their names) and the seed."""

from __future__ import annotations

import unicodedata

from potions.core.errors import SetupError
from potions.core.i18n import Msg

MAX_NAME = 24
"""Longest player name, in characters (a name must fit a desk on a 360 px phone)."""


def clean_name(name: str) -> str:
    """A name as the games keep it: stripped, controls and bidirectional overrides removed
    (a name can never reverse the text around it), at most ``MAX_NAME`` characters."""
    kept = "".join(c for c in name if unicodedata.category(c) not in ("Cc", "Cf"))
    return " ".join(kept.split())[:MAX_NAME].strip()


def check_players(players: object, lo: int, hi: int, title: str) -> list[str]:
    """The names of ``players`` cleaned; SetupError when the count or a name is wrong."""
    if not isinstance(players, list) or not lo <= len(players) <= hi:
        raise SetupError(
            "player_count",
            Msg("{game} is for {lo} to {hi} players.", game=title, lo=lo, hi=hi),
        )
    names = []
    for name in players:
        if not isinstance(name, str) or not clean_name(name):
            raise SetupError("player_name", Msg("Every player needs a name."))
        if len(name.strip()) > MAX_NAME:
            raise SetupError(
                "player_name",
                Msg("A player's name has at most {n} characters.", n=MAX_NAME),
            )
        names.append(clean_name(name))
    return names


def check_seed(seed: object) -> int:
    """``seed`` if it is an integer (not a boolean); SetupError otherwise."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SetupError("seed", Msg("The seed must be an integer."))
    return seed
