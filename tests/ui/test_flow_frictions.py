"""The small frictions of an evening's play, each fixed: the status line at the start
of a person's turn, a key pressed a moment early, Soup Meng Ramen's Order up! asked
once more, the hot-seat cover before the first person's turn, a seat's default name
following its kind, who ended the game named, a score panel that does not jump."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from souptable.engine.record import SeatInfo
from souptable.games.soupmeng.actions import Finish
from souptable.games.susuru.actions import Draw
from souptable.ui.play.newgame import NewGameDialog
from souptable.ui.play.setup import Setup

from .conftest import seats
from .helpers import click_item, sprites_with, wait_for_person
from .test_table_soupmeng import position, sit_down

BOTS_FIRST = [SeatInfo("Ann", "human", None), SeatInfo("Bo", "bot", "random"), SeatInfo("Cy", "bot", "random")]


def test_the_status_line_never_says_waiting_for_the_person_whose_turn_it_is(window, qtbot, monkeypatch):
    prompts: list[tuple[Any, str]] = []
    refresh = window.play._refresh_controls

    def spy() -> None:
        refresh()
        c = window.play.controller
        prompts.append((c.view.to_move if c is not None else None, window.play.prompt.text()))

    monkeypatch.setattr(window.play, "_refresh_controls", spy)
    window.set_speed(0.5)  # the computers' moves animate (and used to pause before Ann's turn)
    window.start(Setup("susuru", 3, list(BOTS_FIRST), {"start": "2"}, 5))
    c = window.controller
    at_turn: list[str] = []
    c.turn.connect(lambda _s: at_turn.append(window.play.prompt.text()))
    for _ in range(3):
        wait_for_person(qtbot, window)
        c.submit(c.legal_for_viewer()[0])
    assert at_turn and all(not p.startswith("Waiting for") for p in at_turn), at_turn
    assert not [p for _seat, p in prompts if p == "Waiting for Ann."], prompts
    assert "Ann, it is your turn." in [p for _seat, p in prompts]  # while Bo's last move slides in


def test_a_key_pressed_a_moment_before_the_turn_is_not_lost(window, qtbot):
    window.set_speed(2.0)  # slow: the computer's move takes a while to slide into place
    window.start(Setup("susuru", 3, list(BOTS_FIRST), {"start": "3"}, 5))  # Cy, then Ann
    c = window.controller
    view = window.play.view
    view.setFocus()
    qtbot.waitUntil(lambda: c.view.to_move == 0 and not c.view.legal and bool(c.match.log), timeout=20000)
    n = len(c.match.log)
    assert window.play.scene.busy  # Cy's move still moving: no buttons yet
    QTest.keyClick(view, Qt.Key.Key_D)  # "Draw", before the button is there
    qtbot.waitUntil(lambda: len(c.match.log) > n, timeout=10000)
    assert c.match.log[n] == (0, Draw())


def test_order_up_is_asked_once_more(window, qtbot):
    def can_finish(m: Any) -> bool:
        return any(isinstance(a, Finish) for a in m.legal_actions())

    c = sit_down(window, qtbot, position(3, can_finish))
    bowl = next(a.bowl for a in c.legal_for_viewer() if isinstance(a, Finish))
    before = len(c.match.log)
    (card,) = sprites_with(window, lambda s: s.key == f"bowlcard:0:{bowl}")
    click_item(window, card)
    assert len(c.match.log) == before  # not yet: there is no way back
    assert "choose it once more" in window.play.prompt.text()
    assert any(b.property("label") == f"Yes, Order up! bowl {bowl + 1}" for b in window.play._buttons)
    QTest.keyClick(window.play.view, Qt.Key.Key_Escape)  # changed my mind
    assert len(c.match.log) == before and "once more" not in window.play.prompt.text()
    click_item(window, card)
    (card,) = sprites_with(window, lambda s: s.key == f"bowlcard:0:{bowl}")
    click_item(window, card)  # once more: finished
    assert c.match.log[before] == (0, Finish(bowl))


def test_several_people_start_under_the_cover_in_soup_meng_ramen(window, qtbot):
    window.start(Setup("soupmeng", 3, seats(3, 2, "random"), {}, 4))
    qtbot.waitUntil(lambda: window.play.cover.isVisible(), timeout=10000)
    c = window.controller
    assert c.view.viewer is None and not c.view.legal
    assert not any(s.face_up and s.zone.startswith("hand:") for s in window.play.scene.sprites.values())
    # the cover is one opaque panel, not labels on strips over the wood
    picture = window.grab().toImage()
    top = window.play.cover.mapTo(window, window.play.cover.rect().topLeft())
    w, h = window.play.cover.width(), window.play.cover.height()
    for x, y in ((top.x() + 2, top.y() + 2), (top.x() + w - 3, top.y() + h - 3), (top.x() + w // 2, top.y() + 5)):
        assert picture.pixelColor(x, y).name() == "#23342b", (x, y)
    window.play.cover.button.click()
    wait_for_person(qtbot, window)
    assert c.viewer == c.match.to_move()


def test_a_seat_made_a_person_loses_the_computers_name(window):
    dlg = NewGameDialog(window.settings, window)
    row = dlg.rows[1]
    row.set(SeatInfo("Computer 2", "bot", "normal"))
    row.kind.setCurrentIndex(0)  # a person
    assert row.name.text() == "Player 2"
    row.kind.setCurrentIndex(1)
    assert row.name.text() == "Computer 2"
    row.name.setText("Grandma")
    row.kind.setCurrentIndex(0)
    assert row.name.text() == "Grandma"  # a name of one's own stays
    dlg.deleteLater()


def test_soup_meng_ramen_names_who_finished_all_bowls():
    from souptable.ui.games import make_board

    board = make_board("soupmeng", ["Ann", "Bo", "Cy"])
    assert board.words.end_text("all_finished", 1) == "Bo finished all their bowls."
    assert board.words.end_text("draw_pile_empty", 1) == "The last card of the draw pile was drawn."


def test_the_score_panel_never_narrows_during_a_game(window, qtbot):
    window.start(Setup("susuru", 3, seats(3, 1, "random"), {}, 5))
    c = window.controller
    widths = []
    for _ in range(30):
        wait_for_person(qtbot, window)
        if c.match.is_over():
            break
        widths.append(window.scores.minimumWidth())
        c.submit(c.legal_for_viewer()[-1])
    assert widths == sorted(widths)
