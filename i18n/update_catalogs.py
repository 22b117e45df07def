"""Refresh the Qt Linguist catalogs from the sources.

    python i18n/update_catalogs.py

Runs PySide6's lupdate over ``desktop/souptable`` into ``souptable_{en,ja,de}.ts``
(dropping strings the code no longer has), then fills the English catalog from
the source texts (English is the source language). Japanese and German entries
that are new come out ``type="unfinished"`` for a translator to complete; the
test suite refuses unfinished entries.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "ja", "de")


def lupdate() -> str:
    spec = importlib.util.find_spec("PySide6")
    assert spec and spec.submodule_search_locations
    for loc in spec.submodule_search_locations:
        cand = Path(loc) / "lupdate"
        if cand.exists():
            return str(cand)
    return "pyside6-lupdate"


def run_lupdate(ts_files: list[Path]) -> None:
    args = [
        lupdate(),
        "-extensions",
        "py",
        "-no-obsolete",
        "-locations",
        "none",
        "-silent",
        str(ROOT / "desktop" / "souptable"),
        "-ts",
        *map(str, ts_files),
    ]
    subprocess.run(args, check=True, cwd=ROOT)


def write_ts(tree: ET.ElementTree, path: Path) -> None:
    """Write a catalog the way Linguist does (declaration and doctype first)."""
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def plural_entries(path: Path) -> dict[tuple[str, str], ET.Element]:
    """The hand-made plural entries of a catalog, by (context, source).

    lupdate cannot see plural calls in Python sources (the count is an argument
    it does not parse), so translators mark them ``numerus="yes"`` by hand; a run
    of lupdate would turn them back into plain, unfinished entries."""
    out = {}
    if path.exists():
        for ctx in ET.parse(path).getroot().iter("context"):
            name = ctx.findtext("name") or ""
            for msg in ctx.iter("message"):
                if msg.get("numerus") == "yes":
                    out[(name, msg.findtext("source") or "")] = msg.find("translation")
    return out


def restore_plurals(path: Path, saved: dict[tuple[str, str], ET.Element]) -> None:
    if not saved:
        return
    tree = ET.parse(path)
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            old = saved.get((name, msg.findtext("source") or ""))
            if old is None:
                continue
            msg.set("numerus", "yes")
            tr = msg.find("translation")
            if tr is not None:
                msg.remove(tr)
            msg.append(old)
    write_ts(tree, path)


def fill_english(path: Path) -> None:
    """English translations are the sources themselves (plural forms: one, other)."""
    tree = ET.parse(path)
    for msg in tree.getroot().iter("message"):
        source = msg.findtext("source") or ""
        tr = msg.find("translation")
        if tr is None:
            tr = ET.SubElement(msg, "translation")
        tr.attrib.pop("type", None)
        if msg.get("numerus") == "yes":
            for child in list(tr):
                tr.remove(child)
            tr.text = None
            for _ in range(2):
                ET.SubElement(tr, "numerusform").text = source
        else:
            tr.text = source
    write_ts(tree, path)


def main() -> int:
    ts = [ROOT / "i18n" / f"souptable_{lang}.ts" for lang in LANGS]
    for path, lang in zip(ts, LANGS, strict=True):
        if not path.exists():
            path.write_text(
                f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="{lang}"></TS>\n',
                encoding="utf-8",
            )
    saved = {path: plural_entries(path) for path in ts}
    run_lupdate(ts)
    for path in ts:
        restore_plurals(path, saved[path])
    fill_english(ts[0])
    for path in ts[1:]:
        n = path.read_text(encoding="utf-8").count('type="unfinished"')
        print(f"{path.name}: {n} unfinished")
    return 0


if __name__ == "__main__":
    sys.exit(main())
