"""Suppenkasper read aloud on demand: the round, dealer and variant, each seat's weight
and cards, the dish on the plate, in the words of ``SuppenkasperWords`` (see
``games/reading.py``; only what the viewing seat may know). No rules here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import Observation
from ..reading import ReadingPart

if TYPE_CHECKING:
    from .board import SuppenkasperBoard


class SuppenkasperReading(ReadingPart):
    board: SuppenkasperBoard

    def overview(self, obs: Observation) -> list[str]:
        w = self.board.words
        return [line for line in w.left_lines(obs) if line] + [text for text, _kind in w.plate_lines(list(obs["plate"]))]

    def seat_line(self, obs: Observation, seat: int) -> str:
        return self.about(self.board.name(seat), self.board.words.facts(seat, obs))
