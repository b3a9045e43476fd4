"""Translations: gettext ``.po`` catalogues, read with the standard library.

Every sentence a player reads is a :class:`Msg`: an English message id (the gettext
``msgid``, in Python brace format), optional plural and context, and parameters. Engines
build ``Msg`` values and never join words themselves; the page renders them with a
:class:`Translator` for the language the player chose, so a saved game's log reads in
the language chosen now.

Catalogues are plain gettext ``.po`` files (``potions/locale/<lang>.po`` for the engines,
``web/locale/<lang>.po`` for the page), the format translators' tools know. They are
parsed here directly, so CPython tests, the build and Pyodide read the same files.
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Iterable, Mapping, Sequence
from html import escape
from importlib import resources
from typing import Any, Final, TypeAlias

LANGUAGES: Final = ("en", "fr")
"""Languages the app ships, English first (the source language)."""

Param: TypeAlias = "str | int | float | Msg | Join"


class Msg:
    """A translatable sentence with its parameters. Immutable, comparable, JSON-friendly."""

    __slots__ = ("_hash", "context", "msgid", "n", "params", "plural")

    msgid: str
    plural: str | None
    n: int | None
    context: str | None
    params: dict[str, Param]
    _hash: int | None

    def __init__(
        self,
        msgid: str,
        /,
        *,
        plural: str | None = None,
        n: int | None = None,
        context: str | None = None,
        **params: Param,
    ) -> None:
        object.__setattr__(self, "msgid", msgid)
        object.__setattr__(self, "plural", plural)
        object.__setattr__(self, "n", n)
        object.__setattr__(self, "context", context)
        if n is not None:
            params.setdefault("n", n)
        object.__setattr__(self, "params", params)
        object.__setattr__(self, "_hash", None)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Msg is immutable")

    @classmethod
    def of(
        cls,
        msgid: str,
        params: Mapping[str, Param],
        plural: str | None = None,
        n: int | None = None,
        context: str | None = None,
    ) -> Msg:
        """A message with its parameters given as a mapping."""
        msg = cls(msgid, plural=plural, n=n, context=context)
        object.__setattr__(msg, "params", {**msg.params, **params})
        return msg

    @classmethod
    def plain(cls, text: str) -> Msg:
        """Text that is shown as it is (a name, a number): never looked up in a catalogue."""
        return cls("{text}", context="verbatim", text=text)

    def to_json(self) -> dict[str, Any]:
        """The message as plain JSON (to keep a log that any language can show later)."""
        out: dict[str, Any] = {"id": self.msgid}
        if self.plural is not None:
            out["plural"] = self.plural
        if self.n is not None:
            out["n"] = self.n
        if self.context is not None:
            out["context"] = self.context
        if self.params:
            out["params"] = {k: _param_json(v) for k, v in self.params.items()}
        return out

    @classmethod
    def from_json(cls, data: object, depth: int = 0) -> Msg:
        """A message from :meth:`to_json` output; ValueError for anything else."""
        if depth > 8 or not isinstance(data, dict) or not isinstance(data.get("id"), str):
            raise ValueError("not a message")
        params = data.get("params", {})
        if not isinstance(params, dict):
            raise ValueError("not a message")
        plural, n, context = data.get("plural"), data.get("n"), data.get("context")
        if not (plural is None or isinstance(plural, str)):
            raise ValueError("not a message")
        if not (n is None or (isinstance(n, int) and not isinstance(n, bool))):
            raise ValueError("not a message")
        if not (context is None or isinstance(context, str)):
            raise ValueError("not a message")
        values = {str(k): _param_from_json(v, depth + 1) for k, v in params.items()}
        return cls.of(data["id"], values, plural=plural, n=n, context=context)

    def english(self) -> str:
        """The sentence in English."""
        return ENGLISH.render(self)

    def __str__(self) -> str:
        return self.english()

    def __repr__(self) -> str:
        return f"Msg({self.msgid!r}, {self.params!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and (
            self.msgid,
            self.plural,
            self.n,
            self.context,
            self.params,
        ) == (other.msgid, other.plural, other.n, other.context, other.params)

    def __hash__(self) -> int:
        # The parameters count: the page asks for thousands of messages that differ only
        # by them (one label per marble), and the translators' caches are keyed by messages.
        h: int | None = self._hash
        if h is None:
            items = frozenset(self.params.items())
            h = hash((self.msgid, self.context, self.n, self.plural, items))
            object.__setattr__(self, "_hash", h)
        return h


class Join:
    """A list shown as words: ``red, blue and yellow`` (translated conjunctions)."""

    __slots__ = ("items",)

    def __init__(self, items: Iterable[Param]) -> None:
        self.items = tuple(items)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Join) and self.items == other.items

    def __hash__(self) -> int:
        return hash(self.items)

    def __repr__(self) -> str:
        return f"Join({list(self.items)!r})"


def _param_json(v: Param) -> Any:
    if isinstance(v, Msg):
        return {"msg": v.to_json()}
    if isinstance(v, Join):
        return {"join": [_param_json(x) for x in v.items]}
    return v


def _param_from_json(v: object, depth: int) -> Param:
    if isinstance(v, bool) or v is None:
        raise ValueError("not a message parameter")
    if isinstance(v, str | int | float):
        return v
    if isinstance(v, dict) and "msg" in v:
        return Msg.from_json(v["msg"], depth)
    if isinstance(v, dict) and isinstance(v.get("join"), list):
        return Join(_param_from_json(x, depth + 1) for x in v["join"])
    raise ValueError("not a message parameter")


# ---------------------------------------------------------------- catalogues

Key = tuple[str | None, str]
"""(context, msgid) of a catalogue entry."""


class Catalogue:
    """One parsed ``.po`` file: translations by (context, msgid) and its plural rule."""

    def __init__(
        self, entries: Mapping[Key, Sequence[str]], plural: Callable[[int], int] | None = None
    ) -> None:
        self.entries = dict(entries)
        self.plural = plural or _english_plural

    @classmethod
    def parse(cls, text: str) -> Catalogue:
        """Parse the text of a ``.po`` file; untranslated (empty) and fuzzy entries are skipped."""
        entries: dict[Key, list[str]] = {}
        plural: Callable[[int], int] | None = None
        for entry in _po_entries(text):
            msgid = entry.get("msgid")
            forms = [entry[k] for k in sorted(entry) if k.startswith("msgstr")]
            if msgid is None or not forms:
                continue
            if msgid == "" and entry.get("msgctxt") is None:
                for line in forms[0].splitlines():
                    name, _, value = line.partition(":")
                    if name.strip().lower() == "plural-forms":
                        expr = value.split("plural=", 1)[1].strip().rstrip(";")
                        plural = gettext.c2py(expr)
                continue
            if entry.get("fuzzy") or not all(forms):
                continue
            entries[(entry.get("msgctxt"), msgid)] = forms
        return cls(entries, plural)

    @classmethod
    def of_package(cls, lang: str, package: str = "potions") -> Catalogue:
        """The catalogue ``locale/<lang>.po`` shipped inside ``package`` (empty if none)."""
        path = resources.files(package) / "locale" / f"{lang}.po"
        if not path.is_file():
            return cls({})
        return cls.parse(path.read_text(encoding="utf-8"))


def _english_plural(n: int) -> int:
    return 0 if n == 1 else 1


_ESCAPES: Final = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def _unquote(text: str) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"not a quoted .po string: {text!r}")
    out = []
    chars = iter(text[1:-1])
    for c in chars:
        if c == "\\":
            nxt = next(chars, "")
            out.append(_ESCAPES.get(nxt, nxt))
        else:
            out.append(c)
    return "".join(out)


def _po_entries(text: str) -> Iterable[dict[str, str]]:
    """The entries of a .po file as dicts: msgctxt, msgid, msgid_plural, msgstr[n], fuzzy."""
    entry: dict[str, str] = {}
    key = ""
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith('"'):
            if key:
                entry[key] += _unquote(line)
            continue
        starts_entry = line.startswith(("#", "msgctxt")) or (
            line.startswith("msgid ") and "msgid" in entry
        )
        if (not line or starts_entry) and "msgid" in entry:
            yield entry
            entry, key = {}, ""
        if not line:
            continue
        if line.startswith("#"):
            if line.startswith("#,") and "fuzzy" in line:
                entry["fuzzy"] = "1"
            continue
        word, _, rest = line.partition(" ")
        key = "msgstr[0]" if word == "msgstr" else word
        entry[key] = _unquote(rest)
    if "msgid" in entry:
        yield entry


# --------------------------------------------------------------- translators


CACHE_SIZE = 20_000
"""Rendered sentences a translator remembers (the page draws the same ones again and again)."""


def number(n: float) -> str:
    """A number as a player reads it: a negative one with a true minus sign (−3)."""
    return f"\u2212{-n}" if n < 0 else str(n)


class Translator:
    """Renders :class:`Msg` values in one language from one or more catalogues."""

    def __init__(self, lang: str, catalogues: Sequence[Catalogue] = ()) -> None:
        self.lang = lang
        self.entries: dict[Key, Sequence[str]] = {}
        self.plural: Callable[[int], int] = _english_plural
        self.missing: set[Key] = set()
        self._text: dict[Msg, str] = {}
        self._calls: dict[tuple[str, frozenset[tuple[str, Param]]], str] = {}
        self._html: dict[Msg, str] = {}
        for cat in catalogues:
            self.entries.update(cat.entries)
            if cat.plural is not _english_plural:
                self.plural = cat.plural

    def lookup(self, msg: Msg) -> str:
        """The template of ``msg`` in this language (English when untranslated; the
        untranslated ones are remembered in ``missing``, for tests)."""
        forms = self.entries.get((msg.context, msg.msgid))
        if not forms and self.lang != "en":
            self.missing.add((msg.context, msg.msgid))
        if msg.plural is None:
            return forms[0] if forms else msg.msgid
        n = int(msg.n or 0)
        if forms:
            index = self.plural(n)
            if index < len(forms):
                return forms[index]
        return msg.msgid if _english_plural(n) == 0 else msg.plural

    def has(self, msg: Msg) -> bool:
        """Whether this language has its own text for ``msg``."""
        return (msg.context, msg.msgid) in self.entries

    def render(self, msg: Msg | str) -> str:
        """The sentence of ``msg`` (a plain string is returned as it is)."""
        if isinstance(msg, str):
            return msg
        text = self._text.get(msg)
        if text is None:
            if len(self._text) > CACHE_SIZE:
                self._text.clear()
            text = self._text[msg] = self._render(msg)
        return text

    def _render(self, msg: Msg) -> str:
        if msg.context == "verbatim":
            return str(msg.params.get("text", ""))
        template = self.lookup(msg)
        if not msg.params:
            return template
        values = {k: self.value(v) for k, v in msg.params.items()}
        try:
            return template.format_map(values)
        except (KeyError, IndexError, ValueError):
            # A broken translation must never hide the sentence: fall back to English.
            return msg.msgid.format_map(values) if msg.plural is None else str(values)

    def render_html(self, msg: Msg | str) -> str:
        """The sentence as markup: the text escaped, and every text parameter (a player's
        name, say) isolated in ``<bdi>`` so that right-to-left text stays inside it."""
        if isinstance(msg, str):
            return escape(msg)
        html = self._html.get(msg)
        if html is None:
            if len(self._html) > CACHE_SIZE:
                self._html.clear()
            html = self._html[msg] = self._render_html(msg)
        return html

    def _render_html(self, msg: Msg) -> str:
        if msg.context == "verbatim":
            return f"<bdi>{escape(str(msg.params.get('text', '')))}</bdi>"
        template = escape(self.lookup(msg), quote=False)
        values = {k: self.value_html(v) for k, v in msg.params.items()}
        try:
            return template.format_map(values)
        except (KeyError, IndexError, ValueError):
            return escape(self.render(msg))

    def value_html(self, v: Param) -> str:
        """One parameter as markup."""
        if isinstance(v, Msg):
            return self.render_html(v)
        if isinstance(v, Join):
            return self.join([self.value_html(x) for x in v.items], markup=True)
        if isinstance(v, str):
            return f"<bdi>{escape(v)}</bdi>"
        return number(v)

    def html(self, msgid: str, /, **params: Param) -> str:
        """Translate and format a message id as markup (see :meth:`render_html`)."""
        return self.render_html(Msg.of(msgid, params))

    def value(self, v: Param) -> str:
        """One parameter as text."""
        if isinstance(v, Msg):
            return self.render(v)
        if isinstance(v, Join):
            return self.join([self.value(x) for x in v.items])
        return number(v) if isinstance(v, int | float) else str(v)

    def join(self, words: Sequence[str], markup: bool = False) -> str:
        """``a``, ``a and b``, ``a, b and c`` in this language (``markup``: the words are
        markup already, and so is the result)."""
        if not words:
            return ""
        if len(words) == 1:
            return words[0]
        comma = self.render(Msg(", ", context="list separator"))
        head = (escape(comma) if markup else comma).join(words[:-1])
        template = self.lookup(Msg("{head} and {last}", context="list"))
        if markup:
            template = escape(template, quote=False)
        try:
            return template.format(head=head, last=words[-1])
        except (KeyError, IndexError, ValueError):
            return f"{head} and {words[-1]}"

    def __call__(self, msgid: str, /, **params: Param) -> str:
        """Translate and format a message id at once (page code: ``_("Start", ...)``)."""
        key = (msgid, frozenset(params.items()))
        text = self._calls.get(key)
        if text is None:
            if len(self._calls) > CACHE_SIZE:
                self._calls.clear()
            text = self._calls[key] = self.render(Msg.of(msgid, params))
        return text

    def n(self, msgid: str, plural: str, n: int, /, **params: Param) -> str:
        """The plural form for ``n``, formatted."""
        return self.render(Msg.of(msgid, params, plural=plural, n=n))


ENGLISH: Final = Translator("en")

_CACHE: dict[tuple[str, tuple[str, ...]], Translator] = {}


def _catalogues(lang: str, root: str) -> list[Catalogue]:
    """Every ``locale/<lang>.po`` in the package ``root`` and its subpackages (the core's,
    each game's engine, the page's shell, each game's page)."""
    try:
        top = resources.files(root)
    except ModuleNotFoundError:
        return []
    out = []
    todo = [top]
    while todo:
        folder = todo.pop()
        for item in sorted(folder.iterdir(), key=lambda x: x.name):
            if not item.is_dir() or item.name.startswith(("_", ".")):
                continue
            if item.name == "locale":
                po = item / f"{lang}.po"
                if po.is_file():
                    out.append(Catalogue.parse(po.read_text(encoding="utf-8")))
            else:
                todo.append(item)
    return out


def translator(lang: str, packages: Sequence[str] = ("potions",)) -> Translator:
    """The translator for ``lang`` from the catalogues of ``packages`` (cached)."""
    if lang not in LANGUAGES:
        lang = "en"
    key = (lang, tuple(packages))
    if key not in _CACHE:
        cats = [] if lang == "en" else [c for p in packages for c in _catalogues(lang, p)]
        _CACHE[key] = Translator(lang, cats)
    return _CACHE[key]
