"""Salty on the start screen: what the game is, and how long it takes."""

from __future__ import annotations

from ...text import translate

# minutes: this edition's estimate (the rules give none)
PLAYING_TIME: tuple[int, int | None] = (30, 45)


def description() -> str:
    return translate(
        "SaltyBoard",
        "A betting game of seasonings: at the start of each meal you choose a food card, "
        "predicting how many seasoning cubes you will win (or none at all), then play one card "
        "each round. Follow the seasoning of the player just before you if you can; which card "
        "wins changes from round to round. One meal per player; the highest total score wins.",
    )


def game_name() -> str:
    """The game's name in the current language."""
    return translate("Common", "Salty")
