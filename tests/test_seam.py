"""The seam between the window and the features (issue 41): a feature takes a typed
window (``TableWindow`` in ui/play/seam.py, or its folder's extension of it; shell/
modules take ``MainWindow``), never ``window: Any``, and touches no private attribute
of the window. mypy checks the rest (every attribute a feature uses is declared)."""

from __future__ import annotations

import re
from pathlib import Path

UI = Path(__file__).resolve().parent.parent / "desktop" / "souptable" / "ui"
WINDOW = UI / "shell" / "mainwindow.py"


def lines(pattern: str, skip: Path | None = None) -> list[str]:
    rx = re.compile(pattern)
    return [
        f"{p.relative_to(UI)}:{i}: {line.strip()}"
        for p in sorted(UI.rglob("*.py"))
        if p != skip
        for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if rx.search(line)
    ]


def test_no_feature_takes_an_untyped_window():
    assert not lines(r"\b(window|main|parent_window)\s*:\s*(typing\.)?Any\b")


def test_no_feature_reaches_into_the_windows_privates():
    assert not lines(r"\b(window|self\.window|self\.main|w)\._[a-z]", skip=WINDOW)
