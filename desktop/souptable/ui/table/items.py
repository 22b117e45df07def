"""Text labels and framed areas on the table (no rules, no game knowledge)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import look
from .spec import ACTIVE, LEGAL, SELECTED, Area, Label

if TYPE_CHECKING:
    from .scene import TableScene

MIN_FONT_PX = 7.0


WRAP = Qt.TextFlag.TextWordWrap


def color(text: str) -> QColor:
    """A spec colour: "#RRGGBB" or CSS-style "#RRGGBBAA" (Qt itself would read
    eight digits as #AARRGGBB, so the alpha is moved to where Qt expects it)."""
    if len(text) == 9 and text.startswith("#"):
        return QColor(f"#{text[7:9]}{text[1:7]}")
    return QColor(text)


def fitted_font(text: str, rect: QRectF, size: float, bold: bool) -> tuple[QFont, bool]:
    """The font for ``text`` in ``rect``: as large as ``size`` allows, wrapping at
    spaces when the height has room for more lines, shrunk when it must (never
    below a floor). Returns (font, fits) so tests can catch clipping."""
    font = QFont()
    font.setBold(bold)
    px = size
    box = QRectF(0, 0, max(1.0, rect.width() - 4), 100000)
    while True:
        font.setPixelSize(max(1, int(px)))
        fm = QFontMetricsF(font)
        br = fm.boundingRect(box, int(WRAP), text)
        fits = br.width() <= box.width() + 0.5 and br.height() <= rect.height() + 1
        if fits or px <= MIN_FONT_PX:
            return font, fits
        px -= 0.5


class LabelItem(QGraphicsObject):
    def __init__(self, label: Label) -> None:
        super().__init__()
        self.key = label.key
        self.label = label
        self.target: Any = None
        self.fits = True
        self.set_label(label)

    def set_label(self, label: Label) -> None:
        self.prepareGeometryChange()
        self.label = label
        self.target = label.target
        self.setZValue(label.z)
        self.setToolTip(label.tooltip)
        self.setPos(label.rect.topLeft())
        seen = look.current()  # the text size and boldness the player chose (ui/table/look.py)
        self._font, self.fits = fitted_font(label.text, label.rect, seen.text_px(label.size), label.bold or seen.high_contrast)
        if label.target is not None:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.label.rect.width(), self.label.rect.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        seen = look.current()
        ink, backing = seen.label_colors(self.label.color, self.label.background)
        if backing:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color(backing))
            painter.drawRoundedRect(r, 6, 6)
        painter.setFont(self._font)
        painter.setPen(color(ink))
        align = {
            "left": Qt.AlignmentFlag.AlignLeft,
            "center": Qt.AlignmentFlag.AlignHCenter,
            "right": Qt.AlignmentFlag.AlignRight,
        }[self.label.align]
        painter.drawText(r.adjusted(2, 0, -2, 0), int(align | Qt.AlignmentFlag.AlignVCenter | WRAP), self.label.text)

    def mouseReleaseEvent(self, event: Any) -> None:
        if self.target is not None:
            scene: TableScene = self.scene()  # type: ignore[assignment]
            scene.clicked(self)

    def mousePressEvent(self, event: Any) -> None:
        if self.target is None:
            event.ignore()


class AreaItem(QGraphicsObject):
    def __init__(self, area: Area) -> None:
        super().__init__()
        self.key = area.key
        self.area = area
        self.target: Any = None
        self.dest = 0
        self.hinted = False  # a hint's destination (until the next picture)
        self.set_area(area)

    def set_area(self, area: Area) -> None:
        self.prepareGeometryChange()
        self.area = area
        self.target = area.target
        self.dest = area.dest if self.interactive else 0
        self.hinted = False
        self.setZValue(area.z)
        self.setPos(area.rect.topLeft())
        self.setToolTip(area.tooltip)
        self.setCursor(Qt.CursorShape.PointingHandCursor if self.interactive else Qt.CursorShape.ArrowCursor)
        self.update()

    @property
    def interactive(self) -> bool:
        return self.target is not None and self.area.state in (LEGAL, SELECTED, ACTIVE)

    @property
    def state(self) -> str:
        return self.area.state

    def boundingRect(self) -> QRectF:
        # (room at the left for the player to move's mark, which sits on the frame)
        return QRectF(-10, -4, self.area.rect.width() + 14, self.area.rect.height() + 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()  # a click is the area's within its frame, not the mark's room
        path.addRect(QRectF(-4, -4, self.area.rect.width() + 8, self.area.rect.height() + 8))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = QRectF(0, 0, self.area.rect.width(), self.area.rect.height())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        seen = look.current()  # (ui/table/look.py: high contrast; the player to move's frame and mark)
        plain, width = seen.frame(self.area.border, 1.5)
        border = color(plain)
        strong = 1.0 if seen.high_contrast else 0.0
        to_move = self.area.state == ACTIVE and self.key.startswith("seat:")
        if to_move:
            border, width = QColor(look.TURN_FRAME), 3.5 + 2 * strong
        elif self.area.state == ACTIVE:
            border, width = QColor("#ffd54a"), 3.0 + strong
        elif self.area.state == LEGAL:
            border, width = QColor("#ffd54a"), 2.5 + strong
        if self.area.state == SELECTED or self.hinted:
            border, width = QColor("#5ec8ff"), 3.0 + strong
        painter.setPen(QPen(border, width))
        painter.setBrush(color(seen.fill(self.area.color)))
        painter.drawRoundedRect(r, self.area.radius, self.area.radius)
        if to_move:
            self._paint_turn_mark(painter, r)

    def _paint_turn_mark(self, painter: QPainter, r: QRectF) -> None:
        """The player to move: a ▶ in a white disc on the frame's left side, by the name."""
        disc = QRectF(r.left() - 8.5, r.top() + 6, 17, 17)
        painter.setPen(QPen(QColor("#000000"), 1.0))
        painter.setBrush(QColor(look.TURN_FRAME))
        painter.drawEllipse(disc)
        font = QFont()
        font.setPixelSize(11)
        painter.setFont(font)
        painter.drawText(disc.adjusted(1, 0, 1, 0), int(Qt.AlignmentFlag.AlignCenter), look.TURN_MARK)

    def mousePressEvent(self, event: Any) -> None:
        # an area with a target always answers (an action or the reason why not)
        if self.target is None:
            event.ignore()

    def mouseReleaseEvent(self, event: Any) -> None:
        if self.target is not None:
            scene: TableScene = self.scene()  # type: ignore[assignment]
            scene.clicked(self)
