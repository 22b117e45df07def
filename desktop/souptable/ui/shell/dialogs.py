"""Small dialogs: round and game summaries, the rulebooks, About and its Licences."""

from __future__ import annotations

import platform
from html import escape

from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from ...engine import game_ids
from ...resources import licence_file
from ..base.screen import fit_size
from ..games import game_name
from ..text import and_list, arg


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from ..art.openmoji import OPENMOJI_LICENSE_URL, OPENMOJI_URL, OPENMOJI_VERSION

        self.setObjectName("about")
        self.setWindowTitle(QCoreApplication.translate("Dialogs", "About Soup Table"))
        label = QLabel(self)
        label.setWordWrap(True)
        label.setOpenExternalLinks(True)
        shown = game_ids()
        games = and_list([game_name(g) for g in shown])
        count = len(shown)
        # the art credits in the UI language (art.ART_CREDITS says the same in English)
        credits = arg(
            QCoreApplication.translate(
                "Dialogs",
                "Card and board art: Soup Table contributors. Illustrations include emoji from OpenMoji %1 (%2), "
                "the open-source emoji and icon project, licensed CC BY-SA 4.0 (%3).",
            ),
            OPENMOJI_VERSION,
            OPENMOJI_URL,
            OPENMOJI_LICENSE_URL,
        )
        text = [
            f"<h2>Soup Table {escape(__version__)}</h2>",
            "<p>"
            + escape(arg(QCoreApplication.translate("Dialogs", "%n card game(s) at one table: %1.", None, count), games))
            + "</p>",
            "<p>"
            + escape(
                QCoreApplication.translate(
                    "Dialogs",
                    "Suppenkasper: Karl-Heinz Schmiel, 1987. Soup Meng Ramen: SHUNROID. Salty: LEO / VicVillage.",
                )
            )
            + "</p>",
            "<p>" + escape(credits) + "</p>",
            "<p>"
            + escape(
                QCoreApplication.translate(
                    "Dialogs",
                    "Soup Table is free software under the MIT License. The card art includes OpenMoji images under "
                    "CC BY-SA 4.0, and the app uses Qt and PySide6 under the GNU LGPL 3.0: see Licences.",
                )
            )
            + "</p>",
            "<p>"
            + escape(
                QCoreApplication.translate(
                    "Dialogs", "Values that the printed rules do not give are this edition's values; see the rules."
                )
            )
            + "</p>",
        ]
        label.setText("".join(text))
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        self.licences_button = box.addButton(
            QCoreApplication.translate("Dialogs", "Licences…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.licences_button.clicked.connect(self.show_licences)
        box.accepted.connect(self.accept)
        lay = QVBoxLayout(self)
        lay.addWidget(label)
        lay.addWidget(box)
        fit_size(self, 520, 360)

    def show_licences(self) -> LicencesDialog:
        dialog = LicencesDialog(self)
        dialog.show()
        return dialog


def licence_documents() -> list[tuple[str, str]]:
    """(title, file in the source tree) of every licence document, notices first."""
    return [
        (QCoreApplication.translate("Dialogs", "Which licence covers what"), "THIRD-PARTY-NOTICES.md"),
        (QCoreApplication.translate("Dialogs", "Soup Table: MIT License"), "LICENSE"),
        (QCoreApplication.translate("Dialogs", "OpenMoji images: CC BY-SA 4.0"), "LICENSES/CC-BY-SA-4.0.txt"),
        (QCoreApplication.translate("Dialogs", "Qt and PySide6: GNU LGPL 3.0"), "LICENSES/LGPL-3.0.txt"),
        (QCoreApplication.translate("Dialogs", "GNU GPL 3.0 (the LGPL builds on it)"), "LICENSES/GPL-3.0.txt"),
        (QCoreApplication.translate("Dialogs", "Python: PSF License"), "LICENSES/PSF-2.0.txt"),
    ]


def versions_in_use() -> str:
    import PySide6

    return f"Soup Table {__version__}, Qt {qVersion()}, PySide6 {PySide6.__version__}, Python {platform.python_version()}"


class LicencesDialog(QDialog):
    """Help → About → Licences: the notices and every licence text, as shipped."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("licences")
        self.setWindowTitle(QCoreApplication.translate("Dialogs", "Licences"))
        self.documents = licence_documents()
        self.list = QListWidget(self)
        for title, _rel in self.documents:
            self.list.addItem(title)
        self.list.setFixedWidth(min(340, self.list.sizeHintForColumn(0) + 2 * self.list.frameWidth() + 12))
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.list.setAccessibleName(self.windowTitle())  # (what a screen reader calls them)
        self.browser.setAccessibleName(self.windowTitle())
        note = QLabel(
            QCoreApplication.translate(
                "Dialogs", "The licence texts are legal documents and are given here in their original English."
            )
            + "\n"
            + arg(QCoreApplication.translate("Dialogs", "Versions in use: %1"), versions_in_use()),
            self,
        )
        note.setWordWrap(True)
        note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row = QHBoxLayout()
        row.addWidget(self.list)
        row.addWidget(self.browser, 1)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        box.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(note)
        lay.addLayout(row, 1)
        lay.addWidget(box)
        self.list.currentRowChanged.connect(self.show_document)
        self.list.setCurrentRow(0)
        fit_size(self, 900, 640)

    def show_document(self, row: int) -> None:
        if not 0 <= row < len(self.documents):
            return
        rel = self.documents[row][1]
        path = licence_file(rel)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            self.browser.setPlainText(
                arg(QCoreApplication.translate("Dialogs", "This text is missing from this installation: %1"), rel)
            )
            return
        if rel.endswith(".md"):
            self.browser.setMarkdown(text)
        else:
            self.browser.setPlainText(text)
