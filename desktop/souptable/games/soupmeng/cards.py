"""Soup Meng Ramen cards, bowl cards and bonus cards, read from ``data.json``.

A スープメングカード is its id string (``"miso"``, ``"chashu"``, ``"swap"``);
copies are equal strings, so the census compares multisets. A bowl card is
known by its lucky topping (a topping id). Bonus cards are :class:`Bonus`
records with their condition precompiled for fast checks.

The numbers the rulebook does not print (copies, points, lucky toppings,
bonus conditions) are reconstructed and live in ``data.json`` so that an
owner of the real game can correct them there. No rules and no Qt here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_DATA = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

SOUP = "soup"
NOODLE = "noodle"
TOPPING = "topping"
SWAP = "swap"  # also the swap card's id

CARDS: tuple[str, ...] = tuple(_DATA["cards"])
KIND: dict[str, str] = {c: d["kind"] for c, d in _DATA["cards"].items()}
POINTS: dict[str, int] = {c: d["points"] for c, d in _DATA["cards"].items()}
SOUPS: tuple[str, ...] = tuple(c for c in CARDS if KIND[c] == SOUP)
NOODLES: tuple[str, ...] = tuple(c for c in CARDS if KIND[c] == NOODLE)
TOPPINGS: tuple[str, ...] = tuple(c for c in CARDS if KIND[c] == TOPPING)
DECK: tuple[str, ...] = tuple(c for c, d in _DATA["cards"].items() for _ in range(d["copies"]))

BOWL_CARDS: tuple[str, ...] = tuple(_DATA["bowl_cards"])
BOWLS_PER_PLAYER: dict[int, int] = {int(k): v for k, v in _DATA["bowls_per_player"].items()}
HAND_SIZE: int = _DATA["hand_size"]
FINISH_MIN_TOPPINGS: int = _DATA["finish"]["min_toppings"]
LUCKY_POINTS: int = _DATA["lucky_points"]
PENALTY_MIN_TOPPINGS: int = _DATA["penalty"]["min_toppings"]
PENALTY_POINTS: int = _DATA["penalty"]["points"]
ORDER_UP = "order_up"  # the いっちょあがり！ card, for the census


@dataclass(frozen=True, slots=True)
class Bonus:
    """A ボーナスカード. ``soup``/``noodle``: a card id, ``"any"`` (some soup
    or noodles must be in the bowl) or ``None`` (not needed). ``toppings``:
    (topping, count) pairs that must all be in the bowl; ``distinct``: how
    many different toppings the bowl needs."""

    id: str
    points: int
    soup: str | None
    noodle: str | None
    toppings: tuple[tuple[str, int], ...]
    distinct: int


def _bonus(d: dict[str, Any]) -> Bonus:
    need: dict[str, int] = {}
    for t in d.get("toppings", []):
        need[t] = need.get(t, 0) + 1
    return Bonus(
        id=str(d["id"]),
        points=int(d["points"]),
        soup=d.get("soup"),
        noodle=d.get("noodle"),
        toppings=tuple(need.items()),
        distinct=int(d.get("distinct_toppings", 0)),
    )


BONUSES: tuple[Bonus, ...] = tuple(_bonus(d) for d in _DATA["bonus_cards"])
BONUS_BY_ID: dict[str, Bonus] = {b.id: b for b in BONUSES}
BONUS_IDS: tuple[str, ...] = tuple(b.id for b in BONUSES)


def is_card(card: object) -> bool:
    return isinstance(card, str) and card in KIND
