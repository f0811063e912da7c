"""The new-game dialog: game, players, seats (name, colour, human or AI level), options, seed."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine import games
from engine.core.errors import ConfigError
from engine.core.game import GameConfig, OptionSpec, Ruleset
from gui.i18n import language, tr
from gui.seats import AI_LEVELS, PLAYER_COLOURS, SeatSetup, colour_name, level_name
from gui.settings import Settings

KINDS = ("human", *(f"ai:{level}" for level in AI_LEVELS))


def kind_label(kind: str) -> str:
    if kind == "human":
        return tr("Human")
    return tr("AI – %1").replace("%1", level_name(kind.split(":", 1)[1]))


def choice_label(spec: OptionSpec, choice: Any, lang: str) -> str:
    labels = spec.choice_labels.get(choice) or spec.choice_labels.get(str(choice)) or {}
    return labels.get(lang) or labels.get("en") or str(choice)


class OptionEditor:
    """One option's widget; ``value()`` reads it back in the engine's form."""

    def __init__(self, spec: OptionSpec, value: Any, lang: str, parent: QWidget) -> None:
        self.spec = spec
        self.widget: QWidget
        if spec.kind == "bool":
            box = QCheckBox(parent)
            box.setChecked(bool(value))
            self.widget = box
        elif spec.kind == "choice":
            combo = QComboBox(parent)
            for choice in spec.choices:
                combo.addItem(choice_label(spec, choice, lang), choice)
            index = spec.choices.index(value) if value in spec.choices else 0
            combo.setCurrentIndex(index)
            self.widget = combo
        elif spec.kind == "int":
            spin = QSpinBox(parent)
            spin.setRange(spec.minimum if spec.minimum is not None else -9999,
                          spec.maximum if spec.maximum is not None else 9999)
            spin.setValue(int(value))
            self.widget = spin
        else:
            listing = QListWidget(parent)
            chosen = set(value) if isinstance(value, (list, tuple)) else set()
            for choice in spec.choices:
                item = QListWidgetItem(choice_label(spec, choice, lang))
                item.setData(Qt.ItemDataRole.UserRole, choice)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked if choice in chosen else Qt.CheckState.Unchecked)
                listing.addItem(item)
            listing.setMaximumHeight(min(24 * len(spec.choices) + 8, 150))
            listing.setMinimumWidth(280)
            self.widget = listing
        helptext = spec.help.get(lang) or spec.help.get("en")
        if helptext:
            self.widget.setToolTip(helptext)

    def value(self) -> Any:
        widget = self.widget
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QComboBox):
            return widget.currentData()
        if isinstance(widget, QSpinBox):
            return widget.value()
        assert isinstance(widget, QListWidget)
        return [widget.item(i).data(Qt.ItemDataRole.UserRole) for i in range(widget.count())
                if widget.item(i).checkState() == Qt.CheckState.Checked]


class SeatRow:
    def __init__(self, grid: QGridLayout, row: int, parent: QWidget) -> None:
        self.label = QLabel(parent)
        self.name = QLineEdit(parent)
        self.colour = QComboBox(parent)
        for key, hex_colour in PLAYER_COLOURS.items():
            swatch = QPixmap(14, 14)
            swatch.fill(QColor(hex_colour))
            self.colour.addItem(QIcon(swatch), colour_name(key), key)
        self.kind = QComboBox(parent)
        for kind in KINDS:
            self.kind.addItem(kind_label(kind), kind)
        for column, widget in enumerate((self.label, self.name, self.colour, self.kind)):
            grid.addWidget(widget, row, column)

    def set_visible(self, visible: bool) -> None:
        for widget in (self.label, self.name, self.colour, self.kind):
            widget.setVisible(visible)

    def load(self, seat: SeatSetup) -> None:
        self.name.setText(seat.name)
        self.colour.setCurrentIndex(max(0, self.colour.findData(seat.colour)))
        kind = "human" if not seat.is_ai else f"ai:{seat.level}"
        self.kind.setCurrentIndex(max(0, self.kind.findData(kind)))

    def seat(self, fallback_name: str) -> SeatSetup:
        kind = self.kind.currentData()
        level = kind.split(":", 1)[1] if kind.startswith("ai:") else "normal"
        name = self.name.text().strip() or fallback_name
        return SeatSetup(name, self.colour.currentData(), "ai" if kind.startswith("ai:") else "human", level)


class NewGameDialog(QDialog):
    """On accept, ``ruleset``, ``config`` and ``seats`` hold the checked set-up."""

    def __init__(self, settings: Settings, game_id: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        self.setMinimumWidth(640)
        self.settings = settings
        self.lang = language()
        self.memory: dict[str, Any] = dict(settings.last_new_game)
        self.ruleset: Ruleset | None = None
        self.config: GameConfig | None = None
        self.seats: list[SeatSetup] = []
        self.editors: list[OptionEditor] = []
        self.rulesets = games.all()

        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.game = QComboBox(self)
        for ruleset in self.rulesets:
            self.game.addItem(ruleset.info.title(self.lang), ruleset.info.id)
        self.players = QComboBox(self)
        top.addRow(tr("Game"), self.game)
        top.addRow(tr("Players"), self.players)
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        self.description.setObjectName("tileText")
        top.addRow("", self.description)
        layout.addLayout(top)

        seats_box = QGroupBox(tr("Seats"), self)
        grid = QGridLayout(seats_box)
        for column, title in enumerate((tr("Seat"), tr("Name"), tr("Colour"), tr("Player"))):
            grid.addWidget(QLabel(f"<b>{title}</b>", seats_box), 0, column)
        most = max((r.info.max_players for r in self.rulesets), default=1)
        self.rows = [SeatRow(grid, i + 1, seats_box) for i in range(most)]
        layout.addWidget(seats_box)

        self.options_box = QGroupBox(tr("Options and variants"), self)
        self.options_form = QFormLayout(self.options_box)
        layout.addWidget(self.options_box)

        seed_form = QFormLayout()
        self.seed = QLineEdit(self)
        self.seed.setPlaceholderText(tr("random"))
        self.seed.setToolTip(tr("The same seed and moves give the same game."))
        seed_form.addRow(tr("Seed (optional)"), self.seed)
        layout.addLayout(seed_form)
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Start"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self._load_seats()
        wanted = game_id or str(self.memory.get("game", ""))
        index = self.game.findData(wanted)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.game.setCurrentIndex(index if index >= 0 else 0)
        self._game_changed()

    # --- building ---------------------------------------------------------------------
    def current_ruleset(self) -> Ruleset | None:
        game_id = self.game.currentData()
        return next((r for r in self.rulesets if r.info.id == game_id), None)

    def player_count(self) -> int:
        return int(self.players.currentData() or 1)

    def _load_seats(self) -> None:
        stored = self.memory.get("seats") if isinstance(self.memory.get("seats"), list) else []
        colours = list(PLAYER_COLOURS)
        for i, row in enumerate(self.rows):
            base = SeatSetup(tr("Player %1").replace("%1", str(i + 1)), colours[i % len(colours)],
                             "human" if i == 0 else "ai", "normal")
            row.load(SeatSetup.from_json(stored[i] if i < len(stored) else None, base))

    def _game_changed(self) -> None:
        ruleset = self.current_ruleset()
        if ruleset is None:
            return
        info = ruleset.info
        self.description.setText(info.description(self.lang))
        remembered = self.memory.get("players", {}).get(info.id) if isinstance(self.memory.get("players"), dict) else None
        wanted = remembered if isinstance(remembered, int) else max(info.min_players, min(2, info.max_players))
        self.players.blockSignals(True)
        self.players.clear()
        for count in range(info.min_players, info.max_players + 1):
            self.players.addItem(tr("1 (solo)") if count == 1 else str(count), count)
        self.players.setCurrentIndex(max(0, self.players.findData(wanted)))
        self.players.blockSignals(False)
        self._players_changed()

    def _players_changed(self) -> None:
        ruleset = self.current_ruleset()
        if ruleset is None:
            return
        count = self.player_count()
        for i, row in enumerate(self.rows):
            row.set_visible(i < count)
            row.label.setText(str(i + 1))
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        stored = self.memory.get("options", {}).get(ruleset.info.id, {}) \
            if isinstance(self.memory.get("options"), dict) else {}
        self.editors = []
        for spec in ruleset.info.options:
            if spec.players and count not in spec.players:
                continue
            value = stored.get(spec.key, spec.default) if isinstance(stored, dict) else spec.default
            try:
                value = spec.validate(value)
            except ConfigError:
                value = spec.default
            editor = OptionEditor(spec, value, self.lang, self.options_box)
            self.options_form.addRow(spec.label(self.lang), editor.widget)
            self.editors.append(editor)
        self.options_box.setVisible(bool(self.editors))
        self.adjustSize()

    # --- result -----------------------------------------------------------------------
    def accept(self) -> None:
        ruleset = self.current_ruleset()
        if ruleset is None:
            self.error.setText(tr("No games are installed."))
            return
        count = self.player_count()
        seats = [row.seat(tr("Player %1").replace("%1", str(i + 1))) for i, row in enumerate(self.rows[:count])]
        names = [s.name for s in seats]
        if len(set(names)) != len(names):
            self.error.setText(tr("Give every player a different name."))
            return
        if len({s.colour for s in seats}) != len(seats):
            self.error.setText(tr("Give every player a different colour."))
            return
        seed_text = self.seed.text().strip()
        if seed_text and not seed_text.lstrip("-").isdigit():
            self.error.setText(tr("The seed must be a whole number."))
            return
        seed = int(seed_text) if seed_text else random.randrange(1, 2**31)
        options = {editor.spec.key: editor.value() for editor in self.editors}
        try:
            config = ruleset.normalize_config(GameConfig(count, seed, options, tuple(names)))
        except ConfigError as exc:
            self.error.setText(str(exc))
            return
        self.ruleset, self.config, self.seats = ruleset, config, seats
        self._remember(ruleset, count, seats, options)
        super().accept()

    def _remember(self, ruleset: Ruleset, count: int, seats: list[SeatSetup], options: dict[str, Any]) -> None:
        memory = self.memory
        memory["game"] = ruleset.info.id
        players = memory.get("players") if isinstance(memory.get("players"), dict) else {}
        players[ruleset.info.id] = count
        memory["players"] = players
        stored = [s.to_json() for s in seats]
        old = memory.get("seats") if isinstance(memory.get("seats"), list) else []
        memory["seats"] = stored + old[len(stored):]
        all_options = memory.get("options") if isinstance(memory.get("options"), dict) else {}
        all_options[ruleset.info.id] = options
        memory["options"] = all_options
        self.settings.last_new_game = memory
