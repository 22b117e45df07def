"""The start screen's way to play with friends elsewhere: Host, Join, and Rejoin.

Shown by the start screen (ui/shell/startscreen.py); it asks the window to open the
Host or Join dialog and offers a Rejoin per table kept in :mod:`.kept`. No networking here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..base.languages import changed as languages_changed
from ..text import arg
from .kept import joined_tables

if TYPE_CHECKING:
    from .seam import RemoteWindow


class RemoteStartButtons(QWidget):
    """The start screen's way to play with friends elsewhere: Host a table…, Join a table…,
    and a Rejoin button per table this app joined whose game is not over."""

    def __init__(self, window: RemoteWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("remote_start")
        self.main = window
        self.host = QPushButton(self)
        self.join = QPushButton(self)
        self.host.clicked.connect(lambda: window.host_table_dialog())
        self.join.clicked.connect(lambda: window.join_table_dialog())
        row = QHBoxLayout()
        row.setContentsMargins(0, 4, 0, 4)
        row.addWidget(self.host)
        row.addWidget(self.join)
        row.addStretch(1)
        self.rejoin_box = QVBoxLayout()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(row)
        lay.addLayout(self.rejoin_box)
        self.rejoin: list[tuple[QLabel, QPushButton, dict[str, str]]] = []
        self.refresh()
        languages_changed().connect(self.retranslate_ui)

    def refresh(self) -> None:
        """Read the joined tables anew (the start screen shows after every table)."""
        for label, button, _t in self.rejoin:
            label.deleteLater()
            button.deleteLater()
        self.rejoin = []
        for t in joined_tables():
            line = QHBoxLayout()
            label, button = QLabel(self), QPushButton(self)
            button.clicked.connect(lambda _c=False, url=t["url"]: self._rejoin(url))
            line.addWidget(label)
            line.addWidget(button)
            line.addStretch(1)
            self.rejoin_box.addLayout(line)
            self.rejoin.append((label, button, t))
        self.retranslate_ui()

    def _rejoin(self, url: str) -> None:
        from .join import run_join_dialog

        run_join_dialog(self.main, url, at_once=True)

    def showEvent(self, event: QShowEvent) -> None:
        self.refresh()
        super().showEvent(event)

    def retranslate_ui(self) -> None:
        from ..games import game_name

        self.host.setText(QCoreApplication.translate("Remote", "&Host a table…"))
        self.host.setToolTip(QCoreApplication.translate("Remote", "Play with friends at other computers: they join with a link"))
        self.join.setText(QCoreApplication.translate("Remote", "&Join a table…"))
        self.join.setToolTip(QCoreApplication.translate("Remote", "Sit down at a friend's table with the link they sent"))
        for label, button, t in self.rejoin:
            try:
                game = game_name(t["game"])
            except Exception:  # a game this version does not have
                game = t["game"]
            label.setText(arg(QCoreApplication.translate("Remote", "A table you joined: %1, as %2"), game, t["seat"]))
            button.setText(QCoreApplication.translate("Remote", "Rejoin"))
