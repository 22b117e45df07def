"""Every user-visible sentence and name, translatable, in one place per game.

The engine emits codes (events, refusals); these modules turn them into the
player's language with ``QCoreApplication.translate`` and literal source
strings, so ``pyside6-lupdate`` finds them all. Placeholders are Qt-style
``%1``, ``%2`` (filled by :func:`arg`, all in one pass) and ``%n`` for plurals:
a plural is always ``translate(context, "… %n card(s) …", disambiguation, n)``,
so Qt picks the numerus form of the language (English too: its catalog holds
"%n card" / "%n cards"). ``i18n/update_catalogs.py`` finds these calls and marks
them as numerus entries in the catalogs (lupdate cannot see the count in Python).

Numbers, decimals, durations and lists follow the UI language's ``QLocale``
(:func:`decimal`, :func:`seconds`, :func:`and_list`, :func:`items`): German
writes "3,5" and "A, B und C", Japanese "A、B、C". A comment starting with ``#:``
right above a ``translate`` call reaches the translators (lupdate's Python
parser makes it the message's extracomment); the third argument of
``translate`` is the disambiguation, for one English word with two meanings.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QLocale

translate = QCoreApplication.translate

_LOCALES = {"en": "en_US", "ja": "ja_JP", "de": "de_DE"}
_language = "en"
_PLACEHOLDER = re.compile(r"%(\d{1,2})")


def set_language(code: str) -> None:
    """The UI language whose numbers and lists the helpers below write (set by ``i18n``)."""
    global _language
    _language = code if code in _LOCALES else "en"


def language() -> str:
    return _language


def locale() -> QLocale:
    """The ``QLocale`` of the UI language (not of the system: a German UI on an English
    system writes "3,5")."""
    return QLocale(_LOCALES[_language])


def decimal(value: float | str, places: int | None = None) -> str:
    """A number with the language's decimal sign: 3.5 -> "3,5" in German; whole
    numbers without decimals unless ``places`` is given (1.0 -> "1", or "1,00")."""
    x = float(value)
    if places is not None:
        return str(locale().toString(x, "f", places))
    if x.is_integer():
        return number(int(x))
    return str(locale().toString(x, "g", 12))


def number(value: int) -> str:
    """A whole number as printed on cards and tracks: no group separator ("1000 kcal",
    the same in every language here)."""
    return str(int(value))


def seconds_template() -> str:
    #: a duration; %1 is a number of seconds with decimals ("1.50 s")
    return translate("Common", "%1 s")


def seconds(value: float, places: int = 2) -> str:
    """A duration in seconds: "1.00 s", "1,00 s", "1.00秒"."""
    return arg(seconds_template(), decimal(value, places))


def seconds_affixes() -> tuple[str, str]:
    """(prefix, suffix) of :func:`seconds` around the number, for a spin box."""
    before, _, after = seconds_template().partition("%1")
    return before, after


def and_list(parts: list[str]) -> str:
    """A list read as a sentence: "A, B, and C", "A, B und C", "A、B、C"."""
    parts = [p for p in parts if p]
    return str(locale().createSeparatedList(parts)) if parts else ""


def items(parts: list[str]) -> str:
    """A plain enumeration (a table cell, a list of cards): "A, B, C" or "A、B、C"."""
    #: the separator between the items of a plain list ("Meat 1200, Cream"); Japanese uses 、
    sep = translate("Common", ", ", "list separator")
    return sep.join(p for p in parts if p)


def nobreak(text: str) -> str:
    """``text`` kept on one line ("Move 1 of 17" never wraps into "Move 1 of / 17"):
    its spaces become no-break spaces."""
    return text.replace(" ", "\u00a0")


def sentences(*parts: str) -> str:
    """Whole sentences one after another: a space between them, none in Japanese
    (「…。…。」)."""
    sep = "" if _language == "ja" else " "
    return sep.join(p for p in parts if p)


def _text(value: object) -> str:
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, float):
        return decimal(value)
    return str(value)


def arg(text: str, *values: object) -> str:
    """Fill ``%1``, ``%2``… with ``values`` in one pass: a value's own text is never
    scanned again, so a player named "Bo%1" stays "Bo%1" (and ``%10`` is the tenth
    value, never ``%1`` followed by "0"). Floats are written with the language's
    decimal sign; a placeholder without a value stays as it is."""
    texts = [_text(v) for v in values]

    def fill(m: re.Match[str]) -> str:
        k = int(m.group(1))
        return texts[k - 1] if 1 <= k <= len(texts) else m.group(0)

    return _PLACEHOLDER.sub(fill, text)
