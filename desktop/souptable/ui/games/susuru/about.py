"""Super Susuru Soup on the start screen: what the game is, and how long it takes."""

from __future__ import annotations

from ...text import translate

# minutes (the box: "15 minutes or more"); None: no upper end
PLAYING_TIME: tuple[int, int | None] = (15, None)


def description() -> str:
    return translate(
        "SusuruBoard",
        "Run a ramen shop: buy ingredients from the draw pile or the market, watch which ones "
        "become trendy, and open your shop at the right moment. Only trendy ingredients count, "
        "and the trend order is settled while you play. One round per player; scoring chips "
        "for the best shops, and the most victory points wins.",
    )


def game_name() -> str:
    """The game's name in the current language."""
    return translate("Common", "Super Susuru Soup")
