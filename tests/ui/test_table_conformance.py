"""The UI conformance suite: one table, the same promises for every game.

- Hot-seat privacy: under the cover the window shows the same words whatever the
  cards hidden from the public are; a seat's window, whatever that seat can't see.
- Every input answers: each clickable item gives an action, a new selection or a reason.
- Every legal action can be reached by mouse and by keyboard alone.
- A hand fan never covers a card's corner index (window and card sizes at both ends).
- The table rebuilt from the view alone equals the table reached by playing.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtTest import QTest

from souptable.engine import Match, get
from souptable.ui.app.scenarios import mid_game
from souptable.ui.art import index_extent
from souptable.ui.games import make_board, package, playable
from souptable.ui.play.setup import Setup
from souptable.ui.table.spec import LEGAL, SELECTED

from .conftest import seats
from .helpers import first_person_sits_down, resize_and_settle, wait_for_person

GAMES = playable()


def sit(window: Any, qtbot: Any, game: str, humans: int | None = None, match: Match | None = None) -> Any:
    """Sit at a mid-game table where seat 0 (a person) decides now."""
    match = match or mid_game(game)
    n = match.players
    window.start(Setup(game, n, seats(n, n if humans is None else humans), dict(match.options), match.seed), match)
    first_person_sits_down(qtbot, window)
    window.play.scene.finish_animations()
    return window.controller


def window_words(window: Any) -> list[str]:
    """Every text the window shows: table items and their tooltips, panels, log, prompt,
    buttons, status line, cover."""
    scene = window.play.scene
    out = []
    for key, s in sorted(scene.sprites.items()):
        art = s.art[0] if s.face_up or s.back is None else s.back[0]
        out.append(f"sprite {key} {art} {s.toolTip()} {s.state}")
    out += [f"label {k} {lab.label.text} {lab.toolTip()}" for k, lab in sorted(scene.labels.items())]
    out += [f"area {k} {a.toolTip()}" for k, a in sorted(scene.areas.items())]
    sc = window.scores
    out += [f"head {sc.horizontalHeaderItem(c).text()}" for c in range(sc.columnCount()) if sc.horizontalHeaderItem(c)]
    for r in range(sc.rowCount()):
        out.append("row " + " | ".join(sc.item(r, c).text() for c in range(sc.columnCount()) if sc.item(r, c)))
    out += ["log " + window.log.item(i).text() for i in range(window.log.count())]
    out += ["prompt " + window.play.prompt.text(), "status " + window.statusBar().currentMessage()]
    out += ["button " + b.text() + " " + b.toolTip() for b in window.play._buttons]
    cover = window.play.cover
    out += ["cover " + cover.title.text() + cover.note.text()] if cover.isVisible() else []
    return out


def twin_state(match: Match, seat: int | None, seed: int) -> Any:
    """Another deal of what ``seat`` (None: the public) cannot see, that differs from the
    real one for somebody (a few tries)."""
    rules, st = match.rules, match.state
    looker = seat if seat is not None else rules.to_move(st)
    obs = rules.observe(st, looker)
    for k in range(8):
        twin = rules.determinize(obs, random.Random(seed * 11 + k))
        if any(rules.observe(twin, s) != rules.observe(st, s) for s in range(match.players) if s != looker):
            return twin
    pytest.skip("nothing hidden differs here")


def swap_in(window: Any, state: Any) -> list[str]:
    window.controller.match.state = state
    window.refresh_from_view()
    return window_words(window)


@pytest.mark.parametrize("game", GAMES)
def test_under_the_hot_seat_cover_nothing_hidden_shows_anywhere(window, qtbot, game):
    c = sit(window, qtbot, game)
    for _ in range(40):  # seat 0 decides until another person's turn comes
        if c.covered_for is not None or c.match.is_over():
            break
        legal = c.legal_for_viewer()
        if legal:
            c.submit(legal[0])
        qtbot.wait(5)
    if c.covered_for is None:
        pytest.skip("the game ended")
    assert window.play.cover.isVisible()
    assert c.view.viewer is None and not c.view.legal
    real = swap_in(window, c.match.state)
    # the person who just played and the one about to play both have secrets the twin changes
    for seat in (0, c.covered_for):
        twin = twin_state(c.match, seat, 7 + seat)
        keep = c.match.state
        assert swap_in(window, twin) == real, f"seat {seat}'s hidden cards show under the cover"
        swap_in(window, keep)


@pytest.mark.parametrize("game", GAMES)
def test_a_seats_window_shows_nothing_it_cannot_see(window, qtbot, game):
    c = sit(window, qtbot, game, humans=1)
    assert c.view.viewer == 0
    real = swap_in(window, c.match.state)
    twin = twin_state(c.match, 0, 3)
    assert c.match.rules.observe(twin, 0) == c.view.obs
    assert swap_in(window, twin) == real


def _targets(scene: Any) -> list[tuple[str, Any]]:
    items = [(k, s.target) for k, s in scene.sprites.items() if s.target is not None]
    items += [(k, a.target) for k, a in scene.areas.items() if a.target is not None]
    items += [(k, lab.target) for k, lab in scene.labels.items() if lab.target is not None]
    return items


class Recorder:
    """Catches what the table would do: a submitted action or a message."""

    def __init__(self, window: Any) -> None:
        self.play = window.play
        self.actions: list[Any] = []
        self.messages: list[str] = []
        self.play.submit = self.actions.append  # nothing is played: the table stays put
        self.play.message.connect(self.messages.append)

    def answered(self, before_sel: Any) -> bool:
        board = self.play.board
        return bool(self.actions) or repr(board.selection) != repr(before_sel) or any(m.strip() for m in self.messages)

    def clear(self) -> None:
        self.actions.clear()
        self.messages.clear()


def _reset(window: Any, selection: Any) -> None:
    window.play.board.selection = selection
    window.play.relayout(animate=False)
    window.play.scene.clear_focus()


def explore(window: Any, rec: Recorder, by_key: bool, depth: int = 3, selection: Any = None) -> set[str]:
    """Every action reached from ``selection`` by clicking (or Tab + Enter) on the table and
    pressing the decision buttons, following new selections ``depth`` steps deep."""
    play, scene = window.play, window.play.scene
    reached: set[str] = set()
    _reset(window, selection)
    count = len(scene.focusables()) if by_key else len(_targets(scene))
    for i in range(count):
        _reset(window, selection)
        rec.clear()
        if by_key:
            for _ in range(i + 1):
                QTest.keyClick(play.view, Qt.Key.Key_Tab)
            QTest.keyClick(play.view, Qt.Key.Key_Return)
        else:
            scene.activate(_targets(scene)[i][1])
        assert rec.answered(selection), f"item {i} answered nothing"
        reached |= {repr(a) for a in rec.actions}
        new = play.board.selection
        if depth > 1 and repr(new) != repr(selection) and new is not None:
            reached |= explore(window, rec, by_key, depth - 1, new)
    _reset(window, selection)
    for b in list(play._buttons):
        _reset(window, selection)
        btn = next((x for x in play._buttons if x.text() == b.text()), None)
        if btn is None or not btn.isEnabled():
            continue
        rec.clear()
        if by_key:
            key = btn.property("key")
            assert key, f"the button {btn.text()!r} has no key"
            QTest.keyClicks(play.view, key)
        else:
            btn.click()
        reached |= {repr(a) for a in rec.actions}
        new = play.board.selection
        if depth > 1 and repr(new) != repr(selection) and new is not None:
            reached |= explore(window, rec, by_key, depth - 1, new)
    return reached


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("by_key", [False, True], ids=["mouse", "keyboard"])
def test_every_legal_action_is_reachable_and_every_item_answers(window, qtbot, game, by_key):
    c = sit(window, qtbot, game, humans=1)
    legal = {repr(a) for a in c.legal_for_viewer()}
    rec = Recorder(window)
    reached = explore(window, rec, by_key)
    assert legal <= reached, f"not reachable: {sorted(legal - reached)[:5]}"


@pytest.mark.parametrize("game", GAMES)
def test_the_first_tab_stop_is_part_of_the_current_decision(window, qtbot, game):
    c = sit(window, qtbot, game, humans=1)
    view = window.play.view
    QTest.keyClick(view, Qt.Key.Key_Tab)
    item = window.play.scene.focused_item()
    if item is None:
        assert window.play._buttons, "nothing to choose on the table and no buttons"
        return
    assert getattr(item, "state", None) in (LEGAL, SELECTED)
    assert c.legal_for_viewer()


def hand_index_overlaps(scene: Any, viewer: int, game: str) -> list[str]:
    """Hand cards whose corner index lies under another item."""
    bad = []
    sprites = list(scene.sprites.values())
    labels = list(scene.labels.values())
    for s in sprites:
        if s.zone != f"hand:{viewer}" or not s.face_up or not s.card:
            continue
        ew, eh = index_extent(game, s.card)
        r = s.spec_rect
        index = QRectF(r.x() + 1, r.y() + 1, r.width() * ew - 2, r.height() * eh - 2)
        for o in sprites:
            if o is not s and o.zValue() > s.zValue() and o.spec_rect.intersects(index):
                bad.append(f"{s.card} under {o.key}")
        for lab in labels:
            if lab.zValue() > s.zValue() and lab.label.text.strip() and lab.sceneBoundingRect().intersects(index):
                bad.append(f"{s.card} under label {lab.key}")
    return bad


@pytest.mark.parametrize("game", GAMES)
def test_hand_fans_keep_every_corner_index_readable(window, qtbot, game):
    c = sit(window, qtbot, game, humans=1)
    board = window.play.board
    for w, h in ((1024, 700), (1920, 1080)):
        for scale in (0.8, 1.4):
            board.scale = scale
            resize_and_settle(qtbot, window, w, h)
            window.play.relayout(animate=False)
            hand = [s for s in window.play.scene.sprites.values() if s.zone == f"hand:{c.viewer}" and s.face_up]
            assert hand, "no hand shown"
            bad = hand_index_overlaps(window.play.scene, c.viewer, game)
            assert not bad, f"{w}x{h} scale {scale}: {bad[:4]}"


def layout_data(layout: Any) -> list[Any]:
    def r(q: QRectF) -> tuple[int, ...]:
        return (round(q.x()), round(q.y()), round(q.width()), round(q.height()))

    out: list[Any] = [("spec", s.key, s.art[0], r(s.rect), s.face_up, s.state, s.tooltip, repr(s.target)) for s in layout.specs]
    out += [("label", lab.key, lab.text, r(lab.rect), lab.tooltip) for lab in layout.labels]
    out += [("area", a.key, r(a.rect), a.state, a.tooltip) for a in layout.areas]
    return sorted(out, key=repr)


@pytest.mark.parametrize("game", GAMES)
def test_the_table_rebuilt_from_the_view_alone_equals_the_table_reached_by_playing(window, qtbot, game):
    match = mid_game(game)
    fresh = Match(match.game, match.players, match.seed, match.options)
    c = sit(window, qtbot, game, humans=1, match=fresh)
    size = window.play.view.size_f()
    for step in range(6):  # the board that saw every change on the way, against a new one
        played = window.play.board.build(c.view.obs, list(c.view.legal), size)
        rebuilt = make_board(game, [s.name for s in c.seats])
        rebuilt.scale = window.play.board.scale
        alone = rebuilt.build(c.view.obs, list(c.view.legal), size)
        assert layout_data(played) == layout_data(alone), f"after {step} decisions"
        legal = c.legal_for_viewer()
        c.submit(legal[len(legal) // 2])
        wait_for_person(qtbot, window)
        if c.match.is_over():
            break


@pytest.mark.parametrize("game", GAMES)
def test_resizing_keeps_every_card_and_label_inside_the_view(window, qtbot, game):
    """At the game's largest table (and its screenshot options, Suppenkasper's variant 2),
    at every window size: every card inside the view, every label inside and shrunk to
    fit, never clipped."""
    n = get(game).info.max_players
    window.start(Setup(game, n, seats(n, 1, "random"), dict(package(game).SCENE_OPTIONS), 11))
    wait_for_person(qtbot, window)
    for w, h in ((1280, 800), (900, 640), (1920, 1080), (1024, 700), (1100, 900)):
        resize_and_settle(qtbot, window, w, h)
        view = window.play.view
        rect = QRectF(0, 0, view.viewport().width(), view.viewport().height())
        for s in window.play.scene.sprites.values():
            r = s.sceneBoundingRect().adjusted(6, 6, -6, -6)  # the glow margin may touch the edge
            assert rect.contains(r), (w, h, s.key, r)
        for lab in window.play.scene.labels.values():
            assert rect.contains(lab.sceneBoundingRect().adjusted(1, 1, -1, -1)), (w, h, lab.key)
            assert lab.fits, (w, h, lab.key, lab.label.text)  # shrunk to fit, never clipped


def test_card_fits_are_exact_at_both_ends_of_the_card_size():
    from souptable.ui.table import piles

    rect = QRectF(0, 0, 600, 150)
    for scale in (0.8, 1.4):
        card = piles.card_fit(QSizeF(600, 150), 1, 8, scale)
        rects = piles.fan(rect, card, [0.48] * 14)
        assert rects[-1].right() <= rect.right() + 0.01
        steps = [b.x() - a.x() for a, b in itertools.pairwise(rects)]
        assert min(steps) >= rects[0].width() * 0.48 - 0.01
