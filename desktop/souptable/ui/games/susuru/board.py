"""The susuru board composed of its parts: made when a table of the game is first set up,
not by the start screen (see the package's ``__init__``). No rules here."""

from __future__ import annotations

from ...table.board import Board
from .choose import SusuruChoose
from .faces import SusuruFaces
from .layout import SusuruLayout
from .panel import SusuruPanel
from .reading import SusuruReading
from .words import SusuruWords


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
