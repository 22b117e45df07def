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


def test_resting_the_pointer_on_a_face_down_card_keeps_its_tooltip(window, qtbot):
    sit(window, qtbot, "susuru", humans=1)
    scene = window.play.scene
    pile = next(s for s in scene.sprites.values() if not s.face_up and s.back is not None)
    scene.hover_started(pile)
    assert not scene._hover_timer.isActive()  # no zoom of a card back over the pile's tooltip
    scene._hover_hold()
    assert scene.zoomed is None
    scene.hover_ended(pile)
    scene.zoom(pile)  # asked for (right-click, Space): shown large all the same
    assert scene.zoomed == pile.key


def test_a_new_picture_puts_the_zoom_away(window, qtbot):
    sit(window, qtbot, "susuru", humans=1)
    scene = window.play.scene
    scene.zoom(hand_card(window))
    window.play.relayout(animate=False)
    assert scene.zoomed is None


def test_a_click_cancels_the_held_hover_so_no_zoom_pops_up_over_the_next_target(window, qtbot):
    sit(window, qtbot, "soupmeng", humans=1)
    scene, view = window.play.scene, window.play.view
    card = hand_card(window)
    scene.hover_started(card)
    assert scene._hover_timer.isActive()
    pos = view.mapFromScene(card.sceneBoundingRect().topLeft() + QPointF(6, 6))
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    assert not scene._hover_timer.isActive()  # the click stopped the pending zoom
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    scene._hover_hold()  # even if the timer had fired now: the hover it held is forgotten
    assert scene.zoomed is None and not scene._zoom.isVisible()


def test_a_click_puts_a_shown_zoom_away(window, qtbot):
    sit(window, qtbot, "susuru", humans=1)
    scene, view = window.play.scene, window.play.view
    scene.zoom(hand_card(window))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view.rect().topLeft())
    assert scene.zoomed is None


def test_no_tooltip_is_drawn_over_a_zoom(window, qtbot):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    sit(window, qtbot, "salty", humans=1)
    scene, view = window.play.scene, window.play.view
    card = hand_card(window)
    pos = view.mapFromScene(card.sceneBoundingRect().topLeft() + QPointF(6, 6))

    def ask_for_tooltip() -> None:
        QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, pos, view.viewport().mapToGlobal(pos)))

    ask_for_tooltip()
    qtbot.waitUntil(QToolTip.isVisible, timeout=5000)  # the card's tooltip, as usual
    scene.zoom(card)
    assert not QToolTip.isVisible()  # the zoom put it away
    ask_for_tooltip()
    assert not QToolTip.isVisible()  # and none is drawn over the zoom
    scene.unzoom()


def test_zooming_a_covered_food_card_shows_it_covered(window, qtbot):
    """Another player's food card with its side chosen but not shown: the zoom is veiled
    like the card on the table, not the card's front."""
    import random

    from souptable.ai.random_bot import RandomBot
    from souptable.engine import Match

    def covered(m: Match) -> bool:
        obs = m.observe(0)
        return any(obs["sides"][s] is None and obs["side_chosen"][s] for s in range(1, m.players))

    match = None
    for seed in range(1, 60):
        m = Match("salty", 3, seed, {})
        bot, rng = RandomBot("salty"), random.Random(seed)
        while not m.is_over() and not (m.to_move() == 0 and covered(m)):
            m.play(bot.choose(m.observe(m.to_move()), m.legal_actions(), rng))
        if not m.is_over():
            match = m
            break
    assert match is not None, "no covered food card in the seeds tried"
    sit(window, qtbot, "salty", humans=1, match=match)
    scene = window.play.scene
    obs = match.observe(0)
    s = next(s for s in range(1, match.players) if obs["sides"][s] is None and obs["side_chosen"][s])
    sprite = next(sp for sp in scene.sprites.values() if sp.zone == f"food:{s}")
    assert sprite.veil
    scene.zoom(sprite)
    zoomed = scene._zoom.pixmap().toImage()
    h = scene._zoom.pixmap().height() / scene._zoom.pixmap().devicePixelRatio()
    w = scene._zoom.pixmap().width() / scene._zoom.pixmap().devicePixelRatio()
    plain = scene.svg.pixmap(sprite.art[0], sprite.art[1], w, h, scene._zoom.pixmap().devicePixelRatio()).toImage()
    assert zoomed.size() == plain.size()
    assert zoomed != plain  # covered, not the front
    centre = zoomed.pixelColor(zoomed.width() // 4, zoomed.height() // 4)
    assert centre.lightness() < plain.pixelColor(plain.width() // 4, plain.height() // 4).lightness()
