"""Every user-visible sentence and name, translatable, in one place per game.

The engine emits codes (events, refusals); these modules turn them into the
player's language with ``QCoreApplication.translate`` and literal source
strings, so ``pyside6-lupdate`` finds them all. Placeholders are Qt-style
``%1``, ``%2`` (filled by :func:`arg`) and ``%n`` for plurals.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def arg(text: str, *values: object) -> str:
    """Fill ``%1``, ``%2``... in order (highest number first, so %1 never eats %10)."""
    for i in range(len(values), 0, -1):
        text = text.replace(f"%{i}", str(values[i - 1]))
    return text
