"""The board markup: every data-action is a legal engine action; names stay data."""

import html
import re

import render
from potions.core.rng import Pcg32
from potions.explosion import new_game

ACTION = re.compile(r'data-action="([^"]*)"')


def test_every_data_action_is_legal_over_random_games() -> None:
    for seed in range(6):
        game = new_game(["Ann", "Bob", "Cy"][: 2 + seed % 2], seed)
        ui = render.Ui(seats=["human"] * len(game.players))
        chooser = Pcg32.from_seed(seed)
        for _ in range(150):
            if game.is_over:
                break
            page = render.board(game, ui)
            legal = {str(a) for a in game.legal_actions()}
            offered = {html.unescape(a) for a in ACTION.findall(page)}
            assert offered <= legal, offered - legal
            assert offered, f"nothing clickable in phase {game.phase}"
            actions = game.legal_actions()
            game.apply(actions[chooser.below(len(actions))])


def test_dispenser_hooks() -> None:
    game = new_game(["Ann", "Bob"], 4)
    page = render.dispenser(game, render.Ui(), render.choices(game, render.Ui()))
    assert len(re.findall(r'data-track="\d" data-slot="\d" data-color="\w+"', page)) == 45


def test_computer_turn_offers_no_clicks() -> None:
    game = new_game(["Ann", "Bot"], 4)
    game.apply(game.legal_actions()[0])  # Bot drafts next
    ui = render.Ui(seats=["human", "hard"])
    assert ACTION.findall(render.board(game, ui)) == []
    assert "is playing" in render.board(game, ui)


def test_names_are_escaped() -> None:
    game = new_game(["<script>x</script>", "Bob"], 1)
    page = render.board(game, render.Ui())
    assert "<script>" not in page
    assert "&lt;script&gt;" in page
