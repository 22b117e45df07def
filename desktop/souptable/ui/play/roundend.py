"""What the table shows when a round is scored and when the game ends.

The engine scores a round and deals the next one in the same action, so the
controller asks the match for the state at the moment of scoring
(``Match.scored_round_state``) and keeps drawing that until the players
continue; the events of the deal wait until then. What a round's scoring lays
open (every hand, in some games the income) comes from the rules:
``shown_at_round_end`` among their ``private_zones``, read from each seat's own
observation. No Qt here, and no rules: only what the engine says.
"""

from __future__ import annotations

from typing import Any

from ...engine import Event, Match


def laid_open(match: Match, state: Any) -> dict[str, tuple[str, ...]]:
    """Zone ("hand:2") -> the cards in it, for every private zone the scoring lays open."""
    rules = match.rules
    zones = sorted(rules.shown_at_round_end & rules.private_zones)
    out: dict[str, tuple[str, ...]] = {}
    for seat in range(match.players):
        obs = rules.observe(state, seat)
        for zone in zones:
            cards = obs.get(zone)
            if isinstance(cards, str):
                cards = [cards]
            if isinstance(cards, list) and cards:
                out[f"{zone}:{seat}"] = tuple(str(c) for c in cards)
    return out


def split_at_round_end(events: list[Event]) -> tuple[list[Event], list[Event]]:
    """(up to and with the last ``round_ended``, what follows: the next round's deal)."""
    last = max((i for i, e in enumerate(events) if e.kind == "round_ended"), default=-1)
    return events[: last + 1], events[last + 1 :]


def final_picture(match: Match, scored: Any) -> Any:
    """The state to draw once the game is over: the final one, unless the moment of the
    last scoring shows more of the hands (a game whose hands are cleared away after
    scoring)."""
    if scored is None:
        return match.state

    def shown(state: Any) -> int:
        return sum(len(cards) for cards in laid_open(match, state).values())

    return scored if shown(scored) > shown(match.state) else match.state


__all__ = ["final_picture", "laid_open", "split_at_round_end"]
