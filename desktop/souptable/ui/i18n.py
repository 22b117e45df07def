"""Languages: which catalogs exist, installing one at run time, font coverage.

English is the source language; every language, English included, comes from a
compiled catalog (``.qm``): the English one holds the plural forms of the
``%n card(s)`` sources ("1 card", "2 cards"), and without it English still works,
only with "(s)". Changing the language installs a new QTranslator, which sends
``LanguageChange`` to every widget: windows retranslate themselves at once, no
restart. The language also sets the default ``QLocale`` and the one
:mod:`.text` writes numbers and lists with. A pseudo-localisation mode stretches
every string to expose clipped layouts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFontDatabase, QRawFont

from ..resources import qm_dir
from . import text

LANGUAGES: tuple[str, ...] = ("en", "ja", "de")
SAMPLE_JA = "開店山札手札"


def language_name(code: str) -> str:
    # Each language in its own name, so a person can find theirs.
    return {"en": "English", "ja": "日本語", "de": "Deutsch"}.get(code, code)


def system_language() -> str:
    for name in QLocale.system().uiLanguages():
        code = name.split("-")[0].split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


class PseudoTranslator(QTranslator):
    """Stretches every string by ~40% and brackets it, to find clipped text."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        if not source:
            return source
        pad = "~" * max(2, len(source) * 2 // 5)
        return f"[{source}{pad}]"

    def isEmpty(self) -> bool:
        return False


class Languages:
    """Installs one language's translator at a time on the application."""

    def __init__(self) -> None:
        self.current = "en"
        self.pseudo = False
        self._translator: QTranslator | None = None
        self._qt_translator: QTranslator | None = None  # Qt's own words: OK, Cancel, Close...

    def install(self, code: str, pseudo: bool = False) -> bool:
        """Switch to ``code``; returns False if its catalog is missing (English stays)."""
        # the number and list forms first: removing a translator already retranslates
        text.set_language(code if code in LANGUAGES and not pseudo else "en")
        QLocale.setDefault(text.locale())
        # Translators have no parent: the one reference is ours, so the previous ones
        # are freed here (as children of the app each switch kept ~0.14 MB for good).
        if self._translator is not None:
            QCoreApplication.removeTranslator(self._translator)
            self._translator = None
        if self._qt_translator is not None:
            QCoreApplication.removeTranslator(self._qt_translator)
            self._qt_translator = None
        self.current = "en"
        self.pseudo = pseudo
        ok = True
        if pseudo:
            self._translator = PseudoTranslator()
        elif code in LANGUAGES:
            folder = qm_dir()
            tr = QTranslator()
            if folder is not None and tr.load(str(folder / f"souptable_{code}.qm")):
                self._translator = tr
                self.current = code
                qt_tr = QTranslator()
                if code != "en" and qt_tr.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                    self._qt_translator = qt_tr
                    QCoreApplication.installTranslator(qt_tr)
            else:
                ok = code == "en"  # English without its catalog: the sources, plurals as "(s)"
        else:
            ok = False
        if text.language() != self.current:  # the catalog was missing: English after all
            text.set_language(self.current)
            QLocale.setDefault(text.locale())
        if self._translator is not None:
            # installing (like removing, above) sends LanguageChange to every widget
            QCoreApplication.installTranslator(self._translator)
        return ok


def japanese_font_available() -> bool:
    """True if some installed font can draw Japanese (checked glyph by glyph)."""
    for family in QFontDatabase.families(QFontDatabase.WritingSystem.Japanese):
        font = QRawFont.fromFont(_font(family), QFontDatabase.WritingSystem.Japanese)
        if font.isValid() and all(font.supportsCharacter(ord(ch)) for ch in SAMPLE_JA):
            return True
    return False


def _font(family: str):  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QFont

    return QFont(family)
