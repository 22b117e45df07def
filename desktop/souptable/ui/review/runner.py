"""Runs a game review in its own process, so the table never waits for it.

A review searches for a minute or two of pure Python, which would hold the GIL
in the app's process. It runs in a process of its own (multiprocessing,
spawn; :func:`souptable.ai.review.serve`), separate from the hard player's
worker so that the two never share a pipe or a protocol; a timer polls its
pipe for progress. ``cancel`` stops it within one simulation and the process
is ended; a new ``start`` cancels the review before it. Only the record goes
to the process, never a state.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...ai.review import Decision, Review
from ...engine.record import Record
from ..play.search import end_search, spawn_search

log = logging.getLogger(__name__)


class ReviewRunner(QObject):
    progress = Signal(int, int)  # decisions done, decisions in all
    decided = Signal(object)  # a Decision, as each one is reviewed
    finished = Signal(object)  # the Review
    failed = Signal(str)  # what went wrong (logged in full)
    cancelled = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._proc: Any = None
        self._conn: Any = None
        self._cancel: Any = None
        self._poll = QTimer(self)
        self._poll.setInterval(40)
        self._poll.timeout.connect(self._check)

    @property
    def busy(self) -> bool:
        return self._proc is not None

    def start(self, record: Record, seat: int, seconds: float | None = None, iterations: int | None = None) -> None:
        """Review ``seat`` (0-based) of ``record``; the default budget unless one is given."""
        self.stop()
        from ...ai.review import serve

        request = {"record": record.to_json(), "seat": seat, "seconds": seconds, "iterations": iterations}
        self._proc, self._conn, self._cancel = spawn_search(serve, request, "souptable-review")
        self._poll.start()

    def _check(self) -> None:
        conn = self._conn
        if conn is None:
            self._poll.stop()
            return
        try:
            while conn.poll():
                msg = conn.recv()
                kind = msg[0]
                if kind == "progress":
                    _, done, total, decision = msg
                    if decision is not None:
                        self.decided.emit(Decision.from_json(decision))
                    self.progress.emit(done, total)
                elif kind == "done":
                    self._end()
                    self.finished.emit(Review.from_json(msg[1]))
                    return
                elif kind == "cancelled":
                    self._end()
                    self.cancelled.emit()
                    return
                else:
                    self._end()
                    log.error("the review failed:\n%s", msg[1])
                    self.failed.emit(str(msg[1]).strip().splitlines()[-1])
                    return
        except (EOFError, OSError) as exc:
            log.warning("the review process ended: %r", exc)
            self._end()
            self.failed.emit(repr(exc))

    def cancel(self) -> None:
        """Stop the running review (``cancelled`` follows at once)."""
        if self._proc is None:
            return
        self.stop()
        self.cancelled.emit()

    def stop(self) -> None:
        """End the review process, if any, without a signal."""
        if self._cancel is not None:
            self._cancel.set()
        self._end()

    def _end(self) -> None:
        self._poll.stop()
        proc, conn = self._proc, self._conn
        self._proc = self._conn = self._cancel = None
        end_search(proc, conn)
