"""Salty's table (LEO / VicVillage): the board the app shows for ``salty``.

:class:`SaltyBoard` is composed of its parts, one a file: ``faces`` (pictures),
``words`` (sentences), ``panel`` (scores and summaries), ``layout`` (zones and piles)
and ``choose`` (clicks, drops, keys); ``art`` draws its cards. No rules here.
"""

from __future__ import annotations

from ...table.board import Board
from .choose import SaltyChoose
from .faces import SaltyFaces
from .layout import SaltyLayout, interesting
from .panel import SaltyPanel
from .reading import SaltyReading
from .words import SaltyWords, game_name


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


BOARD = SaltyBoard
SCENE_PLAYERS: int = 4
SCENE_OPTIONS: dict[str, str] = {}

__all__ = ["BOARD", "SCENE_OPTIONS", "SCENE_PLAYERS", "SaltyBoard", "game_name", "interesting", "make_board"]
