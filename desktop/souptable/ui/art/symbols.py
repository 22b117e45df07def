"""Suit symbols: simple, bold silhouettes that tell suits apart without colour.

Each glyph is drawn in a 40×40 box centred on the origin, filled with the suit
colour and outlined in ink, so it reads at 12 px and in greyscale. ``glyph()``
places one at any position and size.
"""

from __future__ import annotations

from .svgkit import INK, num, polygon_points, star_points


def _o(stroke: str, w: float = 2.6) -> str:
    return f'stroke="{stroke}" stroke-width="{num(w)}" stroke-linejoin="round" stroke-linecap="round"'


def _bone(f: str, s: str) -> str:
    return (
        f'<g transform="rotate(-35)">'
        f'<rect x="-12" y="-4.5" width="24" height="9" fill="{f}" {_o(s)}/>'
        f'<circle cx="-13" cy="-6" r="6" fill="{f}" {_o(s)}/><circle cx="-13" cy="6" r="6" fill="{f}" {_o(s)}/>'
        f'<circle cx="13" cy="-6" r="6" fill="{f}" {_o(s)}/><circle cx="13" cy="6" r="6" fill="{f}" {_o(s)}/>'
        f'<rect x="-13" y="-3.2" width="26" height="6.4" fill="{f}"/>'
        f"</g>"
    )


def _fish(f: str, s: str) -> str:
    return (
        f'<path fill="{f}" {_o(s)} d="M9,0 L19,-9 L19,9 Z"/>'
        f'<path fill="{f}" {_o(s)} d="M-19,0 C-13,-12 3,-13 11,0 C3,13 -13,12 -19,0 Z"/>'
        f'<circle cx="-10" cy="-2" r="2.3" fill="{s}"/>'
    )


def _foot(f: str, s: str) -> str:
    toes = "M0,4 L-13,-14 M0,4 L0,-18 M0,4 L13,-14 M0,4 L0,18"
    return (
        f'<path fill="none" stroke="{s}" stroke-width="10" stroke-linecap="round" d="{toes}"/>'
        f'<path fill="none" stroke="{f}" stroke-width="5" stroke-linecap="round" d="{toes}"/>'
    )


def _hexring(f: str, s: str) -> str:
    return (
        f'<polygon points="{polygon_points(0, 0, 19, 6, -90)}" fill="{f}" {_o(s)}/>'
        f'<circle cx="0" cy="0" r="9" fill="none" stroke="{s}" stroke-width="3"/>'
    )


def _diamond(f: str, s: str) -> str:
    return (
        f'<polygon points="0,-19 17,0 0,19 -17,0" fill="{f}" {_o(s)}/>'
        f'<path fill="none" stroke="{s}" stroke-width="1.6" d="M-8.5,-9.5 L8.5,9.5 M8.5,-9.5 L-8.5,9.5"/>'
    )


def _drop(f: str, s: str) -> str:
    return f'<path fill="{f}" {_o(s)} d="M0,-19 C6,-9 14,-1 14,7 A14,13 0 0 1 -14,7 C-14,-1 -6,-9 0,-19 Z"/>'


def _tomato(f: str, s: str) -> str:
    return (
        f'<circle cx="0" cy="3" r="15" fill="{f}" {_o(s)}/>'
        f'<polygon points="{star_points(0, -11, 8, 5, 0.35)}" fill="#5c9e31" {_o(s, 1.8)}/>'
    )


def _star(f: str, s: str) -> str:
    return f'<polygon points="{star_points(0, 1.5, 20, 5, 0.46)}" fill="{f}" {_o(s)}/>'


def _square(f: str, s: str) -> str:
    return f'<rect x="-15" y="-15" width="30" height="30" rx="2.5" fill="{f}" {_o(s)}/>'


def _triangle(f: str, s: str) -> str:
    return f'<polygon points="0,-18 18,15 -18,15" fill="{f}" {_o(s)}/>'


def _can(f: str, s: str) -> str:
    return (
        f'<rect x="-12" y="-17" width="24" height="34" rx="4" fill="{f}" {_o(s)}/>'
        f'<path fill="none" stroke="{s}" stroke-width="2.4" d="M-12,-9 H12 M-12,9 H12"/>'
    )


def _burger(f: str, s: str) -> str:
    return (
        f'<path fill="{f}" {_o(s)} d="M-17,-3 C-17,-13 -8,-17 0,-17 C8,-17 17,-13 17,-3 Z"/>'
        f'<rect x="-18" y="1" width="36" height="6" rx="3" fill="{f}" {_o(s)}/>'
        f'<path fill="{f}" {_o(s)} d="M-17,11 H17 C17,15 14,17 10,17 H-10 C-14,17 -17,15 -17,11 Z"/>'
    )


def _wheat(f: str, s: str) -> str:
    grains = []
    for y in (-12, -4, 4):
        for side in (-1, 1):
            grains.append(
                f'<ellipse cx="{side * 5}" cy="{y}" rx="4" ry="6.5" transform="rotate({side * 30} {side * 5} {y})" '
                f'fill="{f}" {_o(s, 2)}/>'
            )
    return (
        f'<path fill="none" stroke="{s}" stroke-width="2.6" stroke-linecap="round" d="M0,-18 V19"/>'
        + "".join(grains)
        + f'<ellipse cx="0" cy="-16" rx="3.5" ry="5.5" fill="{f}" {_o(s, 2)}/>'
    )


def _arrow_down(f: str, s: str) -> str:
    return f'<path fill="{f}" {_o(s)} d="M-7,-18 H7 V0 H16 L0,18 L-16,0 H-7 Z"/>'


def _circled_s(f: str, s: str) -> str:
    return (
        f'<circle cx="0" cy="0" r="18" fill="{f}" {_o(s)}/>'
        f'<path fill="none" stroke="{s}" stroke-width="4.2" stroke-linecap="round" '
        f'd="M7,-7 C5,-11 -7,-12 -7,-5 C-7,1 7,-1 7,6 C7,12 -5,12 -8,7"/>'
    )


def _bowl(f: str, s: str) -> str:
    return (
        f'<path fill="{f}" {_o(s)} d="M-19,-5 H19 C19,8 10,15 0,15 C-10,15 -19,8 -19,-5 Z"/>'
        f'<path fill="none" stroke="{s}" stroke-width="2.6" stroke-linecap="round" d="M-5,-10 c-3,-3 3,-5 '
        f'0,-8 M5,-10 c-3,-3 3,-5 0,-8"/>'
    )


def _waves(f: str, s: str) -> str:
    d = "M-17,{y} c4,-5 8,5 12,0 c4,-5 8,5 12,0 c3,-3.5 6,-1.5 7,0"
    parts = []
    for y in (-11, 0, 11):
        parts.append(f'<path fill="none" stroke="{s}" stroke-width="8" stroke-linecap="round" d="{d.format(y=y)}"/>')
        parts.append(f'<path fill="none" stroke="{f}" stroke-width="3.6" stroke-linecap="round" d="{d.format(y=y)}"/>')
    return "".join(parts)


def _leaf(f: str, s: str) -> str:
    return (
        f'<path fill="{f}" {_o(s)} d="M-16,16 C-18,-4 -4,-17 17,-17 C17,4 4,18 -16,16 Z"/>'
        f'<path fill="none" stroke="{s}" stroke-width="2.2" stroke-linecap="round" d="M-16,16 L8,-8"/>'
    )


def _swap(f: str, s: str) -> str:
    return (
        f'<path fill="{f}" {_o(s)} d="M-17,-8 L-5,-18 V-12 H15 V-4 H-5 V2 Z"/>'
        f'<path fill="{f}" {_o(s)} d="M17,8 L5,18 V12 H-15 V4 H5 V-2 Z"/>'
    )


def _plate(f: str, s: str) -> str:
    return (
        f'<circle cx="0" cy="0" r="18" fill="{f}" {_o(s)}/>'
        f'<circle cx="0" cy="0" r="11" fill="none" stroke="{s}" stroke-width="1.8"/>'
    )


def _bell(f: str, s: str) -> str:
    return (
        f'<path fill="{f}" {_o(s)} d="M-16,9 C-16,-6 -9,-12 0,-12 C9,-12 16,-6 16,9 Z"/>'
        f'<rect x="-19" y="9" width="38" height="6" rx="2" fill="{f}" {_o(s)}/>'
        f'<circle cx="0" cy="-15" r="3" fill="{f}" {_o(s, 2)}/>'
    )


def _target(f: str, s: str) -> str:
    return (
        f'<circle cx="0" cy="0" r="18" fill="{f}" {_o(s)}/>'
        f'<circle cx="0" cy="0" r="11" fill="#fff" {_o(s, 2)}/>'
        f'<circle cx="0" cy="0" r="5" fill="{f}" {_o(s, 2)}/>'
    )


def _cube(f: str, s: str) -> str:
    return (
        f'<polygon points="0,-18 16,-9 0,0 -16,-9" fill="#ffffff" {_o(s, 2)}/>'
        f'<polygon points="-16,-9 0,0 0,19 -16,10" fill="{f}" {_o(s, 2)}/>'
        f'<polygon points="16,-9 0,0 0,19 16,10" fill="{f}" {_o(s, 2)}/>'
    )


def _none(f: str, s: str) -> str:
    return (
        f'<circle cx="0" cy="0" r="17" fill="#ffffff" {_o(s, 3.5)}/>'
        f'<path fill="none" stroke="{s}" stroke-width="3.5" stroke-linecap="round" d="M-12,12 L12,-12"/>'
    )


GLYPHS = {
    "bone": _bone,
    "fish": _fish,
    "foot": _foot,
    "hexring": _hexring,
    "diamond": _diamond,
    "drop": _drop,
    "tomato": _tomato,
    "star": _star,
    "square": _square,
    "triangle": _triangle,
    "can": _can,
    "burger": _burger,
    "wheat": _wheat,
    "arrow_down": _arrow_down,
    "circled_s": _circled_s,
    "bowl": _bowl,
    "waves": _waves,
    "leaf": _leaf,
    "swap": _swap,
    "plate": _plate,
    "bell": _bell,
    "target": _target,
    "cube": _cube,
    "none": _none,
}


def glyph(name: str, cx: float, cy: float, size: float, fill: str, stroke: str = INK) -> str:
    """Symbol ``name`` centred on (cx, cy), ``size`` units across."""
    body = GLYPHS[name](fill, stroke)
    return f'<g transform="translate({num(cx)},{num(cy)}) scale({size / 40.0:.4f})">{body}</g>'
