"""The game's rulebook in the player's language, shown in a dialog with its sections."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QEvent, QUrl, Signal
from PySide6.QtGui import QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...engine import game_ids
from ...resources import asset
from ..base.languages import LANGUAGES
from ..base.screen import fit_size
from ..games import game_name
from ..text import arg

_ANCHOR = re.compile(r"^(#{1,6})\s+(.*?)\s*\{#([A-Za-z0-9_-]+)\}\s*$", re.M)


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
        fit_size(self, 820, 680)
        self._reload()

    def _reload(self) -> None:
        self.game = self.games.currentData()
        self.lang = self.langs.currentData()
        md, self.anchors = rulebook_markdown(self.game, self.lang)
        self.browser.setMarkdown(md)
        self.setWindowTitle(arg(QCoreApplication.translate("Dialogs", "Rules: %1"), game_name(self.game)))
        self.browser.setAccessibleName(self.windowTitle())  # (what a screen reader calls the text)

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
            self.browser.setAccessibleName(self.windowTitle())  # (what a screen reader calls the text)
        super().changeEvent(event)
