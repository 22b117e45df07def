"""Compile Qt Linguist catalogs (``.ts``) into ``.qm`` with PySide6's lrelease.

Used by the wheel build hook (``packaging/hatch_build.py`` loads this file by
path, so it must stay free of package-relative imports) and, in a source
checkout, by the app to build fresh ``.qm`` files into a cache folder. The
``.qm`` files are build products, never edited or committed.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path


def lrelease() -> str:
    """Path of the lrelease binary that ships with PySide6-Essentials."""
    spec = importlib.util.find_spec("PySide6")
    if spec and spec.submodule_search_locations:
        for loc in spec.submodule_search_locations:
            for name in ("lrelease", "lrelease.exe"):
                cand = Path(loc) / name
                if cand.is_file():
                    return str(cand)
    import shutil

    found = shutil.which("pyside6-lrelease")
    if found:
        return found
    raise FileNotFoundError("lrelease not found: install PySide6-Essentials")


def compile_catalogs(src: Path, out: Path) -> list[Path]:
    """``src/*.ts`` -> ``out/*.qm``; only stale files are rebuilt."""
    out.mkdir(parents=True, exist_ok=True)
    built = []
    tool = None
    for ts in sorted(src.glob("*.ts")):
        qm = out / (ts.stem + ".qm")
        if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
            import subprocess  # (only to build: the app's start in a checkout finds them fresh)

            tool = tool or lrelease()
            tmp = qm.with_suffix(f".{os.getpid()}.tmp")
            subprocess.run([tool, "-silent", str(ts), "-qm", str(tmp)], check=True, capture_output=True)
            os.replace(tmp, qm)
        built.append(qm)
    return built
