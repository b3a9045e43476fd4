"""Building exact positions for tests."""

from __future__ import annotations

from typing import Any

from potions.explosion import COLOURS, TILES, Game, new_game


def after_draft(players: int = 2, seed: int = 1, **kw: Any) -> Game:
    """A game just after the starter draft (each seat takes the first tile on offer)."""
    game = new_game(["Ann", "Bob", "Cy", "Di"][:players], seed, **kw)
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    return game


def tile_of(kind: str, size: int, copy: int = 0) -> int:
    """Id of the tile of ``kind`` with ``size`` holes (4 to 7)."""
    return [t.id for t in TILES if t.kind == kind and len(t.holes) == size][copy]


def rebalance(game: Game) -> Game:
    """Set the tank so that there are 20 marbles of each colour again."""
    game.tank = dict.fromkeys(COLOURS, 0)
    census = game.marble_census()
    for c in COLOURS:
        assert census[c] <= 20, f"too many {c} marbles in the position"
        game.tank[c] = 20 - census[c]
    game._legal = None
    return game


def position(
    game: Game,
    tracks: list[list[str]] | None = None,
    burners: dict[int, list[int | None]] | None = None,
    pools: dict[int, list[str]] | None = None,
    potions: dict[int, list[tuple[int, bool]]] | None = None,
    fill: dict[int, dict[int, list[str | None]]] | None = None,
) -> Game:
    """Lay out a position: tracks (bottom up), burner tiles, pools, completed potions
    (tile, drunk) and hole contents, per seat; then rebalance the tank."""
    if tracks is not None:
        game.tracks = [list(t) for t in tracks]
    for seat, tiles in (burners or {}).items():
        for b, tile in enumerate(tiles):
            game.players[seat]["burners"][b] = (
                None if tile is None else {"tile": tile, "holes": [None] * len(TILES[tile].holes)}
            )
    for seat, by_burner in (fill or {}).items():
        for b, holes in by_burner.items():
            game.players[seat]["burners"][b]["holes"] = list(holes)
    for seat, pool in (pools or {}).items():
        game.players[seat]["pool"] = list(pool)
    for seat, done in (potions or {}).items():
        game.players[seat]["potions"] = [{"tile": t, "drunk": d} for t, d in done]
    return rebalance(game)


def full(colour: str, n: int = 9) -> list[str]:
    return [colour] * n


R, B, Y, K = "red", "blue", "yellow", "black"
