"""The computer seats of a lesson: scripted moves behind the BotRunner's interface.

The :class:`~souptable.ui.play.controller.GameController` asks its runner for a
computer's move (``request``) and waits for ``decided``; it neither knows nor
cares that a lesson answers from its script. While the game follows the script,
the answer is the script's action for that ply; off the script (the person chose
another move and plays on), the ``normal`` computer player answers, as in a real
game. The lesson may hold an answer back (``hold``) while the person reads an
explanation, and lets it go with ``release``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import Action
from ..play.botrunner import fallback_choice

PACE_MS = 650  # a scripted computer "thinks" this long, so the person can follow


class ScriptRunner(QObject):
    # request id, chosen action (None if cancelled), iterations: as BotRunner's
    decided = Signal(int, object, int)

    def __init__(self, answer: Callable[[int], Action | None], parent: QObject | None = None) -> None:
        """``answer(ply)``: the lesson's scripted move for the game's ``ply``-th action
        (``None``: off the script; the normal player decides)."""
        super().__init__(parent)
        self._answer = answer
        self.ply: Callable[[], int] = lambda: 0
        # the lesson's "wait": a step to read at this ply (asked when the move is due)
        self.gate: Callable[[int], bool] = lambda _ply: False
        self.pace_ms = PACE_MS
        self._next_id = 0
        self._pending: int | None = None
        self._args: tuple[str, dict[str, Any], list[Action], int] | None = None
        self._held = False
        self._due = False

    @property
    def busy(self) -> bool:
        return self._pending is not None

    @property
    def waiting(self) -> bool:
        """A computer's move is ready but held back by the lesson."""
        return self._pending is not None and self._due and self._blocked()

    def _blocked(self) -> bool:
        return self._held or self.gate(self.ply())

    def request(self, game: str, level: str, think_time: float, obs: dict[str, Any], legal: list[Action], seed: int) -> int:
        self._next_id += 1
        req = self._next_id
        self._pending = req
        self._args = (game, obs, legal, seed)
        self._due = False
        QTimer.singleShot(max(0, self.pace_ms), lambda: self._ready(req))
        return req

    def _ready(self, req: int) -> None:
        if req != self._pending:
            return
        self._due = True
        if not self._blocked():
            self._decide()

    def hold(self) -> None:
        """Answer nothing until :meth:`release` (the person is reading)."""
        self._held = True

    def release(self) -> None:
        self._held = False
        if self._pending is not None and self._due:
            QTimer.singleShot(0, self._decide)

    def _decide(self) -> None:
        req, args = self._pending, self._args
        if req is None or args is None or self._blocked():
            return
        game, obs, legal, seed = args
        act = self._answer(self.ply())
        if act not in legal:
            act = fallback_choice(game, obs, legal, seed)
        self._pending = None
        self._args = None
        self.decided.emit(req, act, 1)

    def cancel(self) -> None:
        self._pending = None
        self._args = None

    def shutdown(self) -> None:
        self.cancel()
