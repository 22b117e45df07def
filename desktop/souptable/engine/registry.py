"""Which games exist, by stable id. Games load on first use.

Ids are stable (saves, settings and the CLI use them). Each game package
``souptable.games.<id>`` exposes ``RULES``, its :class:`GameRules` object.
"""

from __future__ import annotations

import importlib
from typing import Any

from .errors import SetupError
from .rules import GameRules

GAME_IDS: tuple[str, ...] = ("susuru", "soupmeng", "suppenkasper", "salty")

_loaded: dict[str, GameRules[Any]] = {}


def available() -> list[str]:
    """Ids of the games whose package is present, in menu order."""
    out = []
    for gid in GAME_IDS:
        try:
            get(gid)
        except SetupError:
            continue
        out.append(gid)
    return out


def get(game_id: str) -> GameRules[Any]:
    """The rules of ``game_id``; raises :class:`SetupError` for an unknown id."""
    rules = _loaded.get(game_id)
    if rules is not None:
        return rules
    if game_id not in GAME_IDS:
        raise SetupError("unknown_game", f"unknown game {game_id!r} (games: {', '.join(GAME_IDS)})", game=game_id)
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
