"""Declared state: one declaration gives a fast copy, plain-JSON output and validated input.

A game declares its state once, as the annotations of a class (its fields, in order; the
fields it inherits come after its own).
The types may be ``int``, ``str``, ``bool``, ``float``, ``Literal[...]`` (a closed set
of words or numbers), ``list[T]``, ``dict[str, T]`` (``dict[Literal[...], T]``: exactly
those keys), ``T | None``, ``TypedDict`` records, ``Annotated[T, Range(lo, hi)]`` for
bounds, and classes that serialize themselves (``to_json``/``from_json``/``copy``, like
the generator). :class:`Schema` turns that declaration into three functions:

- ``copy_into(src, dst)``: an independent copy, generated as straight-line code (it is
  the hot path of every computer opponent's search);
- ``dump(obj)``: the fields as plain JSON values;
- ``load(data, dst)``: fields from JSON, each value checked against its type, so
  impossible data raises :class:`~potions.core.errors.StateError`, never an
  ``IndexError`` later.
"""

from __future__ import annotations

import inspect
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

from potions.core.errors import StateError
from potions.core.i18n import Msg


@dataclass(frozen=True)
class Range:
    """Bounds of an integer (inclusive; None for no bound)."""

    lo: int | None = 0
    hi: int | None = None


@dataclass(frozen=True)
class Size:
    """Bounds of a list's length (inclusive; None for no bound)."""

    lo: int = 0
    hi: int | None = None


_SCALARS = (int, str, bool, float)


def _strip(tp: Any) -> tuple[Any, tuple[Any, ...]]:
    """The type under ``Annotated`` and its metadata."""
    if get_origin(tp) is typing.Annotated:
        base, *meta = get_args(tp)
        inner, more = _strip(base)
        return inner, (*meta, *more)
    return tp, ()


def _optional(tp: Any) -> Any | None:
    """``T`` for ``T | None``; None for any other type."""
    if get_origin(tp) in (Union, types.UnionType):
        args = [a for a in get_args(tp) if a is not type(None)]
        if len(args) == 1 and len(get_args(tp)) == 2:
            return args[0]
        raise TypeError(f"unsupported union {tp!r}: only T | None")
    return None


def _is_codec(tp: Any) -> bool:
    return isinstance(tp, type) and all(
        hasattr(tp, name) for name in ("to_json", "from_json", "copy")
    )


def _plain(tp: Any) -> bool:
    """Whether values of ``tp`` are immutable JSON scalars (copied by reference)."""
    tp, _ = _strip(tp)
    if tp in _SCALARS or get_origin(tp) is Literal:
        return True
    inner = _optional(tp)
    return inner is not None and _plain(inner)


# ------------------------------------------------------------------ code generation


def _expr(tp: Any, var: str, depth: int, dump: bool) -> str:
    """A Python expression that copies (or dumps to JSON) the value named ``var``."""
    tp, _ = _strip(tp)
    if _plain(tp):
        return var
    inner = _optional(tp)
    if inner is not None:
        return f"(None if {var} is None else {_expr(inner, var, depth, dump)})"
    if _is_codec(tp):
        return f"{var}.to_json()" if dump else f"{var}.copy()"
    origin = get_origin(tp)
    x = f"_v{depth}"
    if origin is list:
        (item,) = get_args(tp)
        if _plain(item):
            return f"list({var})"
        return f"[{_expr(item, x, depth + 1, dump)} for {x} in {var}]"
    if origin is dict:
        _, value = get_args(tp)
        if _plain(value):
            return f"dict({var})"
        return (
            f"{{_k{depth}: {_expr(value, x, depth + 1, dump)} for _k{depth}, {x} in {var}.items()}}"
        )
    if is_typeddict(tp):
        hints = get_type_hints(tp, include_extras=True)
        parts = [f"{k!r}: {_expr(t, f'{var}[{k!r}]', depth, dump)}" for k, t in hints.items()]
        return "{" + ", ".join(parts) + "}"
    raise TypeError(f"unsupported type in a declared state: {tp!r}")


# ------------------------------------------------------------------ validation


def _bounds(lo: int | None, hi: int | None) -> Msg:
    if hi is None:
        return Msg("must be at least {lo}", lo=lo if lo is not None else 0)
    if lo is None:
        return Msg("must be at most {hi}", hi=hi)
    return Msg("must be between {lo} and {hi}", lo=lo, hi=hi)


def _size(lo: int, hi: int | None) -> Msg:
    if hi is None:
        return Msg("must hold at least {n} item", plural="must hold at least {n} items", n=lo)
    return Msg("must hold {lo} to {hi} items", lo=lo, hi=hi)


def _bad(path: str, what: Msg) -> StateError:
    return StateError(
        "bad_state", Msg("The game data is damaged: {path} {what}.", path=path, what=what)
    )


@dataclass(frozen=True)
class _Shape:
    """What validating a value of one declared type needs, worked out once per type
    (the computers rebuild games from views many times a turn: ``typing``'s
    introspection was a quarter of Potion Explosion's Hard)."""

    tp: Any
    meta: tuple[Any, ...]
    inner: Any
    codec: bool
    origin: Any
    args: tuple[Any, ...]
    hints: dict[str, Any] | None


_SHAPES: dict[int, tuple[Any, _Shape]] = {}
"""Shapes by the identity of their type (kept alive here): hashing a ``typing`` object runs
Python code, a tenth of rebuilding a game from a view."""


def _shape(tp: Any) -> _Shape:
    known = _SHAPES.get(id(tp))
    if known is not None and known[0] is tp:
        return known[1]
    base, meta = _strip(tp)
    inner = _optional(base)
    hints = get_type_hints(base, include_extras=True) if is_typeddict(base) else None
    shape = _Shape(base, meta, inner, _is_codec(base), get_origin(base), get_args(base), hints)
    _SHAPES[id(tp)] = (tp, shape)
    return shape


def _load(tp: Any, value: Any, path: str) -> Any:
    """``value`` checked against ``tp`` and copied (JSON in, state values out)."""
    shape = _shape(tp)
    tp, meta = shape.tp, shape.meta
    inner = shape.inner
    if inner is not None:
        return None if value is None else _load(inner, value, path)
    if shape.codec:
        try:
            return tp.from_json(value)
        except (TypeError, ValueError) as exc:
            raise _bad(path, Msg("is not valid")) from exc
    origin = shape.origin
    if origin is Literal:
        allowed = shape.args
        if isinstance(value, bool) or value not in allowed:
            raise _bad(path, Msg("must be one of {values}", values=", ".join(map(str, allowed))))
        return value
    if tp is bool:
        if not isinstance(value, bool):
            raise _bad(path, Msg("must be true or false"))
        return value
    if tp is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise _bad(path, Msg("must be a whole number"))
        for m in meta:
            if isinstance(m, Range) and (
                (m.lo is not None and value < m.lo) or (m.hi is not None and value > m.hi)
            ):
                raise _bad(path, _bounds(m.lo, m.hi))
        return value
    if tp is float:
        if not isinstance(value, int | float) or isinstance(value, bool):
            raise _bad(path, Msg("must be a number"))
        return float(value)
    if tp is str:
        if not isinstance(value, str):
            raise _bad(path, Msg("must be text"))
        return value
    if origin is list:
        if not isinstance(value, list):
            raise _bad(path, Msg("must be a list"))
        for m in meta:
            if isinstance(m, Size) and (
                len(value) < m.lo or (m.hi is not None and len(value) > m.hi)
            ):
                raise _bad(path, _size(m.lo, m.hi))
        (item,) = shape.args
        return [_load(item, v, f"{path}[{i}]") for i, v in enumerate(value)]
    if origin is dict:
        if not isinstance(value, dict):
            raise _bad(path, Msg("must be a mapping"))
        key_tp, value_tp = shape.args
        if get_origin(key_tp) is Literal:
            if sorted(value) != sorted(get_args(key_tp)):
                raise _bad(
                    path, Msg("must have exactly the keys {keys}", keys=", ".join(get_args(key_tp)))
                )
            return {k: _load(value_tp, value[k], f"{path}.{k}") for k in get_args(key_tp)}
        out = {}
        for k, v in value.items():
            if not isinstance(k, str):
                raise _bad(path, Msg("has a key that is not text"))
            out[k] = _load(value_tp, v, f"{path}.{k}")
        return out
    hints = shape.hints
    if hints is not None:
        if not isinstance(value, dict):
            raise _bad(path, Msg("must be a mapping"))
        if set(value) != set(hints):
            missing = sorted(set(hints) - set(value))
            extra = sorted(set(value) - set(hints))
            raise _bad(
                path,
                Msg(
                    "lacks {missing} or has unknown {extra}",
                    missing=", ".join(missing),
                    extra=", ".join(extra),
                ),
            )
        return {k: _load(t, value[k], f"{path}.{k}") for k, t in hints.items()}
    raise TypeError(f"unsupported type in a declared state: {tp!r}")


def check(tp: Any, value: Any, path: str = "value") -> Any:
    """``value`` validated against the type ``tp`` (a copy); raises StateError."""
    return _load(tp, value, path)


class Schema:
    """The declared fields of a state class, and the functions they give."""

    def __init__(self, declaration: type, exclude: frozenset[str] = frozenset()) -> None:
        hints = get_type_hints(declaration, include_extras=True)
        # The class's own fields in its order, then what it inherits: a base that
        # declares a field again (a narrower type) does not move it in the JSON form.
        own = list(inspect.get_annotations(declaration))
        self.fields: dict[str, Any] = {
            name: hints[name]
            for name in [*own, *(n for n in hints if n not in own)]
            if get_origin(hints[name]) is not typing.ClassVar and name not in exclude
        }
        lines = ["def copy_into(src, dst):"]
        lines += [f"    dst.{n} = {_expr(t, f'src.{n}', 0, False)}" for n, t in self.fields.items()]
        lines += ["def dump(src):", "    return {"]
        lines += [
            f"        {n!r}: {_expr(t, f'src.{n}', 0, True)}," for n, t in self.fields.items()
        ]
        lines += ["    }"]
        namespace: dict[str, Any] = {}
        exec("\n".join(lines), namespace)
        self.copy_into: Callable[[Any, Any], None] = namespace["copy_into"]
        self.dump: Callable[[Any], dict[str, Any]] = namespace["dump"]

    def load(self, data: object, dst: object, path: str = "state") -> None:
        """Set the fields of ``dst`` from JSON ``data``, checking every value."""
        if not isinstance(data, dict):
            raise _bad(path, Msg("must be a mapping"))
        missing = [n for n in self.fields if n not in data]
        if missing:
            raise _bad(
                path,
                Msg("lacks {missing} or has unknown {extra}", missing=", ".join(missing), extra=""),
            )
        for name, tp in self.fields.items():
            setattr(dst, name, _load(tp, data[name], f"{path}.{name}"))
