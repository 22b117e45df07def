"""The table as accessible objects, for screen readers: zones and their cards.

A QAccessible factory gives the table's view (any QGraphicsView over a TableScene that
made a :class:`TableAccess`) an interface whose children are the zones of the table
(table/zones.py: your hand, your places, your choice, the middle, each other seat) and
whose grandchildren are the cards, pieces, places and lines on it (the interfaces and
their words: table/nodes.py). Each is named from its tooltip with its state ("playable",
"chosen") and place ("card 2 of 6"); the focus ring's moves are sent as focus events,
a change of the focused item as name and state changes. Enter acts, as for everybody
(tableview.py): there is deliberately no accessible "press" action, which crashes the
Qt 6.11 bridge when made in Python.

Changes: a screen reader's bridge (AT-SPI) caches the tree, so every change is told,
once the picture has settled (``flush``, one batch for a burst of pictures): an
ObjectDestroyed for each thing that went, an ObjectCreated for a new zone or a new item,
name, description and state changes of what stayed; a zone whose items changed order, or
with many changes (a deal), is told as one zone gone and a new one come. An item that
moves to another zone is another object there. Nothing is sent while the view is hidden (it is told when shown again). One move
of the ring is one focus event: the view's keys and clicks say it once, where the ring
ends (``one_focus``).

Lifetimes: Qt's accessibility cache holds raw pointers to the interfaces, which PySide
frees with their Python objects; so every interface made here is registered at once,
held in ``TableAccess`` while its item is on the table (and, once it left, still valid
with its old words and parent until its ObjectDestroyed is sent), and only then given
back to Qt (``deleteAccessibleInterface``) before the reference is dropped; no event is
ever made for one given back. Nothing here decides anything or changes the picture.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QObject, QPoint, QRect, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QAccessibleStateChangeEvent
from PySide6.QtWidgets import QGraphicsView

from .nodes import Facts, ItemInterface, ViewInterface, ZoneInterface, first_line, item_id
from .scene import TableScene
from .sprite import Sprite
from .zones import Zone, is_seat_frame, seat_frames, zones

_installed = False
HEAVY = 8  # a zone with more changes than this is told as a new zone


def install() -> None:
    """Install the factory once per process (views made later are found by it)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def _factory(classname: str, obj: QObject) -> QAccessibleInterface | None:
    access = getattr(obj, "table_access", None) if isinstance(obj, QGraphicsView) else None
    return access.view_interface() if isinstance(access, TableAccess) else None


def _update(event: QAccessibleEvent) -> None:
    """Every event of the table goes out here (tests spy on it)."""
    QAccessible.updateAccessibility(event)


class TableAccess:
    """The accessible tree of one table view; the view holds it as ``table_access``."""

    def __init__(self, view: QGraphicsView, scene: TableScene) -> None:
        self.view = view
        self.scene = scene
        self._view_iface: ViewInterface | None = None
        self._ifaces: dict[tuple[str, str], ItemInterface] = {}  # (zone key, item id) -> its interface
        self._zone_ifaces: dict[str, ZoneInterface] = {}
        self._leaving: dict[tuple[str, str], ItemInterface] = {}  # gone from the tree, not yet said gone
        self._leaving_zones: dict[str, ZoneInterface] = {}
        self._ids: dict[int, int] = {}  # id(interface) -> Qt's id for it
        self._tree: list[Zone] | None = None
        self._where: dict[str, tuple[Zone, int]] = {}  # item id -> (its zone, its index there)
        self._copies: dict[str, int] = {}  # item id -> how many like things it stands for
        self._told: dict[str, list[str]] = {}  # zone key -> its item ids, in order, as the bridge was told
        self._facts: dict[Any, Facts] = {}  # zone key or (zone key, item id) -> the words and state told
        self._dirty = False  # the tree changed since the bridge was told
        self._said: tuple[str, str] | None = None  # the (zone key, item id) a focus event last named
        self._said_iface: Any = None  # and its interface (only compared, never called: it may be given back)
        self._holding = 0  # inside one_focus: the ring's moves are said once, at its end
        self._held = False
        self._gone = False
        scene.changed.connect(self._changed)
        scene.settled.connect(self.flush)
        scene.focus_moved.connect(self._focus_moved)
        view.destroyed.connect(lambda *_a, me=self: me.release())
        install()

    # -- the tree --------------------------------------------------------------------
    def view_interface(self) -> ViewInterface:
        if self._view_iface is None:
            self._view_iface = ViewInterface(self.view, self)
        return self._view_iface

    def tree(self) -> list[Zone]:
        if self._tree is None:
            self._tree, self._where, self._copies = self._build()
        return self._tree

    def _build(self) -> tuple[list[Zone], dict[str, tuple[Zone, int]], dict[str, int]]:
        sc = self.scene
        frames = seat_frames(sc.areas)
        members, copies = self._members()
        tree = zones(members, sc.viewer, frames, len(frames))
        where = {item_id(it): (z, i) for z in tree for i, it in enumerate(z.items)}
        return tree, where, copies

    def _members(self) -> tuple[list[Any], dict[str, int]]:
        """The items a screen reader is shown: every card and piece with words (one for a
        pile of like face-down cards), every place or line that acts or has words, the
        labels that say something the items do not; and how many each pile stands for."""
        sc = self.scene
        hand = f"hand:{sc.viewer}" if sc.viewer is not None else None
        acting = sc.focusables()
        acting += [s for s in sc.sprites.values() if s.zone == hand and not s.interactive]  # every card of it
        out: list[Any] = list(acting)
        said = {it.toolTip() for it in acting}
        piles: dict[str, list[Any]] = {}  # like things that do not act: one stands for them all
        rest = [*sc.sprites.values(), *(a for a in sc.areas.values() if not is_seat_frame(a))]
        for it in sorted(rest, key=lambda it: -it.zValue()):
            tip = it.toolTip()
            if tip and tip not in said and not any(it is a for a in acting):
                piles.setdefault(tip, []).append(it)
        copies: dict[str, int] = {}
        for like in piles.values():
            top = like[0]  # a pile's count counts its own kind (a bowl's mat and card are one bowl)
            out.append(top)
            kind = (type(top), getattr(top, "zone", ""))
            copies[item_id(top)] = sum(1 for it in like if (type(it), getattr(it, "zone", "")) == kind)
        said = {first_line(it.toolTip()) for it in out}
        out += [lab for lab in sc.labels.values() if lab.label.text.strip() and lab.label.text.strip() not in said]
        return out, copies

    def zone_interface(self, zone: Zone) -> ZoneInterface:
        key = zone.key
        iface = self._zone_ifaces.get(key)
        if iface is None:
            iface = self._leaving_zones.pop(key, None)  # back before it was said gone: the same object
            if iface is None:
                iface = self._register(ZoneInterface(self, key))
            iface.kept = None
            self._zone_ifaces[key] = iface
        return iface

    def zone(self, key: str) -> Zone | None:
        return next((z for z in self.tree() if z.key == key), None)

    def interface(self, item: Any, zone: Zone | None = None) -> ItemInterface:
        """The interface of ``item`` where it lies now (one moved to another zone is
        another object: the bridge is told one went and one came)."""
        iid = item_id(item)
        if zone is None:
            self.tree()
            where = self._where.get(iid)
            zone = where[0] if where is not None else None
        key = (zone.key if zone is not None else "", iid)
        iface = self._ifaces.get(key)
        if iface is None:
            iface = self._leaving.pop(key, None)
            if iface is None:
                iface = self._register(ItemInterface(self, key[0], iid))
            iface.kept = None
            self._ifaces[key] = iface
        return iface

    def is_live(self, iface: Any) -> bool:
        if isinstance(iface, ZoneInterface):
            return self._zone_ifaces.get(iface.zone_key) is iface
        return self._ifaces.get((iface.zone_key, iface.item_key)) is iface

    def zone_of_leaving(self, key: str) -> ZoneInterface | None:
        """The parent of an item that left: its zone, live or leaving too (never made anew)."""
        return self._zone_ifaces.get(key) or self._leaving_zones.get(key)

    def item(self, key: str) -> tuple[Any, Zone, int] | None:
        self.tree()
        where = self._where.get(key)
        if where is None:
            return None
        zone, i = where
        return zone.items[i], zone, i

    def copies(self, key: str) -> int:
        return self._copies.get(key, 1)

    def focused(self) -> Any:
        return self.scene.focused_item()

    def _register(self, iface: Any) -> Any:
        self._ids[id(iface)] = QAccessible.registerAccessibleInterface(iface)
        return iface

    def _give_back(self, iface: Any) -> None:
        iface.given_back = True
        qt_id = self._ids.pop(id(iface), None)
        if qt_id is not None and QAccessible.accessibleInterface(qt_id) is not None:
            QAccessible.deleteAccessibleInterface(qt_id)

    # -- following the table -----------------------------------------------------------
    def _changed(self) -> None:
        """A new picture: the tree follows it at once; what left its zone keeps its words
        (valid, under its old parent) until the bridge is told it went (``flush``)."""
        if self._gone:
            return
        self.tree()  # (the old picture: what leaves keeps its words from it)
        tree, where, copies = self._build()
        for key in [k for k in self._ifaces if k[1] not in where or where[k[1]][0].key != k[0]]:
            self._ifaces[key].keep()
            self._leaving[key] = self._ifaces.pop(key)
        present = {z.key for z in tree}
        for zone_key in [k for k in self._zone_ifaces if k not in present]:
            self._zone_ifaces[zone_key].keep()
            self._leaving_zones[zone_key] = self._zone_ifaces.pop(zone_key)
        self._tree, self._where, self._copies = tree, where, copies
        self._dirty = True
        self._tell_focused_change()
        if not self.scene.busy:  # (a new picture settles soon: its settle tells the bridge)
            QTimer.singleShot(0, self.view, self._flush_if_still)

    def _flush_if_still(self) -> None:
        if not self._gone and not self.scene.busy:
            self.flush()

    def _tell_focused_change(self) -> None:
        """The focused item's new words or state, at once (Enter chose it: "chosen")."""
        item = self.focused()
        if item is None or self._said is None or not self.view.hasFocus():
            return
        iface = self.interface(item)
        key = (iface.zone_key, iface.item_key)
        told = self._facts.get(key)
        if key != self._said or told is None:
            return  # another object now (or never told): the flush says it
        facts = iface.facts()
        self._tell_change(iface, told, facts)
        self._facts[key] = facts

    def flush(self) -> None:
        """Tell the bridge how the tree changed since it was last told: after each settled
        picture, so a burst of pictures is told once. Per zone: ObjectDestroyed for what went
        (the interface still valid, under its parent; given back to Qt only after), then
        ObjectCreated for a new zone (its children are read from it) or for each new item,
        name, description and state changes of what stayed. A zone whose items changed
        order, or with many changes, is told as a new zone: two events, not dozens.
        (Not ObjectReorder: Qt 6.11's AT-SPI bridge sends its "children-changed" signals
        with a wrong signature and the client library drops them.) Nothing while the view
        is hidden."""
        if self._gone or not self._dirty or not self.view.isVisible():
            return
        self._dirty = False
        tree = self.tree()
        now = {z.key: [item_id(it) for it in z.items] for z in tree}
        facts: dict[Any, Facts] = {}
        for z in tree:
            facts[z.key] = self.zone_interface(z).facts()
            for it in z.items:
                facts[(z.key, item_id(it))] = self.interface(it, z).facts()
        told = self._told
        focused = self.focused()
        focus_at = self._where.get(item_id(focused)) if focused is not None else None
        plan: dict[str, tuple[list[str], list[str], list[str]]] = {}
        renew: set[str] = set()
        for key, ids in now.items():
            if key not in told:
                continue
            old, new_set = set(told[key]), set(ids)
            gone = [i for i in told[key] if i not in new_set]
            came = [i for i in ids if i not in old]
            changed = [i for i in ids if i in old and self._facts.get((key, i), facts[(key, i)]) != facts[(key, i)]]
            reordered = [i for i in told[key] if i in new_set] != [i for i in ids if i in old]
            focus_here = focus_at is not None and focus_at[0].key == key  # (its words alone: no new object)
            cost = len(gone) + len(came) + (0 if focus_here else len(changed))
            if reordered or cost > HEAVY:
                renew.add(key)
            plan[key] = (gone, came, changed)
        # 1. what went: whole zones, then items of the zones that stay
        for key in told:
            if key in renew:
                self._retire_zone(key)
            if key not in now or key in renew:
                zone_iface = self._leaving_zones.get(key)
                if zone_iface is not None:
                    self._send(zone_iface, QAccessible.Event.ObjectDestroyed)
        for key, (gone, _came, _changed) in plan.items():
            if key not in renew:
                for iid in gone:
                    leaving = self._leaving.get((key, iid))
                    if leaving is not None:
                        self._send(leaving, QAccessible.Event.ObjectDestroyed)
        for iface in [*self._leaving.values(), *self._leaving_zones.values()]:
            self._give_back(iface)  # the last word on them is said: back to Qt
        self._leaving.clear()
        self._leaving_zones.clear()
        # 2. what came, and what changed
        for z in tree:
            zone_iface = self.zone_interface(z)
            if z.key not in told or z.key in renew:
                self._send(zone_iface, QAccessible.Event.ObjectCreated)
                continue
            _gone, came, changed = plan[z.key]
            for iid in came:  # in reading order: each at its index among those told before it
                self._send(self.interface(z.items[now[z.key].index(iid)], z), QAccessible.Event.ObjectCreated)
            for iid in changed:
                self._tell_change(
                    self.interface(z.items[now[z.key].index(iid)], z), self._facts[(z.key, iid)], facts[(z.key, iid)]
                )
            if self._facts.get(z.key, facts[z.key]) != facts[z.key]:
                self._tell_change(zone_iface, self._facts[z.key], facts[z.key])
        self._told, self._facts = now, facts
        # 3. the focused item is another object now (moved to another zone, or its zone told anew)
        speaking = focus_at is not None and self._said is not None and self.view.hasFocus()
        if speaking and focus_at is not None and self.interface(focused, focus_at[0]) is not self._said_iface:
            self.say_focus()

    def _retire_zone(self, key: str) -> None:
        """The zone and its items are told anew: their interfaces leave (kept valid)."""
        zone_iface = self._zone_ifaces.pop(key, None)
        if zone_iface is not None:
            zone_iface.keep()
            self._leaving_zones[key] = zone_iface
        for k in [k for k in self._ifaces if k[0] == key]:
            self._ifaces[k].keep()
            self._leaving[k] = self._ifaces.pop(k)

    def _tell_change(self, iface: Any, old: Facts, new: Facts) -> None:
        if old[0] != new[0]:
            self._send(iface, QAccessible.Event.NameChanged)
        if old[1] != new[1]:
            self._send(iface, QAccessible.Event.DescriptionChanged)
        if old[2] != new[2]:
            diff = old[2] ^ new[2]
            changed = QAccessible.State()
            changed.selected = bool(diff & 2)
            changed.disabled = bool(diff & 4)
            changed.focusable = bool(diff & 8)
            self._send(iface, QAccessible.Event.StateChanged, changed)

    def _send(self, iface: Any, kind: QAccessible.Event, changed: QAccessible.State | None = None) -> None:
        """One event about one of our interfaces: never about one given back to Qt (its
        object is freed), never while the view is hidden."""
        if self._gone or id(iface) not in self._ids or not self.view.isVisible():
            return
        event = QAccessibleStateChangeEvent(iface, changed) if changed is not None else QAccessibleEvent(iface, kind)
        _update(event)

    def _focus_moved(self, item: Any) -> None:
        if self._gone:
            return
        if self._holding:
            self._held = True
        elif self.view.hasFocus():
            self.say_focus()

    @contextmanager
    def one_focus(self, say: bool = False) -> Iterator[None]:
        """The ring's moves inside are said once, where the ring ends up (a Tab into the
        table clears the ring, then rings the first item: one focus event, not two; Tab
        off the table's end says nothing, the next control is focused). ``say``: say
        where the ring is at the end even if it did not move (a click gave the view the
        focus)."""
        self._holding += 1
        self._held = self._held or say
        try:
            yield
        finally:
            self._holding -= 1
            if not self._holding and self._held:
                self._held = False
                if not self._gone and self.view.hasFocus():
                    self.say_focus()

    def say_focus(self) -> None:
        """A focus event for the ring's item (for the view itself when nothing is ringed)."""
        if self._gone or not self.view.isVisible():
            return
        item = self.focused()
        if item is None:
            self._said = self._said_iface = None
            _update(QAccessibleEvent(self.view, QAccessible.Event.Focus))
            return
        self.tree()
        if self._dirty:
            self._said = None  # (said just below: not by the flush too)
            self.flush()  # the tree's changes first: the focus names an object the bridge knows
            item = self.focused()
            if item is None:
                return
        where = self._where.get(item_id(item))
        if where is None:  # (every focusable item is a member)
            return
        iface = self.interface(item, where[0])
        self._said = (where[0].key, item_id(item))
        self._said_iface = iface
        told, facts = self._facts.get(self._said), iface.facts()
        if told is not None and told != facts:  # (a click chose it: the bridge's copy of its name first)
            self._tell_change(iface, told, facts)
        self._facts[self._said] = facts
        self._send(iface, QAccessible.Event.Focus)

    def release(self) -> None:
        """Give every interface back to Qt (the view is going)."""
        self._gone = True
        for iface in [
            *self._ifaces.values(),
            *self._zone_ifaces.values(),
            *self._leaving.values(),
            *self._leaving_zones.values(),
        ]:
            self._give_back(iface)
        self._ifaces.clear()
        self._zone_ifaces.clear()
        self._leaving.clear()
        self._leaving_zones.clear()
        self._view_iface = None

    # -- geometry ------------------------------------------------------------------
    def screen_rect(self, item: Any) -> QRect:
        r = item.sceneBoundingRect()
        if isinstance(item, Sprite):
            r = item.spec_rect.translated(0, -item.lift)
        local = self.view.mapFromScene(r).boundingRect()
        out: QRect = local.translated(self.view.viewport().mapToGlobal(QPoint(0, 0)))
        return out
