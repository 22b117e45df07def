"""The in-app rulebooks: one per game and language, the same sections in every language and a
working table of contents (their glossary terms: ``test_glossary.py``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from souptable.engine import game_ids
from souptable.ui.base.languages import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "assets" / "rules"
HEADING = re.compile(r"^(#{2,3})\s+.*?\{#([A-Za-z0-9_-]+)\}\s*$", re.M)


def sections(game: str, lang: str) -> list[tuple[str, str]]:
    return [(m.group(1), m.group(2)) for m in HEADING.finditer((RULES / f"{game}.{lang}.md").read_text("utf-8"))]


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


def test_the_rules_dialog_follows_its_table_of_contents(window, qtbot):
    from souptable.ui.play.rulebook import RulesDialog

    dlg = RulesDialog("susuru", "ja", window)
    dlg.show()
    assert "開店" in dlg.browser.toPlainText()
    first = dlg.browser.textCursor().position()
    from PySide6.QtCore import QUrl

    dlg._follow(QUrl("#scoring"))
    assert dlg.browser.textCursor().position() > first
    assert "{#" not in dlg.browser.toPlainText()
