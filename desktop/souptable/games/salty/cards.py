"""Salty pieces, read from ``data.json``: seasoning cards, food cards, cubes.

A seasoning card is a string ``"<seasoning>-<value>"`` (``"shoyu-3.5"``):
hashable, cheap and readable in records. Values are compared as whole
*halves* (``"3.5"`` -> 7) so no float ever decides a trick. A cube is just
its seasoning id. Food cards are their ids (``"french_fries"``).
No rules and no Qt here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

_DATA = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

# Strongest (saltiest) first: the index is the tie-break rank, lower wins.
SEASONINGS: tuple[str, ...] = tuple(_DATA["seasonings"])
VALUES: tuple[str, ...] = tuple(_DATA["values"])
REMOVED_WITH_THREE: str = _DATA["three_player_removed_value"]
CUBES_PER_SEASONING: int = _DATA["cubes_per_seasoning"]
SHELF_CUBES: dict[int, int] = {int(k): v for k, v in _DATA["shelf_cubes"].items()}
HAND_SIZE: dict[int, int] = {int(k): v for k, v in _DATA["hand_size"].items()}
DISCARD: int = _DATA["discard"]

_POINTS = _DATA["points"]
PLATE_POINTS: int = _POINTS["plate"]
OUTSIDE_POINTS: int = _POINTS["outside"]
VARIETY_POINTS: int = _POINTS["variety"]
VARIETY_PLATES: tuple[int, int] = (_POINTS["variety_min_plates"], _POINTS["variety_max_plates"])
ZERO_BET_POINTS: int = _POINTS["zero_bet"]


@dataclass(frozen=True, slots=True)
class Food:
    id: str
    plates: int
    accuracy: int  # points per cube when the cubes equal the plates exactly
    max: int  # printed on the card; a check on the data, never a cap
    source: str  # "rulebook" or "this_edition" (reconstructed)


FOODS: dict[str, Food] = {f["id"]: Food(f["id"], f["plates"], f["accuracy"], f["max"], f["source"]) for f in _DATA["foods"]}
FOOD_IDS: tuple[str, ...] = tuple(FOODS)
SIDES: tuple[str, ...] = ("front", "back")  # front: bet = plates; back: bet 0

DECK: tuple[str, ...] = tuple(f"{s}-{v}" for s in SEASONINGS for v in VALUES)
DECK_THREE: tuple[str, ...] = tuple(c for c in DECK if not c.endswith(f"-{REMOVED_WITH_THREE}"))

# card -> (seasoning index, value in halves); the hot path of every trick.
INFO: dict[str, tuple[int, int]] = {f"{s}-{v}": (si, int(Fraction(v) * 2)) for si, s in enumerate(SEASONINGS) for v in VALUES}
# Display and hand order: by seasoning (saltiest first), then value.
ORDER: dict[str, int] = {c: i for i, c in enumerate(DECK)}


def deck_for(players: int) -> tuple[str, ...]:
    return DECK_THREE if players == 3 else DECK


def seasoning(card: str) -> str:
    return SEASONINGS[INFO[card][0]]


def halves(card: str) -> int:
    """The card's value times two (``"salt-3.5"`` -> 7)."""
    return INFO[card][1]


def is_card(card: object) -> bool:
    return isinstance(card, str) and card in INFO


def bet(food: str, side: str) -> int:
    """Cubes bet with ``food`` on ``side``: its plates on the front, 0 on the back."""
    return FOODS[food].plates if side == "front" else 0
