"""Sprites: cards and board pieces drawn from SVG, with flip, glow and drag.

A sprite knows its art, its size and how it looks (legal: a yellow glow; chosen: a
blue glow, raised and a check mark, so it never looks like the keyboard's focus ring;
dimmed; a hint's destination; just changed by another player's move: a dot in the corner),
nothing about rules. Clicks and drops are reported to the scene with the
board's ``target`` handle; the board turns them into actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QCoreApplication, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QCursor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .spec import ACTIVE, DIM, GLOW_ROOM, LEGAL, NORMAL, SELECTED, Art, Spec

if TYPE_CHECKING:
    from .scene import TableScene

GLOW = QColor("#ffd54a")
SELECT = QColor("#5ec8ff")
RECENT = QColor("#ff6fb0")  # "just changed": a dot in the corner, unlike glow, selection and focus ring
DRAG_THRESHOLD = 6.0
LIFT = 0.1  # a chosen card stands this share of its height above its place
CHECK_BG, CHECK_FG = QColor("#0b4f7a"), QColor("#ffffff")


class Sprite(QGraphicsObject):
    def __init__(self, spec: Spec) -> None:
        super().__init__()
        self.key = spec.key
        self.zone = spec.zone
        self.card = spec.card
        self.art: Art = spec.art
        self.back: Art | None = spec.back
        self.face_up = spec.face_up
        self.w = spec.rect.width()
        self.h = spec.rect.height()
        self.spec_rect = QRectF(spec.rect)  # where the layout puts it (it may still be gliding there)
        self.state = NORMAL
        self.target: Any = None
        self.dest = 0
        self.veil = ""
        self.tip = ""
        self.hinted = False  # a hint's destination (until the next picture)
        self.draggable = False
        self.lift = 0.0
        self._flip = 0.0  # 0..1 while turning over; the picture swaps at 0.5
        self._flip_anim: QVariantAnimation | None = None
        self._press: QPointF | None = None
        self._dragging = False
        self._drag_offset = QPointF()
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.update_from(spec)

    # -- spec --------------------------------------------------------------
    def update_from(self, spec: Spec) -> None:
        if (spec.rect.width(), spec.rect.height()) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = spec.rect.width(), spec.rect.height()
        self.spec_rect = QRectF(spec.rect)
        self.art = spec.art
        self.back = spec.back
        self.zone = spec.zone
        self.card = spec.card
        self.state = spec.state
        self.target = spec.target
        self.dest = spec.dest
        self.hinted = False
        self.veil = spec.veil
        self.draggable = spec.draggable and spec.target is not None
        chosen_card = spec.state == SELECTED and spec.target is not None and spec.card is not None
        lift = self.h * LIFT if chosen_card else 0.0
        if lift != getattr(self, "lift", 0.0):
            self.prepareGeometryChange()
        self.lift = lift  # drawn raised (chosen); the focus ring follows it
        self.tip = spec.tooltip
        self.show_tip()
        self.setZValue(spec.z)
        self.setRotation(spec.rotation)
        self.setTransformOriginPoint(self.w / 2, self.h / 2)
        interactive = spec.target is not None and spec.state in (LEGAL, SELECTED, ACTIVE)
        self.setCursor(QCursor(Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor))
        self.update()

    def show_tip(self) -> None:
        """The tooltip (and so the accessible name): the board's text, and a line saying
        so when another player's move just put this card here."""
        scene = self._table()
        recent = scene is not None and scene.is_recent(self)
        self.setToolTip(self.tip + "\n" + recent_note() if recent and self.tip else self.tip)

    @property
    def interactive(self) -> bool:
        return self.target is not None and self.state in (LEGAL, SELECTED, ACTIVE)

    # -- flipping ------------------------------------------------------------
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, v: float) -> None:
        self._flip = v
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def turn(self, face_up: bool, ms: int) -> None:
        """Turn to ``face_up``, animated as a horizontal squeeze when ``ms`` > 0."""
        if face_up == self.face_up:
            return
        if self._flip_anim is not None:
            self._flip_anim.stop()
        if ms <= 0 or self.back is None:
            self.face_up = face_up
            self._flip = 0.0
            self.update()
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(ms)
        swapped = {"done": False}

        def step(v: Any) -> None:
            if float(v) >= 0.5 and not swapped["done"]:
                swapped["done"] = True
                self.face_up = face_up
            self._set_flip(float(v))

        anim.valueChanged.connect(step)

        def done() -> None:
            self.face_up = face_up
            self._set_flip(0.0)

        anim.finished.connect(done)
        self._flip_anim = anim
        anim.start()

    # -- painting ------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        m = 6.0
        return QRectF(-m, -m - self.lift, self.w + 2 * m, self.h + 2 * m + self.lift)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addRect(QRectF(0, -self.lift, self.w, self.h))
        return p

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        scene: TableScene = self.scene()  # type: ignore[assignment]
        if scene is None:
            return
        art = self.art if (self.face_up or self.back is None) else self.back
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        sx = 1.0
        if self._flip > 0:
            sx = abs(1.0 - 2.0 * self._flip)
        painter.save()
        if self.lift:
            painter.translate(0, -self.lift)
        if sx < 1.0:
            painter.translate(self.w / 2, 0)
            painter.scale(max(sx, 0.02), 1.0)
            painter.translate(-self.w / 2, 0)
        radius = min(self.w, self.h) * 0.06
        if self.state in (LEGAL, SELECTED, ACTIVE) or self.hinted:
            color = SELECT if self.state == SELECTED or self.hinted else GLOW
            for width, alpha in ((2.0 * (GLOW_ROOM - 1.0), 60), (4.0, 120), (2.0, 255)):  # (around a rect 1 px out)
                c = QColor(color)
                c.setAlpha(alpha)
                painter.setPen(QPen(c, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(-1, -1, self.w + 2, self.h + 2), radius, radius)
        pm = scene.svg.pixmap(art[0], art[1], self.w, self.h, dpr)
        painter.drawPixmap(QRectF(0, 0, self.w, self.h), pm, QRectF(0, 0, pm.width(), pm.height()))
        if self.state == DIM:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 30, 110))
            painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), radius, radius)
        if scene.is_recent(self):
            self._paint_recent(painter)
        if self.lift:
            self._paint_check(painter)
        painter.restore()

    def _paint_check(self, painter: QPainter) -> None:
        """A check mark in a dark disc on the left edge below the corner index (the part
        of a card a hand fan always leaves uncovered): this card is chosen."""
        r = max(6.0, min(12.0, self.w * 0.11))
        c = QPointF(r + 3, self.h * 0.55)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(CHECK_FG, 1.5))
        painter.setBrush(CHECK_BG)
        painter.drawEllipse(c, r, r)
        tick = QPainterPath(QPointF(c.x() - r * 0.5, c.y()))
        tick.lineTo(QPointF(c.x() - r * 0.12, c.y() + r * 0.4))
        tick.lineTo(QPointF(c.x() + r * 0.55, c.y() - r * 0.45))
        pen = QPen(CHECK_FG, max(1.8, r * 0.28))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(tick)

    def _paint_recent(self, painter: QPainter) -> None:
        """A dot in the top right corner (the corner index is top left) and a thin line
        along the edge: another player's move just put this card here."""
        r = max(4.0, min(8.0, self.w * 0.08))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        line = QColor(RECENT)
        line.setAlpha(170)
        painter.setPen(QPen(line, 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(0.75, 0.75, self.w - 1.5, self.h - 1.5))
        painter.setPen(QPen(QColor("#2a1020"), 1.5))
        painter.setBrush(RECENT)
        painter.drawEllipse(QPointF(self.w - r - 2, r + 2), r, r)

    # -- interaction ---------------------------------------------------------
    def _table(self) -> TableScene | None:
        return self.scene()  # type: ignore[return-value]

    def hoverEnterEvent(self, event: Any) -> None:
        if self.interactive:
            self.setScale(1.04)
        scene = self._table()
        if scene is not None:
            scene.hover_started(self)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: Any) -> None:
        self.setScale(1.0)
        scene = self._table()
        if scene is not None:
            scene.hover_ended(self)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: Any) -> None:
        scene = self._table()
        if event.button() == Qt.MouseButton.RightButton and scene is not None:
            scene.zoom(self)  # shown while the button is held
            event.accept()
            return
        if scene is not None and scene.zoomed is not None:
            scene.unzoom()
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._drag_offset = event.scenePos() - self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: Any) -> None:
        if self._press is None or not self.draggable:
            return
        if not self._dragging:
            d = event.scenePos() - self._press
            if abs(d.x()) + abs(d.y()) < DRAG_THRESHOLD:
                return
            self._dragging = True
            self.setZValue(1000)
            self.setScale(1.06)
        self.setPos(event.scenePos() - self._drag_offset)
        scene: TableScene = self.scene()  # type: ignore[assignment]
        scene.drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: Any) -> None:
        scene: TableScene = self.scene()  # type: ignore[assignment]
        if event.button() == Qt.MouseButton.RightButton:
            scene.unzoom()
            event.accept()
            return
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.setScale(1.0)
            scene.drop(self, event.scenePos())
        elif self.target is not None:
            scene.clicked(self)
        event.accept()


def recent_note() -> str:
    return QCoreApplication.translate("TableScene", "Just changed by another player's move.")
