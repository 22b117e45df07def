#!/usr/bin/env bash
# Build the one-folder bundle dist/souptable/ with PyInstaller, check it with --self-test, and
# pack it as dist/souptable-<version>-linux-<arch>.tar.xz with a .sha256 file beside it
# (packaging/pack_bundle.sh; the archive carries install.sh, the licences and the notices).
#   packaging/build_bundle.sh            (uses .venv, creating it if needed)
#   PYTHON=/path/to/venv/bin/python packaging/build_bundle.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
[ -x "$PY" ] || { python3 -m venv .venv; PY=.venv/bin/python; }
"$PY" -m pip install -q . pyinstaller
# the compiled catalogs go into the bundle
"$PY" -c "from pathlib import Path; import importlib.util as u; s=u.spec_from_file_location('q','desktop/souptable/qmbuild.py'); m=u.module_from_spec(s); s.loader.exec_module(m); m.compile_catalogs(Path('i18n'), Path('build/qm'))"
"$PY" -m PyInstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller packaging/souptable.spec
QT_QPA_PLATFORM=offscreen dist/souptable/souptable --self-test
version=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' desktop/souptable/__init__.py)
packaging/pack_bundle.sh dist/souptable "$version"
