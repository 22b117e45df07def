"""Board furniture of the four games: markers, chips, cubes, plates, the track, bowls…

``furniture(kind, **params)`` returns an SVG document. Sizes (viewBox):

=================  ============  ===============================================
kind               viewBox       params
=================  ============  ===============================================
trend_marker       120 × 120     number=3|2|1
chip               120 × 120     kind="gold"|"silver"|"bronze"
cube               60 × 60       seasoning="salt"|"shoyu"|"ketchup"|"mayo"
plate              100 × 100     –
shelf              600 × 240     label=""
food_card          250 × 350     food, label, plates, accuracy, max_points, side
track              2120 × 260    labels={"-10": ..., "0": ..., "10": ...}
token              80 × 80       player=0..5
plate_big          400 × 400     –
bowl               250 × 350     lucky=None|topping id, label=""
bonus              250 × 350     bonus=id, label, points, needs=[card ids]
order_up           250 × 350     label="いっちょあがり！"
table              512 × 512     – (tiles seamlessly)
=================  ============  ===============================================
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from . import cards as C
from .illus import place
from .svgkit import (
    INK,
    MUTED,
    PAPER,
    clip_to_rect,
    document,
    mix,
    num,
    points_attr,
    polygon_points,
    star_points,
    text_block,
    text_line,
)
from .symbols import glyph

# ---------------------------------------------------------------- Super Susuru Soup

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


# ---------------------------------------------------------------- Salty

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
        f'<rect x="2" y="2" width="596" height="236" rx="16" fill="{PAPER}" stroke="{C.CARD_EDGE}" stroke-width="3"/>',
        '<path d="M3.5,52 V17 A14,14 0 0 1 17.5,3.5 H582.5 A14,14 0 0 1 596.5,17 V52 Z" fill="#1f3a5f"/>',
        f'<path d="M3.5,52 H596.5" stroke="{C.CARD_EDGE}" stroke-width="2.5"/>',
    ]
    if label:
        parts.append(text_block(label, 300, 28, 420, 28, 12, fill="#ffffff", max_lines=1))
    for i, (g, f) in enumerate((("diamond", "#ffffff"), ("drop", "#6b3a1c"), ("tomato", "#c51f2e"), ("star", "#fbe9a2"))):
        x = 30 + i * 26 if i < 2 else 518 + (i - 2) * 26
        parts.append(glyph(g, x, 28, 20, f, "#0f2033"))
    for y in (118, 214):
        parts.append(f'<rect x="16" y="{y}" width="568" height="14" rx="3" fill="{wood}" stroke="{INK}" stroke-width="2"/>')
        parts.append(f'<rect x="16" y="{y + 14}" width="568" height="5" fill="{dark}" opacity="0.6"/>')
        for x in (40, 560):
            parts.append(f'<rect x="{x - 4}" y="{y + 14}" width="8" height="5" fill="{dark}"/>')
    return document(600, 240, "".join(parts))


SALTY_FOODS = {
    "tomato": "1F345",
    "fried_egg": "1F373",
    "karaage": "1F357",
    "french_fries": "1F35F",
    "okonomiyaki": "okonomiyaki",
    "hamburg": "hamburg",
}
FOOD_FRONT = C.Suit("#d0652a", "plate", glyph_fill="#ffffff")
FOOD_BACK = C.Suit("#5f6f80", "none", glyph_fill="#ffffff")


def _mini_plate(cx: float, cy: float, r: float) -> str:
    return (
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="#ffffff" stroke="{INK}" stroke-width="2"/>'
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * 0.62)}" fill="#f5f2ec" stroke="#c9c6c0" '
        f'stroke-width="1.4"/>'
    )


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
    art = SALTY_FOODS[food]
    if side not in ("front", "back"):
        raise KeyError(side)
    if side == "back":
        s = FOOD_BACK
        parts = [C.frame(), C.band(s.color), C.value_text("0", "#ffffff"), C.badge(s)]
        parts.append(f'<circle cx="125" cy="190" r="84" fill="{mix(s.color, PAPER, 0.8)}"/>')
        parts.append(_mini_plate(125, 190, 62))
        parts.append(text_line("0", 125, 214, 68, fill=s.color))
        if label:
            parts.append(text_block(label, 125, 306, 222, 28, 13))
        return document(C.W, C.H, "".join(parts))
    s = FOOD_FRONT
    plates = int(plates)
    parts = [C.frame(), C.band(s.color), C.value_text(str(plates), "#ffffff"), C.badge(s)]
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
    return document(C.W, C.H, "".join(parts))


PAPER_LINE = "#e3d3b6"

# ---------------------------------------------------------------- Suppenkasper

TRACK_NAMED = {-10: "Suppenkasper", 0: "Traumfigur", 5: "Rubensfigur", 8: "Brummer", 10: "Dicker Brocken"}
"""Default names of the weight track's spaces (German), used only when the caller gives
none. The places are the game's data (``games/suppenkasper/data.json``, "space_names":
Rubensfigur and Brummer are this edition's values); the board passes them in with the
names in the current language, and only the spaces it names are drawn as named."""

TRACK_SPACE_W = 100
TRACK_X0 = 10


def track_space_center(position: int) -> tuple[float, float]:
    """Centre (in the track's viewBox) of the space for ``position`` −10..+10, where tokens go."""
    if not -10 <= int(position) <= 10:
        raise KeyError(position)
    return TRACK_X0 + (int(position) + 10) * TRACK_SPACE_W + TRACK_SPACE_W / 2, 104.0


TRACK_W = TRACK_X0 * 2 + 21 * TRACK_SPACE_W
TRACK_H = 260


def _ramp(pos: int) -> str:
    thin, ideal, heavy = "#3f9e93", "#f2c14e", "#c8432f"
    if pos <= 0:
        return mix(ideal, thin, -pos / 10)
    return mix(ideal, heavy, pos / 10)


def _figure(cx: float, cy: float, pos: int, color: str) -> str:
    """A little person whose girth follows the weight: stick-thin at −10, round at +10."""
    girth = 5 + (pos + 10) * 1.35  # half width of the body
    return (
        f'<g opacity="0.3">'
        f'<circle cx="{num(cx)}" cy="{num(cy - 32)}" r="10" fill="{color}"/>'
        f'<ellipse cx="{num(cx)}" cy="{num(cy + 4)}" rx="{num(girth)}" ry="26" fill="{color}"/>'
        f'<rect x="{num(cx - 8)}" y="{num(cy + 24)}" width="5" height="16" rx="2.5" fill="{color}"/>'
        f'<rect x="{num(cx + 3)}" y="{num(cy + 24)}" width="5" height="16" rx="2.5" fill="{color}"/>'
        f"</g>"
    )


def _label_boxes(named: Mapping[int, str]) -> dict[int, tuple[float, float]]:
    """Horizontal extent of each name tab: as wide as the neighbours allow (ends may lean inward)."""
    pos = sorted(p for p, v in named.items() if v)
    left_edge, right_edge = TRACK_X0 + 4, TRACK_W - TRACK_X0 - 4
    boxes = {}
    for i, p in enumerate(pos):
        c = track_space_center(p)[0]
        lo = left_edge if i == 0 else (c + track_space_center(pos[i - 1])[0]) / 2 + 4
        hi = right_edge if i == len(pos) - 1 else (c + track_space_center(pos[i + 1])[0]) / 2 - 4
        reach = 180 if lo == left_edge or hi == right_edge else 130
        lo, hi = max(lo, c - reach), min(hi, c + reach)
        if lo > left_edge and hi < right_edge:
            half = min(c - lo, hi - c)  # interior tabs stay centred on their space
            lo, hi = c - half, c + half
        boxes[p] = (lo, hi)
    return boxes


def track(labels: Mapping[str | int, str] | None = None) -> str:
    """The Suppenkasper weight track: 21 spaces from −10 (Suppenkasper) to +10 (Dicker Brocken).

    ``labels`` maps positions (as ``"-10"`` or ``-10``) to the names to print, in the
    current language; without it the German names of ``TRACK_NAMED`` are used. Named
    spaces get a tab underneath with their name; tokens go at ``track_space_center``.
    """
    named = {int(k): str(v) for k, v in labels.items()} if labels is not None else dict(TRACK_NAMED)
    for k in named:
        if not -10 <= k <= 10:
            raise KeyError(k)
    parts = [
        f'<rect x="0" y="0" width="{TRACK_W}" height="{TRACK_H}" rx="20" fill="#6b4a2f"/>',
        f'<rect x="4" y="4" width="{TRACK_W - 8}" height="{TRACK_H - 8}" rx="17" fill="#f6ead2" '
        f'stroke="{INK}" stroke-width="2"/>',
    ]
    for pos in range(-10, 11):
        x = TRACK_X0 + (pos + 10) * TRACK_SPACE_W
        cx = x + TRACK_SPACE_W / 2
        c = _ramp(pos)
        special = pos in named
        fill = mix(c, "#ffffff", 0.3 if special else 0.6)
        sw = 4 if pos in (-10, 0, 10) else (3 if special else 1.5)
        parts.append(
            f'<rect x="{x + 4}" y="14" width="{TRACK_SPACE_W - 8}" height="160" rx="10" fill="{fill}" '
            f'stroke="{INK}" stroke-width="{sw}"/>'
        )
        parts.append(_figure(cx, 110, pos, mix(c, INK, 0.45)))
        text = "0" if pos == 0 else (f"+{pos}" if pos > 0 else f"−{-pos}")
        parts.append(text_line(text, cx, 50, 30, fill=INK, max_width=84))
        if pos == 0:
            star = star_points(cx, 164, 13, 5, 0.45)
            parts.append(f'<polygon points="{star}" fill="#d4a017" stroke="{INK}" stroke-width="1.5"/>')
    for pos, (lo, hi) in _label_boxes(named).items():
        cx = track_space_center(pos)[0]
        fill = mix(_ramp(pos), "#ffffff", 0.3)
        parts.append(
            f'<path d="M{num(cx - 10)},186 L{num(cx)},176 L{num(cx + 10)},186 Z" fill="{INK}"/>'
            f'<rect x="{num(lo)}" y="186" width="{num(hi - lo)}" height="60" rx="10" fill="{fill}" '
            f'stroke="{INK}" stroke-width="2.5"/>'
        )
        parts.append(text_block(named[pos], (lo + hi) / 2, 216, hi - lo - 14, 24, 10, fill=INK))
    return document(TRACK_W, TRACK_H, "".join(parts))


TOKENS = (
    # colour (Okabe–Ito, colour-blind safe), shape, numeral colour
    ("#d55e00", "circle", "#ffffff"),
    ("#0072b2", "square", "#ffffff"),
    ("#009e73", "triangle", "#ffffff"),
    ("#f0e442", "diamond", INK),
    ("#cc79a7", "hexagon", INK),
    ("#3b3b3b", "pentagon", "#ffffff"),
)


def _token_shape(shape: str, cx: float, cy: float, r: float, fill: str, stroke: str, sw: float) -> str:
    a = f'fill="{fill}" stroke="{stroke}" stroke-width="{num(sw)}" stroke-linejoin="round"'
    if shape == "circle":
        return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" {a}/>'
    if shape == "square":
        s = r * 0.9
        return f'<rect x="{num(cx - s)}" y="{num(cy - s)}" width="{num(2 * s)}" height="{num(2 * s)}" rx="6" {a}/>'
    if shape == "triangle":
        return f'<polygon points="{polygon_points(cx, cy + r * 0.18, r * 1.12, 3, -90)}" {a}/>'
    if shape == "diamond":
        return f'<polygon points="{polygon_points(cx, cy, r * 1.08, 4, -90)}" {a}/>'
    if shape == "hexagon":
        return f'<polygon points="{polygon_points(cx, cy, r, 6, 0)}" {a}/>'
    return f'<polygon points="{polygon_points(cx, cy + r * 0.05, r * 1.04, 5, -90)}" {a}/>'


def token(player: int = 0) -> str:
    """Player token 0..5: six colours *and* six shapes, with the seat number 1..6."""
    p = int(player)
    if not 0 <= p < len(TOKENS):
        raise KeyError(player)
    color, shape, ink = TOKENS[p]
    parts = [
        '<g opacity="0.25">' + _token_shape(shape, 40, 44, 31, "#000000", "#000000", 0) + "</g>",
        _token_shape(shape, 40, 40, 31, color, INK, 3),
        '<g opacity="0.45">' + _token_shape(shape, 40, 40, 23, "none", "#ffffff", 2) + "</g>",
        text_line(str(p + 1), 40, 40 + 11 + (5 if shape == "triangle" else 0), 30, fill=ink),
    ]
    return document(80, 80, "".join(parts))


def plate_big() -> str:
    """The big plate in the middle of the Suppenkasper board, where dishes are served."""
    blue = "#2f6db3"
    parts = [
        '<circle cx="200" cy="208" r="188" fill="#000000" opacity="0.2"/>',
        f'<circle cx="200" cy="200" r="188" fill="#ffffff" stroke="{INK}" stroke-width="4"/>',
        f'<circle cx="200" cy="200" r="170" fill="none" stroke="{blue}" stroke-width="3"/>',
        '<circle cx="200" cy="200" r="128" fill="#f7f4ee" stroke="#d0cfce" stroke-width="4"/>',
        f'<circle cx="200" cy="200" r="158" fill="none" stroke="{blue}" stroke-width="1.5"/>',
    ]
    for i in range(24):  # a calm rim ornament
        parts.append(f'<circle cx="200" cy="36" r="4.5" fill="{blue}" opacity="0.8" transform="rotate({i * 15} 200 200)"/>')
    parts.append('<path d="M98,120 A128,128 0 0 1 160,82" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>')
    return document(400, 400, "".join(parts))


# ---------------------------------------------------------------- Soup Meng Ramen

TOPPINGS = ("chashu", "egg", "naruto", "menma", "negi", "nori", "moyashi", "corn")
BOWL_BAND = "#3b2620"


def _topping_art(topping: str) -> tuple[str, float]:
    face = C.FACES["soupmeng"][topping]
    if face.suit is not C.SM_TOPPING:
        raise KeyError(topping)
    name, _dx, _dy, size = face.illus[0]
    return name, size


def bowl(lucky: str | None = None, label: str = "") -> str:
    """A bowl card (丼カード). With ``lucky``, the owner's peek at its lucky topping."""
    parts = [C.frame(), C.band(BOWL_BAND, 70)]
    # red-lacquer meander along the band
    zig = " ".join(f"L{14 + i * 9},{40 if i % 2 else 30}" for i in range(25))
    parts.append(f'<path d="M14,35 {zig}" fill="none" stroke="#c8442f" stroke-width="3" stroke-linejoin="round"/>')
    parts.append(f'<circle cx="125" cy="186" r="92" fill="{mix("#c8442f", PAPER, 0.85)}"/>')
    parts.append(place("donburi", 125, 192, 200))
    if lucky is not None:
        name, _size = _topping_art(lucky)
        # a folded-up corner: the hidden side, peeked at
        parts.append(
            f'<path d="M150,3 H234 A14,14 0 0 1 247,17 V114 Z" fill="{mix(C.SM_TOPPING.color, PAPER, 0.3)}" '
            f'stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
        )
        parts.append(f'<circle cx="207" cy="48" r="34" fill="{PAPER}" stroke="{INK}" stroke-width="2.5"/>')
        parts.append(place(name, 207, 48, 58))
        parts.append(f'<rect x="168" y="84" width="60" height="26" rx="13" fill="#d4a017" stroke="{INK}" stroke-width="2"/>')
        parts.append(text_line("+10", 198, 104, 20, fill=INK))
    if label:
        parts.append(text_block(label, 125, 310, 222, 28, 12))
    return document(C.W, C.H, "".join(parts))


_GENERIC_NEEDS = {
    "soup": C.SM_SOUP,
    "noodle": C.SM_NOODLE,
    "noodles": C.SM_NOODLE,
    "topping": C.SM_TOPPING,
}


def _need_icon(card: str, cx: float, cy: float, r: float) -> str:
    if card in _GENERIC_NEEDS:
        s = _GENERIC_NEEDS[card]
        return (
            f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{PAPER}" stroke="{s.color}" stroke-width="3" '
            f'stroke-dasharray="6 4"/>' + glyph(s.glyph, cx, cy, r * 1.15, s.symbol_fill)
        )
    face = C.FACES["soupmeng"][card]
    name, _dx, _dy, _size = face.illus[0]
    return (
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{mix(face.suit.color, PAPER, 0.78)}" '
        f'stroke="{face.suit.color}" stroke-width="3"/>' + place(name, cx, cy, r * 1.75)
    )


def bonus(bonus: str = "", label: str = "", points: int = 0, needs: Iterable[str] = ()) -> str:
    """A bonus card: its points big, the cards its bowl needs as small pictures."""
    s = C.Suit("#d4a017", "star", ink=INK, glyph_fill="#fbe08a")
    needs = list(needs)
    parts = [C.frame(), C.band(s.color), C.value_text(str(int(points)), s.ink), C.badge(s)]
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
    return document(C.W, C.H, "".join(parts))


def order_up(label: str = "いっちょあがり！") -> str:
    """The いっちょあがり！ card, placed on a finished bowl."""
    red = "#c8442f"
    parts = [C.frame(red)]
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
    return document(C.W, C.H, "".join(parts))


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


FURNITURE: dict[str, Callable[..., str]] = {
    "trend_marker": trend_marker,
    "chip": chip,
    "cube": cube,
    "plate": plate,
    "shelf": shelf,
    "food_card": food_card,
    "track": track,
    "token": token,
    "plate_big": plate_big,
    "bowl": bowl,
    "bonus": bonus,
    "order_up": order_up,
    "table": table,
}


def furniture(kind: str, /, **params: Any) -> str:
    """SVG of board piece ``kind`` (see the module docstring); KeyError for unknown kinds or ids."""
    return FURNITURE[kind](**params)
