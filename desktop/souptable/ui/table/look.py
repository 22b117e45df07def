"""How the table is drawn for the eyes that look at it: high contrast, text size.

One :class:`TableLook` is in force for every table (the window sets it from the
settings, ui/base/settings.py ``HIGH_CONTRAST`` and ``TABLE_TEXT``); the items read it
when they are laid out and painted (ui/table/items.py), the scene for its background
(ui/table/scene.py). High contrast is a plain dark table, strong white frames and
bold text on a solid backing; the text size multiplies what the board asks for,
independent of the card size, and never asks for less than :data:`READABLE_PX`
(a label still shrinks to fit a rect too small for it, so nothing is ever clipped).
The player to move's frame is white (thicker still in high contrast), unlike every
seat colour and the yellow of what can be chosen, and carries a ▶ mark as well. No rules, no game knowledge, no widgets.
"""

from __future__ import annotations

from dataclasses import dataclass

READABLE_PX = 11.0  # the least a label asks for (boards ask 8–9 px in places)
PLAIN_BACKGROUND = "#141414"  # high contrast: no wood, nothing behind the cards but this
TURN_FRAME = "#ffffff"  # the player to move (seat 3's amber was too near the old yellow)
TURN_MARK = "▶"  # ... and a mark beside the frame: not told by colour alone


@dataclass(frozen=True)
class TableLook:
    high_contrast: bool = False
    text_scale: float = 1.0

    def text_px(self, size: float) -> float:
        """The pixel size a label asks for, from the board's ``size``."""
        return max(READABLE_PX, size * self.text_scale)

    def label_colors(self, color: str, background: str | None) -> tuple[str, str | None]:
        """(text, backing) of a label: as the board says, or white (on black where the
        board gives it a backing; the areas and the table are dark anyway)."""
        if self.high_contrast:
            return "#ffffff", "#000000" if background else None
        return color, background

    def frame(self, border: str, width: float) -> tuple[str, float]:
        """An area's ordinary frame: as the board says, or strong: a seat keeps its own
        colour, opaque and thick; a see-through frame becomes light grey."""
        if self.high_contrast:
            solid = border if len(border) == 7 else "#c8c8c8"
            return solid, max(width, 3.0)
        return border, width

    def fill(self, color: str) -> str:
        """An area's fill: as the board says, or plain black."""
        return "#000000" if self.high_contrast else color


_current = TableLook()


def current() -> TableLook:
    return _current


def set_look(look: TableLook) -> None:
    """The look every table is drawn with from now (the window then draws anew)."""
    global _current
    _current = look


__all__ = ["PLAIN_BACKGROUND", "READABLE_PX", "TURN_FRAME", "TURN_MARK", "TableLook", "current", "set_look"]
