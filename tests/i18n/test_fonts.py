"""Japanese without a font that can draw it: the app says so once, with what to install."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from souptable.ui.app import run as app_mod
from souptable.ui.app.run import AppContext, warn_if_no_japanese_font
from souptable.ui.base.languages import japanese_font_available


def test_installed_fonts_can_draw_japanese_here(qapp):
    # CI installs fonts-noto-cjk; without it Japanese would be empty boxes
    assert japanese_font_available()


def test_missing_font_is_reported_once_with_the_package_to_install(qapp, settings, monkeypatch):
    shown = []
    monkeypatch.setattr(app_mod, "japanese_font_available", lambda: False)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))

    class Lang:
        current = "ja"

    ctx = AppContext(qapp, settings, Lang())  # type: ignore[arg-type]
    assert warn_if_no_japanese_font(ctx)
    assert not warn_if_no_japanese_font(ctx)  # only once
    assert len(shown) == 1 and "fonts-noto-cjk" in shown[0]
