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

import _random
import hashlib
import random
from collections.abc import MutableSequence, Sequence
from itertools import repeat, starmap
from math import trunc
from operator import mul
from typing import TypeVar

T = TypeVar("T")


def _derive(seed: int, counter: int) -> random.Random:
    if type(seed) is int and type(counter) is int:
        text = b"souptable:%d:%d" % (seed, counter)  # what the f-string below gives for ints
    else:
        text = f"souptable:{seed}:{counter}".encode()
    digest = _sha256(text).digest()
    # ``random.Random(x)`` without its Python-level ``__init__`` and ``seed``: the same
    # generator in the same state (``getstate()`` equal), seeded by the C ``seed`` that
    # ``Random.seed`` ends in for an int. Every round of every playout derives one.
    rnd = _new_random(random.Random)
    _seed_random(rnd, int.from_bytes(digest[:16], "big"))
    rnd.gauss_next = None  # type: ignore[attr-defined]  # what ``Random.__init__`` sets besides the seed
    return rnd


_sha256 = hashlib.sha256
_new_random = random.Random.__new__
_seed_random = _random.Random.seed


# The factors ``i + 1`` of a Fisher-Yates shuffle of ``n`` items, from the top, as floats
# (the product with ``random()`` is the same float as with the int).
_factors: dict[int, tuple[float, ...]] = {}


def shuffle(items: MutableSequence[T], rnd: random.Random) -> None:
    """Fisher-Yates in place, built only on ``rnd.random()``: for ``i`` from the top down,
    ``j = int(rnd.random() * (i + 1))`` and items ``i`` and ``j`` swap."""
    n = len(items)
    factors = _factors.get(n)
    if factors is None:
        factors = _factors[n] = tuple(float(i + 1) for i in range(n - 1, 0, -1))
    # The draws in C (every deal of every playout shuffles), in the same order; ``trunc`` is
    # ``int`` for a float without the type call's argument parsing (twice as fast).
    picks = map(trunc, map(mul, starmap(rnd.random, repeat((), n - 1)), factors))
    i = n - 1  # counted down by hand: fewer instructions than a ``zip`` with ``range``
    for j in picks:
        items[i], items[j] = items[j], items[i]
        i -= 1


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
