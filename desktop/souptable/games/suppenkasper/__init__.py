"""Suppenkasper (Karl-Heinz Schmiel, 1987), 3-6 players. Exposes ``RULES``
(loaded on first use) and ``INFO``, its name, player counts and options, without the rules."""

from ...engine.registry import rules_on_first_use
from ...engine.rules import GameInfo, OptionSpec

MENU_ORDER = 3  # where the game stands in menus
# the rules' info
INFO = GameInfo("suppenkasper", "Suppenkasper", 3, 6, options=(OptionSpec("variant", ("base", "1", "2"), "base"),))

__getattr__ = rules_on_first_use(__name__)  # the rules load when first asked for

__all__ = ["INFO", "MENU_ORDER", "RULES"]
