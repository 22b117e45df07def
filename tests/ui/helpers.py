"""Driving the table like a person: find a sprite, click it with the mouse."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest


def sprites_with(window: Any, pred) -> list[Any]:  # type: ignore[no-untyped-def]
    return [s for s in window.play.scene.sprites.values() if pred(s)]


def click_item(window: Any, item: Any) -> None:
    view = window.play.view
    center = item.sceneBoundingRect().center()
    pos: QPoint = view.mapFromScene(center)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def wait_for_person(qtbot: Any, window: Any, timeout: int = 20000) -> None:
    qtbot.waitUntil(lambda: bool(window.controller.legal_for_viewer()) or window.controller.match.is_over(),
                    timeout=timeout)
