"""Super Susuru Soup in words: card names, prompts, refusals, log lines."""

from __future__ import annotations

from typing import Any

from . import arg, translate


def ingredient_name(kind: str) -> str:
    return {
        "porkbone": translate("Susuru", "Pork bone"),
        "seafood": translate("Susuru", "Seafood"),
        "chicken": translate("Susuru", "Chicken carcass"),
        "chemical": translate("Susuru", "Chemical seasoning"),
    }[kind]


def card_name(card: str) -> str:
    kind, value = card.split("-")
    return arg(translate("Susuru", "%1 %2"), ingredient_name(kind), value)


def chip_name(chip: str | None) -> str:
    return {
        "gold": translate("Susuru", "gold"),
        "silver": translate("Susuru", "silver"),
        "bronze": translate("Susuru", "bronze"),
    }.get(chip or "", translate("Susuru", "no chip"))


def refusal(code: str, p: dict[str, Any]) -> str | None:
    msgs = {
        "must_keep_or_market": translate(
            "Susuru", "First decide about the card you drew: keep it or put it into the market."
        ),
        "must_decide_trend": translate(
            "Susuru", "You hold a card of an ingredient without a trend order: you must decide a trend order with it."
        ),
        "draw_pile_empty": translate("Susuru", "The draw pile is empty."),
        "not_in_market": translate("Susuru", "That card is not in the market."),
        "no_such_marker": translate("Susuru", "There is no such trend order marker."),
        "marker_taken": translate("Susuru", "That trend order marker has already been claimed."),
        "not_in_hand": translate("Susuru", "That card is not in your hand."),
        "ingredient_decided": translate(
            "Susuru", "The trend order of that ingredient has already been decided; it cannot be decided again."
        ),
        "marker_needs_card": translate("Susuru", "Place a card under the trend order marker."),
    }
    return msgs.get(code)
