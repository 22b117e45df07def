"""Salty (ソルティ), 3-4 players. Exposes ``RULES``."""

from .rules import RULES

__all__ = ["RULES"]
