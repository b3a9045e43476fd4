"""What a seat sees, and the states consistent with what it sees.

Hidden in Potion Explosion: the generator (which marble rolls out of the tank next: its
order is unknown, its contents can be counted) and the order of the tiles under the top of
each stack. Everything else lies open on the table, the action log included; the seed is
left out of the set-up, since with the seed and the log anyone could replay every draw.
"""

from __future__ import annotations

from typing import Any

from potions.core.rng import Pcg32
from potions.core.rulesets import rules_for_view, rules_of_view
from potions.explosion.components import TILES
from potions.explosion.ending import breakdown, scores
from potions.explosion.info import INFO
from potions.explosion.state import SCHEMA, State

HIDDEN = ("rng", "stacks")


def view_of(game: State, seat: int | None) -> dict[str, Any]:
    """Plain JSON of what ``seat`` (None: a spectator) may see; the same for every seat.
    Beside the declared state: the stacks' tops and sizes, the history, every seat's
    score and, once the game is over, where the points came from (``breakdown``: the
    score pad's rows, :func:`potions.explosion.ending.breakdown`). No ``breakdown`` key before: a
    computer's generator is seeded from the digest of its view, and a key in every view
    would change every decision."""
    state = SCHEMA.dump(game)
    for key in HIDDEN:
        del state[key]
    state["stacks"] = [{"top": s[-1] if s else None, "size": len(s)} for s in game.stacks]
    state["history"] = list(game.history)
    state["scores"] = scores(game)
    if game.phase == "over":
        state["breakdown"] = breakdown(game)
    return {
        "game": "explosion",
        "seat": seat,
        "config": {k: v for k, v in game.config.items() if k not in ("seed", "rules")}
        | {"players": list(game.config["players"])}
        | rules_for_view(game.config, INFO.rules),
        "state": state,
    }


def hidden_tiles(view: dict[str, Any]) -> list[int]:
    """The tiles under the stack tops, as a seat can deduce them: every tile of the chosen
    kinds that is not visible anywhere, in id order."""
    s = view["state"]
    seen = set(s["offer"]) | set(s["reserve"])
    seen |= {x["top"] for x in s["stacks"] if x["top"] is not None}
    for p in s["players"]:
        seen |= {b["tile"] for b in p["burners"] if b is not None}
        seen |= {x["tile"] for x in p["potions"]}
    return [t.id for t in TILES if t.kind in s["kinds"] and t.id not in seen]


def deal(view: dict[str, Any], rng: Pcg32) -> tuple[list[list[int]], Pcg32]:
    """What ``view`` hides, drawn from ``rng``: an order of the hidden tiles under each
    stack's top, and the generator."""
    hidden = hidden_tiles(view)
    rng.shuffle(hidden)
    stacks = []
    for x in view["state"]["stacks"]:
        below = max(0, x["size"] - 1)
        stacks.append(hidden[:below] + ([x["top"]] if x["top"] is not None else []))
        del hidden[:below]
    return stacks, Pcg32(rng.next64())


def determinize(view: dict[str, Any], rng: Pcg32, g: State) -> None:
    """Make ``g`` a full game consistent with ``view``: a generator and an order of the
    hidden tiles drawn from ``rng``. Built from the view alone."""
    s = dict(view["state"])
    del s["scores"]
    s.pop("breakdown", None)  # derived; none in a view of a game going on
    stacks, game_rng = deal(view, rng)
    s["stacks"] = stacks
    s["rng"] = game_rng.to_json()
    g.config = {  # type: ignore[typeddict-item]
        **view["config"],
        "seed": 0,
        "rules": rules_of_view(view["config"], INFO.rules),
    }
    SCHEMA.load(s, g)
    g.begin_record(list(s["history"]), revealed=False)


def redeal(view: dict[str, Any], rng: Pcg32, g: State) -> None:
    """Make ``g``, a copy of a game determinized from ``view``, the one
    :func:`determinize` would build from ``rng`` (its history aside): what lies open is
    already there, checked once, and only what is hidden is drawn again."""
    g.stacks, g.rng = deal(view, rng)
