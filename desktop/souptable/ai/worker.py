"""A bot process: serves "choose" requests over a pipe, off the app's process.

Pure-Python search holds the GIL for its whole think time; in the app's own
process that would stall the table. The app starts this loop in a separate
process (multiprocessing, spawn) and sends it observations; the process never
sees a state. A shared cancel event stops the current search within one
iteration. The think time asked for is kept within :data:`MAX_THINK_TIME`
(NaN or a negative one gives :data:`DEFAULT_THINK_TIME`), so no request can
search forever. A watchdog thread ends the process as soon as the app's
process is gone (killed, crashed), even in the middle of a search: a worker
never outlives the app. Never imports Qt.
"""

from __future__ import annotations

import math
import os
import random
import threading
import time
import traceback
from typing import Any

from . import make_bot
from .base import Bot, Cancelled

DEFAULT_THINK_TIME = 1.0
MIN_THINK_TIME = 0.01
MAX_THINK_TIME = 60.0
WATCH_INTERVAL_S = 0.5


def safe_think_time(value: Any) -> float:
    """A think time a search can keep: finite, within [MIN, MAX]; else the default."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value <= 0:
        return DEFAULT_THINK_TIME
    return min(max(float(value), MIN_THINK_TIME), MAX_THINK_TIME)


def watch_parent(parent_pid: int, interval: float = WATCH_INTERVAL_S) -> threading.Thread:
    """End this process once ``parent_pid`` is no longer its parent (the app is gone)."""

    def watch() -> None:
        while True:
            if os.getppid() != parent_pid:
                os._exit(0)  # nobody is left to answer; a search in progress is dropped
            time.sleep(interval)

    thread = threading.Thread(target=watch, name="souptable-bot-watchdog", daemon=True)
    thread.start()
    return thread


def serve(conn: Any, cancel: Any, parent_pid: int | None = None) -> None:
    if parent_pid is not None:
        watch_parent(parent_pid)
    bots: dict[tuple[str, str, float], Bot] = {}
    from ..engine import get

    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if not isinstance(msg, tuple) or not msg or msg[0] == "quit":
            return
        req = msg[1] if len(msg) > 1 else None
        cancel.clear()
        try:
            _, req, game, level, think_time, obs, legal_json, seed = msg
            think = safe_think_time(think_time)
            rules = get(game)
            legal = [rules.codec.decode(a) for a in legal_json]
            key = (game, level, think)
            bot = bots.get(key)
            if bot is None:
                bot = bots[key] = make_bot(game, level, think)
            # everything is imported and set up: the search starts, and ends within its think
            # time (the app's deadline for a stuck worker counts from here, not from a slow start)
            conn.send(("started", req))
            act = bot.choose(obs, legal, random.Random(seed), cancel)
            conn.send((req, act.to_json(), int(getattr(bot, "last_iterations", 1)), None))
        except Cancelled:
            conn.send((req, None, 0, "cancelled"))
        except Exception:  # report, keep serving: one bad request must not kill the table
            conn.send((req, None, 0, traceback.format_exc()))
