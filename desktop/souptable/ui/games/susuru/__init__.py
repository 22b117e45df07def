"""Super Susuru Soup's table: the board the app finds by the game id ``susuru``.

:class:`SusuruBoard` is composed of its parts, one a file: ``faces`` (art references),
``words`` (sentences), ``panel`` (scores and summaries), ``layout`` (observation to
table) and ``choose`` (clicks, drops, buttons); ``art`` draws its cards. No rules here.
"""

from __future__ import annotations

from ...table.board import Board
from .choose import SusuruChoose
from .faces import SusuruFaces
from .layout import SusuruLayout, interesting
from .panel import SusuruPanel
from .reading import SusuruReading
from .words import SusuruWords, game_name


class SusuruBoard(Board):
    """Susuru's board: its five parts, composed (see :mod:`souptable.ui.table.board`)."""

    game = "susuru"
    faces: SusuruFaces
    words: SusuruWords
    panel: SusuruPanel
    layout: SusuruLayout
    choose: SusuruChoose
    reading: SusuruReading  # the reading keys' sentences (ui/games/reading.py)

    def __init__(self, names: list[str]) -> None:
        super().__init__(names)
        self.faces = SusuruFaces(self)
        self.words = SusuruWords(self)
        self.panel = SusuruPanel(self)
        self.layout = SusuruLayout(self)
        self.choose = SusuruChoose(self)
        self.reading = SusuruReading(self)


def make_board(names: list[str]) -> SusuruBoard:
    """A board for players ``names``, composed of its parts."""
    return SusuruBoard(names)


BOARD = SusuruBoard
SCENE_PLAYERS: int = 4
SCENE_OPTIONS: dict[str, str] = {}

__all__ = ["BOARD", "SCENE_OPTIONS", "SCENE_PLAYERS", "SusuruBoard", "game_name", "interesting", "make_board"]
