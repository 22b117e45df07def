"""Every dialog fits a small screen: on 1366×768 less a task bar, or 1920×1080 at 200 %
(960×540 less one), each opens no larger than the screen's free area less a window frame,
and its layout needs no more than that (so no button is cut off or lies below the edge).
On a desktop's screen each keeps the size it asks for."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from souptable.ui.base import screen
from souptable.ui.base.screen import FRAME
from souptable.ui.play.newgame import NewGameDialog
from souptable.ui.play.rulebook import RulesDialog

from .test_a11y_dialogs import game_menu_dialogs


def every_dialog(window: Any) -> list[QWidget]:
    # the rulebook of the game with the longest one
    return [NewGameDialog(window.settings, window), *game_menu_dialogs(window, rules_of="suppenkasper")]


@pytest.mark.parametrize("free", [QRect(0, 0, 1366, 728), QRect(0, 0, 960, 510)], ids=["1366x768", "960x540"])
def test_every_dialog_fits_a_small_screen(window, qtbot, monkeypatch, free):
    monkeypatch.setattr(screen, "available", lambda _widget: free)
    room_w, room_h = free.width() - FRAME.width(), free.height() - FRAME.height()
    too_big = {}
    for dlg in every_dialog(window):
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        size, least = dlg.size(), dlg.minimumSizeHint()
        if size.width() > room_w or size.height() > room_h or least.width() > room_w or least.height() > room_h:
            too_big[type(dlg).__name__] = (size.toTuple(), least.toTuple())
        dlg.close()
    assert too_big == {}, f"room {room_w}x{room_h}: {too_big}"


def test_on_a_desktop_screen_a_dialog_keeps_the_size_it_asks_for(window, qtbot):
    dlg = RulesDialog("salty", "en", window)
    qtbot.addWidget(dlg)
    assert dlg.size().toTuple() == (820, 680)
