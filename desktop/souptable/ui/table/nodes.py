"""The table's accessible objects (ui/table/access.py keeps and tells them): the view's
interface, a zone's and an item's, and the words they are named with.

An item is named from its tooltip with its state ("playable", "chosen") and place
("card 2 of 6"); a zone by what it holds ("Your hand", "Seat 3"). An interface that has
left the table keeps the words it last had (``keep``) until the bridge is told it went.
Nothing here decides anything, changes the picture or sends an event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView

from .items import LabelItem
from .spec import ACTIVE, DIM, LEGAL, SELECTED
from .sprite import Sprite
from .zones import DECISION, HAND, MINE, SEAT, TABLE, Zone

if TYPE_CHECKING:
    from .access import TableAccess

translate = QCoreApplication.translate
Role = QAccessible.Role
Text = QAccessible.Text
Facts = tuple[str, str, int]  # an object's name, description and state bits, as the bridge was told


def first_line(text: str) -> str:
    return text.strip().split("\n", 1)[0].strip()


def item_id(item: Any) -> str:
    kind = "s" if isinstance(item, Sprite) else "l" if isinstance(item, LabelItem) else "a"
    return f"{kind}:{item.key}"


def state_bits(state: QAccessible.State) -> int:
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
        if not isinstance(child, ZoneInterface) or not self.access.is_live(child):
            return -1
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
    """One zone of the table (a hand, a seat, the middle): its children are its items.

    Once it leaves the tree it keeps its words (``kept``), valid, until given back."""

    def __init__(self, access: TableAccess, key: str) -> None:
        super().__init__()
        self.access = access
        self.zone_key = key
        self.kept: Facts | None = None
        self.kept_role = Role.Grouping
        self.given_back = False

    def _zone(self) -> Zone | None:
        return self.access.zone(self.zone_key) if self.access.is_live(self) else None

    def keep(self) -> None:
        self.kept_role = self.role()
        self.kept = self.facts()

    def facts(self) -> Facts:
        return self.text(Text.Name), self.text(Text.Description), 0

    def isValid(self) -> bool:
        return not self.given_back and (self.kept is not None or self._zone() is not None)

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # (the stubs forget nullptr)
        return self.access.view_interface()

    def childCount(self) -> int:
        zone = self._zone()
        return len(zone.items) if zone else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # (the stubs forget nullptr)
        zone = self._zone()
        if zone is None or not 0 <= index < len(zone.items):
            return None
        return self.access.interface(zone.items[index], zone)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if not self.access.is_live(self) or getattr(child, "zone_key", None) != self.zone_key:
            return -1
        if not self.access.is_live(child):
            return -1
        found = self.access.item(getattr(child, "item_key", ""))
        return found[2] if found is not None and found[1].key == self.zone_key else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # (the stubs forget nullptr)
        zone = self._zone()
        for item in reversed(zone.items if zone else []):
            if self.access.screen_rect(item).contains(x, y):
                return self.access.interface(item, zone)
        return None

    def rect(self) -> QRect:
        zone = self._zone()
        out = QRect()
        for item in zone.items if zone else []:
            out = out.united(self.access.screen_rect(item))
        return out

    def role(self) -> QAccessible.Role:
        zone = self._zone()
        if zone is None:
            return self.kept_role
        return Role.List if zone.kind == HAND else Role.Grouping

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        s.invalid = not self.isValid()
        return s

    def text(self, t: QAccessible.Text) -> str:
        zone = self._zone()
        if zone is None:
            kept = self.kept if not self.given_back else None
            return kept[0] if kept and t == Text.Name else kept[1] if kept and t == Text.Description else ""
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
    """A card, piece, place or line on the table, in one zone, found again by its key at
    every call. Once it leaves that zone it keeps its words and state (``kept``), valid
    under its old zone, until given back."""

    def __init__(self, access: TableAccess, zone_key: str, key: str) -> None:
        super().__init__()
        self.access = access
        self.zone_key = zone_key
        self.item_key = key
        self.kept: Facts | None = None
        self.kept_role = Role.NoRole
        self.given_back = False

    def _found(self) -> tuple[Any, Zone, int] | None:
        if not self.access.is_live(self):
            return None
        found = self.access.item(self.item_key)
        return found if found is not None and found[1].key == self.zone_key else None

    def keep(self) -> None:
        self.kept_role = self.role()
        self.kept = self.facts()

    def facts(self) -> Facts:
        """Its words and state (not whether it has the focus: focus events say that)."""
        return self.text(Text.Name), self.text(Text.Description), state_bits(self.state()) & ~1

    def _kept(self) -> Facts | None:
        return None if self.given_back else self.kept

    def isValid(self) -> bool:
        return self._kept() is not None or self._found() is not None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # (the stubs forget nullptr)
        found = self._found()
        if found:
            return self.access.zone_interface(found[1])
        return self.access.zone_of_leaving(self.zone_key) if self._kept() is not None else None

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
            return self.kept_role if self._kept() is not None else Role.NoRole
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
            kept = self._kept()
            if kept is None:
                s.invalid = True
            else:  # gone from the picture, not yet said gone
                s.selected, s.disabled, s.focusable = bool(kept[2] & 2), bool(kept[2] & 4), bool(kept[2] & 8)
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
            kept = self._kept()
            return kept[0] if kept and t == Text.Name else kept[1] if kept and t == Text.Description else ""
        item, zone, index = found
        words = item.label.text.strip() if isinstance(item, LabelItem) else ""
        tip = item.toolTip().strip()
        if t == Text.Name:
            count = self.access.copies(self.item_key)
            alike = translate("TableAccess", "%1 alike").replace("%1", str(count)) if count > 1 else ""
            parts = [
                words or first_line(tip) or translate("TableAccess", "card"),
                alike,
                state_word(item),
                position(zone, index),
            ]
            return ", ".join(p for p in parts if p)
        if t == Text.Description:
            return tip if tip != (words or first_line(tip)) else ""
        return ""
