"""Translation catalogues: extract every sentence from the code, keep the .po files in step.

    python tools/i18n.py update   # rewrite the templates (.pot) and merge them into each .po
    python tools/i18n.py check    # exit 1 if a template or a .po is behind the code
    (``--skip=PATH`` leaves a folder out: work in progress that is not committed yet)

One catalogue per part of the app, each a folder ``locale/`` with ``messages.pot`` and one
``<lang>.po`` per language, so that each game can be translated on its own: the shared core
(``py/potions/locale``), each game's engine (``py/potions/<game>/locale``), the shell of
the page (``web/locale``) and each game's page (``web/games/<game>/locale``). A file belongs
to the deepest of these folders that holds it. A sentence is found where the code builds it:

- ``Msg("...", plural="...", context="...")`` (engines and page);
- ``_("...")``, ``_.html("...")`` and ``_.n("...", "...", n)`` (page code, with ``_``, ``tr``
  or ``self.tr`` the current translator).

The first argument must be a literal string: a message built at run time could never be
translated, so the extractor refuses it (``check`` fails).
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINES = ROOT / "py" / "potions"
PAGE = ROOT / "web"


def domains() -> list[Path]:
    """The folders that hold a catalogue: the core, each game's engine, the shell, each
    game's page (a game's folders are found by their ``__init__.py``)."""
    games = [p for p in sorted(ENGINES.iterdir()) if (p / "info.py").exists()]
    pages = [p for p in sorted((PAGE / "games").iterdir()) if (p / "__init__.py").exists()]
    return [ENGINES, *games, PAGE, *pages]


LANGUAGES = {"fr": "nplurals=2; plural=(n > 1);"}
SKIP: set[str] = set()


@dataclass
class Entry:
    """One message of a template."""

    msgid: str
    plural: str | None = None
    context: str | None = None
    where: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.context, self.msgid)


class Problem(Exception):
    """A message the extractor cannot read."""


def _literal(node: ast.expr | None) -> str | None:
    if node is None:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    raise Problem("not a literal string")


def _is_translator(node: ast.expr) -> bool:
    """``_``, ``tr`` or ``<anything>.tr``: the names the code gives a translator."""
    if isinstance(node, ast.Name):
        return node.id in ("_", "tr")
    return isinstance(node, ast.Attribute) and node.attr == "tr"


def _call_kind(call: ast.Call) -> str | None:
    f = call.func
    if (isinstance(f, ast.Name) and f.id == "Msg") or _is_translator(f):
        return "single"
    if isinstance(f, ast.Attribute) and _is_translator(f.value):
        return {"n": "plural", "html": "single"}.get(f.attr)
    return None


def extract(
    source: Path, skip: tuple[Path, ...] = (), inner: tuple[Path, ...] = ()
) -> tuple[dict[tuple[str | None, str], Entry], list[str]]:
    """Every message of the .py files under ``source`` (but ``skip`` and the ``inner``
    folders that have catalogues of their own), and the problems found."""
    entries: dict[tuple[str | None, str], Entry] = {}
    problems: list[str] = []
    for path in sorted(source.rglob("*.py")):
        if path.name in SKIP or any(path.is_relative_to(s) for s in (*skip, *inner)):
            continue
        rel = path.relative_to(ROOT).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            kind = _call_kind(node)
            if kind is None:
                continue
            where = rel
            try:
                if not node.args:
                    raise Problem("no message")
                msgid = _literal(node.args[0])
                kw = {k.arg: k.value for k in node.keywords if k.arg}
                if kind == "plural":
                    plural = _literal(node.args[1]) if len(node.args) > 1 else None
                else:
                    plural = _literal(kw.get("plural"))
                context = _literal(kw.get("context"))
            except Problem as exc:
                problems.append(f"{where}:{node.lineno}: {exc}")
                continue
            assert msgid is not None
            if context == "verbatim":
                continue
            entry = entries.setdefault((context, msgid), Entry(msgid, plural, context))
            entry.plural = entry.plural or plural
            if where not in entry.where:
                entry.where.append(where)
    return entries, problems


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def _header(lang: str | None) -> list[str]:
    lines = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"']
    if lang:
        lines += [f'"Language: {lang}\\n"', f'"Plural-Forms: {LANGUAGES[lang]}\\n"']
    return lines


def render(
    entries: dict[tuple[str | None, str], Entry],
    lang: str | None = None,
    translations: dict[tuple[str | None, str], list[str]] | None = None,
) -> str:
    """A .pot (``lang`` None) or a .po file for ``entries``, with known ``translations``."""
    out = ["# Potion games: translation catalogue. Generated by tools/i18n.py update;", ""]
    out[0] += " edit msgstr lines only." if lang else " do not edit."
    out += _header(lang)
    for key in sorted(entries, key=lambda k: (entries[k].where[0], k[1])):
        e = entries[key]
        out.append("")
        out.append("#: " + " ".join(e.where[:4]))
        if "{" in e.msgid:
            out.append("#, python-brace-format")
        if e.context is not None:
            out.append(f"msgctxt {_quote(e.context)}")
        out.append(f"msgid {_quote(e.msgid)}")
        known = (translations or {}).get(key, [])
        if e.plural is not None:
            out.append(f"msgid_plural {_quote(e.plural)}")
            for i in range(2):
                out.append(f"msgstr[{i}] {_quote(known[i] if i < len(known) else '')}")
        else:
            out.append(f"msgstr {_quote(known[0] if known else '')}")
    return "\n".join(out) + "\n"


def read_translations(path: Path) -> dict[tuple[str | None, str], list[str]]:
    """The translations of a .po file (empty ones included), by (context, msgid)."""
    sys.path.insert(0, str(ROOT / "py"))
    from potions.core.i18n import _po_entries

    out: dict[tuple[str | None, str], list[str]] = {}
    if not path.exists():
        return out
    for entry in _po_entries(path.read_text(encoding="utf-8")):
        msgid = entry.get("msgid")
        if msgid:
            forms = [entry[k] for k in sorted(entry) if k.startswith("msgstr")]
            out[(entry.get("msgctxt"), msgid)] = forms
    return out


def plan(skip: tuple[Path, ...] = ()) -> tuple[dict[Path, str], list[str]]:
    """Every catalogue file as it should be, and the problems found in the code.

    Translations are looked up in every catalogue of the language (a sentence that moved
    from one part of the app to another keeps its translation)."""
    files: dict[Path, str] = {}
    problems: list[str] = []
    roots = [d for d in domains() if not any(d.is_relative_to(s) for s in skip)]
    known = {
        lang: {
            k: v
            for po in [*ENGINES.rglob(f"locale/{lang}.po"), *PAGE.rglob(f"locale/{lang}.po")]
            for k, v in read_translations(po).items()
            if any(v)
        }
        for lang in LANGUAGES
    }
    for source in roots:
        inner = tuple(d for d in roots if d != source and d.is_relative_to(source))
        entries, found = extract(source, skip, inner)
        problems += found
        locale = source / "locale"
        if not entries and not (locale / "messages.pot").exists():
            continue
        files[locale / "messages.pot"] = render(entries)
        for lang in LANGUAGES:
            files[locale / f"{lang}.po"] = render(entries, lang, known[lang])
    return files, problems


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "check"
    skip = tuple((ROOT / a.split("=", 1)[1]).resolve() for a in argv[2:] if a.startswith("--skip="))
    files, problems = plan(skip)
    for p in problems:
        print(f"untranslatable message: {p}", file=sys.stderr)
    if command == "update":
        for path, text in files.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        print(f"wrote {len(files)} catalogue files")
        return 1 if problems else 0
    stale = [
        p for p, text in files.items() if not p.exists() or p.read_text(encoding="utf-8") != text
    ]
    for p in stale:
        print(f"out of date: {p.relative_to(ROOT)} (run `python tools/i18n.py update`)")
    return 1 if stale or problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
