"""Card faces and backs of the four games, on one template.

Every face (viewBox 0 0 250 350, 63×88 mm) is cream card stock with:

- a coloured band at the top in the suit colour, carrying the value in big
  numerals at the top left (readable when cards overlap in a hand fan);
- a round badge at the top right with the suit *symbol* (shape), so suits are
  told apart without colour;
- an illustration in the middle on a soft disc tinted with the suit colour;
- the card's name (already translated by the caller) at the bottom, shrunk or
  wrapped onto two lines to fit, and an optional small sub-line.
"""

from __future__ import annotations

from dataclasses import dataclass, field

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
    illus: tuple[tuple[str, float, float, float], ...] = ()  # (name, dx, dy, size) around the centre
    unit: str = ""  # small unit under the value ("kcal")
    value_glyph: str = ""  # a symbol drawn instead of numerals
    value_glyph_fill: str = ""
    corner: bool = True  # small symbols in the corners under the band
    extra: str = field(default="")  # extra SVG drawn last


# ---------------------------------------------------------------- suits

SUSURU_SUITS = {
    "porkbone": Suit("#c4466b", "bone", glyph_fill="#f6e7d8"),
    "seafood": Suit("#2466ae", "fish", glyph_fill="#6fb3e8"),
    "chicken": Suit("#e3a526", "foot", ink=INK, glyph_fill="#f0b43a"),
    "chemical": Suit("#6b48a3", "hexring", glyph_fill="#b79ae0"),
}
SUSURU_ILLUS = {
    "porkbone": (("1F437", 0, -4, 124), ("1F9B4", 44, 40, 56)),
    "seafood": (("1F990", 4, -8, 122), ("1F41F", -40, 40, 58)),
    "chicken": (("1F414", 0, 0, 132),),
    "chemical": (("1F9EA", -2, 2, 126), ("2728", 44, -42, 52)),
}

SALTY_SUITS = {
    "salt": Suit("#d3d9df", "diamond", ink=INK, glyph_fill="#ffffff", disc="#c9d5e0"),
    "shoyu": Suit("#4e2a14", "drop", glyph_fill="#6b3a1c"),
    "ketchup": Suit("#c51f2e", "tomato"),
    "mayo": Suit("#f0d779", "star", ink="#4a3800", glyph_fill="#fbe9a2", disc="#f3dc8c"),
}
SALTY_ILLUS = {
    "salt": "1F9C2",
    "shoyu": "soy-bottle",
    "ketchup": "ketchup-bottle",
    "mayo": "mayo-bottle",
}

SK_MEAT = Suit("#c0392b", "square", glyph_fill="#e0604f")
SK_FISH = Suit("#2470a6", "fish", glyph_fill="#6fb3e8")
SK_CAKE = Suit("#e2a02f", "triangle", ink=INK, glyph_fill="#f7d36b")
SK_READY = Suit("#557a82", "can", glyph_fill="#9fc2c8")
SK_FAST = Suit("#7a4b9d", "burger", glyph_fill="#f4aa41")
SK_MUESLI = Suit("#5a8a39", "wheat", glyph_fill="#f1c75b")
SK_REDUCE = Suit("#23917f", "arrow_down", glyph_fill="#8fd8c9")
SK_SPECIAL = Suit("#2d3561", "circled_s", ink=GOLD, glyph_fill=GOLD)
SK_START = Suit("#2d3561", "star", ink=GOLD, glyph_fill=GOLD)

SM_SOUP = Suit("#c8442f", "bowl", glyph_fill="#f08a5d")
SM_NOODLE = Suit("#e6b22c", "waves", ink=INK, glyph_fill="#f9dc7a")
SM_TOPPING = Suit("#3d8c4d", "leaf", glyph_fill="#9bd37a")
SM_SWAP = Suit("#6a4c93", "swap", glyph_fill="#c2a8e6")


def _one(name: str, size: float = 132, dx: float = 0, dy: float = 0) -> tuple[tuple[str, float, float, float], ...]:
    return ((name, dx, dy, size),)


def _signed(n: int) -> str:
    """A printed step count: "−2" with a true minus sign."""
    return f"−{-n}" if n < 0 else str(n)


def _build() -> dict[str, dict[str, Face]]:
    """Every face; the numbers printed on them come from the games' data files."""
    from ...games.salty import cards as salty_cards
    from ...games.soupmeng import cards as sm_cards
    from ...games.suppenkasper import cards as sk_cards
    from ...games.susuru import cards as sus_cards

    games: dict[str, dict[str, Face]] = {}

    sus: dict[str, Face] = {}
    for card in sus_cards.DECK:
        ing = sus_cards.ingredient(card)
        sus[card] = Face(SUSURU_SUITS[ing], str(sus_cards.value(card)), SUSURU_ILLUS[ing])
    games["susuru"] = sus

    salty: dict[str, Face] = {}
    for s, suit in SALTY_SUITS.items():
        for value in salty_cards.VALUES:
            salty[f"{s}-{value}"] = Face(suit, value, _one(SALTY_ILLUS[s], 136))
    games["salty"] = salty

    sk: dict[str, Face] = {}
    kcal, steps = sk_cards.KCAL, sk_cards.STEPS
    main_suits = {"meat": (SK_MEAT, "1F356"), "fish": (SK_FISH, "1F41F"), "cake": (SK_CAKE, "1F370")}
    for card in sk_cards.MAINS:
        suit, art = main_suits[str(sk_cards.COLOUR[card])]
        sk[card] = Face(suit, str(kcal[card]), _one(art, 136), unit="kcal")
    sk["dumplings"] = Face(SK_MEAT, "×", _one("1F9C6", 132))
    sk["potatoes"] = Face(SK_FISH, "×", _one("1F954", 124))
    sk["cream"] = Face(SK_CAKE, "×", _one("1F366", 132))
    sk["ready"] = Face(SK_READY, str(kcal["ready"]), _one("1F96B", 130), unit="kcal")
    sk["fastfood"] = Face(SK_FAST, str(kcal["fastfood"]), _one("1F354", 132), unit="kcal")
    sk["muesli"] = Face(SK_MUESLI, str(kcal["muesli"]), (("1F963", 0, 6, 132), ("1F33E", 38, -36, 64)), unit="kcal")
    sk["fdh"] = Face(SK_REDUCE, "½", _one("plate-half", 134))  # "eat half": a sign, not a number
    sk["nulldiaet"] = Face(SK_REDUCE, str(kcal["nulldiaet"]), _one("plate-top", 134), unit="kcal")
    sk["koernerkur"] = Face(
        SK_REDUCE,
        value_glyph="wheat",
        value_glyph_fill="#f1c75b",
        illus=(("1F963", -14, 12, 116), ("1F33E", 40, -22, 84)),
    )
    sk["abfuehrpille"] = Face(SK_REDUCE, _signed(steps["abfuehrpille"]), _one("1F48A", 128))
    sk["nein"] = Face(SK_REDUCE, _signed(steps["nein"]), _one("1F645", 134))
    sk["tischlein"] = Face(SK_START, value_glyph="star", value_glyph_fill=GOLD, illus=_one("1F37D", 140))
    sk["fresssack"] = Face(SK_SPECIAL, value_glyph="can", value_glyph_fill="#9fc2c8", illus=_one("1F437", 134))
    sk["meckerziege"] = Face(SK_SPECIAL, value_glyph="burger", value_glyph_fill="#f4aa41", illus=_one("1F410", 136))
    sk["naschkatze"] = Face(SK_SPECIAL, value_glyph="triangle", value_glyph_fill="#f7d36b", illus=_one("1F431", 132))
    sk["suppenkasper"] = Face(SK_SPECIAL, _signed(steps["suppenkasper"]), (("1F372", 0, 6, 132), ("1F6AB", 40, -40, 58)))
    games["suppenkasper"] = sk

    sm: dict[str, Face] = {}
    pts = sm_cards.POINTS
    accent = {"shoyu": "soy-bottle", "miso": "1FAD8", "shio": "1F9C2", "tonkotsu": "1F9B4"}
    for soup in sm_cards.SOUPS:
        sm[soup] = Face(SM_SOUP, str(pts[soup]), ((f"bowl-{soup}", -6, 6, 136), (accent[soup], 46, -40, 52)))
    for noodle in sm_cards.NOODLES:
        sm[noodle] = Face(SM_NOODLE, str(pts[noodle]), _one(f"noodles-{noodle}", 140))
    topping_art = {
        "chashu": "chashu",
        "egg": "egg-half",
        "naruto": "1F365",
        "menma": "menma",
        "negi": "negi",
        "nori": "nori",
        "moyashi": "moyashi",
        "corn": "1F33D",
    }
    for top in sm_cards.TOPPINGS:
        sm[top] = Face(SM_TOPPING, str(pts[top]), _one(topping_art[top], 134))
    sm["swap"] = Face(SM_SWAP, str(pts["swap"]), _one("1F504", 128))
    games["soupmeng"] = sm
    return games


FACES = _build()
GAMES = tuple(FACES)


def card_ids(game: str) -> tuple[str, ...]:
    """Every card id of ``game`` that ``card_face`` draws (KeyError for unknown games)."""
    return tuple(FACES[game])


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


def index_extent(game: str, card: str) -> tuple[float, float]:
    """The face's corner index (the band's value and the small suit symbol under it) as
    (width, height) fractions of the card: what a hand fan must leave uncovered.
    KeyError for an unknown game or card id."""
    face = FACES[game][card]
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
    face = FACES[game][card]
    return render_face(face, label, sublabel)


# ---------------------------------------------------------------- backs


def _title(text: str, y: float, size: float, fill: str, max_width: float = 200) -> str:
    return text_line(text, 125, y, size, fill=fill, max_width=max_width)


def _back_susuru() -> str:
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
    parts.append(_title("SUPER", 52, 30, PAPER))
    parts.append(_title("SUSURU SOUP", 88, 30, PAPER))
    for x in (38, 212):
        parts.append(glyph("bowl", x, 312, 30, GOLD, dark))
    parts.append(text_line("すする", 125, 322, 26, fill=GOLD))
    return document(W, H, "".join(parts))


def _back_soupmeng() -> str:
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


def _back_suppenkasper() -> str:
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


def _back_salty() -> str:
    navy = "#1f3a5f"
    parts = [frame(navy)]
    # salt grains: a calm scatter of small white squares
    import random

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
    parts.append(_title("SALTY", 292, 52, "#ffffff"))
    for i, (g, f) in enumerate((("diamond", "#ffffff"), ("drop", "#6b3a1c"), ("tomato", "#c51f2e"), ("star", "#fbe9a2"))):
        parts.append(glyph(g, 59 + i * 44, 318, 20, f, "#0f2033"))
    return document(W, H, "".join(parts))


BACKS = {
    "susuru": _back_susuru,
    "soupmeng": _back_soupmeng,
    "suppenkasper": _back_suppenkasper,
    "salty": _back_salty,
}


def card_back(game: str) -> str:
    """SVG back of the cards of ``game`` (KeyError for an unknown game)."""
    return BACKS[game]()


__all__ = ["FACES", "GAMES", "card_back", "card_face", "card_ids", "esc"]
