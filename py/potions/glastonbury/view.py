"""What a seat sees, and the states consistent with what it sees.

``view(seat)`` has three parts:

- ``config``: names, the Recipe variant, the colours asked for (never the seed: with the
  seed and the actions anyone could replay the shuffle);
- ``state``: what lies open on the table now: the square, the size of the draw pile,
  each pawn, the top card and the size of each cauldron, the spells in front of each
  player, the seat's own Recipe cards, and the seat's whole cauldron while its Perluceo
  is open (``peek``). At the end everything is revealed (``final``).
- ``seen``: the public record: every card each player took, in order, and every card a
  Vanesco removed; with the cauldrons, the known bottom of the draw pile and the cards
  out of the game that a perfect memory deduces from it. Everybody saw all of it happen,
  so a computer may remember it; **the page must never render ``seen``**: in Glastonbury
  remembering what went into the cauldrons is the game.

Hidden from everyone: the order of the draw pile (but for the cards a Vanesco put at its
bottom), and the generator. Hidden from the other players: a seat's Recipe cards.
"""

from __future__ import annotations

from typing import Any

from potions.core.rng import Pcg32
from potions.core.rulesets import rules_for_view, rules_of_view
from potions.glastonbury.components import (
    ACCIO,
    COPIES,
    DECLINATIO,
    RECIPES_A,
    RECIPES_B,
    SPELL_CARD,
    colour_of,
    goes_in_cauldron,
    is_ingredient,
)
from potions.glastonbury.ending import breakdown, spells_used
from potions.glastonbury.info import INFO
from potions.glastonbury.setup import new_player
from potions.glastonbury.state import SCHEMA, State, log_entry, log_parts

GAME_ID = "glastonbury"


def seen_of(game: State) -> dict[str, Any]:
    """The public record and what a perfect memory deduces from it."""
    pile = game.pile
    return {
        "log": [dict(zip(("how", "seat", "card"), log_parts(e), strict=True)) for e in game.log],
        "cauldrons": [list(p["cauldron"]) for p in game.players],
        "pile_bottom": list(pile[len(pile) - game.known :]) if game.known else [],
        "out": list(game.out),
    }


def view_of(game: State, seat: int | None) -> dict[str, Any]:
    """Plain JSON of what ``seat`` (None: a spectator) may see; ``view["seen"]`` is the
    public record of takes, for the computers only (the page never renders it)."""
    over = game.phase == "over"
    players = []
    for i, p in enumerate(game.players):
        cauldron = p["cauldron"]
        players.append(
            {
                "name": p["name"],
                "colour": p["colour"],
                "pawn": p["pawn"],
                "top": cauldron[-1] if cauldron else None,
                "size": len(cauldron),
                "accio": list(p["accio"]),
                "declinatio": list(p["declinatio"]),
                "spent": list(p["spent"]),
                "spells_used": spells_used(game, i),
                "recipes": len(p["recipes"]),
            }
        )
    mine = seat is not None and 0 <= seat < len(game.players)
    peeking = mine and game.phase == "peek" and game.current == seat
    state = {
        "phase": game.phase,
        "current": game.current,
        "turns": game.turns,
        "spell_used": game.spell_used,
        "removed": game.removed,
        "table": list(game.table),
        "pile": len(game.pile),
        "out": len(game.out),
        "players": players,
        "recipes": list(game.players[seat]["recipes"]) if mine and seat is not None else None,
        "peek": list(game.players[game.current]["cauldron"]) if peeking else None,
        "ender": game.ender,
        "winners": list(game.winner_seats) if game.winner_seats is not None else None,
        "final": None,
    }
    if over:
        state["final"] = [
            {**row, "recipe_cards": list(p["recipes"])}
            for row, p in zip(breakdown(game), game.players, strict=True)
        ]
    config = game.config
    return {
        "game": GAME_ID,
        "seat": seat,
        "config": {
            "players": list(config["players"]),
            "recipes": config["recipes"],
            "colours": None if config["colours"] is None else list(config["colours"]),
        }
        | rules_for_view(config, INFO.rules),
        "state": state,
        "seen": seen_of(game),
    }


def open_view_of(game: State) -> dict[str, Any]:
    """Everything at once, for a finished game's replay only (the engine's
    :meth:`~potions.core.engine.Rules.open_view` checks that): a spectator's view with every
    seat's Recipe cards (``recipes_of``) and every cauldron, bottom to top (``cauldrons``);
    the draw pile's order stays hidden (no seat ever saw it)."""
    view = view_of(game, None)
    view["state"]["recipes_of"] = [list(p["recipes"]) for p in game.players]
    view["state"]["cauldrons"] = [list(p["cauldron"]) for p in game.players]
    return view


def _deck(removed: str | None) -> dict[int, int]:
    return {
        code: n
        for code, n in COPIES.items()
        if not (removed is not None and is_ingredient(code) and colour_of(code) == removed)
    }


def determinize(view: dict[str, Any], rng: Pcg32, g: State) -> None:
    """Make ``g`` a full game consistent with ``view``: what the view does not tell is
    drawn from ``rng``. Built from the view alone; ``seen`` may be partial (a computer
    that forgets): a cauldron card given as None, a shorter ``out`` or ``pile_bottom``
    list, are drawn like the draw pile."""
    s = view["state"]
    seen = view.get("seen") or {}
    n = len(s["players"])
    stock = _deck(s["removed"])

    def claim(card: int | None) -> None:
        if card is not None:
            stock[card] -= 1

    for card in s["table"]:
        claim(card)
    for p in s["players"]:
        for card in [ACCIO] * len(p["accio"]) + [DECLINATIO] * len(p["declinatio"]):
            claim(card)
        for spell in p["spent"]:
            claim(SPELL_CARD[spell])
    cauldrons: list[list[int | None]] = []
    known = seen.get("cauldrons") or [None] * n
    for i, p in enumerate(s["players"]):
        if s["peek"] is not None and i == s["current"]:
            mine: list[int | None] = list(s["peek"])
        elif known[i] is not None and len(known[i]) == p["size"]:
            mine = list(known[i])
        else:
            mine = [None] * p["size"]
        if mine:
            mine[-1] = p["top"]
        cauldrons.append(mine)
        for card in mine:
            claim(card)
    bottom = [c for c in seen.get("pile_bottom") or [] if c is not None][: s["pile"]]
    out_known = [c for c in seen.get("out") or [] if c is not None][: s["out"]]
    for card in (*bottom, *out_known):
        claim(card)
    # Spells never lie in a cauldron or out of the game: forgotten cards there are drawn
    # from the hidden ingredient and Immuto cards, and the rest makes the draw pile.
    hidden = [code for code, left in stock.items() for _ in range(left)]
    rng.shuffle(hidden)
    cards = [c for c in hidden if goes_in_cauldron(c)]
    filled = [[c if c is not None else cards.pop() for c in caul] for caul in cauldrons]
    out = out_known + [cards.pop() for _ in range(s["out"] - len(out_known))]
    top = cards + [c for c in hidden if not goes_in_cauldron(c)]
    rng.shuffle(top)
    pile = top + bottom
    recipes = _recipes(view, rng)
    config = view["config"]
    g.config = {
        "players": list(config["players"]),
        "seed": 0,
        "recipes": config["recipes"],
        "colours": None if config["colours"] is None else list(config["colours"]),
        "rules": rules_of_view(config, INFO.rules),
    }
    players = []
    for i, p in enumerate(s["players"]):
        q = new_player(p["name"], p["colour"], i)
        q["pawn"] = p["pawn"]
        q["cauldron"] = filled[i]
        q["accio"] = list(p["accio"])
        q["declinatio"] = list(p["declinatio"])
        q["spent"] = list(p["spent"])
        q["recipes"] = recipes[0][i]
        players.append(q)
    log = [log_entry(e["how"], e["seat"], e["card"]) for e in seen.get("log") or []]
    data = {
        "rng": Pcg32(rng.next64()).to_json(),
        "removed": s["removed"],
        "table": list(s["table"]),
        "pile": pile,
        "known": len(bottom),
        "out": out,
        "box": recipes[1],
        "players": players,
        "phase": s["phase"],
        "current": s["current"],
        "spell_used": s["spell_used"],
        "log": log,
        "ender": s["ender"],
        "winner_seats": s["winners"],
        "turns": s["turns"],
    }
    SCHEMA.load(data, g)
    g.begin_record([], revealed=False)


def _recipes(view: dict[str, Any], rng: Pcg32) -> tuple[list[list[Any]], list[Any]]:
    """Each seat's Recipe cards and the box: the seat's own (or all, at the end) as
    the view shows them, the others drawn from the cards it has not seen."""
    s = view["state"]
    n = len(s["players"])
    if not view["config"]["recipes"]:
        return [[] for _ in range(n)], []
    if s["final"] is not None:
        hands = [list(row["recipe_cards"]) for row in s["final"]]
    else:
        seat = view["seat"]
        hands = [
            list(s["recipes"]) if i == seat and s["recipes"] is not None else [] for i in range(n)
        ]
    box: list[Any] = []
    for sort in (RECIPES_A, RECIPES_B):
        free = [r for r in sort if not any(r in h for h in hands)]
        rng.shuffle(free)
        for h in hands:
            if not any(r in sort for r in h):
                h.append(free.pop())
        box.extend(sorted(free))
    for h in hands:
        h.sort(key=lambda r: (r not in RECIPES_A, r))
    return hands, box
