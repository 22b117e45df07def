"""Salty's pictures: seasoning cards, food cards (front and back), cubes, plates, the shelf.

Numbers printed on a food card (plates, accuracy bonus, max) come from the game's
``data.json`` through ``games.salty.cards``; nothing here is a literal copy of
them. No rules and no sentences here (names come from the board's words).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSizeF

from ....games.salty.cards import FOODS, VALUES
from ...table import piles
from ...table.board import FacesPart
from ...table.spec import Art

if TYPE_CHECKING:
    from .board import SaltyBoard


class SaltyFaces(FacesPart):
    board: SaltyBoard

    def food_art(self, food: str, side: str) -> Art:
        """A food card, ``side`` "front" (its plates: the bet) or "back" (a bet of 0)."""
        f = FOODS[food]
        return self.board.piece(
            "food_card",
            food=food,
            label=self.board.words.food_name(food),
            plates=f.plates,
            accuracy=f.accuracy,
            max_points=f.max,
            side=side,
        )

    def cube_art(self, seasoning: str) -> Art:
        return self.board.piece("cube", seasoning=seasoning)

    def plate_art(self) -> Art:
        return self.board.piece("plate")

    def shelf_art(self) -> Art:
        return self.board.piece("shelf", label="")

    def food_extent(self) -> float:
        """The corner index of a food card: one digit (its plates) in the band, as wide
        as the index of a one-digit seasoning card."""
        return max(self.board.extent(f"salt-{v}") for v in VALUES if "." not in v)

    def food_fan(self, rect: QRectF, card: QSizeF, n: int, align: str = "left") -> list[QRectF]:
        """A row of ``n`` face-up food cards that overlap only as far as their index allows."""
        return piles.fan(rect, card, [self.food_extent()] * n, align)
