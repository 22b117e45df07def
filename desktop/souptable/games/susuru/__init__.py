"""Super Susuru Soup (スーパーすすするスープ), 3-4 players. Exposes ``RULES``
(loaded on first use) and ``INFO``, its name, player counts and options, without the rules."""

from ...engine.registry import rules_on_first_use
from ...engine.rules import GameInfo, seat_option

MENU_ORDER = 1  # where the game stands in menus
# the rules' info
INFO = GameInfo("susuru", "Super Susuru Soup", 3, 4, options=(seat_option("start", 3, "1"),))

__getattr__ = rules_on_first_use(__name__)  # the rules load when first asked for

__all__ = ["INFO", "MENU_ORDER", "RULES"]
