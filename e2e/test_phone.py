"""On a phone (360 x 740), in every game, the prompt and the turn's buttons stay at the top of
the screen and what the prompt asks for is brought on screen below them: turns played by taps
where each target is on screen when the prompt asks for it, the test never scrolling (Potion
Explosion's whole turn: test_newcomer.py)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page

from potions import state_from_dict
from test_newcomer import tap
from test_play import boot

ON_PAGE = """(legal) => [...document.querySelectorAll('#board [data-action]')]
    .filter(el => el.getClientRects().length && legal.includes(el.dataset.action))
    .map(el => el.dataset.action)"""
"""The legal actions the board offers, in the order of the page."""
IN_TOP = """(a) => [...document.querySelectorAll('#board .turn-top [data-action]')]
    .some(el => el.dataset.action === a)"""
TOP = """() => { const top = document.querySelector('#board .turn-top');
    return top ? [getComputedStyle(top).position, top.getBoundingClientRect().top,
                  top.getBoundingClientRect().bottom] : null; }"""


def history(page: Page) -> int:
    return len(json.loads(page.evaluate("window.pe_state()"))["state"]["history"])


def my_turn(page: Page, seat: int) -> bool:
    state = state_from_dict(json.loads(page.evaluate("window.pe_state()")))
    return not state.is_over and state.current_player == seat


@pytest.mark.parametrize(
    "game,seed,moves",
    [("practice", 5, 10), ("glastonbury", 5, 10), ("dice", 5, 16)],
)
def test_a_phone_game_brings_what_the_prompt_asks_for_on_screen(
    watched: Page, site: str, game: str, seed: int, moves: int
) -> None:
    page = watched
    page.set_viewport_size({"width": 360, "height": 740})
    boot(page, f"{site}?new={game}&players=Ann,Hal&seed={seed}&ai=human,easy&pace=fast")
    played = 0
    while played < moves:
        page.wait_for_function(
            "() => { const s = JSON.parse(window.pe_state()).state;"
            " return s.phase === 'over' || document.querySelector('#board [data-action]'); }",
            timeout=60_000,
        )
        if not my_turn(page, 0):
            break  # the game is over
        state = state_from_dict(json.loads(page.evaluate("window.pe_state()")))
        legal = [str(a) for a in state.legal_actions()]
        offered = page.evaluate(ON_PAGE, legal)
        assert offered, legal
        # the first thing the prompt asks for on the board (else among the turn's buttons):
        # the one the page must have brought on screen
        board = [a for a in offered if not page.evaluate(IN_TOP, a)]
        wanted = (board or offered)[0]
        before = history(page)
        # the prompt and the turn's buttons are on screen, at its top once the board scrolled
        position, top, _bottom = page.evaluate(TOP)
        assert position == "sticky" and top >= -1, (position, top)
        tap(page, f'#board [data-action="{wanted}"]')
        page.wait_for_function(
            "n => JSON.parse(window.pe_state()).state.history.length > n", arg=before
        )
        played += 1
    assert played == moves, played
