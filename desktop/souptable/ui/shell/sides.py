"""What the main window makes once its first frame is shown: the side panels and their helpers.

The start screen shows none of these, so the window's first frame does not wait for them
(docs/performance.md, "Cold start"): the Scores and Log panels and their docks, the Reading
panel and the Read menu's keys (:class:`~.reader.Reader`), the F6 regions
(:class:`~.regions.Regions`) and what a screen reader is told
(:class:`~ui.play.announce.Announcer`). :meth:`MainWindow.complete` makes :class:`Sides`
once, right after the first frame, or earlier where any of them is asked for first (a test,
a file opened from the command line); the window's attributes of the same names
(``window.scores``…) are these. No rules here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget

from ..base.settings import SPEECH
from ..play.announce import Announcer
from .panels import LogPanel, ScorePanel
from .reader import Reader
from .regions import Regions

if TYPE_CHECKING:
    from .mainwindow import MainWindow


class Sides:
    """The panels, the reader, the regions and the announcer of ``window``."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.scores = ScorePanel(window)
        self.log = LogPanel(window)
        self.score_dock = QDockWidget(window)
        self.score_dock.setObjectName("score_dock")
        self.score_dock.setWidget(self.scores)
        self.log_dock = QDockWidget(window)
        self.log_dock.setObjectName("log_dock")
        self.log_dock.setWidget(self.log)
        for dock in (self.score_dock, self.log_dock):
            dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable)
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            dock.hide()  # (the start screen shows: Panels.show_table shows them with a table)
        # what a screen reader is told (it follows the play area and the hints once they are made)
        self.announcer = announcer = Announcer(window, lambda: str(window.settings.get(SPEECH)))
        window.game_started.connect(lambda: announcer.follow(window.controller))
        window.game_over.connect(announcer.game_over)
        self.reader = Reader(window)  # the table read on demand, in the Read menu
        self.regions = Regions(window)  # F6 / Ctrl+Tab: table, buttons, Scores, Log
        self.retranslate()

    def retranslate(self) -> None:
        """The panels' titles in the language now."""
        self.score_dock.setWindowTitle(QCoreApplication.translate("MainWindow", "Scores"))
        self.log_dock.setWindowTitle(QCoreApplication.translate("MainWindow", "Log"))
        self.scores.setAccessibleName(self.score_dock.windowTitle())  # (F6 reaches them: a reader says which)
        self.log.setAccessibleName(self.log_dock.windowTitle())


__all__ = ["Sides"]
