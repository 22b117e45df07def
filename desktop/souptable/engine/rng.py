"""The match's source of chance: seeded, stable across Python versions, cheap to clone.

A match owns one :class:`MatchRng`. Each random step (a shuffle, a draw from
the bag) asks for a fresh ``random.Random`` derived from ``(seed, counter)``
by SHA-256, then bumps the counter. The state therefore stores two integers
instead of a Mersenne Twister, cloning is free, and the derived generators
depend only on ``random.Random.random()`` (stable by Python's guarantee for
seeded generators), never on ``random.shuffle``/``choice`` whose algorithms
may change. The RNG is hidden information: observations never include it.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")


def _derive(seed: int, counter: int) -> random.Random:
    digest = hashlib.sha256(f"souptable:{seed}:{counter}".encode()).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))


def shuffle(items: MutableSequence[T], rnd: random.Random) -> None:
    """Fisher-Yates in place, built only on ``rnd.random()``."""
    random = rnd.random  # bound once: every deal of every playout shuffles
    for i in range(len(items) - 1, 0, -1):
        j = int(random() * (i + 1))
        items[i], items[j] = items[j], items[i]


def pick(items: Sequence[T], rnd: random.Random) -> T:
    """One element uniformly, built only on ``rnd.random()``."""
    return items[int(rnd.random() * len(items))]


def pick_weighted(weights: Sequence[float], rnd: random.Random) -> int:
    """An index with chance proportional to its weight (non-negative, at
    least one positive), built only on ``rnd.random()``; a weight of 0 is
    never picked."""
    x = rnd.random() * sum(weights)
    for i, w in enumerate(weights):
        x -= w
        if x < 0.0:
            return i
    return max(i for i, w in enumerate(weights) if w > 0.0)  # rounding at the top end


class MatchRng:
    """Seeded chance for one match. Copy with :meth:`clone`."""

    __slots__ = ("counter", "seed")

    def __init__(self, seed: int, counter: int = 0) -> None:
        self.seed = seed
        self.counter = counter

    def stream(self) -> random.Random:
        """A generator for one random step; each call gives a new one."""
        rnd = _derive(self.seed, self.counter)
        self.counter += 1
        return rnd

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        shuffle(out, self.stream())
        return out

    def clone(self) -> MatchRng:
        return MatchRng(self.seed, self.counter)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MatchRng) and (self.seed, self.counter) == (other.seed, other.counter)

    def __repr__(self) -> str:
        return f"MatchRng(seed={self.seed}, counter={self.counter})"
