"""Pip's computer players (the ``easy`` / ``normal`` judgement): play the highest card."""

from __future__ import annotations

import random
from typing import Any

from souptable.engine import Action, Observation

from .rules import value


def choose(obs: Observation, legal: list[Action], rnd: random.Random, level: str) -> Action:
    if level == "easy":
        return legal[int(rnd.random() * len(legal))]
    return max(legal, key=lambda a: value(getattr(a, "card", "pip0")))


def playout(rules: Any, state: Any, legal: list[Action], rnd: random.Random) -> Action:
    return legal[int(rnd.random() * len(legal))]
