"""The glossary (docs/GLOSSARY.md) as the catalogs and the in-app rulebooks must follow it.

What the glossary fixes, and so what is checked how:

- The column of a game's *source language* (Japanese for Super Susuru Soup, Soup Meng
  Ramen and Salty; German for Suppenkasper) is the printed original's word. Every
  message of that game's contexts whose English source uses a term of the game's
  section must say that exact term in the source-language catalog ("shoyu" → ソース in
  Salty, "Order up!" → いっちょあがり！). Verbs are left out (they are conjugated: isst,
  reichst weiter).
- The other columns are our translations: each term appears in the game's catalog
  texts wherever the English term appears in the game's English sources.
- Every term of a game's section and of the Shared section appears in each in-app
  rulebook of that game in each language; where a game's section gives its own word
  for a shared term (Soup Meng Ramen: ターン, not 手番), the shared word must not appear
  in that game's source-language rulebook or catalog.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from souptable.engine import available, get

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "GLOSSARY.md"
RULES = ROOT / "assets" / "rules"
I18N = ROOT / "i18n"

COLUMN = {"en": 0, "ja": 1, "de": 2}
LANGUAGE = {"English": "en", "Japanese": "ja", "German": "de"}


def source_language(section: str) -> str:
    """The language of the printed original of a game, from its section's heading in the
    glossary ("## Salty (source: Japanese)"); "" when the glossary has no such section."""
    found = re.search(rf"^## {re.escape(section)}\b.*\(source: (\w+)", GLOSSARY.read_text("utf-8"), re.M)
    return LANGUAGE.get(found.group(1), "") if found else ""


# every game of the registry: its section is headed by its English name (GameInfo.name),
# its messages are in the contexts "<Id>" and "<Id>Board"
SECTIONS = {g: get(g).info.name for g in available()}
CONTEXTS = {g: (g.capitalize(), g.capitalize() + "Board") for g in SECTIONS}
SOURCE = {g: source_language(name) for g, name in SECTIONS.items()}
VERB_ROWS = {"eat / pass on"}  # conjugated in sentences: checked in the rulebooks only
QUOTES = '"“”„「」'


@pytest.mark.parametrize("game", SECTIONS)
def test_every_game_has_a_glossary_section_with_its_source_language(game):
    assert SOURCE[game], f"docs/GLOSSARY.md has no section '## {SECTIONS[game]} (source: <language>)'"


def rows(section: str) -> list[tuple[str, str, str]]:
    text = GLOSSARY.read_text("utf-8")
    part = text.split(f"\n## {section}", 1)[1].split("\n## ", 1)[0]
    out = []
    for line in part.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and not set(cells[0]) <= set("-") and cells[0] != "English":
            out.append((cells[0], cells[1], cells[2]))
    return out


def terms(cell: str) -> list[str]:
    """The terms of a cell: "a / b", "a, b", "肉・魚"; a quoted phrase is one term; notes
    in parentheses are not terms."""
    cell = re.sub(r"（[^）]*）|\([^)]*\)", "", cell).strip()
    if any(q in cell for q in QUOTES):
        return [cell.strip(QUOTES + " ")]
    head = re.match(r"^(.*?)(?:：|: )(.*)$", cell)  # "main course: meat, fish, cake"
    parts = [head.group(1), *re.split(r"\s*/\s*|,\s*|、|・", head.group(2))] if head else re.split(r"\s*/\s*|,\s*|、|・", cell)
    return [p.strip() for p in parts if p.strip()]


def section_rows(game: str) -> list[tuple[str, str, str]]:
    """The game's own rows, then the shared rows it does not override."""
    own = rows(SECTIONS[game])
    own_en = {t.lower() for r in own for t in terms(r[0])}
    return own + [r for r in rows("Shared") if not own_en & {t.lower() for t in terms(r[0])}]


def overridden(game: str) -> list[tuple[str, str]]:
    """(shared term, the game's own term) in the game's source language."""
    col = COLUMN[SOURCE[game]]
    own = {t.lower(): r for r in rows(SECTIONS[game]) for t in terms(r[0])}
    out = []
    for r in rows("Shared"):
        for en, word in zip(terms(r[0]), terms(r[col]), strict=False):
            if en.lower() in own:
                mine = dict(zip((t.lower() for t in terms(own[en.lower()][0])), terms(own[en.lower()][col]), strict=False))
                if mine.get(en.lower()) != word:
                    out.append((word, mine[en.lower()]))
    return out


def catalog(lang: str) -> dict[tuple[str, str], list[str]]:
    out = {}
    for ctx in ET.parse(I18N / f"souptable_{lang}.ts").getroot().iter("context"):
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            forms = [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
            out[(ctx.findtext("name") or "", msg.findtext("source") or "")] = [f.replace("\xad", "") for f in forms]
    return out


def english_word(term: str) -> re.Pattern[str]:
    return re.compile(r"(?<![A-Za-z])" + re.escape(term) + r"(?:s|es)?(?![A-Za-z])", re.I)


def test_the_glossary_cells_split_into_matching_terms():
    for game, section in SECTIONS.items():
        for row in rows(section):
            col = COLUMN[SOURCE[game]]
            assert len(terms(row[0])) == len(terms(row[col])), (section, row)


@pytest.mark.parametrize("game", SECTIONS)
def test_the_originals_words_in_every_message_of_the_game(game):
    lang = SOURCE[game]
    texts = catalog(lang)
    wrong = []
    for row in rows(SECTIONS[game]):
        if row[0] in VERB_ROWS:
            continue
        for en, word in zip(terms(row[0]), terms(row[COLUMN[lang]]), strict=True):
            pattern = english_word(en)
            for (ctx, source), forms in texts.items():
                if ctx in CONTEXTS[game] and pattern.search(source) and not all(word in f for f in forms):
                    wrong.append(f"{ctx}: {source!r} -> {forms} lacks {word!r} ({en})")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("game", SECTIONS)
@pytest.mark.parametrize("lang", ["ja", "de"])
def test_our_translations_use_the_glossary_terms(game, lang):
    en_sources = " ".join(s for (c, s) in catalog("en") if c in CONTEXTS[game])
    texts = " ".join(" ".join(f) for (c, _s), f in catalog(lang).items() if c in CONTEXTS[game]).lower()
    missing = []
    for row in rows(SECTIONS[game]):
        for en, word in zip(terms(row[0]), terms(row[COLUMN[lang]]), strict=False):
            if english_word(en).search(en_sources) and word.lower() not in texts:
                missing.append((en, word))
    assert not missing, missing


@pytest.mark.parametrize("game", SECTIONS)
@pytest.mark.parametrize("lang", ["en", "ja", "de"])
def test_the_rulebooks_use_the_glossary_and_shared_terms(game, lang):
    text = (RULES / f"{game}.{lang}.md").read_text("utf-8").replace("\xad", "").lower()
    missing = [t for r in section_rows(game) for t in terms(r[COLUMN[lang]]) if t.lower() not in text]
    assert not missing, f"{game}.{lang}.md lacks glossary terms: {missing}"


@pytest.mark.parametrize("game", SECTIONS)
def test_a_games_own_word_replaces_the_shared_one(game):
    lang = SOURCE[game]
    book = (RULES / f"{game}.{lang}.md").read_text("utf-8")
    texts = [f for (c, _s), forms in catalog(lang).items() if c in CONTEXTS[game] for f in forms]
    for shared, own in overridden(game):
        assert shared not in book and own in book, (game, shared, own)
        assert not [t for t in texts if shared in t], (game, shared)


def test_soup_meng_says_turn_as_its_original_does():
    assert ("手番", "ターン") in overridden("soupmeng")
