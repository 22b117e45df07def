"""Driving the table like a person: find a sprite, click it with the mouse."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest


def sprites_with(window: Any, pred) -> list[Any]:  # type: ignore[no-untyped-def]
    return [s for s in window.play.scene.sprites.values() if pred(s)]


def visible_point(window: Any, item: Any) -> Any:
    """A point of ``item`` that no other item covers (cards in a fan overlap)."""
    from PySide6.QtCore import QPointF

    scene = window.play.scene
    r = item.sceneBoundingRect().adjusted(8, 8, -8, -8)
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.35, 0.2, 0.1, 0.05, 0.65, 0.8, 0.95):
            p = QPointF(r.x() + r.width() * fx, r.y() + r.height() * fy)
            top = [it for it in scene.items(p) if hasattr(it, "target")]
            if top and top[0] is item:
                return p
    raise AssertionError(f"{getattr(item, 'key', item)} is completely covered")


def click_item(window: Any, item: Any) -> None:
    """Click ``item`` where the view shows it on top, checked at whole view pixels (a
    fanned card shows only its left strip; a point on the strip's edge may round onto
    the next card)."""
    from PySide6.QtCore import QPointF

    view = window.play.view
    r = item.sceneBoundingRect()
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.35, 0.2, 0.1, 0.05, 0.65, 0.8, 0.95):
            pos: QPoint = view.mapFromScene(QPointF(r.x() + r.width() * fx, r.y() + r.height() * fy))
            top = [it for it in view.items(pos) if hasattr(it, "target")]
            if top and top[0] is item:
                QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
                return
    raise AssertionError(f"{getattr(item, 'key', item)} is completely covered")


def wait_for_person(qtbot: Any, window: Any, timeout: int = 20000) -> None:
    qtbot.waitUntil(lambda: bool(window.controller.legal_for_viewer()) or window.controller.match.is_over(), timeout=timeout)


def play_to_the_end(qtbot: Any, window: Any, decide: Any, most: int = 5000) -> int:
    """Each of the person's decisions, once the table has settled, made by ``decide()``,
    until the game is over (at most ``most``); returns how many were made."""
    c = window.controller
    made = 0
    for _ in range(most):
        if c.match.is_over():
            break
        qtbot.waitUntil(lambda: c.match.is_over() or (bool(c.view.legal) and not window.play.scene.busy), timeout=60000)
        if c.match.is_over():
            break
        made += 1
        decide()
    return made


def first_person_sits_down(qtbot: Any, window: Any, timeout: int = 20000) -> None:
    """Several people at one screen: the first turn begins under the hot-seat cover, like
    every later one; its person confirms, then decides."""
    qtbot.waitUntil(lambda: window.play.cover.isVisible() or bool(window.controller.legal_for_viewer()), timeout=timeout)
    if window.play.cover.isVisible():
        window.play.cover.button.click()
    wait_for_person(qtbot, window, timeout)


def resize_and_settle(qtbot: Any, window: Any, width: int, height: int, timeout: int = 60000) -> None:
    """Resize the window and wait for the picture laid out for the view's new size.

    The view lays the table out again on a short debounce timer after its resize event, and a
    busy machine delivers both late: a fixed wait (it was 80 ms) could look at the picture of
    the size before (a chip at x 953 in a view 1024 wide on a loaded machine), or the picture
    laid out before the panels made room for the table."""
    from PySide6.QtCore import QSize, QSizeF

    view = window.play.view
    if window.size() == QSize(width, height):
        qtbot.waitUntil(lambda: not window.play.scene.busy, timeout=timeout)
        return
    laid_out: list[QSizeF] = []

    def record(size: QSizeF) -> None:
        laid_out.append(QSizeF(size))

    view.resized.connect(record)  # after the play area's own slot: the picture is built then
    try:
        window.resize(width, height)

        def settled() -> bool:
            # the panels fit the new width on a timer of their own, which resizes the view again
            pending = view._debounce.isActive() or window.panels._fit_timer.isActive() or window.play.scene.busy
            return bool(laid_out) and laid_out[-1] == view.size_f() and not pending

        qtbot.waitUntil(settled, timeout=timeout)
    finally:
        view.resized.disconnect(record)


def answer_box(name: str, choice: str, said: Any = None, exact: bool = False) -> list[str]:
    """Press the button holding ``choice`` (``exact``: reading just that) in the next message
    box of object name ``name``, once it shows; returns what it said (``said(box)``, by
    default its text). Looks for a few seconds, then gives up (the test's wait then fails)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    seen: list[str] = []
    tries = [0]

    def look() -> None:
        boxes = [w for w in QApplication.topLevelWidgets() if w.objectName() == name and w.isVisible()]
        if not boxes:
            tries[0] += 1
            if tries[0] < 500:
                QTimer.singleShot(10, look)
            return
        box: Any = boxes[0]
        seen.append(said(box) if said is not None else box.text())
        for button in box.buttons():
            words = button.text().replace("&", "")
            if words == choice or (not exact and choice in words):
                button.click()
                return

    QTimer.singleShot(0, look)
    return seen
