"""Messages the window gives once at start: the damaged files set aside, and where they are."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDir
from PySide6.QtWidgets import QMessageBox, QWidget

from ..text import arg


def warn_damaged_files(parent: QWidget | None, files: dict[str, Path]) -> bool:
    """Tell the player which damaged files were set aside, and where. True if told.

    ``files`` maps "autosave", "statistics" or "settings" to the path the damaged
    file now has ("autosave_prefix": a damaged autosave whose start can be
    resumed; "autosave_newer": a newer version's autosave, left where it is).
    Each is one whole sentence with its placeholder.
    """
    if not files:
        return False
    lines = [
        QCoreApplication.translate(
            "App", "Some of your files could not be read. They were set aside, not deleted, and the app goes on without them:"
        )
    ]
    for kind, path in files.items():
        name = QDir.toNativeSeparators(str(path))
        if kind == "autosave":
            text = QCoreApplication.translate("App", "The unfinished game from last time was kept as %1.")
        elif kind == "autosave_prefix":  # its readable start replays: offered for resume next
            text = QCoreApplication.translate(
                "App",
                "The unfinished game from last time was damaged and kept as %1. "
                "Its moves up to the damage can be read, so you can resume the game from there.",
            )
        elif kind == "autosave_newer":  # left where it is, byte for byte
            text = QCoreApplication.translate(
                "App",
                "The unfinished game from last time (%1) was saved by a newer version of Soup Table. "
                "It was left as it is: update Soup Table to resume it. Until then, games are not saved automatically.",
            )
        elif kind == "statistics":
            text = QCoreApplication.translate(
                "App", "Your statistics were kept as %1; from now on, games are counted in a new file."
            )
        else:
            text = QCoreApplication.translate(
                "App", "Your settings were kept as %1; what could be read of them still applies, the rest is back to default."
            )
        lines.append("• " + arg(text, name))
    box = QMessageBox(QMessageBox.Icon.Warning, "Soup Table", "\n\n".join(lines), QMessageBox.StandardButton.Ok, parent)
    box.setWindowTitle(QCoreApplication.translate("App", "Damaged files set aside"))
    box.exec()
    return True
