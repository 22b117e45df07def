"""The state of a Salty match: plain data, cloned field by field.

Seats are numbered in turn order (clockwise); seat ``s + 1`` sits to the left
of seat ``s``, counter-clockwise means decreasing seats. Cubes on the shelf
are counts per seasoning (index as in ``cards.SEASONINGS``); the bag is what
is neither on the shelf nor won, so it is not stored. No rules and no Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...engine import MatchRng
from .cards import CUBES_PER_SEASONING, SEASONINGS


@dataclass(slots=True)
class SaltyState:
    n: int
    rng: MatchRng
    meal: int = 0  # meals finished so far (the current one is meal + 1)
    # "draft": food cards are taken; "side": each seat bets, hidden; "discard":
    # two cards face down each; "play": rounds (tricks); "over": game finished.
    phase: str = "draft"
    last: int = 0  # the Last Player of this meal; the First Player sits to its left
    current: int = 0
    shelf: list[int] = field(default_factory=list)  # cubes per seasoning
    hands: list[list[str]] = field(default_factory=list)  # kept in deck order
    discards: list[list[str]] = field(default_factory=list)
    aside: list[str] = field(default_factory=list)  # 3 players: two cards face up
    food_pool: list[str] = field(default_factory=list)
    food: list[str | None] = field(default_factory=list)
    sides: list[str | None] = field(default_factory=list)
    revealed: bool = False
    leader: int = 0
    trick: list[str] = field(default_factory=list)  # cards in play order from ``leader``
    # The last completed round as the UI shows it (a fresh dict each time, never mutated).
    last_trick: dict[str, Any] | None = None
    won: list[list[str]] = field(default_factory=list)  # cards won this meal, face down
    plates: list[list[str]] = field(default_factory=list)  # cube seasonings on the food card
    outside: list[list[str]] = field(default_factory=list)  # cube seasonings beside it
    # Seasonings a seat has shown it lacks this meal (did not follow): bit i = SEASONINGS[i].
    voids: list[int] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)

    def clone(self) -> SaltyState:
        return SaltyState(
            n=self.n,
            rng=self.rng.clone(),
            meal=self.meal,
            phase=self.phase,
            last=self.last,
            current=self.current,
            shelf=self.shelf[:],
            hands=[h[:] for h in self.hands],
            discards=[d[:] for d in self.discards],
            aside=self.aside[:],
            food_pool=self.food_pool[:],
            food=self.food[:],
            sides=self.sides[:],
            revealed=self.revealed,
            leader=self.leader,
            trick=self.trick[:],
            last_trick=self.last_trick,
            won=[w[:] for w in self.won],
            plates=[p[:] for p in self.plates],
            outside=[o[:] for o in self.outside],
            voids=self.voids[:],
            totals=self.totals[:],
            history=self.history[:],  # the summaries themselves are never mutated
        )

    def bag_counts(self) -> list[int]:
        """Cubes per seasoning in the bag: neither on the shelf nor won."""
        out = [CUBES_PER_SEASONING - k for k in self.shelf]
        for zone in (self.plates, self.outside):
            for pile in zone:
                for c in pile:
                    out[SEASONINGS.index(c)] -= 1
        return out
