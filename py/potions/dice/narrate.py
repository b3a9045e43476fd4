"""Sentences for what an action did, for the game log (as translatable messages)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from potions.core.i18n import Join, Msg
from potions.core.narration import Sentence, game_over, headlines, sentences
from potions.core.protocol import Event
from potions.dice.cards import CARDS, card_name, faces, potion_name, type_name
from potions.dice.state import State


def dice_text(dice: Sequence[int]) -> str:
    """Dice as the table shows them: ``⚂⚂⚄⚀⚅⚅⚁``."""
    return faces(dice)


_COUNTS: dict[int, Msg] = {
    2: Msg("two", context="dice count"),
    3: Msg("three", context="dice count"),
    4: Msg("four", context="dice count"),
    5: Msg("five", context="dice count"),
    6: Msg("six", context="dice count"),
    7: Msg("seven", context="dice count"),
    8: Msg("eight", context="dice count"),
    9: Msg("nine", context="dice count"),
    10: Msg("ten", context="dice count"),
}


def count_word(n: int) -> Msg | int:
    """A number of dice in words (``two``), in figures beyond ten."""
    return _COUNTS.get(n, n)


def _choose(e: Event, name: str) -> Msg:
    return Msg(
        "{name} rolled {dice}: set aside a {value}.",
        plural="{name} rolled {dice}: set aside {count} {value}s.",
        n=e["count"],
        count=count_word(e["count"]),
        name=name,
        dice=dice_text(e["dice"]),
        value=e["value"],
    )


def _prep_end(e: Event, name: str) -> Msg:
    if e["reason"] == "stuck":
        return Msg(
            "{name} rolled {dice}: no new number to set aside, the rolling is over.",
            name=name,
            dice=dice_text(e["dice"]),
        )
    if e["reason"] == "all":
        return Msg("{name} has set aside all five numbers: the rolling is over.", name=name)
    return Msg("{name} has no dice left to roll.", name=name)


def _award(e: Event, name: str) -> Msg:
    if e["reason"] == "variety":
        reason = Msg("6 different potions")
    else:
        # context: Potion Explosion has the same words, with its own names for potions
        reason = Msg("3 potions of {potion}", context="Potion Dice", potion=type_name(e["reason"]))
    return Msg("{name} earned an award for {reason} (+4 points).", name=name, reason=reason)


def _place(e: Event, name: str) -> Msg:
    if e["virtual"]:
        return Msg(
            "{name} placed the virtual {value} on {potion}.",
            name=name,
            value=e["value"],
            potion=potion_name(e["card"]),
        )
    return Msg(
        "{name} placed a {value} on {potion}.",
        name=name,
        value=e["value"],
        potion=potion_name(e["card"]),
    )


def _snatch(e: Event, name: str, names: list[str]) -> Msg:
    if e["card"] is None:
        return Msg(
            "{name} took a {value} from {victim}'s reserve.",
            name=name,
            value=e["value"],
            victim=names[e["victim"]],
        )
    return Msg(
        "{name} took a {value} from {victim}'s {potion}.",
        name=name,
        value=e["value"],
        victim=names[e["victim"]],
        potion=potion_name(e["card"]),
    )


def _reserve(e: Event, name: str) -> Msg:
    if not e["dice"]:
        return Msg("{name} keeps no dice in the reserve.", name=name)
    return Msg("{name} keeps {dice} in the reserve.", name=name, dice=dice_text(e["dice"]))


_SENTENCES: dict[str, Sentence] = {
    "draft": lambda e, n, _: Msg(
        "{name} chose the starting potion {card}.", name=n, card=card_name(e["card"])
    ),
    "turn": lambda e, n, _: Msg("Round {round}: {name}'s turn.", round=e["round"], name=n),
    "free": lambda e, n, _: Msg(
        "{name} rolls the {value} of the reserve again.", name=n, value=e["value"]
    ),
    "lift": lambda e, n, _: Msg(
        "{name} takes a {value} back from {potion} to roll it.",
        name=n,
        value=e["value"],
        potion=potion_name(e["card"]),
    ),
    "choose": lambda e, n, _: _choose(e, n),
    "prep_end": lambda e, n, _: _prep_end(e, n),
    "place": lambda e, n, _: _place(e, n),
    "finish": lambda e, n, _: Msg("{name} finished {card}!", name=n, card=card_name(e["card"])),
    "help": lambda e, n, _: Msg(
        "{name} asked for a Little Help: a die turned to {value} (-2 points).",
        name=n,
        value=e["value"],
    ),
    "use": lambda e, n, _: Msg("{name} used {potion}.", name=n, potion=potion_name(e["card"])),
    "cancel": lambda e, n, _: Msg(
        "{name} put {potion} back unused.", name=n, potion=potion_name(e["card"])
    ),
    "reroll": lambda e, n, _: Msg(
        "{name} rerolled {old} and got {new}.",
        name=n,
        old=Join(map(str, e["old"])),
        new=Join(map(str, e["new"])),
    ),
    "resurrect": lambda e, n, _: (
        Msg("{name} brought a 6 back as a {value}, a row of its own.", name=n, value=e["value"])
        if e["new_row"]
        else Msg("{name} brought a 6 back as a {value}.", name=n, value=e["value"])
    ),
    "change": lambda e, n, _: Msg(
        "{name} changed a {old} into a {new}.", name=n, old=e["old"], new=e["new"]
    ),
    "borrow": lambda e, n, names: Msg(
        "{name} took a {value} from {victim}'s reserve to roll it.",
        name=n,
        value=e["value"],
        victim=names[e["victim"]],
    ),
    "snatch": lambda e, n, names: _snatch(e, n, names),
    "refill": lambda e, n, _: Msg(
        "{name} refilled {potion}.", name=n, potion=potion_name(e["card"])
    ),
    "reserve": lambda e, n, _: _reserve(e, n),
    "repay": lambda e, n, names: Msg(
        "{name} gave {victim} a die back for the reserve: rolled {dice}.",
        plural="{name} gave {victim} {n} dice back for the reserve: rolled {dice}.",
        n=len(e["dice"]),
        name=n,
        victim=names[e["to"]],
        dice=dice_text(e["dice"]),
    ),
    "return": lambda e, n, names: Msg(
        "{name} gave {victim} a die back on the preparation table.",
        name=n,
        victim=names[e["to"]],
    ),
    "award": lambda e, n, _: _award(e, n),
    "take": lambda e, n, _: Msg(
        "{name} took {card} from the market.", name=n, card=card_name(e["card"])
    ),
    "over": lambda e, n, names: game_over(e["winners"], e["scores"], names),
}


def describe(game: State, events: list[dict[str, Any]] | None = None) -> list[Msg]:
    """Sentences for ``events`` (default: those of the last action applied to ``game``)."""
    return sentences(game, events, _SENTENCES)


# ---------------------------------------------------------------- headlines


def _headline(e: Event) -> list[Msg]:
    kind = e["type"]
    if kind == "draft":
        return [Msg("chose {card}", context="headline", card=card_name(e["card"]))]
    if kind == "place":
        return [Msg("placed {n} die", plural="placed {n} dice", n=1, context="headline")]
    if kind == "finish":
        return [
            Msg(
                "finished {potion} (+{points})",
                context="headline",
                potion=potion_name(e["card"]),
                points=CARDS[e["card"]].points,
            )
        ]
    if kind == "use":
        return [Msg("used {potion}", context="headline", potion=potion_name(e["card"]))]
    if kind == "help":
        return [Msg("asked for a Little Help (-2)", context="headline")]
    if kind == "award":
        return [Msg("earned an award (+4)", context="headline")]
    if kind == "take":  # from the market (the starting draft is "draft")
        return [Msg("took {card}", context="headline", card=card_name(e["card"]))]
    return []


def headline(game: State, events: list[dict[str, Any]] | None = None) -> list[Msg]:
    """What ``events`` (default: those of the last action) add to the heading of their turn
    in the log: short phrases with no subject (``placed 3 dice``, ``finished Blind Love
    (+4)``), which the log joins after the player's name (dice placed add up)."""
    return headlines(game, events, _headline)
