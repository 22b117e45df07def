"""The Suppenkasper table: the board the app finds by the game id.

:class:`SuppenkasperBoard` is composed of its parts, one a file: :mod:`.faces` (card art,
the cards' names and rule texts, numbers from ``data.json``), :mod:`.words` (prompts,
tooltips, buttons, log lines, refusals), :mod:`.panel` (the score table, the round
summaries and the note under the final standings), :mod:`.layout` (zones to piles) and
:mod:`.choose` (what a click, drop or key means); :mod:`.art` draws its cards and pieces.
No rules anywhere: legality comes from the engine's legal actions.

The board class is in ``board``; this module holds only what the start screen and the
screenshots need without it (``game_name``, ``SCENE_*``) and gives the rest on first use.
"""

from __future__ import annotations

from .. import on_first_use
from .about import game_name

SCENE_PLAYERS: int = 4
SCENE_OPTIONS: dict[str, str] = {"variant": "2"}

# the board and its parts load on first use: the start screen needs only game_name and about
__getattr__ = on_first_use(
    __name__,
    {
        "BOARD": "board:SuppenkasperBoard",
        "SuppenkasperBoard": "board:SuppenkasperBoard",
        "make_board": "board:make_board",
        "interesting": "layout:interesting",
    },
)

__all__ = ["BOARD", "SCENE_OPTIONS", "SCENE_PLAYERS", "SuppenkasperBoard", "game_name", "interesting", "make_board"]
