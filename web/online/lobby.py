"""The markup of rooms: the host's lobby (the invitation, the seats, the chat), a friend's
screens (joining, taking a seat), and the room's panel beside a game. Names and chat are
text: escaped and isolated for bidirectional text, never markup."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from potions import GAMES
from potions.core.i18n import Translator
from web.games.protocol import level_name
from web.online.guesting import STUCK, Guesting
from web.online.hosting import Hosting
from web.shell.host import Host
from web.shell.markup import attr, button, escape, name
from web.shell.room import SEAT as ONLINE
from web.shell.room import Room, link_query
from web.shell.screens import languages
from web.shell.table import Table

MAX_CHAT = 280


def para(text: str, cls: str = "room-status", role: str = "status") -> str:
    """A paragraph of ``text`` (escaped) that assistive technology reads when it changes."""
    return f'<p class="{cls}" role="{role}">{escape(text)}</p>'


def problem_of(tr: Translator, why: str) -> str:
    """Why the room cannot be reached ("" when it can)."""
    if not why:
        return ""
    return para(tr("The room cannot be reached: {why}", why=why), "room-problem", "alert")


def elsewhere_of(tr: Translator, hosting: Hosting) -> str:
    """That another tab of this browser hosts the room ("" when this one does)."""
    if not hosting.elsewhere:
        return ""
    text = tr(
        "This game's room is open in another tab of this browser: play there, or close that"
        " tab and the room opens here."
    )
    return para(text, "room-elsewhere", "alert")


def invitation(host: Host, room: Room) -> str:
    """The link a friend opens to join: the room's id in the query, its secret and the
    host's public key in the fragment (a browser never sends a fragment to the site)."""
    return f"{host.address()}?join={room.id}{link_query(room.links)}#{room.key}.{room.host_public}"


def options_text(tr: Translator, game: str, options: dict[str, Any]) -> str:
    """A game's options in words (``Countdown: 5``)."""
    info = GAMES[game]
    parts = []
    for option in info.options:
        if option.name not in options:
            continue
        value = options[option.name]
        if isinstance(value, bool):
            shown = tr("yes") if value else tr("no")
        elif value is None:
            shown = tr("as the rules say")
        elif isinstance(value, list):
            shown = ", ".join(map(str, value))
        else:
            shown = str(value)
        parts.append(f"{tr.render(option.label)}: {shown}")
    return " · ".join(parts)


def chat(tr: Translator, lines: Sequence[tuple[str, str, int]]) -> str:
    """The room's chat: its latest lines and a line to write."""
    _ = tr
    items = "".join(f"<li>{name(who)}: <bdi>{escape(text)}</bdi></li>" for who, text, _at in lines)
    return (
        f'<section class="chat" aria-label="{attr(_("Chat"))}">'
        f'<div class="chat-lines"><ol aria-live="polite">{items}</ol></div>'
        '<form data-form="chat" class="chat-form">'
        f'<input name="text" maxlength="{MAX_CHAT}" autocomplete="off" '
        f'aria-label="{attr(_("Message to the room"))}" placeholder="{attr(_("Say something…"))}">'
        f'<button type="submit">{escape(_("Send"))}</button></form></section>'
    )


def invite(tr: Translator, host: Host, room: Room, qr: bool = True) -> str:
    """The invitation: the link, copy, share and a QR code."""
    _ = tr
    if not room.host_public:
        return f'<p class="room-status">{escape(_("Opening the room…"))}</p>'
    link = invitation(host, room)
    picture = host.qr(link) if qr else ""
    figure = (
        f'<figure class="qr" aria-label="{attr(_("QR code of the invitation"))}">{picture}'
        f"<figcaption>{escape(_('Scan it with a phone to join'))}</figcaption></figure>"
        if picture
        else ""
    )
    return (
        '<div class="invite"><div class="invite-link">'
        f"<label>{escape(_('Invitation link'))} "
        f'<input id="invite-link" readonly value="{attr(link)}" data-invite></label>'
        '<div class="invite-buttons">'
        + button(escape(_("Copy the link")), select="room-copy", cls="primary")
        + (button(escape(_("Share…")), select="room-share") if host.can_share() else "")
        + f"</div></div>{figure}</div>"
    )


def host_seats(tr: Translator, table: Table, hosting: Hosting) -> str:
    """The seats of the host's room: who plays each, who is connected; an online seat can
    be given to a computer."""
    _ = tr
    room = table.room
    assert room is not None
    rows = []
    for i, seat in enumerate(table.seats):
        who = name(table.names[i])
        if seat.here:
            what = _("here")
        elif seat.kind == "computer":
            what = _("computer, {level}", level=level_name(tr, seat.level))
        elif room.guest(i) is None:
            what = _("a friend online: waiting for them")
            who = f"<em>{escape(_('free seat'))}</em>"
        elif hosting.connected(i):
            what = _("a friend online: connected")
        else:
            what = _("a friend online: not connected")
        give = ""
        if seat.code == ONLINE and (room.guest(i) is None or not hosting.connected(i)):
            give = (
                f'<span class="give">{escape(_("Give this seat to a computer:"))} '
                + "".join(
                    button(escape(level_name(tr, lv)), select=f"room-give {i} {lv}", cls="small")
                    for lv in table.info.levels
                )
                + "</span>"
            )
        live = "connected" if seat.here or hosting.connected(i) or seat.kind == "computer" else ""
        rows.append(
            f'<li class="room-seat {live}" data-room-seat="{i}">{who} '
            f'<span class="what">{escape(what)}</span>{give}</li>'
        )
    return f'<ol class="room-seats">{"".join(rows)}</ol>'


def host_lobby(
    tr: Translator, table: Table, hosting: Hosting, host: Host, message: str = ""
) -> str:
    """The host's room before the game starts (``message``: markup of what the page says)."""
    _ = tr
    room = table.room
    assert room is not None
    problem = problem_of(tr, hosting.problem) + elsewhere_of(tr, hosting)
    options = options_text(tr, table.info.id, dict(table.state.config))
    ready = hosting.ready(table)
    start = button(
        escape(_("Start the game")),
        select="room-start",
        cls="primary",
        extra="" if ready else "disabled",
    )
    hint = (
        ""
        if ready
        else para(_("Every seat for a friend needs a friend (or a computer) first."), "hint-text")
    )
    return (
        '<section id="lobby" class="lobby" data-lobby="host">'
        f"<h2>{escape(_('Your room for {game}', game=table.info.title))}</h2>"
        f'<p class="options">{escape(options)}</p>{problem}'
        f'<p id="message" role="alert">{message}</p>'
        f"{invite(tr, host, room)}{host_seats(tr, table, hosting)}"
        f'<div class="form-buttons">{start}{button(escape(_("Back to the games")), select="menu")}'
        "</div>"
        f"{hint}{chat(tr, hosting.chat.lines)}</section>"
    )


def host_panel(tr: Translator, table: Table, hosting: Hosting, host: Host) -> str:
    """The room beside the host's game: who is connected, the chat, the invitation."""
    _ = tr
    room = table.room
    assert room is not None
    problem = problem_of(tr, hosting.problem) + elsewhere_of(tr, hosting)
    return (
        f'<section id="room-panel" class="room-panel"><h2>{escape(_("Room"))}</h2>{problem}'
        f"{host_seats(tr, table, hosting)}{chat(tr, hosting.chat.lines)}"
        f'<details class="more"><summary>{escape(_("Invite more people to watch"))}</summary>'
        f"{invite(tr, host, room, qr=False)}</details></section>"
    )


def guest_seats(tr: Translator, guest: Guesting) -> str:
    _ = tr
    lobby = guest.lobby
    assert lobby is not None
    rows = []
    for i, seat in enumerate(lobby.seats):
        code = seat["code"]
        if i == lobby.you:
            what = _("you")
        elif seat["here"]:
            what = _("the host")
        elif code not in ("human", ONLINE):
            what = _("computer, {level}", level=level_name(tr, code))
        elif seat["held"]:
            what = (
                _("a friend online: connected")
                if seat["connected"]
                else _("a friend online: not connected")
            )
        else:
            what = _("free seat")
        live = "connected" if seat["connected"] or code not in ("human", ONLINE) else ""
        rows.append(
            f'<li class="room-seat {live}" data-room-seat="{i}">{name(seat["name"])} '
            f'<span class="what">{escape(what)}</span></li>'
        )
    return f'<ol class="room-seats">{"".join(rows)}</ol>'


def guest_screen(tr: Translator, guest: Guesting) -> str:
    """A friend's screen before the game is shown: joining, the lobby, or choosing a seat."""
    _ = tr
    back = button(escape(_("Back to the games")), select="menu")
    problem = problem_of(tr, guest.problem)
    lobby = guest.lobby
    game = lobby.game if lobby is not None else guest.game
    rules = button(escape(_("How to play")), select=f"rules-of {game}") if game else ""
    head = f'<div class="lobby-head">{languages(tr)}{rules}</div>'
    if guest.status == "connecting" or lobby is None:
        text = _("Joining the room… (the host's device must have the game open)")
        if guest.status == "waiting":
            text = _("The host is away: the game waits for them to come back.")
        return (
            '<section id="lobby" class="lobby" data-lobby="joining">'
            f"{head}<h2>{escape(_('Joining a game'))}</h2>"
            f"{para(text)}{problem}"
            f'<div class="form-buttons">{back}</div></section>'
        )
    info = GAMES[lobby.game]
    status = ""
    if guest.status == "waiting":
        status = para(_("The host is away: the game waits for them to come back."))
    free = [
        i
        for i, s in enumerate(lobby.seats)
        if s["code"] == ONLINE and not s["held"] and i != lobby.you
    ]
    if lobby.you is None:
        seats = "".join(
            f'<button type="submit" name="seat" value="{i}" class="primary">'
            f"{escape(_('Take the seat of {name}', name=lobby.seats[i]['name']))}</button>"
            for i in free
        )
        none = "" if free else f"<p>{escape(_('No seat is free: you can watch.'))}</p>"
        choose = (
            '<form data-form="room-sit" class="sit">'
            f'<label>{escape(_("Your name"))} <input name="name" maxlength="24" required '
            f'value="{attr(guest.name)}" autocomplete="nickname"></label>'
            f'<div class="form-buttons">{seats}</div></form>{none}'
            + button(escape(_("Just watch")), select="room-watch")
        )
    elif not lobby.started:
        choose = para(_("You are seated: the host starts the game when everyone is here."))
    else:
        choose = para(_("The game is starting…"))
    return (
        '<section id="lobby" class="lobby" data-lobby="guest">'
        f"{head}<h2>{escape(_('A game of {game} with friends', game=info.title))}</h2>"
        f'<p class="options">{escape(options_text(tr, lobby.game, lobby.options))}</p>'
        f"{status}{problem}"
        f"{guest_seats(tr, guest)}{choose}"
        f'<div class="form-buttons">{back}</div>{chat(tr, guest.chat.lines)}</section>'
    )


def guest_panel(tr: Translator, guest: Guesting) -> str:
    """The room beside a friend's game: who is connected, the chat."""
    _ = tr
    status = ""
    if guest.status != "open":
        status = para(_("The host is away: the game waits for them to come back."))
    elif guest.stuck:
        status = para(tr.render(STUCK), "room-problem", "alert")
    seats = guest_seats(tr, guest) if guest.lobby is not None else ""
    return (
        f'<section id="room-panel" class="room-panel"><h2>{escape(_("Room"))}</h2>{status}'
        f"{seats}{chat(tr, guest.chat.lines)}</section>"
    )
