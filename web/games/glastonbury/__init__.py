"""Glastonbury's page: High Street's square of cards, the pawns walking round it, the
cauldrons (top card and size only), spells, Recipe cards, and the final scoring."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from potions.core.i18n import Translator
from potions.core.lazy import module
from potions.glastonbury.actions import Action, cell_of
from web.games.glastonbury import setup
from web.games.glastonbury.cards import SYMBOLS
from web.games.protocol import Board, Choice

LATER = ("board", "rules", "square")
"""Its modules the start screen never runs: each runs when first used."""
if TYPE_CHECKING:
    from web.games.glastonbury import board, rules, square
else:
    board, rules, square = (module(f"{__name__}.{n}") for n in LATER)


class GlastonburyUi:
    """The page of Glastonbury (see :class:`web.games.protocol.GameUi`)."""

    game_id = "glastonbury"
    styles = "glastonbury.css"
    selects = frozenset(("accio", "cancel"))
    """The ``data-select`` verbs its board answers (:meth:`select`)."""

    def board(self, b: Board) -> str:
        return board.board(b)

    def select(self, b: Board, value: str) -> Choice:
        """Accio: ``accio`` (every card off the line casts it), ``accio R C`` (this card,
        asked to confirm), ``cancel``."""
        words = value.split()
        if not words or not b.legal:
            return Choice(ui={})
        if words[0] == "cancel":
            return Choice(ui={})
        if words[0] == "accio":
            targets = {cell_of(a) for a in map(Action.parse, b.legal) if a.verb == "accio"}
            if not targets:
                return Choice(ui={})
            if len(words) == 3 and words[1].isdigit() and words[2].isdigit():
                cell = 6 * int(words[1]) + int(words[2])
                if cell in targets:
                    return Choice(ui={"mode": "accio", "cell": cell})
                return Choice(ui={})
            if b.ui.get("mode") == "accio" and "cell" not in b.ui:
                return Choice(ui={})
            return Choice(ui={"mode": "accio"})
        return Choice()

    def setup_fields(self, tr: Translator, last: Mapping[str, Any]) -> tuple[str, str]:
        return setup.setup_fields(tr, last)

    def read_setup(self, form: Mapping[str, Sequence[str]]) -> dict[str, Any]:
        return setup.read_setup(form)

    def describe_action(self, b: Board, action: str) -> str:
        return board.describe_action(b, action)

    def picture(self) -> str:
        """Four pawns round a small square of cards."""
        colours = ["#f4cf3a", "#4fae5a", "#dc4b3e", "#3f7fdc", "#f08a2c", "#9457c9"]
        corners = ((0, 0), (0, 5), (5, 0), (5, 5))
        cards = "".join(
            f'<rect x="{33 + 10 * c}" y="{13 + 10 * r}" width="8" height="8" rx="1.5" '
            f'fill="{"#6b5a3a" if (r, c) in corners else colours[(r * 5 + c * 3) % 6]}"/>'
            for r in range(6)
            for c in range(6)
        )
        pawns = "".join(
            f'<g transform="translate({x},{y})"><circle r="5.5" fill="{fill}" '
            f'stroke="#1d1230" stroke-width="1.2"/>'
            f'<path d="{SYMBOLS[col]}" transform="scale(.3)" fill="#fff"/></g>'
            for x, y, fill, col in (
                (26, 8, "#f4cf3a", "yellow"),
                (59, 6, "#3f7fdc", "blue"),
                (99, 52, "#dc4b3e", "red"),
                (22, 56, "#4fae5a", "green"),
            )
        )
        return (
            '<svg viewBox="0 0 120 80" class="picture" aria-hidden="true">'
            '<rect x="4" y="2" width="112" height="76" rx="10" fill="#2f4a3a"/>'
            '<rect x="28" y="8" width="64" height="64" rx="4" fill="#e9dcc0"/>'
            f"{cards}{pawns}</svg>"
        )

    def summary(self, view: dict[str, Any], tr: Translator) -> str:
        return board.summary(view, tr)

    def status(self, b: Board) -> str:
        return board.status(b)

    def final_details(self, b: Board) -> tuple[list[str], list[list[str]]]:
        return board.final_details(b)

    def log_turns(self, view: dict[str, Any]) -> int:
        """Memory is the game: while it goes on the log shows only the current round (one
        turn per player), and nothing older is in the page."""
        return len(view["state"]["players"])

    def rules(self, tr: Translator) -> str:
        return rules.rules(tr)

    def pace(self, action: str) -> str:
        """Taking a card and casting a spell are a computer's key actions; closing a
        column, keeping or discarding are steps."""
        verb = action.split(" ", 1)[0]
        return "key" if verb in ("take", "accio", "declinatio") else "step"

    def settle(self, b: Board) -> int:
        """The pawns walk (a tenth of a second a place)."""
        return square.walk_ms(b)

    def sounds(self, events: Sequence[Mapping[str, Any]]) -> list[str]:
        return rules.sounds(events)


UI = GlastonburyUi()
