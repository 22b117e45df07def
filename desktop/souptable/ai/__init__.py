"""Computer players. Pure Python: never imports Qt.

``make_bot(game, level)`` gives a bot for one seat; bots see only their
seat's observation, the legal actions and an rng (see :mod:`.base`).
Levels: ``random`` (uniform), ``easy`` and ``normal`` (per-game heuristics in
:mod:`.heuristics`), ``hard`` (information-set MCTS, :mod:`.ismcts`).
"""

from __future__ import annotations

import importlib
import random
import threading
from collections.abc import Callable
from types import ModuleType

from ..engine import Action, Observation, SetupError
from .base import Bot, Cancelled
from .random_bot import RandomBot

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")


_registered: dict[str, ModuleType] = {}  # game -> heuristics module given to register()


def register(game: str, heuristics: ModuleType) -> Callable[[], None]:
    """Use ``heuristics`` as the ``easy``/``normal``/``hard`` judgement of ``game``, a game
    registered with the engine's ``register`` (the tests' fixture game); the returned
    function takes it out again."""
    _registered[game] = heuristics

    def undo() -> None:
        _registered.pop(game, None)

    return undo


def heuristics_for(game: str) -> ModuleType | None:
    """The game's heuristics module, or ``None`` if it has none yet."""
    if game in _registered:
        return _registered[game]
    try:
        return importlib.import_module(f"souptable.ai.heuristics.{game}")
    except ModuleNotFoundError as exc:
        if exc.name == f"souptable.ai.heuristics.{game}":
            return None
        raise


class HeuristicBot:
    """``easy`` or ``normal``: the game's hand-written judgement."""

    def __init__(self, game: str, level: str, module: ModuleType) -> None:
        self.game = game
        self.level = level
        self.module = module

    def choose(
        self,
        obs: Observation,
        legal: list[Action],
        rnd: random.Random,
        cancel: threading.Event | None = None,
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        act: Action = self.module.choose(obs, legal, rnd, self.level)
        return act


def make_bot(game: str, level: str, think_time: float = 1.0, iterations: int | None = None) -> Bot:
    """A bot of ``level`` for ``game``; raises :class:`SetupError` for an unknown level.
    ``iterations`` fixes ``hard``'s simulations per decision instead of its
    think time (reproducible on any machine, however busy)."""
    if level == "random":
        return RandomBot(game)
    if level in ("easy", "normal", "hard"):
        module = heuristics_for(game)
        if module is None:
            raise SetupError("level_unavailable", f"no {level} computer player for {game} yet", level=level)
        if level == "hard":
            from .ismcts import IsmctsBot

            return IsmctsBot(game, think_time, module, max_iterations=iterations)
        return HeuristicBot(game, level, module)
    raise SetupError("unknown_level", f"unknown computer level {level!r} (levels: {', '.join(LEVELS)})", level=level)


__all__ = ["LEVELS", "Bot", "Cancelled", "HeuristicBot", "RandomBot", "make_bot", "register"]
