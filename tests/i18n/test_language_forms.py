"""Each language spoken properly: plural forms (English too), numbers and lists in the
UI language's own way, placeholders filled in one pass, unique Alt letters in every
menu, and nothing left in English where a translation belongs."""

from __future__ import annotations

import importlib.util
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMenu

from souptable.ui.base.languages import LANGUAGES, Languages
from souptable.ui.text import and_list, arg, items

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "i18n"


def _updater():  # i18n/update_catalogs.py is a script, not a package module
    spec = importlib.util.spec_from_file_location("update_catalogs", I18N / "update_catalogs.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def languages(qapp):
    langs = Languages()
    yield langs
    langs.install("en")


# -- plurals -----------------------------------------------------------------------------------------
def test_english_plurals_say_1_card_and_2_cards(languages):
    from souptable.ui.games.soupmeng import SoupmengBoard
    from souptable.ui.games.suppenkasper import SuppenkasperBoard

    assert languages.install("en") and languages.current == "en"
    words = SoupmengBoard(["Ann", "Bo"]).words
    assert words.deck_tip(1) == "Draw pile: 1 card"
    assert words.deck_tip(2) == "Draw pile: 2 cards"
    assert words.backs_tip(1, 1) == "Bo holds 1 card"
    kasper = SuppenkasperBoard(["Ann", "Bo"]).words
    assert kasper.chip_tip(0, 1).startswith("Ann: 1 chip left\n")
    assert kasper.chip_tip(0, 3).startswith("Ann: 3 chips left\n")


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [("ja", "山札：1枚", "山札：2枚"), ("de", "Nachziehstapel: 1 Karte", "Nachziehstapel: 2 Karten")],
)
def test_plurals_in_japanese_and_german(languages, lang, one, two):
    from souptable.ui.games.soupmeng import SoupmengBoard

    assert languages.install(lang)
    words = SoupmengBoard(["Ann", "Bo"]).words
    assert (words.deck_tip(1), words.deck_tip(2)) == (one, two)


def test_every_plural_call_is_a_numerus_entry_of_every_catalog():
    """The code's plural calls (found as update_catalogs finds them) are numerus entries
    with the language's number of forms; the English forms are real words, not "(s)"."""
    updater = _updater()
    plurals = updater.plural_calls()
    assert len(plurals) >= 14
    assert not updater.check_sources(plurals)
    for lang, forms_wanted in updater.NUMERUS_FORMS.items():
        root = ET.parse(I18N / f"souptable_{lang}.ts").getroot()
        entries = {key: msg for key, msg in updater.messages(root)}
        for key in plurals:
            msg = entries.get(key)
            assert msg is not None and msg.get("numerus") == "yes", (lang, key)
            forms = [f.text or "" for f in msg.find("translation").findall("numerusform")]
            assert len(forms) == forms_wanted, (lang, key, forms)
            if lang == "en":
                assert forms[0] != forms[1] and not any("(s)" in f for f in forms), (key, forms)
        numerus = {key for key, msg in entries.items() if msg.get("numerus") == "yes"}
        assert numerus == set(plurals), f"{lang}: numerus entries the code does not ask for: {numerus - set(plurals)}"


def _finished(path: Path) -> dict[tuple[str, str, str], tuple[str | None, list[str]]]:
    updater = _updater()
    out = {}
    for key, msg in updater.messages(ET.parse(path).getroot()):
        tr = msg.find("translation")
        if tr.get("type") is None:
            out[key] = (msg.get("numerus"), [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""])
    return out


def test_updating_the_catalogs_keeps_every_translation_and_plural_form(tmp_path):
    """A run of update_catalogs (lupdate, then the plural marks) loses nothing: the
    hand-written plural forms survive although lupdate cannot see them."""
    for path in I18N.glob("*.ts"):
        shutil.copy(path, tmp_path / path.name)
    assert _updater().update(tmp_path) == []
    for lang in LANGUAGES:
        before = _finished(I18N / f"souptable_{lang}.ts")
        after = _finished(tmp_path / f"souptable_{lang}.ts")
        assert after == before, lang


# -- numbers, durations, lists ------------------------------------------------------------------------
@pytest.mark.parametrize(("lang", "name"), [("en", "Shoyu 3.5"), ("de", "Sojasoße 3,5"), ("ja", "ソース3.5")])
def test_decimals_follow_the_ui_language(languages, lang, name):
    from souptable.ui.games.salty.words import card_name

    assert languages.install(lang)
    assert card_name("shoyu-3.5") == name
    assert card_name("salt-4") == {"en": "Salt 4", "de": "Salz 4", "ja": "塩4"}[lang]


@pytest.mark.parametrize(("lang", "shown"), [("en", "1.00 s"), ("de", "1,00 s"), ("ja", "1.00秒")])
def test_the_think_time_spin_box_writes_the_languages_decimals(languages, settings, lang, shown):
    from souptable.ui.shell.prefs import SettingsDialog

    assert languages.install(lang)
    dlg = SettingsDialog(settings, lang)
    dlg.think.setValue(1.0)
    assert dlg.think.text() == shown
    dlg.deleteLater()


@pytest.mark.parametrize(
    ("lang", "three", "two", "plain"),
    [
        ("en", "Ann, Bo, and Cy", "Ann and Bo", "Ann, Bo"),
        ("de", "Ann, Bo und Cy", "Ann und Bo", "Ann, Bo"),
        ("ja", "Ann、Bo、Cy", "Ann、Bo", "Ann、Bo"),
    ],
)
def test_lists_are_joined_per_language(languages, lang, three, two, plain):
    from souptable.ui.games.suppenkasper.faces import cards_text

    assert languages.install(lang)
    assert and_list(["Ann", "Bo", "Cy"]) == three
    assert and_list(["Ann", "Bo"]) == two
    assert and_list(["Ann"]) == "Ann" and and_list([]) == ""
    assert items(["Ann", "Bo"]) == plain
    sep = "、" if lang == "ja" else ", "
    assert sep in cards_text(["dumplings", "muesli"])


# -- placeholders -------------------------------------------------------------------------------------
def test_arg_fills_every_placeholder_in_one_pass():
    assert arg("%1 gives %2 to %3.", "Bo%1", "%3", "Cy%2") == "Bo%1 gives %3 to Cy%2."
    assert arg("%2 after %1", "%2", "x") == "x after %2"
    assert arg("%1, %10", *"abcdefghij") == "a, j"
    assert arg("%1 and %2", "only one") == "only one and %2"  # a missing value leaves its mark
    assert arg("%1", 3.5) == "3.5"


def test_a_name_with_placeholders_shows_as_typed(languages):
    from souptable.engine.events import event
    from souptable.ui.games.salty import SaltyBoard
    from souptable.ui.games.suppenkasper import SuppenkasperBoard

    languages.install("en")
    names = ["Bo%1", "Al%2", "%3Cy"]
    salty = SaltyBoard(names).words
    line = salty.describe(event("meal_started", meal=1, last_player=1, first_player=2))
    assert line == "Meal 1 begins. Last Player: Al%2; First Player: %3Cy."
    kasper = SuppenkasperBoard(names).words
    assert kasper.describe(event("card_given", seat=0, to=2)) == "Bo%1 gives %3Cy a card."
    languages.install("de")
    assert kasper.describe(event("card_given", seat=0, to=2)).startswith("Bo%1 ")


def test_the_table_shows_a_name_with_a_placeholder_as_typed(window, qtbot):
    from souptable.engine.record import SeatInfo
    from souptable.ui.play.setup import Setup

    seats = [SeatInfo("Bo%1", "human", None), SeatInfo("%2%1", "bot", "random"), SeatInfo("Cy", "bot", "random")]
    window.start(Setup("salty", 3, seats, {}, 11))
    qtbot.wait(100)
    from souptable.ui.table.look import TURN_MARK

    # (the player to move's name is marked "▶ ")
    names = [window.scores.item(r, 0).text().removeprefix(TURN_MARK + " ") for r in range(window.scores.rowCount())]
    assert sorted(names) == sorted(["Bo%1", "%2%1", "Cy"])
    labels = [lab.label.text for lab in window.play.scene.labels.values()]
    assert "Bo%1" in labels and "%2%1" in labels


# -- menus ---------------------------------------------------------------------------------------------
def _mnemonic(label: str) -> str | None:
    m = re.search(r"&([^&])", label.replace("&&", ""))
    return m.group(1).lower() if m else None


def _menu_letters(menu: QMenu) -> list[tuple[str, str]]:
    out = []
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        letter = _mnemonic(action.text())
        if letter:  # a submenu's title counts here; its own items are checked on their own
            out.append((letter, action.text()))
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_menu_has_unique_alt_letters(window, qtbot, lang):
    window.set_language(lang)
    qtbot.wait(20)
    assert window.languages.current == lang
    bar = [a for a in window.menuBar().actions() if a.isVisible()]
    titles = [_mnemonic(a.text()) for a in bar]
    assert None not in titles and len(set(titles)) == len(titles), [a.text() for a in bar]
    menus = [a.menu() for a in bar]
    seen = list(menus)
    while seen:
        menu = seen.pop()
        letters = _menu_letters(menu)
        dupes = {k for k, _t in letters if [x for x, _ in letters].count(k) > 1}
        assert not dupes, (lang, menu.title(), [t for k, t in letters if k in dupes])
        seen += [a.menu() for a in menu.actions() if a.menu() is not None]
    window.set_language("en")


# -- nothing left in English --------------------------------------------------------------------------
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def test_the_japanese_about_dialog_has_no_english_paragraph(window, qtbot):
    from PySide6.QtWidgets import QLabel

    from souptable.ui.shell.dialogs import AboutDialog

    window.set_language("ja")
    dlg = AboutDialog(window)
    html = dlg.findChild(QLabel).text()
    paragraphs = re.findall(r"<p>(.*?)</p>", html, re.S)
    assert len(paragraphs) >= 4
    for p in paragraphs:
        assert JAPANESE.search(p), p
    dlg.deleteLater()
    window.set_language("en")


def test_every_game_name_is_translated_in_the_japanese_new_game_dialog(window, qtbot, settings):
    from souptable.ui.play.newgame import NewGameDialog

    window.set_language("ja")
    dlg = NewGameDialog(settings, window)
    for i in range(dlg.games.count()):
        name = dlg.games.item(i).text().split("\n")[0]
        assert JAPANESE.search(name), name
    dlg.deleteLater()
    window.set_language("en")
    QApplication.processEvents()
