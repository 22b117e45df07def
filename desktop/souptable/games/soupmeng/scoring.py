"""Soup Meng Ramen scoring and the bonus card conditions.

Pure functions of plain data, so the summary a person checks with pencil and
paper is computed by exactly this code: per bowl the points of every card in
it (finished or not), +10 when its lucky topping is in it (once per bowl),
-10 with 5 or more toppings; per player the bonus cards claimed. Cards left in
hands never count. No Qt here.
"""

from __future__ import annotations

from typing import Any

from .cards import (
    BONUS_BY_ID,
    LUCKY_POINTS,
    PENALTY_MIN_TOPPINGS,
    PENALTY_POINTS,
    POINTS,
    Bonus,
)
from .state import Bowl


def meets(bonus: Bonus, bowl: Bowl) -> bool:
    """Whether ``bowl`` satisfies ``bonus``'s condition. Extra toppings do not
    matter (条件に必要ない具が入っていても問題ありません)."""
    if bonus.soup is not None and not (bowl.soups if bonus.soup == "any" else bonus.soup in bowl.soups):
        return False
    if bonus.noodle is not None and not (bowl.noodles if bonus.noodle == "any" else bonus.noodle in bowl.noodles):
        return False
    tops = bowl.toppings
    for topping, count in bonus.toppings:
        if tops.count(topping) < count:
            return False
    return not bonus.distinct or len(set(tops)) >= bonus.distinct


def bowl_summary(index: int, bowl: Bowl) -> dict[str, Any]:
    cards = bowl.soups + bowl.noodles + bowl.toppings
    card_points = sum(POINTS[c] for c in cards)
    lucky_in = bowl.lucky in bowl.toppings
    spoiled = len(bowl.toppings) >= PENALTY_MIN_TOPPINGS
    lucky_points = LUCKY_POINTS if lucky_in else 0
    penalty = PENALTY_POINTS if spoiled else 0
    return {
        "bowl": index,
        "soups": list(bowl.soups),
        "noodles": list(bowl.noodles),
        "toppings": list(bowl.toppings),
        "finished": bowl.finished,
        "card_points": card_points,
        "lucky": bowl.lucky,
        "lucky_in": lucky_in,
        "lucky_points": lucky_points,
        "toppings_count": len(bowl.toppings),
        "penalty": penalty,
        "points": card_points + lucky_points + penalty,
    }


def player_summary(seat: int, bowls: list[Bowl], claimed: list[tuple[str, int]]) -> dict[str, Any]:
    rows = [bowl_summary(i, b) for i, b in enumerate(bowls)]
    bonus: list[dict[str, Any]] = [{"bonus": bid, "bowl": bowl, "points": BONUS_BY_ID[bid].points} for bid, bowl in claimed]
    card_points = sum(r["card_points"] for r in rows)
    lucky_points = sum(r["lucky_points"] for r in rows)
    penalty = sum(r["penalty"] for r in rows)
    bonus_points = sum(b["points"] for b in bonus)
    return {
        "seat": seat,
        "bowls": rows,
        "bonus": bonus,
        "card_points": card_points,
        "lucky_points": lucky_points,
        "penalty_points": penalty,
        "bonus_points": bonus_points,
        "total": card_points + lucky_points + penalty + bonus_points,
    }


def totals(bowls: list[list[Bowl]], claimed: list[list[tuple[str, int]]]) -> list[int]:
    """Final points per seat (the same numbers as :func:`score_game`, faster)."""
    out = []
    for row, mine in zip(bowls, claimed, strict=True):
        total = sum(BONUS_BY_ID[bid].points for bid, _ in mine)
        for b in row:
            total += sum(POINTS[c] for c in b.soups) + sum(POINTS[c] for c in b.noodles)
            total += sum(POINTS[c] for c in b.toppings)
            if b.lucky in b.toppings:
                total += LUCKY_POINTS
            if len(b.toppings) >= PENALTY_MIN_TOPPINGS:
                total += PENALTY_POINTS
        out.append(total)
    return out


def score_game(bowls: list[list[Bowl]], claimed: list[list[tuple[str, int]]], end: str | None) -> dict[str, Any]:
    """The readable summary of the (single) round: every bowl, bonus and total."""
    return {
        "round": 1,
        "end": end,
        "players": [player_summary(s, bowls[s], claimed[s]) for s in range(len(bowls))],
    }
