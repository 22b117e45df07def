"""Salty's art: the seasoning cards and their back, the food cards, the seasoning
cubes, plates and shelf, as SVG strings (no Qt).

Found by the game id (``souptable.ui.art`` imports ``souptable.ui.games.salty.art``):
``FACES`` (card id → face on the shared template, values from ``games/salty/data.json``
through ``games.salty.cards``), ``card_back()`` and ``PIECES`` (kind → drawing).

=================  ============  ===============================================
kind               viewBox       params
=================  ============  ===============================================
cube               60 × 60       seasoning="salt"|"shoyu"|"ketchup"|"mayo"
plate              100 × 100     –
shelf              600 × 240     label=""
food_card          250 × 350     food, label, plates, accuracy, max_points, side
=================  ============  ===============================================
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ....games.salty import cards
from ...art.cards import CARD_EDGE, Face, H, Suit, W, badge, band, frame, one, title, value_text
from ...art.illus import place
from ...art.svgkit import INK, MUTED, PAPER, document, mix, num, text_block, text_line
from ...art.symbols import glyph

SUITS = {
    "salt": Suit("#d3d9df", "diamond", ink=INK, glyph_fill="#ffffff", disc="#c9d5e0"),
    "shoyu": Suit("#4e2a14", "drop", glyph_fill="#6b3a1c"),
    "ketchup": Suit("#c51f2e", "tomato"),
    "mayo": Suit("#f0d779", "star", ink="#4a3800", glyph_fill="#fbe9a2", disc="#f3dc8c"),
}
ILLUS = {
    "salt": "1F9C2",
    "shoyu": "soy-bottle",
    "ketchup": "ketchup-bottle",
    "mayo": "mayo-bottle",
}
# the four seasonings' symbols in a row (the back, the shelf's band)
SEASONING_GLYPHS = (("diamond", "#ffffff"), ("drop", "#6b3a1c"), ("tomato", "#c51f2e"), ("star", "#fbe9a2"))


def _faces() -> dict[str, Face]:
    out: dict[str, Face] = {}
    for s, suit in SUITS.items():
        for value in cards.VALUES:
            out[f"{s}-{value}"] = Face(suit, value, one(ILLUS[s], 136))
    return out


FACES = _faces()


def card_back() -> str:
    navy = "#1f3a5f"
    parts = [frame(navy)]
    # salt grains: a calm scatter of small white squares
    rnd = random.Random(7)
    for _ in range(70):
        x, y = rnd.uniform(14, 236), rnd.uniform(14, 336)
        s = rnd.uniform(2.5, 5)
        parts.append(
            f'<rect x="{num(x)}" y="{num(y)}" width="{num(s)}" height="{num(s)}" fill="#ffffff" opacity="0.35" '
            f'transform="rotate({rnd.randint(0, 89)} {num(x)} {num(y)})"/>'
        )
    parts.append('<rect x="12" y="12" width="226" height="326" rx="10" fill="none" stroke="#e9eef3" stroke-width="3"/>')
    parts.append(f'<circle cx="125" cy="160" r="76" fill="{PAPER}" stroke="#e9eef3" stroke-width="5"/>')
    parts.append(place("1F9C2", 125, 160, 124))
    parts.append(title("SALTY", 292, 52, "#ffffff"))
    for i, (g, f) in enumerate(SEASONING_GLYPHS):
        parts.append(glyph(g, 59 + i * 44, 318, 20, f, "#0f2033"))
    return document(W, H, "".join(parts))


# ---------------------------------------------------------------- pieces

CUBES = {
    # seasoning: (cube colour, symbol, symbol fill)
    "salt": ("#f4f6f8", "diamond", "#a9b5c1"),
    "shoyu": ("#4e2a14", "drop", "#c98a5a"),
    "ketchup": ("#c51f2e", "tomato", "#ffffff"),
    "mayo": ("#f0d779", "star", "#fffbe6"),
}


def cube(seasoning: str = "salt") -> str:
    """A seasoning cube seen from above: colour plus the seasoning's symbol."""
    color, g, gf = CUBES[seasoning]
    parts = [
        f'<rect x="5" y="7" width="50" height="50" rx="7" fill="{mix(color, INK, 0.5)}"/>',
        f'<rect x="4" y="3" width="50" height="50" rx="7" fill="{color}" stroke="{INK}" stroke-width="2.5"/>',
        '<path d="M10,9 H46" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" opacity="0.45"/>',
        glyph(g, 29, 28, 34, gf),
    ]
    return document(60, 60, "".join(parts))


def plate() -> str:
    """An empty plate (top view): the place a seasoning cube goes."""
    parts = [
        '<circle cx="50" cy="53" r="45" fill="#000000" opacity="0.18"/>',
        f'<circle cx="50" cy="50" r="45" fill="#ffffff" stroke="{INK}" stroke-width="3"/>',
        '<circle cx="50" cy="50" r="31" fill="#f5f2ec" stroke="#d0cfce" stroke-width="2.5"/>',
        '<path d="M26,30 A33,33 0 0 1 42,19" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>',
    ]
    return document(100, 100, "".join(parts))


def shelf(label: str = "") -> str:
    """The seasoning shelf card: a cream board with two wooden shelves for the cubes.

    Cubes are drawn by the UI on top; the shelves sit at y≈118 and y≈214.
    """
    wood, dark = "#b9804a", "#7a4f2a"
    parts = [
        f'<rect x="2" y="2" width="596" height="236" rx="16" fill="{PAPER}" stroke="{CARD_EDGE}" stroke-width="3"/>',
        '<path d="M3.5,52 V17 A14,14 0 0 1 17.5,3.5 H582.5 A14,14 0 0 1 596.5,17 V52 Z" fill="#1f3a5f"/>',
        f'<path d="M3.5,52 H596.5" stroke="{CARD_EDGE}" stroke-width="2.5"/>',
    ]
    if label:
        parts.append(text_block(label, 300, 28, 420, 28, 12, fill="#ffffff", max_lines=1))
    for i, (g, f) in enumerate(SEASONING_GLYPHS):
        x = 30 + i * 26 if i < 2 else 518 + (i - 2) * 26
        parts.append(glyph(g, x, 28, 20, f, "#0f2033"))
    for y in (118, 214):
        parts.append(f'<rect x="16" y="{y}" width="568" height="14" rx="3" fill="{wood}" stroke="{INK}" stroke-width="2"/>')
        parts.append(f'<rect x="16" y="{y + 14}" width="568" height="5" fill="{dark}" opacity="0.6"/>')
        for x in (40, 560):
            parts.append(f'<rect x="{x - 4}" y="{y + 14}" width="8" height="5" fill="{dark}"/>')
    return document(600, 240, "".join(parts))


FOODS = {
    "tomato": "1F345",
    "fried_egg": "1F373",
    "karaage": "1F357",
    "french_fries": "1F35F",
    "okonomiyaki": "okonomiyaki",
    "hamburg": "hamburg",
}
FOOD_FRONT = Suit("#d0652a", "plate", glyph_fill="#ffffff")
FOOD_BACK = Suit("#5f6f80", "none", glyph_fill="#ffffff")
PAPER_LINE = "#e3d3b6"


def _mini_plate(cx: float, cy: float, r: float) -> str:
    return (
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="#ffffff" stroke="{INK}" stroke-width="2"/>'
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * 0.62)}" fill="#f5f2ec" stroke="#c9c6c0" '
        f'stroke-width="1.4"/>'
    )


def _food_back(label: str) -> str:
    s = FOOD_BACK
    parts = [frame(), band(s.color), value_text("0", "#ffffff"), badge(s)]
    parts.append(f'<circle cx="125" cy="190" r="84" fill="{mix(s.color, PAPER, 0.8)}"/>')
    parts.append(_mini_plate(125, 190, 62))
    parts.append(text_line("0", 125, 214, 68, fill=s.color))
    if label:
        parts.append(text_block(label, 125, 306, 222, 28, 13))
    return document(W, H, "".join(parts))


def food_card(
    food: str = "tomato",
    label: str = "",
    plates: int = 1,
    accuracy: int = 0,
    max_points: int = 0,
    side: str = "front",
) -> str:
    """Salty food card. Front: plates to fill (= the bet), accuracy bonus per cube, max.

    Back (the same for every food): bet 0.
    """
    art = FOODS[food]
    if side not in ("front", "back"):
        raise KeyError(side)
    if side == "back":
        return _food_back(label)
    s = FOOD_FRONT
    plates = int(plates)
    parts = [frame(), band(s.color), value_text(str(plates), "#ffffff"), badge(s)]
    parts.append(f'<circle cx="125" cy="166" r="58" fill="{mix(s.color, PAPER, 0.8)}"/>')
    parts.append(place(art, 125, 166, 112))
    if label:
        parts.append(text_block(label, 125, 247, 222, 26, 12, max_lines=1))
    # the plates to fill
    n = max(0, min(plates, 8))
    if n:
        r = 15.0
        step = min(36.0, 216.0 / n)
        x0 = 125 - step * (n - 1) / 2
        for i in range(n):
            parts.append(_mini_plate(x0 + i * step, 284, r))
    # accuracy bonus per cube (target + cube) and the maximum
    parts.append(f'<path d="M14,306 H236" stroke="{PAPER_LINE}" stroke-width="2"/>')
    parts.append(glyph("target", 28, 327, 24, s.color))
    parts.append(text_line(f"+{int(accuracy)}", 44, 336, 24, fill=INK, anchor="start", max_width=62))
    parts.append(text_line("/", 110, 336, 22, fill=MUTED, weight="normal"))
    parts.append(glyph("cube", 128, 326, 20, "#b9c2cc"))
    parts.append(text_line(f"MAX {int(max_points)}", 236, 336, 22, fill=INK, anchor="end", max_width=92))
    return document(W, H, "".join(parts))


PIECES: dict[str, Callable[..., str]] = {
    "cube": cube,
    "plate": plate,
    "shelf": shelf,
    "food_card": food_card,
}

__all__ = ["FACES", "PIECES", "card_back"]
