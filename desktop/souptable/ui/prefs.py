"""The settings and statistics dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QSlider,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine import game_ids
from .i18n import LANGUAGES, language_name
from .settings import CARD_SCALE, LANGUAGE, SPEED, THINK_TIME, UNDO_POLICY, Settings
from .storage import Statistics
from .text import arg, decimal, locale, seconds_affixes
from .text.common import game_name

SPEED_CHOICES = (0.0, 0.5, 1.0, 2.0)


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, current_lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings")
        self.settings = settings
        self.setWindowTitle(QCoreApplication.translate("Settings", "Settings"))
        self.lang = QComboBox(self)
        self.lang.addItem(QCoreApplication.translate("Settings", "Follow the system"), "")
        for code in LANGUAGES:
            self.lang.addItem(language_name(code), code)
        self.lang.setCurrentIndex(max(0, self.lang.findData(settings.get(LANGUAGE))))
        self.speed = QComboBox(self)
        for value, label in zip(
            SPEED_CHOICES,
            (
                QCoreApplication.translate("Settings", "Off"),
                QCoreApplication.translate("Settings", "Fast"),
                QCoreApplication.translate("Settings", "Normal"),
                QCoreApplication.translate("Settings", "Slow"),
            ),
            strict=True,
        ):
            self.speed.addItem(label, value)
        cur = float(settings.get(SPEED))
        self.speed.setCurrentIndex(min(range(len(SPEED_CHOICES)), key=lambda i: abs(SPEED_CHOICES[i] - cur)))
        self.think = QDoubleSpinBox(self)
        self.think.setLocale(locale())  # the UI language's decimal sign: "1,00 s" in German
        self.think.setRange(0.2, 5.0)
        self.think.setSingleStep(0.1)
        before, after = seconds_affixes()  # "%1 s", "%1 秒"
        self.think.setPrefix(before)
        self.think.setSuffix(after)
        self.think.setValue(float(settings.get(THINK_TIME)))
        self.undo = QComboBox(self)
        self.undo.addItem(QCoreApplication.translate("Settings", "Strict: only until something hidden is revealed"), "strict")
        self.undo.addItem(QCoreApplication.translate("Settings", "Relaxed: always (casual play)"), "relaxed")
        self.undo.setCurrentIndex(max(0, self.undo.findData(settings.get(UNDO_POLICY))))
        self.cards = QSlider(Qt.Orientation.Horizontal, self)
        self.cards.setRange(70, 130)
        self.cards.setValue(int(float(settings.get(CARD_SCALE)) * 100))
        form = QFormLayout()
        form.addRow(QCoreApplication.translate("Settings", "Language:"), self.lang)
        form.addRow(QCoreApplication.translate("Settings", "Animation speed:"), self.speed)
        form.addRow(QCoreApplication.translate("Settings", "Think time of the hard computer player:"), self.think)
        form.addRow(QCoreApplication.translate("Settings", "Undo:"), self.undo)
        form.addRow(QCoreApplication.translate("Settings", "Card size:"), self.cards)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(box)

    def accept(self) -> None:
        s = self.settings
        s.set(LANGUAGE, self.lang.currentData())
        s.set(SPEED, float(self.speed.currentData()))
        s.set(THINK_TIME, float(self.think.value()))
        s.set(UNDO_POLICY, self.undo.currentData())
        s.set(CARD_SCALE, self.cards.value() / 100.0)
        super().accept()


class StatisticsDialog(QDialog):
    def __init__(self, stats: Statistics, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics")
        self.setWindowTitle(QCoreApplication.translate("Settings", "Statistics"))
        self.stats = stats
        self.game = QComboBox(self)
        for gid in game_ids():
            self.game.addItem(game_name(gid), gid)
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        self.table = QTableWidget(self)
        self.table.setColumnCount(5)
        self.table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("Settings", "Player"),
                QCoreApplication.translate("Settings", "Games"),
                QCoreApplication.translate("Settings", "Won"),
                QCoreApplication.translate("Settings", "Best score"),
                QCoreApplication.translate("Settings", "Average score"),
            ]
        )
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        # a statistics file that cannot be read is said here too, not only when a game ends
        self.problem = QLabel(self)
        self.problem.setObjectName("statistics_problem")
        self.problem.setWordWrap(True)
        if stats.unreadable is not None:
            self.problem.setText(
                arg(
                    QCoreApplication.translate(
                        "Settings",
                        "Your statistics file cannot be read (%1). Only the games of this session are shown; "
                        "they are added to it as soon as it can be read again.",
                    ),
                    stats.unreadable,
                )
            )
        self.problem.setVisible(stats.unreadable is not None)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        box.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.game)
        lay.addWidget(self.problem)
        lay.addWidget(self.table)
        lay.addWidget(box)
        self.game.currentIndexChanged.connect(self._fill)
        self._fill()
        self.resize(560, 360)

    def _fill(self) -> None:
        rows = self.stats.rows(self.game.currentData())
        self.table.setRowCount(len(rows))
        for r, (name, played, won, best, avg) in enumerate(rows):
            for c, text in enumerate((name, str(played), decimal(won), decimal(best), decimal(avg, 1))):
                self.table.setItem(r, c, QTableWidgetItem(text))
