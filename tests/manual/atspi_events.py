"""Listen on the accessibility bus for SECONDS (a long-running client, as Orca is, with
libatspi's cache): print the table's tree-change, focus and name events as they come, and
then the table's zones and their children as this client sees them. Run with the system's
python3 (python3-pyatspi), on the app's session bus. Manual, not part of the suite.

    /usr/bin/python3 tests/manual/atspi_events.py SECONDS
"""

from __future__ import annotations

import sys
import time

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]

START = time.monotonic()


def describe(acc) -> str:
    try:
        return f"{acc.getRoleName()} {acc.name!r}"
    except Exception as exc:  # a dead object
        return f"(gone: {type(exc).__name__})"


def heard(event) -> None:
    child = event.any_data if "children-changed" in event.type else None
    extra = f" child={describe(child)}" if child is not None else ""
    print(f"{time.monotonic() - START:6.1f}s {event.type} on {describe(event.source)} {event.detail1}{extra}", flush=True)


def table():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        found = pyatspi.findDescendant(app, lambda a: a.getRoleName() == "canvas" and a.name == "Card table") if app else None
        if found is not None:
            return found
    return None


def show_table() -> bool:
    canvas = table()
    print("----- the table as this client sees it -----")
    if canvas is None:
        print("no card table on the bus")
    else:
        for i in range(canvas.childCount):
            zone = canvas.getChildAtIndex(i)
            print(describe(zone))
            for k in range(zone.childCount):
                print("   ", describe(zone.getChildAtIndex(k)))
    pyatspi.Registry.stop()
    return False


def main() -> int:
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    pyatspi.Registry.registerEventListener(  # (Qt sends ObjectDestroyed only to state-change listeners)
        heard, "object:children-changed", "focus:", "object:property-change:accessible-name", "object:state-changed:focused"
    )
    GLib.timeout_add_seconds(seconds, show_table)
    pyatspi.Registry.start()
    return 0


if __name__ == "__main__":
    sys.exit(main())
