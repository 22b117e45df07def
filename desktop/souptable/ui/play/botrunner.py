"""Runs computer players without blocking the table.

``random``, ``easy`` and ``normal`` decide in well under a millisecond and run
on the UI thread from the event loop. ``hard`` searches for about a second of
pure Python, which would hold the GIL and stall animations, so it runs in a
worker process (:mod:`souptable.ai.worker`), polled by a timer. ``cancel``
stops a search at once (new game, closing the app); stale answers are
dropped by request id.

Every request to the worker has a deadline: its think time plus
:data:`MARGIN_S`, counted from when the worker says its search has started (a
new worker first imports the engine, the game and the bots: it has
:data:`START_S` to say so, and then no longer than any other decision). A
worker that cannot be started, dies,
stops answering (stopped, stuck) or answers nonsense is killed and forgotten;
that decision falls back to the ``normal`` player at once, with a note in the
log, and the next ``hard`` decision starts a new worker. The
worker ends when the app does (:meth:`BotRunner.shutdown`; if the app itself
dies, the worker's own watchdog sees it).
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import multiprocessing as mp
import os
import random
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...ai import make_bot
from ...ai.worker import safe_think_time
from ...engine import Action, IllegalAction, SetupError, get

FAST_LEVELS = ("random", "easy", "normal")
FALLBACK_LEVEL = "normal"
MARGIN_S = 3.0  # beyond the think time: pickling, the pipe, a busy machine
START_S = 20.0  # a new worker imports the engine and the bots first

log = logging.getLogger(__name__)


def decision_seed(match_seed: int, seat: int, ply: int) -> int:
    """A bot's rng seed for one decision: reproducible from the game record."""
    d = hashlib.sha256(f"souptable-decision:{match_seed}:{seat}:{ply}".encode()).digest()
    return int.from_bytes(d[:8], "big")


def fallback_choice(game: str, obs: dict[str, Any], legal: list[Action], seed: int) -> Action:
    """The ``normal`` player's choice (any legal action if even that fails)."""
    try:
        return make_bot(game, FALLBACK_LEVEL).choose(obs, legal, random.Random(seed))
    except Exception:
        log.exception("the %s computer player failed too (%s): a legal move drawn at random", FALLBACK_LEVEL, game)
        return random.Random(seed).choice(legal)


class BotRunner(QObject):
    # request id, chosen action (None if cancelled), iterations
    decided = Signal(int, object, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._next_id = 0
        self._pending: int | None = None
        self._pending_game = ""
        # what the pending worker request needs to fall back: (game, obs, legal, seed)
        self._pending_args: tuple[str, dict[str, Any], list[Action], int] | None = None
        self._deadline = 0.0
        self._think = 0.0  # the pending request's think time (its deadline once the worker is ready)
        self._started = False  # the worker has said the pending request's search has started
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
        self._pending_args = (game, obs, legal, seed)
        if level in FAST_LEVELS or len(legal) == 1:
            QTimer.singleShot(0, self, lambda: self._decide_here(req, game, level, obs, legal, seed))
            return req
        think = safe_think_time(think_time)
        try:
            fresh = self._ensure_worker()
            self._conn.send(("choose", req, game, level, think, obs, [a.to_json() for a in legal], seed))
        except Exception as exc:  # the worker died between two requests, or cannot start
            log.warning("the computer players' process cannot take the request: %r", exc)
            QTimer.singleShot(0, self, lambda: self._give_up(req, "could not be asked"))
            return req
        self._think = think
        self._started = False
        self._deadline = time.monotonic() + (START_S if fresh else think + MARGIN_S)
        self._poll.start()
        return req

    def _decide_here(self, req: int, game: str, level: str, obs: dict[str, Any], legal: list[Action], seed: int) -> None:
        if req != self._pending:
            return
        if len(legal) == 1:
            act = legal[0]
        else:
            try:
                bot = make_bot(game, level)
            except SetupError as exc:  # a level this version does not know (an edited record)
                log.warning("no computer player %r for %s (%s): the %s player decides", level, game, exc, FALLBACK_LEVEL)
                bot = None
            act = None
            if bot is not None:
                try:
                    act = bot.choose(obs, legal, random.Random(seed))
                except Exception:  # a bug of that player: logged; the game goes on
                    log.exception("computer player %r failed (%s): the %s player decides", level, game, FALLBACK_LEVEL)
            if act not in legal:
                act = fallback_choice(game, obs, legal, seed)
        self._pending = None
        self._pending_args = None
        self.decided.emit(req, act, 1)

    def _ensure_worker(self) -> bool:
        """A running worker; True if it was started just now."""
        if self._proc is not None and self._proc.is_alive() and self._conn is not None:
            return False
        self._discard_worker()
        from ...ai.worker import serve

        ctx = mp.get_context("spawn")
        parent, child = ctx.Pipe()
        cancel = ctx.Event()
        proc = ctx.Process(target=serve, args=(child, cancel, os.getpid()), daemon=True, name="souptable-bot")
        try:
            proc.start()  # may fail (no memory, no processes left, a broken interpreter): the caller falls back
        finally:
            child.close()
        self._proc, self._conn, self._cancel = proc, parent, cancel
        return True

    def _check(self) -> None:
        if self._pending is None or self._conn is None:
            self._poll.stop()
            return
        try:
            while self._pending is not None and self._conn.poll():
                self._answer(self._conn.recv())
        except Exception as exc:  # EOF, a broken pipe, an answer that does not unpickle
            self._give_up(self._pending, f"failed ({exc!r})")
            return
        if self._pending is None:
            self._poll.stop()
        elif self._proc is None or not self._proc.is_alive():
            code = None if self._proc is None else self._proc.exitcode
            self._give_up(self._pending, f"ended (exit code {code})")
        elif time.monotonic() > self._deadline:
            self._give_up(self._pending, "gave no answer in time")

    def _answer(self, msg: Any) -> None:
        if isinstance(msg, tuple) and len(msg) == 2 and msg[0] == "started":
            if msg[1] == self._pending:  # set up (imports done): its search is given its think time from now
                self._started = True
                self._deadline = time.monotonic() + self._think + MARGIN_S
            return
        req, act_json, iters, error = msg
        if req != self._pending or self._pending_args is None:
            return  # an answer nobody waits for any more
        game, obs, legal, seed = self._pending_args
        if error == "cancelled":
            self._finish(req, None, 0)
            return
        if error:
            log.error("computer player failed (%s): the %s player decides instead\n%s", game, FALLBACK_LEVEL, error)
            self._finish(req, fallback_choice(game, obs, legal, seed), 0)
            return
        try:
            act = get(game).codec.decode(act_json)
        except IllegalAction:
            act = None
        if act not in legal:
            log.error("computer player answered %r, not a legal move (%s): the %s player decides", act_json, game, FALLBACK_LEVEL)
            act = fallback_choice(game, obs, legal, seed)
        self._finish(req, act, int(iters))

    def _finish(self, req: int, act: Action | None, iters: int) -> None:
        self._pending = None
        self._pending_args = None
        self._poll.stop()
        self.decided.emit(req, act, iters)

    def _give_up(self, req: int | None, what: str) -> None:
        """The worker failed the pending request: replace it, let the normal player decide."""
        self._discard_worker()
        if req is None or req != self._pending or self._pending_args is None:
            self._poll.stop()
            return
        game, obs, legal, seed = self._pending_args
        log.warning(
            "the hard computer player's process %s (%s): the %s player decides instead;"
            " a new process starts for the next decision",
            what,
            game,
            FALLBACK_LEVEL,
        )
        self._finish(req, fallback_choice(game, obs, legal, seed), 0)

    def _discard_worker(self) -> None:
        """Kill the worker (if any) without waiting for it to answer; it may be stopped or stuck."""
        proc, conn = self._proc, self._conn
        self._proc = self._conn = self._cancel = None
        if conn is not None:
            with contextlib.suppress(OSError):
                conn.close()
        if proc is not None and proc.pid is not None:  # (one that never started has nothing to end)
            with contextlib.suppress(OSError, ValueError, AssertionError):
                if proc.is_alive():
                    proc.kill()  # SIGKILL: even a stopped process ends
                proc.join(2.0)

    def cancel(self) -> None:
        """Forget the pending request and stop a running search."""
        self._pending = None
        self._pending_args = None
        if self._cancel is not None:
            self._cancel.set()

    def shutdown(self) -> None:
        self.cancel()
        self._poll.stop()
        proc = self._proc
        if self._conn is not None and proc is not None and proc.is_alive():
            with contextlib.suppress(OSError, ValueError):
                self._conn.send(("quit",))
            proc.join(0.3)
            if proc.is_alive():
                proc.terminate()
                proc.join(0.5)
        self._discard_worker()
