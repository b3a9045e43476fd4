"""A room's addresses and its chat, in browser contexts of the built site that meet through a
real Nostr relay on 127.0.0.1 (see e2e/test_online.py): one bad relay address in a link is
dropped alone (issue 35.6), and the chat's newest line is in view (issue 34.16)."""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import Page

from test_online import WAIT, Make, devices, host_game, invitation, join, start

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "web"))
from test_room_links import BAD_RELAYS, GOOD_RELAYS

__all__ = ["devices"]  # (the fixture, from test_online)

EVIL = "ws://localhost:1.evil.example"

# How the browser reads each address as a WebSocket does (WHATWG URL parsing, then: ws or wss,
# no fragment), without opening anything: true where it takes it.
BROWSER_READS = """(urls) => urls.map((url) => {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "ws:" || parsed.protocol === "wss:") && !url.includes("#");
  } catch {
    return false;
  }
})"""


def test_what_the_page_keeps_of_a_relay_the_browser_reads(devices: Make) -> None:
    """Every relay address the page's check keeps (tests/web/test_room_links.py) is one the
    browser reads; the issue's is one it refuses."""
    page = devices("").page
    reads = page.evaluate(BROWSER_READS, [*GOOD_RELAYS, EVIL])
    assert dict(zip(GOOD_RELAYS, reads, strict=False)) == dict.fromkeys(GOOD_RELAYS, True)
    assert reads[-1] is False
    # (and the page's check is stricter than the browser where it costs nothing)
    refused = dict(zip(BAD_RELAYS, page.evaluate(BROWSER_READS, BAD_RELAYS), strict=True))
    assert refused[EVIL] is False


def test_one_bad_relay_is_dropped_alone_and_the_room_opens(devices: Make, relay: str) -> None:
    """``&relay=ws://localhost:1.evil.example,<good>``: the browser refused the first, and no
    relay opened, the good one included ("The room cannot be reached: SyntaxError")."""
    host = devices(
        f"?new=dice&players=Ann,Friend&ai=human,online&seed=7&pace=skip&relay={EVIL},{relay}"
        "&ice=none"
    )
    host.page.wait_for_selector('[data-lobby="host"] #invite-link', timeout=WAIT)
    assert host.page.locator(".room-problem").count() == 0
    link = invitation(host)
    assert "evil" not in link and f"relay={relay}&" in link, link
    guest = join(devices, host)
    start(host, guest)
    assert "Bob" in host.page.inner_text("#board")


def chat_line_in_view(page: Page, text: str) -> None:
    """The chat box overflows, and its last line, ``text``, is within its visible area."""
    page.wait_for_selector(f'.chat-lines li:last-child:has-text("{text}")', timeout=WAIT)
    seen = page.evaluate(
        """() => {
          const box = document.querySelector(".chat-lines");
          const last = box.querySelector("li:last-child").getBoundingClientRect();
          const frame = box.getBoundingClientRect();
          return {overflows: box.scrollHeight > box.clientHeight + 20,
                  top: last.top - frame.top, bottom: frame.bottom - last.bottom};
        }"""
    )
    assert seen["overflows"], seen
    assert seen["top"] >= -1 and seen["bottom"] >= -1, seen


def test_the_newest_chat_line_is_in_view(devices: Make, relay: str) -> None:
    """Issue 34.16: the chat box showed its first lines, the newest below its fold, on every
    device. It shows its last line when a line is added and when it is drawn anew."""
    host = host_game(devices, relay, "dice", "human,online", "Ann,Friend")
    guest = join(devices, host)
    field = '.chat-form input[name="text"]'
    for i in range(14):
        speaker = host if i % 2 == 0 else guest
        speaker.page.fill(field, f"line {i} " + "words " * (i % 4))
        speaker.page.press(field, "Enter")
        speaker.page.wait_for_selector(f'.chat-lines li:has-text("line {i} ")', timeout=WAIT)
    for device in (host, guest):
        chat_line_in_view(device.page, "line 13")
    start(host, guest)  # the chat drawn anew, beside the board
    host.page.fill(field, "line 14")
    host.page.press(field, "Enter")
    for device in (host, guest):
        chat_line_in_view(device.page, "line 14")
    guest.reload()
    guest.page.wait_for_selector("html[data-game] #board", timeout=WAIT)
    chat_line_in_view(guest.page, "line 14")
