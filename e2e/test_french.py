"""The app in French: every screen of every game, and a few turns of each, with no sentence
left without its translation (the page records every sentence it could not translate)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from potions.core.rng import Pcg32
from test_play import READY
from web.games import playable

GAMES = [info.id for info in playable()]


def untranslated(page: Page) -> list[str]:
    return list(json.loads(page.evaluate("window.pe_untranslated()")))


def french(page: Page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector(READY, timeout=90_000)
    assert page.evaluate("document.documentElement.lang") == "fr"


def test_start_screens_in_french(watched: Page, site: str) -> None:
    page = watched
    french(page, f"{site}?lang=fr")
    expect(page.locator("#picker h2")).to_have_text("Choisissez un jeu")
    for game in GAMES:
        page.locator(f'[data-select="pick {game}"]').click()
        page.wait_for_selector("#new-game")
        page.locator(f'[data-select="rules-of {game}"]').click()
        page.wait_for_selector("#rules")
        page.locator('[data-select="close-rules"]').click()
        page.locator('[data-select="home"]').click()
        page.wait_for_selector("#picker")
    assert untranslated(page) == []
    # the choice is remembered: the next visit is in French without ?lang
    page.goto(site)
    page.wait_for_selector(READY, timeout=90_000)
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.locator("#loading-text").text_content() != "Loading…"


@pytest.mark.parametrize("game", GAMES)
def test_a_few_turns_in_french(watched: Page, site: str, game: str) -> None:
    """A game against an easy computer, by clicks on legal actions, in French: the board,
    the log, the messages, the rules and the final scores have no English left."""
    page = watched
    french(page, f"{site}?new={game}&players=Ann,Robo&seed=5&ai=human,easy&pace=skip&lang=fr")
    chooser = Pcg32.from_seed(5)
    clicks = 0
    for _ in range(200):
        if page.locator("#final").count() or clicks >= 25:
            break
        ready = page.locator('[data-select="ready"], [data-select="pass"]')
        if ready.count():
            ready.first.click()
            continue
        actions = page.eval_on_selector_all(
            "#board [data-action]", "els => els.map(e => e.getAttribute('data-action'))"
        )
        if not actions:
            page.wait_for_timeout(200)
            continue
        action = actions[chooser.below(len(actions))]
        page.locator(f'#board [data-action="{action}"]').first.click()
        clicks += 1
    assert clicks >= 5, "the game must have been played"
    page.locator('[data-select="rules"]').first.click()
    page.wait_for_selector("#rules")
    page.locator('[data-select="close-rules"]').click()
    page.locator('[data-select="lang en"]').first.click()
    assert page.evaluate("document.documentElement.lang") == "en"
    page.locator('[data-select="lang fr"]').first.click()
    missing = untranslated(page)
    assert missing == [], f"shown without a French translation: {missing}"
