"""What every game's ``Game`` does the same way: legal actions computed once per position
by the game's one generator, ``apply`` that checks and explains, ``apply_trusted`` that
records, and ``copy``.

A game's ``Game`` derives from :class:`Rules` (and from its declared state) and gives the
parts that are its own: its :attr:`Rules.schema`, ``_generate`` (its legal-action
generator), ``_why_not`` (why an action is not legal, None exactly when it is), ``_read``
(its action type from a string or an Action), ``_play`` (its rules, which also say
whether something hidden was revealed) and ``_check`` (its invariants: what its declared
types cannot say).
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, Self, TypeVar

from potions.core.actions import Action
from potions.core.errors import IllegalActionError, StateError, shown
from potions.core.i18n import Msg
from potions.core.schema import Schema

A = TypeVar("A", bound=Action)


class Rules(Generic[A]):
    """The protocol methods over a game's own generator, refusal, parser and rules."""

    schema: ClassVar[Schema]
    """The game's declared state (what :meth:`copy` copies)."""

    config: Any
    history: list[str]
    events: list[Any]
    record: bool
    revealed: bool
    _legal: list[A] | None

    def _generate(self) -> list[A]:
        """Every legal action now, in a deterministic order (the game's one generator)."""
        raise NotImplementedError

    def _why_not(self, action: A) -> IllegalActionError | None:
        """Why ``action`` is not legal now (a stable code and a readable message); None
        exactly when the generator lists it. Each game writes the rule of a verb once,
        asked by its generator and by this refusal, or keeps the two in step, which
        ``tests/core/test_refusals.py`` checks over random positions and actions."""
        raise NotImplementedError

    def _refuse(self, action: A) -> IllegalActionError:
        """Why ``action``, which the generator does not list, is not legal now."""
        why = self._why_not(action)
        if why is None:  # never, as long as the refusal keeps in step with the generator
            why = IllegalActionError(
                "illegal", Msg("'{action}' is not a legal action now.", action=str(action))
            )
        return why

    def _read(self, action: Action | str) -> A:
        """The game's action from a canonical string or an Action (malformed: refused)."""
        raise NotImplementedError

    def _play(self, action: A) -> None:
        """Apply the rules of ``action`` (legal), setting :attr:`revealed`."""
        raise NotImplementedError

    def _check(self) -> None:
        """The game's own invariants: StateError if the position is impossible."""
        raise NotImplementedError

    def validate(self) -> None:
        """StateError unless this is a possible position of the game: every entry of its
        history an action in the game's grammar (its canonical string), and the game's own
        invariants. The one declared check of a state: ``from_dict`` runs it on what it
        reads, and the conformance suite after every action of its random games."""
        for text in self.history:
            try:
                self._read(text)
            except IllegalActionError as exc:
                raise StateError(
                    "bad_state",
                    Msg(
                        "The game data is damaged: its history holds '{action}', which is not "
                        "an action of this game.",
                        action=shown(text),
                    ),
                ) from exc
        self._check()

    def refusal(self, action: Action | str) -> IllegalActionError | None:
        """Why ``action`` (an Action or its canonical string) would be refused now, or None
        when it is legal: the error :meth:`apply` raises, without applying anything."""
        try:
            a = self._read(action)
        except IllegalActionError as exc:
            return exc
        return self._why_not(a)

    def legal_actions(self) -> list[A]:
        """Every legal action now, in a deterministic order; empty only when over."""
        if self._legal is None:
            self._legal = self._generate()
        return list(self._legal)

    def apply(self, action: Action | str) -> Self:
        """Play ``action`` (an Action or its canonical string) and return this game.

        Raises IllegalActionError, leaving the game unchanged, if it is not legal now.
        """
        a = self._read(action)
        if self._legal is None:
            self._legal = self._generate()
        if a not in self._legal:
            raise self._refuse(a)
        return self.apply_trusted(a)

    def apply_trusted(self, action: A) -> Self:
        """Apply an action taken from :meth:`legal_actions` without checking it again."""
        self._legal = None
        if self.record:
            self.events = []
            self.history.append(str(action))
        self._play(action)
        return self

    def copy(self, record: bool = True) -> Self:
        """An independent copy. ``record=False`` skips history and events (for searches)."""
        g = type(self).__new__(type(self))
        self.schema.copy_into(self, g)
        g.config = self.config
        g.record = record and self.record
        g.history = list(self.history) if g.record else []
        g.events = []
        g.revealed = self.revealed
        g._legal = self._legal
        return g
