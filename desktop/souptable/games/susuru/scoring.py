"""Super Susuru Soup scoring: hand points with trend limits, income, ranks, chips.

Pure functions of plain data, so the round summary a person checks with
pencil and paper is computed by exactly this code. No Qt here.
"""

from __future__ import annotations

from itertools import groupby
from typing import Any

from .cards import CHIPS, DECK, INCOME_POINTS, INGREDIENTS, MARKERS, MAX_SCORING_COUNT, ingredient, value


def limits(trend: dict[int, tuple[int, str] | None]) -> dict[str, int]:
    """Card limit per ingredient: the marker's number, 0 for an unmarked one."""
    out = dict.fromkeys(INGREDIENTS, 0)
    for marker, claim in trend.items():
        if claim is not None:
            out[_INGREDIENT[claim[1]]] = marker
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
    # ``limits``, ``hand_points`` and ``rank_order`` written out (every round end of every
    # playout; most hands are empty or nearly so): the limits, and how many cards of
    # each ingredient may score at most
    limit = dict.fromkeys(INGREDIENTS, 0)
    cap = dict.fromkeys(INGREDIENTS, 0)
    for marker, claim in trend.items():
        if claim is not None:
            kind = _INGREDIENT[claim[1]]
            limit[kind] = marker
            cap[kind] = min(marker, MAX_SCORING_COUNT)
    rows: list[dict[str, Any]] = []
    keys: list[int] = []
    n = len(hands)
    for seat, hand in enumerate(hands):
        mine = placed.get(seat)
        if mine is None:
            mine = []
        cards = sorted(hand + mine, key=_ORDER.__getitem__)
        # Of cards in this order, the groups of one ingredient follow each other in
        # INGREDIENTS order: scored and discarded come sorted, as ``hand_points`` gives them.
        scored: list[str] = []
        discarded: list[str] = []
        pts = 0
        if cards:
            for kind, of_kind in groupby(cards, _INGREDIENT.__getitem__):
                group = list(of_kind)
                if len(group) <= cap[kind]:
                    scored += group
                else:
                    discarded += group
            pts = sum(map(_VALUE.__getitem__, scored))
        got = income[seat]
        points = pts + INCOME_POINTS * len(got)
        rows.append(
            {
                "seat": seat,
                "hand": cards,
                "placed": mine,
                "scored": scored,
                "discarded": discarded,
                "hand_points": pts,
                "income": list(got),
                "income_points": points - pts,
                "points": points,
            }
        )
        # higher points first; a tie to the seat further from the start player
        keys.append(points * n + (seat - start) % n)
    for place, seat in enumerate(sorted(range(n), key=keys.__getitem__, reverse=True)):
        row = rows[seat]
        row["rank"] = place + 1
        row["chip"], row["stars"] = _CHIP_AT[place]
    return {
        "start": start,
        "trend": {_MARKER_KEY[m]: (None if c is None else _INGREDIENT[c[1]]) for m, c in sorted(trend.items(), reverse=True)},
        "limits": limit,
        "players": rows,
    }


# ``ingredient`` and ``value`` without a call per card (every round end of every playout)
_INGREDIENT: dict[str, str] = {c: ingredient(c) for c in DECK}
_VALUE: dict[str, int] = {c: value(c) for c in DECK}
# every round's summary sorts each hand by this (ingredient in INGREDIENTS order, then value)
_ORDER: dict[str, int] = {c: INGREDIENTS.index(ingredient(c)) * 100 + value(c) for c in DECK}
# the chip and its stars per place (none below the last chip)
_CHIP_AT: tuple[tuple[str | None, int], ...] = (*CHIPS, *((None, 0),) * len(DECK))
_MARKER_KEY: dict[int, str] = {m: str(m) for m in MARKERS}  # the summary's keys of the trend
