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

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from potions import GAMES, SaveError, SetupError, new_game
from potions.core.i18n import Msg, Translator, translator
from potions.core.protocol import GameInfo
from web.games import playable, ui_of
from web.shell import screens
from web.shell.flags import Flags
from web.shell.host import Host
from web.shell.keeper import Keeper, Written
from web.shell.page import Page
from web.shell.playing import FULL, Playing
from web.shell.room import Links, Room
from web.shell.seats import ONLINE, read_seats
from web.shell.storage import GUEST_PREFIX, parse, read_entry
from web.shell.table import Table, read_pace

if TYPE_CHECKING:
    from web.online.guesting import Guesting

ROUTES = ("join", "guest", "game", "new", "players")
"""The parameters of a link that opens a game or a friend's room (:meth:`App.route`): with
none of them the page opens on the start screen, which it shows drawn ahead while Python
loads (``web/shell/first.js``); with one, its loading screen."""
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

    def __init__(self, host: Host, lang: str = "en", automated: bool = False) -> None:
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
        self.wanted: object = None
        """What waits for online play's code to arrive (see :meth:`online`)."""
        self.guest: Guesting | None = None
        """This device's place in a friend's room, while it is on screen."""
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
        if params.get("join"):
            self.join(params)
        elif params.get("guest"):
            self.rejoin(params["guest"])
        elif params.get("game"):
            self.open(params["game"])
        elif params.get("new") or params.get("players"):
            self.start_from_link(params)
        else:
            self.home()

    def read_links(self, params: Mapping[str, str]) -> None:
        """The relays and ICE servers an address names, for the rooms opened from here."""
        if params.get("relay") or params.get("ice"):
            from web.shell.room import links_of

            self.links = links_of(dict(params))

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
        online = self.host.online()
        html = screens.start(self.tr, listing, problem, picked, last, rooms, online)
        self.page.show(html + screens.rules_dialog(self.tr, self.rules))

    def leave(self) -> None:
        """No game on screen any more (what waits to be stored is stored first; a room is
        left, and one that was opening is not opened)."""
        self.wanted = None
        if self.guest is not None:
            self.guest.close()
            self.guest = None
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
        """Put a stored game on screen; one played online waits for online play's code
        (fetched the first time a room is used), its room's screen saying so meanwhile."""
        if table.room is None:
            self.playing.put(table)
            return
        self.online(lambda: self.playing.put(table))

    def online(self, then: Callable[[], None]) -> None:
        """Run ``then`` once online play's code is here, unless the page went elsewhere
        meanwhile (a room is opening until then)."""
        token = self.wanted = object()

        def run() -> None:
            if self.wanted is token:
                then()

        self.page.show(screens.opening(self.tr))
        self.host.need_online(run)

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
    ) -> None:
        """Start a new game and store it at once (``remember``: as the last set-up)."""
        info = GAMES[game_id]
        try:
            state = new_game(game_id, players, seed, **options)
        except SetupError as exc:
            self.home(exc.text(self.tr), game_id)
            return
        sid = f"{self.host.now():x}{int(self.host.random() * 0xFFFF):04x}"
        chosen = read_seats(list(seats), len(players), info.levels, online=True)
        table = Table.new(info, state, sid, chosen, read_pace(pace))
        if any(s.kind == "online" for s in chosen):
            table = replace(
                table, room=Room(self.host.secret(), self.host.secret(), links=self.links)
            )
        if self.begin(table) and remember:
            played = [str(n) for n in state.config["players"]]
            self.remember_setup(info, played, [s.code for s in chosen], options)

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
        else:
            self.home(picked=self.picked)

    # ------------------------------------------------------------------ friends' rooms

    def join(self, params: Mapping[str, str]) -> None:
        """A friend's invitation: join their room (again, if this device was there)."""
        self.leave()
        self.online(lambda: self.joined(params))

    def joined(self, params: Mapping[str, str]) -> None:
        from web.online.guesting import Guesting
        from web.shell.room import PUBLIC, TOKEN

        rid = params.get("join", "")
        key, _, public = params.get("#", "").partition(".")
        if not (TOKEN.match(rid) and TOKEN.match(key) and PUBLIC.match(public)):
            self.home(self.tr("This invitation is not complete: ask your friend for it again."))
            return
        kept = self.kept_room(rid)
        if kept is not None and kept.room.key == key:
            guest = kept
        else:
            room = Room(rid, key, host_public=public, links=self.links, hosted=False)
            name = self.settings.get("name")
            guest = Guesting(self.host, self, room, self.host.secret(), name=str(name or ""))
        self.enter(guest)

    def kept_room(self, rid: str) -> Guesting | None:
        from web.online.guesting import guest_of

        raw = self.host.get(GUEST_PREFIX + rid)
        data = None if raw is None else read_entry(raw)
        return None if data is None else guest_of(self.host, self, data)

    def rejoin(self, rid: str) -> None:
        """A room this device joined before, from the saved games or a reload."""
        self.leave()
        self.online(lambda: self.rejoined(rid))

    def rejoined(self, rid: str) -> None:
        guest = self.kept_room(rid)
        if guest is None:
            self.home(self.tr("This device has no game in that room any more."))
            return
        self.enter(guest)

    def enter(self, guest: Guesting) -> None:
        self.leave()
        self.guest = guest
        guest.playing = self.playing
        self.host.set_url(f"?guest={guest.room.id}")
        guest.open()
        guest.keep()
        self.guest_changed()

    def guest_changed(self) -> None:
        """Draw the friend's room anew: its game once it is shown, else its lobby."""
        guest = self.guest
        if guest is None:
            return
        lobby = guest.lobby
        seated = guest.seat is not None or guest.watching
        if lobby is not None and lobby.started and seated and guest.seen is not None:
            if self.playing.remote is guest and self.playing.table is not None:
                self.playing.draw()
            else:
                guest.show_seen()
            if self.playing.remote is guest:
                return
        if self.playing.remote is guest:
            self.playing.close()
        from web.online import lobby as screens_of_rooms

        self.host.set_root("data-game", None)
        html = screens_of_rooms.guest_screen(self.tr, guest)
        self.page.show(html + screens.rules_dialog(self.tr, self.rules))

    def room_control(self, verb: str, rest: list[str]) -> None:
        """The room's controls: copy or share the invitation, start, give a seat to a
        computer (the host); watch (a friend)."""
        hosting = self.playing.hosting
        table = self.playing.table
        if hosting is not None and table is not None and table.room is not None:
            from web.online.lobby import invitation

            link = invitation(self.host, table.room)
            if verb == "room-copy" or (
                verb == "room-share" and not self.host.share(link, table.info.title)
            ):
                self.host.copy(link)
                self.playing.say(Msg("The invitation link is copied: send it to your friends."))
            elif verb == "room-start":
                hosting.start()
            elif verb == "room-give" and len(rest) == 2 and rest[0].isdigit():
                hosting.give(int(rest[0]), rest[1])
        elif self.guest is not None and verb == "room-watch":
            self.guest.watch()

    def room_export(self, rest: list[str]) -> None:
        """The whole game of a friend's room this device joined, once it is over."""
        rid = screens.entry_of(rest)
        guest = self.kept_room(rid) if rid is not None else None
        if guest is not None and guest.save is not None:
            text = json.dumps(guest.save)
            self.host.download(f"potions-{guest.game}-{guest.room.id[:8]}.json", text)

    def room_forget(self, rest: list[str]) -> None:
        rid = screens.entry_of(rest)
        if rid is not None and self.host.confirm(self.tr("Delete this saved game for good?")):
            self.host.remove(GUEST_PREFIX + rid)
            self.home()

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
        elif self.keeper.storage.id_of(key) is not None and self.picked is None:
            self.home()

    def select(self, value: str) -> None:
        """A click on a ``data-select`` control: the shell's own, else the game page's."""
        self.playing.store_now()
        words = value.split()
        if not words:
            return
        verb, rest = words[0], words[1:]
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
        if self.table is None:
            self.home(picked=self.picked)
        else:
            self.playing.draw()

    def rules_of(self, rest: list[str]) -> None:
        if rest and rest[0] in GAMES:
            self.rules = rest[0]
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
            self.keeper.storage.delete(sid)
            self.home()

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
        """Play again: the same players, seats, options and pace, a new seed."""
        config = dict(table.state.config)
        players = [str(n) for n in config.pop("players")]
        config.pop("seed", None)
        self.start(table.info.id, players, self.new_seed(), config, table.codes, table.pace)

    # ------------------------------------------------------------------ forms

    def submit(self, form: Mapping[str, Sequence[str]]) -> None:
        """A form: the set-up of the game picked on the start screen, a line of a room's
        chat, a friend's name and seat."""
        kind = (form.get("form") or [""])[0]
        if kind == "chat":
            text = (form.get("text") or [""])[0]
            if self.playing.hosting is not None:
                self.playing.hosting.say(text)
            elif self.guest is not None:
                self.guest.talk(text)
            return
        if kind == "room-sit":
            seat = (form.get("seat") or [""])[0]
            name = (form.get("name") or [""])[0]
            if self.guest is not None and seat.isdigit():
                self.settings["name"] = name.strip()[:24]
                self.keeper.storage.save_settings(self.settings)
                self.guest.sit(int(seat), name)
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
            if n.strip() or k == ONLINE:  # a friend online gives their name when they come
                players.append(n.strip() or self.tr("Friend {n}", n=i + 1))
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
    "room-copy": lambda app, rest: app.room_control("room-copy", rest),
    "room-share": lambda app, rest: app.room_control("room-share", rest),
    "room-start": lambda app, rest: app.room_control("room-start", rest),
    "room-give": lambda app, rest: app.room_control("room-give", rest),
    "room-watch": lambda app, rest: app.room_control("room-watch", rest),
    "room-open": lambda app, rest: (
        app.rejoin(rid) if (rid := screens.entry_of(rest)) is not None else None
    ),
    "room-export": lambda app, rest: app.room_export(rest),
    "room-forget": lambda app, rest: app.room_forget(rest),
    "room-download": lambda app, rest: app.room_download(rest),
    "download": App.download,
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
    "pace": lambda app, table, rest: app.playing.pace(rest[0] if rest else ""),
    "hint": lambda app, table, rest: app.playing.ask_hint(),
}
"""The shell's ``data-select`` verbs in a game; every other verb is the game page's own
(its ``selects``), never one of these."""
