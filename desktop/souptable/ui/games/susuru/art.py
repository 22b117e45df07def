"""Super Susuru Soup's art: the card faces and back, the trend order markers and the
scoring chips, as SVG strings (no Qt).

Found by the game id (``souptable.ui.art`` imports ``souptable.ui.games.susuru.art``):
``FACES`` (card id → face on the shared template, values from ``games/susuru/data.json``
through ``games.susuru.cards``), ``card_back()`` and ``PIECES`` (kind → drawing).

=================  ============  ===============================================
kind               viewBox       params
=================  ============  ===============================================
trend_marker       120 × 120     number=3|2|1
chip               120 × 120     kind="gold"|"silver"|"bronze"
=================  ============  ===============================================
"""

from __future__ import annotations

from collections.abc import Callable

from ....games.susuru import cards
from ...art.cards import GOLD, Face, H, Illus, Suit, W, frame, title
from ...art.illus import place
from ...art.svgkit import INK, PAPER, document, mix, num, star_points, text_line
from ...art.symbols import glyph

SUITS = {
    "porkbone": Suit("#c4466b", "bone", glyph_fill="#f6e7d8"),
    "seafood": Suit("#2466ae", "fish", glyph_fill="#6fb3e8"),
    "chicken": Suit("#e3a526", "foot", ink=INK, glyph_fill="#f0b43a"),
    "chemical": Suit("#6b48a3", "hexring", glyph_fill="#b79ae0"),
}
ILLUS: dict[str, Illus] = {
    "porkbone": (("1F437", 0, -4, 124), ("1F9B4", 44, 40, 56)),
    "seafood": (("1F990", 4, -8, 122), ("1F41F", -40, 40, 58)),
    "chicken": (("1F414", 0, 0, 132),),
    "chemical": (("1F9EA", -2, 2, 126), ("2728", 44, -42, 52)),
}


def _faces() -> dict[str, Face]:
    out: dict[str, Face] = {}
    for card in cards.DECK:
        ing = cards.ingredient(card)
        out[card] = Face(SUITS[ing], str(cards.value(card)), ILLUS[ing])
    return out


FACES = _faces()


def card_back() -> str:
    red, dark = "#b8322a", "#8e241e"
    parts = [frame(red)]
    # noren curtain: vertical panels at the top
    for i in range(5):
        x = 14 + i * 45
        parts.append(f'<path d="M{x},14 h40 v86 q-20,10 -40,0 Z" fill="{dark}"/>')
    # wavy steam border
    parts.append(f'<rect x="12" y="12" width="226" height="326" rx="10" fill="none" stroke="{GOLD}" stroke-width="3"/>')
    parts.append(f'<circle cx="125" cy="190" r="82" fill="{PAPER}" stroke="{GOLD}" stroke-width="5"/>')
    parts.append(place("1F35C", 125, 192, 136))
    parts.append(title("SUPER", 52, 30, PAPER))
    parts.append(title("SUSURU SOUP", 88, 30, PAPER))
    for x in (38, 212):
        parts.append(glyph("bowl", x, 312, 30, GOLD, dark))
    parts.append(text_line("すする", 125, 322, 26, fill=GOLD))
    return document(W, H, "".join(parts))


# ---------------------------------------------------------------- pieces

TREND_COLORS = {3: "#d9482b", 2: "#ec8a2b", 1: "#f2c23b"}


def trend_marker(number: int = 3) -> str:
    """Trend order marker: its number is the card limit of the ingredient under it.

    Colour (hot red → yellow) and the row of small cards (as many as the limit)
    both tell the number, besides the numeral itself.
    """
    n = int(number)
    if n not in TREND_COLORS:
        raise KeyError(number)
    c = TREND_COLORS[n]
    ink = INK if n == 1 else "#ffffff"
    parts = [
        f'<circle cx="60" cy="62" r="54" fill="{mix(c, INK, 0.45)}"/>',
        f'<circle cx="60" cy="58" r="54" fill="{c}" stroke="{INK}" stroke-width="3"/>',
        '<circle cx="60" cy="58" r="45" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.5"/>',
        text_line(str(n), 60, 76, 56, fill=ink),
    ]
    w, gap = 11, 4
    total = n * w + (n - 1) * gap
    for i in range(n):
        x = 60 - total / 2 + i * (w + gap)
        parts.append(
            f'<rect x="{num(x)}" y="84" width="{w}" height="15" rx="2" fill="{PAPER}" stroke="{INK}" stroke-width="1.8"/>'
        )
    # steam wisps: the hotter the trend the more
    for i in range(n):
        x = 60 + (i - (n - 1) / 2) * 13
        parts.append(
            f'<path d="M{num(x)},24 c-4,-4 4,-6 0,-11" fill="none" stroke="{ink}" stroke-width="3" stroke-linecap="round"/>'
        )
    return document(120, 120, "".join(parts))


CHIP_COLORS = {
    "gold": ("#f7d774", "#d4a017", "#8a6508", 3),
    "silver": ("#f1f3f5", "#b7bec6", "#5f6873", 2),
    "bronze": ("#e9b184", "#b8733d", "#6e3d17", 1),
}


def chip(kind: str = "gold") -> str:
    """Scoring chip: gold 3★, silver 2★, bronze 1★ (the stars tell it without colour)."""
    light, mid, dark, stars = CHIP_COLORS[kind]
    gid = f"chip-{kind}"
    defs = (
        f'<radialGradient id="{gid}" cx="45%" cy="38%" r="65%">'
        f'<stop offset="0" stop-color="{light}"/><stop offset="1" stop-color="{mid}"/></radialGradient>'
    )
    parts = [f'<circle cx="60" cy="62" r="54" fill="{dark}"/>']
    # milled rim
    parts.append(f'<circle cx="60" cy="58" r="54" fill="{mid}" stroke="{INK}" stroke-width="3"/>')
    for i in range(36):
        parts.append(
            f'<rect x="58.5" y="6" width="3" height="8" fill="{dark}" opacity="0.55" transform="rotate({i * 10} 60 58)"/>'
        )
    parts.append(f'<circle cx="60" cy="58" r="42" fill="url(#{gid})" stroke="{dark}" stroke-width="2.5"/>')
    if stars == 1:
        pos = [(60, 58, 30)]
    elif stars == 2:
        pos = [(42, 58, 20), (78, 58, 20)]
    else:
        pos = [(60, 40, 18), (41, 70, 18), (79, 70, 18)]
    for x, y, r in pos:
        parts.append(f'<polygon points="{star_points(x, y + 1, r, 5, 0.45)}" fill="{dark}" stroke="{INK}" stroke-width="1.5"/>')
    return document(120, 120, "".join(parts), defs=defs)


PIECES: dict[str, Callable[..., str]] = {
    "trend_marker": trend_marker,
    "chip": chip,
}

__all__ = ["FACES", "PIECES", "card_back"]
