"""The Suppenkasper table: the board the app finds by the game id.

:class:`SuppenkasperBoard` is composed of its parts, one a file: :mod:`.faces` (card art,
the cards' names and rule texts, numbers from ``data.json``), :mod:`.words` (prompts,
tooltips, buttons, log lines, refusals), :mod:`.panel` (the score table, the round
summaries and the note under the final standings), :mod:`.layout` (zones to piles) and
:mod:`.choose` (what a click, drop or key means); :mod:`.art` draws its cards and pieces.
No rules anywhere: legality comes from the engine's legal actions.
"""

from __future__ import annotations

from ...table.board import Board
from .choose import SuppenkasperChoose
from .faces import SuppenkasperFaces
from .layout import SuppenkasperLayout, interesting
from .panel import SuppenkasperPanel
from .reading import SuppenkasperReading
from .words import SuppenkasperWords, game_name


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


BOARD = SuppenkasperBoard
SCENE_PLAYERS: int = 4
SCENE_OPTIONS: dict[str, str] = {"variant": "2"}

__all__ = ["BOARD", "SCENE_OPTIONS", "SCENE_PLAYERS", "SuppenkasperBoard", "game_name", "interesting", "make_board"]
