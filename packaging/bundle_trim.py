"""What the PyInstaller bundle leaves out (read by packaging/souptable.spec).

PyInstaller collects every Qt plugin of the modules the app imports and every shared library
those plugins link, wherever they come from on the build machine. Two are not ours to ship:

- GNU readline (GPL): only Python's interactive prompt uses it; the app has none. The spec
  excludes the ``readline`` module, and with it go ``libreadline`` and what only it links.
- GTK 3: Qt's ``gtk3`` platform theme plugin pulls GTK, GDK, ATK, Cairo, Pango and
  gdk-pixbuf from the build machine. The app draws its own look (Qt's own style, and the
  xdg-desktop-portal theme for file dialogs); without the plugin Qt uses those.

:func:`trim` drops the plugins named in :data:`DROPPED` and then every library copied from the
build machine (a top-level ``lib*.so*`` of the bundle) that no kept binary still links,
as ``ldd`` reports it. ``python3 packaging/bundle_trim.py check ARCHIVE`` lists what an
archive carries that it must not (exit 1 if anything). Build time only; nothing here runs
in the app.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tarfile
from collections.abc import Callable, Iterable
from pathlib import PurePosixPath

# Python modules the bundle leaves out (Analysis(excludes=...))
EXCLUDED_MODULES = ("tkinter", "readline", "PySide6.QtWebEngineCore", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.Qt3DCore")
# binaries left out, by their path in the bundle (PyInstaller's ``dest``)
DROPPED = ("PySide6/Qt/plugins/platformthemes/libqgtk3.so",)
# names that must never be in the bundle (.ci/run checks the built bundle for them too)
FORBIDDEN = re.compile(r"(^|/)(libreadline|libgtk-3|libgdk-3|libqgtk3|readline\.cpython)[^/]*$")

Entry = tuple[str, str, str]  # PyInstaller's TOC entry: (dest, source, typecode)


def ldd_needs(path: str) -> set[str]:
    """The file names of the shared libraries ``path`` links, directly or not (``ldd``)."""
    done = subprocess.run(["ldd", path], capture_output=True, text=True, check=False)
    names = set()
    for line in done.stdout.splitlines():
        name = line.strip().split(" ", 1)[0]
        if name:
            names.add(PurePosixPath(name).name)
    return names


def _copied_from_system(dest: str) -> bool:
    """A library PyInstaller copied in only because something links it (not a module,
    not part of a package such as PySide6): it sits at the top of the bundle."""
    return "/" not in dest and dest.startswith("lib") and ".so" in dest and not dest.startswith("libpython")


def trim(binaries: Iterable[Entry], needs: Callable[[str], set[str]] = ldd_needs) -> list[Entry]:
    """``binaries`` without :data:`DROPPED` and without the system libraries only they needed."""
    kept = [b for b in binaries if b[0] not in DROPPED]
    linked: set[str] = set()
    for dest, source, _kind in kept:
        if not _copied_from_system(dest):
            linked |= needs(source)
    # libraries that only other copied libraries link are in ``linked`` already: ldd
    # lists a binary's whole closure, not only its direct dependencies
    return [b for b in kept if not _copied_from_system(b[0]) or b[0] in linked]


def forbidden(names: Iterable[str]) -> list[str]:
    """The paths among ``names`` that must not be shipped."""
    return sorted(n for n in names if FORBIDDEN.search(n))


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] != "check":
        print("usage: bundle_trim.py check ARCHIVE", file=sys.stderr)
        return 2
    with tarfile.open(argv[1]) as tar:
        bad = forbidden(tar.getnames())
    for name in bad:
        print(f"bundle_trim: must not be shipped: {name}", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
