"""The end of a turn and of the game: Skill tokens, the end triggers, the tie-breaker, the
final score pad."""

from __future__ import annotations

from collections import Counter
from typing import Any

from potions.core.scorepad import count_row, potion_rows
from potions.explosion.components import HELP_PENALTY, KIND_IDS, PICKABLE, SKILL_POINTS, TILES
from potions.explosion.state import State, new_turn


def score_of(game: State, seat: int) -> int:
    """Points of one seat now: potions + 4 per Skill token - 2 per Little Help token."""
    p = game.players[seat]
    points = sum(TILES[x["tile"]].points for x in p["potions"])
    return points + SKILL_POINTS * p["skill"] - HELP_PENALTY * p["helps"]


def scores(game: State) -> list[int]:
    """Points of every seat now: potions + 4 per Skill token - 2 per Little Help token."""
    return [score_of(game, i) for i in range(len(game.players))]


def breakdown(game: State) -> list[dict[str, Any]]:
    """Where every seat's points came from, as a score pad's rows (plain JSON, each named by
    ``row``, never by a sentence: the page words it): ``{"row": "kind", "kind": id}`` for
    each kind of potion some seat completed, in the components' order (its tiles' points),
    ``{"row": "skill"}`` always (+4 per Skill token), ``{"row": "help"}`` when some seat
    asked for a Little Help (-2 each); each with ``points`` and ``counts``, one per seat.
    A seat's points in every row add up to :func:`score_of` (the tie-breaker's marbles
    score nothing)."""
    players = game.players
    completed = [
        [(TILES[potion["tile"]].kind, TILES[potion["tile"]].points) for potion in p["potions"]]
        for p in players
    ]
    rows = potion_rows("kind", KIND_IDS, completed)
    rows.append(count_row("skill", [p["skill"] for p in players], SKILL_POINTS))
    helps = [p["helps"] for p in players]
    if any(helps):
        rows.append(count_row("help", helps, -HELP_PENALTY))
    return rows


def pickable(game: State) -> list[tuple[int, int]]:
    """(track, slot) of every marble that can be taken: the bottom 8 of each track."""
    return [(t, s) for t, track in enumerate(game.tracks) for s in range(min(len(track), PICKABLE))]


def award(game: State, seat: int, reason: str) -> None:
    """A Skill token: from the countdown stack while it lasts, then the general pool."""
    if game.countdown > 0:
        game.countdown -= 1
        source = "countdown"
    elif game.skill_pool > 0:
        game.skill_pool -= 1
        source = "pool"
    else:
        source = "extra"
    game.players[seat]["skill"] += 1
    game.emit("skill", seat, reason=reason, source=source)


def finish_turn(game: State) -> bool:
    """Award Skill tokens, check the end triggers, and pass to the next seat. False when
    the game ended instead (or a tie-breaker began)."""
    seat = game.current
    player = game.players[seat]
    kinds = Counter(TILES[p["tile"]].kind for p in player["potions"])
    for kind in KIND_IDS:
        if kinds[kind] >= 3 and kind not in player["skill_kinds"]:
            player["skill_kinds"].append(kind)
            award(game, seat, kind)
    if len(kinds) >= 5 and not player["variety"]:
        player["variety"] = True
        award(game, seat, "variety")
    if game.end_reason is None:
        if game.countdown == 0:
            game.end_reason = "skill"
        elif not any(game.stacks):
            game.end_reason = "tiles"
        if game.end_reason is not None:
            game.emit("end_triggered", seat, reason=game.end_reason)
    game.turns += 1
    n = len(game.players)
    if game.end_reason is not None and seat == n - 1:
        _game_over(game)
        return False
    game.current = (seat + 1) % n
    return True


def _game_over(game: State) -> None:
    top = max(scores(game))
    tied = [i for i, s in enumerate(scores(game)) if s == top]
    game.turn = new_turn()
    if len(tied) > 1 and pickable(game):
        game.phase = "tiebreak"
        game.tiebreak_queue = tied
        game.current = tied[0]
        game.emit("tie", tied[0], seats=tied, score=top)
    else:
        _finish(game, tied)


def finish_tiebreak(game: State) -> None:
    """After the last tie-breaker pick: most marbles taken wins; equal counts share it."""
    all_scores = scores(game)
    top = max(all_scores)
    tied = [i for i, s in enumerate(all_scores) if s == top]
    best = max(len(game.players[i]["tiebreak"]) for i in tied)
    _finish(game, [i for i in tied if len(game.players[i]["tiebreak"]) == best])


def _finish(game: State, winners: list[int]) -> None:
    game.phase = "over"
    game.winner_seats = winners
    game.emit("over", winners[0], winners=winners, scores=scores(game))
