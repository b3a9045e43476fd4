"""What a seat sees, and the states consistent with what it sees.

Hidden: the deck (its order and contents), the other players' hands, and the generator.
A seat sees its own hand, the size of every hand and of the deck, and the cards in other
hands that every seat knows about (taken from the Desk with Eureka!). Everything else lies
open on the table: the Desk, the composed formulas and the cards under them (every player
saw them when they were used), the turn in progress and the action log (an action names
only cards that were played or taken openly). The seed is left out of the set-up: with
the seed and the log anyone could replay the shuffle.
"""

from __future__ import annotations

from typing import Any

from potions.core.rng import Pcg32
from potions.core.rulesets import rules_for_view, rules_of_view
from potions.practice.cards import CARDS
from potions.practice.ending import breakdown
from potions.practice.info import INFO
from potions.practice.state import SCHEMA, State

GAME_ID = "practice"


def view_of(game: State, seat: int | None) -> dict[str, Any]:
    """Plain JSON of what ``seat`` (None: a spectator) may see; once the game is over, where
    the points came from too (``breakdown``: the score pad's rows,
    :func:`potions.practice.ending.breakdown`; no such key before, so that the views of a
    game going on, which seed the computers' choices, stay as they were)."""
    state = SCHEMA.dump(game)
    del state["rng"]
    state["deck"] = len(game.deck)
    players = []
    for i, p in enumerate(state["players"]):
        q = dict(p)
        q["hand_size"] = len(p["hand"])
        q["hand"] = list(p["hand"]) if i == seat else None
        players.append(q)
    state["players"] = players
    state["history"] = list(game.history)
    if game.phase == "over":
        state["breakdown"] = breakdown(game)
    return {
        "game": GAME_ID,
        "seat": seat,
        "config": {"players": list(game.config["players"])}
        | rules_for_view(game.config, INFO.rules),
        "state": state,
    }


def open_view_of(game: State) -> dict[str, Any]:
    """Everything at once, for a finished game's replay only (the engine's
    :meth:`~potions.core.engine.Rules.open_view` checks that): a spectator's view with every
    hand in it (the deck's order stays hidden: no seat ever saw it)."""
    view = view_of(game, None)
    for p, q in zip(game.players, view["state"]["players"], strict=True):
        q["hand"] = list(p["hand"])
    return view


def unseen(view: dict[str, Any]) -> list[int]:
    """The cards the viewing seat cannot place: in the deck or hidden in other hands, in
    id order."""
    s = view["state"]
    seen: set[int] = set(s["apart"])
    for pile in s["piles"].values():
        seen.update(pile)
    for p in s["players"]:
        seen.update(p["known"])
        if p["hand"] is not None:
            seen.update(p["hand"])
        for f in p["formulas"]:
            seen.add(f["card"])
            seen.update(f["under"])
    turn = s["turn"]
    if turn["card"] is not None:
        seen.add(turn["card"])
    seen.update(turn["returning"])
    return [c.id for c in CARDS if c.id not in seen]


def determinize(view: dict[str, Any], rng: Pcg32, g: State) -> None:
    """Make ``g`` a full game consistent with ``view``: the unseen cards dealt at random to
    the hidden hands and the deck, and a fresh generator. Built from the view alone."""
    s = dict(view["state"])
    s.pop("breakdown", None)  # derived; none in a view of a game going on
    hidden = unseen(view)
    rng.shuffle(hidden)
    players = []
    for p in s["players"]:
        q = {k: v for k, v in p.items() if k != "hand_size"}
        if p["hand"] is None:
            drawn = p["hand_size"] - len(p["known"])
            q["hand"] = sorted([*p["known"], *hidden[:drawn]])
            del hidden[:drawn]
        players.append(q)
    s["players"] = players
    s["deck"] = hidden[: s["deck"]]
    s["rng"] = Pcg32(rng.next64()).to_json()
    g.config = {
        "players": list(view["config"]["players"]),
        "seed": 0,
        "rules": rules_of_view(view["config"], INFO.rules),
    }
    SCHEMA.load(s, g)
    g.begin_record(list(s["history"]), revealed=False)
