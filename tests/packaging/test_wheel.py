"""`pip install .` must give a working app: the wheel carries the assets, the
compiled catalogs and the game data, and the installed app runs its self-test."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(out), str(ROOT)],
        check=True,
        timeout=600,
    )
    (whl,) = out.glob("souptable-*.whl")
    return whl


def test_wheel_holds_assets_catalogs_and_data(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for game in ("susuru", "salty", "suppenkasper", "soupmeng"):
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
    assert "souptable-cli = souptable.cli:main" in text and "souptable = souptable.ui.main:main" in text
