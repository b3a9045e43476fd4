"""A player's record on this device: per game, how many played and finished, wins, best and
average score, against which computer levels, with which friends online, and the game's
highlight, from every game this device stored and every friend's room it joined whose whole
game came.

The record is kept in storage beside the saves (``potions:records``: each game's record by
its saved game's id, :class:`potions.core.records.GameRecord`), so that deleting a saved
game keeps it counted. It is brought up to date from the saved games when the Records screen
opens; a damaged record is read as an empty one and never stops anything; "Clear records"
forgets it and counts only games played from then on. Export and import carry it as a file
(``potions-records``).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, replace
from typing import Any

from potions import GAMES, SaveError
from potions.core.i18n import Msg, Translator
from potions.core.records import HIGHLIGHTS, GameRecord, record_of
from potions.core.saves import envelope
from web.games.protocol import level_name
from web.shell.markup import attr, button, escape, name
from web.shell.screens import languages
from web.shell.storage import WATCHED_ROOM, Storage, meta_of, parse

RECORDS = "potions:records"
FORMAT = "potions-records"


@dataclass
class Kept:
    """The record as stored: each game's record by id, the digest of the text it was made
    from, and since when games count (a cleared record)."""

    games: dict[str, dict[str, Any]] = field(default_factory=dict)
    since: int = 0
    damaged: bool = False
    """The stored record could not be read (it is then started anew)."""

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": 1, "since": self.since, "games": self.games}


def read_kept(data: object) -> Kept | None:
    """A record file's or entry's content; None when it is not one."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    games, since = data.get("games"), data.get("since", 0)
    if not isinstance(games, dict) or not isinstance(since, int) or isinstance(since, bool):
        return None
    kept = {}
    for sid, entry in games.items():
        if isinstance(entry, dict) and GameRecord.from_json(entry.get("record")) is not None:
            kept[str(sid)] = entry
    return Kept(kept, since)


def load(storage: Storage) -> Kept:
    """The stored record (an empty one, marked damaged, when it cannot be read)."""
    raw = storage.host.get(RECORDS)
    if raw is None:
        return Kept()
    try:
        kept = read_kept(parse(raw))
    except ValueError:
        kept = None
    return Kept(damaged=True) if kept is None else kept


def store(storage: Storage, kept: Kept) -> bool:
    """Keep the record (False when storage refuses it: the record is a nicety, never worth
    stopping the app)."""
    try:
        storage.host.put(RECORDS, json.dumps(kept.to_json(), separators=(",", ":")))
    except Exception as exc:  # StorageFull, or any refusal
        storage.host.warn(f"records not kept: {exc}")
        return False
    return True


def refresh(storage: Storage, kept: Kept) -> Kept:
    """The record brought up to date with the saved games (each replayed once per text it
    holds; damaged ones left out; those last played before the record was cleared too)."""
    games = dict(kept.games)
    for sid in storage.ids():
        raw = storage.raw(sid)
        if raw is None:
            continue
        made = hashlib.sha256(raw.encode("utf-8", "surrogatepass")).hexdigest()[:16]
        if games.get(sid, {}).get("digest") == made:
            continue
        try:
            data = envelope(parse(raw))
            meta = meta_of(data)
            if meta["updated"] < kept.since:
                continue
            record = record_of(data, meta["seats"])
        except (ValueError, SaveError):
            continue
        except Exception:  # whatever an entry holds, the record goes on without it
            continue
        games[sid] = {"digest": made, "record": record.to_json()}
    for rid, room in storage.rooms():
        _count_room(games, WATCHED_ROOM + rid, room, kept.since)
    return Kept(games, kept.since)


def _count_room(
    games: dict[str, dict[str, Any]], key: str, data: dict[str, Any] | None, since: int
) -> None:
    """A friend's room this device joined, counted once its whole game came (the host sends
    it at the end): this device's seat is its person's, every other person a friend online."""
    save = None if data is None else data.get("save")
    seat = None if data is None else data.get("seat")
    if data is None or not isinstance(save, dict) or type(seat) is not int:
        return
    made = hashlib.sha256(json.dumps(save, sort_keys=True).encode()).hexdigest()[:16]
    updated = data.get("updated")
    if games.get(key, {}).get("digest") == made:
        return
    if isinstance(updated, int) and updated < since:
        return
    try:
        codes = meta_of(envelope(save))["seats"]
        record = record_of(save, [])
        seats = [
            "human" if i == seat else "online" if code in ("human", "online") else code
            for i, code in enumerate([*codes, *["human"] * len(record.names)][: len(record.names)])
        ]
        games[key] = {"digest": made, "record": replace(record, seats=seats).to_json()}
    except Exception:  # whatever a room holds, the record goes on without it
        return


def merged(kept: Kept, other: Kept) -> Kept:
    """``kept`` with the games of an imported record it lacks."""
    return Kept({**other.games, **kept.games}, kept.since)


@dataclass
class Summary:
    """One game's line of the record."""

    played: int = 0
    finished: int = 0
    wins: int = 0
    scores: list[int] = field(default_factory=list)
    levels: dict[str, int] = field(default_factory=dict)
    friends: set[str] = field(default_factory=set)
    highlight: int = 0


def summaries(kept: Kept) -> dict[str, Summary]:
    """The record per game: counted for the people who played at this device."""
    out: dict[str, Summary] = {}
    for entry in kept.games.values():
        record = GameRecord.from_json(entry.get("record"))
        if record is None or record.game not in GAMES:
            continue
        here = [i for i, s in enumerate(record.seats) if s == "human"]
        line = out.setdefault(record.game, Summary())
        line.played += 1
        for i, seat in enumerate(record.seats):
            if seat == "online":
                line.friends.add(record.names[i])
            elif seat != "human":
                line.levels[seat] = line.levels.get(seat, 0) + 1
        if record.over:
            line.finished += 1
            line.wins += any(i in record.winners for i in here)
            line.scores += [record.scores[i] for i in here]
        if record.highlight:
            line.highlight = max([line.highlight, *(record.highlight[i] for i in here)])
    return out


def highlight_label(tr: Translator, game: str) -> str:
    _ = tr
    labels = {
        "chain": _("Longest chain of explosions"),
        "formula": _("Best formula (points)"),
        "cauldron": _("Biggest cauldron (cards)"),
        "potions": _("Most potions in a game"),
    }
    return labels.get(HIGHLIGHTS.get(game, ""), "")


def page(tr: Translator, kept: Kept, problem: Msg | None = None) -> str:
    """The Records screen."""
    _ = tr
    lines = summaries(kept)
    said = "" if problem is None else f'<p id="problem" role="alert">{tr.render_html(problem)}</p>'
    if kept.damaged:
        said += (
            f'<p class="records-damaged" role="status">'
            f"{escape(_('The stored record could not be read: it starts anew.'))}</p>"
        )
    parts = []
    for info in GAMES.values():
        line = lines.get(info.id)
        if line is None:
            continue
        best = max(line.scores) if line.scores else None
        average = round(sum(line.scores) / len(line.scores), 1) if line.scores else None
        levels = ", ".join(
            _("{level} ×{n}", level=level_name(tr, lv), n=n)
            for lv, n in sorted(line.levels.items())
        )
        friends = ", ".join(name(f) for f in sorted(line.friends))
        rows = [
            (_("Games played"), escape(str(line.played))),
            (_("Finished"), escape(str(line.finished))),
            (_("Wins"), escape(str(line.wins))),
            (_("Best score"), escape("–" if best is None else str(best))),
            (_("Average score"), escape("–" if average is None else f"{average:g}")),
            (_("Against the computer"), escape(levels or "–")),
            (_("With friends online"), friends or "–"),
            (highlight_label(tr, info.id), escape(str(line.highlight))),
        ]
        body = "".join(
            f'<tr><th scope="row">{escape(label)}</th><td>{value}</td></tr>'
            for label, value in rows
        )
        parts.append(
            f'<section class="record" data-record="{attr(info.id)}"><h3>{escape(info.title)}</h3>'
            f"<table>{body}</table></section>"
        )
    empty = f'<p class="no-saves">{escape(_("No games in the record yet."))}</p>'
    return (
        f'<section id="records"><div class="start-head"><h1>{escape(_("Records"))}</h1>'
        f"{languages(tr)}</div>"
        f"{said}{''.join(parts) or empty}"
        '<div class="form-buttons">'
        f"{button(escape(_('Back to the games')), select='menu', cls='primary')}"
        f"{button(escape(_('Export records')), select='records-export')}"
        f"{button(escape(_('Clear records')), select='records-clear')}</div></section>"
    )
