"""The review's timeline: the whole game left to right, one mark per decision of the seat.

Each mark sits at its move's place in the game and is coloured and sized by
what the decision cost (none, small, costly, blunder); a line above the marks
follows the seat's chance before and after each decision (as the review
counts it). A click, or the arrow keys, select a decision (``selected``
with its step). No rules and no search here: it draws what the review says.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ...ai.review import Decision

COLORS = {"none": "#7fb77e", "small": "#f2c94c", "costly": "#f08a24", "blunder": "#d64541"}
RADIUS = {"none": 4.0, "small": 5.5, "costly": 7.0, "blunder": 8.5}
MARGIN = 14.0


def cost_name(cost: str) -> str:
    """The name of a cost class in the player's language."""
    names = {
        "none": QCoreApplication.translate("Review", "none"),
        "small": QCoreApplication.translate("Review", "small"),
        "costly": QCoreApplication.translate("Review", "costly"),
        "blunder": QCoreApplication.translate("Review", "blunder"),
    }
    return names.get(cost, cost)


class Timeline(QWidget):
    selected = Signal(int)  # the step of the decision chosen

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review_timeline")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        # 96 px high where there is room, down to 64 on a low screen (960×540): the chart scales
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.setMinimumHeight(64)
        self.moves = 1  # moves in the whole game
        self.decisions: list[Decision] = []
        self.current: int | None = None  # the selected step
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("Review", "Timeline of your decisions"))
        self.setToolTip(QCoreApplication.translate("Review", "Click a mark, or use the arrow keys, to see that decision."))

    def sizeHint(self) -> QSize:
        return QSize(640, 96)

    # -- data -------------------------------------------------------------------------
    def set_game(self, moves: int) -> None:
        self.moves = max(1, moves)
        self.decisions = []
        self.current = None
        self.update()

    def add(self, decision: Decision) -> None:
        self.decisions = [d for d in self.decisions if d.step != decision.step] + [decision]
        self.decisions.sort(key=lambda d: d.step)
        self.update()

    def set_decisions(self, decisions: list[Decision]) -> None:
        self.decisions = sorted(decisions, key=lambda d: d.step)
        self.update()

    def select(self, step: int | None) -> None:
        """Select the decision at ``step`` (emits ``selected`` when it is one)."""
        if step is None or all(d.step != step for d in self.decisions):
            return
        self.current = step
        self.update()
        self.selected.emit(step)

    # -- geometry ---------------------------------------------------------------------
    def x_of(self, step: int) -> float:
        span = max(1, self.moves - 1)
        return MARGIN + (self.width() - 2 * MARGIN) * step / span

    def _chart(self) -> QRectF:
        return QRectF(MARGIN, 8.0, self.width() - 2 * MARGIN, self.height() - 46.0)

    def _marks_y(self) -> float:
        return self.height() - 20.0

    def mark_at(self, pos: QPointF) -> Decision | None:
        """The decision whose mark is nearest to ``pos`` (within a few pixels)."""
        best: Decision | None = None
        best_d = 12.0
        for d in self.decisions:
            dist = abs(self.x_of(d.step) - pos.x())
            if dist < best_d and abs(pos.y() - self._marks_y()) < 18:
                best, best_d = d, dist
        return best

    # -- painting ---------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), self.palette().base())
        chart = self._chart()
        grid = QPen(QColor("#00000030"), 1, Qt.PenStyle.DotLine)
        p.setPen(grid)
        for level in (0.0, 0.5, 1.0):
            y = chart.bottom() - level * chart.height()
            p.drawLine(QPointF(chart.left(), y), QPointF(chart.right(), y))
        searched = [d for d in self.decisions if d.best is not None]
        if searched:
            path = QPainterPath()
            for i, d in enumerate(searched):
                x = self.x_of(d.step)
                for j, value in enumerate((d.before, d.after)):
                    pt = QPointF(x + (1.5 if j else 0.0), chart.bottom() - max(0.0, min(1.0, value)) * chart.height())
                    if i == 0 and j == 0:
                        path.moveTo(pt)
                    else:
                        path.lineTo(pt)
            p.setPen(QPen(QColor("#3f8fd8"), 2))
            p.drawPath(path)
        y = self._marks_y()
        p.setPen(QPen(self.palette().text().color(), 1))
        p.drawLine(QPointF(MARGIN, y), QPointF(self.width() - MARGIN, y))
        for d in self.decisions:
            r = RADIUS.get(d.cost, 4.0)
            color = QColor(COLORS.get(d.cost, "#999999"))
            p.setBrush(color)
            p.setPen(QPen(color.darker(150), 1))
            p.drawEllipse(QPointF(self.x_of(d.step), y), r, r)
        if self.current is not None:
            p.setBrush(Qt.BrushStyle.NoBrush)
            ring = QPen(QColor("#5ec8ff") if self.hasFocus() else self.palette().text().color(), 2)
            p.setPen(ring)
            p.drawEllipse(QPointF(self.x_of(self.current), y), 11.0, 11.0)
        p.end()

    # -- input ------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        d = self.mark_at(event.position())
        if d is not None:
            self.setFocus()
            self.select(d.step)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        d = self.mark_at(event.position())
        if d is not None:
            text = (
                QCoreApplication.translate("Review", "Move %1: cost %2")
                .replace("%1", str(d.step + 1))
                .replace("%2", cost_name(d.cost))
            )
            QToolTip.showText(event.globalPosition().toPoint(), text, self)
        super().mouseMoveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        steps = [d.step for d in self.decisions]
        if not steps:
            super().keyPressEvent(event)
            return
        key = event.key()
        i = steps.index(self.current) if self.current in steps else -1
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.select(steps[min(len(steps) - 1, i + 1)])
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.select(steps[max(0, i - 1)] if i >= 0 else steps[0])
        elif key == Qt.Key.Key_Home:
            self.select(steps[0])
        elif key == Qt.Key.Key_End:
            self.select(steps[-1])
        else:
            super().keyPressEvent(event)
            return
        event.accept()
