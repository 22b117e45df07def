"""The import layers: ui/'s folders import each other only downward, and the engine,
the games, the computer players and the network code import neither Qt nor the CLI.

Every import counts, also one inside a function or under ``TYPE_CHECKING`` (mypy
follows those, and a circle there is a circle in the design).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "desktop" / "souptable"

# top to bottom; folders on one line are siblings and may not import each other
UI_LAYERS = [
    ["app"],
    ["shell"],
    ["lessons", "remote", "review"],
    ["play"],
    ["games"],
    ["table"],
    ["art"],
    ["base"],
    ["text"],
]
RANK = {folder: i for i, layer in enumerate(UI_LAYERS) for folder in layer}
NO_QT_NO_CLI = ["engine", "games", "ai", "net"]


def imports(path: Path, package: list[str]) -> list[tuple[int, str]]:
    """(line, absolute module) for every import in the file."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                base = node.module or ""
            else:
                base = ".".join(package[: len(package) - (node.level - 1)] + ([node.module] if node.module else []))
            if node.module is None:  # from . import a, b: each may be a module
                out += [(node.lineno, f"{base}.{a.name}") for a in node.names]
            else:
                out.append((node.lineno, base))
    return out


def package_of(path: Path) -> list[str]:
    parts = ["souptable", *path.relative_to(PACKAGE).with_suffix("").parts]
    return parts[:-1]  # a package's __init__ and a module both resolve from their folder


def ui_files() -> list[Path]:
    return sorted((PACKAGE / "ui").rglob("*.py"))


def test_every_ui_folder_has_a_layer():
    folders = {p.name for p in (PACKAGE / "ui").iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert folders == set(RANK), "a new folder of ui/ needs its place in UI_LAYERS"
    assert not [p.name for p in (PACKAGE / "ui").glob("*.py") if p.name != "__init__.py"], "ui/ holds folders only"


def test_ui_folders_import_only_downward():
    wrong = []
    for path in ui_files():
        me = path.relative_to(PACKAGE / "ui").parts[0]
        if me not in RANK:
            continue
        for line, module in imports(path, package_of(path)):
            parts = module.split(".")
            if parts[:2] != ["souptable", "ui"] or len(parts) < 3 or parts[2] not in RANK or parts[2] == me:
                continue
            if RANK[parts[2]] <= RANK[me]:
                wrong.append(f"{path.relative_to(PACKAGE)}:{line} imports {module}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("part", NO_QT_NO_CLI)
def test_the_core_imports_neither_qt_nor_the_cli_nor_the_ui(part):
    wrong = []
    for path in sorted((PACKAGE / part).rglob("*.py")):
        for line, module in imports(path, package_of(path)):
            top = module.split(".")
            if top[0] in ("PySide6", "shiboken6") or top[:2] in (["souptable", "cli"], ["souptable", "ui"]):
                wrong.append(f"{path.relative_to(PACKAGE)}:{line} imports {module}")
    assert not wrong, "\n".join(wrong)
