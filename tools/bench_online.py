"""Online play's figures, printed (never asserted): on loopback, through a real Nostr relay on
127.0.0.1, a friend's click to the host's updated board and to its own (shown at once when the
action reveals nothing, else when the host's answer is drawn), and the bytes a move sends.

Called by tools/bench_browser.py (`make bench`) with the built site's URL.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, Playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "e2e"))

from loopback import LOOPBACK_ONLY, launch_loopback
from potions import GAMES, choose_action, state_from_dict
from relay import running_relay

WAIT = 120_000
MOVES = 60
"""Moves of each game measured (the friend's clicks among them)."""
CLICK = """(action) => { const el = document.querySelector(`[data-action="${action}"]`);
    if (!el) return null; const t0 = Date.now();
    el.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
    el.dispatchEvent(new MouseEvent('click', {bubbles: true})); return t0; }"""
MOVED = """(n) => { const s = window.pe_state();
    return !!s && JSON.parse(s).state.history.length >= n; }"""


def _open(browser: Browser, url: str) -> Page:
    context = browser.new_context()
    context.add_init_script(LOOPBACK_ONLY)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector('html[data-ready="1"]', timeout=WAIT)
    return page


def _messages(page: Page, hook: str) -> list[tuple[int, dict[str, Any], int]]:
    """(time, message, bytes) of what a page received or sent in its room."""
    out = []
    for at, text in json.loads(page.evaluate(f"window.{hook}()")):
        out.append((int(at), json.loads(text), len(text.encode())))
    return out


def one_game(browser: Browser, site: str, relay: str, game: str) -> dict[str, list[float]]:
    host = _open(
        browser,
        f"{site}?new={game}&players=Ann,Friend&ai=human,online&seed=11&relay={relay}&ice=none",
    )
    host.wait_for_selector("#invite-link", timeout=WAIT)
    link = str(host.get_attribute("#invite-link", "value"))
    guest = _open(browser, site + link[link.index("?") :])
    guest.wait_for_selector('button[name="seat"]', timeout=WAIT)
    guest.fill('input[name="name"]', "Bob")
    guest.click('button[name="seat"]')
    host.click('[data-select="room-start"]:not([disabled])', timeout=WAIT)
    guest.wait_for_selector("#board", timeout=WAIT)
    rng = random.Random(game)
    clicks: list[tuple[int, int, bool]] = []  # (history length before, click time, quiet)
    for _ in range(MOVES):
        state = state_from_dict(json.loads(host.evaluate("window.pe_state()")))
        if state.is_over:
            break
        seat, n = state.current_player, len(state.history)
        page = guest if seat == 1 else host
        page.wait_for_selector("[data-action]", timeout=WAIT)
        action = str(choose_action(state, "easy", rng.randrange(1 << 30)))
        t0 = page.evaluate(CLICK, action)
        if t0 is None:  # the action takes a choice first: any action offered
            offered = page.eval_on_selector_all(
                "[data-action]", "els => els.map(e => e.getAttribute('data-action'))"
            )
            action = rng.choice(offered)
            t0 = page.evaluate(CLICK, action)
        if seat == 1:
            trial = state.copy()
            trial.apply(action)
            clicks.append((n, int(t0), not trial.revealed))
        host.wait_for_function(MOVED, arg=n + 1, timeout=WAIT)
    guest.wait_for_timeout(500)  # (the last answers drawn: figures only)
    sent = _messages(host, "pe_room_sent")
    received = _messages(guest, "pe_room_received")
    asked = _messages(guest, "pe_room_sent")
    host_at = {m["n"]: at for at, m, _ in sent if m["t"] == "play"}
    guest_at = {m["n"]: at for at, m, _ in received if m["t"] == "play"}
    to_host, to_guest, shown_at_once = [], [], 0
    for n, t0, quiet in clicks:
        if n + 1 in host_at:
            to_host.append(float(host_at[n + 1] - t0))
        if quiet:
            shown_at_once += 1
        elif n + 1 in guest_at:
            to_guest.append(float(guest_at[n + 1] - t0))
    plays = [size for _, m, size in received if m["t"] == "play"]
    acts = [size for _, m, size in asked if m["t"] == "act"]
    for page in (host, guest):
        page.context.close()
    return {
        "to_host": to_host,
        "to_guest": to_guest,
        "at_once": [shown_at_once / max(1, len(clicks))],
        "play_bytes": [float(x) for x in plays],
        "act_bytes": [float(x) for x in acts],
    }


def online_figures(playwright: Playwright, browser: Browser, site: str) -> None:
    """Print online play's figures for every game."""

    def fmt(xs: list[float]) -> str:
        if not xs:
            return "none"
        xs = sorted(xs)
        return f"median {statistics.median(xs):.0f}, 95th percentile {xs[int(len(xs) * 0.95)]:.0f}"

    loopback = launch_loopback(browser, playwright)
    try:
        with running_relay() as relay:
            print("Online play on loopback (a friend's clicks, two contexts, the local relay):")
            for game in GAMES:
                f = one_game(loopback, site, relay.url, game)
                print(
                    f"  {game}: friend's click to the host's board {fmt(f['to_host'])} ms;"
                    f" to the friend's own board {f['at_once'][0]:.0%} at once (nothing"
                    f" revealed), the others when the host's answer is drawn"
                    f" {fmt(f['to_guest'])} ms; a move sends the friend"
                    f" {statistics.mean(f['play_bytes']):.0f} B (a move's 'play', mean),"
                    f" the friend's action {statistics.mean(f['act_bytes'] or [0]):.0f} B"
                )
    finally:
        loopback.close()
