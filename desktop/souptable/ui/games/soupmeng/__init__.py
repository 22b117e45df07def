"""Soup Meng Ramen (スープメングラーメン) at the table: every player's bowls, the hands,
the draw and discard piles, the bonus cards on display and claimed.

The board is one chain of classes, each file building on the one before:
``faces.Faces`` (art) -> ``words.Words`` (every sentence) -> ``choose.Choose``
(what each target means now: its state, a click, a drop, the buttons) ->
``layout.Table`` (observation -> table) -> :class:`SoupmengBoard`. No rules here: what may be done comes from the engine's
legal actions, and why not from its refusals.
"""

from __future__ import annotations

from .layout import Table, interesting
from .words import game_name


class SoupmengBoard(Table):
    """The Soup Meng Ramen board."""


BOARD = SoupmengBoard
SCENE_PLAYERS: int = 3
SCENE_OPTIONS: dict[str, str] = {}

__all__ = ["BOARD", "SCENE_OPTIONS", "SCENE_PLAYERS", "SoupmengBoard", "game_name", "interesting"]
