"""The window's regions by keys: F6 / Ctrl+Tab go on, Shift+F6 / Ctrl+Shift+Tab go back.

The regions, in this order: the table (or the start screen), the decision buttons
below it, the Scores panel, the Log panel. A region not shown (no decision buttons
now, a panel hidden from the View menu) is passed over. The keys are window-wide
shortcuts, so they work wherever the focus is, the table view too (Tab moves within
a region). Nothing here acts in the game: it only moves the keyboard focus. No rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from .mainwindow import MainWindow

NEXT_KEYS = ("F6", "Ctrl+Tab")
BACK_KEYS = ("Shift+F6", "Ctrl+Shift+Tab")


class Regions(QObject):
    """The window's F6 ring of regions."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.shortcuts: list[QShortcut] = []
        for keys, step in ((NEXT_KEYS, 1), (BACK_KEYS, -1)):
            for key in keys:
                sc = QShortcut(QKeySequence(key), window)
                sc.setContext(Qt.ShortcutContext.WindowShortcut)
                sc.activated.connect(lambda s=step: self.move(s))
                self.shortcuts.append(sc)

    def regions(self) -> list[list[QWidget]]:
        """Each region's widgets that can take the focus now, in the ring's order."""
        w = self.window
        table_shown = w.panels.table_shown
        first: list[QWidget] = [w.play.view] if table_shown else [w.start_screen]
        buttons: list[QWidget] = (
            [b for b in w.play.decision_buttons() if b.isEnabled() and b.isVisibleTo(w.play)] if table_shown else []
        )
        out: list[list[QWidget]] = [first, buttons]
        for dock, panel in ((w.score_dock, w.scores), (w.log_dock, w.log)):
            if table_shown and dock.isVisibleTo(w) and not dock.isHidden():
                out.append([panel])
        return [r for r in out if r]

    def current(self, regions: list[list[QWidget]]) -> int:
        """The region holding the focus (-1: none of them)."""
        focus = QApplication.focusWidget()
        for i, region in enumerate(regions):
            for widget in region:
                if focus is not None and (focus is widget or widget.isAncestorOf(focus)):
                    return i
        return -1

    def move(self, step: int) -> QWidget | None:
        """The next (``step`` 1) or previous (-1) region takes the focus; returns its widget."""
        regions = self.regions()
        if not regions:
            return None
        at = self.current(regions)
        if at < 0:
            at = -1 if step > 0 else 0
        target = regions[(at + step) % len(regions)][0]
        target.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return target


__all__ = ["BACK_KEYS", "NEXT_KEYS", "Regions"]
