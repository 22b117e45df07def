"""Entry point of the ``souptable`` app (placeholder until the table lands)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication(sys.argv if argv is None else ["souptable", *argv])
    label = QLabel("Soup Table: the table is being built. Use souptable-cli meanwhile.")
    label.resize(480, 120)
    label.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
