"""A remote seat in the joining app: the controller of a joined table.

:class:`ClientController` is what a joining app sits at: it has the interface
of :class:`GameController` that the play area and the main window use (``view``,
``submit``, ``proceed``, the signals) but holds no match: its :class:`SeatView`
is made only from what the host sent this seat (``net.client.TableMirror``).
Views are shown one at a time, each after the previous one has been animated.
Undo is never offered at a remote seat; hints only when the host allows them
(the joining app's own computer thinks about its own observation).

The network never blocks the UI thread. Every sentence is translated here,
the host's error codes too (:func:`net_error_text`). The host's side is in
:mod:`souptable.ui.remote.hostsession`, the main window's hooks in :mod:`souptable.ui.remote.seats`.
"""

from __future__ import annotations

import collections
import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...engine import Action, Event, IllegalAction, Result
from ...engine.record import SeatInfo
from ...net.client import ClientFailure, SeatClient, TableMirror
from ...net.loop import NetLoop
from ...net.protocol import Invite, ProtocolError
from ..table.seatview import SeatView
from ..text import arg

log = logging.getLogger("souptable.ui.remote.seats")  # remote play logs under one name, host and client


def net_error_text(code: str, params: dict[str, Any] | None = None) -> str:
    """A host's error code (or a connection failure) in the player's language."""
    params = params or {}
    texts = {
        "malformed": QCoreApplication.translate("Remote", "The host did not understand a message from this app."),
        "too_large": QCoreApplication.translate("Remote", "A message was too large for the host."),
        "unknown_type": QCoreApplication.translate("Remote", "The host did not understand a message from this app."),
        "protocol_version": QCoreApplication.translate(
            "Remote", "The host uses another version of Soup Table. Please update the app (both of you)."
        ),
        "bad_token": QCoreApplication.translate(
            "Remote", "This invite link is not valid for the table (or the table has closed)."
        ),
        "not_joined": QCoreApplication.translate("Remote", "The host did not hear this app say hello."),
        "already_joined": QCoreApplication.translate("Remote", "This app is already at the table."),
        "forged": QCoreApplication.translate("Remote", "The host refused a move for another seat."),
        "stale": QCoreApplication.translate("Remote", "The table had already moved on: look again and choose."),
        "not_your_turn": QCoreApplication.translate("Remote", "It is not your turn."),
        "not_started": QCoreApplication.translate("Remote", "The host has not started the game yet."),
        "illegal": QCoreApplication.translate("Remote", "The rules do not allow that now."),
        "internal": QCoreApplication.translate("Remote", "Something went wrong at the host: that move was not made."),
        "flood": QCoreApplication.translate("Remote", "Too many messages: the host disconnected this app."),
        "replaced": QCoreApplication.translate("Remote", "Your seat was taken by another connection with the same invite link."),
        "closed": QCoreApplication.translate("Remote", "The host closed the table."),
        "unreachable": QCoreApplication.translate(
            "Remote", "The host cannot be reached. Check the link and that the host is still running."
        ),
        "rules_differ": QCoreApplication.translate(
            "Remote", "The host plays other rules of this game. Please update the app (both of you)."
        ),
        "unknown_game": QCoreApplication.translate(
            "Remote", "This version of Soup Table does not have the host's game. Please update the app."
        ),
        "bad_link": QCoreApplication.translate(
            "Remote", "This is not an invite link. It looks like souptable://HOST:PORT/CODE?fp=…"
        ),
        "old_link": QCoreApplication.translate(
            "Remote", "This invite link is from an older version of Soup Table: ask the host for a new link."
        ),
        "impostor": QCoreApplication.translate(
            "Remote",
            "The computer at this address is not the host who sent the link (its certificate differs), "
            "so this app did not give it your seat's code. Ask the host for a new link.",
        ),
        "paused": QCoreApplication.translate(
            "Remote", "The host stopped the table for now and keeps it: this app reconnects when the host is back."
        ),
    }
    return texts.get(code, arg(QCoreApplication.translate("Remote", "The host refused that (%1)."), code))


# -- the joining app ---------------------------------------------------------------------


class _MirrorRules:
    """The game's rules object for what needs no state, and the round summaries,
    standing and result the host sent for what would (the main window asks for them)."""

    def __init__(self, mirror: TableMirror) -> None:
        assert mirror.rules is not None
        self._rules = mirror.rules
        self._mirror = mirror

    def rounds(self, _state: Any = None) -> list[dict[str, Any]]:
        return self._mirror.rounds()

    def result(self, _state: Any = None) -> Result | None:
        return _result(self._mirror.result)

    def standing(self, _state: Any = None) -> Result | None:
        """The places the host told when the last round was scored (its rules' own
        standing): what a round summary says first, as at a local table."""
        return _result(self._mirror.standing)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)


class ClientMatch:
    """The little of a match a joining app knows: the game, the table, no state, no seed."""

    seed = 0  # unknown here (it would show every hidden card): hints draw their own chance
    state = None

    def __init__(self, mirror: TableMirror) -> None:
        self._mirror = mirror
        self.game = mirror.game
        self.players = mirror.players
        self.options = dict(mirror.options)
        self.rules = _MirrorRules(mirror)

    @property
    def log(self) -> list[tuple[int, Any]]:
        return [(-1, None)] * self._mirror.step  # only how many moves were made

    def is_over(self) -> bool:
        return self._mirror.over

    def to_move(self) -> int | None:
        return self._mirror.to_move


def _result(data: dict[str, Any] | None) -> Result | None:
    if not data:
        return None
    return Result(list(data["scores"]), list(data["ranks"]), list(data["winners"]), dict(data.get("detail") or {}))


class ClientController(QObject):
    """A remote seat in the joining app, with the GameController interface."""

    changed = Signal(list)
    turn = Signal(int)
    thinking = Signal(int)
    refused = Signal(object)
    cover = Signal(int)  # never: a remote seat is one person's
    finished = Signal(object)
    acted = Signal(int, object)
    notice = Signal(str)  # a sentence for the status line (connection, the host's refusals)
    ready = Signal()  # the first view arrived: the table can be shown
    failed = Signal(str)  # the seat cannot be played (code)
    rematch = Signal()  # the host is hosting the next game with the same friends: follow it
    presence_changed = Signal(object)
    _incoming = Signal(object)  # network thread → UI thread
    _status = Signal(str)
    _failure = Signal(str, object)

    def __init__(self, invite: Invite, parent: QObject | None = None, *, host_restarting: bool = False) -> None:
        """``host_restarting``: the host is about to listen again (the next game): wait for it."""
        super().__init__(parent)
        self.invite = invite
        self.mirror = TableMirror()
        self.match: Any = None  # a ClientMatch once welcomed
        self.seats: list[SeatInfo] = []
        self.speed = 1.0
        self.think_time = 1.0
        self.covered_for: int | None = None
        self.thinking_seat: int | None = None
        self.is_ready = False
        self.failure: str | None = None
        self._queue: collections.deque[dict[str, Any]] = collections.deque()
        self._waiting_view = False
        self._shown_history = 0
        self._sent_version: int | None = None
        self._version = 0
        self._view: SeatView | None = None
        self._stopped = False
        self.connected = False  # no move is offered while the connection is down
        self._was_connected = False
        self._rejoin_from: int | None = None  # a (re)join: the history arrives whole
        self._incoming.connect(self._on_message)
        self._status.connect(self._on_status)
        self._failure.connect(self._on_failure)
        self.net = NetLoop("souptable-join")
        self.client = SeatClient(invite, self._from_net, on_status=self._status.emit, retry_for=120.0)
        self.client.paused = host_restarting
        self._task = self.net.call(self._run())

    async def _run(self) -> None:
        try:
            await self.client.run()
        except ClientFailure as exc:
            self._failure.emit(exc.code, exc.params)

    async def _from_net(self, msg: dict[str, Any]) -> None:
        self._incoming.emit(msg)

    # -- the GameController interface -------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        return self.mirror.seat if self.mirror.seat >= 0 else None

    @property
    def view(self) -> SeatView:
        if self._view is None:
            m = self.mirror
            mine = self._sent_version is None and m.started and not self._stopped and self.connected
            self._view = SeatView(
                viewer=self.viewer,
                covered_for=None,
                obs=m.obs or {},
                legal=tuple(m.legal) if mine else (),
                to_move=m.to_move,
                thinking=None,
                events=tuple(m.last_events),
                history=tuple(m.history),
                version=self._version,
            )
        return self._view

    def _touch(self) -> None:
        self._version += 1
        self._view = None

    def humans(self) -> list[int]:
        return [self.mirror.seat] if self.mirror.seat >= 0 else []

    def remote_seats(self) -> list[int]:
        return []

    def refresh(self) -> None:
        self._touch()

    def observation(self) -> Any:
        return self.view.obs

    def legal_for_viewer(self) -> list[Action]:
        return list(self.view.legal)

    def visible_history(self) -> list[Event]:
        return list(self.view.history)

    @property
    def hints_allowed(self) -> bool:
        return bool(self.mirror.policy.get("hints"))

    def start(self) -> None:
        """The table is shown: draw the current view, then go on with what arrived."""
        self._touch()
        self._waiting_view = True
        self.changed.emit([])
        if self.view.legal:
            self.turn.emit(self.mirror.seat)

    def proceed(self) -> None:
        """The view has shown the last change: show the next one that arrived."""
        if self._stopped:
            return
        self._waiting_view = False
        self._pump()

    def submit(self, action: Action) -> bool:
        """Send the seat's decision to the host (it answers with the next view or a refusal)."""
        view = self.view
        if not self.connected and not self._stopped:
            self.notice.emit(
                QCoreApplication.translate("Remote", "Not connected to the host: choose again when the table is back.")
            )
            return False
        if self._stopped or not view.legal:
            self.refused.emit(IllegalAction("game_over" if view.over else "not_your_turn"))
            return False
        if action not in view.legal:
            self.refused.emit(IllegalAction("not_legal"))
            return False
        self._sent_version = self.mirror.version
        self.net.call(self.client.send_action(action, self.mirror.version))
        self._touch()
        self._waiting_view = True
        self.changed.emit([])  # the choices go away until the host answers
        return True

    def confirm_cover(self) -> None:
        pass

    def undo_point(self, relaxed: bool = False) -> int | None:
        return None

    def undo(self, relaxed: bool = False) -> bool:
        self.notice.emit(QCoreApplication.translate("Remote", "Undo is not available at a remote table."))
        return False

    def can_redo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    def record(self) -> Any:
        raise RuntimeError("a remote seat has no record (the host keeps it)")

    def stop(self) -> None:
        """Leave the table: close the connection and the network thread."""
        if self._stopped:
            return
        self._stopped = True
        self._touch()
        self.net.soon(self.client.stop)
        self.net.stop()

    # -- what arrives ---------------------------------------------------------------------------
    def _on_message(self, msg: dict[str, Any]) -> None:
        if self._stopped:
            return
        if msg.get("type") == "bye" and msg.get("reason") == "rematch":
            self.rematch.emit()  # the window follows with a new controller; this one is done
            return
        self._queue.append(msg)
        self._pump()

    def _pump(self) -> None:
        while self._queue and not self._waiting_view and not self._stopped:
            msg = self._queue.popleft()
            try:
                kind = self.mirror.feed(msg)
            except ClientFailure as exc:
                self._on_failure(exc.code, exc.params)
                return
            except ProtocolError as exc:  # a message the host should not have sent: nothing changed
                log.warning("a message from the host was ignored: %s %s", exc.code, exc.params)
                continue
            except Exception as exc:
                log.warning("a message from the host was ignored: %r", exc)
                continue
            if kind == "welcome":
                self._welcomed()
            elif kind == "presence":
                self.presence_changed.emit(self.mirror.presence)
            elif kind == "error":
                self._host_error(msg)
            elif kind == "state":
                self._show_state()

    def _welcomed(self) -> None:
        m = self.mirror
        if self.match is None:
            self.match = ClientMatch(m)
            self.seats = [
                SeatInfo(name, "human" if (s == m.seat or m.kinds[s] != "computer") else "bot", None)
                for s, name in enumerate(m.names)
            ]
        self._rejoin_from = self._shown_history

    def _show_state(self) -> None:
        m = self.mirror
        self._sent_version = None
        first = not self.is_ready
        events = list(m.last_events)
        if self._rejoin_from is not None:
            # a (re)join: the history came whole; what happened while away is shown as news
            start = self._rejoin_from if not first else len(m.history)
            events = list(m.history[start:]) if start <= len(m.history) else []
            self._rejoin_from = None
        self._shown_history = len(m.history)
        m.last_events = events
        self._touch()
        if first:
            self.is_ready = True
            self._waiting_view = True  # until the table is shown (start)
            self.ready.emit()
            return
        self._waiting_view = True
        self.changed.emit(events)
        if self.view.legal:
            self.turn.emit(m.seat)
        if m.over:
            self.finished.emit(_result(m.result))

    def _host_error(self, msg: dict[str, Any]) -> None:
        code = str(msg.get("code"))
        params = msg.get("params") if isinstance(msg.get("params"), dict) else {}
        assert isinstance(params, dict)
        if self._sent_version is not None:
            self._sent_version = None  # the view stands: choose again
            self._touch()
            self._waiting_view = True
            self.changed.emit([])
        if code == "illegal":
            inner = params.get("params") if isinstance(params.get("params"), dict) else {}
            self.refused.emit(IllegalAction(str(params.get("reason", "not_legal")), **(inner or {})))
        elif code == "not_your_turn":
            self.refused.emit(IllegalAction("not_your_turn"))
        else:
            self.notice.emit(net_error_text(code, params))

    def _on_status(self, what: str) -> None:
        if self._stopped:
            return
        if what == "reconnecting":
            self.notice.emit(QCoreApplication.translate("Remote", "The connection to the host was lost: trying again…"))
        elif what == "paused":
            self.notice.emit(net_error_text("paused"))
        elif what == "connected" and self._was_connected:
            self.notice.emit(QCoreApplication.translate("Remote", "Back at the table."))
        if what == "connected":
            self._was_connected = True
        self._set_connected(what == "connected")

    def _set_connected(self, on: bool) -> None:
        """While the connection is down the table shows no choices (a click would be lost);
        once back, the host's fresh view brings them again."""
        if self.connected == on:
            return
        self.connected = on
        self._touch()
        if self.is_ready and not self._waiting_view and not on:
            self._waiting_view = True
            self.changed.emit([])

    def _on_failure(self, code: str, _params: Any = None) -> None:
        if self._stopped:
            return
        self.failure = code
        self.notice.emit(net_error_text(code))
        self.failed.emit(code)
