"""The Potion-making: Practice board in CPython: every click is a legal action and every legal
action is reachable by clicks, nothing is clickable on a computer's turn, names stay data,
no hand but the viewing seat's own reaches the markup, each half of a card of the hand plays
it (with the points the engine gives), the panel of all 76 cards, and the hand-off."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any

from fake_host import FakeHost

from potions import translator
from potions.core.rng import Pcg32
from potions.practice import CARDS, Game, new_game
from potions.practice.compose import can_compose
from web.games.practice import UI
from web.games.practice.glossary import FILTERS
from web.games.protocol import Board
from web.shell.app import App

ACTION = re.compile(r'data-action="([^"]*)"')
SELECT = re.compile(r'data-select="([^"]*)"')
CARD = re.compile(r'data-card="(\d+)"')
EN = translator("en", ("potions", "web"))
NAMES = ["Ann", "Bob", "Cy", "Di", "Eve", "Fay"]
GLOSSARY_SELECTS = {f"glossary {f}" for f in FILTERS} | {"glossary-close"}


def board_of(
    game: Game,
    seat: int | None = -1,
    seats: list[str] | None = None,
    ui: dict[str, Any] | None = None,
    events: list[dict[str, Any]] | None = None,
    before: dict[str, Any] | None = None,
) -> Board:
    """The board as the shell builds it, for ``seat``'s eyes (default: the seat to play)."""
    n = len(game.players)
    seats = seats or ["human"] * n
    if seat == -1:
        seat = game.current_player if game.current_player is not None else 0
    mine = seat is not None and game.current_player == seat and seats[seat] == "human"
    return Board(
        view=game.view(seat),
        seat=seat,
        legal=[str(a) for a in game.legal_actions()] if mine else [],
        names=[p["name"] for p in game.players],
        seats=seats,
        tr=EN,
        ui=ui or {},
        events=list(game.events if events is None else events),
        before=before,
    )


def clicks(page: str) -> tuple[set[str], set[str]]:
    return (
        {html.unescape(a) for a in ACTION.findall(page)},
        {html.unescape(s) for s in SELECT.findall(page)},
    )


def reachable(game: Game) -> set[str]:
    """Every action a player reaches by clicks from the board: each is a data-action (the
    only choices are the panel of all cards, which plays nothing)."""
    actions, selects = clicks(UI.board(board_of(game)))
    assert selects <= GLOSSARY_SELECTS, selects
    return actions


def random_games(count: int, steps: int = 600) -> Iterator[Game]:
    """Positions of seeded random games (2 to 6 players) whose players compose and cast
    whenever they can, most of the time, so that every kind of choice comes up."""
    for seed in range(count):
        game = new_game(NAMES[: 2 + seed % 5], seed)
        chooser = Pcg32.from_seed(seed * 7 + 1)
        for _ in range(steps):
            yield game
            if game.is_over:
                break
            actions = game.legal_actions()
            bold = [a for a in actions if a.verb in ("formula", "spell")]
            pool = bold if bold and chooser.below(10) < 8 else actions
            game.apply(pool[chooser.below(len(pool))])


def test_every_click_is_legal_and_every_legal_action_is_reachable() -> None:
    phases: set[str] = set()
    for game in random_games(10):
        if game.is_over:
            continue
        phases.add(game.phase)
        legal = {str(a) for a in game.legal_actions()}
        actions, _selects = clicks(UI.board(board_of(game)))
        assert actions <= legal, actions - legal
        assert reachable(game) == legal, legal ^ reachable(game)
    assert phases == {
        "play",
        "component",
        "eureka",
        "destroy",
        "keep",
        "transform",
        "transform_into",
        "stack",
    }, phases


def test_nothing_is_clickable_on_a_computers_turn() -> None:
    seen = 0
    for game in random_games(4, 200):
        if game.is_over or game.current_player == 0:
            continue
        seats = ["human"] + ["hard"] * (len(game.players) - 1)
        page = UI.board(board_of(game, seat=0, seats=seats))
        actions, selects = clicks(page)
        assert actions == set() and selects <= GLOSSARY_SELECTS, (actions, selects)
        assert 'tabindex="0"' not in page
        assert "computer · Hard" in page
        seen += 1
    assert seen > 100


def test_names_are_escaped() -> None:
    game = new_game(["<script>x</script>", "Bob"], 1)
    page = UI.board(board_of(game, ui={"glossary": "all"}))
    assert "<script>" not in page and "&lt;script&gt;" in page
    host = FakeHost()
    App(host).route(
        {"new": "practice", "players": "<b>Ann</b>,Bob", "seed": "3", "ai": "human,easy"}
    )
    assert "<b>Ann</b>" not in host.html and "&lt;b&gt;Ann&lt;/b&gt;" in host.html


def _hidden(game: Game, seat: int | None) -> set[int]:
    """The cards ``seat`` may not place: the deck, and the other hands but their known
    cards."""
    out = set(game.deck)
    for i, p in enumerate(game.players):
        if i != seat:
            out |= set(p["hand"]) - set(p["known"])
    return out


def _hand_section(page: str) -> str:
    start = page.index('<section id="hand"')
    return page[start : page.index("</section>", start)]


def test_no_hand_but_the_seats_own_reaches_the_markup() -> None:
    checked = 0
    for k, game in enumerate(random_games(8, 300)):
        if game.is_over:
            continue
        for seat in [*range(len(game.players)), None]:
            ui = {"glossary": "all"} if k % 8 == 0 else {}
            page = UI.board(board_of(game, seat=seat, ui=ui))
            shown = {int(c) for c in CARD.findall(page)}
            hidden = _hidden(game, seat)
            assert not shown & hidden, (shown & hidden, game.phase)
            if seat is None:
                assert 'id="hand"' not in page
                continue
            own = game.players[seat]["hand"]
            assert [int(c) for c in CARD.findall(_hand_section(page))] == own
            for c in hidden if ui else ():  # the panel cannot tell the deck from a hand
                entry = page[page.index(f'data-gcard="{c}"') :]
                meta = entry[entry.index('class="gmeta"') : entry.index("</div></li>")]
                assert "Not seen yet (in the deck or a hand)" in meta
            checked += 1
    assert checked > 1000


def test_the_board_depends_on_nothing_hidden() -> None:
    """Any game consistent with a seat's view draws the same board for that seat (with
    the panel of all cards open or not)."""
    compared = 0
    for game in random_games(4, 150):
        if game.is_over:
            continue
        seat = game.current
        view = game.view(seat)
        other = Game.from_view(view, Pcg32.from_seed(compared + 99))
        assert other.deck != game.deck or len(game.deck) < 2
        for ui in ({}, {"glossary": "ready"}):
            a = UI.board(board_of(game, ui=ui, events=[]))
            b = UI.board(board_of(other, ui=ui, events=[]))
            assert a == b
        compared += 1
    assert compared > 200


def test_each_half_of_a_card_plays_it_with_the_points_the_engine_gives() -> None:
    seen: set[str] = set()
    for game in random_games(4, 160):
        if game.is_over or game.phase != "play":
            continue
        page = UI.board(board_of(game))
        hand = _hand_section(page)
        legal = {str(a) for a in game.legal_actions()}
        for card in game.players[game.current]["hand"]:
            start = hand.index(f'id="c{card}"')
            markup = hand[start : hand.index("</div></li>", start)]
            mine = {html.unescape(a) for a in ACTION.findall(markup)}
            assert mine == {a for a in legal if a.split()[1] == str(card)}
            trial = game.copy()
            trial.apply(f"element {card}")
            points = next(e["points"] for e in trial.events if e["type"] == "element")
            assert f"As element: +{points}<" in markup, (card, points)
            element = re.search(r'<div class="half element[^>]*>', markup)
            assert element and f'data-action="element {card}"' in element.group(0)
            formula = re.search(r'<div class="half formula[^>]*>', markup)
            assert formula is not None
            if f"formula {card}" in legal:
                assert f'data-action="formula {card}"' in formula.group(0)
                assert ">Compose<" in markup
            elif f"spell {card}" in legal:
                assert f'data-action="spell {card}"' in formula.group(0)
            else:
                assert "data-action" not in formula.group(0) and "title=" in formula.group(0)
            seen.update(a.split()[0] for a in mine)
    assert seen == {"element", "formula", "spell"}


def test_a_ready_formula_previews_its_components() -> None:
    previewed = 0
    for game in random_games(4, 200):
        if game.is_over or game.phase != "play":
            continue
        page = UI.board(board_of(game))
        ids = set(re.findall(r'id="([^"]+)"', page))
        for a in game.legal_actions():
            if a.verb != "formula":
                continue
            tag = re.search(rf'<div class="half formula[^>]*data-action="{a}"[^>]*>', page)
            assert tag is not None
            preview = re.search(r'data-preview="([^"]*)"', tag.group(0))
            assert preview is not None and preview.group(1)
            assert set(preview.group(1).split()) <= ids
            previewed += 1
    assert previewed > 20


def test_ready_formulas_are_marked_from_the_legal_actions() -> None:
    marked = 0
    for game in random_games(6, 300):
        if game.is_over or game.phase != "play":
            continue
        page = UI.board(board_of(game))
        ready = {int(a.args[0]) for a in game.legal_actions() if a.verb == "formula"}
        for card in game.players[game.current]["hand"]:
            tag = re.search(rf'<div class="pcard [^"]*" id="c{card}"', page)
            assert tag is not None
            assert ("ready" in tag.group(0)) == (card in ready)
        marked += len(ready)
        if ready:
            card = min(ready)
            assert 'data-preview="' in page and "can be composed now" in page
    assert marked > 20


def test_why_a_formula_waits_is_written_on_the_card() -> None:
    """Not only in a tooltip: touch screens show none."""
    told = 0
    for game in random_games(4, 200):
        if game.is_over or game.phase != "play":
            continue
        page = _hand_section(UI.board(board_of(game)))
        ready = {int(a.args[0]) for a in game.legal_actions() if a.verb in ("formula", "spell")}
        for card in game.players[game.current]["hand"]:
            start = page.index(f'id="c{card}"')
            top = page[start : page.index('class="half element', start)]
            assert ('<span class="why">' in top) == (card not in ready)
            told += card not in ready
    assert told > 20


def test_component_choice_names_the_formula_and_marks_every_option() -> None:
    found = 0
    for game in random_games(10):
        if game.phase != "component":
            continue
        page = UI.board(board_of(game))
        formula = CARDS[game.turn["card"]]
        assert "Composing " + EN.render(formula.title) in html.unescape(page)
        assert 'id="in-play"' in page
        for a in game.legal_actions():
            card = a.args[0]
            assert re.search(rf'id="c{card}"[^>]*data-action="use {card}"', page), card
            assert page.count(f'data-action="use {card}"') == 2  # the card and its button
        found += 1
    assert found >= 5


PICK_BUTTON = re.compile(r'<button type="button" class="pick-button[^"]*"[^>]*>([^<]*)</button>')


def test_twin_formulas_are_told_apart_by_what_they_are_made_of() -> None:
    """Two copies of one formula on the table (Ann's Elixir of Fire twice) are named with
    what each is made of, so the buttons of the turn panel never say the same thing."""
    told = 0
    for game in random_games(10):
        if game.phase != "component":
            continue
        labels = [html.unescape(x) for x in PICK_BUTTON.findall(UI.board(board_of(game)))]
        assert len(labels) == len(game.legal_actions())
        assert len(set(labels)) == len(labels), labels
        told += sum(", made of " in label for label in labels)
    assert told >= 1


def test_composed_formulas_show_what_they_are_made_of() -> None:
    shown = 0
    for game in random_games(6):
        if game.is_over:
            continue
        page = UI.board(board_of(game))
        for p in game.players:
            for f in p["formulas"]:
                assert f'id="c{f["card"]}"' in page
                for u in f["under"]:
                    assert re.search(rf'<li class="under[^"]*" id="c{u}"', page)
                shown += len(f["under"])
    assert shown > 500


def test_the_panel_of_all_cards() -> None:
    game = next(g for g in random_games(1, 40) if g.turns >= 6 and g.phase == "play")
    page = UI.board(board_of(game, ui={"glossary": "all"}))
    assert page.count('class="gentry"') == 76
    assert page.count('class="ggroup"') == 16
    assert "Goes into: Great Elixir of Rebirth" in page  # Elixir of Fire's entry
    ready = {c.id for c in CARDS if c.needs and can_compose(game, c.id)}
    page = UI.board(board_of(game, ui={"glossary": "ready"}))
    assert {int(c) for c in re.findall(r'data-gcard="(\d+)"', page)} == ready
    page = UI.board(board_of(game, ui={"glossary": "hand"}))
    assert [int(c) for c in re.findall(r'data-gcard="(\d+)"', page)] == sorted(
        game.players[game.current]["hand"]
    )
    page = UI.board(board_of(game, ui={"glossary": "great_elixir"}))
    assert page.count('class="gentry"') == 8
    b = board_of(game)
    assert UI.select(b, "glossary").ui == {"glossary": "all"}
    assert UI.select(b, "glossary talisman").ui == {"glossary": "talisman"}
    assert UI.select(b, "glossary nonsense").ui == {"glossary": "all"}
    opened = board_of(game, ui={"glossary": "all"})
    assert UI.select(opened, "glossary-close").ui == {}
    assert 'id="glossary"' not in UI.board(b)
    assert UI.carry({"glossary": "ready", "card": 4}, ["element 4"], []) == {"glossary": "ready"}
    assert UI.carry({"glossary": "ready"}, [], []) == {}, "Escape closes it"


def test_every_symbol_on_the_board_has_its_picture() -> None:
    """Badges, spells' marks and flasks are background images named by class (art.defs):
    every one the board uses is defined, as an SVG in the element's own ink."""
    from urllib.parse import unquote
    from xml.etree import ElementTree

    from web.games.practice.art import COLOURS

    rule = (
        r"\.game-practice \.(g-[\w-]+|flask) \{ "
        r'background-image: url\("data:image/svg\+xml,([^"]*)"\)'
    )
    images = dict(re.findall(rule, UI.board(board_of(new_game(["Ann", "Bob"], 5)))))
    assert len(images) == 16 + 3 + 1
    for element, (colour, ink) in COLOURS.items():
        svg = ElementTree.fromstring(unquote(images[f"g-{element}"]))
        assert f"fill:{ink}" in svg.attrib["style"] and f"--el:{colour}" in svg.attrib["style"]
    used: set[str] = set()
    for game in random_games(4, 300):
        page = UI.board(board_of(game))
        used |= set(re.findall(r'class="(?:badge|spell-glyph) (g-[\w-]+)', page))
        assert "<svg" not in page.split("</style>", 1)[1], "symbols are images, not SVG elements"
    assert used and used <= images.keys()


def test_the_last_action_is_marked() -> None:
    game = new_game(["Ann", "Bob"], 5)
    before = game.view(1)
    game.apply("element 25")
    page = UI.board(board_of(game, seat=1, before=before))
    assert re.search(r'class="pcard [^"]*fresh[^"]*" id="c25"', page)
    drawn = set(game.players[1]["hand"]) - set(before["state"]["players"][1]["hand"])
    assert len(drawn) == 1
    assert re.search(rf'class="pcard [^"]*drawn[^"]*" id="c{drawn.pop()}"', page)
    quiet = UI.board(board_of(game, seat=1, events=[]))
    assert "fresh" not in quiet and "drawn" not in quiet


def test_hint_and_coming_moves_are_marked() -> None:
    game = new_game(["Ann", "Bob"], 5)
    b = board_of(game)
    b.hint = "formula 25"
    page = UI.board(b)
    assert re.search(r'class="pcard [^"]*hint[^"]*" id="c25"', page)
    assert UI.describe_action(b, "formula 25") == "compose Elixir of Fire (2 points)."
    game.apply("element 21")
    c = board_of(game, seat=0, seats=["human", "easy"])
    c.coming = str(game.legal_actions()[0])
    page = UI.board(c)
    assert 'id="coming"' in page and "<bdi>Bob</bdi> is about to <bdi>play " in page


def test_describe_status_summary_sounds_and_rules() -> None:
    for game in random_games(3, 200):
        b = board_of(game)
        for a in game.legal_actions():
            assert UI.describe_action(b, str(a)).endswith(".")
        assert "Turn" in UI.status(b) or "Game over" in UI.status(b)
        assert UI.summary(b.view, EN).startswith("turn")
    game = new_game(["Ann", "Bob"], 5)
    game.apply("element 21")
    assert UI.sounds(game.events) == ["card"]
    game = new_game(["Ann", "Bob"], 5)
    game.apply("formula 25")
    assert UI.sounds(game.events)[0] == "complete"
    assert UI.sounds([{"type": "spell", "seat": 0}]) == ["spell"]
    assert UI.sounds([{"type": "over", "seat": 0}]) == ["end"]
    assert UI.sounds([{"type": "turn", "seat": 0, "drew": 0}]) == []
    text = UI.rules(EN)
    assert text.count("<svg") >= 5 and "half" in text and "Decomposition" in text
    assert 'class="pcard' not in text, "the rules panel is outside the board's stylesheet"
    assert "<use" not in text, "the rules panel has no board to take symbols from"
    assert UI.picture().startswith("<svg")


def test_final_scores_and_details() -> None:
    ended = 0
    for game in random_games(6, 800):
        if not game.is_over:
            continue
        b = board_of(game, seat=0)
        page = UI.board(b)
        assert ACTION.findall(page) == [] and "The game is over." in page
        columns, rows = UI.final_details(b)
        assert columns == ["Formulas"]
        assert rows == [[str(len(p["formulas"]))] for p in game.players]
        ended += 1
    assert ended >= 4


def test_setup_fields_and_reading_them() -> None:
    main, more = UI.setup_fields(EN, {})
    assert "4 cards" in main and more == ""
    assert UI.read_setup({"player": ["Ann", "Bob"]}) == {}
    app = App(FakeHost())
    app.submit({"game": ["practice"], "player": ["Ann", "Bob"], "seat": ["human", "hard"]})
    assert app.table is not None and app.table.codes == ["human", "hard"]


def test_hot_seat_hand_off_shows_each_seat_its_own_hand() -> None:
    host = FakeHost()
    app = App(host)
    app.route({"new": "practice", "players": "Ann,Bob", "seed": "3"})
    assert app.table is not None
    game: Any = app.table.state
    ann = list(game.players[0]["hand"])
    assert 'id="handoff"' in host.html and "data-card" not in host.html
    app.select("ready")
    assert [int(c) for c in CARD.findall(_hand_section(host.html))] == ann
    bob = set(game.players[1]["hand"])
    assert not bob & {int(c) for c in CARD.findall(host.html)}
    app.click(action=f"element {ann[0]}")
    # Ann sees her card land on her own board until she passes the device on; Bob drew
    # cards (revealed): her turn cannot be taken back
    assert 'id="handoff"' not in host.html and 'data-select="pass"' in host.html
    assert [int(c) for c in CARD.findall(_hand_section(host.html))] == ann[1:]
    bob_drawn = set(app.table.state.players[1]["hand"])  # type: ignore[attr-defined]
    assert not bob_drawn & {int(c) for c in CARD.findall(host.html)}
    assert "data-undo" not in host.html
    app.select("pass")
    assert 'id="handoff"' in host.html and "data-card" not in host.html
    app.select("ready")
    game = app.table.state
    bob_now = list(game.players[1]["hand"])
    assert [int(c) for c in CARD.findall(_hand_section(host.html))] == bob_now
    ann_now = set(game.players[0]["hand"])
    assert not ann_now & {int(c) for c in CARD.findall(host.html)}
