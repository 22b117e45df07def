"""Reading the table on demand (ui/shell/reader.py, ui/games/<id>/reading.py): in a
mid-game position of every game the five reading keys give text, show it in the
Reading panel and say it; the hand is read card by card; the table never names a card
another seat holds hidden; under the hot-seat cover nothing of anybody's seat is read;
the keys are in the Read menu and clash with no other shortcut."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from souptable.engine.record import SeatInfo
from souptable.ui.app.scenarios import mid_game
from souptable.ui.games import make_board, playable
from souptable.ui.games.reading import reading_of
from souptable.ui.play.announce import ASKED
from souptable.ui.play.setup import Setup
from souptable.ui.shell.reader import KEYS

from .conftest import seats
from .helpers import first_person_sits_down, wait_for_person


def strings(value: Any) -> set[str]:
    """Every string in an observation (the ids of every card the seat may know of)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings(k) | strings(v) for k, v in value.items())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(strings(v) for v in value)) if value else set()
    return set()


def names_in(text: str, name: str) -> bool:
    return re.search(re.escape(name) + r"(?![\d.])", text) is not None  # "Salt 2" is not in "Salt 2.5"


def sit_mid_game(window: Any, qtbot: Any, game: str) -> Any:
    match = mid_game(game, 3 if game != "suppenkasper" else 4)
    window.start(Setup(game, match.players, seats(match.players, 1, "random"), dict(match.options), match.seed), match)
    wait_for_person(qtbot, window)
    return match


@pytest.mark.parametrize("game", playable())
def test_every_reading_key_reads_the_table_in_mid_game(window, qtbot, game):
    match = sit_mid_game(window, qtbot, game)
    said: list[tuple[str, str]] = []
    window.announcer.said.connect(lambda text, kind: said.append((text, kind)))
    texts = {}
    for what, key in KEYS.items():
        act = window.reader.actions[what]
        assert act.shortcut() == QKeySequence(key) and act in window.reader.menu.actions()
        act.trigger()
        text = window.reader.panel.toPlainText()
        assert text.strip(), what
        assert said[-1] == (" ".join(line.strip() for line in text.split("\n")), ASKED)
        texts[what] = text
    assert window.reader.dock.isVisible() and window.reader.panel.isReadOnly()
    view = window.controller.view
    hand = list(view.obs["hand"])
    first = texts["hand"].split("\n")[0]
    assert (str(len(hand)) in first) if hand else first == "Your hand is empty."  # "Your hand: 6 card(s)."
    for card in hand:
        assert window.board.card_name(card) in texts["hand"]
    assert window.board.prompt(view.obs, list(view.legal)) in texts["now"]
    assert "Ctrl+1" in texts["now"]  # the reading keys themselves
    for row in window.board.scoreboard(view.obs)[1]:
        assert row[0] in texts["scores"]
    lines = [line for line in (window.board.describe(e) for e in view.history) if line]
    assert texts["moves"].split("\n") == lines[-8:]
    assert match.players >= 3


@pytest.mark.parametrize("game", playable())
def test_the_reading_never_names_a_card_another_seat_holds_hidden(qapp, game):
    """The readings of seat 0 against those of the public view: a name only seat 0's
    reading holds is one of the cards it may know of (its hand, its own secret), never
    a card hidden in another seat's hand."""
    match = mid_game(game, 3 if game != "suppenkasper" else 4)
    rules = match.rules
    board = make_board(game, [f"P{i + 1}" for i in range(match.players)])
    reading = reading_of(board)
    obs, legal = match.observe(0), match.legal_actions() if match.to_move() == 0 else []
    public = rules.observe(match.state, None)
    mine = "\n".join(reading.hand(obs, legal) + reading.table(obs, legal) + reading.choices(obs, legal))
    everyone = "\n".join(reading.table(public, []))
    known = strings(obs)
    # cards of a kind seat 0 never saw (Suppenkasper has few kinds, all of them seen by now)
    hidden = {c for s in range(1, match.players) for c in match.observe(s)["hand"]} - known
    leaks = [c for c in hidden if names_in(mine, board.card_name(c)) and not names_in(everyone, board.card_name(c))]
    assert not leaks, leaks
    # every other hand is read as face-down cards: no item of it names a card of it
    for s in range(1, match.players):
        assert board.name(s) in mine
        theirs = {board.card_name(c) for c in match.observe(s)["hand"]}
        items = [sp for sp in reading.layout(obs, legal).specs if sp.zone == f"{reading.hand_zone}:{s}"]
        assert items, s
        for sp in items:
            text = reading.item_text(sp)
            assert sp.card is None and not any(names_in(text, name) for name in theirs), text
            assert text in mine


def test_under_the_cover_nothing_of_anybody_is_read(window, qtbot):
    window.start(Setup("susuru", 3, [SeatInfo("Ann", "human", None), SeatInfo("Bo", "human", None), seats(3)[2]], {}, 4))
    qtbot.waitUntil(lambda: window.play.cover.isVisible(), timeout=30000)
    for what in ("hand", "table", "now"):
        text = window.reader.read(what)
        assert text == "Pass the screen to Ann.", text


def test_what_one_person_read_is_gone_when_the_screen_passes_to_the_next(window, qtbot):
    window.start(Setup("salty", 3, [SeatInfo("Ann", "human", None), SeatInfo("Bo", "human", None), seats(3)[2]], {}, 4))
    first_person_sits_down(qtbot, window)
    c = window.controller
    first = c.viewer
    mine = window.reader.read("hand")
    assert window.reader.panel.toPlainText() == mine and mine
    c.submit(c.legal_for_viewer()[0])
    qtbot.waitUntil(lambda: window.play.cover.isVisible(), timeout=30000)
    assert c.view.covered and c.covered_for != first
    shown = window.reader.panel.toPlainText()
    assert mine not in shown and not any(line and line in shown for line in mine.splitlines()[1:]), shown


def test_the_reading_keys_clash_with_no_other_shortcut(window):
    mine = {QKeySequence(k).toString() for k in KEYS.values()}
    reading = list(window.reader.actions.values())
    others = [a.shortcut().toString() for a in window.findChildren(QAction) if not a.shortcut().isEmpty() and a not in reading]
    assert not mine & set(others)
    assert window.reader.menu.title() == "Rea&d"
    assert [a.text() for a in window.reader.menu.actions()] == [
        "Your &hand",
        "The &table",
        "The &scores",
        "The &last moves",
        "&What can I do now?",
    ]


def test_a_reading_key_works_from_the_table(window, qtbot):
    sit_mid_game(window, qtbot, "soupmeng")
    window.play.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.play.view)
    qtbot.keyClick(window.play.view, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert window.reader.panel.toPlainText().startswith("Your hand: ")
    assert not window.controller.match.log[-1:] or window.controller.legal_for_viewer()  # nothing was played by it
