"""Soup Meng Ramen read aloud on demand: each seat's title and status (cards in hand,
bowls finished, bonus points), then its bowls and the shared piles, in the words of
``SoupmengWords`` (see ``games/reading.py``; only what the viewing seat may know).
No rules here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import Observation
from ..reading import ReadingPart

if TYPE_CHECKING:
    from .board import SoupmengBoard


class SoupmengReading(ReadingPart):
    board: SoupmengBoard

    def seat_line(self, obs: Observation, seat: int) -> str:
        w = self.board.words
        return self.about(w.seat_title(obs, seat), w.seat_facts(obs, seat))
