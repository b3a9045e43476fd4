"""The Potion Dice board in CPython: every click is a legal action and every legal action
can be clicked, nothing is clickable on a computer's turn, names stay data, nothing hidden
reaches the markup; numbers are set aside in one click, powers ask for their targets one
click at a time, dice tumble only after a roll, and the shell plays a game with sounds."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator
from typing import Any

from fake_host import FakeHost

from potions import translator
from potions.core.i18n import number
from potions.core.rng import Pcg32
from potions.dice import CARDS, Game, new_game
from potions.dice.cards import TYPE_BY_ID as CARDS_TYPES
from potions.dice.scoring import score_of
from potions.dice.view import visible_cards
from web.games.dice import UI
from web.games.dice.board import scores
from web.games.protocol import Board
from web.shell.app import App
from web.shell.markup import dice_html

ACTION = re.compile(r'data-action="([^"]*)"')
SELECT = re.compile(r'data-select="([^"]*)"')
CARD = re.compile(r'data-card="(\d+)"')
EN = translator("en", ("potions", "web"))
NAMES = ["Ann", "Bob", "Cy", "Di"]


def board_of(
    game: Game,
    seat: int | None = None,
    seats: list[str] | None = None,
    ui: dict[str, Any] | None = None,
    events: list[dict[str, Any]] | None = None,
    **kw: Any,
) -> Board:
    """The board as the shell builds it, for ``seat``'s eyes (default: the seat to play)."""
    n = len(game.players)
    seats = seats or ["human"] * n
    if seat is None:
        seat = game.current_player if game.current_player is not None else 0
    mine = game.current_player == seat and seats[seat] == "human"
    return Board(
        view=game.view(seat),
        seat=seat,
        legal=[str(a) for a in game.legal_actions()] if mine else [],
        names=[p["name"] for p in game.players],
        seats=seats,
        tr=EN,
        ui=ui or {},
        events=list(game.events if events is None else events),
        **kw,
    )


def clicks(page: str) -> tuple[set[str], set[str]]:
    return (
        {html.unescape(a) for a in ACTION.findall(page)},
        {html.unescape(s) for s in SELECT.findall(page)},
    )


def reachable(game: Game) -> set[str]:
    """Every action a player reaches by clicks: a data-action at once, or after one
    data-select choice."""
    b = board_of(game)
    actions, selects = clicks(UI.board(b))
    out = set(actions)
    for value in selects:
        choice = UI.select(b, value)
        if choice.action:
            out.add(choice.action)
        if choice.ui:
            out |= clicks(UI.board(board_of(game, ui=choice.ui)))[0]
    return out


def random_games(count: int, first: int = 0) -> Iterator[Game]:
    """Every position of seeded random games (2 to 4 players)."""
    for seed in range(first, first + count):
        game = new_game(NAMES[: 2 + seed % 3], seed)
        chooser = Pcg32.from_seed(seed * 7 + 1)
        while True:
            yield game
            if game.is_over:
                break
            actions = game.legal_actions()
            game.apply(actions[chooser.below(len(actions))])


def find(want: Callable[[Game], bool], count: int = 80) -> Game:
    """The first position of the random games where ``want`` holds."""
    for game in random_games(count):
        if not game.is_over and want(game):
            return game
    raise LookupError("no such position")


def power_kind(game: Game) -> str:
    power = game.turn["power"]
    return CARDS[power["card"]].type if power else ""


def element(page: str, start: str) -> str:
    """The ``<div>`` whose opening tag holds ``start``, with everything inside it."""
    i = page.rindex("<div", 0, page.index(start))
    depth = 0
    for m in re.finditer(r"<div\b|</div>", page[i:]):
        depth += 1 if m.group(0) == "<div" else -1
        if depth == 0:
            return page[i : i + m.end()]
    raise AssertionError("unbalanced markup")


def section(page: str, start: str) -> str:
    """The markup from ``start`` to the end of its element's closing ``</section>``."""
    i = page.index(start)
    return page[i : page.index("</section>", i)]


# -------------------------------------------------------------------- clicks


def test_every_click_is_legal_and_every_legal_action_is_reachable() -> None:
    moments: set[str] = set()
    for game in random_games(10):
        if game.is_over:
            continue
        legal = {str(a) for a in game.legal_actions()}
        page = UI.board(board_of(game))
        actions, _selects = clicks(page)
        assert actions <= legal, actions - legal
        assert reachable(game) == legal, legal ^ reachable(game)
        moments.add(power_kind(game) or game.turn["stage"] if game.phase == "play" else "draft")
    assert {"draft", "start", "prep", "work", "keep", "market"} <= moments, moments
    assert {"reroll", "love", "resurrection", "changer", "virtual", "refill", "trick"} <= moments


def test_every_clickable_element_is_a_button_with_a_name() -> None:
    game = find(lambda g: g.phase == "play" and g.turn["stage"] == "work")
    page = UI.board(board_of(game))
    tags = re.findall(r"<[^>]*data-(?:action|select)=[^>]*>", page)
    assert len(tags) > 3
    for tag in tags:
        if not tag.startswith("<button"):
            assert 'role="button" tabindex="0"' in tag and "aria-label=" in tag, tag
        if 'class="die' in tag:
            assert "aria-label=" in tag, tag


def test_nothing_is_clickable_on_a_computers_turn() -> None:
    seen = 0
    for game in random_games(3):
        if game.is_over or game.current_player == 0:
            continue
        seats = ["human"] + ["hard"] * (len(game.players) - 1)
        page = UI.board(board_of(game, seat=0, seats=seats))
        assert ACTION.findall(page) == [] and SELECT.findall(page) == []
        assert 'tabindex="0"' not in page and "<button" not in page
        seen += 1
    assert seen > 100


def test_choosing_a_number_is_one_click_on_any_of_its_dice() -> None:
    game = find(lambda g: g.phase == "play" and g.turn["stage"] == "prep" and not g.turn["power"])
    roll = game.turn["roll"]
    page = UI.board(board_of(game))
    tray = page[page.index('id="tray"') :]
    for a in game.legal_actions():
        if a.verb != "choose":
            continue
        v = a.ints()[0]
        assert tray.count(f'data-action="choose {v}"') == roll.count(v) + 1, "each die, a button"
        # they lie together, so that pointing at one outlines them all
        group = element(tray, f'class="group" data-value="{v}"')
        assert group.count(f'data-action="choose {v}"') == roll.count(v)
    # the 6s lie apart, never a number to choose
    if 6 in roll:
        sixes = tray[tray.index("six-group") :]
        assert sixes.count('class="die v6 six') == roll.count(6)
        assert 'data-action="choose 6"' not in page


def test_a_die_that_fits_both_potions_asks_which_one() -> None:
    def both(g: Game) -> bool:
        if g.phase != "play" or g.turn["stage"] != "work":
            return False
        places = [a for a in g.legal_actions() if a.verb == "place"]
        return any(sum(1 for b in places if b.args[0] == a.args[0]) == 2 for a in places)

    game = find(both, 200)
    places = [a for a in game.legal_actions() if a.verb == "place"]
    v = next(a.ints()[0] for a in places if sum(1 for b in places if b.args[0] == a.args[0]) == 2)
    b = board_of(game)
    page = UI.board(b)
    assert f'data-select="hold {v}"' in page
    choice = UI.select(b, f"hold {v}")
    assert choice.ui == {"hold": v} and not choice.action
    held = UI.board(board_of(game, ui=choice.ui))
    seat = game.current
    for p in (0, 1):
        card = game.players[seat]["spaces"][p]["card"]
        assert re.search(
            rf'id="card-{card}" data-card="{card}" role="button" tabindex="0" '
            rf'data-action="place {v} {p}"',
            held,
        )
    assert "On which potion does the" in held and 'class="die v' in held and " held" in held
    assert UI.select(board_of(game, ui=choice.ui), "cancel").ui == {}
    assert UI.select(b, "hold 9").ui == {}, "a number the potions do not need is no choice"


def test_little_help_turns_a_die_for_an_empty_place() -> None:
    game = find(lambda g: any(a.verb == "help" for a in g.legal_actions()))
    helps = {str(a) for a in game.legal_actions() if a.verb == "help"}
    b = board_of(game)
    page = UI.board(b)
    assert 'data-select="help"' in page and "Little Help (−2)" in page
    choice = UI.select(b, "help")
    assert choice.ui == {"mode": "help"}
    opened = UI.board(board_of(game, ui=choice.ui))
    assert helps <= clicks(opened)[0]
    assert "Little Help: click an empty place" in opened
    assert 'data-select="cancel"' in opened


# -------------------------------------------------------------------- powers


def test_each_power_asks_for_its_targets_where_they_lie() -> None:
    """After ``use``, the targets are the things the power acts on, each one click."""
    where = {
        "reroll": 'id="tray"',
        "resurrection": 'class="numbers"',
        "changer": 'class="rows"',
        "love": 'class="reserve"',
        "virtual": 'class="space"',
        "trick": 'id="desk-',
        "refill": 'class="bottle',
    }
    seen: set[str] = set()
    for game in random_games(40):
        kind = power_kind(game)
        if not kind or kind in seen or game.turn["power"]["picked"]:
            continue
        seen.add(kind)
        page = UI.board(board_of(game))
        targets = [str(a) for a in game.legal_actions() if a.verb not in ("cancel", "done")]
        for t in targets:
            assert f'data-action="{t}"' in page, (kind, t)
            first = page.index(f'data-action="{t}"')
            assert page.rfind(where[kind], 0, first) != -1, (kind, t)
        assert 'data-action="cancel"' in page and "Put the potion back" in page
        bottle = section(page, f'id="desk-{game.current}"')
        assert f'id="potion-{game.turn["power"]["card"]}"' in bottle
        assert "in-use" in bottle
        if len(seen) == 7:
            return
    raise AssertionError(f"powers not seen: {seen}")


def test_finished_potions_are_full_or_empty_bottles_and_usable_ones_are_buttons() -> None:
    game = find(lambda g: any(a.verb == "use" for a in g.legal_actions()))
    usable = {a.ints()[0] for a in game.legal_actions() if a.verb == "use"}
    page = UI.board(board_of(game))
    for p in game.players:
        for x in p["potions"]:
            card = x["card"]
            tag = re.search(rf'<div class="bottle [^"]*" id="potion-{card}"[^>]*>', page)
            assert tag is not None
            assert ("full" if x["full"] else "empty") in tag.group(0)
            assert (f'data-action="use {card}"' in tag.group(0)) == (card in usable)


# -------------------------------------------------------------------- the table


def test_potion_cards_show_type_recipe_points_and_the_dice_on_them() -> None:
    game = find(
        lambda g: (
            g.phase == "play"
            and any(s is not None and s["dice"] for p in g.players for s in p["spaces"])
        )
    )
    page = UI.board(board_of(game))
    checked = 0
    for seat, p in enumerate(game.players):
        for i, space in enumerate(p["spaces"]):
            if space is None:
                continue
            card = element(page, f'id="space-{seat}-{i}"')
            c = CARDS[space["card"]]
            assert f"t-{c.type}" in card and f">{c.points}</span>" in card
            assert EN.render(CARDS_TYPES[c.type].power) in html.unescape(card)
            placed = card.count('class="die v') - card.count(" ghost")
            assert placed == len(space["dice"]) + len(space["virtual"])
            assert card.count(" ghost") == len(c.recipe) - placed
            for v in set(c.recipe):
                assert f"×{c.need(v)}" in card
            checked += 1
    assert checked >= 2


def test_round_counter_scores_awards_and_market() -> None:
    game = find(lambda g: g.phase == "play" and g.round >= 5)
    if not any(p["awards"] for p in game.players):  # random play seldom earns one
        game.players[0]["awards"] = ["variety", "reroll"]
    b = board_of(game)
    page = UI.board(b)
    assert f'<li class="now" aria-current="step">{game.round}</li>' in page
    assert page.count("<li class=") >= 9
    assert scores(b.view) == [score_of(game, i) for i in range(len(game.players))]
    for seat, p in enumerate(game.players):
        desk = section(page, f'id="desk-{seat}"')
        n = score_of(game, seat)
        assert f"{number(n)} point" in desk
        assert desk.count('class="ribbon"') == len(p["awards"])
    market = section(page, 'id="market"')
    assert sorted(int(c) for c in CARD.findall(market)) == sorted(game.market)
    assert f"<b>{len(game.deck)}</b>" in market
    assert f"Round {game.round} of 9" in UI.status(b)


def test_names_are_escaped() -> None:
    game = new_game(["<script>x</script>", "Bob"], 1)
    page = UI.board(board_of(game))
    assert "<script>" not in page and "&lt;script&gt;" in page
    host = FakeHost()
    App(host).route({"new": "dice", "players": "<b>Ann</b>,Bob", "seed": "3"})
    assert "<b>Ann</b>" not in host.html and "&lt;b&gt;Ann&lt;/b&gt;" in host.html


def test_hidden_cards_never_reach_the_markup() -> None:
    """Only cards lying face up show: never the face-down starting potions or the deck."""
    checked = 0
    for game in random_games(4):
        page = UI.board(board_of(game))
        shown = {int(c) for c in CARD.findall(page)}
        shown |= {int(c) for c in re.findall(r'id="(?:card|potion)-(\d+)"', page)}
        seen = visible_cards(game.view(0)["state"])
        assert shown <= seen, shown - seen
        assert not shown & (set(game.deck) | set(game.starters))
        checked += 1
    assert checked > 500


# -------------------------------------------------------------------- motion


def test_dice_tumble_after_a_roll_only() -> None:
    game = find(lambda g: g.phase == "play" and g.turn["stage"] == "start")
    game.apply("roll")
    assert any(e["type"] == "roll" for e in game.events)
    if game.turn["stage"] != "prep":
        return
    page = UI.board(board_of(game))
    # (data-still: they tumble from the second frame on, see web/shell/morph.js)
    assert re.search(r'<div class="tray rolled" id="tray" data-key="\d+" data-still>', page)
    assert "--r:" in page and "--i:" in page
    quiet = UI.board(board_of(game, events=[]))
    assert "tray rolled" not in quiet
    choose = next(a for a in game.legal_actions() if a.verb == "choose")
    game.apply(choose)
    after = UI.board(board_of(game))
    if game.turn["stage"] == "prep":
        assert "tray rolled" in after, "the rest is rolled again"
    v = choose.ints()[0]
    assert re.search(
        rf'<li class="row closed fresh" data-value="{v}" data-key="row{v}-\d+">', after
    )


def test_a_finished_potion_and_an_award_have_their_moment() -> None:
    game = find(lambda g: g.phase == "play" and g.turn["stage"] == "start")
    card = game.players[game.current]["spaces"][0]["card"]
    events = [
        {"type": "finish", "seat": game.current, "card": card, "points": CARDS[card].points},
        {"type": "award", "seat": game.current, "reason": "variety"},
    ]
    page = UI.board(board_of(game, events=events))
    moment = page[page.index('id="moment"') :]
    assert f"+{CARDS[card].points}" in moment and "6 different potions" in moment
    assert 'id="moment"' not in UI.board(board_of(game, events=[]))


def test_a_computers_coming_move_and_the_hint_are_pointed_at() -> None:
    game = find(
        lambda g: (
            len(g.players) == 2
            and g.current == 1
            and g.phase == "play"
            and g.turn["stage"] == "prep"
            and not g.turn["power"]
            and any(a.verb == "choose" for a in g.legal_actions())
        )
    )
    v = next(a.ints()[0] for a in game.legal_actions() if a.verb == "choose")
    b = board_of(game, seat=0, seats=["human", "medium"], coming=f"choose {v}")
    page = UI.board(b)
    marked = re.findall(rf'<span class="die v{v}[^"]*coming"', page)
    assert len(marked) == game.turn["roll"].count(v)
    text = re.sub(r"<[^>]+>", "", page)
    assert 'id="coming"' in page and f"Bob is about to set aside the {v}s." in text
    assert ACTION.findall(page) == []
    quiet = UI.board(board_of(game, seat=0, seats=["human", "medium"]))
    assert " coming" not in quiet and 'id="coming"' not in quiet

    game = find(lambda g: any(a.verb == "place" for a in g.legal_actions()))
    hint = next(a for a in game.legal_actions() if a.verb == "place")
    v = hint.ints()[0]
    page = UI.board(board_of(game, hint=str(hint)))
    assert re.search(rf'class="die v{v} ghost slot hint clickable" data-action="{hint}"', page)
    assert f"place a {v} on" in UI.describe_action(board_of(game), str(hint))


# -------------------------------------------------------------------- the rest


def test_describe_status_summary_final_sounds_rules_and_setup() -> None:
    for game in random_games(2):
        b = board_of(game)
        for a in game.legal_actions():
            text = UI.describe_action(b, str(a))
            assert text.endswith(".") and "{" not in text
        if game.is_over:
            columns, rows = UI.final_details(b)
            assert len(rows) == len(game.players) and all(len(r) == len(columns) for r in rows)
            assert UI.status(b) == "Game over"
            pad = b.view["state"]["breakdown"]
            labels = [UI.score_row(EN, row) for row in pad]
            types = [EN.render(CARDS_TYPES[row["type"]].name) for row in pad if "type" in row]
            helps = ["Little Help"] if any(p["helps"] for p in game.players) else []
            assert labels == [*types, "Awards", *helps], "the page names the engine's rows"
    game = new_game(["Ann", "Bob"], 2)
    assert UI.summary(game.view(0), EN) == "starting draft"
    game.apply(game.legal_actions()[0])
    assert UI.sounds(game.events) == ["card"]
    assert UI.sounds([{"type": "roll"}, {"type": "reroll"}]) == ["roll"]
    assert UI.sounds([{"type": "finish"}, {"type": "award"}]) == ["complete", "token"]
    assert UI.sounds([{"type": "use"}, {"type": "over"}]) == ["spell", "end"]
    text = UI.rules(EN)
    assert text.count('class="rules-pic"') == 2 and text.count("<svg") >= 4
    assert "Blind Love" in text and "preparation table" in text
    assert 'class="card' not in text, "the rules panel is outside the board's stylesheet"
    assert UI.picture().startswith("<svg")
    main, more = UI.setup_fields(EN, {})
    assert "snake draft" in main and more == ""
    assert UI.read_setup({"player": ["Ann", "Bob"]}) == {}


def test_the_shell_plays_a_game_with_sounds() -> None:
    host = FakeHost()
    app = App(host)
    app.route({"new": "dice", "players": "Ann,Bob", "seed": "4"})
    assert app.table is not None and 'class="game-dice"' in host.html
    game = app.table.state
    assert isinstance(game, Game)
    while app.table.state.phase == "draft":  # type: ignore[attr-defined]
        app.click(action=str(app.table.state.legal_actions()[0]))
    assert "card" in host.sounds
    app.click(action="roll")
    assert host.sounds[-1] == "roll"
    assert "tray rolled" in host.html or app.table.state.turn["stage"] != "prep"  # type: ignore[attr-defined]
    app.select("help")  # not offered at the preparation table: nothing changes
    assert app.table.ui == {}
    before = len(app.table.state.history)  # type: ignore[attr-defined]
    app.click(action="end")  # not legal now: refused, the game is unchanged
    assert len(app.table.state.history) == before  # type: ignore[attr-defined]
    assert 'id="message"' in host.html
    assert "Round 1 of 9" in host.html


def test_dice_in_sentences_are_drawn_as_dice_grouped_by_value() -> None:
    """Issue 34, point 13: the faces ⚀-⚅ at 13 px in runs of up to 15 were unreadable. The
    log, the prompt and potions' names draw them as dice, each run's dice grouped by value;
    no glyph is left in the page's text (attributes keep them for screen readers)."""
    host = FakeHost()
    app = App(host)
    app.route({"new": "dice", "players": "Ann,Bob,Cy", "seed": "5", "ai": "human,easy,easy"})
    chooser = Pcg32.from_seed(5)
    drawn = 0
    for _ in range(300):
        table = app.table
        assert table is not None
        texts = "".join(re.findall(r">([^<]*)<", host.html))
        assert not re.search("[\u2680-\u2685]", texts)
        drawn = max(drawn, host.html.count('class="tdie v'))
        if table.state.is_over:
            break
        legal = table.state.legal_actions()
        app.playing.play(table, str(legal[chooser.below(len(legal))]))
    assert drawn > 20
    run = dice_html("Ann rolled ⚅⚁⚂⚅⚃⚅: set aside a 6.")
    assert run.startswith('Ann rolled <span class="dice-text" role="img" aria-label="2 3 4 6 6 6">')
    assert run.count('class="dgroup"') == 4 and run.endswith("</span>: set aside a 6.")
    assert dice_html('<b title="⚀">⚀</b>').startswith('<b title="⚀"><span class="dice-text"')
