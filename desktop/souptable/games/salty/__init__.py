"""Salty (ソルティ), 3-4 players. Exposes ``RULES``."""

from .rules import RULES

MENU_ORDER = 4  # where the game stands in menus

__all__ = ["MENU_ORDER", "RULES"]
