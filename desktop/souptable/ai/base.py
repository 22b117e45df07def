"""What a computer player is: a choice from (observation, legal actions, rng).

A bot never receives a state; the only way it can look at hidden cards is
``rules.determinize`` of its own observation, which deals them at random.
Pure Python: never imports Qt.
"""

from __future__ import annotations

import random
import threading
from typing import Protocol

from ..engine import Action, Observation


class Cancelled(Exception):
    """Raised inside a bot's search when its cancel event is set."""


class Bot(Protocol):
    level: str

    def choose(
        self,
        obs: Observation,
        legal: list[Action],
        rnd: random.Random,
        cancel: threading.Event | None = None,
    ) -> Action:
        """One of ``legal``. Deterministic for a given ``rnd`` state."""
        ...
