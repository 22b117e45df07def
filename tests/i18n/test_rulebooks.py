"""The in-app rulebooks: all twelve present, the same sections in every language,
a working table of contents, and the glossary's terms in each language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from souptable.engine import game_ids
from souptable.ui.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "assets" / "rules"
GLOSSARY = ROOT / "docs" / "GLOSSARY.md"
HEADING = re.compile(r"^(#{2,3})\s+.*?\{#([A-Za-z0-9_-]+)\}\s*$", re.M)
GLOSSARY_SECTIONS = {
    "susuru": "Super Susuru Soup",
    "soupmeng": "Soup Meng Ramen",
    "suppenkasper": "Suppenkasper",
    "salty": "Salty",
}


def sections(game: str, lang: str) -> list[tuple[str, str]]:
    return [(m.group(1), m.group(2)) for m in HEADING.finditer((RULES / f"{game}.{lang}.md").read_text("utf-8"))]


def glossary_rows(section: str) -> list[tuple[str, str, str]]:
    """(English, Japanese, German) cells of a glossary section's table."""
    text = GLOSSARY.read_text("utf-8")
    part = text.split(f"## {section}", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in part.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and not set(cells[0]) <= set("-") and cells[0] != "English":
            rows.append((cells[0], cells[1], cells[2]))
    return rows


def terms(cell: str) -> list[str]:
    """The separate terms of a glossary cell ("a / b", "a, b", "x (note)")."""
    cell = re.sub(r"（[^）]*）|\([^)]*\)", "", cell)
    out = []
    for part in re.split(r"\s*/\s*|,\s*|、|・", cell):
        part = part.strip().strip('„“"!！「」')
        if len(part) > 1 or (part and ord(part[0]) > 0x2E80):  # one CJK character is a word (皿)
            out.append(part)
    return out


@pytest.mark.parametrize("game", game_ids())
def test_every_game_has_a_rulebook_per_language_with_the_same_sections(game):
    base = sections(game, "en")
    assert len(base) >= 5
    for lang in LANGUAGES:
        assert (RULES / f"{game}.{lang}.md").exists()
        assert sections(game, lang) == base, f"{game}.{lang}.md has other sections than English"


@pytest.mark.parametrize("game", game_ids())
@pytest.mark.parametrize("lang", LANGUAGES)
def test_table_of_contents_links_every_section(game, lang):
    text = (RULES / f"{game}.{lang}.md").read_text("utf-8")
    links = set(re.findall(r"\]\(#([A-Za-z0-9_-]+)\)", text))
    top = {sid for level, sid in sections(game, lang) if level == "##"}
    assert top <= links


@pytest.mark.parametrize("game", game_ids())
@pytest.mark.parametrize(("lang", "col"), [("en", 0), ("ja", 1), ("de", 2)])
def test_rulebooks_use_the_glossary_terms(game, lang, col):
    text = (RULES / f"{game}.{lang}.md").read_text("utf-8").lower()
    missing = []
    for row in glossary_rows(GLOSSARY_SECTIONS[game]):
        for term in terms(row[col]):
            if term.lower() not in text:
                missing.append(term)
    assert not missing, f"{game}.{lang}.md lacks glossary terms: {missing}"


def test_the_rules_dialog_follows_its_table_of_contents(window, qtbot):
    from souptable.ui.dialogs import RulesDialog

    dlg = RulesDialog("susuru", "ja", window)
    dlg.show()
    assert "開店" in dlg.browser.toPlainText()
    first = dlg.browser.textCursor().position()
    from PySide6.QtCore import QUrl

    dlg._follow(QUrl("#scoring"))
    assert dlg.browser.textCursor().position() > first
    assert "{#" not in dlg.browser.toPlainText()
