"""One sub-package per game, each with the same file names:

``cards.py`` (card data loaded from ``data.json``), ``actions.py`` (action
types), ``state.py`` (the state dataclass), ``rules.py`` (the GameRules),
``scoring.py`` and ``observe.py`` (observations and determinization).
Every package exposes ``RULES``. Pure Python: never imports Qt.
"""
