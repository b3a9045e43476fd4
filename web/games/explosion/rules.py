"""Potion Explosion's rules panel (short, our own words, with pictures) and its sounds."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from potions.core.i18n import Msg, Translator
from potions.explosion.components import KINDS
from web.games.explosion.marbles import marble_svg
from web.games.explosion.setup import TUTORIAL_LINK
from web.shell.markup import escape


def _column(
    colours: list[str], x: int, gone: frozenset[int] = frozenset(), picked: int = -1
) -> str:
    """One track of marbles drawn bottom up, some faded (taken), one ringed (picked)."""
    out = []
    for i, c in enumerate(colours):
        y = 170 - i * 30
        cls = "gone" if i in gone else ""
        out.append(marble_svg(c, f'transform="translate({x},{y})"', cls, r=13))
        if i == picked:
            out.append(f'<circle class="picked-ring" cx="{x}" cy="{y}" r="16"/>')
    return "".join(out)


def chain_picture(tr: Translator) -> str:
    """Picking a yellow marble: the reds meet and explode, then the blues."""
    _ = tr
    before = ["black", "blue", "red", "yellow", "red", "blue", "black"]
    after = ["black", "black"]
    return (
        f'<figure class="rules-pic"><svg viewBox="0 0 260 200" role="img" '
        f'aria-label="{escape(_("A chain reaction"))}">'
        f"{_column(before, 50, frozenset({1, 2, 3, 4, 5}), 3)}"
        '<path d="M95 100 H155" class="arrow"/><path d="M148 92 L158 100 L148 108" class="arrow"/>'
        f"{_column(after, 205)}</svg><figcaption>"
        + escape(
            _(
                "Take the yellow marble: the reds above and below it meet and explode, then the "
                "blues meet and explode too. You keep all five marbles."
            )
        )
        + "</figcaption></figure>"
    )


def pool_picture(tr: Translator) -> str:
    _ = tr
    marbles = "".join(
        marble_svg(c, f'transform="translate({40 + i * 40},30)"', "", r=14)
        for i, c in enumerate(["red", "blue", "blue"])
    )
    return (
        f'<figure class="rules-pic"><svg viewBox="0 0 160 60" role="img" '
        f'aria-label="{escape(_("The pool"))}">{marbles}</svg><figcaption>'
        + escape(_("Your pool keeps at most 3 marbles at the end of your turn."))
        + "</figcaption></figure>"
    )


def skill_picture(tr: Translator) -> str:
    _ = tr
    star = '<path d="M0,-12 L3,-4 L11,-4 L5,1 L7,10 L0,5 L-7,10 L-5,1 L-11,-4 L-3,-4 Z"/>'
    same = "".join(
        f'<rect x="{10 + i * 26}" y="10" width="22" height="30" rx="4" class="k-wisdom"/>'
        for i in range(3)
    )
    diff = "".join(
        f'<rect x="{10 + i * 26}" y="50" width="22" height="30" rx="4" class="k-{k.id}"/>'
        for i, k in enumerate(KINDS[:5])
    )
    return (
        f'<figure class="rules-pic"><svg viewBox="0 0 200 90" role="img" '
        f'aria-label="{escape(_("Skill tokens"))}">{same}{diff}'
        f'<g transform="translate(170,25)" class="token">{star}</g>'
        f'<g transform="translate(170,65)" class="token">{star}</g></svg><figcaption>'
        + escape(
            _(
                "3 potions of one kind, or potions of 5 different kinds: a Skill token, "
                "worth 4 points."
            )
        )
        + "</figcaption></figure>"
    )


def rules(tr: Translator) -> str:
    """The rules panel."""
    _ = tr
    notes = {"prismatic": _("It places 3 marbles at most, as many as a pool may keep.")}
    # a colon after a term in bold: French puts a no-break space before it
    colon = escape(tr.render(Msg(": ", context="label separator")))
    kinds = "".join(
        f"<li><strong>{escape(tr.render(k.name))}</strong>{colon}{escape(tr.render(k.effect))}"
        + (f" {escape(notes[k.id])}" if k.id in notes else "")
        + "</li>"
        for k in KINDS
    )
    guided = (
        f'<p class="first-game"><a href="{TUTORIAL_LINK}" style="color: var(--accent)">'
        f"{escape(_('Learn by playing: a guided first game against an Easy computer.'))}</a></p>"
    )
    paragraphs = [
        _(
            "Brew potions by filling their holes with marbles of the right colours. The player "
            "with the most points at the end wins: each completed potion scores the points on "
            "it, each Skill token 4, and each Little Help costs 2."
        ),
        _(
            "On your turn, take one marble from the dispenser (never the 9th one, under the lid). "
            "The marbles above it fall; if two marbles of the same colour meet, they explode: "
            "you take all the touching marbles of that colour, and the fall may set off more."
        ),
    ]
    after = [
        _(
            "Marbles go on the matching holes of your two potions; those that fit nowhere go to "
            "your pool. When every hole of a potion is filled, it is completed: it is yours, and "
            "its marbles go back to the dispenser."
        ),
        _(
            "Once per turn you may ask for a Little Help: take any marble, without explosion, "
            "for 2 points less. At any moment of your turn you may drink potions you completed: "
            "each works once, and it still scores."
        ),
    ]
    end = _(
        "The end comes when the last Skill token of the countdown is taken (or the potion "
        "stacks run out): the round is played to its end. A tie is broken by one more marble "
        "each: the most marbles taken wins."
    )
    return (
        guided
        + "".join(f"<p>{escape(p)}</p>" for p in paragraphs)
        + chain_picture(tr)
        + "".join(f"<p>{escape(p)}</p>" for p in after)
        + pool_picture(tr)
        + skill_picture(tr)
        + f"<p>{escape(end)}</p>"
        + f'<h3>{escape(_("The potions"))}</h3><ul class="kinds">{kinds}</ul>'
    )


def sounds(events: Sequence[Mapping[str, Any]]) -> list[str]:
    """Explosions, picks, completed potions, Skill tokens, drawn tiles."""
    out: list[str] = []
    for e in events:
        kind = e.get("type")
        if kind in ("pick", "tiebreak"):
            out.append("explosion" if e.get("explosions") else "pick")
        elif kind in ("help", "took"):
            out.append("pick")
        elif kind == "complete":
            out.append("complete")
        elif kind == "skill":
            out.append("token")
        elif kind in ("draw", "draft"):
            out.append("card")
        elif kind == "drink":
            out.append("spell")
    return list(dict.fromkeys(out))
