"""Salty read aloud on demand: the meal, the round, the shelf and the bag, and each
seat's total and cards won, in the words of ``SaltyWords`` (see ``games/reading.py``;
only what the viewing seat may know). No rules here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import Observation
from ..reading import ReadingPart

if TYPE_CHECKING:
    from .board import SaltyBoard


class SaltyReading(ReadingPart):
    board: SaltyBoard

    def overview(self, obs: Observation) -> list[str]:
        w = self.board.words
        return [w.meal_text(obs), w.round_text(obs), *w.salt_text(obs).split("\n"), w.bag_text(obs)]

    def seat_line(self, obs: Observation, seat: int) -> str:
        return self.about(self.board.name(seat), self.board.words.seat_facts(obs, seat))
