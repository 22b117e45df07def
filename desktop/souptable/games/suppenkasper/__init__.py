"""Suppenkasper (Karl-Heinz Schmiel, 1987), 3-6 players. Exposes ``RULES``."""

from .rules import RULES

__all__ = ["RULES"]
