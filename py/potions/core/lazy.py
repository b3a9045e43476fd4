"""A package's public names, imported when first used (PEP 562).

A game's package names its engine's public interface (``from potions.explosion import
Game``), but importing the package must stay cheap: the app's start screen reads every
game's description (``potions.<game>.info``, which imports the package first) and needs
none of the engines until a game is played.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType


def exports(
    package: str, modules: Mapping[str, Sequence[str]]
) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of ``package`` whose public names live in
    ``modules`` (module name -> the names it gives): each module is imported on the first
    use of one of its names, which the package keeps from then on."""
    home = {name: module for module, names in modules.items() for name in names}

    def getattr_(name: str) -> object:
        module = home.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        setattr(sys.modules[package], name, value)
        return value

    def dir_() -> list[str]:
        return sorted({*vars(sys.modules[package]), *home})

    return getattr_, dir_


def module(name: str) -> ModuleType:
    """The module ``name``, run when one of its names is first read
    (:class:`importlib.util.LazyLoader`): a game's page names its board, which the start
    screen never draws."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    spec.loader = importlib.util.LazyLoader(spec.loader)
    found = importlib.util.module_from_spec(spec)
    sys.modules[name] = found
    spec.loader.exec_module(found)
    return found
