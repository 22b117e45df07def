"""Soup Meng Ramen's art: the card faces and back, the bowl cards, the bonus cards and
the いっちょあがり！ card, as SVG strings (no Qt).

Found by the game id (``souptable.ui.art`` imports ``souptable.ui.games.soupmeng.art``):
``FACES`` (card id → face on the shared template, points from
``games/soupmeng/data.json`` through ``games.soupmeng.cards``), ``card_back()`` and
``PIECES`` (kind → drawing).

=================  ============  ===============================================
kind               viewBox       params
=================  ============  ===============================================
bowl               250 × 350     lucky=None|topping id, label=""
bonus              250 × 350     bonus=id, label, points, needs=[card ids]
order_up           250 × 350     label="いっちょあがり！"
=================  ============  ===============================================
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from ....games.soupmeng import cards
from ...art.cards import CARD_EDGE, Face, H, Suit, W, badge, band, frame, one, value_text
from ...art.illus import place
from ...art.svgkit import INK, PAPER, clip_to_rect, document, mix, num, points_attr, text_block, text_line
from ...art.symbols import glyph

SOUP = Suit("#c8442f", "bowl", glyph_fill="#f08a5d")
NOODLE = Suit("#e6b22c", "waves", ink=INK, glyph_fill="#f9dc7a")
TOPPING = Suit("#3d8c4d", "leaf", glyph_fill="#9bd37a")
SWAP = Suit("#6a4c93", "swap", glyph_fill="#c2a8e6")

SOUP_ACCENT = {"shoyu": "soy-bottle", "miso": "1FAD8", "shio": "1F9C2", "tonkotsu": "1F9B4"}
TOPPING_ART = {
    "chashu": "chashu",
    "egg": "egg-half",
    "naruto": "1F365",
    "menma": "menma",
    "negi": "negi",
    "nori": "nori",
    "moyashi": "moyashi",
    "corn": "1F33D",
}


def _faces() -> dict[str, Face]:
    out: dict[str, Face] = {}
    pts = cards.POINTS
    for soup in cards.SOUPS:
        out[soup] = Face(SOUP, str(pts[soup]), ((f"bowl-{soup}", -6, 6, 136), (SOUP_ACCENT[soup], 46, -40, 52)))
    for noodle in cards.NOODLES:
        out[noodle] = Face(NOODLE, str(pts[noodle]), one(f"noodles-{noodle}", 140))
    for top in cards.TOPPINGS:
        out[top] = Face(TOPPING, str(pts[top]), one(TOPPING_ART[top], 134))
    out["swap"] = Face(SWAP, str(pts["swap"]), one("1F504", 128))
    return out


FACES = _faces()


def card_back() -> str:
    yellow, line = "#f0b429", "#d98e0f"
    parts = [frame(yellow)]
    for i in range(9):
        y = 30 + i * 36
        parts.append(
            f'<path d="M10,{y} c15,-12 25,12 40,0 c15,-12 25,12 40,0 c15,-12 25,12 40,0 c15,-12 25,12 40,0 '
            f'c15,-12 25,12 40,0 c10,-8 15,4 30,0" fill="none" stroke="{line}" stroke-width="5" '
            f'stroke-linecap="round"/>'
        )
    parts.append(f'<rect x="30" y="40" width="190" height="270" rx="95" fill="#c8442f" stroke="{CARD_EDGE}" stroke-width="4"/>')
    parts.append(f'<circle cx="125" cy="138" r="68" fill="{PAPER}" stroke="{CARD_EDGE}" stroke-width="3"/>')
    parts.append(place("1F35C", 125, 138, 110))
    parts.append(text_block("スープメング", 125, 234, 168, 30, 14, fill=PAPER, max_lines=1))
    parts.append(text_line("カード", 125, 272, 24, fill=PAPER))
    return document(W, H, "".join(parts))


# ---------------------------------------------------------------- pieces

BOWL_BAND = "#3b2620"


def _topping_art(topping: str) -> tuple[str, float]:
    face = FACES[topping]
    if face.suit is not TOPPING:
        raise KeyError(topping)
    name, _dx, _dy, size = face.illus[0]
    return name, size


def bowl(lucky: str | None = None, label: str = "") -> str:
    """A bowl card (丼カード). With ``lucky``, the owner's peek at its lucky topping."""
    parts = [frame(), band(BOWL_BAND, 70)]
    # red-lacquer meander along the band
    zig = " ".join(f"L{14 + i * 9},{40 if i % 2 else 30}" for i in range(25))
    parts.append(f'<path d="M14,35 {zig}" fill="none" stroke="#c8442f" stroke-width="3" stroke-linejoin="round"/>')
    parts.append(f'<circle cx="125" cy="186" r="92" fill="{mix("#c8442f", PAPER, 0.85)}"/>')
    parts.append(place("donburi", 125, 192, 200))
    if lucky is not None:
        name, _size = _topping_art(lucky)
        # a folded-up corner: the hidden side, peeked at
        parts.append(
            f'<path d="M150,3 H234 A14,14 0 0 1 247,17 V114 Z" fill="{mix(TOPPING.color, PAPER, 0.3)}" '
            f'stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
        )
        parts.append(f'<circle cx="207" cy="48" r="34" fill="{PAPER}" stroke="{INK}" stroke-width="2.5"/>')
        parts.append(place(name, 207, 48, 58))
        parts.append(f'<rect x="168" y="84" width="60" height="26" rx="13" fill="#d4a017" stroke="{INK}" stroke-width="2"/>')
        parts.append(text_line(f"+{cards.LUCKY_POINTS}", 198, 104, 20, fill=INK))  # the lucky topping's bonus
    if label:
        parts.append(text_block(label, 125, 310, 222, 28, 12))
    return document(W, H, "".join(parts))


_GENERIC_NEEDS = {
    "soup": SOUP,
    "noodle": NOODLE,
    "noodles": NOODLE,
    "topping": TOPPING,
}


def _need_icon(card: str, cx: float, cy: float, r: float) -> str:
    if card in _GENERIC_NEEDS:
        s = _GENERIC_NEEDS[card]
        return (
            f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{PAPER}" stroke="{s.color}" stroke-width="3" '
            f'stroke-dasharray="6 4"/>' + glyph(s.glyph, cx, cy, r * 1.15, s.symbol_fill)
        )
    face = FACES[card]
    name, _dx, _dy, _size = face.illus[0]
    return (
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{mix(face.suit.color, PAPER, 0.78)}" '
        f'stroke="{face.suit.color}" stroke-width="3"/>' + place(name, cx, cy, r * 1.75)
    )


def bonus(bonus: str = "", label: str = "", points: int = 0, needs: Iterable[str] = ()) -> str:
    """A bonus card: its points big, the cards its bowl needs as small pictures."""
    s = Suit("#d4a017", "star", ink=INK, glyph_fill="#fbe08a")
    needs = list(needs)
    parts = [frame(), band(s.color), value_text(str(int(points)), s.ink), badge(s)]
    n = len(needs)
    if n:
        per_row = 2 if n <= 4 else 3
        rows = (n + per_row - 1) // per_row
        r: float = 34 if per_row == 2 else 28
        if rows > 2:
            r = min(r, 150 / (rows * 2.3))
        gap = r * 2.35
        y0 = 190 - gap * (rows - 1) / 2
        for i, card in enumerate(needs):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            x = 125 + (col - (in_row - 1) / 2) * gap
            parts.append(_need_icon(card, x, y0 + row * gap, r))
    if label:
        parts.append(text_block(label, 125, 303, 222, 30, 12))
    return document(W, H, "".join(parts))


def order_up(label: str = "いっちょあがり！") -> str:
    """The いっちょあがり！ card, placed on a finished bowl."""
    red = "#c8442f"
    parts = [frame(red)]
    for i in range(12):  # sunburst, clipped to the inner frame
        a0, a1 = math.radians(i * 30 - 6), math.radians(i * 30 + 6)
        ray = [
            (125, 142),
            (125 + 400 * math.cos(a0), 142 + 400 * math.sin(a0)),
            (125 + 400 * math.cos(a1), 142 + 400 * math.sin(a1)),
        ]
        pts = clip_to_rect(ray, 12, 12, 238, 338)
        if len(pts) >= 3:
            parts.append(f'<polygon points="{points_attr(pts)}" fill="#ffffff" opacity="0.13"/>')
    parts.append(f'<rect x="12" y="12" width="226" height="326" rx="10" fill="none" stroke="{PAPER}" stroke-width="3"/>')
    parts.append(f'<circle cx="125" cy="142" r="80" fill="{PAPER}" stroke="{INK}" stroke-width="3"/>')
    parts.append(place("1F6CE", 125, 140, 130))
    if label:
        parts.append(text_block(label, 125, 282, 214, 40, 14, fill="#ffffff"))
    return document(W, H, "".join(parts))


PIECES: dict[str, Callable[..., str]] = {
    "bowl": bowl,
    "bonus": bonus,
    "order_up": order_up,
}

__all__ = ["FACES", "PIECES", "card_back"]
