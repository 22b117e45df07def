"""Illustrations: OpenMoji emoji plus our own drawings in the same style.

Every illustration is an SVG fragment in a 72×72 box (OpenMoji's grid): flat
colours from the OpenMoji palette, a 2-unit near-black outline with round caps.
``place(name, cx, cy, size)`` puts one, centred, at any size.

Names are either OpenMoji code points (``"1F35C"``) or our own keys below.
"""

from __future__ import annotations

from functools import cache

from .openmoji import emoji
from .svgkit import num

K = "#000"  # OpenMoji draws its outlines in pure black; we match it
_LINE = f'fill="none" stroke="{K}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'
_OUT = f'stroke="{K}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'


def _out(width: float = 2.0, color: str = K) -> str:
    return f'stroke="{color}" stroke-width="{num(width)}" stroke-linecap="round" stroke-linejoin="round"'


# OpenMoji palette
RED = "#d22f27"
LRED = "#ea5a47"
ORANGE = "#f4aa41"
YELLOW = "#fcea2b"
GOLD = "#f1b31c"
GREEN = "#5c9e31"
LGREEN = "#b1cc33"
BROWN = "#a57939"
DBROWN = "#6a462f"
PINK = "#e67a94"
LPINK = "#ffa7c0"
GREY = "#9b9b9a"
LGREY = "#d0cfce"
WHITE = "#ffffff"

BROTH = {
    "shoyu": "#8b4a1c",
    "miso": "#d99a3c",
    "shio": "#f3dc8d",
    "tonkotsu": "#f4ece0",
    "empty": "#f1ece3",
}


def _bowl(broth: str, *, pattern: str = RED, steam: bool = True, fat_dots: bool = False) -> str:
    """A ramen bowl seen slightly from above, broth visible."""
    parts = []
    if steam:
        for x in (27, 36, 45):
            parts.append(f'<path fill="none" {_out(2, GREY)} d="M{x},20 c-3,-3 3,-6 0,-9 c-2,-2 1,-4 1,-5"/>')
    # body
    parts.append(f'<path fill="{WHITE}" d="M8,34 C9,49 19,58 27,60 V64 H45 V60 C53,58 63,49 64,34 Z"/>')
    # meander (raimon) band
    zig = " ".join(f"L{num(12 + i * 4)},{num(44 if i % 2 else 40)}" for i in range(13))
    parts.append(f'<path fill="none" stroke="{pattern}" stroke-width="2.2" stroke-linejoin="round" d="M12,42 {zig}"/>')
    parts.append(f'<path fill="{pattern}" d="M27,60 H45 V64 H27 Z"/>')
    # broth surface + rim
    parts.append(f'<ellipse cx="36" cy="32" rx="28" ry="7.5" fill="{WHITE}" {_OUT}/>')
    parts.append(f'<ellipse cx="36" cy="32.6" rx="24.5" ry="5.6" fill="{broth}"/>')
    if fat_dots:
        for cx, cy, r in ((26, 32, 1.4), (33, 34, 1.0), (41, 31, 1.3), (47, 33.5, 0.9), (30, 30.5, 0.8)):
            parts.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#fffaf0" stroke="#d9c7a8" stroke-width="0.5"/>')
    parts.append(f'<path {_LINE} d="M8,33 C9,49 19,58 27,60 V64 H45 V60 C53,58 63,49 64,33"/>')
    return "".join(parts)


def _noodles(width: float, strands: int) -> str:
    """Noodles lifted by chopsticks from a bowl; ``width`` tells thin / medium / thick."""
    parts = []
    # bowl (front half)
    parts.append(f'<path fill="{WHITE}" d="M9,44 C10,55 19,62 27,63 V66 H45 V63 C53,62 62,55 63,44 Z"/>')
    parts.append(f'<path fill="{RED}" d="M27,63 H45 V66 H27 Z"/>')
    zig = " ".join(f"L{num(14 + i * 4)},{num(53 if i % 2 else 50)}" for i in range(12))
    parts.append(f'<path fill="none" stroke="{RED}" stroke-width="2" stroke-linejoin="round" d="M14,51.5 {zig}"/>')
    parts.append(f'<ellipse cx="36" cy="44" rx="27" ry="5.5" fill="{BROTH["shoyu"]}" {_OUT}/>')
    parts.append(f'<path {_LINE} d="M9,44 C10,55 19,62 27,63 V66 H45 V63 C53,62 62,55 63,44"/>')
    # strands hanging from the chopsticks
    span = 24.0
    x0 = 36 - span / 2
    for i in range(strands):
        x = x0 + (span * i / (strands - 1) if strands > 1 else span / 2)
        d = f"M{num(x)},14 c-4,5 4,9 0,14 c-4,5 4,9 0,14 c-2,2.5 -1,4 0,5"
        parts.append(f'<path fill="none" stroke="{K}" stroke-width="{num(width + 2.4)}" stroke-linecap="round" d="{d}"/>')
        parts.append(f'<path fill="none" stroke="#f6d775" stroke-width="{num(width)}" stroke-linecap="round" d="{d}"/>')
    # chopsticks
    for dy in (0, 5):
        parts.append(
            f'<path fill="#c98b4a" stroke="{K}" stroke-width="1.6" stroke-linejoin="round" '
            f'd="M6,{10 + dy} L66,{6 + dy} L66,{8.6 + dy} L6,{12 + dy} Z"/>'
        )
    return "".join(parts)


def _chashu() -> str:
    return (
        f'<ellipse cx="36" cy="40" rx="25" ry="19" fill="{DBROWN}" {_OUT}/>'
        f'<ellipse cx="36" cy="36" rx="25" ry="19" fill="#b5653a" {_OUT}/>'
        f'<ellipse cx="36" cy="36" rx="20" ry="14.5" fill="#f2b8a0"/>'
        f'<path fill="none" stroke="#b5653a" stroke-width="3" stroke-linecap="round" '
        f'd="M36,36 c3,0 4,-3 2,-5 c-3,-3 -9,-1 -9,4 c0,7 9,9 14,5 c6,-5 3,-14 -5,-15"/>'
    )


def _egg() -> str:
    return (
        f'<ellipse cx="36" cy="37" rx="24" ry="19" fill="#e0a95f" {_OUT}/>'
        f'<ellipse cx="36" cy="37" rx="19.5" ry="15" fill="#fffaf0"/>'
        f'<circle cx="36" cy="37" r="10.5" fill="{ORANGE}" stroke="#c8791d" stroke-width="1"/>'
        f'<circle cx="36" cy="37.5" r="6" fill="#e8701d"/>'
        f'<ellipse cx="33" cy="34" rx="2" ry="1.3" fill="#ffd28a"/>'
    )


def _menma() -> str:
    parts = []
    for x, y, rot in ((20, 20, -20), (32, 16, -5), (44, 18, 12), (26, 30, -12), (40, 28, 6)):
        parts.append(
            f'<g transform="translate({x},{y}) rotate({rot})">'
            f'<rect x="-5" y="0" width="10" height="30" rx="3" fill="#d9b062" {_OUT}/>'
            f'<path fill="none" stroke="#a57939" stroke-width="1" d="M-2,4 V26 M2,5 V25"/></g>'
        )
    return "".join(parts)


def _negi() -> str:
    parts = []
    for cx, cy in ((24, 26), (40, 22), (52, 34), (30, 42), (46, 48), (20, 50), (36, 56), (56, 52)):
        parts.append(
            f'<circle cx="{cx}" cy="{cy}" r="7.2" fill="{GREEN}" {_OUT}/>'
            f'<circle cx="{cx}" cy="{cy}" r="4.3" fill="#d8ecb0" stroke="{LGREEN}" stroke-width="1"/>'
            f'<circle cx="{cx}" cy="{cy}" r="1.4" fill="{LGREEN}"/>'
        )
    return "".join(parts)


def _nori() -> str:
    return (
        f'<g transform="rotate(-8 36 36)">'
        f'<rect x="16" y="10" width="34" height="50" rx="2" fill="#2e4a35" {_OUT}/>'
        f'<path fill="none" stroke="#4d6b52" stroke-width="1.2" d="M20,18 H46 M20,28 H46 M20,38 H46 M20,48 H46"/></g>'
        f'<g transform="rotate(10 36 36)">'
        f'<rect x="26" y="16" width="32" height="46" rx="2" fill="#1f3a28" {_OUT}/>'
        f'<path fill="none" stroke="#3e5e45" stroke-width="1.2" d="M30,24 H54 M30,34 H54 M30,44 H54 M30,54 H54"/></g>'
    )


def _moyashi() -> str:
    parts = []
    stems = (
        "M14,52 C22,40 30,36 44,34",
        "M18,60 C28,48 42,46 58,44",
        "M22,44 C30,30 42,26 54,22",
        "M12,40 C22,30 30,22 36,14",
        "M26,62 C36,56 48,56 62,56",
    )
    heads = ((44, 34), (58, 44), (54, 22), (36, 14), (62, 56))
    for d in stems:
        parts.append(f'<path fill="none" stroke="{K}" stroke-width="5.5" stroke-linecap="round" d="{d}"/>')
    for d in stems:
        parts.append(f'<path fill="none" stroke="#fbf8ee" stroke-width="3.4" stroke-linecap="round" d="{d}"/>')
    for cx, cy in heads:
        parts.append(f'<ellipse cx="{cx}" cy="{cy}" rx="4.2" ry="3.2" fill="{YELLOW}" {_out(1.6)}/>')
    return "".join(parts)


def _soy_bottle() -> str:
    body = "M25,63 H47 C54,63 57,55 55,46 C53,38 45,33 43,26 H29 C27,33 19,38 17,46 C15,55 18,63 25,63 Z"
    return (
        f'<path fill="#5a2f14" d="{body}"/>'
        f'<path fill="#e8e4dc" d="M29,26 H43 C44,30 46,32 48,34 H24 C26,32 28,30 29,26 Z"/>'
        f'<path fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity="0.55" d="M21,50 '
        f'C21,44 24,40 27,38"/>'
        f'<path {_LINE} d="{body}"/>'
        f'<rect x="28" y="16" width="16" height="10" rx="2" fill="{RED}" {_OUT}/>'
        f'<path fill="{RED}" {_OUT} d="M33,16 L34,9 L42,7 L41,10 L38,11 L39,16 Z"/>'
    )


def _ketchup_bottle() -> str:
    return (
        f'<path fill="{RED}" {_OUT} d="M24,64 C21,64 20,61 20,58 V34 C20,28 25,25 28,24 H44 C47,25 52,28 '
        f'52,34 V58 C52,61 51,64 48,64 Z"/>'
        f'<path fill="#fff" {_OUT} d="M28,24 L30,15 H42 L44,24 Z"/>'
        f'<path fill="#fff" {_OUT} d="M33,15 L34.5,8 H37.5 L39,15 Z"/>'
        f'<rect x="24" y="38" width="24" height="16" rx="3" fill="#fff" {_out(1.5)}/>'
        f'<circle cx="36" cy="47" r="4.6" fill="{LRED}" stroke="{K}" stroke-width="1.2"/>'
        f'<path fill="{GREEN}" d="M33,42.5 L36,44 L39,42.5 L37,45 H35 Z"/>'
        f'<path fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity="0.5" d="M24.5,58 V36"/>'
    )


def _mayo_bottle() -> str:
    body = "M27,65 C22,65 20,61 20,56 V36 C20,29 26,27 29,23 H43 C46,27 52,29 52,36 V56 C52,61 50,65 45,65 Z"
    lattice = "M22,40 L34,52 M22,50 L32,60 M30,36 L46,52 M40,36 L50,46 M50,40 L38,52 M50,50 L40,60 M42,36 L26,52 M32,36 L22,46"
    return (
        f'<path fill="#fdf1b8" d="{body}"/>'
        f'<path fill="none" stroke="{LRED}" stroke-width="1.1" opacity="0.7" d="{lattice}"/>'
        f'<path {_LINE} d="{body}"/>'
        f'<rect x="28" y="15" width="16" height="8" rx="2" fill="{RED}" {_OUT}/>'
        f'<path fill="{RED}" {_OUT} d="M32,15 L33.5,9 H38.5 L40,15 Z"/>'
        f'<path fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity="0.7" d="M24,57 V38"/>'
    )


def _okonomiyaki() -> str:
    zig = " ".join(f"L{num(16 + i * 5)},{num(30 if i % 2 else 40)}" for i in range(9))
    zig2 = " ".join(f"L{num(18 + i * 5)},{num(42 if i % 2 else 50)}" for i in range(8))
    return (
        f'<ellipse cx="36" cy="44" rx="28" ry="16" fill="{WHITE}" {_OUT}/>'
        f'<ellipse cx="36" cy="40" rx="24" ry="13.5" fill="#c98b3a" {_OUT}/>'
        f'<ellipse cx="36" cy="38.5" rx="20" ry="10.5" fill="#5a2e12"/>'
        f'<path fill="none" stroke="#fff6c8" stroke-width="1.8" stroke-linejoin="round" d="M16,35 {zig}"/>'
        f'<path fill="none" stroke="#fff6c8" stroke-width="1.8" stroke-linejoin="round" d="M18,46 {zig2}"/>'
        f'<circle cx="27" cy="37" r="1.2" fill="{GREEN}"/><circle cx="44" cy="41" r="1.2" fill="{GREEN}"/>'
        f'<circle cx="36" cy="44" r="1.1" fill="{GREEN}"/><circle cx="40" cy="33" r="1.1" fill="{GREEN}"/>'
        f'<path fill="{LPINK}" stroke="{PINK}" stroke-width="0.6" d="M30,30 l4,-3 l2,3 l-3,2 Z M40,36 l5,-2 '
        f'l1,3 l-4,1 Z"/>'
    )


def _hamburg() -> str:
    return (
        f'<ellipse cx="36" cy="44" rx="30" ry="16" fill="{WHITE}" {_OUT}/>'
        f'<ellipse cx="36" cy="44" rx="24" ry="11.5" fill="none" stroke="{LGREY}" stroke-width="1.2"/>'
        f'<ellipse cx="33" cy="42" rx="17" ry="10" fill="#7a4a2a" {_OUT}/>'
        f'<path fill="#4a2511" d="M19,39 C22,33 42,31 48,37 C46,41 40,38 36,42 C32,45 24,42 19,39 Z"/>'
        f'<circle cx="54" cy="46" r="4" fill="{GREEN}" {_out(1.4)}/>'
        f'<circle cx="51" cy="43" r="3" fill="{GREEN}" {_out(1.4)}/>'
        f'<path fill="{ORANGE}" {_out(1.4)} d="M46,52 L56,50 L55,54 Z"/>'
    )


def _plate_top() -> str:
    return (
        f'<circle cx="36" cy="36" r="28" fill="{WHITE}" {_OUT}/>'
        f'<circle cx="36" cy="36" r="20" fill="#f6f3ee" stroke="{LGREY}" stroke-width="1.5"/>'
    )


def _plate_half() -> str:
    return (
        _plate_top()
        + f'<path fill="#c0703a" {_OUT} d="M22,38 A14,12 0 0 1 50,38 Z"/>'
        + f'<path fill="{GREEN}" {_out(1.4)} d="M28,33 c2,-4 6,-4 8,0 Z"/>'
        + f'<path fill="none" stroke="{K}" stroke-width="1.6" stroke-dasharray="3 2.5" d="M14,38 H58"/>'
    )


def _donburi() -> str:
    return _bowl(BROTH["empty"], steam=False)


OWN = {
    "bowl-shoyu": lambda: _bowl(BROTH["shoyu"]),
    "bowl-miso": lambda: _bowl(BROTH["miso"]),
    "bowl-shio": lambda: _bowl(BROTH["shio"]),
    "bowl-tonkotsu": lambda: _bowl(BROTH["tonkotsu"], fat_dots=True),
    "donburi": _donburi,
    "noodles-thin": lambda: _noodles(1.5, 8),
    "noodles-medium": lambda: _noodles(3.8, 5),
    "noodles-thick": lambda: _noodles(7.2, 3),
    "chashu": _chashu,
    "egg-half": _egg,
    "menma": _menma,
    "negi": _negi,
    "nori": _nori,
    "moyashi": _moyashi,
    "soy-bottle": _soy_bottle,
    "ketchup-bottle": _ketchup_bottle,
    "mayo-bottle": _mayo_bottle,
    "okonomiyaki": _okonomiyaki,
    "hamburg": _hamburg,
    "plate-top": _plate_top,
    "plate-half": _plate_half,
}


@cache
def fragment(name: str) -> str:
    """The 72-unit fragment of an illustration (KeyError if unknown)."""
    if name in OWN:
        return OWN[name]()
    return emoji(name)


def place(name: str, cx: float, cy: float, size: float, *, rotate: float = 0.0) -> str:
    """Illustration ``name`` centred on (cx, cy), ``size`` units wide and high."""
    s = size / 72.0
    rot = f" rotate({num(rotate)})" if rotate else ""
    return f'<g transform="translate({num(cx)},{num(cy)}){rot} scale({s:.4f}) translate(-36,-36)">{fragment(name)}</g>'
