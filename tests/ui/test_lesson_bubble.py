"""Lessons that point without covering (issue 39): at 1024×700 and 1920×1080, in
English, Japanese and German, every step of every lesson is played through its bubble
and its ring, and at each one the bubble lies over neither the ringed target nor a
card its text names (nor the cards of the move it suggests, nor what an explanation
points at); the ring lies inside its own card, over no neighbour. Enter and Space
press Next, the bubble has the keyboard, the ✕ has a name, the prompt line agrees
with the bubble, and a finished lesson gets its done mark on the start screen."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from souptable.ui.lessons import start_lesson
from souptable.ui.lessons.done import is_done

from .test_lessons import GAMES, JAPANESE, LANGS, press_ringed

SIZES = [(1024, 700), (1920, 1080)]


def on_screen(window: Any, rect: QRectF) -> QRect:
    """A scene rectangle in the play area's coordinates (where bubble and ring live)."""
    view = window.play.view
    r = view.mapFromScene(rect).boundingRect()
    return QRect(view.viewport().mapTo(window.play, r.topLeft()), r.size())


def strings_in(action: Any) -> set[str]:
    """Every name in an action's record form (its cards among them)."""
    out: set[str] = set()
    for value in action.to_json().values():
        for v in value if isinstance(value, list) else [value]:
            if isinstance(v, str):
                out.add(v)
    return out


def must_stay_free(window: Any, session: Any) -> list[tuple[str, QRect]]:
    """What the bubble must not lie on now, found from the table's own sprites: the cards
    the step's text names, what an explanation points at, and for a decision the thing
    ringed and every card of the suggested move."""
    scene = window.play.scene
    kind, step = session.shown
    names = {a.partition(":")[2] for a in (step.args if step is not None else ()) if a.startswith("card:")}
    out: list[tuple[str, QRect]] = []
    if kind == "decision":
        wanted = session.lesson.scripted(len(window.controller.match.log))
        names |= strings_in(wanted)
        click = session.click
        assert click is not None
        if not click.button:
            carriers = [s for s in scene.sprites.values() if s.target == click.target]
            carriers += [a for a in scene.areas.values() if a.target == click.target] if not carriers else []
            assert carriers, click
            for c in carriers:
                out.append(("ringed " + c.key, on_screen(window, QRectF(getattr(c, "spec_rect", c.sceneBoundingRect())))))
        else:
            btn = next(b for b in window.play.findChildren(QPushButton) if b.property("label") == click.button and b.isVisible())
            out.append(("ringed button", QRect(btn.mapTo(window.play, btn.rect().topLeft()), btn.size())))
    if step is not None and step.point:
        for group in (scene.sprites, scene.areas, scene.labels):
            for key, item in group.items():
                if key.startswith(step.point):
                    out.append(("pointed " + key, on_screen(window, QRectF(item.sceneBoundingRect()))))
    out += [("named " + s.key, on_screen(window, QRectF(s.spec_rect))) for s in scene.sprites.values() if s.card in names]
    return out


def check_geometry(window: Any, session: Any, where: str) -> None:
    bubble = session.bubble.geometry()
    assert window.play.rect().contains(bubble), (where, bubble)
    for what, rect in must_stay_free(window, session):
        assert not bubble.intersects(rect), (where, what, rect, bubble, session.bubble.text.text()[:60])
    ring = session.ring
    if ring.isVisible():
        r = ring.geometry()
        assert not r.intersects(bubble), (where, r, bubble)
        check_ring_fits(window, session, r, where)


def check_ring_fits(window: Any, session: Any, ring: QRect, where: str) -> None:
    """The ring of a decision lies inside what carries its target, over no card of
    another target lying on top."""
    click = session.click
    if session.shown[0] != "decision" or click is None or click.button:
        return
    scene = window.play.scene
    carriers = [s for s in scene.sprites.values() if s.target == click.target]
    if not carriers:
        return
    own = on_screen(window, QRectF(carriers[0].spec_rect))
    for c in carriers[1:]:
        own = own.united(on_screen(window, QRectF(c.spec_rect)))
    assert own.adjusted(-1, -1, 1, 1).contains(ring), (where, ring, own)
    top = max(c.zValue() for c in carriers)
    for s in scene.sprites.values():
        if s.target != click.target and s.zValue() > top and s.opacity() > 0:
            over = ring.intersected(on_screen(window, QRectF(s.spec_rect)))
            assert over.width() <= 2 or over.height() <= 2, (where, "ring over", s.key, ring)


def play_through(window: Any, qtbot: Any, session: Any, where: str, lang: str = "en", limit: int = 400) -> int:
    """Play the lesson to its end through its bubble and ring, checking at every step
    shown that the whole text fits, is in ``lang`` and lies where it should; returns
    how many bubbles were checked."""
    session.runner.pace_ms = 0
    checked = 0
    for _ in range(limit):
        qtbot.waitUntil(
            lambda: (
                session.shown[0] != ""
                and session.bubble.isVisible()
                and not session._timer.isActive()
                and not window.play.scene.busy
            ),  # the picture settled: the session has seen it
            timeout=30000,
        )
        kind, step = session.shown
        text = session.bubble.text.text()
        assert session.bubble.fits(window.play.rect()), (where, text)
        if lang == "ja":
            assert JAPANESE.search(text), (where, text)
        check_geometry(window, session, f"{where} {kind} {step.say if step else ''}")
        checked += 1
        if kind == "finished":
            return checked
        if kind == "info":
            before = session.shown
            session.bubble.buttons[-1].click()
            qtbot.waitUntil(lambda b=before: session.shown != b or session._timer.isActive(), timeout=30000)
            continue
        assert kind == "decision", (where, kind)
        press_ringed(window, qtbot, session)
    raise AssertionError("the lesson did not end")


@pytest.fixture
def lang(window):
    def switch(code: str) -> None:
        window.set_language(code)
        assert window.languages.current == code

    yield switch
    window.set_language("en")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_the_bubble_covers_nothing_it_talks_about(window, qtbot, lang, game, code, size):
    window.resize(*size)
    lang(code)
    session = start_lesson(window, game)
    qtbot.waitUntil(lambda: session.bubble.isVisible(), timeout=30000)
    if code == "ja":
        assert JAPANESE.search(session.bubble.text.text())
    checked = play_through(window, qtbot, session, f"{game}/{code}/{size}", code)
    assert checked >= len(session.lesson.steps)
    assert window.controller.match.is_over()
    assert len(window.controller.match.log) == len(session.lesson.script)  # played to its end


@pytest.mark.parametrize("game", GAMES)
def test_the_bubble_covers_nothing_with_animations_on(window, qtbot, settings, game):
    """As players see it: cards gliding at the app's default speed while the bubble is placed."""
    from souptable.ui.base.settings import SPEED

    settings.set(SPEED, SPEED.default)
    window.resize(1024, 700)
    session = start_lesson(window, game)
    assert window.controller.speed == SPEED.default > 0
    play_through(window, qtbot, session, f"{game}/animated")
    assert len(window.controller.match.log) == len(session.lesson.script)


def first_info(window: Any, qtbot: Any, game: str) -> Any:
    session = start_lesson(window, game)
    session.runner.pace_ms = 0
    qtbot.waitUntil(
        lambda: (
            session.shown[0] == "info"
            and session.bubble.isVisible()
            and not session._timer.isActive()
            and not window.play.scene.busy
        )
    )
    return session


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space], ids=["Return", "Enter", "Space"])
def test_enter_and_space_press_next(window, qtbot, key):
    window.activateWindow()
    session = first_info(window, qtbot, "susuru")
    first = session.shown
    next_button = session.bubble.buttons[-1]
    assert next_button.text() == "Next"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is next_button)  # the bubble has the keyboard
    qtbot.keyClick(QApplication.focusWidget(), key)
    qtbot.waitUntil(lambda: session.shown != first and session.shown[0] == "decision")
    assert session.seen  # the welcome was read


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space], ids=["Return", "Space"])
def test_enter_on_the_table_with_nothing_focused_is_next(window, qtbot, key):
    session = first_info(window, qtbot, "suppenkasper")
    first = session.shown
    window.play.view.setFocus()  # the person clicked the table: the keyboard is there now
    assert window.play.scene.focused_item() is None
    qtbot.keyClick(window.play.view, key)
    qtbot.waitUntil(lambda: session.shown != first)
    assert session.seen


def test_enter_on_a_focused_card_is_that_card(window, qtbot):
    """Susuru's welcome comes at the person's own turn: Tab then Enter still draws."""
    session = first_info(window, qtbot, "susuru")
    window.play.view.setFocus()
    qtbot.keyClick(window.play.view, Qt.Key.Key_Tab)
    assert window.play.scene.focused_target() == "deck"
    qtbot.keyClick(window.play.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.match.log) == 1)
    assert not session.seen  # the welcome was not "read" by that key


def test_the_bubble_itself_takes_enter_for_next(window, qtbot):
    session = first_info(window, qtbot, "soupmeng")
    first = session.shown
    qtbot.keyClick(session.bubble, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: session.shown != first)


def test_the_close_button_has_a_name_and_the_prompt_agrees(window, qtbot):
    window.statusBar().showMessage("Winner: Aiko")  # what the game before left there
    session = first_info(window, qtbot, "salty")
    assert window.statusBar().currentMessage() == ""
    assert session.bubble.leave.accessibleName() == "Leave the lesson"
    assert session.bubble.buttons[-1].accessibleDescription().startswith("Welcome to Salty")  # read with its button
    # the computers wait for Next: the prompt line says so, not that one of them thinks
    prompt = window.play.prompt.text()
    assert "press Next" in prompt and "thinking" not in prompt, prompt
    session.bubble.buttons[-1].click()
    qtbot.waitUntil(lambda: session.shown[0] == "decision", timeout=30000)
    assert window.play.prompt.text() == window.board.prompt(window.controller.view.obs, list(window.controller.view.legal))
    assert "press Next" not in window.play.prompt.text()


def test_the_bubble_comes_with_the_turn(window, qtbot):
    """When the person's turn is there, so is the bubble of that decision (no idle wait)."""
    session = first_info(window, qtbot, "susuru")
    seen: list[tuple[str, bool]] = []
    window.controller.turn.connect(lambda _s: seen.append((session.shown[0], session.bubble.isVisible())))
    session.bubble.buttons[-1].click()
    qtbot.waitUntil(lambda: session.shown[0] == "decision")
    press_ringed(window, qtbot, session)
    qtbot.waitUntil(lambda: bool(seen), timeout=30000)
    assert seen[0] == ("decision", True)


def test_a_finished_lesson_is_marked_done_on_the_start_screen(window, qtbot, settings):
    tiles = {t.game: t for t in window.start_screen.tiles}
    assert "✓" not in tiles["salty"].learn.text()
    session = start_lesson(window, "salty")
    play_through(window, qtbot, session, "salty/done")
    assert is_done(settings, "salty")
    assert not is_done(settings, "susuru")
    assert window.stats.rows("salty") == []  # still no statistics
    session.leave()
    qtbot.waitUntil(lambda: window.centralWidget().currentWidget() is window.start_screen)
    assert tiles["salty"].learn.text() == "&Learn ✓"
    assert "finished this lesson" in tiles["salty"].learn.toolTip()
    assert tiles["susuru"].learn.text() == "&Learn"
