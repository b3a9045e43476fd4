"""Plain-English sentences for what an action did, for the game log."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from potions.explosion.components import COLOURS, KIND_BY_ID, TILES, tile_name

if TYPE_CHECKING:
    from potions.explosion.game import Event, Game

_SKILL_REASON = {"variety": "potions of 5 different kinds"}


def _marbles(colours: list[str]) -> str:
    if not colours:
        return "nothing"
    count = Counter(colours)
    parts = [f"{count[c]} {c}" for c in COLOURS if count[c]]
    return _join(parts)


def _join(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _pick_text(name: str, e: Event, verb: str) -> str:
    text = f"{name} {verb} a {e['colour']} marble"
    if e["explosions"]:
        booms = _join([f"{n} {c}" for c, n in e["explosions"]])
        return f"{text}: {booms} exploded, {_plural(e['taken'], 'marble')} taken."
    return f"{text}."


def _sentence(game: Game, e: Event) -> str | None:
    names = [p["name"] for p in game.players]
    name = names[e["seat"]]
    kind = e["type"]
    if kind == "draft":
        return f"{name} chose the starter potion {tile_name(e['tile'])}."
    if kind == "turn":
        return f"{name}'s turn."
    if kind == "pick":
        return _pick_text(name, e, "picked")
    if kind == "tiebreak":
        return _pick_text(name, e, "took for the tie-breaker")
    if kind == "help":
        return f"{name} asked for a Little Help and took a {e['colour']} marble (-2 points)."
    if kind == "pool":
        return f"{name} put {_plural(e['count'], e['colour'] + ' marble')} in the pool."
    if kind == "place":
        what = _plural(e["count"], e["colour"] + " marble")
        hole = f" on a {e['hole']} hole" if e.get("hole") else ""
        return f"{name} placed {what}{hole} on {KIND_BY_ID[TILES[e['tile']].kind].name}."
    if kind == "complete":
        return f"{name} completed {tile_name(e['tile'])}!"
    if kind == "drink":
        potion = KIND_BY_ID[e["kind"]].name
        if e.get("via") is not None:
            return f"{name} drank Sands of Time to use {potion} again."
        return f"{name} drank {potion}."
    if kind == "took":
        return f"{name} took {_marbles(e['marbles'])} (no explosion)."
    if kind == "discarded":
        return f"{name} sent {_plural(e['count'], e['colour'] + ' marble')} back into the tank."
    if kind == "stole":
        return f"{name} stole {_marbles(e['marbles'])} from {names[e['victim']]}'s pool."
    if kind == "stop":
        return f"{name} stopped placing with Prismatic Joy."
    if kind == "end":
        return f"{name} ended the turn."
    if kind == "discard":
        return f"{name} discarded a {e['colour']} marble: the pool holds only 3."
    if kind == "draw":
        return f"{name} drew {tile_name(e['tile'])} from stack {e['stack'] + 1}."
    if kind == "skill":
        reason = _SKILL_REASON.get(e["reason"]) or f"3 {KIND_BY_ID[e['reason']].name} potions"
        source = {"countdown": "", "pool": " from the general pool", "extra": ""}[e["source"]]
        return f"{name} earned a Skill token{source} for {reason} (+4 points)."
    if kind == "end_triggered":
        why = (
            "the last Skill token of the countdown stack is gone"
            if e["reason"] == "skill"
            else "no potion tiles are left"
        )
        return f"The end of the game is triggered: {why}. The round is played to its end."
    if kind == "tie":
        tied = _join([names[i] for i in e["seats"]])
        return f"{tied} are tied with {e['score']} points: tie-breaker! Each takes one marble."
    if kind == "over":
        winners = _join([names[i] for i in e["winners"]])
        scores = ", ".join(f"{names[i]} {s}" for i, s in enumerate(e["scores"]))
        verb = "wins" if len(e["winners"]) == 1 else "share the victory"
        return f"Game over: {winners} {verb}! Final scores: {scores}."
    return None


def describe(game: Game, events: list[dict[str, Any]] | None = None) -> list[str]:
    """Sentences for ``events`` (default: those of the last action applied to ``game``)."""
    out = []
    for e in game.events if events is None else events:
        text = _sentence(game, e)
        if text:
            out.append(text)
    return out
