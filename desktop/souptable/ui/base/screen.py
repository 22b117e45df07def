"""The screen a window opens on: its free area, and a dialog's size made to fit it.

A dialog asks for the size it looks best at (the rulebook 820×680, the review 1120×760);
on a small screen (1366×768 with a task bar, 1920×1080 at 200 %: 960×540) that would put
its buttons below the screen's edge, where no window manager shrinks it. ``fit_size``
gives it the asked size where there is room and the screen's free area, less a frame,
where there is not (never below what its layout needs). No widgets of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# what a window manager adds around a window's client area (title bar, borders)
FRAME = QSize(16, 48)
# the least a table view may shrink to on a small screen (a 1920×1080 screen at 200 %
# with a desktop's larger fonts): every board still lays out in it
SMALLEST_TABLE = QSize(480, 240)


def available(widget: QWidget) -> QRect:
    """The part of ``widget``'s screen (its parent's, before it is shown) free of task bars
    and docks; tests replace this."""
    parent = widget.parentWidget()
    screen = (parent.window().screen() if parent is not None else None) or widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_size(widget: QWidget, width: int, height: int, table: QWidget | None = None) -> None:
    """Resize ``widget`` (a top-level dialog) to ``width`` × ``height``, or to what its
    screen has room for (never below its layout's least size). On a screen without room
    for the size asked, ``table`` (a table view in it) gives up as much of its minimum as
    the screen lacks, down to :data:`SMALLEST_TABLE`: before the layout's sizes are first
    asked for, as a hidden dialog's layout keeps the sizes it first worked out."""
    room = available(widget)
    room_w, room_h = room.width() - FRAME.width(), room.height() - FRAME.height()
    if table is not None and (width > room_w or height > room_h):
        m = table.minimumSize()
        table.setMinimumSize(
            max(SMALLEST_TABLE.width(), min(m.width(), m.width() - (width - room_w))),
            max(SMALLEST_TABLE.height(), min(m.height(), m.height() - (height - room_h))),
        )
    least = widget.minimumSizeHint()
    widget.resize(max(min(width, room_w), least.width()), max(min(height, room_h), least.height()))


__all__ = ["FRAME", "SMALLEST_TABLE", "available", "fit_size"]
