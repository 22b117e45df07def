"""Soup Table: food-themed card games at one table.

The package is split so that the rules never depend on the screen:
``engine`` and ``games`` hold the rules (pure Python), ``ai`` the computer
players (pure Python), ``ui`` everything Qt, and ``cli`` the headless commands.
"""

__version__ = "0.1.0"
