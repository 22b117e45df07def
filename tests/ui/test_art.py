"""The SVG art renders in Qt, fits its labels, refuses unknown ids, and finds each
game's art by the game id (``souptable.ui.games.<id>.art``).

Contact sheets to look at by eye: ``python tests/perf/art_sheet.py``.
"""

from __future__ import annotations

import functools
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from souptable.games.soupmeng.cards import TOPPINGS
from souptable.ui import art
from souptable.ui.art import board as F
from souptable.ui.art import cards as C
from souptable.ui.art.appicon import ICON_SIZES
from souptable.ui.art.svgkit import text_width
from souptable.ui.games import playable
from souptable.ui.games.salty import art as salty_art
from souptable.ui.games.suppenkasper import art as sk_art

ROOT = Path(__file__).resolve().parents[2]
ART_DIR = ROOT / "desktop" / "souptable" / "ui" / "art"
GAME_ART = sorted((ROOT / "desktop" / "souptable" / "ui" / "games").glob("*/art.py"))
SVG = "{http://www.w3.org/2000/svg}"

# The longest names the UI will pass, in its three languages (from GLOSSARY.md), plus worse.
LONG_LABELS = (
    "Geschmacksverstärker",
    "Geschmacks\u00adverstärker",
    "Hühnerkarkasse",
    "Schweineknochen",
    "„Nein, eß ich nicht!“",
    "「いやだ、食べない！」",
    "FdH („Friß die Hälfte“)",
    "FdH（半分だけ食べる）",
    "おぜんよ、したく（Tischlein deck dich）",
    "Frühlingszwiebel",
    "chemical seasoning",
    "化学調味料",
    "調理済み食品",
    "Bestellung fertig!",
    "いっちょあがり！",
    "Donaudampfschifffahrtsgesellschaftskapitän",
    "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
    'Mecker-Ziege & <Freßsack> "Naschkatze"',
)

EXPECTED_IDS = {
    "susuru": {f"{i}-{v}" for i in ("porkbone", "seafood", "chicken", "chemical") for v in range(3, 11)},
    "salty": {f"{s}-{v / 2:g}" for s in ("salt", "shoyu", "ketchup", "mayo") for v in range(12)},
    "suppenkasper": {
        *(f"meat-{v}" for v in (1000, 1200, 1400, 1600)),
        *(f"fish-{v}" for v in (700, 900, 1100, 1300)),
        *(f"cake-{v}" for v in (600, 800, 1000, 1200)),
        "dumplings",
        "potatoes",
        "cream",
        "ready",
        "fastfood",
        "muesli",
        "fdh",
        "nulldiaet",
        "koernerkur",
        "abfuehrpille",
        "nein",
        "tischlein",
        "fresssack",
        "meckerziege",
        "naschkatze",
        "suppenkasper",
    },
    "soupmeng": {
        "shoyu",
        "miso",
        "shio",
        "tonkotsu",
        "thin",
        "medium",
        "thick",
        "chashu",
        "egg",
        "naruto",
        "menma",
        "negi",
        "nori",
        "moyashi",
        "corn",
        "swap",
    },
}

FURNITURE_CALLS = [
    ("trend_marker", {"number": 3}),
    ("trend_marker", {"number": 2}),
    ("trend_marker", {"number": 1}),
    ("chip", {"kind": "gold"}),
    ("chip", {"kind": "silver"}),
    ("chip", {"kind": "bronze"}),
    *[("cube", {"seasoning": s}) for s in ("salt", "shoyu", "ketchup", "mayo")],
    ("plate", {}),
    ("shelf", {"label": "調味料棚"}),
    ("shelf", {"label": "Gewürzregal"}),
    *[
        ("food_card", {"food": f, "label": f, "plates": n, "accuracy": a, "max_points": m, "side": "front"})
        for f, n, a, m in (
            ("tomato", 1, 40, 50),
            ("fried_egg", 2, 20, 100),
            ("karaage", 3, 15, 135),
            ("french_fries", 4, 10, 160),
            ("okonomiyaki", 5, 20, 150),
            ("hamburg", 6, 25, 210),
        )
    ],
    ("food_card", {"food": "hamburg", "label": "Hamburg Steak", "side": "back"}),
    ("track", {}),
    ("track", {"labels": {"-10": "Suppenkasper", "0": "Traumfigur", "10": "Dicker Brocken", "5": "Rubensfigur"}}),
    ("track", {"labels": {-10: "スープぎらい", 0: "理想の体型", 7: "Brummer", 10: "おでぶちゃん"}}),
    *[("token", {"player": p}) for p in range(6)],
    ("plate_big", {}),
    ("bowl", {}),
    ("bowl", {"lucky": None, "label": "丼カード"}),
    *[("bowl", {"lucky": t, "label": "Schüsselkarte"}) for t in TOPPINGS],
    ("bonus", {"bonus": "sapporo", "label": "札幌味噌", "points": 15, "needs": ["miso", "thick", "corn", "moyashi"]}),
    (
        "bonus",
        {
            "bonus": "chashumen",
            "label": "チャーシュー麺",
            "points": 12,
            "needs": ["soup", "noodle", "chashu", "chashu"],
        },
    ),
    ("bonus", {"bonus": "zenbu", "label": "全部のせ", "points": 10, "needs": ["topping"] * 4}),
    ("bonus", {"bonus": "x", "label": "Alles drauf", "points": 10, "needs": list(TOPPINGS)}),
    ("order_up", {}),
    ("order_up", {"label": "Bestellung fertig!"}),
    ("table", {}),
]


@pytest.fixture(autouse=True)
def _app(qapp):
    """Fonts and SVG rendering need a (offscreen) Qt application: pytest-qt's ``qapp``."""
    return qapp


def render(svg: str, w: int = 90, h: int = 126) -> QImage:
    r = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    assert r.isValid(), svg[:300]
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    r.render(p, QRectF(0, 0, w, h))
    p.end()
    return img


def assert_renders(svg: str, w: int = 90, h: int = 126) -> None:
    ET.fromstring(svg.split("?>", 1)[-1])  # well-formed XML (no duplicate attributes, escaped text)
    img = render(svg, w, h)
    assert not img.isNull()
    colours = {img.pixel(x, y) for x in range(0, w, max(1, w // 24)) for y in range(0, h, max(1, h // 24))}
    assert len(colours) > 3, "the image is (nearly) one colour"
    opaque = sum(1 for c in colours if (c >> 24) & 0xFF)
    assert opaque > 1, "the image is empty"


@functools.cache
def _metrics() -> tuple[QFontMetricsF, ...]:
    """Bold metrics at 800 px (large: no hinting rounding) of the faces Qt may pick."""
    out = []
    for fam in ("DejaVu Sans", "Noto Sans CJK JP", "Noto Sans"):
        f = QFont(fam)
        f.setPixelSize(800)
        f.setBold(True)
        out.append(QFontMetricsF(f))
    return tuple(out)


def real_width(text: str, size: float) -> float:
    """Widest advance of ``text`` at ``size`` px among those faces."""
    return max(fm.horizontalAdvance(text) for fm in _metrics()) * size / 800.0


def text_extents(svg: str):
    """(text, x_left, x_right, max_width, viewbox_width) of every fitted text."""
    root = ET.fromstring(svg.split("?>", 1)[-1])
    vb_w = float(root.get("viewBox").split()[2])
    parents = {c: p for p in root.iter() for c in p}
    for el in root.iter(f"{SVG}text"):
        if el.get("data-maxw") is None:
            continue
        text = el.text or ""
        size = float(el.get("font-size"))
        x = float(el.get("x"))
        scale = 1.0
        parent = parents.get(el)
        m = re.fullmatch(r"translate\(([-\d.]+),([-\d.]+)\) scale\(([\d.]+),1\)", (parent.get("transform") or ""))
        if m:
            x = float(m.group(1)) + x
            scale = float(m.group(3))
        width = real_width(text, size) * scale
        anchor = el.get("text-anchor", "start")
        left = x - width / 2 if anchor == "middle" else (x - width if anchor == "end" else x)
        yield text, left, left + width, float(el.get("data-maxw")), vb_w


def assert_text_fits(svg: str) -> None:
    found = False
    for text, left, right, maxw, vb_w in text_extents(svg):
        found = True
        assert right - left <= maxw * 1.02 + 0.5, f"{text!r} is {right - left:.1f} wide, room for {maxw}"
        assert left >= -0.5 and right <= vb_w + 0.5, f"{text!r} leaves the picture ({left:.1f}..{right:.1f})"
    assert found


# ---------------------------------------------------------------- cards


def test_card_ids_are_exactly_the_games_cards():
    assert set(art.games()) == set(EXPECTED_IDS)
    for game, ids in EXPECTED_IDS.items():
        assert set(art.card_ids(game)) == ids


@pytest.mark.parametrize("game", sorted(EXPECTED_IDS))
def test_every_card_face_renders(game):
    for i, card in enumerate(sorted(EXPECTED_IDS[game])):
        label = LONG_LABELS[i % len(LONG_LABELS)]
        svg = art.card_face(game, card, label, "kcal" if i % 3 == 0 else "")
        assert 'viewBox="0 0 250 350"' in svg
        assert_renders(svg)
    assert_renders(art.card_face(game, card, card), 250, 350)


@pytest.mark.parametrize("game", sorted(EXPECTED_IDS))
def test_card_backs_render_and_differ(game):
    svg = art.card_back(game)
    assert 'viewBox="0 0 250 350"' in svg
    assert_renders(svg)
    others = {art.card_back(g) for g in EXPECTED_IDS if g != game}
    assert svg not in others


@pytest.mark.parametrize("label", LONG_LABELS)
@pytest.mark.parametrize("sublabel", ["", "Hauptgericht · 1600 kcal", "メインディッシュ"])
def test_long_labels_fit_on_the_card(label, sublabel):
    for game, card in (
        ("suppenkasper", "nein"),
        ("susuru", "chemical-10"),
        ("soupmeng", "thin"),
        ("salty", "mayo-5.5"),
    ):
        svg = art.card_face(game, card, label, sublabel)
        assert_text_fits(svg)


def test_labels_are_escaped():
    svg = art.card_face("susuru", "seafood-9", '<b>&"x"</b>', "a<b")
    ET.fromstring(svg.split("?>", 1)[-1])
    assert "&lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt;" in svg


def test_estimate_is_never_narrower_than_the_fonts():
    assert QGuiApplication.instance() is not None
    for text in (*LONG_LABELS, "1600", "5.5", "−10", "+10", "Traumfigur", "スープぎらい"):
        assert text_width(text, 10) >= real_width(text, 10) * 0.98, text


@pytest.mark.parametrize(
    "call",
    [
        lambda: art.card_face("susuru", "porkbone-11", "x"),
        lambda: art.card_face("susuru", "beef-3", "x"),
        lambda: art.card_face("salty", "salt-6", "x"),
        lambda: art.card_face("salty", "tomato", "x"),
        lambda: art.card_face("suppenkasper", "meat-1100", "x"),
        lambda: art.card_face("soupmeng", "bowl", "x"),
        lambda: art.card_face("poker", "ace", "x"),
        lambda: art.card_back("poker"),
        lambda: art.card_ids("poker"),
        lambda: art.index_extent("poker", "ace"),
        lambda: art.index_extent("susuru", "ace"),
        lambda: art.card_back("../susuru"),
        lambda: art.card_back("susuru.art"),
        lambda: art.furniture("spaceship"),
        lambda: art.furniture("trend_marker", number=4),
        lambda: art.furniture("chip", kind="platinum"),
        lambda: art.furniture("cube", seasoning="pepper"),
        lambda: art.furniture("food_card", food="sushi", label="x", plates=1, accuracy=1, max_points=1),
        lambda: art.furniture("food_card", food="tomato", side="sideways"),
        lambda: art.furniture("token", player=6),
        lambda: art.furniture("track", labels={"11": "x"}),
        lambda: art.furniture("bowl", lucky="shoyu"),
        lambda: art.furniture("bowl", lucky="pineapple"),
        lambda: art.furniture("bonus", bonus="x", label="x", points=1, needs=["pineapple"]),
    ],
)
def test_unknown_ids_raise_key_error(call):
    with pytest.raises(KeyError):
        call()


# ---------------------------------------------------------------- colour-blind safety


@pytest.mark.parametrize("game", sorted(EXPECTED_IDS))
def test_suits_differ_by_symbol_not_only_colour(game):
    """Within a game, two cards of different suits never share a symbol."""
    suits = {face.suit for face in C.faces(game).values()}
    assert len({s.glyph for s in suits}) == len(suits), sorted(s.glyph for s in suits)


def test_pieces_differ_by_symbol_not_only_colour():
    assert len({g for _c, g, _f in salty_art.CUBES.values()}) == len(salty_art.CUBES)
    assert len({t[0] for t in sk_art.TOKENS}) == 6 and len({t[1] for t in sk_art.TOKENS}) == 6
    # side dishes share colour *and* symbol with their main course
    faces = C.faces("suppenkasper")
    for side, main in (("dumplings", "meat-1000"), ("potatoes", "fish-700"), ("cream", "cake-600")):
        assert faces[side].suit == faces[main].suit


# ---------------------------------------------------------------- a game's art, found by id


def test_every_playable_game_has_art():
    assert set(playable()) <= set(art.games())


@pytest.mark.parametrize("game", sorted(EXPECTED_IDS))
def test_a_games_art_module_has_the_three_names(game):
    """``souptable.ui.games.<id>.art``: FACES (card id → Face), card_back() and PIECES."""
    module = C.game_art(game)
    assert module.__name__ == f"souptable.ui.games.{game}.art"
    assert module.FACES and all(isinstance(k, str) and isinstance(f, C.Face) for k, f in module.FACES.items())
    assert module.card_back() == art.card_back(game)
    assert isinstance(module.PIECES, dict) and all(callable(draw) for draw in module.PIECES.values())


def test_piece_kinds_are_unique_across_games():
    """``furniture(kind)`` needs no game: every kind is drawn by one owner only."""
    owners: dict[str, list[str]] = {kind: ["shared"] for kind in F.SHARED}
    for game in art.games():
        for kind in C.game_pieces(game):
            owners.setdefault(kind, []).append(game)
    assert {k: o for k, o in owners.items() if len(o) > 1} == {}
    assert set(art.pieces()) == set(owners)


def test_a_piece_kind_drawn_twice_is_refused(monkeypatch):
    F.pieces.cache_clear()
    monkeypatch.setitem(F.SHARED, "chip", F.table)
    try:
        with pytest.raises(F.PieceClash, match=r"'chip'.*'susuru'"):
            art.furniture("table")
    finally:
        monkeypatch.undo()
        F.pieces.cache_clear()
    assert art.furniture("chip") != art.furniture("table")


# ---------------------------------------------------------------- furniture


@pytest.mark.parametrize("kind,params", FURNITURE_CALLS, ids=[f"{k}-{i}" for i, (k, _p) in enumerate(FURNITURE_CALLS)])
def test_furniture_renders(kind, params):
    svg = art.furniture(kind, **params)
    r = QSvgRenderer(QByteArray(svg.encode()))
    size = r.defaultSize()
    w = min(400, size.width())
    h = max(8, round(w * size.height() / size.width()))
    assert_renders(svg, w, h)
    for text, left, right, maxw, vb_w in text_extents(svg):
        assert right - left <= maxw * 1.02 + 0.5, text
        assert left >= -0.5 and right <= vb_w + 0.5, text


def test_every_furniture_kind_is_exercised():
    assert {k for k, _p in FURNITURE_CALLS} == set(art.pieces())


def test_track_spaces_and_named_places():
    named = sk_art.TRACK_NAMED
    assert named[-10] == "Suppenkasper"
    assert named[0] == "Traumfigur"
    assert named[10] == "Dicker Brocken"
    assert set(named.values()) >= {"Rubensfigur", "Brummer"}
    assert all(0 < p < 10 for p, n in named.items() if n in ("Rubensfigur", "Brummer"))
    xs = [sk_art.track_space_center(p)[0] for p in range(-10, 11)]
    assert xs == sorted(xs) and len(set(xs)) == 21
    svg = art.furniture("track", labels={"-10": "A-name", "0": "B-name", "10": "C-name"})
    assert "A-name" in svg and "C-name" in svg and "Rubensfigur" not in svg
    assert_text_fits(svg)


def test_table_tiles_seamlessly():
    img = render(art.furniture("table"), 256, 256)
    # left and right columns (and top and bottom rows) match closely: the pattern wraps
    diff = 0
    for y in range(0, 256, 4):
        a, b = img.pixelColor(0, y), img.pixelColor(255, y)
        diff += abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())
    assert diff / 64 < 40


# ---------------------------------------------------------------- icon, credits, purity, speed


def test_icon_files_are_current():
    folder = ROOT / "assets" / "icons"
    svg = folder / "souptable.svg"
    assert svg.read_text(encoding="utf-8") == art.icon() + "\n", "regenerate: python tests/perf/art_sheet.py --icons"
    for s in ICON_SIZES:
        img = QImage(str(folder / f"souptable-{s}.png"))
        assert (img.width(), img.height()) == (s, s)
    assert_renders(art.icon(), 64, 64)


def test_credits_name_openmoji_and_its_licence():
    assert "OpenMoji" in art.ART_CREDITS and "CC BY-SA 4.0" in art.ART_CREDITS


def test_art_package_has_no_qt():
    assert len(GAME_ART) >= 4
    for path in [*ART_DIR.glob("*.py"), *GAME_ART]:
        src = path.read_text(encoding="utf-8")
        where = path.relative_to(ROOT)
        assert not re.search(r"^\s*(from|import)\s+(PySide6|PyQt|shiboken)", src, re.M), where
    for path in GAME_ART:  # nor the table modules beside it (the board, its words: Qt)
        src = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*from\s+\.(?!\.)", src, re.M), path.relative_to(ROOT)


def test_svg_uses_only_what_qt_renders():
    samples = [art.card_face(g, c, "x") for g in EXPECTED_IDS for c in sorted(EXPECTED_IDS[g])]
    samples += [art.card_back(g) for g in EXPECTED_IDS] + [art.furniture(k, **p) for k, p in FURNITURE_CALLS]
    samples.append(art.icon())
    for svg in samples:
        for tag in ("<image", "<filter", "<mask", "<clipPath", "<style", "<pattern", "<use", "class="):
            assert tag not in svg, tag


def test_card_faces_are_small():
    """What a face costs to draw grows with its SVG: every face stays a few kilobytes (about
    5 KB, the largest 13 KB). How long they take is measured by tests/perf/bad_input_bench.py
    (a clock in a test fails on a busy machine)."""
    sizes = [len(art.card_face(game, card, f"{card} label")) for game, ids in EXPECTED_IDS.items() for card in ids]
    assert len(sizes) > 100 and max(sizes) < 24_000, max(sizes)


def test_spec_colours_put_alpha_last_like_css():
    from souptable.ui.table.items import color

    c = color("#00000088")
    assert (c.red(), c.green(), c.blue(), c.alpha()) == (0, 0, 0, 0x88)
    c = color("#ffffff40")
    assert (c.red(), c.green(), c.blue(), c.alpha()) == (255, 255, 255, 0x40)
    assert color("#123456").alpha() == 255
