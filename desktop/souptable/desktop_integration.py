"""``souptable --install-desktop`` / ``--uninstall-desktop``: the app in the user's desktop.

Installs into the user's XDG data folder (``$XDG_DATA_HOME``, else ``~/.local/share``):

- ``applications/<APP_ID>.desktop`` — the menu entry, starting this very installation
  (its ``Exec`` and ``TryExec`` name the launcher that ran the command, so a venv that
  is not on ``PATH`` works, and a deleted one drops out of the menu);
- ``icons/hicolor/<N>x<N>/apps/<APP_ID>.png`` and ``icons/hicolor/scalable/apps/<APP_ID>.svg``;
- ``mime/packages/<APP_ID>.xml`` — the ``application/x-souptable`` type of game records
  (``*.souptable``).

Then it updates the caches whose tools exist (``update-mime-database``,
``update-desktop-database``, and ``gtk-update-icon-cache`` where an icon cache is already
there). What it writes (with checksums), the folders it makes and which cache files were
there before are noted first, in ``SoupTable/souptable/desktop-integration.json`` in the
same data folder, so that uninstalling removes exactly that (a file changed since is left
alone) and leaves the folder as it was. No Qt here.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from .resources import APP_ID, asset, desktop_file

# The app's own data folder under the XDG data folder (QStandardPaths' AppDataLocation
# for organisation "SoupTable", application "souptable"; see ui/base/settings.py).
APP_DATA = Path("SoupTable") / "souptable"
MANIFEST = APP_DATA / "desktop-integration.json"
_MIMEINFO = Path("applications") / "mimeinfo.cache"
_HICOLOR = Path("icons") / "hicolor"
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def data_home() -> Path:
    """``$XDG_DATA_HOME`` when it is an absolute path, else ``~/.local/share``."""
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


def launcher() -> list[str]:
    """The command that starts this installation of the app."""
    if getattr(sys, "frozen", False):  # the PyInstaller bundle
        return [os.path.abspath(sys.executable)]
    argv0 = sys.argv[0] if sys.argv else ""
    if os.path.basename(argv0) == "souptable":
        found = argv0 if os.sep in argv0 else shutil.which(argv0)
        if found and os.access(found, os.X_OK):
            return [os.path.abspath(found)]
    # never resolve symlinks: a venv's python is one, and it must stay the venv's
    return [os.path.abspath(sys.executable), "-m", "souptable.ui.app.main"]


def exec_arg(arg: str) -> str:
    """One argument of a desktop entry's ``Exec`` key, quoted and escaped as the spec says."""
    arg = arg.replace("%", "%%")
    if any(c in _RESERVED for c in arg):
        arg = '"' + "".join("\\" + c if c in '"`$\\' else c for c in arg) + '"'
    return arg.replace("\\", "\\\\")  # the key's value is a string: a backslash is written twice


def desktop_entry(command: list[str]) -> str:
    """The shipped desktop entry with ``Exec``/``TryExec`` pointing at ``command``."""
    lines = []
    for line in desktop_file(f"{APP_ID}.desktop").read_text(encoding="utf-8").splitlines():
        if line.startswith("TryExec="):
            continue
        if line.startswith("Exec="):
            lines.append("TryExec=" + command[0].replace("\\", "\\\\"))
            # %u: a saved game's file or an invite link (souptable://, the x-scheme-handler the entry names)
            line = "Exec=" + " ".join(exec_arg(a) for a in command) + " %u"
        lines.append(line)
    return "\n".join(lines) + "\n"


def icon_files() -> dict[Path, Path]:
    """Installed path (relative to the data folder) -> shipped icon file."""
    out: dict[Path, Path] = {}
    folder = asset("icons")
    for png in sorted(folder.glob("souptable-*.png")):
        size = png.stem.rsplit("-", 1)[1]
        if size.isdigit():
            out[_HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"] = png
    out[_HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg"] = folder / "souptable.svg"
    return out


def planned_files(command: list[str]) -> dict[Path, bytes]:
    """Every file the install writes: relative path -> content."""
    files: dict[Path, bytes] = {Path("applications") / f"{APP_ID}.desktop": desktop_entry(command).encode("utf-8")}
    for rel, src in icon_files().items():
        files[rel] = src.read_bytes()
    files[Path("mime") / "packages" / f"{APP_ID}.xml"] = desktop_file(f"{APP_ID}.mime.xml").read_bytes()
    return files


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _tool(name: str) -> str | None:
    return shutil.which(name)


def _run(cmd: list[str]) -> bool:
    try:
        return subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60, check=False).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


@dataclass
class Report:
    """What happened, for the command's output."""

    written: list[Path] = field(default_factory=list)
    removed: list[Path] = field(default_factory=list)
    kept: list[Path] = field(default_factory=list)  # ours by name, but changed since: left alone
    caches: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def lines(self, root: Path) -> list[str]:
        out = [f"installed {root / p}" for p in self.written]
        out += [f"removed {root / p}" for p in self.removed]
        out += [f"left {root / p} (changed since it was installed)" for p in self.kept]
        out += [f"updated {c}" for c in self.caches]
        return out + self.notes


def _update_caches(root: Path, report: Report, *, mime: bool = True, desktop: bool = True) -> None:
    mime_dir = root / "mime"
    tool = _tool("update-mime-database")
    if mime and (mime_dir / "packages").is_dir():
        if tool and _run([tool, str(mime_dir)]):
            report.caches.append(str(mime_dir))
        elif not tool:
            report.notes.append("update-mime-database not found: the file type is known once the desktop updates its cache")
    apps = root / "applications"
    tool = _tool("update-desktop-database")
    if desktop and tool and apps.is_dir() and any(apps.glob("*.desktop")) and _run([tool, "-q", str(apps)]):
        report.caches.append(str(apps / "mimeinfo.cache"))
    hicolor = root / _HICOLOR
    tool = _tool("gtk-update-icon-cache") or _tool("gtk4-update-icon-cache")
    # only where a cache is already there: a stale one would hide the new icons,
    # and without one the icons are found by looking at the folders
    if tool and (hicolor / "icon-theme.cache").exists() and _run([tool, "-q", "-t", "-f", str(hicolor)]):
        report.caches.append(str(hicolor / "icon-theme.cache"))


def _missing_parents(root: Path, rel: Path) -> list[Path]:
    """The folders on the way to ``rel`` (inside ``root``) that do not exist yet, outermost first."""
    out = []
    for parent in reversed(rel.parents):
        if parent != Path(".") and not (root / parent).exists():
            out.append(parent)
    return out


def _write(path: Path, data: bytes) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)


def install(root: Path | None = None, command: list[str] | None = None) -> Report:
    """Install the desktop entry, icons and MIME type into ``root`` (the XDG data folder)."""
    root = data_home() if root is None else root
    if (root / MANIFEST).exists():
        uninstall(root)  # a reinstall: start from the folder as it was before the last one
    files = planned_files(command or launcher())
    created: list[Path] = []
    for rel in [MANIFEST, *files]:
        for d in _missing_parents(root, rel):
            if d not in created:
                created.append(d)
    manifest = {
        "format": "souptable-desktop-integration",
        "version": 1,
        "files": {str(rel): _sha256(data) for rel, data in files.items()},
        "created_dirs": [str(d) for d in created],
        # cache files that were not there before are taken away again by the uninstall
        "had_mime_dir": (root / "mime").exists(),
        "had_mimeinfo_cache": (root / _MIMEINFO).exists(),
    }
    # the record first: an install cut short can still be undone
    (root / MANIFEST).parent.mkdir(parents=True, exist_ok=True)
    _write(root / MANIFEST, (json.dumps(manifest, indent=1) + "\n").encode("utf-8"))
    report = Report()
    for rel, data in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        _write(root / rel, data)
        report.written.append(rel)
    _update_caches(root, report)
    return report


def _read_manifest(root: Path) -> dict[str, object] | None:
    try:
        data = json.loads((root / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != "souptable-desktop-integration":
        return None
    return data


def _inside(rel: Path) -> bool:
    """A relative path that stays inside the data folder."""
    return not rel.is_absolute() and ".." not in rel.parts and rel != Path(".")


def _ours(rel: Path) -> bool:
    """A file the install may have written: inside the data folder and named after the app."""
    return _inside(rel) and rel.name.startswith(APP_ID + ".")


def _remove_empty_dirs(root: Path, dirs: list[Path]) -> None:
    for d in sorted(dirs, key=lambda p: len(p.parts), reverse=True):
        with contextlib.suppress(OSError):  # not empty (someone else's files) or already gone
            (root / d).rmdir()


def uninstall(root: Path | None = None) -> Report:
    """Remove what :func:`install` put into ``root``, and nothing else."""
    root = data_home() if root is None else root
    report = Report()
    manifest = _read_manifest(root)
    if manifest is None:
        # no record of an install: remove only files with our name at the places install uses
        for rel in planned_files(["souptable"]):
            if (root / rel).is_file():
                (root / rel).unlink()
                report.removed.append(rel)
        if report.removed:
            _update_caches(root, report)
        return report
    files = manifest.get("files")
    for rel_text, digest in files.items() if isinstance(files, dict) else []:
        rel = Path(rel_text)
        if not _ours(rel):
            continue
        path = root / rel
        if not path.is_file():
            continue
        if _sha256(path.read_bytes()) == digest:
            path.unlink()
            report.removed.append(rel)
        else:
            report.kept.append(rel)
    (root / MANIFEST).unlink()
    # caches: what was not there before goes; what was there is brought up to date
    mime_dir = root / "mime"
    if manifest.get("had_mime_dir") is False and not any((mime_dir / "packages").glob("*.xml")):
        shutil.rmtree(mime_dir, ignore_errors=True)  # nothing in it but what the cache tool made from ours
        report.notes.append(f"removed {mime_dir} (the install had made it)")
    drop_mimeinfo = manifest.get("had_mimeinfo_cache") is False
    if drop_mimeinfo:
        (root / _MIMEINFO).unlink(missing_ok=True)
    _update_caches(root, report, mime=mime_dir.exists(), desktop=not drop_mimeinfo)
    dirs = manifest.get("created_dirs")
    _remove_empty_dirs(root, [Path(d) for d in dirs if isinstance(d, str) and _inside(Path(d))] if isinstance(dirs, list) else [])
    return report


def run(action: str, out: Callable[[str], None] = print) -> int:
    """``install`` or ``uninstall`` for the command line: 0 on success, 1 on failure."""
    root = data_home()
    try:
        report = install(root) if action == "install" else uninstall(root)
    except OSError as exc:
        print(f"souptable: cannot {action} the desktop files in {root}: {exc}", file=sys.stderr)
        return 1
    for line in report.lines(root):
        out(line)
    if action == "uninstall" and not (report.removed or report.kept):
        out(f"nothing to remove in {root}")
    return 0
