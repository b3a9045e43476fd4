"""Potion Dice's page: the preparation table and its rolling dice, the work tables, the
market, the round counter; a potion's targets chosen one click at a time."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from potions.core.i18n import Translator
from potions.core.lazy import module
from potions.dice.actions import Action
from web.games.dice import setup
from web.games.dice.faces import bottle_svg, face_svg
from web.games.protocol import Board, Choice

LATER = ("board", "motion", "rules")
"""Its modules the start screen never runs: each runs when first used."""
if TYPE_CHECKING:
    from web.games.dice import board, motion, rules
else:
    board, motion, rules = (module(f"{__name__}.{n}") for n in LATER)


class DiceUi:
    """The page of Potion Dice (see :class:`web.games.protocol.GameUi`)."""

    game_id = "dice"
    styles = "dice.css"
    selects = frozenset(("hold", "help", "cancel"))
    """The ``data-select`` verbs its board answers (:meth:`select`)."""

    def board(self, b: Board) -> str:
        return board.board(b)

    def select(self, b: Board, value: str) -> Choice:
        """``hold V``: a die that fits both potions is taken in hand (then click a potion);
        ``help``: the Little Help (then click an empty place); ``cancel``: neither."""
        words = value.split()
        if not words or not b.legal:
            return Choice(ui={})
        legal = [Action.parse(a) for a in b.legal]
        if words[0] == "hold" and len(words) == 2 and words[1].isdigit():
            v = int(words[1])
            targets = [a for a in legal if a.verb == "place" and a.ints()[0] == v]
            if len(targets) > 1:
                return Choice(ui={"hold": v})
            if len(targets) == 1:
                return Choice(action=str(targets[0]))
            return Choice(ui={})
        if words[0] == "help" and any(a.verb == "help" for a in legal):
            return Choice(ui={"mode": "help"})
        return Choice(ui={})

    def setup_fields(self, tr: Translator, last: Mapping[str, Any]) -> tuple[str, str]:
        return setup.setup_fields(tr, last)

    def read_setup(self, form: Mapping[str, Sequence[str]]) -> dict[str, Any]:
        return setup.read_setup(form)

    def describe_action(self, b: Board, action: str) -> str:
        return board.describe_action(b, action)

    def picture(self) -> str:
        """Two dice just rolled, a 6 set aside, and a full bottle."""
        dice = "".join(
            f'<g transform="translate({x},{y}) rotate({r},15,15)" opacity="{o}">'
            f"{face_svg(v, size=30)}</g>"
            for x, y, r, v, o in ((12, 38, -12, 5, 1), (46, 42, 9, 3, 1), (44, 6, 4, 6, 0.6))
        )
        return (
            '<svg viewBox="0 0 120 80" class="picture" aria-hidden="true">'
            '<rect x="4" y="4" width="112" height="72" rx="10" style="fill:#23402f"/>'
            f'{dice}<g transform="translate(80,30)">{bottle_svg("love", True, 36)}</g></svg>'
        )

    def summary(self, view: dict[str, Any], tr: Translator) -> str:
        return board.summary(view, tr)

    def status(self, b: Board) -> str:
        return board.status(b)

    def final_details(self, b: Board) -> tuple[list[str], list[list[str]]]:
        return board.final_details(b)

    def score_row(self, tr: Translator, row: dict[str, Any]) -> str:
        return board.score_row(tr, row)

    def rules(self, tr: Translator) -> str:
        return rules.rules(tr)

    def pace(self, action: str) -> str:
        """A potion taken from the market, a potion's power used and a Little Help are a
        computer's key actions; a die placed and the end of a stage are brief."""
        verb = action.split(" ", 1)[0]
        if verb in ("take", "use", "help"):
            return "key"
        return "brief" if verb in ("place", "end", "done", "stop", "cancel", "free") else "step"

    def settle(self, b: Board) -> int:
        """Dice rolled tumble in (most of their way in :data:`motion.ROLLED_MS`)."""
        return motion.ROLLED_MS if motion.motion_of(b).rolled else 0

    def sounds(self, events: Sequence[Mapping[str, Any]]) -> list[str]:
        return rules.sounds(events)


UI = DiceUi()
