"""Soup Meng Ramen (スープメングラーメン) at the table: every player's bowls, the hands,
the draw and discard piles, the bonus cards on display and claimed.

:class:`SoupmengBoard` is composed of its parts, one a file: ``faces`` (art references),
``words`` (every sentence), ``panel`` (the score table and the score summary), ``layout``
(observation -> table) and ``choose`` (what each target means now: its state, a click, a
drop, the buttons); ``art`` draws its cards. No rules here: what may be done comes from the
engine's legal actions, and why not from its refusals.
"""

from __future__ import annotations

from ...table.board import Board
from .choose import SoupmengChoose
from .faces import SoupmengFaces
from .layout import SoupmengLayout, interesting
from .panel import SoupmengPanel
from .reading import SoupmengReading
from .words import SoupmengWords, game_name


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


BOARD = SoupmengBoard
SCENE_PLAYERS: int = 3
SCENE_OPTIONS: dict[str, str] = {}

__all__ = ["BOARD", "SCENE_OPTIONS", "SCENE_PLAYERS", "SoupmengBoard", "game_name", "interesting", "make_board"]
