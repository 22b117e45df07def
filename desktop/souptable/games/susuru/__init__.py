"""Super Susuru Soup (スーパーすすするスープ), 3-4 players. Exposes ``RULES``
(loaded on first use) and ``INFO``, its name, player counts and options, without the rules."""

from typing import Any

from ...engine.rules import GameInfo, seat_option

MENU_ORDER = 1  # where the game stands in menus
# the rules' info
INFO = GameInfo("susuru", "Super Susuru Soup", 3, 4, options=(seat_option("start", 3, "1"),))


def __getattr__(name: str) -> Any:
    if name != "RULES":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from .rules import RULES  # the rules load when first asked for (the start screen needs INFO only)

    globals()["RULES"] = RULES
    return RULES


__all__ = ["INFO", "MENU_ORDER", "RULES"]
