"""What a player reads (issue 34): the log after a reload is the log before it, line for line;
a touch screen is told to tap; the final score pad stays within a phone's screen."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from potions import new_game, state_from_dict, to_save
from potions.core.rng import Pcg32
from test_play import READY, boot

HISTORY = "() => JSON.parse(window.pe_state()).state.history.length"
FRAMES = """() => new Promise(r => requestAnimationFrame(() =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r)))))"""
LOG = "() => [...document.querySelectorAll('#log > li')].map(li => li.textContent)"


def clicks(page: Page, count: int, seed: int) -> None:
    """``count`` legal actions clicked on the board (a computer plays the other seat), then
    wait until it is this device's turn again, so that the log stands still."""
    chooser = Pcg32.from_seed(seed)
    for _ in range(count):
        page.wait_for_selector("#board [data-action]")
        actions = page.eval_on_selector_all(
            "#board [data-action]", "els => els.map(e => e.getAttribute('data-action'))"
        )
        action = actions[chooser.below(len(actions))]
        played = page.evaluate(HISTORY)
        page.locator(f'#board [data-action="{action}"]').first.click()
        # the click played (the board seen until then was this device's turn, still drawn)
        page.wait_for_function(f"n => ({HISTORY})() > n", arg=played)
    mine(page)


def mine(page: Page) -> None:
    """Wait until the game waits for this device's seat (0) again: the computer's turn shown
    whole, the log standing still."""
    while True:
        page.wait_for_selector("#board [data-action]")
        state = state_from_dict(json.loads(page.evaluate("window.pe_state()")))
        if state.is_over or state.current_player == 0:
            # the log is one of the late pieces, patched two frames after the board
            page.evaluate(FRAMES)
            return
        page.wait_for_function(f"n => ({HISTORY})() > n", arg=len(state.history))


@pytest.mark.parametrize(
    "game,lang",
    [("explosion", "en"), ("practice", "fr"), ("glastonbury", "en"), ("dice", "fr")],
)
def test_the_log_after_a_reload_is_the_log_before_it(
    watched: Page, site: str, game: str, lang: str
) -> None:
    page = watched
    boot(page, f"{site}?new={game}&players=Ann,Bob&seed=5&ai=human,easy&pace=skip&lang={lang}")
    clicks(page, 8, 5)
    before = page.evaluate(LOG)
    assert len(before) >= 2  # (Glastonbury shows only the current round)
    page.reload()
    page.wait_for_selector(READY, timeout=90_000)
    page.wait_for_selector("#log > li")
    assert page.evaluate(LOG) == before


@pytest.mark.browser_context_args(
    has_touch=True, is_mobile=True, viewport={"width": 360, "height": 740}
)
@pytest.mark.parametrize("lang,tap,click", [("en", "tap", "click"), ("fr", "touchez", "cliquez")])
def test_a_touch_screen_is_told_to_tap(
    watched: Page, site: str, lang: str, tap: str, click: str
) -> None:
    page = watched
    boot(page, f"{site}?new=practice&players=Ann,Robo&seed=4&ai=human,easy&lang={lang}")
    assert page.evaluate("matchMedia('(pointer: coarse)').matches")
    prompt = page.locator("#prompt")
    expect(prompt).to_contain_text(tap)
    assert click not in (prompt.text_content() or "").lower()


LONG = ["Bérénice-Amélie", "Jean-Christophe", "Marie-Antoinette", "Maximilien-Auguste"]
LONG += ["Anne-Charlotte", "Pierre-Emmanuel"]


@pytest.mark.browser_context_args(
    has_touch=True, is_mobile=True, viewport={"width": 360, "height": 740}
)
@pytest.mark.parametrize("game,players", [("explosion", 4), ("practice", 6), ("dice", 4)])
def test_the_score_pad_stays_within_a_phones_screen(
    watched: Page, site: str, shots: Path, game: str, players: int
) -> None:
    """The worst case of each game that has a score pad: French, the most players, long
    names (their columns ran 200 px past a 360 px screen)."""
    page = watched
    state = new_game(game, LONG[:players], 7)
    chooser = Pcg32.from_seed(7)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[chooser.below(len(legal))])
    save = to_save(state, meta={"updated": 1, "seats": ["human"] * players, "pace": "normal"})
    boot(page, f"{site}?lang=fr")
    page.evaluate("s => localStorage.setItem('potions:game:pad', s)", json.dumps(save))
    page.goto(f"{site}?game=pad&lang=fr")
    page.wait_for_selector("#final table.pad")
    page.locator("#final table.pad").scroll_into_view_if_needed()
    page.screenshot(path=str(shots / f"final-pad-{game}-360.png"))
    box = page.eval_on_selector(
        "#final",
        "f => { const p = f.querySelector('table.pad').getBoundingClientRect();"
        " return [p.left, p.right, f.scrollWidth, f.clientWidth, innerWidth]; }",
    )
    left, right, scroll, client, width = box
    assert left >= 0 and right <= width, f"the pad runs from {left} to {right} px"
    assert scroll <= client, "nothing in the final scores is wider than the panel"


def test_the_rules_pictures_draw_marbles_as_the_board_does(watched: Page, site: str) -> None:
    """The rules' pictures drew the marbles' symbols and shine black (their styles were the
    board's only): each is drawn as on the board."""
    page = watched
    boot(page, site + "?new=explosion&players=Ann,Bob&seed=3")
    page.click('[data-select="rules"]')
    page.wait_for_selector("#rules .rules-pic .marble .sym")
    fills = page.eval_on_selector_all(
        "#rules .rules-pic .marble:not(.m-yellow) .sym, #rules .rules-pic .marble .shine",
        "els => els.map(e => getComputedStyle(e).fill)",
    )
    board = page.eval_on_selector("#dispenser .marble .shine", "e => getComputedStyle(e).fill")
    assert fills and set(fills) == {board} == {"rgb(255, 255, 255)"}
