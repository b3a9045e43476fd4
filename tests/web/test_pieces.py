"""Pieces the page already shows are not sent again, and what the page then holds is
exactly the page drawn whole."""

from __future__ import annotations

import pytest

from potions.core.rng import Pcg32
from tests.web.fake_host import FakeHost
from web.games import playable
from web.shell.app import App
from web.shell.pieces import Pieces, changed_attributes, whole


def test_a_piece_shown_the_same_is_sent_as_a_marker() -> None:
    pieces = Pieces()
    assert pieces.keep("a", '<p id="a">1</p>') == '<p id="a">1</p>'
    assert pieces.next_page() == ({"a": '<p id="a">1</p>'}, {})
    assert pieces.keep("a", '<p id="a">1</p>') == '<template data-keep="a"></template>'
    pieces.next_page()
    assert pieces.keep("a", '<p id="a">2</p>') == '<p id="a">2</p>'
    pieces.forget()
    assert pieces.keep("a", '<p id="a">2</p>') == '<p id="a">2</p>'


def test_a_piece_whose_own_attributes_changed_is_sent_as_those_changes() -> None:
    old = (
        '<g id="m1" class="marble clickable" data-action="pick 1 2" data-stop tabindex="0"><c/></g>'
    )
    new = '<g id="m1" class="marble" data-try="pick 1 2" data-stop tabindex="-1"><c/></g>'
    assert changed_attributes(old, new) == {
        "class": "marble",
        "data-try": "pick 1 2",
        "tabindex": "-1",
        "data-action": None,
    }
    assert changed_attributes(old, new.replace("<c/>", "<d/>")) is None, "its content changed"
    assert changed_attributes(old, new.replace("<g ", "<p ").replace("</g>", "</p>")) is None
    assert changed_attributes('<p id="a" title="x &amp; y">1</p>', '<p id="a">1</p>') == {
        "title": None
    }
    assert changed_attributes('<p id="a">1</p>', '<p id="a" title="a &lt; b">1</p>') == {
        "title": "a < b"
    }
    assert changed_attributes('<p id="a" title=x>1</p>', '<p id="a">1</p>') is None
    pieces = Pieces()
    pieces.keep("m1", old)
    pieces.next_page()
    marker = pieces.keep("m1", new)
    assert marker.startswith('<template data-keep="m1" data-attrs="{&quot;class&quot;')
    assert whole(f"<svg>{marker}</svg>", pieces.next_page()[0]) == f"<svg>{new}</svg>"


def test_a_late_piece_keeps_its_older_form_on_the_page_and_is_handed_over_apart() -> None:
    pieces = Pieces(late=["log"])
    first = '<ol id="log"><li>1</li></ol>'
    assert pieces.keep("log", first) == first, "a page without it shows it at once"
    assert pieces.next_page() == ({"log": first}, {})
    second = '<ol id="log"><li>1</li><li>2</li></ol>'
    assert pieces.keep("log", second) == '<template data-keep="log"></template>'
    assert pieces.next_page() == ({"log": second}, {"log": second})
    assert pieces.keep("log", second) == '<template data-keep="log"></template>'
    assert pieces.next_page() == ({"log": second}, {}), "nothing late when it did not change"
    pieces.forget()
    assert pieces.keep("log", first) == first


def test_whole_puts_nested_pieces_back() -> None:
    inner = '<li id="b">x</li>'
    outer = '<ol id="a"><template data-keep="b"></template></ol>'
    sent = '<main><template data-keep="a"></template></main>'
    assert whole(sent, {"a": outer, "b": inner}) == f'<main><ol id="a">{inner}</ol></main>'


class Forgetful(Pieces):
    """Pieces that never keep anything: the page drawn whole every time."""

    def keep(self, ident: str, html: str) -> str:
        super().keep(ident, html)
        return html


@pytest.mark.parametrize("game_id", [info.id for info in playable()])
def test_the_page_with_kept_pieces_is_the_page_drawn_whole(game_id: str) -> None:
    kept, drawn = FakeHost(), FakeHost()
    apps = [App(kept), App(drawn)]
    apps[1].pieces = Forgetful()
    for app in apps:
        app.route(
            {
                "new": game_id,
                "players": "Ann,Robo",
                "seed": "11",
                "ai": "human,easy",
                "pace": "fast",
            }
        )
    chooser = Pcg32.from_seed(3)
    saved = 0
    for _ in range(120):
        assert apps[0].table is not None
        if apps[0].table.state.is_over:
            break
        if apps[0].table.state.current_player == 0:
            legal = apps[0].table.state.legal_actions()
            action = str(legal[chooser.below(len(legal))])
            for app in apps:
                app.click(action=action)
        else:  # the computer plays
            kept.run_timers(1)
            drawn.run_timers(1)
        assert "data-keep" not in kept.html
        assert kept.html == drawn.html
        saved += len(kept.html) - len(kept.sent)
    assert saved > 0, "some pieces were kept"
