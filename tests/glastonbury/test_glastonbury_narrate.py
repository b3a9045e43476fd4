"""Narration: every event of the rules has a sentence, and the sentences read well."""

from glastonbury_helpers import arrange, card, cell, start

from potions.core.i18n import ENGLISH
from potions.core.rng import Pcg32
from potions.glastonbury import Game, describe
from potions.glastonbury.components import ACCIO, PERLUCEO, VANESCO
from potions.glastonbury.narrate import _SENTENCES


def said(game: Game) -> list[str]:
    return [ENGLISH.render(m) for m in describe(game)]


def test_every_event_of_random_games_has_a_sentence() -> None:
    kinds: set[str] = set()
    for seed in range(30):
        game = start(2 + seed % 3, seed)
        chooser = Pcg32.from_seed(seed)
        while not game.is_over:
            legal = game.legal_actions()
            game.apply(legal[chooser.below(len(legal))])
            kinds.update(e["type"] for e in game.events)
            assert len(describe(game)) == sum(1 for e in game.events if e["type"] in _SENTENCES)
            assert all(said(game))
    assert kinds <= set(_SENTENCES)
    assert {"move", "take", "turned", "stuck", "vanesco", "perluceo", "over"} <= kinds


def test_accio_vanesco_and_perluceo_sentences() -> None:
    shade = card("Nightshade", 1)
    game = arrange(
        start(2),
        table={cell(4, 1): card("Raven Quill", 3), cell(1, 1): shade, cell(2, 3): VANESCO},
        cauldrons={0: [card("Owl Feather", 2)], 1: [card("Moon Dew", 4)]},
        pawns={0: 3, 1: 2},
        accio={0: [2]},
    )
    game.apply("accio 4 1")
    assert said(game)[0] == "Ann casts Accio and takes Raven Quill 3."
    game.apply("take 1 1")
    assert said(game)[0] == "Bob takes Nightshade 1."
    game2 = arrange(
        start(2),
        table={cell(2, 3): VANESCO},
        cauldrons={0: [card("Owl Feather", 2)], 1: [card("Moon Dew", 4)]},
        pawns={0: 3, 1: 6},
        pile=[],
    )
    game2.apply("take 2 3")
    assert said(game2)[:2] == [
        "Ann takes Vanesco.",
        "Ann casts Vanesco: Bob's Moon Dew 4 leaves the game.",
    ]
    game3 = arrange(start(2), table={cell(2, 3): PERLUCEO, cell(3, 3): ACCIO}, pawns={0: 3, 1: 6})
    game3.apply("take 2 3")
    assert said(game3)[-1] == "Ann casts Perluceo and looks through the cauldron."
    game3.apply("close")
    assert said(game3)[0] == "Ann closes the cauldron."


def test_end_sentences() -> None:
    table: dict[int, int | None] = {cell(r, 1): None for r in range(6)}
    table[cell(2, 1)] = card("Nightshade", 2)
    game = arrange(start(2), table=table, pile=[], pawns={0: 7, 1: 3})
    game.apply("take 2 1")
    assert said(game) == [
        "Ann takes Nightshade 2.",
        "Ann took the last card of column 1: the game ends.",
    ]
    game.apply("discard")
    lines = said(game)
    assert lines[0] == "Ann does not keep Nightshade 2: it leaves the game."
    assert lines[1].startswith("Game over: ")
