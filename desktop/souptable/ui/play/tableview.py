"""The view onto the table: fills its widget, tells the board its size, keys.

The scene rectangle is the viewport in pixels, so a board lays out in real
pixels and cards are rendered at exactly the size shown. Keyboard: Tab /
arrow keys move the focus over what can be chosen (the current decision first),
Enter chooses exactly what a click on the focused item would, Space shows the
focused card large (and puts it away again), Escape cancels a half-made choice.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ..table.scene import TableScene


class TableView(QGraphicsView):
    resized = Signal(QSizeF)
    escape = Signal()
    # a key the table itself does not use; the play area tries its buttons' shortcuts
    # (Qt's shortcut map does not always see keys typed into the view)
    other_key = Signal(object)
    no_focus = Signal()  # Enter or Space with nothing focused: the play area says what to do

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(600, 340)  # the window then fits a 960×540 screen (1920×1080 at 200 %)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(30)
        self._debounce.timeout.connect(self._emit_resize)

    def size_f(self) -> QSizeF:
        vp = self.viewport().size()
        return QSizeF(vp.width(), vp.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        s = self.size_f()
        self.table.setSceneRect(QRectF(0, 0, s.width(), s.height()))
        self._debounce.start()

    def _emit_resize(self) -> None:
        self.resized.emit(self.size_f())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key != Qt.Key.Key_Space and self.table.zoomed is not None:
            self.table.unzoom()
            if key == Qt.Key.Key_Escape:
                event.accept()
                return
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.table.move_focus(+1)
        elif key in (Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.table.move_focus(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            target: Any = self.table.focused_target()
            if target is not None:
                self.table.activate(target)
            else:
                self.no_focus.emit()
        elif key == Qt.Key.Key_Space:
            if not self.table.toggle_zoom_focused():
                self.no_focus.emit()
        elif key == Qt.Key.Key_Escape:
            self.table.clear_focus()
            self.escape.emit()
        else:
            self.other_key.emit(event)
            if not event.isAccepted():
                super().keyPressEvent(event)
            return
        event.accept()

    def focusNextPrevChild(self, next: bool) -> bool:
        # Tab moves over the table's choices instead of leaving the view.
        return False
