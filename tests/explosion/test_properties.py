"""Property tests over random games: invariants hold after every action."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potions.explosion import COLOURS, TILES, Action, Game, IllegalActionError
from tests.core import random_play
from tests.core.random_play import Spec, specs

FULL = dict.fromkeys(COLOURS, 20)


def check_invariants(game: Game) -> None:
    assert game.marble_census() == FULL
    assert sum(game.tile_census().values()) == len(TILES)
    assert all(len(t) <= 9 for t in game.tracks)
    if any(len(t) < 9 for t in game.tracks):
        assert sum(game.tank.values()) == 0, "a track has space while the tank has marbles"
    for seat, p in enumerate(game.players):
        points = sum(TILES[x["tile"]].points for x in p["potions"])
        assert game.score_of(seat) == points + 4 * p["skill"] - 2 * p["helps"]
        if game.phase == "play" and seat != game.current:
            assert len(p["pool"]) <= 3
        for b in p["burners"]:
            if b is not None:
                assert None in b["holes"], "a full potion must have been completed"
    if not game.is_over:
        assert game.legal_actions(), "legal actions are empty before the end"


games = specs("explosion", max_choices=400)


def play(spec: Spec) -> Game:
    game = random_play.play("explosion", spec, lambda g, _: check_invariants(g))
    assert isinstance(game, Game)
    return game


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_invariants_hold_after_every_action(spec: Spec) -> None:
    play(spec)


@settings(max_examples=25, deadline=None)
@given(games, st.lists(st.text(min_size=0, max_size=12), max_size=5))
def test_illegal_actions_leave_the_state_unchanged(spec: Spec, junk: list[str]) -> None:
    game = play(spec)
    legal = {str(a) for a in game.legal_actions()}
    candidates = [f"{v} {t} {s}" for v in ("pick", "help") for t in range(6) for s in range(10)]
    candidates += [f"drink {t} 0 0" for t in range(64)] + [f"draft {t}" for t in range(0, 64, 7)]
    candidates += ["end", "stop", "draw 0", "discard red", "place blue 1", "wild red 0 blue"]
    candidates += junk
    before = json.dumps(game.to_dict())
    for text in candidates:
        if text in legal:
            continue
        try:
            game.apply(text)
        except IllegalActionError as err:
            assert err.code and err.message
        else:
            raise AssertionError(f"{text!r} was applied but is not legal")
        assert json.dumps(game.to_dict()) == before
    assert all(isinstance(Action.parse(t), Action) for t in legal)
