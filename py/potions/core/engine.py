"""What every game's ``Game`` does the same way: the state protocol's answers that read
only the fields every game declares (:class:`Declared`), legal actions computed once per
position by the game's one generator, ``apply`` that checks and explains, ``apply_trusted``
that records, ``copy``, ``view``/``from_view`` over the game's own view, and
``to_dict``/``from_dict`` in the layout every game shares (:mod:`potions.core.gamedata`).

A game's declared state derives from :class:`Declared`; its ``Game`` derives from
:class:`Rules` and from that state, and gives only what is its own: its
:attr:`Rules.game_id`, :attr:`Rules.schema`, :attr:`Rules.version`, :attr:`Rules.not_this`,
its functions (:class:`Parts`: its action parser, its one legal-action generator, why an
action is not legal, its scores, its view and a state drawn from a view, its stored set-up
checked, older layouts read), ``_play`` (its rules, which also say whether something hidden
was revealed) and ``_check`` (its invariants: what its declared types cannot say).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Self, TypeVar

from potions.core import gamedata
from potions.core.actions import Action
from potions.core.errors import IllegalActionError, StateError, shown
from potions.core.i18n import Msg
from potions.core.protocol import Event
from potions.core.rng import Pcg32
from potions.core.rulesets import marked
from potions.core.schema import Schema

A = TypeVar("A", bound=Action)


def damaged(what: Msg) -> StateError:
    """The error of a state that is not a possible game: ``what`` says what does not fit."""
    return StateError("bad_state", Msg("The game data is damaged: {what}.", what=what))


class Declared:
    """The fields every game's declared state has: its set-up and what is never saved
    (:attr:`TRANSIENT`), and the phase, the seat to act and the winners. A game's
    ``State`` derives from it and declares all its saved fields (these three with their
    own types), in the order of its JSON form."""

    TRANSIENT: ClassVar[frozenset[str]] = frozenset(
        {"config", "history", "events", "record", "revealed"}
    )
    """The fields that are not the declared state's (:class:`~potions.core.schema.Schema`
    leaves them out)."""

    config: Any
    """The set-up (the game's ``Setup``)."""
    history: list[str]
    """Every action applied since the set-up, as canonical strings."""
    events: list[Event]
    """What the last action did, for narration and animation; never saved."""
    record: bool
    """False in searches: no history, no events."""
    revealed: bool
    """Whether the last action revealed something hidden or random (each game says
    what): an undo never goes back past it. Never saved."""

    phase: str
    """What the game waits for; ``"over"`` once the final scores and winners are known."""
    current: int
    """The seat to act (the last one to have acted once the game is over)."""
    winner_seats: list[int] | None
    """The winners once the game is over; None before."""
    players: list[Any]
    """The seats in turn order, each named (``name``) as in the set-up."""

    def begin_record(self, history: list[str], revealed: bool) -> None:
        """Set what is never saved: ``history``, no events yet, recording on, and whether
        the set-up (or the last action) ``revealed`` something."""
        self.history = history
        self.events = []
        self.record = True
        self.revealed = revealed

    def emit(self, event: str, seat: int, /, **data: Any) -> None:
        """Record an event of the action being applied (nothing in searches)."""
        if self.record:
            self.events.append({"type": event, "seat": seat, **data})


def _first_rules(data: object) -> object:
    """A set-up that names no rules version is of the first rules."""
    return marked(data, 1)


@dataclass(frozen=True, slots=True)
class Parts(Generic[A]):
    """A game's own functions, which :class:`Rules` runs; each takes the game first."""

    read: Callable[[object], A]
    """The game's action from an Action or its canonical string (malformed:
    IllegalActionError)."""
    generate: Callable[[Any], list[A]]
    """Every legal action now, in a deterministic order (the game's one generator)."""
    why_not: Callable[[Any, A], IllegalActionError | None]
    """Why an action is not legal now (a stable code and a readable message); None exactly
    when the generator lists it. Each game writes the rule of a verb once, asked by its
    generator and by this refusal, or keeps the two in step, which
    ``tests/core/test_refusals.py`` checks over random positions and actions."""
    scores: Callable[[Any], list[int]]
    """Points of each seat now."""
    view: Callable[[Any, int | None], dict[str, Any]]
    """Plain JSON of what a seat (None: a spectator) may see."""
    determinize: Callable[[dict[str, Any], Pcg32, Any], None]
    """Set a game's declared state from a view, what the view hides drawn from the
    generator."""
    setup: Callable[[Any], Any]
    """The stored set-up, checked as a new game's (SetupError, KeyError or TypeError when
    it is not one)."""
    upgrade: Callable[[object], object] = _first_rules
    """``to_dict`` output of an older layout as the current one (anything else as it is)."""
    open_view: Callable[[Any], dict[str, Any]] | None = None
    """Plain JSON of everything at once, every seat's secrets too (a finished game's
    replay: :meth:`Rules.open_view`); None: a game with no secrets, whose spectator sees
    it all."""


class Rules(Declared, Generic[A]):
    """The protocol methods over a game's own parts (:class:`Parts`) and rules."""

    game_id: ClassVar[str]
    """The game's id in :data:`potions.GAMES`."""
    schema: ClassVar[Schema]
    """The game's declared state (what :meth:`copy` copies and :meth:`to_dict` writes)."""
    version: ClassVar[int]
    """The version of the layout of :meth:`to_dict` (older ones: :attr:`Parts.upgrade`)."""
    not_this: ClassVar[Msg]
    """What :meth:`from_dict` says of data that is not a game of this kind."""
    parts: Parts[A]
    """The game's own functions (set on the class)."""

    _legal: list[A] | None

    # ------------------------------------------------------------ the protocol

    @property
    def current_player(self) -> int | None:
        """The seat that acts next; None once the game is over."""
        return None if self.phase == "over" else self.current

    @property
    def is_over(self) -> bool:
        """True once the final scores and the winners are known."""
        return self.phase == "over"

    def scores(self) -> list[int]:
        """Points of each seat now."""
        return self.parts.scores(self)

    def winners(self) -> list[int]:
        """Seats of the winners once the game is over (several share a victory); empty
        while the game goes on."""
        return list(self.winner_seats or [])

    def view(self, seat: int | None) -> dict[str, Any]:
        """Plain JSON of everything ``seat`` may see (None: a spectator)."""
        return self.parts.view(self, seat)

    def open_view(self, final: Any) -> dict[str, Any]:
        """Plain JSON of everything in this position, every seat's secrets too (``seat``
        None), given only as a position of ``final``, a finished game (its replay): while
        a game goes on its secrets never leave the engine but through :meth:`view`.
        StateError ``not_over`` when ``final`` is not over, ``not_of_game`` when this is
        not one of its positions."""
        if not getattr(final, "is_over", False):
            raise StateError("not_over", Msg("The game is not over: its secrets stay hidden."))
        history = list(self.history)
        if (
            getattr(final, "game_id", None) != self.game_id
            or final.config != self.config
            or list(final.history[: len(history)]) != history
        ):
            raise StateError("not_of_game", Msg("This position is not one of that game."))
        show = self.parts.open_view
        return self.view(None) if show is None else show(self)

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: Pcg32) -> Self:
        """A game consistent with ``view``, what it hides drawn from ``rng`` (computer
        opponents think on such games)."""
        g = cls.__new__(cls)
        g.parts.determinize(view, rng, g)
        g.revealed = False
        g._legal = None
        return g

    def to_dict(self) -> dict[str, Any]:
        """The whole game as plain JSON values (configuration and state)."""
        config = {k: list(v) if isinstance(v, list) else v for k, v in self.config.items()}
        return gamedata.dump(self.game_id, self.version, config, self.schema, self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        """Rebuild a game from :meth:`to_dict` output (of this layout or an older one).
        Raises StateError (a ValueError) for anything that is not a possible game."""
        g = cls.__new__(cls)
        data = gamedata.check(g.parts.upgrade(data), cls.game_id, cls.version, cls.not_this)
        g.config, history = gamedata.load(data, g, cls.schema, g.parts.setup)
        g.begin_record(history, revealed=False)
        g._legal = None
        g.validate()
        return g

    # ------------------------------------------------------ what each game gives

    def _refuse(self, action: A) -> IllegalActionError:
        """Why ``action``, which the generator does not list, is not legal now."""
        why = self.parts.why_not(self, action)
        if why is None:  # never, as long as the refusal keeps in step with the generator
            why = IllegalActionError(
                "illegal", Msg("'{action}' is not a legal action now.", action=str(action))
            )
        return why

    def _play(self, action: A) -> None:
        """Apply the rules of ``action`` (legal), setting :attr:`revealed`."""
        raise NotImplementedError

    def _check(self) -> None:
        """The game's own invariants: StateError if the position is impossible."""
        raise NotImplementedError

    def validate(self) -> None:
        """StateError unless this is a possible position of the game: every entry of its
        history an action in the game's grammar (its canonical string), its seats those of
        its set-up, and the game's own invariants. The one declared check of a state:
        ``from_dict`` runs it on what it reads, and the conformance suite after every action
        of its random games."""
        for text in self.history:
            try:
                self.parts.read(text)
            except IllegalActionError as exc:
                raise StateError(
                    "bad_state",
                    Msg(
                        "The game data is damaged: its history holds '{action}', which is not "
                        "an action of this game.",
                        action=shown(text),
                    ),
                ) from exc
        if [p["name"] for p in self.players] != self.config["players"]:
            raise damaged(Msg("the players do not match the set-up"))
        self._check()

    def refusal(self, action: Action | str) -> IllegalActionError | None:
        """Why ``action`` (an Action or its canonical string) would be refused now, or None
        when it is legal: the error :meth:`apply` raises, without applying anything."""
        try:
            a = self.parts.read(action)
        except IllegalActionError as exc:
            return exc
        return self.parts.why_not(self, a)

    def legal_actions(self) -> list[A]:
        """Every legal action now, in a deterministic order; empty only when over."""
        if self._legal is None:
            self._legal = self.parts.generate(self)
        return list(self._legal)

    def apply(self, action: Action | str) -> Self:
        """Play ``action`` (an Action or its canonical string) and return this game.

        Raises IllegalActionError, leaving the game unchanged, if it is not legal now.
        """
        a = self.parts.read(action)
        if self._legal is None:
            self._legal = self.parts.generate(self)
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
