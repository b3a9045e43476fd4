"""Glastonbury as the app lists it: title, players, options, computer levels."""

from __future__ import annotations

from potions.core.errors import SetupError
from potions.core.i18n import Msg
from potions.core.protocol import GameInfo, Option
from potions.glastonbury.components import PAWN_COLOURS


def _switch(text: str) -> bool:
    """``on``/``off`` (also yes/no, true/false, 1/0; nothing: off)."""
    word = text.strip().lower()
    if word in ("1", "on", "yes", "true"):
        return True
    if word in ("", "0", "off", "no", "false"):
        return False
    raise SetupError("recipes", Msg("The Recipe-card variant is either on or off."))


def _colours(text: str) -> list[str] | None:
    """Nothing or ``deal``: colours dealt from the seed; else colours in seat order,
    separated by commas (``blue,red``)."""
    words = text.strip().lower()
    if words in ("", "deal"):
        return None
    colours = [c.strip() for c in words.split(",")]
    bad = [c for c in colours if c not in PAWN_COLOURS]
    if bad:
        raise SetupError(
            "colours",
            Msg(
                "{colour} is not a pawn colour: choose yellow, green, red or blue.",
                colour=bad[0][:20],
            ),
        )
    return colours


INFO = GameInfo(
    id="glastonbury",
    title="Glastonbury",
    tagline=Msg(
        "Walk round High Street's square of cards, fill your cauldron and remember what is in it."
    ),
    min_players=2,
    max_players=4,
    package="potions.glastonbury",
    levels=("easy", "medium", "hard", "expert"),
    # Rules versions (docs/rules-glastonbury.md): 1 the first; 2 a Perluceo taken as the last
    # card is no used spell (ruling 25), the Immuto goes where the player's total is best
    # (ruling 22). Unmarked saves were played under rules 1.
    rules=2,
    unmarked_rules=(1,),
    options=(
        Option(
            "recipes",
            Msg("Recipe cards (variant)"),
            False,
            _switch,
            Msg("on or off: each player gets a secret Recipe card of each sort"),
        ),
        Option(
            "colours",
            Msg("Pawn colours"),
            None,
            _colours,
            Msg("deal, or one colour per player in seat order: yellow, green, red, blue"),
        ),
    ),
    secrets=True,
)
