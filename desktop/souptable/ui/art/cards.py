"""The card template every game's faces share, and the look-up of a game's art by its id.

Every face (viewBox 0 0 250 350, 63×88 mm) is cream card stock with:

- a coloured band at the top in the suit colour, carrying the value in big
  numerals at the top left (readable when cards overlap in a hand fan);
- a round badge at the top right with the suit *symbol* (shape), so suits are
  told apart without colour;
- an illustration in the middle on a soft disc tinted with the suit colour;
- the card's name (already translated by the caller) at the bottom, shrunk or
  wrapped onto two lines to fit, and an optional small sub-line.

Each game's faces, back and board pieces live in its table package, in
``souptable.ui.games.<id>.art``, found by the game id (adding a game touches no list
here). That module exposes ``FACES: dict[str, Face]`` (card id → face; the numbers
printed come from the game's ``cards.py`` / ``data.json``), ``card_back() -> str`` and
``PIECES: dict[str, Callable[..., str]]`` (its board pieces, see ``board.furniture``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from types import ModuleType
from typing import TypeAlias

from .illus import place
from .svgkit import (
    INK,
    MUTED,
    PAPER,
    document,
    esc,
    mix,
    num,
    text_block,
    text_line,
    text_width,
    top_rounded_rect,
)
from .symbols import glyph

W, H = 250, 350
BAND_H = 100
ILLUS_SCALE = 1.14  # illustration sizes below are given for a 70-unit disc
CARD_EDGE = "#3a2c20"
WHITE = "#ffffff"
GOLD = "#f4c542"

Illus: TypeAlias = tuple[tuple[str, float, float, float], ...]
"""Illustrations of a face: (name, dx, dy, size) around the disc's centre, for a 70-unit disc."""


@dataclass(frozen=True)
class Suit:
    """Colour and symbol shared by the cards of one suit / kind."""

    color: str
    glyph: str
    ink: str = WHITE  # colour of the numerals on the band
    glyph_fill: str | None = None  # symbol fill when it should differ from the band
    disc: str | None = None  # tint behind the illustration (default: the band colour, pale)

    @property
    def symbol_fill(self) -> str:
        return self.glyph_fill or self.color

    @property
    def disc_fill(self) -> str:
        return self.disc or mix(self.color, PAPER, 0.8)


@dataclass(frozen=True)
class Face:
    suit: Suit
    value: str = ""  # big numerals, or "" when value_glyph is used
    illus: Illus = ()  # (name, dx, dy, size) around the centre
    unit: str = ""  # small unit under the value ("kcal")
    value_glyph: str = ""  # a symbol drawn instead of numerals
    value_glyph_fill: str = ""
    corner: bool = True  # small symbols in the corners under the band
    extra: str = field(default="")  # extra SVG drawn last


def one(name: str, size: float = 132, dx: float = 0, dy: float = 0) -> Illus:
    """A face's single illustration."""
    return ((name, dx, dy, size),)


# ---------------------------------------------------------------- a game's art, by id

_GAMES_PACKAGE = __name__.rsplit(".", 2)[0] + ".games"  # souptable.ui.games


_registered: dict[str, ModuleType] = {}  # game -> art module given to register()


def register(game: str, module: ModuleType) -> Callable[[], None]:
    """Use ``module`` as the art of ``game``, a game that is not a package of
    ``souptable.ui.games`` (the tests' fixture game, registered with the table's
    ``souptable.ui.games.register``); the returned function takes it out again."""
    _registered[game] = module
    _forget()

    def undo() -> None:
        _registered.pop(game, None)
        _forget()

    return undo


def _forget() -> None:
    from .board import pieces

    game_art.cache_clear()
    games.cache_clear()
    pieces.cache_clear()


@cache
def game_art(game: str) -> ModuleType:
    """The art module of ``game``, ``souptable.ui.games.<game>.art`` (imported once; it
    loads the game's table package with it). KeyError for a game without one."""
    if game in _registered:
        return _registered[game]
    if not game.isidentifier():
        raise KeyError(game)
    name = f"{_GAMES_PACKAGE}.{game}.art"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name in (name, f"{_GAMES_PACKAGE}.{game}"):
            raise KeyError(game) from None
        raise  # the module is there but something it imports is not: a real error


@cache
def games() -> tuple[str, ...]:
    """Ids of the games that have art, in menu order (the engine's games that have an
    ``art`` module in their table package)."""
    from ...engine.registry import game_ids

    return tuple(g for g in game_ids() if has_art(g))


def has_art(game: str) -> bool:
    try:
        game_art(game)
    except KeyError:
        return False
    return True


def faces(game: str) -> dict[str, Face]:
    """Card id → face of every card of ``game`` (KeyError for an unknown game)."""
    found: dict[str, Face] = game_art(game).FACES
    return found


def card_ids(game: str) -> tuple[str, ...]:
    """Every card id of ``game`` that ``card_face`` draws (KeyError for unknown games)."""
    return tuple(faces(game))


def game_pieces(game: str) -> dict[str, Callable[..., str]]:
    """Kind → drawing of ``game``'s board pieces (KeyError for an unknown game)."""
    found: dict[str, Callable[..., str]] = game_art(game).PIECES
    return found


# ---------------------------------------------------------------- template


def frame(fill: str = PAPER) -> str:
    return f'<rect x="1.5" y="1.5" width="247" height="347" rx="16" fill="{fill}" stroke="{CARD_EDGE}" stroke-width="3"/>'


def band(color: str, height: float = BAND_H) -> str:
    return (
        f'<path d="{top_rounded_rect(3, 3, 244, height - 3, 14.5)}" fill="{color}"/>'
        f'<path d="M3,{num(height)} H247" stroke="{CARD_EDGE}" stroke-width="2.5"/>'
        f'<path d="M12,10 H238" stroke="#ffffff" stroke-width="2" stroke-linecap="round" opacity="0.25"/>'
    )


VALUE_X = 15.0  # left edge of the big numerals
# their widest: the index a hand fan leaves uncovered stays narrow (about 0.45 of a card)
VALUE_MAX_W = 96.0
CORNER_GLYPH = (21.0, 121.0, 20.0)  # the small suit symbol under the band: centre x, centre y, size


def value_size(value: str, unit: str = "", max_width: float = VALUE_MAX_W) -> float:
    """Font size of the band's numerals (a unit under them leaves less height)."""
    size = min(78.0, max_width / max(text_width(value, 1), 0.01))
    return min(size, 64.0) if unit else size


def value_text(value: str, ink: str, *, unit: str = "", max_width: float = VALUE_MAX_W) -> str:
    size = value_size(value, unit, max_width)
    base = 72 if unit else 80
    out = text_line(value, VALUE_X, base, size, fill=ink, anchor="start", max_width=max_width)
    if unit:
        out += text_line(unit, 18, 92, 17, fill=ink, anchor="start", weight="bold")
    return out


def badge(suit: Suit, cx: float = 205, cy: float = 51, r: float = 33) -> str:
    return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{PAPER}" stroke="{CARD_EDGE}" stroke-width="2.5"/>' + glyph(
        suit.glyph, cx, cy, r * 1.3, suit.symbol_fill
    )


def label_area(label: str, sublabel: str, *, color: str = INK) -> str:
    out = []
    if sublabel:
        out.append(text_block(label, 125, 294, 222, 32, 12, fill=color, max_height=50))
        out.append(text_line(sublabel, 125, 337, 17, fill=MUTED, weight="normal", max_width=172))
    else:
        out.append(text_block(label, 125, 305, 222, 34, 12, fill=color, max_lines=3, max_height=66))
    return "".join(out)


def render_face(face: Face, label: str, sublabel: str) -> str:
    s = face.suit
    parts = [frame(), band(s.color)]
    if face.value_glyph:
        parts.append(glyph(face.value_glyph, 52, 51, 62, face.value_glyph_fill or s.symbol_fill))
    else:
        parts.append(value_text(face.value, s.ink, unit=face.unit))
    parts.append(badge(s))
    # illustration on a tinted disc
    cx, cy = 125, 186
    parts.append(f'<circle cx="{cx}" cy="{cy}" r="80" fill="{s.disc_fill}"/>')
    for name, dx, dy, size in face.illus:
        k = ILLUS_SCALE
        parts.append(place(name, cx + dx * k, cy + dy * k, size * k))
    if face.corner:
        parts.append(glyph(s.glyph, CORNER_GLYPH[0], CORNER_GLYPH[1], CORNER_GLYPH[2], s.symbol_fill))
        parts.append(glyph(s.glyph, 229, 121, 20, s.symbol_fill))
    parts.append(label_area(label, sublabel))
    parts.append(face.extra)
    return document(W, H, "".join(parts))


def title(text: str, y: float, size: float, fill: str, max_width: float = 200) -> str:
    """A line of lettering centred on a card (a back's title)."""
    return text_line(text, 125, y, size, fill=fill, max_width=max_width)


def index_extent(game: str, card: str) -> tuple[float, float]:
    """The face's corner index (the band's value and the small suit symbol under it) as
    (width, height) fractions of the card: what a hand fan must leave uncovered.
    KeyError for an unknown game or card id."""
    face = faces(game)[card]
    margin = 10.0  # the width estimate is a little off for some fonts; never clip a digit
    if face.value_glyph:
        right = 52 + 31.0
    else:
        right = VALUE_X + text_width(face.value, value_size(face.value, face.unit))
    if face.unit:
        right = max(right, 18 + text_width(face.unit, 17))
    right = max(right, CORNER_GLYPH[0] + CORNER_GLYPH[2] / 2) + margin
    bottom = (CORNER_GLYPH[1] + CORNER_GLYPH[2] / 2 + 4) if face.corner else BAND_H
    return min(1.0, right / W), min(1.0, bottom / H)


def card_face(game: str, card: str, label: str, sublabel: str = "") -> str:
    """SVG face of ``card`` of ``game``; KeyError for an unknown game or card id."""
    face = faces(game)[card]
    return render_face(face, label, sublabel)


def card_back(game: str) -> str:
    """SVG back of the cards of ``game`` (KeyError for an unknown game)."""
    back: str = game_art(game).card_back()
    return back


__all__ = [
    "Face",
    "Suit",
    "card_back",
    "card_face",
    "card_ids",
    "esc",
    "faces",
    "game_art",
    "game_pieces",
    "games",
    "index_extent",
    "render_face",
]
