#!/bin/sh
# Manual check (not in CI): Orca reading a turn at a Soup Table table, for a person to listen to.
#   sudo apt-get install -y xvfb dbus-x11 at-spi2-core orca python3-pyatspi speech-dispatcher espeak-ng
#   tests/manual/orca_turn.sh [GAME]          Orca speaks (through speech-dispatcher) as keys are pressed
#   DUMP=1 tests/manual/orca_turn.sh [GAME]   no Orca: print the AT-SPI tree a screen reader sees
#   EVENTS=1 tests/manual/orca_turn.sh [GAME] no Orca: a long-running client (atspi_events.py) prints
#                                             the tree's change and focus events, then the tree it sees
#   ORCA_LOG=FILE tests/manual/orca_turn.sh [GAME]  Orca runs with its debug log in FILE, and what it
#                                             said is printed at the end (its "SPEECH OUTPUT" lines)
# The app opens at a mid-game table (seat 0 decides), presses Tab three times and Enter by
# itself (--keys, 6 s after the window opens) and Orca reads the focused cards. Add VNC (x11vnc -display :99) to watch.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
game=${1:-soupmeng}
py=${PYTHON:-$repo/.venv/bin/python}
export DISPLAY=${DISPLAY_NUM:-:99}
Xvfb "$DISPLAY" -screen 0 1366x900x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
# a window manager, where there is one (apt-get install openbox): without one the window is
# never activated, and Orca speaks only for the active window
if command -v openbox >/dev/null; then openbox >/dev/null 2>&1 & sleep 1; fi
exec dbus-run-session -- sh -s "$repo" "$game" "$py" "$here" <<'INNER'
set -eu
repo=$1 game=$2 py=$3 here=$4
for launcher in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher; do
  [ -x "$launcher" ] && { "$launcher" --launch-immediately & break; }
done
sleep 1
gsettings set org.gnome.desktop.interface toolkit-accessibility true 2>/dev/null || true
export QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1 QT_LOGGING_RULES="qt.accessibility.atspi=false"
"$py" "$here/table_at_midgame.py" "$game" --keys &
app=$!
if [ "${EVENTS:-}" ]; then
  for _ in $(seq 60); do /usr/bin/python3 "$here/atspi_dump.py" 1 >/dev/null 2>&1 && break; sleep 1; done
  sleep 2
  /usr/bin/python3 "$here/atspi_events.py" "${SECONDS_LISTEN:-25}"
  kill $app
elif [ "${DUMP:-}" ]; then
  # wait for the window on the bus (the mid-game position takes a while to play out)
  for _ in $(seq 60); do /usr/bin/python3 "$here/atspi_dump.py" 1 >/dev/null 2>&1 && break; sleep 1; done
  sleep 3
  /usr/bin/python3 "$here/atspi_dump.py" 400
  sleep 12   # the keys are pressed: the tree again, with the focus moved and a card chosen
  echo "----- after Tab, Tab, Tab, Enter -----"
  /usr/bin/python3 "$here/atspi_dump.py" 400
  kill $app
elif [ "${ORCA_LOG:-}" ]; then
  orca --replace --debug-file "$ORCA_LOG" >/dev/null 2>&1 &
  orca=$!
  sleep "${SECONDS_LISTEN:-40}"
  kill $app $orca 2>/dev/null || true
  grep -a "SPEECH OUTPUT" "$ORCA_LOG" | sed "s/^.*SPEECH OUTPUT: //" | grep -v "^''$" || true
else
  orca --replace &
  echo "Orca is running; the app presses Tab three times and Enter after 6 s. Ctrl+C ends."
  wait $app
fi
INNER
