"""Switching languages keeps one set of translators, not one more per switch."""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QTranslator


def test_every_language_switch_frees_the_previous_translators(qtbot):
    from souptable.ui.i18n import Languages

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
