"""Super Susuru Soup's pictures on the table: card faces and backs, the trend
order markers, and how rows of cards overlap without hiding a corner index.

Every number a player sees (card values, marker limits, chip stars, income
points) comes from ``games/susuru/data.json`` through ``games/susuru/cards.py``.
No rules and no sentences here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSizeF

from ....games.susuru.cards import CHIPS, INCOME_POINTS, INGREDIENTS, MARKERS, MAX_SCORING_COUNT, ingredient, value
from ...table import piles
from ...table.board import FacesPart
from ...table.spec import Art

if TYPE_CHECKING:
    from .board import SusuruBoard

# How much of a face-down card a following card leaves showing (a back has no index,
# but the count of cards should stay visible).
BACK_EXTENT = 0.2

__all__ = [
    "BACK_EXTENT",
    "CHIPS",
    "INCOME_POINTS",
    "INGREDIENTS",
    "MARKERS",
    "MAX_SCORING_COUNT",
    "SusuruFaces",
    "ingredient",
    "sorted_hand",
    "value",
]


def sorted_hand(cards: list[str]) -> list[str]:
    """A hand in the order a person sorts it: by ingredient, then by value."""
    return sorted(cards, key=lambda c: (INGREDIENTS.index(ingredient(c)), value(c)))


class SusuruFaces(FacesPart):
    """Art references of Super Susuru Soup (faces and backs come from the board)."""

    board: SusuruBoard

    def marker_art(self, marker: int) -> Art:
        return self.board.piece("trend_marker", number=marker)

    @staticmethod
    def stars(chips: list[int]) -> int:
        """Victory points of a seat's scoring chips ([gold, silver, bronze] counts)."""
        return sum(count * star for count, (_kind, star) in zip(chips, CHIPS, strict=False))

    def row_fan(self, rect: QRectF, card: QSizeF, faces: list[str], backs: int = 0) -> list[QRectF]:
        """A fan of face-up ``faces`` then ``backs`` face-down cards: every face-up card
        keeps its corner index readable, every back keeps a sliver showing."""
        extents = [self.board.extent(c) for c in faces] + [BACK_EXTENT] * backs
        return piles.fan(rect, card, extents)
