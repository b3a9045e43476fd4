"""The four spells and their limits; at most one spell a turn."""

import pytest
from glastonbury_helpers import arrange, card, cell, replay_check, start

from potions.core.errors import IllegalActionError
from potions.glastonbury import Game
from potions.glastonbury.components import ACCIO, DECLINATIO, PERLUCEO, VANESCO

SHADE1 = card("Nightshade", 1)
SHADE2 = card("Nightshade", 2)
QUILL3 = card("Raven Quill", 3)
OWL2 = card("Owl Feather", 2)
KELP4 = card("Kelp Ribbon", 4)


def refused(game: Game, action: str, code: str) -> None:
    before = game.to_dict()
    with pytest.raises(IllegalActionError) as err:
        game.apply(action)
    assert err.value.code == code
    assert game.to_dict() == before


# ------------------------------------------------------------------ Accio


def accio_position(**kw: object) -> Game:
    """Ann beside column 3 (place 3) with one Accio card; Bob beside row 1."""
    return arrange(
        start(2),
        **{"pawns": {0: 3, 1: 6}, "accio": {0: [2]}, "current": 0, **kw},  # type: ignore[arg-type]
    )


def test_accio_takes_a_card_from_anywhere_else() -> None:
    game = accio_position(table={cell(4, 1): QUILL3, cell(1, 1): SHADE1})
    legal = {str(a) for a in game.legal_actions()}
    assert "accio 4 1" in legal
    assert not any(a.startswith("accio") and a.endswith(" 3") for a in legal), "own line"
    game.apply("accio 4 1")
    assert game.players[0]["cauldron"][-1] == QUILL3
    assert game.players[0]["accio"] == [1]
    assert game.table[cell(4, 1)] is not None, "a new card is turned over"
    assert game.events[0] == {"type": "take", "seat": 0, "card": QUILL3, "cell": 25, "how": "accio"}
    replay_check(game)


def test_accio_twice_then_the_card_is_spent() -> None:
    game = accio_position(table={cell(4, 1): QUILL3, cell(1, 1): SHADE1}, pawns={0: 3, 1: 4})
    game.players[0]["accio"] = [1]
    game.apply("accio 4 1")
    assert game.players[0]["accio"] == [] and game.players[0]["spent"] == ["accio"]
    game.apply("take 1 1")  # Bob moved 2, beside row 1
    assert game.current == 0 and game.players[0]["pawn"] == 6  # Ann moved 3
    assert not any(a.verb == "accio" for a in game.legal_actions())
    refused(game, "accio 4 1", "no_accio")


def test_two_accio_cards_use_up_one_card_first() -> None:
    game = accio_position(table={cell(4, 1): QUILL3})
    game.players[0]["accio"] = [2, 1]
    game.apply("accio 4 1")
    assert game.players[0]["accio"] == [2] and game.players[0]["spent"] == ["accio"]


@pytest.mark.parametrize("spell", [VANESCO, PERLUCEO])
def test_accio_may_not_take_vanesco_or_perluceo(spell: int) -> None:
    game = accio_position(table={cell(4, 1): spell})
    assert "accio 4 1" not in {str(a) for a in game.legal_actions()}
    refused(game, "accio 4 1", "accio_forbidden")


@pytest.mark.parametrize("spell", [ACCIO, DECLINATIO])
def test_accio_may_take_accio_and_declinatio_cards(spell: int) -> None:
    game = accio_position(table={cell(4, 1): spell})
    game.apply("accio 4 1")
    held = game.players[0]["accio" if spell == ACCIO else "declinatio"]
    assert held == ([1, 2] if spell == ACCIO else [3])


def test_accio_on_the_own_line_is_refused() -> None:
    game = accio_position()
    refused(game, "accio 2 3", "own_line")


def test_no_accio_beside_a_corner() -> None:
    # Ann has Accio but no Declinatio: beside a corner her turn ends at once.
    game = arrange(
        start(2),
        table={cell(1, 1): SHADE1},
        cauldrons={0: [OWL2]},
        pawns={0: 18, 1: 6},
        accio={0: [2]},
        current=1,
    )
    game.apply("take 1 1")
    assert game.current == 1 and game.players[0]["accio"] == [2]


# ------------------------------------------------------------------ Declinatio


def corner_position(**kw: object) -> Game:
    """Ann beside the top-left corner after a 2-step move, with Declinatio."""
    game = arrange(
        start(2),
        table={cell(1, 1): SHADE1, **kw.pop("table", {})},  # type: ignore[dict-item]
        cauldrons={0: [OWL2]},
        pawns={0: 18, 1: 6},
        current=1,
        **{"declinatio": {0: [3]}, **kw},  # type: ignore[arg-type]
    )
    game.apply("take 1 1")
    assert game.phase == "corner" and game.current == 0
    return game


def test_declinatio_three_times_then_spent() -> None:
    game = corner_position()
    game.apply("declinatio")
    assert game.players[0]["declinatio"] == [2] and not game.revealed
    game.players[0]["declinatio"] = [1]
    game.phase = "corner"
    game.players[0]["pawn"] = 0
    game.spell_used = False
    game._legal = None
    game.apply("declinatio")
    assert game.players[0]["declinatio"] == [] and game.players[0]["spent"] == ["declinatio"]


@pytest.mark.parametrize("spell", [VANESCO, PERLUCEO])
def test_after_declinatio_no_vanesco_or_perluceo(spell: int) -> None:
    game = corner_position(table={cell(2, 2): spell, cell(3, 2): QUILL3})
    game.apply("declinatio")
    legal = {str(a) for a in game.legal_actions()}
    assert "take 3 2" in legal and "take 2 2" not in legal
    refused(game, "take 2 2", "one_spell")


def test_after_declinatio_no_accio() -> None:
    game = corner_position(accio={0: [2]}, table={cell(4, 4): QUILL3})
    assert [str(a) for a in game.legal_actions()] == ["declinatio", "pass"]
    refused(game, "accio 4 4", "wrong_phase")
    game.apply("declinatio")
    assert not any(a.verb == "accio" for a in game.legal_actions())
    refused(game, "accio 4 4", "one_spell")


def test_declinatio_to_a_line_of_only_vanesco_and_perluceo_ends_the_game() -> None:
    # Special situations: the cards may not be taken; the game ends at once.
    column2 = {cell(r, 2): None for r in range(6)}
    column2.update({cell(1, 2): VANESCO, cell(4, 2): PERLUCEO})
    game = corner_position(table=column2, pile=[])
    game.apply("declinatio")
    assert game.is_over and game.ender == 0
    assert [e["type"] for e in game.events][-2:] == ["declinatio_end", "over"]
    replay_check(game)


def test_declinatio_only_beside_a_corner() -> None:
    game = accio_position()
    refused(game, "declinatio", "wrong_phase")
    refused(game, "pass", "wrong_phase")


# ------------------------------------------------------------------ Vanesco


def test_vanesco_sends_the_other_top_cards_to_the_bottom_of_the_pile() -> None:
    game = arrange(
        start(3),
        table={cell(2, 3): VANESCO},
        cauldrons={0: [SHADE1], 1: [SHADE2, QUILL3], 2: [OWL2]},
        pawns={0: 3, 1: 6, 2: 16},
        current=0,
    )
    pile = list(game.pile)
    game.apply("take 2 3")
    assert game.players[0]["cauldron"] == [SHADE1], "the caster keeps its own cards"
    assert game.players[1]["cauldron"] == [SHADE2] and game.players[2]["cauldron"] == []
    assert game.pile == [*pile[1:], QUILL3, OWL2]
    assert game.players[0]["spent"] == ["vanesco"]
    vanesco = next(e for e in game.events if e["type"] == "vanesco")
    assert vanesco["removed"] == [[1, QUILL3], [2, OWL2]] and vanesco["to"] == "pile"
    assert game.view(1)["seen"]["pile_bottom"] == [QUILL3, OWL2]
    replay_check(game)


def test_vanesco_after_the_pile_is_used_up_removes_the_cards() -> None:
    game = arrange(
        start(2),
        table={cell(2, 3): VANESCO},
        cauldrons={0: [SHADE1], 1: [SHADE2, QUILL3]},
        pawns={0: 3, 1: 6},
        pile=[],
        current=0,
    )
    game.apply("take 2 3")
    assert game.players[1]["cauldron"] == [SHADE2]
    assert QUILL3 in game.out and game.pile == []
    assert game.revealed, "the card under Quill 3 is uncovered"
    assert game.table[cell(2, 3)] is None
    replay_check(game)


def test_vanesco_with_empty_cauldrons_removes_nothing() -> None:
    game = arrange(start(2), table={cell(2, 3): VANESCO}, pawns={0: 3, 1: 6}, current=0)
    game.apply("take 2 3")
    assert next(e for e in game.events if e["type"] == "vanesco")["removed"] == []


# ------------------------------------------------------------------ Perluceo


def test_perluceo_shows_the_whole_cauldron_to_its_owner_only() -> None:
    game = arrange(
        start(2),
        table={cell(2, 3): PERLUCEO},
        cauldrons={0: [SHADE1, QUILL3, OWL2]},
        pawns={0: 3, 1: 6},
        current=0,
    )
    assert game.view(0)["state"]["peek"] is None
    game.apply("take 2 3")
    assert game.phase == "peek" and game.current == 0
    assert [str(a) for a in game.legal_actions()] == ["close"]
    assert game.view(0)["state"]["peek"] == [SHADE1, QUILL3, OWL2]
    assert game.view(1)["state"]["peek"] is None and game.view(None)["state"]["peek"] is None
    assert game.players[0]["cauldron"][-1] == OWL2, "the top card stays on top"
    replay_check(game)
    game.apply("close")
    assert game.current == 1 and game.view(0)["state"]["peek"] is None
    assert game.players[0]["spent"] == ["perluceo"]


# ------------------------------------------------------------------ undo boundaries


def test_revealed_marks_what_an_undo_may_not_cross() -> None:
    game = arrange(
        start(2),
        table={cell(2, 3): PERLUCEO, cell(1, 1): SHADE1},
        cauldrons={0: [OWL2], 1: [QUILL3]},
        pawns={0: 3, 1: 3},
        pile=[SHADE2],
    )
    assert start(2).revealed, "the deal"
    game.apply("take 2 3")  # Perluceo: a new card turned over, the cauldron looked through
    assert game.revealed
    game.apply("close")
    assert not game.revealed
    game.apply("take 1 3")  # Bob moved 3, beside row 1; the pile is empty now
    assert not game.revealed
    copy = game.copy()
    assert copy.revealed == game.revealed
