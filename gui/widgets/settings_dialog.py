"""The settings dialog: language, animation speed, AI pacing, colour-blind pieces, UI scale."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QSpinBox, QWidget

from gui.i18n import tr
from gui.settings import ANIMATION_SPEEDS, UI_SCALES, Settings

LANGUAGE_NAMES = {"en": "English", "cs": "Čeština", "de": "Deutsch"}


class SettingsDialog(QDialog):
    """On accept, ``result_settings`` holds the edited copy; the caller saves and applies it."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.original = settings
        self.result_settings = settings
        form = QFormLayout(self)
        self.language = QComboBox(self)
        for code, name in LANGUAGE_NAMES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.animation = QComboBox(self)
        speed_names = {"off": tr("off"), "fast": tr("fast"), "normal": tr("normal"), "slow": tr("slow")}
        for key in ANIMATION_SPEEDS:
            self.animation.addItem(speed_names[key], key)
        self.animation.setCurrentIndex(max(0, self.animation.findData(settings.animation_speed)))
        self.animation.setToolTip(tr("How fast the pieces that the others or the rules move travel across the table"))
        self.ai_delay = QSpinBox(self)
        self.ai_delay.setRange(0, 5000)
        self.ai_delay.setSingleStep(100)
        self.ai_delay.setSuffix(" ms")
        self.ai_delay.setValue(settings.ai_delay_ms)
        self.colour_cues = QCheckBox(tr("A letter or mark beside every colour"), self)
        self.colour_cues.setChecked(settings.colour_cues)
        self.always_handover = QCheckBox(tr("Hand the screen over before every turn of another person"), self)
        self.always_handover.setChecked(settings.always_handover)
        self.always_handover.setToolTip(tr("At a table of several people: also when the next decision shows "
                                           "nothing private (the cards in hand stay face down until asked for)"))
        self.scale = QComboBox(self)
        for factor in UI_SCALES:
            self.scale.addItem(f"{round(factor * 100)} %", factor)
        self.scale.setCurrentIndex(max(0, self.scale.findData(settings.ui_scale)))
        form.addRow(tr("Language"), self.language)
        form.addRow(tr("Animations"), self.animation)
        form.addRow(tr("Pause between AI moves"), self.ai_delay)
        form.addRow(tr("Colour cues"), self.colour_cues)
        form.addRow(tr("Size of the table and text"), self.scale)
        form.addRow(tr("Hot seat"), self.always_handover)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("OK"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def edited(self) -> Settings:
        return replace(
            self.original,
            language=self.language.currentData(),
            animation_speed=self.animation.currentData(),
            ai_delay_ms=self.ai_delay.value(),
            colour_cues=self.colour_cues.isChecked(),
            ui_scale=float(self.scale.currentData()),
            always_handover=self.always_handover.isChecked(),
        )

    def accept(self) -> None:
        self.result_settings = self.edited()
        super().accept()
