"""HTML and SVG for the game, as strings: no browser imports, so CPython tests it too.

The page holds no rules: what is clickable comes from ``game.legal_actions()``; every
element whose click applies one engine action carries ``data-action`` with its canonical
string, and controls that begin or continue a multi-click choice carry ``data-select``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from potions.explosion import KINDS, TILES, Game
from potions.explosion.components import KIND_BY_ID, PICKABLE, VISIBLE
from potions.explosion.dispenser import chain_indices

Pos = tuple[int, int]

SYMBOLS = {
    "red": '<path class="sym" d="M0,-11 L10,8 L-10,8 Z"/>',
    "blue": '<path class="sym" d="M0,-12 C6,-4 9,1 9,5 A9,9 0 0 1 -9,5 C-9,1 -6,-4 0,-12 Z"/>',
    "yellow": '<path class="sym" d="M0,-12 L3,-4 L11,-4 L5,1 L7,10 L0,5 L-7,10 L-5,1 L-11,-4 '
    'L-3,-4 Z"/>',
    "black": '<path class="sym" d="M-8,-8 L8,-8 L8,8 L-8,8 Z"/>',
}
COLOUR_WORD = {
    "red": "red (flame)",
    "blue": "blue (drop)",
    "yellow": "yellow (star)",
    "black": "black (square)",
}
KIND_ORDER = [k.id for k in KINDS]


@dataclass
class Ui:
    """What the player is in the middle of choosing; never part of the game state."""

    mode: str = ""  # "", "help" or "drink"
    prefix: tuple[int, ...] = ()  # drink ID, or Sands ID and the potion it repeats
    selected: list[Pos] = field(default_factory=list)
    message: str = ""
    log: list[tuple[int, str]] = field(default_factory=list)
    fell: set[Pos] = field(default_factory=set)
    bursts: list[tuple[int, int, str]] = field(default_factory=list)  # exploded marbles
    seats: list[str] = field(default_factory=list)  # "human" or a computer level, per seat
    pace: str = "normal"  # computer turns: "normal", "fast" or "skip"
    hint: str = ""  # the Hard opponent's suggestion for the human, shown, not played

    def reset(self) -> None:
        self.mode = ""
        self.prefix = ()
        self.selected = []


def marble_svg(colour: str, attrs: str = "", cls: str = "", r: int = 22) -> str:
    """One marble: colour, shine and a symbol so that colour-blind players can tell them."""
    scale = r / 22
    return (
        f'<g class="marble m-{colour} {cls}" {attrs}>'
        f'<g transform="scale({scale:.3f})">'
        f'<circle class="body" r="22" fill="url(#g-{colour})"/>{SYMBOLS[colour]}'
        '<ellipse class="shine" cx="-7" cy="-9" rx="7" ry="4.5"/></g></g>'
    )


def defs() -> str:
    stops = {
        "red": ("#ff8a7a", "#c42222", "#6d0c0c"),
        "blue": ("#9cc6ff", "#2a67d6", "#0d2f6e"),
        "yellow": ("#fff3a6", "#f0bd1c", "#9a6b00"),
        "black": ("#8b8b96", "#34343c", "#0c0c10"),
    }
    grads = "".join(
        f'<radialGradient id="g-{c}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="{a}"/>'
        f'<stop offset=".55" stop-color="{b}"/><stop offset="1" stop-color="{d}"/></radialGradient>'
        for c, (a, b, d) in stops.items()
    )
    return f'<svg class="defs" width="0" height="0" aria-hidden="true"><defs>{grads}</defs></svg>'


def marble_icon(colour: str, attrs: str = "", r: int = 13, cls: str = "") -> str:
    size = 2 * r + 4
    half = size / 2
    return (
        f'<svg class="mini {cls}" width="{size}" height="{size}" '
        f'viewBox="{-half} {-half} {size} {size}" '
        f"{attrs}>{marble_svg(colour, r=r)}</svg>"
    )


# ------------------------------------------------------------------ choices


def _kind_of_prefix(prefix: tuple[int, ...]) -> str:
    kind = TILES[prefix[0]].kind
    if kind == "sands" and len(prefix) > 1:
        return TILES[prefix[1]].kind
    return kind


def marble_set(kind: str, rest: tuple[int, ...]) -> frozenset[Pos] | None:
    """The dispenser marbles a drink target names, or None if it names none."""
    if kind == "wisdom":
        return frozenset([(rest[0], rest[1])])
    if kind == "magnetic":
        return frozenset([(rest[0], rest[1]), (rest[0], rest[1] + 1)])
    if kind == "balm":
        return frozenset((rest[0], s) for s in range(rest[1], rest[1] + rest[2]))
    if kind == "filter":
        return frozenset((rest[0], s) for s in rest[1:])
    if kind == "abyssal":
        return frozenset((t, 0) for t in rest)
    return None


@dataclass
class Choices:
    """Every clickable thing now, each with its data-action or data-select value."""

    marbles: dict[Pos, tuple[str, str]] = field(default_factory=dict)
    take: dict[Pos, list[Pos]] = field(default_factory=dict)
    try_verb: str = "pick"
    chips: dict[int, tuple[str, str]] = field(default_factory=dict)
    sands_chips: dict[int, tuple[str, str]] = field(default_factory=dict)
    seats: dict[int, str] = field(default_factory=dict)
    confirm: str = ""
    buttons: list[tuple[str, str, str]] = field(default_factory=list)  # (attr, value, label)
    burner_buttons: dict[int, list[tuple[str, str]]] = field(default_factory=dict)
    pool: dict[str, str] = field(default_factory=dict)
    stacks: dict[int, str] = field(default_factory=dict)
    offer: dict[int, str] = field(default_factory=dict)
    prompt: str = ""


LEVEL_NAMES = {"easy": "Easy", "medium": "Medium", "hard": "Hard"}
PACES = {"normal": "Normal pace", "fast": "Fast", "skip": "Skip to my turn"}


def computer_level(game: Game, ui: Ui) -> str:
    """The level of the computer whose turn it is, or "" for a human (or the end)."""
    if game.is_over or not ui.seats:
        return ""
    level = ui.seats[game.current]
    return "" if level == "human" else level


def choices(game: Game, ui: Ui) -> Choices:
    ch = Choices()
    if game.is_over:
        ch.prompt = "The game is over."
        return ch
    seat = game.current
    name = game.players[seat]["name"]
    level = computer_level(game, ui)
    if any(s != "human" for s in ui.seats):
        ch.buttons.extend(
            ("data-select", f"pace {pace}", ("✓ " if ui.pace == pace else "") + label)
            for pace, label in PACES.items()
        )
    if level:
        ch.prompt = f"{name} (computer, {LEVEL_NAMES[level]}) is playing…"
        return ch
    legal = game.legal_actions()
    if ui.seats and game.phase in ("play", "draw", "discard", "draft"):
        ch.buttons.append(("data-select", "hint", "Hint"))
    by_verb: dict[str, list] = {}
    for a in legal:
        by_verb.setdefault(a.verb, []).append(a)
    for a in by_verb.get("draft", []):
        ch.offer[int(a.args[0])] = str(a)
    if game.phase == "draft":
        ch.prompt = f"{name}: choose a starter potion."
        return ch
    for a in by_verb.get("draw", []):
        ch.stacks[int(a.args[0])] = str(a)
    if game.phase == "draw":
        ch.prompt = f"{name}: draw a new potion from the top of a stack."
        return ch
    for a in by_verb.get("discard", []):
        ch.pool[str(a.args[0])] = str(a)
    if game.phase == "discard":
        ch.prompt = f"{name}: your pool holds only 3 marbles. Click one to discard it."
        return ch
    if game.phase == "tiebreak":
        for a in by_verb.get("pick", []):
            t, s = a.ints()
            ch.marbles[(t, s)] = ("data-action", str(a))
            ch.take[(t, s)] = [p for p in _taken(game, t, s)]
        ch.prompt = f"Tie-breaker: {name}, take one marble; the most marbles taken wins."
        return ch
    for a in by_verb.get("place", []):
        ch.burner_buttons.setdefault(int(a.args[1]), []).append((str(a), f"Place {a.args[0]} here"))
    for a in by_verb.get("wild", []):
        c, b, h = a.args
        ch.burner_buttons.setdefault(int(b), []).append((str(a), f"{c} on a {h} hole"))
    if game.turn["hand"]:
        colours = ", ".join(sorted(set(game.turn["hand"])))
        ch.prompt = f"{name}: choose a potion for the {colours} marble(s) in your hand."
        return ch
    if game.turn["prismatic"]:
        ch.buttons.append(("data-action", "stop", "Stop placing"))
        ch.prompt = f"{name}: Prismatic Joy: put pool marbles on any holes, or stop."
        return ch
    drinks = by_verb.get("drink", [])
    for potion in game.players[seat]["potions"]:
        pid = potion["tile"]
        mine = [a for a in drinks if a.ints()[0] == pid]
        if mine:
            exact = [a for a in mine if len(a.ints()) == 1]
            ch.chips[pid] = (
                ("data-action", str(exact[0]))
                if exact and len(mine) == 1
                else ("data-select", f"drink {pid}")
            )
    if "help" in by_verb:
        label = "Cancel Little Help" if ui.mode == "help" else "Little Help (-2)"
        ch.buttons.append(("data-select", "cancel" if ui.mode == "help" else "help", label))
    if ui.mode == "drink":
        _drink_choices(game, ui, ch, drinks)
        ch.buttons.append(("data-select", "cancel", "Cancel"))
    elif ui.mode == "help":
        ch.try_verb = "help"
        for a in by_verb.get("help", []):
            ch.marbles[tuple(a.ints())] = ("data-action", str(a))  # type: ignore[index]
        ch.prompt = f"{name}: Little Help: take any marble, without explosion."
    else:
        for a in by_verb.get("pick", []):
            t, s = a.ints()
            ch.marbles[(t, s)] = ("data-action", str(a))
            ch.take[(t, s)] = _taken(game, t, s)
        if game.turn["picked"]:
            ch.prompt = f"{name}: drink potions, ask for a Little Help, or end your turn."
        else:
            ch.prompt = f"{name}: take a marble from the dispenser."
    if "end" in by_verb:
        ch.buttons.append(("data-action", "end", "End turn"))
    return ch


def _taken(game: Game, t: int, s: int) -> list[Pos]:
    positions, _ = chain_indices(game.tracks[t], s)
    return [(t, p) for p in positions]


def _drink_choices(game: Game, ui: Ui, ch: Choices, drinks: list) -> None:
    prefix = ui.prefix
    options = [a for a in drinks if a.ints()[: len(prefix)] == prefix]
    kind = _kind_of_prefix(prefix)
    name = KIND_BY_ID[kind].name
    if TILES[prefix[0]].kind == "sands" and len(prefix) == 1:
        for a in options:
            x = a.ints()[1]
            same = [o for o in options if o.ints()[1] == x]
            exact = len(same) == 1 and len(same[0].ints()) == 2
            ch.sands_chips[x] = (
                ("data-action", str(same[0]))
                if exact
                else ("data-select", f"drink {prefix[0]} {x}")
            )
        ch.prompt = "Sands of Time: choose a potion you already drank, to use it again."
        return
    if kind == "love":
        for a in options:
            ch.seats[a.ints()[-1]] = str(a)
        ch.prompt = f"{name}: choose an opponent whose pool you steal."
        return
    sets = []
    for a in options:
        ms = marble_set(kind, a.ints()[len(prefix) :])
        if ms is not None:
            sets.append((ms, str(a)))
    sel = frozenset(ui.selected)
    for m in sel:
        ch.marbles[m] = ("data-select", f"unmark {m[0]} {m[1]}")
    for ms, _ in sets:
        if not sel <= ms:
            continue
        for m in ms - sel:
            new = sel | {m}
            exact = [a for s, a in sets if s == new]
            bigger = any(new < s for s, _ in sets)
            if exact and not bigger:
                ch.marbles[m] = ("data-action", exact[0])
            elif any(new <= s for s, _ in sets):
                ch.marbles[m] = ("data-select", f"mark {m[0]} {m[1]}")
    exact_now = [a for s, a in sets if s == sel]
    if exact_now:
        ch.confirm = exact_now[0]
    ch.try_verb = ""
    ch.prompt = f"{name}: {KIND_BY_ID[kind].effect}"


# -------------------------------------------------------------------- views


def dispenser(game: Game, ui: Ui, ch: Choices) -> str:
    parts = [
        '<svg id="dispenser" viewBox="0 0 520 540" role="group" aria-label="Dispenser">',
        '<rect class="frame" x="6" y="6" width="508" height="528" rx="26"/>',
    ]
    selected = set(ui.selected)
    preview_owner: dict[Pos, str] = {}
    for key, take in ch.take.items():
        preview_owner[key] = " ".join(f"{t}:{s}" for t, s in take)
    for t in range(5):
        x = 60 + t * 100
        parts.append(f'<rect class="track" x="{x - 30}" y="40" width="60" height="490" rx="30"/>')
        track = game.tracks[t]
        for s in range(VISIBLE):
            y = 498 - s * 53
            if s >= len(track):
                parts.append(f'<circle class="hole" cx="{x}" cy="{y}" r="20"/>')
                continue
            colour = track[s]
            classes = []
            label = f"{COLOUR_WORD[colour]} marble, track {t + 1}, slot {s + 1}"
            attrs = [
                f'data-track="{t}" data-slot="{s}" data-color="{colour}"',
                f'transform="translate({x},{y})"',
            ]
            hook = ch.marbles.get((t, s))
            if s >= PICKABLE:
                classes.append("ninth")
                label += ", under the lid: can't be taken"
            if hook:
                attrs.append(f'{hook[0]}="{escape(hook[1])}"')
                classes.append("clickable")
            elif ch.try_verb:
                attrs.append(f'data-try="{ch.try_verb} {t} {s}"')
            if (t, s) in preview_owner:
                take = ch.take[(t, s)]
                attrs.append(f'data-take="{preview_owner[(t, s)]}"')
                if len(take) > 1:
                    label += f": takes {len(take)} marbles"
            if (t, s) in selected:
                classes.append("selected")
            if ui.hint in (f"pick {t} {s}", f"help {t} {s}"):
                classes.append("hint")
            if (t, s) in ui.fell:
                classes.append("fell")
            attrs.append(f'tabindex="0" role="button" aria-label="{escape(label)}"')
            parts.append(marble_svg(colour, " ".join(attrs), " ".join(classes)))
    for t, s, colour in ui.bursts:
        parts.append(
            f'<circle class="burst b-{colour}" cx="{60 + t * 100}" cy="{498 - s * 53}" r="22"/>'
        )
    parts.append('<rect class="lid" x="14" y="14" width="492" height="62" rx="18"/>')
    parts.append("</svg>")
    return "".join(parts)


def tile_card(
    tile_id: int, holes: list[str | None] | None = None, attrs: str = "", extra: str = ""
) -> str:
    tile = TILES[tile_id]
    kind = KIND_BY_ID[tile.kind]
    dots = []
    for i, colour in enumerate(tile.holes):
        filled = holes[i] if holes is not None else None
        if filled:
            dots.append(marble_icon(filled, f'data-hole="{colour}"', r=10))
        else:
            dots.append(
                f'<svg class="mini hole-icon" width="24" height="24" viewBox="-12 -12 24 24" '
                f'data-hole="{colour}"><circle r="10" class="hole-ring h-{colour}"/>'
                f'<g transform="scale(.55)" class="h-{colour}">{SYMBOLS[colour]}</g></svg>'
            )
    return (
        f'<div class="tile k-{tile.kind}" {attrs}><div class="tile-head">'
        f'<span class="tile-name">{escape(kind.name)}</span>'
        f'<span class="points">{tile.points}</span></div>'
        f'<div class="holes">{"".join(dots)}</div>{extra}</div>'
    )


def desk(game: Game, seat: int, ui: Ui, ch: Choices) -> str:
    p = game.players[seat]
    active = game.current_player == seat
    score = game.score_of(seat)
    head = (
        f'<div class="desk-head"><span class="who">{"▶ " if active else ""}'
        f"{escape(p['name'])}{_seat_tag(ui, seat)}</span>"
        f'<span class="score" title="score">{score} pts</span>'
        f'<span class="tokens" title="Skill tokens">★ {p["skill"]}</span>'
        f'<span class="tokens help" title="Little Help tokens">Help ×{p["helps"]}</span></div>'
    )
    burners = []
    for b, burner in enumerate(p["burners"]):
        buttons = "".join(
            f'<button class="small" data-action="{escape(a)}">{escape(label)}</button>'
            for a, label in (ch.burner_buttons.get(b, []) if active else [])
        )
        if burner is None:
            burners.append(f'<div class="tile empty-burner">empty burner{buttons}</div>')
        else:
            burners.append(tile_card(burner["tile"], burner["holes"], "", buttons))
    pool = []
    for colour in p["pool"]:
        attrs = f'data-color="{colour}" aria-label="{colour} marble in the pool"'
        cls = ""
        if active and colour in ch.pool:
            attrs += f' data-action="{ch.pool[colour]}" tabindex="0" role="button"'
            cls = "clickable"
        pool.append(marble_icon(colour, attrs, cls=cls))
    for _ in range(max(0, 3 - len(p["pool"]))):
        pool.append('<span class="pool-slot"></span>')
    steal = ""
    if seat in ch.seats:
        steal = (
            f'<button class="small" data-action="{ch.seats[seat]}">'
            f"Steal {escape(p['name'])}'s pool</button>"
        )
    potions = []
    for potion in p["potions"]:
        pid = potion["tile"]
        hook = ch.chips.get(pid) if active else None
        drunk = " drunk" if potion["drunk"] else ""
        title = KIND_BY_ID[TILES[pid].kind].effect
        attrs = f'title="{escape(title)}"'
        if hook:
            attrs += f' {hook[0]}="{hook[1]}" tabindex="0" role="button"'
        sands = ch.sands_chips.get(pid) if active else None
        if sands:
            attrs = f'title="{escape(title)}" {sands[0]}="{sands[1]}" tabindex="0" role="button"'
        cls = "clickable" if hook or sands else ""
        potions.append(
            f'<span class="chip k-{TILES[pid].kind}{drunk} {cls}" {attrs}>'
            f"{escape(KIND_BY_ID[TILES[pid].kind].name)} · {TILES[pid].points}"
            f"{' (drunk)' if potion['drunk'] else ''}</span>"
        )
    hand = ""
    if active and game.turn["hand"]:
        hand = (
            '<div class="hand">In hand: '
            + "".join(marble_icon(c, f'data-color="{c}"') for c in game.turn["hand"])
            + "</div>"
        )
    return (
        f'<section class="desk{" active" if active else ""}" data-seat="{seat}" '
        f'aria-label="{escape(p["name"])}\'s desk">{head}'
        f'<div class="burners">{"".join(burners)}</div>{hand}'
        f'<div class="pool" aria-label="pool">Pool {"".join(pool)} {steal}</div>'
        f'<div class="potions">{"".join(potions) or "<span class=none>No potions yet</span>"}'
        "</div></section>"
    )


def _seat_tag(ui: Ui, seat: int) -> str:
    level = ui.seats[seat] if seat < len(ui.seats) else "human"
    return "" if level == "human" else f' <span class="cpu">computer · {LEVEL_NAMES[level]}</span>'


def stacks(game: Game, ch: Choices) -> str:
    out = []
    for k, stack in enumerate(game.stacks):
        if stack:
            attrs = f'data-stack="{k}"'
            if k in ch.stacks:
                attrs += f' data-action="{ch.stacks[k]}" tabindex="0" role="button"'
            card = tile_card(
                stack[-1], None, attrs + ' class="clickable"' if k in ch.stacks else attrs
            )
        else:
            card = '<div class="tile empty-burner">empty</div>'
        out.append(f'<div class="stack"><span class="count">{len(stack)} tiles</span>{card}</div>')
    return f'<div id="stacks" aria-label="Potion stacks">{"".join(out)}</div>'


def offer(game: Game, ch: Choices) -> str:
    cards = "".join(
        tile_card(t, None, f'data-action="{ch.offer[t]}" tabindex="0" role="button"')
        for t in game.offer
        if t in ch.offer
    )
    return f'<div id="offer"><h2>Starter potions</h2><div class="offer-row">{cards}</div></div>'


def describe_action(game: Game, action: str) -> str:
    """A short readable form of an action string, for hints."""
    words = action.split()
    verb = words[0]
    if verb in ("pick", "help") and len(words) == 3:
        t, s = int(words[1]), int(words[2])
        colour = game.tracks[t][s]
        what = "take" if verb == "pick" else "ask for a Little Help and take"
        return f"{what} the {colour} marble on track {t + 1}, slot {s + 1} (outlined)."
    if verb == "drink":
        tile = TILES[int(words[1])]
        return f"drink {KIND_BY_ID[tile.kind].name} ({action})."
    if verb == "draft" or verb == "draw":
        return f"{verb} {action}."
    return f"{action}."


def status(game: Game) -> str:
    bits = [f"Countdown: {game.countdown} Skill token{'s' if game.countdown != 1 else ''} left"]
    if game.end_reason:
        bits.append("<strong>Last round!</strong>")
    return " · ".join(bits)


def final(game: Game) -> str:
    if not game.is_over:
        return ""
    scores = game.scores()
    rows = "".join(
        f'<tr class="{"winner" if i in game.winners() else ""}"><td>{escape(p["name"])}</td>'
        f"<td>{scores[i]}</td><td>{len(p['potions'])}</td><td>{p['skill']}</td>"
        f"<td>{p['helps']}</td><td>{len(p['tiebreak']) if p['tiebreak'] else ''}</td></tr>"
        for i, p in enumerate(game.players)
    )
    names = " and ".join(escape(game.players[i]["name"]) for i in game.winners())
    return (
        f'<section id="final" role="dialog" aria-label="Final scores"><h2>{names} '
        f"{'wins' if len(game.winners()) == 1 else 'share the victory'}!</h2>"
        "<table><tr><th>Player</th><th>Score</th><th>Potions</th><th>Skill</th>"
        f"<th>Little Help</th><th>Tie-breaker</th></tr>{rows}</table>"
        '<button data-select="menu">Back to the games</button></section>'
    )


def board(game: Game, ui: Ui) -> str:
    ch = choices(game, ui)
    buttons = "".join(
        f'<button {attr}="{escape(value)}">{escape(label)}</button>'
        for attr, value, label in ch.buttons
    )
    if ch.confirm:
        buttons = (
            f'<button class="primary" data-action="{escape(ch.confirm)}">Drink</button>' + buttons
        )
    middle = offer(game, ch) if game.phase == "draft" else stacks(game, ch)
    desks = "".join(desk(game, i, ui, ch) for i in range(len(game.players)))
    log = "".join(f'<li class="p{seat}">{escape(text)}</li>' for seat, text in ui.log[-200:])
    message = escape(ui.message)
    if ui.hint:
        message = (
            f'<span class="hint-text">Hint (Hard): {escape(describe_action(game, ui.hint))}</span>'
        )

    return (
        f'{defs()}<header id="topbar"><h1>Potion Explosion</h1><span id="status">{status(game)}'
        '</span><nav><button data-select="menu">Games</button>'
        '<button data-select="export">Export</button></nav></header>'
        f'<main id="board"><div id="left">{dispenser(game, ui, ch)}'
        f'<div id="preview" aria-live="polite"></div></div>'
        f'<div id="right"><div id="prompt" role="status">{escape(ch.prompt)}</div>'
        f'<div id="controls">{buttons}</div>'
        f'<div id="message" role="alert">{message}</div>{middle}'
        f'<div id="desks">{desks}</div></div></main>'
        f'<section id="log-panel"><h2>Game log</h2><ol id="log">{log}</ol></section>{final(game)}'
    )


def start_screen(saves: list[dict], problem: str = "") -> str:
    """The start screen: new game form, saved games, import."""
    rows = []
    for s in saves:
        sid = escape(s["id"])
        if s.get("error"):
            rows.append(
                f'<li class="save broken"><span>Damaged save {sid}: {escape(s["error"])}</span>'
                f'<button data-select="download {sid}">Download raw data</button>'
                f'<button data-select="delete {sid}">Delete</button></li>'
            )
            continue
        rows.append(
            f'<li class="save"><span>{escape(s["title"])}</span>'
            f'<button class="primary" data-select="continue {sid}">Continue</button>'
            f'<button data-select="download {sid}">Export</button>'
            f'<button data-select="delete {sid}">Delete</button></li>'
        )
    kinds = "".join(
        f'<label><input type="checkbox" name="kind" value="{k.id}" '
        f"{'checked' if k.id not in ('balm', 'filter') else ''}> {escape(k.name)}</label>"
        for k in KINDS
    )
    options = "".join(
        f'<option value="{v}">{label}</option>'
        for v, label in (
            ("human", "Human"),
            ("easy", "Computer: Easy"),
            ("medium", "Computer: Medium"),
            ("hard", "Computer: Hard"),
        )
    )
    seats = "".join(
        f'<div class="seat"><label>Player {i + 1} <input name="player" maxlength="20" '
        f'value="{["Ann", "Bob", "", ""][i]}" placeholder="{"(optional)" if i >= 2 else ""}">'
        f'</label><select name="seat" aria-label="Player {i + 1} is">{options}</select></div>'
        for i in range(4)
    )
    problem_html = f'<p id="problem" role="alert">{escape(problem)}</p>' if problem else ""
    return (
        f'{defs()}<section id="start"><h1>Potion Explosion</h1>{problem_html}'
        '<form id="new-game"><h2>New game</h2>'
        f"<fieldset><legend>Players (2 to 4, in turn order)</legend>{seats}</fieldset>"
        "<fieldset><legend>Potion kinds</legend>"
        '<label><input type="radio" name="kinds" value="random"> Random</label>'
        '<label><input type="radio" name="kinds" value="first" checked> First game set</label>'
        '<label><input type="radio" name="kinds" value="chosen"> Choose 6:</label>'
        f'<div class="kinds">{kinds}</div></fieldset>'
        "<fieldset><legend>Options</legend><label>Countdown (Skill tokens) "
        '<input name="countdown" type="number" min="1" max="15" placeholder="4/5/6"></label>'
        '<label>Seed <input name="seed" inputmode="numeric" placeholder="random"></label>'
        "</fieldset>"
        '<button class="primary" type="submit" data-select="start">Start the game</button></form>'
        f'<section id="saves"><h2>Saved games</h2><ol>{"".join(rows) or "<li>None yet</li>"}</ol>'
        '<label class="import">Import a game file <input type="file" id="import" '
        'accept="application/json,.json"></label></section></section>'
    )
