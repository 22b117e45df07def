"""Soup Meng Ramen on the start screen: what the game is, and how long it takes."""

from __future__ import annotations

from ...text import translate

# minutes: this edition's estimate (the rules give none)
PLAYING_TIME: tuple[int, int | None] = (15, 30)


def description() -> str:
    return translate(
        "SoupmengBoard",
        "Fill your bowls with soup, noodles and toppings, hope for the lucky topping hidden "
        "under each bowl, claim bonus cards for famous ramen styles and call Order up! when a "
        "bowl is done. You may drop cards into other players' bowls too, and a swap card trades "
        "one card of your bowl for one of the same kind in another bowl. "
        "The game ends when someone has finished all their bowls or the draw pile runs out.",
    )


def game_name() -> str:
    """The game's name in the current language."""
    return translate("Common", "Soup Meng Ramen")
