#!/usr/bin/env bash
# Pack a built bundle folder into a .tar.xz with a SHA-256 checksum beside it, and print its size.
#   packaging/pack_bundle.sh DIR VERSION      e.g. packaging/pack_bundle.sh dist/souptable 0.1.0
# Before packing, DIR gets: install.sh (copies the bundle to ~/.local/opt/souptable and runs
# --install-desktop), LICENSE, THIRD-PARTY-NOTICES.md, LICENSES/, and LICENSES/system/ with the
# Debian copyright file of every shared library PyInstaller copied from the build machine.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:?usage: pack_bundle.sh DIR VERSION}
version=${2:?usage: pack_bundle.sh DIR VERSION}
[ -d "$dir" ] || { echo "pack_bundle: no folder $dir" >&2; exit 2; }
dir=$(cd "$dir" && pwd)
name=$(basename "$dir")
out_dir=$(dirname "$dir")
archive="souptable-$version-linux-$(uname -m).tar.xz"

install -m 0755 "$root/packaging/install.sh" "$dir/install.sh"
install -m 0644 "$root/LICENSE" "$root/THIRD-PARTY-NOTICES.md" "$dir/"
rm -rf "$dir/LICENSES" && cp -r "$root/LICENSES" "$dir/LICENSES"

# Shared libraries PyInstaller copied from the build machine (not Qt's: those are PySide6's,
# see the notices), with the copyright file of the Debian package they came from. Only real
# libraries: a name that ends in .so or .so.N ("*.so*" would also take the
# io.github.souptable.SoupTable.desktop file). A file no package owns (a Python package's
# own extension, e.g. websockets' speedups) is named, not fatal: the notices cover it.
if command -v dpkg-query >/dev/null 2>&1; then
  sys="$dir/LICENSES/system"
  rm -rf "$sys"
  mkdir -p "$sys"
  libs=$(find "$dir" \( -name '*.so' -o -name '*.so.[0-9]*' \) -type f -not -path '*/PySide6/*' -not -path '*/shiboken6/*' -printf '%f\n' | sort -u)
  pats=()
  for lib in $libs; do pats+=("*/$lib"); done
  # one query for all (each one reads the whole package database); unowned files make it exit 1
  owners=$(dpkg-query -S "${pats[@]}" 2>/dev/null || true)
  unowned=()
  for lib in $libs; do
    # (a here-string, not a pipe: awk stops at the first match, which would end printf with
    # SIGPIPE, and pipefail would end the script)
    pkg=$(awk -v lib="$lib" -F': ' 'NF == 2 { n = split($2, p, "/"); if (p[n] == lib) { split($1, q, /[:,]/); print q[1]; exit } }' <<<"$owners")
    if [ -z "$pkg" ]; then
      unowned+=("$lib")
    elif [ -f "/usr/share/doc/$pkg/copyright" ]; then
      cp "/usr/share/doc/$pkg/copyright" "$sys/$pkg.copyright"
    else
      echo "pack_bundle: $pkg (for $lib) has no /usr/share/doc/$pkg/copyright" >&2
    fi
  done
  if [ ${#unowned[@]} -gt 0 ]; then
    echo "pack_bundle: ${#unowned[@]} files no system package owns (Python's and its packages' own: see THIRD-PARTY-NOTICES.md): ${unowned[*]}"
  fi
  rmdir --ignore-fail-on-non-empty "$sys"
fi

rm -f "$out_dir/$archive" "$out_dir/$archive.sha256"
XZ_OPT=${XZ_OPT:--T0 -6} tar -C "$out_dir" --sort=name --owner=0 --group=0 --numeric-owner -cJf "$out_dir/$archive" "$name"
(cd "$out_dir" && sha256sum "$archive" >"$archive.sha256")
packed=$(stat -c %s "$out_dir/$archive" | awk '{printf "%.1f", $1 / 1e6}')
unpacked=$(du -sb "$dir" | awk '{printf "%.1f", $1 / 1e6}')
echo "bundle: $out_dir/$archive ($packed MB; $unpacked MB unpacked)"
echo "checksum: $out_dir/$archive.sha256"
