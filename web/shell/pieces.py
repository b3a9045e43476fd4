"""Pieces of the page that need not be sent again.

A page is drawn whole in Python, but a click changes little of it. The game's pages and
the shell mark their larger parts as *pieces* (an element with an id, as one string):
when a piece's markup is the same as when it was last shown, the markup sent to the page
holds ``<template data-keep="ID">`` in its place, and the page keeps that element as it is
(``web/shell/morph.js``). The browser then parses and patches only what changed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

MARKER = '<template data-keep="{}"></template>'
_MARKER = re.compile(r'<template data-keep="([^"]+)"></template>')


class Pieces:
    """The pieces of the last page shown, and those of the page being drawn."""

    def __init__(self) -> None:
        self.shown: dict[str, str] = {}
        self.drawn: dict[str, str] = {}

    def keep(self, ident: str, html: str) -> str:
        """``html`` (one element whose id is ``ident``), or its marker when the page
        already shows it so."""
        self.drawn[ident] = html
        return MARKER.format(ident) if self.shown.get(ident) == html else html

    def next_page(self) -> dict[str, str]:
        """The page drawn is now shown: its pieces, for hosts that must see them whole."""
        drawn, self.shown, self.drawn = self.drawn, self.drawn, {}
        return drawn

    def forget(self) -> None:
        """The page shows something else (nothing of it may be kept)."""
        self.shown = {}
        self.drawn = {}


def whole(html: str, pieces: Mapping[str, str]) -> str:
    """``html`` with every marker replaced by its piece's markup."""
    while "<template data-keep=" in html:
        html = _MARKER.sub(lambda m: pieces[m[1]], html)
    return html
