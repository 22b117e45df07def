"""The keyboard focus ring: thick and two-tone, so it shows on every table background
and never looks like a chosen card (a blue glow, raised, with a check mark: sprite.py)
or a playable one (a yellow glow). Drawing only."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

OUTER = QColor("#101820")  # dark: shows on light cards and pale backgrounds
INNER = QColor("#ffffff")  # light: shows on the wood, the felt and dark cards
OUTER_W, INNER_W = 6.0, 2.5


class FocusRing(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.setVisible(True)

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        m = OUTER_W
        return self._rect.adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = self._rect
        radius = max(4.0, min(r.width(), r.height()) * 0.08)
        painter.setPen(QPen(OUTER, OUTER_W))
        painter.drawRoundedRect(r, radius, radius)
        painter.setPen(QPen(INNER, INNER_W))
        painter.drawRoundedRect(r, radius, radius)
