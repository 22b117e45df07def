"""Contact sheets of Soup Table's art, to look at with your own eyes.

    python tests/perf/art_sheet.py [--out /tmp/souptable-art] [--icons]

Renders every card of every game in a grid, once at hand size (90×126 px, the size
the table often shows) and once at full size (250×350), in English, Japanese and
German, with the names taken from ``/work/shared/rules/GLOSSARY.md`` (or the
repository's copy), plus sheets of the board furniture and the app icon at every
size. ``--icons`` also (re)writes ``assets/icons/souptable.svg`` and the PNG sizes.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "desktop"))

from PySide6.QtCore import QByteArray, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from souptable.ui import art  # noqa: E402
from souptable.ui.art.appicon import ICON_SIZES  # noqa: E402

LANGS = ("en", "ja", "de")

GLOSSARY_PATHS = (Path("/work/shared/rules/GLOSSARY.md"), ROOT / "docs" / "GLOSSARY.md")


# ---------------------------------------------------------------- names from the glossary


def read_glossary() -> dict[str, tuple[str, str, str]]:
    """English cell → (en, ja, de) for every table row of the glossary."""
    for p in GLOSSARY_PATHS:
        if p.is_file():
            text = p.read_text(encoding="utf-8")
            break
    else:
        return {}
    rows = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and not set(cells[0]) <= set("-: ") and cells[0] != "English":
            rows[cells[0]] = (cells[0], cells[1], cells[2])
    return rows


def _split(row: tuple[str, str, str] | None, sep: tuple[str, str, str], n: int) -> list[tuple[str, str, str]]:
    if row is None:
        return [("?", "?", "?")] * n
    cols = []
    for cell, s in zip(row, sep, strict=True):
        parts = [p.strip() for p in cell.split(s)]
        cols.append(parts + [parts[-1]] * (n - len(parts)))
    return [(cols[0][i], cols[1][i], cols[2][i]) for i in range(n)]


def _after(cell: str, marks: str = ":：") -> str:
    for m in marks:
        if m in cell:
            return cell.split(m, 1)[1]
    return cell


def labels() -> dict[str, dict[str, tuple[str, str, str]]]:
    """game → card id → (en, ja, de) names, plus sub-lines under the key ``"_sub"``."""
    g = read_glossary()
    out: dict[str, dict[str, tuple[str, str, str]]] = {}

    ing = _split(g.get("pork bone / seafood / chicken carcass / chemical seasoning"), (" / ",) * 3, 4)
    out["susuru"] = {
        f"{k}-{v}": ing[i] for i, k in enumerate(("porkbone", "seafood", "chicken", "chemical")) for v in range(3, 11)
    }

    sea = _split(g.get("salt / shoyu / ketchup / mayonnaise"), (" / ",) * 3, 4)
    out["salty"] = {f"{k}-{v / 2:g}": sea[i] for i, k in enumerate(("salt", "shoyu", "ketchup", "mayo")) for v in range(12)}

    sk: dict[str, tuple[str, str, str]] = {}
    main = g.get("main course: meat, fish, cake")
    mains = _split(tuple(_after(c) for c in main), (", ", "・", ", "), 3) if main else [("?", "?", "?")] * 3  # type: ignore[arg-type]
    for i, (kind, vals) in enumerate(
        (("meat", (1000, 1200, 1400, 1600)), ("fish", (700, 900, 1100, 1300)), ("cake", (600, 800, 1000, 1200)))
    ):
        for v in vals:
            sk[f"{kind}-{v}"] = mains[i]
    side = g.get("side dish: dumplings, potatoes, cream")
    sides = _split(tuple(_after(c) for c in side), (", ", "・", ", "), 3) if side else [("?", "?", "?")] * 3  # type: ignore[arg-type]
    sk.update(dict(zip(("dumplings", "potatoes", "cream"), sides, strict=True)))
    other = _split(g.get("ready-made meal / fast food / muesli"), (" / ",) * 3, 3)
    sk.update(dict(zip(("ready", "fastfood", "muesli"), other, strict=True)))
    sk["fdh"] = g.get('FdH ("eat half")', ("FdH", "FdH", "FdH"))
    red = _split(g.get("zero diet / grain cure / laxative"), (" / ",) * 3, 3)
    sk.update(dict(zip(("nulldiaet", "koernerkur", "abfuehrpille"), red, strict=True)))
    sk["nein"] = g.get('"No, I won\'t eat it!"', ("No!", "No!", "Nein!"))
    sk["tischlein"] = g.get("Tischlein deck dich (start card)", ("Tischlein", "Tischlein", "Tischlein"))
    spec = _split(g.get("Grumbling Goat / Glutton / Sweet Tooth"), (" / ",) * 3, 3)
    sk.update(dict(zip(("meckerziege", "fresssack", "naschkatze"), spec, strict=True)))
    sk["suppenkasper"] = g.get("Suppenkasper (thin end, special card)", ("Suppenkasper",) * 3)
    out["suppenkasper"] = sk

    sm: dict[str, tuple[str, str, str]] = {}
    soups = _split(g.get("shoyu / miso / shio / tonkotsu"), (" / ",) * 3, 4)
    sm.update(dict(zip(("shoyu", "miso", "shio", "tonkotsu"), soups, strict=True)))
    noodle_row = g.get("thin / medium / thick noodles")
    if noodle_row:
        en = [f"{w} noodles" for w in ("thin", "medium", "thick")]
        ja = [p.strip() for p in noodle_row[1].split("/")]
        de_words = [p.strip() for p in noodle_row[2].replace(" Nudeln", "").split("/")]
        de = [f"{w} Nudeln" for w in de_words]
        sm.update({k: (en[i], ja[i], de[i]) for i, k in enumerate(("thin", "medium", "thick"))})
    tops = _split(g.get("chashu, seasoned egg, naruto, menma, green onion, nori, bean sprouts, corn"), (", ",) * 3, 8)
    sm.update(dict(zip(("chashu", "egg", "naruto", "menma", "negi", "nori", "moyashi", "corn"), tops, strict=True)))
    sm["swap"] = g.get("swap card", ("swap card",) * 3)
    out["soupmeng"] = sm

    extra = {
        "bowl": g.get("bowl card", ("bowl card",) * 3),
        "order_up": g.get("Order up! (finish a bowl)", ("Order up!", "いっちょあがり！", "Bestellung fertig!")),
        "shelf": _split(g.get("seasoning shelf / seasoning bag"), (" / ",) * 3, 2)[0],
        "traumfigur": g.get("dream figure (start space)", ("dream figure",) * 3),
        "dicker": g.get("Dicker Brocken (heavy end)", ("Dicker Brocken",) * 3),
        "suppenkasper": g.get("Suppenkasper (thin end, special card)", ("Suppenkasper",) * 3),
        "side": (_before(side[0]), _before(side[1]), _before(side[2])) if side else ("side dish",) * 3,
        "main": (_before(main[0]), _before(main[1]), _before(main[2])) if main else ("main course",) * 3,
        "reduction": g.get("reduction card", ("reduction card",) * 3),
        "kind": g.get("soup / noodles / topping", ("soup / noodles / topping",) * 3),
    }
    out["_extra"] = extra
    return out


def _before(cell: str) -> str:
    return re.split("[:：]", cell, maxsplit=1)[0]


FOODS = {  # Salty food cards: not in the glossary; names for the sheet only
    "tomato": (("Tomato", "トマト", "Tomate"), 1, 40, 50),
    "fried_egg": (("Fried Egg", "目玉焼き", "Spiegelei"), 2, 20, 100),
    "karaage": (("Karaage", "唐揚げ", "Karaage"), 3, 15, 135),
    "french_fries": (("French Fries", "フライドポテト", "Pommes frites"), 4, 10, 160),
    "okonomiyaki": (("Okonomiyaki", "お好み焼き", "Okonomiyaki"), 5, 20, 150),
    "hamburg": (("Hamburg Steak", "ハンバーグ", "Hacksteak"), 6, 25, 210),
}

BONUSES = (
    ("sapporo", ("Sapporo Miso", "札幌味噌", "Sapporo-Miso"), 15, ["miso", "thick", "corn", "moyashi"]),
    ("hakata", ("Hakata Tonkotsu", "博多豚骨", "Hakata-Tonkotsu"), 15, ["tonkotsu", "thin", "negi", "chashu"]),
    ("tokyo", ("Tokyo Shoyu", "東京醤油", "Tokio-Shoyu"), 15, ["shoyu", "medium", "naruto", "menma"]),
    ("shio", ("Shio Ramen", "塩ラーメン", "Shio-Ramen"), 12, ["shio", "thin", "nori", "negi"]),
    ("chashumen", ("Chashu-men", "チャーシュー麺", "Chashu-Men"), 12, ["soup", "noodle", "chashu", "chashu"]),
    ("zenbu", ("Everything on it", "全部のせ", "Alles drauf"), 10, ["topping"] * 4),
)


def sublabel(game: str, card: str, lang: int, names) -> str:
    ex = names["_extra"]
    if game == "suppenkasper":
        if card in ("dumplings", "potatoes", "cream"):
            return ex["side"][lang]
        if card.split("-")[0] in ("meat", "fish", "cake"):
            return ex["main"][lang]
        if card in ("fdh", "nulldiaet", "koernerkur", "abfuehrpille", "nein"):
            return ex["reduction"][lang]
    return ""


# ---------------------------------------------------------------- rendering


def render(svg: str, w: int, h: int) -> QImage:
    r = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    if not r.isValid():
        raise ValueError("invalid SVG")
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r.render(p, QRectF(0, 0, w, h))
    p.end()
    return img


def grid(images: list[QImage], cols: int, title: str, pad: int = 8, bg: str = "#3d5a4c") -> QImage:
    cw = max(i.width() for i in images)
    ch = max(i.height() for i in images)
    rows = (len(images) + cols - 1) // cols
    top = 30
    sheet = QImage(pad + cols * (cw + pad), top + pad + rows * (ch + pad), QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(QColor(bg))
    p = QPainter(sheet)
    p.setPen(QColor("#f6ead2"))
    f = QFont("Noto Sans CJK JP")
    f.setPixelSize(16)
    p.setFont(f)
    p.drawText(pad, 21, title)
    for i, img in enumerate(images):
        r, c = divmod(i, cols)
        p.drawImage(pad + c * (cw + pad), top + pad + r * (ch + pad), img)
    p.end()
    return sheet


def card_sheets(out: Path) -> list[Path]:
    names = labels()
    paths = []
    for game in art.games():
        for li, lang in enumerate(LANGS):
            svgs = []
            for card in art.card_ids(game):
                label = names.get(game, {}).get(card, (card,) * 3)[li]
                svgs.append(art.card_face(game, card, label, sublabel(game, card, li, names)))
            svgs.append(art.card_back(game))
            for size, (w, h), cols in (("small", (90, 126), 17), ("large", (250, 350), 9)):
                t0 = time.perf_counter()
                imgs = [render(s, w, h) for s in svgs]
                ms = (time.perf_counter() - t0) * 1000 / len(imgs)
                sheet = grid(imgs, cols, f"{game} · {lang} · {w}×{h} px · {len(imgs)} cards · {ms:.1f} ms/card")
                path = out / f"{game}-{lang}-{size}.png"
                sheet.save(str(path))
                paths.append(path)
    return paths


def furniture_sheets(out: Path) -> list[Path]:
    names = labels()
    ex = names["_extra"]
    paths = []
    for li, lang in enumerate(LANGS):
        cards = []
        for food, (lab, plates, acc, mx) in FOODS.items():
            cards.append(
                art.furniture("food_card", food=food, label=lab[li], plates=plates, accuracy=acc, max_points=mx, side="front")
            )
        cards.append(art.furniture("food_card", food="tomato", label="", side="back"))
        cards.append(art.furniture("bowl", label=ex["bowl"][li]))
        cards.append(art.furniture("bowl", lucky="egg", label=ex["bowl"][li]))
        for bid, lab, pts, needs in BONUSES:
            cards.append(art.furniture("bonus", bonus=bid, label=lab[li], points=pts, needs=needs))
        cards.append(art.furniture("order_up", label=ex["order_up"][li]))
        for size, (w, h), cols in (("small", (90, 126), 16), ("large", (250, 350), 8)):
            sheet = grid([render(s, w, h) for s in cards], cols, f"furniture cards · {lang} · {w}×{h}")
            path = out / f"furniture-cards-{lang}-{size}.png"
            sheet.save(str(path))
            paths.append(path)

        pieces = [render(art.furniture("trend_marker", number=n), 60, 60) for n in (3, 2, 1)]
        pieces += [render(art.furniture("chip", kind=k), 60, 60) for k in ("gold", "silver", "bronze")]
        pieces += [render(art.furniture("cube", seasoning=s), 60, 60) for s in ("salt", "shoyu", "ketchup", "mayo")]
        pieces += [render(art.furniture("plate"), 60, 60)]
        pieces += [render(art.furniture("token", player=i), 60, 60) for i in range(6)]
        small = grid(pieces, 17, "pieces at 60 px")
        big = grid(
            [
                render(art.furniture("trend_marker", number=3), 120, 120),
                render(art.furniture("chip", kind="gold"), 120, 120),
            ]
            + [render(art.furniture("token", player=i), 120, 120) for i in range(6)]
            + [render(art.furniture("plate_big"), 120, 120), render(art.icon(), 120, 120)],
            10,
            "pieces at 120 px",
        )
        track_labels = {
            "-10": ex["suppenkasper"][li],
            "0": ex["traumfigur"][li],
            "5": "Rubensfigur",
            "7": "Brummer",
            "10": ex["dicker"][li],
        }
        tr = render(art.furniture("track", labels=track_labels), 1272, 156)
        tr_small = render(art.furniture("track", labels=track_labels), 848, 104)
        shelf = render(art.furniture("shelf", label=ex["shelf"][li]), 450, 180)
        table = render(art.furniture("table"), 256, 256)
        sheet = QImage(1300, 900, QImage.Format.Format_ARGB32_Premultiplied)
        sheet.fill(QColor("#3d5a4c"))
        p = QPainter(sheet)
        p.drawImage(0, 0, small)
        p.drawImage(0, small.height(), big)
        y = small.height() + big.height() + 8
        p.drawImage(8, y, tr)
        p.drawImage(8, y + tr.height() + 8, tr_small)
        y2 = y + tr.height() + tr_small.height() + 16
        p.drawImage(8, y2, shelf)
        for dx in (0, 256):
            for dy in (0, 256):
                if y2 + dy + 256 <= 900:
                    p.drawImage(470 + dx, y2 + dy, table)
        p.end()
        path = out / f"furniture-board-{lang}.png"
        sheet.save(str(path))
        paths.append(path)
    return paths


# the kinds the sheets above show with real labels and numbers
SHOWN = {"food_card", "bowl", "bonus", "order_up", "trend_marker", "chip", "cube", "plate", "token"}
SHOWN |= {"plate_big", "track", "shelf", "table"}


def other_pieces_sheet(out: Path) -> list[Path]:
    """Any other piece kind (a new game's), drawn with its default parameters."""
    kinds = [k for k in art.pieces() if k not in SHOWN]
    if not kinds:
        return []
    imgs = []
    for kind in kinds:
        svg = art.furniture(kind)
        size = QSvgRenderer(QByteArray(svg.encode("utf-8"))).defaultSize()
        scale = 250 / max(size.width(), size.height(), 1)
        imgs.append(render(svg, round(size.width() * scale), round(size.height() * scale)))
    path = out / "furniture-other.png"
    grid(imgs, 6, "other pieces: " + ", ".join(kinds)).save(str(path))
    return [path]


def icon_sheet(out: Path) -> Path:
    imgs = [render(art.icon(), s, s) for s in ICON_SIZES]
    sheet = QImage(sum(s + 10 for s in ICON_SIZES) + 10, 540, QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(QColor("#e8e8e8"))
    p = QPainter(sheet)
    x = 10
    for s, img in zip(ICON_SIZES, imgs, strict=True):
        p.drawImage(x, 10, img)
        x += s + 10
    p.end()
    path = out / "icon-sizes.png"
    sheet.save(str(path))
    return path


def write_icons(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    svg = folder / "souptable.svg"
    svg.write_text(art.icon() + "\n", encoding="utf-8")
    paths = [svg]
    for s in ICON_SIZES:
        p = folder / f"souptable-{s}.png"
        render(art.icon(), s, s).save(str(p))
        paths.append(p)
    return paths


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="/tmp/souptable-art", help="folder for the PNG sheets")
    ap.add_argument("--icons", action="store_true", help="also write assets/icons/souptable.svg and PNG sizes")
    args = ap.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication([])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    paths = card_sheets(out) + furniture_sheets(out) + other_pieces_sheet(out) + [icon_sheet(out)]
    if args.icons:
        paths += write_icons(ROOT / "assets" / "icons")
    for p in paths:
        print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
