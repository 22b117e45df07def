"""Refresh the Qt Linguist catalogs from the sources.

    python i18n/update_catalogs.py

Runs PySide6's lupdate over ``desktop/souptable`` into ``souptable_{en,ja,de}.ts``
(dropping strings the code no longer has), then:

- marks the plural messages as numerus entries. lupdate's Python parser does not
  see the count of ``QCoreApplication.translate(context, text, disambiguation, n)``
  (it only knows PyQt4's five-argument form), so this script finds those calls
  itself (:func:`plural_calls`, by reading the sources' syntax trees) and makes
  their messages ``numerus="yes"`` in every catalog, keeping the forms translators
  wrote (English: 2 forms, German: 2, Japanese: 1). Give the count as a plain name
  (``count``, not ``obs["deck"]``): lupdate drops a call whose arguments hold
  another string literal, and this script then warns that the plural is missing;
- fills the English catalog from the source texts (English is the source
  language): a plain message is its source, a plural message gets "%n card" and
  "%n cards" from a source written "%n card(s)" (a plural source without "(s)"
  keeps the English forms someone wrote, or is left unfinished).

Japanese and German entries that are new come out ``type="unfinished"`` for a
translator to complete; the test suite refuses unfinished entries. A ``#:``
comment right above a ``translate`` call becomes the message's translator
comment (``<extracomment>``).
"""

from __future__ import annotations

import ast
import importlib.util
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "desktop" / "souptable"
LANGS = ("en", "ja", "de")
# How many plural forms Qt uses for a catalog's language (its numerus rules).
NUMERUS_FORMS = {"en": 2, "de": 2, "ja": 1}

Key = tuple[str, str, str]  # (context, source, disambiguation or "")


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
        str(SOURCES),
        "-ts",
        *map(str, ts_files),
    ]
    subprocess.run(args, check=True, cwd=ROOT, capture_output=True)  # its notes are not ours to show


# -- the plural calls in the sources ------------------------------------------------------------
def _literal(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):  # "a" "b" split with +
        left, right = _literal(node.left), _literal(node.right)
        return None if left is None or right is None else left + right
    return None


def _is_translate(func: ast.expr) -> bool:
    return (isinstance(func, ast.Name) and func.id == "translate") or (
        isinstance(func, ast.Attribute) and func.attr == "translate"
    )


def plural_calls(root: Path = SOURCES) -> dict[Key, list[str]]:
    """Every ``translate(context, text, disambiguation, n)`` call with a count, by
    (context, source, disambiguation), with where it is (``file:line``)."""
    out: dict[Key, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and _is_translate(node.func)):
                continue
            has_n = len(node.args) >= 4 or any(k.arg == "n" for k in node.keywords)
            if not has_n or len(node.args) < 2:
                continue
            context, source = _literal(node.args[0]), _literal(node.args[1])
            if context is None or source is None:
                continue
            dis = _literal(node.args[2]) if len(node.args) >= 3 else None
            for k in node.keywords:
                if k.arg == "disambiguation":
                    dis = _literal(k.value)
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            out.setdefault((context, source, dis or ""), []).append(where)
    return out


# -- catalogs -----------------------------------------------------------------------------------
def write_ts(tree: ET.ElementTree, path: Path) -> None:
    """Write a catalog the way Linguist does (declaration and doctype first)."""
    body = ET.tostring(tree.getroot(), encoding="unicode", short_empty_elements=False)
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def _key(ctx_name: str, msg: ET.Element) -> Key:
    return ctx_name, msg.findtext("source") or "", msg.findtext("comment") or ""


def messages(root: ET.Element) -> list[tuple[Key, ET.Element]]:
    out = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        out += [(_key(name, msg), msg) for msg in ctx.iter("message")]
    return out


def saved_translations(path: Path) -> dict[Key, ET.Element]:
    """The translation elements of a catalog before lupdate runs, by message."""
    if not path.exists():
        return {}
    out = {}
    for key, msg in messages(ET.parse(path).getroot()):
        tr = msg.find("translation")
        if tr is not None:
            out[key] = tr
    return out


def english_forms(source: str) -> list[str] | None:
    """ "%n card(s)" -> ["%n card", "%n cards"]; None when the source does not say how."""
    if "(s)" not in source:
        return None
    return [source.replace("(s)", ""), source.replace("(s)", "s")]


def mark_plurals(path: Path, lang: str, plurals: dict[Key, list[str]], saved: dict[Key, ET.Element]) -> list[Key]:
    """Make the plural messages numerus entries (keeping or converting their forms);
    returns the plural calls the catalog lacks."""
    tree = ET.parse(path)
    forms_wanted = NUMERUS_FORMS.get(lang, 2)
    seen = set()
    for key, msg in messages(tree.getroot()):
        old = saved.get(key)
        tr = msg.find("translation")
        if key not in plurals:
            if msg.get("numerus") == "yes":  # no longer a plural call: back to one text
                del msg.attrib["numerus"]
                if tr is not None:
                    first = tr.find("numerusform")
                    text = first.text if first is not None else tr.text
                    for child in list(tr):
                        tr.remove(child)
                    tr.text = text
                    tr.set("type", "unfinished")
            continue
        seen.add(key)
        msg.set("numerus", "yes")
        if tr is None:
            tr = ET.SubElement(msg, "translation")
        kept = [f.text or "" for f in old.findall("numerusform")] if old is not None else []
        finished = old is not None and old.get("type") is None
        if not kept and old is not None and (old.text or "").strip():
            kept = [old.text or ""]  # a plain translation from before: a first form to start from
            finished = finished and forms_wanted == 1
        if lang == "en" and (len(kept) != forms_wanted or not finished):
            derived = english_forms(key[1])
            if derived is not None:
                kept, finished = derived, True
        if len(kept) != forms_wanted:
            finished = False
            kept = (kept + [kept[-1] if kept else ""] * forms_wanted)[:forms_wanted]
        for child in list(tr):
            tr.remove(child)
        tr.text = None
        tr.attrib.clear()
        if not finished:
            tr.set("type", "unfinished")
        tr.text = "\n" + " " * 12  # Linguist's layout: one form a line
        for form in kept:
            ET.SubElement(tr, "numerusform").text = form
            tr[-1].tail = "\n" + " " * 12
        tr[-1].tail = "\n" + " " * 8
    write_ts(tree, path)
    return sorted(set(plurals) - seen)


def fill_english(path: Path) -> None:
    """English translations are the sources themselves (plural forms: see :func:`mark_plurals`)."""
    tree = ET.parse(path)
    for _, msg in messages(tree.getroot()):
        if msg.get("numerus") == "yes":
            continue
        source = msg.findtext("source") or ""
        tr = msg.find("translation")
        if tr is None:
            tr = ET.SubElement(msg, "translation")
        tr.attrib.pop("type", None)
        tr.text = source
    write_ts(tree, path)


def check_sources(plurals: dict[Key, list[str]]) -> list[str]:
    """Plural calls whose text has no %n (the count would not show)."""
    return [f"{where[0]}: {src!r} has no %n" for (_c, src, _d), where in plurals.items() if not re.search(r"%L?n", src)]


def update(folder: Path) -> list[str]:
    """Refresh ``folder/souptable_{en,ja,de}.ts`` from the sources; the problems found."""
    ts = [folder / f"souptable_{lang}.ts" for lang in LANGS]
    for path, lang in zip(ts, LANGS, strict=True):
        if not path.exists():
            path.write_text(
                f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="{lang}"></TS>\n',
                encoding="utf-8",
            )
    plurals = plural_calls()
    saved = {path: saved_translations(path) for path in ts}
    run_lupdate(ts)
    problems = check_sources(plurals)
    for path, lang in zip(ts, LANGS, strict=True):
        missing = mark_plurals(path, lang, plurals, saved[path])
        problems += [f"{path.name}: lupdate did not find the plural {k[0]}: {k[1]!r}" for k in missing]
    fill_english(ts[0])
    return problems


def main() -> int:
    problems = update(ROOT / "i18n")
    for lang in LANGS:
        n = (ROOT / "i18n" / f"souptable_{lang}.ts").read_text(encoding="utf-8").count('type="unfinished"')
        print(f"souptable_{lang}.ts: {n} unfinished")
    for p in problems:
        print("warning:", p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
