"""Potion-making: Practice in the real page: a hot-seat game behind the hand-off screen (each
player sees only their own hand), a game against a computer played by clicks through several
turns (a click on the half of a card that plays it; components, spells and returned cards
clicked on the table), a spell and its choices on a real position, reload and offline reload,
the panel of all 76 cards, the rules, and the page on a phone and a desktop.

After each click the page's game is compared with a CPython mirror; the computer's moves are
mirrored with the same seeds as the page's (``potions.choose_action`` with
``decision_seed``)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from potions import choose_action, to_save
from potions.core.rng import Pcg32
from potions.core.search import decision_seed
from potions.practice import CARDS, Game, new_game
from potions.practice.compose import can_compose
from test_play import OFFLINE, READY, boot, same, state

CARD = re.compile(r'data-card="(\d+)"')


def offered(page: Page) -> list[str]:
    return page.eval_on_selector_all(
        "#board [data-action]", "els => els.map(e => e.getAttribute('data-action'))"
    )


def cards_in(page: Page, where: str = "#board") -> list[int]:
    """The cards the markup of ``where`` places (``data-card``), in order."""
    return [int(c) for c in CARD.findall(page.locator(where).inner_html())]


def compare(page: Page, game: Game, seats: list[str]) -> None:
    """Compare the page with the mirror, unless a computer plays now (its moves may already
    be on the page: :func:`settle` compares after them)."""
    if game.is_over or seats[game.current] == "human":
        same(page, game)


def click_card(page: Page, game: Game, action: str, seats: list[str]) -> None:
    """Click the card on the table that plays ``action`` (outlined), play it in the mirror,
    compare."""
    assert action in offered(page), f"{action} is not offered"
    card = action.split()[1]
    target = page.locator(f'#board #c{card}[data-action="{action}"]')
    expect(target).to_have_class(re.compile(r"\bpick\b"))
    target.click()
    game.apply(action)
    compare(page, game, seats)


def play_card(page: Page, game: Game, action: str, seats: list[str]) -> None:
    """Play a card of the hand: click the half that plays it (its formula above, its
    element below)."""
    verb, card = action.split()
    half = "formula" if verb in ("formula", "spell") else "element"
    button = page.locator(f'#hand #c{card} .half.{half}[data-action="{action}"]')
    expect(button).to_be_visible()
    button.click()
    game.apply(action)
    compare(page, game, seats)


def human_turn(page: Page, game: Game, seats: list[str]) -> list[str]:
    """Play the turn of the human to play by clicks: compose a formula when one is ready
    (the dearest), else cast a spell, else play the card whose element scores; then answer
    every question (components, spell choices, returned cards) by clicking the table."""
    seat = game.current
    played = []
    while not game.is_over and game.current == seat:
        legal = [str(a) for a in game.legal_actions()]
        if game.phase == "play":
            formulas = [a for a in legal if a.startswith("formula")]
            spells = [a for a in legal if a.startswith("spell")]
            if formulas:
                action = max(formulas, key=lambda a: CARDS[int(a.split()[1])].points)
            elif spells and game.turn["spells"] == 0:
                action = spells[0]
            else:
                action = [a for a in legal if a.startswith("element")][-1]
            play_card(page, game, action, seats)
        else:
            click_card(page, game, legal[-1], seats)
            action = legal[-1]
        played.append(action)
    return played


def computers_play(game: Game, seats: list[str]) -> None:
    """Mirror the computers' moves until a human is to play or the game ends."""
    while not game.is_over and seats[game.current] != "human":
        game.apply(choose_action(game, seats[game.current], decision_seed(game)))


def settle(page: Page, game: Game) -> None:
    """Wait until the page has played as many actions as the mirror, then compare (a
    difference in a computer's move is an engine bug: tell the lead)."""
    page.wait_for_function(
        "n => window.pe_state() && JSON.parse(window.pe_state()).state.history.length >= n",
        arg=len(game.history),
        timeout=90_000,
    )
    assert state(page)["state"]["history"] == game.history, "the page's computer decided otherwise"
    same(page, game)


def test_hot_seat_game_hides_each_hand_behind_the_hand_off(
    watched: Page, site: str, shots: Path
) -> None:
    page = watched
    page.set_viewport_size({"width": 360, "height": 740})
    seats = ["human", "human"]
    boot(page, f"{site}?new=practice&players=Ann,Bob&seed=9&ai=human,human")
    game = new_game(["Ann", "Bob"], 9)
    same(page, game)
    handoff = page.locator("#handoff")
    for turn in range(4):
        seat = game.current
        me, other = game.players[seat], game.players[1 - seat]
        expect(handoff).to_contain_text(f"Pass the device to {me['name']}")
        # the board goes hidden at once and leaves the page two frames later (morph.js)
        expect(page.locator("[data-dropped]")).to_have_count(0)
        assert "data-card" not in page.content(), "nothing of the game shows behind the cover"
        if turn == 0:
            page.screenshot(path=str(shots / "practice-handoff-360.png"))
        page.locator('[data-select="ready"]').click()
        expect(page.locator("#hand")).to_contain_text(f"Your hand, {me['name']}")
        assert cards_in(page, "#hand") == me["hand"]
        hidden = set(other["hand"]) - set(other["known"])
        assert not hidden & set(cards_in(page)), "another player's hand is in the markup"
        seat_panel = page.locator(f'.seat[data-seat="{1 - seat}"]')
        expect(seat_panel).to_contain_text(f"{len(other['hand'])} cards in hand")
        assert seat_panel.locator(".pback").count() == len(other["hand"]) - len(other["known"])
        if turn == 0:
            page.screenshot(path=str(shots / "practice-hand-360.png"), full_page=True)
        played = human_turn(page, game, seats)
        # the player still sees their own board, their move landed, until they pass it on
        passer = page.locator('[data-select="pass"]')
        expect(passer).to_have_text(f"Pass the device to {other['name']}")
        expect(page.locator("#hand")).to_contain_text(f"Your hand, {me['name']}")
        assert cards_in(page, "#hand") == game.players[seat]["hand"]
        verb, card = played[0].split()
        expect(page.locator(f"#board #c{card}")).to_be_attached()
        if verb == "element":
            expect(page.locator(f"#desk #c{card}")).to_be_attached()
        assert offered(page) == [], "nothing of the next player's turn is offered"
        hidden = set(game.players[1 - seat]["hand"]) - set(game.players[1 - seat]["known"])
        assert not hidden & set(cards_in(page)), "the next player's hand is in the markup"
        passer.click()
    page.locator('[data-select="ready"]').click()
    expect(page.locator("#log")).to_contain_text("Bob")


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_turns_by_clicks_against_a_computer(
    watched: Page, site: str, shots: Path, level: str
) -> None:
    page = watched
    page.set_viewport_size({"width": 1440, "height": 900})
    seats = ["human", level]
    boot(page, f"{site}?new=practice&players=Ann,Robo&seed=4&ai=human,{level}&pace=fast")
    game = new_game(["Ann", "Robo"], 4)
    same(page, game)
    expect(page.locator(".seat .cpu")).to_have_text(f"computer · {level.title()}")
    verbs: set[str] = set()
    for turn in range(8):
        # the formulas ready to compose are the ones the engine offers
        ready = {int(a.args[0]) for a in game.legal_actions() if a.verb == "formula"}
        marked = page.locator("#hand .pcard.ready").evaluate_all(
            "els => els.map(e => +e.dataset.card)"
        )
        assert set(marked) == ready
        if turn == 1:
            page.screenshot(path=str(shots / f"practice-turn-{level}-1440.png"))
        verbs.update(a.split()[0] for a in human_turn(page, game, seats))
        computers_play(game, seats)
        settle(page, game)
        if game.is_over:
            break
    assert "element" in verbs and "formula" in verbs, verbs
    expect(page.locator("#log")).to_contain_text("Robo")
    expect(page.locator("#log")).to_contain_text("composed")
    # the composed formulas show what they are made of
    for seat, p in enumerate(game.players):
        for f in p["formulas"]:
            group = page.locator(f'.seat[data-seat="{seat}"] #c{f["card"]}')
            expect(group).to_be_visible()
            for u in f["under"]:
                expect(page.locator(f'.seat[data-seat="{seat}"] li.under#c{u}')).to_be_visible()
    page.screenshot(path=str(shots / f"practice-after-turns-{level}-1440.png"))


def spell_position(spell: str) -> Game:
    """A seeded random game where seat 0, to play, can cast ``spell``, with composed
    formulas on the table."""
    for seed in range(1, 400):
        game = new_game(["Ann", "Bot"], seed)
        chooser = Pcg32.from_seed(seed * 13 + 5)
        for _ in range(300):
            if game.is_over:
                break
            legal = game.legal_actions()
            if game.current == 0 and game.phase == "play" and game.turn["spells"] == 0:
                casts = [a for a in legal if a.verb == "spell" and CARDS[a.args[0]].spell == spell]
                if casts and sum(len(p["formulas"]) for p in game.players) >= 2:
                    return game
            bold = [a for a in legal if a.verb == "formula"] or legal
            game.apply(bold[chooser.below(len(bold))])
    raise LookupError(f"no position to cast {spell}")


def test_a_spell_and_its_choices_by_clicks(
    watched: Page, site: str, tmp_path: Path, shots: Path
) -> None:
    page = watched
    seats = ["human", "easy"]
    game = spell_position("decomposition")
    save = tmp_path / "decomposition.json"
    save.write_text(json.dumps(to_save(game, meta={"seats": ["human", "easy"], "pace": "fast"})))
    boot(page, site)
    page.set_input_files("#import", str(save))
    page.wait_for_selector("#board #desk")
    same(page, game)
    cast = next(str(a) for a in game.legal_actions() if a.verb == "spell")
    play_card(page, game, cast, seats)
    expect(page.locator("#in-play")).to_contain_text("Being cast")
    page.evaluate("scrollTo(0, 0)")
    page.screenshot(path=str(shots / "practice-spell-1280.png"))
    phases = []
    while game.current == 0 and not game.is_over and game.phase != "play":
        phases.append(game.phase)
        click_card(page, game, str(game.legal_actions()[0]), seats)
    assert phases[0] == "destroy" or "keep" in phases, phases
    expect(page.locator("#log")).to_contain_text("decomposed")
    if game.current == 0 and not game.is_over:
        human_turn(page, game, seats)
    computers_play(game, seats)
    settle(page, game)


def test_reload_resumes_and_offline_boot_plays(watched: Page, site: str) -> None:
    page = watched
    seats = ["human", "easy"]
    boot(page, f"{site}?new=practice&players=Ann,Bea&seed=7&ai=human,easy&pace=fast")
    game = new_game(["Ann", "Bea"], 7)
    for _ in range(3):
        human_turn(page, game, seats)
        computers_play(game, seats)
        settle(page, game)
    assert "game=" in page.url
    page.reload()
    page.wait_for_selector(READY)
    same(page, game)
    page.wait_for_selector(OFFLINE, timeout=60_000)
    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector(READY, timeout=90_000)
    same(page, game)
    assert cards_in(page, "#hand") == game.players[0]["hand"]
    human_turn(page, game, seats)
    computers_play(game, seats)
    settle(page, game)
    page.context.set_offline(False)


def test_the_76_cards_and_the_rules(watched: Page, site: str, shots: Path) -> None:
    page = watched
    page.set_viewport_size({"width": 1440, "height": 900})
    boot(page, f"{site}?new=practice&players=Ann,Robo&seed=5&ai=human,easy&pace=fast")
    game = new_game(["Ann", "Robo"], 5)
    page.locator('[data-select="glossary all"]').click()
    panel = page.locator("#glossary")
    expect(panel.locator(".gentry")).to_have_count(76)
    expect(panel.locator(".ggroup")).to_have_count(16)
    page.screenshot(path=str(shots / "practice-cards-1440.png"))
    page.locator('#glossary [data-select="glossary ready"]').click()
    shown = set(panel.locator(".gentry").evaluate_all("els => els.map(e => +e.dataset.gcard)"))
    ready = {c.id for c in CARDS if c.needs and can_compose(game, c.id)}
    assert shown == ready and ready, (shown, ready)
    page.locator('#glossary [data-select="glossary-close"]').click()
    expect(panel).to_have_count(0)
    page.locator('[data-select="rules"]').click()
    rules = page.locator("#rules")
    expect(rules).to_contain_text("half")
    assert rules.locator("svg").count() >= 5
    page.screenshot(path=str(shots / "practice-rules-1440.png"))
    page.locator('[data-select="close-rules"]').click()
    same(page, game)


def box(page: Page, selector: str) -> dict[str, float]:
    """Where an element lies on the page (not on the screen: the page may be scrolled)."""
    found: dict[str, float] = page.locator(selector).evaluate(
        "e => { const r = e.getBoundingClientRect();"
        " return {x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height}; }"
    )
    return found


def test_phone_and_desktop(watched: Page, site: str, shots: Path) -> None:
    """Four players on a phone and on a desktop: nothing overflows, what can be clicked is
    at least 44 px tall on the phone, the prompt comes right above the hand there, and the
    desktop shows the Desk, the hand and every player's place on one screen."""
    page = watched
    seats = ["human", "easy", "easy", "easy"]
    for width, height in ((360, 740), (1440, 900)):
        page.set_viewport_size({"width": width, "height": height})
        boot(
            page,
            f"{site}?new=practice&players=Ann,Bea,Cid,Dot&seed={width}"
            "&ai=human,easy,easy,easy&pace=skip",
        )
        game = new_game(["Ann", "Bea", "Cid", "Dot"], width)
        for _ in range(2):
            human_turn(page, game, seats)
            computers_play(game, seats)
            settle(page, game)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        boxes = page.locator(
            "#board [data-action], #board [data-select], #board [role=button]"
        ).evaluate_all("els => els.map(e => e.getBoundingClientRect().height)")
        assert boxes and min(boxes) >= (44 if width < 600 else 30), boxes
        prompt, hand, desk, seats_box = (
            box(page, s) for s in ("#prompt", "#hand", "#desk", "#seats")
        )
        if width < 600:
            assert prompt["y"] < hand["y"] < desk["y"]
            assert hand["y"] - (prompt["y"] + prompt["height"]) < 400
        else:
            assert hand["y"] + hand["height"] <= height
            assert seats_box["x"] > desk["x"] + desk["width"] - 1
        page.wait_for_timeout(600)  # the cards just drawn have landed
        page.screenshot(path=str(shots / f"practice-board-{width}.png"), full_page=True)


@pytest.mark.browser_context_args(
    has_touch=True, is_mobile=True, viewport={"width": 360, "height": 740}
)
def test_on_a_touch_screen_a_first_tap_says_what_a_half_plays(
    watched: Page, site: str, shots: Path
) -> None:
    """A card is played by a tap on one of its halves: on a touch screen the first tap
    only says what it would do and outlines where the card goes; the second plays it."""
    page = watched
    boot(page, f"{site}?new=practice&players=Ann,Robo&seed=4&ai=human,easy&pace=fast")
    assert page.evaluate("matchMedia('(pointer: coarse)').matches")
    game = new_game(["Ann", "Robo"], 4)
    card = game.players[0]["hand"][0]
    element = CARDS[card].element
    half = page.locator(f'#hand #c{card} .half.element[data-action="element {card}"]')
    half.tap()
    points = "+1 point" if not game.piles[element] else "+0 points"
    expect(page.locator("#preview")).to_have_text(
        f"Play {CARDS[card].title.msgid} as an element: {points}"
    )
    expect(page.locator(f"#desk #pile-{element}")).to_have_class(re.compile(r"\bpreview\b"))
    page.screenshot(path=str(shots / "practice-first-tap-360.png"))
    same(page, game)
    half.tap()
    game.apply(f"element {card}")
    same(page, game)


@pytest.mark.browser_context_args(
    has_touch=True, is_mobile=True, viewport={"width": 360, "height": 740}
)
def test_hot_seat_on_a_phone_the_card_lands_before_the_device_passes(
    watched: Page, site: str, shots: Path
) -> None:
    """Issue 34, point 10: the cover no longer falls the instant a card is played. Ann taps
    a card: it lands on the desk before her eyes, on her own board (Bob's hand is not in the
    page, nothing of his turn is offered), and the device goes to Bob only when she taps
    "Pass the device to Bob"; then the hand-off screen, and Bob's board once he is ready."""
    page = watched
    boot(page, f"{site}?new=practice&players=Ann,Bob&seed=9&ai=human,human")
    game = new_game(["Ann", "Bob"], 9)
    page.locator('[data-select="ready"]').tap()
    card = game.players[0]["hand"][0]
    half = page.locator(f'#hand #c{card} .half.element[data-action="element {card}"]')
    half.tap()  # a first tap says what it plays; the second plays it
    expect(page.locator("#preview")).to_be_visible()
    half.tap()
    game.apply(f"element {card}")
    same(page, game)
    landed = page.locator(f"#desk #c{card}")
    expect(landed).to_have_class(re.compile(r"\bfresh\b"))  # marked as just played
    landed.scroll_into_view_if_needed()
    expect(landed).to_be_in_viewport()
    expect(page.locator("#handoff")).to_have_count(0)
    expect(page.locator("#hand")).to_contain_text("Your hand, Ann")
    assert cards_in(page, "#hand") == game.players[0]["hand"]
    bob = set(game.players[1]["hand"]) - set(game.players[1]["known"])
    assert not bob & set(cards_in(page, "#app")), "Bob's hand is in the page"
    assert offered(page) == [], "nothing of Bob's turn is offered on Ann's board"
    passer = page.locator('[data-select="pass"]')
    expect(passer).to_have_text("Pass the device to Bob")
    page.screenshot(path=str(shots / "practice-pass-360.png"))
    passer.scroll_into_view_if_needed()
    passer.tap()
    expect(page.locator("#handoff")).to_contain_text("Pass the device to Bob")
    expect(page.locator("[data-dropped]")).to_have_count(0)
    assert "data-card" not in page.content(), "nothing of the game shows behind the cover"
    page.locator('[data-select="ready"]').tap()
    expect(page.locator("#hand")).to_contain_text("Your hand, Bob")
    assert cards_in(page, "#hand") == game.players[1]["hand"]
