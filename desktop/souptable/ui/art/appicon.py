"""The app icon: a steaming ramen bowl in front of a fan of cards, on warm red.

Drawn with our own shapes only (no OpenMoji), heavy outlines so it still reads
at 16 px. ``assets/icons/souptable.svg`` and the PNG sizes are generated from it
(see ``tests/perf/art_sheet.py --icons``).
"""

from __future__ import annotations

from .svgkit import INK, PAPER, document, num
from .symbols import glyph

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def _card(angle: float, band: str, symbol: str, symbol_fill: str) -> str:
    # a card pivoting on a point below the bowl, rotated into a hand fan
    return (
        f'<g transform="rotate({num(angle)} 256 440)">'
        f'<rect x="196" y="70" width="120" height="190" rx="15" fill="{PAPER}" stroke="{INK}" stroke-width="9"/>'
        f'<path d="M200.5,120 V87 A12,12 0 0 1 212.5,74.5 H299.5 A12,12 0 0 1 311.5,87 V120 Z" fill="{band}"/>'
        f'<path d="M200.5,120 H311.5" stroke="{INK}" stroke-width="6"/>' + glyph(symbol, 256, 158, 44, symbol_fill) + "</g>"
    )


def icon() -> str:
    """SVG of the app icon (512×512)."""
    defs = (
        '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#e2553a"/><stop offset="1" stop-color="#a9281e"/></linearGradient>'
        '<linearGradient id="broth" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#b66a2c"/><stop offset="1" stop-color="#8b4a1c"/></linearGradient>'
    )
    parts = [
        '<rect x="16" y="16" width="480" height="480" rx="108" fill="url(#bg)"/>',
        '<rect x="16" y="16" width="480" height="480" rx="108" fill="none" stroke="#7d1d16" stroke-width="8"/>',
        _card(-26, "#c4466b", "bone", "#f6e7d8"),
        _card(-8.7, "#e6b22c", "waves", "#f9dc7a"),
        _card(8.7, "#2470a6", "fish", "#6fb3e8"),
        _card(26, "#3d8c4d", "leaf", "#9bd37a"),
        # bowl body
        f'<path d="M70,300 C76,392 150,446 206,452 V470 H306 V452 C362,446 436,392 442,300 Z" fill="#ffffff" '
        f'stroke="{INK}" stroke-width="12" stroke-linejoin="round"/>',
        '<path d="M104,366 L130,344 L156,366 L182,344 L208,366 L234,344 L260,366 L286,344 L312,366 L338,344 L364,366 '
        'L390,344 L408,360" fill="none" stroke="#d22f27" stroke-width="12" stroke-linejoin="round" '
        'stroke-linecap="round"/>',
        '<rect x="206" y="452" width="100" height="18" fill="#d22f27"/>',
        # rim and broth
        f'<ellipse cx="256" cy="300" rx="186" ry="40" fill="#ffffff" stroke="{INK}" stroke-width="12"/>',
        '<ellipse cx="256" cy="304" rx="160" ry="28" fill="url(#broth)"/>',
        # noodles lifted, chopsticks
        '<path d="M232,300 C218,262 246,240 232,204 M262,300 C248,262 276,240 262,204 M292,300 C278,262 '
        '306,240 292,204" '
        f'fill="none" stroke="{INK}" stroke-width="20" stroke-linecap="round"/>',
        '<path d="M232,300 C218,262 246,240 232,204 M262,300 C248,262 276,240 262,204 M292,300 C278,262 '
        '306,240 292,204" '
        'fill="none" stroke="#f6d775" stroke-width="10" stroke-linecap="round"/>',
        f'<path d="M150,196 L420,170" stroke="{INK}" stroke-width="20" stroke-linecap="round"/>',
        '<path d="M150,196 L420,170" stroke="#c98b4a" stroke-width="9" stroke-linecap="round"/>',
        f'<path d="M156,222 L424,200" stroke="{INK}" stroke-width="20" stroke-linecap="round"/>',
        '<path d="M156,222 L424,200" stroke="#c98b4a" stroke-width="9" stroke-linecap="round"/>',
        # naruto and egg on the broth
        f'<circle cx="166" cy="300" r="24" fill="#ffffff" stroke="{INK}" stroke-width="7"/>',
        '<path d="M166,300 c5,0 6,-6 1,-8 c-8,-2 -13,6 -9,12 c6,8 20,4 20,-6" fill="none" stroke="#d22f27" '
        'stroke-width="5" stroke-linecap="round"/>',
        f'<ellipse cx="352" cy="302" rx="30" ry="20" fill="#fffaf0" stroke="{INK}" stroke-width="7"/>',
        '<circle cx="352" cy="302" r="11" fill="#f4aa41"/>',
    ]
    return document(512, 512, "".join(parts), defs=defs)
