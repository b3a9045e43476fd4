"""Replays in the real page (issue 37): for every game, a game against a computer played by
clicks, then watched again from its saved row: the replay's board after each action the
game showed read-only (the computer's turn) is the board the game showed then, read through
``pe_page()`` (the turn's panel and what makes a board playable aside), and the saved game's
bytes are the same before and after; a finished game's shared link opens in a fresh
browser as a replay, is kept on request, and a damaged one says so and stores nothing."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Browser, Page, expect

from test_play import boot
from tests.web.picture import picture

ACT = """() => {
    // one legal action of the board, clicked (an SVG marble too), then what the page shows
    const el = document.querySelector('#board [data-action]');
    if (!el) return null;
    el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    return [window.pe_state(), window.pe_page()];
}"""
MARKED = """() => {
    // the log's line of the action shown, within the log's own box
    const log = document.querySelector('#log');
    const line = log && log.querySelector('[aria-current="step"]');
    if (!line) return false;
    const box = log.getBoundingClientRect(), at = line.getBoundingClientRect();
    return at.top >= box.top - 1 && at.top < box.bottom;
}"""
MINE = (
    "() => !!document.querySelector('#board [data-action]') || !!document.querySelector('#final')"
)


def stored(page: Page) -> dict[str, str]:
    found: dict[str, str] = page.evaluate(
        "() => Object.fromEntries(Object.keys(localStorage)"
        ".filter(k => k.startsWith('potions:game:')).map(k => [k, localStorage.getItem(k)]))"
    )
    return found


def at(page: Page, k: int) -> None:
    page.wait_for_selector(f"html[data-replay-at='{k}']", state="attached")


def showing(page: Page) -> int:
    return int(page.evaluate("document.documentElement.dataset.replayAt"))


def to(page: Page, k: int) -> None:
    """The replay after ``k`` actions, by Back and Next (one action each)."""
    while showing(page) != k:
        before = showing(page)
        page.click(f'[data-replay="{"next" if before < k else "back"}"]')
        at(page, before + (1 if before < k else -1))


@pytest.mark.parametrize("game", ["explosion", "practice", "glastonbury", "dice"])
def test_a_replay_shows_the_board_the_game_showed(watched: Page, site: str, game: str) -> None:
    page = watched
    boot(page, f"{site}?new={game}&players=Ann,Bob&seed=11&ai=human,easy&pace=fast")
    samples: dict[int, list[str]] = {}
    while len(samples) < 4:
        page.wait_for_function(MINE)
        if page.locator("#final").count():
            break
        shown = page.evaluate(ACT)
        assert shown is not None
        state = json.loads(shown[0])
        if state["state"]["current"] == 1 or state["state"].get("phase") == "over":
            samples[len(state["state"]["history"])] = picture(shown[1])
    assert samples, "the computer's turn came"
    page.wait_for_function(MINE)
    sid = page.url.split("game=")[1]
    page.click('[data-select="menu"]')
    before = stored(page)
    page.click(f'[data-select="watch {sid}"]')
    at(page, 0)
    assert f"replay={sid}" in page.url
    for k, shown in sorted(samples.items()):
        to(page, k - 1)
        page.evaluate("window.scrollTo(0, 0)")
        page.click('[data-replay="next"]')
        at(page, k)
        page.wait_for_function(MARKED)
        assert page.evaluate("window.scrollY") == 0, "the log scrolls, not the page"
        assert page.locator("#board [data-action]").count() == 0
        assert picture(page.evaluate("window.pe_page()")) == shown, f"after {k} actions"
    page.keyboard.press("ArrowLeft")
    at(page, max(samples) - 1)
    page.click('[data-replay="start"]')
    at(page, 0)
    page.fill("#replay-slider", "2")  # the slider stops at each turn's end
    page.wait_for_selector("html[data-replay-at]:not([data-replay-at='0'])", state="attached")
    second = showing(page)
    assert page.input_value("#replay-slider") == "2"
    page.click('[data-replay="back"]')
    at(page, second - 1)
    assert page.input_value("#replay-slider") == "1", "back one action: within the second turn"
    page.click('[data-replay="start"]')
    at(page, 0)
    page.click('[data-replay="end"]')
    page.wait_for_selector("html[data-replay-at]:not([data-replay-at='0'])", state="attached")
    turns = page.get_attribute("#replay-slider", "max")
    assert page.input_value("#replay-slider") == turns, "the slider moved by hand follows the page"
    assert stored(page) == before, "a replay never writes"


def finished_link(page: Page, site: str) -> tuple[str, str]:
    """A game of two computers played to its end, watched, and shared as a link."""
    boot(page, f"{site}?new=dice&players=Ann,Bob&seed=5&ai=easy,easy&pace=skip")
    page.wait_for_selector("#final", timeout=120_000)
    sid = page.url.split("game=")[1]
    page.click('#final [data-select^="watch"]')
    at(page, 0)
    page.click('[data-select="replay-share"]')
    link = page.locator("#replay-link").input_value()
    return sid, link


def test_a_shared_link_opens_elsewhere_and_a_damaged_one_stores_nothing(
    watched: Page, site: str, browser: Browser
) -> None:
    page = watched
    _sid, link = finished_link(page, site)
    assert "#replay=" in link
    context = browser.new_context()
    other = context.new_page()
    try:
        boot(other, link)
        at(other, 0)
        assert stored(other) == {}
        other.click('[data-replay="end"]')
        expect(other.locator("#replay-final")).to_be_visible()
        other.click('[data-select="replay-keep"]')
        expect(other.locator("#replay-note")).to_be_visible()
        assert len(stored(other)) == 1
        other.evaluate("() => localStorage.clear()")
        # cut short, with a query so that the page loads again (not a move within the page)
        cut = link.replace("/#replay=", "/?lang=en#replay=")[:-30]
        boot(other, cut)
        expect(other.locator("#problem")).to_contain_text("This link cannot be opened")
        assert stored(other) == {}
    finally:
        context.close()


def test_the_records_screen_counts_a_finished_game(watched: Page, site: str) -> None:
    page = watched
    boot(page, f"{site}?new=dice&players=Ann,Bob&seed=5&ai=human,easy&pace=skip")
    boot(page, f"{site}?new=explosion&players=Ann,Bob&seed=5&ai=easy,easy&pace=skip")
    page.wait_for_selector("#final", timeout=120_000)
    page.click('#final [data-select="menu"]')
    page.click('[data-select="records"]')
    explosion = page.locator('[data-record="explosion"]')
    expect(explosion).to_contain_text("Games played1")
    expect(explosion).to_contain_text("Finished1")
    expect(page.locator('[data-record="dice"]')).to_contain_text("Finished0")
    page.on("dialog", lambda dialog: dialog.accept())
    page.click('[data-select="records-clear"]')
    expect(page.locator("#records")).to_contain_text("No games in the record yet.")
    assert len(stored(page)) == 2, "the saved games stay"


def test_a_finished_game_shows_every_hand_and_one_seats_eyes(watched: Page, site: str) -> None:
    """A finished game of Practice watched again: every hand face up at once (the engine's
    open view), and as Ann saw it, Bob's hand only as backs."""
    page = watched
    boot(page, f"{site}?new=practice&players=Ann,Bob&seed=5&ai=easy,easy&pace=skip")
    page.wait_for_selector("#final", timeout=120_000)
    page.click('#final [data-select^="watch"]')
    at(page, 0)
    expect(page.locator('[data-eyes="all"]')).to_have_attribute("aria-pressed", "true")
    for seat in (0, 1):
        expect(page.locator(f"#board [data-seat='{seat}'] .held .pcard").first).to_be_visible()
        expect(page.locator(f"#board [data-seat='{seat}'] .held .pback")).to_have_count(0)
    page.click('[data-eyes="0"]')
    expect(page.locator('[data-eyes="0"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#board [data-seat='1'] .held .pback").first).to_be_visible()
    expect(page.locator("#hand .pcard").first).to_be_visible()
