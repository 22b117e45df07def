"""A bot process: serves "choose" requests over a pipe, off the app's process.

Pure-Python search holds the GIL for its whole think time; in the app's own
process that would stall the table. The app starts this loop in a separate
process (multiprocessing, spawn) and sends it observations; the process never
sees a state. A shared cancel event stops the current search within one
iteration. Never imports Qt.
"""

from __future__ import annotations

import random
import traceback
from typing import Any

from . import make_bot
from .base import Bot, Cancelled


def serve(conn: Any, cancel: Any) -> None:
    bots: dict[tuple[str, str, float], Bot] = {}
    from ..engine import get

    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg[0] == "quit":
            return
        _, req, game, level, think_time, obs, legal_json, seed = msg
        cancel.clear()
        try:
            rules = get(game)
            legal = [rules.codec.decode(a) for a in legal_json]
            key = (game, level, think_time)
            bot = bots.get(key)
            if bot is None:
                bot = bots[key] = make_bot(game, level, think_time)
            act = bot.choose(obs, legal, random.Random(seed), cancel)
            conn.send((req, act.to_json(), int(getattr(bot, "last_iterations", 1)), None))
        except Cancelled:
            conn.send((req, None, 0, "cancelled"))
        except Exception:  # report, keep serving: one bad request must not kill the table
            conn.send((req, None, 0, traceback.format_exc()))
