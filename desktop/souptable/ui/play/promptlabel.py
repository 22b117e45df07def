"""The prompt line under the table: a word-wrapped label whose text always fits its box.

The box has a fixed height (playarea.py: a longer prompt must never shrink the table), so
a prompt longer than the box would lose its first and last lines. Instead the text is
drawn smaller, a pixel at a time down to :data:`SMALLEST` (the smallest text the table
asks for, ui/table/look.py); what still does not fit starts at the top, so the beginning
is read first, and the whole text is the tooltip. The label's own font, size hints and
text (what a screen reader reads) stay as they are, so the window's layout never moves
with a prompt. It must not decide what the prompt says.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

SMALLEST = 11  # pixels
WRAP = Qt.TextFlag.TextWordWrap


class PromptLabel(QLabel):
    def __init__(self, pixels: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)  # drawn as it is read: never markup
        self.setContentsMargins(8, 4, 8, 4)
        font = self.font()
        font.setPixelSize(pixels)
        self.setFont(font)
        self._drawn: QFont = font  # the font the text is drawn in (smaller when it must be)
        self._fits = True

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def drawn_pixels(self) -> int:
        """The pixel size the prompt is drawn at now (the label's own when it fits)."""
        return self._drawn.pixelSize()

    def _fit(self) -> None:
        text, box = self.text(), self.contentsRect()
        font = QFont(self.font())
        size = self.font().pixelSize()
        while True:
            font.setPixelSize(size)
            need = QFontMetrics(font).boundingRect(QRect(0, 0, max(1, box.width()), 100000), WRAP, text)
            self._fits = need.height() <= box.height()
            if self._fits or size <= SMALLEST:
                break
            size -= 1
        self._drawn = font
        self.setToolTip("" if self._fits else text)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._drawn.pixelSize() == self.font().pixelSize():
            super().paintEvent(event)  # the label's own painting (and its style) when it fits
            return
        painter = QPainter(self)
        painter.setFont(self._drawn)
        painter.setPen(self.palette().color(self.foregroundRole()))
        top = Qt.AlignmentFlag.AlignVCenter if self._fits else Qt.AlignmentFlag.AlignTop
        painter.drawText(self.contentsRect(), int(Qt.AlignmentFlag.AlignLeft | top | WRAP), self.text())
