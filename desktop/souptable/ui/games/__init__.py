"""The per-game table packages, found by game id (adding a game touches no list here).

``souptable.ui.games.<id>`` holds, for one game, the same files, each holding one part
of its board named for the game (``SaltyChoose``, ``SaltyWords``...): ``choose`` (what a
click, drop or key means: one legal action or the rulebook's reason why not), ``words``
(every sentence the table says for that game), ``panel`` (its score table and
summaries), ``layout`` (zones to piles), ``faces``
(which picture each card and piece shows), ``art`` (the SVG of its card faces,
back and pieces, numbers read from ``games/<id>/data.json``) and ``about`` (the
start screen's paragraph on the game, its playing time and its name); ``board`` composes
them into the board. Its ``__init__`` exports ``make_board(names)``, ``BOARD`` (the board
class), ``game_name()``, ``interesting(obs)`` (a moment that shows the board well, for
screenshots) and ``SCENE_PLAYERS`` / ``SCENE_OPTIONS``, the board and its parts only on
first use: the start screen (names, paragraphs, playing times) must not load the boards.
No rules here: legality comes from the engine.

:func:`register` adds a table package from elsewhere (the tests' fixture game) until
the returned function undoes it; nothing in the app calls it.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..table.board import Board


_registered: dict[str, ModuleType] = {}  # game -> table package given to register()


def on_first_use(package: str, names: dict[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for the table package ``package``: each of ``names``
    (``"BOARD": "board:SaltyBoard"``) imported from its module when first asked for, so
    that importing the package (the start screen: ``game_name``, ``about``) loads no board."""

    def __getattr__(name: str) -> Any:
        if name not in names:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module, attr = names[name].split(":")
        value = getattr(importlib.import_module(f"{package}.{module}"), attr)
        setattr(importlib.import_module(package), name, value)  # asked once
        return value

    return __getattr__


def register(game: str, table: ModuleType) -> Callable[[], None]:
    """Use ``table`` (a package with the parts above, ``art`` and ``about`` among them)
    as the table of ``game``, whose rules are registered with the engine's ``register``;
    the returned function takes it out again."""
    from ..art import cards

    _registered[game] = table
    undo_art = cards.register(game, importlib.import_module(f"{table.__name__}.art"))

    def undo() -> None:
        _registered.pop(game, None)
        undo_art()

    return undo


def package(game: str) -> ModuleType:
    """The table package of ``game`` (KeyError when there is none)."""
    if not has_table(game):
        raise KeyError(game)
    if game in _registered:
        return _registered[game]
    return importlib.import_module(f"{__name__}.{game}")


def has_table(game: str) -> bool:
    """Is there a table package for ``game`` (a real package, not a bare folder)?"""
    if game in _registered:
        return True
    return game.isidentifier() and _is_package(f"{__name__}.{game}")


@cache
def _is_package(name: str) -> bool:
    """Is ``name`` a real package (asked once: the start screen asks for every game often)?"""
    spec = importlib.util.find_spec(name)
    return spec is not None and spec.origin is not None and spec.submodule_search_locations is not None


def playable() -> list[str]:
    """Games that have both rules and a table, in menu order."""
    from ...engine import available

    return [g for g in available() if has_table(g)]


def game_name(game: str) -> str:
    """The game's name in the current language (its id for a game without a table)."""
    return str(package(game).game_name()) if has_table(game) else game


def make_board(game: str, names: list[str]) -> Board:
    """The board of ``game`` for players ``names``: its package's ``make_board``, which
    composes the game's parts (see :mod:`souptable.ui.table.board`)."""
    board: Board = package(game).make_board(names)
    return board


def description(game: str) -> str:
    """One paragraph on what the game is, in the current language ("" if it has none)."""
    about = _about(game)
    return str(about.description()) if about is not None else ""


def playing_time(game: str) -> tuple[int, int | None] | None:
    """(from, to) minutes, ``to`` None for "or more"; None if the game does not say."""
    about = _about(game)
    return getattr(about, "PLAYING_TIME", None) if about is not None else None


def _about(game: str) -> ModuleType | None:
    if not has_table(game):
        return None
    try:
        return importlib.import_module(f"{package(game).__name__}.about")
    except ModuleNotFoundError:
        return None
