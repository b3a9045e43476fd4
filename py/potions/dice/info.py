"""Potion Dice as the app lists it: title, players, computer levels."""

from __future__ import annotations

from potions.core.i18n import Msg
from potions.core.protocol import GameInfo

INFO = GameInfo(
    id="dice",
    title="Potion Dice",
    tagline=Msg("Roll your dice, set numbers aside, brew potions and use their powers."),
    min_players=2,
    max_players=4,
    package="potions.dice",
    levels=("easy", "medium", "hard"),
    # Rules versions (docs/rules-dice.md): 1 the first; 2 the Little Help turns only a die
    # left over by the rolling (ruling 12). Unmarked saves were played under rules 1.
    rules=2,
    unmarked_rules=(1,),
    options=(),
    secrets=False,
)
