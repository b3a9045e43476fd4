"""The shell's markup: the game picker and set-up, the saved games, the game page around a
board (top bar, log, final scores), and the hand-off screen."""

from __future__ import annotations

import time
import weakref
from collections.abc import Callable, Mapping, Sequence
from typing import Any
from urllib.parse import quote, unquote_to_bytes

from potions import GAMES
from potions.core.i18n import Join, Msg, Param, Translator
from potions.core.protocol import GameInfo
from web.games import playable, ui_of
from web.games.protocol import Board, level_name
from web.shell.flags import Flags, handoff, passing
from web.shell.markup import attr, button, dice_html, escape, name
from web.shell.storage import WATCHED_ROOM, Listed
from web.shell.table import Table

LANGUAGE_NAMES = {"en": "English", "fr": "Français"}
"""Each language in its own words (not translated)."""


def short(icon: str, label: str) -> str:
    """A button's label that a phone shows as ``icon`` (the words stay for screen readers:
    markup)."""
    return (
        f'<span class="short" aria-hidden="true">{escape(icon)}</span>'
        f'<span class="long">{label}</span>'
    )


LATE_PIECES = ("log-panel",)
"""Pieces shown a frame after the board (:mod:`web.shell.pieces`): the game log."""


COMPUTER_NAMES = ("Flamel", "Agrippa", "Hermes", "Paracelsus", "Zosimos")
"""Names of alchemists, for computers whose name the set-up left empty (the same in every
language)."""
OLD_DEFAULT_NAMES = ("You", "Vous")
"""The name the set-up once suggested for the person at the device: sentences such as
"You's turn" read badly, so a set-up remembered with it suggests "Player 1" instead."""
PRONOUNS = frozenset(("you", "vous", "toi", "tu", "me", "moi"))
"""Names that already say "you": the log does not mark them "(you)" again."""


def languages(tr: Translator) -> str:
    """The language switch, on every screen."""
    _ = tr
    return (
        f'<span class="languages" role="group" aria-label="{attr(_("Language"))}">'
        + "".join(
            button(
                short(code.upper(), escape(label)),
                select=f"lang {code}",
                cls="lang" + (" current" if code == tr.lang else ""),
                extra=f'lang="{code}" aria-pressed="{"true" if code == tr.lang else "false"}"',
            )
            for code, label in LANGUAGE_NAMES.items()
        )
        + "</span>"
    )


def tagline(tr: Translator, info: GameInfo) -> str:
    return tr.render(info.tagline)


# ---------------------------------------------------------------- start screen


def start(
    tr: Translator,
    saves: list[Listed],
    problem: str = "",
    picked: str | None = None,
    last: Mapping[str, Any] | None = None,
    rooms: str = "",
    others: Sequence[tuple[str, str, bool]] = (),
    records: bool = False,
) -> str:
    """The start screen: the game picker (or one game's set-up), saved games (``rooms``:
    the rows of friends' games this device joined), import. ``others``: the set-up's
    choices of the plug-ins' kinds of seat (each its word, its label, and whether this
    device can have it now); ``records``: there are games to count (the Records screen
    is offered; never on the screen drawn ahead, whose clicks Python does not answer)."""
    _ = tr
    problem_html = f'<p id="problem" role="alert">{escape(problem)}</p>' if problem else ""
    if picked is None:
        cards = "".join(
            f'<button type="button" class="game-card" data-select="pick {info.id}" '
            f'data-game-card="{info.id}">{ui_of(info.id).picture()}'
            f"<strong>{escape(info.title)}</strong>"
            f"<span>{escape(tagline(tr, info))}</span>"
            f"<small>{escape(_('{lo}-{hi} players', lo=info.min_players, hi=info.max_players))}"
            "</small></button>"
            for info in playable()
        )
        top = (
            f'<section id="picker"><h2>{escape(_("Choose a game"))}</h2>'
            f'<div class="cards">{cards}</div></section>'
        )
    else:
        top = setup_form(tr, GAMES[picked], last or {}, others)
    return (
        f'<section id="start"><div class="start-head"><h1>{escape(_("Potion games"))}</h1>'
        f"{languages(tr)}</div>{problem_html}{top}"
        f"{saved_games(tr, saves, rooms, records)}</section>"
    )


def setup_form(
    tr: Translator,
    info: GameInfo,
    last: Mapping[str, Any],
    others: Sequence[tuple[str, str, bool]] = (),
) -> str:
    """One game's set-up: players and who plays them (a person here, a computer, a friend
    on another device), the game's options, the seed."""
    _ = tr
    ui = ui_of(info.id)
    names = [
        _("Player {n}", n=i + 1) if name in OLD_DEFAULT_NAMES else name
        for i, name in enumerate(last.get("players") or [_("Player {n}", n=1), COMPUTER_NAMES[0]])
    ]
    seats = list(last.get("seats") or ["human", info.levels[(len(info.levels) - 1) // 2]])
    options = "".join(
        f'<option value="{v}">{escape(label)}</option>'
        for v, label in [("human", _("Human"))]
        + [(lv, _("Computer: {level}", level=level_name(tr, lv))) for lv in info.levels]
    )
    for code, label, usable in others:
        disabled = "" if usable else " disabled"
        options += f'<option value="{attr(code)}"{disabled}>{escape(label)}</option>'
    rows = []
    for i in range(info.max_players):
        value = names[i] if i < len(names) else ""
        chosen = seats[i] if i < len(seats) else "human"
        select = options.replace(f'value="{chosen}"', f'value="{chosen}" selected', 1)
        optional = _("(optional)") if i >= info.min_players else ""
        rows.append(
            f'<div class="seat"><label>{escape(_("Player {n}", n=i + 1))} '
            f'<input name="player" maxlength="24" value="{attr(value)}" '
            f'placeholder="{attr(optional)}"></label>'
            f'<select name="seat" aria-label="{attr(_("Player {n} is", n=i + 1))}">'
            f"{select}</select></div>"
        )
    main, more = ui.setup_fields(tr, last.get("options") or {})
    legend = _("Players ({lo} to {hi}, in turn order)", lo=info.min_players, hi=info.max_players)
    return (
        f'<form id="new-game" data-game="{info.id}"><h2>{escape(info.title)}</h2>'
        f"<p>{escape(tagline(tr, info))}</p>"
        f"<fieldset><legend>{escape(legend)}</legend>{''.join(rows)}</fieldset>{main}"
        f'<details class="more"><summary>{escape(_("More options"))}</summary>{more}'
        f"<label>{escape(_('Seed'))} "
        f'<input name="seed" inputmode="numeric" placeholder="{attr(_("random"))}"></label>'
        "</details>"
        f'<div class="form-buttons">{button(escape(_("Other games")), select="home")}'
        f"{button(escape(_('How to play')), select=f'rules-of {info.id}')}"
        f'<button class="primary" type="submit">{escape(_("Start the game"))}</button></div>'
        "</form>"
    )


def when(tr: Translator, ms: int) -> str:
    """The date and time a game was last played (UTC when the browser's zone is unknown)."""
    if not ms:
        return ""
    moment = time.localtime(ms / 1000)
    return " · " + tr(
        "{date} {time}", date=time.strftime("%Y-%m-%d", moment), time=time.strftime("%H:%M", moment)
    )


def entry_word(sid: str) -> str:
    """A stored entry's id (a saved game's, a room's) as one word of a control's value
    (``data-select="delete ID"``): the id itself when it holds only letters, digits and
    ``_.-~``, else its UTF-8 bytes percent-encoded (``%`` alone: the empty id), so that the
    value split on spaces gives it back whole (:func:`entry_of`), whatever the key holds."""
    return quote(sid.encode("utf-8", "surrogatepass"), safe="") if sid else "%"


def entry_of(rest: list[str]) -> str | None:
    """The entry a saved game's or room's control names (the words after its verb): its
    one word decoded; None when the value is not one :func:`entry_word` writes (a value
    of more words never acts on the entry its first word names)."""
    if len(rest) != 1:
        return None
    if rest[0] == "%":
        return ""
    try:
        sid = unquote_to_bytes(rest[0]).decode("utf-8", "surrogatepass")
    except UnicodeDecodeError:
        return None
    return sid if entry_word(sid) == rest[0] else None


def saved_games(tr: Translator, saves: list[Listed], rooms: str = "", records: bool = False) -> str:
    """The saved games (continue, export, delete), friends' games this device joined
    (``rooms``: their rows), the import control, and the Records screen (``records``)."""
    _ = tr
    rows = []
    for s in saves:
        sid, word = attr(s.id), entry_word(s.id)
        if s.error is not None:
            text = _("Damaged save {id}: {why}", id=s.id, why=tr.render(s.error))
            rows.append(
                f'<li class="save broken"><span>{escape(text)}</span>'
                f"{button(escape(_('Download raw data')), select=f'download {word}')}"
                f"{button(escape(_('Delete')), select=f'delete {word}')}</li>"
            )
            continue
        info = GAMES[s.game]
        players = ", ".join(
            name(n) + (f" ({escape(level_name(tr, lv))})" if lv != "human" else "")
            for n, lv in zip(s.names, s.seats + ["human"] * len(s.names), strict=False)
        )
        scores = ", ".join(map(str, s.scores))
        if s.over:
            where = _("finished, scores {scores}", scores=scores)
        elif info in playable():
            where = _(
                "{where}, scores {scores}", where=ui_of(s.game).summary(s.view, tr), scores=scores
            )
        else:
            where = _("this version of the app cannot show this game yet")
        rows.append(
            f'<li class="save" data-save="{sid}" data-save-game="{info.id}">'
            f"<span><strong>{escape(info.title)}</strong> · {players} · {escape(where)}"
            f'<time data-when="{s.updated}">{escape(when(tr, s.updated))}</time></span>'
            f"{button(escape(_('Continue')), select=f'continue {word}', cls='primary')}"
            + (
                button(escape(_("Watch again")), select=f"watch {word}", extra="data-watch")
                if info in playable()
                else ""
            )
            + (
                button(escape(_("Export")), select=f"download {word}")
                if s.over or info not in playable() or not hasattr(ui_of(s.game), "log_turns")
                else ""
            )
            + f"{button(escape(_('Delete')), select=f'delete {word}')}</li>"
        )
    listed = "".join(rows) + rooms
    empty = _("No saved games yet: a game is saved as it is played.")
    shown = (
        f'<ol class="saves">{listed}</ol>' if listed else f'<p class="no-saves">{escape(empty)}</p>'
    )

    # the file input itself is hidden (it cannot be styled) but kept focusable: its label is
    # drawn as a button, and a click or a key on it opens the file chooser
    return (
        f'<section id="saves"><h2>{escape(_("Saved games"))}</h2>{shown}'
        f'<label class="import"><span class="file-button">{escape(_("Import a game file…"))}'
        '</span><input type="file" id="import" accept="application/json,.json"></label>'
        + (
            f" {button(escape(_('Records')), select='records', extra='data-records')}"
            if records
            else ""
        )
        + "</section>"
    )


# ------------------------------------------------------------------ game page


def rules_dialog(tr: Translator, game_id: str) -> str:
    """A game's rules over the screen, with a button to close them."""
    _ = tr
    if not game_id:
        return ""
    info = GAMES[game_id]
    return (
        f'<section id="rules" role="dialog" aria-modal="true" aria-label="{attr(_("Rules"))}">'
        f'<div class="rules-head"><h2>{escape(_("How to play {game}", game=info.title))}</h2>'
        f"{button(escape(_('Close')), select='close-rules', cls='primary', extra='data-close')}"
        "</div>"
        f'<div class="rules-body">{ui_of(game_id).rules(tr)}</div></section>'
    )


def top_bar(tr: Translator, table: Table, status: str, sound: bool = True) -> str:
    """The bar above a game: its title, its status, the language, rules, sound, games and
    export (not for a game of memory before its end, nor in a room's lobby)."""
    _ = tr
    shown = log_turns(table) is None and not table.lobby()  # (nothing played in a lobby)
    export = button(short("⤓", escape(_("Export"))), select="export") if shown else ""
    toggle = button(
        short("♪", escape(_("Sound on") if sound else _("Sound off"))),
        select="sound",
        extra=f'data-sound aria-pressed="{"true" if sound else "false"}"',
    )
    return (
        f'<header id="topbar"><h1>{escape(table.info.title)}</h1><span id="status">{status}</span>'
        f"<nav>{languages(tr)}{button(escape(_('Rules')), select='rules')}{toggle}"
        f"{button(escape(_('Games')), select='menu')}{export}</nav></header>"
    )


def game_page(
    tr: Translator,
    table: Table,
    flags: Flags,
    board: Board,
    board_html: str,
    sound: bool = True,
    panel: str = "",
    confirm: bool = False,
) -> str:
    """The page of a game: top bar, the board (or the hand-off screen), log, final scores
    (``panel``: the room's, beside the log, when friends play on other devices)."""
    _ = tr
    info = table.info
    ui = ui_of(info.id)
    passed = handoff(table, flags)
    status = ui.status(board) if passed is None else ""
    top = top_bar(tr, table, status, sound)
    if passed is not None:
        who = table.names[passed]
        cover = (
            f'<section id="handoff" role="dialog" aria-label="{attr(_("Pass the device"))}">'
            f"<h2>{_.html('Pass the device to {name}', name=who)}</h2>"
            f"<p>{_.html('Only {name} should look at the screen now.', name=who)}</p>"
            + button(_.html("I am {name}: show my game", name=who), select="ready", cls="primary")
            + "</section>"
        )
        return top + cover
    entries = log_html(tr, table, board.keep)
    log = board.keep(
        "log-panel",
        f'<section id="log-panel"><h2>{escape(_("Game log"))}</h2><ol id="log">{entries}</ol>'
        "</section>",
    )
    if panel:
        log = f'<aside id="side">{board.keep("room-panel", panel)}{log}</aside>'
    return (
        f'{board.keep("topbar", top)}<div id="play-area" data-drop-late>'
        f'<main id="board" class="game-{info.id}">{board_html}</main>'
        f"{log}</div>{final(tr, table, flags, board, confirm)}"
    )


def log_turns(table: Table) -> int | None:
    """How many turns the log may show now (None: all): a game of memory keeps the past out
    of the page until the game is over."""
    own = getattr(ui_of(table.info.id), "log_turns", None)
    if own is None or table.state.is_over:
        return None
    turns: int | None = own(table.state.view(None))
    return turns


def you(msg: Msg, me: str) -> Msg:
    """``msg`` with the name of the one human at the device marked "(you)" wherever it is
    a parameter (the log of a game against computers speaks to its player)."""

    def mark(key: str, v: Param) -> Param:
        # "Ann (you)'s turn" reads badly: a possessive keeps the plain name, and so does a
        # name that says "you" already
        plain = f"{{{key}}}'s" in msg.msgid or me.casefold() in PRONOUNS
        if isinstance(v, str) and v == me and not plain:
            return Msg("{name} (you)", name=v)
        if isinstance(v, Msg):
            return you(v, me)
        if isinstance(v, Join):
            return Join(mark(key, x) for x in v.items)
        return v

    if msg.context == "verbatim":
        return msg
    params = {k: mark(k, v) for k, v in msg.params.items()}
    if params == msg.params:
        return msg
    return Msg.of(msg.msgid, params, plural=msg.plural, n=msg.n, context=msg.context)


_LINES: weakref.WeakKeyDictionary[Translator, dict[tuple[Msg, str | None], str]] = (
    weakref.WeakKeyDictionary()
)
"""Log lines already rendered, per translator: a click adds a line or two to a log of
hundreds, and the page shows them all."""


def log_line(
    tr: Translator, msg: Msg, me: str | None, memo: dict[tuple[Msg, str | None], str]
) -> str:
    """One entry of the log as markup (``me``: the one human at the device), remembered
    in ``memo``."""
    key = (msg, me)
    line = memo.get(key)
    if line is None:
        if len(memo) > 5000:
            memo.clear()
        html = tr.render_html(you(msg, me) if me is not None else msg)
        line = memo[key] = dice_html(html)
    return line


HEADLINE = "headline"
"""The context of the messages that make a turn's heading in the log (see
``web.shell.storage.narrate``)."""


def headlines(parts: list[Msg]) -> list[Msg]:
    """A turn's headline phrases, each said once: those that count something add up
    (``placed 1 die`` five times: ``placed 5 dice``), and those that differ by one thing
    name them together (``drank A`` and ``drank B``: ``drank A and B``)."""
    out: list[Msg] = []
    for part in parts:
        for i, seen in enumerate(out):
            if (seen.msgid, seen.plural, seen.context) != (part.msgid, part.plural, part.context):
                continue
            if seen.params.keys() != part.params.keys():
                continue
            differ = [k for k in part.params if k != "n" and part.params[k] != seen.params[k]]
            if seen.n is not None and part.n is not None and not differ:
                n = seen.n + part.n
                out[i] = Msg.of(seen.msgid, {**seen.params, "n": n}, seen.plural, n, seen.context)
            elif len(differ) == 1 and seen.n == part.n:
                key = differ[0]
                was = seen.params[key]
                items = (
                    (*was.items, part.params[key])
                    if isinstance(was, Join)
                    else (was, part.params[key])
                )
                out[i] = Msg.of(
                    seen.msgid, {**seen.params, key: Join(items)}, seen.plural, seen.n, seen.context
                )
            elif differ:
                continue
            break
        else:
            out.append(part)
    return out


def heading(name: str, parts: list[Msg]) -> Msg:
    """The heading of a turn in the log: who played and what mattered in it."""
    return Msg("{name}: {things}.", context="log heading", name=name, things=Join(headlines(parts)))


def log_html(
    tr: Translator,
    table: Table,
    keep: Callable[[str, str], str] = lambda i, h: h,
    shown: range = range(0),
) -> str:
    """The game log, one entry per turn (the seat that acted), each opening into its steps,
    numbered; the last turn is open. A turn's heading says what mattered in it (its
    headline phrases after the player's name) or, when nothing is worth a heading, is its
    first step. Games of memory show only their latest turns, and the rest is not in the
    page at all. ``shown``: the lines (indices in the table's log) of the action a replay
    shows, marked ``aria-current="step"``, their turns open."""
    _ = tr
    groups: list[tuple[int | None, list[Msg]]] = []
    marks: list[list[bool]] = []
    here = table.here()
    me = table.names[here[0]] if len(here) == 1 and len(table.seats) > 1 else None
    memo = _LINES.setdefault(tr, {})
    for index, (seat, msg) in enumerate(table.log):
        if groups and groups[-1][0] == seat:
            groups[-1][1].append(msg)
            marks[-1].append(index in shown)
        else:
            groups.append((seat, [msg]))
            marks.append([index in shown])
    out = []
    limit = log_turns(table)
    turns = groups[-(limit or 120) :] if limit != 0 else []
    first = len(groups) - len(turns)
    current = ' aria-current="step"'
    for i, (seat, msgs) in enumerate(turns):
        cls = f"p{seat if seat is not None else 0}"
        ident = f"log-{first + i}"
        marked = marks[first + i]
        steps = [(m, k) for m, k in zip(msgs, marked, strict=True) if m.context != HEADLINE]
        parts = [m for m in msgs if m.context == HEADLINE]
        if parts and len(steps) > 1 and seat is not None and 0 <= seat < len(table.names):
            head, on = heading(table.names[seat], parts), False
        else:
            (head, on), steps = steps[0], steps[1:]
        top = log_line(tr, head, me, memo)
        if not steps:
            out.append(
                keep(ident, f'<li id="{ident}" class="{cls}"{current if on else ""}>{top}</li>')
            )
            continue
        more = escape(_.n("{n} step", "{n} steps", len(steps)))
        lines = "".join(
            f'<li{current if k else ""}><span class="n">{n}.</span> '
            f"{log_line(tr, m, me, memo)}</li>"
            for n, (m, k) in enumerate(steps, 1)
        )
        opened = " open" if i == len(turns) - 1 or any(marked) else ""
        head_on = current if on else ""
        out.append(
            keep(
                ident,
                f'<li id="{ident}" class="{cls} turn"><details{opened}><summary{head_on}>{top} '
                f'<span class="more">{more}</span></summary><ol class="steps">{lines}</ol>'
                "</details></li>",
            )
        )
    return "".join(out)


def final(tr: Translator, table: Table, flags: Flags, board: Board, confirm: bool = False) -> str:
    """The final scores, once the game is over (``confirm``: a mouse's click on a big move
    asks for a second one, which a player who has played a game is offered to turn off)."""
    _ = tr
    state = table.state
    if not state.is_over:
        return ""
    columns, details = ui_of(table.info.id).final_details(board)
    scores = state.scores()
    winners = state.winners()
    head = "".join(f"<th>{escape(c)}</th>" for c in [_("Player"), _("Score"), *columns])
    rows = "".join(
        f'<tr class="{"winner" if i in winners else ""}"><td>{name(n)}</td><td>{scores[i]}</td>'
        + "".join(f"<td>{escape(x)}</td>" for x in (details[i] if i < len(details) else []))
        + "</tr>"
        for i, n in enumerate(table.names)
    )
    names = Join(table.names[i] for i in winners)
    title = (
        _.html("{names} wins!", names=names)
        if len(winners) == 1
        else _.html("{names} share the victory!", names=names)
    )
    pad = score_pad(tr, table, board)
    if flags.folded:
        return (
            f'<section id="final" class="folded" aria-label="{attr(_("Final scores"))}">'
            f"<strong>{title}</strong>"
            f"{button(escape(_('Final scores')), select='unfold', cls='primary')}</section>"
        )
    offer = confirm_offer(tr, table, board, confirm)
    return (
        f'<section id="final" role="dialog" aria-modal="true" '
        f'aria-label="{attr(_("Final scores"))}">'
        f"<h2>{title}</h2><table><tr>{head}</tr>{rows}</table>{pad}{offer}"
        '<div class="form-buttons">'
        f"{button(escape(_('Play again')), select='again', cls='primary')}"
        + watch_again(tr, table)
        + f"{button(escape(_('Show the board')), select='fold', extra='data-close')}"
        f"{button(escape(_('Back to the games')), select='menu')}</div></section>"
    )


def watch_again(tr: Translator, table: Table) -> str:
    """The final scores' way to the game's replay: a game this device stores, or a friend's
    room it joined (told from the whole game its host sends at the end)."""
    if table.room is not None and not table.room.hosted:
        word = entry_word(WATCHED_ROOM + table.room.id)
    else:
        word = entry_word(table.sid)
    return button(escape(tr("Watch again")), select=f"watch {word}", extra="data-watch")


def confirm_offer(tr: Translator, table: Table, board: Board, confirm: bool) -> str:
    """Once a game is played, the offer to stop confirming big picks with a second click
    (right for a newcomer, a chore for a fan): "" where no click asks (touch screens always
    ask first, and say so)."""
    _ = tr
    if not (confirm and not board.touch and table.here()):
        return ""
    if not getattr(ui_of(table.info.id), "confirms", False):
        return ""
    text = _("Big picks ask for a second click. You know the game now: play them at once?")
    return (
        f'<p class="confirm-offer">{escape(text)} '
        f"{button(escape(_('Stop asking')), select='confirm', cls='confirm-toggle')}</p>"
    )


def score_pad(tr: Translator, table: Table, board: Board) -> str:
    """Where every player's points came from, as a score pad: a row for each of the
    engine's (its view's ``breakdown`` once the game is over: each row's points and counts
    per seat), named by the game's page (``score_row``), a column for each player, the
    total last ("" for a game whose view has none)."""
    _ = tr
    pad: list[dict[str, Any]] = board.view["state"].get("breakdown") or []
    if not pad:
        return ""
    named = getattr(ui_of(table.info.id), "score_row", None)
    rows = [
        (str(row["row"]) if named is None else named(tr, row), row["points"], row["counts"])
        for row in pad
    ]
    winners = table.state.winners()
    heads = "".join(
        f'<th scope="col" class="{"winner" if i in winners else ""}">{name(n)}</th>'
        for i, n in enumerate(table.names)
    )

    def cell(points: int, count: int) -> str:
        shown = escape(f"{points:+d}".replace("-", "−") if points else "0")
        many = f" <small>×{count}</small>" if count > 1 else ""
        return f'<td data-points="{points}">{shown}{many}</td>'

    body = "".join(
        f'<tr><th scope="row">{escape(label)}</th>'
        + "".join(cell(p, c) for p, c in zip(points, counts, strict=True))
        + "</tr>"
        for label, points, counts in rows
    )
    totals = [sum(points[i] for _l, points, _c in rows) for i in range(len(table.names))]
    total = "".join(f'<td data-total="{t}">{t}</td>' for t in totals)
    return (
        f'<table class="pad"><caption>{escape(_("Where the points came from"))}</caption>'
        f'<tr><th scope="col"></th>{heads}</tr>{body}'
        f'<tr class="total"><th scope="row">{escape(_("Total"))}</th>{total}</tr></table>'
    )


def shell_buttons(tr: Translator, table: Table, flags: Flags, confirm: bool = True) -> str:
    """Passing the device to the next person here once the last one's turn is over, Undo
    (this turn's actions), whether a mouse's click on a big move asks to be sure
    (``confirm``, in a game whose page says its moves can be: ``confirms``), and the pace
    of the computers and the hint when computers play."""
    _ = tr
    out = ""
    seat = table.to_play()
    handing = passing(table, flags)
    if handing is not None:
        who = table.names[handing]
        out += button(_.html("Pass the device to {name}", name=who), select="pass", cls="primary")
    if getattr(ui_of(table.info.id), "confirms", False) and table.here():
        out += button(
            escape(("✓ " if confirm else "") + _("Confirm big picks")),
            select="confirm",
            cls="confirm-toggle",
            title=_(
                "A click on a marble that takes several asks for a second click (a pick "
                "cannot be taken back)"
            ),
            extra=f'aria-pressed="{"true" if confirm else "false"}"',
        )
    if table.undo and seat is not None and seat.here:
        out += button(
            escape(_("Undo")),
            select="undo",
            cls="undo",
            title=_("Take back your last action (Ctrl+Z)"),
            extra="data-undo",
        )
    if not any(s.kind == "computer" for s in table.seats):
        return out
    labels = {"normal": _("Normal pace"), "fast": _("Fast"), "skip": _("Skip to my turn")}
    shorter = {
        "normal": tr.render(Msg("Normal", context="pace, on a phone")),
        "fast": tr.render(Msg("Fast", context="pace, on a phone")),
        "skip": tr.render(Msg("Skip", context="pace, on a phone")),
    }
    if table.room is not None and not table.room.hosted:
        labels = {}  # the host's device sets the computers' pace
    out += "".join(
        button(
            ("✓ " if table.pace == pace else "") + short(shorter[pace], escape(label)),
            select=f"pace {pace}",
            cls="pace",
        )
        for pace, label in labels.items()
    )
    if seat is not None and seat.here and handing is None:
        out += button(escape(_("Hint")), select="hint")
    return out


def kept_rooms(tr: Translator, entries: list[tuple[str, dict[str, Any] | None]]) -> str:
    """The saved games' rows of friends' rooms this device joined (``entries``: each room's
    id and what it keeps, None when it cannot be read): open again, export the game once it
    is over, forget."""
    _ = tr
    rows = []
    for rid, data in entries:
        word = entry_word(rid)
        if data is None:
            rows.append(
                f'<li class="save broken"><span>{escape(_("A room that cannot be read"))}</span>'
                f"{button(escape(_('Download raw data')), select=f'room-download {word}')}"
                f"{button(escape(_('Delete')), select=f'room-forget {word}')}</li>"
            )
            continue
        game = data.get("game")
        title = GAMES[game].title if isinstance(game, str) and game in GAMES else _("a game")
        listed = data.get("names")
        names = listed if isinstance(listed, list) else []
        players = ", ".join(name(str(n)) for n in names[:6])
        over = data.get("over") is True
        where = _("finished") if over else _("with friends online")
        export = (
            button(
                escape(_("Watch again")),
                select=f"watch {entry_word(WATCHED_ROOM + rid)}",
                extra="data-watch",
            )
            + button(escape(_("Export")), select=f"room-export {word}")
            if isinstance(data.get("save"), dict)
            else ""
        )  # (a game going on: this device holds only its seat's views, and is not watched)
        again = (
            ""
            if data.get("archived") is True
            else button(escape(_("Continue")), select=f"room-open {word}", cls="primary")
        )  # (a game the room held before the one it holds now: export it, or delete it)
        rows.append(
            f'<li class="save" data-room="{attr(rid)}"><span><strong>{escape(title)}</strong>'
            f" · {players} · {escape(where)}</span>"
            f"{again}{export}"
            f"{button(escape(_('Delete')), select=f'room-forget {word}')}</li>"
        )
    return "".join(rows)


def opening(tr: Translator) -> str:
    """The screen while online play's code arrives (the first time a room is used)."""
    _ = tr
    return (
        '<section id="lobby" class="lobby" data-lobby="opening">'
        f"<h2>{escape(_('Opening the room…'))}</h2>"
        f'<div class="form-buttons">{button(escape(_("Back to the games")), select="menu")}'
        "</div></section>"
    )
