"""The Potion Explosion board: every data-action is a legal engine action; names stay data;
tiles teach; potions say whether they can be drunk; the last action plays out step by step;
a computer's coming move shows; the dispenser is one Tab stop; the tutorial teaches."""

import html
import re
from typing import Any

import pytest

from potions import SetupError, translator
from potions.core.rng import Pcg32
from potions.core.search import decision_seed
from potions.explosion import FIRST_GAME_KINDS, Action, Game, effects, new_game
from potions.explosion.ai import choose_action
from potions.explosion.components import KIND_BY_ID, PICKABLE, TILES, VISIBLE
from web.games.explosion import UI, tutorial
from web.games.explosion.board import dispenser, final_details, score_row
from web.games.explosion.choices import choices
from web.games.explosion.keys import next_stop
from web.games.explosion.motion import FALL_STAGES, SLOT, motion_of, moves, plan, stages_of
from web.games.protocol import Board

ACTION = re.compile(r'data-action="([^"]*)"')
SELECT = re.compile(r'data-select="([^"]*)"')
EN = translator("en", ("potions", "web"))
Ui = dict[str, Any]


def board_of(
    game: Game,
    seats: list[str] | None = None,
    ui: Ui | None = None,
    eyes: int | None = None,
    **kw: Any,
) -> Board:
    seats = seats or ["human"] * len(game.players)
    seat = game.current_player
    mine = seat is not None and seats[seat] == "human"
    if eyes is None:
        eyes = seat if mine else next((i for i, s in enumerate(seats) if s == "human"), None)
    return Board(
        view=game.view(eyes),
        seat=eyes,
        legal=[str(a) for a in game.legal_actions()] if mine else [],
        names=[p["name"] for p in game.players],
        seats=seats,
        tr=EN,
        ui=ui or {},
        **kw,
    )


def play(seed: int, steps: int, players: int = 2) -> Game:
    game = new_game(["Ann", "Bob", "Cy", "Di"][:players], seed)
    chooser = Pcg32.from_seed(seed)
    for _ in range(steps):
        if game.is_over:
            break
        actions = game.legal_actions()
        game.apply(actions[chooser.below(len(actions))])
    return game


def test_every_data_action_is_legal_over_random_games() -> None:
    for seed in range(6):
        game = new_game(["Ann", "Bob", "Cy"][: 2 + seed % 2], seed)
        chooser = Pcg32.from_seed(seed)
        for _ in range(150):
            if game.is_over:
                break
            page = UI.board(board_of(game))
            legal = {str(a) for a in game.legal_actions()}
            offered = {html.unescape(a) for a in ACTION.findall(page)}
            assert offered <= legal, offered - legal
            assert offered, f"nothing clickable in phase {game.phase}"
            actions = game.legal_actions()
            game.apply(actions[chooser.below(len(actions))])


def test_dispenser_hooks() -> None:
    game = new_game(["Ann", "Bob"], 4)
    b = board_of(game)
    page = dispenser(b, choices(b.view["state"], b.legal, b.ui))
    assert len(re.findall(r'data-track="\d" data-slot="\d" data-color="\w+"', page)) == 45


def test_computer_turn_offers_no_clicks() -> None:
    game = new_game(["Ann", "Bot"], 4)
    game.apply(game.legal_actions()[0])  # Bot drafts next
    b = board_of(game, ["human", "hard"])
    assert ACTION.findall(UI.board(b)) == []


def test_names_are_escaped() -> None:
    game = new_game(["<script>x</script>", "Bob"], 1)
    page = UI.board(board_of(game))
    assert "<script>" not in page
    assert "&lt;script&gt;" in page


def test_hidden_tiles_never_reach_the_markup() -> None:
    """Only the top tile of each stack is seen: no other tile id appears on the page."""
    for seed in (3, 9):
        game = play(seed, 120)
        page = UI.board(board_of(game))
        state = game.view(game.current)["state"]
        seen = {s["top"] for s in state["stacks"] if s["top"] is not None} | set(state["offer"])
        for p in state["players"]:
            seen |= {x["tile"] for x in p["burners"] if x is not None}
            seen |= {x["tile"] for x in p["potions"]}
        shown = {int(t) for t in re.findall(r'data-tile="(\d+)"', page)}
        shown |= {int(t) for t in re.findall(r'data-select="info (\d+)"', page)}
        assert shown <= seen, shown - seen
        under = {t for stack in game.stacks for t in stack[:-1]}
        assert not shown & under


def test_drinking_by_marking_marbles_reaches_a_legal_drink() -> None:
    """Following data-select marks from a potion's Drink button always ends on legal drinks."""
    for seed in range(1, 60):
        game = new_game(["Ann", "Bob"], seed)
        chooser = Pcg32.from_seed(seed)
        for _ in range(300):
            if game.is_over:
                break
            drinks = [a for a in game.legal_actions() if a.verb == "drink" and len(a.ints()) > 2]
            if drinks and game.turn["hand"] == [] and not game.turn["prismatic"]:
                target = drinks[0]
                ui: Ui = {"mode": "drink", "prefix": [target.ints()[0]]}
                page = UI.board(board_of(game, ui=ui))
                assert ACTION.findall(page) or "data-select" in page
                return
            legal = game.legal_actions()
            game.apply(legal[chooser.below(len(legal))])
    raise AssertionError("no drink with a target was found")


# ------------------------------------------------------------------ teach


def test_every_tile_shows_its_effect_and_points_and_opens_its_full_text() -> None:
    game = play(5, 160)
    b = board_of(game)
    page = UI.board(b)
    tiles = re.findall(r'<div class="tile k-(\w+)[^"]*" data-tile="(\d+)"', page)
    state = b.view["state"]
    on_table = [s["top"] for s in state["stacks"] if s["top"] is not None]
    on_table += [x["tile"] for p in state["players"] for x in p["burners"] if x is not None]
    assert sorted(int(t) for _, t in tiles) == sorted(on_table)
    for _kind, tile in tiles:
        assert f'data-select="info {tile}"' in page
    kinds = {TILES[x["tile"]].kind for p in state["players"] for x in p["potions"]}
    for kind in kinds:  # completed potions open their text by their kind's name
        first = next(
            x["tile"]
            for p in state["players"]
            for x in p["potions"]
            if TILES[x["tile"]].kind == kind
        )
        assert f'data-select="info {first}"' in page
    tile = on_table[0]
    choice = UI.select(b, f"info {tile}")
    assert choice.ui is not None and choice.ui["info"] == tile
    opened = UI.board(board_of(game, ui=choice.ui))
    panel = opened[opened.index('id="tile-info"') :]
    effect = html.escape(EN.render(KIND_BY_ID[TILES[tile].kind].effect))
    assert effect in panel
    assert f">{TILES[tile].points}<" in panel
    assert 'data-select="info-close"' in panel
    closed = UI.select(board_of(game, ui=choice.ui), "info-close")
    assert closed.ui is not None and "info" not in closed.ui


def test_offer_tiles_say_what_they_do_and_have_a_button() -> None:
    game = new_game(["Ann", "Bob"], 2)
    page = UI.board(board_of(game))
    for t in game.offer:
        assert f'data-action="draft {t}"' in page
        assert f'data-select="info {t}"' in page
    assert "Take any 1 marble" in page or "Use a potion you drank again" in page


def test_skill_token_progress_groups_potions_by_kind() -> None:
    game = play(2, 10)
    while game.phase != "play":
        game.apply(game.legal_actions()[0])
    wisdom = [t.id for t in TILES if t.kind == "wisdom"][:2]
    love = next(t.id for t in TILES if t.kind == "love")
    game.players[0]["potions"] = [
        {"tile": wisdom[0], "drunk": True},
        {"tile": love, "drunk": False},
        {"tile": wisdom[1], "drunk": False},
    ]
    page = UI.board(board_of(game))
    desk = page[page.index('data-seat="0"') : page.index('data-seat="1"')]
    assert desk.count('class="kind-group') == 2
    assert "2 of 3 for a Skill token" in desk
    assert "1 of 3 for a Skill token" in desk
    assert "2 of 5 different kinds for a Skill token" in desk
    game.players[0]["skill_kinds"] = ["wisdom"]
    page = UI.board(board_of(game))
    assert "Skill token won for 3 of this kind" in page


def test_a_drinkable_potion_has_a_drink_button_and_others_say_why_not() -> None:
    found = 0
    for seed in range(1, 80):
        game = play(seed, 200)
        if game.is_over or game.phase != "play":
            continue
        seat = game.current
        page = UI.board(board_of(game))
        drinkable = {a.ints()[0] for a in game.legal_actions() if a.verb == "drink"}
        for potion in game.players[seat]["potions"]:
            pid = potion["tile"]
            start = page.index(f'id="potion-{seat}-{pid}"')
            card = page[start : page.index("</div>", start)]
            if pid in drinkable:
                assert re.search(r'<button type="button" class="drink primary[^"]*" data-', card)
                assert ">Drink</button>" in card
                found += 1
            elif potion["drunk"]:
                assert "drunk" in card
            else:
                assert 'class="why"' in card
        other = board_of(game, eyes=1 - seat if len(game.players) == 2 else None)
        if len(game.players) == 2 and game.players[1 - seat]["potions"]:
            # seen by the other player, whose turn it is not: no Drink, and why
            theirs = UI.board(Board(other.view, 1 - seat, [], other.names, other.seats, EN))
            assert ">Drink</button>" not in theirs
            undrunk = [p for p in game.players[1 - seat]["potions"] if not p["drunk"]]
            if undrunk:
                assert "Drink it on your turn." in theirs
    assert found


def test_why_a_potion_cannot_be_drunk_names_the_situation() -> None:
    def first(want: Any) -> Game:
        for seed in range(1, 300):
            game = new_game(["Ann", "Bob"], seed)
            chooser = Pcg32.from_seed(seed)
            for _ in range(400):
                if game.is_over:
                    break
                if want(game):
                    return game
                legal = game.legal_actions()
                game.apply(legal[chooser.below(len(legal))])
        raise LookupError

    undrunk = lambda g: any(not p["drunk"] for p in g.players[g.current]["potions"])  # noqa: E731
    waiting = first(lambda g: g.phase == "play" and g.turn["hand"] and undrunk(g))
    assert "Place the marbles in your hand first." in UI.board(board_of(waiting))
    ending = first(lambda g: g.phase in ("discard", "draw") and undrunk(g))
    assert "Not now: your turn is ending." in UI.board(board_of(ending))
    love = first(
        lambda g: (
            g.phase == "play"
            and not g.turn["hand"]
            and not g.turn["prismatic"]
            and any(
                TILES[p["tile"]].kind == "love" and not p["drunk"]
                for p in g.players[g.current]["potions"]
            )
            and not any(p["pool"] for q, p in enumerate(g.players) if q != g.current)
        )
    )
    why = EN.render(effects.target_help("love"))
    assert f"Can&#x27;t be drunk now ({why})." in UI.board(board_of(love))


# ------------------------------------------------------------------ forgive


def prismatic_position() -> tuple[Game, Action]:
    for seed in range(1, 400):
        game = new_game(["Ann", "Bob"], seed, kinds=list(FIRST_GAME_KINDS))
        chooser = Pcg32.from_seed(seed * 31 + 7)
        for _ in range(600):
            if game.is_over:
                break
            if game.phase == "play" and not game.turn["hand"] and not game.turn["prismatic"]:
                holes = sum(
                    x["holes"].count(None)
                    for x in game.players[game.current]["burners"]
                    if x is not None
                )
                for a in game.legal_actions():
                    drink = effects.decode(a) if a.verb == "drink" else None
                    pool = len(game.players[game.current]["pool"])
                    if drink and drink.kind == "prismatic" and not drink.via and holes >= 4 <= pool:
                        return game, a
            legal = game.legal_actions()
            game.apply(legal[chooser.below(len(legal))])
    raise LookupError


def test_prismatic_joy_places_three_marbles_at_most_on_the_board() -> None:
    game, drink = prismatic_position()
    game.apply(drink)
    for left in (3, 2, 1):
        page = UI.board(board_of(game))
        assert game.turn["prismatic"] == left
        prompt = page[page.index('id="prompt"') : page.index('id="controls"')]
        assert (f"up to {left} more" if left > 1 else "1 more pool marble") in prompt
        wild = [a for a in ACTION.findall(page) if a.startswith("wild ")]
        assert wild and 'data-action="stop"' in page
        game.apply(wild[0])
    page = UI.board(board_of(game))
    assert not [a for a in ACTION.findall(page) if a.startswith("wild ")]
    assert len(game.players[game.current]["pool"]) >= 1, "the 4th marble stays in the pool"


# ------------------------------------------------------------------ delight


def test_pick_stages_follow_the_chain_reaction() -> None:
    tracks = [["red", "black", "red", "yellow", "black", "blue", "black", "yellow", "blue"]] * 5
    stages = stages_of(tracks, "pick 4 5")
    assert stages == [[(4, 5)], [(4, 4), (4, 6)], [(4, 3), (4, 7)]]
    after = [list(t) for t in tracks]
    after[4] = ["red", "black", "red", "blue", "red", "red", "red", "red", "red"]
    motion = plan(tracks, after, stages)
    times = sorted({g.at for g in motion.ghosts})
    assert len(times) == 3 and times[0] == 0
    assert [g.colour for g in sorted(motion.ghosts, key=lambda g: g.at)][1:] == [
        "black",
        "black",
        "yellow",
        "yellow",
    ]
    # the top blue fell 1 slot after the pick, 2 after the blacks, 2 after the yellows
    assert [d for d, _ in motion.falls[(4, 3)]] == [1, 2, 2]
    assert sorted(motion.rolls) == [(4, s) for s in range(4, 9)]
    assert min(motion.rolls.values()) >= max(g.at for g in motion.ghosts)
    assert motion.total <= 1100


def test_every_pick_plays_out_where_the_marbles_were() -> None:
    """Over random games: the ghosts are the marbles taken, in chain order; every marble
    that stayed falls exactly to where it is now; the rest rolled in; all in about 1 s."""
    checked = 0
    for seed in range(8):
        game = new_game(["Ann", "Bob"], seed)
        chooser = Pcg32.from_seed(seed + 100)
        for _ in range(200):
            if game.is_over:
                break
            legal = game.legal_actions()
            action = legal[chooser.below(len(legal))]
            before = game.view(game.current)
            game.apply(action)
            b = board_of(game, before=before, last=[str(action)], events=list(game.events))
            motion = motion_of(b)
            if action.verb not in ("pick", "help"):
                continue
            old = before["state"]["tracks"]
            taken = effects.touched(old, action)
            assert len(motion.ghosts) == len(taken)
            t = action.ints()[0]
            new = game.tracks[t]
            for (u, s), falls in motion.falls.items():
                start = s + sum(d for d, _ in falls)
                assert old[u][start] == new[s] if u == t else True
            assert all(g.at <= 700 for g in motion.ghosts)
            assert motion.total <= 1200
            page = UI.board(b)
            svg = page[page.index('<svg id="dispenser"') : page.index('class="lid"')]
            assert svg.count(" ghost") == len(taken), "one ghost per marble taken"
            assert svg.count("data-stop") + svg.count("ninth") == sum(len(x) for x in game.tracks)
            # every marble moves by its own style: no group is put around it to move it
            assert svg.count("explosion-fall-1 ") == len(motion.falls) + sum(
                1 for g in motion.ghosts if g.falls
            )
            checked += 1
    assert checked > 20


def test_a_marble_moves_by_its_own_style_stage_by_stage() -> None:
    """Falls and rolls are played on the marble itself: a marble that moves is the same
    element as one that does not (a click patches its attributes); stages add up."""
    assert moves([], 160) == ""
    two = moves([(1, 0), (2, 300)], 160)
    assert f"--f1:-{SLOT}px" in two and f"--f2:-{2 * SLOT}px" in two
    assert "explosion-fall-1 160ms" in two and "explosion-fall-2 160ms" in two and "300ms" in two
    assert two.endswith("animation-composition:add,add")
    rolled = moves([], 160, roll=400, rise=90)
    assert "--rise:-90px" in rolled and "explosion-appear" in rolled
    assert rolled.endswith("animation-composition:add,replace")  # its fade is not added
    many = moves([(1, 100 * k) for k in range(FALL_STAGES + 3)], 160)
    assert f"explosion-fall-{FALL_STAGES} " in many
    assert f"explosion-fall-{FALL_STAGES + 1}" not in many
    assert f"--f{FALL_STAGES}:-{4 * SLOT}px" in many, "the last stages fall as one"
    css = (
        __import__("pathlib").Path(__file__).parents[2] / "web/games/explosion/explosion.css"
    ).read_text()
    for k in range(1, FALL_STAGES + 1):
        assert f"@keyframes explosion-fall-{k} {{ from {{ translate: 0 var(--f{k}); }}" in css


def test_reduced_motion_hides_the_ghosts_and_stops_everything() -> None:
    css = (
        __import__("pathlib").Path(__file__).parents[2] / "web/games/explosion/explosion.css"
    ).read_text()
    reduced = css[css.index("@media (prefers-reduced-motion: reduce)") :]
    assert ".ghost" in reduced and ".burst" in reduced and "display: none" in reduced


def test_a_completed_potion_and_a_skill_token_get_a_moment() -> None:
    game = new_game(["Ann", "Bob"], 1)
    tile = next(t.id for t in TILES if t.kind == "wisdom")
    events = [
        {"type": "complete", "seat": 1, "tile": tile, "points": TILES[tile].points},
        {"type": "skill", "seat": 1, "reason": "variety", "source": "countdown"},
    ]
    page = UI.board(board_of(game, events=events))
    moment = page[page.index('id="moment"') :]
    assert "Bob completed Potion of Wisdom: +5" in re.sub("<[^>]+>", "", moment)
    assert "5 different potions" in moment
    assert 'id="moment"' not in UI.board(board_of(game))


# ------------------------------------------------------------------ coming move


def test_a_computers_coming_move_is_highlighted() -> None:
    seats = ["human", "easy"]
    game = new_game(["Ann", "Robo"], 4)
    seen: set[str] = set()
    for _ in range(400):
        if game.is_over:
            break
        if game.current == 0:
            game.apply(
                game.legal_actions()[-1] if game.phase == "draft" else game.legal_actions()[0]
            )
            continue
        action = choose_action(game, "easy", decision_seed(game))
        page = UI.board(board_of(game, seats, coming=str(action)))
        assert ACTION.findall(page) == []
        assert 'id="coming"' in page, action
        lit = set(re.findall(r'id="(m\d-\d)"[^>]*class="[^"]*coming', page))
        lit |= set(re.findall(r'class="marble m-\w+ [^"]*coming[^"]*" id="(m\d-\d)"', page))
        if action.verb in ("pick", "help"):
            want = {f"m{t}-{s}" for t, s in effects.touched(game.tracks, action)}
            assert lit == want
        elif action.verb == "draft":
            assert re.search(rf'class="tile k-\w+ coming" data-tile="{action.ints()[0]}"', page)
        elif action.verb == "draw":
            stack = action.ints()[0]
            tile = rf'class="tile k-\w+ stack-top coming" data-tile="\d+"[^>]*data-stack="{stack}"'
            assert re.search(tile, page)
        elif action.verb == "drink":
            assert re.search(
                rf'class="potion chip coming[^"]*" id="potion-1-{action.ints()[0]}"', page
            )
        seen.add(action.verb)
        game.apply(action)
    assert {"pick", "draft", "draw", "end"} <= seen, seen


# ------------------------------------------------------------------ keyboard


def test_the_dispenser_is_one_tab_stop_without_the_ninth_marbles() -> None:
    game = play(1, 5)
    page = UI.board(board_of(game))
    svg = page[
        page.index('<svg id="dispenser"') : page.index("</svg>", page.index('<svg id="dispenser"'))
    ]
    assert svg.count('tabindex="0"') == 1
    stops = re.findall(r'data-slot="(\d)"[^>]*data-stop', svg)
    assert stops and all(int(s) < PICKABLE for s in stops)
    assert len(stops) == sum(min(len(t), PICKABLE) for t in game.tracks)
    ninth = re.findall(r'<g class="marble m-\w+ [^"]*ninth[^"]*" ([^>]*)>', svg)
    assert ninth and not any("tabindex" in n or "data-stop" in n for n in ninth)


def test_arrow_keys_move_between_marbles() -> None:
    stops = {(t, s) for t in range(5) for s in range(PICKABLE)} - {(2, 7), (2, 6)}
    assert next_stop(stops, (0, 0), "ArrowUp") == (0, 1)
    assert next_stop(stops, (0, 0), "ArrowDown") is None
    assert next_stop(stops, (0, 3), "ArrowRight") == (1, 3)
    assert next_stop(stops, (1, 7), "ArrowRight") == (2, 5), "the nearest marble of a short track"
    assert next_stop(stops, (0, 3), "ArrowLeft") is None
    assert next_stop(stops, (4, 3), "ArrowRight") is None
    assert next_stop(stops, (3, 4), "End") == (3, 7)
    assert next_stop(stops, (3, 4), "Home") == (3, 0)
    assert next_stop(stops - {(t, s) for t in (1,) for s in range(8)}, (0, 2), "ArrowRight") == (
        2,
        2,
    )
    assert all(s < VISIBLE - 1 for _, s in stops)


# ------------------------------------------------------------------ the final table


def test_final_table_is_short_and_the_page_names_the_score_pads_rows() -> None:
    game = play(11, 2000)
    assert game.is_over
    b = board_of(game)
    columns, rows = final_details(b)
    assert len(columns) <= 1 and all(len(r) == len(columns) for r in rows)
    assert ("Tie-break" in columns) == any(p["tiebreak"] for p in game.players)
    pad = b.view["state"]["breakdown"]
    labels = [score_row(b.tr, row) for row in pad]
    kinds = [b.tr.render(KIND_BY_ID[row["kind"]].name) for row in pad if "kind" in row]
    helps = ["Little Help"] if any(p["helps"] for p in game.players) else []
    assert helps, "the Little Help row is named here"
    assert labels == [*kinds, "Skill tokens", *helps]


# ------------------------------------------------------------------ the tutorial


def follow(lesson: tutorial.Lesson | None, game: Game, ui: Ui) -> tuple[str | None, Ui]:
    """What a player who does what the tutorial says plays (None: pressed a button)."""
    legal = [str(a) for a in game.legal_actions()]
    if lesson is not None:
        for key in sorted(lesson.targets):
            if key.startswith("m"):
                t, s = key[1:].split("-")
                if f"pick {t} {s}" in legal:
                    return f"pick {t} {s}", ui
            if key.startswith("act:") and key[4:] in legal:
                return key[4:], ui
            if key == "drink":
                return next(a for a in legal if a.startswith("drink")), ui
        if lesson.got_it:
            choice = UI.select(
                board_of(game, ["human", "easy"], ui=ui), f"tutorial got {lesson.key}"
            )
            if lesson.key == "finished":
                choice = UI.select(board_of(game, ["human", "easy"], ui=ui), "tutorial off")
            assert choice.ui is not None
            return None, choice.ui
    if "end" in legal:
        return "end", ui
    return legal[0], ui


def test_the_tutorial_teaches_every_lesson_in_a_first_game() -> None:
    setup = UI.link_setup({"tutorial": "1"}, EN)
    assert setup["seats"] == ["human", "easy"] and setup["seed"] == tutorial.SEED
    game = new_game(setup["players"], setup["seed"], **setup["options"])
    seats = setup["seats"]
    ui = UI.select(board_of(game, seats), "tutorial start").ui
    assert ui is not None
    order: list[str] = []
    for _ in range(600):
        b = board_of(game, seats, ui=ui)
        page = UI.board(b)
        lesson = tutorial.lesson(b)
        if lesson is not None and (not order or order[-1] != lesson.key):
            order.append(lesson.key)
        if lesson is not None:
            assert f'data-lesson="{lesson.key}"' in page
            for key in lesson.targets:  # what the lesson points at is on the board, marked
                if key.startswith("m"):
                    assert re.search(rf'<g class="marble m-\w+ [^"]*lesson[^"]*" id="{key}"', page)
                elif key.startswith("act:"):
                    assert re.search(
                        rf'class="[^"]*lesson[^"]*" data-action="{re.escape(key[4:])}"', page
                    ), key
        if lesson is not None and lesson.key == "finished":
            break
        if game.current == 0:
            action, ui = follow(lesson, game, ui)
            if action is None:
                continue
        else:
            action = str(choose_action(game, "easy", decision_seed(game)))
        game.apply(action)
        ui = UI.carry(ui, [action], game.events)
        assert set(ui) == {"tutorial"}
    lessons = [k for i, k in enumerate(order) if k != "watch" and k not in order[:i]]
    assert lessons == [
        "draft",
        "explode",
        "place",
        "pool",
        "end",
        "complete",
        "drink",
        "help",
        "draw",
        "finished",
    ], lessons
    assert game.turns <= 6, "the tutorial's game teaches everything in 3 turns of the player"


def tutorial_game(first: int, second: int) -> tuple[list[str], int]:
    """The lessons a player who drafts the ``first``-th then the ``second``-th starter on
    offer, then does what the tutorial says, sees (in order), and the turn it ends."""
    setup = UI.link_setup({"tutorial": "1"}, EN)
    game = new_game(setup["players"], setup["seed"], **setup["options"])
    seats = setup["seats"]
    ui: Ui = {"tutorial": tutorial.start()}
    drafts = [first, second]
    order: list[str] = []
    for _ in range(600):
        lesson = tutorial.lesson(board_of(game, seats, ui=ui))
        if lesson is not None and lesson.key not in order and lesson.key != "watch":
            order.append(lesson.key)
        if (lesson is not None and lesson.key == "finished") or game.is_over:
            break
        if game.current == 0 and game.phase == "draft":
            legal = [str(a) for a in game.legal_actions()]
            action: str | None = legal[min(drafts.pop(0), len(legal) - 1)]
        elif game.current == 0:
            action, ui = follow(lesson, game, ui)
            if action is None:
                continue
        else:
            action = str(choose_action(game, "easy", decision_seed(game)))
        game.apply(action)
        ui = UI.carry(ui, [action], game.events)
    return order, game.turns


def test_the_tutorial_teaches_whichever_starters_are_chosen() -> None:
    for first in range(4):
        for second in range(3):
            order, turns = tutorial_game(first, second)
            assert set(tutorial.CORE) | {"finished"} <= set(order), (first, second, order)
            assert order[:2] == ["draft", "explode"]
            assert turns <= 8, (first, second, turns)


def test_the_tutorial_is_the_same_game_in_every_language() -> None:
    """The computers' decisions depend on the names: they read the same in every language."""
    english = UI.link_setup({"tutorial": "1"}, EN)
    for lang in ("fr",):
        assert UI.link_setup({"tutorial": "1"}, translator(lang, ("potions", "web"))) == english


def test_the_tutorial_can_be_skipped_and_survives_choices() -> None:
    game = new_game(["You", "Tutor"], tutorial.SEED, kinds=list(FIRST_GAME_KINDS))
    seats = ["human", "easy"]
    ui = UI.select(board_of(game, seats), "tutorial start").ui
    assert ui is not None
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    b = board_of(game, seats, ui=ui)
    assert 'id="lesson"' in UI.board(b)
    for value in ("help", "cancel", "info 3", "info-close", "drink 1"):
        choice = UI.select(board_of(game, seats, ui=ui), value)
        assert choice.ui is not None and choice.ui.get("tutorial") == ui["tutorial"], value
    assert UI.carry({**ui, "mode": "help"}, [], []) == {"tutorial": ui["tutorial"]}
    assert UI.carry({"mode": "help"}, ["end"], []) == {}
    off = UI.select(b, "tutorial off").ui
    assert off is not None
    assert 'id="lesson"' not in UI.board(board_of(game, seats, ui=off))
    assert tutorial.lesson(board_of(game, seats, ui=off)) is None


@pytest.mark.parametrize(
    "memory",
    [None, "x", [], {"done": "explode", "seat": True, "ends": "2"}, {"done": ["nonsense"]}],
)
def test_odd_tutorial_memory_is_cleaned(memory: object) -> None:
    ui = UI.carry({"tutorial": memory}, ["end"], [{"type": "end", "seat": 0}])
    if not isinstance(memory, dict):
        assert ui == {}
        return
    tut = ui["tutorial"]
    assert tut["seat"] == 0 and tut["done"] == ["end"] and tut["ends"] == 1


def test_a_computers_moves_teach_nothing() -> None:
    ui = {"tutorial": tutorial.start()}
    events = [{"type": "pick", "seat": 1}, {"type": "turn", "seat": 0}]
    assert UI.carry(ui, ["end"], events) == ui
    mine = UI.carry(ui, ["pick 0 0"], [{"type": "pick", "seat": 0}])
    assert mine["tutorial"]["done"] == ["explode"]


@pytest.mark.parametrize("value", ["", "tutorial", "tutorial got nonsense", "info x"])
def test_odd_choices_change_nothing_much(value: str) -> None:
    game = new_game(["Ann", "Bob"], 1)
    choice = UI.select(board_of(game), value)
    assert choice.action == ""
    if choice.ui is not None:
        assert set(choice.ui) <= {"tutorial", "info"}


def test_marbles_are_counted_once_on_the_board() -> None:
    game = play(4, 40)
    page = UI.board(board_of(game))
    ids = re.findall(r'id="(m\d-\d)"', page)
    assert len(ids) == len(set(ids)) == sum(len(t) for t in game.tracks)


@pytest.mark.parametrize("text", ["9" * 10_000, "²", "16", "0"])
def test_a_countdown_the_form_cannot_hold_is_refused_by_the_engine(text: str) -> None:
    """The set-up form's countdown: a number too long, or a digit of another script, is no
    ValueError in the page; starting the game says what is wrong."""
    options = UI.read_setup({"player": ["Ann", "Bob"], "countdown": [text]})
    try:
        new_game(["Ann", "Bob"], 1, **options)
    except SetupError as err:
        assert err.code == "countdown"
    else:
        assert options["countdown"] is None, text


def test_a_desk_says_what_a_potion_does_while_one_is_left_to_drink() -> None:
    """A late game's desk stays short: a kind's effect is written while one of its potions
    waits to be drunk, not once all are drunk or the game is over."""
    from web.games.explosion.desk import potions
    from web.games.explosion.marks import Marks

    checked: set[bool] = set()
    for seed in range(1, 40):
        game = play(seed, 120)
        b = board_of(game)
        seat = b.seat if b.seat is not None else 0
        ch = choices(b.view["state"], b.legal, b.ui)
        for p in game.view(seat)["state"]["players"][seat : seat + 1]:
            groups: dict[str, list[dict[str, Any]]] = {}
            for x in p["potions"]:
                groups.setdefault(TILES[x["tile"]].kind, []).append(x)
            html_ = potions(b, seat, ch, Marks(), False)
            for kind, items in groups.items():
                group = html_[html_.index(f"kind-group k-{kind}") :]
                group = group[: group.index('class="kind-potions"')]
                waiting = not game.is_over and any(not x["drunk"] for x in items)
                assert ('class="effect"' in group) == waiting, (seed, kind)
                checked.add(waiting)
        if checked == {True, False}:
            break
    assert checked == {True, False}
