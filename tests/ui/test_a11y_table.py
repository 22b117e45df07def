"""The table for a screen reader and the keyboard alone (issue 42, the table view's part).

Over every game's mid-game table: the view's accessible tree (walked with
QAccessible.queryAccessibleInterface, as a screen reader's bridge does) holds every item
Tab visits, each with a name; every move of the focus ring sends a focus event; the
viewer's own things come before the other players' in the ring; Tab leaves the table at
its ends; the number keys reach the hand's cards. Then games played with keys alone
(the number keys, and F6 round Scores and Log to the decision buttons, Enter or Space there).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from souptable.engine.record import SeatInfo
from souptable.ui.games import playable
from souptable.ui.play.setup import Setup
from souptable.ui.table import access
from souptable.ui.table.spec import DEST_OTHER
from souptable.ui.table.zones import owner_rank, seat_frames

from .helpers import play_to_the_end
from .test_a11y_keys import focused_region, press
from .test_table_conformance import sit

GAMES = playable()
Name = QAccessible.Text.Name


def walk(iface: Any) -> list[Any]:
    """Every interface below ``iface``, depth first (parents checked on the way)."""
    out = []
    for i in range(iface.childCount()):
        child = iface.child(i)
        assert child is not None and child.isValid()
        assert iface.indexOfChild(child) == i
        assert child.parent() is not None and child.parent().text(Name) == iface.text(Name)
        out.append(child)
        out += walk(child)
    return out


def focus_view(window: Any, qtbot: Any) -> Any:
    view = window.play.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=5000)
    return view


def ring(window: Any) -> list[Any]:
    return list(window.play.scene.focusables())


class Spy:
    """Catches what the table sends to the accessibility bridge (and passes it on)."""

    def __init__(self, monkeypatch: Any) -> None:
        self.events: list[tuple[Any, str]] = []
        real = access._update

        def spy(event: Any) -> None:
            iface = event.accessibleInterface()
            self.events.append((event.type(), iface.text(Name) if iface is not None else ""))
            real(event)

        monkeypatch.setattr(access, "_update", spy)

    def focus_names(self) -> list[str]:
        return [name for typ, name in self.events if typ == QAccessible.Event.Focus]


@pytest.mark.parametrize("game", GAMES)
def test_the_tree_holds_every_tab_stop_with_a_name(window, qtbot, game):
    sit(window, qtbot, game)
    view = window.play.view
    root = QAccessible.queryAccessibleInterface(view)
    assert root.text(Name) == "Card table"
    zones = [root.child(i) for i in range(root.childCount())]
    assert zones and all(z.text(Name) for z in zones)
    assert zones[0].text(Name) == "Your hand"  # the viewer's own zone first
    items = [it for it in walk(root) if hasattr(it, "item_key")]
    keys = {it.item_key for it in items}
    stops = ring(window)
    assert stops
    for item in stops:
        assert access.item_id(item) in keys, item.key
        iface = view.table_access.interface(item)
        assert iface.text(Name).strip(), item.key
        assert iface.state().focusable
        r = iface.rect()
        centre = view.viewport().mapFromGlobal(r.center())
        assert view.viewport().rect().contains(centre), item.key  # on the screen where it is drawn
    assert all(it.text(Name).strip() for it in items)
    # the hand's cards say their place
    hand = zones[0]
    assert "card 1 of" in hand.child(0).text(Name)


@pytest.mark.parametrize("game", GAMES)
def test_every_tab_stop_sends_a_focus_event_with_its_name(window, qtbot, game, monkeypatch):
    sit(window, qtbot, game)
    spy = Spy(monkeypatch)
    view = focus_view(window, qtbot)
    scene = window.play.scene
    spy.events.clear()
    seen = []
    for _ in ring(window):
        QTest.keyClick(view, Qt.Key.Key_Tab)
        item = scene.focused_item()
        assert item is not None
        seen.append(view.table_access.interface(item).text(Name))
    assert spy.focus_names() == seen
    # the arrows too
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert spy.focus_names()[-1] == view.table_access.interface(scene.focused_item()).text(Name)


@pytest.mark.parametrize("game", GAMES)
def test_your_own_things_come_before_the_other_players(window, qtbot, game):
    sit(window, qtbot, game)
    for stops in _rings(window):
        decision = [(key, rank) for key, state, dest, rank in stops if state in ("legal", "selected") or dest]
        others_at = [i for i, (_k, r) in enumerate(decision) if r == 2]
        own_at = [i for i, (_k, r) in enumerate(decision) if r < 2]
        assert not others_at or not own_at or max(own_at) < min(others_at), decision


def snapshot(window: Any) -> list[tuple[str, str, int, int]]:
    """The ring as (key, state, destination, owner: 0 own, 1 shared, 2 another's)."""
    scene = window.play.scene
    frames = seat_frames(scene.areas)
    out = []
    for it in ring(window):
        owner = 2 if it.dest == DEST_OTHER else owner_rank(it, scene.viewer, frames)
        out.append((it.key, it.state, it.dest, owner))
    return out


def _rings(window: Any) -> list[list[tuple[str, str, int, int]]]:
    """The ring now, and after Enter on each first-step card (a half-made choice)."""
    scene, view = window.play.scene, window.play.view
    out = [snapshot(window)]
    first = [it for it in ring(window) if it.state == "legal"][:4]
    for item in first:
        window.play.board.selection = None
        window.play.relayout(animate=False)
        scene.clear_focus()
        target = next((it for it in ring(window) if it.key == item.key), None)
        if target is None:
            continue
        before = len(window.controller.match.log)
        scene.focus_on(target)
        QTest.keyClick(view, Qt.Key.Key_Return)
        if len(window.controller.match.log) != before:
            break  # it acted at once: the table moved on
        if window.play.board.selection is not None:
            out.append(snapshot(window))
            QTest.keyClick(view, Qt.Key.Key_Tab)
            it = scene.focused_item()
            if it is not None and it.dest:
                assert it.dest != DEST_OTHER, "the first Tab after choosing went to another player's place"
    return out


@pytest.mark.parametrize("game", GAMES)
def test_tab_leaves_the_table_at_its_ends(window, qtbot, game):
    sit(window, qtbot, game)
    view = focus_view(window, qtbot)
    scene = window.play.scene
    n = len(ring(window))
    for _ in range(n):
        QTest.keyClick(view, Qt.Key.Key_Tab)
    assert scene.focused_item() is ring(window)[-1]
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert scene.focused_item() is None
    assert not view.hasFocus(), "Tab at the last item stays on the table"
    # Shift+Tab at the first item leaves backwards
    focus_view(window, qtbot)
    scene.clear_focus()
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert scene.focused_item() is ring(window)[0]
    QTest.keyClick(view, Qt.Key.Key_Backtab)
    assert scene.focused_item() is None and not view.hasFocus()
    # the arrows go round instead
    focus_view(window, qtbot)
    scene.clear_focus()
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert scene.focused_item() is ring(window)[-1]
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene.focused_item() is ring(window)[0]


@pytest.mark.parametrize("game", GAMES)
def test_number_keys_reach_the_hand_cards(window, qtbot, game):
    sit(window, qtbot, game)
    view = focus_view(window, qtbot)
    scene = window.play.scene
    hand = view.hand_cards()
    assert hand
    buttons = {b.property("key") for b in window.play._buttons}
    acting = ring(window)
    for n, card in enumerate(hand[:9], start=1):
        if str(n) in buttons:
            continue  # a decision button numbered so comes first
        scene.clear_focus()
        QTest.keyClick(view, getattr(Qt.Key, f"Key_{n}"))
        if any(card is it for it in acting):
            assert scene.focused_item() is card
            assert f"card {n} of {len(hand)}" in view.table_access.interface(card).text(Name)
        else:
            assert scene.focused_item() is None  # a card that cannot be chosen now is not ringed


def test_a_number_key_only_focuses_and_enter_plays_it(window, qtbot):
    c = sit(window, qtbot, "salty")
    view = focus_view(window, qtbot)
    hand = view.hand_cards()
    playable_at = next(i for i, s in enumerate(hand) if s.interactive) + 1
    before = len(c.match.log)
    QTest.keyClick(view, getattr(Qt.Key, f"Key_{playable_at}"))
    assert len(c.match.log) == before  # no move from one key
    card = window.play.scene.focused_item()
    assert card is hand[playable_at - 1]
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.match.log) > before, timeout=5000)
    assert c.match.log[before][1].card == card.card


def test_the_focused_cards_change_of_state_is_sent(window, qtbot, monkeypatch):
    sit(window, qtbot, "soupmeng")
    spy = Spy(monkeypatch)
    view = focus_view(window, qtbot)
    QTest.keyClick(view, Qt.Key.Key_1)
    card = window.play.scene.focused_item()
    assert card is not None and card.zone == "hand:0"
    spy.events.clear()
    QTest.keyClick(view, Qt.Key.Key_Return)  # chosen: the same card, now "chosen"
    assert window.play.board.selection is not None
    kinds = [typ for typ, _n in spy.events]
    assert QAccessible.Event.NameChanged in kinds and QAccessible.Event.StateChanged in kinds, spy.events
    assert "chosen" in view.table_access.interface(window.play.scene.focused_item()).text(Name)


@pytest.mark.parametrize("game", playable())
def test_a_chosen_card_keeps_its_place_in_the_hand(window, qtbot, game):
    """Chosen, a card is drawn raised (Suppenkasper's layout raises it 14 px): it keeps its
    number key and its "card k of n" all the same."""
    c = sit(window, qtbot, game)
    view = focus_view(window, qtbot)
    hand = view.hand_cards()
    for k, card in enumerate(hand[:10]):  # (the number keys reach ten)
        if not card.interactive or window.play.board.selection is not None:
            continue
        before = len(c.match.log)
        QTest.keyClick(view, getattr(Qt.Key, f"Key_{(k + 1) % 10}"))
        name = view.table_access.interface(card).text(Name)
        QTest.keyClick(view, Qt.Key.Key_Return)
        if len(c.match.log) > before or window.play.board.selection is None:
            return  # played at once: nothing is raised in this game's decision
        qtbot.waitUntil(lambda: not window.play.scene.busy, timeout=10000)
        assert [s.key for s in view.hand_cards()] == [s.key for s in hand]
        chosen = view.table_access.interface(window.play.scene.focused_item()).text(Name)
        assert chosen.split(", ")[-1] == name.split(", ")[-1], (name, chosen)  # "card k of n"
        QTest.keyClick(view, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: window.play.board.selection is None and not window.play.scene.busy, timeout=10000)


# -- whole games by keys alone ---------------------------------------------------------


def button_by_f6(window: Any, qtbot: Any, rng: random.Random, used: dict[str, int]) -> None:
    """F6 from the table to the decision buttons (the first time round the whole ring:
    Scores and Log too), Tab along them, Space or Enter on one, and back to the table."""
    window.activateWindow()  # (a round's summary came and went: the table again)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    window.play.view.setFocus()
    assert focused_region(window) == "table"
    regions: list[str] = []
    for _ in range(5):
        press(window, "F6")
        regions.append(focused_region(window))
        if regions[-1] == "buttons" and (used["ring"] or {"scores", "log"} <= set(regions)):
            break
        if regions[-1] == "table" and "buttons" in regions:
            used["ring"] += 1
    if not used["ring"]:
        assert regions[:4] == ["buttons", "scores", "log", "table"], regions
        used["ring"] += 1
        press(window, "F6")
        regions.append(focused_region(window))
    assert regions[-1] == "buttons", regions
    buttons = [b for b in window.play.decision_buttons() if b.isEnabled() and b.isVisibleTo(window.play)]
    for _ in range(rng.randrange(len(buttons))):
        press(window, "Tab")
    assert focused_region(window) == "buttons"
    # Enter and Space by turns (Enter first: a button outside a dialog takes it only as autoDefault)
    pressed: list[bool] = []
    button = QApplication.focusWidget()
    button.clicked.connect(lambda: pressed.append(True))
    QTest.keyClick(button, Qt.Key.Key_Space if used["f6"] % 2 else Qt.Key.Key_Return)
    assert pressed, button.text()  # the key pressed the button
    used["f6"] += 1
    if focused_region(window) != "table":  # the decision goes on (or the buttons are gone): back to the table
        window.play.view.setFocus()


def decide_by_keys(window: Any, qtbot: Any, rng: random.Random, used: dict[str, int]) -> None:
    """Tab / arrows / number keys and Enter on the table (and a decision button's key,
    typed into the table, or F6 to the buttons and Space or Enter there) until the
    person's move is made."""
    c, view, scene = window.controller, window.play.view, window.play.scene
    before = len(c.match.log)
    for _ in range(120):
        if len(c.match.log) > before or c.match.is_over() or not c.view.legal:
            return
        qtbot.waitUntil(lambda: not scene.busy or len(c.match.log) > before, timeout=60000)
        if len(c.match.log) > before:
            return
        stops = ring(window)
        keys = [b.property("key") for b in window.play._buttons if b.isEnabled() and b.property("key")]
        way = rng.random()
        on_buttons = [b for b in window.play.decision_buttons() if b.isEnabled() and b.isVisibleTo(window.play)]
        if on_buttons and (not used["f6"] or way < 0.1):
            button_by_f6(window, qtbot, rng, used)
        elif way < 0.25 and view.hand_cards():
            n = rng.randint(1, min(9, len(view.hand_cards())))
            QTest.keyClick(view, getattr(Qt.Key, f"Key_{n}"))
            QTest.keyClick(view, Qt.Key.Key_Return)
        elif (way < 0.85 or not keys) and stops:
            if scene.focused_item() is None:
                QTest.keyClick(view, Qt.Key.Key_Tab)
            for _step in range(rng.randint(0, len(stops))):
                QTest.keyClick(view, Qt.Key.Key_Right)
            QTest.keyClick(view, Qt.Key.Key_Return)
        elif keys:
            QTest.keyClicks(view, rng.choice(keys))
        else:
            QTest.keyClick(view, Qt.Key.Key_Escape)
    raise AssertionError(f"no move by keys: {c.view.legal[:4]}")


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_by_keys_alone(window, qtbot, game):
    from souptable.engine import get

    n = get(game).info.min_players
    seats = [SeatInfo(f"P{i + 1}", "human" if i == 0 else "bot", None if i == 0 else "random") for i in range(n)]
    window.start(Setup(game, n, seats, {}, 11))
    c = window.controller
    rng = random.Random(7)
    decisions = 0
    used = {"f6": 0, "ring": 0}  # buttons pressed after F6, whole F6 rings checked
    window.activateWindow()
    decisions += play_to_the_end(qtbot, window, lambda: decide_by_keys(window, qtbot, rng, used))
    assert c.match.is_over(), "the game did not end"
    assert decisions > 0
    assert used["f6"] > 0 and used["ring"] > 0  # every game here has a decision on a button
