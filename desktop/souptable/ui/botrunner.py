"""Runs computer players without blocking the table.

``random``, ``easy`` and ``normal`` decide in well under a millisecond and run
on the UI thread from the event loop. ``hard`` searches for about a second of
pure Python, which would hold the GIL and stall animations, so it runs in a
worker process (:mod:`souptable.ai.worker`), polled by a timer. ``cancel``
stops a search at once (new game, closing the app); stale answers are
dropped by request id.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import multiprocessing as mp
import random
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..ai import make_bot
from ..engine import Action, get

FAST_LEVELS = ("random", "easy", "normal")

log = logging.getLogger(__name__)


def decision_seed(match_seed: int, seat: int, ply: int) -> int:
    """A bot's rng seed for one decision: reproducible from the game record."""
    d = hashlib.sha256(f"souptable-decision:{match_seed}:{seat}:{ply}".encode()).digest()
    return int.from_bytes(d[:8], "big")


class BotRunner(QObject):
    # request id, chosen action (None if cancelled or failed), iterations
    decided = Signal(int, object, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._next_id = 0
        self._pending: int | None = None
        self._pending_game = ""
        self._proc: Any = None
        self._conn: Any = None
        self._cancel: Any = None
        self._poll = QTimer(self)
        self._poll.setInterval(15)
        self._poll.timeout.connect(self._check)

    @property
    def busy(self) -> bool:
        return self._pending is not None

    def request(self, game: str, level: str, think_time: float, obs: dict[str, Any], legal: list[Action], seed: int) -> int:
        self._next_id += 1
        req = self._next_id
        self._pending = req
        self._pending_game = game
        if level in FAST_LEVELS or len(legal) == 1:
            QTimer.singleShot(0, lambda: self._decide_here(req, game, level, obs, legal, seed))
        else:
            self._ensure_worker()
            self._conn.send(("choose", req, game, level, think_time, obs, [a.to_json() for a in legal], seed))
            self._poll.start()
        return req

    def _decide_here(self, req: int, game: str, level: str, obs: dict[str, Any], legal: list[Action], seed: int) -> None:
        if req != self._pending:
            return
        act = legal[0] if len(legal) == 1 else make_bot(game, level).choose(obs, legal, random.Random(seed))
        self._pending = None
        self.decided.emit(req, act, 1)

    def _ensure_worker(self) -> None:
        if self._proc is not None and self._proc.is_alive():
            return
        from ..ai.worker import serve

        ctx = mp.get_context("spawn")
        parent, child = ctx.Pipe()
        self._cancel = ctx.Event()
        self._proc = ctx.Process(target=serve, args=(child, self._cancel), daemon=True, name="souptable-bot")
        self._proc.start()
        child.close()
        self._conn = parent

    def _check(self) -> None:
        if self._conn is None:
            self._poll.stop()
            return
        try:
            while self._conn.poll():
                req, act_json, iters, error = self._conn.recv()
                if req != self._pending:
                    continue  # an answer nobody waits for any more
                self._pending = None
                self._poll.stop()
                act = None if act_json is None else get(self._pending_game).codec.decode(act_json)
                if error and error != "cancelled":
                    log.error("computer player failed (%s):\n%s", self._pending_game, error)
                self.decided.emit(req, act, iters)
        except (EOFError, OSError) as exc:
            log.warning("the computer players' process ended: %r", exc)
            self._proc = None
            self._conn = None
            self._poll.stop()

    def cancel(self) -> None:
        """Forget the pending request and stop a running search."""
        self._pending = None
        if self._cancel is not None:
            self._cancel.set()

    def shutdown(self) -> None:
        self.cancel()
        self._poll.stop()
        if self._conn is not None:
            with contextlib.suppress(OSError, BrokenPipeError):
                self._conn.send(("quit",))
        if self._proc is not None:
            self._proc.join(0.3)
            if self._proc.is_alive():
                self._proc.terminate()
                self._proc.join(0.5)
        self._proc = None
        self._conn = None
