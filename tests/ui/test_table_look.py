"""Seeing the table: high contrast (a plain background, strong white frames, bold text on
black), a table text size independent of the card size, text never asked below a
readable size, and the player to move told by a white frame and a ▶ mark (on the table
and in the score panel), not by a colour near a seat's."""

from __future__ import annotations

from PySide6.QtGui import QColor

from souptable.ui.base.settings import CARD_SCALE, HIGH_CONTRAST, TABLE_TEXT
from souptable.ui.play.setup import Setup
from souptable.ui.table import look
from souptable.ui.table.board import SEAT_COLORS
from souptable.ui.table.look import READABLE_PX, TURN_FRAME, TURN_MARK, TableLook

from .conftest import seats
from .helpers import wait_for_person


def start(window, qtbot, game="susuru", players=4):  # type: ignore[no-untyped-def]
    window.start(Setup(game, players, seats(players), {}, 3))
    wait_for_person(qtbot, window)


def test_high_contrast_is_a_plain_table_with_bold_text(window, qtbot):
    start(window, qtbot)
    assert window.play.scene.backgroundBrush().texture().isNull() is False  # the wood
    window.settings.set(HIGH_CONTRAST, True)
    try:
        window.apply_look()
        brush = window.play.scene.backgroundBrush()
        assert brush.texture().isNull() and brush.color() == QColor(look.PLAIN_BACKGROUND)
        labels = list(window.play.scene.labels.values())
        assert labels and all(lab._font.bold() for lab in labels)
        assert look.current().label_colors("#777777", "#33333380") == ("#ffffff", "#000000")
        assert look.current().frame("#ffffff40", 1.5) == ("#c8c8c8", 3.0)  # a see-through frame made strong
        assert all(lab.fits for lab in labels)  # bold, and still never clipped
    finally:
        window.settings.set(HIGH_CONTRAST, False)
        window.apply_look()
    assert not window.play.scene.backgroundBrush().texture().isNull()


def test_the_table_text_size_is_its_own_setting_and_never_asks_below_readable(window, qtbot):
    start(window, qtbot)
    assert TableLook().text_px(8.0) == READABLE_PX  # a board's 8 px asks for 11
    before = {k: lab._font.pixelSize() for k, lab in window.play.scene.labels.items()}
    card = float(window.settings.get(CARD_SCALE))
    window.settings.set(TABLE_TEXT, 1.6)
    try:
        window.apply_look()
        after = {k: lab._font.pixelSize() for k, lab in window.play.scene.labels.items()}
        assert float(window.settings.get(CARD_SCALE)) == card  # the cards stay as they were
        grown = [k for k in before if k in after and after[k] > before[k]]
        assert grown, (before, after)
        assert all(lab.fits for lab in window.play.scene.labels.values())
    finally:
        window.settings.set(TABLE_TEXT, 1.0)
        window.apply_look()


def test_the_player_to_move_is_a_white_frame_and_a_mark_not_a_seat_colour(window, qtbot):
    def distance(a: str, b: str) -> int:
        ca, cb = QColor(a), QColor(b)
        return abs(ca.red() - cb.red()) + abs(ca.green() - cb.green()) + abs(ca.blue() - cb.blue())

    assert min(distance(TURN_FRAME, c) for c in SEAT_COLORS) > 150
    start(window, qtbot)
    to_move = window.controller.view.obs["to_move"]
    name = window.scores.item(to_move, 0)
    assert name.text().startswith(TURN_MARK + " ")
    others = [window.scores.item(r, 0).text() for r in range(window.scores.rowCount()) if r != to_move]
    assert others and not any(t.startswith(TURN_MARK) for t in others)
    from PySide6.QtCore import Qt

    assert name.data(Qt.ItemDataRole.AccessibleTextRole).endswith(", to move")
