"""Soup Meng Ramen (スープメングラーメン), 2-5 players. Exposes ``RULES``."""

from .rules import RULES

__all__ = ["RULES"]
