"""Per-game heuristics for the ``easy`` and ``normal`` computer players and the
playout policy of ``hard``. One module per game id, each exposing:

``choose(obs, legal, rnd, level) -> Action``
    The decision of an ``easy`` or ``normal`` player from its observation.
    ``easy`` makes human-sized mistakes (a plausible but weaker choice now
    and then), never absurd ones.

``playout(rules, state, legal, rnd) -> Action``  (optional)
    A fast policy for the playouts of ``hard``'s search. It runs on a
    determinized state (a sampled world), so reading the state is fine there.

Pure Python: never imports Qt, never receives the true state in ``choose``.
"""
