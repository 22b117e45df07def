"""Hints: the hard computer player's suggestion for the person deciding now.

Asked through the window's bot runner (in its worker process); the answer is shown only
if the table has not changed since (a move, the hot-seat cover): a stale hint is dropped.
No rules here: the suggestion is one of the legal actions the view offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from .botrunner import decision_seed
from .settings import THINK_TIME
from .text import arg

if TYPE_CHECKING:
    from .mainwindow import MainWindow


class Hints(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._request: int | None = None
        self._version = -1
        window.runner.decided.connect(self._ready)

    def forget(self) -> None:
        """The person looking changed: an answer on its way is no longer theirs."""
        self._request = None

    def ask(self) -> None:
        w = self.window
        c = w.controller
        if c is None or not c.legal_for_viewer() or c.viewer is None:
            return
        w.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Thinking about a hint…"))
        self._version = c.view.version
        self._request = w.runner.request(
            c.match.game,
            "hard",
            float(w.settings.get(THINK_TIME)),
            c.observation(),
            c.legal_for_viewer(),
            decision_seed(c.match.seed, c.viewer, len(c.match.log)),
        )

    def _ready(self, req: int, action: Any, _iters: int) -> None:
        w = self.window
        if req != self._request or action is None or w.board is None:
            return
        self._request = None
        if w.controller is None or w.controller.view.version != self._version:
            return  # the table changed since (a move, the cover): the hint is stale
        text = arg(QCoreApplication.translate("MainWindow", "Hint: %1"), w.board.action_text(action))
        w.statusBar().showMessage(text, 10000)
        w.play.show_hint(action)
