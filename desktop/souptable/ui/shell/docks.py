"""The side panels and the window: View menu toggles, narrow windows, geometry.

Every panel (Scores, Log, and any a table adds, such as the remote seats') can
be shown or hidden from the View menu, and the choice is kept. A panel's width
is fixed for a whole game: :data:`PANEL_WIDTH`, or what the players' names need at
the game's start (up to :data:`SIDE_SHARE` of the window); below :data:`NARROW`
pixels of window width :data:`SIDE_SHARE` of it, the panels then sharing one column
as tabs. What a panel shows later never widens it, so the table never rescales
under a move.
The status bar keeps one height, so a message never moves the table either.

The first window fits the screen's available geometry (:func:`available_geometry`,
which tests replace): :data:`FIRST_SIZE` where there is room, maximised on a
smaller screen; a restored window is clamped to the screen the same way. Its size,
place, maximised and full-screen state and where the panels are are saved a
moment after they change (not only at a clean exit: after a crash the window comes
back as it was) and come back at the next start (through the settings layer). On
the start screen the panels step aside. The window's place is restored before it is
shown; the panels join once its first frame is (:meth:`Panels.add_docks`), and until
then nothing here names the ``Qt`` namespace (docs/performance.md, "Cold start"). No
rules here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, QRect, QSize, QTimer
from PySide6.QtGui import QAction, QFontMetrics

from ..base import screen
from ..base.screen import FRAME, SMALLEST_TABLE  # a screen smaller than FIRST_SIZE plus FRAME: a maximised window
from ..base.settings import FULLSCREEN, GEOMETRY, PANELS, WINDOW_STATE

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget

    from .mainwindow import MainWindow

NARROW = 1200  # px of window width below which the panels become tabs
SIDE_SHARE = 0.28  # this share of a narrow window goes to the panels (and the splitter)
PANEL_WIDTH = 270  # px of every panel where there is room (a 1280 px window leaves the table 1000: three prompt lines)
FIRST_SIZE = QSize(1280, 800)  # the first window's client area, where the screen has room for it
SAVE_DELAY_MS = 700  # geometry is saved this long after it last changed (a drag is many moves)


def available_geometry(window: MainWindow) -> QRect:
    """The part of the window's screen free of task bars and docks (tests replace this;
    the dialogs' own is ``base.screen.available``)."""
    return screen.available(window)


def clamped(rect: QRect, avail: QRect) -> QRect:
    """``rect`` (a client area) made to fit ``avail`` with its frame: smaller if need be,
    then moved inside (its frame's top left corner on the screen)."""
    w = min(rect.width(), avail.width() - FRAME.width())
    h = min(rect.height(), avail.height() - FRAME.height())
    side, top = FRAME.width() // 2, FRAME.height() - FRAME.width() // 2
    x = min(max(rect.x(), avail.left() + side), avail.right() + 1 - side - w)
    y = min(max(rect.y(), avail.top() + top), avail.bottom() + 1 - side - h)
    return QRect(x, y, w, h)


def small_screen(avail: QRect) -> bool:
    """No room for the first size and its frame: the window starts maximised."""
    return avail.width() < FIRST_SIZE.width() + FRAME.width() or avail.height() < FIRST_SIZE.height() + FRAME.height()


class Panels(QObject):
    """The window's panels (by dock object name) and its geometry."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.settings = window.settings
        self.table_shown = False  # the start screen shows: the panels step aside
        self.narrow: bool | None = None
        self.toggles: dict[str, QAction] = {}
        self._docks: list[QDockWidget] = []  # the window's own panels, once added (add_docks)
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self.fit)
        self._minimum_timer = QTimer(self)
        self._minimum_timer.setSingleShot(True)
        self._minimum_timer.setInterval(0)
        self._minimum_timer.timeout.connect(self.fit_minimum)
        # saved a moment after the window last moved, changed size or state, or a panel moved
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(SAVE_DELAY_MS)
        self._save_timer.timeout.connect(self.save)
        self._restoring = False
        self.fix_status_bar("AgÄÖ")  # (Japanese once the first frame is shown: its font loads then)
        self.table_minimum: QSize | None = None  # what the table asks for where there is room (once it is made)

    def fix_status_bar(self, sample: str) -> None:
        """The status bar's one height: what a line of ``sample`` needs."""
        sb = self.window.statusBar()
        metrics = QFontMetrics(sb.font())
        sb.setFixedHeight(max(sb.sizeHint().height(), metrics.boundingRect(sample).height() + 10))

    def add_docks(self) -> None:
        """The window's Scores and Log panels join (ui/shell/sides.py makes them after the
        first frame): their View toggles, where they were left, and the window watched for
        moves and sizes to save."""
        window = self.window
        self.fix_status_bar("Ag漢字ÄÖ")  # a Japanese message, too, never changes its height
        self._docks = [window.score_dock, window.log_dock]
        first = window.view_menu.actions()[0] if window.view_menu.actions() else None
        for dock in self.own_docks():
            act = QAction(window)
            act.setCheckable(True)
            act.setChecked(bool(self.settings.get(PANELS[dock.objectName()])))
            act.triggered.connect(lambda checked, d=dock: self.set_wanted(d, checked))
            if first is None:
                window.view_menu.addAction(act)
            else:
                window.view_menu.insertAction(first, act)
            self.toggles[dock.objectName()] = act
            dock.installEventFilter(self)  # its close button: not wanted any more
        if first is not None:
            window.view_menu.insertSeparator(first)
        window.installEventFilter(self)
        window.scores.width_wanted.connect(self.fit)  # at once: before the table's first picture settles
        for dock in self.own_docks():
            dock.dockLocationChanged.connect(self.changed)
            dock.topLevelChanged.connect(self.changed)
        self.retranslate()
        self._restoring = True
        state = self.settings.get(WINDOW_STATE)
        if state:
            window.restoreState(QByteArray(state))  # where the panels were left
        self.show_table(self.table_shown)
        self._restoring = False

    def own_docks(self) -> list[QDockWidget]:
        """The Scores and Log docks (none before :meth:`add_docks`)."""
        return list(self._docks)

    def all_docks(self) -> list[QDockWidget]:
        """Every panel at the right of the window, the ones a table adds too."""
        from PySide6.QtCore import Qt  # (not at import: the first frame does without them)
        from PySide6.QtWidgets import QDockWidget

        # (a window's panels are its children: looked for there, not in every object under it,
        # each of which PySide would first have to wrap)
        return [
            d
            for d in self.window.children()
            if isinstance(d, QDockWidget)
            and self.window.dockWidgetArea(d) == Qt.DockWidgetArea.RightDockWidgetArea
            and not d.isFloating()
        ]

    def retranslate(self) -> None:
        texts = {
            "score_dock": QCoreApplication.translate("Docks", "S&cores"),
            "log_dock": QCoreApplication.translate("Docks", "L&og"),
        }
        for name, act in self.toggles.items():
            act.setText(texts[name])

    # -- shown or not --------------------------------------------------------------------
    def wanted(self, dock: QDockWidget) -> bool:
        key = PANELS.get(dock.objectName())
        return True if key is None else bool(self.settings.get(key))

    def set_wanted(self, dock: QDockWidget, on: bool) -> None:
        self.settings.set(PANELS[dock.objectName()], on)
        self.toggles[dock.objectName()].setChecked(on)
        dock.setVisible(on and self.table_shown)
        self.fit()

    def show_table(self, shown: bool) -> None:
        """The table (True) or the start screen (False) fills the window."""
        self.table_shown = shown
        for dock in self.own_docks():
            dock.setVisible(shown and self.wanted(dock))
        self.narrow = None
        self.fit()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.window and event.type() == QEvent.Type.Resize:
            self._fit_timer.start()
            self.changed()
        elif obj is self.window and event.type() in (QEvent.Type.Move, QEvent.Type.WindowStateChange):
            self.changed()
        elif event.type() == QEvent.Type.Close and obj in self.own_docks():
            self.settings.set(PANELS[obj.objectName()], False)  # closed with its own button
            self.toggles[obj.objectName()].setChecked(False)
        return False

    # -- narrow and wide -----------------------------------------------------------------
    def fit(self) -> None:
        """Panels side by side (wide) or as tabs in one narrow column (below NARROW)."""
        if not self._docks:
            return  # (no panels yet: the first frame is the start screen's alone)
        from PySide6.QtCore import Qt  # (not at import: the first frame does without it)

        w = self.window
        width = w.width()
        narrow = width < NARROW
        docks = [d for d in self.all_docks() if not d.isHidden()]
        # one width for the whole game: the names' at its start, never what is shown later
        wide = max(PANEL_WIDTH, min(w.scores.wanted, int(width * SIDE_SHARE)))
        cap = int(width * SIDE_SHARE) if narrow else wide
        for dock in self.all_docks():
            dock.setFixedWidth(cap)
        if narrow != self.narrow:
            self.narrow = narrow
            if narrow:
                for other in docks[1:]:
                    w.tabifyDockWidget(docks[0], other)
                if docks:
                    docks[0].raise_()
            else:  # out of the tabs (splitting a tabbed panel would only add a tab), one below the other
                for dock in docks[1:]:
                    w.removeDockWidget(dock)
                    w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock, Qt.Orientation.Vertical)
                    dock.show()
        if narrow and docks:
            w.resizeDocks(docks, [cap] * len(docks), Qt.Orientation.Horizontal)
        # the panels' shape and the prompt's lines change what the window needs: measured
        # once the docks have been laid out anew (a moment later, not in the middle of it)
        self._minimum_timer.start()
        self.changed()

    # -- the window's geometry --------------------------------------------------------------
    def fit_minimum(self) -> QSize:
        """The window's minimum made to fit the screen with its frame: the table view gives
        up what the menus, prompt, panels and status line need (down to
        :data:`SMALLEST_TABLE`), so a maximised window never pushes the status line off the
        screen. Returns the window's minimum size now."""
        w = self.window
        if not w.table_made():  # the start screen alone: no table to give up room
            return w.minimumSizeHint()
        view = w.play.view
        if self.table_minimum is None:
            self.table_minimum = view.minimumSize()
        avail = available_geometry(w)
        room = QSize(avail.width() - FRAME.width(), avail.height() - FRAME.height())
        layout = w.layout()
        if layout is not None:
            layout.invalidate()  # the minimum measured now, not the one cached before
        # what the window would need with the table's own minimum (never set back to it
        # first: that would make the window grow for a moment, and stay grown)
        given = view.minimumSize()
        hint = w.minimumSizeHint()
        need_w = hint.width() + self.table_minimum.width() - given.width()
        # and with the most lines the prompt takes (a narrower window gives it one more):
        # measured for the worst, so the minimum never rises past the screen for a moment
        need_h = hint.height() + self.table_minimum.height() - given.height() + w.play.prompt_growth()
        over_w, over_h = max(0, need_w - room.width()), max(0, need_h - room.height())
        wanted = QSize(
            max(SMALLEST_TABLE.width(), self.table_minimum.width() - over_w),
            max(SMALLEST_TABLE.height(), self.table_minimum.height() - over_h),
        )
        if wanted != given:
            view.setMinimumSize(wanted)
        # a minimum that rose for a moment (the buttons came before the table gave up its
        # room) pushed a normal window past the screen: back within it once the minimum allows
        if not (w.isMaximized() or w.isFullScreen()) and (w.width() > room.width() or w.height() > room.height()):
            hint = w.minimumSizeHint()
            if hint.width() <= room.width() and hint.height() <= room.height():
                if layout is not None:
                    layout.activate()  # the window's own minimum follows the table's first
                w.resize(min(w.width(), room.width()), min(w.height(), room.height()))
        return w.minimumSizeHint()

    def toggle_full_screen(self) -> None:
        w = self.window
        if w.isFullScreen():
            w.showNormal()
        else:
            w.showFullScreen()
        w.act_full.setChecked(w.isFullScreen())

    def restore(self) -> None:
        """Size, place, maximised or full screen as they were left, on the screen as it is
        now; the first time, the first size or maximised (the panels' places: :meth:`add_docks`)."""
        w = self.window
        self._restoring = True
        if w.table_made():  # (the start screen alone has no table to give up room)
            self.fit_minimum()  # before any size is set: it must be allowed to fit the screen
        geometry = self.settings.get(GEOMETRY)
        if not geometry or not w.restoreGeometry(QByteArray(geometry)):
            self.place_first()
        elif not (w.isMaximized() or w.isFullScreen()):
            avail = available_geometry(w)
            w.setGeometry(clamped(w.geometry(), avail))  # a smaller screen (or resolution) than last time
        if self.settings.get(FULLSCREEN):
            from PySide6.QtCore import Qt  # (only then: the first frame does without it)

            w.setWindowState(w.windowState() | Qt.WindowState.WindowFullScreen)
            w.act_full.setChecked(True)
        self._restoring = False
        self._save_timer.stop()  # nothing changed that the settings do not already say

    def place_first(self) -> None:
        """The first window: :data:`FIRST_SIZE` in the middle of the screen, or maximised
        on a screen without room for it (its normal size then fits the screen too)."""
        w = self.window
        avail = available_geometry(w)
        rect = QRect(0, 0, FIRST_SIZE.width(), FIRST_SIZE.height())
        rect.moveCenter(avail.center())
        w.setGeometry(clamped(rect, avail))
        if small_screen(avail):
            from PySide6.QtCore import Qt  # (only then: the first frame does without it)

            w.setWindowState(w.windowState() | Qt.WindowState.WindowMaximized)

    def changed(self) -> None:
        """The window or a panel moved or changed: saved once it has been still a moment."""
        if not self._restoring and self.window.isVisible():
            self._save_timer.start()

    def save(self) -> None:
        self._save_timer.stop()
        w = self.window
        self.settings.set(FULLSCREEN, w.isFullScreen())
        self.settings.set(GEOMETRY, w.saveGeometry())
        self.settings.set(WINDOW_STATE, w.saveState())
        self.settings.sync()  # now: a crash right after loses nothing (and a throwaway profile goes at close)


__all__ = ["FIRST_SIZE", "NARROW", "PANEL_WIDTH", "SIDE_SHARE", "Panels", "available_geometry", "clamped", "small_screen"]
