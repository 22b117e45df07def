"""A Soup Table window playing computer games with autosave, until it is killed.

Run by test_autosave_kill.py as a separate process: ``python autosave_child.py FOLDER``.
It resumes the autosave in FOLDER if there is one, else starts a new game.
``python autosave_child.py FOLDER N``: it kills itself (SIGKILL) right after the
game's Nth action, as soon as the window has handed that action's record over.
"""

from __future__ import annotations

import os
import signal
import sys

os.environ["QT_QPA_PLATFORM"] = "offscreen"
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "desktop"))

from PySide6.QtWidgets import QApplication

from souptable.engine.record import SeatInfo
from souptable.ui.base.languages import Languages
from souptable.ui.base.settings import SPEED, Settings
from souptable.ui.play.setup import Setup
from souptable.ui.shell.mainwindow import MainWindow


def main() -> None:
    folder = sys.argv[1]
    app = QApplication([])
    settings = Settings(os.path.join(folder, "settings.ini"))
    settings.set(SPEED, 0.05)  # a short pause between computer moves
    window = MainWindow(settings, Languages(), data_folder=folder)
    window.pause_on_summaries = False
    window.show()

    def new_game(_result: object = None) -> None:
        seats = [SeatInfo(f"C{i}", "bot", "normal") for i in range(4)]
        window.start(Setup("susuru", 4, seats, {}, 1 + len(os.listdir(folder))))

    window.game_over.connect(new_game)
    if len(sys.argv) > 2:
        kill_after = int(sys.argv[2])

        def killed_after_the_action(_seat: object, _action: object) -> None:
            if len(window.controller.match.log) == kill_after:
                print("acted", kill_after, flush=True)
                os.kill(os.getpid(), signal.SIGKILL)

        # connected after the window's own (its autosave comes first)
        window.game_started.connect(lambda: window.controller.acted.connect(killed_after_the_action))
    if not window.resume_autosave():
        new_game()
    print("started", len(window.controller.match.log), flush=True)
    app.exec()


if __name__ == "__main__":
    main()
