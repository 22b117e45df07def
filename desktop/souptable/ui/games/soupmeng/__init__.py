"""Soup Meng Ramen (スープメングラーメン) at the table: every player's bowls, the hands,
the draw and discard piles, the bonus cards on display and claimed.

:class:`SoupmengBoard` is composed of its parts, one a file: ``faces`` (art references),
``words`` (every sentence), ``panel`` (the score table and the score summary), ``layout``
(observation -> table) and ``choose`` (what each target means now: its state, a click, a
drop, the buttons); ``art`` draws its cards. No rules here: what may be done comes from the
engine's legal actions, and why not from its refusals.

The board class is in ``board``; this module holds only what the start screen and the
screenshots need without it (``game_name``, ``SCENE_*``) and gives the rest on first use.
"""

from __future__ import annotations

from .. import on_first_use
from .about import game_name

SCENE_PLAYERS: int = 3
SCENE_OPTIONS: dict[str, str] = {}

# the board and its parts load on first use: the start screen needs only game_name and about
__getattr__ = on_first_use(
    __name__,
    {
        "BOARD": "board:SoupmengBoard",
        "SoupmengBoard": "board:SoupmengBoard",
        "make_board": "board:make_board",
        "interesting": "layout:interesting",
    },
)

__all__ = ["BOARD", "SCENE_OPTIONS", "SCENE_PLAYERS", "SoupmengBoard", "game_name", "interesting", "make_board"]
