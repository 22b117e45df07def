"""Soup Table's card and board art, as SVG strings (pure Python, no Qt).

The table UI renders these with ``QSvgRenderer`` at any size:

- ``card_face(game, card, label, sublabel="")`` — one card face (viewBox 0 0 250 350);
- ``card_back(game)`` — the back of a game's cards;
- ``card_ids(game)``, ``index_extent(game, card)`` — a game's cards, a face's corner index;
- ``furniture(kind, **params)`` — markers, chips, cubes, plates, the weight track,
  bowls, bonus cards, the table background… (see ``board``);
- ``games()`` — the games that have art;
- ``icon()`` — the app icon;
- ``ART_CREDITS`` — the attribution line for the About dialog.

Here live what every game shares: the card template (``cards``), the table top
(``board``), drawing helpers (``svgkit``, ``symbols``, ``illus``). Each game's faces, back
and pieces live in its table package, ``souptable.ui.games.<id>.art``, found by the
game id: adding a game touches nothing here.

Illustrations come from OpenMoji (CC BY-SA 4.0): the few images the art uses ship,
unchanged, in ``assets/openmoji`` (see ``openmoji.py``); the rest are our own drawings
in the same style.
"""

from __future__ import annotations

from .appicon import icon
from .board import furniture, pieces
from .cards import card_back, card_face, card_ids, games, index_extent
from .openmoji import OPENMOJI_VERSION

ART_CREDITS = (
    "Card and board art: Soup Table contributors. "
    f"Illustrations include emoji from OpenMoji {OPENMOJI_VERSION} (https://openmoji.org) – "
    "the open-source emoji and icon project, licensed CC BY-SA 4.0 "
    "(https://creativecommons.org/licenses/by-sa/4.0/)."
)


__all__ = [
    "ART_CREDITS",
    "card_back",
    "card_face",
    "card_ids",
    "furniture",
    "games",
    "icon",
    "index_extent",
    "pieces",
]
