"""Languages: which catalogs exist, installing one at run time, font coverage.

English is the source language; every language, English included, comes from a
compiled catalog (``.qm``): the English one holds the plural forms of the
``%n card(s)`` sources ("1 card", "2 cards"), and without it English still works,
only with "(s)". Changing the language installs a new QTranslator, which sends
``LanguageChange`` to every widget: windows retranslate themselves at once, no
restart. Widgets that are built before the first frame listen to :func:`changed`
instead, a signal :meth:`Languages.install` sends once per switch: overriding
``changeEvent`` would hand Python the window's first events, and wrapping the first
one creates every ``QEvent`` class, which the first frame would wait for. The
language also sets the default ``QLocale`` and the one
:mod:`.text` writes numbers and lists with. A pseudo-localisation mode stretches
every string to expose clipped layouts.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTranslator, Signal, SignalInstance

from ...resources import qm_dir
from .. import text

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


# The translators installed on the application: one set per process, whichever
# Languages installed them. Held here, not by a Languages object, because a
# QTranslator's destructor takes the application's translator lock: one freed by the
# garbage collector (a dropped Languages in a reference cycle) while a Python
# translator (PseudoTranslator) is answering inside QCoreApplication.translate, which
# holds that lock, deadlocks the process. Here they are only ever freed in install().
_INSTALLED: list[QTranslator] = []


class _Notifier(QObject):
    changed = Signal()


@cache
def _notifier() -> _Notifier:
    return _Notifier()  # made on first use, once per process


def changed() -> SignalInstance:
    """Sent after every :meth:`Languages.install`, once the new language is in place.

    Connect a widget's own method: PySide drops the connection when the widget is
    deleted."""
    return _notifier().changed


class Languages:
    """Installs one language's translators on the application, replacing the ones before."""

    def __init__(self) -> None:
        self.current = "en"
        self.pseudo = False

    def install(self, code: str, pseudo: bool = False) -> bool:
        """Switch to ``code``; returns False if its catalog is missing (English stays)."""
        # the number and list forms first: removing a translator already retranslates
        text.set_language(code if code in LANGUAGES and not pseudo else "en")
        QLocale.setDefault(text.locale())
        # Translators have no parent and no reference but _INSTALLED, so the previous
        # ones are freed here (as children of the app each switch kept ~0.14 MB for good).
        while _INSTALLED:
            QCoreApplication.removeTranslator(_INSTALLED.pop())
        self.current = "en"
        self.pseudo = pseudo
        ok = True
        chosen: list[QTranslator] = []  # Qt asks the last installed first: ours before Qt's own
        if pseudo:
            chosen.append(PseudoTranslator())
        elif code in LANGUAGES:
            folder = qm_dir()
            tr = QTranslator()
            if folder is not None and tr.load(str(folder / f"souptable_{code}.qm")):
                self.current = code
                from PySide6.QtCore import QLibraryInfo

                qt_tr = QTranslator()  # Qt's own words: OK, Cancel, Close...
                if code != "en" and qt_tr.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                    chosen.append(qt_tr)
                chosen.append(tr)
            else:
                ok = code == "en"  # English without its catalog: the sources, plurals as "(s)"
        else:
            ok = False
        if text.language() != self.current:  # the catalog was missing: English after all
            text.set_language(self.current)
            QLocale.setDefault(text.locale())
        for tr in chosen:
            # installing (like removing, above) sends LanguageChange to every widget
            _INSTALLED.append(tr)
            QCoreApplication.installTranslator(tr)
        changed().emit()
        return ok


def japanese_font_available() -> bool:
    """True if some installed font can draw Japanese (checked glyph by glyph)."""
    from PySide6.QtGui import QFontDatabase, QRawFont

    for family in QFontDatabase.families(QFontDatabase.WritingSystem.Japanese):
        font = QRawFont.fromFont(_font(family), QFontDatabase.WritingSystem.Japanese)
        if font.isValid() and all(font.supportsCharacter(ord(ch)) for ch in SAMPLE_JA):
            return True
    return False


def _font(family: str):  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QFont

    return QFont(family)
