"""One whole game as a person plays it: animations on, the pixels on screen clicked.

The person's moves are mouse clicks on the table view's pixels where an item that acts
is on top (or on a decision button), chosen by a seeded generator; the window is
resized now and then while a computer's move is still moving, as a dock growing or a
player dragging the window edge does. At every decision of the person, once the
picture is still, the table must be alive (``PlayArea.dead_table``).

Used in the test process (``play_whole_game`` with qtbot's wait) and as a process of
its own, so that several games, which mostly wait for their animations, run side by
side: ``python tests/ui/live_game.py GAME PLAYERS SEED SPEED`` (offscreen, in a
throwaway profile; exit 0 and "ok" if the table stayed alive to the end).
"""

from __future__ import annotations

import os
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

CLICKS_PER_DECISION = 80  # a random person finds a move long before this
WAIT_MS = 120000  # bounds a dead table; a live one answers far sooner

Wait = Callable[..., None]  # wait(predicate, timeout=ms), like qtbot.waitUntil


def picture_still(window: Any) -> bool:
    c = window.controller
    return not window.play.scene.busy and (c.match.is_over() or bool(c.view.legal))


def clickables(window: Any) -> list[Any]:
    """What a person can see acting: items on the table with a target, enabled buttons."""
    play = window.play
    items: list[Any] = list(play.scene.focusables())
    items += [b for b in play._buttons if b.isEnabled() and b.isVisible()]
    return items


def pixel_of(window: Any, item: Any) -> QPoint | None:
    """A view pixel where ``item`` is the topmost thing that acts (None: fully covered)."""
    view = window.play.view
    r = item.sceneBoundingRect()
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.35, 0.2, 0.1, 0.05, 0.65, 0.8, 0.95):
            pos: QPoint = view.mapFromScene(QPointF(r.x() + r.width() * fx, r.y() + r.height() * fy))
            if not view.viewport().rect().contains(pos):
                continue
            top = [it for it in view.items(pos) if getattr(it, "target", None) is not None]
            if top and top[0] is item:
                return pos
    return None


def click(window: Any, item: Any) -> bool:
    """Click ``item`` with the mouse where it shows (a button at its middle)."""
    from PySide6.QtWidgets import QPushButton

    if isinstance(item, QPushButton):
        QTest.mouseClick(item, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, item.rect().center())
        return True
    pos = pixel_of(window, item)
    if pos is None:
        return False
    QTest.mouseClick(window.play.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    return True


def decide_by_clicks(window: Any, wait: Wait, rng: random.Random) -> None:
    """Click what is on screen until the person's decision is made."""
    c = window.controller
    before = len(c.match.log)
    for _ in range(CLICKS_PER_DECISION):
        wait(lambda: picture_still(window) or len(c.match.log) > before, timeout=WAIT_MS)
        if len(c.match.log) > before or c.match.is_over() or not c.view.legal:
            return
        problem = window.play.dead_table()
        assert problem is None, problem
        items = clickables(window)
        assert items, "a person's decision with nothing to click"
        rng.shuffle(items)
        assert any(click(window, it) for it in items), "everything that acts is covered"
    raise AssertionError(f"no move after {CLICKS_PER_DECISION} clicks: {c.view.legal[:4]}")


def nudge(window: Any, rng: random.Random) -> None:
    """Resize the window while a computer's move is still moving (the freeze's trigger)."""
    if window.play.scene.busy and rng.random() < 0.3:
        w, h = window.width(), window.height()
        window.resize(w + rng.choice((-24, -8, 8, 24)), h + rng.choice((-8, 0, 8)))


def play_whole_game(window: Any, wait: Wait, game: str, players: int, seed: int, speed: float) -> int:
    """Play ``game`` to its end with one person (seat 0); returns their decisions."""
    from souptable.engine.record import SeatInfo
    from souptable.ui.base.settings import SPEED
    from souptable.ui.play.setup import Setup

    window.settings.set(SPEED, speed)
    seats = [SeatInfo(f"P{i + 1}", "human" if i == 0 else "bot", None if i == 0 else "normal") for i in range(players)]
    window.start(Setup(game, players, seats, {}, seed))
    c = window.controller
    rng = random.Random(seed * 31 + players)
    decisions = 0
    for _ in range(20000):
        if c.match.is_over():
            break
        ply = len(c.match.log)
        wait(
            lambda ply=ply: c.match.is_over() or len(c.match.log) > ply or picture_still(window),
            timeout=WAIT_MS,
        )
        nudge(window, rng)
        if c.view.legal and not window.play.scene.busy:
            decisions += 1
            decide_by_clicks(window, wait, rng)
    assert c.match.is_over(), "the game did not end"
    wait(lambda: not window.play.scene.busy, timeout=WAIT_MS)
    assert decisions > 0, "the person never decided"
    assert window.play.problems == [], window.play.problems
    return decisions


def _wait_here(pred: Callable[[], bool], timeout: int = WAIT_MS) -> None:
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + timeout / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        if pred():
            return
        time.sleep(0.005)
    raise AssertionError("waited in vain: the table did not answer")


def main(argv: list[str]) -> int:
    game, players, seed, speed = argv[0], int(argv[1]), int(argv[2]), float(argv[3])
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "desktop"))
    from PySide6.QtWidgets import QApplication

    from souptable.ui.app.run import throwaway_profile
    from souptable.ui.base.languages import Languages
    from souptable.ui.base.settings import THINK_TIME, Settings
    from souptable.ui.shell.mainwindow import MainWindow

    app = QApplication([])
    with throwaway_profile() as folder:
        settings = Settings(folder / "settings.ini")
        settings.set(THINK_TIME, 0.2)
        langs = Languages()
        langs.install("en")
        window = MainWindow(settings, langs, data_folder=folder)
        window.pause_on_summaries = False
        window.ask_before_leaving = False
        window.play.check_table = True
        window.resize(1280, 800)
        window.show()
        try:
            decisions = play_whole_game(window, _wait_here, game, players, seed, speed)
        except AssertionError as exc:
            print(f"FAILED {game} {players} seed {seed} speed {speed}: {exc}", flush=True)
            return 1
        finally:
            window.close()
            app.processEvents()
    print(f"ok {game} {players} seed {seed} speed {speed}: {decisions} decisions", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
