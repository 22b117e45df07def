"""Starting the hard player's search in a process of its own, for hints and the review."""

from __future__ import annotations

import contextlib
import multiprocessing as mp
from typing import Any


def spawn_search(serve: Any, request: dict[str, Any], name: str) -> tuple[Any, Any, Any]:
    """Start ``serve(conn, cancel, request)`` in a process of its own (the hard player's
    search holds the GIL: never on the UI thread); returns the process, the end of the
    pipe its answers come on, and the event that cancels it."""
    ctx = mp.get_context("spawn")
    parent, child = ctx.Pipe(duplex=False)
    cancel = ctx.Event()
    proc = ctx.Process(target=serve, args=(child, cancel, request), daemon=True, name=name)
    proc.start()
    child.close()
    return proc, parent, cancel


def end_search(proc: Any, conn: Any) -> None:
    """Close the pipe of a search process and end it: at once if it finished (or was
    cancelled), else terminated after a moment, so the table never waits for it."""
    if conn is not None:
        with contextlib.suppress(OSError):
            conn.close()
    if proc is not None:
        proc.join(0.05)
        if proc.is_alive():
            proc.terminate()
            proc.join(0.5)
