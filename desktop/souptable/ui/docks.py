"""The side panels and the window: View menu toggles, narrow windows, geometry.

Every panel (Scores, Log, and any a table adds, such as the remote seats') can
be shown or hidden from the View menu, and the choice is kept. Below
:data:`NARROW` pixels of width the panels share one column as tabs, at most
:data:`SIDE_SHARE` of the window, so the table keeps the rest. The window's
size, place, maximised and full-screen state and where the panels are come back
at the next start (through the settings layer). The status bar keeps one height,
so a message never moves the table. On the start screen the panels step aside.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QFontMetrics
from PySide6.QtWidgets import QDockWidget

from .settings import FULLSCREEN, GEOMETRY, PANELS, WINDOW_STATE

NARROW = 1200  # px of window width below which the panels become tabs
SIDE_SHARE = 0.28  # at most this share of a narrow window goes to the panels (and the splitter)
MIN_PANEL = 270  # px a panel asks for where there is room


class Panels(QObject):
    """The window's panels (by dock object name) and its geometry."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.settings = window.settings
        self.table_shown = False  # the start screen shows: the panels step aside
        self.narrow: bool | None = None
        self.toggles: dict[str, QAction] = {}
        first = window.view_menu.actions()[0] if window.view_menu.actions() else None
        for dock in self.own_docks():
            act = QAction(window)
            act.setCheckable(True)
            act.setChecked(bool(self.settings.get(PANELS[dock.objectName()])))
            act.triggered.connect(lambda checked, d=dock: self.set_wanted(d, checked))
            window.view_menu.insertAction(first, act)
            self.toggles[dock.objectName()] = act
            dock.installEventFilter(self)  # its close button: not wanted any more
        if first is not None:
            window.view_menu.insertSeparator(first)
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self.fit)
        window.installEventFilter(self)
        window.game_started.connect(window.scores.new_game)  # its width starts afresh
        sb = window.statusBar()
        metrics = QFontMetrics(sb.font())
        sb.setFixedHeight(max(sb.sizeHint().height(), metrics.boundingRect("Ag漢字ÄÖ").height() + 10))
        self.retranslate()

    def own_docks(self) -> list[QDockWidget]:
        return [self.window.score_dock, self.window.log_dock]

    def all_docks(self) -> list[QDockWidget]:
        """Every panel at the right of the window, the ones a table adds too."""
        return [
            d
            for d in self.window.findChildren(QDockWidget)
            if self.window.dockWidgetArea(d) == Qt.DockWidgetArea.RightDockWidgetArea and not d.isFloating()
        ]

    def retranslate(self) -> None:
        texts = {
            "score_dock": QCoreApplication.translate("Docks", "S&cores"),
            "log_dock": QCoreApplication.translate("Docks", "L&og"),
        }
        for name, act in self.toggles.items():
            act.setText(texts[name])

    # -- shown or not --------------------------------------------------------------------
    def wanted(self, dock: QDockWidget) -> bool:
        key = PANELS.get(dock.objectName())
        return True if key is None else bool(self.settings.get(key))

    def set_wanted(self, dock: QDockWidget, on: bool) -> None:
        self.settings.set(PANELS[dock.objectName()], on)
        self.toggles[dock.objectName()].setChecked(on)
        dock.setVisible(on and self.table_shown)
        self.fit()

    def show_table(self, shown: bool) -> None:
        """The table (True) or the start screen (False) fills the window."""
        self.table_shown = shown
        for dock in self.own_docks():
            dock.setVisible(shown and self.wanted(dock))
        self.narrow = None
        self.fit()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.window and event.type() == QEvent.Type.Resize:
            self._fit_timer.start()
        elif isinstance(obj, QDockWidget) and event.type() == QEvent.Type.Close and obj in self.own_docks():
            self.settings.set(PANELS[obj.objectName()], False)  # closed with its own button
            self.toggles[obj.objectName()].setChecked(False)
        return False

    # -- narrow and wide -----------------------------------------------------------------
    def fit(self) -> None:
        """Panels side by side (wide) or as tabs in one narrow column (below NARROW)."""
        w = self.window
        width = w.width()
        narrow = width < NARROW
        docks = [d for d in self.all_docks() if not d.isHidden()]
        cap = int(width * SIDE_SHARE) if narrow else 16777215
        for dock in self.all_docks():
            dock.setMinimumWidth(min(MIN_PANEL, cap))
            dock.setMaximumWidth(cap)
        w.scores.max_width = min(w.scores.MAX_WIDTH, cap - 8)
        w.scores.fit_width()
        if narrow != self.narrow:
            self.narrow = narrow
            if narrow:
                for other in docks[1:]:
                    w.tabifyDockWidget(docks[0], other)
                if docks:
                    docks[0].raise_()
            else:  # out of the tabs (splitting a tabbed panel would only add a tab), one below the other
                for dock in docks[1:]:
                    w.removeDockWidget(dock)
                    w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock, Qt.Orientation.Vertical)
                    dock.show()
        if narrow and docks:
            w.resizeDocks(docks, [cap] * len(docks), Qt.Orientation.Horizontal)

    # -- the window's geometry --------------------------------------------------------------
    def toggle_full_screen(self) -> None:
        w = self.window
        if w.isFullScreen():
            w.showNormal()
        else:
            w.showFullScreen()
        w.act_full.setChecked(w.isFullScreen())

    def restore(self) -> None:
        """Size, place, maximised or full screen, and the panels, as they were left."""
        w = self.window
        geometry = self.settings.get(GEOMETRY)
        if geometry:
            w.restoreGeometry(geometry)
        state = self.settings.get(WINDOW_STATE)
        if state:
            w.restoreState(state)
        if self.settings.get(FULLSCREEN):
            w.setWindowState(w.windowState() | Qt.WindowState.WindowFullScreen)
            w.act_full.setChecked(True)
        self.show_table(self.table_shown)

    def save(self) -> None:
        w = self.window
        self.settings.set(FULLSCREEN, w.isFullScreen())
        self.settings.set(GEOMETRY, bytes(w.saveGeometry().data()))
        self.settings.set(WINDOW_STATE, bytes(w.saveState().data()))
        self.settings.sync()  # now: a throwaway profile is removed right after the window closes


__all__ = ["NARROW", "SIDE_SHARE", "Panels"]
