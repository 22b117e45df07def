#!/usr/bin/env bash
# Run the real app in an X11 window under Xvfb and save a screenshot of every board,
# in every language, at 1280x800 and 1920x1080:  packaging/xvfb_screenshots.sh DIR
# Needs: apt-get install xvfb libxcb-icccm4 libxcb-keysyms1 (and fonts-noto-cjk for Japanese).
set -euo pipefail
out=${1:-screenshots}
app=${SOUPTABLE:-souptable}
mkdir -p "$out"
for size in 1280x800 1920x1080; do
  for lang in en ja de; do
    xvfb-run -a -s "-screen 0 2000x1200x24" env QT_QPA_PLATFORM=xcb \
      "$app" --screenshots "$out/$size" --lang "$lang" --size "$size"
  done
done
find "$out" -name '*.png' | sort
