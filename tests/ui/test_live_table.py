"""The table as players meet it: animations on, the pixels of what is on screen clicked.

Whole games with computer seats and one person, played through the real window classes
offscreen at the app's default animation speed and at the fast one, for every game and
player count (``live_game.py``: seeded clicks on the pixels of what acts, the window
resized while a computer's move is still moving). At every decision of the person,
once the picture is still, the table must be alive (``PlayArea.dead_table``). A game
mostly waits for its animations, so the games run side by side, each in a process of
its own; the Salty lesson runs here, clicked the same way.

No durations are asserted: the waits are generous and only bound a broken table.
"""

from __future__ import annotations

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from souptable.engine import registry
from souptable.ui.base.settings import SPEED, THINK_TIME

from .live_game import WAIT_MS, click

DEFAULT_SPEED = float(SPEED.default)
FAST_SPEED = 0.5  # the settings' "fast"
SIDE_BY_SIDE = 6  # games at once: each mostly waits for its animations


def counts(game: str) -> list[int]:
    info = registry.get(game).info
    return list(range(info.min_players, info.max_players + 1))


# the 3-player Salty games in which the freeze was seen, at the default speed; then every
# game and player count at the fast speed
TABLES = [("salty", 3, 7, DEFAULT_SPEED), ("salty", 3, 1, DEFAULT_SPEED)]
TABLES += [(game, n, 3, FAST_SPEED) for game in registry.game_ids() for n in counts(game)]


@pytest.fixture
def live_window(window: Any) -> Any:
    window.settings.set(THINK_TIME, 0.2)
    return window


def _play_apart(table: tuple[str, int, int, float]) -> tuple[tuple[str, int, int, float], int, str]:
    game, players, seed, speed = table
    script = Path(__file__).with_name("live_game.py")
    try:
        proc = subprocess.run(
            [sys.executable, str(script), game, str(players), str(seed), str(speed)],
            capture_output=True,
            text=True,
            timeout=1500,
        )
    except subprocess.TimeoutExpired:
        return table, -1, "the game did not end in 25 minutes"
    # stdout whole (its "ok" line first), then the end of stderr (Qt's warnings)
    return table, proc.returncode, proc.stdout[-2000:] + proc.stderr[-2000:]


def test_whole_games_with_animations_on_never_leave_a_dead_table():
    with ThreadPoolExecutor(SIDE_BY_SIDE) as pool:
        results = list(pool.map(_play_apart, TABLES))
    failed = [f"{table}: {out}" for table, code, out in results if code != 0]
    assert failed == [], "\n\n".join(failed)
    for _table, _code, out in results:
        # (Qt's warnings on the offscreen platform, e.g. propagateSizeHints, come before it)
        assert any(line.startswith("ok ") for line in out.splitlines()), out


def test_the_salty_lesson_at_the_default_speed_by_pixels(live_window, qtbot):
    """The lesson where the freeze was first seen: every ringed card clicked where it is
    drawn, every Next pressed with the mouse, animations at the app's default speed."""
    from souptable.ui.lessons import start_lesson

    window = live_window
    window.settings.set(SPEED, DEFAULT_SPEED)
    session = start_lesson(window, "salty")
    session.runner.pace_ms = 100
    c = window.controller
    for _ in range(400):
        qtbot.waitUntil(
            lambda: (
                session.shown[0] != ""
                and session.bubble.isVisible()
                and not session._timer.isActive()
                and not window.play.scene.busy
            ),
            timeout=WAIT_MS,
        )
        kind = session.shown[0]
        if kind == "finished":
            break
        if kind == "info":
            before = session.shown
            nxt = session.bubble.buttons[-1]
            QTest.mouseClick(nxt, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, nxt.rect().center())
            qtbot.waitUntil(lambda b=before: session.shown != b, timeout=WAIT_MS)
            continue
        assert window.play.dead_table() is None
        ringed, ply, selection = session.click, len(c.match.log), repr(window.play.board.selection)
        if ringed.button:
            btn = next(b for b in window.play._buttons if b.property("label") == ringed.button and b.isVisible())
            assert click(window, btn)
        else:
            item = next(it for it in window.play.scene.focusables() if getattr(it, "target", None) == ringed.target)
            assert click(window, item), f"the ringed {ringed.target} is covered"
        qtbot.waitUntil(
            lambda ply=ply, selection=selection, ringed=ringed: (
                len(c.match.log) > ply or repr(window.play.board.selection) != selection or session.click != ringed
            ),
            timeout=WAIT_MS,
        )
    assert c.match.is_over()
    assert window.play.problems == []
