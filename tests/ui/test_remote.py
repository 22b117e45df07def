"""Remote seats in the app (pytest-qt, loopback only): the Host and Join dialogs,
a hosted table whose remote seat is played from elsewhere, and a joined table
shown through the same play area, board and log, played to the end."""

from __future__ import annotations

import asyncio
import json

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog

from souptable.engine import Match
from souptable.engine.record import SeatInfo, verify
from souptable.net.client import ClientFailure, play_seat
from souptable.net.host import HostTable
from souptable.net.loop import NetLoop
from souptable.net.protocol import parse_invite
from souptable.ui.hostdialog import HostDialog, LobbyDialog, open_session
from souptable.ui.joindialog import JoinDialog
from souptable.ui.newgame import Setup
from souptable.ui.remote import REMOTE, net_error_text

LOOPBACK = "127.0.0.1"


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
        lobby.panel.copy[1].click()
        assert QGuiApplication.clipboard().text() == lobby.panel.links[1].text()
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
    window._leave()
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
    window._leave()


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
    window._leave()
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
    window._leave()
    net.call(table.close()).result(5)
    done.cancel()


def test_the_join_dialog_words_a_bad_or_dead_link(qtbot, window):
    dlg = JoinDialog(window)
    qtbot.addWidget(dlg)
    dlg.link.setText("http://nothing")
    dlg.join()
    assert dlg.status.text() == net_error_text("bad_link")
    dlg.link.setText("souptable://127.0.0.1:9/abcdefgh")  # nobody listens there
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
    from souptable.ui.newgame import Setup as S

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
    window._leave()  # the host quits (the autosave and its invites stay)
    # ...and starts again: the autosave is resumed as the start screen does it
    window.start(S(rec.game, rec.players, list(rec.seats), dict(rec.options), rec.seed), verify(rec))
    c2 = window.controller
    assert c2 is not c and window.remote_session is not None
    assert window.remote_session.invites() == [(0, url)]  # the same link
    joined = net.call(play_seat(parse_invite(url), "random", retry_for=10))
    qtbot.waitUntil(joined.done, timeout=60000)  # the host's table runs on this (the UI) thread
    mirror = joined.result()
    assert mirror.result is not None and c2.match.is_over()
    assert len(mirror.history) == len(c2.history)
    window._leave()
