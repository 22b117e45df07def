"""Super Susuru Soup's table: the board the app finds by the game id ``susuru``.

``faces`` (art) -> ``words`` (sentences) -> ``layout`` (observation to table)
-> ``choose`` (clicks, drops, buttons) -> :class:`SusuruBoard`. No rules here.
"""

from __future__ import annotations

from ....engine import Observation
from .choose import SusuruChoose
from .layout import interesting
from .words import game_name


class SusuruBoard(SusuruChoose):
    """The Super Susuru Soup board: draw pile, market, trend order markers, hands, income."""

    def progress_text(self, obs: Observation) -> str:
        return self.round_text(obs)


BOARD = SusuruBoard
SCENE_PLAYERS: int = 4
SCENE_OPTIONS: dict[str, str] = {}

__all__ = ["BOARD", "SCENE_OPTIONS", "SCENE_PLAYERS", "SusuruBoard", "game_name", "interesting"]
