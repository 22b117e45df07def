"""Soup Meng Ramen (スープメングラーメン) in words: card, bonus and kind names,
bonus conditions, refusals. Terms follow ``rules/GLOSSARY.md`` (Japanese is
the source language: いっちょあがり！ is "Order up!" in English).

The sentences of the table itself (prompts, log lines, the summary) live in
the board under the context "SoupmengBoard"; this module holds the game's
vocabulary under "Soupmeng". No rules here: bonus conditions are read from
the game's data, never restated.
"""

from __future__ import annotations

from typing import Any

from . import arg, translate


def card_name(card: str) -> str:
    return {
        "shoyu": translate("Soupmeng", "Shoyu"),
        "miso": translate("Soupmeng", "Miso"),
        "shio": translate("Soupmeng", "Shio"),
        "tonkotsu": translate("Soupmeng", "Tonkotsu"),
        "thin": translate("Soupmeng", "Thin noodles"),
        "medium": translate("Soupmeng", "Medium noodles"),
        "thick": translate("Soupmeng", "Thick noodles"),
        "chashu": translate("Soupmeng", "Chashu"),
        "egg": translate("Soupmeng", "Seasoned egg"),
        "naruto": translate("Soupmeng", "Naruto"),
        "menma": translate("Soupmeng", "Menma"),
        "negi": translate("Soupmeng", "Green onion"),
        "nori": translate("Soupmeng", "Nori"),
        "moyashi": translate("Soupmeng", "Bean sprouts"),
        "corn": translate("Soupmeng", "Corn"),
        "swap": translate("Soupmeng", "Swap card"),
    }.get(card, card)


def kind_name(kind: str) -> str:
    return {
        "soup": translate("Soupmeng", "soup"),
        "noodle": translate("Soupmeng", "noodles"),
        "topping": translate("Soupmeng", "topping"),
        "swap": translate("Soupmeng", "swap card"),
    }.get(kind, kind)


def bonus_name(bonus: str) -> str:
    return {
        "sapporo_miso": translate("Soupmeng", "Sapporo Miso"),
        "hakata_tonkotsu": translate("Soupmeng", "Hakata Tonkotsu"),
        "tokyo_shoyu": translate("Soupmeng", "Tokyo Shoyu"),
        "shio_ramen": translate("Soupmeng", "Shio Ramen"),
        "chashu_men": translate("Soupmeng", "Chashu-men"),
        "zenbu_nose": translate("Soupmeng", "Zenbu-nose"),
    }.get(bonus, bonus)


def order_up() -> str:
    """The いっちょあがり！ card's name."""
    return translate("Soupmeng", "Order up!")


def bonus_condition(soup: str | None, noodle: str | None, toppings: list[tuple[str, int]], distinct: int) -> str:
    """What a bowl needs for a bonus card, from the card's data: "Miso + Thick noodles + Corn + Bean sprouts"."""
    parts: list[str] = []
    if soup == "any":
        parts.append(translate("Soupmeng", "any soup"))
    elif soup:
        parts.append(card_name(soup))
    if noodle == "any":
        parts.append(translate("Soupmeng", "any noodles"))
    elif noodle:
        parts.append(card_name(noodle))
    for topping, count in toppings:
        parts.append(card_name(topping) if count == 1 else arg(translate("Soupmeng", "%1 × %2"), count, card_name(topping)))
    if distinct:
        parts.append(translate("Soupmeng", "%n different toppings", None, distinct))
    return translate("Soupmeng", " + ").join(parts)


def end_reason(reason: str | None) -> str:
    return {
        "all_finished": translate("Soupmeng", "A player finished all their bowls."),
        "draw_pile_empty": translate("Soupmeng", "The last card of the draw pile was drawn."),
    }.get(reason or "", "")


def refusal(code: str, p: dict[str, Any], min_toppings: int) -> str | None:
    """The rulebook's reason for an engine refusal code (None: not one of ours)."""
    msgs = {
        "must_draw_or_finish": translate("Soupmeng", "First draw a card from the draw pile, or finish a bowl with Order up!."),
        "draw_pile_empty": translate("Soupmeng", "The draw pile is empty."),
        "no_such_bowl": translate("Soupmeng", "There is no such bowl."),
        "bowl_finished": translate(
            "Soupmeng", "That bowl is finished (Order up!): nothing can be added or swapped until the end."
        ),
        "bowl_needs_soup": translate("Soupmeng", "That bowl needs a soup before it can be finished."),
        "bowl_needs_noodles": translate("Soupmeng", "That bowl needs noodles before it can be finished."),
        "bowl_needs_toppings": translate(
            "Soupmeng", "That bowl needs at least %n topping(s) before it can be finished.", None, min_toppings
        ),
        "already_drew": translate(
            "Soupmeng", "You have drawn already: now put a card into a bowl, play the swap card or discard."
        ),
        "not_in_hand": translate("Soupmeng", "That card is not in your hand."),
        "different_soup": translate("Soupmeng", "That bowl already has a different soup."),
        "bowl_has_soup": translate("Soupmeng", "That bowl already has extra soup: no more soup fits."),
        "different_noodles": translate("Soupmeng", "That bowl already has different noodles."),
        "bowl_has_noodles": translate("Soupmeng", "That bowl already has extra noodles: no more noodles fit."),
        "swap_not_placeable": translate("Soupmeng", "The swap card does not go into a bowl: play it to exchange two cards."),
        "card_fits_somewhere": translate("Soupmeng", "You may discard only when no card in your hand fits into any bowl."),
        "no_swap_card": translate("Soupmeng", "You have no swap card."),
        "swap_same_bowl": translate("Soupmeng", "Choose a card in another bowl to swap with."),
        "card_not_in_bowl": translate("Soupmeng", "That card is not in that bowl."),
        "swap_different_kind": translate(
            "Soupmeng",
            "Only cards of the same kind can be swapped: soup for soup, noodles for noodles, topping for topping.",
        ),
        "swap_doubled": translate("Soupmeng", "Extra soup and extra noodles cannot be swapped."),
        "swap_same_card": translate("Soupmeng", "Swapping two identical cards would change nothing."),
        "swap_own_bowls_exchange": translate("Soupmeng", "Between two of your own bowls the two cards simply change places."),
        "swap_dest_unfit": translate("Soupmeng", "The card you get does not fit into that bowl."),
    }
    return msgs.get(code)
