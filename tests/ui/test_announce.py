"""The announcer (ui/play/announce.py): over a whole game of every game, every log line
(as the board words it, one announcement per settled picture) and every prompt of the
person's decisions reaches the screen reader as a QAccessibleAnnouncementEvent; the
Speech setting's three levels filter it; the fallback shows a notification anew (and is
chosen where the AT-SPI library predates announcements);
refusals, hints, the hot-seat cover, round and game ends and a lesson's text are said."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from souptable.engine.record import SeatInfo
from souptable.ui.base.settings import SPEECH
from souptable.ui.games import playable
from souptable.ui.play import announce
from souptable.ui.play.announce import ASKED, LOG, MINE
from souptable.ui.play.setup import Setup

from .conftest import seats

HOT_SEAT = [SeatInfo("Ann", "human", None), SeatInfo("Bo", "human", None), SeatInfo("Cy", "bot", "random")]


class Ear:
    """What the screen reader was handed (the events) and what the announcer said."""

    def __init__(self, window: Any, monkeypatch: Any) -> None:
        self.events: list[tuple[Any, str]] = []
        self.said: list[tuple[str, str]] = []
        real = announce.send_event

        def hear(event: Any) -> None:
            text = event.message() if isinstance(event, QAccessibleAnnouncementEvent) else ""
            self.events.append((event.type(), text))
            real(event)

        monkeypatch.setattr(announce, "send_event", hear)
        window.announcer.said.connect(lambda text, kind: self.said.append((text, kind)))

    def texts(self, kind: str | None = None) -> list[str]:
        return [t for t, k in self.said if kind is None or k == kind]

    def heard(self, line: str) -> bool:
        """``line`` was in one announcement (maybe with the other lines of its picture)."""
        flat = " ".join(line.split())
        return any(flat in t for t in self.texts())


def play_hot_seat(window: Any, qtbot: Any, game: str, seed: int) -> tuple[list[str], list[str]]:
    """A whole game, two people at one screen and a computer: every log line the board
    wrote as it happened, and every prompt of a person's decision."""
    lines: list[str] = []
    prompts: list[str] = []
    window.play.event_logged.connect(lambda ev: lines.append(window.board.describe(ev) or ""))
    window.game_started.connect(
        lambda: window.controller.turn.connect(
            lambda _s: prompts.append(window.board.prompt(window.controller.view.obs, list(window.controller.view.legal)))
        )
    )
    window.start(Setup(game, 3, list(HOT_SEAT), {}, seed))
    rng = random.Random(seed)
    c = window.controller
    for _ in range(2000):
        qtbot.waitUntil(lambda: c.match.is_over() or window.play.cover.isVisible() or bool(c.legal_for_viewer()), timeout=60000)
        if c.match.is_over():
            break
        if window.play.cover.isVisible():
            window.play.cover.button.click()
            continue
        c.submit(rng.choice(c.legal_for_viewer()))
    qtbot.waitUntil(lambda: window.game_end.last is not None, timeout=60000)
    qtbot.waitUntil(lambda: not window.play.scene.busy)
    return [line for line in lines if line], prompts


@pytest.mark.parametrize("game", playable())
def test_every_log_line_and_prompt_of_a_whole_game_is_announced(window, qtbot, monkeypatch, game):
    ear = Ear(window, monkeypatch)
    lines, prompts = play_hot_seat(window, qtbot, game, seed=7)
    assert lines and prompts
    missing = [line for line in lines if not ear.heard(line)]
    assert not missing, missing[:5]
    assert all(ear.heard(p) for p in prompts)
    # one announcement per settled picture, not per line
    assert len(ear.texts(LOG)) < len(lines)
    # every one went to the screen reader as an announcement event with its text
    announced = [t for kind, t in ear.events if kind == QAccessible.Event.Announcement]
    assert announced == ear.texts()
    # the cover, and the game's end with the winner
    assert any(t.startswith("Pass to ") for t in ear.texts(MINE))
    assert any(t.startswith("Winner: ") for t in ear.texts(MINE))


def test_my_turn_and_summaries_leaves_out_the_log_and_nothing_says_nothing(window, qtbot, monkeypatch, settings):
    settings.set(SPEECH, "mine")
    ear = Ear(window, monkeypatch)
    offered: list[tuple[str, str]] = []
    window.announcer.offered.connect(lambda text, kind: offered.append((text, kind)))
    rounds: list[dict[str, Any]] = []
    window.play.round_summary.connect(rounds.append)
    lines, prompts = play_hot_seat(window, qtbot, "susuru", seed=3)
    assert lines and not ear.texts(LOG)  # offered, not said
    assert any(k == LOG for _t, k in offered)
    assert all(ear.heard(p) for p in prompts)  # the person's own turns
    assert any(t.startswith("Winner: ") for t in ear.texts())  # the summaries
    summaries = [announce.plain(window.board.summary_html(s)) for s in rounds]
    assert len(summaries) >= 2 and all(ear.heard(s) for s in summaries)  # every round's end

    settings.set(SPEECH, "none")
    ear.said.clear()
    ear.events.clear()
    window.announcer.say("Hint: something.")
    window.announcer.queue("P2 drew a card.")
    window.announcer.flush()
    assert ear.said == [] and ear.events == []
    window.announcer.say("Your hand: 2 cards.", ASKED)  # asked for: said at every level
    assert ear.texts() == ["Your hand: 2 cards."]


class Shows(QObject):
    """The names a widget had each time it was shown (Qt's ObjectShow goes out then)."""

    def __init__(self, widget: Any) -> None:
        super().__init__(widget)
        self.widget = widget
        self.names: list[str] = []
        widget.installEventFilter(self)

    def eventFilter(self, obj: Any, event: Any) -> bool:
        if obj is self.widget and event.type() == QEvent.Type.Show:
            self.names.append(obj.accessibleName())
        return False


def test_the_fallback_speaks_through_a_notification_shown_anew(window, qtbot, monkeypatch):
    window.show()
    qtbot.waitExposed(window)
    ear = Ear(window, monkeypatch)
    a = window.announcer
    a.fallback = True
    a.say("That card is not in your hand.")
    first = a.status.current
    assert first is not None
    iface = QAccessible.queryAccessibleInterface(first)
    assert iface is not None and iface.role() == QAccessible.Role.Notification
    shows = Shows(first)
    a.say("Bo plays Salt 2.")
    # a second text has a note of its own: the screen reader, reading the first note's name
    # late, still reads the first text
    second = a.status.current
    assert second is not first and iface.text(QAccessible.Text.Name) == "That card is not in your hand."
    assert second.accessibleName() == "Bo plays Salt 2." and second.isVisible()
    for k in range(a.status.RING - 1):
        a.say(f"Line {k}.")
    assert a.status.current is first and shows.names == ["Line 6."]  # the ring comes round, shown anew
    assert len(a.status.notes) == a.status.RING
    assert ear.texts()[:2] == ["That card is not in your hand.", "Bo plays Salt 2."]
    assert not any(kind == QAccessible.Event.Announcement for kind, _t in ear.events)


def test_announcements_go_unheard_under_an_at_spi_older_than_2_50(monkeypatch):
    monkeypatch.delenv("SOUPTABLE_SPEECH_FALLBACK", raising=False)
    monkeypatch.setattr(announce.sys, "platform", "linux")

    class Old:
        pass

    class New:
        def atspi_get_version(self) -> None:
            pass

    import ctypes

    monkeypatch.setattr(ctypes, "CDLL", lambda _name: Old())
    assert announce.speak_by_notification()
    monkeypatch.setattr(ctypes, "CDLL", lambda _name: New())
    assert not announce.speak_by_notification()

    def missing(_name: str) -> None:
        raise OSError("no libatspi")

    monkeypatch.setattr(ctypes, "CDLL", missing)
    assert not announce.speak_by_notification()
    monkeypatch.setenv("SOUPTABLE_SPEECH_FALLBACK", "1")
    assert announce.speak_by_notification()
    monkeypatch.setattr(ctypes, "CDLL", lambda _name: Old())
    monkeypatch.setenv("SOUPTABLE_SPEECH_FALLBACK", "0")
    assert not announce.speak_by_notification()


def test_log_lines_wait_for_the_settled_picture_and_keep_their_order(window, monkeypatch):
    ear = Ear(window, monkeypatch)
    a = window.announcer
    a.queue("P2 drew a card.")
    a.queue("P3 drew a card.")
    assert ear.said == []  # not before the picture settles
    a.say("Your turn: draw a card.")  # a prompt comes after what led to it
    assert ear.said == [("P2 drew a card. P3 drew a card.", LOG), ("Your turn: draw a card.", MINE)]


def test_a_refusal_and_a_hint_are_said(window, qtbot, monkeypatch):
    from souptable.engine import IllegalAction

    ear = Ear(window, monkeypatch)
    window.start(Setup("susuru", 3, seats(3), {}, 5))
    qtbot.waitUntil(lambda: bool(window.controller.legal_for_viewer()), timeout=30000)
    window.play._refused(IllegalAction("not_your_turn"))
    assert ear.texts(MINE)[-1] == window.statusBar().currentMessage()
    window.hint()
    qtbot.waitUntil(lambda: window.hints.last is not None, timeout=30000)
    assert ear.texts(MINE)[-1].startswith("Hint: ")


# every game's lesson: a ringed click is one the keyboard reaches (ui/lessons/targets.py)
@pytest.mark.parametrize("game", playable())
def test_a_lesson_by_keys_alone_to_its_end_every_text_said(window, qtbot, monkeypatch, game):
    """Enter is Next on every note (the bubble has the keyboard); a decision is made with
    Tab and Enter on the table, or a decision button's key; every bubble's text is said."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QPushButton

    from souptable.ui.lessons import start_lesson

    ear = Ear(window, monkeypatch)
    session = start_lesson(window, game)
    session.runner.pace_ms = 0
    assert session.bubble.leave.accessibleName() == "Leave the lesson" == session.bubble.leave.toolTip()
    for _ in range(300):
        qtbot.waitUntil(
            lambda: (
                session.shown[0] != ""
                and session.bubble.isVisible()
                and not session._timer.isActive()
                and not window.play.scene.busy
            ),
            timeout=20000,
        )
        kind, _step = session.shown
        assert ear.heard(announce.plain(session.bubble.text.text()))  # the note was said
        if kind == "finished":
            break
        if kind == "info":
            before = session.shown
            qtbot.waitUntil(lambda: QApplication.focusWidget() is session.bubble.buttons[-1])
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
            qtbot.waitUntil(lambda b=before: session.shown != b or session._timer.isActive(), timeout=20000)
            continue
        c, click = window.controller, session.click
        assert kind == "decision" and click is not None
        ply, selection = len(c.match.log), repr(window.board.selection)
        view = window.play.view
        if click.button:
            btn = next(b for b in window.play.findChildren(QPushButton) if b.property("label") == click.button and b.isVisible())
            seq = btn.shortcut()
            assert not seq.isEmpty(), click.button
            view.setFocus()
            qtbot.keyClick(view, seq.toString())
        else:
            view.setFocus()
            for _tab in range(200):
                if window.play.scene.focused_target() == click.target:
                    break
                qtbot.keyClick(view, Qt.Key.Key_Tab)
            assert window.play.scene.focused_target() == click.target, click
            qtbot.keyClick(view, Qt.Key.Key_Return)
        qtbot.waitUntil(
            lambda c=c, ply=ply, selection=selection, click=click: (
                len(c.match.log) > ply or repr(window.board.selection) != selection or session.click != click
            ),
            timeout=20000,
        )
    else:
        raise AssertionError("the lesson did not end")
    assert session.shown[0] == "finished"


def test_the_settings_dialog_offers_the_three_levels(window, settings):
    from souptable.ui.shell.prefs import SettingsDialog

    assert settings.get(SPEECH) == "all"  # the default: everything
    dlg = SettingsDialog(settings, "en", window)
    combo = dlg.speech
    assert [combo.itemText(i) for i in range(combo.count())] == ["Everything", "My turn and summaries", "Nothing"]
    assert combo.currentData() == "all"
    combo.setCurrentIndex(combo.findData("mine"))
    dlg.accept()  # (never exec'd: no modal dialog in a test)
    assert settings.get(SPEECH) == "mine"
    assert window.announcer.level() == "mine"
