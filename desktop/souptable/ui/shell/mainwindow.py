"""The main window: menus, the play area, the score and log panels, summaries.

It owns the app-level pieces (settings, languages, the bot runner) and starts,
opens, saves and restarts games; the game itself runs in a
:class:`GameController` shown by the :class:`PlayArea`. No rules here.

The first screen is the start screen: this module imports only what it needs.
The side panels, the reader, the F6 regions and the announcer are made once the
first frame is shown (``complete``, ui/shell/sides.py), the play area, the computer
players' runner and the hints on first use (``play``, ``runner``, ``hints``), and the
controller, the dialogs, the boards and the features (remote, review, lessons) are
imported where they are first used, so the window appears quickly. Nothing before the
first frame names Qt's ``Qt`` namespace either: PySide6 makes all its 93 enums the first
time it is named (docs/performance.md, "Cold start"). A table left lets go of its
controller, match, board and summaries (tests/ui/test_released.py).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QPaintEvent
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from ...engine.record import SeatInfo
from ..base.languages import LANGUAGES, Languages, language_name
from ..base.languages import changed as languages_changed
from ..base.settings import (
    CARD_SCALE,
    HIGH_CONTRAST,
    LANGUAGE,
    SPEED,
    TABLE_TEXT,
    THINK_TIME,
    UNDO_POLICY,
    Settings,
    data_dir,
)
from ..base.storage import Autosave, Shelf, Statistics
from ..games import game_name
from ..table.look import TableLook, set_look
from ..text import arg
from . import session
from .docks import Panels
from .firstframe import AfterFirstFrame, FirstFrame
from .gamemenu import is_local, undone_text, update_actions
from .startscreen import add_table, show_start, table_left
from .startscreen import install as install_start_screen

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget

    from ...engine import Match
    from ...engine.record import Record
    from ..lessons.session import LessonSession
    from ..play.announce import Announcer
    from ..play.botrunner import BotRunner
    from ..play.controller import GameController
    from ..play.hints import Hints
    from ..play.playarea import PlayArea
    from ..play.setup import Setup
    from ..remote.client import ClientController
    from ..remote.hostsession import HostSession
    from ..review.dialog import ReviewDialog
    from ..review.replay import ReplayDialog
    from ..table.board import Board
    from .panels import LogPanel, ScorePanel
    from .reader import Reader
    from .regions import Regions
    from .results import GameEnd
    from .sides import Sides

SPEEDS = (("off", 0.0), ("fast", 0.5), ("normal", 1.0), ("slow", 2.0))


class MainWindow(QMainWindow):
    game_started = Signal()
    game_over = Signal(object)
    # made once the first frame is shown (ui/shell/sides.py)
    scores: AfterFirstFrame[ScorePanel] = AfterFirstFrame()
    log: AfterFirstFrame[LogPanel] = AfterFirstFrame()
    score_dock: AfterFirstFrame[QDockWidget] = AfterFirstFrame()
    log_dock: AfterFirstFrame[QDockWidget] = AfterFirstFrame()
    announcer: AfterFirstFrame[Announcer] = AfterFirstFrame()  # what a screen reader is told (ui/play/announce.py)
    reader: AfterFirstFrame[Reader] = AfterFirstFrame()  # the table read on demand (ui/shell/reader.py)
    regions: AfterFirstFrame[Regions] = AfterFirstFrame()  # F6 / Ctrl+Tab: table, buttons, Scores, Log

    def __init__(self, settings: Settings, languages: Languages, parent: QWidget | None = None, data_folder: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("main")
        # what the features set on the window (declared here, first: the start screen
        # and the menus look at them while the window is made)
        self.lesson: LessonSession | None = None  # a running lesson (ui/lessons): no autosave, no statistics
        self.remote_mode: str | None = None  # "host", "join" or None: a table with friends elsewhere (ui/remote)
        self.remote_session: HostSession | None = None  # ... the hosted table's remote seats
        self.remote_dock: QDockWidget | None = None  # ... and their panel
        self.review_dialog: ReviewDialog | None = None  # Game → Review (ui/review/dialog.py), one at a time
        self.replay_dialog: ReplayDialog | None = None  # Game → Replay (ui/review/replay.py), one at a time
        self.open_dialogs: list[QWidget] = []  # closed when the table is left (a round summary)
        self.settings = settings
        self.languages = languages
        self.apply_look()  # before the table is made: its first picture has the player's look
        self._runner: BotRunner | None = None  # made on first use (``runner``), like the play area and the hints
        self._play: PlayArea | None = None
        self._hints: Hints | None = None
        self._sides: Sides | None = None  # the panels, reader, regions, announcer (``complete``)
        self._first_frame = FirstFrame(self.complete)  # what waits for it (ui/shell/firstframe.py)
        self.start_screen = install_start_screen(self)  # the table and the start screen share the centre
        self.setup: Setup | None = None
        self.controller: GameController | None = None
        self.board: Board | None = None
        self._scored_view: Any = None  # the view the score panel was built from (one build per change)
        self.pause_on_summaries = True  # tests switch it off
        self.ask_before_leaving = True  # ... and this (ui/shell/session.py asks before a game is left)
        self._record_path: str | None = None
        folder = Path(data_folder) if data_folder is not None else data_dir()
        self.autosave = Autosave(folder)
        self.stats = Statistics(folder)
        self.shelf = Shelf(folder)  # unfinished games kept for later
        session.look_after_files(self)  # files that cannot be saved are said; killed runs' leftovers go
        # damaged files set aside at start: the player is told once (tell_damaged_files)
        self.damaged_files = {
            kind: path
            for kind, path in (
                (self.autosave.notice, self.autosave.damaged),  # set aside, resumable start, or a newer version's
                ("statistics", self.stats.damaged),
                ("settings", settings.damaged),
            )
            if path is not None
        }
        self._build_menus()
        self._game_end: GameEnd | None = None  # round summaries, the results screen, statistics (on first use)
        self.retranslate_ui()
        languages_changed().connect(self.retranslate_ui)
        self.start_screen.refresh()  # the unfinished games, in the first frame
        self.panels = Panels(self)  # View toggles, fixed panel widths, the window on the screen (ui/shell/docks.py)
        self.panels.restore()  # (the panels' own places once they are made)

    # -- the first frame ----------------------------------------------------------------------
    def complete(self) -> Sides:
        """Make what the first frame does not show (ui/shell/sides.py): the side panels, the
        reader, the regions, the announcer. Once; right after the first frame, or when one of
        them is first asked for."""
        if self._sides is None:
            from .sides import Sides

            self._set_shortcuts()
            self._sides = Sides(self)
            self.panels.add_docks()  # View toggles, fixed widths, where the panels were left
        return self._sides

    def after_first_frame(self, then: Callable[[], object]) -> None:
        """Run ``then`` from the event loop once the window's first frame is painted (at once
        if it has been): what the start screen does not show waits for it."""
        self._first_frame.then(then)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        self._first_frame.painted(self)

    # -- made on first use ----------------------------------------------------------------
    @property
    def play(self) -> PlayArea:
        """The play area (the table, its prompt and buttons), made when first needed."""
        if self._play is None:
            from ..play.playarea import PlayArea

            self.complete()  # the panels first: the focus chain has them before the table, as it always had
            play = self._play = PlayArea(self)
            play.speed = float(self.settings.get(SPEED))
            play.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
            play.event_logged.connect(self._log_event)
            play.round_summary.connect(self.game_end.round_summary)
            play.game_finished.connect(self.game_end.finished)
            play.continued.connect(self.game_end.continue_round)
            # the viewer changes under and after the cover: the panels are told anew from the view
            play.covered.connect(lambda _s: self._viewer_changed())
            play.uncovered.connect(lambda _s: self._viewer_changed())
            self.announcer.watch(play)
            add_table(self, play)
            self.panels.fit_minimum()  # the table's minimum, given up where the screen has no room
        return self._play

    @property
    def game_end(self) -> GameEnd:
        """Round summaries, the results screen, statistics (ui/shell/results.py), made
        when first needed (at the latest with the play area, before a game starts)."""
        if self._game_end is None:
            from .results import GameEnd

            self._game_end = GameEnd(self)
        return self._game_end

    def table_made(self) -> bool:
        """Whether the play area is made yet (the start screen needs none)."""
        return self._play is not None

    @property
    def runner(self) -> BotRunner:
        """The computer players' runner (its worker process starts at the first hard decision)."""
        if self._runner is None:
            from ..play.botrunner import BotRunner

            self._runner = BotRunner(self)
        return self._runner

    @property
    def hints(self) -> Hints:
        if self._hints is None:
            from ..play.hints import Hints

            self._hints = Hints(self, self)
            self._hints.shown.connect(self.announcer.say)
        return self._hints

    # -- menus -------------------------------------------------------------------------
    def _build_menus(self) -> None:
        self._shortcuts: list[tuple[QAction, str]] = []  # set after the first frame
        mb = self.menuBar()
        self.game_menu = mb.addMenu("")
        self.view_menu = mb.addMenu("")
        self.read_menu = mb.addMenu("")  # the table read on demand: its keys come with the reader
        self.help_menu = mb.addMenu("")
        self.act_new = self._action(self.game_menu, "New", lambda: self.new_game_dialog())
        self.act_home = self._action(self.game_menu, None, self.go_to_start_screen)
        self.act_restart = self._action(self.game_menu, "Ctrl+R", self.restart)
        self.act_open = self._action(self.game_menu, "Open", self.open_dialog)
        self.act_save = self._action(self.game_menu, "Save", self.save_dialog)
        self.act_host = self._action(self.game_menu, None, self.host_table_dialog)  # remote seats (ui/remote/seats.py)
        self.act_join = self._action(self.game_menu, None, self.join_table_dialog)
        self.act_review = self._action(self.game_menu, None, self.review)
        self.act_review_file = self._action(self.game_menu, None, self.review_file)
        self.act_replay = self._action(self.game_menu, None, self.replay_file)
        self.act_results = self._action(self.game_menu, None, lambda: self.game_end.show_results())
        self.game_menu.addSeparator()
        self.act_undo = self._action(self.game_menu, "Undo", self.undo)
        self.act_redo = self._action(self.game_menu, "Redo", self.redo)
        self.act_hint = self._action(self.game_menu, "H", self.hint)
        self.game_menu.addSeparator()
        self.act_stats = self._action(self.game_menu, None, self.show_statistics)
        self.act_settings = self._action(self.game_menu, "Preferences", self.show_settings)
        self.game_menu.addSeparator()
        self.act_quit = self._action(self.game_menu, "Quit", self.close)
        self.speed_menu = QMenu(self)
        self.view_menu.addMenu(self.speed_menu)
        self.speed_group = QActionGroup(self)
        current = float(self.settings.get(SPEED))
        self.speed_actions: dict[str, QAction] = {}
        for key, value in SPEEDS:
            a = QAction(self)
            a.setCheckable(True)
            a.setChecked(abs(value - current) < 1e-6)
            a.triggered.connect(lambda _c=False, v=value: self.set_speed(v))
            self.speed_group.addAction(a)
            self.speed_menu.addAction(a)
            self.speed_actions[key] = a
        self.lang_menu = QMenu(self)
        self.view_menu.addMenu(self.lang_menu)
        self.lang_group = QActionGroup(self)
        self.lang_actions: dict[str, QAction] = {}
        for code in LANGUAGES:
            a = QAction(language_name(code), self)
            a.setCheckable(True)
            a.triggered.connect(lambda _c=False, c=code: self.set_language(c))
            self.lang_group.addAction(a)
            self.lang_menu.addAction(a)
            self.lang_actions[code] = a
        self.act_full = self._action(self.view_menu, "FullScreen", self.toggle_full_screen)
        self.act_full.setCheckable(True)
        self.act_rules = self._action(self.help_menu, "HelpContents", lambda: self.show_rules())
        from ..lessons import LearnMenu  # Help → Learn to play → a game's lesson

        self.learn_menu = LearnMenu(self, self.help_menu)
        self.help_menu.addMenu(self.learn_menu)
        self.act_logs = self._action(self.help_menu, None, self.open_log_folder)
        self.act_about = self._action(self.help_menu, None, self.show_about)

    def _action(self, menu: QMenu, shortcut: str | None, slot: Any) -> QAction:
        """A menu item; its ``shortcut`` (a ``QKeySequence.StandardKey`` name, or keys) is
        set by :meth:`_set_shortcuts`."""
        a = QAction(self)
        if shortcut is not None:
            self._shortcuts.append((a, shortcut))
        a.triggered.connect(slot)
        menu.addAction(a)
        return a

    def _set_shortcuts(self) -> None:
        # After the first frame (from complete()): nobody presses a key before it, and
        # making the QKeySequence class with its StandardKey enum is a good part of what
        # the first frame would wait for (docs/performance.md). A list, not
        # ``setShortcut``: that and ``QKeySequence(StandardKey)`` look through overloads
        # that name the ``Qt`` namespace.
        from PySide6.QtGui import QKeySequence

        for a, shortcut in self._shortcuts:
            standard = getattr(QKeySequence.StandardKey, shortcut, None)
            if standard is not None:
                a.setShortcuts(QKeySequence.keyBindings(standard)[:1])  # its first binding, as QKeySequence(key) has
            else:
                a.setShortcuts([QKeySequence(shortcut)])
        self._shortcuts.clear()

    def retranslate_ui(self) -> None:
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.read_menu.setTitle(QCoreApplication.translate("Reader", "Rea&d"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.act_new.setText(QCoreApplication.translate("MainWindow", "&New…"))
        self.act_restart.setText(QCoreApplication.translate("MainWindow", "&Restart"))
        self.act_open.setText(QCoreApplication.translate("MainWindow", "&Open…"))
        self.act_host.setText(QCoreApplication.translate("Remote", "Host a t&able…"))
        self.act_join.setText(QCoreApplication.translate("Remote", "&Join a table…"))
        self.act_save.setText(QCoreApplication.translate("MainWindow", "&Save…"))
        self.act_review.setText(QCoreApplication.translate("Review", "Revie&w…"))
        self.act_review_file.setText(QCoreApplication.translate("Review", "Review a sa&ved game…"))
        self.act_replay.setText(QCoreApplication.translate("Replay", "Repla&y a saved game…"))
        self.act_home.setText(QCoreApplication.translate("Session", "Start s&creen"))
        self.act_results.setText(QCoreApplication.translate("Results", "&Last results…"))
        self.act_results.setEnabled(self._game_end is not None and self._game_end.last is not None)
        self.act_undo.setText(QCoreApplication.translate("MainWindow", "&Undo"))
        self.act_redo.setText(QCoreApplication.translate("MainWindow", "Re&do"))
        self.act_hint.setText(QCoreApplication.translate("MainWindow", "&Hint"))
        # every item of a menu has its own Alt letter, in every language (a test checks)
        self.act_stats.setText(QCoreApplication.translate("MainWindow", "Stat&istics…"))
        self.act_settings.setText(QCoreApplication.translate("MainWindow", "Se&ttings…"))
        self.act_quit.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.speed_menu.setTitle(QCoreApplication.translate("MainWindow", "Animation &speed"))
        self.speed_actions["off"].setText(QCoreApplication.translate("MainWindow", "Off"))
        self.speed_actions["fast"].setText(QCoreApplication.translate("MainWindow", "Fast"))
        self.speed_actions["normal"].setText(QCoreApplication.translate("MainWindow", "Normal"))
        self.speed_actions["slow"].setText(QCoreApplication.translate("MainWindow", "Slow"))
        self.lang_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        for code, a in self.lang_actions.items():
            a.setChecked(code == self.languages.current)
        self.act_full.setText(QCoreApplication.translate("MainWindow", "&Full screen"))
        self.act_rules.setText(QCoreApplication.translate("MainWindow", "&Rules"))
        self.act_logs.setText(QCoreApplication.translate("MainWindow", "Open &log folder"))
        self.act_about.setText(QCoreApplication.translate("MainWindow", "&About Soup Table"))
        if self._sides is not None:
            self._sides.retranslate()
        self._retitle()
        self.refresh_panels(anew=True)
        self.rebuild_log()  # the log, too, is told anew in the new language

    def _retitle(self) -> None:
        """The saved file's name (and ``*`` once the game moved on since), the game, the app."""
        parts = ["Soup Table"]
        if self.setup is not None:
            parts.insert(0, game_name(self.setup.game))
            if self._record_path:
                parts.insert(0, Path(self._record_path).name + "[*]")
        self.setWindowTitle(" — ".join(parts))

    @property
    def record_path(self) -> str | None:
        """The file the game at the table was opened from or saved to (None: none)."""
        return self._record_path

    @record_path.setter
    def record_path(self, path: str | None) -> None:
        self._record_path = path
        self.setWindowModified(False)  # just opened or saved: the file holds the game
        self._retitle()

    def _acted(self) -> None:
        if self._record_path:
            self.setWindowModified(True)  # the file no longer holds every move
        self._autosave()

    # -- settings --------------------------------------------------------------------------
    def set_speed(self, value: float) -> None:
        self.settings.set(SPEED, value)
        if self._play is not None:  # (a play area made later reads the setting)
            self._play.speed = value
        if self.controller is not None:
            self.controller.speed = value

    def set_language(self, code: str) -> None:
        self.settings.set(LANGUAGE, code)
        if not self.languages.install(code):
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "That language is not available."), 5000)
        for c, a in self.lang_actions.items():
            a.setChecked(c == self.languages.current)

    def toggle_full_screen(self) -> None:
        self.panels.toggle_full_screen()  # (kept for the next start)

    # -- games -------------------------------------------------------------------------------
    def startup(self) -> None:
        """What a person sees first: the start screen (the games, and the unfinished ones
        to resume, each named with its players, round and when it was last played)."""
        self.tell_damaged_files()
        show_start(self)

    def go_to_start_screen(self) -> None:
        """Game → Start screen: leave the table. The autosave holds a running game and the
        start screen offers it to resume, so nothing is lost and nothing is asked; only a
        game the autosave does not hold (it could not be written) asks first."""
        if self._autosave_holds_game() or session.confirm_leaving(self, "home"):
            self.leave_to_start_screen()

    def leave_to_start_screen(self) -> None:
        """Leave the table, asking nothing: the start screen shows unless a game sits down at once."""
        self.leave_table()
        self.setup = None
        self.retranslate_ui()

    def _autosave_holds_game(self) -> bool:
        c = self.controller
        if not session.running(self) or not is_local(c):
            return True  # a lesson, a joined table, nothing played, a finished game: nothing to lose
        rec = self.autosave.read()
        return rec is not None and rec.game == c.match.game and rec.seed == c.match.seed and rec.actions == c.record().actions

    def tell_damaged_files(self) -> bool:
        """Once: say which damaged files were set aside at start (kept, never written over)."""
        from .notices import warn_damaged_files

        files, self.damaged_files = self.damaged_files, {}
        return warn_damaged_files(self, files)

    def open_log_folder(self) -> bool:
        """Help → Open log folder: the folder of the log a bug report needs, in the file manager."""
        from ..base.logs import log_folder, open_log_folder

        if open_log_folder():
            return True
        from PySide6.QtWidgets import QMessageBox  # (where used: not before the first paint)

        QMessageBox.information(
            self,
            QCoreApplication.translate("MainWindow", "Log folder"),
            arg(QCoreApplication.translate("MainWindow", "The log files are in this folder:\n%1"), str(log_folder())),
        )
        return False

    def new_game_dialog(self, game: str | None = None) -> None:
        """Game → New (or a start screen tile's New game, with its game chosen)."""
        from ..play.newgame import NewGameDialog

        dlg = NewGameDialog(self.settings, self)
        if game is not None:
            dlg.choose_game(game)
        chosen = dlg.exec()
        setup = dlg.setup() if chosen else None
        dlg.deleteLater()  # (one dialog a game would stay with the window for the evening)
        if setup is not None and session.confirm_leaving(self, "new"):
            self.start(setup)

    def start(self, setup: Setup, match: Match | None = None, runner: Any = None) -> None:
        """Sit down at a new table (or at ``match``, a game loaded from a record); ``runner``
        answers for the computer seats instead of the window's (a lesson's script)."""
        from ...engine import Match
        from ..play.controller import GameController

        if match is None:
            match = Match(setup.game, setup.players, setup.seed, setup.options)
        speed = float(self.settings.get(SPEED))
        bots = runner if runner is not None else self.runner
        controller = GameController(match, setup.seats, bots, speed, float(self.settings.get(THINK_TIME)), self)
        controller.acted.connect(lambda _s, _a: self._acted())
        if match.log:
            controller.adopt()
        from ..remote.seats import rehost  # a hosted table resumed after the host restarted: its invites work again

        self.sit_down(setup, controller, lambda: rehost(self, match))

    def sit_down(self, setup: Setup, controller: GameController, then: Callable[[], None] | None = None) -> None:
        """The one way a table sits down (local, hosted, joined, a lesson's): ``controller``
        plays it, shown with ``setup``'s game and names; ``then`` runs once the table is
        shown, before the menus follow it and the controller starts."""
        self.leave_table()
        self.setup = setup
        self._record_path = None  # (Open names its file once the game sits down)
        self.setWindowModified(False)
        from ..games import make_board

        controller.setParent(self)  # the window owns it (``leave_table`` lets it go)
        self.controller = controller
        self.board = make_board(setup.game, [s.name for s in setup.seats])
        self.board.lang = self.languages.current
        self.board.scale = float(self.settings.get(CARD_SCALE))
        controller.changed.connect(lambda _e: self.refresh_panels())
        controller.turn.connect(lambda _s: self.refresh_panels())
        self.rebuild_log()
        self.play.attach(controller, self.board, controller.speed)
        if then is not None:
            then()
        self.retranslate_ui()
        self.game_started.emit()
        controller.start()
        # the prompt and the buttons are there now: the window's minimum fitted to the
        # screen at once (the play area is made on first use; a later fit would come after
        # a resize the old minimum had already held larger)
        self.panels.fit_minimum()

    def rebuild_log(self) -> None:
        """The log told anew from the view (under the hot-seat cover: only public things)."""
        if self._sides is None:
            return  # (no log yet: nothing to tell, and it is made empty)
        self.log.clear()
        if self.setup is None or self.controller is None or self.board is None:
            return
        self.log.add_heading(game_name(self.setup.game))
        for ev in self.controller.view.history:
            line = self.board.describe(ev)
            if line:
                self.log.add(line)

    def refresh_from_view(self) -> None:
        """Draw the table, the scores and the log anew from the controller's view alone."""
        if self.controller is None:
            return
        self.controller.refresh()
        self.play.relayout(animate=False)
        self.refresh_panels()
        self.rebuild_log()

    def _viewer_changed(self) -> None:
        self.statusBar().clearMessage()  # a hint or a reason meant for the person before
        self.hints.forget()
        self.reader.forget()  # a hand read before the cover is nobody else's to see
        self.refresh_panels()
        self.rebuild_log()

    def _autosave(self) -> None:
        session.autosave(self)  # after every action (not in a lesson; a finished game clears it)

    def resume_autosave(self) -> bool:
        """Sit down at the autosaved, unfinished game (if there is a sound one)."""
        return session.resume_autosave(self)

    def restart(self) -> None:
        if self.setup is not None and session.confirm_leaving(self, "restart"):
            import random

            from ..play.setup import Setup

            s = self.setup
            self.start(Setup(s.game, s.players, s.seats, s.options, random.SystemRandom().randrange(1, 2**31)))

    def leave_table(self) -> None:
        """Leave the table (and a lesson at it): nothing is asked, the autosave stays."""
        if self.lesson is not None:
            lesson, self.lesson = self.lesson, None
            lesson.close()
        old = self.controller
        if old is not None:
            old.stop()
        if self._hints is not None:
            self._hints.forget()  # a hint on its way was for that table: its search ends
        if self._play is not None:
            self._play.detach()
        for d in self.open_dialogs:
            d.close()
            d.deleteLater()  # a closed window keeps its memory until deleted
        self.open_dialogs = []
        self.game_end.table_left()
        self.controller = None
        self.board = None
        if old is not None:  # the window owned it (its Qt parent): let it, and its match, go
            old.setParent(None)
            old.deleteLater()
        self.statusBar().clearMessage()  # the last game's "Winner: …" is not the next one's
        if self._sides is not None:
            self.scores.new_game()  # the panels' width is measured at the next game's first scores
        from ..remote.seats import table_left as remote_left  # a hosted or joined table's menus and panel

        remote_left(self)
        update_actions(self)  # nothing at the table can be restarted, saved, undone or hinted
        table_left(self)  # the start screen shows unless a game sits down at once

    def host_table_dialog(self) -> None:
        """Game → Host a table…: seats for people elsewhere, invite links, then the game."""
        from ..remote.host import run_host_dialogs

        run_host_dialogs(self)

    def host_table(self, setup: Setup, match: Match, session: HostSession) -> None:
        """Sit down at a hosted table: ``session`` (ui/remote/hostsession.py) plays its remote seats."""
        from ..remote.seats import attach_host

        self.start(setup, match)
        attach_host(self, session)

    def join_table_dialog(self) -> None:
        """Game → Join a table…: paste an invite, then play that seat of the host's table."""
        from ..remote.join import run_join_dialog

        run_join_dialog(self)

    def join_table(self, client: ClientController) -> None:
        """Sit down at a remote seat: ``client`` (ui/remote/client.py) has the controller's
        interface and is fed by the host; the table, scores and log render from its view."""
        from ..remote.seats import attach_client, client_setup

        client.speed = float(self.settings.get(SPEED))
        # (a ClientController stands in for a GameController: the same interface, duck-typed)
        self.sit_down(client_setup(client), cast("GameController", client), lambda: attach_client(self, client))

    def open_dialog(self) -> None:
        session.open_game(self)  # from the folder used last; asks before leaving a running game

    def open_file(self, path: str) -> bool:
        return session.open_path(self, path)

    def review(self) -> None:
        """Game → Review: the hard player's review of the finished game (ui/review/dialog.py)."""
        from ..review.dialog import review_current_game

        review_current_game(self)

    def review_file(self) -> None:
        from ..review.dialog import review_saved_game

        review_saved_game(self)

    def replay_file(self) -> None:
        """Game → Replay a saved game…: any record, move by move (ui/review/replay.py)."""
        from ..review.replay import replay_saved_game

        replay_saved_game(self)

    def save_dialog(self) -> None:
        session.save_game(self)  # a suggested name in the folder used last, then "Saved to …"

    def record(self) -> Record | None:
        return None if self.controller is None else self.controller.record()

    # -- what happens at the table ---------------------------------------------------------------
    def refresh_panels(self, anew: bool = False) -> None:
        """The scores from the view (built again only for a new view, or ``anew``: a new
        language), and the menu actions that follow the table."""
        if self.controller is not None and self.board is not None:
            view = self.controller.view
            # a change is announced more than once (changed, then the turn, then the cover going down)
            if anew or view is not self._scored_view:
                self._scored_view = view
                self.scores.show_scores(self.board, view.obs)
        update_actions(self)  # (Undo, Redo, Hint, Review follow the table)

    def _log_event(self, ev: Any) -> None:
        if self.board is None:
            return
        line = self.board.describe(ev)
        if line:
            self.log.add(line)

    def undo(self) -> bool:
        c, b = self.controller, self.board
        if c is None or b is None:
            return False
        relaxed = self.settings.get(UNDO_POLICY) == "relaxed"
        upto = c.undo_point(relaxed)
        said = undone_text(self, upto) if upto is not None else ""
        if not c.undo(relaxed):
            self.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow", "Nothing to undo: something hidden has been revealed since your last decision."
                ),
                6000,
            )
            return False
        self.statusBar().showMessage(said, 6000)
        self.rebuild_log()
        self._acted()
        return True

    def redo(self) -> bool:
        c = self.controller
        if c is None or not c.redo():
            return False
        self.rebuild_log()
        self._acted()
        return True

    def hint(self) -> None:
        """Game → Hint: the hard player's suggestion for the person deciding now."""
        self.hints.ask()

    def show_settings(self) -> None:
        from .prefs import SettingsDialog

        dlg = SettingsDialog(self.settings, self.languages.current, self)
        accepted = dlg.exec()
        dlg.deleteLater()
        if accepted:
            self.set_speed(float(self.settings.get(SPEED)))
            if self.controller is not None:
                self.controller.think_time = float(self.settings.get(THINK_TIME))
            if self.board is not None:
                self.board.scale = float(self.settings.get(CARD_SCALE))
            self.apply_look()
            from ..base.languages import system_language

            lang = self.settings.get(LANGUAGE) or system_language()
            if lang != self.languages.current:
                self.languages.install(lang)

    def apply_look(self) -> None:
        """High contrast and the table's text size, from the settings (ui/table/look.py)."""
        set_look(TableLook(bool(self.settings.get(HIGH_CONTRAST)), float(self.settings.get(TABLE_TEXT))))
        play = getattr(self, "_play", None)  # (not made yet: it takes the look when it is)
        if play is not None:
            play.restyle()

    def show_statistics(self) -> None:
        """Game → Statistics: played, won, win %, streaks, per game and over all (ui/shell/statsview.py)."""
        from .statsview import show_statistics

        show_statistics(self)

    def show_rules(self, game: str | None = None) -> None:
        from ..play.rulebook import RulesDialog

        game = game or (self.setup.game if self.setup is not None else "susuru")
        dlg = RulesDialog(game, self.languages.current, self)
        dlg.exec()
        dlg.deleteLater()

    def show_about(self) -> None:
        from .dialogs import AboutDialog

        dlg = AboutDialog(self)
        dlg.exec()
        dlg.deleteLater()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not session.confirm_leaving(self, "quit"):  # a running game: keep it, discard it, or stay
            event.ignore()
            return
        self.panels.save()  # size, place, full screen and the panels, for the next start
        self.leave_table()
        self.autosave.flush()  # the last move's write is on disk before the app ends
        if self._runner is not None:
            self._runner.shutdown()
        super().closeEvent(event)


__all__ = ["MainWindow", "SeatInfo"]
