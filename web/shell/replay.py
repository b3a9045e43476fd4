"""A saved game watched again: the board as it was after each action, drawn by the game's
own page from the engine's ``view(seat)``, with the game's log following.

The game is told again from its save (set-up, seed, actions): every action is applied by
the engine, one by one, and each position kept (:class:`Told`). Nothing is ever written:
the saved game stays as it is. What is shown of hidden things follows who may see them: a
finished game shows everything at once (the engine's ``open_view``, which it gives for a
finished game only), or one seat's eyes throughout, by a switch; a game going on shows only
what this device's seats may see.
The board is drawn read-only: no action is legal on it, so it carries no ``data-action``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Protocol

from potions import GAMES, load_save
from potions.core.i18n import Join, Msg, Translator
from potions.core.protocol import Event, GameInfo, GameState
from potions.core.saves import envelope
from web.games import ui_of
from web.games.protocol import Board
from web.shell import screens
from web.shell.host import Host
from web.shell.markup import attr, button, escape, name
from web.shell.page import Page
from web.shell.replay_link import FRAGMENT, encode, link_save
from web.shell.seats import HUMAN, read_seats
from web.shell.storage import LogLine, meta_of, narrate, opening, set_up
from web.shell.table import Table

PACES = {"slow": 1600, "normal": 800, "fast": 300}
"""Milliseconds each action stays on screen while a replay plays, by pace."""
CONTROLS = ("start", "back", "play", "next", "end")
"""The replay's controls (``data-replay``)."""
ALL = "all"
"""The eyes of a finished game's replay that see everything at once: every seat's secrets
(the engine's ``open_view``, given for a finished game only)."""
HERE = "here"
"""The eyes of a game going on: those the game itself would show on this device."""


@dataclass(frozen=True)
class Told:
    """A game told again: every position from its set-up to its last action, and its log."""

    info: GameInfo
    sid: str | None
    """Its saved game (None: a game a link carries, not kept on this device)."""
    states: tuple[GameState, ...]
    """The game after 0, 1, ... actions (the first: as set up)."""
    actions: tuple[str, ...]
    log: tuple[LogLine, ...]
    ends: tuple[int, ...]
    """How many lines of :attr:`log` each position has told."""
    seats: tuple[str, ...]
    """Who played each seat ("human", a computer level, "online")."""
    save: dict[str, Any]
    """The save it was told from (kept when a link's game is kept)."""
    events: tuple[tuple[Event, ...], ...] = ()
    """What each action did (the engine's events), for the game page's animations."""
    room: str = ""
    """The friend's room it was played in, when this device joined it (its host's game,
    kept here once over): it is neither a saved game here nor a link's."""

    @property
    def count(self) -> int:
        """How many actions the game has."""
        return len(self.actions)

    @property
    def over(self) -> bool:
        """Whether the game is finished (then every seat's secrets may be shown)."""
        return self.states[-1].is_over

    @property
    def names(self) -> list[str]:
        return [str(n) for n in self.states[0].config["players"]]

    def here(self) -> list[int]:
        """The seats this device's people played."""
        return [i for i, code in enumerate(self.seats) if code == HUMAN]

    @property
    def turns(self) -> tuple[int, ...]:
        """The slider's stops: how many actions were played at the start and at the end of
        each turn (a turn: the actions one player made in a row, as the log groups them)."""
        actors = [s.current_player for s in self.states[:-1]]
        ends = [k for k in range(1, self.count) if actors[k] != actors[k - 1]]
        return (0, *ends, self.count) if self.count else (0,)

    def turn(self, at: int) -> int:
        """The turn ``at`` actions are in: the last stop at or before them."""
        return max(i for i, stop in enumerate(self.turns) if stop <= at)


def tell(data: object, sid: str | None, room: str = "") -> Told:
    """The game a save holds, told again position by position (SaveError, as when it is
    opened, when it cannot be); ``room``: a friend's room's game, as its host saved it."""
    save = envelope(data)
    states: list[GameState] = []
    actions: list[str] = []
    lines: list[LogLine] = []
    ends: list[int] = []
    events: list[tuple[Event, ...]] = []

    def after(state: GameState, action: str) -> None:
        lines.extend(narrate(state))
        events.append(tuple(state.events))
        states.append(state.copy())
        actions.append(action)
        ends.append(len(lines))

    first = set_up(load_save(save, after=after))
    start = opening(first)
    n = len(first.config["players"])
    info = GAMES[first.game_id]
    codes = [s.code for s in read_seats(meta_of(save)["seats"], n, info.levels, ("online",))]
    return Told(
        info,
        sid,
        (first, *states),
        tuple(actions),
        (*start, *lines),
        (len(start), *(len(start) + e for e in ends)),
        tuple(codes),
        save,
        ((), *events),
        room,
    )


@dataclass(frozen=True)
class Replay:
    """The replay on screen: the game told, how many actions are shown, whose eyes,
    whether it plays on and at which pace."""

    told: Told
    at: int
    eyes: str
    """:data:`ALL`, :data:`HERE`, or a seat's number (that seat's eyes throughout)."""
    playing: bool = False
    pace: str = "normal"
    fresh: bool = False
    """Whether the action shown was just played on (one step on): the game's page shows
    its animations, as it did when it was played."""

    def table(self) -> Table:
        """The position shown as the shell's table (read-only: the game page and the log
        draw it as they draw a game)."""
        told = self.told
        state = told.states[self.at]
        seats = read_seats(list(told.seats), len(told.names), told.info.levels, ("online",))
        return Table(told.info, told.sid or "", state, seats, log=told.log[: told.ends[self.at]])

    def open(self) -> bool:
        """Whether the board shows everything at once (a finished game, every seat's eyes)."""
        return self.eyes == ALL and self.told.over

    def view(self, at: int, seat: int | None) -> dict[str, Any]:
        """What the board shows of the game after ``at`` actions: everything at once (the
        engine gives it for a finished game only), or what ``seat`` saw."""
        state = self.told.states[at]
        return state.open_view(self.told.states[-1]) if self.open() else state.view(seat)

    def seat(self) -> int | None:
        """Whose eyes the board shows now (None: a spectator's, or everything at once)."""
        table = self.table()
        if self.open():
            return None
        if self.eyes.isdigit() and int(self.eyes) in self.choices():
            return int(self.eyes)
        return table.eyes()

    def choices(self) -> list[int]:
        """The seats whose eyes the switch offers: every seat once the game is over, else
        this device's people's only."""
        return list(range(len(self.told.names))) if self.told.over else self.told.here()


def first_eyes(told: Told) -> str:
    """The eyes a replay opens with: everything at once for a finished game, this device's
    for a game going on."""
    return ALL if told.over else HERE


class Screens(Protocol):
    """What a replay needs of the screens around it."""

    tr: Translator
    rules: str
    settings: dict[str, Any]

    def save_settings(self) -> None:
        """Remember the settings."""

    def home(self, problem: str = "", picked: str | None = None) -> None:
        """The start screen (``problem``: what to say there)."""


class Watching:
    """The replay on screen, if any: its controls, its timer, its drawing."""

    def __init__(self, host: Host, page: Page, shell: Screens) -> None:
        self.host = host
        self.page = page
        self.shell = shell
        self.replay: Replay | None = None
        self.timer: object = None
        """The token of the timer that plays the next action (a newer one drops it)."""
        self.kept: Callable[[Told], str | None] | None = None
        """Keeps a link's game in the saved games (its new id; None when storage refused)."""
        self.note: Msg | None = None
        """What the replay's screen says (a link's game kept, storage full)."""
        self.link = ""
        """The link of the game on screen, once asked for ("" before)."""

    def open(self, told: Told, at: int | None = None) -> None:
        """Watch ``told`` from its start (``at``: from that many actions)."""
        self.note = None
        self.link = ""
        shown = 0 if at is None else max(0, min(at, told.count))
        pace = self.shell.settings.get("replay-pace")
        chosen = pace if isinstance(pace, str) and pace in PACES else "normal"
        self.replay = Replay(told, shown, first_eyes(told), pace=chosen)
        self.draw()

    def close(self) -> None:
        """No replay on screen any more."""
        if self.replay is not None:
            self.replay = None
            self.timer = None
            self.host.set_root("data-replay-at", None)

    def to(self, at: int) -> None:
        """Show the game after ``at`` actions (bounded by its start and its end)."""
        replay = self.replay
        if replay is None:
            return
        at = max(0, min(at, replay.told.count))
        playing = replay.playing and at < replay.told.count
        self.replay = replace(replay, at=at, playing=playing, fresh=at == replay.at + 1)
        self.draw()

    def slide(self, turn: int) -> None:
        """The slider moved to stop ``turn`` (the end of that turn; 0: the start)."""
        replay = self.replay
        if replay is not None:
            stops = replay.told.turns
            self.to(stops[max(0, min(turn, len(stops) - 1))])

    def control(self, word: str) -> None:
        """One of the replay's controls (:data:`CONTROLS`)."""
        replay = self.replay
        if replay is None:
            return
        if word == "play":
            if replay.playing:
                self.replay = replace(replay, playing=False)
                self.timer = None
                self.draw()
            else:
                at = 0 if replay.at >= replay.told.count else replay.at
                self.replay = replace(replay, at=at, playing=True)
                self.draw()
                self.wait()
            return
        moves = {
            "start": 0,
            "back": replay.at - 1,
            "next": replay.at + 1,
            "end": replay.told.count,
        }
        if word in moves:
            self.replay = replace(replay, playing=False)
            self.timer = None
            self.to(moves[word])

    def wait(self) -> None:
        """Play the next action once the pace's time has passed."""
        replay = self.replay
        if replay is None or not replay.playing:
            return
        token = self.timer = object()

        def tick() -> None:
            now = self.replay
            if self.timer is not token or now is None or not now.playing:
                return
            self.to(now.at + 1)
            self.wait()

        self.host.later(PACES.get(replay.pace, PACES["normal"]), tick)

    def set_pace(self, pace: str) -> None:
        if self.replay is not None and pace in PACES:
            self.replay = replace(self.replay, pace=pace, fresh=False)
            self.shell.settings["replay-pace"] = pace  # (remembered for the next replays)
            self.shell.save_settings()
            self.draw()

    def set_eyes(self, eyes: str) -> None:
        replay = self.replay
        if replay is None:
            return
        if eyes in (ALL, HERE) or (eyes.isdigit() and int(eyes) in replay.choices()):
            self.replay = replace(replay, eyes=eyes, fresh=False)
            self.draw()

    def key(self, key: str) -> bool:
        """A key of the keyboard: the arrows step back and on, Home and End go to the
        start and the end; True when it was the replay's."""
        words = {"ArrowLeft": "back", "ArrowRight": "next", "Home": "start", "End": "end"}
        if self.replay is None or key not in words:
            return False
        self.control(words[key])
        return True

    def keep(self) -> None:
        """Keep a link's game in this device's saved games."""
        replay = self.replay
        if replay is None or replay.told.sid is not None or replay.told.room or not self.kept:
            return
        sid = self.kept(replay.told)
        if sid is None:
            self.note = Msg(
                "This browser's storage is full: the game was not kept. Delete finished "
                "games, then try again."
            )
        else:
            self.replay = replace(replay, told=replace(replay.told, sid=sid))
            self.note = Msg("The game is kept in your saved games.")
            self.host.set_url(f"?replay={screens.entry_word(sid)}")
        self.draw()

    def share(self) -> None:
        """A finished game's link: offered to the system's share sheet where there is
        one, else put on the clipboard; shown on the replay's screen in any case."""
        replay = self.replay
        if replay is None or not replay.told.over:
            return
        told = replay.told
        fragment = encode(link_save(told.states[-1], list(told.seats)))
        self.link = f"{self.host.address()}#{FRAGMENT}{fragment}"
        if not self.host.share(self.link, told.info.title):
            self.host.copy(self.link)
            self.note = Msg("The link is copied: paste it to whoever you like.")
        else:
            self.note = None
        self.draw()

    # ------------------------------------------------------------------ drawing

    def draw(self) -> None:
        """Show the replay on screen."""
        replay = self.replay
        if replay is None:
            return
        self.host.set_root("data-game", replay.told.info.id)
        self.host.set_root("data-replay-at", str(replay.at))
        tr, keep = self.shell.tr, self.page.pieces.keep
        html = page(tr, replay, keep, self.host.touch(), self.note, self.link)
        self.page.show(html + screens.rules_dialog(self.shell.tr, self.shell.rules))


def board_of(
    tr: Translator,
    replay: Replay,
    keep: Callable[[str, str], str] = lambda i, h: h,
    touch: bool = False,
) -> Board:
    """What the game's page may see to draw the position shown: the view of the eyes
    shown (a finished game's: everything at once by default), nothing legal (the board is
    read-only), what the last action did as the prompt."""
    told = replay.told
    seat = replay.seat()
    notice = told_notice(tr, replay)
    fresh = replay.fresh and replay.at > 0
    return Board(
        view=replay.view(replay.at, seat),
        seat=seat,
        legal=[],
        names=told.names,
        seats=list(told.seats),
        tr=tr,
        notice=notice,
        last=[told.actions[replay.at - 1]] if fresh else [],
        events=[dict(e) for e in told.events[replay.at]] if fresh else [],
        before=replay.view(replay.at - 1, seat) if fresh else None,
        touch=touch,
        keep=keep,
    )


def told_notice(tr: Translator, replay: Replay) -> str:
    """What the prompt says in a replay: what the action shown did (its log's lines)."""
    _ = tr
    told = replay.told
    if replay.at == 0:
        return _.html("The game as it was set up.")
    lines = told.log[told.ends[replay.at - 1] : told.ends[replay.at]]
    said = " ".join(tr.render_html(msg) for _seat, msg in lines if msg.context != screens.HEADLINE)
    return said or _.html("Action {n}.", n=replay.at)


def page(
    tr: Translator,
    replay: Replay,
    keep: Callable[[str, str], str] = lambda i, h: h,
    touch: bool = False,
    note: Msg | None = None,
    link: str = "",
) -> str:
    """The replay's page: the top bar, its controls, the game's own board read-only, the
    log up to the action shown (the final scores once its last action is shown)."""
    _ = tr
    told = replay.told
    info = told.info
    table = replay.table()
    board = board_of(tr, replay, keep, touch)
    ui = ui_of(info.id)
    html = ui.board(board)
    status = escape(_("Replay")) + " · " + ui.status(board)
    top = (
        f'<header id="topbar"><h1>{escape(info.title)}</h1><span id="status">{status}</span>'
        f"<nav>{screens.languages(tr)}"
        f"{button(escape(_('Rules')), select=f'rules-of {info.id}')}"
        f"{button(escape(_('Games')), select='menu')}</nav></header>"
    )
    entries = screens.log_html(tr, log_table(replay), keep, shown_lines(replay))
    log = keep(
        "log-panel",
        f'<section id="log-panel"><h2>{escape(_("Game log"))}</h2><ol id="log">{entries}</ol>'
        "</section>",
    )
    return (
        f"{keep('topbar', top)}{controls(tr, replay, note, link)}"
        f'<div id="play-area" data-drop-late>'
        f'<main id="board" class="game-{info.id}" data-replay-board>{html}</main>'
        f"{log}</div>{final(tr, replay, table, board)}"
    )


def shown_lines(replay: Replay) -> range:
    """The log's lines of the action shown (its opening lines at the start)."""
    ends = replay.told.ends
    return range(ends[replay.at - 1] if replay.at else 0, ends[replay.at])


def log_table(replay: Replay) -> Table:
    """The table whose log the replay shows: the lines told up to the action shown; a
    finished game's whole past may be read (a game of memory going on shows only its
    latest turns, as it does while it is played)."""
    table = replay.table()
    if replay.told.over:
        return replace(table, state=replay.told.states[-1])
    return table


def controls(tr: Translator, replay: Replay, note: Msg | None = None, link: str = "") -> str:
    """Start, back, play or pause, next, end (action by action); the slider over the turns;
    the pace; whose eyes; keeping a link's game."""
    _ = tr
    told = replay.told
    labels = {
        "start": ("«", _("To the start")),
        "back": ("‹", _("Back one action")),
        "play": ("❚❚", _("Pause")) if replay.playing else ("▶", _("Play")),
        "next": ("›", _("Next action")),
        "end": ("»", _("To the end")),
    }
    pressed = "true" if replay.playing else "false"
    ends = {"start": replay.at == 0, "back": replay.at == 0}
    ends |= {"next": replay.at >= told.count, "end": replay.at >= told.count}

    def control(word: str) -> str:
        icon, label = labels[word]
        extra = f'data-replay="{word}" aria-label="{attr(label)}"'
        if word == "play":
            extra += f' aria-pressed="{pressed}"'
        if ends.get(word):
            extra += ' aria-disabled="true"'  # (not disabled: the focus stays on it)
        return button(
            f'<span aria-hidden="true">{escape(icon)}</span>',
            select=f"replay {word}",
            cls="replay-control" + (" primary" if word == "play" else ""),
            title=label,
            extra=extra,
        )

    buttons = "".join(control(word) for word in CONTROLS)
    count = _("Action {at} of {n}", at=replay.at, n=told.count)
    turn, turns = told.turn(replay.at), len(told.turns) - 1
    said = _("Turns shown: {at} of {n}", at=turn, n=turns) + " · " + count
    slider = (
        f'<input type="range" id="replay-slider" min="0" max="{turns}" '
        f'value="{turn}" step="1" aria-label="{attr(_("Turns shown"))}" '
        f'aria-valuetext="{attr(said)}">'
    )
    paces = {"slow": _("Slow"), "normal": _("Normal"), "fast": _("Fast")}
    pace = "".join(
        button(
            escape(label),
            select=f"replay-pace {word}",
            cls="pace" + (" current" if replay.pace == word else ""),
            extra=f'aria-pressed="{"true" if replay.pace == word else "false"}"',
        )
        for word, label in paces.items()
    )
    return (
        f'<section id="replay" aria-label="{attr(_("Replay"))}">'
        f'<div class="replay-buttons" role="group">{buttons}</div>'
        f'<label class="replay-slider">{slider}<span id="replay-count">{escape(said)}</span>'
        "</label></section>"
        f'<section id="replay-options"><div class="replay-pace" role="group" '
        f'aria-label="{attr(_("Pace"))}">{pace}</div>'
        f"{eyes_switch(tr, replay)}{keeping(tr, replay, note, link)}</section>"
    )


def eyes_switch(tr: Translator, replay: Replay) -> str:
    """Whose eyes the board shows, in a game with secrets: everything at once (a finished
    game), or one seat throughout (once finished: any; else this device's people's)."""
    _ = tr
    told = replay.told
    choices = replay.choices()
    if not told.info.secrets or (not told.over and len(choices) < 2):
        return ""
    first = ALL if told.over else HERE
    label = _("Everything") if told.over else _("Whoever plays here")
    options = [(first, escape(label))] + [
        (str(i), _.html("As {name} saw it", name=told.names[i])) for i in choices
    ]
    return (
        f'<div class="replay-eyes" role="group" aria-label="{attr(_("Whose eyes"))}">'
        + "".join(
            button(
                text,
                select=f"replay-eyes {word}",
                cls="eyes" + (" current" if replay.eyes == word else ""),
                extra=f'data-eyes="{word}" aria-pressed="{str(replay.eyes == word).lower()}"',
            )
            for word, text in options
        )
        + "</div>"
    )


def keeping(tr: Translator, replay: Replay, note: Msg | None, link: str = "") -> str:
    """A finished game's link to share (once asked for, shown to be copied); a link's game
    offered to be kept in the saved games; what came of either."""
    _ = tr
    said = "" if note is None else f'<p id="replay-note" role="status">{tr.render_html(note)}</p>'
    if link:
        said += (
            f'<input id="replay-link" readonly value="{attr(link)}" '
            f'aria-label="{attr(_("The game as a link"))}">'
        )
    if replay.told.sid is not None or replay.told.room:
        if not replay.told.over:
            return said
        share = button(escape(_("Share as a link")), select="replay-share", extra="data-share")
        return f'<p class="replay-shared">{share}</p>{said}'

    return (
        f'<p class="replay-shared">{escape(_("A game shared as a link."))} '
        f"{button(escape(_('Keep in my saved games')), select='replay-keep', cls='primary')}"
        f"</p>{said}"
    )


def final(tr: Translator, replay: Replay, table: Table, board: Board) -> str:
    """The winners and the score pad, once the last action of a finished game is shown."""
    _ = tr
    state = table.state
    if not state.is_over:
        return ""
    winners = state.winners()
    names = Join(table.names[i] for i in winners)
    title = (
        _.html("{names} wins!", names=names)
        if len(winners) == 1
        else _.html("{names} share the victory!", names=names)
    )
    scores = ", ".join(f"{name(n)} {s}" for n, s in zip(table.names, state.scores(), strict=True))
    return (
        f'<section id="replay-final" aria-label="{attr(_("Final scores"))}">'
        f"<h2>{escape(_('Final scores'))}</h2><p>{scores}</p>"
        f"<p>{title}</p>"
        f"{screens.score_pad(tr, table, board)}</section>"
    )
