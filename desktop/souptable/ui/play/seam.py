"""What the features around a table (hints, the review, remote seats, lessons) may use
of the window that holds it: a typed interface, so that they need not import the window
(it lives above them) and mypy checks every use.

The window (:class:`souptable.ui.shell.mainwindow.MainWindow`) satisfies it; a feature
takes a ``TableWindow`` (or its own extension of it, in its folder: ``RemoteWindow``,
``ReviewWindow``, ``LessonWindow``) and touches nothing else of it. Nothing here
may name a feature above ``play/``; no private attribute of the window belongs here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar, QWidget

    from ..base.languages import Languages
    from ..base.settings import Settings
    from ..base.storage import Autosave
    from ..table.board import Board
    from .controller import GameController
    from .playarea import PlayArea
    from .setup import Setup


class TableWindow(Protocol):
    """The window as a table's features see it."""

    settings: Settings
    languages: Languages
    autosave: Autosave  # the running game's file (its folder holds the reviews, the hosted table's invites)
    setup: Setup | None  # what the table at play was set up with, if any
    controller: GameController | None  # the table being played, if any
    board: Board | None  # its game's board (words, layout), if any

    @property
    def play(self) -> PlayArea:
        """The play area (the window makes it on first use)."""
        ...

    def statusBar(self) -> QStatusBar:
        """The status line under the table."""
        ...

    def window(self) -> QWidget:
        """The window itself, as a widget: the parent of a feature's dialogs and panels."""
        ...

    def leave_table(self) -> None:
        """Leave the table (and a lesson at it), asking nothing."""
        ...

    def refresh_from_view(self) -> None:
        """Draw the table, the scores and the log anew from the controller's view alone."""
        ...
