"""The table as accessible objects, for screen readers: zones and their cards.

A QAccessible factory gives the table's view (any QGraphicsView over a TableScene that
made a :class:`TableAccess`) an interface whose children are the zones of the table
(table/zones.py: your hand, your places, your choice, the middle, each other seat) and
whose grandchildren are the cards, pieces, places and lines on it. Each is named from
its tooltip with its state ("playable", "chosen") and place ("card 2 of 6"); the focus
ring's moves are sent as focus events, a change of the focused item as name and state
changes. Enter acts, as for everybody (tableview.py): there is deliberately no
accessible "press" action, which crashes the Qt 6.11 bridge when made in Python.

Lifetimes: Qt's accessibility cache holds raw pointers to the interfaces, which PySide
frees with their Python objects; so every interface made here is registered at once,
held in ``TableAccess`` while its item is on the table, and given back to Qt
(``deleteAccessibleInterface``) before the reference is dropped. Nothing here decides
anything or changes the picture.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QAccessibleStateChangeEvent, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView

from .items import LabelItem
from .scene import TableScene
from .spec import ACTIVE, DIM, LEGAL, SELECTED
from .sprite import Sprite
from .zones import DECISION, HAND, MINE, SEAT, TABLE, Zone, is_seat_frame, seat_frames, zones

translate = QCoreApplication.translate
Role = QAccessible.Role
Text = QAccessible.Text

_installed = False


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


def _first_line(text: str) -> str:
    return text.strip().split("\n", 1)[0].strip()


class TableAccess:
    """The accessible tree of one table view; the view holds it as ``table_access``."""

    def __init__(self, view: QGraphicsView, scene: TableScene) -> None:
        self.view = view
        self.scene = scene
        self._view_iface: ViewInterface | None = None
        self._ifaces: dict[str, ItemInterface] = {}  # by item id ("s:key", "a:key", "l:key")
        self._ids: dict[int, int] = {}  # id(interface) -> Qt's id for it
        self._zone_ifaces: dict[str, ZoneInterface] = {}
        self._tree: list[Zone] | None = None
        self._where: dict[str, tuple[Zone, int]] = {}  # item id -> (its zone, its index there)
        self._said: tuple[str, str, int] | None = None  # the focused item's (id, name, state) last said
        self._copies: dict[str, int] = {}  # item id -> how many like things it stands for
        scene.changed.connect(self._changed)
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
            sc = self.scene
            frames = seat_frames(sc.areas)
            self._tree = zones(self._members(), sc.viewer, frames, len(frames))
            tree: list[Zone] = self._tree
            self._where = {item_id(it): (z, i) for z in tree for i, it in enumerate(z.items)}
        return self._tree

    def _members(self) -> list[Any]:
        """The items a screen reader is shown: every card and piece with words (one for a
        pile of like face-down cards), every place or line that acts or has words, the
        labels that say something the items do not."""
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
        self._copies = {}
        for like in piles.values():
            top = like[0]  # a pile's count counts its own kind (a bowl's mat and card are one bowl)
            out.append(top)
            kind = (type(top), getattr(top, "zone", ""))
            self._copies[item_id(top)] = sum(1 for it in like if (type(it), getattr(it, "zone", "")) == kind)
        said = {_first_line(it.toolTip()) for it in out}
        out += [lab for lab in sc.labels.values() if lab.label.text.strip() and lab.label.text.strip() not in said]
        return out

    def zone_interface(self, zone: Zone) -> ZoneInterface:
        iface = self._zone_ifaces.get(zone.key)
        if iface is None:
            iface = self._zone_ifaces[zone.key] = self._register(ZoneInterface(self, zone.key))
        return iface

    def zone(self, key: str) -> Zone | None:
        return next((z for z in self.tree() if z.key == key), None)

    def interface(self, item: Any) -> ItemInterface:
        key = item_id(item)
        iface = self._ifaces.get(key)
        if iface is None:
            iface = self._ifaces[key] = self._register(ItemInterface(self, key))
        return iface

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
        qt_id = self._ids.pop(id(iface), None)
        if qt_id is not None and QAccessible.accessibleInterface(qt_id) is not None:
            QAccessible.deleteAccessibleInterface(qt_id)

    # -- following the table -----------------------------------------------------------
    def _changed(self) -> None:
        self._tree = None
        self.tree()
        for key in [k for k in self._ifaces if k not in self._where]:
            self._give_back(self._ifaces.pop(key))
        present = {z.key for z in self.tree()}
        for key in [k for k in self._zone_ifaces if k not in present]:
            self._give_back(self._zone_ifaces.pop(key))
        item = self.focused()
        if item is None or self._said is None or self._said[0] != item_id(item) or not self.view.hasFocus():
            return
        iface = self.interface(item)
        name, state = iface.text(Text.Name), _state_bits(iface.state())
        if name != self._said[1]:
            _update(QAccessibleEvent(iface, QAccessible.Event.NameChanged))
        if state != self._said[2]:
            changed = QAccessible.State()
            changed.selected = changed.disabled = changed.focusable = True
            _update(QAccessibleStateChangeEvent(iface, changed))
        self._said = (item_id(item), name, state)

    def _focus_moved(self, item: Any) -> None:
        if self.view.hasFocus():
            self.say_focus()

    def say_focus(self) -> None:
        """A focus event for the ring's item (for the view itself when nothing is ringed)."""
        item = self.focused()
        if item is None:
            self._said = None
            _update(QAccessibleEvent(self.view, QAccessible.Event.Focus))
            return
        self.tree()
        if item_id(item) not in self._where:  # (every focusable item is a member)
            return
        iface = self.interface(item)
        self._said = (item_id(item), iface.text(Text.Name), _state_bits(iface.state()))
        _update(QAccessibleEvent(iface, QAccessible.Event.Focus))

    def release(self) -> None:
        """Give every interface back to Qt (the view is going)."""
        for iface in [*self._ifaces.values(), *self._zone_ifaces.values()]:
            self._give_back(iface)
        self._ifaces.clear()
        self._zone_ifaces.clear()
        self._view_iface = None

    # -- geometry ------------------------------------------------------------------
    def screen_rect(self, item: Any) -> QRect:
        r = item.sceneBoundingRect()
        if isinstance(item, Sprite):
            r = item.spec_rect.translated(0, -item.lift)
        local = self.view.mapFromScene(r).boundingRect()
        out: QRect = local.translated(self.view.viewport().mapToGlobal(QPoint(0, 0)))
        return out


def item_id(item: Any) -> str:
    kind = "s" if isinstance(item, Sprite) else "l" if isinstance(item, LabelItem) else "a"
    return f"{kind}:{item.key}"


def _state_bits(state: QAccessible.State) -> int:
    return int(state.focused) | int(state.selected) << 1 | int(state.disabled) << 2 | int(state.focusable) << 3


def zone_name(access: TableAccess, zone: Zone) -> str:
    if zone.kind == HAND:
        return translate("TableAccess", "Your hand")
    if zone.kind == MINE:
        return translate("TableAccess", "Your places")
    if zone.kind == DECISION:
        return translate("TableAccess", "Your choice")
    if zone.kind == TABLE:
        return translate("TableAccess", "Middle of the table")
    label = access.scene.labels.get(f"seat-name:{zone.seat}")
    if label is not None and label.label.text.strip():
        return label.label.text.strip()
    return translate("TableAccess", "Seat %1").replace("%1", str((zone.seat or 0) + 1))


def state_word(item: Any) -> str:
    state = getattr(item, "state", "")
    acts = bool(getattr(item, "interactive", getattr(item, "target", None) is not None))
    if state == SELECTED and acts:
        return translate("TableAccess", "chosen")
    if state in (LEGAL, ACTIVE) and acts:
        return translate("TableAccess", "playable") if isinstance(item, Sprite) else translate("TableAccess", "can be chosen")
    if state == DIM:
        return translate("TableAccess", "not playable")
    return ""


def position(zone: Zone, index: int) -> str:
    """ "card 2 of 6": the item's place among the like items of its zone (its pile)."""
    item = zone.items[index]
    if not (isinstance(item, Sprite) or getattr(item, "interactive", False)):
        return ""

    def group(it: Any) -> tuple[str, str]:
        return type(it).__name__, getattr(it, "zone", "")

    mine = group(item)
    like = [it for it in zone.items if group(it) == mine and (isinstance(it, Sprite) or getattr(it, "interactive", False))]
    count = len(like)
    if count < 2:
        return ""
    n = next(i for i, it in enumerate(like) if it is item) + 1
    # (no plural form: "card 2 of 6" reads the same for every count in en, ja and de)
    if isinstance(item, Sprite) and (zone.kind == HAND or item.card is not None):
        text = translate("TableAccess", "card %1 of %2")
    else:
        text = translate("TableAccess", "%1 of %2")
    return text.replace("%1", str(n)).replace("%2", str(count))


class ViewInterface(QAccessibleWidget):
    """The table view: its children are the zones."""

    def __init__(self, view: QGraphicsView, access: TableAccess) -> None:
        super().__init__(view, Role.Canvas, translate("TableAccess", "Card table"))
        self.access = access

    def childCount(self) -> int:
        return len(self.access.tree())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # (the stubs forget nullptr)
        tree = self.access.tree()
        return self.access.zone_interface(tree[index]) if 0 <= index < len(tree) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        key = getattr(child, "zone_key", None)
        return next((i for i, z in enumerate(self.access.tree()) if z.key == key), -1)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # (the stubs forget nullptr)
        item = self.access.focused()
        return self.access.interface(item) if item is not None and self.access.item(item_id(item)) else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # (the stubs forget nullptr)
        for zone in self.access.tree():
            iface = self.access.zone_interface(zone)
            if iface.rect().contains(x, y):
                return iface
        return None

    def text(self, t: QAccessible.Text) -> str:
        if t == Text.Name:
            return translate("TableAccess", "Card table")
        if t == Text.Description:
            return translate(
                "TableAccess", "Tab and the arrow keys go over what you can choose, Enter chooses, Space shows a card large."
            )
        return str(super().text(t))


class _Node(QAccessibleInterface):
    """What the zones and items share: no object, the view's window."""

    access: TableAccess

    def object(self) -> QObject | None:  # type: ignore[override]  # (the stubs forget nullptr)
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]  # (the stubs forget nullptr)
        handle = self.access.view.window().windowHandle()
        return handle

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass


class ZoneInterface(_Node):
    """One zone of the table (a hand, a seat, the middle): its children are its items."""

    def __init__(self, access: TableAccess, key: str) -> None:
        super().__init__()
        self.access = access
        self.zone_key = key

    def _zone(self) -> Zone | None:
        return self.access.zone(self.zone_key)

    def isValid(self) -> bool:
        return self._zone() is not None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # (the stubs forget nullptr)
        return self.access.view_interface()

    def childCount(self) -> int:
        zone = self._zone()
        return len(zone.items) if zone else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # (the stubs forget nullptr)
        zone = self._zone()
        if zone is None or not 0 <= index < len(zone.items):
            return None
        return self.access.interface(zone.items[index])

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        found = self.access.item(getattr(child, "item_key", ""))
        return found[2] if found is not None and found[1].key == self.zone_key else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # (the stubs forget nullptr)
        zone = self._zone()
        for item in reversed(zone.items if zone else []):
            if self.access.screen_rect(item).contains(x, y):
                return self.access.interface(item)
        return None

    def rect(self) -> QRect:
        zone = self._zone()
        out = QRect()
        for item in zone.items if zone else []:
            out = out.united(self.access.screen_rect(item))
        return out

    def role(self) -> QAccessible.Role:
        zone = self._zone()
        return Role.List if zone is not None and zone.kind == HAND else Role.Grouping

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        s.invalid = self._zone() is None
        return s

    def text(self, t: QAccessible.Text) -> str:
        zone = self._zone()
        if zone is None:
            return ""
        if t == Text.Name:
            return zone_name(self.access, zone)
        if t == Text.Description:
            count = len(zone.items)
            if zone.kind == SEAT:
                frame = self.access.scene.areas.get(f"seat:{zone.seat}")
                if frame is not None and frame.toolTip():
                    return frame.toolTip()
            return translate("TableAccess", "%n item(s)", None, count)
        return ""


class ItemInterface(_Node):
    """A card, piece, place or line on the table, found again by its key at every call."""

    def __init__(self, access: TableAccess, key: str) -> None:
        super().__init__()
        self.access = access
        self.item_key = key

    def _found(self) -> tuple[Any, Zone, int] | None:
        return self.access.item(self.item_key)

    def isValid(self) -> bool:
        return self._found() is not None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # (the stubs forget nullptr)
        found = self._found()
        return self.access.zone_interface(found[1]) if found else None

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # (the stubs forget nullptr)
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # (the stubs forget nullptr)
        return None

    def rect(self) -> QRect:
        found = self._found()
        return self.access.screen_rect(found[0]) if found else QRect()

    def role(self) -> QAccessible.Role:
        found = self._found()
        if found is None:
            return Role.NoRole
        item, zone, _i = found
        if zone.kind == HAND:
            return Role.ListItem
        if isinstance(item, LabelItem) and item.target is None:
            return Role.StaticText
        if item.target is not None:
            return Role.Button
        return Role.Graphic

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        found = self._found()
        if found is None:
            s.invalid = True
            return s
        item = found[0]
        s.focusable = any(it is item for it in self.access.scene.focusables())
        s.focused = s.focusable and self.access.focused() is item and self.access.view.hasFocus()
        s.selectable = s.focusable
        s.selected = getattr(item, "state", "") == SELECTED
        s.disabled = getattr(item, "state", "") == DIM
        s.invisible = not item.isVisible()
        return s

    def text(self, t: QAccessible.Text) -> str:
        found = self._found()
        if found is None:
            return ""
        item, zone, index = found
        words = item.label.text.strip() if isinstance(item, LabelItem) else ""
        tip = item.toolTip().strip()
        if t == Text.Name:
            count = self.access.copies(self.item_key)
            alike = translate("TableAccess", "%1 alike").replace("%1", str(count)) if count > 1 else ""
            parts = [
                words or _first_line(tip) or translate("TableAccess", "card"),
                alike,
                state_word(item),
                position(zone, index),
            ]
            return ", ".join(p for p in parts if p)
        if t == Text.Description:
            return tip if tip != (words or _first_line(tip)) else ""
        return ""
