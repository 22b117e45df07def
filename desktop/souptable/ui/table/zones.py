"""Which part of the table an item belongs to: the viewer's hand, the viewer's places,
another seat's places, the shared middle, the decision lines.

Derived only from what the picture already holds: a sprite's engine zone ("hand:2"),
the seat frames the boards draw (areas keyed "seat:N", which enclose everything of that
seat) and whether an item acts. Used for the Tab order (the viewer's own things before
the other players') and for the accessible tree (table/access.py). No rules, no Qt items
made here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QRectF

HAND, MINE, DECISION, TABLE, SEAT = "hand", "mine", "decision", "table", "seat"

_SEAT_AREA = re.compile(r"^seat:(\d+)$")
_HAND_ZONE = re.compile(r"^hand:(\d+)$")


@dataclass
class Zone:
    kind: str  # HAND, MINE, DECISION, TABLE or SEAT
    seat: int | None = None  # the seat of a HAND, MINE or SEAT zone
    items: list[Any] = field(default_factory=list)

    @property
    def key(self) -> str:
        return self.kind if self.seat is None else f"{self.kind}:{self.seat}"


def seat_frames(areas: dict[str, Any]) -> dict[int, QRectF]:
    """The seat frames on the table: seat -> its rectangle in scene pixels."""
    out: dict[int, QRectF] = {}
    for key, area in areas.items():
        m = _SEAT_AREA.match(key)
        if m:
            out[int(m.group(1))] = area.sceneBoundingRect()
    return out


def seat_of(item: Any, frames: dict[int, QRectF]) -> int | None:
    """The seat an item lies at (None: the shared middle of the table)."""
    m = _HAND_ZONE.match(getattr(item, "zone", "") or "")
    if m:
        return int(m.group(1))
    centre = place(item).center()
    inside = [(r.width() * r.height(), seat) for seat, r in frames.items() if r.contains(centre)]
    return min(inside)[1] if inside else None


def is_seat_frame(item: Any) -> bool:
    return bool(_SEAT_AREA.match(getattr(item, "key", "")))


def owner_rank(item: Any, viewer: int | None, frames: dict[int, QRectF]) -> int:
    """0: the viewer's own, 1: shared, 2: another player's."""
    seat = seat_of(item, frames)
    if seat is None:
        return 1
    return 0 if seat == viewer else 2


def zone_of(item: Any, viewer: int | None, frames: dict[int, QRectF]) -> tuple[str, int | None]:
    seat = seat_of(item, frames)
    if seat is not None and seat == viewer:
        return (HAND if getattr(item, "zone", "") == f"hand:{viewer}" else MINE), seat
    if seat is not None:
        return SEAT, seat
    acts = getattr(item, "target", None) is not None and not hasattr(item, "art")  # a line or place, not a card
    return (DECISION if acts else TABLE), None


def zones(items: list[Any], viewer: int | None, frames: dict[int, QRectF], players: int) -> list[Zone]:
    """``items`` grouped by zone, in the order a person reads the table: the hand, their
    own places, the decision, the middle, then the other seats clockwise; empty zones left out."""
    found: dict[tuple[str, int | None], Zone] = {}
    for item in items:
        kind, seat = zone_of(item, viewer, frames)
        found.setdefault((kind, seat), Zone(kind, seat)).items.append(item)
    v = 0 if viewer is None else viewer
    n = max([players, *(s + 1 for _k, s in found if s is not None)])
    order: list[tuple[str, int | None]] = [(HAND, viewer), (MINE, viewer), (DECISION, None), (TABLE, None)]
    order += [(SEAT, (v + k) % n) for k in range(n)]
    out = [found[k] for k in order if k in found]
    for zone in out:
        zone.items = reading_sorted(zone.items)
    return out


def place(item: Any) -> QRectF:
    """Where ``item`` lies in the picture: a card where the layout puts it, even while it
    still glides there (so the zones and the Tab order are the settled picture's)."""
    if item.scene() is None:
        return QRectF()
    spec = getattr(item, "spec_rect", None)
    if isinstance(spec, QRectF):
        r = QRectF(spec)
        r.setTop(r.top() - getattr(item, "lift", 0.0))  # as drawn: a chosen card is raised
        return r
    out: QRectF = item.sceneBoundingRect()
    return out


def reading_sorted(items: list[Any]) -> list[Any]:
    """``items`` as a person reads them: row by row from the top, each row left to right.

    An item starts a new row where its top lies below the middle of the row's first item;
    so a card drawn raised (chosen) or a fan's slope keeps its place in its row (rows cut
    at fixed heights put a raised card first once its top crossed a cut)."""

    def rect(it: Any) -> QRectF:
        spec = getattr(it, "spec_rect", None)
        if isinstance(spec, QRectF):
            return spec
        return QRectF(it.pos(), it.boundingRect().size())

    rows: list[tuple[float, list[tuple[float, Any]]]] = []  # (the row's middle, its items)
    for r, it in sorted(((rect(it), it) for it in items), key=lambda p: (p[0].top(), p[0].left())):
        if rows and r.top() < rows[-1][0]:
            rows[-1][1].append((r.left(), it))
        else:
            rows.append((r.center().y(), [(r.left(), it)]))
    return [it for _mid, row in rows for _x, it in sorted(row, key=lambda p: p[0])]


def reading_ranks(items: list[Any]) -> dict[int, int]:
    """Each item's place in :func:`reading_sorted` (by ``id``), for sort keys of their own."""
    return {id(it): k for k, it in enumerate(reading_sorted(items))}
