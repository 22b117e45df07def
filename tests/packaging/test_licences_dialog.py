"""Help → About → Licences shows the notices and every licence text that ships."""

from __future__ import annotations

import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QLabel

from souptable.ui.shell.dialogs import AboutDialog, LicencesDialog, licence_documents


def label_text(widget) -> str:
    return " ".join(label.text() for label in widget.findChildren(QLabel))


def test_about_credits_openmoji_and_names_the_licences(qtbot):
    about = AboutDialog()
    qtbot.addWidget(about)
    text = label_text(about)
    assert "OpenMoji" in text and "CC BY-SA 4.0" in text and "MIT License" in text and "LGPL 3.0" in text


def test_licences_button_opens_every_text(qtbot):
    about = AboutDialog()
    qtbot.addWidget(about)
    about.licences_button.click()
    (dialog,) = about.findChildren(LicencesDialog)
    qtbot.addWidget(dialog)
    assert dialog.isVisible()
    expected = {
        "THIRD-PARTY-NOTICES.md": "OpenMoji",
        "LICENSE": "MIT License",
        "LICENSES/CC-BY-SA-4.0.txt": "Attribution-ShareAlike 4.0 International",
        "LICENSES/LGPL-3.0.txt": "GNU LESSER GENERAL PUBLIC LICENSE",
        "LICENSES/GPL-3.0.txt": "GNU GENERAL PUBLIC LICENSE",
        "LICENSES/PSF-2.0.txt": "PYTHON SOFTWARE FOUNDATION LICENSE",
    }
    assert [rel for _title, rel in licence_documents()] == list(expected)
    assert dialog.list.count() == len(expected)
    for row, needle in enumerate(expected.values()):
        dialog.list.setCurrentRow(row)
        assert needle in dialog.browser.toPlainText(), row
    versions = label_text(dialog)
    assert f"Qt {qVersion()}" in versions and f"PySide6 {PySide6.__version__}" in versions


def test_a_missing_text_is_said_not_shown_empty(qtbot, monkeypatch, tmp_path):
    from souptable.ui.shell import dialogs

    monkeypatch.setattr(dialogs, "licence_file", lambda rel: tmp_path / "gone" / rel)
    dialog = LicencesDialog()
    qtbot.addWidget(dialog)
    assert "THIRD-PARTY-NOTICES.md" in dialog.browser.toPlainText()
