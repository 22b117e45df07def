#!/usr/bin/env bash
# Build the one-folder bundle dist/souptable/ with PyInstaller and check it with --self-test.
#   packaging/build_bundle.sh            (uses .venv, creating it if needed)
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
[ -x "$PY" ] || { python3 -m venv .venv; PY=.venv/bin/python; }
"$PY" -m pip install -q . pyinstaller
# the compiled catalogs go into the bundle
"$PY" -c "from pathlib import Path; import importlib.util as u; s=u.spec_from_file_location('q','desktop/souptable/qmbuild.py'); m=u.module_from_spec(s); s.loader.exec_module(m); m.compile_catalogs(Path('i18n'), Path('build/qm'))"
"$PY" -m PyInstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller packaging/souptable.spec
QT_QPA_PLATFORM=offscreen dist/souptable/souptable --self-test
echo "bundle: dist/souptable/souptable"
