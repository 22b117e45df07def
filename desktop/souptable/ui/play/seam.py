"""What the features around a table (hints, the review, remote seats, lessons, sessions)
may use of the window that holds it: a typed interface, so that they need not import the
window (it lives above them) and mypy checks every use.

The window (:class:`souptable.ui.shell.mainwindow.MainWindow`) satisfies it; a feature
takes a ``TableWindow`` and touches nothing else of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from ..base.languages import Languages
    from ..base.settings import Settings
    from ..table.board import Board
    from .controller import GameController
    from .playarea import PlayArea


class TableWindow(Protocol):
    """The window as a table's features see it."""

    settings: Settings
    languages: Languages
    play: PlayArea
    controller: GameController | None  # the table being played, if any
    board: Board | None  # its game's board (words, layout), if any

    def statusBar(self) -> QStatusBar:
        """The status line under the table."""
        ...
