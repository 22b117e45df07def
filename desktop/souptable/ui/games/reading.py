"""Reading the table aloud on demand: the part every game's ``reading.py`` builds on.

A game's reading (``SaltyReading``...) turns the viewing seat's observation into
sentences for the reading keys (``shell/reader.py``): the person's hand, the table,
the scores and what they can do now. It reads only what that seat may know: the
table's own picture built from that observation (``layout.build``: its items, named
by their tooltips, hidden cards by the words for a face-down card) and the game's
``words`` and ``panel``. It decides nothing and never looks at the match.

A game supplies :meth:`ReadingPart.overview` (how far the game has got) and
:meth:`ReadingPart.seat_line` (one line on a seat); the rest is shared here.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSizeF

from ...engine import Action, Observation
from ..table.board import Board, Part
from ..table.spec import LEGAL, SELECTED, Layout, Spec
from ..text import arg, translate

# the picture a reading is made from: any size will do, the items are the same
SIZE = QSizeF(1280, 800)


def first_line(text: str) -> str:
    return text.strip().split("\n", 1)[0].strip()


def zone_seat(zone: str) -> int | None:
    """The seat a zone belongs to ("hand:2", "bowl:2:0" → 2), None for a shared one."""
    parts = zone.split(":")
    return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None


class ReadingPart(Part):
    """The sentences of the reading keys for one game (see the module's docstring)."""

    hand_zone = "hand"  # the zone of a seat's hand is "<hand_zone>:<seat>"

    # -- what a game says ---------------------------------------------------------------
    def overview(self, obs: Observation) -> list[str]:
        """Lines on the game as a whole (the round, the piles), from the game's words."""
        return []

    def seat_line(self, obs: Observation, seat: int) -> str:
        """One line on a seat: its name and status."""
        return self.board.name(seat)

    def about(self, who: str, facts: str) -> str:
        """``who``: ``facts`` (a seat's line)."""
        #: a line of the table read aloud: %1 a player's name, %2 their status
        return arg(translate("Reading", "%1: %2"), who, facts)

    # -- shared ---------------------------------------------------------------------------
    def layout(self, obs: Observation, legal: list[Action]) -> Layout:
        return self.board.build(obs, legal, SIZE)

    def item_text(self, spec: Spec) -> str:
        """An item as its tooltip names it (a known card by its name), with its state."""
        text = first_line(spec.tooltip) or (self.board.card_name(spec.card) if spec.card is not None and spec.face_up else "")
        if spec.state == LEGAL:
            text = arg(translate("Reading", "%1 (playable)"), text)
        elif spec.state == SELECTED:
            text = arg(translate("Reading", "%1 (chosen)"), text)
        return text

    def hand(self, obs: Observation, legal: list[Action]) -> list[str]:
        """The viewing seat's hand, card by card, left to right."""
        seat = obs.get("seat")
        if seat is None:
            return [translate("Reading", "You are watching: you hold no cards.")]
        zone = f"{self.hand_zone}:{seat}"
        specs = sorted((s for s in self.layout(obs, legal).specs if s.zone == zone), key=lambda s: s.rect.x())
        if not specs:
            return [translate("Reading", "Your hand is empty.")]
        count = len(specs)
        lines = [translate("Reading", "Your hand: %n card(s).", None, count)]
        lines += [arg(translate("Reading", "%1 of %2: %3"), i + 1, count, self.item_text(s)) for i, s in enumerate(specs)]
        return lines

    def table(self, obs: Observation, legal: list[Action]) -> list[str]:
        """The game's state, then every seat (the viewer's first) with what lies there,
        then the shared places: every item once, named as its tooltip names it."""
        lay = self.layout(obs, legal)
        seat = obs.get("seat")
        mine = None if seat is None else f"{self.hand_zone}:{seat}"
        by_seat: dict[int | None, list[str]] = {}
        seen: set[str] = set()  # every item once (a bowl's card names its bowl too)
        for spec in lay.specs:
            if spec.zone == mine:
                continue  # the hand has its own key
            text = self.item_text(spec)
            if text and text not in seen:
                seen.add(text)
                by_seat.setdefault(zone_seat(spec.zone), []).append(text)
        out = list(self.overview(obs))
        for s in self.board.seat_order(int(obs["players"]), seat):
            out.append(self.seat_line(obs, s))
            out += ["  " + line for line in by_seat.get(s, [])]
        shared = by_seat.get(None, [])
        if shared:
            out.append(translate("Reading", "On the table:"))
            out += ["  " + line for line in shared]
        return out

    def scores(self, obs: Observation) -> list[str]:
        """The score table, one line a seat: "name: column value, …"."""
        headers, rows = self.board.scoreboard(obs)
        out = []
        for row in rows:
            cells = [arg("%1 %2", h, v) for h, v in zip(headers[1:], row[1:], strict=False) if str(v).strip()]
            out.append(arg("%1: %2", row[0] if row else "", ", ".join(cells)))
        return out

    def choices(self, obs: Observation, legal: list[Action]) -> list[str]:
        """What the person can do now: the prompt, the items that act, the buttons with their keys."""
        if not legal:
            return []
        out = [self.board.prompt(obs, legal)]
        playable = [self.item_text(s) for s in self.layout(obs, legal).specs if s.state in (LEGAL, SELECTED)]
        if playable:
            out.append(translate("Reading", "You can choose, with Tab and Enter:"))
            out += ["  " + p for p in dict.fromkeys(playable)]
        keyed: list[tuple[str, str]] = []
        taken: set[str] = set()
        for b in self.board.buttons(obs, legal):
            # a button without a key of its own gets the first free digit (as the play area gives it)
            key = b.shortcut or next((d for d in "123456789" if d not in taken), "")
            taken.add(key)
            if b.enabled:
                keyed.append((b.text, key))
        if keyed:
            out.append(translate("Reading", "Buttons below the table:"))
            out += ["  " + (arg(translate("Reading", "%1, key %2"), text, key) if key else text) for text, key in keyed]
        return out


def reading_of(board: Board) -> ReadingPart:
    """The board's reading part (a game without one gets the shared reading)."""
    part: Any = getattr(board, "reading", None)
    return part if isinstance(part, ReadingPart) else ReadingPart(board)


__all__ = ["ReadingPart", "first_line", "reading_of", "zone_seat"]
