"""A game of Glastonbury: the state protocol on top of the declared state.

Every change goes through :meth:`Game.apply`, which accepts only what
:meth:`Game.legal_actions` lists; anything else raises ``IllegalActionError`` and leaves
the game exactly as it was. The rules themselves live in the modules named after the
game's parts: :mod:`.setup`, :mod:`.turn` (moving, taking, spells), :mod:`.ending` and
:mod:`.scoring`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from potions.core.engine import Parts, Rules, damaged
from potions.core.i18n import Msg
from potions.glastonbury import ending, turn
from potions.glastonbury.actions import Action, as_action, cell_of
from potions.glastonbury.components import (
    ACCIO,
    CORNER_CELLS,
    CORNER_PLACES,
    DECLINATIO,
    LINE_AT,
    PLAY_CELLS,
    RECIPES_A,
    RECIPES_B,
    SPELL_CARD,
    goes_in_cauldron,
)
from potions.glastonbury.illegal import refusal
from potions.glastonbury.legal import generate
from potions.glastonbury.setup import check_setup, deal, deck
from potions.glastonbury.state import SCHEMA, Setup, State, log_parts
from potions.glastonbury.view import GAME_ID, determinize, open_view_of, view_of

STATE_VERSION = 1
"""Version of the layout of :meth:`Game.to_dict`."""


def _colours(value: object) -> object:
    """Colours as a list: a comma-separated text is split; "" and "deal" mean None."""
    if isinstance(value, str):
        text = value.strip().lower()
        if text in ("", "deal"):
            return None
        return [c.strip() for c in text.split(",")]
    return value


def new_game(
    players: list[str],
    seed: int,
    recipes: bool = False,
    colours: object = None,
    rules: int | None = None,
) -> Game:
    """Set up a game: ``players`` names in turn order (seat 0 begins), ``seed`` an int,
    ``recipes`` the Recipe-card variant, ``colours`` the pawn colours in seat order (a
    list or a comma-separated text; None, "" or "deal": dealt from the seed), ``rules`` the
    rules version (None: the current rules; an older one replays an older game)."""
    game = Game.__new__(Game)
    deal(game, check_setup(players, seed, recipes, _colours(colours), rules))
    game._legal = None
    turn.begin(game, 0)
    return game


def _setup(config: Any) -> Setup:
    """The stored set-up, checked as a new game's."""
    return check_setup(
        config["players"], config["seed"], config["recipes"], config["colours"], config["rules"]
    )


class Game(Rules[Action], State):
    """A game of Glastonbury. Mutated by :meth:`apply`; :meth:`copy` is cheap."""

    def _play(self, action: Action) -> None:
        self.revealed = False
        _RULES[action.verb](self, action)

    game_id, schema, version = GAME_ID, SCHEMA, STATE_VERSION
    not_this = Msg("This is not a Glastonbury game.")
    parts = Parts(
        as_action,
        generate,
        refusal,
        ending.scores,
        view_of,
        determinize,
        _setup,
        open_view=open_view_of,
    )

    # ------------------------------------------------------------- questions

    def card_census(self) -> Counter[int]:
        """Every play card wherever it is: square, pile, out of the game, cauldrons,
        spells in front of the players and spent."""
        count: Counter[int] = Counter(c for c in self.table if c is not None)
        count.update(self.pile)
        count.update(self.out)
        for p in self.players:
            count.update(p["cauldron"])
            count.update([ACCIO] * len(p["accio"]) + [DECLINATIO] * len(p["declinatio"]))
            count.update(SPELL_CARD[s] for s in p["spent"])
        return count

    def move_value(self, seat: int) -> int:
        """How far ``seat``'s pawn moves on its next move."""
        return turn.move_value(self, seat)

    def final(self) -> list[dict[str, Any]]:
        """The scoring of every seat: cauldron, ingredient points, Immuto placement,
        recipe points, total."""
        return ending.breakdown(self)

    def _check(self) -> None:
        _validate(self)


def _replay_log(g: Game) -> list[list[int]] | None:
    """The cauldrons the public record gives, or None if it is impossible."""
    n = len(g.players)
    cauldrons: list[list[int]] = [[] for _ in range(n)]
    for entry in g.log:
        if entry // 400 >= 5:
            return None
        how, seat, card = log_parts(entry)
        if seat >= n:
            return None
        if how in ("take", "accio"):
            if goes_in_cauldron(card):
                cauldrons[seat].append(card)
        elif not cauldrons[seat] or cauldrons[seat].pop() != card:
            return None
    return cauldrons


def _validate(g: Game) -> None:
    """What the declared types cannot say: cards, seats, colours and phases that fit."""
    n = len(g.players)
    config = g.config
    colours = [p["colour"] for p in g.players]
    if len(set(colours)) != n or (config["colours"] is not None and colours != config["colours"]):
        raise damaged(Msg("the pawn colours do not match the set-up"))
    if (n == 2) != (g.removed is not None) or g.removed in colours:
        raise damaged(Msg("the colour left in the box does not fit"))
    seats = [g.current, *([] if g.ender is None else [g.ender]), *(g.winner_seats or [])]
    if any(s >= n for s in seats):
        raise damaged(Msg("a seat is out of range"))
    if any(g.table[c] is not None for c in CORNER_CELLS):
        raise damaged(Msg("a card lies on a corner"))
    if g.card_census() != Counter(deck(g.removed)):
        raise damaged(Msg("cards are missing or extra"))
    if g.pile and any(g.table[c] is None for c in PLAY_CELLS):
        raise damaged(Msg("a gap stays open while the draw pile has cards"))
    if g.known > len(g.pile):
        raise damaged(Msg("more cards are known at the bottom of the pile than it holds"))
    if _replay_log(g) != [p["cauldron"] for p in g.players]:
        raise damaged(Msg("the record of takes does not match the cauldrons"))
    hands = [r for p in g.players for r in p["recipes"]]
    if config["recipes"]:
        for p in g.players:
            if (
                len(p["recipes"]) != 2
                or p["recipes"][0] not in RECIPES_A
                or p["recipes"][1] not in RECIPES_B
            ):
                raise damaged(Msg("a player does not hold one Recipe card of each sort"))
        if sorted(hands + g.box) != sorted((*RECIPES_A, *RECIPES_B)):
            raise damaged(Msg("Recipe cards are missing or extra"))
    elif hands or g.box:
        raise damaged(Msg("Recipe cards are dealt but the variant is off"))
    _validate_phase(g)


def _validate_phase(g: Game) -> None:
    over = g.phase == "over"
    if over != (g.winner_seats is not None) or over != (g.ender is not None):
        raise damaged(Msg("the end of the game does not fit the phase"))
    totals = g.scores() if over else []
    if over and g.winner_seats != [i for i, t in enumerate(totals) if t == max(totals)]:
        raise damaged(Msg("the winners are not the seats with the highest total"))
    me = g.players[g.current]
    emptied = ending.line_emptied(g) is not None
    if g.phase in ("take", "corner", "peek") and emptied:
        raise damaged(Msg("a line is empty but the game goes on"))
    if g.phase == "last" and (not emptied or not me["cauldron"]):
        raise damaged(Msg("no last card is waiting"))
    at_corner = me["pawn"] in CORNER_PLACES
    if g.phase == "corner" and (not at_corner or not me["declinatio"] or g.spell_used):
        raise damaged(Msg("the pawn is not beside a corner with a Declinatio spell"))
    if g.phase == "take" and LINE_AT[me["pawn"]] is None:
        raise damaged(Msg("the pawn is beside a corner but must take a card"))


_RULES: dict[str, Callable[[Game, Action], None]] = {
    "take": lambda g, a: turn.take(g, cell_of(a), "take"),
    "accio": lambda g, a: turn.take(g, cell_of(a), "accio"),
    "declinatio": lambda g, a: turn.declinatio(g),
    "pass": lambda g, a: turn.pass_(g),
    "close": lambda g, a: turn.close(g),
    "keep": lambda g, a: turn.keep(g),
    "discard": lambda g, a: turn.discard(g),
}
"""What each verb does (the action is legal)."""
