#!/usr/bin/env bash
# Build the one-folder bundle dist/souptable/ (or $DIST/souptable/) with PyInstaller, check it with --self-test, and
# pack it as dist/souptable-<version>-linux-<arch>.tar.xz with a .sha256 file beside it
# (packaging/pack_bundle.sh; the archive carries install.sh, the licences and the notices).
#   packaging/build_bundle.sh            (builds in its own venv, build/bundle-venv)
#   PYTHON=/path/to/venv/bin/python packaging/build_bundle.sh
#   DIST=/elsewhere BUILD=/tmp/b packaging/build_bundle.sh   (output and work folders; .ci/run)
#   WHEEL=dist/souptable-X-py3-none-any.whl ...   (install that wheel instead of building one)
#   SELF_TEST=0 ...                               (the caller runs the self-test itself)
#   XZ_OPT="-T0 -1" ...                           (faster, larger archive; default -T0 -6)
# The app is installed into that venv from this checkout (not editable), so the build never
# touches the developer's .venv. What the bundle leaves out, and why: packaging/bundle_trim.py.
# It leaves behind only $DIST (the bundle, the archive, its checksum) and $BUILD.
set -euo pipefail
cd "$(dirname "$0")/.."
DIST=${DIST:-dist}
BUILD=${BUILD:-build}
PY=${PYTHON:-$BUILD/bundle-venv/bin/python}
if [ ! -x "$PY" ]; then
  [ -z "${PYTHON:-}" ] || { echo "build_bundle: no python at $PY" >&2; exit 2; }
  python3 -m venv "$BUILD/bundle-venv"
fi
"$PY" -m pip install -q "${WHEEL:-.}" pyinstaller
qm=$(mktemp -d)
trap 'rm -rf "$qm"' EXIT
# the compiled catalogs go into the bundle (souptable.spec reads SOUPTABLE_QM_DIR)
"$PY" -c "from pathlib import Path; import importlib.util as u, sys; s=u.spec_from_file_location('q','desktop/souptable/qmbuild.py'); m=u.module_from_spec(s); s.loader.exec_module(m); m.compile_catalogs(Path('i18n'), Path(sys.argv[1]))" "$qm"
SOUPTABLE_QM_DIR="$qm" "$PY" -m PyInstaller --noconfirm --clean --log-level WARN --distpath "$DIST" --workpath "$BUILD/pyinstaller" packaging/souptable.spec
if [ "${SELF_TEST:-1}" != 0 ]; then
  QT_QPA_PLATFORM=offscreen "$DIST/souptable/souptable" --self-test
fi
version=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' desktop/souptable/__init__.py)
packaging/pack_bundle.sh "$DIST/souptable" "$version"
