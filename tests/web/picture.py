"""A board's picture: its markup without what makes it playable, so that the board a
replay draws (read-only) compares with the board the game showed at the same moment."""

from __future__ import annotations

from html.parser import HTMLParser

DROPPED = frozenset(("prompt", "controls", "message", "into-view"))
"""The turn's panel (what to do now, the buttons, the last message) and the scroll's
target: what the player could do, not what lay on the table."""
PLAYABLE = (
    *("data-action", "data-try", "data-select", "data-stop", "data-previews", "data-confirm-many"),
    *("tabindex", "role", "title", "style"),
)
"""What makes an element playable (and the animations of the move that was just made)."""
VOID = frozenset(("br", "img", "input", "hr", "meta", "link", "use", "path", "circle"))


class _Picture(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.skip = 0
        self.stack: list[bool] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        marks = (found.get("class") or "").split()
        dropped = (
            self.skip > 0 or found.get("id") in DROPPED or tag == "button" or "go" in marks
        )  # ("go": Potion Dice's word on a card one may take)
        if tag not in VOID:
            self.stack.append(dropped)
            if dropped:
                self.skip += 1
        if dropped:
            return
        kept = sorted(
            (k, v or "")
            for k, v in attrs
            if k not in PLAYABLE and not k.startswith("aria-") and k != "class"
        )
        self.out.append(f"<{tag} {kept}>")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.skip == 0:
            self.handle_starttag(tag, attrs)
            if tag not in VOID:
                self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        dropped = self.stack.pop() if self.stack else False
        if dropped:
            self.skip -= 1
        elif self.skip == 0:
            self.out.append(f"</{tag}>")

    def handle_data(self, data: str) -> None:
        if self.skip == 0 and data.strip():
            self.out.append(data.strip())


def board_of(page: str) -> str:
    """The markup of a page's board (``<main id="board">``)."""
    inside = page.split('<main id="board"', 1)[1]
    return inside.split(">", 1)[1].rsplit("</main>", 1)[0]


def picture(page: str) -> list[str]:
    """What lies on a page's board: its elements, their ids and data, and their text, but
    the turn's panel, the buttons and whatever makes an element playable."""
    parser = _Picture()
    parser.feed(board_of(page))
    out: list[str] = []
    for part in parser.out:  # (a bare box that held only buttons: nothing on the table)
        if part == "</div>" and out and out[-1] == "<div []>":
            out.pop()
        else:
            out.append(part)
    return out
