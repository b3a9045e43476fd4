"""The middle of the table: the round counter, the starting potions of the draft and the
market of 4 potions beside the face-down deck."""

from __future__ import annotations

from typing import Any

from potions.core.i18n import Join
from potions.dice.cards import ROUNDS
from web.games.dice.cards import potion_card
from web.games.dice.choices import Choices
from web.games.protocol import Board
from web.shell.markup import attr, escape


def round_counter(b: Board) -> str:
    """Rounds 1 to 9, the one being played marked."""
    _ = b.tr
    state = b.view["state"]
    phase = state["phase"]
    now = state["round"] if phase == "play" else (ROUNDS + 1 if phase == "over" else 0)
    cells = "".join(
        '<li class="now" aria-current="step">' + str(r) + "</li>"
        if r == now
        else f'<li class="{"past" if r < now else "next"}">{r}</li>'
        for r in range(1, ROUNDS + 1)
    )
    if state["phase"] == "play":
        label = _("Round {n} of {total}", n=now, total=ROUNDS)
    elif state["phase"] == "draft":
        label = _("Starting draft, then {total} rounds", total=ROUNDS)
    else:
        label = _("All {total} rounds played", total=ROUNDS)
    return (
        f'<div class="rounds" id="rounds"><span class="rounds-label">{escape(label)}</span>'
        f'<ol class="round-track" aria-label="{attr(label)}">{cells}</ol></div>'
    )


def _deck(b: Board, count: int, label: str) -> str:
    return (
        f'<div class="deck" aria-label="{attr(label)}"><span class="deck-back" aria-hidden="true">'
        f"<b>{count}</b></span><span>{escape(label)}</span></div>"
    )


def offer(b: Board, ch: Choices, marks: dict[str, str]) -> str:
    """The draft: 4 starting potions face up, the others face down; who chooses next."""
    tr = b.tr
    _ = tr
    state: dict[str, Any] = b.view["state"]
    cards = "".join(
        potion_card(tr, c, ch=ch, click_key=f"card:{c}", marks=marks, verb_label=_("Choose"))
        for c in state["offer"]
    )
    order = Join(b.names[s] for s in state["draft_queue"])
    queue = _.html("Still to choose, in order: {order}", order=order)
    hidden = _.n("{n} more face down", "{n} more face down", state["starters"])
    return (
        f'<section id="offer" aria-label="{attr(_("Starting potions"))}">'
        f"<h2>{escape(_('Starting potions: 2 each, in a snake order'))}</h2>"
        f'<div class="cards-row">{cards}{_deck(b, state["starters"], hidden)}</div>'
        f'<p class="queue">{queue}</p></section>'
    )


def market(b: Board, ch: Choices, marks: dict[str, str]) -> str:
    """The market: 4 potions to take onto an empty space, and the deck."""
    tr = b.tr
    _ = tr
    state: dict[str, Any] = b.view["state"]
    cards = "".join(
        potion_card(tr, c, ch=ch, click_key=f"card:{c}", marks=marks, verb_label=_("Take"))
        for c in state["market"]
    )
    if not state["market"]:
        cards = f'<p class="none">{escape(_("The market is empty."))}</p>'
    deck = _.n("{n} potion in the deck", "{n} potions in the deck", state["deck"])
    return (
        f'<section id="market" aria-label="{attr(_("Market"))}">'
        f"<h2>{escape(_('Market'))}</h2>"
        f'<div class="cards-row">{cards}{_deck(b, state["deck"], deck)}</div></section>'
    )
