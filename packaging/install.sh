#!/bin/sh
# Install this Soup Table bundle for yourself: it is copied to ~/.local/opt/souptable and added
# to your desktop's menu, with its icon and its file type (souptable --install-desktop).
#   ./install.sh                 (from the unpacked archive)
# To remove it again:
#   ~/.local/opt/souptable/souptable --uninstall-desktop && rm -rf ~/.local/opt/souptable
set -eu
here=$(cd "$(dirname "$0")" && pwd)
dest=${SOUPTABLE_PREFIX:-$HOME/.local/opt}/souptable
if [ ! -x "$here/souptable" ]; then
  echo "install.sh: run me from the unpacked Soup Table archive (no souptable program next to me)" >&2
  exit 1
fi
if [ "$here" != "$dest" ]; then
  if [ -e "$dest" ]; then
    if [ ! -x "$dest/souptable" ] || [ ! -f "$dest/install.sh" ]; then
      echo "install.sh: $dest exists and is not a Soup Table bundle; move it away first" >&2
      exit 1
    fi
    "$dest/souptable" --uninstall-desktop >/dev/null 2>&1 || true  # the older version's menu entry
    rm -rf "$dest"
  fi
  mkdir -p "$(dirname "$dest")"
  cp -R "$here" "$dest.part"
  mv "$dest.part" "$dest"
fi
"$dest/souptable" --install-desktop
echo "Soup Table is installed in $dest: start it from your menu, or run $dest/souptable"
echo "To remove it: $dest/souptable --uninstall-desktop && rm -rf $dest"
