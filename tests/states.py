"""States for tests that sweep every game: option variants and random decision points.

Shared by the conformance suite and the bot tests so that both walk the same
tables. Only the engine is used here.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from souptable.engine import get
from souptable.engine.rng import pick


def option_variants(gid: str) -> list[dict[str, str]]:
    """The default options, then each non-default choice of each option on its own."""
    variants: list[dict[str, str]] = [{}]
    for spec in get(gid).info.options:
        variants += [{spec.key: c} for c in spec.choices if c != spec.default]
    return variants


def tables(gid: str) -> list[tuple[int, dict[str, str]]]:
    """Every table size with every choice of the options that do not depend on the size."""
    rules = get(gid)
    variants: list[dict[str, str]] = [{}]
    for spec in rules.info.options:
        if not spec.seats:
            variants = [{spec.key: v} for v in spec.choices]
    return [(n, v) for n in range(rules.info.min_players, rules.info.max_players + 1) for v in variants]


def config_id(gid: str, n: int, opts: dict[str, str]) -> str:
    return f"{gid}-{n}p-{'-'.join(f'{k}={v}' for k, v in opts.items()) or 'base'}"


def decision_states(gid: str, n: int, opts: dict[str, str], seeds: Iterable[int], every: int) -> list[Any]:
    """Every ``every``-th state of seeded random games where the seat to move has a real choice."""
    rules = get(gid)
    out = []
    for seed in seeds:
        st = rules.new_state(n, seed, opts)
        rnd = random.Random(seed)
        k = 0
        while rules.to_move(st) is not None:
            legal = rules.legal_actions(st)
            if len(legal) > 1:
                k += 1
                if k % every == 0:
                    out.append(rules.clone(st))
            rules.apply(st, pick(legal, rnd), trusted=True)
    return out
