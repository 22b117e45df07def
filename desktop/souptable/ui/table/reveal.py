"""Hands laid open: the backs of a zone turned face up, for any game's layout.

When a round is scored (and at the game's end) the view says which cards lie in
which zone (``SeatView.revealed``). A board draws another seat's hand as backs;
here each back of such a zone shows the next card of it that is not already face
up, and a row of them is spread again as a fan that leaves every corner index
readable (a stack stays a stack, its tooltip naming every card). The sprites keep
their keys, so the table turns them over where they lie. No rules here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QRectF, QSizeF

from ..text import items
from .spec import Layout, Spec


def reveal_cards(layout: Layout, revealed: Mapping[str, Sequence[str]], board: Any) -> None:
    """Turn the backs of every zone in ``revealed`` face up, in place."""
    for zone, cards in revealed.items():
        specs = [s for s in layout.specs if s.zone == zone]
        backs = [s for s in specs if not s.face_up]
        if not backs:
            continue
        known = Counter(s.card for s in specs if s.face_up and s.card is not None)
        hidden: list[str] = []
        for card in cards:
            if known[card] > 0:
                known[card] -= 1
            else:
                hidden.append(card)
        for spec, card in zip(backs, hidden, strict=False):
            spec.art = board.face(card)
            spec.face_up = True
            spec.card = card
            spec.tooltip = board.card_name(card)
        _spread(specs, board)


def _spread(specs: list[Spec], board: Any) -> None:
    """A row of cards again as a fan with readable corners; a stack keeps its place."""
    shown = [s for s in specs if s.face_up and s.card is not None]
    if len(shown) < 2 or any(s.rotation for s in shown):
        return
    size = QSizeF(shown[0].rect.size())
    area = QRectF(shown[0].rect)
    for s in shown[1:]:
        area = area.united(s.rect)
    if area.width() < 1.5 * size.width():  # a stack: only the top shows; its tooltip says all
        names = items([board.card_name(s.card) for s in shown])
        for s in shown:
            s.tooltip = names
        return
    shown.sort(key=lambda s: s.rect.x())
    rects = board.fan(area, size, [str(s.card) for s in shown])
    for i, (spec, rect) in enumerate(zip(shown, rects, strict=False)):
        spec.rect = rect
        spec.z = shown[0].z + i


__all__ = ["reveal_cards"]
