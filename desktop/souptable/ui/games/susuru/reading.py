"""Susuru read aloud on demand: the round, each seat's shop and stars with its chips,
the market and the trend markers, in the words of ``SusuruWords`` (see
``games/reading.py``; only what the viewing seat may know). No rules here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import Observation
from ..reading import ReadingPart

if TYPE_CHECKING:
    from .board import SusuruBoard


class SusuruReading(ReadingPart):
    board: SusuruBoard

    def overview(self, obs: Observation) -> list[str]:
        w = self.board.words
        return [w.round_text(obs), w.deck_label(obs)]

    def seat_line(self, obs: Observation, seat: int) -> str:
        line, chips = self.board.words.seat_facts(seat, obs)
        return self.about(self.board.name(seat), line + ". " + chips)
