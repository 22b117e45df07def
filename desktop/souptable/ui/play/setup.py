"""What a table is started with: the game, its seats, options and seed (no widgets)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...engine.record import SeatInfo


@dataclass
class Setup:
    game: str
    players: int
    seats: list[SeatInfo]
    options: dict[str, str] = field(default_factory=dict)
    seed: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "options": self.options,
            "seats": [s.to_json() for s in self.seats],
        }
