"""Suppenkasper (Karl-Heinz Schmiel, 1987), 3-6 players. Exposes ``RULES``."""

from .rules import RULES

MENU_ORDER = 3  # where the game stands in menus

__all__ = ["MENU_ORDER", "RULES"]
