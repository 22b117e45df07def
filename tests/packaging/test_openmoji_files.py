"""The OpenMoji images that ship are exactly the ones the art refers to.

The art names an OpenMoji image by its code point (``"1F35C"``). Every image it refers to
must be in ``assets/openmoji`` (else a card cannot be drawn), and no other image may ship
(else the install carries dead weight). "Refers to" is found two ways: by drawing every
card face, back and board piece and noting the images asked for, and by reading every
code-point string in the art's source, the shared ``ui/art`` and every game's
``ui/games/<id>/art.py`` (so that an image used only with some parameter is not missed).
No Qt application: the art draws SVG strings.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from souptable.ui import art
from souptable.ui.art import illus, openmoji
from souptable.ui.games.salty import art as salty_art
from souptable.ui.games.soupmeng import art as soupmeng_art

ROOT = Path(__file__).resolve().parents[2]
ART_DIR = ROOT / "desktop" / "souptable" / "ui" / "art"
GAME_ART = sorted((ROOT / "desktop" / "souptable" / "ui" / "games").glob("*/art.py"))
CODE = re.compile(r"[0-9A-F]{4,5}(-[0-9A-F]{4,5})*")


def _draw_everything() -> None:
    for game in art.games():
        for card in art.card_ids(game):
            art.card_face(game, card, "label", "sub")
        art.card_back(game)
    for kind in art.pieces():
        art.furniture(kind)
    # the pieces whose picture depends on a parameter
    for food in salty_art.FOODS:
        art.furniture("food_card", food=food, label=food, plates=2, side="front")
    art.furniture("food_card", side="back")
    for topping in soupmeng_art.TOPPING_ART:
        art.furniture("bowl", lucky=topping, label="x")
    cards = [c for c, face in soupmeng_art.FACES.items() if face.suit is not soupmeng_art.SWAP]
    art.furniture("bonus", bonus="x", label="x", points=10, needs=[*cards, "soup", "noodle", "topping"])
    art.furniture("order_up", label="x")


@pytest.fixture
def drawn(monkeypatch) -> set[str]:
    """Codes of the OpenMoji images asked for while drawing every piece of art."""
    asked: set[str] = set()
    real = illus.emoji

    def record(code: str) -> str:
        asked.add(code)
        try:
            return real(code)
        except KeyError:  # missing: told by the test below, with every other missing one
            return ""

    illus.fragment.cache_clear()
    monkeypatch.setattr(illus, "emoji", record)
    try:
        _draw_everything()
    finally:
        illus.fragment.cache_clear()
    return asked


def named_in_source() -> dict[str, str]:
    """Code-point strings in the art's code (docstrings left out) -> the file naming them."""
    found: dict[str, str] = {}
    assert len(GAME_ART) >= 4, GAME_ART
    for path in [*sorted(ART_DIR.glob("*.py")), *GAME_ART]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.FunctionDef | ast.ClassDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docstrings
                and CODE.fullmatch(node.value)
            ):
                found.setdefault(node.value, str(path.relative_to(ROOT)))
    return found


def test_every_image_the_art_draws_ships(drawn):
    assert drawn, "drawing the art asked for no OpenMoji image at all: is the recorder still wired?"
    missing = drawn - openmoji.shipped()
    assert not missing, f"the art draws OpenMoji images that do not ship in assets/openmoji: {sorted(missing)}"


def test_every_image_named_in_the_art_ships():
    missing = {code: where for code, where in named_in_source().items() if code not in openmoji.shipped()}
    assert not missing, f"OpenMoji images named in the art but missing from assets/openmoji: {missing}"


def test_no_unused_image_ships(drawn):
    unused = openmoji.shipped() - drawn - set(named_in_source())
    assert not unused, f"assets/openmoji holds images the art never uses (remove them): {sorted(unused)}"


def test_only_svg_images_and_nothing_else_in_the_folder():
    names = sorted(p.name for p in (ROOT / "assets" / "openmoji").iterdir())
    assert names and all(CODE.fullmatch(n.removesuffix(".svg")) and n.endswith(".svg") for n in names), names


def test_each_shipped_image_is_listed_in_the_notices():
    notices = (ROOT / "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8")
    for code in openmoji.shipped():
        assert re.search(rf"\b{code}\b", notices), f"{code} is not listed in THIRD-PARTY-NOTICES.md"
    assert f"{len(openmoji.shipped())} colour SVG files" in notices


def test_a_missing_image_is_a_key_error():
    with pytest.raises(KeyError):
        openmoji.emoji("1F9FF")  # nazar amulet: not one of ours


def test_attribution_in_credits_readme_and_notices():
    for text in (
        art.ART_CREDITS,
        (ROOT / "assets" / "README.md").read_text(encoding="utf-8"),
        (ROOT / "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8"),
    ):
        assert "OpenMoji" in text and "CC BY-SA 4.0" in text and "openmoji.org" in text
    assert openmoji.OPENMOJI_VERSION in art.ART_CREDITS
