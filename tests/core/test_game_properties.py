"""Properties every game has, over random games drawn by hypothesis (the conformance
suite checks them on fixed seeds): JSON, ``from_dict`` and save round trips, replay from
the history, independent copies."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potions import GAMES, load_save, new_game, state_from_dict, to_save
from potions.core.play import names
from tests.core.random_play import play, specs

IDS = list(GAMES)


@pytest.mark.parametrize("game_id", IDS)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_round_trips(game_id: str, data: st.DataObject) -> None:
    game = play(game_id, data.draw(specs(game_id)))
    saved = game.to_dict()
    assert json.loads(json.dumps(saved)) == saved, "state must survive JSON unchanged"
    again = state_from_dict(saved)
    assert again.to_dict() == saved
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in game.legal_actions()]
    assert load_save(json.loads(json.dumps(to_save(game)))).to_dict() == saved


@pytest.mark.parametrize("game_id", IDS)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_replay_from_the_history(game_id: str, data: st.DataObject) -> None:
    spec = data.draw(specs(game_id))
    one, two = play(game_id, spec), play(game_id, spec)
    assert one.to_dict() == two.to_dict()
    replay = new_game(game_id, names(spec.players), spec.seed)
    for text in one.history:
        replay.apply(text)
    assert replay.to_dict() == one.to_dict()


@pytest.mark.parametrize("game_id", IDS)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_copies_are_independent(game_id: str, data: st.DataObject) -> None:
    game = play(game_id, data.draw(specs(game_id, max_choices=80)))
    if game.is_over:
        return
    saved = game.to_dict()
    twin = game.copy()
    twin.apply(twin.legal_actions()[-1])
    assert game.to_dict() == saved
    assert twin.to_dict() != saved
