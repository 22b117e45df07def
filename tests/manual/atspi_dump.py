"""Print the AT-SPI tree of the running Soup Table window, as a screen reader sees it.
Run with the system's python3 (pyatspi comes from the distribution: python3-pyatspi),
on the same session bus as the app. Manual, not part of the suite."""

from __future__ import annotations

import sys

import pyatspi  # type: ignore[import-not-found]


def show(acc, depth: int, out: list[str], most: int) -> None:
    if len(out) >= most:
        return
    try:
        states = acc.getState().getStates()
        flags = [
            pyatspi.stateToString(s)
            for s in states
            if s in (pyatspi.STATE_FOCUSED, pyatspi.STATE_FOCUSABLE, pyatspi.STATE_SELECTED)
        ]
        out.append(f"{'  ' * depth}{acc.getRoleName()} | {acc.name} | {','.join(flags)}")
        for i in range(acc.childCount):
            show(acc.getChildAtIndex(i), depth + 1, out, most)
    except Exception as exc:  # a dead object: say so and go on
        out.append(f"{'  ' * depth}(gone: {exc})")


def main() -> int:
    desktop = pyatspi.Registry.getDesktop(0)
    apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]

    def ours(a) -> bool:
        name = (a.name or "").lower() if a is not None else ""
        return "python" in name or "soup" in name or "table_at_midgame" in name

    app = next((a for a in apps if ours(a)), None)
    if app is None:
        print("no Soup Table on the accessibility bus; apps:", [a.name for a in apps if a is not None])
        return 1
    out: list[str] = []
    show(app, 0, out, int(sys.argv[1]) if len(sys.argv) > 1 else 400)
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
