"""Which games exist, by stable id: every package under ``souptable.games``.

Ids are stable (saves, settings and the CLI use them). Each game package
``souptable.games.<id>`` exposes ``RULES``, its :class:`GameRules` object, and
``MENU_ORDER`` (where it stands in menus), and may give ``INFO`` (its
:class:`GameInfo`) beside a ``RULES`` that loads on first use (a module ``__getattr__``):
then :func:`info` and :func:`available` answer without loading the rules, which the start
screen relies on. Adding a game adds a package and touches no list here. Games load on
first use.

:func:`register` adds a game from elsewhere (the tests' fixture game) until the
returned function undoes it; nothing in the app calls it.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from collections.abc import Callable
from functools import cache
from typing import Any

from .errors import SetupError
from .rules import GameInfo, GameRules

_loaded: dict[str, GameRules[Any]] = {}
_registered: dict[str, tuple[int, GameRules[Any]]] = {}  # id -> (menu order, rules), see register()


def rules_on_first_use(package: str) -> Callable[[str], Any]:
    """A module ``__getattr__`` for the game package ``package``: ``RULES`` imported from
    its ``rules`` module when first asked for (:func:`info` and :func:`available` need only
    the package's ``INFO``)."""

    def __getattr__(name: str) -> Any:
        if name != "RULES":
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        rules: GameRules[Any] = vars(importlib.import_module(f"{package}.rules"))["RULES"]
        vars(importlib.import_module(package))["RULES"] = rules  # asked once
        return rules

    return __getattr__


def register(game_id: str, rules: GameRules[Any], menu_order: int = 99) -> Callable[[], None]:
    """Add a game that is not a package of ``souptable.games`` (the tests' fixture game);
    the returned function takes it out again. Raises ValueError for a taken id."""
    if game_id in game_ids():
        raise ValueError(f"a game {game_id!r} exists already")
    _registered[game_id] = (menu_order, rules)
    game_ids.cache_clear()

    def undo() -> None:
        _registered.pop(game_id, None)
        _loaded.pop(game_id, None)
        game_ids.cache_clear()

    return undo


@cache
def game_ids() -> tuple[str, ...]:
    """Ids of every game package present, in menu order (complete or not)."""
    games = importlib.import_module("souptable.games")
    found = []
    for mod in pkgutil.iter_modules(games.__path__):
        if not mod.ispkg:
            continue
        try:
            order = getattr(importlib.import_module(f"souptable.games.{mod.name}"), "MENU_ORDER", 99)
        except ImportError:  # a package still being written
            continue
        found.append((order, mod.name))
    found += [(order, gid) for gid, (order, _rules) in _registered.items()]
    return tuple(name for _order, name in sorted(found))


def available() -> list[str]:
    """Ids of the games whose package is complete, in menu order: its rules load, or
    (without loading them) it gives ``INFO`` and has its ``rules`` module."""
    out = []
    for gid in game_ids():
        if _light_info(gid) is None:
            try:
                get(gid)
            except SetupError:
                continue
        out.append(gid)
    return out


def info(game_id: str) -> GameInfo:
    """The :class:`GameInfo` of ``game_id`` (name, player counts, options), from the
    package's ``INFO`` where it has one: the rules are not loaded for it. Raises
    :class:`SetupError` as :func:`get` does."""
    light = _light_info(game_id)
    return light if light is not None else get(game_id).info


def _light_info(game_id: str) -> GameInfo | None:
    """The package's ``INFO`` when its rules need not load for it (None otherwise)."""
    if game_id in _loaded or game_id in _registered or game_id not in game_ids():
        return None
    module = importlib.import_module(f"souptable.games.{game_id}")
    found = vars(module).get("INFO")
    if not isinstance(found, GameInfo) or not _has_rules(game_id):
        return None
    return found


@cache
def _has_rules(game_id: str) -> bool:
    """Has the game package a ``rules`` module (asked once a game)?"""
    return importlib.util.find_spec(f"souptable.games.{game_id}.rules") is not None


def get(game_id: str) -> GameRules[Any]:
    """The rules of ``game_id``; raises :class:`SetupError` for an unknown id."""
    rules = _loaded.get(game_id)
    if rules is not None:
        return rules
    if game_id in _registered:
        return _registered[game_id][1]
    if game_id not in game_ids():
        raise SetupError("unknown_game", f"unknown game {game_id!r} (games: {', '.join(game_ids())})", game=game_id)
    try:
        module = importlib.import_module(f"souptable.games.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.startswith(f"souptable.games.{game_id}"):
            raise SetupError("unknown_game", f"game {game_id!r} is not installed", game=game_id) from exc
        raise
    rules = getattr(module, "RULES", None)
    if rules is None:  # a game package still being written
        raise SetupError("unknown_game", f"game {game_id!r} is not complete (no RULES)", game=game_id)
    _loaded[game_id] = rules
    return rules
