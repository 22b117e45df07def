"""Small dialogs: round and game summaries, the rulebooks, About and its Licences."""

from __future__ import annotations

import platform
import re
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QUrl, Signal, qVersion
from PySide6.QtGui import QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..engine import game_ids
from ..resources import asset, licence_file
from .i18n import LANGUAGES
from .text import and_list, arg
from .text.common import game_name

_ANCHOR = re.compile(r"^(#{1,6})\s+(.*?)\s*\{#([A-Za-z0-9_-]+)\}\s*$", re.M)


class SummaryDialog(QDialog):
    """A round's or the game's scoring breakdown (HTML from the board)."""

    def __init__(self, title: str, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setObjectName("summary")
        self.browser = QTextBrowser(self)
        self.browser.setHtml(html)
        self.browser.setMinimumSize(640, 320)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        box.button(QDialogButtonBox.StandardButton.Ok).setText(QCoreApplication.translate("Dialogs", "Continue"))
        box.accepted.connect(self.accept)
        lay = QVBoxLayout(self)
        lay.addWidget(self.browser)
        lay.addWidget(box)
        self.resize(760, 460)


def rulebook_markdown(game: str, lang: str) -> tuple[str, dict[str, str]]:
    """The rulebook text with ``{#id}`` removed, and id -> heading text."""
    path = asset("rules", f"{game}.{lang}.md")
    if not path.exists():
        path = asset("rules", f"{game}.en.md")
    text = path.read_text(encoding="utf-8")
    anchors: dict[str, str] = {}

    def strip(m: re.Match[str]) -> str:
        anchors[m.group(3)] = m.group(2)
        return f"{m.group(1)} {m.group(2)}"

    return _ANCHOR.sub(strip, text), anchors


class RulesDialog(QDialog):
    """The full rulebook of a game, in the chosen language, with a working contents list."""

    language_changed = Signal(str)

    def __init__(self, game: str, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules")
        self.game, self.lang = game, lang
        self.anchors: dict[str, str] = {}
        self.games = QComboBox(self)
        self.langs = QComboBox(self)
        for gid in game_ids():
            self.games.addItem(game_name(gid), gid)
        for code in LANGUAGES:
            self.langs.addItem({"en": "English", "ja": "日本語", "de": "Deutsch"}[code], code)
        self.games.setCurrentIndex(game_ids().index(game))
        self.langs.setCurrentIndex(LANGUAGES.index(lang) if lang in LANGUAGES else 0)
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._follow)
        top = QHBoxLayout()
        top.addWidget(self.games, 1)
        top.addWidget(self.langs)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.browser, 1)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        box.rejected.connect(self.reject)
        lay.addWidget(box)
        self.games.currentIndexChanged.connect(self._reload)
        self.langs.currentIndexChanged.connect(self._reload)
        self.resize(820, 680)
        self._reload()

    def _reload(self) -> None:
        self.game = self.games.currentData()
        self.lang = self.langs.currentData()
        md, self.anchors = rulebook_markdown(self.game, self.lang)
        self.browser.setMarkdown(md)
        self.setWindowTitle(arg(QCoreApplication.translate("Dialogs", "Rules: %1"), game_name(self.game)))

    def _follow(self, url: QUrl) -> None:
        frag = url.fragment() or url.toString().lstrip("#")
        heading = self.anchors.get(frag)
        if heading is None:
            return
        doc = self.browser.document()
        cur = doc.find(heading, 0, QTextDocument.FindFlag.FindCaseSensitively)
        while not cur.isNull() and cur.block().blockFormat().headingLevel() == 0:
            cur = doc.find(heading, cur, QTextDocument.FindFlag.FindCaseSensitively)
        if not cur.isNull():
            cur.movePosition(QTextCursor.MoveOperation.StartOfBlock)
            self.browser.setTextCursor(cur)
            sb = self.browser.verticalScrollBar()
            sb.setValue(sb.maximum())  # so that the heading ends up at the top
            self.browser.ensureCursorVisible()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(arg(QCoreApplication.translate("Dialogs", "Rules: %1"), game_name(self.game)))
        super().changeEvent(event)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from .art.openmoji import OPENMOJI_LICENSE_URL, OPENMOJI_URL, OPENMOJI_VERSION

        self.setObjectName("about")
        self.setWindowTitle(QCoreApplication.translate("Dialogs", "About Soup Table"))
        label = QLabel(self)
        label.setWordWrap(True)
        label.setOpenExternalLinks(True)
        games = and_list([game_name(g) for g in game_ids()])
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
            "<p>" + escape(arg(QCoreApplication.translate("Dialogs", "Four card games at one table: %1."), games)) + "</p>",
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
        self.resize(520, 360)

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
        self.resize(900, 640)

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


def standings_html(board: Any, result: dict[str, Any], score_label: str) -> str:
    rows = sorted(range(len(result["ranks"])), key=lambda s: (result["ranks"][s], s))
    out = [
        "<table cellspacing=0 cellpadding=5 border=1 style='border-collapse:collapse'>",
        "<tr><th>"
        + escape(QCoreApplication.translate("Dialogs", "Place"))
        + "</th><th>"
        + escape(QCoreApplication.translate("Dialogs", "Player"))
        + "</th><th>"
        + escape(score_label)
        + "</th></tr>",
    ]
    for s in rows:
        win = " ★" if s in result["winners"] else ""
        score = result["scores"][s]
        score_text = str(int(score)) if float(score).is_integer() else f"{score:g}"
        out.append(
            f"<tr><td>{result['ranks'][s]}</td><td><b>{escape(board.name(s))}</b>{win}</td><td>{escape(score_text)}</td></tr>"
        )
    out.append("</table>")
    return "".join(out)
