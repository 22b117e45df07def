"""The table's loop is one stage at a time (ui/play/controller.py).

Every change of stage that ``TRANSITIONS`` allows is reached by a scenario here,
no other is ever taken, and a call that does not fit the stage (a person's
action while a computer thinks, a second confirmation of the cover, a late
computer answer, a remote action out of turn) is refused and changes nothing.
The controller is driven without a window: the test plays the view's part
(``proceed`` once a change is shown) and the computer players' (a runner that
answers when told).
"""

from __future__ import annotations

import logging
import random
from typing import Any

import pytest
from PySide6.QtCore import QObject, Signal

from souptable.engine import Match
from souptable.engine.record import SeatInfo
from souptable.ui.play.controller import TRANSITIONS, GameController, Stage, StageError

REMOTE_SEAT = 3


class Runner(QObject):
    """Computer players that decide when the test says so."""

    decided = Signal(int, object, int)

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[int, list[Any]]] = []  # request id, legal actions
        self.cancelled = 0

    def request(self, game: str, level: str, think: float, obs: Any, legal: list[Any], seed: int) -> int:
        self.asked.append((len(self.asked) + 1, legal))
        return len(self.asked)

    def cancel(self) -> None:
        self.cancelled += 1

    def answer(self, rng: random.Random) -> None:
        req, legal = self.asked[-1]
        self.decided.emit(req, rng.choice(legal), 1)


class Remote:
    """The host session of a table with a remote seat: it only counts what it is told."""

    def __init__(self) -> None:
        self.published = 0
        self.closed = False

    def publish(self, _controller: Any, _events: Any) -> None:
        self.published += 1

    def close(self) -> None:
        self.closed = True


@pytest.fixture
def taken(monkeypatch) -> set[tuple[Stage, Stage]]:
    """Every change of stage made during the test."""
    seen: set[tuple[Stage, Stage]] = set()
    enter = GameController._enter

    def spy(self: GameController, stage: Stage, seat: int | None = None) -> None:
        before = self.stage
        enter(self, stage, seat)
        seen.add((before, stage))

    monkeypatch.setattr(GameController, "_enter", spy)
    return seen


def table(qtbot: Any, seed: int = 5, speed: float = 0.0) -> tuple[GameController, Runner]:
    """Super Susuru Soup for four: two people at this screen, a computer, a person elsewhere."""
    seats = [
        SeatInfo("Ann", "human", None),
        SeatInfo("Bo", "human", None),
        SeatInfo("Cy", "bot", "normal"),
        SeatInfo("Di", "human", "remote"),
    ]
    runner = Runner()
    c = GameController(Match("susuru", 4, seed), seats, runner, speed=speed)  # type: ignore[arg-type]
    c.attach_remote(Remote())
    return c, runner


def step(c: GameController, runner: Runner, rng: random.Random) -> None:
    """Do what the stage waits for, as the view, the people and the computers would."""
    stage = c.stage
    if stage in (Stage.SHOWING, Stage.ROUND_HELD):
        c.proceed()
    elif stage is Stage.NEXT:
        c._advance()  # (the pause after a computer's move is over: its timer fires)
    elif stage is Stage.COVERED:
        c.confirm_cover()
    elif stage is Stage.PERSON:
        assert c.submit(rng.choice(c.legal_for_viewer()))
    elif stage is Stage.COMPUTER:
        runner.answer(rng)
    elif stage is Stage.REMOTE:
        act = rng.choice(c.remote_legal(REMOTE_SEAT))
        assert c.receive_remote(REMOTE_SEAT, {"action": act.to_json(), "version": c.remote_version}) is None
    else:
        raise AssertionError(f"nothing to do at {stage}")


def play_until(c: GameController, runner: Runner, rng: random.Random, stage: Stage, limit: int = 5000) -> None:
    for _ in range(limit):
        if c.stage is stage:
            return
        step(c, runner, rng)
    raise AssertionError(f"{stage} not reached")


def test_every_allowed_change_of_stage_is_reached(qtbot, taken):
    rng = random.Random(1)
    # a whole game: people here (under the hot-seat cover), a computer, a person elsewhere
    c, runner = table(qtbot)
    c.start()
    play_until(c, runner, rng, Stage.OVER)
    c.rewind(len(c.match.log) - 1)  # undone after its end: the table as it was
    play_until(c, runner, rng, Stage.OVER)
    c.stop()
    # stopped in every stage a table can be left in, rewound in every stage it can be
    for target in (Stage.NEW, Stage.SHOWING, Stage.ROUND_HELD, Stage.COVERED, Stage.PERSON, Stage.COMPUTER, Stage.REMOTE):
        for then in ("stop", "rewind"):
            c, runner = table(qtbot)
            if target is not Stage.NEW:
                c.start()
                play_until(c, runner, rng, target)
            if then == "stop":
                c.stop()
                assert c.stage is Stage.STOPPED
            elif target is not Stage.NEW:
                c.rewind(len(c.match.log))
                assert c.stage is Stage.SHOWING
    # a computer's move is followed by a pause (animations on): the table waits at NEXT
    for then in ("stop", "rewind"):
        c, runner = table(qtbot, speed=1.0)
        c.start()
        play_until(c, runner, rng, Stage.COMPUTER)
        runner.answer(rng)
        c.proceed()
        assert c.stage is Stage.NEXT
        c.stop() if then == "stop" else c.rewind(len(c.match.log))
    qtbot.wait(10)  # (the pause's timer may fire: a stopped or rewound table ignores it)
    # a computer stands in for the person elsewhere, and hands the seat back
    c, runner = table(qtbot)
    c.start()
    play_until(c, runner, rng, Stage.REMOTE)
    c.set_standin(REMOTE_SEAT, "normal")
    assert c.stage is Stage.COMPUTER and c.thinking_seat == REMOTE_SEAT
    c.set_standin(REMOTE_SEAT, None)
    assert c.stage is Stage.REMOTE and c.awaiting_remote == REMOTE_SEAT and runner.cancelled == 1
    allowed = {(a, b) for a, nexts in TRANSITIONS.items() for b in nexts}
    assert taken == allowed, f"not reached: {sorted(allowed - taken)}; not allowed: {sorted(taken - allowed)}"


def test_a_change_the_table_does_not_allow_is_an_error(qtbot):
    c, _runner = table(qtbot)
    with pytest.raises(StageError):
        c._enter(Stage.PERSON, 0)  # nobody decides before the first picture is shown
    assert c.stage is Stage.NEW
    c.stop()
    with pytest.raises(StageError):
        c._enter(Stage.SHOWING)  # a table left stays left
    assert c.stage is Stage.STOPPED


def snapshot(c: GameController) -> tuple[Any, ...]:
    return (c.stage, c.awaiting, c.covered_for, c.thinking_seat, c.awaiting_remote, len(c.match.log), c.view.version)


def test_an_action_in_the_wrong_stage_is_refused_and_changes_nothing(qtbot, caplog):
    rng = random.Random(2)
    c, runner = table(qtbot)
    refused: list[Any] = []
    c.refused.connect(refused.append)
    caplog.set_level(logging.INFO, logger="souptable.ui.play.controller")
    c.start()
    play_until(c, runner, rng, Stage.COMPUTER)
    before = snapshot(c)
    legal = runner.asked[-1][1]
    # a person's click while the computer thinks: refused, said, nothing played
    assert not c.submit(legal[0])
    assert [e.code for e in refused] == ["not_your_turn"]
    c.confirm_cover()  # nobody to uncover for
    c.proceed()  # nothing shown that waits for the view
    assert c.receive_remote(REMOTE_SEAT, {"action": legal[0].to_json(), "version": c.remote_version}).code == "not_your_turn"
    assert not c.redo()
    assert snapshot(c) == before
    assert "a person's action refused: the table is at stage COMPUTER" in caplog.text
    assert "confirming the cover refused" in caplog.text
    # the computer's answer to an older request: dropped
    runner.decided.emit(runner.asked[-1][0] - 1, legal[0], 1)
    assert snapshot(c) == before
    # under the cover: nobody's action is taken before the person confirms
    play_until(c, runner, rng, Stage.COVERED)
    before = snapshot(c)
    seat = c.covered_for
    c.viewer = seat  # (even if the eyes were already that seat's)
    assert not c.submit(c.match.legal_actions()[0])
    assert snapshot(c) == before
    c.confirm_cover()
    assert c.stage is Stage.PERSON and c.awaiting == seat
    c.confirm_cover()  # twice: the second one changes nothing
    assert c.stage is Stage.PERSON
    # a stopped table takes nothing
    c.stop()
    before = snapshot(c)
    assert not c.submit(c.match.legal_actions()[0])
    c.proceed()
    c.confirm_cover()
    c.rewind(0)
    assert c.remote_legal(REMOTE_SEAT) == []
    assert snapshot(c) == before
    c.start()  # started once only
    assert c.stage is Stage.STOPPED


def test_the_public_seats_follow_the_stage(qtbot):
    rng = random.Random(3)
    c, runner = table(qtbot)
    c.start()
    seen: dict[Stage, tuple[Any, ...]] = {}
    while c.stage is not Stage.OVER:
        seen.setdefault(c.stage, (c.awaiting, c.covered_for, c.thinking_seat, c.awaiting_remote))
        step(c, runner, rng)
    # exactly one of them is set, and only in its own stage
    assert seen[Stage.PERSON][0] in (0, 1) and seen[Stage.PERSON][1:] == (None, None, None)
    assert seen[Stage.COVERED][1] in (0, 1) and seen[Stage.COVERED][::2] == (None, None) and seen[Stage.COVERED][3] is None
    assert seen[Stage.COMPUTER] == (None, None, 2, None)
    assert seen[Stage.REMOTE] == (None, None, None, REMOTE_SEAT)
    for stage in (Stage.SHOWING, Stage.ROUND_HELD):
        assert seen[stage] == (None, None, None, None)
    assert c.view.over and c.view.legal == ()
