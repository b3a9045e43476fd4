"""High Street: the 6 x 6 square of cards, the 20 places round it, the pawns.

The square is a CSS grid of 8 x 8 tracks: a thin ring of places round 6 x 6 cards.
An SVG layer over it (``viewBox`` in the same proportions: ring 50, card 100) draws the
pawns, the path each pawn walked in the last action, and animates the walk: a copy of
the pawn moves place by place along that path (CSS ``offset-path``) while the pawn itself
waits hidden at its place; with reduced motion the copy is not shown and the pawn stands
there at once.
"""

from __future__ import annotations

from potions.core.i18n import Translator
from potions.glastonbury.actions import Action, cell_of
from potions.glastonbury.components import (
    CELL_LINES,
    CORNER_CELLS,
    IMMUTO,
    LINE_AT,
    LINES,
    PLACES,
    goes_in_cauldron,
    line_name,
    value_of,
)
from web.games.glastonbury.cards import SYMBOLS, card_classes, face, icon, name_of
from web.games.glastonbury.choices import CORNER_CELL, Choices
from web.games.protocol import Board
from web.shell.markup import attr, escape

RING = 50
CARD = 100
SIDE = 2 * RING + 6 * CARD
STEP_SECONDS = 0.11
"""How long a pawn takes per place when it walks (quick: a move is at most 8 places)."""


def track_centre(k: int) -> float:
    """The centre of grid track ``k`` (0-7) in the SVG layer's units."""
    if k == 0:
        return RING / 2
    if k == 7:
        return SIDE - RING / 2
    return RING + (k - 1) * CARD + CARD / 2


def place_track(place: int) -> tuple[int, int]:
    """The grid (row, column) track of a place round the square."""
    side, step = divmod(place, 5)
    if side == 0:
        return (0, 0) if step == 0 else (0, step + 1)
    if side == 1:
        return (0, 7) if step == 0 else (step + 1, 7)
    if side == 2:
        return (7, 7) if step == 0 else (7, 6 - step)
    return (7, 0) if step == 0 else (6 - step, 0)


def place_xy(place: int) -> tuple[float, float]:
    row, col = place_track(place)
    return track_centre(col), track_centre(row)


def pawn_offsets(place: int, count: int) -> list[tuple[float, float]]:
    """Where ``count`` pawns stand at one place, side by side along the ring."""
    if count <= 1:
        return [(0.0, 0.0)]
    if place % 5 == 0:
        grid = [(-12.0, -12.0), (12.0, 12.0), (12.0, -12.0), (-12.0, 12.0)]
        return grid[:count]
    spread = [(i - (count - 1) / 2) * 28 for i in range(count)]
    row, _col = place_track(place)
    if row in (0, 7):
        return [(d, 0.0) for d in spread]
    return [(0.0, d) for d in spread]


def pawn_svg(colour: str, cls: str = "", extra: str = "") -> str:
    """A pawn: a disc of its colour with the colour's symbol."""
    return (
        f'<g class="pawn col-{colour} {cls}" {extra}><circle r="16" class="body"/>'
        f'<path d="{SYMBOLS[colour]}" transform="scale(.85)" class="psym"/></g>'
    )


def _walks(b: Board) -> dict[int, list[int]]:
    """For each seat whose pawn moved in the last action, the places it passed, in order
    (from the engine's ``move`` and ``declinatio`` events)."""
    out: dict[int, list[int]] = {}
    for e in b.events:
        if e.get("type") not in ("move", "declinatio") or not e.get("steps"):
            continue
        seat = int(e["seat"])
        start, steps = int(e["start"]), int(e["steps"])
        path = out.setdefault(seat, [start])
        if path[-1] != start:
            path.append(start)
        path.extend((start + k) % PLACES for k in range(1, steps + 1))
    return out


def walk_ms(b: Board) -> int:
    """How long the pawns of the last action walk on screen (ms)."""
    longest = max((len(walk) - 1 for walk in _walks(b).values()), default=0)
    return round(STEP_SECONDS * 1000 * longest)


def _points(places: list[int], end: tuple[float, float]) -> list[tuple[float, float]]:
    pts = [place_xy(p) for p in places]
    pts[-1] = end
    return pts


def pawns_layer(b: Board) -> str:
    """The SVG layer: trails of the last moves, walking copies, the pawns."""
    state = b.view["state"]
    players = state["players"]
    current = state["current"] if state["phase"] != "over" else None
    at: dict[int, list[int]] = {}
    for seat, p in enumerate(players):
        at.setdefault(p["pawn"], []).append(seat)
    walks = _walks(b)
    trails: list[str] = []
    ghosts: list[str] = []
    pawns: list[str] = []
    for place, seats in at.items():
        x, y = place_xy(place)
        for seat, (dx, dy) in zip(seats, pawn_offsets(place, len(seats)), strict=True):
            colour = players[seat]["colour"]
            end = (x + dx, y + dy)
            cls = "current" if seat == current else ""
            style = ""
            walk = walks.get(seat)
            if walk and len(walk) > 1:
                pts = _points(walk, end)
                line = " ".join(f"{px:.0f},{py:.0f}" for px, py in pts)
                trails.append(f'<polyline class="trail col-{colour}" points="{line}"/>')
                seconds = STEP_SECONDS * (len(walk) - 1)
                path = "M" + " L".join(f"{px:.0f},{py:.0f}" for px, py in pts)
                ghosts.append(
                    f'<g class="ghost" data-walk="{len(walk) - 1}" '
                    f"style=\"offset-path:path('{path}');--walk:{seconds:.2f}s\">"
                    f"{pawn_svg(colour)}</g>"
                )
                cls += " walked"
                style = f' style="--walk:{seconds:.2f}s"'
            ring = '<circle r="21" class="turn-ring"/>' if seat == current else ""
            pawns.append(
                f'<g transform="translate({end[0]:.0f},{end[1]:.0f})" data-pawn="{seat}"'
                f' data-place="{place}"{style} class="pawn-at {cls}">'
                f"{ring}{pawn_svg(colour)}</g>"
            )
    # The shell patches the page in place: a group with a new key is drawn anew, so its
    # walks start now (a pawn patched in place would not walk again the same way). The
    # layer itself stays: a new SVG root costs the square a new layout.
    key = "still"
    if walks:
        key = f"{state['turns']}-" + "-".join(f"{s}.{w[0]}.{len(w)}" for s, w in walks.items())
    return (
        f'<svg class="pawns" viewBox="0 0 {SIDE} {SIDE}" aria-hidden="true">'
        f'<g data-key="walk-{key}">{"".join(trails)}{"".join(pawns)}{"".join(ghosts)}</g></svg>'
    )


def _grid(row: int, col: int) -> str:
    return f'style="grid-area:{row + 1}/{col + 1}"'


def _cell_label(tr: Translator, cell: int, card: int) -> str:
    _ = tr
    lines = tr.join([tr.render(line_name(line)) for line in CELL_LINES[cell]])
    return _("{card} ({lines})", card=name_of(tr, card), lines=lines)


def _next_move(b: Board, card: int) -> tuple[int, str]:
    """Where the seat's pawn goes next turn if it takes ``card`` and its cauldron is not
    touched meanwhile: (place, words), for the preview of a card."""
    state = b.view["state"]
    me = state["players"][state["current"]]
    if goes_in_cauldron(card):
        steps = 0 if card == IMMUTO else value_of(card)
    elif me["top"] is None:
        steps = 2
    else:
        steps = 0 if me["top"] == IMMUTO else value_of(me["top"])
    place = (me["pawn"] + steps) % PLACES
    _ = b.tr
    line = LINE_AT[place]
    if steps == 0:
        text = _("Next turn your pawn stays here.")
    elif line is None:
        text = _.n(
            "Next turn: {n} place, to a corner (no card there).",
            "Next turn: {n} places, to a corner (no card there).",
            steps,
        )
    else:
        text = _.n(
            "Next turn: {n} place, to {line}.",
            "Next turn: {n} places, to {line}.",
            steps,
            line=b.tr.render(line_name(line)),
        )
    return place, text


def _preview(b: Board, card: int) -> str:
    place, text = _next_move(b, card)
    line = LINE_AT[place]
    ids = " ".join(f"c{c}" for c in LINES[line]) if line is not None else f"pl{place}"
    return f' data-preview="{ids} pl{place}" data-preview-text="{attr(text)}"'


def _marked(action: str) -> int | None:
    """The cell an action (a hint, a computer's coming move) takes from."""
    if not action:
        return None
    try:
        a = Action.parse(action)
    except ValueError:
        return None
    return cell_of(a) if a.verb in ("take", "accio") else None


def square(b: Board, ch: Choices) -> str:
    """The square with its cards, places and pawns."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    table = state["table"]
    phase = state["phase"]
    players = state["players"]
    current = state["current"]
    pawn = players[current]["pawn"]
    line = LINE_AT[pawn] if phase in ("take", "corner", "peek", "last") else None
    on_line = set(LINES[line]) if line is not None and phase == "take" else set()
    turned = {int(e["cell"]) for e in b.events if e.get("type") == "turned"}
    emptied = {int(e["cell"]) for e in b.events if e.get("type") == "take"}
    hint = _marked(b.hint)
    coming = _marked(b.coming)
    parts = []
    for cell, card in enumerate(table):
        row, col = divmod(cell, 6)
        where = _grid(row + 1, col + 1)
        if cell in CORNER_CELLS:
            parts.append(_corner(b, ch, cell, where))
            continue
        if card is None:
            cls = "slot" + (" taken" if cell in emptied else "")
            parts.append(f'<div class="{cls}" id="c{cell}" {where}></div>')
            continue
        classes = [card_classes(card), "cell"]
        if cell in on_line:
            classes.append("line")
        if cell in turned:
            classes.append("turned")
        if cell == hint:
            classes.append("hint")
        if cell == coming:
            classes.append("coming")
        if ch.accio_cell == cell:
            classes.append("chosen")
        label = _cell_label(tr, cell, card)
        hook = ch.cells.get(cell)
        if hook is None:
            if cell in on_line and b.legal:
                classes.append("blocked")
                label = _("{card}: may not be taken after a spell", card=label)
            parts.append(
                f'<div class="{" ".join(classes)}" id="c{cell}" data-cell="{cell}" '
                f'data-card="{card}" role="img" aria-label="{attr(label)}" '
                f'title="{attr(label)}" {where}>{face(tr, card)}</div>'
            )
            continue
        kind, value = hook
        classes.append("clickable")
        if cell in ch.accio:
            classes.append("accio-target")
            verb = _("cast Accio to take it") if kind == "data-action" else _("Accio?")
        else:
            verb = _("take it")
        label = _("{card}: {verb}", card=label, verb=verb)
        preview = _preview(b, card)
        # A <div> like a card that cannot be taken (role="button": clicks.js plays it with
        # Enter or Space): a card that becomes takeable or stops being so
        # changes attributes, and is not drawn anew (a take redrew 6 to 12 cards).
        parts.append(
            f'<div class="{" ".join(classes)}" id="c{cell}" '
            f'data-cell="{cell}" data-card="{card}" {kind}="{attr(value)}" role="button" '
            f'tabindex="0" aria-label="{attr(label)}" title="{attr(label)}"{preview} {where}>'
            f"{face(tr, card)}</div>"
        )
    # each card and place a piece of its own: a take changes a few, and the page then
    # compares and patches those only (web/shell/pieces.py)
    assert len(parts) == len(table)
    parts = [b.keep(f"c{cell}", html) for cell, html in enumerate(parts)]
    for place in range(PLACES):
        row, col = place_track(place)
        cls = "place" + (" corner-place" if place % 5 == 0 else "")
        if place == pawn and phase != "over":
            cls += " here"
        parts.append(
            b.keep(f"pl{place}", f'<div class="{cls}" id="pl{place}" {_grid(row, col)}></div>')
        )
    if on_line and line is not None:
        # Last, so that its coming and going leaves the cells where they are in the page
        # (they are patched in place, not redrawn); it is drawn under them by its z-index.
        area = f"1/{line + 3}/9/{line + 4}" if line < 4 else f"{line - 1}/1/{line}/9"
        parts.append(f'<div class="band" style="grid-area:{area}"></div>')
    accio = " accio-mode" if ch.mode.startswith("accio") else ""
    return (
        f'<div class="square-wrap"><div class="square{accio}" role="group" '
        f'aria-label="{attr(_("High Street: the square of cards"))}">'
        f"{''.join(parts)}</div>{pawns_layer(b)}</div>"
    )


def _corner(b: Board, ch: Choices, cell: int, where: str) -> str:
    _ = b.tr
    hook = ch.corner.get(cell)
    place = next(p for p, c in CORNER_CELL.items() if c == cell)
    state = b.view["state"]
    beside = any(p["pawn"] == place for p in state["players"])
    cls = "card corner cell" + (" beside" if beside else "")
    if hook:
        label = _("Corner: keep Declinatio and end your turn")
        cls += " clickable" + (" hint" if b.hint == hook else "")
        return (
            f'<div class="{cls}" id="c{cell}" data-action="{hook}" role="button" tabindex="0" '
            f'aria-label="{attr(label)}" title="{attr(label)}" {where}>{icon("corner")}'
            f'<span class="nm">{escape(_("Corner"))}</span></div>'
        )
    return (
        f'<div class="{cls}" id="c{cell}" role="img" aria-label="{attr(_("Corner"))}" {where}>'
        f'{icon("corner")}<span class="nm">{escape(_("Corner"))}</span></div>'
    )
