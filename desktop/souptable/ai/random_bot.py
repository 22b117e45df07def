"""The ``random`` level: a uniformly random legal action. Never imports Qt."""

from __future__ import annotations

import random
import threading

from ..engine import Action, Observation
from ..engine.rng import pick


class RandomBot:
    level = "random"

    def __init__(self, game: str) -> None:
        self.game = game

    def choose(
        self,
        obs: Observation,
        legal: list[Action],
        rnd: random.Random,
        cancel: threading.Event | None = None,
    ) -> Action:
        return pick(legal, rnd)
