"""Game → Join a table…: paste an invite link, connect, and sit down at that seat.

Below the link, the tables announced on the local network (mDNS, ``net.discovery``)
appear by themselves: game, host, free seats. The listing has no token, so a listed
table still needs the link of one's seat from its host (the dialog says so). Looking
starts with the dialog (``browse``) and stops when it closes.

The dialog makes a :class:`~souptable.ui.remote.client.ClientController` for the link
and waits (without blocking) until the host has sent the seat's first view; then
the main window shows the table from that seat. A refusal or an unreachable
host is said in the player's language. No rules here.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QListWidget, QVBoxLayout, QWidget

from ...net.discovery import Browser, FoundTable
from ...net.protocol import InviteError, parse_invite
from ..text import arg
from .client import ClientController, net_error_text

if TYPE_CHECKING:
    from .seam import RemoteWindow

log = logging.getLogger("souptable.ui.remote.seats")


class JoinDialog(QDialog):
    browse = True  # look for tables on the local network (tests on loopback switch it off)
    _found = Signal(object)  # zeroconf's thread → the UI thread

    def __init__(self, parent: QWidget | None = None, link: str | None = None) -> None:
        super().__init__(parent)
        self.browser: Browser | None = None
        self.found: list[FoundTable] = []
        self.setObjectName("joindialog")
        self.controller: ClientController | None = None
        self.label = QLabel(self)
        self.link = QLineEdit(self)
        self.link.setMinimumWidth(420)
        self.link.setPlaceholderText("souptable://…")
        clip = QGuiApplication.clipboard().text().strip()
        if link:  # opened by a clicked souptable:// link
            self.link.setText(link.strip()[:2000])
        elif clip.startswith("souptable://"):
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
        self.nearby_label = QLabel(self)
        self.nearby_label.setWordWrap(True)
        self.nearby = QListWidget(self)
        self.label.setBuddy(self.link)  # the labels name them for a screen reader
        self.nearby_label.setBuddy(self.nearby)
        self.nearby.setMaximumHeight(140)
        lay.addWidget(self.nearby_label)
        lay.addWidget(self.nearby)
        lay.addWidget(self.buttons)
        self._found.connect(self._show_found)
        if self.browse:
            try:
                self.browser = Browser(self._found.emit)
                self.browser.start()
            except Exception as exc:  # no network to look on: the link works all the same
                log.info("cannot look for tables on the local network: %r", exc)
                self.browser = None
        self.retranslate_ui()

    def _show_found(self, tables: list[FoundTable]) -> None:
        from ..games import game_name

        self.found = list(tables)
        self.nearby.clear()
        for t in self.found:
            where = ", ".join(t.addresses[:2])
            try:
                game = game_name(t.game)
            except Exception:  # a game this version does not have
                game = t.game
            count = t.free  # (a plain name: i18n/update_catalogs.py finds the plural by it)
            free = QCoreApplication.translate("Remote", "%n free seat(s)", "", count)
            text = QCoreApplication.translate("Remote", "%1, hosted by %2 (%3): %4")
            self.nearby.addItem(arg(text, game, t.host, where, free))

    def done(self, result: int) -> None:
        browser, self.browser = self.browser, None
        if browser is not None:
            browser.close()
        super().done(result)

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
        self.nearby_label.setText(
            QCoreApplication.translate(
                "Remote", "Tables on your local network (ask their host for the link of your seat: the list has none):"
            )
        )
        self._show_found(self.found)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def run_join_dialog(window: RemoteWindow, link: str | None = None, *, at_once: bool = False) -> bool:
    """Game → Join a table… (``link``: the invite a clicked souptable:// link brought, or a
    table joined before; ``at_once``: connect without waiting for a click, for Rejoin)."""
    dlg = JoinDialog(window.window(), link)
    if at_once:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, dlg.join)
    if not dlg.exec():
        return False
    c = dlg.take_controller()
    if c is None:
        return False
    window.join_table(c)
    return True


__all__ = ["JoinDialog", "run_join_dialog"]
