"""Suppenkasper (Karl-Heinz Schmiel, 1987), 3-6 players. Exposes ``RULES``
(loaded on first use) and ``INFO``, its name, player counts and options, without the rules."""

from typing import Any

from ...engine.rules import GameInfo, OptionSpec

MENU_ORDER = 3  # where the game stands in menus
INFO = GameInfo(
    "suppenkasper", "Suppenkasper", 3, 6, options=(OptionSpec("variant", ("base", "1", "2"), "base"),)
)  # the rules' info


def __getattr__(name: str) -> Any:
    if name != "RULES":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from .rules import RULES  # the rules load when first asked for (the start screen needs INFO only)

    globals()["RULES"] = RULES
    return RULES


__all__ = ["INFO", "MENU_ORDER", "RULES"]
