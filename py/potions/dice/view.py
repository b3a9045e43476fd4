"""What a seat sees, and the states consistent with what it sees.

Hidden in Potion Dice: the generator (every roll not made yet), the order of the
face-down starting potions during the draft and the order of the deck. Their contents
can be deduced (every card not in sight); everything else lies open on the table, the
action log included. The seed is left out of the set-up: with the seed and the log anyone
could replay every roll to come. Every seat sees the same.
"""

from __future__ import annotations

from typing import Any

from potions.core.rng import Pcg32
from potions.core.rulesets import rules_for_view, rules_of_view
from potions.dice.cards import DECK_IDS, STARTING_IDS
from potions.dice.info import INFO
from potions.dice.scoring import breakdown, scores
from potions.dice.state import SCHEMA, State

HIDDEN = ("rng", "starters", "deck")


def view_of(game: State, seat: int | None) -> dict[str, Any]:
    """Plain JSON of what ``seat`` (None: a spectator) may see; the same for every seat.
    Beside the declared state: how many cards lie face down, the history, every seat's
    score and, once the game is over, where the points came from (``breakdown``: the
    score pad's rows, :func:`potions.dice.scoring.breakdown`). No ``breakdown`` key
    before: a computer's generator is seeded from the digest of its view, and a key in
    every view would change every decision."""
    state = SCHEMA.dump(game)
    for key in HIDDEN:
        del state[key]
    state["starters"] = len(game.starters)
    state["deck"] = len(game.deck)
    state["history"] = list(game.history)
    state["scores"] = scores(game)
    if game.phase == "over":
        state["breakdown"] = breakdown(game)
    return {
        "game": "dice",
        "seat": seat,
        "config": {"players": list(game.config["players"])}
        | rules_for_view(game.config, INFO.rules),
        "state": state,
    }


def visible_cards(state: dict[str, Any]) -> set[int]:
    """Cards lying face up in a view's state: the rows, the spaces, the finished potions."""
    seen = set(state["offer"]) | set(state["market"])
    for p in state["players"]:
        seen |= {s["card"] for s in p["spaces"] if s is not None}
        seen |= {x["card"] for x in p["potions"]}
    return seen


def determinize(view: dict[str, Any], rng: Pcg32, g: State) -> None:
    """Make ``g`` a full game consistent with ``view``: a generator and the order of the
    face-down cards drawn from ``rng``. Built from the view alone."""
    s = dict(view["state"])
    del s["scores"]
    s.pop("breakdown", None)  # derived; none in a view of a game going on
    seen = visible_cards(s)
    starters = [c for c in STARTING_IDS if c not in seen] if s["starters"] else []
    deck = [c for c in DECK_IDS if c not in seen]
    rng.shuffle(starters)
    rng.shuffle(deck)
    s["starters"] = starters[: s["starters"]]
    s["deck"] = deck[: s["deck"]]
    s["rng"] = Pcg32(rng.next64()).to_json()
    g.config = {
        "players": list(view["config"]["players"]),
        "seed": 0,
        "rules": rules_of_view(view["config"], INFO.rules),
    }
    SCHEMA.load(s, g)
    g.begin_record(list(s["history"]), revealed=False)


def redraw(game: State, rng: Pcg32) -> None:
    """Draw again what a view hides in a game already consistent with it: the generator
    and the order of the face-down cards (another determinization of the same view)."""
    rng.shuffle(game.starters)
    rng.shuffle(game.deck)
    game.rng = Pcg32(rng.next64())
