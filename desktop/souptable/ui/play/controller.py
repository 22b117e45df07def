"""GameController: one per table. Asks the seat to move, applies, tells the view.

The loop: the seat to move is a person here (wait for ``submit``), a computer
(ask the :class:`BotRunner`) or a person elsewhere (a ``"remote"`` seat: wait
for :meth:`receive_remote`, which the host session of ``ui/remote/seats.py`` calls
with what arrived over the network; a computer may stand in for a missing
one, :meth:`set_standin`); the action is applied to the match; the events,
redacted for the viewing seat, go to the view (``changed``), which animates
them and calls :meth:`proceed` when the picture is still. Only then does the
next seat move. Hot-seat: when the next person is not the one looking, the
view is asked to cover the table (``cover``) until that person confirms.

After every change the controller computes one :class:`SeatView` (``view``):
what the person at the screen may see — their seat's observation, or only the
public one while the cover is up. Every widget renders from it alone.
No rules here: legality comes from the engine, refusals as ``IllegalAction``;
what reveals hidden information, from ``rules.reveals``. Remote seats are told
their own view after every change (``remote.publish``); undo is off at a table
with remote seats (what they saw cannot be taken back from them).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import Action, Event, IllegalAction, Match, Observation
from ...engine.record import Record, SeatInfo
from ...engine.rules import watch_rounds
from ...net.feed import check_action
from ...net.protocol import ProtocolError
from ..table.seatview import SeatView
from ..table.timing import duration
from .botrunner import BotRunner, decision_seed
from .roundend import final_picture, laid_open, split_at_round_end

REMOTE = "remote"  # a seat's kind: a person at another computer (the record says "human")


class GameController(QObject):
    changed = Signal(list)  # events redacted for the viewer ([] = just redraw)
    turn = Signal(int)  # a person at this seat decides now
    thinking = Signal(int)  # a computer at this seat is deciding (-1: nobody)
    refused = Signal(object)  # an IllegalAction from a person's attempt
    cover = Signal(int)  # hot-seat: cover the table until this seat's person confirms
    finished = Signal(object)  # the engine's Result
    acted = Signal(int, object)  # seat, action (after it was applied)

    def __init__(
        self,
        match: Match,
        seats: list[SeatInfo],
        runner: BotRunner,
        speed: float = 1.0,
        think_time: float = 1.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.match = match
        # a record keeps a person elsewhere as a person of level "remote" (see ``record``)
        self.seats = [SeatInfo(s.name, REMOTE, None) if s.kind == "human" and s.level == REMOTE else s for s in seats]
        self.runner = runner
        self.speed = speed
        self.think_time = think_time
        humans = self.humans()
        # several people at one screen: nobody's cards show before the first one's turn,
        # which begins under the cover like every later one
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.awaiting: int | None = None
        self.covered_for: int | None = None
        self.thinking_seat: int | None = None
        self._request: int | None = None
        self._last_was_bot = False
        self._stopped = False
        self._waiting_view = False
        # every event so far, unredacted, so the log can be re-told to a new viewer;
        # and per logged action the events it caused (for the undo policy)
        self.history: list[Event] = []
        self.action_events: list[list[Event]] = []
        self.redo_stack: list[tuple[int, Action]] = []
        self._version = 0
        self._last_events: list[Event] = []
        self._view: SeatView | None = None
        # the state drawn instead of the match's (a scored round until the players
        # continue; the last picture once the game is over), and the deal that waits
        self._shown: Any = None
        self._held: list[Event] | None = None
        self._scored: Any = None  # the state the last action scored a round in (``_play``)
        # remote seats: the host session (publish/close), the seat whose person elsewhere
        # decides now, computers standing in for missing ones, and the version of the
        # view remote seats were told last (an action must answer the current one)
        self.remote: Any = None
        self.awaiting_remote: int | None = None
        self.standin: dict[int, str] = {}
        self.remote_version = 0
        runner.decided.connect(self._on_decided)
        self._connected = True

    # -- queries ---------------------------------------------------------------
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def remote_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == REMOTE]

    @property
    def view(self) -> SeatView:
        """What the person at the screen may see now (made once per change)."""
        if self._view is None:
            self._view = self._make_view()
        return self._view

    def _make_view(self) -> SeatView:
        rules, state = self.match.rules, self.match.state
        shown = self._shown if self._shown is not None else state
        covered = self.covered_for
        eyes = None if covered is not None else self.viewer
        mine = covered is None and not self._stopped and self.awaiting is not None and self.awaiting == self.viewer
        open_up = self._shown is not None or rules.is_terminal(state)
        obs = rules.observe(shown, eyes)
        if self._shown is not None and "to_move" in obs:
            obs["to_move"] = None  # in a scored round's picture nobody decides any more
        return SeatView(
            viewer=eyes,
            covered_for=covered,
            obs=obs,
            legal=tuple(self.match.legal_actions()) if mine else (),
            to_move=rules.to_move(state),
            thinking=self.thinking_seat,
            events=tuple(rules.redact(e, eyes) for e in self._last_events),
            history=tuple(rules.redact(e, eyes) for e in self.history[: len(self.history) - len(self._held or ())]),
            version=self._version,
            revealed=laid_open(self.match, shown) if open_up else {},
            round_over=self._held is not None,
        )

    def _touch(self, events: list[Event] | None = None) -> None:
        """Something changed: the next ``view`` is made anew."""
        self._version += 1
        self._last_events = list(events or [])
        self._view = None

    def refresh(self) -> None:
        """Forget the view: the next one is made from the match as it is now."""
        self._touch()

    def _emit_change(self, events: list[Event] | None = None) -> None:
        self._touch(events)
        self.changed.emit(list(self.view.events))

    def observation(self) -> Observation:
        return self.view.obs

    def legal_for_viewer(self) -> list[Action]:
        """What the looking person may do now (nothing when it is not their turn)."""
        return list(self.view.legal)

    def visible_history(self) -> list[Event]:
        """Every event so far, as the current viewer may see it."""
        return list(self.view.history)

    def record(self) -> Record:
        # a person elsewhere is a person in the record (level "remote": the table is hosted
        # again from it after the host restarts)
        seats = [SeatInfo(s.name, "human", REMOTE) if s.kind == REMOTE else s for s in self.seats]
        return Record.of(self.match, seats)

    # -- the loop -----------------------------------------------------------------
    def start(self) -> None:
        self._waiting_view = True
        self._emit_change()

    def stop(self) -> None:
        """Leave the table: stop asking anyone, cancel a thinking computer."""
        self._stopped = True
        self._touch()
        if self._request is not None:
            self.runner.cancel()
            self._request = None
        if self._connected:
            self._connected = False
            self.runner.decided.disconnect(self._on_decided)
        self.awaiting_remote = None
        if self.remote is not None:
            remote, self.remote = self.remote, None
            remote.close()

    def proceed(self) -> None:
        """The view has shown the last change; let the next seat move."""
        if self._stopped or not self._waiting_view:
            return
        self._waiting_view = False
        if self._held is not None:  # the players continue: now the next round's deal
            deal, self._held, self._shown = self._held, None, None
            self._waiting_view = True
            self._emit_change(deal)
            return
        # the pause lets people follow the computers; a person's own turn need not wait
        nxt = self.match.to_move()
        person_next = nxt is not None and self.seats[nxt].kind == "human"
        if self._last_was_bot and not person_next and duration("bot_pause", self.speed) > 0:
            QTimer.singleShot(duration("bot_pause", self.speed), self._advance)
        else:
            self._advance()

    def _advance(self) -> None:
        if (
            self._stopped
            or self._waiting_view
            or self.awaiting is not None
            or self._request is not None
            or self.awaiting_remote is not None
        ):
            return
        seat = self.match.to_move()
        if seat is None:
            self.finished.emit(self.match.rules.result(self.match.state))
            return
        if self.seats[seat].kind == "human":
            if self.viewer != seat:
                if len(self.humans()) > 1:
                    self.covered_for = seat
                    self._touch()
                    self.cover.emit(seat)
                    return
                self.viewer = seat
            self.awaiting = seat
            self._emit_change()
            self.turn.emit(seat)
            return
        if self.seats[seat].kind == REMOTE and seat not in self.standin:
            self.awaiting_remote = seat  # the person elsewhere is told the choices
            self._touch()
            self._publish([])
            return
        self.thinking_seat = seat
        self._touch()
        self.thinking.emit(seat)
        legal = self.match.legal_actions()
        self._request = self.runner.request(
            self.match.game,
            self.standin.get(seat) or self.seats[seat].level or "normal",
            self.think_time,
            self.match.observe(seat),
            legal,
            decision_seed(self.match.seed, seat, len(self.match.log)),
        )

    def confirm_cover(self) -> None:
        """The person at the covered seat is now looking."""
        seat = self.covered_for
        if seat is None:
            return
        self.covered_for = None
        self.viewer = seat
        self.awaiting = seat
        self._emit_change()
        self.turn.emit(seat)

    def submit(self, action: Action) -> bool:
        """A person's decision. Refused (nothing changes) unless it is legal now."""
        if self._stopped or self.awaiting is None or self.awaiting != self.viewer or self.covered_for is not None:
            self.refused.emit(IllegalAction("not_your_turn"))
            return False
        seat = self.awaiting
        try:
            events = self._play(action)
        except IllegalAction as exc:
            self.refused.emit(exc)
            return False
        self.redo_stack = []
        self.awaiting = None
        self._last_was_bot = False
        self._after(seat, action, events)
        return True

    def _on_decided(self, req: int, action: Any, iterations: int) -> None:
        if req != self._request or self._stopped:
            return
        self._request = None
        seat = self.thinking_seat
        self.thinking_seat = None
        self._touch()
        self.thinking.emit(-1)
        if seat is None:
            return
        if action is None:
            # the worker failed (it printed why): a quick heuristic move keeps the game going
            import random

            from ...ai import make_bot

            legal = self.match.legal_actions()
            seed = decision_seed(self.match.seed, seat, len(self.match.log))
            action = make_bot(self.match.game, "normal").choose(self.match.observe(seat), legal, random.Random(seed))
        events = self._play(action)
        self._last_was_bot = True
        self._after(seat, action, events)

    def _after(self, seat: int, action: Action, events: list[Event]) -> None:
        self.history.extend(events)
        self.action_events.append(list(events))
        self._waiting_view = True
        self._touch(self._keep_round_in_view(events))
        self._publish(events)
        self.acted.emit(seat, action)
        self.changed.emit(list(self.view.events))

    def _play(self, action: Action) -> list[Event]:
        """Apply ``action`` to the match, keeping the state of the moment a round is scored."""
        seen: list[Any] = []
        with watch_rounds(seen.append):
            events = self.match.play(action)
        self._scored = seen[-1] if seen else None
        return events

    def _keep_round_in_view(self, events: list[Event]) -> list[Event]:
        """A round was scored: the table keeps it as it was scored (every hand laid open)
        until :meth:`proceed`, and the next round's deal waits till then; the game is over:
        the last picture stays. The events to show now."""
        self._shown, self._held = None, None
        scored, self._scored = self._scored, None
        if not any(e.kind == "round_ended" for e in events):
            return events
        if self.match.is_over():
            self._shown = final_picture(self.match, scored)
            return events
        if scored is None:
            return events
        now, self._held = split_at_round_end(events)
        self._shown = scored
        return now

    # -- remote seats ----------------------------------------------------------------
    def attach_remote(self, remote: Any) -> None:
        """``remote`` (the host session) carries views to remote seats and actions back."""
        self.remote = remote
        self._publish([])

    def _publish(self, events: list[Event]) -> None:
        """Tell every remote seat what changed, as it may see it."""
        if self.remote is None:
            return
        self.remote_version += 1
        self.remote.publish(self, events)

    def remote_legal(self, seat: int) -> list[Action]:
        """What the remote ``seat`` may do now (nothing unless the table waits for it)."""
        if self._stopped or self.awaiting_remote != seat:
            return []
        return self.match.legal_actions()

    def receive_remote(self, seat: int, msg: dict[str, Any]) -> ProtocolError | None:
        """An ``action`` message from the remote ``seat``: checked by the engine and
        played, or the refusal to send back (nothing changes then)."""
        try:
            action = check_action(
                self.match.rules,
                self.match.state,
                seat,
                msg,
                awaiting=not self._stopped and self.awaiting_remote == seat,
                started=True,
                version=self.remote_version,
            )
        except ProtocolError as exc:
            return exc
        events = self._play(action)
        self.awaiting_remote = None
        self.redo_stack = []
        self._last_was_bot = True  # paced like a computer's move
        self._after(seat, action, events)
        return None

    def set_standin(self, seat: int, level: str | None) -> None:
        """A computer of ``level`` plays the remote ``seat`` while its person is away
        (``None``: the seat is its person's again, from its next decision)."""
        if self.seats[seat].kind != REMOTE:
            return
        if level is None:
            self.standin.pop(seat, None)
            if self.thinking_seat == seat and self._request is not None:
                self.runner.cancel()
                self._request = None
                self.thinking_seat = None
                self.thinking.emit(-1)
        else:
            self.standin[seat] = level
            if self.awaiting_remote == seat:
                self.awaiting_remote = None
        self._touch()
        self._publish([])
        if self.match.to_move() is not None:
            self._advance()

    # -- rewinding (undo) ----------------------------------------------------------
    def _replay_events(self) -> None:
        """The events of the current log, by replaying it on a scratch match."""
        from ...engine import Match

        m = self.match
        scratch = Match(m.game, m.players, m.seed, m.options)
        self.action_events = [scratch.play(act) for _seat, act in m.log]
        self.history = [e for evs in self.action_events for e in evs]
        self._shown, self._held = None, None
        self._touch()

    def adopt(self) -> None:
        """Take over a match loaded from a record: rebuild its event history (a finished
        one shows its last picture, every hand laid open)."""
        self._replay_events()
        if self.match.is_over():
            try:
                scored = self.match.scored_round_state()
            except Exception:  # a state not reached by its log (a scenario): its own picture then
                scored = None
            self._shown = final_picture(self.match, scored)

    def undo_point(self, relaxed: bool = False) -> int | None:
        """How many actions to keep to take back the viewer's last decision, or
        ``None`` when that is not allowed. Strict (default): only while nothing
        hidden has been revealed to the viewer since that decision (the engine's
        ``rules.reveals`` says what reveals); relaxed: always."""
        reveals = self.match.rules.reveals
        v = self.viewer
        if v is None or self.seats[v].kind != "human" or self.covered_for is not None or self.remote_seats():
            return None
        idx = next((i for i in range(len(self.match.log) - 1, -1, -1) if self.match.log[i][0] == v), None)
        if idx is None:
            return None
        if not relaxed:
            for events in self.action_events[idx:]:
                if any(reveals(e, v) for e in events):
                    return None
        return idx

    def undo(self, relaxed: bool = False) -> bool:
        upto = self.undo_point(relaxed)
        if upto is None:
            return False
        self.redo_stack = self.match.log[upto:] + self.redo_stack
        self.rewind(upto)
        return True

    def can_redo(self) -> bool:
        return bool(self.redo_stack) and self.awaiting is not None and self._request is None

    def redo(self) -> bool:
        """Play again what undo took back (only while nothing else was played)."""
        if not self.can_redo():
            return False
        seat = self.awaiting
        tail, self.redo_stack = self.redo_stack, []
        # back to the viewer's own decision: replay it and whatever followed
        for s, act in tail:
            events = self.match.play(act)
            self.history.extend(events)
            self.action_events.append(list(events))
            if s == seat:
                self._last_was_bot = False
        self.awaiting = None
        self._waiting_view = True
        self._emit_change()
        self._publish([])
        return True

    def rewind(self, upto: int) -> None:
        """Back to the state after ``upto`` actions, then carry on from there."""
        if self._request is not None:
            self.runner.cancel()
            self._request = None
            self.thinking_seat = None
            self.thinking.emit(-1)
        self.match.rebuild(upto)
        self._replay_events()
        self.awaiting = None
        self.awaiting_remote = None
        self.covered_for = None
        self._last_was_bot = False
        self._waiting_view = True
        self._emit_change()
        self._publish([])
