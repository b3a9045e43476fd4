"""The Potion Explosion board: every data-action is a legal engine action; names stay data."""

import html
import re

from potions import translator
from potions.core.rng import Pcg32
from potions.explosion import Game, new_game
from web.games.explosion import UI
from web.games.explosion.board import dispenser
from web.games.explosion.choices import choices
from web.games.protocol import Board

ACTION = re.compile(r'data-action="([^"]*)"')
EN = translator("en", ("potions", "web"))


def board_of(game: Game, seats: list[str] | None = None, ui: dict | None = None) -> Board:  # type: ignore[type-arg]
    seats = seats or ["human"] * len(game.players)
    seat = game.current_player
    mine = seat is not None and seats[seat] == "human"
    return Board(
        view=game.view(seat),
        seat=seat,
        legal=[str(a) for a in game.legal_actions()] if mine else [],
        names=[p["name"] for p in game.players],
        seats=seats,
        tr=EN,
        ui=ui or {},
    )


def test_every_data_action_is_legal_over_random_games() -> None:
    for seed in range(6):
        game = new_game(["Ann", "Bob", "Cy"][: 2 + seed % 2], seed)
        chooser = Pcg32.from_seed(seed)
        for _ in range(150):
            if game.is_over:
                break
            page = UI.board(board_of(game))
            legal = {str(a) for a in game.legal_actions()}
            offered = {html.unescape(a) for a in ACTION.findall(page)}
            assert offered <= legal, offered - legal
            assert offered, f"nothing clickable in phase {game.phase}"
            actions = game.legal_actions()
            game.apply(actions[chooser.below(len(actions))])


def test_dispenser_hooks() -> None:
    game = new_game(["Ann", "Bob"], 4)
    b = board_of(game)
    page = dispenser(b, choices(b.view["state"], b.legal, b.ui))
    assert len(re.findall(r'data-track="\d" data-slot="\d" data-color="\w+"', page)) == 45


def test_computer_turn_offers_no_clicks() -> None:
    game = new_game(["Ann", "Bot"], 4)
    game.apply(game.legal_actions()[0])  # Bot drafts next
    b = board_of(game, ["human", "hard"])
    assert ACTION.findall(UI.board(b)) == []


def test_names_are_escaped() -> None:
    game = new_game(["<script>x</script>", "Bob"], 1)
    page = UI.board(board_of(game))
    assert "<script>" not in page
    assert "&lt;script&gt;" in page


def test_drinking_by_marking_marbles_reaches_a_legal_drink() -> None:
    """Following data-select marks from a potion chip always ends on legal drinks."""
    for seed in range(1, 60):
        game = new_game(["Ann", "Bob"], seed)
        chooser = Pcg32.from_seed(seed)
        for _ in range(300):
            if game.is_over:
                break
            drinks = [a for a in game.legal_actions() if a.verb == "drink" and len(a.ints()) > 2]
            if drinks and game.turn["hand"] == [] and not game.turn["prismatic"]:
                target = drinks[0]
                ui: dict = {"mode": "drink", "prefix": [target.ints()[0]]}  # type: ignore[type-arg]
                page = UI.board(board_of(game, ui=ui))
                assert ACTION.findall(page) or "data-select" in page
                return
            legal = game.legal_actions()
            game.apply(legal[chooser.below(len(legal))])
