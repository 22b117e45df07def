"""The view onto the table: fills its widget, tells the board its size, keys.

The scene rectangle is the viewport in pixels, so a board lays out in real
pixels and cards are rendered at exactly the size shown. Keyboard: Tab /
arrow keys move the focus over what can be chosen (the current decision first, your
own things before the other players'), Enter chooses exactly what a click on the
focused item would, Space shows the focused card large (and puts it away again),
Escape cancels a half-made choice. Tab past the last item (Shift+Tab before the first)
leaves the table for the window's next control; the arrows go round. The number keys
1–9 and 0 (the tenth) put the focus on that card of your hand, counted from the left,
without playing it (Enter does): one key never makes a move, and a decision button with
that number as its key comes first. The accessible tree is table/access.py's.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ..table.access import TableAccess
from ..table.scene import TableScene
from ..table.zones import reading_sorted

DIGITS = {getattr(Qt.Key, f"Key_{d}"): (d or 10) for d in range(10)}  # Key_0 is the tenth card


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
        self._click_focus = False  # a click gave the view the focus: the focus event is owed
        self.table_access = TableAccess(self, scene)  # the factory finds it here (a11y)

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
        with self.table_access.one_focus():  # one focus event per key, where the ring ends
            self._key(event)

    def _key(self, event: QKeyEvent) -> None:
        key = event.key()
        if key != Qt.Key.Key_Space and self.table.zoomed is not None:
            self.table.unzoom()
            if key == Qt.Key.Key_Escape:
                event.accept()
                return
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier:
            event.ignore()
            self.other_key.emit(event)  # Ctrl+Tab and the like are the window's
            if not event.isAccepted():
                super().keyPressEvent(event)
            return
        if key == Qt.Key.Key_Tab:
            self._tab(+1)
        elif key == Qt.Key.Key_Backtab:
            self._tab(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.table.move_focus(+1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.table.move_focus(-1)
        elif key in DIGITS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            event.ignore()
            self.other_key.emit(event)  # a decision button numbered so comes first
            if not event.isAccepted():
                self.focus_hand_card(DIGITS[key])
            event.accept()
            return
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

    def _tab(self, step: int) -> None:
        """Tab inside the table; past its ends, on to the window's next (previous) control."""
        had = bool(self.table.focusables())
        if self.table.move_focus(step, wrap=False) is None or not had:
            super().focusNextPrevChild(step > 0)

    def hand_cards(self) -> list[Any]:
        """The viewer's hand, left to right (what the number keys count)."""
        mine = f"hand:{self.table.viewer}"
        cards = [s for s in self.table.sprites.values() if s.zone == mine and self.table.viewer is not None]
        return reading_sorted(cards)

    def focus_hand_card(self, n: int) -> bool:
        """Put the focus on the ``n``-th card of the hand (1 = leftmost) if it can be chosen;
        else the play area says what to do (``no_focus``)."""
        cards = self.hand_cards()
        card = cards[n - 1] if 0 < n <= len(cards) else None
        if card is not None and any(it is card for it in self.table.focusables()):
            self.table.focus_on(card)
            return True
        self.no_focus.emit()
        return False

    def focusNextPrevChild(self, next: bool) -> bool:
        # Tab moves over the table's choices first (keyPressEvent), leaving at the ends.
        return False

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        reason = event.reason()
        if reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            # Tab came in from the control before (Shift+Tab from the one after): start at that end
            with self.table_access.one_focus():
                self.table.clear_focus()
                self.table.move_focus(+1 if reason == Qt.FocusReason.TabFocusReason else -1)
        elif reason == Qt.FocusReason.MouseFocusReason:
            self._click_focus = self.table.focused_item() is not None  # said at the release, where the click left the ring
        elif self.table.focused_item() is not None:
            self.table_access.say_focus()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        owed, self._click_focus = self._click_focus, False
        with self.table_access.one_focus(say=owed):  # the click's ring move (or the ring as it was): once
            super().mouseReleaseEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.table_access.flush()  # what changed while hidden
