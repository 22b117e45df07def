"""Reading a card: every card has a tooltip, and right-click, a held hover or Space
shows it large; the zoom goes away again by itself."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from souptable.ui.games import playable
from souptable.ui.table.scene import HOVER_HOLD_MS

from .test_table_conformance import sit


def hand_card(window):
    c = window.controller
    return next(s for s in window.play.scene.sprites.values() if s.zone == f"hand:{c.viewer}" and s.face_up)


@pytest.mark.parametrize("game", playable())
def test_every_card_on_the_table_has_a_tooltip(window, qtbot, game):
    sit(window, qtbot, game, humans=1)
    sprites = window.play.scene.sprites.values()
    assert sprites
    assert all(s.toolTip().strip() for s in sprites), [s.key for s in sprites if not s.toolTip().strip()]


def test_right_click_shows_the_card_large_while_held(window, qtbot):
    sit(window, qtbot, "salty", humans=1)
    scene, view = window.play.scene, window.play.view
    card = hand_card(window)
    pos = view.mapFromScene(card.sceneBoundingRect().topLeft() + QPointF(6, 6))
    QTest.mousePress(view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pos)
    assert scene.zoomed == card.key
    assert scene._zoom.isVisible()
    big = scene._zoom.sceneBoundingRect()
    assert big.height() > card.h * 1.5
    assert scene.sceneRect().contains(big)
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pos)
    assert scene.zoomed is None and not scene._zoom.isVisible()
    # nothing was played by looking
    assert window.controller.legal_for_viewer()


def test_space_zooms_the_focused_card_and_any_key_puts_it_away(window, qtbot):
    sit(window, qtbot, "suppenkasper", humans=1)
    scene, view = window.play.scene, window.play.view
    QTest.keyClick(view, Qt.Key.Key_Tab)
    item = scene.focused_item()
    assert item is not None
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert scene.zoomed == item.key
    log_len = len(window.controller.match.log)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert scene.zoomed is None
    QTest.keyClick(view, Qt.Key.Key_Space)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert scene.zoomed is None
    assert len(window.controller.match.log) == log_len  # Space never plays


def test_resting_the_pointer_on_a_card_zooms_it(window, qtbot):
    sit(window, qtbot, "soupmeng", humans=1)
    scene = window.play.scene
    card = hand_card(window)
    scene.hover_started(card)
    qtbot.waitUntil(lambda: scene.zoomed == card.key, timeout=HOVER_HOLD_MS * 4)
    scene.hover_ended(card)
    assert scene.zoomed is None


def test_a_new_picture_puts_the_zoom_away(window, qtbot):
    sit(window, qtbot, "susuru", humans=1)
    scene = window.play.scene
    scene.zoom(hand_card(window))
    window.play.relayout(animate=False)
    assert scene.zoomed is None
