"""No focusable control without a name a screen reader can say, in every window and
dialog the app opens: the start screen, the table's window, New Game, Settings,
results, a round's summary, Host a table and its lobby, Join, Review, Replay,
Statistics, the rules, About and the licences. Each is made (never exec'd) and walked
with QAccessible.queryAccessibleInterface over its widgets that take the focus."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget

from souptable.ai.play import play_game
from souptable.engine.record import Record, SeatInfo
from souptable.ui.games import make_board
from souptable.ui.play.newgame import NewGameDialog
from souptable.ui.play.rulebook import RulesDialog
from souptable.ui.play.setup import Setup
from souptable.ui.play.standings import SummaryDialog
from souptable.ui.play.tableview import TableView
from souptable.ui.remote.host import HostDialog, LobbyDialog, open_session
from souptable.ui.remote.hostsession import REMOTE
from souptable.ui.remote.join import JoinDialog
from souptable.ui.review.dialog import ReviewDialog
from souptable.ui.review.replay import ReplayDialog, Steps
from souptable.ui.shell.dialogs import AboutDialog, LicencesDialog
from souptable.ui.shell.prefs import SettingsDialog
from souptable.ui.shell.results import Results, ResultsDialog
from souptable.ui.shell.statsview import StatisticsView

from .conftest import seats
from .helpers import wait_for_person


def focusable(root: QWidget) -> Iterator[QWidget]:
    """The widgets of ``root`` a person reaches with the keyboard, as shown now."""
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) and w is not root:
            continue
        if w.focusPolicy().value & 0x1 == 0:  # no Tab focus
            continue
        parent = w.parentWidget()
        if isinstance(parent, QAbstractSpinBox | QComboBox):
            continue  # the edit inside a spin box or a combo box: the box is named
        yield w


def nameless(root: QWidget, skip: tuple[type, ...] = ()) -> list[str]:
    out = []
    for w in focusable(root):
        if isinstance(w, skip) or isinstance(w.parentWidget(), skip):
            continue  # (and its viewport)
        iface = QAccessible.queryAccessibleInterface(w)
        assert iface is not None and iface.isValid(), w
        if iface.state().invisible or iface.state().disabled:
            continue
        if not iface.state().focusable:
            continue
        if not iface.text(QAccessible.Text.Name).strip():
            parent = w.parentWidget()
            out.append(f"{type(w).__name__} {w.objectName()!r} {iface.role().name} in {type(parent).__name__}")
    return out


def finished_game() -> tuple[Any, Record]:
    match = play_game("soupmeng", 3, 4, ["normal"])
    seats_ = [SeatInfo("Ana", "human", None), SeatInfo("Bo", "bot", "normal"), SeatInfo("Cy", "bot", "normal")]
    return match, Record.of(match, seats_)


def show(qtbot: Any, dlg: QWidget) -> QWidget:
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def test_the_start_screen_names_every_button_with_its_game(window, qtbot):
    window.startup()
    qtbot.waitUntil(lambda: window.start_screen.isVisible())
    assert nameless(window) == []
    names = {b.accessibleName() for tile in window.start_screen.tiles for b in (tile.learn, tile.new, tile.rules)}
    assert "Learn Salty" in names and "Rules of Salty" in names


@pytest.mark.parametrize("game,players", [("susuru", 4), ("soupmeng", 3), ("suppenkasper", 4), ("salty", 3)])
def test_the_table_window_names_everything_but_the_table(window, qtbot, game, players):
    """(The table view's own objects are tests/ui/test_table_a11y's, issue 42's other part.)"""
    window.start(Setup(game, players, seats(players), {}, 3))
    wait_for_person(qtbot, window)
    assert nameless(window, skip=(TableView,)) == []


def test_new_game_names_each_seat_row_and_the_players_box(window, qtbot):
    dlg = show(qtbot, NewGameDialog(window.settings, window))
    assert nameless(dlg) == []
    assert dlg.rows[1].name.accessibleName() == "Seat 2: name"
    assert dlg.rows[1].kind.accessibleName() == "Seat 2: person or computer"
    assert dlg.rows[1].level.accessibleName() == "Seat 2: level"
    assert dlg.players_label.buddy() is dlg.players


def game_menu_dialogs(window: Any, rules_of: str = "susuru") -> list[QWidget]:
    """Every dialog the Game, View and Help menus open (made, not shown), over a finished game."""
    match, rec = finished_game()
    names = [s.name for s in rec.seats]
    board = make_board(rec.game, names)
    result = match.rules.result(match.state)
    rounds = match.rules.rounds(match.state)
    setup = Setup(rec.game, 3, list(rec.seats), dict(rec.options), rec.seed)
    return [
        SettingsDialog(window.settings, "en", window),
        ResultsDialog(Results(setup, result.to_json(), rounds[-1], names), True, window),
        SummaryDialog("Round summary", board.summary_html(rounds[0]), window),
        RulesDialog(rules_of, "en", window),
        AboutDialog(window),
        LicencesDialog(window),
        StatisticsView(window.stats, None, window),
        ReviewDialog(rec, names, 0, None, window, iterations=2, autostart=False),
        ReplayDialog(Steps(rec), "en", 0.0, window),
        HostDialog(window.settings, window),
        JoinDialog(window),
    ]


def test_the_dialogs_of_the_game_menu_name_every_control(window, qtbot):
    failures = {}
    for dlg in game_menu_dialogs(window):
        show(qtbot, dlg)
        missing = nameless(dlg, skip=(TableView,))  # (the table's objects: issue 42's other part)
        if missing:
            failures[type(dlg).__name__] = missing
        dlg.close()
    assert failures == {}, "\n".join(f"{k}: {v}" for k, v in failures.items())


def test_the_lobby_names_every_control(window, qtbot, monkeypatch):
    setup = Setup(
        "susuru", 3, [SeatInfo("P1", REMOTE, None), SeatInfo("P2", REMOTE, None), SeatInfo("P3", "bot", "random")], {}, 4
    )
    _match, session = open_session(window, setup, False, "127.0.0.1", 0)
    try:
        lobby = show(qtbot, LobbyDialog(session, setup, window))
        assert nameless(lobby) == []
        lobby.close()
    finally:
        session.close()
