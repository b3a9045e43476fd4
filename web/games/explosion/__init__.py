"""Potion Explosion's page: the dispenser, the desks, the stacks, choosing targets, the tutorial."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from potions.core.i18n import Translator
from potions.core.lazy import module
from web.games.explosion import setup
from web.games.protocol import Board, Choice

LATER = ("board", "keys", "motion", "rules", "tutorial")
"""Its modules the start screen never runs: each runs when first used."""
if TYPE_CHECKING:
    from web.games.explosion import board, keys, motion, rules, tutorial
else:
    board, keys, motion, rules, tutorial = (module(f"{__name__}.{n}") for n in LATER)


class ExplosionUi:
    """The page of Potion Explosion (see :class:`web.games.protocol.GameUi`)."""

    game_id = "explosion"
    styles = "explosion.css"
    confirms = True
    """A pick cannot be taken back (the dispenser refills): a mouse's click on one that
    takes several marbles may ask for a second click (the shell's "Confirm big picks")."""
    selects = frozenset(
        ("tutorial", "info", "info-close", "help", "cancel", "drink", "mark", "unmark")
    )
    """The ``data-select`` verbs its board answers (:meth:`select`)."""

    def board(self, b: Board) -> str:
        keys.install()
        return board.board(b)

    def select(self, b: Board, value: str) -> Choice:
        """Little Help mode, a potion whose targets are being chosen, marbles marked, a
        tile's full text opened or closed, the tutorial (begun, a lesson read, turned off).
        The tutorial's memory stays in ``ui`` through every choice."""
        words = value.split()
        if not words:
            return Choice()
        verb = words[0]
        ui = dict(b.ui)
        kept = {"tutorial": ui["tutorial"]} if "tutorial" in ui else {}
        if verb == "tutorial" and len(words) >= 2:
            if words[1] == "start":
                return Choice(ui={**ui, "tutorial": tutorial.start()})
            if words[1] == "off" and "tutorial" in ui:
                return Choice(ui={**ui, "tutorial": {**ui["tutorial"], "off": True}})
            if words[1] == "got" and len(words) == 3:
                return Choice(ui=tutorial.mark(ui, words[2]))
            return Choice()
        if verb == "info" and len(words) == 2 and words[1].isdigit():
            return Choice(ui={**ui, "info": int(words[1])})
        if verb == "info-close":
            ui.pop("info", None)
            return Choice(ui=ui)
        if verb == "help":
            return Choice(ui={**kept, "mode": "help"})
        if verb == "cancel":
            return Choice(ui=kept)
        if verb == "drink":
            return Choice(ui={**kept, "mode": "drink", "prefix": [int(w) for w in words[1:]]})
        if verb in ("mark", "unmark") and len(words) == 3:
            pos = [int(words[1]), int(words[2])]
            selected = [list(p) for p in ui.get("selected", [])]
            if pos in selected:
                selected.remove(pos)
            else:
                selected.append(pos)
            ui["selected"] = selected
            return Choice(ui=ui)
        return Choice()

    def setup_fields(self, tr: Translator, last: Mapping[str, Any]) -> tuple[str, str]:
        return setup.setup_fields(tr, last)

    def read_setup(self, form: Mapping[str, Sequence[str]]) -> dict[str, Any]:
        return setup.read_setup(form)

    def describe_action(self, b: Board, action: str) -> str:
        return board.describe_action(b, action)

    def picture(self) -> str:
        return (
            '<svg viewBox="0 0 120 80" class="picture" aria-hidden="true">'
            '<rect x="4" y="4" width="112" height="72" rx="10" fill="#4b2f21"/>'
            + "".join(
                f'<circle cx="{20 + 20 * t}" cy="{64 - 14 * s}" r="7" fill="{c}"/>'
                for t in range(5)
                for s, c in enumerate(
                    ["#c42222", "#2a67d6", "#f0bd1c", "#34343c", "#2a67d6"][t:] + ["#c42222"] * t
                )
                if s < 4
            )
            + "</svg>"
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
        return f'<div class="rules-explosion">{rules.rules(tr)}</div>'

    def pace(self, action: str) -> str:
        """A pick, a Little Help, a potion drunk or a starter chosen are a computer's key
        actions (shown before they are played); a potion drawn is a step; a marble placed
        or discarded and the end of the turn are brief (a run of them goes by as one)."""
        verb = action.split(" ", 1)[0]
        if verb in ("pick", "help", "drink", "draft"):
            return "key"
        return "brief" if verb in ("end", "stop", "place", "discard") else "step"

    def settle(self, b: Board) -> int:
        """The dispenser's movement (a chain reaction plays out in about a second)."""
        return motion.motion_of(b).total

    def sounds(self, events: Sequence[Mapping[str, Any]]) -> list[str]:
        return rules.sounds(events)

    # ---------------------------------------------------------- the tutorial
    # Not (yet) in :class:`web.games.protocol.GameUi`: what the shell needs to run the
    # tutorial (see :mod:`web.games.explosion.tutorial`).

    def carry(
        self,
        ui: Mapping[str, Any],
        actions: Sequence[str],
        events: Sequence[Mapping[str, Any]],
    ) -> dict[str, Any]:
        """What the ``ui`` memory keeps after ``actions`` were played (with their events):
        the tutorial's progress; a choice in progress ends with the action."""
        return tutorial.carry(ui, actions, events)

    def link_setup(self, params: Mapping[str, str], tr: Translator) -> dict[str, Any] | None:
        """``?new=explosion&tutorial=1`` starts the guided first game: its ``players``,
        ``seed``, ``options``, ``seats``, ``pace``, and the choice to ``select`` first."""
        if params.get("tutorial") != "1":
            return None
        return {**tutorial.setup(tr), "select": "tutorial start"}


UI = ExplosionUi()
