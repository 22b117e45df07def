"""Leaving a running game: Game → New, Restart, Open and Quit ask first, name the game,
and keep it resumable if asked (or discard it); nothing is asked once a game is over.
The start screen then offers the kept game with its players, round and when."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from souptable.engine.record import save
from souptable.ui.app.scenarios import finished
from souptable.ui.play.newgame import NewGameDialog
from souptable.ui.play.setup import Setup
from souptable.ui.shell import session

from .conftest import seats
from .helpers import answer_box, wait_for_person


def answer(choice: str) -> list[str]:
    """Answer the next "leave the game?" box with the button whose words hold ``choice``;
    returns what the box said (title, text, note)."""
    return answer_box("leave_game", choice, lambda box: "\n".join((box.windowTitle(), box.text(), box.informativeText())))


@contextmanager
def asking(window: Any) -> Iterator[None]:
    """The window asks before leaving a game, inside only: pytest-qt closes the window
    before any fixture's teardown, and then nobody would answer."""
    window.ask_before_leaving = True
    try:
        yield
    finally:
        window.ask_before_leaving = False


@pytest.fixture
def playing(window, qtbot):
    """A game of Super Susuru Soup under way (one decision made)."""
    window.start(Setup("susuru", 3, seats(3), {}, 5))
    wait_for_person(qtbot, window)
    c = window.controller
    c.submit(c.legal_for_viewer()[0])
    wait_for_person(qtbot, window)
    return c


def trigger(window, qtbot, monkeypatch, how: str, tmp_path) -> None:
    if how == "new":
        monkeypatch.setattr(NewGameDialog, "exec", lambda self: 1)
        window.act_new.trigger()
    elif how == "restart":
        window.act_restart.trigger()
    elif how == "open":
        other = tmp_path / "other.souptable"
        save(other, _record("salty"))
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(other), ""))
        window.act_open.trigger()
    else:
        window.close()


def _record(game: str) -> Any:
    from souptable.engine import Match
    from souptable.engine.record import Record

    return Record.of(Match(game, 3, 8), seats(3))


TITLES = {
    "new": "Start a new game?",
    "restart": "Restart the game?",
    "open": "Open another game?",
    "quit": "Quit Soup Table?",
}


@pytest.mark.parametrize("how", ["new", "restart", "open", "quit"])
def test_leaving_a_running_game_asks_first_and_cancel_keeps_playing(window, qtbot, monkeypatch, tmp_path, playing, how):
    c = playing
    log = list(c.match.log)
    said = answer("Cancel")
    with asking(window):
        trigger(window, qtbot, monkeypatch, how, tmp_path)
    assert said, "nothing was asked"
    title, text, _note = said[0].split("\n", 2)
    assert title == TITLES[how]
    assert text == "Super Susuru Soup is not finished yet (Round 1 of 3)."  # names the game and how far
    assert window.controller is c and c.match.log == log  # still at the same table
    assert window.isVisible()
    assert window.autosave.read() is not None and not window.shelf.entries()


@pytest.mark.parametrize("how", ["new", "restart", "open"])
def test_keeping_the_game_puts_it_on_the_start_screen(window, qtbot, monkeypatch, tmp_path, playing, how):
    c = playing
    log = list(c.match.log)
    answer("Keep it for later")
    with asking(window):
        trigger(window, qtbot, monkeypatch, how, tmp_path)
    qtbot.waitUntil(lambda: window.controller is not c)
    ((_path, kept, _match, _when),) = window.shelf.entries()
    assert kept.game == "susuru" and len(kept.actions) == len(log)
    assert window.autosave.read() is None  # the new table has not played yet: nothing of the old one there
    # the start screen offers it, naming the game, the players, the round and when
    window.go_to_start_screen()
    qtbot.waitUntil(lambda: window.centralWidget().currentWidget() is window.start_screen)
    (row,) = [r for r in window.start_screen.rows if r.game.path is not None]
    assert row.what.text() == "Super Susuru Soup with P1, P2, and P3"
    assert row.how.text().startswith("Round 1 of 3 · last played today at ")
    row.resume.click()
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.match.log == log)
    assert not window.shelf.entries()  # resumed: now the autosave holds it
    assert window.autosave.read() is not None


def test_discarding_the_game_removes_its_autosave(window, qtbot, monkeypatch, tmp_path, playing):
    answer("Discard it")
    with asking(window):
        window.act_restart.trigger()
    qtbot.waitUntil(lambda: window.controller is not playing)
    assert window.autosave.read() is None and not window.shelf.entries()


def test_quit_keeps_the_game_for_the_next_start(window, qtbot, playing, settings, tmp_path):
    from souptable.ui.shell.mainwindow import MainWindow

    said = answer("Keep it for later")
    with asking(window):
        assert window.close()
    assert said and "next time" in said[0]
    assert window.autosave.read() is not None
    again = MainWindow(settings, window.languages, data_folder=tmp_path)
    qtbot.addWidget(again)
    again.startup()
    (row,) = again.start_screen.rows
    assert row.what.text() == "Super Susuru Soup with P1, P2, and P3"
    assert "today at" in row.how.text()
    again.close()


def test_quit_and_discard(window, qtbot, playing):
    answer("Discard it")
    with asking(window):
        assert window.close()
    assert window.autosave.read() is None


@pytest.mark.parametrize("how", ["new", "restart", "open", "quit"])
def test_nothing_is_asked_once_the_game_is_over(window, qtbot, monkeypatch, tmp_path, how):
    match = finished("susuru", 3)
    window.start(Setup("susuru", 3, seats(3), dict(match.options), match.seed), match)
    qtbot.waitUntil(lambda: window.game_end.last is not None)
    monkeypatch.setattr(session, "ask_about_leaving", lambda *a: pytest.fail("asked about a finished game"))
    monkeypatch.setattr(QMessageBox, "exec", lambda *a: pytest.fail("a box"))
    with asking(window):
        trigger(window, qtbot, monkeypatch, how, tmp_path)
        if how == "quit":
            assert not window.isVisible()
        else:
            qtbot.waitUntil(lambda: window.controller is not None and not window.controller.match.is_over())


# -- the game the start screen offers ----------------------------------------------------------------
def offer_autosave(window: Any) -> Any:
    """An unfinished game of an earlier session in the autosave, offered on the start screen."""
    from souptable.engine import Match
    from souptable.engine.record import Record
    from souptable.ui.shell.startscreen import show_start

    match = Match("susuru", 3, 11)
    for _ in range(5):
        match.play(match.legal_actions()[0])
    rec = Record.of(match, seats(3))
    save(window.autosave.path, rec)
    # the file Open will sit down at (written now: some tests fill the disk next)
    save(window.autosave.path.with_name("other.souptable"), Record.of(Match("salty", 3, 21), seats(3, humans=0)))
    show_start(window)
    ((row,),) = [[r for r in window.start_screen.rows if r.game.path is None]]
    assert row.what.text() == "Super Susuru Soup with P1, P2, and P3"
    return rec


def computers_only() -> Setup:
    """A new game that plays itself to its end (its end clears the autosave)."""
    return Setup("salty", 3, seats(3, humans=0), {}, 21)


def replace_offered(window, monkeypatch, tmp_path, how: str) -> None:
    """Sit another game down while the start screen offers one: a tile's New game,
    Game → New, or Open."""
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: 1)
    monkeypatch.setattr(NewGameDialog, "setup", lambda self: computers_only())
    if how == "tile":
        (tile,) = [t for t in window.start_screen.tiles if t.game == "salty"]
        tile.new.click()
    elif how == "new":
        window.act_new.trigger()
    else:
        other = window.autosave.path.with_name("other.souptable")
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(other), ""))
        window.act_open.trigger()


def offered_games(window: Any) -> list[tuple[str, int]]:
    """(game, actions) of every unfinished game the start screen would offer."""
    return sorted((g.record.game, len(g.record.actions)) for g in session.unfinished_games(window))


def full_disk(monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    """Every file write fails as on a full disk (a rename still works, as it does there);
    returns the titles of the warnings the player is shown."""
    import errno

    from souptable.engine import jsonio
    from souptable.engine.errors import WriteError

    def refuse(path, *a, **k):  # type: ignore[no-untyped-def]
        raise WriteError("write_failed", "No space left on device", str(path), errno=errno.ENOSPC)

    monkeypatch.setattr(jsonio, "write_atomic", refuse)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, *a: shown.append(title) or QMessageBox.StandardButton.Ok)
    return shown


def play_to_the_end(window, qtbot) -> None:
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.match.game == "salty", timeout=20000)
    qtbot.waitUntil(lambda: window.game_end.last is not None, timeout=120000)


@pytest.mark.parametrize("disk", ["room", "full"])
@pytest.mark.parametrize("how", ["tile", "new", "open"])
def test_the_offered_game_survives_a_new_game_kept_for_later(window, qtbot, monkeypatch, tmp_path, how, disk):
    rec = offer_autosave(window)
    shown = full_disk(monkeypatch) if disk == "full" else []
    said = answer("Keep it for later")
    with asking(window):
        replace_offered(window, monkeypatch, tmp_path, how)
        assert said, "nothing was asked"
        assert said[0].split("\n")[1] == "Super Susuru Soup is not finished yet (Round 1 of 3)."
        play_to_the_end(window, qtbot)  # its end clears its own autosave, never the offered game
    assert shown == (["Not saved"] if disk == "full" else [])  # the autosave failing is said, once
    assert offered_games(window) == [("susuru", len(rec.actions))]
    ((_path, kept, _m, _w),) = window.shelf.entries()
    assert kept.actions == rec.actions and kept.seed == rec.seed


@pytest.mark.parametrize("how", ["tile", "new", "open"])
def test_the_offered_game_goes_only_when_the_player_discards_it(window, qtbot, monkeypatch, tmp_path, how):
    offer_autosave(window)
    answer("Discard it")
    with asking(window):
        replace_offered(window, monkeypatch, tmp_path, how)
        play_to_the_end(window, qtbot)
    assert offered_games(window) == []


@pytest.mark.parametrize("how", ["tile", "new", "open"])
def test_cancel_keeps_the_offered_game_and_the_start_screen(window, qtbot, monkeypatch, tmp_path, how):
    rec = offer_autosave(window)
    answer("Cancel")
    with asking(window):
        replace_offered(window, monkeypatch, tmp_path, how)
    assert window.controller is None and window.centralWidget().currentWidget() is window.start_screen
    assert window.autosave.read() is not None and window.autosave.read().actions == rec.actions
    assert not window.shelf.entries()


@pytest.mark.parametrize("disk", ["room", "full"])
def test_unasked_the_first_autosave_moves_the_offered_game_to_the_shelf(window, qtbot, monkeypatch, tmp_path, disk):
    """Whoever sits a table down without asking (a hosted table, tests): the offered
    game is kept, not written over, and the new game's end leaves it alone."""
    rec = offer_autosave(window)
    if disk == "full":
        full_disk(monkeypatch)
    replace_offered(window, monkeypatch, tmp_path, "new")
    play_to_the_end(window, qtbot)
    assert offered_games(window) == [("susuru", len(rec.actions))]


def test_a_game_that_cannot_be_kept_is_not_left(window, qtbot, monkeypatch, tmp_path):
    """The shelf cannot be made (a file where its folder goes) and the disk is full:
    the offered game stays where it is, through the new game and its end."""
    rec = offer_autosave(window)
    (tmp_path / "kept").write_text("not a folder")
    shown = full_disk(monkeypatch)
    answer("Keep it for later")
    with asking(window):
        replace_offered(window, monkeypatch, tmp_path, "new")
    assert shown == ["The game could not be kept"] and window.controller is None
    replace_offered(window, monkeypatch, tmp_path, "new")  # unasked: it cannot be moved, nothing writes over it
    play_to_the_end(window, qtbot)
    kept = window.autosave.read()
    assert kept is not None and kept.actions == rec.actions


def test_resuming_a_kept_game_keeps_the_offered_one_too(window, qtbot, monkeypatch, tmp_path):
    rec = offer_autosave(window)
    other = _record("salty")
    window.shelf.put(other)
    window.start_screen.refresh()
    (row,) = [r for r in window.start_screen.rows if r.game.path is not None]
    answer("Keep it for later")
    with asking(window):
        row.resume.click()
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.match.game == "salty")
    # the kept salty game is now the autosave; the offered susuru game went to the shelf
    assert window.autosave.read() is not None and window.autosave.read().game == "salty"
    assert [(k.game, len(k.actions)) for _p, k, _m, _w in window.shelf.entries()] == [("susuru", len(rec.actions))]


def answer_discard_box(choice: str) -> list[str]:
    """Answer the start screen's "Discard the game?" box with the button holding ``choice``."""
    return answer_box("discard_game", choice, lambda box: box.windowTitle() + "\n" + box.text())


@pytest.mark.parametrize("kind", ["autosave", "kept"])
def test_discard_on_the_start_screen_asks_first(window, qtbot, kind):
    if kind == "autosave":
        offer_autosave(window)
    else:
        window.shelf.put(_record("salty"))
        window.start_screen.refresh()
    (row,) = window.start_screen.rows
    said = answer_discard_box("Cancel")
    row.discard.click()
    assert said and said[0].startswith("Discard the game?\n")
    assert len(session.unfinished_games(window)) == 1  # one click lost nothing
    (row,) = window.start_screen.rows
    answer_discard_box("Discard it")
    row.discard.click()
    assert session.unfinished_games(window) == [] and window.start_screen.rows == []


def test_a_computers_game_left_for_a_new_one_is_not_kept(window, qtbot, monkeypatch, tmp_path):
    """Nothing was asked about it (no person plays), so nothing piles up on the shelf."""
    monkeypatch.setattr(QMessageBox, "exec", lambda *a: pytest.fail("a box"))
    window.start(Setup("salty", 3, seats(3, humans=0), {}, 21))
    qtbot.waitUntil(lambda: window.autosave.read() is not None, timeout=60000)
    with asking(window):
        window.restart()
    qtbot.waitUntil(lambda: window.autosave.read() is None or window.autosave.belongs_to(window.controller))
    assert not window.shelf.entries()
