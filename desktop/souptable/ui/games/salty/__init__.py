"""Salty's table (LEO / VicVillage): the board the app shows for ``salty``.

:class:`SaltyBoard` is composed of its parts, one a file: ``faces`` (pictures),
``words`` (sentences), ``panel`` (scores and summaries), ``layout`` (zones and piles)
and ``choose`` (clicks, drops, keys); ``art`` draws its cards. No rules here.

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
        "BOARD": "board:SaltyBoard",
        "SaltyBoard": "board:SaltyBoard",
        "make_board": "board:make_board",
        "interesting": "layout:interesting",
    },
)

__all__ = ["BOARD", "SCENE_OPTIONS", "SCENE_PLAYERS", "SaltyBoard", "game_name", "interesting", "make_board"]
