"""Questions about the open table, answered by the engine itself.

The page holds no rules. To say how many points a card would score as an element, which
formulas the table could give right now, or what a formula lacks, it builds a game from
the seat's view with the engine's own :meth:`Game.from_view` (the hidden cards dealt at
random: none of these answers depends on them) and asks the engine's functions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from potions.core.i18n import Msg
from potions.core.rng import Pcg32
from potions.practice import Game
from potions.practice.actions import Action
from potions.practice.cards import CARDS
from potions.practice.compose import can_compose, candidates, completions
from potions.practice.illegal import need_name


@dataclass
class World:
    """A game consistent with a view, built on first use, and what was asked of it."""

    view: dict[str, Any]
    _game: Game | None = None
    _points: dict[int, int] = field(default_factory=dict)

    @property
    def game(self) -> Game:
        if self._game is None:
            self._game = Game.from_view(self.view, Pcg32.from_seed(0))
        return self._game

    def element_points(self, card: int) -> int:
        """The points the player to act scores by playing ``card`` (in their hand) as an
        element now: the engine plays it on a copy and reports them."""
        if card not in self._points:
            trial = self.game.copy()
            trial.apply(Action("element", card))
            self._points[card] = next(
                int(e["points"]) for e in trial.events if e["type"] == "element"
            )
        return self._points[card]

    def composable(self, card: int) -> bool:
        """Whether the table offers every component of formula ``card`` now."""
        return can_compose(self.game, card)

    def parts(self, card: int) -> list[int]:
        """Every table card that could go into formula ``card`` now, in id order."""
        out: set[int] = set()
        for way in completions(self.game, card, []):
            out.update(way)
        return sorted(out)

    def lacking(self, card: int) -> list[Msg]:
        """The components of formula ``card`` the table does not offer now (empty when
        each is there, even if not all at once)."""
        return [need_name(n) for n in CARDS[card].needs if not candidates(self.game, n, [])]
