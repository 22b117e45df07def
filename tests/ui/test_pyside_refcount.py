"""Guard against a PySide6 build that drops references to None.

PySide6 6.12.0 on Python 3.11 decrements None's reference count on every call
of a method that returns nothing; a table repainting cards aborts the app with
"none_dealloc" within seconds. pyproject pins a version without the bug; this
test fails loudly if a broken build sneaks in.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsRectItem


def test_void_methods_keep_none_alive(qapp):
    item = QGraphicsRectItem()
    img = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(img)
    before = sys.getrefcount(None)
    for _ in range(500):
        item.setPos(QPointF(1, 1))
        painter.drawRect(QRectF(0, 0, 2, 2))
    after = sys.getrefcount(None)
    painter.end()
    assert after - before > -100, f"None lost {before - after} references: broken PySide6 build"
