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

# shared libraries from the build machine (not Qt's: those are PySide6's, see the notices)
if command -v dpkg-query >/dev/null 2>&1; then
  sys="$dir/LICENSES/system"
  rm -rf "$sys"
  find "$dir" -name '*.so*' -type f -not -path '*/PySide6/*' -not -path '*/shiboken6/*' -printf '%f\n' | sort -u |
    while read -r lib; do
      dpkg-query -S "*/$lib" 2>/dev/null | sed -n 's/^\([^:,]*\).*/\1/p' | head -n 1
    done | sort -u | while read -r pkg; do
      if [ -f "/usr/share/doc/$pkg/copyright" ]; then
        mkdir -p "$sys"
        cp "/usr/share/doc/$pkg/copyright" "$sys/$pkg.copyright"
      fi
    done
fi

rm -f "$out_dir/$archive" "$out_dir/$archive.sha256"
XZ_OPT=${XZ_OPT:--T0 -6} tar -C "$out_dir" --sort=name --owner=0 --group=0 --numeric-owner -cJf "$out_dir/$archive" "$name"
(cd "$out_dir" && sha256sum "$archive" >"$archive.sha256")
packed=$(stat -c %s "$out_dir/$archive" | awk '{printf "%.1f", $1 / 1e6}')
unpacked=$(du -sb "$dir" | awk '{printf "%.1f", $1 / 1e6}')
echo "bundle: $out_dir/$archive ($packed MB; $unpacked MB unpacked)"
echo "checksum: $out_dir/$archive.sha256"
