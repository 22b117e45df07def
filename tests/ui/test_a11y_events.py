"""The table's accessible tree tells its changes (issue 42): a screen reader's bridge
caches the tree, so what it is told must keep its copy right.

``Bridge`` keeps a copy of the tree as AT-SPI's client library does, from the events the
table sends (access.py's ``_update``) and nothing else: ObjectCreated inserts the object
at its index under its parent (a new zone's items are read then), ObjectDestroyed removes
it (and is dropped, as Qt's bridge drops it, unless the object is still valid with a
parent), NameChanged re-reads a name; ObjectReorder is a fault (Qt's bridge sends it in
a form the client library drops).
After every settled picture its copy must equal the live tree: every zone, every item,
in order, with its name. No event may name an interface given back to Qt, none may go
out while the view is hidden, and every move of the focus ring (Tab, the arrows, a
number key, a click) is one focus event that names the focused item. Over a mid-game
table and whole games of every game, with the animations on.
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

from .helpers import play_to_the_end
from .live_game import pixel_of
from .test_a11y_table import focus_view, ring
from .test_table_conformance import sit

GAMES = playable()
Name = QAccessible.Text.Name
Event = QAccessible.Event
SPEED = 0.25  # the animations on, short
STRUCTURE = (Event.ObjectCreated, Event.ObjectDestroyed)


def uid(iface: Any) -> int:
    return int(QAccessible.uniqueId(iface))


class Bridge:
    """A screen reader's copy of the table's tree, kept by the events alone."""

    def __init__(self, view: Any, monkeypatch: Any) -> None:
        self.view = view
        self.root = QAccessible.queryAccessibleInterface(view)
        self.kids: dict[int, list[int]] = {}
        self.names: dict[int, str] = {}
        self.events: list[tuple[Any, str, Any]] = []  # (type, name, interface)
        self.problems: list[str] = []
        self.checks = 0
        self.sizes: list[tuple[int, int, int]] = []  # per check: items that came or went, zones, most events in one zone
        self.told_under: dict[int, int] = {}  # since the last check: ObjectCreated/Destroyed under each parent
        self._items: set[int] = set()
        self._told = 0
        self._zones = self.root.childCount()
        view.table_access.flush()  # (what it has not told yet is not in the copy either)
        self.kids[uid(self.root)] = self.read(self.root)
        for i in range(self.root.childCount()):
            zone = self.root.child(i)
            self.kids[uid(zone)] = self.read(zone)
        real = access._update

        def spy(event: Any) -> None:
            self.hear(event)
            real(event)

        monkeypatch.setattr(access, "_update", spy)

    def read(self, iface: Any) -> list[int]:
        """The children of ``iface`` as the bridge reads them (their names too)."""
        out = []
        for i in range(iface.childCount()):
            child = iface.child(i)
            self.names.setdefault(uid(child), child.text(Name))
            out.append(uid(child))
        return out

    def forget(self, me: int) -> None:
        for child in self.kids.pop(me, []):
            self.forget(child)
        self.names.pop(me, None)

    def insert(self, parent: int, index: int, me: int) -> None:
        kids = self.kids.get(parent)
        if kids is None:
            return  # (children never read: nothing cached to keep right)
        if me in kids:
            kids.remove(me)
        if not 0 <= index <= len(kids):
            self.problems.append(f"child index {index} past the {len(kids)} known")
            return
        kids.insert(index, me)

    def hear(self, event: Any) -> None:
        kind = event.type()
        iface = event.accessibleInterface()
        if not self.view.isVisible():
            self.problems.append(f"{kind} while the view is hidden")
        if iface is None or getattr(iface, "given_back", False):
            self.problems.append(f"{kind} names an interface given back to Qt")
            return
        if not iface.isValid():
            self.problems.append(f"{kind} names an invalid interface")
            return
        self.events.append((kind, iface.text(Name), iface))
        me = uid(iface)
        if kind == Event.ObjectCreated:
            parent = iface.parent()
            index = parent.indexOfChild(iface) if parent is not None else -1
            if index < 0:
                self.problems.append(f"created {iface.text(Name)!r} is not among its parent's children")
                return
            self.insert(uid(parent), index, me)
            self.told_under[uid(parent)] = self.told_under.get(uid(parent), 0) + 1
            self.names[me] = iface.text(Name)
            if iface.childCount():
                self.kids[me] = self.read(iface)
        elif kind == Event.ObjectDestroyed:
            parent = iface.parent()
            if parent is None:
                self.problems.append(f"destroyed {iface.text(Name)!r} has no parent: the bridge drops it")
                return
            self.told_under[uid(parent)] = self.told_under.get(uid(parent), 0) + 1
            kids = self.kids.get(uid(parent), [])
            if me in kids:
                kids.remove(me)
            self.forget(me)
        elif kind == Event.ObjectReorder:
            # Qt 6.11's bridge sends its "children-changed:add" signals with a wrong D-Bus
            # signature (seen under Xvfb: "Got invalid signature siisa{sv}"): libatspi drops them
            self.problems.append("ObjectReorder: dropped by the AT-SPI client library")
        elif kind == Event.NameChanged:
            self.names[me] = iface.text(Name)

    def on_settle(self) -> None:
        """Connected to the scene's ``settled`` (after the table's own flush; a newer
        picture laid down by a listener before this one is checked at its own settle)."""
        if self.view.table.busy:
            return
        try:
            self.check()
        except AssertionError as exc:
            self.problems.append(f"after a settled picture: {exc}")

    def check(self) -> None:
        """The copy is the live tree (only while the view shows it: hidden, it is not told)."""
        if not self.view.isVisible():
            return
        self.checks += 1
        live = {uid(self.root): self.live_kids(self.root)}
        for i in range(self.root.childCount()):
            zone = self.root.child(i)
            live[uid(zone)] = self.live_kids(zone)
        copy = {k: v for k, v in self.kids.items() if k in live}
        assert self.problems == [], "\n".join(self.problems[:3])
        assert copy.keys() == live.keys(), "zones the bridge does not know (or still thinks there)"
        for parent, kids in live.items():
            said = [(k, n) for k, n, _i in self.events[self._told :]]
            assert self.kids[parent] == kids, f"{self.names.get(parent)}: the bridge's children differ; {said}"
        items = {k for z in live for k in live[z]} - set(live)
        root = uid(self.root)
        most = max([n for parent, n in self.told_under.items() if parent != root] or [0])
        zones_before, self._zones = self._zones, len(live) - 1
        assert self.told_under.get(root, 0) <= 2 * max(zones_before, self._zones), "more zone events than zones"
        self.sizes.append((len(items ^ self._items), len(live), most))
        self.told_under = {}
        self._items, self._told = items, len(self.events)
        stale = {
            self.names.get(k): self.live_name(k) for kids in live.values() for k in kids if self.names.get(k) != self.live_name(k)
        }
        assert not stale, f"names the bridge has wrong: {stale}"

    def live_kids(self, iface: Any) -> list[int]:
        return [uid(iface.child(i)) for i in range(iface.childCount())]

    def live_name(self, me: int) -> str:
        iface = QAccessible.accessibleInterface(me)
        return iface.text(Name) if iface is not None else ""

    def focus_events(self) -> list[tuple[Any, str, Any]]:
        return [e for e in self.events if e[0] == Event.Focus]


def focused_interface(window: Any) -> Any:
    item = window.play.scene.focused_item()
    view = window.play.view
    return view.table_access.interface(item) if item is not None else QAccessible.queryAccessibleInterface(view)


def settle(window: Any, qtbot: Any) -> None:
    qtbot.waitUntil(lambda: not window.play.scene.busy, timeout=60000)
    QTest.qWait(1)  # (a change outside a new picture is told on the next turn of the loop)


class FocusCheck:
    """Each action on the table: at most one focus event, exactly one when the focused
    object changed (or ``must``), naming what has the focus after it."""

    def __init__(self, window: Any, qtbot: Any, bridge: Bridge) -> None:
        self.window, self.qtbot, self.bridge = window, qtbot, bridge
        self.moves = 0

    def __call__(self, act: Any, must: bool = False) -> None:
        view = self.window.play.view
        before = focused_interface(self.window)
        start = len(self.bridge.focus_events())
        act()
        settle(self.window, self.qtbot)
        sent = self.bridge.focus_events()[start:]
        assert len(sent) <= 1, [name for _k, name, _i in sent]
        if not view.hasFocus():
            return  # (Tab left the table: the next control has the focus)
        now = focused_interface(self.window)
        if must or now is not before:
            assert len(sent) == 1, f"no focus event for {now.text(Name)!r}"
            self.moves += 1
        if sent:
            assert uid(sent[0][2]) == uid(now) and sent[0][1] == now.text(Name)


def play_by_keys(window: Any, qtbot: Any, focus: FocusCheck, rng: random.Random) -> None:
    """One decision of the person, by Tab, the arrows, the number keys and Enter (a click
    now and then), each checked by ``focus``; a button's key when nothing on the table acts."""
    c, view, scene = window.controller, window.play.view, window.play.scene
    before = len(c.match.log)
    for _ in range(60):
        if len(c.match.log) > before or c.match.is_over() or not c.view.legal:
            return
        settle(window, qtbot)
        if len(c.match.log) > before:
            return
        if not view.hasFocus():
            window.activateWindow()  # (a round's summary came and went: the table again)
            qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
            view.setFocus()
            qtbot.waitUntil(view.hasFocus, timeout=5000)
        stops = ring(window)
        way = rng.random()
        if stops and way < 0.15:
            item = rng.choice(stops)
            pos = pixel_of(window, item)
            if pos is not None:
                window.scores.setFocus()  # the click gives the view the focus too: still one event
                focus(
                    lambda pos=pos: QTest.mouseClick(
                        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos
                    )
                )  # (one that moves no ring: Qt's own focus event for the view says it)
                continue
        if stops and way < 0.35 and view.hand_cards():
            n = rng.randint(1, min(9, len(view.hand_cards())))
            focus(lambda n=n: QTest.keyClick(view, getattr(Qt.Key, f"Key_{n}")))
            focus(lambda: QTest.keyClick(view, Qt.Key.Key_Return))
        elif stops:
            if scene.focused_item() is None:
                focus(lambda: QTest.keyClick(view, Qt.Key.Key_Tab), must=True)
            for _step in range(rng.randint(0, min(6, len(stops)))):
                key = rng.choice([Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Down])
                focus(lambda key=key: QTest.keyClick(view, key), must=True)
            focus(lambda: QTest.keyClick(view, Qt.Key.Key_Return))
        else:
            keys = [b.property("key") for b in window.play._buttons if b.isEnabled() and b.property("key")]
            if keys:
                focus(lambda keys=keys: QTest.keyClicks(view, rng.choice(keys)))
            else:
                window.play.submit(rng.choice(list(c.view.legal)))
    raise AssertionError(f"no move by keys: {c.view.legal[:4]}")


@pytest.mark.parametrize("game", GAMES)
def test_a_mid_game_table_tells_every_change(window, qtbot, monkeypatch, game):
    window.set_speed(SPEED)
    c = sit(window, qtbot, game)
    view = focus_view(window, qtbot)
    bridge = Bridge(view, monkeypatch)
    window.play.scene.settled.connect(bridge.on_settle)
    focus = FocusCheck(window, qtbot, bridge)
    rng = random.Random(5)
    # the ring, all round: one focus event a step
    for _ in ring(window):
        focus(lambda: QTest.keyClick(view, Qt.Key.Key_Tab), must=True)
    focus(lambda: QTest.keyClick(view, Qt.Key.Key_Left), must=True)
    # Tab into the table from the control before: one event, on the first item
    window.scores.setFocus()
    focus(lambda: view.setFocus(Qt.FocusReason.TabFocusReason), must=True)
    assert window.play.scene.focused_item() is ring(window)[0]
    cover = window.play.cover
    for _ in range(8):  # a few decisions at a hot-seat table: the cover (an empty table) between
        if c.match.is_over():
            break
        qtbot.waitUntil(
            lambda: c.match.is_over() or cover.isVisible() or (bool(c.view.legal) and not window.play.scene.busy), timeout=60000
        )
        if c.match.is_over():
            break
        if cover.isVisible():
            cover.button.click()
            continue
        play_by_keys(window, qtbot, focus, rng)
        settle(window, qtbot)
        bridge.check()
    kinds = {k for k, _n, _i in bridge.events}
    assert Event.ObjectDestroyed in kinds, "cards were played and nothing said so"
    assert bridge.checks > 1 and focus.moves > 0


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_keeps_the_bridges_copy_right(window, qtbot, monkeypatch, game):
    from souptable.engine import get

    window.set_speed(SPEED)
    n = get(game).info.min_players
    seats = [SeatInfo(f"P{i + 1}", "human" if i == 0 else "bot", None if i == 0 else "random") for i in range(n)]
    window.activateWindow()
    window.start(Setup(game, n, seats, {}, 13))
    c = window.controller
    view = window.play.view
    qtbot.waitUntil(lambda: bool(c.view.legal) and not window.play.scene.busy, timeout=60000)
    bridge = Bridge(view, monkeypatch)
    window.play.scene.settled.connect(bridge.on_settle)
    focus = FocusCheck(window, qtbot, bridge)
    rng = random.Random(11)
    play_to_the_end(qtbot, window, lambda: play_by_keys(window, qtbot, focus, rng))
    assert c.match.is_over(), "the game did not end"
    settle(window, qtbot)
    bridge.check()
    assert bridge.checks > 10 and focus.moves > 0
    counts = {k: sum(1 for e in bridge.events if e[0] == k) for k in STRUCTURE[:2]}
    assert counts[Event.ObjectCreated] and counts[Event.ObjectDestroyed], counts
    # batched: a settled picture is told in a few events a zone, however many cards came or went
    for came_or_went, zones, most in bridge.sizes[1:]:
        assert most <= access.HEAVY, (came_or_went, zones, most)  # in any one zone: a few, or the zone anew
    assert max(c for c, _z, _m in bridge.sizes) > 2 * access.HEAVY, "no big change seen"


def test_nothing_is_sent_while_the_view_is_hidden_and_it_is_told_when_shown(window, qtbot, monkeypatch):
    c = sit(window, qtbot, "salty")
    view = focus_view(window, qtbot)
    bridge = Bridge(view, monkeypatch)
    window.play.scene.settled.connect(bridge.on_settle)
    view.hide()
    before = len(c.match.log)
    c.submit(c.legal_for_viewer()[0])  # a move while hidden: the table changes
    qtbot.waitUntil(lambda: len(c.match.log) > before and not window.play.scene.busy, timeout=60000)
    assert bridge.events == [] and bridge.problems == []
    view.show()
    settle(window, qtbot)
    bridge.check()
    assert bridge.events, "shown again, the bridge was not told what changed"
