"""SeatView: what the person at the screen may see, computed once per change.

The controller makes one after every change (an action, a turn, the hot-seat
cover going up or down, an undo) and the board, the score panel, the log,
tooltips, summaries and hints all render from it and from nothing else. While
the hot-seat cover is up the view holds only public things (``observe(state,
None)`` and the events as a spectator sees them), so nothing seat-specific can
show anywhere in the window. The table can be rebuilt from a view alone at any
moment. At a round end the view keeps the round as it was scored (every hand laid
open) until the players continue; at the game end, every hand stays open.
No Qt objects and no rules here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ...engine import Action, Event, Observation


@dataclass(frozen=True)
class SeatView:
    viewer: int | None  # whose eyes (None: only public things — covered, or nobody's turn at a bots' table)
    covered_for: int | None  # the hot-seat cover is up until this seat's person confirms
    obs: Observation  # the viewer's observation (public while covered)
    legal: tuple[Action, ...]  # what the viewer may do now (empty unless it is their decision)
    to_move: int | None  # the seat to move (None: the game is over)
    thinking: int | None  # a computer player deciding now
    events: tuple[Event, ...]  # the last change, redacted for the viewer
    history: tuple[Event, ...]  # every event so far, redacted for the viewer
    version: int  # counts changes: two views of one version show the same thing
    # cards a round's scoring (or the game's end) laid open, by zone ("hand:2": [...]): the
    # table shows them face up; empty while the game runs
    revealed: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    round_over: bool = False  # the table keeps the scored round in view until the players continue

    @property
    def covered(self) -> bool:
        return self.covered_for is not None

    @property
    def over(self) -> bool:
        return self.to_move is None
