"""A joined table's log and round summaries say what a local table's say (issues 44 and
42, remote play): the log starts with the first deal, told from the guest's seat only (in
each of the app's languages), and a round's summary starts with who leads, from the host's
rules' own standing. Loopback only: the host runs headless on a network thread."""

from __future__ import annotations

import asyncio

import pytest
from PySide6.QtWidgets import QDialog

from souptable.engine import Match
from souptable.net.host import HostTable
from souptable.net.loop import NetLoop
from souptable.ui.play.announce import plain
from souptable.ui.play.standings import how_stands
from souptable.ui.remote.join import JoinDialog

LOOPBACK = "127.0.0.1"


@pytest.fixture(autouse=True)
def _no_lan_browsing(monkeypatch):
    monkeypatch.setattr(JoinDialog, "browse", False)


@pytest.fixture
def net():
    loop = NetLoop("test-net")
    yield loop
    loop.stop()


def _host(net, game, seed, drivers=("remote", "random", "random")):
    async def make():
        table = HostTable(Match(game, len(drivers), seed), list(drivers))
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


def _lines(window):
    return [window.log.item(i).text() for i in range(window.log.count())]


# (game, language, the words the log's first line starts with)
FIRST_LINES = [
    ("suppenkasper", "en", "Round 1 begins:"),
    ("suppenkasper", "ja", "第1ラウンド開始"),
    ("suppenkasper", "de", "Runde 1 beginnt"),
    ("susuru", "en", "Round 1 begins. Start player:"),
    ("susuru", "ja", "第1ラウンド開始"),
    ("susuru", "de", "Runde 1 beginnt"),
    ("salty", "en", "Meal 1 begins."),
]


@pytest.mark.parametrize(("game", "lang", "words"), FIRST_LINES)
def test_a_joined_tables_log_starts_with_the_first_deal_from_its_seat(qtbot, window, net, game, lang, words):
    window.set_language(lang)
    try:
        table, done = _host(net, game, 7)
        c = _join(qtbot, window, table.invites()[0]["url"])
        lines = _lines(window)
        rules, m = table.match.rules, table.match
        first = rules.opening_events(m.players, m.seed, m.options)
        # what a local player at seat 1 is told: the deal through seat 1's view
        told = [line for line in (window.board.describe(rules.redact(e, 0)) for e in first) if line]
        assert lines[0].startswith("— ")
        assert lines[1].startswith(words), lines[:4]
        assert lines[1 : 1 + len(told)] == told
        # the guest was sent the deal through its own view only
        assert [e.to_json() for e in c.mirror.history[: len(first)]] == [rules.redact(e, 0).to_json() for e in first]
        if game == "suppenkasper":
            deals = [e for e in first if e.kind == "dealt"]
            # the guest's own hand is told; another seat's hand would be a line it never sees
            assert [window.board.describe(rules.redact(e, 0)) is not None for e in deals] == [e["seat"] == 0 for e in deals]
            own = [window.board.describe(e) for e in deals if e["seat"] == 0]
            others = [window.board.describe(e) for e in deals if e["seat"] != 0]
            assert own[0] in lines and window.board.name(0) in own[0]
            assert others and not [line for line in others if line in lines]
            assert all(e["cards"] is None for e in c.mirror.history[: len(first)] if e.kind == "dealt" and e["seat"] != 0)
        window.rebuild_log()  # told anew (a new viewer, a language change) the same way
        assert _lines(window)[: 1 + len(told)] == lines[: 1 + len(told)]
        window.leave_table()
        net.call(table.close()).result(5)
        done.cancel()
    finally:
        window.set_language("en")  # the translator is the application's: later tests read English


def test_a_joined_tables_round_summary_says_who_leads_first(qtbot, window, net):
    """As at a local table (tests/ui/test_round_lead.py): the summary's first sentence names
    the leader the host's rules put first, and the screen reader hears it first too."""
    window.pause_on_summaries = True  # the dialog stays up to be read
    said: list[str] = []
    window.announcer.said.connect(lambda text, _kind: said.append(text))
    table, done = _host(net, "susuru", 5)
    c = _join(qtbot, window, table.invites()[0]["url"])
    seen: list[tuple[str, int, str]] = []  # the dialog's text, the step it showed, what was said

    def summary(_s):
        dlg = window.game_end.round_dialog
        if dlg is not None and not c.match.is_over():
            seen.append((dlg.browser.toPlainText(), c.mirror.step, said[-1] if said else ""))

    window.play.round_summary.connect(summary)
    moves = 0
    while not seen and not c.match.is_over() and moves < 200:
        qtbot.waitUntil(lambda: bool(c.view.legal) or bool(seen) or c.match.is_over(), timeout=30000)
        if c.view.legal and not seen:
            assert c.submit(c.view.legal[0])
            moves += 1
    assert seen, "no round was scored"
    text, step, spoken = seen[0]
    # the host's rules' standing after that step, replayed here: what a local player is told
    m = Match(table.match.game, table.match.players, table.match.seed, table.match.options)
    for _seat, act in list(table.match.log)[:step]:
        m.play(act)
    standing = m.rules.standing(m.state).to_json()
    sentence = how_stands(window.board, standing)
    assert sentence.startswith("After this round ") and window.board.name(standing["winners"][0]) in sentence
    assert text.startswith(sentence), text  # the dialog's first text
    assert spoken.startswith(sentence), spoken  # and the first thing said
    assert plain(window.board.summary_html(c.mirror.rounds()[0]))[:20] in spoken  # then the table
    window.game_end.round_dialog.accept()
    window.leave_table()
    net.call(table.close()).result(5)
    done.cancel()


def test_a_table_hosted_by_the_app_tells_its_guest_the_first_deal_and_each_standing(qtbot, window, net):
    """The app's host (ui/remote/hostsession.py) as the headless one: a friend who joins in
    the lobby has the first deal through their seat's view, and every round scored brings
    the standing the host's rules give (the last one: the game's places)."""
    from souptable.engine.record import SeatInfo
    from souptable.net.client import play_seat
    from souptable.net.feed import jsonable
    from souptable.net.protocol import parse_invite
    from souptable.ui.play.setup import Setup
    from souptable.ui.remote.host import open_session
    from souptable.ui.remote.hostsession import REMOTE

    kinds = ("bot", REMOTE, "bot")
    seats = [SeatInfo(f"P{i + 1}", k, "random" if k == "bot" else None) for i, k in enumerate(kinds)]
    setup = Setup("suppenkasper", 3, seats, {}, 6)
    opened = open_session(window, setup, False, LOOPBACK, 0)
    assert opened is not None
    match, session = opened
    ((seat, url),) = session.invites()
    got: list[dict] = []
    client = net.call(play_seat(parse_invite(url), "random", retry_for=10, on_message=got.append))
    qtbot.waitUntil(lambda: session.joined(1), timeout=5000)
    with qtbot.waitSignal(window.game_over, timeout=90000):
        window.host_table(setup, match, session)
    mirror = client.result(10)
    rules, c = match.rules, window.controller
    first = rules.opening_events(match.players, match.seed, match.options)
    assert c.opening == first
    assert [e.to_json() for e in mirror.history] == jsonable([rules.redact(e, seat).to_json() for e in first + c.history])
    scored = [m for m in got if m["type"] == "state" and any(e["kind"] == "round_ended" for e in m["events"])]
    assert scored
    for msg in scored:
        m = Match(match.game, match.players, match.seed, match.options)
        for _seat, act in match.log[: msg["step"]]:
            m.play(act)
        res = rules.standing(m.state)
        assert msg["standing"] == jsonable({"scores": res.scores, "ranks": res.ranks, "winners": res.winners})
    res = rules.result(match.state)
    assert mirror.standing == jsonable({"scores": res.scores, "ranks": res.ranks, "winners": res.winners})
    window.leave_table()
