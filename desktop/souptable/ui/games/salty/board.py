"""The salty board composed of its parts: made when a table of the game is first set up,
not by the start screen (see the package's ``__init__``). No rules here."""

from __future__ import annotations

from ...table.board import Board
from .choose import SaltyChoose
from .faces import SaltyFaces
from .layout import SaltyLayout
from .panel import SaltyPanel
from .reading import SaltyReading
from .words import SaltyWords


class SaltyBoard(Board):
    """Salty: the seasoning shelf and its cubes, food cards with plates, the draft and
    the hidden bet, the rounds, hands, cubes won and the 2-card discard."""

    game = "salty"
    faces: SaltyFaces
    words: SaltyWords
    panel: SaltyPanel
    layout: SaltyLayout
    choose: SaltyChoose
    reading: SaltyReading  # the reading keys' sentences (ui/games/reading.py)

    def __init__(self, names: list[str]) -> None:
        super().__init__(names)
        self.faces = SaltyFaces(self)
        self.words = SaltyWords(self)
        self.panel = SaltyPanel(self)
        self.layout = SaltyLayout(self)
        self.choose = SaltyChoose(self)
        self.reading = SaltyReading(self)


def make_board(names: list[str]) -> SaltyBoard:
    """A Salty board for players ``names``, composed of its parts."""
    return SaltyBoard(names)
