"""Suppenkasper's art: the card faces and back, the weight track, the player tokens and
the big plate, as SVG strings (no Qt).

Found by the game id (``souptable.ui.art`` imports ``souptable.ui.games.suppenkasper.art``):
``FACES`` (card id → face on the shared template, kcal and steps from
``games/suppenkasper/data.json`` through ``games.suppenkasper.cards``), ``card_back()``
and ``PIECES`` (kind → drawing). The board reads the track's geometry from here
(``TRACK_W``, ``TRACK_H``, ``track_space_center``).

=================  ============  ===============================================
kind               viewBox       params
=================  ============  ===============================================
track              2120 × 260    labels={"-10": ..., "0": ..., "10": ...}
token              80 × 80       player=0..5
plate_big          400 × 400     –
=================  ============  ===============================================
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ....games.suppenkasper import cards
from ...art.cards import CARD_EDGE, GOLD, Face, H, Illus, Suit, W, frame, one
from ...art.illus import place
from ...art.svgkit import INK, PAPER, document, mix, num, polygon_points, star_points, text_block, text_line

MEAT = Suit("#c0392b", "square", glyph_fill="#e0604f")
FISH = Suit("#2470a6", "fish", glyph_fill="#6fb3e8")
CAKE = Suit("#e2a02f", "triangle", ink=INK, glyph_fill="#f7d36b")
READY = Suit("#557a82", "can", glyph_fill="#9fc2c8")
FAST = Suit("#7a4b9d", "burger", glyph_fill="#f4aa41")
MUESLI = Suit("#5a8a39", "wheat", glyph_fill="#f1c75b")
REDUCE = Suit("#23917f", "arrow_down", glyph_fill="#8fd8c9")
SPECIAL = Suit("#2d3561", "circled_s", ink=GOLD, glyph_fill=GOLD)
START = Suit("#2d3561", "star", ink=GOLD, glyph_fill=GOLD)
MAIN_SUITS: dict[str, tuple[Suit, str]] = {"meat": (MEAT, "1F356"), "fish": (FISH, "1F41F"), "cake": (CAKE, "1F370")}


def signed(n: int) -> str:
    """A printed step count: "−2" with a true minus sign."""
    return f"−{-n}" if n < 0 else str(n)


def _specials(kcal: dict[str, int], steps: dict[str, int]) -> dict[str, Face]:
    """Every card but the main courses (side dishes, the reductions, the glutton cards…)."""
    wheat: Illus = (("1F963", 0, 6, 132), ("1F33E", 38, -36, 64))
    return {
        "dumplings": Face(MEAT, "×", one("1F9C6", 132)),
        "potatoes": Face(FISH, "×", one("1F954", 124)),
        "cream": Face(CAKE, "×", one("1F366", 132)),
        "ready": Face(READY, str(kcal["ready"]), one("1F96B", 130), unit="kcal"),
        "fastfood": Face(FAST, str(kcal["fastfood"]), one("1F354", 132), unit="kcal"),
        "muesli": Face(MUESLI, str(kcal["muesli"]), wheat, unit="kcal"),
        "fdh": Face(REDUCE, "½", one("plate-half", 134)),  # "eat half": a sign, not a number
        "nulldiaet": Face(REDUCE, str(kcal["nulldiaet"]), one("plate-top", 134), unit="kcal"),
        "koernerkur": Face(
            REDUCE,
            value_glyph="wheat",
            value_glyph_fill="#f1c75b",
            illus=(("1F963", -14, 12, 116), ("1F33E", 40, -22, 84)),
        ),
        "abfuehrpille": Face(REDUCE, signed(steps["abfuehrpille"]), one("1F48A", 128)),
        "nein": Face(REDUCE, signed(steps["nein"]), one("1F645", 134)),
        "tischlein": Face(START, value_glyph="star", value_glyph_fill=GOLD, illus=one("1F37D", 140)),
        "fresssack": Face(SPECIAL, value_glyph="can", value_glyph_fill="#9fc2c8", illus=one("1F437", 134)),
        "meckerziege": Face(SPECIAL, value_glyph="burger", value_glyph_fill="#f4aa41", illus=one("1F410", 136)),
        "naschkatze": Face(SPECIAL, value_glyph="triangle", value_glyph_fill="#f7d36b", illus=one("1F431", 132)),
        "suppenkasper": Face(SPECIAL, signed(steps["suppenkasper"]), (("1F372", 0, 6, 132), ("1F6AB", 40, -40, 58))),
    }


def _faces() -> dict[str, Face]:
    out: dict[str, Face] = {}
    for card in cards.MAINS:
        suit, art = MAIN_SUITS[str(cards.COLOUR[card])]
        out[card] = Face(suit, str(cards.KCAL[card]), one(art, 136), unit="kcal")
    out.update(_specials(cards.KCAL, cards.STEPS))
    return out


FACES = _faces()


def card_back() -> str:
    base, check = "#fdfaf3", "#2f6db3"
    parts = [frame(base)]
    # gingham: translucent stripes both ways
    for i in range(12):
        x = 3 + i * 22
        if i % 2 == 0:
            parts.append(f'<rect x="{x}" y="3" width="11" height="344" fill="{check}" opacity="0.45"/>')
    for j in range(16):
        y = 3 + j * 22
        if j % 2 == 0:
            parts.append(f'<rect x="3" y="{y}" width="244" height="11" fill="{check}" opacity="0.45"/>')
    parts.append(frame("none"))
    parts.append(f'<circle cx="125" cy="160" r="78" fill="#ffffff" stroke="{CARD_EDGE}" stroke-width="3"/>')
    parts.append('<circle cx="125" cy="160" r="58" fill="none" stroke="#d0cfce" stroke-width="3"/>')
    parts.append(place("1F372", 125, 160, 96))
    parts.append(f'<rect x="22" y="262" width="206" height="54" rx="10" fill="#c0392b" stroke="{CARD_EDGE}" stroke-width="3"/>')
    parts.append(text_line("Suppenkasper", 125, 298, 30, fill=PAPER, max_width=188))
    return document(W, H, "".join(parts))


# ---------------------------------------------------------------- pieces

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


PIECES: dict[str, Callable[..., str]] = {
    "track": track,
    "token": token,
    "plate_big": plate_big,
}

__all__ = ["FACES", "PIECES", "TRACK_H", "TRACK_NAMED", "TRACK_W", "card_back", "track_space_center"]
