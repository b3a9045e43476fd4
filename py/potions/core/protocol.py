"""What every game provides: the state protocol and the game's description.

The protocol is structural (a :class:`typing.Protocol`): a game's state class follows it
without inheriting anything. The conformance suite (``tests/core``) checks every game in
:data:`potions.GAMES` against it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, ClassVar, Protocol, Self, runtime_checkable

from potions.core.actions import Action
from potions.core.errors import IllegalActionError
from potions.core.i18n import Msg
from potions.core.rng import Pcg32

Event = dict[str, Any]
"""Something an action did, for narration and animation: ``{"type": ..., "seat": ...}``."""


@runtime_checkable
class GameState(Protocol):
    """One game in progress: configuration (``config``) plus state. Mutated by ``apply``."""

    game_id: ClassVar[str]
    """The game's id in :data:`potions.GAMES`."""

    @property
    def config(self) -> Mapping[str, Any]:
        """The set-up: ``players`` (names in turn order), ``seed`` and the game's options."""

    history: list[str]
    """Every action applied since the set-up, as canonical strings."""
    events: list[Event]
    """What the last ``apply`` did, for narration (not part of the state)."""
    revealed: bool
    """Whether the last ``apply`` revealed something hidden or random (a roll, a marble
    from the tank, a card turned over): an undo never goes back past such an action."""

    @property
    def current_player(self) -> int | None:
        """The seat that acts next; None once the game is over."""

    @property
    def is_over(self) -> bool:
        """True once the final scores and the winners are known."""

    def legal_actions(self) -> Sequence[Action]:
        """Every legal action now, in a fixed order; empty only when the game is over."""

    def apply(self, action: Action | str) -> Self:
        """Play an action (or its canonical string); IllegalActionError leaves all unchanged."""

    def refusal(self, action: Action | str) -> IllegalActionError | None:
        """The error :meth:`apply` would raise for ``action``, or None when it is legal."""

    def copy(self) -> Self:
        """An independent copy."""

    def scores(self) -> list[int]:
        """Points of each seat now."""

    def winners(self) -> list[int]:
        """Seats of the winners once over (several for a shared victory); empty before."""

    def to_dict(self) -> dict[str, Any]:
        """The whole game (configuration and state) as plain JSON values."""

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        """Rebuild a game from ``to_dict`` output; StateError for anything impossible
        (it runs :meth:`validate`)."""

    def validate(self) -> None:
        """StateError unless this is a possible position: its history in the game's action
        grammar and the game's invariants (one declared check, the same for ``from_dict``
        and for the conformance suite after every action)."""

    def view(self, seat: int | None) -> dict[str, Any]:
        """Plain JSON of everything ``seat`` may see (None: a spectator)."""

    def open_view(self, final: GameState) -> dict[str, Any]:
        """Plain JSON of everything in this position, every seat's secrets too, only as a
        position of ``final``, a finished game (its replay); StateError otherwise."""

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: Pcg32) -> Self:
        """A full state whose ``view`` for the same seat is ``view``, with everything the
        view hides drawn from ``rng`` (determinization: computers think on such states)."""


@dataclass(frozen=True)
class Option:
    """A set-up option: its name (a keyword of ``new_game`` and a URL parameter), a label,
    its default, and how to read it from text (a link, the command line)."""

    name: str
    label: Msg
    default: Any
    parse: Callable[[str], Any]
    help: Msg | None = None


@dataclass(frozen=True)
class GameInfo:
    """A game of the app: what the game picker, the set-up, the saves and the CLI need."""

    id: str
    title: str
    """The game's name (a title, the same in every language)."""
    tagline: Msg
    """One line that says what the game is."""
    min_players: int
    max_players: int
    package: str
    """The engine's package: ``new_game``, the state class and ``describe``; ``.ai`` for
    ``choose_action``."""
    levels: tuple[str, ...] = ("easy", "medium", "hard")
    options: tuple[Option, ...] = ()
    secrets: bool = False
    """Whether seats hold secrets (hands, goals): hot-seat play needs the hand-off screen."""
    rules: int = 1
    """The version of the rules new games are played under: raised by each change of
    ruling that makes something legal or illegal or scores differently. A game keeps the
    version it was started under (``config["rules"]``, :mod:`potions.core.rulesets`)."""
    unmarked_rules: tuple[int, ...] = (1,)
    """The versions a save or state that names none (written before set-ups named one)
    may have been played under, newest first."""
    extra: dict[str, Any] = field(default_factory=dict)

    def engine(self) -> ModuleType:
        """The engine package (imported on first use)."""
        return importlib.import_module(self.package)

    def ai(self) -> ModuleType:
        """The computer opponents' module."""
        return importlib.import_module(self.package + ".ai")

    def option(self, name: str) -> Option | None:
        """The option called ``name``, if the game has it."""
        return next((o for o in self.options if o.name == name), None)

    def defaults(self) -> dict[str, Any]:
        """Every option at its default."""
        return {o.name: o.default for o in self.options}
