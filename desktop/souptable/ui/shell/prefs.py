"""The settings dialog (the statistics dialog is ui/shell/statsview.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..base.languages import LANGUAGES, language_name
from ..base.settings import CARD_SCALE, HIGH_CONTRAST, LANGUAGE, SPEECH, SPEED, TABLE_TEXT, THINK_TIME, UNDO_POLICY, Settings
from ..text import locale, seconds_affixes
from .statsview import StatisticsView

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
        # seeing the table (ui/table/look.py): independent of the card size
        self.contrast = QCheckBox(QCoreApplication.translate("Settings", "Plain background, strong frames, bold text"), self)
        self.contrast.setChecked(bool(settings.get(HIGH_CONTRAST)))
        self.table_text = QSlider(Qt.Orientation.Horizontal, self)
        self.table_text.setRange(80, 160)
        self.table_text.setSingleStep(10)
        self.table_text.setPageStep(20)
        self.table_text.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.table_text.setTickInterval(20)
        self.table_text.setValue(round(float(settings.get(TABLE_TEXT)) * 100))
        self.speech = QComboBox(self)  # what a screen reader is told unasked (ui/play/announce.py)
        self.speech.addItem(QCoreApplication.translate("Settings", "Everything"), "all")
        self.speech.addItem(QCoreApplication.translate("Settings", "My turn and summaries"), "mine")
        self.speech.addItem(QCoreApplication.translate("Settings", "Nothing"), "none")
        self.speech.setCurrentIndex(max(0, self.speech.findData(settings.get(SPEECH))))
        form = QFormLayout()
        form.addRow(QCoreApplication.translate("Settings", "Language:"), self.lang)
        form.addRow(QCoreApplication.translate("Settings", "Animation speed:"), self.speed)
        form.addRow(QCoreApplication.translate("Settings", "Think time of the hard computer player:"), self.think)
        form.addRow(QCoreApplication.translate("Settings", "Undo:"), self.undo)
        form.addRow(QCoreApplication.translate("Settings", "Card size:"), self.cards)
        form.addRow(QCoreApplication.translate("Settings", "High contrast table:"), self.contrast)
        form.addRow(QCoreApplication.translate("Settings", "Table text size:"), self.table_text)
        form.addRow(QCoreApplication.translate("Settings", "Screen reader says:"), self.speech)
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
        s.set(HIGH_CONTRAST, self.contrast.isChecked())
        s.set(TABLE_TEXT, self.table_text.value() / 100.0)
        s.set(SPEECH, self.speech.currentData())
        super().accept()


# Game → Statistics lives in ui/shell/statsview.py (win %, streaks, reset); the old name stays importable
StatisticsDialog = StatisticsView
