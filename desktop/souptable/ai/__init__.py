"""Computer players. Pure Python: never imports Qt.

``make_bot(game, level)`` gives a bot for one seat; bots see only their
seat's observation, the legal actions and an rng (see :mod:`.base`).
"""

from __future__ import annotations

from ..engine import SetupError
from .base import Bot, Cancelled
from .random_bot import RandomBot

LEVELS: tuple[str, ...] = ("random",)


def make_bot(game: str, level: str, think_time: float = 1.0) -> Bot:
    """A bot of ``level`` for ``game``; raises :class:`SetupError` for an unknown level."""
    if level == "random":
        return RandomBot(game)
    raise SetupError("unknown_level", f"unknown computer level {level!r} (levels: {', '.join(LEVELS)})", level=level)


__all__ = ["LEVELS", "Bot", "Cancelled", "RandomBot", "make_bot"]
