"""The prompt line keeps its whole text in its fixed box (ui/play/promptlabel.py)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics

from souptable.ui.play.promptlabel import SMALLEST, PromptLabel

LONG = (
    "Computer 4 serviert dir 5100 kcal (normal gegessen: +3). Teller anklicken: normal essen. "
    "Leuchtende Karte: damit essen, dazulegen und weiterreichen oder verweigern. Jede Wahl steht neben dem Teller."
)


def need(label: PromptLabel, pixels: int) -> int:
    font = QFont(label.font())
    font.setPixelSize(pixels)
    box = label.contentsRect()
    return QFontMetrics(font).boundingRect(QRect(0, 0, box.width(), 100000), Qt.TextFlag.TextWordWrap, label.text()).height()


def test_a_short_prompt_keeps_its_size_and_a_long_one_is_drawn_smaller_to_fit(qtbot) -> None:
    label = PromptLabel(15)
    qtbot.addWidget(label)
    label.show()
    label.resize(320, label.fontMetrics().lineSpacing() * 4 + 12)
    label.setText("Play a card.")
    assert label.drawn_pixels() == 15 and label.toolTip() == ""
    label.setText(LONG)
    assert need(label, 15) > label.contentsRect().height()  # it would lose lines at its own size
    assert SMALLEST <= label.drawn_pixels() < 15
    assert need(label, label.drawn_pixels()) <= label.contentsRect().height()
    assert label.toolTip() == ""  # it fits: nothing to add
    assert label.font().pixelSize() == 15 and label.text() == LONG  # what layouts and screen readers see


def test_a_prompt_too_long_even_at_the_smallest_size_starts_at_the_top_with_the_whole_text_as_tooltip(qtbot) -> None:
    label = PromptLabel(15)
    qtbot.addWidget(label)
    label.show()
    label.resize(200, 40)
    label.setText(LONG)
    assert label.drawn_pixels() == SMALLEST
    assert label.toolTip() == LONG
    label.resize(1200, 80)  # a wider window: it fits again at its own size
    assert label.drawn_pixels() == 15 and label.toolTip() == ""
