"""Soup Meng Ramen's pictures on the table: which SVG each card and piece is drawn from.

The Soup Meng card faces and back, the bowl card (丼カード) with its owner's peek at
the lucky topping (ラッキー具), the いっちょあがり！ card, the bonus cards (their needs
read from the game's data, never restated here) and the invisible mat under each bowl
tray (so that a click anywhere on a bowl reaches the board). Numbers come from
``games/soupmeng/cards.py``, which reads ``data.json``. No rules and no sentences
here: a name drawn on a piece is passed in by the caller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....games.soupmeng.cards import BONUS_BY_ID
from ...table.board import FacesPart
from ...table.spec import Art

if TYPE_CHECKING:
    from .board import SoupmengBoard

# The transparent mat under a bowl tray: it draws nothing; it only catches clicks.
_MAT_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="none"/></svg>'

# How much of a bonus card's width its corner (the points, two digits, and the star
# badge) takes: a row of claimed bonus cards leaves that much of each uncovered.
BONUS_EXTENT = 0.42
BONUS_EXTENT_H = 0.4


class SoupmengFaces(FacesPart):
    """The art references of Soup Meng Ramen."""

    board: SoupmengBoard

    def card_art(self, card: str) -> Art:
        """A Soup Meng card's face (its name, drawn on it, in the player's language)."""
        return self.board.face(card)

    def back_art(self) -> Art:
        return self.board.back()

    def bowl_art(self, lucky: str | None, label: str) -> Art:
        """A bowl card; ``lucky`` (None when the viewer may not know it) shows in the
        folded-up corner and ``label`` is written along its foot."""
        return self.board.piece("bowl", lucky=lucky, label=label)

    def order_up_art(self, label: str) -> Art:
        return self.board.piece("order_up", label=label)

    def bonus_art(self, bid: str, label: str) -> Art:
        """A bonus card: its points and, as pictures, what a bowl needs for it."""
        b = BONUS_BY_ID[bid]
        needs: list[str] = []
        if b.soup:
            needs.append("soup" if b.soup == "any" else b.soup)
        if b.noodle:
            needs.append("noodle" if b.noodle == "any" else b.noodle)
        for topping, count in b.toppings:
            needs += [topping] * count
        needs += ["topping"] * b.distinct
        return self.board.piece("bonus", bonus=bid, label=label, points=b.points, needs=tuple(needs))

    def mat_art(self) -> Art:
        return "soupmeng/mat", lambda: _MAT_SVG
