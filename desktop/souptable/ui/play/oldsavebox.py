"""The question about a game saved under earlier rules (the texts are in :mod:`.oldsave`).

A module of its own so that the start screen, which names such games in words, does
not make ``QMessageBox`` before its first paint (docs/performance.md, "Cold start").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from ...engine.oldrules import Salvage
from ..text import translate
from .oldsave import CANCEL, SET_ASIDE, choice_label, earlier_rules_text


class OldSaveBox(QMessageBox):
    """The question about a game saved under earlier rules; ``choice_buttons`` by choice."""

    def __init__(self, parent: QWidget | None, s: Salvage, choices: Sequence[str], note: str) -> None:
        super().__init__(parent)
        self.setObjectName("old_save")
        self.setIcon(QMessageBox.Icon.Information)
        self.setWindowTitle(translate("OldSaves", "Saved under earlier rules"))
        self.setText(earlier_rules_text(s))
        if note:
            self.setInformativeText(note)
        self.choice_buttons: dict[str, QPushButton] = {}
        for choice in choices:
            if choice == CANCEL:
                self.choice_buttons[choice] = self.addButton(QMessageBox.StandardButton.Cancel)
                continue
            role = QMessageBox.ButtonRole.DestructiveRole if choice == SET_ASIDE else QMessageBox.ButtonRole.AcceptRole
            self.choice_buttons[choice] = self.addButton(choice_label(choice), role)
        if choices:
            self.setDefaultButton(self.choice_buttons[choices[0]])

    def choice(self) -> str:
        """What the person chose (Cancel, Escape or the window's close: ``CANCEL``)."""
        clicked = self.clickedButton()
        return next((c for c, b in self.choice_buttons.items() if b is clicked), CANCEL)


def ask_about_old_save(
    parent: QWidget | None, s: Salvage, choices: Sequence[str], on_choice: Callable[[str], None], note: str = ""
) -> OldSaveBox:
    """Open the question (window-modal, not blocking) and call ``on_choice`` with the
    answer once it is given; returns the box."""
    box = OldSaveBox(parent, s, choices, note)
    box.finished.connect(lambda _result: on_choice(box.choice()))
    box.finished.connect(box.deleteLater)
    box.open()
    return box


__all__ = ["OldSaveBox", "ask_about_old_save"]
