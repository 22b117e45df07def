"""Pseudo-localisation: every string stretched by ~40%; nothing may be clipped.

Board labels shrink their font to fit (never below a floor) and report whether
they fit; dialog widgets must get at least the size their text asks for.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel

from souptable.ui.app.scenarios import mid_game, seats_for
from souptable.ui.base.languages import Languages
from souptable.ui.games import playable
from souptable.ui.play.setup import Setup


@pytest.fixture
def pseudo(qapp):
    langs = Languages()
    langs.install("en", pseudo=True)
    yield langs
    langs.install("en")


@pytest.mark.parametrize("game", playable())
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_no_board_label_is_clipped(window, qtbot, pseudo, game, size):
    window.resize(*size)
    match = mid_game(game)
    window.start(Setup(game, match.players, seats_for(match.players), dict(match.options), match.seed), match)
    qtbot.wait(100)
    labels = list(window.play.scene.labels.values())
    assert labels and any("~" in lab.label.text for lab in labels), "pseudo strings are not in use"
    clipped = [lab.label.text for lab in labels if not lab.fits]
    assert not clipped, clipped


def _clipped_widgets(dialog) -> list[str]:
    out = []
    for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton) + dialog.findChildren(QGroupBox):
        if not w.isVisible() or (isinstance(w, QLabel) and w.wordWrap()):
            continue
        text = w.title() if isinstance(w, QGroupBox) else w.text()
        if text and w.width() < w.minimumSizeHint().width():
            out.append(text)
    return out


def test_no_dialog_clips_its_text(window, qtbot, pseudo, settings):
    from souptable.ui.play.newgame import NewGameDialog
    from souptable.ui.play.rulebook import RulesDialog
    from souptable.ui.play.standings import SummaryDialog
    from souptable.ui.shell.dialogs import AboutDialog
    from souptable.ui.shell.prefs import SettingsDialog, StatisticsDialog

    dialogs = [
        NewGameDialog(settings, window),
        SettingsDialog(settings, "en", window),
        StatisticsDialog(window.stats, "susuru", window),
        AboutDialog(window),
        RulesDialog("salty", "de", window),
        SummaryDialog("x", "<p>y</p>", window),
    ]
    for dlg in dialogs:
        dlg.show()
        QApplication.processEvents()
        assert not _clipped_widgets(dlg), (type(dlg).__name__, _clipped_widgets(dlg))
        dlg.close()
