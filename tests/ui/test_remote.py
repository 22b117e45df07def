"""Remote seats in the app (pytest-qt, loopback only): the Host and Join dialogs,
a hosted table whose remote seat is played from elsewhere, and a joined table
shown through the same play area, board and log, played to the end."""

from __future__ import annotations

import asyncio
import json

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QWidget

from souptable.engine import Match
from souptable.engine.record import SeatInfo, verify
from souptable.net.client import ClientFailure, play_seat
from souptable.net.host import HostTable
from souptable.net.loop import NetLoop
from souptable.net.protocol import parse_invite
from souptable.ui.play.setup import Setup
from souptable.ui.remote.client import net_error_text
from souptable.ui.remote.host import HostDialog, LobbyDialog, open_session
from souptable.ui.remote.hostsession import REMOTE, HostSession
from souptable.ui.remote.join import JoinDialog

LOOPBACK = "127.0.0.1"


@pytest.fixture(autouse=True)
def _no_lan_browsing(monkeypatch):
    """These tests stay on loopback: the Join dialog does not look on the local network
    (tests/net/test_lan.py does, between network namespaces)."""
    monkeypatch.setattr(JoinDialog, "browse", False)


@pytest.fixture
def net():
    loop = NetLoop("test-net")
    yield loop
    loop.stop()


def test_the_host_dialog_offers_remote_seats_and_needs_one(qtbot, settings):
    dlg = HostDialog(settings)
    qtbot.addWidget(dlg)
    kinds = [dlg.rows[0].kind.itemData(i) for i in range(dlg.rows[0].kind.count())]
    assert kinds == ["human", "bot", REMOTE]
    assert REMOTE in [s.kind for s in dlg.setup().seats]  # a remote seat is offered at once
    dlg.retranslate_ui()  # a language change keeps the choices
    assert REMOTE in [s.kind for s in dlg.setup().seats]
    for i in range(dlg.players.value()):
        dlg.set_kind(i, "bot")
    dlg.accept()
    assert dlg.result() != QDialog.DialogCode.Accepted and dlg.problem.text()
    dlg.set_kind(2, REMOTE)
    seats = dlg.setup().seats
    assert seats[2].kind == REMOTE and seats[2].level is None
    assert dlg.bind() == LOOPBACK  # this computer only, unless asked
    dlg.accept()
    assert dlg.result() == QDialog.DialogCode.Accepted


def _setup(game="susuru", kinds=(REMOTE, "bot", "bot"), seed=4):
    seats = [SeatInfo(f"P{i + 1}", k, "random" if k == "bot" else None) for i, k in enumerate(kinds)]
    return Setup(game, len(kinds), seats, {}, seed)


def test_the_lobby_hands_out_links_and_starts_when_the_seats_are_filled(qtbot, window, net):
    setup = _setup(kinds=(REMOTE, REMOTE, "bot"))
    _match, session = open_session(window, setup, False, LOOPBACK, 0)
    lobby = LobbyDialog(session, setup, window)
    qtbot.addWidget(lobby)
    try:
        links = {s: parse_invite(edit.text()) for s, edit in lobby.panel.links.items()}
        assert sorted(links) == [0, 1] and all(i.host == LOOPBACK for i in links.values())
        lobby.panel.copy[1].click()  # a short message to send, with the seat's link
        assert QGuiApplication.clipboard().text() == f"Join my Super Susuru Soup table: {lobby.panel.links[1].text()}"
        assert "2" in lobby.panel.copied.text()
        # this computer only: the links say so
        assert lobby.panel.where.count() == 1 and lobby.panel.warning.text()
        assert not lobby.start_button.isEnabled()
        # seat 1 joins from elsewhere; seat 2 is filled with a computer
        joined = net.call(play_seat(links[0], "random", retry_for=5))
        qtbot.waitUntil(lambda: session.joined(0), timeout=5000)
        assert not lobby.start_button.isEnabled()
        lobby.panel.standin[1].setChecked(True)
        assert lobby.start_button.isEnabled()
        assert "0" not in lobby.panel.status[0].text()
    finally:
        session.close()
    with pytest.raises(ClientFailure) as exc:
        joined.result(10)
    assert exc.value.code == "closed"  # the client was told the table closed


def test_a_hosted_table_plays_its_remote_seat_over_the_network(qtbot, window, net):
    setup = _setup(kinds=("bot", REMOTE, "bot"), seed=6)
    match, session = open_session(window, setup, False, LOOPBACK, 0)
    ((seat, url),) = session.invites()
    assert seat == 1
    client = net.call(play_seat(parse_invite(url), "normal", retry_for=10))
    qtbot.waitUntil(lambda: session.joined(1), timeout=5000)
    with qtbot.waitSignal(window.game_over, timeout=60000):
        window.host_table(setup, match, session)
        assert window.remote_dock is not None and not window.act_undo.isEnabled()
    mirror = client.result(10)
    c = window.controller
    assert mirror.result == json.loads(json.dumps(c.match.rules.result(c.match.state).to_json()))
    rec = c.record()
    assert [s.kind for s in rec.seats] == ["bot", "human", "bot"]  # a person elsewhere is a person
    verify(rec)
    # nobody at the host's screen plays: it showed only public things
    assert c.view.viewer is None
    window.new_game_dialog = lambda: None
    window.leave_table()
    assert window.remote_dock is None and window.remote_mode is None
    window.start(_setup(kinds=("human", "bot", "bot")))  # a table of one's own: its menus are back
    qtbot.waitUntil(lambda: bool(window.controller.legal_for_viewer()), timeout=20000)
    window.controller.submit(window.controller.legal_for_viewer()[0])
    qtbot.waitUntil(window.act_undo.isEnabled, timeout=20000)


def test_a_missing_remote_seat_is_played_by_a_computer_and_handed_back(qtbot, window):
    setup = _setup(kinds=(REMOTE, "bot", "bot"), seed=9)
    match, session = open_session(window, setup, False, LOOPBACK, 0)
    window.host_table(setup, match, session)
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_remote == 0, timeout=5000)
    panel = window.remote_dock.widget()
    panel.standin[0].setChecked(True)  # the friend is away: a computer plays
    qtbot.waitUntil(lambda: len(c.match.log) > 6 or c.match.is_over(), timeout=20000)
    panel.standin[0].setChecked(False)  # back to the person elsewhere
    qtbot.waitUntil(lambda: c.awaiting_remote == 0 or c.match.is_over(), timeout=20000)
    if not c.match.is_over():
        n = len(c.match.log)
        qtbot.wait(100)
        assert len(c.match.log) == n  # the seat waits for its person again
    window.leave_table()


def _host_in_thread(net, game="susuru", drivers=("remote", "random", "random"), seed=3, hints=True):
    async def make():
        table = HostTable(Match(game, len(drivers), seed), list(drivers), hints=hints)
        await table.start(LOOPBACK, 0)
        return table

    table = net.call(make()).result(10)

    async def run():
        await table.wait_joined(30)
        result = await table.play()
        await asyncio.sleep(0.2)
        await table.close()
        return result

    return table, net.call(run())


def _join(qtbot, window, url):
    dlg = JoinDialog(window)
    qtbot.addWidget(dlg)
    dlg.link.setText(url)
    dlg.join()
    qtbot.waitUntil(lambda: dlg.result() == QDialog.DialogCode.Accepted, timeout=10000)
    c = dlg.take_controller()
    window.join_table(c)
    return c


def test_a_joined_table_is_shown_and_played_in_the_app_to_the_end(qtbot, window, net):
    table, done = _host_in_thread(net, seed=3)
    url = table.invites()[0]["url"]
    c = _join(qtbot, window, url)
    assert window.controller is c and c.viewer == 0
    assert not window.act_undo.isEnabled() and not window.act_save.isEnabled() and window.act_hint.isEnabled()
    refused = []
    c.refused.connect(refused.append)
    finished = []
    window.game_over.connect(finished.append)
    moves = 0
    while not c.match.is_over() and moves < 300:
        qtbot.waitUntil(lambda: bool(c.view.legal) or c.match.is_over(), timeout=20000)
        if c.match.is_over():
            break
        assert window.play.scene.sprites  # the board is built from this seat's view
        assert c.submit(c.view.legal[0])
        assert not c.view.legal  # no second move until the host answers
        moves += 1
    qtbot.waitUntil(lambda: bool(finished), timeout=20000)
    result = done.result(10)
    assert finished[0].winners == result.winners and finished[0].scores == result.scores
    assert moves > 3 and not refused
    assert c.view.obs == table.match.observe(0)  # the seat's own observation, nothing else
    assert window.log.count() > 5  # the log told the game from this seat
    window.leave_table()
    assert window.remote_mode is None and not window.act_save.isEnabled()  # the start screen: nothing to save
    window.start(_setup(kinds=("human", "bot", "bot")))
    assert window.act_save.isEnabled()  # a table of one's own: its record is here


def test_a_joined_app_is_refused_and_says_why(qtbot, window, net):
    table, done = _host_in_thread(net, seed=5, hints=False)
    c = _join(qtbot, window, table.invites()[0]["url"])
    assert not window.act_hint.isEnabled()  # the host does not allow hints
    qtbot.waitUntil(lambda: bool(c.view.legal), timeout=10000)
    refused = []
    c.refused.connect(refused.append)
    # the wrong move for this view: refused by the app at once, nothing sent
    from souptable.games.susuru.actions import Keep

    assert Keep() not in c.view.legal
    assert not c.submit(Keep())
    assert refused and refused[-1].code == "not_legal"
    # an illegal action that reaches the host comes back as the engine's reason
    c.net.call(c.client.send_action(Keep(), c.mirror.version))
    qtbot.waitUntil(lambda: len(refused) >= 2, timeout=5000)
    assert refused[-1].code in ("wrong_phase", "not_legal")
    assert c.view.legal  # the view stands: choose again
    assert window.statusBar().currentMessage()  # the play area said why, in words
    window.leave_table()
    net.call(table.close()).result(5)
    done.cancel()


def test_the_join_dialog_words_a_bad_or_dead_link(qtbot, window):
    dlg = JoinDialog(window)
    qtbot.addWidget(dlg)
    dlg.link.setText("http://nothing")
    dlg.join()
    assert dlg.status.text() == net_error_text("bad_link")
    dlg.link.setText("souptable://127.0.0.1:9/abcdefgh")  # a link of protocol version 1
    dlg.join()
    assert dlg.status.text() == net_error_text("old_link") != net_error_text("bad_link")
    dlg.link.setText("souptable://127.0.0.1:9/abcdefgh?fp=" + "A" * 43)  # nobody listens there
    dlg.join()
    qtbot.waitUntil(lambda: dlg.status.text() == net_error_text("unreachable"), timeout=15000)
    assert dlg.join_button.isEnabled()
    dlg.reject()


def test_every_host_error_code_has_words(qtbot, window):
    from souptable.net.protocol import ERRORS

    for code in ERRORS:
        assert net_error_text(code) and code not in net_error_text(code), code


def test_after_the_host_restarts_the_same_invites_work_again(qtbot, window, net):
    """The autosave keeps the hosted table; resumed, it is hosted again with the same links."""
    from souptable.engine.record import load
    from souptable.ui.play.setup import Setup as S

    setup = _setup(kinds=(REMOTE, "bot", "bot"), seed=12)
    match, session = open_session(window, setup, False, LOOPBACK, 0)
    ((_seat, url),) = session.invites()
    window.host_table(setup, match, session)
    c = window.controller
    c.set_standin(0, "random")  # nobody joined yet: a computer plays a few moves for the seat
    qtbot.waitUntil(lambda: len(c.match.log) >= 5, timeout=20000)
    c.set_standin(0, None)
    qtbot.waitUntil(lambda: c.awaiting_remote == 0 or c.match.is_over(), timeout=20000)
    assert not c.match.is_over()
    rec = load(window.autosave.path)
    assert rec.seats[0].kind == "human" and rec.seats[0].level == REMOTE  # a person elsewhere
    window.leave_table()  # the host quits (the autosave and its invites stay)
    # ...and starts again: the autosave is resumed as the start screen does it
    window.start(S(rec.game, rec.players, list(rec.seats), dict(rec.options), rec.seed), verify(rec))
    c2 = window.controller
    assert c2 is not c and window.remote_session is not None
    assert window.remote_session.invites() == [(0, url)]  # the same link
    joined = net.call(play_seat(parse_invite(url), "random", retry_for=10))
    qtbot.waitUntil(joined.done, timeout=60000)  # the host's table runs on this (the UI) thread
    mirror = joined.result()
    assert mirror.result is not None and c2.match.is_over()
    assert len(mirror.history) == len(c2.opening) + len(c2.history)  # the first deal, then every move
    window.leave_table()


def test_a_host_that_pauses_mid_game_leaves_the_joined_app_waiting_without_moves(qtbot, window, net):
    """The host stops mid-game (paused, never over): the joined app says so, offers no move
    while the connection is down, and plays on when the host is back with the same table."""
    table = net.call(_started(HostTable(Match("susuru", 3, 8), ["remote", "random", "random"]))).result(10)
    port, tokens = table.server.port, dict(table.tokens)
    c = _join(qtbot, window, table.invites()[0]["url"])
    notices: list[str] = []
    c.notice.connect(notices.append)
    game = net.call(table.play())
    qtbot.waitUntil(lambda: bool(c.view.legal), timeout=20000)
    game.cancel()
    net.call(table.close("paused")).result(10)  # the host stops now (Ctrl+C, Quit)
    qtbot.waitUntil(lambda: net_error_text("paused") in notices, timeout=20000)
    assert not c.view.legal and not c.match.is_over()  # no move offered while away
    assert not c.submit(c.mirror.legal[0])  # a click now is refused with words, not lost silently
    assert notices[-1] != net_error_text("paused")
    # the host is back: the same game, the same tokens and port
    match, events = table.match, list(table.history)
    again = HostTable(match, ["remote", "random", "random"], tokens=tokens)
    again.resume(events)
    net.call(_started(again, port)).result(10)
    done = net.call(again.play())
    moves = 0
    while not c.match.is_over() and moves < 300:
        qtbot.waitUntil(lambda: bool(c.view.legal) or c.match.is_over(), timeout=30000)
        if c.match.is_over():
            break
        assert c.submit(c.view.legal[0])
        moves += 1
    assert done.result(30) is not None and c.match.is_over()
    assert _remote_text("Back at the table.") in notices
    window.leave_table()
    net.call(again.close()).result(10)


async def _started(table, port=0):
    await table.start(LOOPBACK, port)
    return table


def _remote_text(text):
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Remote", text)


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
def test_the_host_dialog_shows_six_seat_rows_readably_at_1024x700(qtbot, settings, lang):
    """Every seat row keeps at least its minimum height and its texts are not cut, at six
    seats and 1024×700, in each of the app's languages."""
    from PySide6.QtCore import Qt

    from souptable.ui.base.languages import Languages

    langs = Languages()
    assert langs.install(lang)
    try:
        dlg = HostDialog(settings)
        qtbot.addWidget(dlg)
        ids = [dlg.games.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dlg.games.count())]
        dlg.games.setCurrentRow(ids.index("suppenkasper"))  # the game for six
        dlg.players.setValue(6)
        for i in range(6):
            dlg.set_kind(i, REMOTE if i % 2 else "bot")
        dlg.show()
        qtbot.waitExposed(dlg)
        dlg.resize(1024, 700)
        qtbot.waitUntil(lambda: dlg.width() <= 1024 and dlg.height() <= 700, timeout=5000)
        assert dlg.minimumSizeHint().width() <= 1024 and dlg.minimumSizeHint().height() <= 700
        for row in dlg.rows[:6]:
            for w in row.widgets():
                assert w.isVisible()
                assert w.height() >= w.minimumSizeHint().height(), (lang, row.index, type(w).__name__, w.height())
            assert row.label.width() >= row.label.sizeHint().width(), (lang, row.label.text())  # "Seat 6" not cut
            for combo in (row.kind, row.level):
                assert combo.width() >= combo.minimumSizeHint().width(), (lang, combo.currentText())
        for box in (dlg.hints, dlg.lan):
            assert box.height() >= box.minimumSizeHint().height()
    finally:
        langs.install("en")


def test_the_links_carry_the_address_chosen_and_warn_when_it_works_only_here(qtbot, window):
    from souptable.net.addresses import local_addresses
    from souptable.net.identity import load_or_make
    from souptable.ui.base.settings import data_dir
    from souptable.ui.remote.host import SeatsPanel

    setup = _setup(kinds=(REMOTE, "bot", "bot"))
    # a session as if opened to the network, listening on loopback only (a test never opens a port)
    session = HostSession(Match(setup.game, 3, 4), setup.seats, bind="", port=0)
    session.identity = load_or_make(data_dir())
    net = session.net = NetLoop("test-links")
    try:
        session.port = net.call(session.server.start(LOOPBACK, 0, session.identity)).result(10)
        panel = SeatsPanel(session, setup.seats)
        qtbot.addWidget(panel)
        found = [a.ip for a in local_addresses() if not a.v6] + [a.ip for a in local_addresses() if a.v6]
        items = [panel.where.itemData(i) for i in range(panel.where.count())]
        assert items == [*found, LOOPBACK]  # every address of this computer, then this computer itself
        panel.where.setCurrentIndex(panel.where.count() - 1)  # 127.0.0.1: works only here
        assert parse_invite(panel.links[0].text()).host == LOOPBACK and panel.warning.text()
        panel.where.setEditText("10.8.0.5")  # a VPN's address, typed
        panel.where.lineEdit().editingFinished.emit()
        assert parse_invite(panel.links[0].text()).host == "10.8.0.5" and not panel.warning.text()
        panel.where.setEditText("fd7a:115c::1")
        panel.where.lineEdit().editingFinished.emit()
        assert panel.links[0].text().startswith("souptable://[fd7a:115c::1]:")
        # a friend joins through the link the panel shows (loopback, where this test listens)
        panel.set_address(LOOPBACK)
        joined = net.call(play_seat(parse_invite(panel.links[0].text()), "random", retry_for=5))
        qtbot.waitUntil(lambda: session.server.connected(0), timeout=10000)
        joined.cancel()
    finally:
        net.call(session.server.close("closed")).result(5)
        session.net = None
        net.stop()


def test_a_clicked_invite_link_opens_the_join_dialog_with_it(qtbot, window, tmp_path):
    """The URL handler: ``souptable souptable://…`` (the desktop entry's %u) starts at the
    Join dialog with the link filled in; a file argument is still opened as a file."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from souptable.ui.app.run import is_invite_link
    from souptable.ui.remote.join import run_join_dialog

    url = "souptable://192.0.2.7:4242/AbCdEf?fp=" + "B" * 43
    assert is_invite_link(url) and is_invite_link(" SOUPTABLE://x") and not is_invite_link(str(tmp_path / "game.json"))
    seen = {}

    def look():
        dlg = QApplication.activeModalWidget()
        seen["dialog"] = type(dlg).__name__
        seen["link"] = dlg.link.text() if isinstance(dlg, JoinDialog) else None
        dlg.reject()

    QTimer.singleShot(0, look)
    assert run_join_dialog(window, url) is False  # (cancelled by the test)
    assert seen == {"dialog": "JoinDialog", "link": url}


def test_the_host_is_told_the_first_time_a_friend_leaves_and_when_they_are_back(qtbot, window, net):
    from souptable.net.client import SeatClient

    setup = _setup(kinds=(REMOTE, "bot", "bot"), seed=14)
    match, session = open_session(window, setup, False, LOOPBACK, 0)
    ((_seat, url),) = session.invites()

    async def handler(_msg):
        return None

    friend = SeatClient(parse_invite(url), handler, retry_for=5)
    running = net.call(friend.run())
    qtbot.waitUntil(lambda: session.joined(0), timeout=10000)  # joined in the lobby
    window.host_table(setup, match, session)
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    net.soon(friend.abort)  # the friend's computer drops off (no goodbye)
    left = "P1 left the table: their seat waits for them."
    qtbot.waitUntil(lambda: left in said, timeout=20000)
    qtbot.waitUntil(lambda: "P1 is back at the table." in said, timeout=20000)  # it reconnects by itself
    net.soon(friend.stop)
    running.result(10)
    window.leave_table()


def test_the_start_screen_offers_host_and_join(qtbot, window, monkeypatch):
    from souptable.ui.shell.startscreen import show_start

    show_start(window)
    screen = window.findChild(QWidget, "start_screen")
    buttons = screen.findChild(QWidget, "remote_start")
    assert buttons is not None and buttons.isVisible()
    opened = []
    monkeypatch.setattr(window, "host_table_dialog", lambda: opened.append("host"))
    monkeypatch.setattr(window, "join_table_dialog", lambda: opened.append("join"))
    buttons.host.click()
    buttons.join.click()
    assert opened == ["host", "join"]
    assert buttons.host.text() and buttons.join.text()


@pytest.mark.parametrize("mode", ["host", "join"])
def test_play_again_at_a_table_with_friends_elsewhere_never_starts_a_local_game(qtbot, window, monkeypatch, mode):
    from PySide6.QtWidgets import QMessageBox

    from souptable.ui.shell.results import Results

    said, hosted, started = [], [], []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: said.append(a[2]))
    monkeypatch.setattr(window, "host_table_dialog", lambda: hosted.append(True))
    monkeypatch.setattr(window, "start", lambda *a, **k: started.append(a))
    setup = _setup()
    window.game_end.last = Results(setup, {}, None, [s.name for s in setup.seats])
    window.remote_mode = mode
    window.game_end.play_again()
    window.game_end.rematch()
    assert not started and len(said) == 2
    assert hosted == ([True, True] if mode == "host" else [])
    window.remote_mode = None


def test_a_joined_table_waits_on_the_start_screen_for_rejoin_until_its_game_ends(qtbot, window, net):
    import stat

    from souptable.ui.base.settings import data_dir
    from souptable.ui.remote.kept import JOINED, joined_tables
    from souptable.ui.shell.startscreen import show_start

    table, done = _host_in_thread(net, game="salty", drivers=("remote", "random", "random", "random"), seed=2)
    url = table.invites()[0]["url"]
    c = _join(qtbot, window, url)
    assert [t["url"] for t in joined_tables()] == [url]
    assert stat.S_IMODE((data_dir() / JOINED).stat().st_mode) == 0o600  # the link is the seat's secret
    window.leave_table()  # the person leaves the table (as if the app had closed)
    show_start(window)
    buttons = window.findChild(QWidget, "start_screen").findChild(QWidget, "remote_start")
    qtbot.waitUntil(lambda: len(buttons.rejoin) == 1, timeout=5000)
    label, rejoin, _t = buttons.rejoin[0]
    assert label.text() == "A table you joined: Salty, as Guest 1"
    rejoin.click()  # the Join dialog connects at once and the window sits down again
    qtbot.waitUntil(lambda: window.controller is not None and window.controller is not c, timeout=20000)
    c2 = window.controller
    while not c2.match.is_over():
        qtbot.waitUntil(lambda: bool(c2.view.legal) or c2.match.is_over(), timeout=30000)
        if c2.view.legal:
            c2.submit(c2.view.legal[0])
    done.result(30)
    qtbot.waitUntil(lambda: joined_tables() == [], timeout=10000)  # the game is over: nothing to rejoin
    window.leave_table()


@pytest.mark.parametrize("shift", [0, 1], ids=["play_again", "rematch"])
def test_play_again_at_a_hosted_table_goes_on_with_the_same_friends(qtbot, window, net, shift):
    """Two friends elsewhere: after the game, Play again (or Rematch: everyone one seat on)
    hosts the next game at once on the same port; their old connections are told
    ``rematch`` and their same links sit them down again (at their new seats)."""
    setup = _setup(game="salty", kinds=(REMOTE, "bot", REMOTE, "bot"), seed=21)
    match, session = open_session(window, setup, False, LOOPBACK, 0)
    links = dict(session.invites())
    first = [net.call(play_seat(parse_invite(links[s]), "random", retry_for=10)) for s in (0, 2)]
    qtbot.waitUntil(lambda: session.joined(0) and session.joined(2), timeout=10000)
    with qtbot.waitSignal(window.game_over, timeout=60000):
        window.host_table(setup, match, session)
    for f in first:
        assert f.result(20).result is not None
    port = session.port
    if shift:
        window.game_end.rematch()
    else:
        window.game_end.play_again()
    again = window.remote_session
    assert again is not None and again is not session and again.port == port  # hosted at once, same port
    assert window.controller.match.seed != match.seed and not window.controller.match.is_over()
    welcomes: list[dict] = []
    second = [
        net.call(
            play_seat(
                parse_invite(links[s]),
                "random",
                retry_for=10,
                on_message=lambda m: welcomes.append(m) if m["type"] == "welcome" else None,
            )
        )
        for s in (0, 2)
    ]
    with qtbot.waitSignal(window.game_over, timeout=60000):
        pass
    for f in second:
        assert f.result(20).result is not None
    assert sorted(w["seat"] for w in welcomes[:2]) == sorted([(0 + shift) % 4, (2 + shift) % 4])  # the link follows its friend
    names = [s.name for s in window.setup.seats]
    assert names == ([n for n in ["P1", "P2", "P3", "P4"]] if not shift else ["P4", "P1", "P2", "P3"])
    window.leave_table()


def test_a_joined_app_follows_its_host_to_the_next_game(qtbot, window, net):
    drivers = ["remote", "random", "random", "random"]

    async def host(seed, tokens=None, port=0):
        table = HostTable(Match("salty", 4, seed), drivers, tokens=tokens)
        await table.start(LOOPBACK, port)
        return table

    table = net.call(host(2)).result(10)

    async def first_game():
        await table.wait_joined(30)
        await table.play()
        await asyncio.sleep(0.2)
        await table.close("rematch")  # the host hosts the next game at once

    c = _join(qtbot, window, table.invites()[0]["url"])
    done = net.call(first_game())

    def play_to_the_end(ctrl):
        for _ in range(400):
            qtbot.waitUntil(lambda: bool(ctrl.view.legal) or ctrl.match.is_over(), timeout=30000)
            if ctrl.match.is_over():
                return
            ctrl.submit(ctrl.view.legal[0])
        raise AssertionError("the game did not end")

    play_to_the_end(c)
    done.result(30)
    nxt = net.call(host(3, dict(table.tokens), table.server.port)).result(10)
    game2 = net.call(nxt.play())
    qtbot.waitUntil(lambda: window.controller is not c and window.controller is not None, timeout=30000)
    c2 = window.controller
    assert c2.invite == c.invite and c2.mirror.seat == 0  # the same link, the next game
    play_to_the_end(c2)
    assert game2.result(30) is not None
    assert c2.view.obs == nxt.match.observe(0)
    window.leave_table()
    net.call(nxt.close()).result(10)
