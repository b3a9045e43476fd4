"""Potion Dice in the real page: a game against a computer through several rounds by clicks
(numbers set aside by clicking a die, ingredients placed by their die or their empty place,
the Little Help, potions used and their targets clicked, the reserve, the market), reload and
offline reload, every power by clicks on real positions, the dice that tumble (and not with
reduced motion), and the page on a phone and a desktop.

After each click the page's game is compared with a CPython mirror; the computer's moves are
mirrored with the same seeds as the page's."""

from __future__ import annotations

import json
import re
from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from potions import choose_action, to_save
from potions.core.rng import Pcg32
from potions.core.search import decision_seed
from potions.dice import CARDS, Action, Game, new_game
from potions.dice.targets import missing
from test_play import OFFLINE, READY, boot, same

SEATS = ["human", "medium"]


def click(page: Page, game: Game, action: str, where: str = "#board") -> None:
    """Click the element of ``where`` that plays ``action`` once the page offers it, play it
    in the mirror, and compare once the page has played it too (a computer to play next may
    already have gone on: its moves are compared once mirrored)."""
    page.wait_for_selector(f'{where} [data-action="{action}"]')
    page.locator(f'{where} [data-action="{action}"]').first.click()
    game.apply(action)
    page.wait_for_function(
        "n => window.pe_state() && JSON.parse(window.pe_state()).state.history.length >= n",
        arg=len(game.history),
    )
    if game.is_over or len(SEATS) != len(game.players) or SEATS[game.current] == "human":
        same(page, game)


def computers_play(game: Game, seats: list[str]) -> None:
    """Mirror the computers' moves until a human is to play or the game ends."""
    while not game.is_over and seats[game.current] != "human":
        game.apply(choose_action(game, seats[game.current], decision_seed(game)))


def settle(page: Page, game: Game) -> None:
    """Wait until the page has played as many actions as the mirror, then compare."""
    page.wait_for_function(
        "n => window.pe_state() && JSON.parse(window.pe_state()).state.history.length === n",
        arg=len(game.history),
        timeout=60_000,
    )
    same(page, game)


def calm(page: Page) -> None:
    """Wait until the dice have landed (every animation that ends has ended).

    A roll's dice start tumbling two frames after they arrive (data-still, morph.js): until then
    no animation is running to wait for.
    """
    page.wait_for_function("!document.querySelector('[data-still]')")
    page.evaluate(
        "Promise.all(document.getAnimations()"
        ".filter(a => a.effect && a.effect.getTiming().iterations !== Infinity)"
        ".map(a => a.finished))"
    )


def shoot(page: Page, path: Path) -> None:
    calm(page)
    page.screenshot(path=str(path))


def legal(game: Game) -> list[Action]:
    return game.legal_actions()


def best_number(game: Game) -> int:
    """The number the seat's potions need most (the lowest on a tie)."""
    seat = game.current
    spaces = [s for s in game.players[seat]["spaces"] if s is not None]
    numbers = [a.ints()[0] for a in legal(game) if a.verb == "choose"]
    return max(numbers, key=lambda v: (sum(missing(s, v) for s in spaces), -v))


def use_power(page: Page, game: Game, card: int) -> None:
    """Use a potion by clicks: its bottle, then its targets one by one (the first offered,
    ``done`` when nothing else is left)."""
    click(page, game, f"use {card}", f"#desk-{game.current}")
    expect(page.locator(f"#potion-{card}")).to_have_class(re.compile("in-use"))
    while game.turn["power"] is not None:
        targets = [str(a) for a in legal(game) if a.verb not in ("cancel", "done")]
        click(page, game, targets[0] if targets else "done")


def human_step(page: Page, game: Game, shots: Path | None, used: set[str]) -> None:
    """One decision of the human by clicks: a draft choice, a potion used with all its
    targets, a number set aside by clicking one of its dice, an ingredient placed (by its
    die, or by the empty place on the potion), the Little Help, a die kept, a potion taken."""
    seat = game.current
    actions = [str(a) for a in legal(game)]
    if game.phase == "draft":
        click(page, game, actions[0], "#offer")
        return
    stage = game.turn["stage"]
    uses = [a for a in legal(game) if a.verb == "use"]
    fresh = [a for a in uses if CARDS[a.ints()[0]].type not in used]
    if fresh and stage in ("start", "prep", "work"):
        card = fresh[0].ints()[0]
        used.add(CARDS[card].type)
        use_power(page, game, card)
        if shots is not None:
            shoot(page, shots / f"dice-power-{CARDS[card].type}.png")
        return
    if stage == "start":
        frees = [a for a in actions if a.startswith("free")]
        if frees:  # a reserve die is rolled again with the free dice
            click(page, game, frees[0], f"#desk-{seat} .reserve")
        else:
            click(page, game, "roll", "#controls")
    elif stage == "prep":
        if "stop" in actions:
            click(page, game, "stop", "#controls")
            return
        v = best_number(game)
        dice = page.locator(f'#tray [data-action="choose {v}"]')
        assert dice.count() == game.turn["roll"].count(v)
        dice.last.click()  # any die of the number sets all of them aside
        game.apply(f"choose {v}")
        same(page, game)
    elif stage == "work":
        places = [a for a in legal(game) if a.verb == "place"]
        helps = [a for a in actions if a.startswith("help")]
        if places:
            a = places[0]
            v = a.ints()[0]
            targets = [b for b in places if b.ints()[0] == v]
            if len(game.history) % 2:  # by the empty place on the potion
                click(page, game, str(a), f"#desk-{seat} .recipe")
            elif len(targets) > 1:  # by the die: which potion? then the potion
                page.locator(f'#prep [data-select="hold {v}"]').first.click()
                expect(page.locator("#prompt")).to_contain_text("On which potion")
                click(page, game, str(a), f"#desk-{seat} .space")
            else:
                click(page, game, str(a), "#prep .rows")
        elif helps and "help" not in used:
            used.add("help")
            page.locator('#controls [data-select="help"]').click()
            expect(page.locator("#prompt")).to_contain_text("Little Help")
            click(page, game, helps[0], f"#desk-{seat} .recipe")
        else:
            if shots is not None and "work" not in used:
                used.add("work")
                shoot(page, shots / "dice-work-1440.png")
            click(page, game, "end", "#controls")
    elif stage == "keep":
        click(page, game, actions[0], "#prep .rows")
    elif stage == "market":
        if shots is not None and "market" not in used:
            used.add("market")
            shoot(page, shots / "dice-market-1440.png")
        click(page, game, actions[0], "#market")


def human_turn(page: Page, game: Game, shots: Path | None, used: set[str]) -> None:
    """The human's whole turn (or one draft choice) by clicks."""
    seat = game.current
    draft = game.phase == "draft"
    while not game.is_over and game.current == seat and SEATS[seat] == "human":
        human_step(page, game, shots, used)
        if draft:
            return


def test_a_game_against_a_computer_by_clicks(watched: Page, site: str, shots: Path) -> None:
    page = watched
    page.set_viewport_size({"width": 1440, "height": 900})
    boot(page, f"{site}?new=dice&players=Ann,Robo&seed=3&ai=human,medium&pace=fast")
    game = new_game(["Ann", "Robo"], 3)
    same(page, game)
    expect(page.locator(".desk .cpu")).to_have_text("computer · Medium")
    shoot(page, shots / "dice-draft-1440.png")
    used: set[str] = set()
    while game.phase == "draft" or game.round <= 3:
        if game.phase == "play" and game.round == 2 and "shot" not in used:
            used.add("shot")
            while game.turn["stage"] == "start":
                human_step(page, game, shots, used)
            shoot(page, shots / "dice-roll-1440.png")
        human_turn(page, game, shots, used)
        computers_play(game, SEATS)
        settle(page, game)
    assert game.round == 4 and len(game.history) > 60
    expect(page.locator("#log")).to_contain_text("Robo rolled")
    expect(page.locator("#status")).to_contain_text("Round 4 of 9")
    expect(page.locator("#rounds li.now")).to_have_text("4")
    assert "help" in used, "the Little Help was asked for by clicks"
    for p, seat in zip(game.players, range(2), strict=True):
        finished = page.locator(f"#desk-{seat} .bottle")
        expect(finished).to_have_count(len(p["potions"]))


def test_reload_resumes_and_offline_boot_plays(watched: Page, site: str) -> None:
    page = watched
    boot(page, f"{site}?new=dice&players=Ann,Bob,Cy&seed=7")
    game = new_game(["Ann", "Bob", "Cy"], 7)
    for _ in range(6):  # the draft, then Ann rolls
        click(page, game, str(legal(game)[0]))
    click(page, game, "roll")
    assert "game=" in page.url
    page.reload()
    page.wait_for_selector(READY)
    same(page, game)
    page.wait_for_selector(OFFLINE, timeout=60_000)
    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector(READY, timeout=90_000)
    same(page, game)
    choose = next(str(a) for a in legal(game) if a.verb == "choose")
    click(page, game, choose, "#tray")
    page.context.set_offline(False)


def power_position(kind: str) -> Game:
    """A real position (a seeded random game) where the seat to play can use ``kind``."""
    for seed in range(1, 200):
        game = new_game(["Ann", "Bob"], seed)
        chooser = Pcg32.from_seed(seed)
        while not game.is_over:
            if any(a.verb == "use" and CARDS[a.ints()[0]].type == kind for a in legal(game)):
                return game
            actions = legal(game)
            game.apply(actions[chooser.below(len(actions))])
    raise LookupError(kind)


def test_every_power_by_clicks(watched: Page, site: str, tmp_path: Path, shots: Path) -> None:
    page = watched
    page.set_viewport_size({"width": 1440, "height": 900})
    boot(page, site)
    kinds = ["reroll", "love", "resurrection", "changer", "virtual", "refill", "trick"]
    for kind in kinds:
        game = power_position(kind)
        save = tmp_path / f"{kind}.json"
        save.write_text(json.dumps(to_save(game, meta={"seats": ["human", "human"]})))
        page.set_input_files("#import", str(save))
        page.wait_for_selector("#prep, #market")
        same(page, game)
        card = next(
            a.ints()[0] for a in legal(game) if a.verb == "use" and CARDS[a.ints()[0]].type == kind
        )
        click(page, game, f"use {card}", f"#desk-{game.current}")
        expect(page.locator("#potion-" + str(card))).to_have_class(
            re.compile(r"\bempty\b.*\bin-use\b")
        )
        shoot(page, shots / f"dice-use-{kind}.png")
        # the first target a second time: cancel puts the bottle back full, then use again
        click(page, game, "cancel", "#controls")
        expect(page.locator("#potion-" + str(card))).to_have_class(re.compile("full"))
        use_power(page, game, card)
        expect(page.locator("#log")).to_contain_text(
            {
                "reroll": "rerolled",
                "love": "reserve",
                "resurrection": "brought a 6 back",
                "changer": "changed",
                "virtual": "virtual",
                "refill": "refilled",
                "trick": "took a",
            }[kind]
        )
        page.locator('[data-select="menu"]').first.click()
        page.wait_for_selector("#import", state="attached")


def test_dice_tumble_unless_motion_is_reduced(browser: Browser, site: str) -> None:
    for motion in ("no-preference", "reduce"):
        context = browser.new_context(
            viewport={"width": 1440, "height": 900}, reduced_motion=motion
        )
        page = context.new_page()
        boot(page, f"{site}?new=dice&players=Ann,Bob&seed=5")
        game = new_game(["Ann", "Bob"], 5)
        while game.phase == "draft":
            click(page, game, str(legal(game)[0]))
        click(page, game, "roll")
        # (they tumble from the second frame after the click on: data-still, morph.js)
        page.wait_for_function("!document.querySelector('#tray[data-still]')")
        names = page.eval_on_selector_all(
            "#tray .die", "els => els.map(e => getComputedStyle(e).animationName)"
        )
        assert len(names) == 15
        if motion == "reduce":
            assert set(names) == {"none"}
        else:
            assert set(names) == {"dice-tumble", "dice-aside"}, "the 6s roll aside"
            # a choice rolls the rest again: a new tray, so that it tumbles again
            page.evaluate("window.oldTray = document.getElementById('tray')")
            click(page, game, f"choose {best_number(game)}")
            if game.turn["stage"] == "prep":
                assert page.evaluate("document.getElementById('tray') !== window.oldTray")
                row = page.locator("#prep .row.fresh")
                expect(row).to_have_count(1)
                assert row.evaluate("e => getComputedStyle(e).animationName") == "dice-row"
        context.close()


def small_buttons(page: Page) -> list[str]:
    return page.evaluate(
        """() => [...document.querySelectorAll('#board button, #board [role=button]')]
            .filter(b => b.getBoundingClientRect().height && b.getBoundingClientRect().height < 44)
            .map(b => (b.getAttribute('aria-label') || b.textContent.trim())
                      + ' ' + b.getBoundingClientRect().height)"""
    )


def outside(page: Page, width: int) -> list[str]:
    return page.evaluate(
        """w => [...document.querySelectorAll('#board *')].filter(el => {
                const r = el.getBoundingClientRect();
                return (r.width || r.height) && (r.left < -0.5 || r.right > w + 0.5);
            }).map(el => el.id || (el.className && el.className.baseVal) || el.className)""",
        width,
    )


def test_phone_layout(watched: Page, site: str, shots: Path) -> None:
    page = watched
    page.set_viewport_size({"width": 360, "height": 740})
    boot(page, f"{site}?new=dice&players=Ann,Robo&seed=3&ai=human,medium&pace=fast")
    game = new_game(["Ann", "Robo"], 3)
    measured: set[str] = set()
    used: set[str] = {"help"}
    while measured < {"draft", "start", "prep", "work", "market"} and game.round <= 5:
        if game.current != 0 or game.is_over:
            computers_play(game, SEATS)
            settle(page, game)
            continue
        stage = "draft" if game.phase == "draft" else game.turn["stage"]
        if stage not in measured and game.turn["power"] is None:
            measured.add(stage)
            calm(page)
            assert page.evaluate("document.documentElement.scrollWidth") <= 360
            assert outside(page, 360) == [], stage
            assert small_buttons(page) == [], stage
            # the prompt, its buttons and what they act on within the first screen
            target = "#offer" if stage == "draft" else "#market" if stage == "market" else "#prep"
            box = page.locator(target).bounding_box()
            assert box and box["y"] < 740 * 0.6, stage
            if stage == "work":
                mine = page.locator("#desk-0").bounding_box()
                market = page.locator("#market").bounding_box()
                assert mine and market and mine["y"] < market["y"], "my potions before the market"
            shoot(page, shots / f"dice-{stage}-360.png")
        human_step(page, game, None, used)
    assert measured >= {"draft", "start", "prep", "work", "market"}, measured
    page.screenshot(path=str(shots / "dice-full-360.png"), full_page=True)
