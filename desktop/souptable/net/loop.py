"""An asyncio event loop on its own thread, for callers that have their own loop (Qt).

The app's host and client run their WebSocket connections here so that the UI
thread never waits on the network; they talk to it with :meth:`NetLoop.call`
(run a coroutine, get a concurrent future) and :meth:`NetLoop.soon` (run a plain
function on the loop). No Qt here: the UI bridges results back with signals.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


class NetLoop:
    def __init__(self, name: str = "souptable-net") -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_forever()
        finally:
            tasks = asyncio.all_tasks(self.loop)
            for t in tasks:
                t.cancel()
            if tasks:
                self.loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
            self.loop.close()

    def call(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run ``coro`` on the loop; the future answers on any thread."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def soon(self, fn: Callable[..., Any], *args: Any) -> None:
        """Call ``fn(*args)`` on the loop's thread, soon (never waits)."""
        if not self.loop.is_closed():
            self.loop.call_soon_threadsafe(fn, *args)

    def stop(self, timeout: float = 2.0) -> None:
        """Stop the loop (pending tasks are cancelled) and wait for the thread."""
        if self.loop.is_closed():
            return
        try:
            self.loop.call_soon_threadsafe(self.loop.stop)
        except RuntimeError:  # closed meanwhile
            return
        if threading.current_thread() is not self._thread:
            self._thread.join(timeout)
