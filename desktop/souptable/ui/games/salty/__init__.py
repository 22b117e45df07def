"""Salty's table (LEO / VicVillage): the board the app shows for ``salty``.

``faces`` (pictures) -> ``words`` (sentences) -> ``layout`` (zones and piles)
-> ``choose`` (clicks, drops, keys) -> :class:`SaltyBoard`. No rules here.
"""

from __future__ import annotations

from ....engine import Observation
from ...text import items
from .choose import SaltyChoose
from .layout import interesting
from .words import game_name


class SaltyBoard(SaltyChoose):
    """Salty: the seasoning shelf and its cubes, food cards with plates, the draft and
    the hidden bet, the rounds, hands, cubes won and the 2-card discard."""

    def progress_text(self, obs: Observation) -> str:
        return items([self.meal_text(obs), self.round_text(obs)])


BOARD = SaltyBoard
SCENE_PLAYERS: int = 4
SCENE_OPTIONS: dict[str, str] = {}

__all__ = ["BOARD", "SCENE_OPTIONS", "SCENE_PLAYERS", "SaltyBoard", "game_name", "interesting"]
