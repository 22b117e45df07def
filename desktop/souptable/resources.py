"""Where the app's data files are: installed package or source checkout.

An installed wheel carries ``souptable/assets``, ``souptable/i18n/*.qm``,
``souptable/licenses`` (``LICENSE``, ``THIRD-PARTY-NOTICES.md``, ``LICENSES/*``) and
``souptable/desktop`` (the desktop entry, AppStream metainfo and MIME type from
``packaging/``); a source checkout has ``assets/``, ``i18n/*.ts``, the licence files and
``packaging/`` at the top level, and the ``.qm`` files are built on demand into a cache
folder. The PyInstaller bundle lays its data out like the wheel. No Qt here.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

_PKG = Path(__file__).resolve().parent
_CHECKOUT = _PKG.parent.parent

# The app's id on the desktop: desktop entry, icon, metainfo and MIME package file names.
APP_ID = "io.github.souptable.SoupTable"
# Game records: our own MIME type and file name extension (Open also reads .json).
RECORD_MIME_TYPE = "application/x-souptable"
RECORD_SUFFIX = ".souptable"


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


def licence_file(rel: str) -> Path:
    """A licence file by its path in the source tree: ``LICENSE``, ``THIRD-PARTY-NOTICES.md``,
    ``LICENSES/CC-BY-SA-4.0.txt``…"""
    installed = _PKG / "licenses" / rel
    return installed if installed.exists() else _CHECKOUT / rel


def desktop_file(name: str) -> Path:
    """A desktop integration file from ``packaging/`` (``<APP_ID>.desktop``, ``.metainfo.xml``,
    ``.mime.xml``)."""
    installed = _PKG / "desktop" / name
    return installed if installed.exists() else _CHECKOUT / "packaging" / name
