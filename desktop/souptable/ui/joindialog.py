"""Game → Join a table…: paste an invite link, connect, and sit down at that seat.

The dialog makes a :class:`~souptable.ui.remote_client.ClientController` for the link
and waits (without blocking) until the host has sent the seat's first view; then
the main window shows the table from that seat. A refusal or an unreachable
host is said in the player's language. No rules here.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from ..net.protocol import InviteError, parse_invite
from .remote_client import ClientController, net_error_text


class JoinDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joindialog")
        self.controller: ClientController | None = None
        self.label = QLabel(self)
        self.link = QLineEdit(self)
        self.link.setMinimumWidth(420)
        self.link.setPlaceholderText("souptable://…")
        clip = QGuiApplication.clipboard().text().strip()
        if clip.startswith("souptable://"):
            self.link.setText(clip)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.join_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.join_button.setDefault(True)
        self.join_button.clicked.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.label)
        lay.addWidget(self.link)
        lay.addWidget(self.status)
        lay.addWidget(self.buttons)
        self.retranslate_ui()

    def join(self) -> None:
        self._drop()
        try:
            invite = parse_invite(self.link.text())
        except InviteError as exc:  # not a link, or an old one (no fingerprint: ask for a new link)
            self.status.setText(net_error_text(exc.code))
            return
        self.status.setText(QCoreApplication.translate("Remote", "Connecting…"))
        self.join_button.setEnabled(False)
        c = ClientController(invite, self)
        c.ready.connect(self._ready)
        c.failed.connect(self._failed)
        self.controller = c

    def _ready(self) -> None:
        self.accept()

    def _failed(self, code: str) -> None:
        self.status.setText(net_error_text(code))
        self.join_button.setEnabled(True)
        self._drop()

    def _drop(self) -> None:
        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
            self.controller = None

    def take_controller(self) -> ClientController | None:
        """The connected seat, now the caller's."""
        c, self.controller = self.controller, None
        if c is not None:
            c.setParent(None)
            c.ready.disconnect(self._ready)
            c.failed.disconnect(self._failed)
        return c

    def reject(self) -> None:
        self._drop()
        super().reject()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Remote", "Join a table"))
        self.label.setText(QCoreApplication.translate("Remote", "Paste the invite link your host sent you:"))
        self.join_button.setText(QCoreApplication.translate("Remote", "Join"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def run_join_dialog(window: Any) -> bool:
    dlg = JoinDialog(window)
    if not dlg.exec():
        return False
    c = dlg.take_controller()
    if c is None:
        return False
    window.join_table(c)
    return True


__all__ = ["JoinDialog", "run_join_dialog"]
