"""Learn to play (issue 34): each game's lesson sound as data; highlights on legal
actions only; statistics and the autosave untouched; an off-script move explained and
taken back; an illegal move answered with the usual reason. Every lesson played to
its end in every language and at two sizes: ``test_lesson_bubble.py``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from souptable.engine import IllegalAction
from souptable.ui.games import playable
from souptable.ui.lessons import lesson_games, start_lesson
from souptable.ui.lessons.script import check, load
from souptable.ui.lessons.session import game_words
from souptable.ui.lessons.targets import click_path

GAMES = playable()  # every game has a lesson (test_every_lesson_is_sound_data)
LANGS = ["en", "ja", "de"]
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# the translations of the lesson texts until they are merged into the catalogs
NEW_TEXTS = Path("/work/i18n-new/lessons.json")
SOURCES = Path(__file__).resolve().parents[2] / "desktop" / "souptable" / "ui" / "lessons"


def lesson_sources() -> list[tuple[str, str]]:
    """Every (context, literal) of the lesson modules, as lupdate finds them."""
    call = re.compile(r'translate\(\s*(?:"(Lesson\w+)"|c),\s*((?:"(?:[^"\\]|\\.)*"\s*)+)[,)]', re.S)
    out = []
    for file in sorted(SOURCES.glob("*.py")):
        text = file.read_text(encoding="utf-8")
        context = re.search(r'c = "(Lesson\w+)"', text)
        for m in call.finditer(text):
            ctx = m.group(1) or (context.group(1) if context else "")
            literal = "".join(json.loads(part) for part in re.findall(r'"(?:[^"\\]|\\.)*"', m.group(2)))
            out.append((ctx, literal))
    return out


def drive(window, qtbot, session, until: str = "finished", lang: str = "en", limit: int = 400) -> list[str]:
    """Play the lesson as its script says, through the bubble's buttons and the ringed
    clicks; check every decision's click and every bubble on the way. Returns the texts."""
    texts: list[str] = []
    session.runner.pace_ms = 0
    for _ in range(limit):
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
        text = session.bubble.text.text()
        texts.append(text)
        area = window.play.rect()
        assert session.bubble.fits(area), (lang, text)
        if lang == "ja":
            assert JAPANESE.search(text), text
        if kind == until:
            return texts
        if kind in ("info", "finished"):
            before = session.shown
            session.bubble.buttons[-1].click()
            qtbot.waitUntil(lambda b=before: session.shown != b or session._timer.isActive(), timeout=20000)
            continue
        assert kind == "decision", kind
        press_ringed(window, qtbot, session)
    raise AssertionError("the lesson did not end")


def press_ringed(window, qtbot, session) -> None:
    c = window.controller
    ply = len(c.match.log)
    wanted = session.lesson.scripted(ply)
    assert wanted in c.view.legal  # the highlighted way leads to a legal action
    path = click_path(window.board, c.view.obs, list(c.view.legal), wanted, window.play.view.size_f())
    assert path and session.click == path[0], (session.click, path)
    assert session.ring.isVisible()
    click = session.click
    selection = repr(window.play.board.selection)
    if click.button:
        from PySide6.QtWidgets import QPushButton

        btn = next(b for b in window.play.findChildren(QPushButton) if b.property("label") == click.button and b.isVisible())
        btn.click()
    else:
        window.play.scene.activate(click.target)
    # answered: a move, or a new selection (a confirming click may be the same click again)
    qtbot.waitUntil(
        lambda: len(c.match.log) > ply or repr(window.play.board.selection) != selection or session.click != click,
        timeout=20000,
    )


def test_every_lesson_is_sound_data():
    assert lesson_games() == GAMES, "every game has a lesson (assets/lessons/<game>.json)"
    for game in GAMES:
        lesson = load(game)
        assert check(lesson) == [], game
        assert 10 <= len(lesson.steps) <= 24, (game, len(lesson.steps))
        texts = game_words(game).texts()
        for step in lesson.steps:
            assert step.say in texts, (game, step.say)
            assert not step.why or step.why in texts, (game, step.why)


# Each lesson played by its script to its end, in every language and at 1024×700 and
# 1920×1080, every bubble fitting and placed off what it talks about:
# test_lesson_bubble.py::test_the_bubble_covers_nothing_it_talks_about.


def test_every_lesson_text_is_translated():
    if not NEW_TEXTS.exists():
        pytest.skip("the lesson translations are in the catalogs")
    rows = {(r["context"], r["source"]): r for r in json.loads(NEW_TEXTS.read_text(encoding="utf-8"))}
    names = {"Aiko", "Bruno", "Chiara"}
    for context, source in lesson_sources():
        row = rows.get((context, source))
        assert row is not None, (context, source)
        assert JAPANESE.search(row["ja"]), (context, source)
        assert row["de"] and (row["de"] != source or source in names), (context, source)
        for k in re.findall(r"%\d", source):
            assert k in row["ja"] and k in row["de"], (context, source)


def test_a_lesson_leaves_statistics_and_the_autosave_untouched(window, qtbot, tmp_path):
    from souptable.games.susuru.actions import Draw
    from souptable.ui.play.setup import Setup

    from .conftest import seats
    from .helpers import wait_for_person

    window.start(Setup("susuru", 3, seats(3), {}, 5))
    wait_for_person(qtbot, window)
    window.controller.submit(Draw())
    wait_for_person(qtbot, window)
    autosave = tmp_path / "autosave.json"
    stats = tmp_path / "statistics.json"
    saved = autosave.read_bytes()
    real_log = list(window.controller.match.log)
    had_stats = stats.read_bytes() if stats.exists() else None
    session = start_lesson(window, "susuru")
    drive(window, qtbot, session)
    assert autosave.read_bytes() == saved
    assert (stats.read_bytes() if stats.exists() else None) == had_stats
    assert window.stats.rows("susuru") == []
    session.leave()
    assert window.lesson is None
    assert window.controller is not None and window.controller.match.log == real_log  # the real game is back
    assert autosave.read_bytes() == saved


def test_an_off_script_move_is_explained_and_can_be_taken_back(window, qtbot):
    from souptable.games.susuru.actions import Keep, ToMarket

    session = start_lesson(window, "susuru")
    session.runner.pace_ms = 0
    drive(window, qtbot, session, until="decision")  # the welcome, then "draw"
    press_ringed(window, qtbot, session)
    qtbot.waitUntil(lambda: session.shown[0] == "decision" and Keep() in window.controller.view.legal)
    c = window.controller
    c.submit(ToMarket())  # the lesson says keep
    qtbot.waitUntil(lambda: session.shown[0] == "off_script")
    text = session.bubble.text.text()
    assert "You chose this:" in text and "The rules allow it too" in text and "A 10 is the highest value" in text
    qtbot.wait(200)
    assert len(c.match.log) == 2  # the computers wait while the person reads
    back = [b for b in session.bubble.buttons if b.text() == "Take it back"]
    back[0].click()
    qtbot.waitUntil(lambda: session.shown[0] == "decision" and len(window.controller.match.log) == 1)
    assert Keep() in window.controller.view.legal
    # the other way on: play on without the lesson; the computers play, and back again
    window.controller.submit(ToMarket())
    qtbot.waitUntil(lambda: session.shown[0] == "off_script")
    next(b for b in session.bubble.buttons if b.text() == "Play on without the lesson").click()
    qtbot.waitUntil(lambda: session.shown[0] == "free" and len(window.controller.match.log) > 2, timeout=10000)
    next(b for b in session.bubble.buttons if b.text() == "Back to the lesson").click()
    qtbot.waitUntil(lambda: session.shown[0] == "decision" and len(window.controller.match.log) == 1)


def test_an_illegal_move_gets_the_usual_reason(window, qtbot):
    session = start_lesson(window, "susuru")
    drive(window, qtbot, session, until="decision")
    window.play.scene.activate(("take", "seafood-3"))  # nothing in the market yet
    qtbot.waitUntil(lambda: bool(window.statusBar().currentMessage()))
    assert session.shown[0] == "decision" and len(window.controller.match.log) == 0
    with pytest.raises(IllegalAction):
        window.controller.match.rules.check(window.controller.match.state, session.lesson.script[1][1])


def test_the_rulebook_link_opens_its_section(window, qtbot):
    session = start_lesson(window, "susuru")
    drive(window, qtbot, session, until="decision")
    assert "In the rulebook: Procure" in session.bubble.link.text()
    dlg = session.open_rules("procure")
    assert dlg.isVisible()
    assert dlg.browser.textCursor().block().text().startswith("Procure")
    session.leave()
    assert not dlg.isVisible()


def test_help_menu_offers_every_lesson(window):
    menu = window.learn_menu
    assert menu.title() == "L&earn to play"
    assert [a.text() for a in menu.actions()] == ["Super Susuru Soup", "Soup Meng Ramen", "Suppenkasper", "Salty"]
