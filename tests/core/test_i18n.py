"""Translations: .po catalogues, plurals, lists, fallbacks, and catalogues in step with code."""

import subprocess
import sys
from pathlib import Path

from potions import Msg, Translator, translator
from potions.core.i18n import ENGLISH, Catalogue, Join

ROOT = Path(__file__).resolve().parents[2]

PO = r"""
msgid ""
msgstr ""
"Language: fr\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"

#, python-brace-format
msgid "{n} marble"
msgid_plural "{n} marbles"
msgstr[0] "{n} bille"
msgstr[1] "{n} billes"

msgctxt "colour"
msgid "red"
msgstr "rouge"

msgid "red"
msgstr "ROUGE SANS CONTEXTE"

msgid "{head} and {last}"
msgctxt "list"
msgstr ""

msgctxt "list"
msgid "{head} and {last}"
msgstr "{head} et {last}"

#, fuzzy
msgid "Start"
msgstr "Démarrer (à revoir)"

msgid "Quote \"this\"\n"
"and more"
msgstr "Cite « ceci »\n"
"et plus"

msgid "Broken {name}"
msgstr "Cassé {nom}"
"""


def fr() -> Translator:
    return Translator("fr", [Catalogue.parse(PO)])


def test_plurals_follow_the_language() -> None:
    one = Msg("{n} marble", plural="{n} marbles", n=1)
    zero = Msg("{n} marble", plural="{n} marbles", n=0)
    three = Msg("{n} marble", plural="{n} marbles", n=3)
    assert [ENGLISH.render(m) for m in (one, zero, three)] == ["1 marble", "0 marbles", "3 marbles"]
    assert [fr().render(m) for m in (one, zero, three)] == ["1 bille", "0 bille", "3 billes"]


def test_context_multiline_fuzzy_and_fallback() -> None:
    tr = fr()
    assert tr.render(Msg("red", context="colour")) == "rouge"
    assert tr.render(Msg("red")) == "ROUGE SANS CONTEXTE"
    assert tr.render(Msg("Start")) == "Start", "fuzzy entries are not used"
    assert tr.render(Msg('Quote "this"\nand more')) == "Cite « ceci »\net plus"
    assert tr.render(Msg("Not in the catalogue {x}", x=1)) == "Not in the catalogue 1"
    assert tr.render(Msg("Broken {name}", name="Ann")) == "Broken Ann", (
        "a bad translation falls back"
    )


def test_nested_messages_and_lists() -> None:
    tr = fr()
    red = Msg("red", context="colour")
    assert tr.join(["a"]) == "a"
    assert tr.render(Msg("{x}", x=Join([red, "b", "c"]))) == "rouge, b et c"
    assert ENGLISH.render(Msg("{x}", x=Join(["a", "b"]))) == "a and b"
    assert ENGLISH.render(Msg.plain("{not a template}")) == "{not a template}"
    assert str(Msg("Hello {who}", who=Msg("world"))) == "Hello world"


def test_messages_compare_by_value() -> None:
    assert Msg("a {x}", x=1) == Msg("a {x}", x=1) != Msg("a {x}", x=2)
    assert Msg.of("a {x}", {"x": 1}) == Msg("a {x}", x=1)
    assert hash(Msg("a", context="c")) == hash(Msg("a", context="c"))


def test_shipped_french_catalogue_reads() -> None:
    from potions.explosion.components import KIND_BY_ID

    assert translator("fr").render(KIND_BY_ID["sands"].name) == "Sables du Temps"
    assert translator("xx").lang == "en"


def test_catalogues_are_in_step_with_the_code() -> None:
    """Every sentence in the code is a literal Msg/_ call and is in the templates."""
    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "i18n.py"), "check"],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_markup_isolates_names_and_escapes_everything() -> None:
    msg = Msg("{name} took {what} <b>", name="<i>Ann</i>", what=Join(["a", "b"]))
    html = ENGLISH.render_html(msg)
    assert html == "<bdi>&lt;i&gt;Ann&lt;/i&gt;</bdi> took <bdi>a</bdi> and <bdi>b</bdi> &lt;b&gt;"
    assert ENGLISH.html("{n} marbles", n=3) == "3 marbles"
    assert fr().render_html(Msg("{x}", x=Join(["x", "y", "z"]))) == (
        "<bdi>x</bdi>, <bdi>y</bdi> et <bdi>z</bdi>"
    )
