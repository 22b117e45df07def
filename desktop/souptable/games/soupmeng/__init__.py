"""Soup Meng Ramen (スープメングラーメン), 2-5 players. Exposes ``RULES``."""

from .rules import RULES

MENU_ORDER = 2  # where the game stands in menus

__all__ = ["MENU_ORDER", "RULES"]
