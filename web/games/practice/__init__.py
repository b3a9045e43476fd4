"""Potion-making: Practice's page: the Desk of Elements, the hand (each card's formula and
element), composed formulas and what they are made of, choosing how to play a card and
which components to use, and a panel of all 76 cards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from potions.core.i18n import Translator
from potions.core.lazy import module
from web.games.practice import setup
from web.games.practice.art import COLOURS, glyph_inline
from web.games.protocol import Board, Choice

LATER = ("board", "glossary", "rules")
"""Its modules the start screen never runs: each runs when first used."""
if TYPE_CHECKING:
    from web.games.practice import board, glossary, rules
else:
    board, glossary, rules = (module(f"{__name__}.{n}") for n in LATER)


class PracticeUi:
    """The page of Potion-making: Practice (see :class:`web.games.protocol.GameUi`)."""

    game_id = "practice"
    styles = "practice.css"
    selects = frozenset(("glossary", "glossary-close"))
    """The ``data-select`` verbs its board answers (:meth:`select`)."""

    def board(self, b: Board) -> str:
        return board.board(b)

    def select(self, b: Board, value: str) -> Choice:
        """``glossary FILTER``: the panel of all cards opened or filtered;
        ``glossary-close``: closed. (A card of the hand is played by a click on one of
        its halves: an action, no choice.)"""
        words = value.split()
        ui = dict(b.ui)
        if not words:
            return Choice()
        verb = words[0]
        if verb == "glossary":
            wanted = words[1] if len(words) == 2 else "all"
            ui["glossary"] = wanted if wanted in glossary.FILTERS else "all"
            return Choice(ui=ui)
        if verb == "glossary-close":
            ui.pop("glossary", None)
            return Choice(ui=ui)
        return Choice()

    def carry(
        self,
        ui: Mapping[str, Any],
        actions: Sequence[str],
        events: Sequence[Mapping[str, Any]],
    ) -> dict[str, Any]:
        """After an action the panel of all cards stays open; Escape, an undo or opening a
        saved game close it."""
        if actions and ui.get("glossary") in glossary.FILTERS:
            return {"glossary": ui["glossary"]}
        return {}

    def setup_fields(self, tr: Translator, last: Mapping[str, Any]) -> tuple[str, str]:
        return setup.setup_fields(tr, last)

    def read_setup(self, form: Mapping[str, Sequence[str]]) -> dict[str, Any]:
        return setup.read_setup(form)

    def describe_action(self, b: Board, action: str) -> str:
        return board.describe_action(b, action)

    def picture(self) -> str:
        """A fan of three cards over the Desk."""
        cards = []
        for i, (element, angle) in enumerate(
            (("spring-water", -14), ("fiery-light", 0), ("fern-flower", 14))
        ):
            colour = COLOURS[element][0]
            cards.append(
                f'<g transform="translate({40 + i * 20},{14 + abs(angle) // 3}) rotate({angle},'
                '18,26)">'
                '<rect width="36" height="52" rx="4" style="fill:#f6eedb;stroke:#2b1d0e"/>'
                f'<rect y="32" width="36" height="20" rx="3" style="fill:{colour}"/>'
                '<rect x="4" y="5" width="20" height="4" rx="2" style="fill:#2b1d0e"/>'
                '<rect x="4" y="12" width="26" height="3" rx="1.5" style="fill:#8a7a66"/>'
                f"{glyph_inline(element, 11, 34, 14)}</g>"
            )
        return (
            '<svg viewBox="0 0 120 80" class="picture" aria-hidden="true">'
            '<rect x="4" y="4" width="112" height="72" rx="10" style="fill:#3a2a4f"/>'
            f"{''.join(cards)}</svg>"
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
        """A card played (element, formula, spell) is a computer's key action; what a spell
        then takes are steps."""
        verb = action.split(" ", 1)[0]
        return "key" if verb in ("element", "formula", "spell") else "step"

    def sounds(self, events: Sequence[Mapping[str, Any]]) -> list[str]:
        return rules.sounds(events)


UI = PracticeUi()
