"""``souptable --install-desktop`` / ``--uninstall-desktop`` into a temporary XDG data folder.

The install gives a desktop entry that ``desktop-file-validate`` accepts and that starts this
installation, the icon under the app id in every hicolor size and as SVG, and our own MIME
type for game records; uninstalling leaves the folder exactly as it was, whatever else was
in it. The checks that need ``desktop-file-validate`` or ``update-mime-database`` are skipped
where those tools are missing.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from souptable import desktop_integration as di
from souptable.resources import APP_ID, RECORD_MIME_TYPE, RECORD_SUFFIX

ROOT = Path(__file__).resolve().parents[2]
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def snapshot(folder: Path) -> dict[str, bytes | None]:
    """Every path in ``folder``: file contents, or None for a folder."""
    out: dict[str, bytes | None] = {}
    for path in sorted(folder.rglob("*")):
        out[str(path.relative_to(folder))] = None if path.is_dir() else path.read_bytes()
    return out


def run_app(xdg: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The app's command line in a child process, with ``xdg`` as XDG_DATA_HOME; Qt must stay unloaded."""
    code = (
        "import sys; from souptable.ui.app.main import main; rc = main(sys.argv[1:]); "
        "assert 'PySide6' not in sys.modules, 'Qt was imported'; sys.exit(rc)"
    )
    env = dict(os.environ, XDG_DATA_HOME=str(xdg), PYTHONPATH=str(ROOT / "desktop"))
    return subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True, text=True, timeout=120, check=False)


def exec_args(value: str) -> list[str]:
    """Split an ``Exec`` value as the Desktop Entry spec says: string escapes first, then
    space-separated arguments, double quotes with ``\\"``, ``\\` ``, ``\\$`` and ``\\\\`` inside."""
    text, i = "", 0
    while i < len(value):  # the value is a string: \\ is one backslash, \\s a space
        if value[i] == "\\" and i + 1 < len(value):
            text += {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}.get(value[i + 1], "\\" + value[i + 1])
            i += 2
        else:
            text += value[i]
            i += 1
    args: list[str] = []
    cur: str | None = None
    i = 0
    while i < len(text):
        c = text[i]
        if c == '"':
            cur = cur or ""
            i += 1
            while text[i] != '"':
                if text[i] == "\\" and text[i + 1] in '"`$\\':
                    i += 1
                cur += text[i]
                i += 1
        elif c == " ":
            if cur is not None:
                args.append(cur)
            cur = None
        else:
            cur = (cur or "") + c
        i += 1
    if cur is not None:
        args.append(cur)
    return [a.replace("%%", "%") for a in args]


def desktop_value(text: str, key: str) -> str:
    for line in text.splitlines():
        if line.startswith(key + "="):
            return line.split("=", 1)[1]
    raise KeyError(key)


@pytest.fixture
def xdg(tmp_path) -> Path:
    folder = tmp_path / "data home"  # a space, so that quoting in Exec is exercised
    folder.mkdir()
    return folder


def test_install_puts_entry_icons_and_mime_type_in_place(xdg):
    res = run_app(xdg, "--install-desktop")
    assert res.returncode == 0, res.stderr
    entry = xdg / "applications" / f"{APP_ID}.desktop"
    assert entry.is_file()
    for size in SIZES:
        png = xdg / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert png.read_bytes() == (ROOT / "assets" / "icons" / f"souptable-{size}.png").read_bytes()
    svg = xdg / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert svg.read_bytes() == (ROOT / "assets" / "icons" / "souptable.svg").read_bytes()
    mime = xdg / "mime" / "packages" / f"{APP_ID}.xml"
    assert mime.read_bytes() == (ROOT / "packaging" / f"{APP_ID}.mime.xml").read_bytes()
    assert str(entry) in res.stdout  # says what it installed
    text = entry.read_text(encoding="utf-8")
    assert desktop_value(text, "Icon") == APP_ID
    assert desktop_value(text, "MimeType") == f"{RECORD_MIME_TYPE};x-scheme-handler/souptable;"  # invite links too


def test_the_entry_starts_this_installation(xdg):
    command = [str(xdg / "my venv" / "bin" / "souptable")]  # a path with a space
    di.install(xdg, command)
    text = (xdg / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    exec_line = desktop_value(text, "Exec")
    assert exec_line.endswith(" %u")  # a file or a souptable:// link
    assert exec_args(exec_line) == [*command, "%u"]
    assert desktop_value(text, "TryExec") == command[0]


@pytest.mark.parametrize(
    "arg",
    ["/opt/soup table/souptable", "/home/a$b/`x`/souptable", '/we"ird/back\\slash/souptable', "/100%/souptable", "/plain/x"],
)
def test_exec_quoting_round_trips(arg):
    assert exec_args(di.exec_arg(arg) + " %f") == [arg, "%f"]


def test_the_launcher_of_a_venv_keeps_the_venv():
    cmd = di.launcher()
    assert os.path.isabs(cmd[0])
    if len(cmd) > 1:  # run from a checkout or by python -m: the interpreter, not what it links to
        assert cmd[0] == os.path.abspath(sys.executable) and cmd[1:] == ["-m", "souptable.ui.app.main"]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-validate not installed")
def test_installed_entry_passes_desktop_file_validate(xdg):
    di.install(xdg, [str(xdg / "odd dir" / "souptable")])
    res = subprocess.run(
        ["desktop-file-validate", str(xdg / "applications" / f"{APP_ID}.desktop")], capture_output=True, text=True
    )
    assert res.returncode == 0 and not res.stdout.strip(), res.stdout + res.stderr


def test_mime_type_describes_our_records():
    root = ET.parse(ROOT / "packaging" / f"{APP_ID}.mime.xml").getroot()
    (mtype,) = root.findall(f"{MIME_NS}mime-type")
    assert mtype.get("type") == RECORD_MIME_TYPE
    assert [g.get("pattern") for g in mtype.findall(f"{MIME_NS}glob")] == [f"*{RECORD_SUFFIX}"]
    assert [s.get("type") for s in mtype.findall(f"{MIME_NS}sub-class-of")] == ["application/json"]
    langs = {c.get("{http://www.w3.org/XML/1998/namespace}lang") for c in mtype.findall(f"{MIME_NS}comment")}
    assert langs == {None, "ja", "de"}


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="update-mime-database not installed")
def test_the_mime_database_learns_the_glob(xdg):
    di.install(xdg, ["/x/souptable"])
    globs = (xdg / "mime" / "globs2").read_text(encoding="utf-8")
    assert f"{RECORD_MIME_TYPE}:*{RECORD_SUFFIX}" in globs


def test_uninstall_leaves_an_empty_folder_empty(xdg):
    assert run_app(xdg, "--install-desktop").returncode == 0
    assert snapshot(xdg)
    res = run_app(xdg, "--uninstall-desktop")
    assert res.returncode == 0, res.stderr
    assert snapshot(xdg) == {}


def test_uninstall_leaves_other_files_as_they_were(xdg):
    # what a desktop user already has: another app's entry and icon, the app's own data
    (xdg / "applications").mkdir()
    (xdg / "applications" / "other.desktop").write_text(
        "[Desktop Entry]\nType=Application\nName=Other\nExec=other\nMimeType=text/plain;\n", encoding="utf-8"
    )
    (xdg / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    (xdg / "icons" / "hicolor" / "48x48" / "apps" / "other.png").write_bytes(b"png")
    (xdg / "SoupTable" / "souptable").mkdir(parents=True)
    (xdg / "SoupTable" / "souptable" / "statistics.json").write_text("{}", encoding="utf-8")
    before = snapshot(xdg)
    di.install(xdg, ["/x/souptable"])
    di.install(xdg, ["/y/souptable"])  # installing again replaces, and still remembers the start
    assert "/y/souptable" in (xdg / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    di.uninstall(xdg)
    assert snapshot(xdg) == before


def test_uninstall_leaves_a_file_changed_since(xdg):
    di.install(xdg, ["/x/souptable"])
    svg = xdg / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    svg.write_text("<svg xmlns='http://www.w3.org/2000/svg'/>", encoding="utf-8")
    report = di.uninstall(xdg)
    assert svg.exists() and [str(p) for p in report.kept] == [str(svg.relative_to(xdg))]
    assert not (xdg / "applications" / f"{APP_ID}.desktop").exists()


def test_uninstall_without_an_install_removes_nothing(xdg):
    (xdg / "applications").mkdir()
    (xdg / "applications" / "other.desktop").write_text("[Desktop Entry]\n", encoding="utf-8")
    before = snapshot(xdg)
    res = run_app(xdg, "--uninstall-desktop")
    assert res.returncode == 0 and "nothing to remove" in res.stdout
    assert snapshot(xdg) == before


def test_install_and_uninstall_together_is_a_usage_error(xdg):
    res = run_app(xdg, "--install-desktop", "--uninstall-desktop")
    assert res.returncode == 2 and res.stderr.count("\n") == 1 and "Traceback" not in res.stderr


def test_manifest_lives_in_the_apps_data_folder():
    from souptable.ui.base.settings import APPLICATION, ORGANIZATION

    assert Path(ORGANIZATION) / APPLICATION == di.APP_DATA


def test_uninstall_removes_nothing_outside_what_it_could_have_installed(xdg, tmp_path):
    import hashlib
    import json

    di.install(xdg, ["/x/souptable"])
    victim = tmp_path / "precious.txt"
    victim.write_text("keep me", encoding="utf-8")
    other = xdg / "applications" / "other.desktop"
    other.write_text("[Desktop Entry]\n", encoding="utf-8")
    manifest = json.loads((xdg / di.MANIFEST).read_text(encoding="utf-8"))
    for path in (victim, other):
        manifest["files"][os.path.relpath(path, xdg)] = hashlib.sha256(path.read_bytes()).hexdigest()
    manifest["created_dirs"].append("..")
    (xdg / di.MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    di.uninstall(xdg)
    assert victim.read_text(encoding="utf-8") == "keep me" and other.exists()
    assert not (xdg / "applications" / f"{APP_ID}.desktop").exists()
