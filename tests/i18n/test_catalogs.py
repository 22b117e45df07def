"""The translation catalogs: complete, with the same placeholders as the source,
in step with the code (lupdate finds nothing new), and applied at once when the
language changes."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from souptable.qmbuild import compile_catalogs

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "i18n"
PLACEHOLDER = re.compile(r"%(?:\d+|n)")


def messages(path: Path) -> list[tuple[str, str, list[str], str | None]]:
    """(context, source, translations, type) of every message."""
    out = []
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            assert tr is not None
            forms = [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
            out.append((name, msg.findtext("source") or "", forms, tr.get("type")))
    return out


@pytest.mark.parametrize("lang", ["en", "ja", "de"])
def test_catalog_is_complete_with_consistent_placeholders(lang):
    msgs = messages(I18N / f"souptable_{lang}.ts")
    assert len(msgs) > 300
    unfinished = [(c, s) for c, s, _f, t in msgs if t in ("unfinished", "vanished", "obsolete")]
    assert not unfinished, f"{len(unfinished)} unfinished in {lang}: {unfinished[:5]}"
    for ctx, source, forms, _t in msgs:
        for form in forms:
            assert form.strip(), f"empty translation in {lang}: {ctx}: {source!r}"
            assert sorted(set(PLACEHOLDER.findall(form))) == sorted(set(PLACEHOLDER.findall(source))), (lang, ctx, source, form)


def test_catalogs_hold_the_same_messages():
    keys = [{(c, s) for c, s, _f, _t in messages(I18N / f"souptable_{lang}.ts")} for lang in ("en", "ja", "de")]
    assert keys[0] == keys[1] == keys[2]


def test_lupdate_over_the_sources_finds_nothing_new(tmp_path):
    copy = tmp_path / "souptable_ja.ts"
    shutil.copy(I18N / "souptable_ja.ts", copy)
    from souptable.qmbuild import lrelease

    lupdate = str(Path(lrelease()).with_name("lupdate"))
    subprocess.run(
        [
            lupdate,
            "-extensions",
            "py",
            "-no-obsolete",
            "-locations",
            "none",
            "-silent",
            str(ROOT / "desktop" / "souptable"),
            "-ts",
            str(copy),
        ],
        check=True,
    )
    before = {(c, s) for c, s, _f, _t in messages(I18N / "souptable_ja.ts")}
    after = {(c, s) for c, s, _f, _t in messages(copy)}
    assert after == before, f"new: {sorted(after - before)[:5]}, gone: {sorted(before - after)[:5]}"


def test_catalogs_compile(tmp_path):
    built = compile_catalogs(I18N, tmp_path)
    assert {p.name for p in built} == {"souptable_en.qm", "souptable_ja.qm", "souptable_de.qm"}
    assert all(p.stat().st_size > 1000 for p in built)


def test_switching_language_retranslates_the_window_and_the_board(window, qtbot):
    from souptable.ui.app.scenarios import mid_game, seats_for
    from souptable.ui.play.setup import Setup

    match = mid_game("susuru")
    window.start(Setup("susuru", match.players, seats_for(match.players), {}, match.seed), match)
    qtbot.wait(50)
    en_menu = window.game_menu.title()
    en_prompt = window.play.prompt.text()
    en_labels = sorted(lab.label.text for lab in window.play.scene.labels.values())
    window.set_language("ja")
    qtbot.wait(50)
    assert window.languages.current == "ja"
    assert window.game_menu.title() != en_menu and "(&G)" in window.game_menu.title()
    assert window.play.prompt.text() != en_prompt
    assert sorted(lab.label.text for lab in window.play.scene.labels.values()) != en_labels
    window.set_language("de")
    qtbot.wait(50)
    assert window.game_menu.title() == "&Spiel"
    window.set_language("en")
    qtbot.wait(50)
    assert window.game_menu.title() == en_menu


def test_qt_standard_buttons_follow_the_language(window, qtbot):
    from PySide6.QtWidgets import QDialogButtonBox

    window.set_language("de")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Abbrechen"
    window.set_language("en")
