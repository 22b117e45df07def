"""Hints: the hard computer player's suggestion for the person deciding now, and why.

The search runs in a process of its own (:func:`souptable.ai.hint_search.serve`,
multiprocessing spawn, polled by a timer), so the table stays smooth; it sees only the
person's observation and legal actions. The answer is shown only if the table has not
changed since (a move, the hot-seat cover): a stale hint is dropped and its process
ended. The status line says what to do and, in one sentence from the search, why (the
estimated chance with this move against the next best). The table marks the move's
cards and where they go. No rules here: the suggestion is one of the legal actions the
view offers.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ...ai.hint_search import Suggestion
from ..base.settings import THINK_TIME
from ..text import arg
from ..text.common import pct
from .botrunner import decision_seed
from .search import end_search, spawn_search

if TYPE_CHECKING:
    from .seam import TableWindow

log = logging.getLogger(__name__)

CLOSE = 0.01  # estimates closer than this (one percentage point) are "about as good"


def why_text(s: Suggestion, name: Any) -> str:
    """One sentence from the search: the chance with the move against the next best
    (``name`` gives a move's short description)."""
    if s.chance is None or s.next_action is None or s.next_chance is None:
        return QCoreApplication.translate("MainWindow", "The search found no other move worth weighing here.")
    place = s.measure == "win_and_place"
    if s.chance - s.next_chance >= CLOSE:
        if place:
            #: a hint's reason: %1 the estimate with the suggested move, %2 the next best move, %3 its estimate
            text = QCoreApplication.translate(
                "MainWindow", "The search rates it %1 (a win and your place counted), the next best, %2, %3."
            )
        else:
            #: a hint's reason: %1 your win chance with the suggested move, %2 the next best move, %3 its win chance
            text = QCoreApplication.translate(
                "MainWindow", "With it your win chance is about %1; with the next best, %2, about %3."
            )
        return arg(text, pct(s.chance), name(s.next_action), pct(s.next_chance))
    #: a hint's reason: %1 the next best move, %2 and %3 the two estimates (win chance)
    text = QCoreApplication.translate("MainWindow", "It is about as good as %1 (%2 and %3 win chance).")
    return arg(text, name(s.next_action), pct(s.chance), pct(s.next_chance))


class Hints(QObject):
    shown = Signal(str)  # a hint's sentence, as the status line shows it (the announcer says it)

    def __init__(self, window: TableWindow, parent: QObject) -> None:
        super().__init__(parent)
        self.window = window
        self._version = -1
        self._game = ""
        self._proc: Any = None
        self._conn: Any = None
        self._cancel: Any = None
        self._poll = QTimer(self)
        self._poll.setInterval(40)
        self._poll.timeout.connect(self._check)
        self.last: Suggestion | None = None  # the last hint shown (and its reason)

    @property
    def busy(self) -> bool:
        return self._proc is not None

    def forget(self) -> None:
        """The person looking changed: an answer on its way is no longer theirs."""
        self._stop()

    def ask(self) -> None:
        w = self.window
        c = w.controller
        if c is None or not c.legal_for_viewer() or c.viewer is None:
            return
        self._stop()
        w.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Thinking about a hint…"))
        self._version = c.view.version
        self._game = c.match.game
        from ...ai.hint_search import serve

        request = {
            "game": c.match.game,
            "obs": c.observation(),
            "legal": [a.to_json() for a in c.legal_for_viewer()],
            "seed": decision_seed(c.match.seed, c.viewer, len(c.match.log)),
            "think_time": float(w.settings.get(THINK_TIME)),
        }
        self._proc, self._conn, self._cancel = spawn_search(serve, request, "souptable-hint")
        self._poll.start()

    def _check(self) -> None:
        conn = self._conn
        c = self.window.controller
        if conn is None:
            self._poll.stop()
            return
        if c is None or c.view.version != self._version:
            self._stop()  # the table changed since (a move, the cover): the hint is stale
            return
        try:
            if not conn.poll():
                return
            msg = conn.recv()
        except (EOFError, OSError) as exc:
            log.warning("the hint process ended: %r", exc)
            self._stop()
            return
        self._stop()
        if msg[0] == "done":
            self._show(Suggestion.from_json(self._game, msg[1]))
        elif msg[0] == "error":
            log.error("the hint failed:\n%s", msg[1])

    def _show(self, s: Suggestion) -> None:
        w = self.window
        if w.board is None or w.controller is None or s.action not in w.controller.legal_for_viewer():
            return
        self.last = s
        #: a hint in the status line: %1 the suggested move, %2 one sentence saying why
        text = QCoreApplication.translate("MainWindow", "Hint: %1. %2")
        said = arg(text, w.board.action_text(s.action), why_text(s, w.board.action_text))
        w.statusBar().showMessage(said, 15000)
        w.play.show_hint(s.action)
        self.shown.emit(said)

    def _stop(self) -> None:
        self._poll.stop()
        if self._cancel is not None:
            self._cancel.set()
        proc, conn = self._proc, self._conn
        self._proc = self._conn = self._cancel = None
        end_search(proc, conn)
