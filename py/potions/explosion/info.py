"""Potion Explosion as the app lists it: title, players, options, computer levels."""

from __future__ import annotations

from potions.core.errors import SetupError
from potions.core.i18n import Msg
from potions.core.protocol import GameInfo, Option
from potions.explosion.components import FIRST_GAME_KINDS, SKILL_TOKENS


def _kinds(text: str) -> list[str] | None:
    """``random`` (or nothing), ``first`` (the rulebook's first-game set) or 6 kind ids."""
    text = text.strip().lower()
    if text in ("", "random"):
        return None
    if text == "first":
        return list(FIRST_GAME_KINDS)
    return [k.strip() for k in text.split(",") if k.strip()]


def _countdown(text: str) -> int | None:
    """Nothing (4, 5 or 6 by player count) or a number of Skill tokens; SetupError for
    anything else (only ASCII digits, and a few: ``int`` refuses thousands of digits and
    reads other scripts' digits)."""
    text = text.strip()
    if not text:
        return None
    if not (text.isascii() and text.isdigit()):
        raise SetupError("countdown", Msg("The countdown must be a number."))
    if len(text) > len(str(SKILL_TOKENS)):
        raise SetupError(
            "countdown",
            Msg("The countdown stack holds 1 to {n} Skill tokens.", n=SKILL_TOKENS),
        )
    return int(text)


INFO = GameInfo(
    id="explosion",
    title="Potion Explosion",
    tagline=Msg("Pick marbles, set off explosions, brew potions and drink them."),
    min_players=2,
    max_players=4,
    package="potions.explosion",
    levels=("easy", "medium", "hard", "expert"),
    # Rules versions (docs/rules-explosion.md): 1 the first edition's; 2 Prismatic Joy places
    # at most 3 marbles (ruling 11). Unmarked saves were played under either.
    rules=2,
    unmarked_rules=(2, 1),
    options=(
        Option(
            "kinds",
            Msg("Potion kinds"),
            None,
            _kinds,
            Msg("random, first (the first-game set) or 6 kinds separated by commas"),
        ),
        Option(
            "countdown",
            Msg("Countdown (Skill tokens)"),
            None,
            _countdown,
            Msg("1 to 15; by default 4, 5 or 6 by player count"),
        ),
    ),
)
