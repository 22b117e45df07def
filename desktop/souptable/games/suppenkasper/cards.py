"""Suppenkasper cards and table numbers, read from ``data.json``.

A card is a string id (``"cake-600"``, ``"cream"``, ``"nein"``); copies of a
card share an id, so hands are multisets of strings. The kcal values, the
weight table and the track length are reconstructed (see ``data.json``);
nothing in code repeats them. No rules and no Qt here.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from pathlib import Path

_DATA = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))
_CARDS: dict[str, dict[str, object]] = _DATA["cards"]

# Canonical card order: the order of data.json (mains, sides, ready, fast food,
# muesli, reduction cards, special cards). Dishes and sorted hands use it.
ORDER: tuple[str, ...] = tuple(_CARDS)
RANK: dict[str, int] = {c: i for i, c in enumerate(ORDER)}
KIND: dict[str, str] = {c: str(d["kind"]) for c, d in _CARDS.items()}
COLOUR: dict[str, str | None] = {c: (None if d["colour"] is None else str(d["colour"])) for c, d in _CARDS.items()}
KCAL: dict[str, int] = {c: int(d["kcal"]) for c, d in _CARDS.items()}  # type: ignore[call-overload]
COUNT: dict[str, int] = {c: int(d["count"]) for c, d in _CARDS.items()}  # type: ignore[call-overload]

COLOURS: tuple[str, ...] = ("meat", "fish", "cake")
MAINS: tuple[str, ...] = tuple(c for c in ORDER if KIND[c] == "main")
SIDE_OF: dict[str, str] = {str(COLOUR[c]): c for c in ORDER if KIND[c] == "side"}  # colour -> side dish
REDUCTIONS: frozenset[str] = frozenset(c for c in ORDER if KIND[c] == "reduction")
EATING_REDUCTIONS: tuple[str, ...] = ("fdh", "nulldiaet", "koernerkur", "abfuehrpille")
SERVABLE: frozenset[str] = frozenset(c for c in ORDER if KIND[c] in ("main", "fastfood", "ready"))
VARIANT_CARDS: tuple[str, ...] = tuple(_DATA["variant_cards"])
THREE_PLAYER_REMOVAL: dict[str, int] = dict(_DATA["three_player_removal"])
# Freßsack, Mecker-Ziege, Naschkatze: the kinds or colours of card the holder eats.
GLUTTONS: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in _DATA["glutton_cards"].items()}
STEPS: dict[str, int] = dict(_DATA["steps"])
WEIGHT_TABLE: tuple[tuple[int, int], ...] = tuple((int(a), int(b)) for a, b in _DATA["weight_table"])
TRACK_MIN: int = _DATA["track"]["min"]
TRACK_MAX: int = _DATA["track"]["max"]
TRACK_START: int = _DATA["track"]["start"]
SPACE_NAMES: dict[int, str] = {int(k): v for k, v in _DATA["space_names"].items()}
CHIPS: int = _DATA["chips"]
OPTION_CARDS: int = _DATA["option_cards"]


def deck(players: int, variant: str) -> list[str]:
    """Every card of a match, in canonical order: the base deck (the variant
    cards out, Tischlein deck dich in), minus the 3-player removal, plus the
    four S-marked cards in variants 1 and 2."""
    return list(deck_cards(players, variant))


@cache  # every round of every playout deals one
def deck_cards(players: int, variant: str) -> tuple[str, ...]:
    """:func:`deck` as one shared tuple (never to be changed)."""
    count = Counter({c: COUNT[c] for c in ORDER})
    if variant == "base":
        for c in VARIANT_CARDS:
            del count[c]
    if players == 3:
        count.subtract(THREE_PLAYER_REMOVAL)
    return tuple(c for c in ORDER for _ in range(count[c]))


def steps_for(kcal: int) -> int:
    """The weight table: how many spaces toward Dicker Brocken ``kcal`` make."""
    out = _STEPS_FOR.get(kcal)
    if out is None:
        out = 0
        for threshold, steps in WEIGHT_TABLE:
            if kcal >= threshold:
                out = steps
        _STEPS_FOR[kcal] = out
    return out


_STEPS_FOR: dict[int, int] = {}  # kcal -> steps, as asked (a few hundred sums of cards)


def card_sorted(cards: list[str] | tuple[str, ...]) -> list[str]:
    return sorted(cards, key=RANK.__getitem__)


def is_card(card: object) -> bool:
    return isinstance(card, str) and card in RANK
