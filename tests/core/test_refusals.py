"""Refusals tied to the rules: in every game, over random positions and random well-formed
actions, the refusal (``Game.refusal``) says "legal" (None) exactly when the legal-action
generator lists the action, and otherwise gives a reason of its own (never the catch-all
``illegal``), which ``apply`` raises."""

from __future__ import annotations

import random
from typing import Any

import pytest

from potions import GAMES, IllegalActionError, new_game
from potions.core.actions import Action
from potions.core.play import names

GAME_IDS = sorted(GAMES)


def candidates(legal: list[Action], cls: type[Action], rng: random.Random) -> list[Action]:
    """Well-formed actions of the game's grammar: each verb twice with arguments drawn from
    the numbers and words in play, and the legal actions with one argument changed."""
    grammar, words = cls.GRAMMAR, cls.WORDS
    ints = sorted({x for a in legal for x in a.ints()} | set(range(8)))

    def draw(kind: str) -> Any:
        if kind == "i":
            return rng.choice(ints) if rng.random() < 0.9 else rng.randrange(100)
        return rng.choice(words[kind])

    out: list[Action] = []
    for verb, shape in grammar.items():
        fixed = shape.rstrip("*")
        for _ in range(2):
            count = len(fixed) + (rng.randrange(4) if shape.endswith("*") else 0)
            kinds = [fixed[min(i, len(fixed) - 1)] for i in range(count)]
            out.append(cls(verb, *[draw(k) for k in kinds]))
    for a in rng.sample(legal, min(len(legal), 8)):
        args: list[Any] = list(a.args)
        if args:
            i = rng.randrange(len(args))
            fixed = grammar[a.verb].rstrip("*")
            args[i] = draw(fixed[min(i, len(fixed) - 1)])
        out.append(cls(a.verb, *args))
    return out


def options_of(game_id: str, rng: random.Random) -> dict[str, Any]:
    return {"recipes": rng.random() < 0.6} if game_id == "glastonbury" else {}


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("rules", ["current", "first"])
def test_the_refusal_says_legal_exactly_when_the_generator_lists_the_action(
    game_id: str, rules: str
) -> None:
    info = GAMES[game_id]
    rng = random.Random(f"{game_id}-{rules}")
    checked = refused = 0
    for _ in range(12):
        players = rng.randint(info.min_players, min(info.max_players, 4))
        game = new_game(game_id, names(players), rng.randrange(10**6), **options_of(game_id, rng))
        if rules == "first":
            game.config["rules"] = 1  # type: ignore[index]
        steps = 0
        while not game.is_over and steps < 400:
            legal = game.legal_actions()
            cls = type(legal[0])
            for a in candidates(legal, cls, rng):
                why = game.refusal(a)
                listed = a in legal
                checked += 1
                assert (why is None) == listed, (
                    f"{game_id}: {a} is {'listed' if listed else 'not listed'} but the "
                    f"refusal says {why.code + ': ' + str(why) if why else 'legal'} "
                    f"(after {game.history[-3:]})"
                )
                if why is not None:
                    refused += 1
                    assert why.code != "illegal", f"{game_id}: {a} refused without a reason"
                    if rng.random() > 0.02:
                        continue
                    before = game.to_dict()
                    with pytest.raises(IllegalActionError) as err:
                        game.apply(a)
                    assert (err.value.code, str(err.value)) == (why.code, str(why))
                    assert game.to_dict() == before
            game.apply(rng.choice(legal))
            steps += 1
    assert checked > 10_000 and refused > checked // 4


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_malformed_action_is_refused_as_malformed(game_id: str) -> None:
    game = new_game(game_id, names(2), 1)
    why = game.refusal("no such verb")
    assert why is not None and why.code == "malformed"
