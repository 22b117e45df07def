"""Run inside a network namespace by tests/net/test_lan.py: the app's Join dialog
(offscreen) looks on the local network; each time its list of tables changes, the
list's lines are printed as one JSON line. Stops after ``argv[1]`` seconds."""

from __future__ import annotations

import json
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    from PySide6.QtWidgets import QApplication

    from souptable.ui.remote.join import JoinDialog

    app = QApplication([])
    dlg = JoinDialog()
    dlg.show()
    last = None
    end = time.monotonic() + float(sys.argv[1])
    while time.monotonic() < end:
        app.processEvents()
        rows = [dlg.nearby.item(i).text() for i in range(dlg.nearby.count())]
        if rows != last:
            print(json.dumps(rows, ensure_ascii=False), flush=True)
            last = rows
        time.sleep(0.05)
    dlg.reject()
    return 0


if __name__ == "__main__":
    sys.exit(main())
