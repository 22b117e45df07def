"""Super Susuru Soup scoring: hand points with trend limits, income, ranks, chips.

Pure functions of plain data, so the round summary a person checks with
pencil and paper is computed by exactly this code. No Qt here.
"""

from __future__ import annotations

from typing import Any

from .cards import CHIPS, DECK, INCOME_POINTS, INGREDIENTS, MAX_SCORING_COUNT, ingredient, value


def limits(trend: dict[int, tuple[int, str] | None]) -> dict[str, int]:
    """Card limit per ingredient: the marker's number, 0 for an unmarked one."""
    out = {i: 0 for i in INGREDIENTS}
    for marker, claim in trend.items():
        if claim is not None:
            out[ingredient(claim[1])] = marker
    return out


def hand_points(cards: list[str], limit: dict[str, int]) -> tuple[int, list[str], list[str]]:
    """(points, scored cards, discarded cards) for one player's hand.

    Over the limit loses every card of that ingredient, and 4 or more cards
    of one ingredient never score, whatever the limit.
    """
    by_kind: dict[str, list[str]] = {}
    for c in cards:
        kind = _INGREDIENT[c]
        group = by_kind.get(kind)
        if group is None:
            by_kind[kind] = [c]
        else:
            group.append(c)
    scored: list[str] = []
    discarded: list[str] = []
    for kind in INGREDIENTS:
        group = by_kind.get(kind, [])
        if len(group) <= limit[kind] and len(group) <= MAX_SCORING_COUNT:
            scored += group
        else:
            discarded += group
    return sum(map(_VALUE.__getitem__, scored)), scored, discarded


def rank_order(points: list[int], start: int) -> list[int]:
    """Seats from 1st place down. Ties: the player further from the start
    player in turn order ranks higher."""
    n = len(points)
    return sorted(range(n), key=lambda s: (-points[s], -((s - start) % n)))


def score_round(
    hands: list[list[str]],
    placed: dict[int, list[str]],
    income: list[list[str]],
    trend: dict[int, tuple[int, str] | None],
    start: int,
) -> dict[str, Any]:
    """The readable summary of one round: per player the scored hand, limits,
    income, points, rank and chip."""
    limit = limits(trend)
    order_key = _ORDER.__getitem__  # a hand's order (see _ORDER), looked up without a Python call per card
    rows: list[dict[str, Any]] = []
    for seat, hand in enumerate(hands):
        cards = sorted(hand + placed.get(seat, []), key=order_key)
        # Of cards in this order, hand_points keeps the order (groups by ingredient in
        # INGREDIENTS order, each in the order given): scored and discarded come sorted.
        pts, scored, discarded = hand_points(cards, limit)
        inc = INCOME_POINTS * len(income[seat])
        rows.append(
            {
                "seat": seat,
                "hand": cards,
                "placed": placed.get(seat, []),
                "scored": scored,
                "discarded": discarded,
                "hand_points": pts,
                "income": list(income[seat]),
                "income_points": inc,
                "points": pts + inc,
            }
        )
    order = rank_order([r["points"] for r in rows], start)
    for place, seat in enumerate(order):
        rows[seat]["rank"] = place + 1
        chip = CHIPS[place] if place < len(CHIPS) else None
        rows[seat]["chip"] = chip[0] if chip else None
        rows[seat]["stars"] = chip[1] if chip else 0
    return {
        "start": start,
        "trend": {str(m): (None if c is None else ingredient(c[1])) for m, c in sorted(trend.items(), reverse=True)},
        "limits": limit,
        "players": rows,
    }


# ``ingredient`` and ``value`` without a call per card (every round end of every playout)
_INGREDIENT: dict[str, str] = {c: ingredient(c) for c in DECK}
_VALUE: dict[str, int] = {c: value(c) for c in DECK}
# every round's summary sorts each hand by this
_ORDER: dict[str, tuple[int, int]] = {c: (INGREDIENTS.index(ingredient(c)), value(c)) for c in DECK}
