"""The Glastonbury board in CPython: every click is a legal action, nothing is clickable on
a computer's turn, names stay data, and nothing hidden ever reaches the markup (the
cauldrons below their top cards, the draw pile, the other players' Recipe cards, the
public record of takes that only the computers read)."""

from __future__ import annotations

import html
import re
from typing import Any

from fake_host import FakeHost

from potions import translator
from potions.core.i18n import number
from potions.core.rng import Pcg32
from potions.glastonbury import Game, new_game
from potions.glastonbury.components import (
    PERLUCEO,
    RECIPE_TEXTS,
    card_name,
    is_ingredient,
)
from web.games.glastonbury import UI
from web.games.glastonbury.final import groups
from web.games.glastonbury.square import place_xy
from web.games.protocol import Board
from web.shell.app import App

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
) -> Board:
    """The board as the shell builds it, for ``seat``'s eyes (default: the seat to play),
    with the view's ``seen`` part taken out: the page must never need it."""
    n = len(game.players)
    seats = seats or ["human"] * n
    if seat is None:
        seat = game.current_player if game.current_player is not None else 0
    mine = game.current_player == seat and seats[seat] == "human"
    view = game.view(seat)
    del view["seen"]
    return Board(
        view=view,
        seat=seat,
        legal=[str(a) for a in game.legal_actions()] if mine else [],
        names=[p["name"] for p in game.players],
        seats=seats,
        tr=EN,
        ui=ui or {},
        events=list(game.events if events is None else events),
    )


def clicks(page: str) -> tuple[set[str], set[str]]:
    return (
        {html.unescape(a) for a in ACTION.findall(page)},
        {html.unescape(s) for s in SELECT.findall(page)},
    )


def reachable(game: Game) -> set[str]:
    """Every action a player reaches by clicks from the board: data-action at once, or
    after following data-select choices (two clicks at most)."""
    b = board_of(game)
    actions, selects = clicks(UI.board(b))
    out = set(actions)
    for value in selects:
        choice = UI.select(b, value)
        if choice.action:
            out.add(choice.action)
        if choice.ui is not None:
            after = board_of(game, ui=choice.ui)
            more, again = clicks(UI.board(after))
            out |= more
            for second in again:
                last = UI.select(after, second)
                if last.ui is not None:
                    out |= clicks(UI.board(board_of(game, ui=last.ui)))[0]
    return out


def random_games(count: int, steps: int = 400) -> Any:
    """Positions of seeded random games (2 to 4 players, the variant on and off)."""
    for seed in range(count):
        game = new_game(NAMES[: 2 + seed % 3], seed, recipes=seed % 2 == 0)
        chooser = Pcg32.from_seed(seed * 7 + 1)
        for _ in range(steps):
            yield game
            if game.is_over:
                break
            actions = game.legal_actions()
            game.apply(actions[chooser.below(len(actions))])


def test_every_click_is_legal_and_every_legal_action_is_reachable() -> None:
    phases: set[str] = set()
    for game in random_games(6):
        if game.is_over:
            continue
        phases.add(game.phase)
        legal = {str(a) for a in game.legal_actions()}
        page = UI.board(board_of(game))
        actions, _selects = clicks(page)
        assert actions <= legal, actions - legal
        assert reachable(game) == legal, legal ^ reachable(game)
    assert {"take", "corner", "peek", "last"} <= phases, phases


def test_a_card_keeps_its_element_whether_it_can_be_taken_or_not() -> None:
    """Cards of the square and cauldrons are <div>s either way (a take patches their
    attributes rather than drawing them anew); a clickable one is a keyboard button."""
    checked = 0
    for game in random_games(4):
        if game.is_over:
            continue
        page = UI.board(board_of(game))
        assert '<button type="button" class="cauldron' not in page
        for tag in re.findall(r'<(\w+) class="[^"]*\b(?:cell|cauldron)\b[^"]*"[^>]*>', page):
            assert tag == "div"
        for element in re.findall(r'<div class="[^"]*\bcell\b[^>]*data-action[^>]*>', page):
            assert 'role="button"' in element and 'tabindex="0"' in element
            checked += 1
    assert checked > 20


def test_accio_asks_before_it_spends_a_use() -> None:
    """A card off the pawn's line asks first; the Accio spell makes every target cast it."""
    for game in random_games(40):
        accio = [a for a in game.legal_actions() if a.verb == "accio"]
        if game.is_over or not accio:
            continue
        b = board_of(game)
        page = UI.board(b)
        r, c = accio[0].ints()
        assert f'data-select="accio {r} {c}"' in page
        assert not any(a.startswith("accio") for a in ACTION.findall(page))
        asked = UI.select(b, f"accio {r} {c}")
        assert asked.ui == {"mode": "accio", "cell": 6 * r + c}
        confirm = UI.board(board_of(game, ui=asked.ui))
        assert confirm.count(f'data-action="accio {r} {c}"') == 2  # the card and the button
        assert "Cast Accio to take" in confirm
        armed = UI.select(b, "accio")
        everything = UI.board(board_of(game, ui=armed.ui))
        assert {str(a) for a in accio} <= set(ACTION.findall(everything))
        assert UI.select(board_of(game, ui=armed.ui), "accio").ui == {}, "a second click cancels"
        assert UI.select(b, "accio 0 0").ui == {}, "a corner is no Accio target"
        return
    raise AssertionError("no position with Accio found")


def test_nothing_is_clickable_on_a_computers_turn() -> None:
    seen = 0
    for game in random_games(4, 120):
        if game.is_over or game.current_player == 0:
            continue
        seats = ["human"] + ["hard"] * (len(game.players) - 1)
        page = UI.board(board_of(game, seat=0, seats=seats))
        assert ACTION.findall(page) == [] and SELECT.findall(page) == []
        assert 'tabindex="0"' not in page
        seen += 1
    assert seen > 50


def test_names_are_escaped() -> None:
    game = new_game(["<script>x</script>", "Bob"], 1)
    page = UI.board(board_of(game))
    assert "<script>" not in page and "&lt;script&gt;" in page
    host = FakeHost()
    App(host).route({"new": "glastonbury", "players": "<b>Ann</b>,Bob", "seed": "3"})
    assert "<b>Ann</b>" not in host.html and "&lt;b&gt;Ann&lt;/b&gt;" in host.html


def _hidden(game: Game, seat: int) -> set[int]:
    """Ingredient cards ``seat`` may not see: under the top of every cauldron (but its own
    while its Perluceo is open), in the draw pile, out of the game."""
    out: set[int] = set()
    for i, p in enumerate(game.players):
        if game.phase == "peek" and i == seat == game.current:
            continue
        out.update(p["cauldron"][:-1])
    out.update(game.pile)
    out.update(game.out)
    return {c for c in out if is_ingredient(c)}


def test_hidden_cards_and_recipes_never_reach_the_markup() -> None:
    checked = 0
    for game in random_games(10):
        if game.is_over:
            continue
        for seat in range(len(game.players)):
            page = UI.board(board_of(game, seat=seat))
            shown = {int(c) for c in CARD.findall(page)}
            hidden = _hidden(game, seat)
            assert not shown & hidden, (shown & hidden, game.phase)
            for c in hidden:
                assert f">{EN.render(card_name(c))}<" not in page
            for i, p in enumerate(game.players):
                for r in p["recipes"]:
                    if i != seat and r not in game.players[seat]["recipes"]:
                        assert EN.render(RECIPE_TEXTS[r]) not in page
                        assert f'data-recipe="{r}"' not in page
            checked += 1
    assert checked > 1000


def test_own_recipe_cards_are_shown_to_their_owner_only() -> None:
    game = new_game(["Ann", "Bob"], 3, recipes=True)
    mine = game.players[0]["recipes"]
    page = UI.board(board_of(game, seat=0))
    for r in mine:
        assert f'data-recipe="{r}"' in page
    other = UI.board(board_of(game, seat=1))
    for r in mine:
        assert f'data-recipe="{r}"' not in other
    assert "2 secret Recipe cards" in other


def _perluceo(seed_range: range = range(60)) -> Game:
    for seed in seed_range:
        game = new_game(NAMES[:2], seed)
        chooser = Pcg32.from_seed(seed)
        for _ in range(300):
            if game.is_over:
                break
            takes = [a for a in game.legal_actions() if a.verb == "take"]
            pick = [a for a in takes if game.table[6 * a.ints()[0] + a.ints()[1]] == PERLUCEO]
            if pick and len(game.players[game.current]["cauldron"]) >= 3:
                game.apply(pick[0])
                return game
            actions = game.legal_actions()
            game.apply(actions[chooser.below(len(actions))])
    raise AssertionError("no Perluceo found")


def test_perluceo_opens_the_cauldron_to_its_owner_until_closed() -> None:
    game = _perluceo()
    seat = game.current
    cauldron = game.players[seat]["cauldron"]
    page = UI.board(board_of(game))
    assert 'id="peek"' in page
    peek = page[page.index('id="peek"') : page.index("</section>", page.index('id="peek"'))]
    assert [int(c) for c in CARD.findall(peek)] == cauldron
    assert 'data-action="close"' in page and f'id="cauldron-{seat}" data-action="close"' in page
    other = UI.board(board_of(game, seat=1 - seat))
    assert 'id="peek"' not in other
    game.apply("close")
    after = UI.board(board_of(game, seat=seat))
    assert 'id="peek"' not in after
    assert not {int(c) for c in CARD.findall(after)} & set(cauldron[:-1])


def test_final_scoring_by_ingredient_adds_up() -> None:
    ended = 0
    for game in random_games(12, 600):
        if not game.is_over:
            continue
        b = board_of(game, seat=0)
        page = UI.board(b)
        assert 'id="scoring"' in page and ACTION.findall(page) == []
        for seat, row in enumerate(b.view["state"]["final"]):
            sets = groups(row, game.players[seat]["colour"])
            assert sum(g["points"] for g in sets) == row["ingredients"]
            assert sum(g["immuto"] for g in sets) == sum(1 for i in row["immuto"] if i)
            assert sum(len(g["cards"]) for g in sets) == sum(
                1 for c in row["cauldron"] if is_ingredient(c)
            )
            total = number(row["total"])
            assert f"{total} points" in page or f"{total} point" in page
        columns, rows = UI.final_details(b)
        assert len(rows) == len(game.players) and all(len(r) == len(columns) for r in rows)
        ended += 1
    assert ended >= 6


def test_the_final_table_says_each_thing_once_and_names_the_spells_used() -> None:
    """Issue 34, point 12: without Recipe cards the score is the ingredients' points, so
    neither the final table nor the scoring sheets say them twice; with them, the table
    gives the two parts. Spells used up are named, not 30 px backs marked "×2"."""
    ended = {True: 0, False: 0}
    used = 0
    for game in random_games(12, 600):
        if not game.is_over:
            continue
        b = board_of(game, seat=0)
        page = UI.board(b)
        columns, rows = UI.final_details(b)
        variant = bool(game.config["recipes"])
        ended[variant] += 1
        assert columns == (["Ingredients", "Recipes"] if variant else [])
        assert all(len(r) == len(columns) for r in rows)
        assert ("Ingredients: " in page) == variant
        for seat, p in enumerate(game.players):
            desk = page[page.index(f'id="cauldron-{seat}"') :]
            if p["spent"]:
                used += 1
                spent = desk[desk.index('class="spent"') :]
                spent = spent[: spent.index("</ul>")]
                assert "card back" not in spent
                for spell in set(p["spent"]):
                    assert f'<li class="{spell}">' in spent
                    assert f'<span class="nm">{spell.capitalize()}</span>' in spent
    assert ended[True] and ended[False] and used


def test_rulebook_example_is_written_as_the_rulebook_does() -> None:
    """The rulebook's blue player: Moon Dew 1-4, Pumpkin Seed 1, 3, 4, Toad Slime 3, 4 and
    Frost Fern 4; then with an Immuto, which joins the single Frost Fern."""
    cards = [24, 25, 26, 27, 32, 34, 35, 10, 11, 31]
    row = {"cauldron": cards, "immuto": [], "ingredients": 25}
    sums = {g["ingredient"]: g["sum"] for g in groups(row, "blue")}
    assert sums == {6: "2×(1+2+3+4)+5 = 25", 8: "1+3+4 = 8", 2: "0", 7: "2×(−4) = −8"}
    fern = [g for g in groups({**row, "immuto": ["frost-fern"]}, "blue") if g["ingredient"] == 7]
    assert fern[0]["immuto"] == 1 and fern[0]["sum"] == "0" and fern[0]["points"] == 0
    assert sum(g["points"] for g in groups({**row, "immuto": ["frost-fern"]}, "blue")) == 33


def test_pawns_walk_the_places_they_pass() -> None:
    game = new_game(["Ann", "Bob"], 5)
    game.apply(game.legal_actions()[0])
    moves = [e for e in game.events if e["type"] == "move"]
    assert moves and moves[0]["steps"] > 0
    page = UI.board(board_of(game))
    path = re.search(r"class=\"ghost\"[^>]*offset-path:path\('M([^']*)'\);--walk:([\d.]+)s", page)
    assert path is not None
    points = path.group(1).split(" L")
    assert len(points) == moves[0]["steps"] + 1
    x, y = place_xy(moves[0]["start"])
    assert points[0] == f"{x:.0f},{y:.0f}"
    assert 0 < float(path.group(2)) <= 0.11 * 8 + 0.01
    assert "pawn-at" in page and 'class="trail' in page and "walked" in page
    quiet = UI.board(board_of(game, events=[]))
    assert "ghost" not in quiet and "trail" not in quiet and "walked" not in quiet
    assert 'data-key="walk-still"' in quiet and 'data-key="walk-still"' not in page


def test_setup_fields_and_reading_them() -> None:
    main, more = UI.setup_fields(EN, {})
    assert 'name="recipes"' in main and main.count('name="colour"') == 4 and more == ""
    form = {
        "player": ["Ann", "", "Cy", ""],
        "colours": ["chosen"],
        "colour": ["red", "blue", "green", "yellow"],
        "recipes": ["on"],
    }
    assert UI.read_setup(form) == {"recipes": True, "colours": ["red", "green"]}
    assert UI.read_setup({"player": ["Ann", "Bob"], "colours": ["deal"]}) == {
        "recipes": False,
        "colours": None,
    }
    again, _ = UI.setup_fields(EN, {"recipes": True, "colours": ["blue", "red"]})
    assert 'value="on" checked' in again and 'value="chosen" checked' in again
    app = App(FakeHost())
    app.submit({"game": ["glastonbury"], "seat": ["human", "human"], **form})
    assert app.table is not None
    state: Any = app.table.state
    assert [p["colour"] for p in state.players] == ["red", "green"]
    assert app.table.state.config["recipes"] is True


def test_hot_seat_hand_off_shows_each_seat_its_own_recipes() -> None:
    host = FakeHost()
    app = App(host)
    app.route({"new": "glastonbury", "players": "Ann,Bob", "seed": "3", "recipes": "on"})
    assert app.table is not None
    game: Any = app.table.state
    ann, bob = (game.players[i]["recipes"] for i in (0, 1))
    assert 'id="handoff"' in host.html and "data-recipe" not in host.html
    app.select("ready")
    assert all(f'data-recipe="{r}"' in host.html for r in ann)
    assert not any(f'data-recipe="{r}"' in host.html for r in bob)
    while app.table.state.current_player == 0:  # each action replaces the state
        app.click(action=str(app.table.state.legal_actions()[0]))
    # Ann sees her move land on her own board (her recipes, not Bob's) until she passes
    assert 'id="handoff"' not in host.html and 'data-select="pass"' in host.html
    assert all(f'data-recipe="{r}"' in host.html for r in ann)
    assert not any(f'data-recipe="{r}"' in host.html for r in bob)
    app.select("pass")
    assert 'id="handoff"' in host.html and "data-recipe" not in host.html
    app.select("ready")
    assert all(f'data-recipe="{r}"' in host.html for r in bob)
    assert not any(f'data-recipe="{r}"' in host.html for r in ann)


def test_describe_status_summary_sounds_and_rules() -> None:
    for game in random_games(3, 200):
        b = board_of(game)
        for a in game.legal_actions():
            assert UI.describe_action(b, str(a)).endswith(".")
        assert "Round" in UI.status(b)
        assert UI.summary(b.view, EN).startswith("round")
    game = new_game(["Ann", "Bob"], 5)
    game.apply(game.legal_actions()[0])
    assert UI.sounds(game.events) in (["card"], ["spell"])
    assert UI.sounds([{"type": "over", "seat": 0}]) == ["end"]
    assert UI.sounds([{"type": "vanesco", "seat": 0}]) == ["spell"]
    text = UI.rules(EN)
    assert text.count("<svg") >= 3 and "Perluceo" in text
    assert 'class="card' not in text, "the rules panel is outside the board's stylesheet"
    assert UI.picture().startswith("<svg")
