"""Potion-making: Practice as the app lists it: title, players, computer levels."""

from __future__ import annotations

from potions.core.i18n import Msg
from potions.core.protocol import GameInfo

INFO = GameInfo(
    id="practice",
    title="Potion-making: Practice",
    tagline=Msg(
        "Play cards as elements or formulas, compose elixirs from the Desk of Elements "
        "and from your rivals' formulas."
    ),
    min_players=2,
    max_players=6,
    package="potions.practice",
    levels=("easy", "medium", "hard"),
    options=(),
    secrets=True,
)
