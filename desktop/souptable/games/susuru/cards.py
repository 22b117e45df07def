"""Super Susuru Soup cards, read from ``data.json``.

A card is a string ``"<ingredient>-<value>"`` (``"seafood-9"``): hashable,
cheap and readable in records. No rules and no Qt here.
"""

from __future__ import annotations

import json
from pathlib import Path

_DATA = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

INGREDIENTS: tuple[str, ...] = tuple(_DATA["ingredients"])
VALUES: tuple[int, ...] = tuple(_DATA["values"])
MARKERS: tuple[int, ...] = tuple(_DATA["markers"])
MAX_SCORING_COUNT: int = _DATA["max_scoring_count"]
INCOME_POINTS: int = _DATA["income_points"]
CHIPS: tuple[tuple[str, int], ...] = tuple((name, stars) for name, stars in _DATA["chips"])

DECK: tuple[str, ...] = tuple(f"{i}-{v}" for i in INGREDIENTS for v in VALUES)
_INFO: dict[str, tuple[str, int]] = {f"{i}-{v}": (i, v) for i in INGREDIENTS for v in VALUES}


def ingredient(card: str) -> str:
    return _INFO[card][0]


def value(card: str) -> int:
    return _INFO[card][1]


def is_card(card: object) -> bool:
    return isinstance(card, str) and card in _INFO
