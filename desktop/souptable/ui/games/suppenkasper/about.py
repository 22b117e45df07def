"""Suppenkasper on the start screen: what the game is, and how long it takes."""

from __future__ import annotations

from ...text import translate

# minutes: this edition's estimate (the rules give none)
PLAYING_TIME: tuple[int, int | None] = (20, 40)


def description() -> str:
    # the figure moves after every dish eaten, and once more for the hand at the round end
    #: "If the dish is eaten quite normally ... The weight table then shows by how many positions the
    #: eater's token is moved on the game board." / round end: "all players must eat the dishes they
    #: still hold in their hands"
    return translate(
        "SuppenkasperBoard",
        "Serve dishes to your left-hand neighbour, who must eat them, defuse them with a "
        "reduction card, or add to them and pass the plate on. For every dish you eat, and for "
        "your hand at each round's end, the weight table turns the calories into steps your figure "
        "moves. When someone wastes away to Suppenkasper or bursts out as a Dicker Brocken, the game "
        "ends: whoever is closest to their dream figure wins.",
    )


def game_name() -> str:
    """The game's name in the current language."""
    return translate("Common", "Suppenkasper")
