"""The window at a table with friends elsewhere: seating it, its menus and panel, leaving.

A hosted table gets a panel of its remote seats (:func:`attach_host`), keeps its
invites for the host's restart (:mod:`.kept`) and is hosted again when resumed
(:func:`rehost`); a joined table (:func:`attach_client`) sits at a
:class:`~souptable.ui.remote.client.ClientController`, the joining app's controller.
Both sit down the one way every table does (``MainWindow.sit_down``): this module
only adds what friends elsewhere change. :func:`table_left` puts the window back;
:func:`play_again_elsewhere` is Play again and Rematch with them.

It uses only :class:`.seam.RemoteWindow` of the window, never imports it, and never
blocks the UI thread (the network runs in :mod:`.hostsession` and :mod:`.client`).
Every sentence is translated here or in :mod:`.client`, the host's error codes too.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

from ...engine import Match
from ...net.protocol import DEFAULT_BIND
from ..text import arg
from .client import ClientController, net_error_text
from .hostsession import HostSession
from .kept import forget_hosted, forget_joined, hosted_path, read_hosted, remember_joined, save_hosted

if TYPE_CHECKING:
    from ..play.setup import Setup
    from .seam import RemoteWindow

log = logging.getLogger(__name__)


def client_setup(client: ClientController) -> Setup:
    """The Setup a joined table is shown with (names from the host; nothing secret)."""
    from ..play.setup import Setup

    m = client.mirror
    return Setup(m.game, m.players, list(client.seats), dict(m.options), 0)


def attach_client(window: RemoteWindow, client: ClientController) -> None:
    """A joined table: notices to the status line; no undo, save or restart; hints by the
    host's policy; on the start screen (Rejoin) until the game is over."""
    client.notice.connect(lambda text: window.statusBar().showMessage(text, 8000))
    client.failed.connect(lambda code: _client_failed(window, client, code))
    client.rematch.connect(lambda: _follow_rematch(window, client))
    seen = presence_baseline(client.mirror.presence)
    client.presence_changed.connect(lambda seats: _presence_notice(window, seen, client, seats))
    for act in (window.act_undo, window.act_redo, window.act_restart, window.act_save, *_review_actions(window)):
        act.setEnabled(False)  # the record (and so its review) stays with the host
    window.act_hint.setEnabled(client.hints_allowed)
    window.remote_mode = "join"
    remember_joined(client)
    url = client.invite.url()
    client.finished.connect(lambda _r: forget_joined(url))
    client.failed.connect(lambda code: forget_joined(url) if code in ("bad_token", "closed", "replaced") else None)


def attach_host(window: RemoteWindow, session: HostSession) -> None:
    """A hosted table: the session plays the remote seats; a panel shows who is there."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDockWidget

    from .host import SeatsPanel

    c = window.controller
    assert c is not None, "the table sits down first"
    session.setParent(window.window())
    session.attach(c)
    for act in (window.act_undo, window.act_redo, window.act_restart):
        act.setEnabled(False)
    panel = SeatsPanel(session, c.seats, in_game=True)
    dock = QDockWidget(window.window())
    dock.setObjectName("remote_dock")
    dock.setWindowTitle(QCoreApplication.translate("Remote", "Remote seats"))
    dock.setWidget(panel)
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.remote_dock = dock
    window.remote_session = session
    window.remote_mode = "host"
    seen = presence_baseline(session.presence)
    session.presence_changed.connect(lambda seats: _presence_notice(window, seen, None, seats))
    autosave = Path(window.autosave.path)
    save_hosted(autosave, session)
    c.finished.connect(lambda _r: forget_hosted(autosave))


def table_left(window: RemoteWindow) -> None:
    """The window leaves a hosted or joined table: put the menus and docks back."""
    for act in (window.act_undo, window.act_redo, window.act_restart, window.act_save, window.act_hint, *_review_actions(window)):
        act.setEnabled(True)
    dock = window.remote_dock
    if dock is not None:
        window.removeDockWidget(dock)
        dock.deleteLater()
        window.remote_dock = None
    session = window.remote_session
    if session is not None:
        session.close(_why_closed(window, session))
        session.deleteLater()
        window.remote_session = None
    window.remote_mode = None


def play_again_elsewhere(window: RemoteWindow, shift: int = 0) -> bool:
    """Play again (``shift`` 0) or Rematch (1: everyone one seat on) after a game with friends
    elsewhere. A host hosts the next game at once with the same friends: the same address
    and port, each friend's link kept (it follows them to their new seat), so their apps
    follow by themselves; if the port cannot be had again it says so and opens the Host
    dialog (new links). A joined app says that the host starts the next game (never a local
    game instead). Returns whether it handled it."""
    from PySide6.QtWidgets import QMessageBox

    mode = window.remote_mode
    title = QCoreApplication.translate("Remote", "Play again")
    if mode == "join":
        QMessageBox.information(
            window.window(),
            title,
            QCoreApplication.translate(
                "Remote", "Only the host can start the next game. When they do, this app follows them to it by itself."
            ),
        )
        return True
    if mode == "host":
        if not _host_again(window, shift):
            QMessageBox.information(
                window.window(),
                title,
                QCoreApplication.translate(
                    "Remote", "The next game could not be hosted at the same address: send your friends the new links."
                ),
            )
            window.host_table_dialog()
        return True
    return False


def _host_again(window: RemoteWindow, shift: int) -> bool:
    """The next game at the hosted table, with the same friends at the same port."""
    import random

    from ..play.setup import Setup

    old = window.remote_session
    s = window.setup
    if old is None or s is None:
        return False
    n = s.players
    seats = [s.seats[(j - shift) % n] for j in range(n)]
    tokens = {(i + shift) % n: t for i, t in old.tokens.items()}  # a friend's link follows them
    standin = {(i + shift) % n: level for i, level in old.standin.items()}
    setup = Setup(s.game, n, seats, dict(s.options), random.SystemRandom().randrange(1, 2**31))
    match = Match(setup.game, n, setup.seed, setup.options)
    hints, bind, port, relay, map_port = old.hints, old.bind, old.port, old.relay, old.map_port
    old.next_reason = "rematch"  # their apps wait for the next game instead of closing
    window.leave_table()
    session = HostSession(match, seats, hints, bind, port, tokens=tokens, relay=relay, map_port=map_port)
    try:
        session.start()
    except OSError as exc:
        log.warning("the next game cannot be hosted on port %s again: %s", port, exc)
        return False
    window.host_table(setup, match, session)
    for seat, level in standin.items():
        session.set_standin(seat, level)
    return True


def _why_closed(window: RemoteWindow, session: HostSession) -> str:
    """A table left mid-game whose autosave stays is hosted again on the next start, exactly
    as after a crash: friends are told ``paused`` and wait; otherwise ``closed`` (or ``over``)."""
    if session.next_reason is not None:
        return session.next_reason
    if session.match.is_over():
        return "over"
    autosave = Path(window.autosave.path)
    kept = autosave.exists() and hosted_path(autosave).exists()
    return "paused" if kept else "closed"


def _review_actions(window: RemoteWindow) -> list[QAction]:
    return [window.act_review]  # Game → Review of the game at the table


def rehost(window: RemoteWindow, match: Match) -> None:
    """A resumed game with remote seats (the host restarted): host it again, with the same
    invite links when the file beside the autosave still has them."""
    c = window.controller
    if c is None or not match.log or not c.remote_seats() or c.remote is not None:
        return
    saved = read_hosted(Path(window.autosave.path), match, c.remote_seats())
    kept = saved or {"tokens": None, "bind": DEFAULT_BIND, "port": 0, "hints": False, "relay": None, "map_port": False}
    session = HostSession(
        match,
        c.seats,
        kept["hints"],
        kept["bind"],
        kept["port"],
        tokens=kept["tokens"],
        relay=kept["relay"],  # the same table id at the relay: its links work again too
        map_port=kept["map_port"],
    )
    try:
        session.start()
    except OSError:
        session.port, saved = 0, None  # the old port is taken: a new one (the links change)
        try:
            session.start()
        except OSError as exc:
            log.error("the table cannot be hosted again: %s", exc)
            return
    attach_host(window, session)
    if saved is not None:
        text = QCoreApplication.translate("Remote", "The table is hosted again: the same invite links work.")
    else:
        text = QCoreApplication.translate("Remote", "The table is hosted again, with new invite links (see Remote seats).")
    window.statusBar().showMessage(text, 10000)


def _follow_rematch(window: RemoteWindow, client: ClientController) -> None:
    """The host starts the next game at the same address: sit down at it with the same link."""
    if window.controller is not client:
        return
    follow = ClientController(client.invite, window.window(), host_restarting=True)
    window.statusBar().showMessage(QCoreApplication.translate("Remote", "The host starts the next game: joining it…"), 8000)
    follow.ready.connect(lambda: window.join_table(follow) if window.controller is client else follow.stop())
    follow.failed.connect(lambda code: _follow_failed(window, client, follow, code))


def _follow_failed(window: RemoteWindow, client: ClientController, follow: ClientController, code: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    follow.stop()
    if window.controller is client:
        QMessageBox.warning(window.window(), QCoreApplication.translate("Remote", "Remote table"), net_error_text(code))


def _client_failed(window: RemoteWindow, client: ClientController, code: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    if window.controller is client and not client.mirror.over:
        QMessageBox.warning(window.window(), QCoreApplication.translate("Remote", "Remote table"), net_error_text(code))


def _presence_key(p: dict[str, Any]) -> tuple[Any, Any]:
    return (p.get("connected"), p.get("standin"))


def presence_baseline(seats: list[dict[str, Any]]) -> dict[int, tuple[Any, Any]]:
    """Who is there when the window sits down: every change after it is told (the first
    leave of a friend who joined in the lobby too)."""
    return {int(p["seat"]): _presence_key(p) for p in seats if "seat" in p}


def _presence_notice(
    window: RemoteWindow, seen: dict[int, tuple[Any, Any]], client: ClientController | None, seats: list[dict[str, Any]]
) -> None:
    """Say in the status line when a remote person joins, leaves or comes back (until the game is over)."""
    c = window.controller
    over = c is not None and c.match is not None and c.match.is_over()
    for p in seats:
        if p.get("kind") != "remote" or (client is not None and p["seat"] == client.mirror.seat):
            continue
        now = _presence_key(p)
        before = seen.get(p["seat"])
        seen[p["seat"]] = now
        if before == now or over:
            continue
        name = str(p.get("name", ""))
        if p.get("standin"):
            text = arg(QCoreApplication.translate("Remote", "A computer plays for %1 while they are away."), name)
        elif p.get("connected"):
            text = arg(QCoreApplication.translate("Remote", "%1 is back at the table."), name)
        else:
            text = arg(QCoreApplication.translate("Remote", "%1 left the table: their seat waits for them."), name)
        window.statusBar().showMessage(text, 8000)
