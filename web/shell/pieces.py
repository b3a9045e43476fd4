"""Pieces of the page that need not be sent again.

A page is drawn whole in Python, but a click changes little of it. The game's pages and
the shell mark their larger parts as *pieces* (an element with an id, as one string):
when a piece's markup is the same as when it was last shown, the markup sent to the page
holds ``<template data-keep="ID">`` in its place, and the page keeps that element as it is
(``web/shell/morph.js``). When only the attributes of the piece's own element changed (a
marble that can be taken no longer, a card now outlined), the marker says which, as
``data-attrs``: a JSON object of the attributes to set, None for those to remove. The
browser then parses and patches only what changed.

Some pieces are *late*: a change to them is shown a frame after the rest of the page (the
game log, whose new lines cost the browser a few milliseconds of text layout that the
board's frame need not wait for). The page then keeps the old piece with its marker, and
the host is handed the new one apart (:meth:`Pieces.next_page`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from html import unescape

from web.shell.markup import attr

MARKER = '<template data-keep="{}"></template>'
_MARKER = re.compile(r'<template data-keep="([^"]+)"(?: data-attrs="[^"]*")?></template>')
_ATTRS = re.compile(r'(?:\s+[^\s="/>]+(?:="[^"]*")?)*\s*')
_ATTR = re.compile(r'([^\s="/>]+)(?:="([^"]*)")?')


def attributes(head: str) -> dict[str, str] | None:
    """The attributes of a start tag (``head``: its text between ``<`` and ``>``) as this
    app writes them (values double-quoted), None if it is written otherwise."""
    rest = head[len(head.split(None, 1)[0]) :] if head.strip() else ""
    if not _ATTRS.fullmatch(rest):
        return None
    return {m[1]: unescape(m[2] or "") for m in _ATTR.finditer(rest)}


def changed_attributes(old: str, new: str) -> dict[str, str | None] | None:
    """What changes from piece ``old`` to piece ``new`` when only the attributes of their
    own element differ (the attributes to set, None for those to remove); None when more
    changed."""
    end_old, end_new = old.find(">"), new.find(">")
    if end_old < 0 or old[end_old:] != new[end_new:]:
        return None
    head_old, head_new = old[1:end_old].rstrip("/"), new[1:end_new].rstrip("/")
    if head_old.split(" ", 1)[0] != head_new.split(" ", 1)[0]:
        return None
    before, after = attributes(head_old), attributes(head_new)
    if before is None or after is None:
        return None
    change: dict[str, str | None] = {k: v for k, v in after.items() if before.get(k) != v}
    change.update({k: None for k in before if k not in after})
    return change


class Pieces:
    """The pieces of the last page shown, and those of the page being drawn."""

    def __init__(self, late: Iterable[str] = ()) -> None:
        self.late = frozenset(late)
        """The ids of the late pieces."""
        self.shown: dict[str, str] = {}
        self.drawn: dict[str, str] = {}

    def keep(self, ident: str, html: str) -> str:
        """``html`` (one element whose id is ``ident``), or its marker when the page
        already shows it so (or shows an older form of it, for a late piece)."""
        self.drawn[ident] = html
        shown = self.shown.get(ident)
        if shown == html or (shown is not None and ident in self.late):
            return MARKER.format(ident)
        change = None if shown is None else changed_attributes(shown, html)
        if change is None:
            return html
        return f'<template data-keep="{ident}" data-attrs="{attr(json.dumps(change))}"></template>'

    def next_page(self) -> tuple[dict[str, str], dict[str, str]]:
        """The page drawn is now shown: its pieces, for hosts that must see them whole, and
        the late pieces its markup holds in their older form (their new markup)."""
        drawn, shown = self.drawn, self.shown
        late = {i: drawn[i] for i in self.late if i in drawn and shown.get(i, drawn[i]) != drawn[i]}
        self.shown, self.drawn = drawn, {}
        return drawn, late

    def forget(self) -> None:
        """The page shows something else (nothing of it may be kept)."""
        self.shown = {}
        self.drawn = {}


def whole(html: str, pieces: Mapping[str, str]) -> str:
    """``html`` with every marker replaced by its piece's markup."""
    while "<template data-keep=" in html:
        html = _MARKER.sub(lambda m: pieces[m[1]], html)
    return html
