"""The new-game dialog: game (with its picture), players, seats, options.

Each seat is a person or a computer player (with a level) and has a name.
The dialog remembers the last setup. It only offers what the engine's game
information allows (player counts, option values). A seat option (who starts,
where the rulebook leaves it to the table) offers "drawn at random" and the
seats of the table as it is now, following the player count.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import RANDOM_SEAT, OptionSpec, get
from ...engine.record import SeatInfo
from ..base.screen import fit_size
from ..base.settings import LAST_SETUP, Settings
from ..games import description, game_name, playable
from ..text import arg
from ..text.common import default_name, levels_text
from .setup import Setup

LEVEL_IDS = ("easy", "normal", "hard", "random")
MAX_NAME = 24  # characters of a seat's name


def option_label(key: str, value: str) -> str:
    if key == "variant":
        return {
            "base": QCoreApplication.translate("NewGame", "Base game"),
            "1": QCoreApplication.translate("NewGame", "Variant 1 (special cards)"),
            "2": QCoreApplication.translate("NewGame", "Variant 2 (special cards and chips)"),
        }.get(value, value)
    if key == "start":
        if value == RANDOM_SEAT:
            return QCoreApplication.translate("NewGame", "Drawn at random")
        if value.isdigit():
            return arg(QCoreApplication.translate("NewGame", "Seat %1"), int(value))
    return value


def option_name(key: str, game: str = "") -> str:
    if key == "start":
        if game == "salty":  # the first meal's Last Player starts the food-card draft
            return QCoreApplication.translate("NewGame", "Last Player of the first meal")
        return QCoreApplication.translate("NewGame", "Who starts")
    return {"variant": QCoreApplication.translate("NewGame", "Rules")}.get(key, key)


def level_label(level: str) -> str:
    return {
        "easy": QCoreApplication.translate("NewGame", "Easy"),
        "normal": QCoreApplication.translate("NewGame", "Normal"),
        "hard": QCoreApplication.translate("NewGame", "Hard"),
        "random": QCoreApplication.translate("NewGame", "Random"),
    }[level]


def game_picture(game: str, size: QSize) -> QPixmap:
    from ..art import card_back
    from ..table.renderer import SvgCache

    return SvgCache().pixmap(f"{game}/back", lambda: card_back(game), size.width(), size.height(), 1.0)


def default_setup(game: str = "susuru") -> Setup:
    info = get(game).info
    n = max(info.min_players, min(4, info.max_players))
    seats = [SeatInfo(default_name(0, True), "human", None)] + [
        SeatInfo(default_name(i, False), "bot", "normal") for i in range(1, n)
    ]
    return Setup(game, n, seats, {o.key: o.default for o in info.options})


def saved_setup(data: Any, games: list[str]) -> Setup:
    """The New Game setup saved last time, as far as it fits this version: each
    part that does not (a game not offered, a player count out of range or not
    a whole number, a seat whose name is not text or whose kind or level is
    unknown, an option that is not text) gives way to the default."""
    data = data if type(data) is dict else {}
    wanted = data.get("game")
    game = wanted if type(wanted) is str and wanted in games else games[0]
    if game != wanted:
        data = {}  # the rest was chosen for another game
    setup = default_setup(game)
    info = get(game).info
    players = data.get("players")
    if type(players) is int and info.min_players <= players <= info.max_players:
        setup.players = players
    saved = data.get("seats")
    if type(saved) is list:
        seats: list[SeatInfo] = []
        for i, raw in enumerate(saved[: NewGameDialog.MAX_SEATS]):
            seats.append(_saved_seat(raw, i))
        setup.seats = seats
    options = data.get("options")
    if type(options) is dict:
        for key, value in options.items():
            if type(key) is str and type(value) is str:
                setup.options[key] = value
    return setup


def _saved_seat(raw: Any, index: int) -> SeatInfo:
    human = index == 0
    default = SeatInfo(default_name(index, human), "human" if human else "bot", None if human else "normal")
    if type(raw) is not dict:
        return default
    kind, name, level = raw.get("kind"), raw.get("name"), raw.get("level")
    if kind not in ("human", "bot"):
        return default
    if kind == "bot" and level not in LEVEL_IDS:
        level = "normal"
    if type(name) is not str or not name.strip():
        name = default_name(index, kind == "human")
    return SeatInfo(name.strip()[:MAX_NAME], kind, None if kind == "human" else level)


class SeatRow:
    def __init__(self, parent: QWidget, index: int) -> None:
        self.index = index
        self.label = QLabel(parent)
        self.name = QLineEdit(parent)
        self.label.setBuddy(self.name)
        self.name.setMaxLength(MAX_NAME)
        self.kind = QComboBox(parent)
        self.level = QComboBox(parent)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()

    def retranslate(self) -> None:
        self.label.setText(arg(QCoreApplication.translate("NewGame", "Seat %1"), self.index + 1))
        # one row of four per seat: a screen reader says which seat and which of the four
        seat = self.index + 1
        #: a New Game seat row's name box, as a screen reader says it: %1 the seat's number
        self.name.setAccessibleName(arg(QCoreApplication.translate("NewGame", "Seat %1: name"), seat))
        #: a New Game seat row's person/computer choice, as a screen reader says it: %1 the seat's number
        self.kind.setAccessibleName(arg(QCoreApplication.translate("NewGame", "Seat %1: person or computer"), seat))
        #: a New Game seat row's computer level, as a screen reader says it: %1 the seat's number
        self.level.setAccessibleName(arg(QCoreApplication.translate("NewGame", "Seat %1: level"), seat))
        k, lv = self.kind.currentIndex(), self.level.currentIndex()
        self.kind.blockSignals(True)
        self.kind.clear()
        self.kind.addItem(QCoreApplication.translate("NewGame", "Person"), "human")
        self.kind.addItem(QCoreApplication.translate("NewGame", "Computer"), "bot")
        self.kind.setCurrentIndex(max(0, k))
        self.kind.blockSignals(False)
        self.level.clear()
        for lvl in LEVEL_IDS:
            self.level.addItem(level_label(lvl), lvl)
        self.level.setCurrentIndex(max(0, lv))
        self._kind_changed()

    def _kind_changed(self) -> None:
        human = self.kind.currentData() == "human"
        self.level.setEnabled(not human)
        # a computer made a person (or back) keeps no "Computer 2": the default follows the kind
        if self.kind.currentData() is not None and self.name.text().strip() == default_name(self.index, not human):
            self.name.setText(default_name(self.index, human))

    def set(self, seat: SeatInfo) -> None:
        self.name.setText(seat.name)
        self.kind.setCurrentIndex(0 if seat.kind == "human" else 1)
        if seat.level in LEVEL_IDS:
            self.level.setCurrentIndex(LEVEL_IDS.index(seat.level))
        self._kind_changed()

    def get(self) -> SeatInfo:
        human = self.kind.currentData() == "human"
        name = self.name.text().strip() or default_name(self.index, human)
        return SeatInfo(name, "human" if human else "bot", None if human else self.level.currentData())

    def widgets(self) -> list[QWidget]:
        return [self.label, self.name, self.kind, self.level]


class NewGameDialog(QDialog):
    MAX_SEATS = 6

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newgame")
        self.settings = settings
        self.games = QListWidget(self)
        self.games.setIconSize(QSize(54, 76))
        self.games.setMinimumWidth(250)
        for gid in playable():
            item = QListWidgetItem(self.games)
            item.setData(Qt.ItemDataRole.UserRole, gid)
            item.setIcon(QIcon(game_picture(gid, QSize(54, 76))))
        self.players = QSpinBox(self)
        self.players_label = QLabel(self)
        self.players_label.setBuddy(self.players)  # its Alt letter and a screen reader's name for the box
        self.seat_box = QGroupBox(self)
        grid = QGridLayout(self.seat_box)
        self.rows = [SeatRow(self.seat_box, i) for i in range(self.MAX_SEATS)]
        for i, row in enumerate(self.rows):
            for j, w in enumerate(row.widgets()):
                grid.addWidget(w, i, j)
        self.about = QLabel(self)  # what the chosen game is
        self.about.setWordWrap(True)
        self.levels = QLabel(self)  # what each computer level is
        self.levels.setWordWrap(True)
        self.levels.setStyleSheet("color:#555;")
        self.options_box = QGroupBox(self)
        self.options_form = QFormLayout(self.options_box)
        self.option_widgets: dict[str, tuple[QLabel, QComboBox]] = {}
        self.option_specs: dict[str, OptionSpec] = {}
        self.rules_button = QPushButton(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        right = QVBoxLayout()
        prow = QHBoxLayout()
        prow.addWidget(self.players_label)
        prow.addWidget(self.players)
        prow.addStretch(1)
        prow.addWidget(self.rules_button)
        right.addLayout(prow)
        right.addWidget(self.about)
        right.addWidget(self.seat_box)
        right.addWidget(self.levels)
        right.addWidget(self.options_box)
        right.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.games)
        top.addLayout(right, 1)
        lay = QVBoxLayout(self)
        lay.addLayout(top, 1)
        lay.addWidget(self.buttons)
        self.games.currentRowChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        self.rules_button.clicked.connect(self._show_rules)
        self.retranslate_ui()
        last = settings.get_json(LAST_SETUP)
        self._apply(last if isinstance(last, dict) else None)
        fit_size(self, 860, 520)

    # -- state -----------------------------------------------------------------------
    def _apply(self, data: dict[str, Any] | None) -> None:
        ids = [str(self.games.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.games.count())]
        setup = saved_setup(data, ids)
        game = setup.game
        self.games.setCurrentRow(ids.index(game))
        self._game_changed(ids.index(game))
        info = get(game).info
        self.players.setValue(max(info.min_players, min(info.max_players, setup.players)))
        for row, seat in zip(self.rows, setup.seats, strict=False):
            row.set(seat)
        self._players_changed(self.players.value())  # the seat choices follow the table
        for key, (_lab, combo) in self.option_widgets.items():
            value = setup.options.get(key)
            idx = combo.findData(value)
            if idx >= 0:
                combo.setCurrentIndex(idx)

    def choose_game(self, game: str) -> None:
        """Open at ``game`` (a start screen tile): as set up last time if that was this
        game, else with its defaults."""
        last = self.settings.get_json(LAST_SETUP)
        self._apply(last if isinstance(last, dict) and last.get("game") == game else {"game": game})

    def current_game(self) -> str:
        item = self.games.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else playable()[0]

    def _game_changed(self, _row: int) -> None:
        self.about.setText(description(self.current_game()))
        info = get(self.current_game()).info
        self.players.blockSignals(True)
        self.players.setRange(info.min_players, info.max_players)
        self.players.blockSignals(False)
        self._players_changed(self.players.value())
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        self.option_specs = {}
        for spec in info.options:
            lab = QLabel(option_name(spec.key, info.id), self.options_box)
            combo = QComboBox(self.options_box)
            values = spec.choices_for(self.players.value())
            for value in values:
                combo.addItem(option_label(spec.key, value), value)
            combo.setCurrentIndex(values.index(spec.default) if spec.default in values else 0)
            combo.setAccessibleName(lab.text())
            self.options_form.addRow(lab, combo)
            self.option_widgets[spec.key] = (lab, combo)
            self.option_specs[spec.key] = spec
        self.options_box.setVisible(bool(info.options))

    def _players_changed(self, n: int) -> None:
        for key, (_lab, combo) in self.option_widgets.items():
            spec = self.option_specs[key]
            if not spec.seats:
                continue
            # offer the seats of this table; a chosen seat no longer there falls back to the default
            values = spec.choices_for(n)
            chosen = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for value in values:
                combo.addItem(option_label(key, value), value)
            keep = chosen if chosen in values else spec.default if spec.default in values else values[0]
            combo.setCurrentIndex(values.index(keep))
            combo.blockSignals(False)
        for row in self.rows:
            for w in row.widgets():
                w.setVisible(row.index < n)
            if not row.name.text():
                row.set(
                    SeatInfo(
                        default_name(row.index, row.index == 0),
                        "human" if row.index == 0 else "bot",
                        None if row.index == 0 else "normal",
                    )
                )

    def setup(self) -> Setup:
        n = self.players.value()
        seats = [row.get() for row in self.rows[:n]]
        options = {k: combo.currentData() for k, (_l, combo) in self.option_widgets.items()}
        return Setup(self.current_game(), n, seats, options, random.SystemRandom().randrange(1, 2**31))

    def accept(self) -> None:
        self.settings.set_json(LAST_SETUP, self.setup().to_json())
        super().accept()

    def _show_rules(self) -> None:
        from .rulebook import RulesDialog

        lang = getattr(self.parent(), "languages", None)
        RulesDialog(self.current_game(), lang.current if lang else "en", self).exec()

    # -- words ---------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("NewGame", "New game"))
        self.players_label.setText(QCoreApplication.translate("NewGame", "Players:"))
        #: the New Game dialog's number of players, as a screen reader names the box
        self.players.setAccessibleName(QCoreApplication.translate("NewGame", "Number of players"))
        #: the New Game dialog's list of games, as a screen reader names it
        self.games.setAccessibleName(QCoreApplication.translate("NewGame", "Game"))
        self.seat_box.setTitle(QCoreApplication.translate("NewGame", "Seats (in turn order)"))
        self.options_box.setTitle(QCoreApplication.translate("NewGame", "Options"))
        self.rules_button.setText(QCoreApplication.translate("NewGame", "Rules…"))
        self.about.setText(description(self.current_game()))
        self.levels.setText(levels_text())
        for i in range(self.games.count()):
            item = self.games.item(i)
            gid = item.data(Qt.ItemDataRole.UserRole)
            info = get(gid).info
            item.setText(
                game_name(gid)
                + "\n"
                + arg(QCoreApplication.translate("NewGame", "%1–%2 players"), info.min_players, info.max_players)
            )
        for row in self.rows:
            row.retranslate()
        for key, (lab, combo) in self.option_widgets.items():
            lab.setText(option_name(key, self.current_game()))
            combo.setAccessibleName(lab.text())
            for i in range(combo.count()):
                combo.setItemText(i, option_label(key, combo.itemData(i)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
