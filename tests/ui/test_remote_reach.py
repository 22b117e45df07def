"""Friends at other homes, in the app (pytest-qt, loopback only): the Host dialog's port
mapping and relay reach the hosting (a real relay on 127.0.0.1 and a friend's app joined
through it; the router's answer is the test's), "Can friends reach this table?" words
every code of ``net/reach.py`` and never blocks the UI thread, and a bad relay address is
refused with a message and changes nothing."""

from __future__ import annotations

import ast
import asyncio
import inspect
import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog

from souptable.engine.record import SeatInfo
from souptable.net import portmap
from souptable.net import reach as reach_mod
from souptable.net.loop import NetLoop
from souptable.net.protocol import parse_invite
from souptable.net.reach import CODES, NEXT, Reach
from souptable.net.relay import RelayServer
from souptable.net.relaylink import RelayAddress, RelayError
from souptable.ui.base.settings import RELAY
from souptable.ui.remote import reach as ui_reach
from souptable.ui.remote.host import HostDialog, LobbyDialog, run_host_dialogs
from souptable.ui.remote.join import JoinDialog
from souptable.ui.remote.reach import ReachCheck, next_line, reach_lines, relay_failure_text

LOOPBACK = "127.0.0.1"
ROUTER_PORT = 40999  # the port the (pretend) router forwards: only written in links, never reached


@pytest.fixture(autouse=True)
def _loopback_only(monkeypatch):
    """No looking on the local network; the check's listener on loopback."""
    monkeypatch.setattr(JoinDialog, "browse", False)
    monkeypatch.setattr(ReachCheck, "listen_on", LOOPBACK)


@pytest.fixture
def net():
    loop = NetLoop("test-reach")
    yield loop
    loop.stop()


@pytest.fixture
def relay(net):
    server = RelayServer()
    net.call(server.start(LOOPBACK, 0)).result(10)
    yield server
    net.call(server.close()).result(10)


class FakeMapper:
    closed = False

    async def close(self) -> None:
        self.closed = True


def _stats(net, relay) -> dict:
    async def read() -> dict:
        return relay.stats()

    return net.call(read()).result(5)


def test_the_dialogs_port_mapping_and_relay_reach_the_hosting_and_a_friend_joins_through_the_relay(
    qtbot, window, net, relay, monkeypatch
):
    mapper = FakeMapper()
    calls = []

    async def router(port, folder, *, relay=None, keep=False, router=None):  # the home router answers: forwarded
        calls.append((port, relay, keep))
        return Reach(True, "mapped", {"address": LOOPBACK, "port": ROUTER_PORT, "tested": False}, [("test", {})]), mapper

    monkeypatch.setattr(reach_mod, "check", router)
    monkeypatch.setattr(HostDialog, "bind", lambda self: LOOPBACK)  # a test never opens a port to the network
    relay_text = f"{LOOPBACK}:{relay.port}"
    seen: dict = {}

    def host_dialog(dlg):
        dlg.map_port.setChecked(True)
        assert dlg.lan.isChecked() and not dlg.lan.isEnabled()  # the router forwards to a network address
        dlg.relay.setText(relay_text)
        dlg.accept()
        return dlg.result()

    def lobby(dlg):
        session, panel = dlg.session, dlg.panel
        seen["session"] = session
        seat = session.remote[0]
        assert session.map_port and session.relay == RelayAddress(LOOPBACK, relay.port)
        qtbot.waitUntil(lambda: bool(session.relay_table) and session.public is not None, timeout=15000)
        # the router's public address first, then the relay, then this computer's addresses
        assert panel.where.itemData(0) == ("router", LOOPBACK, ROUTER_PORT)
        assert panel.where.itemData(1) == ("relay", LOOPBACK, relay.port)
        first = parse_invite(panel.links[seat].text())
        assert (first.host, first.port, first.relay) == (LOOPBACK, ROUTER_PORT, "")
        assert "Yes" in panel.ways_note.text() and str(ROUTER_PORT) in panel.ways_note.text()
        panel.where.setCurrentIndex(1)
        through = parse_invite(panel.links[seat].text())
        assert (through.host, through.port, through.relay) == (LOOPBACK, relay.port, session.relay_table)
        assert panel.links[seat].text().endswith(f"&relay={session.relay_table}")
        # a friend's app takes the relay link in its Join dialog and sits down through the relay
        join = JoinDialog(window, panel.links[seat].text())
        qtbot.addWidget(join)
        join.join()
        qtbot.waitUntil(lambda: join.result() == QDialog.DialogCode.Accepted, timeout=20000)
        qtbot.waitUntil(lambda: session.joined(seat), timeout=10000)
        assert _stats(net, relay)["open"] >= 1  # the friend's connection is one joined through the relay
        seen["joined"] = True
        c = join.take_controller()
        assert c is not None
        c.stop()
        return 0  # Cancel: the table closes

    monkeypatch.setattr(HostDialog, "exec", host_dialog)
    monkeypatch.setattr(LobbyDialog, "exec", lobby)
    assert not run_host_dialogs(window)
    assert seen.get("joined")
    session = seen["session"]
    assert calls == [(session.port, RelayAddress(LOOPBACK, relay.port), True)]  # the check holds the mapping
    session.closing.result(30)  # the table closed at once; the relay and the router are let go of after it
    assert mapper.closed  # the router forwards the port no longer
    assert window.settings.get(RELAY) == relay_text  # remembered for the next table
    qtbot.waitUntil(lambda: _stats(net, relay)["tables"] == 0, timeout=10000)  # and the relay let it go


def test_a_relay_that_cannot_take_the_table_is_said_in_the_lobby(qtbot, window, net, relay, monkeypatch):
    """No relay listens at the port given: the table stays open, the lobby says why."""
    from souptable.ui.play.setup import Setup
    from souptable.ui.remote.host import open_session
    from souptable.ui.remote.hostsession import REMOTE

    net.call(relay.close()).result(10)  # the relay is gone: nothing listens there now
    seats = [SeatInfo("Guest", REMOTE, None), SeatInfo("C2", "bot", "random"), SeatInfo("C3", "bot", "random")]
    setup = Setup("susuru", 3, seats, {}, 4)
    _match, session = open_session(window, setup, False, LOOPBACK, 0, relay=RelayAddress(LOOPBACK, relay.port))
    try:
        dlg = LobbyDialog(session, setup, window)
        qtbot.addWidget(dlg)
        qtbot.waitUntil(lambda: session.relay_error is not None, timeout=15000)
        assert dlg.panel.ways_note.text() == relay_failure_text(session.relay_error)
        assert parse_invite(dlg.panel.links[0].text()).relay == ""  # the direct links stay
        assert dlg.panel.where.count() and not isinstance(dlg.panel.where.itemData(0), tuple)
    finally:
        session.close()


def test_closing_a_table_whose_router_stops_answering_returns_at_once_and_keeps_the_mapping_for_the_next_start(
    qtbot, window, monkeypatch
):
    """The router maps the port, then answers nothing: the table closes at once (the window is
    never held), the router is asked to remove the mapping after that, and since it never
    answers, the record of the mapping stays for the next start's cleanup (as after a crash)."""
    from souptable.ui.base.settings import data_dir
    from souptable.ui.play.setup import Setup
    from souptable.ui.remote.host import open_session
    from souptable.ui.remote.hostsession import REMOTE, HostSession
    from tests.net.fakeigd import FakeIgd

    monkeypatch.setattr(reach_mod, "_public_v4", lambda: None)  # behind the (pretend) router, whatever this machine has
    seats = [SeatInfo("Guest", REMOTE, None), SeatInfo("C2", "bot", "random"), SeatInfo("C3", "bot", "random")]
    with FakeIgd() as router:
        monkeypatch.setattr(HostSession, "router", router.location)
        _match, session = open_session(window, Setup("susuru", 3, seats, {}, 4), False, LOOPBACK, 0, map_port=True)
        qtbot.waitUntil(lambda: session.public is not None, timeout=15000)
        assert session.public == ("198.51.100.7", session.port)
        assert [m.external_port for m in portmap.remembered(data_dir())] == [session.port]
        session.close()
        assert not router.release.is_set()  # close returned while the router holds (or has not yet had) the request
        assert session.closing is not None and not session.closing.done()
        assert router.asked.wait(15)  # the removal is asked for after the table closed
        assert [m.external_port for m in portmap.remembered(data_dir())] == [session.port]
        router.release.set()  # the router goes away without an answer
        session.closing.result(30)
    assert [m.external_port for m in portmap.remembered(data_dir())] == [session.port]  # for the next start


def test_a_rematch_through_the_relay_goes_on_with_the_links_the_friends_have(qtbot, window, net, relay):
    """Two friends through a real relay play a game to the end; Rematch moves everyone one seat
    on and hosts the next game at once, registered again at the relay under the same table id,
    and the friends' same relay links sit them down at their new seats for the second game."""
    from souptable.net.client import play_seat
    from souptable.ui.play.setup import Setup
    from souptable.ui.remote.host import open_session
    from souptable.ui.remote.hostsession import REMOTE

    seats = [SeatInfo("P1", REMOTE, None), SeatInfo("P2", "bot", "random"), SeatInfo("P3", REMOTE, None)]
    setup = Setup("salty", 4, [*seats, SeatInfo("P4", "bot", "random")], {}, 21)
    match, session = open_session(window, setup, False, LOOPBACK, 0, relay=RelayAddress(LOOPBACK, relay.port))
    qtbot.waitUntil(lambda: bool(session.relay_table), timeout=15000)
    links = dict(session.relay_invites())
    assert all(parse_invite(u).relay == session.relay_table for u in links.values())
    welcomes: list[dict] = []

    def friends_play() -> list:  # both friends, by the relay links they were sent, to the game's end
        def welcomed(m: dict) -> None:
            if m["type"] == "welcome":
                welcomes.append(m)

        return [net.call(play_seat(parse_invite(links[s]), "random", retry_for=20, on_message=welcomed)) for s in (0, 2)]

    first = friends_play()
    qtbot.waitUntil(lambda: session.joined(0) and session.joined(2), timeout=15000)
    with qtbot.waitSignal(window.game_over, timeout=60000):
        window.host_table(setup, match, session)
    assert all(f.result(20).result is not None for f in first)
    window.game_end.rematch()
    again = window.remote_session
    assert again is not None and again is not session and again.relay == session.relay
    assert not window.controller.match.is_over()
    qtbot.waitUntil(lambda: again.relay_table == session.relay_table, timeout=30000)  # the same id: the links still reach it
    del welcomes[:]
    second = friends_play()
    with qtbot.waitSignal(window.game_over, timeout=90000):
        pass
    assert all(f.result(20).result is not None for f in second)
    assert sorted(w["seat"] for w in welcomes[:2]) == [1, 3]  # each link followed its friend one seat on
    assert [s.name for s in window.setup.seats] == ["P4", "P1", "P2", "P3"]
    assert relay.counts["joined"] >= 4  # both games' friends came through the relay
    window.leave_table()


def _codes_in_the_net_code() -> set[str]:
    """Every code ``net/reach.py`` answers with: its ``Reach(ok, "code", …)`` literals and the
    port mapper's ``MapError("code")`` it passes on."""
    found = set()
    for module, name, at in ((reach_mod, "Reach", 1), (portmap, "MapError", 0)):
        for node in ast.walk(ast.parse(inspect.getsource(module))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == name and len(node.args) > at:
                arg = node.args[at]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    found.add(arg.value)
    return found


def test_the_lists_of_codes_are_those_the_check_answers_with():
    from souptable.cli.net import _NEXT, _REACH

    assert _codes_in_the_net_code() <= set(CODES)
    assert set(CODES) == set(_REACH) and set(NEXT) == set(_NEXT)  # the CLI words the same codes


SAMPLE = {"address": "127.0.0.2", "port": 40521, "tested": True, "error": 718, "description": "ConflictInMappingEntry"}


@pytest.mark.parametrize("code", CODES)
def test_every_answer_of_the_check_is_worded(qtbot, code):
    line = reach_lines(Reach(code in ("mapped", "public", "forwarded"), code, dict(SAMPLE)))[0]
    assert line and line != ui_reach.answer_line("?", {}).replace("?", code) and "%" not in line
    assert line.endswith(".")
    if code in ("mapped", "public", "forwarded", "firewall"):
        assert "127.0.0.2:40521" in line
    if code == "shared_address":
        assert "127.0.0.2" in line
    if code == "refused":
        assert "718" in line and "ConflictInMappingEntry" in line
    assert line.startswith("Yes") == (code in ("mapped", "public", "forwarded"))


@pytest.mark.parametrize("code", NEXT)
def test_every_next_step_is_worded(qtbot, code):
    line = next_line(code, {"port": 40521, "local": "127.0.0.3", "address": "::1"})
    assert line and "%" not in line and line.endswith(".")
    if code == "forward":
        assert "40521" in line and "127.0.0.3" in line
    if code == "ipv6":
        assert "[::1]:40521" in line


@pytest.mark.parametrize("reason", ["full", "taken", "version", "other"])
def test_a_relay_refusal_is_worded(qtbot, reason):
    for exc in (RelayError("refused", reason=reason), RelayError("unreachable"), RelayError("malformed")):
        text = relay_failure_text(exc)
        assert text and "%" not in text


def test_the_check_runs_off_the_ui_thread_and_its_answer_is_shown(qtbot, settings, monkeypatch):
    """While a slow check is pending the event loop turns (timer ticks counted); the
    answer then shows yes with the address, or no with the reason and the next steps."""
    release = threading.Event()
    asked = []

    async def slow(port, folder, *, relay=None, keep=False):
        asked.append((port, relay, keep))
        while not release.is_set():
            await asyncio.sleep(0.01)
        return Reach(
            False, "no_router", {}, [("relay", {}), ("vpn", {}), ("forward", {"port": port, "local": "127.0.0.3"})]
        ), None

    monkeypatch.setattr(reach_mod, "check", slow)
    dlg = HostDialog(settings)
    qtbot.addWidget(dlg)
    dlg.relay.setText(f"{LOOPBACK}:40600")
    ticks = [0]
    timer = QTimer(dlg)
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
    timer.start()
    dlg.check_button.click()  # returns at once: the check runs on its own thread
    assert dlg.checking and not dlg.check_button.isEnabled() and dlg.reach_answer.text()
    qtbot.waitUntil(lambda: bool(asked), timeout=10000)
    start = ticks[0]
    qtbot.waitUntil(lambda: ticks[0] >= start + 10, timeout=10000)  # the UI turns while the check waits
    assert dlg.checking and dlg.answer is None
    release.set()
    qtbot.waitUntil(lambda: dlg.answer is not None, timeout=10000)
    timer.stop()
    port = asked[0][0]
    assert asked[0][1:] == (RelayAddress(LOOPBACK, 40600), False)  # the check only looks: it keeps no mapping
    lines = dlg.reach_answer.text().split("\n")
    assert lines == reach_lines(dlg.answer) and lines[0].startswith("No")
    assert str(port) in lines[3] and dlg.check_button.isEnabled()
    # a yes names the address friends will use
    ok = Reach(True, "mapped", {"address": "127.0.0.2", "port": 40521, "tested": True})
    dlg._answered(ok)
    assert dlg.reach_answer.text().startswith("Yes") and "127.0.0.2:40521" in dlg.reach_answer.text()


def test_a_check_that_fails_says_so(qtbot, settings, monkeypatch):
    async def broken(port, folder, *, relay=None, keep=False):
        raise OSError("no network")

    monkeypatch.setattr(reach_mod, "check", broken)
    dlg = HostDialog(settings)
    qtbot.addWidget(dlg)
    dlg.check_button.click()
    qtbot.waitUntil(lambda: not dlg.checking, timeout=10000)
    assert dlg.reach_answer.text() == ui_reach.check_failed_text() and dlg.check_button.isEnabled()


@pytest.mark.parametrize("text", ["relay example org", "relay.example.org:99999", "host:port", "[::1", "a:b:c", "-x-:1"])
def test_a_bad_relay_address_is_refused_with_a_message_and_changes_nothing(qtbot, settings, monkeypatch, text):
    async def never(*_a, **_k):
        raise AssertionError("the check must not run")

    monkeypatch.setattr(reach_mod, "check", never)
    settings.set(RELAY, "relay.example.org:40600")
    dlg = HostDialog(settings)
    qtbot.addWidget(dlg)
    assert dlg.relay.text() == "relay.example.org:40600"  # remembered
    dlg.relay.setText(text)
    dlg.check_button.click()
    assert dlg.problem.text() == ui_reach.bad_relay_text() and not dlg.checking and not dlg.checker.running()
    dlg.problem.setText("")
    dlg.accept()
    assert dlg.result() != QDialog.DialogCode.Accepted and dlg.problem.text() == ui_reach.bad_relay_text()
    assert settings.get(RELAY) == "relay.example.org:40600"  # nothing changed
    dlg.relay.setText("")  # no relay: fine
    dlg.accept()
    assert dlg.result() == QDialog.DialogCode.Accepted and settings.get(RELAY) == ""


def test_a_hosted_tables_relay_and_port_mapping_are_kept_for_the_hosts_restart(tmp_path):
    from souptable.engine import Match
    from souptable.ui.remote.hostsession import REMOTE, HostSession
    from souptable.ui.remote.kept import read_hosted, save_hosted

    seats = [SeatInfo("Guest", REMOTE, None), SeatInfo("C2", "bot", "random"), SeatInfo("C3", "bot", "random")]
    match = Match("susuru", 3, 4)
    session = HostSession(match, seats, relay=RelayAddress(LOOPBACK, 40600), map_port=True)
    autosave = tmp_path / "autosave.json"
    save_hosted(autosave, session)
    kept = read_hosted(autosave, match, [0])
    assert kept is not None and kept["relay"] == RelayAddress(LOOPBACK, 40600) and kept["map_port"] is True
    save_hosted(autosave, HostSession(match, seats))
    kept = read_hosted(autosave, match, [0])
    assert kept is not None and kept["relay"] is None and kept["map_port"] is False
