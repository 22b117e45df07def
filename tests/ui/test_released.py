"""A game left behind is gone: no controller, match or board of an earlier game stays
reachable once the window sits down at the next one (weak references, not memory
numbers: an evening of games must not grow the app)."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtCore import QCoreApplication, QEvent

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
