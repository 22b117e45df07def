"""Suppenkasper in words: card names and what they do, the named spaces of the
weight track, the round-start options, refusals.

German is the game's source language; the English source strings here follow
the English column of ``rules/GLOSSARY.md`` (the German and Japanese catalogs
use its other columns). Board sentences live in the board (context
"SuppenkasperBoard").
"""

from __future__ import annotations

from typing import Any

from . import arg, translate

CTX = "Suppenkasper"


def colour_name(colour: str) -> str:
    """A main course's colour: meat, fish or cake."""
    return {
        "meat": translate("Suppenkasper", "Meat"),
        "fish": translate("Suppenkasper", "Fish"),
        "cake": translate("Suppenkasper", "Cake"),
    }.get(colour, colour)


def card_name(card: str) -> str:
    kind, _, value = card.partition("-")
    if value:
        return arg(translate("Suppenkasper", "%1 %2"), colour_name(kind), value)
    return {
        "dumplings": translate("Suppenkasper", "Dumplings"),
        "potatoes": translate("Suppenkasper", "Potatoes"),
        "cream": translate("Suppenkasper", "Cream"),
        "ready": translate("Suppenkasper", "Ready-made meal"),
        "fastfood": translate("Suppenkasper", "Fast food"),
        "muesli": translate("Suppenkasper", "Muesli"),
        "fdh": translate("Suppenkasper", "FdH"),
        "nulldiaet": translate("Suppenkasper", "Zero diet"),
        "koernerkur": translate("Suppenkasper", "Grain cure"),
        "abfuehrpille": translate("Suppenkasper", "Laxative"),
        "nein": translate("Suppenkasper", "No, I won't eat it!"),
        "tischlein": translate("Suppenkasper", "Tischlein deck dich"),
        "fresssack": translate("Suppenkasper", "Glutton"),
        "meckerziege": translate("Suppenkasper", "Grumbling Goat"),
        "naschkatze": translate("Suppenkasper", "Sweet Tooth"),
        "suppenkasper": translate("Suppenkasper", "Suppenkasper"),
    }.get(card, card)


def card_kind(kind: str) -> str:
    """The small line under a card's name (``kind`` from the game's card data)."""
    return {
        "main": translate("Suppenkasper", "main course"),
        "side": translate("Suppenkasper", "side dish"),
        "ready": translate("Suppenkasper", "dish"),
        "fastfood": translate("Suppenkasper", "dish"),
        "muesli": translate("Suppenkasper", "goes with everything"),
        "reduction": translate("Suppenkasper", "reduction card"),
        "start": translate("Suppenkasper", "start card"),
        "special": translate("Suppenkasper", "special card"),
    }.get(kind, "")


def card_help(card: str) -> str:
    """What a card does, in the rulebook's words (for hovering)."""
    kind, _, value = card.partition("-")
    if value:
        side = {
            "meat": translate("Suppenkasper", "Dumplings"),
            "fish": translate("Suppenkasper", "Potatoes"),
            "cake": translate("Suppenkasper", "Cream"),
        }.get(kind, "")
        return arg(
            translate(
                "Suppenkasper",
                "Main course, %1 kcal. Each matching side dish (%2) multiplies it; muesli may join.",
            ),
            value,
            side,
        )
    return {
        "dumplings": translate("Suppenkasper", "Side dish: only with meat. Multiplies the meat's kcal."),
        "potatoes": translate("Suppenkasper", "Side dish: only with fish. Multiplies the fish's kcal."),
        "cream": translate("Suppenkasper", "Side dish: only with cake. Multiplies the cake's kcal."),
        "ready": translate("Suppenkasper", "Ready-made meal, 700 kcal: only further ready-made meals or muesli go with it."),
        "fastfood": translate("Suppenkasper", "Fast food, 1000 kcal: only further fast food or muesli go with it."),
        "muesli": translate("Suppenkasper", "Muesli, 300 kcal: goes with every dish."),
        "fdh": translate("Suppenkasper", "FdH (\u201ceat half\u201d): eat the dish at half its kcal."),
        "nulldiaet": translate("Suppenkasper", "Zero diet: eat the dish without any kcal."),
        "koernerkur": translate(
            "Suppenkasper", "Grain cure: only the muesli on the plate counts; without muesli it is a zero diet."
        ),
        "abfuehrpille": translate("Suppenkasper", "Laxative: eat the dish and lose 2 (move 2 toward Suppenkasper)."),
        "nein": translate(
            "Suppenkasper",
            "Refuse the dish: lose 1 and pass it on. After it only reduction cards may be played on the dish.",
        ),
        "tischlein": translate("Suppenkasper", "Start card: its holder puts it on the plate and serves first."),
        "fresssack": translate(
            "Suppenkasper",
            "At the round end its holder also eats everybody's ready-made meals. "
            "Get rid of it by putting it on a ready-made meal served to you and eating that.",
        ),
        "meckerziege": translate(
            "Suppenkasper",
            "At the round end its holder also eats everybody's fast food. "
            "Get rid of it by putting it on fast food served to you and eating that.",
        ),
        "naschkatze": translate(
            "Suppenkasper",
            "At the round end its holder also eats everybody's cakes and cream (spread freely over the cakes). "
            "Get rid of it by putting it on a cake served to you and eating that.",
        ),
        "suppenkasper": translate(
            "Suppenkasper",
            "Put it on any dish served to you instead of eating it: lose 3, the kcal do not count. "
            "Still in a hand at the round end: no dish counts, only No and Laxative cards.",
        ),
    }.get(card, "")


def space_name(key: str) -> str:
    """A named space of the weight track (keys of the game's ``space_names``)."""
    return {
        "suppenkasper": translate("Suppenkasper", "Suppenkasper"),
        "traumfigur": translate("Suppenkasper", "Dream figure"),
        "rubensfigur": translate("Suppenkasper", "Rubensfigur"),
        "brummer": translate("Suppenkasper", "Brummer"),
        "dicker_brocken": translate("Suppenkasper", "Dicker Brocken"),
    }.get(key, key)


def steps_text(steps: int) -> str:
    """+2 / −1 / 0 (the track's own way of writing a change)."""
    if steps > 0:
        return f"+{steps}"
    if steps < 0:
        return f"\u2212{-steps}"
    return "0"


def position_text(pos: int) -> str:
    return steps_text(pos)


def option_name(option: str) -> str:
    return {
        "none": translate("Suppenkasper", "No option"),
        "lose": translate("Suppenkasper", "a) Lose 3"),
        "give": translate("Suppenkasper", "b) Give 3 cards"),
        "demand": translate("Suppenkasper", "c) Demand 3 reduction cards"),
    }.get(option, option)


def option_help(option: str) -> str:
    return {
        "none": translate("Suppenkasper", "Keep your chip and play the round as dealt."),
        "lose": translate("Suppenkasper", "Pay a chip: move 3 toward Suppenkasper at once."),
        "give": translate("Suppenkasper", "Pay a chip: give 3 cards of your choice, one each to 3 different players."),
        "demand": translate(
            "Suppenkasper",
            "Pay a chip: take one reduction card each from 3 different players (a player with none: ask another).",
        ),
    }.get(option, "")


def how_name(how: str | None) -> str:
    """How a dish was eaten (for logs and summaries)."""
    if how in (None, "plain"):
        return translate("Suppenkasper", "plainly")
    return arg(translate("Suppenkasper", "with %1"), card_name(str(how)))


def refusal(code: str, p: dict[str, Any]) -> str | None:
    card = card_name(str(p.get("card", ""))) if p.get("card") else ""
    with_card = {
        "not_in_hand": translate("Suppenkasper", "%1 is not in your hand."),
        "not_a_dish_card": translate("Suppenkasper", "%1 is not part of a dish: it cannot be served or added."),
        "side_dish_does_not_match": translate("Suppenkasper", "%1 does not go with this dish."),
        "ready_only_with_ready": translate(
            "Suppenkasper", "Only further ready-made meals or muesli go with ready-made meals, not %1."
        ),
        "fastfood_only_with_fastfood": translate("Suppenkasper", "Only further fast food or muesli go with fast food, not %1."),
        "main_course_only_with_sides_and_muesli": translate(
            "Suppenkasper", "Only matching side dishes or muesli go with a main course, not %1."
        ),
        "special_card_does_not_match": translate("Suppenkasper", "%1 only goes on its own kind of dish."),
        "not_a_reduction_card": translate("Suppenkasper", "%1 is not a reduction card."),
        "must_hand_over_reduction": translate("Suppenkasper", "You must hand over a reduction card, not %1."),
    }
    if code in with_card and card:
        return arg(with_card[code], card)
    return {
        "not_in_hand": translate("Suppenkasper", "That card is not in your hand."),
        "nein_on_plate_only_reduction": translate(
            "Suppenkasper",
            "\u201cNo, I won't eat it!\u201d is on the plate: nothing more may be added, only reduction cards played.",
        ),
        "not_a_card": translate("Suppenkasper", "That is not a card of this game."),
        "empty_dish": translate("Suppenkasper", "Choose the cards of the dish first."),
        "nothing_added": translate("Suppenkasper", "Choose the cards to add first."),
        "must_serve_main_fastfood_or_ready": translate(
            "Suppenkasper", "A dish needs a main course, fast food or a ready-made meal."
        ),
        "one_main_course_only": translate("Suppenkasper", "Only one main course goes on the plate."),
        "side_dish_does_not_match": translate("Suppenkasper", "That side dish does not go with this dish."),
        "ready_only_with_ready": translate("Suppenkasper", "Only further ready-made meals or muesli go with ready-made meals."),
        "fastfood_only_with_fastfood": translate("Suppenkasper", "Only further fast food or muesli go with fast food."),
        "main_course_only_with_sides_and_muesli": translate(
            "Suppenkasper", "Only matching side dishes or muesli go with a main course."
        ),
        "cards_not_in_order": translate("Suppenkasper", "The rules do not allow that now."),
        "nein_passes_on": translate(
            "Suppenkasper", "\u201cNo, I won't eat it!\u201d does not eat the dish: it refuses it and passes it on."
        ),
        "special_card_does_not_match": translate("Suppenkasper", "That special card only goes on its own kind of dish."),
        "not_a_reduction_card": translate("Suppenkasper", "That is not a reduction card."),
        "no_such_option": translate("Suppenkasper", "There is no such option."),
        "no_chips": translate("Suppenkasper", "You have no chip left to pay for an option."),
        "not_enough_cards": translate("Suppenkasper", "You need 3 cards in hand to give 3 cards."),
        "recipient_not_allowed": translate(
            "Suppenkasper", "The 3 cards go to 3 different players: choose a player who has not had one yet."
        ),
        "target_not_allowed": translate(
            "Suppenkasper",
            "Ask 3 different players (not one who had no reduction card): choose a player not asked yet.",
        ),
        "must_hand_over_reduction": translate("Suppenkasper", "You must hand over a reduction card."),
        "must_spread_cream": translate("Suppenkasper", "Spread the cream over your cakes first."),
        "main_not_in_meal": translate("Suppenkasper", "Choose one of your main courses of that colour."),
        "must_assign_sides": translate("Suppenkasper", "First choose the main course that takes the side dishes."),
        "cream_spread_invalid": translate("Suppenkasper", "Put every cream card on one of the cakes."),
    }.get(code)
