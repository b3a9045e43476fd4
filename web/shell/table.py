"""One game on screen as a value, and the one transition that moves it.

A :class:`Table` is everything about the game on screen that outlives a click: the game
state, who sits where, the log, the undo stack, the choice in progress, what the last
move did. It is never changed: :func:`step` makes the next table from a :class:`Move`,
and the shell replaces the whole table with it. Every way a game moves is a move: an
action (a click, a click foreseen on its press, a computer's answer, a hint taken, a
friend's action from another device), undo, a choice in progress, the pace, the seats, and
a table read back from storage (another tab's moves, a save that storage refused). No
field is reset by hand anywhere else, so none can be forgotten.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from potions import GAMES, IllegalActionError, new_game, to_save
from potions.core.i18n import Msg
from potions.core.protocol import Event, GameInfo, GameState
from potions.core.saves import digest
from web.games import ui_of
from web.shell.room import SEAT, Room
from web.shell.seats import Seat, codes, read_seats
from web.shell.storage import Loaded, narrate, opening
from web.shell.storage import LogLine as LogLine  # (the shell names it from here too)

PACES = ("normal", "fast", "skip")
"""How computers play: a pause a person can follow, a short one, none."""
NOTHING: Mapping[str, Any] = MappingProxyType({})


def read_pace(pace: object) -> str:
    """A pace, "normal" for anything unknown."""
    return pace if isinstance(pace, str) and pace in PACES else "normal"


@dataclass(frozen=True)
class Mark:
    """A point an undo goes back to: the state before an action and the log's length then."""

    state: GameState
    log: int


@dataclass(frozen=True)
class Table:
    """The game on screen (see the module's docstring). Its state is never applied to:
    a move plays on a copy."""

    info: GameInfo
    sid: str
    """The id of its entry in storage."""
    state: GameState
    seats: tuple[Seat, ...]
    pace: str = "normal"
    log: tuple[LogLine, ...] = ()
    undo: tuple[Mark, ...] = ()
    """Where each of this turn's actions by the person here who plays it started, back to
    the last action that revealed something: what Undo goes back to. When several people
    share the device in a game with secrets, a turn that ends on another person here keeps
    them until the device is passed (:class:`Handed`): a mis-tap can still be taken back."""
    ui: Mapping[str, Any] = field(default_factory=lambda: NOTHING)
    """The game page's memory of a choice in progress (a potion's targets...)."""
    last: tuple[str, ...] = ()
    """The actions of the move that made this table (for animations)."""
    events: tuple[Event, ...] = ()
    """What they did (the engine's events): animations, sounds, moments."""
    before: Mapping[str, Any] | None = field(default=None, compare=False)
    """The view before them, for animations (None when not known)."""
    room: Room | None = None
    """The room where friends on other devices play it (None: played on this device
    only). A game played online has no undo: another device saw the move."""

    # ------------------------------------------------------------ made from

    @classmethod
    def new(
        cls,
        info: GameInfo,
        state: GameState,
        sid: str,
        seats: tuple[Seat, ...],
        pace: str = "normal",
    ) -> Table:
        """A game just set up: its log says who plays and who begins."""
        return cls(info, sid, state, seats, read_pace(pace), tuple(opening(state)))

    @classmethod
    def opened(
        cls, loaded: Loaded, sid: str, first: Sequence[LogLine] = (), hosted: bool = True
    ) -> Table:
        """A stored or imported game (``first``: lines put before its log), as it was
        left: no undo (it cannot go back past what it did not see being played). Its room
        comes with it when it is this device's (``hosted``; an imported file is a game to
        play here: its seats for friends online are then people here)."""
        info = GAMES[loaded.state.game_id]
        n = len(loaded.state.config["players"])
        room = Room.from_json(loaded.meta.get("online"), n) if hosted else None
        table = cls(
            info,
            sid,
            loaded.state,
            read_seats(loaded.meta["seats"], n, info.levels, (SEAT,) if room is not None else ()),
            read_pace(loaded.meta["pace"]),
            (*first, *loaded.log),
            room=room,
        )
        return replace(table, ui=carry(table, loaded.meta["page"]))

    # ------------------------------------------------------------ reading

    @property
    def names(self) -> list[str]:
        return [str(n) for n in self.state.config["players"]]

    @property
    def codes(self) -> list[str]:
        """Each seat's word ("human", a computer level, "online")."""
        return codes(self.seats)

    def here(self) -> list[int]:
        """The seats played by people at this device."""
        return [i for i, s in enumerate(self.seats) if s.here]

    def to_play(self) -> Seat | None:
        """Who plays the seat to play now (None once the game is over)."""
        seat = self.state.current_player
        return None if seat is None else self.seats[seat]

    def computer(self) -> str:
        """The level of the computer whose turn it is; "" for a person or the end."""
        seat = self.to_play()
        return "" if seat is None else seat.level

    def eyes(self) -> int | None:
        """Whose view the page shows: the person here to play, else the only person here,
        else none (a spectator's view: nothing secret of any seat)."""
        seat = self.state.current_player
        if seat is not None and self.seats[seat].here:
            return seat
        here = self.here()
        if len(here) == 1:
            return here[0]
        if seat is None and not self.info.secrets:
            return 0
        return None

    def shared(self) -> bool:
        """Several people share this device in a game with secrets: each must say they
        are the one looking before their secrets are shown (the hand-off screen)."""
        return self.info.secrets and len(self.here()) >= 2 and not self.state.is_over

    def digest(self) -> str:
        """The digest of the action log, as saves carry it."""
        return digest(self.state.history)

    def save(self, now: int) -> dict[str, Any]:
        """The save envelope of this game with what the page keeps beside it."""
        meta: dict[str, Any] = {"updated": now, "seats": self.codes, "pace": self.pace}
        if self.ui:  # the game page's memory (its carry() keeps what lasts)
            meta["page"] = dict(self.ui)
        if self.room is not None:
            meta["online"] = self.room.to_json()
        return to_save(self.state, meta=meta)

    def export(self, now: int) -> dict[str, Any]:
        """The game as a file to keep or give: its save without the room's secrets."""
        save = self.save(now)
        save["meta"].pop("online", None)
        return save

    def lobby(self) -> bool:
        """Friends online are still gathering: the game has not started."""
        return self.room is not None and not self.room.started


# ---------------------------------------------------------------- moves


@dataclass(frozen=True)
class Play:
    """``seat`` plays ``action`` (a canonical action string)."""

    action: str
    seat: int | None
    """The seat the action is played for (None: the game is over, and so is any play)."""


@dataclass(frozen=True)
class Undo:
    """Take back the last action of this turn (never past something revealed)."""


@dataclass(frozen=True)
class Choose:
    """A choice in progress changes (the game page's ``ui`` memory)."""

    ui: Mapping[str, Any]


@dataclass(frozen=True)
class Drop:
    """The choice in progress is dropped (Escape): what the page keeps of it, nothing else."""


@dataclass(frozen=True)
class Pace:
    """Computers play at another pace."""

    pace: str


@dataclass(frozen=True)
class Reseat:
    """Other people or computers play the seats (a seat left empty by a friend online
    given to a computer)."""

    seats: tuple[Seat, ...]


@dataclass(frozen=True)
class Roomed:
    """The room changes (its keys, a friend takes or leaves a seat, the game starts), and
    with it the players' names before anything is played (``names``: a friend gave theirs)."""

    room: Room
    names: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Handed:
    """The device is passed to the next person here: the last one can no longer take back
    their turn, and nothing of their view is kept for the next one's board."""


@dataclass(frozen=True)
class Reload:
    """The table read back from storage: another tab's moves, or the last table stored
    when storage refused a save."""

    table: Table


Move = Play | Undo | Choose | Drop | Pace | Reseat | Roomed | Handed | Reload


def step(table: Table, move: Move) -> Table:
    """The table after ``move``: the only way a game on screen changes. ``table`` is never
    changed; IllegalActionError (from the engine, or for a seat not to play) leaves
    everything as it was."""
    if isinstance(move, Play):
        return _play(table, move)
    if isinstance(move, Undo):
        if not table.undo:
            return table
        mark = table.undo[-1]
        return replace(
            table,
            state=mark.state,
            log=table.log[: mark.log],
            undo=table.undo[:-1],
            ui=carry(table, table.ui),
            last=(),
            events=(),
            before=None,
        )
    if isinstance(move, Choose):
        return replace(table, ui=MappingProxyType(dict(move.ui)), last=(), events=(), before=None)
    if isinstance(move, Drop):
        return replace(table, ui=carry(table, table.ui), last=(), events=(), before=None)
    if isinstance(move, Pace):
        return replace(table, pace=read_pace(move.pace), last=(), events=(), before=None)
    if isinstance(move, Reseat):
        if len(move.seats) != len(table.seats):
            raise ValueError("one controller per seat")
        # a seat another controller now plays cannot take back what it did not do
        return replace(table, seats=move.seats, undo=(), last=(), events=(), before=None)
    if isinstance(move, Roomed):
        named = table if move.names is None else _rename(table, move.names)
        return replace(named, room=move.room, undo=(), last=(), events=(), before=None)
    if isinstance(move, Handed):
        return replace(table, undo=(), last=(), events=(), before=None)
    return move.table


def _rename(table: Table, names: tuple[str, ...]) -> Table:
    """The same game set up again with other names (nothing played yet: the same deal)."""
    state = table.state
    if state.history:
        raise IllegalActionError("started", Msg("The game has started: names are kept."))
    config = dict(state.config)
    if len(names) != len(config.pop("players")):
        raise ValueError("one name per seat")
    seed = int(config.pop("seed"))
    fresh = new_game(table.info.id, list(names), seed, **config)
    return replace(table, state=fresh, log=Table.new(table.info, fresh, "", ()).log)


def _play(table: Table, move: Play) -> Table:
    state = table.state
    if state.current_player is not None and move.seat != state.current_player:
        raise IllegalActionError("not-your-turn", Msg("It is not this seat's turn."))
    trial = state.copy()
    trial.apply(move.action)
    events = tuple(trial.events)
    after = trial.current_player
    keeps_undo = (
        table.room is None
        and move.seat is not None
        and table.seats[move.seat].here
        and not trial.revealed
        and (after == state.current_player or _hands_over(table, trial))
    )
    # (marks are the seat's own: another's are never taken back from this seat's turn)
    mine = tuple(m for m in table.undo if m.state.current_player == move.seat)
    undo = (*mine, Mark(state, len(table.log))) if keeps_undo else ()
    return replace(
        table,
        state=trial,
        log=(*table.log, *narrate(trial)),
        undo=undo,
        ui=carry(table, table.ui, [move.action], events),
        last=(move.action,),
        events=events,
        before=state.view(table.eyes()),
    )


def _hands_over(table: Table, trial: GameState) -> bool:
    """Whether the turn goes on to another person here in a game whose device is passed
    between them (the hand-off screen): until it is, the last one may take their turn back."""
    seat = trial.current_player
    return table.shared() and not trial.is_over and seat is not None and table.seats[seat].here


def carry(
    table: Table,
    ui: Mapping[str, Any],
    actions: Sequence[str] = (),
    events: Sequence[Mapping[str, Any]] = (),
) -> Mapping[str, Any]:
    """What the game page's ``ui`` memory keeps after ``actions`` (none: an undo, Escape,
    or opening a saved game): what the page says, else nothing."""
    kept = getattr(ui_of(table.info.id), "carry", None)
    if kept is None:
        return NOTHING
    return MappingProxyType(dict(kept(ui, list(actions), list(events))))
