"""Game → Host a table…: the setup (like New Game, with remote seats), the lobby
where invite links are handed out and seats fill up, and the panel that shows
the remote seats during the game (who is there, a computer standing in).

The setup dialog is the New Game dialog with one more kind of seat, "Remote"
(a person at another computer), and the host's choices: hints for remote
players, this computer only or the local network, the port; its Hosting group
sits under the list of games so that six seat rows keep their height at 1024×700.
The lobby starts the game when every remote seat has joined or has a computer
playing for it. The links carry the address the host chooses (this computer,
each network address found, a VPN's, or typed), with a warning when a link can
only work on this computer; Copy puts a short message with the link on the
clipboard.

For friends at other homes the dialog can ask the home router to open a port while the
table is open (its public address then comes first in the links) and take a relay's
address (remembered in the settings; links through it follow); "Can friends reach this
table?" runs the reachability check off the UI thread (:mod:`.reach`) and says yes with
the address friends will use, or no with the reason and what to do next.
No rules and no networking here (``ui/remote/hostsession.py``, :mod:`.reach` and ``net/`` do that).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import Match
from ...engine.record import SeatInfo
from ...net.addresses import ANY, local_addresses, only_here
from ...net.protocol import DEFAULT_BIND
from ...net.reach import Reach
from ...net.relaylink import RelayAddress
from ..base.screen import fit_size
from ..base.settings import RELAY, Settings
from ..play.newgame import NewGameDialog
from ..play.setup import Setup
from ..text import arg
from .hostsession import REMOTE, HostSession
from .reach import ReachCheck, bad_relay_text, check_failed_text, parse_relay_field, reach_lines, relay_failure_text

if TYPE_CHECKING:
    from .seam import RemoteWindow

STANDIN_LEVEL = "normal"


def remote_name(seat: int) -> str:
    return arg(QCoreApplication.translate("Remote", "Guest %1"), seat + 1)


def link_choices(bind: str) -> list[tuple[str, str]]:
    """(address, interface) a link can carry for a table listening on ``bind``: each address
    of this computer when it listens on all of them (a VPN's too), then this computer itself."""
    if bind not in ANY:
        return [(bind, "")]
    found = [(a.ip, a.interface) for a in local_addresses() if bind != "0.0.0.0" or not a.v6]
    return [*found, (DEFAULT_BIND, "lo")]


class HostDialog(NewGameDialog):
    """The New Game dialog with remote seats and the host's choices."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        self.host_box: QGroupBox | None = None
        super().__init__(settings, parent)
        self.setObjectName("hostdialog")
        box = QGroupBox(self)
        form = QFormLayout(box)
        self.hints = QCheckBox(box)
        self.lan = QCheckBox(box)
        self.port = QSpinBox(box)
        self.port.setRange(0, 65535)
        self.port_label = QLabel(box)
        self.problem = QLabel(box)
        self.problem.setStyleSheet("color:#b00020;")
        form.addRow(self.hints)
        form.addRow(self.lan)
        form.addRow(self.port_label, self.port)
        # friends at other homes: a port the router opens, a relay, and the check
        self.map_port = QCheckBox(box)
        self.map_port.toggled.connect(self._map_port_toggled)
        self.relay_label = QLabel(box)
        self.relay = QLineEdit(box)
        self.relay.setPlaceholderText("relay.example.org:40600")
        self.relay.setText(str(settings.get(RELAY)))
        self.relay_label.setBuddy(self.relay)
        self.check_button = QPushButton(box)
        self.check_button.clicked.connect(self.check_reach)
        self.reach_answer = QLabel(box)
        self.reach_answer.setWordWrap(True)
        self.reach_answer.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.answer: Reach | None = None
        self.checking = False
        self.checker = ReachCheck(self)
        self.checker.answered.connect(self._answered)
        self.checker.failed.connect(self._check_failed)
        form.addRow(self.map_port)
        form.addRow(self.relay_label, self.relay)
        form.addRow(self.check_button)
        form.addRow(self.reach_answer)
        form.addRow(self.problem)
        self.host_box = box
        self._place_hosting(box)
        if not any(row.kind.currentData() == REMOTE for row in self.rows[: self.players.value()]):
            self.set_kind(1, REMOTE)  # a table to host has someone elsewhere
        self.retranslate_ui()

    def _place_hosting(self, box: QGroupBox) -> None:
        """The Hosting group goes under the games' list (which can shrink), not under the
        seats: six seat rows then keep their height within 1024×700 in every language."""
        lay = self.layout()
        assert isinstance(lay, QVBoxLayout)
        item = lay.itemAt(0)
        top = item.layout() if item is not None else None
        assert isinstance(top, QHBoxLayout)
        top.removeWidget(self.games)
        left = QVBoxLayout()
        left.addWidget(self.games, 1)
        left.addWidget(box)
        top.insertLayout(0, left)
        self.games.setMinimumHeight(120)
        self.games.setMaximumWidth(max(self.games.minimumWidth(), 320))
        box.setMaximumWidth(max(self.games.minimumWidth(), 320))
        for w in (self.hints, self.lan, self.map_port):
            w.setStyleSheet("QCheckBox { spacing: 6px; }")
        fit_size(self, 1000, 680)

    def set_kind(self, index: int, kind: str) -> None:
        row = self.rows[index]
        i = row.kind.findData(kind)
        if i >= 0:
            row.kind.setCurrentIndex(i)
        if kind == REMOTE:
            row.name.setText(remote_name(index))

    def retranslate_ui(self) -> None:
        kinds = [row.kind.currentData() for row in self.rows]
        super().retranslate_ui()
        self.setWindowTitle(QCoreApplication.translate("Remote", "Host a table"))
        for row, kind in zip(self.rows, kinds, strict=True):
            row.kind.blockSignals(True)
            row.kind.addItem(QCoreApplication.translate("Remote", "Remote"), REMOTE)
            i = row.kind.findData(kind)
            row.kind.setCurrentIndex(i if i >= 0 else 0)
            row.kind.blockSignals(False)
            row.level.setEnabled(row.kind.currentData() == "bot")
        if self.host_box is not None:
            self.host_box.setTitle(QCoreApplication.translate("Remote", "Hosting"))
            self.hints.setText(QCoreApplication.translate("Remote", "Remote players may ask their computer for hints"))
            self.lan.setText(QCoreApplication.translate("Remote", "Let computers on the local network join (not only this one)"))
            self.port_label.setText(QCoreApplication.translate("Remote", "Port (0: any free port):"))
            self.map_port.setText(QCoreApplication.translate("HostDialog", "Ask my home router to open a port"))
            self.map_port.setToolTip(
                QCoreApplication.translate(
                    "HostDialog",
                    "For friends at other homes: the router forwards the table's port while it is open (UPnP), "
                    "and the links carry its public address.",
                )
            )
            self.relay_label.setText(QCoreApplication.translate("HostDialog", "Relay:"))
            self.relay.setToolTip(
                QCoreApplication.translate(
                    "HostDialog",
                    "For friends at other homes: a relay's address (host:port) they join through when they cannot "
                    "reach this computer. Leave it empty for none.",
                )
            )
            self.check_button.setText(QCoreApplication.translate("HostDialog", "Can friends reach this table?"))
            self._show_answer()

    def _map_port_toggled(self, on: bool) -> None:
        """The router forwards to this computer's network address: the table listens there."""
        if on:
            self.lan.setChecked(True)
        self.lan.setEnabled(not on)

    def relay_address(self) -> RelayAddress | None:
        """The Relay field (``None``: empty); raises ``ValueError`` when it is not host:port."""
        return parse_relay_field(self.relay.text())

    def _relay_or_say(self) -> tuple[bool, RelayAddress | None]:
        try:
            return True, self.relay_address()
        except ValueError:
            self.problem.setText(bad_relay_text())
            return False, None

    def check_reach(self) -> None:
        """Can friends reach this table? The check runs off the UI thread; the answer shows below."""
        ok, relay = self._relay_or_say()
        if not ok:
            return
        self.problem.setText("")
        self.answer = None
        self.checking = True
        self.check_button.setEnabled(False)
        self._show_answer()
        self.checker.start(self.port.value(), relay)

    def _answered(self, answer: Reach) -> None:
        self.checking = False
        self.answer = answer
        self.check_button.setEnabled(True)
        self._show_answer()

    def _check_failed(self, _why: str) -> None:
        self.checking = False
        self.check_button.setEnabled(True)
        self.reach_answer.setText(check_failed_text())

    def _show_answer(self) -> None:
        if self.checking:
            self.reach_answer.setText(QCoreApplication.translate("HostDialog", "Checking… (this can take some seconds)"))
        elif self.answer is not None:
            self.reach_answer.setText("\n".join(reach_lines(self.answer)))
            ok = "#1b7f3b" if self.answer.ok else "#b00020"
            self.reach_answer.setStyleSheet(f"color:{ok};")
            return
        else:
            self.reach_answer.setText("")
        self.reach_answer.setStyleSheet("")

    def setup(self) -> Setup:
        s = super().setup()
        for i, row in enumerate(self.rows[: s.players]):
            if row.kind.currentData() == REMOTE:
                s.seats[i] = SeatInfo(row.name.text().strip() or remote_name(i), REMOTE, None)
        return s

    def accept(self) -> None:
        if not any(seat.kind == REMOTE for seat in self.setup().seats):
            self.problem.setText(
                QCoreApplication.translate("Remote", "Make at least one seat Remote (or start a New Game instead).")
            )
            return
        ok, _relay = self._relay_or_say()
        if not ok:  # nothing changes: the dialog stays, the settings keep the relay they had
            return
        self.settings.set(RELAY, self.relay.text().strip())
        QDialog.accept(self)  # the New Game dialog's last setup stays as it was

    def done(self, result: int) -> None:
        self.checker.stop()  # a check still going answers nobody
        super().done(result)

    def bind(self) -> str:
        """``""`` (every address, IPv6 and IPv4) when the network may join, else loopback."""
        return "" if self.lan.isChecked() else DEFAULT_BIND


class SeatsPanel(QWidget):
    """Per seat: who sits there; for a remote seat its state, its invite link with a
    Copy button, and whether a computer plays for it."""

    def __init__(self, session: HostSession, seats: list[SeatInfo], in_game: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.seats = seats
        self.in_game = in_game
        self.address = ""
        outer = QVBoxLayout(self)
        where = QHBoxLayout()
        self.where_label = QLabel(self)
        self.where = QComboBox(self)  # the address the links carry; editable: a VPN's or a name
        self.where.setEditable(True)
        self.where.setMinimumContentsLength(18)
        self.where_label.setBuddy(self.where)
        where.addWidget(self.where_label)
        where.addWidget(self.where, 1)
        outer.addLayout(where)
        self.warning = QLabel(self)
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color:#b36b00;")
        outer.addWidget(self.warning)
        self.ways_note = QLabel(self)  # the router's answer, the relay's refusal
        self.ways_note.setWordWrap(True)
        self.ways_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.ways_note)
        self.copied = QLabel(self)
        self.copied.setWordWrap(True)
        grid = QGridLayout()
        outer.addLayout(grid)
        outer.addWidget(self.copied)
        self.status: dict[int, QLabel] = {}
        self.links: dict[int, QLineEdit] = {}
        self.copy: dict[int, QPushButton] = {}
        self.standin: dict[int, QCheckBox] = {}
        self.names: list[QLabel] = []
        for s, seat in enumerate(seats):
            name = QLabel(self)
            self.names.append(name)
            grid.addWidget(name, 2 * s, 0)
            if seat.kind != REMOTE:
                continue
            status = QLabel(self)
            grid.addWidget(status, 2 * s, 1)
            standin = QCheckBox(self)
            standin.setChecked(s in session.standin)
            standin.toggled.connect(lambda on, s=s: self.session.set_standin(s, STANDIN_LEVEL if on else None))
            grid.addWidget(standin, 2 * s, 2)
            link = QLineEdit(self)
            link.setReadOnly(True)
            link.setMinimumWidth(420)
            copy = QPushButton(self)
            copy.clicked.connect(lambda _c=False, s=s: self.copy_link(s))
            grid.addWidget(link, 2 * s + 1, 0, 1, 2)
            grid.addWidget(copy, 2 * s + 1, 2)
            self.status[s], self.links[s], self.copy[s], self.standin[s] = status, link, copy, standin
        session.presence_changed.connect(self.refresh)
        self.choices = link_choices(session.bind)
        for ip, interface in self.choices:
            self.where.addItem(f"{ip} ({interface})" if interface else ip, ip)
        self.where.currentIndexChanged.connect(lambda _i: self._where_chosen())
        typed = self.where.lineEdit()
        if typed is not None:
            typed.editingFinished.connect(self._where_chosen)
        self._ways_ready = False
        self.retranslate_ui()
        self.set_address(str(self.where.itemData(0)))
        self._ways_ready = True
        session.ways_changed.connect(self._add_ways)
        self._add_ways()

    def _where_chosen(self) -> None:
        i = self.where.currentIndex()
        typed = self.where.currentText().strip()
        if i >= 0 and typed == self.where.itemText(i):
            self._choose(self.where.itemData(i))
        elif typed:
            self.set_address(typed.split(" ")[0].strip("[]"))

    def _choose(self, data: Any) -> None:
        """An item of the list: an address of this computer, or a way in for friends at
        other homes (``("router", address, port)``, ``("relay", host, port)``)."""
        if not isinstance(data, tuple):
            self.set_address(str(data))
            return
        kind, host, port = data
        self.address = host
        urls = self.session.relay_invites() if kind == "relay" else self.session.invites(host, port)
        for s, url in urls:
            self.links[s].setText(url)
        self._warn()

    def _add_ways(self) -> None:
        """The ways in for friends at other homes go first in the list, the router's public
        address before the relay (as ``souptable-cli host`` orders its links), and the links
        take the first of them unless another address was chosen by hand."""
        if not self._ways_ready:
            return
        ways: list[tuple[str, Any]] = []
        if self.session.public is not None:
            ip, port = self.session.public
            where = f"[{ip}]:{port}" if ":" in ip else f"{ip}:{port}"
            ways.append((arg(QCoreApplication.translate("HostDialog", "%1 (your home router)"), where), ("router", ip, port)))
        r = self.session.relay
        if r is not None and self.session.relay_invites():
            text = arg(QCoreApplication.translate("HostDialog", "%1 (through the relay)"), str(r))
            ways.append((text, ("relay", r.host, r.port)))
        before = self.where.currentIndex()
        was_way = before >= 0 and isinstance(self.where.itemData(before), tuple)
        first = before <= 0 or was_way  # the default (or a way) was shown: the best way now
        self.where.blockSignals(True)
        old = 0
        while self.where.count() and isinstance(self.where.itemData(0), tuple):
            self.where.removeItem(0)
            old += 1
        for k, (text, data) in enumerate(ways):
            self.where.insertItem(k, text, data)
        self.where.setCurrentIndex(0 if first else before - old + len(ways))  # the address chosen by hand stays
        self.where.blockSignals(False)
        if first:
            self._choose(self.where.itemData(0))
        self._say_ways()

    def _say_ways(self) -> None:
        s = self.session
        lines = []
        if s.opening():
            lines.append(QCoreApplication.translate("HostDialog", "Asking the home router and the relay for a way in…"))
        if s.reach is not None:
            lines += reach_lines(s.reach)
        if s.relay_error is not None:
            lines.append(relay_failure_text(s.relay_error))
        self.ways_note.setText("\n".join(lines))
        self.ways_note.setVisible(bool(lines))

    def set_address(self, host: str) -> None:
        """The links carry ``host`` (what friends reach this computer at)."""
        self.address = host
        for s, url in self.session.invites(host):
            self.links[s].setText(url)
        self._warn()

    def _warn(self) -> None:
        if not only_here(self.address):
            self.warning.setText("")
        elif self.session.bind not in ANY:
            self.warning.setText(
                QCoreApplication.translate(
                    "Remote",
                    "These links work only on this computer. To play with friends elsewhere, host the table "
                    "again with “Let computers on the local network join” ticked.",
                )
            )
        else:
            self.warning.setText(
                QCoreApplication.translate(
                    "Remote", "This address works only on this computer: choose the one your friends can reach you at."
                )
            )
        self.warning.setVisible(bool(self.warning.text()))

    def copy_link(self, seat: int) -> None:
        """A short message to send, with the seat's link."""
        from ..games import game_name

        text = arg(
            QCoreApplication.translate("Remote", "Join my %1 table: %2"),
            game_name(self.session.match.game),
            self.links[seat].text(),
        )
        QGuiApplication.clipboard().setText(text)
        self.copied.setText(
            arg(QCoreApplication.translate("Remote", "Copied the invite for seat %1: send it to that friend only."), seat + 1)
        )

    def joined(self, seat: int) -> bool:
        return self.session.joined(seat)

    def ready(self) -> bool:
        """Every remote seat has joined or has a computer playing for it."""
        return all(self.joined(s) or box.isChecked() for s, box in self.standin.items())

    def refresh(self, _seats: Any = None) -> None:
        for s, label in self.status.items():
            if self.joined(s):
                label.setText(QCoreApplication.translate("Remote", "At the table"))
                label.setStyleSheet("color:#1b7f3b; font-weight:bold;")
            elif self.standin[s].isChecked():
                label.setText(QCoreApplication.translate("Remote", "A computer plays"))
                label.setStyleSheet("color:#555;")
            else:
                label.setText(
                    QCoreApplication.translate("Remote", "Away")
                    if self.in_game
                    else QCoreApplication.translate("Remote", "Waiting to join…")
                )
                label.setStyleSheet("color:#b36b00;")

    def retranslate_ui(self) -> None:
        from ..text.common import kind_name

        self.where_label.setText(QCoreApplication.translate("Remote", "Address in the links:"))
        self.where.setToolTip(
            QCoreApplication.translate(
                "Remote", "The address your friends reach this computer at: the local network's, a VPN's, or type one."
            )
        )
        self._warn()
        self._add_ways()
        for s, seat in enumerate(self.seats):
            kind = QCoreApplication.translate("Remote", "Remote") if seat.kind == REMOTE else kind_name(seat.kind)
            self.names[s].setText(f"{s + 1}. {seat.name} ({kind})")
        for s in self.links:
            #: a remote seat's invite link box, as a screen reader names it: %1 the seat's number
            self.links[s].setAccessibleName(arg(QCoreApplication.translate("Remote", "Seat %1: invite link"), s + 1))
            self.copy[s].setText(QCoreApplication.translate("Remote", "Copy link"))
            self.standin[s].setText(QCoreApplication.translate("Remote", "Computer plays"))
            self.standin[s].setToolTip(
                QCoreApplication.translate("Remote", "A computer plays this seat until you untick it (for a friend who left).")
            )
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class LobbyDialog(QDialog):
    """The invite links and the seats filling up; Start when everyone is there."""

    def __init__(self, session: HostSession, setup: Setup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobby")
        self.session = session
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.panel = SeatsPanel(session, setup.seats, parent=self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.note)
        lay.addWidget(self.panel)
        lay.addStretch(1)
        lay.addWidget(self.buttons)
        session.presence_changed.connect(self._update)
        for box in self.panel.standin.values():
            box.toggled.connect(lambda _on: self._update())
        self.retranslate_ui()
        self._update()

    def _update(self, _seats: Any = None) -> None:
        self.panel.refresh()
        self.start_button.setEnabled(self.panel.ready())

    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Remote", "Waiting for players"))
        self.note.setText(
            QCoreApplication.translate(
                "Remote",
                "Send each friend the invite link of their seat (only to them: the link is their seat). "
                "In Soup Table they choose Game → Join a table… and paste it. "
                "The game starts when everyone is here; a computer can play a seat nobody takes.",
            )
        )
        self.start_button.setText(QCoreApplication.translate("Remote", "Start the game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def open_session(
    parent: QWidget,
    setup: Setup,
    hints: bool,
    bind: str,
    port: int,
    *,
    relay: RelayAddress | None = None,
    map_port: bool = False,
) -> tuple[Match, HostSession] | None:
    """Make the match and start listening (then, off the UI thread, ask the router to
    forward the port and register at the relay); tells the person when the port cannot be used."""
    match = Match(setup.game, setup.players, setup.seed, setup.options)
    session = HostSession(match, setup.seats, hints, bind, port, relay=relay, map_port=map_port)
    try:
        session.start()
    except OSError as exc:
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("Remote", "Host a table"),
            arg(QCoreApplication.translate("Remote", "Cannot listen for players on port %1: %2"), port, exc.strerror or str(exc)),
        )
        return None
    return match, session


def run_host_dialogs(window: RemoteWindow) -> bool:
    """Game → Host a table…: setup, lobby, then the game in ``window``."""
    dlg = HostDialog(window.settings, window.window())
    if not dlg.exec():
        return False
    setup = dlg.setup()
    opened = open_session(
        window.window(),
        setup,
        dlg.hints.isChecked(),
        dlg.bind(),
        dlg.port.value(),
        relay=dlg.relay_address(),  # checked when the dialog was accepted
        map_port=dlg.map_port.isChecked(),
    )
    if opened is None:
        return False
    match, session = opened
    lobby = LobbyDialog(session, setup, window.window())
    if not lobby.exec():
        session.close()
        return False
    window.host_table(setup, match, session)  # the session hands its standing-in computers to the table
    return True


__all__ = ["HostDialog", "LobbyDialog", "SeatsPanel", "run_host_dialogs"]
