"""The soupmeng board composed of its parts: made when a table of the game is first set up,
not by the start screen (see the package's ``__init__``). No rules here."""

from __future__ import annotations

from ...table.board import Board
from .choose import SoupmengChoose
from .faces import SoupmengFaces
from .layout import SoupmengLayout
from .panel import SoupmengPanel
from .reading import SoupmengReading
from .words import SoupmengWords


class SoupmengBoard(Board):
    """Soupmeng's board: its five parts, composed (see :mod:`souptable.ui.table.board`)."""

    game = "soupmeng"
    faces: SoupmengFaces
    words: SoupmengWords
    panel: SoupmengPanel
    layout: SoupmengLayout
    choose: SoupmengChoose
    reading: SoupmengReading  # the reading keys' sentences (ui/games/reading.py)

    def __init__(self, names: list[str]) -> None:
        super().__init__(names)
        self.faces = SoupmengFaces(self)
        self.words = SoupmengWords(self)
        self.panel = SoupmengPanel(self)
        self.layout = SoupmengLayout(self)
        self.choose = SoupmengChoose(self)
        self.reading = SoupmengReading(self)


def make_board(names: list[str]) -> SoupmengBoard:
    """A board for players ``names``, composed of its parts."""
    return SoupmengBoard(names)
