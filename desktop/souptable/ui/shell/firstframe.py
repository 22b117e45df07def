"""The main window's first frame: what waits for it, and the parts made after it.

The window shows the start screen as soon as it can (docs/performance.md, "Cold start"):
:class:`FirstFrame` runs what waits (the side panels, the log file, the start-up notices)
from the event loop once the first paint is done, and :class:`AfterFirstFrame` is an
attribute of the window made then (ui/shell/sides.py), or at once where it is asked for
earlier. Nothing here names Qt's ``Qt`` namespace. No rules here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar, cast, overload

from PySide6.QtCore import QObject, QTimer

T = TypeVar("T")


class Completes(Protocol):
    def complete(self) -> object:
        """Make the parts the first frame did not show (once); returns what holds them."""


class AfterFirstFrame(Generic[T]):
    """A part of the window, one attribute of what ``window.complete()`` returns (same name)."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, window: None, owner: type) -> AfterFirstFrame[T]: ...
    @overload
    def __get__(self, window: Completes, owner: type) -> T: ...
    def __get__(self, window: Completes | None, owner: type) -> T | AfterFirstFrame[T]:
        if window is None:
            return self
        return cast(T, getattr(window.complete(), self.name))


class FirstFrame:
    """What waits for a window's first frame, run once it is painted (in the order asked)."""

    def __init__(self, complete: Callable[[], Any]) -> None:
        self._complete = complete
        self._waiting: list[Callable[[], object]] | None = []  # None: the frame was shown

    def then(self, then: Callable[[], object]) -> None:
        """Run ``then`` once the first frame is painted (from the event loop at once if it has been)."""
        if self._waiting is None:
            QTimer.singleShot(0, then)
        else:
            self._waiting.append(then)

    def painted(self, window: QObject) -> None:
        """The window painted itself: the first time, its children are painted right after,
        and what waits runs from the event loop then."""
        if self._waiting is not None:
            waiting, self._waiting = self._waiting, None
            QTimer.singleShot(0, window, lambda: self._shown(waiting))

    def _shown(self, waiting: list[Callable[[], object]]) -> None:
        self._complete()
        for then in waiting:
            then()


__all__ = ["AfterFirstFrame", "Completes", "FirstFrame"]
