"""What a board asks the table to show: plain descriptions, no Qt objects kept.

A :class:`Spec` is one picture on the table (a card, a marker, a cube...):
its identity ``key`` (so the table can animate it from where it was), its
art (an SVG key plus a factory), its rectangle in scene pixels, whether it is
face up, and how it may be used (``target`` is the board's own handle for a
click; ``state`` says legal / selected / dimmed). A :class:`Label` is text.
An :class:`Area` is a framed region (a player's seat, a drop zone).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QRectF

Art = tuple[str, Callable[[], str]]  # (cache key, SVG factory)

# Colours in specs are CSS-style "#RRGGBB" or "#RRGGBBAA" (alpha last); see ``color``.

NORMAL, LEGAL, SELECTED, DIM, ACTIVE = "normal", "legal", "selected", "dim", "active"
GLOW_ROOM = 4.5  # px a legal, selected or active card's glow reaches beyond it (ui/table/sprite.py)

# Where a half-made choice may end (the plate, a bowl, a marker, a player): the board
# marks those things, and Tab visits them first, the viewer's own before the others'.
DEST_OWN, DEST_OTHER = 1, 2


@dataclass
class Spec:
    key: str
    art: Art
    rect: QRectF
    z: float = 0.0
    back: Art | None = None
    face_up: bool = True
    tooltip: str = ""
    target: Any = None
    state: str = NORMAL
    rotation: float = 0.0
    opacity: float = 1.0
    draggable: bool = False
    zone: str = ""  # the engine zone it lies in ("hand:0", "market"...), for move animations
    card: Any = None  # the card it shows, if known to the viewer
    dest: int = 0  # a destination of the current step: see DEST_OWN / DEST_OTHER
    veil: str = ""  # drawn over the picture's zoom too: the viewer sees it covered ("?")


@dataclass
class Label:
    key: str
    text: str
    rect: QRectF
    z: float = 1.0
    size: float = 12.0  # pixel size of the font
    bold: bool = False
    color: str = "#fdf6e3"
    align: str = "left"  # "left" | "center" | "right"
    background: str | None = None  # e.g. "#00000088" for a readable plate
    tooltip: str = ""
    target: Any = None


@dataclass
class Area:
    key: str
    rect: QRectF
    z: float = -1.0
    color: str = "#ffffff18"
    border: str = "#ffffff40"
    radius: float = 10.0
    state: str = NORMAL
    target: Any = None
    tooltip: str = ""
    dest: int = 0  # a destination of the current step: see DEST_OWN / DEST_OTHER


@dataclass
class Layout:
    specs: list[Spec] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    areas: list[Area] = field(default_factory=list)
    # where a zone "is" when a card comes from or goes to a zone not drawn
    anchors: dict[str, QRectF] = field(default_factory=dict)
    viewer: int | None = None  # whose eyes (the observation's seat): their places come first for Tab
