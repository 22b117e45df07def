"""The lesson's overlay on the play area: a bubble of text and a ring around a target.

Both are plain child widgets of the play area, raised over the table: the ring
lets every click through (it only draws) and lies inside what it marks; the bubble
sits beside what it points at, never on it nor on what else the lesson names
(:func:`spot`), and takes the keyboard when it has a button: Enter and Space press
Next; its ✕ is named "Leave the lesson"; its text is said through the window's
announcer (``ui/play/announce.py``). Neither knows about games or rules; the lesson
fills them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPen, QTextDocument
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

from ..play.announce import Announcer
from .words import leave_label

WIDTH = 380  # the bubble's width (less on a narrow table)
WIDE = 720  # ... with a summary table in it
MAX_HEIGHT_SHARE = 0.8  # of the play area's height: a text must fit in that
TABLE_SHARE = 0.42  # ... of which a summary table takes at most this (it scrolls beyond)
GAP = 14  # between the bubble and what it points at
MARGIN = 6  # between the bubble and the play area's edge
STEP = 16  # the bubble's places are tried on a grid of this many pixels
PULSE_MS = 90
DASH_STEPS = 12  # ticks for the dashes to run one pattern on
RING_WIDTH = 6.0
RING_DARK = "#6a1b9a"  # deep violet: unlike the glow (yellow), the selection and focus (blue)
RING_LIGHT = "#ff4fd8"  # bright magenta dashes on it: seen on wood, paper and card art


class Ring(QWidget):
    """The lesson's own mark on the thing to click: a thick dashed ring that runs round
    (drawn only: clicks go through). It lies inside the thing's own rectangle, so it
    never spills onto a neighbour, and its colour and dashes are unlike the table's
    steady yellow glow of the legal choices and its blue focus ring."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self._phase = 0
        self._timer = QTimer(self)
        self._timer.setInterval(PULSE_MS)
        self._timer.timeout.connect(self._tick)
        self.hide()

    def show_around(self, rect: QRect, moving: bool = True) -> None:
        """Ring ``rect`` (in the parent's coordinates) from inside; the dashes stand
        still when ``moving`` is off (the player turned animations off)."""
        self.setGeometry(rect)
        self.raise_()
        self.show()
        if moving:
            self._timer.start()
        else:
            self._timer.stop()

    def hide_ring(self) -> None:
        self._timer.stop()
        self.hide()

    def _tick(self) -> None:
        self._phase = (self._phase + 1) % DASH_STEPS
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        inset = RING_WIDTH / 2 + 0.5
        box = QRectF(self.rect()).adjusted(inset, inset, -inset, -inset)
        radius = min(8.0, box.width() / 4, box.height() / 4)
        p.setPen(QPen(QColor(RING_DARK), RING_WIDTH))
        p.drawRoundedRect(box, radius, radius)
        dashes = QPen(QColor(RING_LIGHT), RING_WIDTH - 2)
        dashes.setDashPattern([2.0, 1.5])  # in pen widths
        dashes.setDashOffset(-self._phase * 3.5 / DASH_STEPS)  # the dashes run round
        dashes.setCapStyle(Qt.PenCapStyle.FlatCap)
        p.setPen(dashes)
        p.drawRoundedRect(box, radius, radius)


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
        self.leave.setText("✕")
        self.leave.setToolTip(leave_label())
        self.leave.setAccessibleName(leave_label())
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
        self.setAccessibleName(head)
        plain = _plain(html)
        self.leave.setToolTip(leave_label())  # (in the language of the moment)
        self.leave.setAccessibleName(leave_label())
        announcer = self.window().findChild(Announcer)  # the lesson's text is said, like the table's
        if announcer is not None:
            announcer.say(" ".join(part for part in (head, _plain(table), plain) if part))
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
            b.setAutoDefault(True)  # Enter presses the focused button (Space does anyway)
            b.setAccessibleDescription(plain)  # a screen reader reads the note with its button
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

    def place(self, area: QRect, near: QRect | None, avoid: Sequence[QRect] = (), soft: Sequence[QRect] = ()) -> None:
        """Inside ``area`` and over none of ``avoid`` (what the lesson points at, the cards
        its text names), over as little of ``soft`` as can be, as close beside ``near``
        as that allows; at the top of the table when it points at nothing."""
        w = self.width_in(area)
        h = min(self.height_for(area), int(area.height() * MAX_HEIGHT_SHARE))
        self.setFixedSize(w, h)
        self.move(spot(area.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN), QSize(w, h), near, avoid, soft))
        self.raise_()
        self.show()

    def take_focus(self) -> bool:
        """Give the keyboard to the bubble's main button (Enter and Space press it)."""
        if not self.buttons or not self.isVisible():
            return False
        self.buttons[-1].setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # the bubble itself focused (not one of its buttons): Enter and Space mean Next too
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.buttons:
            event.accept()
            self.buttons[-1].click()
            return
        super().keyPressEvent(event)


def spot(area: QRect, size: QSize, near: QRect | None, avoid: Sequence[QRect], soft: Sequence[QRect] = ()) -> QPoint:
    """Where a box of ``size`` goes in ``area``: covering none of ``avoid`` if any place
    allows (else as little as can be), then as little of ``soft``, then as close to
    ``near`` as it may come (beside it, above and below first), or to the top centre."""
    w, h = size.width(), size.height()
    left, top = area.left(), area.top()
    right, bottom = max(left, area.right() - w + 1), max(top, area.bottom() - h + 1)
    if near is None:
        goal = QRect(area.center().x() - w // 2, top, w, h)
        tries = [goal.topLeft()]
    else:
        goal = near
        tries = [
            QPoint(near.center().x() - w // 2, near.top() - GAP - h),
            QPoint(near.center().x() - w // 2, near.bottom() + GAP),
            QPoint(near.right() + GAP, near.center().y() - h // 2),
            QPoint(near.left() - GAP - w, near.center().y() - h // 2),
        ]
    tries += [QPoint(x, y) for y in range(top, bottom + 1, STEP) for x in range(left, right + 1, STEP)]
    tries += [QPoint(right, y) for y in range(top, bottom + 1, STEP)] + [QPoint(x, bottom) for x in range(left, right + 1, STEP)]
    hard = [r.adjusted(-2, -2, 2, 2) for r in avoid if not r.isEmpty()]
    best: tuple[int, int, int] | None = None
    where = QPoint(left, top)
    for p in tries:
        x, y = min(max(left, p.x()), right), min(max(top, p.y()), bottom)
        box = QRect(x, y, w, h)
        far = _distance(box, goal) if near is not None else (box.topLeft() - goal.topLeft()).manhattanLength()
        score = (_overlap(box, hard), _overlap(box, soft), far)
        if best is None or score < best:
            best, where = score, QPoint(x, y)
    return where


def _overlap(box: QRect, rects: Sequence[QRect]) -> int:
    total = 0
    for r in rects:
        both = box.intersected(r)
        if not both.isEmpty():
            total += both.width() * both.height()
    return total


def _distance(box: QRect, goal: QRect) -> int:
    """How far ``box`` lies from ``goal``: the gap between them, never less than GAP (so
    the places right beside it, tried first, are as good as any closer one)."""
    dx = max(0, goal.left() - box.right(), box.left() - goal.right())
    dy = max(0, goal.top() - box.bottom(), box.top() - goal.bottom())
    return max(GAP, dx + dy)


def _text_height(label: QLabel, width: int) -> int:
    """The height of a label's rich text laid out at ``width`` (as the label lays it out)."""
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    doc.setDocumentMargin(0)
    doc.setHtml(label.text())
    doc.setTextWidth(width)
    return int(doc.size().height()) + label.fontMetrics().lineSpacing() * 2 // 3


def _plain(html: str) -> str:
    doc = QTextDocument()
    doc.setHtml(html)
    return doc.toPlainText()


def _words(html: str) -> list[str]:
    import re

    plain = re.sub(r"<[^>]+>", " ", html)
    return [w for w in re.split(r"\s+", plain) if w and not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", w)]
