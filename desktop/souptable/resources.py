"""Where the app's data files are: installed package or source checkout.

An installed wheel carries ``souptable/assets`` and ``souptable/i18n/*.qm``;
a source checkout has ``assets/`` and ``i18n/*.ts`` at the top level, and
the ``.qm`` files are built on demand into a cache folder. No Qt here.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

_PKG = Path(__file__).resolve().parent
_CHECKOUT = _PKG.parent.parent


@cache
def assets_dir() -> Path:
    installed = _PKG / "assets"
    if installed.is_dir():
        return installed
    return _CHECKOUT / "assets"


def asset(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def catalogs_dir() -> Path | None:
    """Folder of the ``.ts`` sources in a checkout (``None`` when installed)."""
    src = _CHECKOUT / "i18n"
    return src if src.is_dir() and any(src.glob("*.ts")) else None


@cache
def qm_dir() -> Path | None:
    """Folder with compiled ``.qm`` catalogs, building them in a checkout."""
    installed = _PKG / "i18n"
    if installed.is_dir() and any(installed.glob("*.qm")):
        return installed
    src = catalogs_dir()
    if src is None:
        return None
    from .qmbuild import compile_catalogs

    cache_root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    out = cache_root / "souptable" / "qm"
    try:
        compile_catalogs(src, out)
    except (OSError, FileNotFoundError):
        return None
    return out
