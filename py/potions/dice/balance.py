"""The deck's balance run: many games between computer players, figures for every card.

``python -m potions.dice.balance --games N --seed S`` plays N games (2, 3 and 4 players
in turn) where every player follows the Medium policy except when taking a potion: the
starting draft and the market are chosen at random, so that every card is taken in all
sorts of positions and its figures measure the card, not the computer's taste. It prints,
for every card, how often it was taken, how many of the owner's turns it took to brew
(from the turn it was taken), how often it was finished, and the *win index* of the
players who took it: their wins divided by the wins expected of an average player (1/n
in an n-player game, shared victories split), scaled so that the starting potions, and
the potions of the deck, average 1.00 (a player who takes more potions wins more often,
whichever they are): 1.00 is neutral. Then the game figures:
scores, finished potions, awards, Little Helps, by player count.

docs/dice-deck.md shows the output of ``--games 2000 --seed 1``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from potions.core.rng import Pcg32
from potions.dice.cards import CARDS, TYPE_IDS
from potions.dice.game import new_game
from potions.dice.policies import medium

PLAYER_COUNTS = (2, 3, 2, 4)
"""Player counts of successive games (2-player games are the most common table)."""


@dataclass
class Taken:
    """One card taken by one player in one game."""

    card: int
    seat: int
    turns: int | None
    """Owner's turns from taking to finishing (1: finished in the turn it was first
    worked on); None if never finished."""


@dataclass
class GameRecord:
    """What one game tells about the cards and the game."""

    players: int
    scores: list[int]
    winners: list[int]
    taken: list[Taken]
    finished: list[int]
    awards: list[int]
    helps: list[int]
    actions: int


def play(seed: int, players: int) -> GameRecord:
    """One game: Medium everywhere, random choices of potions."""
    game = new_game([f"P{i + 1}" for i in range(players)], seed)
    rng = Pcg32.from_seed(seed ^ 0xBA1A)
    turn_no = [0] * players
    started: dict[int, tuple[int, int]] = {}
    taken: list[Taken] = []
    while not game.is_over:
        legal = game.legal_actions()
        if legal[0].verb == "take":
            action = legal[rng.below(len(legal))]
        else:
            world = game.copy(record=False)
            world.rng = Pcg32(rng.next64())
            action = medium(world)
        game.apply_trusted(action)
        for e in game.events:
            if e["type"] == "turn":
                turn_no[e["seat"]] += 1
            elif e["type"] in ("draft", "take"):
                # A card taken in the draft is first worked on in turn 1; one taken at the
                # market, in its owner's next turn.
                started[e["card"]] = (e["seat"], turn_no[e["seat"]])
            elif e["type"] == "finish":
                owner, start = started.pop(e["card"])
                taken.append(Taken(e["card"], owner, turn_no[owner] - start))
    taken.extend(Taken(card, owner, None) for card, (owner, _) in started.items())
    return GameRecord(
        players,
        game.scores(),
        game.winners(),
        taken,
        [len(p["potions"]) for p in game.players],
        [len(p["awards"]) for p in game.players],
        [p["helps"] for p in game.players],
        len(game.history),
    )


def _job(args: tuple[int, int]) -> GameRecord:
    return play(*args)


@dataclass
class CardFigures:
    """Figures of one card over the run."""

    taken: int = 0
    finished: int = 0
    turns: list[int] = field(default_factory=list)
    wins: float = 0.0
    expected: float = 0.0

    variance: float = 0.0
    """Sum over the takes of the variance of the win share (chance alone)."""

    @property
    def win_index(self) -> float:
        """Wins over the wins expected of an average player (1.00: neutral)."""
        return self.wins / self.expected if self.expected else 0.0

    @property
    def noise(self) -> float:
        """The standard deviation chance alone gives the win index."""
        return self.variance**0.5 / self.expected if self.expected else 0.0


def run(games: int, seed: int, workers: int = 2) -> list[GameRecord]:
    """Play the games (in ``workers`` processes)."""
    jobs = [(seed + i, PLAYER_COUNTS[i % len(PLAYER_COUNTS)]) for i in range(games)]
    if workers <= 1:
        return [_job(j) for j in jobs]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(_job, jobs, chunksize=8))


def card_figures(records: Sequence[GameRecord]) -> dict[int, CardFigures]:
    """Per card: taken, finished, turns to brew, win index of the players who took it."""
    out: dict[int, CardFigures] = defaultdict(CardFigures)
    for r in records:
        share = {w: 1.0 / len(r.winners) for w in r.winners}
        for t in r.taken:
            f = out[t.card]
            f.taken += 1
            f.wins += share.get(t.seat, 0.0)
            f.expected += 1.0 / r.players
            f.variance += (1.0 / r.players) * (1.0 - 1.0 / r.players)
            if t.turns is not None:
                f.finished += 1
                f.turns.append(t.turns)
    return out


def report(records: Sequence[GameRecord], seconds: float) -> str:
    """The card table and the game figures as text."""
    figures = card_figures(records)
    # Players who take more potions from the market win more often, and every player takes
    # 2 starting potions: measure each card against the others of its group.
    for star in (True, False):
        group = [figures[c.id] for c in CARDS if c.star == star and c.id in figures]
        overall = sum(f.wins for f in group) / sum(f.expected for f in group)
        for f in group:
            f.expected *= overall
    lines = [
        f"Potion Dice balance run: {len(records)} games "
        f"(2/3/4 players), Medium play, random potion choices, {seconds:.0f} s",
        "",
        "| card | type | dice | points | taken | finished | turns to brew | win index |",
        "|---:|---|---|---:|---:|---:|---:|---:|",
    ]
    for card in CARDS:
        f = figures.get(card.id, CardFigures())
        turns = f"{statistics.mean(f.turns):.2f}" if f.turns else "-"
        mark = " *" if card.star else ""
        kind = card.type + (f" {card.face}" if card.face is not None else "")
        recipe = " ".join(map(str, card.recipe))
        lines.append(
            f"| {card.id}{mark} | {kind} | {recipe} | {card.points} | {f.taken} | "
            f"{f.finished / f.taken if f.taken else 0:.0%} | {turns} | {f.win_index:.2f} |"
        )
    lines.append("")
    indexes = [figures[c.id].win_index for c in CARDS if figures.get(c.id)]
    if indexes:
        noise = statistics.mean(figures[c.id].noise for c in CARDS if figures.get(c.id))
        lines.append(
            f"win index of the cards: min {min(indexes):.2f}, max {max(indexes):.2f}, "
            f"spread (sd) {statistics.pstdev(indexes):.3f}; "
            f"chance alone would give a spread of about {noise:.3f}"
        )
    by_type: dict[str, list[float]] = defaultdict(list)
    for c in CARDS:
        if figures.get(c.id):
            by_type[c.type].append(figures[c.id].win_index)
    lines.append(
        "mean win index by type: "
        + ", ".join(f"{t} {statistics.mean(by_type[t]):.2f}" for t in TYPE_IDS if by_type[t])
    )
    lines.append("")
    lines.append(
        "| players | games | score mean (min-max) | winner's score | finished potions | "
        "awards | Little Helps | actions |"
    )
    lines.append("|---:|---:|---|---:|---:|---:|---:|---:|")
    for n in sorted({r.players for r in records}):
        rs = [r for r in records if r.players == n]
        scores = [s for r in rs for s in r.scores]
        top = [max(r.scores) for r in rs]
        lines.append(
            f"| {n} | {len(rs)} | {statistics.mean(scores):.1f} ({min(scores)}-{max(scores)}) | "
            f"{statistics.mean(top):.1f} | "
            f"{statistics.mean(x for r in rs for x in r.finished):.1f} | "
            f"{statistics.mean(x for r in rs for x in r.awards):.2f} | "
            f"{statistics.mean(x for r in rs for x in r.helps):.2f} | "
            f"{statistics.mean(r.actions for r in rs):.0f} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Parse the command line, run, print the table."""
    parser = argparse.ArgumentParser(prog="python -m potions.dice.balance")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    records = run(args.games, args.seed, args.workers)
    print(report(records, time.perf_counter() - start))
    return 0


if __name__ == "__main__":
    sys.exit(main())
