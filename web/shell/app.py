"""The shell's controller: routing, starting and opening games, clicks, computers, saves.

It holds no rules: it asks the engines (:mod:`potions`) for legal actions and views, and
each game's page (:mod:`web.games`) for the board's markup. All browser access goes
through a :class:`~web.shell.host.Host`, so the whole controller runs in CPython tests.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from potions import GAMES, IllegalActionError, SaveError, SetupError, choose_action, new_game
from potions.core.i18n import Join, Msg, Translator, translator
from potions.core.protocol import GameInfo
from potions.core.search import decision_seed
from web.games import playable, ui_of
from web.games.protocol import Board, level_name
from web.shell import screens
from web.shell.host import Host, StorageFull
from web.shell.markup import button, escape
from web.shell.pieces import Pieces
from web.shell.session import DELAYS, SHOW, Session, Unsaved, read_pace, read_seats
from web.shell.storage import PREFIX, Storage, narrate, parse

CATALOGUES = ("potions", "web")
LANGS = ("en", "fr")
WORKER_LIMIT = 20_000
"""Milliseconds a computer's decision may take in the worker before the page stops
waiting and thinks itself (the worker's own first start included)."""


AFTER_AN_ACTION = (
    "state",
    "ui",
    "log",
    "undo",
    "message",
    "hint",
    "hint_request",
    "before",
    "last",
    "events",
)
"""The fields of a :class:`Session` an action changes (see :meth:`App.outcome`)."""


@dataclass
class Foreseen:
    """What a click on an action will show, worked out before the click
    (:meth:`App.foresee`)."""

    action: str
    shown: int
    """The page it follows (:attr:`App.shown`): it is stale once another is shown."""
    after: Session
    sounds: list[str]
    html: str
    drawn: dict[str, str]
    """The pieces ``html`` was drawn with."""
    prepared: object
    """The host's own form of ``html``, made ahead (for example, parsed)."""


class App:
    """The page: the start screen or one game."""

    def __init__(self, host: Host, lang: str = "en") -> None:
        self.host = host
        self.storage = Storage(host)
        self.storage.migrate()
        self.settings = self.storage.settings()
        self.tr: Translator = translator(lang if lang in LANGS else "en", CATALOGUES)
        self.session: Session | None = None
        self.picked: str | None = None
        self.rules = ""
        """The game whose rules are open over the screen ("" when none)."""
        self.worker = True
        self.next_request = 1
        self.pieces = Pieces(late=screens.LATE_PIECES)
        self.shown = 0
        """How many pages were shown (what is foreseen is for one page)."""
        self.foreseen: Foreseen | None = None

    # ------------------------------------------------------------------ routing

    def route(self, params: Mapping[str, str]) -> None:
        """Open what the address asks for: ``?game=ID`` resumes a game,
        ``?new=GAME&players=A,B&seed=S&ai=...&pace=...&OPTION=...`` starts one, and
        ``?players=...`` alone starts Potion Explosion (the first edition's links)."""
        if params.get("game"):
            self.open(params["game"])
        elif params.get("new") or params.get("players"):
            self.start_from_link(params)
        else:
            self.home()

    def start_from_link(self, params: Mapping[str, str]) -> None:
        game_id = params.get("new") or "explosion"
        info = GAMES.get(game_id)
        if info is None or info not in playable():
            self.home(self.tr("There is no game '{game}' in this app.", game=game_id[:40]))
            return
        own = getattr(ui_of(game_id), "link_setup", None)
        setup = own(params, self.tr) if own is not None else None
        if setup is not None:
            self.start(
                game_id,
                setup["players"],
                setup["seed"],
                setup["options"],
                setup["seats"],
                setup["pace"],
                remember=False,
            )
            if self.session is not None and setup.get("select"):
                self.select(setup["select"])
            return
        players = [p.strip() for p in params.get("players", "").split(",") if p.strip()]
        seed_text = params.get("seed", "")
        seed = int(seed_text) if seed_text.isdigit() else self.new_seed()
        options: dict[str, Any] = {}
        try:
            for option in info.options:
                if option.name in params:
                    options[option.name] = option.parse(params[option.name])
        except SetupError as exc:
            self.home(exc.text(self.tr))
            return
        seats = [s.strip() for s in params.get("ai", "").split(",")] if params.get("ai") else []
        if seed_text.isdigit():
            # The same link opened again resumes its game instead of adding an identical one.
            try:
                setup = dict(new_game(info.id, players, seed, **options).config)
            except SetupError:
                setup = {}
            known = read_seats(seats, len(players), info.levels)
            found = self.storage.find(info.id, setup, known) if setup else None
            if found is not None:
                self.open(found)
                return
        self.start(info.id, players, seed, options, seats, params.get("pace", "normal"))

    def home(self, problem: str = "", picked: str | None = None) -> None:
        """The start screen (``picked``: a game whose set-up is shown)."""
        self.store_now()
        self.session = None
        self.picked = picked
        self.host.set_url("")
        self.host.set_root("data-game", None)
        last = self.settings.get("last", {}).get(picked or "", {})
        html = screens.start(self.tr, self.storage.listing(), problem, picked, last)
        self.show(html + screens.rules_dialog(self.tr, self.rules))

    def open(self, sid: str) -> None:
        """Resume a stored game."""
        self.store_now()
        try:
            loaded = self.storage.load(sid)
        except SaveError as exc:
            self.home(
                self.tr(
                    "The saved game {id} cannot be opened: {why} It is kept: download its raw "
                    "data below, or start a new game.",
                    id=sid[:40],
                    why=exc.text(self.tr),
                )
            )
            return
        info = GAMES[loaded.state.game_id]
        if info not in playable():
            self.home(self.tr("This version of the app cannot show {game} yet.", game=info.title))
            return
        seats = read_seats(loaded.meta["seats"], len(loaded.state.config["players"]), info.levels)
        self.session = Session(
            info, loaded.state, sid, seats, read_pace(loaded.meta["pace"]), loaded.log
        )
        self.session.ui = self.carry(self.session, loaded.meta["page"])
        self.session.stored = self.storage.stored_digest(sid)
        self.host.set_url(f"?game={sid}")
        self.draw()

    def start(
        self,
        game_id: str,
        players: list[str],
        seed: int,
        options: dict[str, Any],
        seats: Sequence[str] = (),
        pace: str = "normal",
        remember: bool = True,
    ) -> None:
        """Start a new game and store it at once (``remember``: as the last set-up)."""
        self.store_now()
        info = GAMES[game_id]
        try:
            state = new_game(game_id, players, seed, **options)
        except SetupError as exc:
            self.home(exc.text(self.tr), game_id)
            return
        sid = f"{self.host.now():x}{int(self.host.random() * 0xFFFF):04x}"
        session = Session(info, state, sid, read_seats(list(seats), len(players), info.levels))
        session.pace = read_pace(pace)
        names = Join(str(n) for n in state.config["players"])
        session.log = [(None, Msg("New game: {names} (seed {seed}).", names=names, seed=seed))]
        session.log += narrate_start(state)
        if not self.store(session):
            return
        self.session = session
        if remember:
            played = [str(n) for n in state.config["players"]]
            self.remember_setup(info, played, session.seats, options)
        self.host.set_url(f"?game={sid}")
        self.draw()

    def remember_language(self) -> None:
        """Keep the language a link asked for (``?lang=``) for the next visits."""
        if self.settings.get("lang") != self.tr.lang:
            self.settings["lang"] = self.tr.lang
            self.storage.save_settings(self.settings)

    def set_language(self, lang: str) -> None:
        """Show everything in ``lang`` from now on, and remember it."""
        if lang not in LANGS:
            return
        self.tr = translator(lang, CATALOGUES)
        self.settings["lang"] = lang
        self.storage.save_settings(self.settings)
        self.host.set_root("lang", lang)
        if self.session is not None:
            self.draw()
        else:
            self.home(picked=self.picked)

    def new_seed(self) -> int:
        return int(self.host.random() * 2**31)

    # ------------------------------------------------------------------ drawing

    def board(self, session: Session, keep: Callable[[str, str], str] | None = None) -> Board:
        """What the game's page may see to draw the board now (``keep``: the pieces the
        page is drawn with; those shown, by default)."""
        eyes = session.eyes()
        state = session.state
        legal: list[str] = []
        if eyes is not None and state.current_player == eyes and not session.computer():
            legal = [str(a) for a in state.legal_actions()]
        notice = ""
        level = session.computer()
        if level and state.current_player is not None:
            notice = '<span class="thinking" aria-hidden="true"></span>' + self.tr.html(
                "{name} (computer, {level}) is playing…",
                name=session.names[state.current_player],
                level=level_name(self.tr, level),
            )
        message = "" if session.message is None else self.tr.render_html(session.message)
        if session.full:
            _ = self.tr
            message += (
                button(escape(_("Export this game")), select="export")
                + button(escape(_("Delete finished games")), select="free")
                + button(escape(_("Try again")), select="retry", cls="primary")
            )
        if session.hint:
            text = ui_of(session.info.id).describe_action(
                Board(state.view(eyes), eyes, legal, session.names, session.seats, self.tr),
                session.hint,
            )
            hint = escape(self.tr("Hint (Hard): {hint}", hint=text))
            message = f'<span class="hint-text">{hint}</span>'

        return Board(
            view=state.view(eyes),
            seat=eyes,
            legal=legal,
            names=session.names,
            seats=session.seats,
            tr=self.tr,
            ui=session.ui,
            hint=session.hint,
            coming=session.coming,
            last=session.last,
            events=session.events,
            before=session.before,
            notice=notice,
            shell_buttons=screens.shell_buttons(self.tr, session),
            message=message,
            keep=self.pieces.keep if keep is None else keep,
        )

    def show(self, html: str, prepared: object = None) -> None:
        """Show a page drawn with :attr:`pieces` (only what changed is sent whole)."""
        self.shown += 1  # whatever was foreseen followed the page shown before
        self.foreseen = None
        pieces, late = self.pieces.next_page()
        self.host.show(html, pieces, prepared, late)

    def page(self, session: Session, keep: Callable[[str, str], str]) -> str:
        """The markup of the game's page for ``session``, its pieces drawn with ``keep``."""
        board = self.board(session, keep)
        html = "" if session.needs_handoff() else ui_of(session.info.id).board(board)
        sound = bool(self.settings.get("sound", True))
        page = screens.game_page(self.tr, session, board, html, sound)
        return page + screens.rules_dialog(self.tr, self.rules)

    def draw(self, seen: Foreseen | None = None) -> None:
        """Show the game on screen (the page ``seen`` worked out ahead, if given), then let
        a computer play if it is its turn."""
        session = self.session
        if session is None:
            return
        self.host.set_root("data-game", session.info.id)
        if seen is None:
            self.show(self.page(session, self.pieces.keep))
        else:
            self.pieces.drawn = seen.drawn
            self.show(seen.html, seen.prepared)
        session.last = []
        session.events = []
        self.schedule()

    # ------------------------------------------------------------------ actions

    def click(self, action: str = "", select: str = "", attempt: str = "") -> None:
        """A click on the page: an action, a choice, or a marble tried out of turn."""
        if action:
            self.act(action)
        elif select:
            self.select(select)
        elif attempt and self.session is not None:
            self.act(attempt)

    def act(self, text: str, by_computer: bool = False) -> None:
        """Play an action for the seat to play (refused politely when it is not yours)."""
        session = self.session
        if session is None or session.needs_handoff():
            return
        state = session.state
        level = session.computer()
        if level and not by_computer:
            seat = state.current_player
            assert seat is not None
            session.message = Msg("Wait: it is {name}'s turn (computer).", name=session.names[seat])
            self.draw()
            return
        seen = None if by_computer else self.seen(text)
        if seen is not None:
            after, sounds = seen.after, seen.sounds
        else:
            try:
                after, sounds = self.outcome(session, text, by_computer)
            except IllegalActionError as exc:
                session.message = exc.msg
                self.draw()
                return
        if session.unsaved is None:
            session.unsaved = Unsaved(state, session.ui, len(session.log), list(session.undo))
        for name in AFTER_AN_ACTION:
            setattr(session, name, getattr(after, name))
        if self.settings.get("sound", True):
            for sound in sounds:
                self.host.play(sound)
        self.draw(seen)
        # Stored once the board is on screen: a save is not a step a player waits for.
        self.host.after_frame(lambda: self.store_moves(session))

    def outcome(self, session: Session, text: str, by_computer: bool) -> tuple[Session, list[str]]:
        """The session after ``text`` is played, and the sounds it makes, as a new
        :class:`Session` (``session`` is not changed; IllegalActionError if it may not be
        played). Only the fields named in :data:`AFTER_AN_ACTION` differ."""
        state = session.state
        trial = state.copy()
        trial.apply(text)
        events = list(trial.events)
        if by_computer or trial.revealed or trial.current_player != state.current_player:
            undo = []
        else:
            undo = [*session.undo, (state, len(session.log))]
        after = replace(
            session,
            state=trial,
            ui=self.carry(session, session.ui, [text], events),
            log=[*session.log, *narrate(trial)],
            undo=undo,
            message=session.message if by_computer else None,
            hint="",
            hint_request=0,
            before=state.view(session.eyes()),
            last=[text],
            events=events,
        )
        return after, list(ui_of(session.info.id).sounds(events))

    def seen(self, text: str) -> Foreseen | None:
        """What was foreseen for a click on ``text`` on the page shown now, if anything."""
        seen = self.foreseen
        fits = seen is not None and (seen.action, seen.shown) == (text, self.shown)
        return seen if fits else None

    def foresee(self, text: str) -> None:
        """Work out, before its click, what a click on the action ``text`` will show (its
        outcome and the page's markup, parsed by the host ahead too), so that the click
        itself only shows it. The page asks when a pointer rests on or presses an action,
        or the keyboard's focus reaches it; what is foreseen holds until the page changes."""
        session = self.session
        if self.seen(text) is not None:
            return
        if session is None or session.needs_handoff() or session.computer():
            return
        try:
            after, sounds = self.outcome(session, text, by_computer=False)
        except IllegalActionError:
            return
        scratch = Pieces(self.pieces.late)
        scratch.shown = self.pieces.shown
        html = self.page(after, scratch.keep)
        self.foreseen = Foreseen(
            text, self.shown, after, sounds, html, scratch.drawn, self.host.prepare(html, text)
        )

    def store_moves(self, session: Session) -> None:
        """Store the moves not stored yet. When storage is full, they are taken back
        (nothing is half done: the board goes back to the last stored position and says
        why); when another tab played meanwhile, its game is shown (see :meth:`store`)."""
        back = session.unsaved
        if back is None:
            return
        session.unsaved = None
        if self.store(session) or not session.full:
            return
        session.state = back.state
        session.ui = back.ui
        del session.log[back.log :]
        session.undo = back.undo
        session.request = 0
        session.coming = ""
        session.hint = ""
        session.before = None
        session.last = []
        session.events = []
        if self.session is session:
            self.draw()

    def store_now(self) -> None:
        """Store what waits to be stored (the page is going away, or another screen or
        action needs the stored game to be the one on screen)."""
        if self.session is not None:
            self.store_moves(self.session)

    def store(self, session: Session) -> bool:
        """Save the game now, never over moves another tab made; on failure say so at once
        and offer a way out. False when nothing was saved (the caller undoes the move)."""
        there = self.storage.stored_digest(session.sid)
        if session.stored is not None and there is None:
            self.home(self.tr("This game was deleted in another tab."))
            return False
        if session.stored is not None and there != session.stored:
            self.follow(session)
            return False
        try:
            self.storage.write(session.sid, session.save(self.host.now()))
        except StorageFull:
            session.full = True
            session.message = Msg(
                "This browser's storage is full, so the game cannot be saved: the last move "
                "was not played. Export this game, or delete finished games, then try again."
            )
            if self.session is None:
                self.home(self.tr.render(session.message))
            return False
        session.stored = session.digest()
        session.full = False
        return True

    def follow(self, session: Session) -> None:
        """Another tab played this game: show the position it stored."""
        session.unsaved = None
        try:
            loaded = self.storage.load(session.sid)
        except SaveError as exc:
            self.home(exc.text(self.tr))
            return
        session.state = loaded.state
        session.log = loaded.log
        session.stored = self.storage.stored_digest(session.sid)
        session.seats = read_seats(loaded.meta["seats"], len(session.seats), session.info.levels)
        session.pace = read_pace(loaded.meta["pace"])
        session.ui = {}
        session.request = 0
        session.hint = ""
        session.before = None
        session.message = Msg(
            "This game was played in another tab: the board shows its latest position."
        )
        self.session = session
        self.draw()

    def on_storage(self, key: str) -> None:
        """Another tab changed stored data: follow the game on screen if it changed."""
        self.store_now()
        session = self.session
        if session is None:
            if key.startswith(PREFIX) and self.picked is None:
                self.home()
            return
        if key != PREFIX + session.sid:
            return
        there = self.storage.stored_digest(session.sid)
        if there is None:
            self.home(self.tr("This game was deleted in another tab."))
        elif there != session.stored:
            self.follow(session)

    def free_room(self) -> None:
        """Delete the finished games (after asking), then try to save again."""
        session = self.session
        ids = [i for i in self.storage.finished() if session is None or i != session.sid]
        question = self.tr.n(
            "Delete {n} finished game for good?", "Delete {n} finished games for good?", len(ids)
        )
        if ids and self.host.confirm(question):
            for sid in ids:
                self.storage.delete(sid)
        if session is not None:
            session.full = False
            session.message = None
            self.store(session)
            self.draw()

    def select(self, value: str) -> None:
        """A click on a ``data-select`` control."""
        self.store_now()
        words = value.split()
        if not words:
            return
        verb, rest = words[0], words[1:]
        session = self.session
        if verb == "close-rules":
            self.rules = ""
            if session is None:
                self.home(picked=self.picked)
            else:
                self.draw()
        elif verb == "rules-of" and rest and rest[0] in GAMES:
            self.rules = rest[0]
            self.home(picked=self.picked)
        elif verb == "lang" and rest:
            self.set_language(rest[0])
        elif verb in ("home", "menu"):
            self.rules = ""
            self.home()
        elif verb == "pick" and rest and rest[0] in [i.id for i in playable()]:
            self.home(picked=rest[0])
        elif verb == "continue" and rest:
            self.open(rest[0])
        elif verb == "download" and rest:
            raw = self.storage.raw(rest[0])
            self.host.download(f"potions-{rest[0]}.json", raw or "")
        elif verb == "delete" and rest:
            if self.host.confirm(self.tr("Delete this saved game for good?")):
                self.storage.delete(rest[0])
                self.home()
        elif session is None:
            return
        elif verb in ("fold", "unfold"):
            session.final_folded = verb == "fold"
            self.draw()
        elif verb == "export" and screens.log_turns(session) is not None:
            return  # a game of memory gives out no history before its end
        elif verb == "export":
            text = json.dumps(session.save(self.host.now()))
            self.host.download(f"potions-{session.info.id}-{session.sid}.json", text)
        elif verb == "sound":
            self.settings["sound"] = not self.settings.get("sound", True)
            self.storage.save_settings(self.settings)
            self.draw()
        elif verb == "rules":
            self.rules = "" if self.rules else session.info.id
            self.draw()
        elif verb == "undo":
            self.undo()
        elif verb == "free":
            self.free_room()
        elif verb == "retry":
            session.full = False
            session.message = None
            self.store(session)
            self.draw()
        elif verb == "again":
            config = dict(session.state.config)
            players = [str(n) for n in config.pop("players")]
            config.pop("seed", None)
            self.start(
                session.info.id, players, self.new_seed(), config, session.seats, session.pace
            )
        elif verb == "ready":
            session.ready = session.eyes()
            self.draw()
        elif verb == "pace" and rest:
            session.pace = read_pace(rest[0])
            self.store(session)
            self.draw()
        elif verb == "hint":
            self.ask_hint()
            self.draw()
        else:
            board = self.board(session)
            choice = ui_of(session.info.id).select(board, value)
            session.message = Msg.plain(choice.message) if choice.message else None
            if choice.ui is not None:
                session.ui = choice.ui
            if choice.action:
                self.act(choice.action)
            else:
                self.draw()

    def undo(self) -> None:
        """Take back the last action of this turn (never past something revealed)."""
        self.store_now()
        session = self.session
        if session is None or not session.undo or session.computer():
            return
        now = session.state
        session.state, length = session.undo.pop()
        if not self.store(session):
            if session.full:
                session.state = now
                session.undo.append((session.state, length))
            return
        del session.log[length:]
        session.ui = self.carry(session, session.ui)
        session.message = None
        session.hint = ""
        session.before = None
        self.draw()

    def cancel(self) -> None:
        """Escape: drop the choice in progress."""
        if self.session is not None:
            self.session.ui = self.carry(self.session, self.session.ui)
            self.draw()

    def carry(
        self,
        session: Session,
        ui: Mapping[str, Any],
        actions: Sequence[str] = (),
        events: Sequence[Mapping[str, Any]] = (),
    ) -> dict[str, Any]:
        """What the game page's ``ui`` memory keeps after actions (none: an undo, Escape,
        or opening a saved game): what the page says, else nothing."""
        carry = getattr(ui_of(session.info.id), "carry", None)
        return dict(carry(ui, list(actions), list(events))) if carry is not None else {}

    # ------------------------------------------------------------------ forms

    def submit(self, form: Mapping[str, Sequence[str]]) -> None:
        """The set-up form of the game picked on the start screen."""
        game_id = (form.get("game") or [self.picked or ""])[0]
        info = GAMES.get(game_id)
        if info is None:
            self.home()
            return
        names = list(form.get("player", []))
        kinds = list(form.get("seat", []))
        players = [n.strip() for n in names if n.strip()]
        seats = [k for n, k in zip(names, kinds, strict=False) if n.strip()]
        options = ui_of(game_id).read_setup(form)
        seed_text = (form.get("seed") or [""])[0].strip()
        seed = int(seed_text) if seed_text.isdigit() else self.new_seed()
        self.start(game_id, players, seed, options, seats)

    def remember_setup(
        self, info: GameInfo, players: list[str], seats: list[str], options: dict[str, Any]
    ) -> None:
        last = dict(self.settings.get("last", {}))
        last[info.id] = {"players": players, "seats": seats, "options": options}
        self.settings["last"] = last
        self.settings["game"] = info.id
        self.storage.save_settings(self.settings)

    def import_text(self, text: str) -> None:
        """A game file chosen with the import control."""
        self.store_now()
        try:
            loaded = self.storage.load_data(parse(text))
        except (ValueError, SaveError) as exc:
            why = exc.text(self.tr) if isinstance(exc, SaveError) else self.tr("not a game file")
            self.home(self.tr("That file cannot be imported: {why}", why=why))
            return
        info = GAMES[loaded.state.game_id]
        if info not in playable():
            self.home(self.tr("This version of the app cannot show {game} yet.", game=info.title))
            return
        n = len(loaded.state.config["players"])
        sid = f"{self.host.now():x}imp"
        session = Session(
            info,
            loaded.state,
            sid,
            read_seats(loaded.meta["seats"], n, info.levels),
            read_pace(loaded.meta["pace"]),
            [(None, Msg("Game imported from a file.")), *loaded.log],
        )
        if not self.store(session):
            return
        self.session = session
        self.host.set_url(f"?game={sid}")
        self.draw()

    # ---------------------------------------------------------------- computers

    def schedule(self) -> None:
        """If a computer is to play, ask for its action after a pause a person can follow."""
        session = self.session
        if session is None or session.request or session.full or not session.computer():
            return
        request = self.next_request
        self.next_request += 1
        session.request = request
        self.host.later(DELAYS[session.pace], lambda: self.think(request))

    def think(self, request: int) -> None:
        session = self.session
        if session is None or request != session.request:
            return
        level = session.computer()
        if not level:
            session.request = 0
            return
        question = {
            "id": request,
            "state": json.dumps(session.state.to_dict()),
            "level": level,
            "seed": decision_seed(session.state),
        }
        if self.worker and self.host.ask_worker(question):
            self.host.later(WORKER_LIMIT, lambda: self.worker_late(request))
            return
        self.worker = False
        action = str(choose_action(session.state, level, decision_seed(session.state)))
        self.reveal(request, action)

    def worker_late(self, request: int) -> None:
        """The worker did not answer in time: stop it, and think on the page."""
        session = self.session
        if session is None or session.request != request:
            return
        self.worker_failed("no answer in time")

    def worker_failed(self, why: str) -> None:
        """The computers' worker failed (it never loaded, it died, it hangs): the computers
        think on the page from now on, and the game goes on."""
        self.host.warn(f"Computer worker failed, thinking on the page: {why}")
        if self.worker:
            self.worker = False
            self.host.stop_worker()
        session = self.session
        if session is None:
            return
        session.message = Msg(
            "The computer opponents' helper stopped working: they now think on this page, "
            "which can pause it for a moment."
        )
        if session.request:
            request = session.request
            self.host.later(0, lambda: self.think(request))
        if session.hint_request:
            session.hint_request = 0

    def ask_hint(self) -> None:
        """What the Hard computer would do here: shown on the board, not played."""
        session = self.session
        if session is None or session.computer() or session.state.is_over:
            return
        session.hint_request = -self.next_request
        self.next_request += 1
        question = {
            "id": session.hint_request,
            "state": json.dumps(session.state.to_dict()),
            "level": "hard",
            "seed": decision_seed(session.state),
        }
        if not (self.worker and self.host.ask_worker(question)):
            session.hint = str(choose_action(session.state, "hard", decision_seed(session.state)))
            session.hint_request = 0
        else:
            session.message = Msg("Thinking about a hint…")

    def on_worker(self, data: Mapping[str, Any]) -> None:
        """An answer from the computers' worker."""
        session = self.session
        if session is None:
            return
        request = data.get("id")
        action = data.get("action")
        if request == session.hint_request and request:
            session.hint_request = 0
            if isinstance(action, str):
                session.message = None
                session.hint = action
                self.draw()
            return
        if request != session.request or not request:
            return
        if not isinstance(action, str):
            self.worker_failed(str(data.get("error")))
            return
        self.reveal(request, action)

    def reveal(self, request: int, action: str) -> None:
        """Show what a computer is about to do, then do it (at once when skipping)."""
        session = self.session
        if session is None or session.request != request:
            return
        if session.pace == "skip":
            self.commit(request, action)
            return
        session.coming = action
        self.draw()
        self.host.later(SHOW[session.pace], lambda: self.commit(request, action))

    def commit(self, request: int, action: str) -> None:
        """Play the computer's action it showed."""
        session = self.session
        if session is None or session.request != request:
            return
        session.request = 0
        session.coming = ""
        self.act(action, by_computer=True)


def narrate_start(state: Any) -> list[tuple[int | None, Msg]]:
    """The first line after "New game": who begins."""
    seat = state.current_player
    if seat is None:
        return []
    return [(seat, Msg("{name} begins.", name=str(state.config["players"][seat])))]
