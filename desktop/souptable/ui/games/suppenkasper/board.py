"""The suppenkasper board composed of its parts: made when a table of the game is first set up,
not by the start screen (see the package's ``__init__``). No rules here."""

from __future__ import annotations

from ...table.board import Board
from .choose import SuppenkasperChoose
from .faces import SuppenkasperFaces
from .layout import SuppenkasperLayout
from .panel import SuppenkasperPanel
from .reading import SuppenkasperReading
from .words import SuppenkasperWords


class SuppenkasperBoard(Board):
    """Suppenkasper's board: its five parts, composed (see :mod:`souptable.ui.table.board`)."""

    game = "suppenkasper"
    faces: SuppenkasperFaces
    words: SuppenkasperWords
    panel: SuppenkasperPanel
    layout: SuppenkasperLayout
    choose: SuppenkasperChoose
    reading: SuppenkasperReading  # the reading keys' sentences (ui/games/reading.py)

    def __init__(self, names: list[str]) -> None:
        super().__init__(names)
        self.faces = SuppenkasperFaces(self)
        self.words = SuppenkasperWords(self)
        self.panel = SuppenkasperPanel(self)
        self.layout = SuppenkasperLayout(self)
        self.choose = SuppenkasperChoose(self)
        self.reading = SuppenkasperReading(self)


def make_board(names: list[str]) -> SuppenkasperBoard:
    """A board for players ``names``, composed of its parts."""
    return SuppenkasperBoard(names)
