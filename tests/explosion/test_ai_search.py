"""The shared search machinery (potions.core.search) as Hard and Expert use it."""

from __future__ import annotations

import dataclasses
import hashlib

import pytest
from test_ai import midgame
from test_ai_positions import position

from potions.core import search
from potions.core.rng import Pcg32
from potions.core.search import decision_seed
from potions.explosion import Game, new_game
from potions.explosion import evaluation as ev
from potions.explosion.ai import candidates, choose_action, searched
from potions.explosion.ai_search import (
    EXPERT,
    HARD,
    Budget,
    completes,
    finish_turn,
    one_step,
    shortlist,
)
from potions.explosion.policy import fast


def noisy(means: dict[str, float]) -> search.Halving[str]:
    def simulate(a: str, k: int) -> tuple[float, int]:
        rng = Pcg32.from_seed(k * 31 + ord(a[0]))
        return means[a] + (rng.below(1000) - 500) / 250, 10

    return search.halving(list(means), simulate, 4000)


def test_halving_finds_the_best_option_and_spends_its_budget() -> None:
    means = {"a": 0.0, "b": 0.5, "c": 2.0, "d": 1.0, "e": -1.0}
    found = noisy(means)
    assert found.choice == "c"
    assert 4000 <= found.spent < 4000 + 10 * len(means) * 3
    assert found.counts["c"] > found.counts["e"] > 0
    assert noisy(means) == found, "deterministic"


def test_halving_with_one_option_does_nothing() -> None:
    found = search.halving(["only"], lambda a, k: pytest.fail("no simulation"), 100)
    assert found.choice == "only" and found.spent == 0


def test_halving_meets_the_same_futures() -> None:
    seen: dict[str, list[int]] = {}

    def simulate(a: str, k: int) -> tuple[float, int]:
        seen.setdefault(a, []).append(k)
        return 0.0, 1

    search.halving(["x", "y", "z", "w"], simulate, 40)
    assert seen["x"][: len(seen["y"])] == seen["y"]


def test_worlds_are_built_once_and_copied() -> None:
    built = []
    game = midgame(2)
    view = game.view(game.current)

    def build(rng: Pcg32) -> Game:
        built.append(1)
        return Game.from_view(view, rng)

    worlds = search.Worlds(build, 7, 3, copy=lambda g: g.copy(record=False))
    a, b = worlds.copy(1), worlds.copy(4)
    assert a is not b and a.to_dict()["state"] == b.to_dict()["state"]
    assert worlds.copy(0).to_dict()["state"] != a.to_dict()["state"]
    assert len(built) == 2 and len(worlds) == 3
    a.apply_trusted(a.legal_actions()[0])
    assert worlds.copy(1).to_dict()["state"] == b.to_dict()["state"]


def test_shortlist_is_stable() -> None:
    assert search.shortlist(["a", "b", "c", "d"], [1.0, 3.0, 3.0, 0.0], 2) == ["b", "c"]


def test_budgets_are_counts_and_expert_is_bigger() -> None:
    assert EXPERT.work >= 4 * HARD.work * 0.9 and EXPERT.width > HARD.width
    game = midgame(6)
    seat = game.current
    tiny = Budget(width=3, work=600, later=200, hand=100, worlds=2)
    before = ev.WORK[0]
    action = searched(game, tiny, 1)
    spent = ev.WORK[0] - before
    assert action in game.legal_actions()
    assert spent < 600 * 3 + 5000, "the budget bounds the work (plus the one-step ranking)"
    finished = finish_turn(game.copy(record=False), seat)
    assert finished.current != seat or finished.is_over


def test_hard_and_expert_judge_with_their_own_weights() -> None:
    assert HARD.weights == EXPERT.weights != ev.STANDARD
    game = midgame(6)
    seat = game.current
    standard = ev.evaluate(game, seat)
    assert ev.evaluate(game, seat, w=ev.STANDARD) == standard
    assert ev.evaluate(game, seat, w=EXPERT.weights) != standard, "Expert's weights are used"


def test_weights_reach_the_fast_policy() -> None:
    """A policy judging undrunk potions as worthless drinks one that Hard's keeps."""
    kept = ev.Weights(undrunk=(dict.fromkeys(ev.UNDRUNK[0], 9.0),) * 3)
    worthless = ev.Weights(undrunk=(dict.fromkeys(ev.UNDRUNK[0], -9.0),) * 3)
    for seed in range(40):
        game = midgame(seed, actions=60)
        if game.phase != "play" or game.turn["hand"] or game.turn["prismatic"]:
            continue
        if fast(game, worthless).verb == "drink" and fast(game, kept).verb != "drink":
            return
    pytest.fail("no position where the weights change the policy's drink")


def test_the_search_judges_with_its_budgets_weights() -> None:
    """Two budgets differing only in their weights choose differently somewhere."""
    keep = ev.Weights(undrunk=(dict.fromkeys(ev.UNDRUNK[0], 9.0),) * 3)
    drink = ev.Weights(undrunk=(dict.fromkeys(ev.UNDRUNK[0], -9.0),) * 3)
    tiny = Budget(width=4, work=400, later=200, hand=100, worlds=2)
    for seed in range(40):
        game = midgame(seed, actions=60)
        if game.phase != "play":
            continue
        chosen = [searched(game, dataclasses.replace(tiny, weights=w), 1) for w in (keep, drink)]
        if chosen[0] != chosen[1]:
            return
    pytest.fail("the weights never changed a decision")


def after_the_pick(seed: int) -> Game:
    """A position of a two-player game where the seat to play has picked, may ask for a
    Little Help, and has no marble waiting in the hand."""
    game = midgame(seed, actions=30)
    rng = Pcg32.from_seed(seed)
    for _ in range(400):
        turn = game.turn
        if (
            game.phase == "play"
            and turn["picked"]
            and not turn["helped"]
            and not turn["hand"]
            and not turn["prismatic"]
            and game.help_pool
        ):
            return game
        legal = game.legal_actions()
        game.apply(legal[rng.below(len(legal))])
    raise AssertionError("no such position")


@pytest.mark.parametrize("seed", range(6))
def test_the_search_weighs_a_little_help_against_not_asking(seed: int) -> None:
    """Once the pick is made, the options played out always include one that is no Little
    Help, and one Little Help per colour at most: ranked by one step alone (where ending the
    turn counts the next player's pick and a Little Help does not), Little Helps filled the
    list and Hard asked for one on most turns (issue 36). Seen failing with the shortlist of
    the priors alone on five of these six seeds."""
    game = after_the_pick(seed)
    options = candidates(game)
    keep = shortlist(game, options, one_step(game, game.current, options), HARD.width)
    assert any(a.verb != "help" for a in keep)
    colours = [game.tracks[a.ints()[0]][a.ints()[1]] for a in keep if a.verb == "help"]
    assert len(colours) == len(set(colours))


def test_a_little_help_must_gain_more_than_its_cost() -> None:
    """Here Hard's search, asked for no margin, would spend a Little Help for a marble its
    judgement values a little above 2 points; Hard places a marble instead (issue 36). Fails
    with ``help_margin`` 0."""
    game = new_game(["A", "B"], 0)
    for step in range(44):
        game.apply(choose_action(game, "medium", step))
    assert searched(game, dataclasses.replace(HARD, help_margin=0.0), 44).verb == "help"
    assert HARD.help_margin == EXPERT.help_margin == 2.0
    assert str(searched(game, HARD, 44)) == "place black 1"


def test_the_shortlist_counts_what_a_pick_leaves_the_next_player() -> None:
    """The pick one step judges best here leaves the next player a pick worth more than
    5 points: Hard's and Expert's shortlists, which count it (``feed_priors``), leave it out
    and play out better options (issue 36: against greedymc, 25 wins of 27 games with it,
    18 without). Fails with ``feed_priors`` off."""
    game = new_game(["A", "B"], 0)
    for step in range(37):
        game.apply(choose_action(game, "medium", step))
    seat = game.current
    options = candidates(game)
    plain = one_step(game, seat, options, HARD.weights)
    greedy = options[max(range(len(options)), key=plain.__getitem__)]
    assert str(greedy) == "pick 0 4"
    after = game.copy(record=False).apply_trusted(greedy)
    nxt = 1 - seat
    assert ev.best_pick_gain(after, ev.Desk(after, nxt, w=HARD.weights)) > 5
    for budget in (HARD, EXPERT):
        priors = one_step(game, seat, options, budget.weights, budget.feed_priors)
        assert greedy not in shortlist(game, options, priors, budget.width)


def test_the_last_marble_of_a_potion_is_worth_a_little_help() -> None:
    """The margin spares a Little Help that completes a potion (its points are sure): in the
    issue's position 1001 (tests/explosion/test_ai_positions.py) Hard's play-outs, through
    the next player's turn, judge completing Prismatic Joy now a little better than waiting,
    by less than the margin. Fails with the margin on every Little Help."""
    game = position(1001)
    game.apply("drink 62 1 0 3 4")
    seat = game.current
    helps = [a for a in game.legal_actions() if a.verb == "help"]
    assert [completes(game, seat, a) for a in helps].count(True) >= 1
    assert searched(game, HARD, decision_seed(game)).verb == "help"


def test_hard_decides_as_it_always_did() -> None:
    """Work on the search's speed may not move Hard (the README's Hard figures were
    measured on its decisions): its choices on positions of seeded games of 2 and 3
    players, and the work they took, hashed."""
    chosen = []
    before = ev.WORK[0]
    for seed, players in ((3, 2), (4, 3)):
        game = new_game(["A", "B", "C"][:players], seed)
        step = 0
        while not game.is_over:
            if step % 11 == 0:
                chosen.append(str(choose_action(game.copy(), "hard", step)))
            game.apply(choose_action(game, "medium", step))
            step += 1
    chosen.append(str(ev.WORK[0] - before))
    digest = hashlib.sha256("\n".join(chosen).encode()).hexdigest()[:16]
    assert digest == "a4ab6a4c692530e5"
