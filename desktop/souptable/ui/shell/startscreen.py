"""The start screen: what a person sees when no game is at the table.

A tile per game (its picture, a paragraph on what it is, players, playing time,
and Learn / New game / Rules), a line on what each computer level is, and the
unfinished games with the game, the players, the round and when each was last
played, to resume or discard. It shares the window's centre with the table (a
stack: :func:`install`), and shows whenever the table is empty: at the start,
after a cancelled New Game dialog, after leaving a lesson. No rules here.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSize, QTimer
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import info as game_info
from ..base.languages import changed as languages_changed
from ..games import description, game_name, playable, playing_time
from ..play.oldsave import REPLAY, RESUME, SET_ASIDE, choice_label, short_text
from ..text import arg
from ..text.common import levels_text
from .oldsaves import set_older_aside, watch
from .session import Unfinished, ask_to_discard, discard, resume, table_sat_down, unfinished_games

if TYPE_CHECKING:
    from .mainwindow import MainWindow

PICTURE = QSize(90, 126)


class Picture(QLabel):
    """A tile's picture: the back of its game's cards, 90×126.

    Until the start screen is first painted it holds a transparent pixmap of that size
    (the layout is the same), and the backs are rendered right after that first paint
    (:meth:`StartScreen.draw_pictures`): the window shows without waiting for the card
    art and its SVG renderer (docs/performance.md, "Cold start")."""

    def __init__(self, painted: Callable[[], None], parent: QWidget) -> None:
        super().__init__(parent)
        self._painted: Callable[[], None] | None = painted
        blank = QPixmap(PICTURE)
        blank.fill(QColor(0, 0, 0, 0))  # transparent (the ``Qt`` namespace waits for the first frame)
        self.setPixmap(blank)
        self.setFixedSize(PICTURE)

    def paintEvent(self, event: Any) -> None:
        super().paintEvent(event)
        if self._painted is not None:
            self._painted()

    def draw(self, game: str) -> None:
        from ..play.newgame import game_picture

        self._painted = None
        self.setPixmap(QPixmap(game_picture(game, PICTURE)))


def minutes_text(span: tuple[int, int | None] | None) -> str:
    if span is None:
        return ""
    lo, hi = span
    if hi is None:
        return arg(QCoreApplication.translate("StartScreen", "%1 minutes or more"), lo)
    return arg(QCoreApplication.translate("StartScreen", "%1–%2 minutes"), lo, hi)


def lessons_available() -> bool:
    """Is the lessons package there (Help → Learn to play)? Without it, no Learn buttons."""
    return importlib.util.find_spec("..lessons", __package__) is not None


def lesson_games() -> list[str]:
    if not lessons_available():
        return []
    from ..lessons import lesson_games as games

    return list(games())


def lesson_done(window: MainWindow, game: str) -> bool:
    """Has the person played ``game``'s lesson to its end (the ✓ beside Learn)?"""
    if not lessons_available():
        return False
    from ..lessons.done import is_done

    return is_done(window.settings, game)


def learn(window: MainWindow, game: str) -> None:
    from ..lessons import start_lesson

    start_lesson(window, game)


class GameTile(QFrame):
    """One game: picture, name, players, time, what it is; Learn, New game, Rules."""

    def __init__(self, window: MainWindow, game: str, can_learn: bool, parent: QWidget, painted: Callable[[], None]) -> None:
        super().__init__(parent)
        self.game = game
        self.main = window
        self._done: bool | None = None  # the lesson's done mark as shown (None: not yet)
        self.setObjectName(f"tile_{game}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(f"QFrame#tile_{game} {{ background:#fffaf0; border:1px solid #d8c8a8; border-radius:8px; }}")
        self.picture = picture = Picture(painted, self)
        self.name = QLabel(self)
        self.name.setStyleSheet("font-size:17px; font-weight:bold;")
        self.facts = QLabel(self)
        self.facts.setStyleSheet("color:#6b5a40;")
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.learn = QPushButton(self)
        self.learn.setVisible(can_learn)
        self.new = QPushButton(self)
        self.new.setDefault(True)
        self.rules = QPushButton(self)
        self.learn.clicked.connect(lambda: learn(window, game))
        self.new.clicked.connect(lambda: window.new_game_dialog(game))
        self.rules.clicked.connect(lambda: window.show_rules(game))
        buttons = QHBoxLayout()
        for b in (self.learn, self.new, self.rules):
            buttons.addWidget(b)
        buttons.addStretch(1)
        # the picture and the text at the top of a taller tile, the buttons at its bottom
        # (stretches, not alignments: the ``Qt`` namespace waits for the first frame)
        right = QVBoxLayout()
        right.addWidget(self.name)
        right.addWidget(self.facts)
        right.addWidget(self.text)
        right.addStretch(1)
        right.addLayout(buttons)
        left = QVBoxLayout()
        left.addWidget(picture)
        left.addStretch(1)
        lay = QHBoxLayout(self)
        lay.addLayout(left)
        lay.addLayout(right, 1)

    def retranslate(self) -> None:
        info = game_info(self.game)  # the package's INFO: the rules load when a game is chosen
        self.name.setText(game_name(self.game))
        players = arg(QCoreApplication.translate("NewGame", "%1–%2 players"), info.min_players, info.max_players)
        self.facts.setText(" · ".join(p for p in (players, minutes_text(playing_time(self.game))) if p))
        self.text.setText(description(self.game))
        self._done = None
        self.mark_lesson()
        self.new.setText(QCoreApplication.translate("StartScreen", "&New game…"))
        self.rules.setText(QCoreApplication.translate("StartScreen", "&Rules"))
        # every tile has the same three buttons: a screen reader says whose they are
        name = game_name(self.game)
        #: a start screen button's accessible name: %1 the game ("Salty")
        self.new.setAccessibleName(arg(QCoreApplication.translate("StartScreen", "Play %1: new game"), name))
        #: a start screen button's accessible name: %1 the game ("Salty")
        self.rules.setAccessibleName(arg(QCoreApplication.translate("StartScreen", "Rules of %1"), name))

    def mark_lesson(self) -> None:
        """Learn with the done mark once the lesson is played to its end (set again only
        when that changes, or the language does)."""
        done = lesson_done(self.main, self.game)
        if done == self._done:
            return
        self._done = done
        name = game_name(self.game)
        if done:
            self.learn.setText(QCoreApplication.translate("StartScreen", "&Learn ✓"))
            self.learn.setToolTip(
                QCoreApplication.translate("StartScreen", "You have finished this lesson. Play it again whenever you like.")
            )
            #: a start screen button's accessible name: %1 the game ("Salty"); its lesson was played to its end
            self.learn.setAccessibleName(arg(QCoreApplication.translate("StartScreen", "Learn %1, finished"), name))
        else:
            self.learn.setText(QCoreApplication.translate("StartScreen", "&Learn"))
            self.learn.setToolTip(QCoreApplication.translate("StartScreen", "A guided first game: the table explains each step"))
            #: a start screen button's accessible name: %1 the game ("Salty")
            self.learn.setAccessibleName(arg(QCoreApplication.translate("StartScreen", "Learn %1"), name))


class ResumeRow(QFrame):
    """An unfinished game: what and how far, when; Resume, Discard. One saved under
    earlier rules says so and how much of it is kept; Resume, Watch the replay, Set aside."""

    def __init__(self, window: MainWindow, game: Unfinished, parent: QWidget) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("resume_row")
        self.setStyleSheet("QFrame#resume_row { background:#eef6e8; border:1px solid #b8d4a8; border-radius:8px; }")
        self.what = QLabel(self)
        self.what.setStyleSheet("font-weight:bold;")
        self.what.setWordWrap(True)
        self.how = QLabel(self)
        self.how.setWordWrap(True)
        self.older = QLabel(self)  # saved under earlier rules: what that means for it
        self.older.setObjectName("earlier_rules")
        self.older.setWordWrap(True)
        self.older.setStyleSheet("color:#8a3b12;")
        self.older.setVisible(game.older is not None)
        self.resume = QPushButton(self)
        self.resume.setDefault(True)
        self.resume.setVisible(game.older is None or game.older.resumable)
        self.replay = QPushButton(self)  # (only for a game of earlier rules: its moves as far as they go)
        self.replay.setVisible(game.older is not None)
        self.discard = QPushButton(self)  # a game of earlier rules: Set aside (its file is renamed, kept)
        self.main = window
        self.resume.clicked.connect(lambda: resume(window, game))
        self.replay.clicked.connect(lambda: watch(window, game.record))
        self.discard.clicked.connect(self._discard)
        text = QVBoxLayout()
        text.addWidget(self.what)
        text.addWidget(self.how)
        text.addWidget(self.older)
        lay = QHBoxLayout(self)
        lay.addLayout(text, 1)
        lay.addWidget(self.resume)
        lay.addWidget(self.replay)
        lay.addWidget(self.discard)

    def _discard(self) -> None:
        if self.game.older is not None:  # set aside, not deleted: no question
            if set_older_aside(self.main, self.game):
                self.main.start_screen.refresh()
            return
        if not ask_to_discard(self.main, self.game):  # one click never loses a game
            return
        discard(self.main, self.game)
        self.main.start_screen.refresh()

    def retranslate(self) -> None:
        what, how = self.game.describe()
        self.what.setText(what)
        self.how.setText(how)
        if self.game.older is not None:
            self.older.setText(short_text(self.game.older))
            self.resume.setText(choice_label(RESUME))
            self.replay.setText(choice_label(REPLAY))
            self.discard.setText(choice_label(SET_ASIDE))
            return
        self.resume.setText(QCoreApplication.translate("StartScreen", "Res&ume"))
        self.discard.setText(QCoreApplication.translate("StartScreen", "&Discard"))
        #: an unfinished game's button, as a screen reader names it: %1 the game and its players
        self.resume.setAccessibleName(arg(QCoreApplication.translate("StartScreen", "Resume %1"), what))
        #: an unfinished game's button, as a screen reader names it: %1 the game and its players
        self.discard.setAccessibleName(arg(QCoreApplication.translate("StartScreen", "Discard %1"), what))


class StartScreen(QScrollArea):
    def __init__(self, window: MainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_screen")
        self.main = window
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.body = body = QWidget(self)
        body.setObjectName("start_body")
        body.setStyleSheet("QWidget#start_body { background:#f6eedc; }")
        self.setWidget(body)
        self.title = QLabel(body)
        self.title.setStyleSheet("font-size:26px; font-weight:bold;")
        self.subtitle = QLabel(body)
        self.resume_title = QLabel(body)
        self.resume_title.setStyleSheet("font-size:16px; font-weight:bold;")
        self.resume_box = QVBoxLayout()
        self.skipped = QLabel(body)  # kept games that cannot be offered: never skipped without a word
        self.skipped.setObjectName("skipped_games")
        self.skipped.setWordWrap(True)
        self.skipped.setStyleSheet("color:#8a3b12;")
        self.games_title = QLabel(body)
        self.games_title.setStyleSheet("font-size:16px; font-weight:bold;")
        can_learn = set(lesson_games())
        self._pictures = "blank"  # then "asked" (at the first paint), then "drawn"
        self.tiles = [GameTile(window, g, g in can_learn, body, self._first_paint) for g in playable()]
        self.grid = QGridLayout()
        self.levels = QLabel(body)
        self.levels.setWordWrap(True)
        self.levels.setStyleSheet("color:#4a3f2c;")
        self.rows: list[ResumeRow] = []
        lay = QVBoxLayout(body)
        lay.setContentsMargins(24, 18, 24, 18)
        from ..remote.startbuttons import RemoteStartButtons  # Host a table…, Join a table… (friends elsewhere)

        self.remote = RemoteStartButtons(window, body)
        for w in (self.title, self.subtitle, self.remote, self.resume_title):
            lay.addWidget(w)
        lay.addLayout(self.resume_box)
        lay.addWidget(self.skipped)
        lay.addWidget(self.games_title)
        lay.addLayout(self.grid)
        lay.addWidget(self.levels)
        lay.addStretch(1)
        self._columns = 0
        self._place_tiles()
        self.retranslate_ui()
        languages_changed().connect(self.retranslate_ui)

    def _first_paint(self) -> None:
        if self._pictures == "blank":
            self._pictures = "asked"
            QTimer.singleShot(0, self, self.draw_pictures)  # from the event loop, after this paint

    def draw_pictures(self) -> None:
        """The tiles' pictures, rendered from the card art (once; the first paint asks)."""
        if self._pictures != "drawn":
            self._pictures = "drawn"
            for tile in self.tiles:
                tile.picture.draw(tile.game)

    def refresh(self) -> None:
        """Read the unfinished games anew (they change as games are kept, resumed, ended)."""
        for row in self.rows:
            self.resume_box.removeWidget(row)
            row.deleteLater()
        self.rows = [ResumeRow(self.main, g, self.body) for g in unfinished_games(self.main)]
        for row in self.rows:
            self.resume_box.addWidget(row)
            row.retranslate()
        self._tell_skipped()
        self.resume_title.setVisible(bool(self.rows) or self.skipped.isVisibleTo(self))
        for tile in self.tiles:
            tile.mark_lesson()  # a lesson finished since: its Learn has the done mark now

    def _tell_skipped(self) -> None:
        shelf = getattr(self.main, "shelf", None)  # (the window makes it after the start screen)
        skipped = list(shelf.skipped) if shelf is not None else []
        newer = sum(1 for _p, code in skipped if code == "newer_version")
        damaged = len(skipped) - newer
        lines = []
        if damaged:
            lines.append(
                QCoreApplication.translate(
                    "StartScreen", "%n kept game(s) could not be read (damaged) and were left as they are.", "", damaged
                )
            )
        if newer:
            lines.append(
                QCoreApplication.translate(
                    "StartScreen", "%n kept game(s) were made by a newer Soup Table: update it to resume them.", "", newer
                )
            )
        if skipped:
            from PySide6.QtCore import QDir  # (only then: not before the first paint)

            folder = QDir.toNativeSeparators(str(skipped[0][0].parent))
            lines.append(arg(QCoreApplication.translate("StartScreen", "They are in %1."), folder))
        self.skipped.setText("\n".join(lines))
        self.skipped.setVisible(bool(skipped))
        if skipped:
            from PySide6.QtCore import Qt  # (only then: the first frame does without it)

            self.skipped.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

    def _place_tiles(self) -> None:
        columns = 1 if self.viewport_width() < 900 else 2
        if columns == self._columns:
            return
        self._columns = columns
        for i, tile in enumerate(self.tiles):
            self.grid.addWidget(tile, i // columns, i % columns)

    def viewport_width(self) -> int:
        """``viewport().width()``, without asking for the viewport: for a ``QWidget`` that Qt
        made, PySide6 looks for its class among every widget class, creating each of them
        and its enums the first time (~20 ms before the first paint, docs/performance.md
        "Cold start"); a ``QScrollBar`` has no subclass to look through."""
        width = self.maximumViewportSize().width()
        bar = self.verticalScrollBar()
        return width - bar.width() if bar.isVisibleTo(self) else width

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._place_tiles()

    def retranslate_ui(self) -> None:
        self.title.setText("Soup Table")
        #: the start screen as a whole, as a screen reader names it
        self.setAccessibleName(QCoreApplication.translate("StartScreen", "Start screen"))
        count = len(self.tiles)
        self.subtitle.setText(
            QCoreApplication.translate(
                "StartScreen",
                "%n card game(s) at one table. Choose a game, or go on with one you have not finished.",
                None,
                count,
            )
        )
        self.resume_title.setText(QCoreApplication.translate("StartScreen", "Not finished yet"))
        self.games_title.setText(QCoreApplication.translate("StartScreen", "Games"))
        self.levels.setText(levels_text())
        for tile in self.tiles:
            tile.retranslate()
        for row in self.rows:
            row.retranslate()
        self._tell_skipped()


def install(window: MainWindow) -> StartScreen:
    """The window's centre becomes a stack of the start screen and (once it is made,
    :func:`add_table`) the table."""
    stack = QStackedWidget(window)
    stack.setObjectName("centre")
    screen = StartScreen(window, stack)
    stack.addWidget(screen)
    stack.setCurrentWidget(screen)  # until a game sits down
    window.setCentralWidget(stack)
    window.game_started.connect(lambda: show_table(window))
    window.game_started.connect(lambda: table_sat_down(window))  # the autosave is the new table's only if resumed
    return screen


def add_table(window: MainWindow, play: QWidget) -> None:
    """The play area, made on first use, joins the centre (under the start screen)."""
    _centre(window).insertWidget(0, play)


def _centre(window: MainWindow) -> QStackedWidget:
    stack = window.centralWidget()
    assert isinstance(stack, QStackedWidget), "install() made it"
    return stack


def show_table(window: MainWindow) -> None:
    _centre(window).setCurrentWidget(window.play)
    window.panels.show_table(True)


def show_start(window: MainWindow) -> None:
    """The start screen, its unfinished games read anew (the table is empty)."""
    window.start_screen.refresh()
    _centre(window).setCurrentWidget(window.start_screen)
    window.panels.show_table(False)
    window.start_screen.setFocus()
    if window.table_made():
        window.play.put_away()  # the cards of the table left are not kept behind the start screen


def table_left(window: MainWindow) -> None:
    """The table was left: unless a game sits down at once, the start screen shows."""
    # (the window as the timer's context: a window closed and deleted meanwhile shows nothing)
    QTimer.singleShot(0, window, lambda: show_start(window) if window.controller is None else None)


__all__ = ["StartScreen", "add_table", "install", "levels_text", "show_start", "show_table", "table_left"]
