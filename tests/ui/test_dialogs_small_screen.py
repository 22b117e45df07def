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
from souptable.ui.games import make_board
from souptable.ui.play.newgame import NewGameDialog
from souptable.ui.play.rulebook import RulesDialog
from souptable.ui.play.setup import Setup
from souptable.ui.play.standings import SummaryDialog
from souptable.ui.remote.host import HostDialog
from souptable.ui.remote.join import JoinDialog
from souptable.ui.review.dialog import ReviewDialog
from souptable.ui.review.replay import ReplayDialog, Steps
from souptable.ui.shell.dialogs import AboutDialog, LicencesDialog
from souptable.ui.shell.prefs import SettingsDialog
from souptable.ui.shell.results import Results, ResultsDialog
from souptable.ui.shell.statsview import StatisticsView

from .test_a11y_dialogs import finished_game


def every_dialog(window: Any) -> list[QWidget]:
    match, rec = finished_game()
    names = [s.name for s in rec.seats]
    board = make_board(rec.game, names)
    rounds = match.rules.rounds(match.state)
    setup = Setup(rec.game, 3, list(rec.seats), dict(rec.options), rec.seed)
    return [
        NewGameDialog(window.settings, window),
        SettingsDialog(window.settings, "en", window),
        ResultsDialog(Results(setup, match.rules.result(match.state).to_json(), rounds[-1], names), True, window),
        SummaryDialog("Round summary", board.summary_html(rounds[0]), window),
        RulesDialog("suppenkasper", "en", window),
        AboutDialog(window),
        LicencesDialog(window),
        StatisticsView(window.stats, None, window),
        ReviewDialog(rec, names, 0, None, window, iterations=2, autostart=False),
        ReplayDialog(Steps(rec), "en", 0.0, window),
        HostDialog(window.settings, window),
        JoinDialog(window),
    ]


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
