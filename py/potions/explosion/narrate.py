"""Sentences for what an action did, for the game log (as translatable messages)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from potions.core.i18n import Join, Msg
from potions.core.narration import Sentence, game_over, headlines, sentences
from potions.core.protocol import Event
from potions.explosion.components import COLOUR_NAMES, COLOURS, KIND_BY_ID, TILES, tile_name
from potions.explosion.state import State

_MARBLES: dict[str, Callable[[int], Msg]] = {
    "red": lambda n: Msg("{n} red marble", plural="{n} red marbles", n=n),
    "blue": lambda n: Msg("{n} blue marble", plural="{n} blue marbles", n=n),
    "yellow": lambda n: Msg("{n} yellow marble", plural="{n} yellow marbles", n=n),
    "black": lambda n: Msg("{n} black marble", plural="{n} black marbles", n=n),
}


def marbles(colour: str, n: int) -> Msg:
    """``3 red marbles``."""
    return _MARBLES[colour](n)


def marble_list(colours: Sequence[str]) -> Msg | Join:
    """``2 red and 1 blue marble``-style list of marbles, or ``nothing``."""
    if not colours:
        return Msg("nothing")
    count = Counter(colours)
    return Join(marbles(c, count[c]) for c in COLOURS if count[c])


def _pick(e: Event, name: str, tiebreak: bool) -> Msg:
    colour = COLOUR_NAMES[e["colour"]]
    if not e["explosions"]:
        if tiebreak:
            return Msg(
                "{name} took a {colour} marble for the tie-breaker.", name=name, colour=colour
            )
        return Msg("{name} picked a {colour} marble.", name=name, colour=colour)
    booms = Join(marbles(c, n) for c, n in e["explosions"])
    if tiebreak:
        return Msg(
            "{name} took a {colour} marble for the tie-breaker: {booms} exploded, "
            "{taken} marbles taken.",
            name=name,
            colour=colour,
            booms=booms,
            taken=e["taken"],
        )
    return Msg(
        "{name} picked a {colour} marble: {booms} exploded, {taken} marbles taken.",
        name=name,
        colour=colour,
        booms=booms,
        taken=e["taken"],
    )


def _skill(e: Event, name: str) -> Msg:
    if e["reason"] == "variety":
        reason = Msg("potions of 5 different kinds")
    else:
        reason = Msg("3 potions of {potion}", potion=KIND_BY_ID[e["reason"]].name)
    if e["source"] == "pool":
        return Msg(
            "{name} earned a Skill token from the general pool for {reason} (+4 points).",
            name=name,
            reason=reason,
        )
    return Msg("{name} earned a Skill token for {reason} (+4 points).", name=name, reason=reason)


def _end_triggered(e: Event) -> Msg:
    if e["reason"] == "skill":
        return Msg(
            "The end of the game is triggered: the last Skill token of the countdown stack "
            "is gone. The round is played to its end."
        )
    return Msg(
        "The end of the game is triggered: no potion tiles are left. "
        "The round is played to its end."
    )


_SENTENCES: dict[str, Sentence] = {
    "draft": lambda e, n, _: Msg(
        "{name} chose the starter potion {tile}.", name=n, tile=tile_name(e["tile"])
    ),
    "turn": lambda e, n, _: Msg("{name}'s turn.", name=n),
    "pick": lambda e, n, _: _pick(e, n, False),
    "tiebreak": lambda e, n, _: _pick(e, n, True),
    "help": lambda e, n, _: Msg(
        "{name} asked for a Little Help and took a {colour} marble (-2 points).",
        name=n,
        colour=COLOUR_NAMES[e["colour"]],
    ),
    "pool": lambda e, n, _: Msg(
        "{name} put {marbles} in the pool.", name=n, marbles=marbles(e["colour"], e["count"])
    ),
    "place": lambda e, n, _: (
        Msg(
            "{name} placed {marbles} on a {hole} hole of {potion}.",
            name=n,
            marbles=marbles(e["colour"], e["count"]),
            hole=COLOUR_NAMES[e["hole"]],
            potion=KIND_BY_ID[TILES[e["tile"]].kind].name,
        )
        if e.get("hole")
        else Msg(
            "{name} placed {marbles} on {potion}.",
            name=n,
            marbles=marbles(e["colour"], e["count"]),
            potion=KIND_BY_ID[TILES[e["tile"]].kind].name,
        )
    ),
    "complete": lambda e, n, _: Msg("{name} completed {tile}!", name=n, tile=tile_name(e["tile"])),
    "drink": lambda e, n, _: (
        Msg(
            "{name} drank Sands of Time to use {potion} again.",
            name=n,
            potion=KIND_BY_ID[e["kind"]].name,
        )
        if e.get("via") is not None
        else Msg("{name} drank {potion}.", name=n, potion=KIND_BY_ID[e["kind"]].name)
    ),
    "took": lambda e, n, _: Msg(
        "{name} took {marbles} (no explosion).", name=n, marbles=marble_list(e["marbles"])
    ),
    "discarded": lambda e, n, _: Msg(
        "{name} sent {marbles} back into the tank.",
        name=n,
        marbles=marbles(e["colour"], e["count"]),
    ),
    "stole": lambda e, n, names: Msg(
        "{name} stole {marbles} from {victim}'s pool.",
        name=n,
        marbles=marble_list(e["marbles"]),
        victim=names[e["victim"]],
    ),
    "stop": lambda e, n, _: Msg("{name} stopped placing with Prismatic Joy.", name=n),
    "end": lambda e, n, _: Msg("{name} ended the turn.", name=n),
    "discard": lambda e, n, _: Msg(
        "{name} discarded a {colour} marble: the pool holds only 3.",
        name=n,
        colour=COLOUR_NAMES[e["colour"]],
    ),
    "draw": lambda e, n, _: Msg(
        "{name} drew {tile} from stack {stack}.",
        name=n,
        tile=tile_name(e["tile"]),
        stack=e["stack"] + 1,
    ),
    "skill": lambda e, n, _: _skill(e, n),
    "end_triggered": lambda e, n, _: _end_triggered(e),
    "tie": lambda e, n, names: Msg(
        "{names} are tied with {score} points: tie-breaker! Each takes one marble.",
        names=Join(names[i] for i in e["seats"]),
        score=e["score"],
    ),
    "over": lambda e, n, names: game_over(e["winners"], e["scores"], names),
}


def describe(game: State, events: list[dict[str, Any]] | None = None) -> list[Msg]:
    """Sentences for ``events`` (default: those of the last action applied to ``game``)."""
    return sentences(game, events, _SENTENCES)


# ---------------------------------------------------------------- headlines


_THE: dict[str, Msg] = {
    "sands": Msg("Sands of Time", context="potion, in a sentence"),
    "magnetic": Msg("Potion of Magnetical Attraction", context="potion, in a sentence"),
    "wisdom": Msg("Potion of Wisdom", context="potion, in a sentence"),
    "balm": Msg("Balm of Uttermost Stickiness", context="potion, in a sentence"),
    "prismatic": Msg("Potion of Prismatic Joy", context="potion, in a sentence"),
    "love": Msg("Elixir of Blind Love", context="potion, in a sentence"),
    "abyssal": Msg("Abyssal Draft", context="potion, in a sentence"),
    "filter": Msg("Filter of Lavamancing", context="potion, in a sentence"),
}
"""A potion's name as the object of a verb (French puts its article before it)."""


def _headline(e: Event) -> list[Msg]:
    kind = e["type"]
    if kind == "draft":
        return [Msg("chose {tile}", context="headline", tile=tile_name(e["tile"]))]
    if kind == "pick":
        taken = int(e.get("taken") or 1) if e["explosions"] else 1
        out = [Msg("took {n} marble", plural="took {n} marbles", n=taken, context="headline")]
        if e["explosions"]:
            booms = len(e["explosions"])
            out.append(
                Msg(
                    "set off {n} explosion",
                    plural="set off {n} explosions",
                    n=booms,
                    context="headline",
                )
            )
        return out
    if kind == "help":
        return [Msg("asked for a Little Help (-2)", context="headline")]
    if kind == "complete":
        tile = TILES[e["tile"]]
        return [
            Msg(
                "completed {potion} (+{points})",
                context="headline",
                potion=_THE[tile.kind],
                points=tile.points,
            )
        ]
    if kind == "drink":
        return [Msg("drank {potion}", context="headline", potion=_THE[e["kind"]])]
    if kind == "skill":
        return [Msg("earned a Skill token (+4)", context="headline")]
    return []


def headline(game: State, events: list[dict[str, Any]] | None = None) -> list[Msg]:
    """What ``events`` (default: those of the last action) add to the heading of their turn
    in the log: short phrases with no subject (``took 7 marbles``, ``completed Potion of
    Wisdom (+5)``), which the log joins after the player's name."""
    return headlines(game, events, _headline)
