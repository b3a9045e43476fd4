"""Playwright against the built site in dist/, served on 127.0.0.1, with Debian's Chromium."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Page, Playwright, Request

from chromium import CHROMIUM_ARGS
from relay import running_relay

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT / "tools"))
from serve import start  # noqa: E402  (tools/ is not a package)

SHOTS = ROOT / "e2e" / "screenshots"
__all__ = ["CHROMIUM_ARGS", "DIST"]


@pytest.fixture(scope="session")
def site() -> Iterator[str]:
    """The URL of dist/ served on a free port of 127.0.0.1."""
    assert (DIST / "index.html").exists(), "run `make build` first"
    server, url = start(DIST)
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def relay() -> Iterator[str]:
    """A real Nostr relay (PyPI's nostr-relay) on a free port of 127.0.0.1, with a temporary
    config and database, for online play: its URL, ``ws://127.0.0.1:PORT``. Stopped, with
    everything it started, at the end of the session."""
    with running_relay() as running:
        yield running.url


@pytest.fixture(scope="session")
def loopback_browser(browser: Browser, playwright: Playwright) -> Iterator[Browser]:
    """A browser whose WebRTC stays on loopback (see e2e/loopback.py), for online play."""
    from loopback import launch_loopback

    launched = launch_loopback(browser, playwright)
    yield launched
    launched.close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:  # type: ignore[type-arg]
    return {
        **browser_type_launch_args,
        "executable_path": "/usr/bin/chromium",
        "args": CHROMIUM_ARGS,
    }


@pytest.fixture(scope="session")
def shots() -> Path:
    SHOTS.mkdir(exist_ok=True)
    return SHOTS


@pytest.fixture
def watched(page: Page) -> Page:
    """The page, failing the test on console errors or any request off 127.0.0.1."""
    errors: list[str] = []
    outside: list[str] = []

    def on_console(msg: ConsoleMessage) -> None:
        if msg.type == "error":
            errors.append(msg.text)

    def on_request(req: Request) -> None:
        if not req.url.startswith(("http://127.0.0.1:", "blob:", "data:")):
            outside.append(req.url)

    page.on("console", on_console)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("request", on_request)
    page.context.on("request", on_request)
    yield page
    assert outside == [], f"requests left 127.0.0.1: {outside}"
    assert errors == [], f"console errors: {errors}"
