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

Where the loop is, is one :class:`Stage` (with the seat it concerns), changed
only by :meth:`GameController._enter`, which checks it against
:data:`TRANSITIONS`: the one place that says what may follow what. Every entry
point asks the stage first; a call in the wrong stage (a click after the turn
has passed, a late computer answer, a second confirmation of the cover) is
refused and changes nothing.
"""

from __future__ import annotations

import logging
from enum import Enum
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import Action, Event, IllegalAction, Match, Observation
from ...engine.record import Record, SeatInfo
from ...engine.rules import watch_rounds
from ...net.feed import check_action
from ...net.protocol import ProtocolError
from ..table.seatview import RedactedHistory, SeatView
from ..table.timing import duration
from .botrunner import BotRunner, decision_seed
from .roundend import final_picture, laid_open, split_at_round_end

REMOTE = "remote"  # a seat's kind: a person at another computer (the record says "human")

log = logging.getLogger(__name__)


class Stage(Enum):
    """Where the loop of one table is."""

    NEW = "new"  # made, not started: the first picture is not shown yet
    SHOWING = "showing"  # the view shows a change; the next seat moves once it calls ``proceed``
    ROUND_HELD = "round_held"  # a scored round stays in view; ``proceed`` shows the next deal
    NEXT = "next"  # the change is shown: the next seat is asked (after the pause that follows a computer)
    COVERED = "covered"  # hot-seat: the cover is up until the seat's person confirms
    PERSON = "person"  # a person at this screen decides (``submit``)
    COMPUTER = "computer"  # a computer player is deciding (the runner's answer comes to ``_on_decided``)
    REMOTE = "remote"  # a person elsewhere decides (``receive_remote``)
    OVER = "over"  # the game is over (``finished`` was emitted); an undo can still go back
    STOPPED = "stopped"  # the table was left: nobody is asked again


# what may follow each stage; any other change is a bug of the loop (``StageError``)
_BACK = {Stage.SHOWING, Stage.STOPPED}  # an undo (``rewind``) goes back to showing the table as it was
TRANSITIONS: dict[Stage, frozenset[Stage]] = {
    Stage.NEW: frozenset({Stage.SHOWING, Stage.STOPPED}),
    Stage.SHOWING: frozenset({Stage.NEXT, Stage.ROUND_HELD} | _BACK),
    Stage.ROUND_HELD: frozenset(_BACK),
    Stage.NEXT: frozenset({Stage.PERSON, Stage.COVERED, Stage.COMPUTER, Stage.REMOTE, Stage.OVER} | _BACK),
    Stage.COVERED: frozenset({Stage.PERSON} | _BACK),
    Stage.PERSON: frozenset(_BACK),
    Stage.COMPUTER: frozenset({Stage.NEXT} | _BACK),  # NEXT: its remote seat's person is back
    Stage.REMOTE: frozenset({Stage.NEXT} | _BACK),  # NEXT: a computer stands in for the person elsewhere
    Stage.OVER: frozenset(_BACK),
    Stage.STOPPED: frozenset(),
}
# the stages that concern one seat (``_seat``)
_SEATED = frozenset({Stage.COVERED, Stage.PERSON, Stage.COMPUTER, Stage.REMOTE})


class StageError(RuntimeError):
    """The loop tried a change of stage that :data:`TRANSITIONS` does not allow."""


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
        self._stage = Stage.NEW
        self._seat: int | None = None  # the seat the stage concerns (see ``_SEATED``)
        self._request: int | None = None  # the runner's request id while a computer thinks
        self._last_was_bot = False  # how the last change came: a computer's move is followed by a pause
        # every event so far, unredacted, so the log can be re-told to a new viewer;
        # and per logged action the events it caused (for the undo policy)
        self.history: list[Event] = []
        # the first deal's events: a later deal's come with the action that ends a round, the
        # first one's from the rules (the log tells round 1's start like every other one's;
        # kept apart from ``history``, which is what remote seats are preloaded with)
        self.opening = match.rules.opening_events(match.players, match.seed, match.options)
        self._opening_seen = RedactedHistory(match.rules.redact)
        self._redacted = RedactedHistory(match.rules.redact)  # the history as each viewer saw it, kept
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
    def stage(self) -> Stage:
        return self._stage

    def _seat_in(self, stage: Stage) -> int | None:
        return self._seat if self._stage is stage else None

    @property
    def awaiting(self) -> int | None:
        """The person at this screen who decides now (None: nobody here)."""
        return self._seat_in(Stage.PERSON)

    @property
    def covered_for(self) -> int | None:
        """Hot-seat: the seat whose person must confirm before the cover goes down."""
        return self._seat_in(Stage.COVERED)

    @property
    def thinking_seat(self) -> int | None:
        """The computer player deciding now."""
        return self._seat_in(Stage.COMPUTER)

    @property
    def awaiting_remote(self) -> int | None:
        """The remote seat whose person elsewhere decides now."""
        return self._seat_in(Stage.REMOTE)

    def _enter(self, stage: Stage, seat: int | None = None) -> None:
        """The one way the stage changes: checked against :data:`TRANSITIONS`."""
        if stage not in TRANSITIONS[self._stage]:
            raise StageError(f"{self._stage.name} -> {stage.name}")
        log.debug("table stage %s -> %s (seat %s)", self._stage.name, stage.name, seat)
        self._stage = stage
        self._seat = seat if stage in _SEATED else None

    def _refuse(self, what: str) -> None:
        """A call that does not fit the stage: nothing changes (said in the log)."""
        log.info("%s refused: the table is at stage %s", what, self._stage.name)

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
        mine = self.awaiting is not None and self.awaiting == self.viewer
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
            history=self._opening_seen.upto(self.opening, len(self.opening), eyes)
            + self._redacted.upto(self.history, len(self.history) - len(self._held or ()), eyes),
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
        if self._stage is not Stage.NEW:
            self._refuse("start")
            return
        self._enter(Stage.SHOWING)
        self._emit_change()

    def stop(self) -> None:
        """Leave the table: stop asking anyone, cancel a thinking computer."""
        if self._stage is not Stage.STOPPED:
            self._enter(Stage.STOPPED)
        self._touch()
        self._cancel_request()
        if self._connected:
            self._connected = False
            self.runner.decided.disconnect(self._on_decided)
        if self.remote is not None:
            remote, self.remote = self.remote, None
            remote.close()

    def _cancel_request(self) -> bool:
        """Forget what a computer is deciding (True: one was)."""
        if self._request is None:
            return False
        self.runner.cancel()
        self._request = None
        return True

    def proceed(self) -> None:
        """The view has shown the last change; let the next seat move."""
        if self._stage is Stage.ROUND_HELD:  # the players continue: now the next round's deal
            deal, self._held, self._shown = self._held, None, None
            self._enter(Stage.SHOWING)
            self._emit_change(deal)
            return
        if self._stage is not Stage.SHOWING:
            return  # (the picture settles again and again: only the first time after a change counts)
        self._enter(Stage.NEXT)
        # the pause lets people follow the computers; a person's own turn need not wait
        nxt = self.match.to_move()
        person_next = nxt is not None and self.seats[nxt].kind == "human"
        if self._last_was_bot and not person_next and duration("bot_pause", self.speed) > 0:
            QTimer.singleShot(duration("bot_pause", self.speed), self._advance)
        else:
            self._advance()

    def _advance(self) -> None:
        """Ask the seat to move (only between two seats: a late timer or a stand-in
        changing while someone decides asks nobody)."""
        if self._stage is not Stage.NEXT:
            return
        seat = self.match.to_move()
        if seat is None:
            self._enter(Stage.OVER)
            self.finished.emit(self.match.rules.result(self.match.state))
            return
        if self.seats[seat].kind == "human":
            if self.viewer != seat:
                if len(self.humans()) > 1:
                    self._enter(Stage.COVERED, seat)
                    self._touch()
                    self.cover.emit(seat)
                    return
                self.viewer = seat
            self._enter(Stage.PERSON, seat)
            self._emit_change()
            self.turn.emit(seat)
            return
        if self.seats[seat].kind == REMOTE and seat not in self.standin:
            self._enter(Stage.REMOTE, seat)  # the person elsewhere is told the choices
            self._touch()
            self._publish([])
            return
        self._enter(Stage.COMPUTER, seat)
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
            self._refuse("confirming the cover")
            return
        self.viewer = seat
        self._enter(Stage.PERSON, seat)
        self._emit_change()
        self.turn.emit(seat)

    def submit(self, action: Action) -> bool:
        """A person's decision. Refused (nothing changes) unless it is legal now."""
        seat = self.awaiting
        if seat is None or seat != self.viewer:
            self._refuse("a person's action")
            self.refused.emit(IllegalAction("not_your_turn"))
            return False
        try:
            events = self._play(action)
        except IllegalAction as exc:
            self.refused.emit(exc)
            return False
        self.redo_stack = []
        self._last_was_bot = False
        self._enter(Stage.SHOWING)
        self._after(seat, action, events)
        return True

    def _on_decided(self, req: int, action: Any, iterations: int) -> None:
        seat = self.thinking_seat
        if req != self._request or seat is None:
            return  # an answer nobody waits for any more (cancelled, or the table moved on)
        self._request = None
        self._enter(Stage.SHOWING)  # its move is shown next
        self._touch()
        self.thinking.emit(-1)
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
        """``seat``'s ``action`` was played (the stage is SHOWING): show it."""
        self.history.extend(events)
        self.action_events.append(list(events))
        shown = self._keep_round_in_view(events)
        if self._held is not None:
            self._enter(Stage.ROUND_HELD)
        self._touch(shown)
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
        if self.awaiting_remote != seat:
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
                awaiting=self.awaiting_remote == seat,
                started=True,
                version=self.remote_version,
            )
        except ProtocolError as exc:
            return exc
        events = self._play(action)
        self.redo_stack = []
        self._last_was_bot = True  # paced like a computer's move
        self._enter(Stage.SHOWING)
        self._after(seat, action, events)
        return None

    def set_standin(self, seat: int, level: str | None) -> None:
        """A computer of ``level`` plays the remote ``seat`` while its person is away
        (``None``: the seat is its person's again, from its next decision)."""
        if self.seats[seat].kind != REMOTE:
            return
        if level is None:
            self.standin.pop(seat, None)
            if self.thinking_seat == seat and self._cancel_request():
                self._enter(Stage.NEXT)  # its person decides: asked at once, below
                self.thinking.emit(-1)
        else:
            self.standin[seat] = level
            if self.awaiting_remote == seat:
                self._enter(Stage.NEXT)  # the computer decides: asked at once, below
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
        self.history = [e for evs in self.action_events for e in evs]  # (a new list: redacted anew)
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
        return bool(self.redo_stack) and self.awaiting is not None

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
        self._enter(Stage.SHOWING)
        self._emit_change()
        self._publish([])
        return True

    def rewind(self, upto: int) -> None:
        """Back to the state after ``upto`` actions, then carry on from there."""
        if self._stage is Stage.STOPPED:
            self._refuse("rewinding")
            return
        if self._cancel_request():
            self.thinking.emit(-1)
        self.match.rebuild(upto)
        self._replay_events()
        self._last_was_bot = False
        self._enter(Stage.SHOWING)
        self._emit_change()
        self._publish([])
