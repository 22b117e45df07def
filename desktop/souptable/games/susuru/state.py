"""The state of a Super Susuru Soup match: plain data, cloned field by field.

Seats are numbered in turn order (clockwise); seat ``s + 1`` sits to the left
of seat ``s``. No rules and no Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...engine import MatchRng


@dataclass(slots=True)
class SusuruState:
    n: int
    rng: MatchRng
    round: int = 0
    start: int = 0
    current: int = 0
    # "turn": a player who has not opened acts; "keep": they decide on the card
    # they drew; "claim": round-end trend decision; "over": game finished.
    phase: str = "turn"
    deck: list[str] = field(default_factory=list)  # top of the pile = last element
    market: list[str] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)
    income: list[list[str]] = field(default_factory=list)
    # per seat: the cards it took from the market this round and still holds;
    # everyone saw them go into that hand, so they are public
    taken: list[list[str]] = field(default_factory=list)
    # marker (3, 2, 1) -> (seat, card placed under it), or None while unclaimed
    trend: dict[int, tuple[int, str] | None] = field(default_factory=dict)
    opened: list[bool] = field(default_factory=list)
    open_order: list[int] = field(default_factory=list)
    drawn: str | None = None
    # None, "last_turn" (all but one opened: the last one, ``last_seat``, still
    # has a turn) or "final" (the draw pile ran out: ``final_queue`` still act).
    ending: str | None = None
    last_seat: int | None = None
    last_drawer: int | None = None
    final_queue: list[int] = field(default_factory=list)
    claim_order: list[int] = field(default_factory=list)
    claim_idx: int = 0
    claim_once: bool = False
    chips: list[list[int]] = field(default_factory=list)  # per seat: [gold, silver, bronze]
    history: list[dict[str, Any]] = field(default_factory=list)

    def clone(self) -> SusuruState:
        return SusuruState(
            n=self.n,
            rng=self.rng.clone(),
            round=self.round,
            start=self.start,
            current=self.current,
            phase=self.phase,
            deck=self.deck[:],
            market=self.market[:],
            hands=[h[:] for h in self.hands],
            income=[h[:] for h in self.income],
            taken=[t[:] for t in self.taken],
            trend=dict(self.trend),
            opened=self.opened[:],
            open_order=self.open_order[:],
            drawn=self.drawn,
            ending=self.ending,
            last_seat=self.last_seat,
            last_drawer=self.last_drawer,
            final_queue=self.final_queue[:],
            claim_order=self.claim_order[:],
            claim_idx=self.claim_idx,
            claim_once=self.claim_once,
            chips=[c[:] for c in self.chips],
            history=self.history[:],  # the summaries themselves are never mutated
        )
