"""Resizing the window in a test without a timed wait: resize, then wait (generously) for
the table view's own "resized" signal, by which the table has been laid out again."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize


def resize_and_settle(qtbot: Any, window: Any, w: int, h: int, timeout: int = 15000) -> None:
    """``window.resize(w, h)`` and wait until the table has been laid out for the view's new size."""
    view = window.play.view
    if window.size() == QSize(w, h):
        return  # nothing changes: the table is laid out for this size already
    with qtbot.waitSignal(view.resized, timeout=timeout):
        window.resize(w, h)
    qtbot.waitUntil(lambda: not window.play.scene.busy, timeout=timeout)
