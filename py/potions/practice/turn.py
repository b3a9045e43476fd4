"""A turn of Potion-making: Practice: the draw, playing a card as an element, a formula or a
spell, the choices that follow, returned cards, and passing the turn.

Functions here change a :class:`~potions.practice.state.State` for an action already known
to be legal, and record what happened with ``State.emit``. After each action,
:func:`advance` makes every choice that leaves no choice (a single possible component, a
single card to keep...), so the player is only asked real questions.
"""

from __future__ import annotations

from collections.abc import Callable

from potions.practice import desk
from potions.practice.cards import CARDS
from potions.practice.compose import forced, owner_of
from potions.practice.compose import options as component_options
from potions.practice.ending import finish
from potions.practice.setup import HAND
from potions.practice.state import Composed, Phase, State, new_turn

SPELL_PHASE: dict[str, Phase] = {
    "eureka": "eureka",
    "decomposition": "destroy",
    "transformation": "transform",
}


# ------------------------------------------------------------------ questions


def own_formula(game: State, seat: int, card: int) -> Composed:
    """The composed formula ``card`` of ``seat``."""
    return next(f for f in game.players[seat]["formulas"] if f["card"] == card)


def castable(game: State, seat: int, card: int) -> bool:
    """Whether spell ``card`` can be cast now: its action must have something to act on."""
    spell = CARDS[card].spell
    formulas = game.players[seat]["formulas"]
    if spell == "eureka":
        return bool(desk.formula_tops(game))
    if spell == "decomposition":
        return any(f["under"] for f in formulas)
    if spell == "transformation":
        return bool(formulas) and bool(desk.formula_tops(game))
    return False


def keepable(game: State, seat: int, card: int) -> list[int]:
    """Cards of composed formula ``card`` that Decomposition may keep: the formula card
    and every card under it that is not a spell."""
    f = own_formula(game, seat, card)
    return sorted(c for c in [f["card"], *f["under"]] if CARDS[c].spell is None)


def options(game: State) -> list[int]:
    """The cards the player to act may choose from in a choice phase (empty in ``play``)."""
    phase = game.phase
    seat = game.current
    turn = game.turn
    if phase == "component":
        assert turn["card"] is not None
        return component_options(game, turn["card"], turn["chosen"])
    if phase in ("eureka", "transform_into"):
        return desk.formula_tops(game)
    if phase == "destroy":
        return sorted(f["card"] for f in game.players[seat]["formulas"] if f["under"])
    if phase == "transform":
        return sorted(f["card"] for f in game.players[seat]["formulas"])
    if phase == "keep":
        assert turn["target"] is not None
        return keepable(game, seat, turn["target"])
    if phase == "stack":
        return desk.choices(turn["returning"])
    return []


# ------------------------------------------------------------ the turn's start


def begin(game: State, seat: int) -> None:
    """Start ``seat``'s turn: draw up to five cards (as many as the deck still holds)."""
    game.current = seat
    game.phase = "play"
    game.turn = new_turn()
    hand = game.players[seat]["hand"]
    drawn = min(HAND - len(hand), len(game.deck))
    for _ in range(drawn):
        hand.append(game.deck.pop())
    hand.sort()
    game.emit("turn", seat, drew=drawn)
    if not game.deck and not game.exhausted:
        game.exhausted = True
        game.emit("exhausted", seat)


def end_turn(game: State) -> None:
    """Pass the turn clockwise to the next player who still has cards (or can draw some);
    when nobody has, the game is over."""
    game.turns += 1
    n = len(game.players)
    for k in range(1, n + 1):
        seat = (game.current + k) % n
        if game.players[seat]["hand"] or game.deck:
            begin(game, seat)
            return
    game.turn = new_turn()
    finish(game)


# ---------------------------------------------------------------- playing cards


def _from_hand(game: State, card: int) -> None:
    p = game.players[game.current]
    p["hand"].remove(card)
    if card in p["known"]:
        p["known"].remove(card)


def play_element(game: State, card: int) -> None:
    """Play a card as an element (as its three elements, for a Supreme card)."""
    seat = game.current
    _from_hand(game, card)
    c = CARDS[card]
    if c.supreme:
        points = desk.missing(game, c.elements)
    else:
        points = 0 if desk.present(game, c.element) else 1
    desk.put_top(game, card)
    game.players[seat]["points"] += points
    game.emit("element", seat, card=card, points=points)
    game.turn["done"] = True
    end_turn(game)


def play_formula(game: State, card: int) -> None:
    """Start composing formula ``card``: its components are chosen next."""
    _from_hand(game, card)
    game.turn["card"] = card
    game.turn["chosen"] = []
    game.phase = "component"


def use(game: State, card: int) -> None:
    """Choose ``card`` as the next component of the formula being composed."""
    game.turn["chosen"].append(card)


def compose(game: State) -> None:
    """Every component is chosen: compose the formula, score it, share half of its points
    with each other player whose formula went into it, and return the components of the
    formulas used to the Desk."""
    seat = game.current
    turn = game.turn
    card = turn["card"]
    assert card is not None
    chosen = list(turn["chosen"])
    returned: list[int] = []
    lenders: set[int] = set()
    parts = []
    for c, need in zip(chosen, CARDS[card].needs, strict=True):
        owner = owner_of(game, c)
        if owner is None:
            desk.remove(game, c)
            parts.append({"card": c, "element": need.what, "owner": None})
            continue
        formulas = game.players[owner]["formulas"]
        used = next(f for f in formulas if f["card"] == c)
        formulas.remove(used)
        returned.extend(used["under"])
        parts.append({"card": c, "element": None, "owner": owner})
        if owner != seat:
            lenders.add(owner)
    points = CARDS[card].points
    game.players[seat]["points"] += points
    game.players[seat]["formulas"].append({"card": card, "under": chosen})
    game.emit("formula", seat, card=card, parts=parts, points=points)
    for owner in sorted(lenders):
        game.players[owner]["points"] += points // 2
        game.emit("share", owner, card=card, by=seat, points=points // 2)
    turn["card"] = None
    turn["chosen"] = []
    turn["done"] = True
    _return(game, returned)


def cast(game: State, card: int) -> None:
    """Cast spell ``card``: its action is chosen next."""
    _from_hand(game, card)
    game.turn["card"] = card
    game.turn["spells"] += 1
    spell = CARDS[card].spell
    assert spell is not None
    game.phase = SPELL_PHASE[spell]
    game.emit("spell", game.current, card=card)


def target(game: State, card: int) -> None:
    """Choose the own formula that Decomposition or Transformation acts on."""
    game.turn["target"] = card
    game.phase = "keep" if game.phase == "destroy" else "transform_into"


def take(game: State, card: int) -> None:
    """Eureka!: take a Desk card into the hand. Transformation: a Desk card becomes the
    target formula, whose cards all return to the Desk."""
    seat = game.current
    desk.remove(game, card)
    if game.phase == "eureka":
        p = game.players[seat]
        p["hand"].append(card)
        p["hand"].sort()
        p["known"].append(card)
        game.emit("eureka", seat, card=card)
        _spell_done(game, [])
        return
    old = game.turn["target"]
    assert old is not None
    f = own_formula(game, seat, old)
    returned = [f["card"], *f["under"]]
    f["card"], f["under"] = card, []
    game.emit("transform", seat, card=old, into=card)
    _spell_done(game, returned)


def keep(game: State, card: int) -> None:
    """Decomposition: keep ``card`` as a composed formula; the other cards of the target
    formula return to the Desk."""
    seat = game.current
    old = game.turn["target"]
    assert old is not None
    f = own_formula(game, seat, old)
    returned = [c for c in [f["card"], *f["under"]] if c != card]
    f["card"], f["under"] = card, []
    game.emit("decompose", seat, card=old, kept=card)
    _spell_done(game, returned)


def _spell_done(game: State, returned: list[int]) -> None:
    """The spell's action is done: the spell card goes to the bottom of its element's pile
    and the returned cards to the Desk."""
    spell = game.turn["card"]
    assert spell is not None
    desk.put_bottom(game, spell)
    game.turn["card"] = None
    game.turn["target"] = None
    _return(game, returned)


def _return(game: State, cards: list[int]) -> None:
    if cards:
        game.emit("returned", game.current, cards=sorted(cards))
    pending = desk.return_cards(game, cards)
    if pending:
        game.turn["returning"] = pending
        game.phase = "stack"
    else:
        _after_return(game)


def stack(game: State, card: int) -> None:
    """Put returned card ``card`` on its pile now (the last card stacked ends on top)."""
    pending = game.turn["returning"]
    pending.remove(card)
    desk.put_top(game, card)
    game.emit("stack", game.current, card=card)
    desk.settle(game, pending)
    if not pending:
        _after_return(game)


def _after_return(game: State) -> None:
    """After a formula the turn ends; after a spell another card must be played, if the
    player has any."""
    if game.turn["done"] or not game.players[game.current]["hand"]:
        end_turn(game)
    else:
        game.phase = "play"


# ---------------------------------------------------------------- forced choices

STEPS: dict[str, Callable[[State, int], None]] = {
    "component": use,
    "eureka": take,
    "transform_into": take,
    "destroy": target,
    "transform": target,
    "keep": keep,
    "stack": stack,
}
"""What choosing a card does in each choice phase."""


def advance(game: State) -> None:
    """Make every choice that leaves no choice; compose the formula once its components
    are all chosen."""
    while True:
        phase = game.phase
        if phase == "component":
            card = game.turn["card"]
            assert card is not None
            rest = forced(game, card, game.turn["chosen"])
            if rest is not None:
                game.turn["chosen"].extend(rest)
                compose(game)
                continue
        step = STEPS.get(phase)
        if step is None:
            return
        choices = options(game)
        if len(choices) != 1:
            return
        step(game, choices[0])
