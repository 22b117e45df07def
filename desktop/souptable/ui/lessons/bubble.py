"""The lesson's overlay on the play area: a bubble of text and a ring around a target.

Both are plain child widgets of the play area, raised over the table: the ring
lets every click through (it only draws), the bubble sits beside what it points
at, never on it. Neither knows about games or rules; the lesson fills them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QTextDocument
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

WIDTH = 380  # the bubble's width (less on a narrow table)
WIDE = 720  # ... with a summary table in it
MAX_HEIGHT_SHARE = 0.8  # of the play area's height: a text must fit in that
TABLE_SHARE = 0.42  # ... of which a summary table takes at most this (it scrolls beyond)
GAP = 14  # between the bubble and what it points at
PULSE_MS = 90


class Ring(QWidget):
    """A pulsing frame around the thing to click (drawn only: clicks go through)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self._phase = 0
        self._timer = QTimer(self)
        self._timer.setInterval(PULSE_MS)
        self._timer.timeout.connect(self._tick)
        self.hide()

    def show_around(self, rect: QRect) -> None:
        self.setGeometry(rect.adjusted(-7, -7, 7, 7))
        self.raise_()
        self.show()
        self._timer.start()

    def hide_ring(self) -> None:
        self._timer.stop()
        self.hide()

    def _tick(self) -> None:
        self._phase = (self._phase + 1) % 20
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = abs(10 - self._phase) / 10.0  # 1 → 0 → 1
        outer = QColor("#ff8a3d")
        outer.setAlphaF(0.35 + 0.5 * glow)
        p.setPen(QPen(outer, 6))
        p.drawRoundedRect(self.rect().adjusted(3, 3, -3, -3), 10, 10)
        p.setPen(QPen(QColor("#ffe066"), 2.5))
        p.drawRoundedRect(self.rect().adjusted(5, 5, -5, -5), 8, 8)


class Bubble(QFrame):
    """A short text, a link to the rulebook section, and the lesson's buttons."""

    rules_clicked = Signal(str)
    leave_clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_bubble")
        self.setStyleSheet(
            "#lesson_bubble { background:#fffaf0; border:2px solid #e0a030; border-radius:12px; }"
            "#lesson_bubble QLabel { color:#2b2118; background:transparent; }"
            "#lesson_bubble QPushButton { padding:4px 12px; }"
        )
        self.head = QLabel(self)
        self.head.setWordWrap(True)
        self.head.setStyleSheet("color:#8a5a14; font-size:12px; font-weight:bold;")
        self.leave = QToolButton(self)
        self.leave.setAutoRaise(True)
        self.leave.clicked.connect(self.leave_clicked.emit)
        top = QHBoxLayout()
        top.addWidget(self.head, 1)
        top.addWidget(self.leave)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        font = self.text.font()
        font.setPixelSize(15)
        self.text.setFont(font)
        self.table = QTextBrowser(self)  # a round summary (the board's HTML), scrolled when long
        self.table.setFrameShape(QFrame.Shape.NoFrame)
        self.table.setStyleSheet("QTextBrowser { background:transparent; font-size:12px; color:#2b2118; }")
        self.table.setOpenLinks(False)
        self.link = QLabel(self)
        self.link.setTextFormat(Qt.TextFormat.RichText)
        self.link.setWordWrap(True)
        self.link.linkActivated.connect(lambda href: self.rules_clicked.emit(href.lstrip("#")))
        self.row = QHBoxLayout()
        self.row.addStretch(1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 8, 14, 10)
        lay.setSpacing(6)
        lay.addLayout(top)
        lay.addWidget(self.table)
        lay.addWidget(self.text)
        lay.addWidget(self.link)
        lay.addLayout(self.row)
        self.buttons: list[QPushButton] = []
        self._table_html = ""
        self.hide()

    def fill(self, head: str, html: str, link: str, buttons: list[tuple[str, Callable[[], None]]], table: str = "") -> None:
        self.head.setText(head)
        self.table.setHtml(table)
        self._table_html = table
        self.table.setVisible(bool(table))
        self.text.setText(html)
        self.link.setText(link)
        self.link.setVisible(bool(link))
        for b in self.buttons:
            self.row.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.buttons = []
        for i, (label, slot) in enumerate(buttons):
            b = QPushButton(label, self)
            b.clicked.connect(slot)
            if i == len(buttons) - 1:
                b.setDefault(True)
            self.row.addWidget(b)
            self.buttons.append(b)

    def width_in(self, area: QRect) -> int:
        return min(WIDE if self._has_table() else WIDTH, max(200, area.width() - 24))

    def _has_table(self) -> bool:
        return bool(self._table_html)

    def _table_height(self, area: QRect, inner: int) -> int:
        """The summary's height: all of it, or as much as a share of the table allows."""
        doc = self.table.document().clone()
        doc.setTextWidth(inner)
        return min(int(doc.size().height()) + 6, int(area.height() * TABLE_SHARE))

    def fits(self, area: QRect) -> bool:
        """Does the whole text show at this size (nothing clipped, no word wider than the bubble)?"""
        w = self.width_in(area)
        inner = w - 28
        words = self.text.fontMetrics()
        widest = max((words.horizontalAdvance(part) for part in _words(self.text.text())), default=0)
        return widest <= inner and self.height_for(area) <= area.height() * MAX_HEIGHT_SHARE

    def height_for(self, area: QRect) -> int:
        """The height the whole content needs at the bubble's width in ``area``."""
        w = self.width_in(area)
        self.setFixedWidth(w)
        inner = w - 28
        parts = [max(self.head.heightForWidth(inner - self.leave.sizeHint().width() - 6), self.leave.sizeHint().height())]
        if self._has_table():
            height = self._table_height(area, inner)
            self.table.setFixedHeight(height)
            parts.append(height)
        for label in (self.text, self.link):
            if label.text():
                parts.append(_text_height(label, inner))
        if self.buttons:
            parts.append(max(b.sizeHint().height() for b in self.buttons))
        return 8 + 10 + sum(parts) + 6 * (len(parts) - 1) + 4

    def place(self, area: QRect, near: QRect | None) -> None:
        """Beside ``near`` (above, below, right or left: where it fits) inside ``area``;
        at the top of the table when it points at nothing."""
        w = self.width_in(area)
        h = min(self.height_for(area), int(area.height() * MAX_HEIGHT_SHARE))
        self.setFixedSize(w, h)
        if near is None:
            pos = QPoint(area.center().x() - w // 2, area.top() + 12)
        else:
            spots = [
                QPoint(near.center().x() - w // 2, near.top() - GAP - h),
                QPoint(near.center().x() - w // 2, near.bottom() + GAP),
                QPoint(near.right() + GAP, near.center().y() - h // 2),
                QPoint(near.left() - GAP - w, near.center().y() - h // 2),
            ]
            pos = next((p for p in spots if _inside(QRect(p, self.size()), area, near)), spots[0])
        x = min(max(area.left() + 6, pos.x()), area.right() - w - 6)
        y = min(max(area.top() + 6, pos.y()), area.bottom() - h - 6)
        self.move(x, y)
        self.raise_()
        self.show()


def _text_height(label: QLabel, width: int) -> int:
    """The height of a label's rich text laid out at ``width`` (as the label lays it out)."""
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    doc.setDocumentMargin(0)
    doc.setHtml(label.text())
    doc.setTextWidth(width)
    return int(doc.size().height()) + label.fontMetrics().lineSpacing() * 2 // 3


def _inside(rect: QRect, area: QRect, near: QRect) -> bool:
    return area.contains(rect) and not rect.intersects(near)


def _words(html: str) -> list[str]:
    import re

    plain = re.sub(r"<[^>]+>", " ", html)
    return [w for w in re.split(r"\s+", plain) if w and not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", w)]
