"""What remote seats (hosting, joining, the start screen's buttons) may use of the window:
:class:`~souptable.ui.play.seam.TableWindow` and the window's remote menus, panel and mode.

The window (:class:`souptable.ui.shell.mainwindow.MainWindow`) satisfies it; mypy checks
that. Nothing here imports the window, and no private attribute of it belongs here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..play.seam import TableWindow

if TYPE_CHECKING:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDockWidget

    from ...engine import Match
    from ..play.setup import Setup
    from .client import ClientController
    from .hostsession import HostSession


class RemoteWindow(TableWindow, Protocol):
    """The window as a table with friends elsewhere sees it."""

    remote_mode: str | None  # "host", "join", or None: no friends elsewhere
    remote_session: HostSession | None  # the hosted table's remote seats
    remote_dock: QDockWidget | None  # ... and their panel
    # what a table with friends elsewhere turns off (and back on when it is left)
    act_undo: QAction
    act_redo: QAction
    act_restart: QAction
    act_save: QAction
    act_hint: QAction
    act_review: QAction

    def host_table_dialog(self) -> None:
        """Game → Host a table…"""
        ...

    def host_table(self, setup: Setup, match: Match, session: HostSession) -> None:
        """Sit down at a hosted table whose remote seats ``session`` plays."""
        ...

    def join_table_dialog(self) -> None:
        """Game → Join a table…"""
        ...

    def join_table(self, client: ClientController) -> None:
        """Sit down at a remote seat that ``client`` plays."""
        ...

    def addDockWidget(self, area: Qt.DockWidgetArea, dockwidget: QDockWidget, /) -> None: ...

    def removeDockWidget(self, dockwidget: QDockWidget, /) -> None: ...
