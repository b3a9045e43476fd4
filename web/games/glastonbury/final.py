"""The final scoring, laid out as the rulebook shows it: each player's cards sorted by
ingredient, overlapping, with the points of each set, where each Immuto went, the
Recipe cards and the total. Everything comes from the engine's breakdown at the end
(``view.state.final``); the points of a set from the engine's own ``set_points``."""

from __future__ import annotations

from typing import Any

from potions.core.i18n import Translator
from potions.glastonbury.components import (
    IMMUTO,
    INGREDIENTS,
    RECIPE_TEXTS,
    is_ingredient,
    value_of,
)
from potions.glastonbury.scoring import FULL, set_points
from web.games.glastonbury.cards import card_html, colour_word, ingredient_name, recipe_html
from web.games.protocol import Board
from web.shell.markup import attr, escape, name

INDEX = {ing.id: i for i, ing in enumerate(INGREDIENTS)}


def groups(row: dict[str, Any], colour: str) -> list[dict[str, Any]]:
    """The ingredient sets of a player at the end: ingredient index, cards (codes, by
    value), Immuto cards joined, points, and the sum as the rulebook writes it."""
    cards: dict[int, list[int]] = {}
    for c in row["cauldron"]:
        if is_ingredient(c):
            cards.setdefault(c // 4, []).append(c)
    immutos: dict[int, int] = {}
    for ing in row["immuto"]:
        if ing is not None:
            immutos[INDEX[ing]] = immutos.get(INDEX[ing], 0) + 1
    out = []
    for i in sorted(set(cards) | set(immutos)):
        mine = sorted(cards.get(i, []), key=value_of)
        joined = immutos.get(i, 0)
        count = min(FULL, len(mine) + joined)
        total = sum(value_of(c) for c in mine)
        double = INGREDIENTS[i].colour == colour
        points = set_points(count, total, double)
        out.append(
            {
                "ingredient": i,
                "cards": mine,
                "immuto": joined,
                "points": points,
                "sum": _written(mine, joined, count, double, points),
                "double": double,
            }
        )
    return out


def _written(cards: list[int], joined: int, count: int, double: bool, points: int) -> str:
    """``2×(1+2+3+4)+5 = 25``, ``1+3+4 = 8``, ``0``, ``2×(−4) = −8``."""
    values = [value_of(c) for c in cards] + [0] * max(0, count - len(cards))
    if count == 2 or count == 0:
        return "0"
    terms = "+".join(str(v) for v in values[:count])
    if count == 1:
        terms = f"−{values[0]}"
    inner = f"2×({terms})" if double else terms
    if count == 4:
        inner += "+5"
    shown = str(points).replace("-", "−")
    return shown if inner == shown else f"{inner} = {shown}"


def _group_html(tr: Translator, g: dict[str, Any]) -> str:
    _ = tr
    cards = "".join(card_html(tr, c, "mini") for c in g["cards"])
    cards += "".join(card_html(tr, IMMUTO, "mini joined") for _i in range(g["immuto"]))
    label = _(
        "{ingredient}: {points}",
        ingredient=ingredient_name(tr, g["ingredient"]),
        points=g["sum"],
    )
    cls = "set" + (" double" if g["double"] else "") + (" minus" if g["points"] < 0 else "")
    return (
        f'<li class="{cls}" aria-label="{attr(label)}"><span class="fan">{cards}</span>'
        f'<span class="ing-name">{escape(ingredient_name(tr, g["ingredient"]))}</span>'
        f'<span class="sum">{escape(g["sum"])}</span></li>'
    )


def final_scoring(b: Board) -> str:
    """Every player's scoring (only once the game is over)."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    rows = state["final"]
    if rows is None:
        return ""
    winners = state["winners"] or []
    out = []
    for seat, row in enumerate(rows):
        p = state["players"][seat]
        sets = groups(row, p["colour"])
        lost = sum(1 for i in row["immuto"] if i is None)
        extra = ""
        if lost:
            extra = (
                f'<li class="set">{card_html(tr, IMMUTO, "mini")}'
                f'<span class="ing-name">{escape(_("no ingredient to join"))}</span>'
                '<span class="sum">0</span></li>'
            )
        placed = [ingredient_name(tr, INDEX[i]) for i in row["immuto"] if i is not None]
        immuto = ""
        if placed:
            immuto = (
                f'<p class="immuto-note">'
                f"{escape(_('Immuto joins {where}.', where=tr.join(placed)))}</p>"
            )
        recipes = ""
        if row["recipe_cards"]:
            points = row["recipes"]
            items = "".join(
                f'<li>{recipe_html(tr, r)}<span class="sum">'
                f"{escape(_.n('+{n} point', '+{n} points', points.get(r, 0)))}</span></li>"
                for r in row["recipe_cards"]
            )
            recipes = f'<ul class="recipe-points">{items}</ul>'
        win = " winner" if seat in winners else ""
        total = escape(_.n("{n} point", "{n} points", row["total"]))
        # the ingredients' points are said apart only in the variant, where Recipes add to them
        subtotal = (
            f'<p class="subtotal">'
            f"{escape(_('Ingredients: {n}', n=str(row['ingredients']).replace('-', '−')))}</p>"
            if b.view["config"]["recipes"]
            else ""
        )
        out.append(
            f'<section class="score-sheet col-{p["colour"]}{win}" data-seat="{seat}">'
            f'<h3>{name(p["name"])} <span class="colour">'
            f"{escape(colour_word(tr, p['colour']))}</span>"
            f'<span class="total">{total}</span></h3>'
            f'<ul class="sets">{"".join(_group_html(tr, g) for g in sets)}{extra}</ul>'
            f"{immuto}{subtotal}{recipes}</section>"
        )
    return (
        f'<section id="scoring" aria-label="{attr(_("Final scoring"))}">'
        f"<h2>{escape(_('Final scoring'))}</h2>{''.join(out)}</section>"
    )


def recipe_text(tr: Translator, recipe: str) -> str:
    return tr.render(RECIPE_TEXTS[recipe])
