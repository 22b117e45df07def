"""What just happened: the cards the other players' moves changed since the person's
last decision, so the table can keep them marked until the person decides again.

``recent_marks`` reads the controller's record of actions (who acted, and the events
each action caused), redacts every event for the viewer, and gives the (zone, card)
pairs where a card the viewer may know has just arrived: both cards of a swap, a card
taken from the market, a card played to the round. A new round starts the picture
afresh (nothing of the deal is marked). No Qt and no rules here: only the engine's
events, as the viewer may see them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...engine import Action, Event

Mark = tuple[str, Any]  # (zone, card): a sprite lying in that zone showing that card

FRESH = ("round_ended", "round_started", "dealt")  # the picture starts again: nothing before is "just now"


def recent_events(
    log: Sequence[tuple[int, Action]],
    action_events: Sequence[Sequence[Event]],
    viewer: int | None,
    redact: Callable[[Event, int | None], Event],
) -> list[Event]:
    """The events of the other seats' actions since ``viewer``'s last one, as ``viewer``
    may see them (none for a spectator or while nobody looks)."""
    if viewer is None:
        return []
    last = next((i for i in range(len(log) - 1, -1, -1) if log[i][0] == viewer), -1)
    out: list[Event] = []
    for i in range(last + 1, min(len(log), len(action_events))):
        if log[i][0] == viewer:
            continue
        out += [redact(e, viewer) for e in action_events[i]]
    cut = max((k for k, e in enumerate(out) if e.kind in FRESH), default=-1)
    return out[cut + 1 :]


def marks(events: Sequence[Event]) -> set[Mark]:
    """Where the cards of ``events`` arrived, for the cards the viewer may know."""
    out: set[Mark] = set()
    for e in events:
        if e.kind == "card_moved" and e.get("card") is not None:
            out.add((str(e["dst"]), e["card"]))
    return out


def recent_marks(controller: Any) -> set[Mark]:
    """The marks for the person at ``controller``'s screen now (see :func:`recent_events`)."""
    view = controller.view
    match = getattr(controller, "match", None)
    per_action = getattr(controller, "action_events", None)
    if view.covered or match is None or per_action is None:
        return set()  # a joined table keeps no record of who did what: nothing to mark
    return marks(recent_events(match.log, per_action, view.viewer, match.rules.redact))
