"""The shell: the screens, routing, and the page's controls.

The start screen (the game picker, a game's set-up, the saved games) is drawn here; the
game on screen is :class:`~web.shell.playing.Playing`'s (a table and its one transition:
:mod:`web.shell.table`), its storage the :class:`~web.shell.keeper.Keeper`'s, its
computers :class:`~web.shell.computers.Computers`. No rules here: the engines
(:mod:`potions`) give legal actions and views, each game's page (:mod:`web.games`) the
board's markup. All browser access goes through a :class:`~web.shell.host.Host`, so the
whole shell runs in CPython tests.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from potions import GAMES, SaveError, SetupError, new_game, to_save
from potions.core.i18n import Msg, Translator, translator
from potions.core.protocol import GameInfo
from web.games import playable, ui_of
from web.shell import records, screens
from web.shell.flags import Flags
from web.shell.host import Host, StorageFull
from web.shell.keeper import Keeper, Written
from web.shell.kinds import Declared, Kind, Seating, codes_of
from web.shell.page import Page
from web.shell.playing import FULL, Playing
from web.shell.replay import Told, Watching, tell
from web.shell.replay_link import FRAGMENT, decode
from web.shell.room import Links
from web.shell.seats import read_seats
from web.shell.storage import WATCHED_ROOM, parse
from web.shell.table import Table, read_pace

OWN_ROUTES = ("game", "new", "players", "replay")
"""The parameters of a link that opens a game (:meth:`App.route`)."""


def declared_kinds() -> tuple[Declared, ...]:
    """The kinds of seat that are plug-ins, as :mod:`web.kinds` lists them."""
    return tuple(importlib.import_module("web.kinds").DECLARED)


def routes(kinds: Sequence[Declared] | None = None) -> tuple[str, ...]:
    """The parameters of a link that opens a game or a plug-in's screen (a friend's room):
    with none of them the page opens on the start screen, which it shows drawn ahead while
    Python loads (``web/shell/first.js``); with one, its loading screen."""
    declared = declared_kinds() if kinds is None else kinds
    return (*(r for d in declared for r in d.routes), *OWN_ROUTES)


CATALOGUES = ("potions", "web")
LANGS = ("en", "fr")
MAX_SEED = 2**53 - 1
"""The largest seed a link or the set-up form may give (JavaScript reads saves' numbers
exactly up to there)."""


def read_seed(text: str) -> int | None:
    """A seed typed or given in a link (None: none given, pick one); ValueError when it
    is not a whole number from 0 to :data:`MAX_SEED`."""
    text = text.strip()
    if not text:
        return None
    if not (text.isascii() and text.isdigit()) or len(text) > len(str(MAX_SEED)):
        raise ValueError(text)
    seed = int(text)
    if seed > MAX_SEED:
        raise ValueError(text)
    return seed


class App:
    """The page: the start screen or one game."""

    def __init__(
        self,
        host: Host,
        lang: str = "en",
        automated: bool = False,
        kinds: Sequence[Declared] | None = None,
    ) -> None:
        self.host = host
        self.automated = automated
        """A browser driven by a test: a mouse's click on a big move asks nothing unless
        the setting says so (tests click as fast as they like)."""
        self.keeper = Keeper(host)
        self.keeper.storage.migrate()
        self.settings = self.keeper.storage.settings()
        self.tr: Translator = translator(lang if lang in LANGS else "en", CATALOGUES)
        self.picked: str | None = None
        """The game whose set-up the start screen shows."""
        self.rules = ""
        """The game whose rules are open over the screen ("" when none)."""
        self.page = Page(host)
        self.playing = Playing(host, self.keeper, self.page, self)
        self.watching = Watching(host, self.page, self)
        """The saved game watched again, if one is (``?replay=ID``, a shared link)."""
        self.watching.kept = self.keep_told
        self.recording = False
        """Whether the Records screen is on screen."""
        self.declared = declared_kinds() if kinds is None else tuple(kinds)
        """The kinds of seat that are plug-ins (:mod:`web.kinds` lists them)."""
        self.kinds: dict[str, Kind] = {}
        """Those whose code is loaded, by word."""
        self.wanted: object = None
        """What waits for a plug-in's code to arrive (see :meth:`load`)."""
        self.links = Links()
        """The relays and ICE servers the address names (for rooms opened from here)."""
        self.confirm_picks()

    @property
    def table(self) -> Table | None:
        """The game on screen (None: the start screen)."""
        return self.playing.table

    @property
    def flags(self) -> Flags:
        return self.playing.flags

    # ------------------------------------------------------------------ routing

    def route(self, params: Mapping[str, str]) -> None:
        """Open what the address asks for: ``?game=ID`` resumes a game,
        ``?new=GAME&players=A,B&seed=S&ai=...&pace=...&OPTION=...`` starts one, and
        ``?players=...`` alone starts Potion Explosion (the first edition's links);
        ``?join=ROOM#KEY.PUBLIC`` joins a friend's room (its fragment given as ``#``),
        ``?guest=ROOM`` opens one again. ``relay=`` and ``ice=`` name the relays and ICE
        servers of rooms opened from here (:func:`web.shell.room.links_of`)."""
        self.read_links(params)
        for declared in self.declared:
            if any(params.get(route) for route in declared.routes):
                self.leave()
                self.load(declared, lambda kind: kind.route(params))
                return
        if params.get("game"):
            self.open(params["game"])
        elif params.get("replay"):
            self.watch(params["replay"])
        elif params.get("#", "").startswith(FRAGMENT):
            self.watch_link(params["#"][len(FRAGMENT) :])
        elif params.get("new") or params.get("players"):
            self.start_from_link(params)
        else:
            self.home()

    def read_links(self, params: Mapping[str, str]) -> None:
        """The relays and ICE servers an address names, for the rooms opened from here."""
        if params.get("relay") or params.get("ice"):
            from web.shell.room import links_of

            self.links = links_of(dict(params), self.host.relay_allowed)

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
            if self.table is not None and setup.get("select"):
                self.select(setup["select"])
            return
        players = [p.strip() for p in params.get("players", "").split(",") if p.strip()]
        try:
            given = read_seed(params.get("seed", ""))
        except ValueError:
            self.home(self.tr("The seed must be a whole number from 0 to {max}.", max=MAX_SEED))
            return
        seed = self.new_seed() if given is None else given
        options: dict[str, Any] = {}
        try:
            for option in info.options:
                if option.name in params:
                    options[option.name] = option.parse(params[option.name])
        except SetupError as exc:
            self.home(exc.text(self.tr))
            return
        seats = [s.strip() for s in params.get("ai", "").split(",")] if params.get("ai") else []
        if given is not None:
            # The same link opened again resumes its game instead of adding an identical one.
            try:
                setup = dict(new_game(info.id, players, seed, **options).config)
            except SetupError:
                setup = {}
            known = [s.code for s in read_seats(seats, len(players), info.levels)]
            found = self.keeper.storage.find(info.id, setup, known) if setup else None
            if found is not None:
                self.open(found)
                return
        self.start(info.id, players, seed, options, seats, params.get("pace", "normal"))

    def home(self, problem: str = "", picked: str | None = None) -> None:
        """The start screen (``picked``: a game whose set-up is shown)."""
        self.leave()
        self.picked = picked
        self.host.set_url("")
        self.host.set_root("data-game", None)
        last = self.settings.get("last", {}).get(picked or "", {})
        listing = self.keeper.storage.listing()
        rooms = screens.kept_rooms(self.tr, self.keeper.storage.rooms())
        others = [
            (
                d.code,
                self.tr.render(d.label if d.usable(self.host) else d.unavailable),
                d.usable(self.host),
            )
            for d in self.declared
        ]
        counted = bool(listing or rooms) or self.host.get(records.RECORDS) is not None
        html = screens.start(self.tr, listing, problem, picked, last, rooms, others, counted)
        self.show(html)

    def show(self, html: str) -> None:
        """Show a screen with no game on it (the rules over it when they are open)."""
        self.page.show(html + screens.rules_dialog(self.tr, self.rules))

    def save_settings(self) -> None:
        self.keeper.storage.save_settings(self.settings)

    def leave(self) -> None:
        """No game on screen any more (what waits to be stored is stored first; a plug-in's
        screen is left, and one that was opening is not opened)."""
        self.wanted = None
        for kind in self.kinds.values():
            kind.leave()
        self.watching.close()
        self.recording = False
        self.playing.store_now()
        self.playing.close()
        self.playing.table = None
        self.keeper.forget()

    def open(self, sid: str) -> None:
        """Resume a stored game."""
        self.leave()
        try:
            table = self.keeper.read(sid)
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
        if table.info not in playable():
            self.cannot_show(table.info)
            return
        self.put(table)

    def put(self, table: Table) -> None:
        """Put a stored game on screen with the seatings of the plug-ins it needs, each
        waiting for its code (fetched the first time it is used), a screen saying so
        meanwhile."""
        wanted = [d for d in self.declared if d.wants(table)]
        seatings: dict[str, Seating] = {}

        def next_one() -> None:
            if len(seatings) == len(wanted):
                self.playing.put(table, seatings)
                return
            declared = wanted[len(seatings)]

            def seated(kind: Kind) -> None:
                seatings[declared.code] = kind.seat(table)
                next_one()

            self.load(declared, seated)

        next_one()

    def load(self, declared: Declared, then: Callable[[Kind], None], quiet: bool = False) -> None:
        """Run ``then`` with the plug-in ``declared`` once its code is here, unless the page
        went elsewhere meanwhile (a screen says it is opening until then, unless
        ``quiet``)."""
        kind = self.kinds.get(declared.code)
        if kind is not None:
            then(kind)
            return
        token = self.wanted = object()

        def run() -> None:
            if self.wanted is not token:
                return
            self.wanted = None
            found = self.kinds.get(declared.code)
            if found is None:
                found = importlib.import_module(declared.module).kind(self)
                self.kinds[declared.code] = found
            then(found)

        if not quiet:
            self.page.show(screens.opening(self.tr))
        declared.load(self.host, run)

    def declared_by(self, test: Callable[[Declared], bool]) -> Declared | None:
        return next((d for d in self.declared if test(d)), None)

    def held(self) -> bool:
        """Whether a plug-in holds the page (a friend's room before its game shows)."""
        return any(kind.holds() for kind in self.kinds.values())

    def cannot_show(self, info: GameInfo) -> None:
        self.home(self.tr("This version of the app cannot show {game} yet.", game=info.title))

    def begin(self, table: Table) -> bool:
        """Store a new game (set up, or imported) and put it on screen; False when storage
        refuses it (the start screen then says why)."""
        self.leave()
        if self.keeper.write(table) is not Written.STORED:
            self.home(self.tr.render(FULL))
            return False
        self.put(table)
        return True

    def start(
        self,
        game_id: str,
        players: list[str],
        seed: int,
        options: dict[str, Any],
        seats: Sequence[str] = (),
        pace: str = "normal",
        remember: bool = True,
        before: Table | None = None,
    ) -> None:
        """Start a new game and store it at once (``remember``: as the last set-up;
        ``before``: the game it follows, played again)."""
        info = GAMES[game_id]
        try:
            state = new_game(game_id, players, seed, **options)
        except SetupError as exc:
            self.home(exc.text(self.tr), game_id)
            return
        sid = f"{self.host.now():x}{int(self.host.random() * 0xFFFF):04x}"
        chosen = read_seats(list(seats), len(players), info.levels, codes_of(self.declared))
        table = Table.new(info, state, sid, chosen, read_pace(pace))
        for declared in self.declared:
            if any(s.code == declared.code for s in chosen):
                table = declared.begin(self, table, before)
        if not self.begin(table):
            return
        kept = None if before is None or before.room is None else before.room.id
        if before is not None and table.room is not None and table.room.id == kept:
            self.room_moved_on(before.sid)
        if remember:
            played = [str(n) for n in state.config["players"]]
            self.remember_setup(info, played, [s.code for s in chosen], options)

    def room_moved_on(self, sid: str) -> None:
        """A room played again belongs to its next game: the stored game it follows keeps
        no room (opened again, it would call the room's friends back to a finished game)."""
        storage = self.keeper.storage
        try:
            data = storage.saved(sid)
        except SaveError:
            return
        meta = data.get("meta") if isinstance(data, dict) else None
        if isinstance(data, dict) and isinstance(meta, dict) and "online" in meta:
            del meta["online"]
            try:
                storage.write(sid, data)
            except StorageFull:  # it keeps its room, as before
                return

    def remember_language(self) -> None:
        """Keep the language a link asked for (``?lang=``) for the next visits."""
        if self.settings.get("lang") != self.tr.lang:
            self.settings["lang"] = self.tr.lang
            self.keeper.storage.save_settings(self.settings)

    def set_language(self, lang: str) -> None:
        """Show everything in ``lang`` from now on, and remember it."""
        if lang not in LANGS:
            return
        self.tr = translator(lang, CATALOGUES)
        self.settings["lang"] = lang
        self.keeper.storage.save_settings(self.settings)
        self.host.set_root("lang", lang)
        if self.table is not None:
            self.playing.draw()
        elif self.watching.replay is not None:
            self.watching.draw()
        elif self.recording:
            self.records([])
        elif not any(kind.holds() for kind in self.kinds.values()):
            self.home(picked=self.picked)
        else:
            for kind in self.kinds.values():
                kind.redraw()

    def room_download(self, rest: list[str]) -> None:
        """A kept room's entry as a file (one that cannot be read too), its secrets left out."""
        rid = screens.entry_of(rest)
        text = None if rid is None else self.keeper.storage.room_file(rid)
        if rid is not None and text is not None:
            self.host.download(f"potions-room-{screens.entry_word(rid)[:80]}.json", text)

    def new_seed(self) -> int:
        return int(self.host.random() * 2**31)

    # ------------------------------------------------------------------ the page's controls

    def click(self, action: str = "", select: str = "", attempt: str = "") -> None:
        """A click on the page: an action, a choice, or a marble tried out of turn."""
        if action or attempt:
            self.playing.act(action or attempt)
        elif select:
            self.select(select)

    def on_storage(self, key: str) -> None:
        """Another tab changed stored data: follow the game on screen if it changed, or
        list the saved games anew."""
        if self.table is not None:
            self.playing.on_storage(key)
        elif self.watching.replay is not None:
            return  # a replay shows the game as it was read: another tab's moves change nothing
        elif self.keeper.storage.id_of(key) is not None and self.picked is None:
            self.home()

    def select(self, value: str) -> None:
        """A click on a ``data-select`` control: the shell's own, else the game page's."""
        self.playing.store_now()
        words = value.split()
        if not words:
            return
        verb, rest = words[0], words[1:]
        declared = self.declared_by(lambda d: verb in d.verbs)
        if declared is not None:
            self.load(declared, lambda kind: kind.select(verb, rest), quiet=True)
            return
        anywhere = ANYWHERE.get(verb)
        if anywhere is not None:
            anywhere(self, rest)
            return
        table = self.table
        if table is None:
            return
        in_game = IN_GAME.get(verb)
        if in_game is not None:
            in_game(self, table, rest)
        elif verb in ui_of(table.info.id).selects:
            self.playing.choose(value)

    def close_rules(self, _rest: list[str]) -> None:
        self.rules = ""
        if self.table is not None:
            self.playing.draw()
        elif self.watching.replay is not None:
            self.watching.draw()
        elif self.held():
            for kind in self.kinds.values():
                kind.redraw()
        else:
            self.home(picked=self.picked)

    def rules_of(self, rest: list[str]) -> None:
        if rest and rest[0] in GAMES:
            self.rules = rest[0]
            if self.watching.replay is not None:
                self.watching.draw()
            elif self.held():
                for kind in self.kinds.values():
                    kind.redraw()
            else:
                self.home(picked=self.picked)

    def language(self, rest: list[str]) -> None:
        if rest:
            self.set_language(rest[0])

    def menu(self, _rest: list[str]) -> None:
        self.rules = ""
        self.home()

    def pick(self, rest: list[str]) -> None:
        if rest and rest[0] in [i.id for i in playable()]:
            self.home(picked=rest[0])

    def resume(self, rest: list[str]) -> None:
        sid = screens.entry_of(rest)
        if sid is not None:
            self.open(sid)

    def watch_entry(self, rest: list[str]) -> None:
        """ "Watch again": a saved game as a replay (the game on screen's own, from its final
        scores, once it is stored)."""
        sid = screens.entry_of(rest)
        if sid is not None:
            self.watch(sid)

    def watch(self, sid: str) -> None:
        """Watch the saved game ``sid`` again, from its start (nothing stored changes)."""
        rid = sid[len(WATCHED_ROOM) :] if sid.startswith(WATCHED_ROOM) else None
        if rid is None:
            self.leave()  # (the game on screen is stored first: it may be the one watched)
        try:
            if rid is None:
                told = tell(self.keeper.storage.saved(sid), sid)
            else:  # a friend's room this device joined: its whole game, once over
                told = tell(self.keeper.storage.room_game(rid), None, room=rid)
        except SaveError as exc:
            why = exc.text(self.tr)
            told_why = Msg("The saved game {id} cannot be watched: {why}", id=sid[:40], why=why)
            if self.table is not None:  # a friend's final scores, before the whole game came
                self.playing.say(told_why)
            else:
                self.home(self.tr.render(told_why))
            return
        self.leave()
        if told.info not in playable():
            self.cannot_show(told.info)
            return
        where = sid if rid is None else rid
        self.host.set_url(
            f"?replay={WATCHED_ROOM if rid is not None else ''}{screens.entry_word(where)}"
        )
        self.watching.open(told)

    def watch_link(self, fragment: str) -> None:
        """A finished game a link carries (``#replay=...``), as a replay; a damaged or
        forged link is refused with its reason, and nothing is stored."""
        self.leave()
        try:
            data, _state = decode(fragment)
            told = tell(data, None)
        except SaveError as exc:
            self.home(self.tr("This link cannot be opened: {why}", why=exc.text(self.tr)))
            return
        if told.info not in playable():
            self.cannot_show(told.info)
            return
        self.watching.open(told)

    def key(self, key: str) -> bool:
        """A key of the keyboard for the screen (a replay's arrows); True when answered."""
        return self.watching.key(key)

    def slide(self, value: str) -> None:
        """The replay's slider moved to stop ``value`` (the end of that turn)."""
        if value.isdigit():
            self.watching.slide(int(value))

    def keep_told(self, told: Told) -> str | None:
        """A link's game kept in the saved games: its new id (None: storage is full)."""
        sid = f"{self.host.now():x}lnk"
        meta = {"updated": self.host.now(), "seats": list(told.seats), "pace": "normal"}
        try:
            self.keeper.storage.write(sid, to_save(told.states[-1], meta=meta))
        except StorageFull:
            return None
        return sid

    def download(self, rest: list[str]) -> None:
        """A stored game as a file, as it is stored (a damaged one too), but the secrets of
        its room (a game played online: its room's secret and the host's key stay here)."""
        sid = screens.entry_of(rest)
        if sid is not None:
            raw = self.keeper.storage.raw(sid) or ""
            try:
                data = parse(raw)
            except ValueError:
                data = None
            meta = data.get("meta") if isinstance(data, dict) else None
            if isinstance(meta, dict) and "online" in meta:
                del meta["online"]
                raw = json.dumps(data, separators=(",", ":"))
            self.host.download(f"potions-{screens.entry_word(sid)[:80]}.json", raw)

    def delete(self, rest: list[str]) -> None:
        sid = screens.entry_of(rest)
        if sid is not None and self.host.confirm(self.tr("Delete this saved game for good?")):
            self.keep_records()  # (a game deleted stays in the record)
            self.keeper.storage.delete(sid)
            self.home()

    def keep_records(self) -> records.Kept:
        """The record brought up to date with the saved games, and kept."""
        storage = self.keeper.storage
        kept = records.refresh(storage, records.load(storage))
        records.store(storage, kept)
        return kept

    def records(self, _rest: list[str], problem: Msg | None = None) -> None:
        """The Records screen (from the start screen)."""
        self.leave()
        self.host.set_url("")
        self.host.set_root("data-game", None)
        storage = self.keeper.storage
        damaged = records.load(storage).damaged
        kept = self.keep_records()
        kept.damaged = damaged
        self.recording = True
        self.show(records.page(self.tr, kept, problem))

    def records_export(self, _rest: list[str]) -> None:
        kept = self.keep_records()
        self.host.download("potions-records.json", json.dumps(kept.to_json()))

    def records_clear(self, _rest: list[str]) -> None:
        if self.host.confirm(self.tr("Clear the record of every game? The saved games stay.")):
            records.store(self.keeper.storage, records.Kept(since=self.host.now()))
            self.records([])

    def sound(self, table: Table, rest: list[str]) -> None:
        self.settings["sound"] = not self.settings.get("sound", True)
        self.keeper.storage.save_settings(self.settings)
        self.playing.draw()

    def confirm_picks(self) -> None:
        """Tell the page whether a mouse's click on a move that takes several things asks
        for a second click, as a tap does (``html[data-confirm]``, read by clicks.js)."""
        self.host.set_root("data-confirm", "many" if self.confirming() else None)

    def confirming(self) -> bool:
        """Whether a mouse's click on a big move asks for a second click (the setting; on
        by default, off by default in a browser driven by a test)."""
        return bool(self.settings.get("confirm", not self.automated))

    def confirm(self, table: Table, rest: list[str]) -> None:
        self.settings["confirm"] = not self.confirming()
        self.keeper.storage.save_settings(self.settings)
        self.confirm_picks()
        self.playing.draw()

    def open_rules(self, table: Table, rest: list[str]) -> None:
        self.rules = "" if self.rules else table.info.id
        self.playing.draw()

    def again(self, table: Table, rest: list[str]) -> None:
        """Play again: the same players, seats, options and pace, a new seed (a game that
        another device decides: that device starts the next one)."""
        decider = self.playing.decider
        if decider is not None:
            self.playing.say(decider.again())
            return
        config = dict(table.state.config)
        players = [str(n) for n in config.pop("players")]
        config.pop("seed", None)
        seed = self.new_seed()
        self.start(table.info.id, players, seed, config, table.codes, table.pace, before=table)

    # ------------------------------------------------------------------ forms

    def submit(self, form: Mapping[str, Sequence[str]]) -> None:
        """A form: the set-up of the game picked on the start screen, a line of a room's
        chat, a friend's name and seat."""
        kind = (form.get("form") or [""])[0]
        declared = self.declared_by(lambda d: kind in d.forms)
        if declared is not None:
            loaded = self.kinds.get(declared.code)
            if loaded is not None:  # its forms are on its screens: its code is here
                loaded.submit(form)
            return
        self.setup(form)

    def setup(self, form: Mapping[str, Sequence[str]]) -> None:
        """The set-up form of the game picked on the start screen."""
        game_id = (form.get("game") or [self.picked or ""])[0]
        info = GAMES.get(game_id)
        if info is None:
            self.home()
            return
        names = list(form.get("player", []))
        kinds = list(form.get("seat", []))
        computers = iter(n for n in screens.COMPUTER_NAMES if n not in names)
        for i, n in enumerate(names):
            k = kinds[i] if i < len(kinds) else "human"
            if not n.strip() and k in info.levels:  # a computer chosen, no name: it plays
                names[i] = next(computers, self.tr("Computer {n}", n=i + 1))
        players, seats = [], []
        for i, n in enumerate(names):
            k = kinds[i] if i < len(kinds) else "human"
            other = self.declared_by(lambda d, k=k: d.code == k)  # type: ignore[misc]
            if n.strip() or other is not None:  # a friend online gives their name when they come
                unnamed = "" if other is None else other.unnamed(self.tr, i + 1)
                players.append(n.strip() or unnamed)
                seats.append(k)
        options = ui_of(game_id).read_setup({**form, "player": names})
        try:
            given = read_seed((form.get("seed") or [""])[0])
        except ValueError:
            msg = self.tr("The seed must be a whole number from 0 to {max}.", max=MAX_SEED)
            self.home(msg, game_id)
            return
        seed = self.new_seed() if given is None else given
        self.start(game_id, players, seed, options, seats)

    def remember_setup(
        self, info: GameInfo, players: list[str], seats: list[str], options: dict[str, Any]
    ) -> None:
        last = dict(self.settings.get("last", {}))
        last[info.id] = {"players": players, "seats": seats, "options": options}
        self.settings["last"] = last
        self.settings["game"] = info.id
        self.keeper.storage.save_settings(self.settings)

    def import_text(self, text: str) -> None:
        """A game file chosen with the import control."""
        self.playing.store_now()
        try:
            other = records.read_kept(parse(text))
        except ValueError:
            other = None
        if other is not None:  # a record exported from here or another device
            kept = records.merged(self.keep_records(), other)
            stored = records.store(self.keeper.storage, kept)
            self.records([], None if stored else FULL)
            return
        try:
            loaded = self.keeper.storage.load_data(parse(text))
        except (ValueError, SaveError) as exc:
            why = exc.text(self.tr) if isinstance(exc, SaveError) else self.tr("not a game file")
            self.home(self.tr("That file cannot be imported: {why}", why=why))
            return
        info = GAMES[loaded.state.game_id]
        if info not in playable():
            self.cannot_show(info)
            return
        sid = f"{self.host.now():x}imp"
        first = [(None, Msg("Game imported from a file."))]
        self.begin(Table.opened(loaded, sid, first, hosted=False))


ANYWHERE: dict[str, Callable[[App, list[str]], None]] = {
    "close-rules": App.close_rules,
    "rules-of": App.rules_of,
    "lang": App.language,
    "home": App.menu,
    "menu": App.menu,
    "pick": App.pick,
    "continue": App.resume,
    "room-download": lambda app, rest: app.room_download(rest),
    "download": App.download,
    "watch": App.watch_entry,
    "records": lambda app, rest: app.records(rest),
    "records-export": App.records_export,
    "records-clear": App.records_clear,
    "replay": lambda app, rest: app.watching.control(rest[0] if rest else ""),
    "replay-pace": lambda app, rest: app.watching.set_pace(rest[0] if rest else ""),
    "replay-eyes": lambda app, rest: app.watching.set_eyes(rest[0] if rest else ""),
    "replay-keep": lambda app, rest: app.watching.keep(),
    "replay-share": lambda app, rest: app.watching.share(),
    "delete": App.delete,
}
"""The shell's ``data-select`` verbs on every screen."""
IN_GAME: dict[str, Callable[[App, Table, list[str]], None]] = {
    "fold": lambda app, table, rest: app.playing.fold(),
    "unfold": lambda app, table, rest: app.playing.unfold(),
    "export": lambda app, table, rest: app.playing.export(),
    "sound": App.sound,
    "confirm": App.confirm,
    "rules": App.open_rules,
    "undo": lambda app, table, rest: app.playing.undo(),
    "free": lambda app, table, rest: app.playing.free_room(),
    "retry": lambda app, table, rest: app.playing.retry(),
    "again": App.again,
    "ready": lambda app, table, rest: app.playing.ready(),
    "pass": lambda app, table, rest: app.playing.hand_over(),
    "pace": lambda app, table, rest: app.playing.pace(rest[0] if rest else ""),
    "hint": lambda app, table, rest: app.playing.ask_hint(),
}
"""The shell's ``data-select`` verbs in a game; every other verb is the game page's own
(its ``selects``), never one of these."""
