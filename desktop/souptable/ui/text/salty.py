"""Salty in words: seasonings, food cards, prompts, refusals."""

from __future__ import annotations

from typing import Any

from . import arg, translate


def seasoning_name(s: str) -> str:
    return {
        "salt": translate("Salty", "Salt"),
        "shoyu": translate("Salty", "Shoyu"),
        "ketchup": translate("Salty", "Ketchup"),
        "mayo": translate("Salty", "Mayonnaise"),
    }[s]


def card_name(card: str) -> str:
    s, v = card.split("-")
    return arg(translate("Salty", "%1 %2"), seasoning_name(s), v)


def food_name(food: str) -> str:
    return {
        "tomato": translate("Salty", "Tomato"),
        "fried_egg": translate("Salty", "Fried Egg"),
        "karaage": translate("Salty", "Karaage"),
        "french_fries": translate("Salty", "French Fries"),
        "okonomiyaki": translate("Salty", "Okonomiyaki"),
        "hamburg": translate("Salty", "Hamburg Steak"),
    }.get(food, food)


def side_name(side: str | None) -> str:
    return {
        "front": translate("Salty", "front"),
        "back": translate("Salty", "back (bet 0)"),
    }.get(side or "", translate("Salty", "hidden"))


def refusal(code: str, p: dict[str, Any]) -> str | None:
    if code == "must_follow_seasoning":
        return arg(
            translate(
                "Salty",
                "The previous player played %1 and you hold %1: you must play a %1 card.",
            ),
            seasoning_name(p.get("seasoning", "salt")),
        )
    return {
        "must_pick_food": translate("Salty", "First choose a food card."),
        "must_choose_side": translate("Salty", "First choose the side of your food card: your bet."),
        "must_discard_two": translate("Salty", "Before the meal, discard exactly two seasoning cards."),
        "food_taken": translate("Salty", "That food card has already been taken."),
        "no_such_food": translate("Salty", "There is no such food card."),
        "no_such_side": translate("Salty", "A food card has only a front and a back."),
        "not_in_hand": translate("Salty", "That card is not in your hand."),
        "choose_two": translate("Salty", "Choose two cards to discard."),
    }.get(code)
