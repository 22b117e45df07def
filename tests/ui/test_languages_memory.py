"""Switching languages keeps one set of translators, not one more per switch."""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QEvent, QTranslator


def test_every_language_switch_frees_the_previous_translators(qtbot):
    from souptable.ui.base.languages import Languages

    app = QCoreApplication.instance()
    assert app is not None
    langs = Languages()
    langs.install("en")
    before = len(app.findChildren(QTranslator))
    for code in ("ja", "de", "en", "ja", "de") * 6:
        assert langs.install(code)
        assert langs.current == code
    langs.install("de", pseudo=True)
    langs.install("de")
    gc.collect()
    assert len(app.findChildren(QTranslator)) == before  # 31 switches: not one translator more
    # the language in use still translates (its translator is alive and installed)
    assert QCoreApplication.translate("MainWindow", "&Quit") != "&Quit"
    langs.install("en")
    assert QCoreApplication.translate("MainWindow", "&Quit") == "&Quit"


_DROPPED_LANGUAGES = """
import gc, sys
from PySide6.QtCore import QCoreApplication
from souptable.ui.base.languages import Languages

app = QCoreApplication(sys.argv)
gc.disable()  # until the Python translator is in place
old = Languages()
old.install("de")
old.cycle = old  # garbage only the cycle collector frees
del old
Languages().install("en", pseudo=True)
gc.enable()
gc.set_threshold(1)  # collect at (nearly) every allocation, inside the Python translator too
for i in range(300):
    QCoreApplication.translate("MainWindow", f"line {i}")
print("ok")
"""


def test_a_dropped_languages_frees_no_translator_inside_a_translation():
    # a QTranslator freed by the garbage collector while a Python translator answers
    # inside QCoreApplication.translate deadlocked the suite (the app's translator lock)
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", _DROPPED_LANGUAGES], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


def test_a_new_languages_replaces_what_an_earlier_one_installed(qtbot):
    from souptable.ui.base.languages import Languages

    Languages().install("de")
    assert QCoreApplication.translate("MainWindow", "&Quit") != "&Quit"
    Languages().install("en")  # the German one is gone, not merely outranked
    assert QCoreApplication.translate("MainWindow", "&Quit") == "&Quit"


def _listeners() -> int:
    from PySide6.QtCore import SIGNAL

    from souptable.ui.base import languages

    return languages._notifier().receivers(SIGNAL("changed()"))


def test_the_start_screen_listens_once_and_lets_go_with_the_window(qtbot, settings, tmp_path, monkeypatch):
    # the start-path widgets retranslate on the languages' signal, not on LanguageChange:
    # one connection each however often they are shown, and none left when they are gone
    from souptable.ui.base import settings as settings_mod
    from souptable.ui.base.languages import Languages
    from souptable.ui.shell.mainwindow import MainWindow

    monkeypatch.setattr(settings_mod, "data_dir", lambda: tmp_path)
    # (windows of earlier tests, closed and deleted later, go first: they would leave during the count)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    before = _listeners()
    langs = Languages()
    w = MainWindow(settings, langs, data_folder=tmp_path)
    w.show()
    qtbot.waitExposed(w)
    made = _listeners() - before
    assert made >= 3  # the window, its start screen, its Learn menu (and the remote buttons)
    for _ in range(3):  # each showing reads the joined tables anew
        w.start_screen.hide()
        w.start_screen.show()
    assert _listeners() - before == made
    langs.install("de")
    assert w.menuBar().actions()[0].text() == QCoreApplication.translate("MainWindow", "&Game") != "&Game"
    assert w.start_screen.games_title.text() == "Spiele"
    langs.install("en")
    assert w.start_screen.games_title.text() == "Games"
    w.close()
    w.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert _listeners() == before
