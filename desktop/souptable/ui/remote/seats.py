"""Remote seats in the app: the host's session and the main window's side of a hosted or joined table.

:class:`HostSession` runs a :class:`~souptable.net.server.TableServer` on a
:class:`~souptable.net.loop.NetLoop` thread. Views go out from the UI thread
(the :class:`GameController` calls :meth:`HostSession.publish` after every
change, each remote seat's view made there with ``net.feed``); actions come
back as a queued Qt signal and are checked by the controller's engine.

The main window's hooks: a hosted table gets a panel of its remote seats
(:func:`attach_host`) and survives the host's restart (:func:`rehost`); a
joined table (:func:`attach_client`) sits at a
:class:`~souptable.ui.remote.client.ClientController`, the joining app's
controller (importable from here too, with :func:`net_error_text`).

The network never blocks the UI thread. Every sentence is translated here or
in :mod:`souptable.ui.remote.client`, the host's error codes too.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine import Event, Match
from ...engine.record import SeatInfo
from ...net.addresses import link_hosts
from ...net.discovery import Announcer, should_announce
from ...net.feed import events_for, state_for
from ...net.identity import Identity, load_or_make
from ...net.loop import NetLoop
from ...net.protocol import DEFAULT_BIND, Invite, new_token
from ...net.server import TableInfo, TableServer
from ..text import arg
from .client import ClientController, net_error_text

log = logging.getLogger(__name__)

REMOTE = "remote"


# -- the host ------------------------------------------------------------------------------


class HostSession(QObject):
    """A hosted table's remote seats: tokens, the server thread, presence."""

    presence_changed = Signal(object)  # the seats' presence (list of dicts), on the UI thread
    _action = Signal(int, object)  # from the network thread
    _presence = Signal(object)

    def __init__(
        self,
        match: Match,
        seats: list[SeatInfo],
        hints: bool = False,
        bind: str = DEFAULT_BIND,
        port: int = 0,
        parent: QObject | None = None,
        tokens: dict[int, str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.match = match
        self.seats = seats
        self.hints = hints
        self.remote = [i for i, s in enumerate(seats) if s.kind == REMOTE]
        self.tokens = tokens if tokens is not None else {s: new_token() for s in self.remote}
        self.bind = bind
        self.port = port
        self.controller: Any = None
        self.presence: list[dict[str, Any]] = []
        self.standin: dict[int, str] = {}  # remote seats a computer plays (level)
        kinds = ["remote" if s.kind == REMOTE else "computer" if s.kind == "bot" else "person" for s in seats]
        info = TableInfo(
            match.game, match.players, dict(match.options), [s.name for s in seats], kinds, match.rules.revision, hints
        )
        self.server = TableServer(info, self.tokens, self._from_net_action, self._from_net_presence)
        self.identity: Identity | None = None
        self.next_reason: str | None = None  # what friends are told when the table closes (else decided then)
        self.announcer: Announcer | None = None
        self._announcing: Any = None
        self.net: NetLoop | None = None
        self._action.connect(self._on_action)
        self._presence.connect(self._on_presence)

    # -- life ------------------------------------------------------------------------
    def start(self) -> int:
        """Listen (raises ``OSError`` when the address or port cannot be used, or the
        host's certificate cannot be made in the data folder)."""
        from ..base.settings import data_dir

        if self.identity is None:  # made the first time this computer hosts, kept owner-only
            self.identity = load_or_make(data_dir())
        self.net = NetLoop("souptable-host")
        try:
            self.port = self.net.call(self.server.start(self.bind, self.port, self.identity)).result(10)
        except BaseException:
            self.net.stop()
            self.net = None
            raise
        self.presence = self.server.presence()
        self._publish_lobby()
        if should_announce(self.bind):  # opened to the network: listed there, without tokens
            self.announcer = Announcer(self.match.game, self._host_name(), self.port, self.bind, self.match.players, self._free())
            self.net.soon(self._announce)
        return self.port

    def _host_name(self) -> str:
        import socket

        person = next((s.name for s in self.seats if s.kind == "human"), "")
        return person or socket.gethostname().split(".")[0]

    def _free(self) -> int:
        return sum(1 for s in self.remote if not self.server.seats[s].joined_once and s not in self.standin)

    def _announce(self) -> None:
        import asyncio

        async def run() -> None:
            if self.announcer is not None:
                try:
                    await self.announcer.start()
                except Exception as exc:  # no multicast here: the links work all the same
                    log.warning("the table cannot be announced on the local network: %s", exc)
                    self.announcer = None

        self._announcing = asyncio.ensure_future(run())

    def close(self, reason: str = "closed") -> None:
        """Stop listening; ``reason`` tells the friends' apps why: ``paused`` (the table is
        kept and hosted again on the next start: they wait and reconnect), ``closed``, ``over``."""
        net, self.net = self.net, None
        self.controller = None
        ann, self.announcer = self.announcer, None
        if net is not None:
            if ann is not None:
                try:
                    net.call(ann.close()).result(3)
                except Exception as exc:
                    log.info("withdrawing the announcement: %r", exc)
            try:
                net.call(self.server.close(reason)).result(3)
            except Exception as exc:  # the loop may already be gone
                log.info("closing the host: %r", exc)
            net.stop()

    def invites(self, host: str | None = None) -> list[tuple[int, str]]:
        """(seat, link) per remote seat; ``host`` is the address friends reach this computer at."""
        assert self.identity is not None, "start() first"
        where = host or link_hosts(self.bind)[0]
        fp = self.identity.fingerprint
        return [(s, Invite(where, self.port, self.tokens[s], fp).url()) for s in self.remote]

    def joined(self, seat: int) -> bool:
        return any(p["seat"] == seat and p["connected"] for p in self.presence)

    # -- views out ---------------------------------------------------------------------
    def _publish_lobby(self) -> None:
        """Before the game starts: each remote seat sees the table, with nothing to do yet."""
        rules, state = self.match.rules, self.match.state
        out: list[tuple[int, list[dict[str, Any]], dict[str, Any]]] = [
            (s, [], state_for(rules, state, s, version=0, step=0, legal=[], started=False)) for s in self.remote
        ]
        self._send(out)

    def attach(self, controller: Any) -> None:
        """The game starts: ``controller`` (the table's GameController) plays the remote seats."""
        self.controller = controller
        past = list(controller.history)  # a resumed game: each seat's history so far, redacted for it
        if past and self.net is not None:
            m = controller.match
            self.net.soon(self._preload, [(s, events_for(m.rules, past, s)) for s in self.remote])
        controller.attach_remote(self)
        for seat, level in self.standin.items():
            controller.set_standin(seat, level)

    def publish(self, controller: Any, events: list[Event]) -> None:
        """Called by the controller after every change (on the UI thread)."""
        m = controller.match
        out = []
        for s in self.remote:
            msg = state_for(
                m.rules,
                m.state,
                s,
                version=controller.remote_version,
                step=len(m.log),
                legal=controller.remote_legal(s),
                started=True,
            )
            out.append((s, events_for(m.rules, events, s), msg))
        self._send(out)

    def _preload(self, histories: list[tuple[int, list[dict[str, Any]]]]) -> None:
        for seat, events in histories:
            self.server.preload(seat, events)

    def _send(self, out: list[tuple[int, list[dict[str, Any]], dict[str, Any]]]) -> None:
        if self.net is not None:
            self.net.soon(self._publish_all, out)

    def _publish_all(self, out: list[tuple[int, list[dict[str, Any]], dict[str, Any]]]) -> None:
        for seat, events, msg in out:
            self.server.publish(seat, events, msg)

    def set_standin(self, seat: int, level: str | None) -> None:
        """A computer plays the missing seat (``None``: its person again)."""
        if level is None:
            self.standin.pop(seat, None)
        else:
            self.standin[seat] = level
        if self.net is not None:
            self.net.soon(self.server.set_standin, seat, level)
        if self.controller is not None:
            self.controller.set_standin(seat, level)

    # -- what comes in ------------------------------------------------------------------
    def _from_net_action(self, seat: int, msg: dict[str, Any]) -> None:
        self._action.emit(seat, msg)  # network thread → UI thread (queued)

    def _from_net_presence(self, seats: list[dict[str, Any]]) -> None:
        if self.announcer is not None:  # the listing says how many seats are still free
            import asyncio

            self._announcing = asyncio.ensure_future(self.announcer.update(self._free()))
        self._presence.emit(seats)

    def _on_action(self, seat: int, msg: dict[str, Any]) -> None:
        if self.controller is None:
            err_code, params = "not_started", {}
        else:
            err = self.controller.receive_remote(seat, msg)
            if err is None:
                return
            err_code, params = err.code, err.params
        if self.net is not None:
            self.net.soon(self.server.refuse, seat, err_code, params, msg.get("ref"))

    def _on_presence(self, seats: list[dict[str, Any]]) -> None:
        self.presence = list(seats)
        self.presence_changed.emit(self.presence)


# -- the main window's side -------------------------------------------------------------------


class RemoteStartButtons(QWidget):
    """The start screen's way to play with friends elsewhere: Host a table…, Join a table…,
    and a Rejoin button per table this app joined whose game is not over."""

    def __init__(self, window: Any, parent: QWidget | None = None) -> None:
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

    def showEvent(self, event: Any) -> None:
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

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


# -- the tables this app joined, kept for Rejoin until their game ends ---------------------------
# The invite links are the seats' secrets: the file is owner-only, written by the one atomic writer.
JOINED = "joined-tables.json"
MAX_JOINED = 8


def _joined_path() -> Any:
    from ..base.settings import data_dir

    return data_dir() / JOINED


def joined_tables() -> list[dict[str, str]]:
    """The tables joined and not over: ``url``, ``game``, ``seat`` (its name), read strictly."""
    from ...engine.errors import DataError
    from ...engine.jsonio import read_json
    from ...net.protocol import InviteError, parse_invite

    try:
        data = read_json(_joined_path())
    except (OSError, DataError):
        return []
    out = []
    for item in data if isinstance(data, list) else []:
        try:
            parse_invite(str(item["url"]))
            out.append({"url": str(item["url"]), "game": str(item["game"]), "seat": str(item["seat"])[:60]})
        except (InviteError, KeyError, TypeError):
            continue
    return out[:MAX_JOINED]


def _write_joined(tables: list[dict[str, str]]) -> None:
    from ...engine.jsonio import write_json

    try:
        write_json(_joined_path(), tables[:MAX_JOINED], private=True)
    except OSError as exc:  # a WriteError too
        log.warning("the joined tables could not be kept: %s", exc)


def remember_joined(client: ClientController) -> None:
    m = client.mirror
    url = client.invite.url()
    seat = m.names[m.seat] if 0 <= m.seat < len(m.names) else ""
    _write_joined([{"url": url, "game": m.game, "seat": seat}, *(t for t in joined_tables() if t["url"] != url)])


def forget_joined(url: str) -> None:
    tables = joined_tables()
    if any(t["url"] == url for t in tables):
        _write_joined([t for t in tables if t["url"] != url])


def client_setup(client: ClientController) -> Any:
    """The Setup a joined table is shown with (names from the host; nothing secret)."""
    from ..play.setup import Setup

    m = client.mirror
    return Setup(m.game, m.players, list(client.seats), dict(m.options), 0)


def sit_at_joined_table(window: Any, client: ClientController) -> None:
    """Seat the window at a remote seat: ``client`` has the controller's interface and is
    fed by the host; the table, scores and log render from its view."""
    from ..base.settings import CARD_SCALE, SPEED
    from ..games import make_board

    window._leave()
    window.setup = client_setup(client)
    client.setParent(window)
    client.speed = float(window.settings.get(SPEED))
    window.controller = client
    window.board = make_board(window.setup.game, [s.name for s in window.setup.seats])
    window.board.lang = window.languages.current
    window.board.scale = float(window.settings.get(CARD_SCALE))
    client.changed.connect(lambda _e: window._refresh_panels())
    client.turn.connect(lambda _s: window._refresh_panels())
    window._rebuild_log()
    window.play.attach(client, window.board, client.speed)
    attach_client(window, client)
    window.retranslate_ui()
    window.game_started.emit()
    remember_joined(client)  # on the start screen (Rejoin) until the game is over
    url = client.invite.url()
    client.finished.connect(lambda _r: forget_joined(url))
    client.failed.connect(lambda code: forget_joined(url) if code in ("bad_token", "closed", "replaced") else None)
    client.start()


def attach_client(window: Any, client: ClientController) -> None:
    """A joined table: notices to the status line; no undo, save or restart; hints by the host's policy."""
    client.notice.connect(lambda text: window.statusBar().showMessage(text, 8000))
    client.failed.connect(lambda code: _client_failed(window, client, code))
    client.rematch.connect(lambda: _follow_rematch(window, client))
    seen = presence_baseline(client.mirror.presence)
    client.presence_changed.connect(lambda seats: _presence_notice(window, seen, client, seats))
    for act in (window.act_undo, window.act_redo, window.act_restart, window.act_save, *_review_actions(window)):
        act.setEnabled(False)  # the record (and so its review) stays with the host
    window.act_hint.setEnabled(client.hints_allowed)
    window.remote_mode = "join"


def attach_host(window: Any, session: HostSession) -> None:
    """A hosted table: the session plays the remote seats; a panel shows who is there."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDockWidget

    from .host import SeatsPanel

    session.setParent(window)
    session.attach(window.controller)
    for act in (window.act_undo, window.act_redo, window.act_restart):
        act.setEnabled(False)
    panel = SeatsPanel(session, window.controller.seats, in_game=True)
    dock = QDockWidget(window)
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
    save_hosted(window, session)
    window.controller.finished.connect(lambda _r: forget_hosted(window))


def table_left(window: Any) -> None:
    """The window leaves a hosted or joined table: put the menus and docks back."""
    for act in (window.act_undo, window.act_redo, window.act_restart, window.act_save, window.act_hint, *_review_actions(window)):
        act.setEnabled(True)
    dock = getattr(window, "remote_dock", None)
    if dock is not None:
        window.removeDockWidget(dock)
        dock.deleteLater()
        window.remote_dock = None
    session = getattr(window, "remote_session", None)
    if session is not None:
        session.close(_why_closed(window, session))
        session.deleteLater()
        window.remote_session = None
    window.remote_mode = None


def play_again_elsewhere(window: Any, shift: int = 0) -> bool:
    """Play again (``shift`` 0) or Rematch (1: everyone one seat on) after a game with friends
    elsewhere. A host hosts the next game at once with the same friends: the same address
    and port, each friend's link kept (it follows them to their new seat), so their apps
    follow by themselves; if the port cannot be had again it says so and opens the Host
    dialog (new links). A joined app says that the host starts the next game (never a local
    game instead). Returns whether it handled it."""
    from PySide6.QtWidgets import QMessageBox

    mode = getattr(window, "remote_mode", None)
    title = QCoreApplication.translate("Remote", "Play again")
    if mode == "join":
        QMessageBox.information(
            window,
            title,
            QCoreApplication.translate(
                "Remote", "Only the host can start the next game. When they do, this app follows them to it by itself."
            ),
        )
        return True
    if mode == "host":
        if not _host_again(window, shift):
            QMessageBox.information(
                window,
                title,
                QCoreApplication.translate(
                    "Remote", "The next game could not be hosted at the same address: send your friends the new links."
                ),
            )
            window.host_table_dialog()
        return True
    return False


def _host_again(window: Any, shift: int) -> bool:
    """The next game at the hosted table, with the same friends at the same port."""
    import random

    from ..play.setup import Setup

    old: HostSession | None = getattr(window, "remote_session", None)
    s = window.setup
    if old is None or s is None:
        return False
    n = s.players
    seats = [s.seats[(j - shift) % n] for j in range(n)]
    tokens = {(i + shift) % n: t for i, t in old.tokens.items()}  # a friend's link follows them
    standin = {(i + shift) % n: level for i, level in old.standin.items()}
    setup = Setup(s.game, n, seats, dict(s.options), random.SystemRandom().randrange(1, 2**31))
    match = Match(setup.game, n, setup.seed, setup.options)
    hints, bind, port = old.hints, old.bind, old.port
    old.next_reason = "rematch"  # their apps wait for the next game instead of closing
    window._leave()
    session = HostSession(match, seats, hints, bind, port, tokens=tokens)
    try:
        session.start()
    except OSError as exc:
        log.warning("the next game cannot be hosted on port %s again: %s", port, exc)
        return False
    window.host_table(setup, match, session)
    for seat, level in standin.items():
        session.set_standin(seat, level)
    return True


def _why_closed(window: Any, session: HostSession) -> str:
    """A table left mid-game whose autosave stays is hosted again on the next start, exactly
    as after a crash: friends are told ``paused`` and wait; otherwise ``closed`` (or ``over``)."""
    if session.next_reason is not None:
        return session.next_reason
    if session.match.is_over():
        return "over"
    autosave = getattr(window, "autosave", None)
    kept = autosave is not None and autosave.path.exists() and _hosted_path(window).exists()
    return "paused" if kept else "closed"


def _review_actions(window: Any) -> list[Any]:
    act = getattr(window, "act_review", None)  # Game → Review of the game at the table
    return [act] if act is not None else []


# -- a hosted table survives the host's restart ----------------------------------------------------
# The autosave keeps the game (a person elsewhere is a "human" of level "remote" in the record);
# this file beside it keeps the seats' tokens and the address, so the same invites work again.
HOSTED = "hosted-table.json"


def _hosted_path(window: Any) -> Any:
    return window.autosave.path.with_name(HOSTED)


def save_hosted(window: Any, session: HostSession) -> None:
    from ...engine.jsonio import write_json

    m = session.match
    data = {
        "format": "souptable-hosted-table",
        "version": 1,
        "game": m.game,
        "players": m.players,
        "seed": m.seed,
        "tokens": {str(s): t for s, t in session.tokens.items()},
        "bind": session.bind,
        "port": session.port,
        "hints": session.hints,
    }
    path = _hosted_path(window)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_json(path, data, private=True)  # the seats' tokens: readable by this user only
    except OSError as exc:  # a WriteError too
        log.warning("the hosted table's invites could not be kept: %s", exc)


def forget_hosted(window: Any) -> None:
    import contextlib

    with contextlib.suppress(OSError):
        _hosted_path(window).unlink()


def _read_hosted(window: Any, match: Any, remote: list[int]) -> dict[str, Any] | None:
    from ...engine.errors import DataError
    from ...engine.jsonio import read_json

    try:
        data = read_json(_hosted_path(window))  # the strict reader: a regular file, bounded
        tokens = {int(s): str(t) for s, t in data["tokens"].items()}
        same = (data["game"], data["players"], data["seed"]) == (match.game, match.players, match.seed)
        if data.get("format") != "souptable-hosted-table" or not same or sorted(tokens) != remote:
            return None
        return {"tokens": tokens, "bind": str(data["bind"]), "port": int(data["port"]), "hints": bool(data["hints"])}
    except (OSError, DataError, ValueError, KeyError, TypeError, AttributeError):
        return None


def rehost(window: Any, match: Any) -> None:
    """A resumed game with remote seats (the host restarted): host it again, with the same
    invite links when the file beside the autosave still has them."""
    c = window.controller
    if c is None or not match.log or not c.remote_seats() or c.remote is not None:
        return
    saved = _read_hosted(window, match, c.remote_seats())
    kept = saved or {"tokens": None, "bind": DEFAULT_BIND, "port": 0, "hints": False}
    session = HostSession(match, c.seats, kept["hints"], kept["bind"], kept["port"], tokens=kept["tokens"])
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


def _follow_rematch(window: Any, client: ClientController) -> None:
    """The host starts the next game at the same address: sit down at it with the same link."""
    if window.controller is not client:
        return
    follow = ClientController(client.invite, window, host_restarting=True)
    window.statusBar().showMessage(QCoreApplication.translate("Remote", "The host starts the next game: joining it…"), 8000)
    follow.ready.connect(lambda: window.join_table(follow) if window.controller is client else follow.stop())
    follow.failed.connect(lambda code: _follow_failed(window, client, follow, code))


def _follow_failed(window: Any, client: ClientController, follow: ClientController, code: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    follow.stop()
    if window.controller is client:
        QMessageBox.warning(window, QCoreApplication.translate("Remote", "Remote table"), net_error_text(code))


def _client_failed(window: Any, client: ClientController, code: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    if window.controller is client and not client.mirror.over:
        QMessageBox.warning(window, QCoreApplication.translate("Remote", "Remote table"), net_error_text(code))


def _presence_key(p: dict[str, Any]) -> tuple[Any, Any]:
    return (p.get("connected"), p.get("standin"))


def presence_baseline(seats: list[dict[str, Any]]) -> dict[int, tuple[Any, Any]]:
    """Who is there when the window sits down: every change after it is told (the first
    leave of a friend who joined in the lobby too)."""
    return {int(p["seat"]): _presence_key(p) for p in seats if "seat" in p}


def _presence_notice(
    window: Any, seen: dict[int, tuple[Any, Any]], client: ClientController | None, seats: list[dict[str, Any]]
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
