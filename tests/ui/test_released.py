"""A game left behind is gone: no controller, match or board of an earlier game stays
reachable once the window sits down at the next one (weak references, not memory
numbers: an evening of games must not grow the app), and the window's objects do
not grow from one game to the next (its summaries and results screens are deleted,
not only closed)."""

from __future__ import annotations

import gc
import weakref
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject

from souptable.ui.lessons import start_lesson
from souptable.ui.play.controller import Stage
from souptable.ui.play.setup import Setup

from .conftest import seats


def _collect() -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
        gc.collect()


def test_finished_and_abandoned_games_release_their_controller_match_and_board(window, qtbot):
    refs = []
    for i, (game, n) in enumerate((("salty", 3), ("susuru", 3), ("soupmeng", 2), ("suppenkasper", 3))):
        window.start(Setup(game, n, seats(n, humans=0), {}, 10 + i))
        c = window.controller
        if i % 2 == 0:  # every other game is played to its end, the rest abandoned mid-way
            qtbot.waitUntil(lambda c=c: c.match.is_over() and not window.play.scene.busy, timeout=60000)
        else:
            qtbot.waitUntil(lambda c=c: len(c.match.log) >= 5, timeout=60000)
        refs.append((game, weakref.ref(c), weakref.ref(c.match), weakref.ref(window.board)))
        del c
    window.start(Setup("salty", 3, seats(3, humans=0), {}, 99))
    _collect()
    names = ("controller", "match", "board")
    alive = [(game, what) for game, *rs in refs for what, r in zip(names, rs, strict=True) if r() is not None]
    assert alive == [], alive


class Evening:
    """The tables of one window, each watched through weak references once it is left."""

    def __init__(self, window: Any, qtbot: Any) -> None:
        self.window, self.qtbot = window, qtbot
        self.refs: list[tuple[str, str, weakref.ref[Any]]] = []

    def watch(self, name: str) -> None:
        w = self.window
        for what, obj in (("controller", w.controller), ("match", w.controller.match), ("board", w.board)):
            self.refs.append((name, what, weakref.ref(obj)))

    def to_the_end(self, name: str) -> None:
        """Play the table to its results screen (closed at once in tests), then watch it."""
        w, before = self.window, self.window.game_end.last
        c = w.controller
        self.qtbot.waitUntil(
            lambda: c.stage is Stage.OVER and w.game_end.last is not before and not w.play.scene.busy, timeout=90000
        )
        self.watch(name)

    def alive(self) -> list[tuple[str, str]]:
        _collect()
        return [(name, what) for name, what, r in self.refs if r() is not None]

    def objects(self) -> int:
        _collect()
        return len(self.window.findChildren(QObject))


def test_an_evening_of_games_leaves_nothing_behind(window, qtbot):
    """New game, Play again, Rematch, a game left while a computer thinks in the worker,
    the start screen, a person's game with a hint asked, a lesson, and again: every
    table left behind is released, and the window holds as many objects after the
    fifth finished game as after the second."""
    evening = Evening(window, qtbot)
    assert window.hints is not None  # made on first use (with its timer): made now, so the counts compare tables only
    window.start(Setup("salty", 3, seats(3, humans=0), {}, 1))
    evening.to_the_end("new game")
    window.game_end.play_again()  # the results screen's Play again
    evening.to_the_end("play again")
    second = evening.objects()
    window.game_end.rematch()  # ... and Rematch, seats rotated
    evening.to_the_end("rematch")
    assert evening.alive() == [("rematch", "controller"), ("rematch", "match"), ("rematch", "board")]

    # a hard computer thinking in the worker process when the table is left
    window.start(Setup("susuru", 3, seats(3, humans=0, level="hard"), {}, 4))
    qtbot.waitUntil(lambda: window.controller.thinking_seat is not None and window.runner.busy, timeout=30000)
    evening.watch("left while hard thinks")
    window.leave_to_start_screen()  # Game → Start screen
    assert not window.runner.busy  # its request is forgotten (a late answer is dropped)
    assert evening.alive() == []

    # a person's game: a hint asked (its search process), then left for the start screen
    window.start(Setup("soupmeng", 2, seats(2, humans=1), {}, 5))
    qtbot.waitUntil(lambda: window.controller.awaiting == 0, timeout=30000)
    window.hint()
    evening.watch("person with a hint")
    window.leave_to_start_screen()
    assert not window.hints.busy

    session = start_lesson(window, "susuru")
    lesson = weakref.ref(session)
    qtbot.waitUntil(lambda: window.controller is not None and window.lesson is lesson(), timeout=30000)
    evening.watch("lesson")
    del session
    window.lesson.leave()
    assert evening.alive() == []
    assert lesson() is None

    window.start(Setup("salty", 3, seats(3, humans=0), {}, 6))
    evening.to_the_end("new game again")
    window.game_end.play_again()
    evening.to_the_end("play again again")
    assert evening.objects() == second  # the fifth finished table holds no more than the second
    window.start(Setup("salty", 3, seats(3, humans=0), {}, 7))
    alive = evening.alive()
    assert alive == [], alive
