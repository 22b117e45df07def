"""Open the app at a mid-game table where seat 0 (a person) decides now, in a throwaway
profile, for a person (or a screen reader) to try. Manual, not part of the suite.

    .venv/bin/python tests/manual/table_at_midgame.py [GAME] [--keys]

``--keys``: after a few seconds press Tab three times and Enter on the table (as a
person would), so a screen reader has a turn to read without anybody at the keyboard
(``SOUPTABLE_KEYS="1,Return,Ctrl+5"`` other keys, ``SOUPTABLE_KEYS_AT`` seconds before the first).
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "desktop"))


def main(argv: list[str]) -> int:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from souptable.engine.record import SeatInfo
    from souptable.ui.app.run import throwaway_profile
    from souptable.ui.app.scenarios import mid_game
    from souptable.ui.base.languages import Languages
    from souptable.ui.base.settings import THINK_TIME, Settings
    from souptable.ui.play.setup import Setup
    from souptable.ui.shell.mainwindow import MainWindow

    game = next((a for a in argv if not a.startswith("-")), "soupmeng")
    app = QApplication([])
    with throwaway_profile() as folder:
        settings = Settings(folder / "settings.ini")
        settings.set(THINK_TIME, 1.5)
        langs = Languages()
        langs.install(os.environ.get("SOUPTABLE_LANG", "en"))
        window = MainWindow(settings, langs, data_folder=folder)
        window.ask_before_leaving = False
        match = mid_game(game)
        n = match.players
        seats = [
            SeatInfo(f"Player {i + 1}" if i else "Ann", "human" if i == 0 else "bot", None if i == 0 else "normal")
            for i in range(n)
        ]
        window.resize(1280, 800)
        window.show()
        window.start(Setup(game, n, seats, dict(match.options), match.seed), match)
        view = window.play.view
        QTimer.singleShot(1500, view.setFocus)
        if "--keys" in argv:
            # SOUPTABLE_KEYS="1,Return": other keys; SOUPTABLE_KEYS_AT: seconds before the first
            names = os.environ.get("SOUPTABLE_KEYS", "Tab,Tab,Tab,Return").split(",")
            at = int(float(os.environ.get("SOUPTABLE_KEYS_AT", "6")) * 1000)
            for k, name in enumerate(n.strip() for n in names):
                mods = Qt.KeyboardModifier.ControlModifier if name.startswith("Ctrl+") else Qt.KeyboardModifier.NoModifier
                key = getattr(Qt.Key, f"Key_{name.removeprefix('Ctrl+')}")
                QTimer.singleShot(at + 2500 * k, lambda key=key, mods=mods: QTest.keyClick(view, key, mods))
        return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
