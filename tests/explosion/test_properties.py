"""Property tests over random games: invariants hold after every action."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potions import load_save, to_save
from potions.explosion import COLOURS, TILES, Action, Game, IllegalActionError, new_game

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


games = st.tuples(
    st.integers(min_value=2, max_value=4),
    st.integers(min_value=0, max_value=2**40),
    st.lists(st.integers(min_value=0, max_value=10**6), min_size=30, max_size=400),
)


def play(players: int, seed: int, choices: list[int]) -> Game:
    game = new_game([f"P{i}" for i in range(players)], seed)
    for c in choices:
        if game.is_over:
            break
        legal = game.legal_actions()
        game.apply(legal[c % len(legal)])
        check_invariants(game)
    return game


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_invariants_and_round_trips(spec: tuple[int, int, list[int]]) -> None:
    game = play(*spec)
    data = json.loads(json.dumps(game.to_dict()))
    assert data == game.to_dict(), "state must survive JSON unchanged"
    again = Game.from_dict(data)
    assert again.to_dict() == game.to_dict()
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in game.legal_actions()]
    loaded = load_save(json.loads(json.dumps(to_save(game))))
    assert loaded.to_dict() == game.to_dict()


@settings(max_examples=25, deadline=None)
@given(games)
def test_deterministic_replay(spec: tuple[int, int, list[int]]) -> None:
    one, two = play(*spec), play(*spec)
    assert one.to_dict() == two.to_dict()
    replay = new_game([f"P{i}" for i in range(spec[0])], spec[1])
    for text in one.history:
        replay.apply(text)
    assert replay.to_dict() == one.to_dict()


@settings(max_examples=25, deadline=None)
@given(games, st.lists(st.text(min_size=0, max_size=12), max_size=5))
def test_illegal_actions_leave_the_state_unchanged(
    spec: tuple[int, int, list[int]], junk: list[str]
) -> None:
    game = play(*spec)
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


def test_copy_is_independent() -> None:
    game = play(3, 5, list(range(50)))
    twin = game.copy()
    twin.apply(twin.legal_actions()[-1])
    assert game.to_dict() != twin.to_dict()
    assert Game.from_dict(game.to_dict()).to_dict() == game.to_dict()
