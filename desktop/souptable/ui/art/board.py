"""Board furniture: the pieces on the table, as SVG documents (no Qt).

``furniture(kind, **params)`` draws one. The table top (``"table"``, 512 × 512, tiling
seamlessly) is shared; every other piece belongs to a game and lives in its art module,
``souptable.ui.games.<id>.art``, in ``PIECES`` (kind → drawing function), listed with
viewBox and parameters in that module's docstring. A fifth game brings its own pieces
there and touches nothing here. ``python tests/perf/art_sheet.py`` draws them all.

**How a kind is found.** A piece kind names one piece in the whole app: the kinds of
``SHARED`` and of every game's ``PIECES`` are all different, so ``furniture`` needs no game.
The kind → drawing index is built on first use from ``SHARED`` and the art of every game
(``cards.games()``); a kind found twice stops it with ``PieceClash`` naming both owners.
``tests/ui/test_art.py`` builds the index, so a clash fails the tests before the app.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Any

from .cards import game_pieces, games
from .svgkit import document, num

# ---------------------------------------------------------------- the table


def table() -> str:
    """A calm wooden table top, 512×512, tiling seamlessly in both directions."""
    rnd = random.Random(11)
    shades = ("#7b5236", "#744d33", "#805639", "#77503a")
    parts = []
    for i, shade in enumerate(shades):
        y = i * 128
        parts.append(f'<rect x="0" y="{y}" width="512" height="128" fill="{shade}"/>')
        # grain: gentle curves that start and end at the same height (so tiles meet)
        for _ in range(7):
            gy = y + rnd.uniform(10, 118)
            a = rnd.uniform(-6, 6)
            parts.append(
                f'<path d="M0,{num(gy)} C128,{num(gy + a)} 192,{num(gy - a)} 256,{num(gy)} '
                f'S384,{num(gy + a)} 512,{num(gy)}" fill="none" stroke="#4a2f1e" '
                f'stroke-width="{num(rnd.uniform(0.8, 2))}" '
                f'opacity="{num(rnd.uniform(0.12, 0.22))}"/>'
            )
        # plank joints
        parts.append(f'<rect x="0" y="{y}" width="512" height="2.5" fill="#3e2718" opacity="0.55"/>')
        parts.append(f'<rect x="0" y="{y + 2.5}" width="512" height="1.5" fill="#a37a58" opacity="0.25"/>')
        jx = (i * 197 + 60) % 512
        parts.append(f'<rect x="{jx}" y="{y}" width="2.5" height="128" fill="#3e2718" opacity="0.45"/>')
    # a couple of soft knots, inside the tile
    for kx, ky in ((150, 300), (400, 90)):
        parts.append(
            f'<ellipse cx="{kx}" cy="{ky}" rx="14" ry="6" fill="none" stroke="#4a2f1e" stroke-width="1.5" '
            f'opacity="0.2"/>'
            f'<ellipse cx="{kx}" cy="{ky}" rx="6" ry="2.5" fill="#4a2f1e" opacity="0.18"/>'
        )
    return document(512, 512, "".join(parts))


SHARED: dict[str, Callable[..., str]] = {
    "table": table,
}
"""The pieces every game's table shares (the rest are in each game's ``art.PIECES``)."""


class PieceClash(RuntimeError):
    """Two owners (the shared pieces, or games) draw a piece of the same kind."""


@cache
def pieces() -> dict[str, Callable[..., str]]:
    """Kind → drawing of every piece: the shared ones and every game's (PieceClash when a
    kind is found twice)."""
    found = dict(SHARED)
    owner = dict.fromkeys(SHARED, "the shared pieces")
    for game in games():
        for kind, draw in game_pieces(game).items():
            if kind in found:
                raise PieceClash(f"piece kind {kind!r} is drawn by both {owner[kind]} and {game!r}")
            found[kind], owner[kind] = draw, repr(game)
    return found


def furniture(kind: str, /, **params: Any) -> str:
    """SVG of board piece ``kind`` (see the module docstring); KeyError for unknown kinds or ids."""
    return pieces()[kind](**params)
