"""The state of a Suppenkasper match: plain data, cloned field by field.

Seats are numbered in turn order (clockwise); seat ``s + 1`` sits to the left
of seat ``s`` and is the one ``s`` serves and passes dishes to. No rules and
no Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...engine import MatchRng

# What one seat knows about another seat's hidden hand beyond the hand count,
# from the variant-2 card gifts and demands: (cards it surely holds, how many
# further reduction cards it surely holds, True if it holds no reduction card
# beyond those). Keyed (observer, holder); absent means "nothing known".
Knowledge = tuple[tuple[str, ...], int, bool]


@dataclass(slots=True)
class SuppenkasperState:
    n: int
    rng: MatchRng
    variant: str = "base"
    round: int = 0  # number of the current round, from 1
    dealer: int = 0
    # "option"/"give"/"demand"/"hand_over": variant-2 round start; "serve":
    # the seat to move puts a dish on the plate; "cannot_serve": the deal left
    # the holder of Tischlein deck dich nothing to serve, they end the round;
    # "respond": the served seat eats, passes on or refuses; "settle":
    # round-end side-dish decisions; "over": the game has ended.
    phase: str = "serve"
    current: int = 0
    positions: list[int] = field(default_factory=list)
    chips: list[int] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)
    starter: int | None = None  # who held Tischlein deck dich this round
    plate: list[str] = field(default_factory=list)
    server: int | None = None  # who served the dish on the plate
    dish: list[dict[str, Any]] = field(default_factory=list)  # served / passed / refused, in order
    eaten: list[str] = field(default_factory=list)  # cleared cards of this round
    dishes: list[dict[str, Any]] = field(default_factory=list)  # finished dishes of this round
    # Variant 2 round start: seats still to choose, what the running option
    # did so far, and the public log of finished options of this round.
    option_queue: list[int] = field(default_factory=list)
    option_seat: int | None = None
    option_left: int = 0
    option_targets: list[int] = field(default_factory=list)  # seats given to / taken from, in order
    option_none: list[int] = field(default_factory=list)  # asked seats that had no reduction card
    option_declined: bool = False  # the seat just asked had none: ask another or stop
    option_log: list[dict[str, Any]] = field(default_factory=list)
    knowledge: dict[tuple[int, int], Knowledge] = field(default_factory=dict)
    # Round end: who could not serve, and per seat the side-dish decisions
    # taken so far (colour -> main course, or "cake" -> cream counts).
    cannot_serve: int | None = None
    choices: list[dict[str, Any]] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)  # summaries of finished rounds
    ended_by: str | None = None  # "suppenkasper" or "dicker_brocken" once over

    def clone(self) -> SuppenkasperState:
        return SuppenkasperState(
            n=self.n,
            rng=self.rng.clone(),
            variant=self.variant,
            round=self.round,
            dealer=self.dealer,
            phase=self.phase,
            current=self.current,
            positions=self.positions[:],
            chips=self.chips[:],
            hands=[h[:] for h in self.hands],
            starter=self.starter,
            plate=self.plate[:],
            server=self.server,
            dish=self.dish[:],  # the entries themselves are never mutated
            eaten=self.eaten[:],
            dishes=self.dishes[:],
            option_queue=self.option_queue[:],
            option_seat=self.option_seat,
            option_left=self.option_left,
            option_targets=self.option_targets[:],
            option_none=self.option_none[:],
            option_declined=self.option_declined,
            option_log=self.option_log[:],
            knowledge=dict(self.knowledge),  # values are immutable tuples
            cannot_serve=self.cannot_serve,
            choices=[dict(c) for c in self.choices],
            history=self.history[:],
            ended_by=self.ended_by,
        )
