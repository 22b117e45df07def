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

from collections.abc import Callable, Mapping
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


class RedactedHistory:
    """A table's history as each viewer may see it, each event redacted only once.

    ``upto(history, n, eyes)`` is ``tuple(redact(e, eyes) for e in history[:n])``;
    what was redacted for ``eyes`` is kept, so only events new since the last call are
    redacted. The history may grow at its end; a different list (an undo or a resume
    rebuilds it), or one whose last redacted event is no longer there, starts again."""

    def __init__(self, redact: Callable[[Event, int | None], Event]) -> None:
        self._redact = redact
        self._source: list[Event] | None = None
        self._seen: dict[int | None, _Seen] = {}

    def upto(self, history: list[Event], n: int, eyes: int | None) -> tuple[Event, ...]:
        if history is not self._source:
            self._source, self._seen = history, {}
        seen = self._seen.get(eyes)
        k = 0 if seen is None else len(seen.redacted)
        if seen is None or k > len(history) or (k and history[k - 1] is not seen.last):
            seen = self._seen[eyes] = _Seen()  # (changed in place: not the history it was)
            k = 0
        if n > k:
            seen.redacted.extend(self._redact(e, eyes) for e in history[k:n])
            seen.last = history[n - 1]
        if len(seen.given) != n:
            seen.given = tuple(seen.redacted[:n])
        return seen.given


@dataclass
class _Seen:
    """What one viewer's history holds so far."""

    redacted: list[Event] = field(default_factory=list)  # history[:len], redacted
    last: Event | None = None  # the (unredacted) event redacted last, to notice a changed history
    given: tuple[Event, ...] = ()  # the last answer (the same tuple while nothing is new)
