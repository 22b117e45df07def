"""Salty scoring: who wins a round (trick), meal scores, the next Last Player.

Pure functions of plain data, so what the table shows and what a person
checks with pencil and paper is computed by exactly this code. No Qt here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .cards import (
    FOODS,
    INFO,
    OUTSIDE_POINTS,
    PLATE_POINTS,
    SEASONINGS,
    VARIETY_PLATES,
    VARIETY_POINTS,
    ZERO_BET_POINTS,
    bet,
)


def main_seasonings(cards: Sequence[str]) -> list[int]:
    """Indices of the Main Seasoning(s): played by the most players (ties: all)."""
    counts = [0, 0, 0, 0]
    for c in cards:
        counts[INFO[c][0]] += 1
    top = max(counts)
    return [i for i in range(4) if counts[i] == top]


def round_winner(cards: Sequence[str], salt: int) -> int:
    """Index in ``cards`` of the card that wins a round with ``salt`` salt cubes
    on the shelf: among Main Seasoning cards the value closest to ``salt``,
    then the lower value, then the saltier seasoning."""
    counts = [0, 0, 0, 0]
    for c in cards:
        counts[INFO[c][0]] += 1
    top = max(counts)
    target = 2 * salt  # values are halves
    best = -1
    best_key = (0, 0, 0)
    for i, c in enumerate(cards):
        s, h = INFO[c]
        if counts[s] != top:
            continue
        # (distance, value, seasoning): every part smaller is better; the
        # seasoning index is the saltiness rank (salt 0 is the strongest).
        key = (h - target if h >= target else target - h, h, s)
        if best < 0 or key < best_key:
            best, best_key = i, key
    return best


def score_player(food: str, side: str, on_plates: Sequence[str], outside: Sequence[str], zero_bettors: int) -> dict[str, Any]:
    """The scored items of one player's meal and their sum.

    On the back (bet 0) there are no plates: every cube won lies outside and
    costs -10 like any cube outside. That is the rulebook's "-10 per cube" for
    a failed bet of 0, counted once (RULINGS: Salty).
    """
    card = FOODS[food]
    plates = bet(food, side)
    cubes = len(on_plates) + len(outside)
    colours = len(set(on_plates))
    items = {
        "plates": PLATE_POINTS * len(on_plates),
        "outside": OUTSIDE_POINTS * len(outside),
        "accuracy": card.accuracy * cubes if side == "front" and cubes == plates else 0,
        "variety": VARIETY_POINTS * colours if VARIETY_PLATES[0] <= plates <= VARIETY_PLATES[1] else 0,
        "zero_bet": ZERO_BET_POINTS * zero_bettors if side == "back" and cubes == 0 else 0,
    }
    return {"items": items, "score": sum(items.values())}


def score_meal(
    food: Sequence[str],
    sides: Sequence[str],
    plates: Sequence[Sequence[str]],
    outside: Sequence[Sequence[str]],
    totals_before: Sequence[int],
) -> dict[str, Any]:
    """The readable summary of one meal (without meal number and Last Player)."""
    n = len(food)
    zero_bettors = sum(1 for s in sides if s == "back")
    rows: list[dict[str, Any]] = []
    for seat in range(n):
        scored = score_player(food[seat], sides[seat], plates[seat], outside[seat], zero_bettors)
        rows.append(
            {
                "seat": seat,
                "food": food[seat],
                "side": sides[seat],
                "bet": bet(food[seat], sides[seat]),
                "cubes_on_plates": sorted(plates[seat], key=SEASONINGS.index),
                "cubes_outside": sorted(outside[seat], key=SEASONINGS.index),
                "cubes": len(plates[seat]) + len(outside[seat]),
                "items": scored["items"],
                "score": scored["score"],
                "total": totals_before[seat] + scored["score"],
            }
        )
    return {"zero_bettors": zero_bettors, "players": rows, "totals": [r["total"] for r in rows]}


def last_player_candidates(totals: Sequence[int], meal_scores: Sequence[int]) -> list[int]:
    """Who may be the next Last Player: the lowest total; tie: the lowest score
    in the meal just played. Several seats left means a tie the rulebook does
    not break: the rules draw one of them by lot (see ``rules``)."""
    key = min(zip(totals, meal_scores, strict=True))
    return [s for s in range(len(totals)) if (totals[s], meal_scores[s]) == key]
