"""Small helpers to write SVG as strings: documents, escaping, text fitting, shapes.

Pure Python, no Qt. Everything here produces SVG 1.1 / SVG Tiny 1.2 markup that
Qt's SVG module renders: plain shapes, paths, linear/radial gradients, text with
``text-anchor`` and transforms. No CSS, filters, masks, clip paths or patterns.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Callable, Iterable
from functools import lru_cache

Point = tuple[float, float]

FONT = "Noto Sans CJK JP, Noto Sans, DejaVu Sans, sans-serif"

INK = "#2b2118"  # outlines and dark text: a warm near-black
PAPER = "#fff7e8"  # the cream card stock
PAPER_EDGE = "#e9d9bd"
MUTED = "#6b5a48"  # secondary text


def esc(text: str) -> str:
    """XML-escape text content or an attribute value."""
    # what xml.sax.saxutils.escape(text, {'"': "&quot;", "'": "&apos;"}) gives, in its order,
    # without importing it: it pulls in urllib.request, http and ssl, a tenth of the start
    return str(text).replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;").replace('"', "&quot;").replace("'", "&apos;")


def num(v: float) -> str:
    """Compact number for attributes (no trailing zeros)."""
    if isinstance(v, int):
        return str(v)
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def document(width: float, height: float, body: str, *, defs: str = "") -> str:
    """A complete standalone SVG document with the given viewBox size."""
    w, h = num(width), num(height)
    d = f"<defs>{defs}</defs>" if defs else ""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{w}" height="{h}" '
        f'viewBox="0 0 {w} {h}">{d}{body}</svg>'
    )


# ---------------------------------------------------------------- text metrics

SHY = "\u00ad"  # soft hyphen: a translator's hint where a long word may break

# Advance widths (em) of bold Latin glyphs: the larger of DejaVu Sans Bold (Qt's usual
# fallback) and Noto Sans CJK JP Bold, rounded up. Anything not listed: CJK and
# full-width 1 em, other letters by case, unknown symbols 1 em.
_WIDTHS_SRC = (
    (0.34, "'"),
    (0.36, " ijl"),
    (0.38, ",.I|‚‘’"),
    (0.4, "/:;\\"),
    (0.42, "-"),
    (0.44, "f"),
    (0.46, "!()[]"),
    (0.48, "t"),
    (0.5, "r"),
    (0.54, "*"),
    (0.56, "–"),
    (0.58, '"J_'),
    (0.6, "?csz·ç"),
    (0.64, "L`•"),
    (0.66, "vxy„“”«»"),
    (0.68, "aekäéèà"),
    (0.7, "$0123456789EFToö€"),
    (0.72, "bdghnpqu{}ßüñ"),
    (0.74, "CPSYZ"),
    (0.78, "ABKRVXÄ"),
    (0.82, "UÜ"),
    (0.84, "#+<=>DGHN^~−"),
    (0.86, "OQÖ"),
    (0.88, "&"),
    (0.94, "w"),
    (1.0, "M—…×"),
    (1.02, "%@"),
    (1.04, "½"),
    (1.06, "m"),
    (1.12, "W"),
)
_WIDTHS = {ch: w for w, chars in _WIDTHS_SRC for ch in chars}
_WIDTHS[SHY] = 0.0


def char_em(ch: str) -> float:
    """Estimated advance of one character in em, for a bold sans face (never too small)."""
    w = _WIDTHS.get(ch)
    if w is not None:
        return w
    if unicodedata.east_asian_width(ch) in ("W", "F"):
        return 1.0
    if ch.isalpha():  # accented letters, Greek, Cyrillic…
        return 0.9 if ch.isupper() else 0.76
    return 1.0


def text_width(text: str, size: float) -> float:
    """Estimated width of ``text`` at font size ``size`` (bold)."""
    return sum(char_em(c) for c in text) * size


_OPENING = "（「『【(„“‚‘[«"
_CLOSING = "、。！？」』）】ーっゃゅょァィゥェォッャュョ!?).,:;“”‘’»"


def _is_wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


def _break_points(text: str) -> list[tuple[int, float]]:
    """Indices where a line may break, each with a preference factor (< 1 is better).

    Breaks go after spaces and hyphens, and anywhere between CJK characters, but never
    right after an opening bracket or before closing punctuation; a break just before
    an opening bracket is preferred. A soft hyphen (U+00AD) in a long word marks where
    it may break, with a visible hyphen.
    """
    points = []
    for i in range(1, len(text)):
        prev, cur = text[i - 1], text[i]
        if prev == SHY:
            points.append((i, 1.0))
            continue
        if prev in _OPENING or (cur in _CLOSING and cur != "“"):
            continue
        if cur in _OPENING and (prev == " " or _is_wide(cur) or _is_wide(prev)):
            points.append((i, 0.65))
        elif prev in " -/" or cur == " " or _is_wide(prev) or _is_wide(cur):
            points.append((i, 1.0))
    return points


def split_lines(text: str, n: int) -> list[str] | None:
    """Best split of ``text`` into ``n`` lines of similar width (None if it cannot)."""
    if n == 1:
        return [text]
    best: tuple[float, list[str]] | None = None
    for i, pref in _break_points(text):
        head, tail = text[:i].rstrip(), text[i:].lstrip()
        if head.endswith(SHY):
            head = head[:-1] + "-"
        if not head or not tail:
            continue
        rest = split_lines(tail, n - 1)
        if rest is None:
            continue
        lines = [head, *rest]
        score = max(text_width(x, 1) for x in lines) * pref
        if best is None or score < best[0]:
            best = (score, lines)
    return None if best is None else best[1]


def split_two(text: str) -> tuple[str, str] | None:
    lines = split_lines(text, 2)
    return None if lines is None else (lines[0], lines[1])


@lru_cache(maxsize=8192)
def fit_lines(
    text: str,
    max_width: float,
    max_size: float,
    min_size: float,
    *,
    max_lines: int = 2,
    max_height: float | None = None,
    line_gap: float = 1.08,
) -> tuple[tuple[str, ...], float, float]:
    """Choose lines and a font size so ``text`` fits ``max_width`` (and ``max_height``).

    Returns ``(lines, size, squeeze)``: 1..``max_lines`` lines at ``size``; ``squeeze``
    (<= 1) is a horizontal scale still needed when even the minimum size is too wide
    (very long words), so the result always fits.
    """
    text = " ".join(str(text).split())
    if not text:
        return (), max_size, 1.0
    best: tuple[list[str], float] | None = None
    for n in range(1, max(1, max_lines) + 1):
        lines = split_lines(text, n) if n > 1 else [text]
        if lines is None:
            break
        wmax = max(text_width(x, 1) for x in lines)
        size = min(max_size, max_width / wmax)
        if max_height is not None:
            size = min(size, max_height / (1 + (n - 1) * line_gap))
        # an extra line must buy a clearly larger size
        if best is None or size > best[1] * 1.18:
            best = (lines, size * (0.999 if n > 1 else 1.0))
        if size >= max_size:
            break
    assert best is not None
    lines, size = [line.replace(SHY, "") for line in best[0]], best[1]
    if size >= min_size:
        return tuple(lines), size, 1.0
    size = min_size
    widest = max(text_width(line, size) for line in lines)
    return tuple(lines), size, min(1.0, max_width / widest)


def text_block(
    text: str,
    cx: float,
    cy: float,
    max_width: float,
    max_size: float,
    min_size: float,
    *,
    fill: str = INK,
    weight: str = "bold",
    max_lines: int = 2,
    max_height: float | None = None,
    line_gap: float = 1.08,
    anchor: str = "middle",
    extra: str = "",
) -> str:
    """Text fitted into a box of ``max_width``, vertically centred on ``cy``.

    ``anchor`` middle centres on ``cx``; start left-aligns at ``cx``.
    The SVG carries ``data-maxw`` so tests can check the fit.
    """
    lines, size, squeeze = fit_lines(
        text, max_width, max_size, min_size, max_lines=max_lines, max_height=max_height, line_gap=line_gap
    )
    if not lines:
        return ""
    n = len(lines)
    step = size * line_gap
    # baseline of the first line: block centre minus half the block plus the cap height
    first = cy - step * (n - 1) / 2 + size * 0.36
    out = []
    for i, line in enumerate(lines):
        y = first + i * step
        attrs = (
            f'font-family="{FONT}" font-size="{num(size)}" font-weight="{weight}" fill="{fill}" '
            f'text-anchor="{anchor}" data-maxw="{num(max_width)}"{extra}'
        )
        if squeeze < 1.0:
            out.append(
                f'<g transform="translate({num(cx)},{num(y)}) scale({squeeze:.3f},1)">'
                f'<text x="0" y="0" {attrs}>{esc(line)}</text></g>'
            )
        else:
            out.append(f'<text x="{num(cx)}" y="{num(y)}" {attrs}>{esc(line)}</text>')
    return "".join(out)


def text_line(
    text: str,
    x: float,
    y: float,
    size: float,
    *,
    fill: str = INK,
    weight: str = "bold",
    anchor: str = "middle",
    max_width: float | None = None,
    extra: str = "",
) -> str:
    """One line at baseline ``y``; shrinks the size if ``max_width`` would be exceeded."""
    if max_width is not None:
        w = text_width(text, size)
        if w > max_width:
            size = size * max_width / w
    maxw = f' data-maxw="{num(max_width)}"' if max_width is not None else ""
    return (
        f'<text x="{num(x)}" y="{num(y)}" font-family="{FONT}" font-size="{num(size)}" '
        f'font-weight="{weight}" fill="{fill}" text-anchor="{anchor}"{maxw}{extra}>{esc(text.replace(SHY, ""))}</text>'
    )


# ---------------------------------------------------------------- shapes


def polygon_points(cx: float, cy: float, r: float, n: int, rotation: float = -90.0) -> str:
    pts = []
    for i in range(n):
        a = math.radians(rotation + 360.0 * i / n)
        pts.append(f"{num(cx + r * math.cos(a))},{num(cy + r * math.sin(a))}")
    return " ".join(pts)


def star_points(cx: float, cy: float, r: float, n: int = 5, inner: float = 0.45, rotation: float = -90.0) -> str:
    pts = []
    for i in range(2 * n):
        rr = r if i % 2 == 0 else r * inner
        a = math.radians(rotation + 180.0 * i / n)
        pts.append(f"{num(cx + rr * math.cos(a))},{num(cy + rr * math.sin(a))}")
    return " ".join(pts)


def top_rounded_rect(x: float, y: float, w: float, h: float, r: float) -> str:
    """Path data of a rectangle whose two top corners are rounded."""
    return (
        f"M{num(x)},{num(y + h)} L{num(x)},{num(y + r)} "
        f"A{num(r)},{num(r)} 0 0 1 {num(x + r)},{num(y)} L{num(x + w - r)},{num(y)} "
        f"A{num(r)},{num(r)} 0 0 1 {num(x + w)},{num(y + r)} L{num(x + w)},{num(y + h)} Z"
    )


def group(body: str, *, x: float = 0, y: float = 0, scale: float = 1.0, rotate: float = 0.0) -> str:
    t = []
    if x or y:
        t.append(f"translate({num(x)},{num(y)})")
    if rotate:
        t.append(f"rotate({num(rotate)})")
    if scale != 1.0:
        t.append(f"scale({scale:.4f})")
    if not t:
        return f"<g>{body}</g>"
    return f'<g transform="{" ".join(t)}">{body}</g>'


def join(parts: Iterable[str]) -> str:
    return "".join(parts)


def mix(c1: str, c2: str, t: float) -> str:
    """Blend two #rrggbb colours: t=0 gives c1, t=1 gives c2."""
    a = [int(c1[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(c2[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b, strict=True))


def clip_to_rect(points: list[tuple[float, float]], x0: float, y0: float, x1: float, y1: float) -> list[tuple[float, float]]:
    """Clip a convex polygon to an axis-aligned rectangle (Sutherland–Hodgman).

    Qt's SVG renderer has no clip paths we rely on, so decorations that must stay
    inside a card are clipped here, geometrically.
    """

    def clip(pts: list[Point], inside: Callable[[Point], bool], cross: Callable[[Point, Point], Point]) -> list[Point]:
        out: list[Point] = []
        for i, cur in enumerate(pts):
            prev = pts[i - 1]
            if inside(cur):
                if not inside(prev):
                    out.append(cross(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(cross(prev, cur))
        return out

    def at_x(x: float) -> Callable[[Point, Point], Point]:
        return lambda p, q: (x, p[1] + (q[1] - p[1]) * (x - p[0]) / (q[0] - p[0]))

    def at_y(y: float) -> Callable[[Point, Point], Point]:
        return lambda p, q: (p[0] + (q[0] - p[0]) * (y - p[1]) / (q[1] - p[1]), y)

    pts = list(points)
    for inside, cross in (
        (lambda p: p[0] >= x0, at_x(x0)),
        (lambda p: p[0] <= x1, at_x(x1)),
        (lambda p: p[1] >= y0, at_y(y0)),
        (lambda p: p[1] <= y1, at_y(y1)),
    ):
        if not pts:
            break
        pts = clip(pts, inside, cross)
    return pts


def points_attr(points: Iterable[Point]) -> str:
    return " ".join(f"{num(x)},{num(y)}" for x, y in points)
