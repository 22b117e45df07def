"""The prompt line between decisions, and input that comes a moment early.

When nobody at this screen may decide, the prompt says who does — and never
"Waiting for" the person whose turn it is: their turn is named as theirs, under
the hot-seat cover as the screen to pass, and a scored round as the moment to
look at the table. A click or a key in the second before a person's own turn
(the last computer move still sliding into place) is kept and played once the
turn is there, instead of being lost.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..table.seatview import SeatView
from ..text import arg


def idle_prompt(view: SeatView, board: Any, humans: list[int], viewer: int | None) -> str:
    """The prompt while the person looking has nothing to decide."""
    if view.covered_for is not None:
        return arg(QCoreApplication.translate("Turns", "Pass the screen to %1."), board.name(view.covered_for))
    if view.over:
        return QCoreApplication.translate("PlayArea", "The game is over.")
    if view.round_over:
        return QCoreApplication.translate(
            "Turns", "The round is scored: the table stays as the round ended. Continue when everyone has seen it."
        )
    if view.thinking is not None:
        return arg(QCoreApplication.translate("PlayArea", "%1 is thinking…"), board.name(view.thinking))
    seat = view.to_move
    if seat is not None and seat == viewer:
        return arg(QCoreApplication.translate("Turns", "%1, it is your turn."), board.name(seat))
    if seat is not None and seat in humans:
        return arg(QCoreApplication.translate("Turns", "Next: %1."), board.name(seat))
    return arg(QCoreApplication.translate("PlayArea", "Waiting for %1."), board.name(seat))


def turn_coming(view: SeatView, humans: list[int], viewer: int | None) -> bool:
    """Is the next decision the looking person's own, only not offered yet?"""
    return (
        not view.legal
        and not view.over
        and not view.covered
        and not view.round_over
        and view.to_move is not None
        and view.to_move == viewer
        and view.to_move in humans
    )


class EarlyInput:
    """One click (a target) or one key kept until the person's turn is there."""

    def __init__(self) -> None:
        self.target: Any = None
        self.key: Any = None  # a QKeyCombination

    def keep_target(self, target: Any) -> None:
        self.target, self.key = target, None

    def keep_key(self, combination: Any) -> None:
        self.target, self.key = None, combination

    def take(self) -> tuple[Any, Any]:
        kept = (self.target, self.key)
        self.target = self.key = None
        return kept


__all__ = ["EarlyInput", "idle_prompt", "turn_coming"]
