"""Per-game heuristics for the ``easy`` and ``normal`` computer players and the
playout policy of ``hard``. One module per game id, each exposing:

``choose(obs, legal, rnd, level) -> Action``
    The decision of an ``easy`` or ``normal`` player from its observation.
    ``easy`` makes human-sized mistakes (a plausible but weaker choice now
    and then), never absurd ones.

``playout(rules, state, legal, rnd) -> Action``  (optional)
    A fast policy for the playouts of ``hard``'s search. It runs on a
    determinized state (a sampled world), so reading the state is fine there.

``deal``, ``info_key``, ``prune``, ``horizon``, ``evaluate``, ``final``  (optional)
    Hooks of ``hard``'s search (see :mod:`souptable.ai.ismcts`): how to deal
    the hidden cards, what a seat learns privately, which moves to search,
    where a simulation stops and how the position there is scored (per seat,
    in [0, 1], on the scale of ``rules.returns``), and how the end of the
    game is scored when ``evaluate`` uses another scale than ``returns``.

Pure Python: never imports Qt, never receives the true state in ``choose``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def win_chances(scores: Sequence[float], spread: float = 1.0) -> list[float]:
    """A softmax of ``scores`` (``spread`` wide): each seat's chance to win,
    summing to 1, for the ``evaluate`` hooks."""
    top = max(scores)
    weights = [math.exp((x - top) / spread) for x in scores]
    total = sum(weights)
    return [w / total for w in weights]
