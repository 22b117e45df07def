"""The settings file is never unpickled, and a damaged one keeps what can be read.

PySide writes a Python object it has no Qt type for as a pickled ``@Variant(…)``
and Qt's INI reader unpickles it while parsing: a crafted ``souptable.conf`` must
run nothing (in any spelling Qt reads: quoted, with escapes), be set aside, and
its other values stay. Window geometry is stored as ``@ByteArray``.
"""

from __future__ import annotations

import os
import pickle
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings


class _Touch:
    """Unpickling this creates a file: the proof that a command ran."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (os.system, (f"touch {self.marker}",))


def crafted_line(marker: Path, tmp_path: Path) -> str:
    """The ``geometry=@Variant(…)`` line PySide writes for a pickled object."""
    probe = tmp_path / "probe.ini"
    q = QSettings(str(probe), QSettings.Format.IniFormat)
    q.setValue("ui/geometry", _Touch(marker))
    q.sync()
    del q
    (line,) = [x for x in probe.read_text(encoding="utf-8").splitlines() if x.startswith("geometry=")]
    probe.unlink()
    assert "@Variant(" in line and pickle.dumps(0)  # (the file holds the pickle)
    return line


SPELLINGS = {
    "as written": lambda v: v,
    "unquoted": lambda v: v.strip('"'),
    "hex escape": lambda v: v.replace("@Variant(", "\\x40Variant("),
    "wide hex escape": lambda v: v.replace("@Variant(", "\\x10040Variant("),
    "octal escape": lambda v: v.replace("@Variant(", "\\100Variant("),
    "escape inside": lambda v: v.replace("@Variant(", "@Va\\x72iant("),
}


@pytest.mark.parametrize("spelling", list(SPELLINGS))
def test_a_crafted_pickled_conf_runs_nothing_and_is_set_aside_keeping_the_rest(tmp_path, spelling):
    from souptable.ui.base.settings import GEOMETRY, LANGUAGE, SPEED, THINK_TIME, Settings

    marker = tmp_path / "command-ran"
    key, value = crafted_line(marker, tmp_path).split("=", 1)
    path = tmp_path / "souptable.conf"
    content = f"[ai]\nthink_time=2.5\n\n[ui]\nlanguage=de\n{key}={SPELLINGS[spelling](value)}\nanimation_speed=2\n"
    path.write_text(content, encoding="utf-8")
    s = Settings(path)
    assert s.get(GEOMETRY) == b""
    assert not marker.exists(), "the pickled value was run"
    assert s.damaged is not None and s.damaged.name.startswith("souptable.conf.damaged-")
    assert s.damaged.read_text(encoding="utf-8") == content  # kept as it was, for a bug report
    # every other preference is still there, in the fresh file
    assert (s.get(LANGUAGE), s.get(SPEED), s.get(THINK_TIME)) == ("de", 2.0, 2.5)
    assert s.recovered == 3
    fresh = path.read_text(encoding="utf-8")
    assert "Variant" not in fresh and "language=de" in fresh
    again = Settings(path)
    assert again.damaged is None and again.get(LANGUAGE) == "de"
    assert not marker.exists()


def test_the_default_settings_file_is_checked_before_qt_reads_it(tmp_path):
    from souptable.ui.base.settings import LANGUAGE, Settings, default_file

    path = default_file()
    assert path is not None and str(path).startswith(os.environ["XDG_CONFIG_HOME"])  # the test session's, never the player's
    marker = tmp_path / "command-ran"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"[ui]\nlanguage=ja\n{crafted_line(marker, tmp_path)}\n", encoding="utf-8")
    try:
        s = Settings()
        assert not marker.exists()
        assert s.damaged is not None and s.get(LANGUAGE) == "ja"
    finally:
        for p in path.parent.glob(path.name + "*"):
            p.unlink()


def test_geometry_round_trips_as_a_byte_array(tmp_path):
    from souptable.ui.base.settings import GEOMETRY, WINDOW_STATE, Settings

    path = tmp_path / "souptable.conf"
    geometry = bytes(range(256))
    s = Settings(path)
    s.set(GEOMETRY, geometry)
    s.set(WINDOW_STATE, bytearray(b"\x00\xffstate"))
    assert s.sync()
    text = path.read_text(encoding="utf-8")
    assert 'geometry="@ByteArray(' in text and "window_state=@ByteArray(" in text  # (quoted: it holds a comma)
    assert "Variant" not in text and "PyObjectWrapper" not in text
    again = Settings(path)
    assert again.damaged is None
    assert again.get(GEOMETRY) == geometry and again.get(WINDOW_STATE) == b"\x00\xffstate"
    q = QSettings(str(path), QSettings.Format.IniFormat)
    assert isinstance(q.value("ui/geometry"), QByteArray)


def test_one_nul_byte_loses_only_its_own_line(tmp_path):
    from souptable.ui.base.settings import LANGUAGE, SPEED, THINK_TIME, UNDO_POLICY, Settings

    path = tmp_path / "souptable.conf"
    content = b"[ai]\nthink_time=4\n\n[play]\nundo_policy=relaxed\n\n[ui]\nanimation_speed=0\x00\nlanguage=ja\n"
    path.write_bytes(content)
    s = Settings(path)
    assert s.damaged is not None and s.damaged.read_bytes() == content
    assert (s.get(THINK_TIME), s.get(UNDO_POLICY), s.get(LANGUAGE)) == (4.0, "relaxed", "ja")
    assert s.get(SPEED) == 1.0  # the damaged line: its default
