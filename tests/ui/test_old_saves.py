"""Games saved under earlier rules are named for what they are, and nothing is lost.

Records claiming rules revision 1 are built from checked-in move lists (tests/old_rules:
games played under the rules before they changed; the current ones refuse a move of
each). Open, Review → Open, the autosave at start and a kept game on the start screen
each say "saved under earlier rules of GAME (revision 1)", say how many moves resuming
keeps, offer the choices, and leave the file byte for byte until the player chose.
The question is opened, never exec'd: the tests click its buttons.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from souptable.engine import get
from souptable.engine.oldrules import salvage
from souptable.engine.record import load, verify
from souptable.ui.play.oldsave import CANCEL, REPLAY, RESUME, SET_ASIDE
from souptable.ui.play.oldsavebox import OldSaveBox
from tests.old_rules import GAMES, KEPT, digest, moves, old_record, write_old

NAMES = {"salty": "Salty", "suppenkasper": "Suppenkasper", "soupmeng": "Soup Meng Ramen"}


def total(game: str) -> int:
    return len(moves(game)["actions"])


def said(game: str) -> str:
    return f"saved under earlier rules of {NAMES[game]} (revision 1)"


def keeps(game: str) -> str:
    # "moves" once the English catalog has the plural's forms (i18n/update_catalogs.py makes
    # them from "move(s)"); before that, the source text
    return f"keeps {KEPT[game]} of {total(game)} move"


def the_question(window) -> OldSaveBox:  # type: ignore[no-untyped-def]
    boxes = [b for b in window.findChildren(OldSaveBox, "old_save") if b.isVisible()]
    assert len(boxes) == 1, "one question, open and not blocking"
    return boxes[0]


def make_window(qtbot, settings, monkeypatch, folder: Path):  # type: ignore[no-untyped-def]
    """The window of tests/ui/conftest.py, on a data folder prepared beforehand."""
    from souptable.ui.base import settings as settings_mod
    from souptable.ui.base.languages import Languages
    from souptable.ui.shell.mainwindow import MainWindow

    monkeypatch.setattr(settings_mod, "data_dir", lambda: folder)
    monkeypatch.setattr(settings_mod, "saves_dir", lambda: folder / "saves")
    langs = Languages()
    langs.install("en")
    w = MainWindow(settings, langs, data_folder=folder)
    w.pause_on_summaries = False
    w.ask_before_leaving = False
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def old_rows(window):  # type: ignore[no-untyped-def]
    from souptable.ui.shell.startscreen import show_start

    show_start(window)
    return [r for r in window.start_screen.rows if r.game.older is not None]


# -- File → Open ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_open_says_earlier_rules_and_resumes_from_the_last_allowed_move(window, tmp_path, game):
    from souptable.ui.shell.session import open_path

    path = tmp_path / "mine" / f"{game}.souptable"
    before = write_old(path, game)
    assert not open_path(window, str(path))  # nothing sat down yet: the question is open
    box = the_question(window)
    assert said(game) in box.text() and keeps(game) in box.text()
    assert "damaged" not in box.text()
    assert set(box.choice_buttons) == {RESUME, REPLAY, CANCEL}
    assert digest(path) == before
    box.choice_buttons[RESUME].click()
    c = window.controller
    assert c is not None and not c.match.is_over()
    expected = salvage(old_record(game))
    assert expected is not None
    assert [a.to_json() for _s, a in c.match.log] == [e["action"] for e in expected.record.actions]
    assert window.record_path is None  # the file's game is not this one any more
    assert digest(path) == before  # resuming plays on elsewhere: the file stays as it was


def test_open_can_watch_the_replay_or_cancel_and_the_file_stays(window, tmp_path):
    from souptable.ui.shell.session import open_path

    path = tmp_path / "salty.souptable"
    before = write_old(path, "salty")
    open_path(window, str(path))
    the_question(window).choice_buttons[REPLAY].click()
    dlg = window.replay_dialog
    assert dlg is not None and dlg.isVisible()
    assert dlg.steps.last == len(salvage(old_record("salty")).record.actions)  # type: ignore[union-attr]
    dlg.close()
    open_path(window, str(path))
    the_question(window).choice_buttons[CANCEL].click()
    assert window.controller is None
    assert digest(path) == before


def test_a_damaged_record_is_still_called_damaged(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from souptable.ui.shell.session import open_path

    rec = old_record("salty")
    rec.rules_revision = get("salty").revision  # the same moves claiming today's rules: an illegal move
    path = tmp_path / "bad.souptable"
    from souptable.engine.record import save

    save(path, rec)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *a: shown.append(text))
    assert not open_path(window, str(path))
    assert shown == ["The game file is damaged: one of its moves is not legal."]
    assert not [b for b in window.findChildren(OldSaveBox) if b.isVisible()]


# -- Review → Open (and Replay) ------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_review_open_says_earlier_rules_and_offers_the_replay(window, tmp_path, game):
    from souptable.ui.review.dialog import review_saved_game

    path = tmp_path / f"{game}.souptable"
    before = write_old(path, game)
    assert review_saved_game(window, str(path)) is None
    box = the_question(window)
    assert said(game) in box.text() and keeps(game) in box.text()
    assert "review needs the whole game" in box.informativeText()
    assert set(box.choice_buttons) == {REPLAY, CANCEL}
    assert digest(path) == before
    box.choice_buttons[REPLAY].click()
    assert window.replay_dialog is not None and window.replay_dialog.isVisible()
    assert digest(path) == before
    assert not (tmp_path / f"{game}.souptable.review.json").exists()  # no review written beside it


def test_replay_a_saved_game_of_earlier_rules_asks_the_same_way(window, tmp_path):
    from souptable.ui.review.replay import replay_saved_game

    path = tmp_path / "soupmeng.souptable"
    before = write_old(path, "soupmeng")
    assert replay_saved_game(window, str(path)) is None
    box = the_question(window)
    assert said("soupmeng") in box.text()
    box.choice_buttons[CANCEL].click()
    assert window.replay_dialog is None and digest(path) == before


# -- the autosave at start ----------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_an_old_autosave_is_offered_not_set_aside(qtbot, settings, monkeypatch, tmp_path, game):
    auto = tmp_path / "autosave.json"
    before = write_old(auto, game)
    w = make_window(qtbot, settings, monkeypatch, tmp_path)
    assert w.autosave.older is not None and w.autosave.damaged is None
    assert w.damaged_files == {}  # not told "damaged" at start
    (row,) = old_rows(w)
    assert row.game.path is None
    assert "S" + said(game)[1:] in row.older.text() and keeps(game) in row.older.text()
    assert row.resume.isVisibleTo(row) and row.replay.isVisibleTo(row)
    assert row.discard.text().replace("&", "") == "Set aside"
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("autosave")) == ["autosave.json"]
    assert digest(auto) == before  # read, offered, untouched
    row.resume.click()
    c = w.controller
    assert c is not None and len(c.match.log) == len(row.game.record.actions)
    (aside,) = [p for p in tmp_path.iterdir() if ".earlier-rules-" in p.name]
    assert aside.name.startswith("autosave.json.earlier-rules-") and digest(aside) == before  # every old move kept
    w.autosave.flush()
    now = load(auto)  # the game as resumed is the autosave
    assert now.rules_revision == get(game).revision and len(verify(now).log) >= KEPT[game]
    w.close()


@pytest.mark.parametrize(
    ("where", "game"), [("autosave.json", "suppenkasper"), ("kept/20260101-120000-salty.souptable", "salty")]
)
def test_an_old_save_can_be_watched_then_set_aside(qtbot, settings, monkeypatch, tmp_path, where, game):
    path = tmp_path / where
    before = write_old(path, game)
    w = make_window(qtbot, settings, monkeypatch, tmp_path)
    (row,) = old_rows(w)
    row.replay.click()
    assert w.replay_dialog is not None and w.replay_dialog.isVisible()
    assert w.replay_dialog.steps.last == len(row.game.record.actions)  # as far as the current rules go
    w.replay_dialog.close()
    assert digest(path) == before
    row.discard.click()  # Set aside: no question, nothing deleted
    assert not path.exists()
    (aside,) = list(path.parent.glob(path.name + ".earlier-rules-*"))
    assert digest(aside) == before
    assert old_rows(w) == []  # no longer offered
    w.close()


def test_a_new_game_moves_an_old_autosave_to_the_kept_games(qtbot, settings, monkeypatch, tmp_path):
    from souptable.ui.play.setup import Setup
    from tests.ui.conftest import seats

    auto = tmp_path / "autosave.json"
    before = write_old(auto, "salty")
    w = make_window(qtbot, settings, monkeypatch, tmp_path)
    from souptable.ui.shell.session import autosave

    w.start(Setup("soupmeng", 2, seats(2), {}, 5))
    assert digest(auto) == before  # sitting down writes nothing
    autosave(w)  # as after the table's first move: it makes room
    assert w.autosave.older is None
    (kept,) = list((tmp_path / "kept").glob("*.souptable"))
    assert digest(kept) == before  # moved, byte for byte
    w.autosave.flush()
    assert load(auto).game == "soupmeng"
    w.close()


# -- a kept game on the start screen -------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_an_old_kept_game_stays_on_the_start_screen_with_the_choice(qtbot, settings, monkeypatch, tmp_path, game):
    kept = tmp_path / "kept" / f"20260101-120000-{game}.souptable"
    before = write_old(kept, game)
    w = make_window(qtbot, settings, monkeypatch, tmp_path)
    (row,) = old_rows(w)
    assert row.game.path == kept
    assert "S" + said(game)[1:] in row.older.text() and keeps(game) in row.older.text()
    assert not w.start_screen.skipped.isVisibleTo(w.start_screen)  # not "could not be read (damaged)"
    assert [r for r in w.start_screen.rows if r.game.older is None] == []
    assert digest(kept) == before
    row.resume.click()
    c = w.controller
    assert c is not None and len(c.match.log) == len(row.game.record.actions)
    assert not kept.exists()
    (aside,) = list(kept.parent.glob("*.earlier-rules-*"))
    assert digest(aside) == before  # set aside, not removed: its later moves are not lost
    w.autosave.flush()
    assert load(tmp_path / "autosave.json").rules_revision == get(game).revision
    w.close()


def test_the_question_of_choices_answers_cancel_when_closed(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    from souptable.ui.play.oldsavebox import ask_about_old_save

    parent = QWidget()
    qtbot.addWidget(parent)
    found = salvage(old_record("salty"))
    assert found is not None
    answers: list[str] = []
    box = ask_about_old_save(parent, found, [RESUME, REPLAY, SET_ASIDE, CANCEL], answers.append)
    assert box.isVisible() and box.windowModality() == Qt.WindowModality.WindowModal  # open(), not exec()
    box.reject()  # Escape, or the window's close button
    assert answers == [CANCEL]


def test_the_words_name_the_game_in_the_players_language(window):
    from souptable.ui.games import game_name
    from souptable.ui.play.oldsave import earlier_rules_text, short_text

    found = salvage(old_record("soupmeng"))
    assert found is not None
    english = game_name("soupmeng")
    window.languages.install("ja")  # (German keeps the English name)
    try:
        name = game_name("soupmeng")
        assert name != english  # the catalog's name of the game
        for text in (earlier_rules_text(found), short_text(found)):
            assert name in text and english not in text
            assert str(KEPT["soupmeng"]) in text and "%" not in text  # every placeholder filled
    finally:
        window.languages.install("en")
