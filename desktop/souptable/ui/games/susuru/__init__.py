"""Super Susuru Soup's table: the board the app finds by the game id ``susuru``.

:class:`SusuruBoard` is composed of its parts, one a file: ``faces`` (art references),
``words`` (sentences), ``panel`` (scores and summaries), ``layout`` (observation to
table) and ``choose`` (clicks, drops, buttons); ``art`` draws its cards. No rules here.

The board class is in ``board``; this module holds only what the start screen and the
screenshots need without it (``game_name``, ``SCENE_*``) and gives the rest on first use.
"""

from __future__ import annotations

from .. import on_first_use
from .about import game_name

SCENE_PLAYERS: int = 4
SCENE_OPTIONS: dict[str, str] = {}

# the board and its parts load on first use: the start screen needs only game_name and about
__getattr__ = on_first_use(
    __name__,
    {
        "BOARD": "board:SusuruBoard",
        "SusuruBoard": "board:SusuruBoard",
        "make_board": "board:make_board",
        "interesting": "layout:interesting",
    },
)

__all__ = ["BOARD", "SCENE_OPTIONS", "SCENE_PLAYERS", "SusuruBoard", "game_name", "interesting", "make_board"]
