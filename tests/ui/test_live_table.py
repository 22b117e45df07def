"""The table as players meet it: animations on, the pixels of what is on screen clicked.

Whole games with computer seats and one person, played through the real window classes
offscreen at the app's default animation speed (and at the fast one). The person's
moves are mouse clicks on the view's pixels where an item that acts is on top (or on a
decision button), chosen by a seeded generator; the window is resized now and then
while a computer's move is still moving, as a dock growing or a player dragging the
window edge does. At every decision of the person, once the picture is still, the
table must be alive (``PlayArea.dead_table``: the picture is of the current change and
something on it acts) — the check the window fixture makes at every settled picture.

No durations are asserted: the waits are generous and only bound a broken table.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from souptable.engine import registry
from souptable.ui.newgame import Setup
from souptable.ui.settings import SPEED, THINK_TIME

from .conftest import seats

DEFAULT_SPEED = float(SPEED.default)
FAST_SPEED = 0.5  # the settings' "fast"
CLICKS_PER_DECISION = 80  # a random person finds a move long before this
WAIT_MS = 60000  # bounds a dead table; a live one answers far sooner


def counts(game: str) -> list[int]:
    info = registry.get(game).info
    return list(range(info.min_players, info.max_players + 1))


FAST_TABLES = [(game, n) for game in registry.game_ids() for n in counts(game)]


@pytest.fixture
def live_window(window: Any) -> Any:
    window.settings.set(THINK_TIME, 0.2)
    return window


def _picture_still(window: Any) -> bool:
    c = window.controller
    return not window.play.scene.busy and (c.match.is_over() or bool(c.view.legal))


def _clickables(window: Any) -> list[Any]:
    """What a person can see acting: items on the table with a target, enabled buttons."""
    scene, play = window.play.scene, window.play
    items: list[Any] = list(scene.focusables())
    items += [b for b in play._buttons if b.isEnabled() and b.isVisible()]
    return items


def _pixel_of(window: Any, item: Any) -> QPoint | None:
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


def _click(window: Any, item: Any) -> bool:
    from PySide6.QtWidgets import QPushButton

    if isinstance(item, QPushButton):
        QTest.mouseClick(item, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, item.rect().center())
        return True
    pos = _pixel_of(window, item)
    if pos is None:
        return False
    QTest.mouseClick(window.play.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    return True


def _decide_by_clicks(window: Any, qtbot: Any, rng: random.Random) -> None:
    """Click what is on screen until the person's decision is made."""
    c = window.controller
    before = len(c.match.log)
    for _ in range(CLICKS_PER_DECISION):
        qtbot.waitUntil(lambda: _picture_still(window) or len(c.match.log) > before, timeout=WAIT_MS)
        if len(c.match.log) > before or c.match.is_over() or not c.view.legal:
            return
        problem = window.play.dead_table()
        assert problem is None, problem
        items = _clickables(window)
        assert items, "a person's decision with nothing to click"
        rng.shuffle(items)
        assert any(_click(window, it) for it in items), "everything that acts is covered"
    raise AssertionError(f"no move after {CLICKS_PER_DECISION} clicks: {c.view.legal[:4]}")


def _nudge(window: Any, rng: random.Random) -> None:
    """Resize the window while a computer's move is still moving (the freeze's trigger)."""
    if window.play.scene.busy and rng.random() < 0.3:
        w, h = window.width(), window.height()
        window.resize(w + rng.choice((-24, -8, 8, 24)), h + rng.choice((-8, 0, 8)))


def play_whole_game(window: Any, qtbot: Any, game: str, players: int, seed: int, speed: float) -> None:
    window.settings.set(SPEED, speed)
    window.start(Setup(game, players, seats(players, 1), {}, seed))
    c = window.controller
    rng = random.Random(seed * 31 + players)
    decisions = 0
    steps = 0
    while not c.match.is_over():
        steps += 1
        assert steps < 5000, "the game does not end"
        ply = len(c.match.log)
        qtbot.waitUntil(
            lambda ply=ply: c.match.is_over() or len(c.match.log) > ply or (bool(c.view.legal) and not window.play.scene.busy),
            timeout=WAIT_MS,
        )
        _nudge(window, rng)
        if c.view.legal and not window.play.scene.busy:
            decisions += 1
            _decide_by_clicks(window, qtbot, rng)
    qtbot.waitUntil(lambda: not window.play.scene.busy, timeout=WAIT_MS)
    assert decisions > 0
    assert window.play.problems == []


@pytest.mark.parametrize("seed", [7, 1])
def test_salty_three_players_at_the_default_speed_never_freezes(live_window, qtbot, seed):
    play_whole_game(live_window, qtbot, "salty", 3, seed, DEFAULT_SPEED)


@pytest.mark.parametrize(("game", "players"), FAST_TABLES, ids=[f"{g}-{n}" for g, n in FAST_TABLES])
def test_whole_games_at_the_fast_speed_stay_alive(live_window, qtbot, game, players):
    play_whole_game(live_window, qtbot, game, players, 3, FAST_SPEED)


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
        click, ply, selection = session.click, len(c.match.log), repr(window.play.board.selection)
        if click.button:
            btn = next(b for b in window.play._buttons if b.text() == click.button and b.isVisible())
            assert _click(window, btn)
        else:
            item = next(it for it in window.play.scene.focusables() if getattr(it, "target", None) == click.target)
            assert _click(window, item), f"the ringed {click.target} is covered"
        qtbot.waitUntil(
            lambda ply=ply, selection=selection, click=click: (
                len(c.match.log) > ply or repr(window.play.board.selection) != selection or session.click != click
            ),
            timeout=WAIT_MS,
        )
    assert c.match.is_over()
    assert window.play.problems == []
