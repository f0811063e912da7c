"""The new-game dialog: game, players, seats (name, colour, human or AI level), options, seed."""

from __future__ import annotations

import html
import random
from pathlib import Path
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
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine import games
from engine.core.errors import ConfigError
from engine.core.game import GameConfig, OptionSpec, Ruleset
from engine.core.overrides import OverridesError, read_file
from engine.core.saves import MAX_NAME, clean_name
from gui.errors import error_text
from gui.i18n import language, tr
from gui.paths import data_dir
from gui.seats import AI_LEVELS, PLAYER_COLOURS, SeatSetup, colour_name, level_name
from gui.settings import Settings
from gui.user_files import set_aside, take_notices

KINDS = ("human", *(f"ai:{level}" for level in AI_LEVELS))
HELP_WIDTH = 310
LABEL_WIDTH = 200


def fix_height(label: QLabel, width: int) -> None:
    """A wrapped label of a fixed width and the height its text needs there: a form then never
    squeezes it, whatever it makes of heights for widths."""
    label.ensurePolished()
    label.setFixedWidth(width)
    label.setMinimumHeight(label.heightForWidth(width))


def kind_label(kind: str) -> str:
    if kind == "human":
        return tr("Human")
    return tr("AI – %1").replace("%1", level_name(kind.split(":", 1)[1]))


def choice_label(spec: OptionSpec, choice: Any, lang: str) -> str:
    labels = spec.choice_labels.get(choice) or spec.choice_labels.get(str(choice)) or {}
    return labels.get(lang) or labels.get("en") or str(choice)


def tag_label(tag: str) -> str:
    """The mark an option's row carries: what kind of option it is ("" for a rule of the game)."""
    return {"variant": tr("variant from the rulebook"), "house_rule": tr("house rule"),
            "kontor": tr("Kontor only")}.get(tag, "")


class OptionEditor:
    """One option's widget; ``value()`` reads it back in the engine's form.

    A seat choice (a start player) is a list of "drawn at random" and the seats' names.
    """

    def __init__(self, spec: OptionSpec, value: Any, lang: str, parent: QWidget,
                 seat_names: list[str] | None = None) -> None:
        self.spec = spec
        self.widget: QWidget
        if spec.seat_choice:
            combo = QComboBox(parent)
            combo.addItem(tr("drawn at random"), 0)
            for seat, name in enumerate(seat_names or [], start=1):
                combo.addItem(tr("%1 (seat %2)").replace("%1", name).replace("%2", str(seat)), seat)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            self.widget = combo
        elif spec.kind == "bool":
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
            # as wide as its longest entry: a list that scrolls sideways hides the ends of names
            listing.setMinimumWidth(max(280, listing.sizeHintForColumn(0) + 2 * listing.frameWidth() + 24))
            listing.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.widget = listing
        self.help = spec.help_text(lang)
        if self.help:
            self.widget.setToolTip(self.help)

    def row_label(self, lang: str, parent: QWidget) -> QLabel:
        """The option's name with its mark (house rule, Kontor only), the help as its tooltip."""
        text = html.escape(self.spec.label(lang))
        mark = tag_label(self.spec.tag)
        if mark:
            text += f"<br><span style='color:#8a6d3b; font-size:small'>{html.escape(mark)}</span>"
        label = QLabel(text, parent)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        fix_height(label, LABEL_WIDTH)
        if self.help:
            label.setToolTip(self.help)
        return label

    def help_line(self, parent: QWidget) -> QLabel | None:
        if not self.help:
            return None
        line = QLabel(self.help, parent)
        line.setObjectName("optionHelp")
        line.setWordWrap(True)
        line.setStyleSheet("color: #6b5b45;")
        fix_height(line, HELP_WIDTH)
        return line

    def set_value(self, value: Any) -> None:
        """Used for the values that follow the seats (``people_default``): numbers and check boxes."""
        if isinstance(self.widget, QSpinBox):
            self.widget.setValue(int(value))
        elif isinstance(self.widget, QCheckBox):
            self.widget.setChecked(bool(value))

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


def overrides_file(game_id: str) -> Path:
    """Where a player keeps corrections of a game's reconstructed data (docs/rules/<game>.<lang>.md)."""
    return data_dir() / "overrides" / f"{game_id}.json"


def read_overrides(ruleset: Ruleset) -> dict[str, Any]:
    """The corrections in the game's overrides file, checked; {} when there is none."""
    path = overrides_file(ruleset.info.id)
    if not path.is_file():
        return {}
    return read_file(path, ruleset.info.id, ruleset.data_tables())


class OptionsScroll(QScrollArea):
    """The options' scroll area: its page is as tall as its wrapped texts need at the current width
    (a form of word-wrapped labels would otherwise be squeezed rather than scrolled)."""

    def fit_page(self) -> None:
        page = self.widget()
        if page is None or page.layout() is None:
            return
        layout = page.layout()
        bar = self.verticalScrollBar()
        # measured as if the scroll bar were there: when it appears, the page gets narrower
        width = self.viewport().width() - (0 if bar.isVisible() else bar.sizeHint().width())
        needed = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()
        page.setMinimumHeight(needed)

    def resizeEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        super().resizeEvent(event)
        self.fit_page()


class SeatRow:
    def __init__(self, grid: QGridLayout, row: int, parent: QWidget) -> None:
        self.label = QLabel(parent)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(MAX_NAME)  # a save refuses longer names
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
        name = clean_name(self.name.text()) or fallback_name
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
        self.overrides_note = QLabel(self)
        self.overrides_note.setWordWrap(True)
        self.overrides_note.setObjectName("tileText")
        top.addRow("", self.overrides_note)
        layout.addLayout(top)

        seats_box = QGroupBox(tr("Seats"), self)
        grid = QGridLayout(seats_box)
        for column, title in enumerate((tr("Seat"), tr("Name"), tr("Colour"), tr("Player"))):
            grid.addWidget(QLabel(f"<b>{title}</b>", seats_box), 0, column)
        most = max((r.info.max_players for r in self.rulesets), default=1)
        self.rows = [SeatRow(grid, i + 1, seats_box) for i in range(most)]
        for row in self.rows:
            row.kind.currentIndexChanged.connect(self._seat_kinds_changed)
        layout.addWidget(seats_box)

        self.options_box = QGroupBox(tr("Options and variants"), self)
        box_layout = QVBoxLayout(self.options_box)
        self.options_scroll = OptionsScroll(self.options_box)
        self.options_scroll.setWidgetResizable(True)
        self.options_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.options_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.options_scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        self.options_page = QWidget(self.options_scroll)
        self.options_form = QFormLayout(self.options_page)
        self.options_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.options_scroll.setWidget(self.options_page)
        box_layout.addWidget(self.options_scroll)
        layout.addWidget(self.options_box, 1)

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
        for row in self.rows:
            row.name.textEdited.connect(self._names_changed)
            row.colour.currentIndexChanged.connect(self.error.clear)
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
        path = overrides_file(info.id)
        self.overrides_note.setText(tr("Your corrections in %1 are used.").replace("%1", str(path))
                                    if path.is_file() else "")
        self.overrides_note.setVisible(path.is_file())
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
        self.error.clear()  # a message about the previous set-up would be stale now
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        stored = self.memory.get("options", {}).get(ruleset.info.id, {}) \
            if isinstance(self.memory.get("options"), dict) else {}
        self.editors = []
        for spec in ruleset.info.options:
            if spec.hidden or (spec.players and count not in spec.players):
                continue
            fallback = spec.people_default if spec.people_default is not None and self.people_seated() \
                else spec.default
            value = stored.get(spec.key, fallback) if isinstance(stored, dict) else fallback
            try:
                value = spec.validate(value)
            except ConfigError:
                value = spec.default
            if spec.seat_choice and not 0 <= int(value) <= count:
                value = 0
            editor = OptionEditor(spec, value, self.lang, self.options_page, self.seat_names(count))
            field = QWidget(self.options_page)
            # a check box has its explanation beside it, any other editor above its explanation
            column = QHBoxLayout(field) if spec.kind == "bool" else QVBoxLayout(field)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(6 if spec.kind == "bool" else 1)
            column.addWidget(editor.widget, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            line = editor.help_line(field)
            if line is not None:
                column.addWidget(line, 1)
            elif spec.kind == "bool":
                column.addStretch(1)
            label = editor.row_label(self.lang, self.options_page)
            self.options_form.addRow(label, field)
            if self.isVisible():  # shown now, not later: the page's height counts only shown rows
                label.show()
                field.show()
            self.editors.append(editor)
        self.options_box.setVisible(bool(self.editors))
        self._fit_options()

    def people_seated(self) -> bool:
        return any(row.kind.currentData() == "human" for row in self.rows[:self.player_count()])

    def _seat_kinds_changed(self) -> None:
        """An option with a default for games with people follows the seats while it keeps a default."""
        people = self.people_seated()
        for editor in self.editors:
            spec = editor.spec
            if spec.people_default is None:
                continue
            was, now = (spec.default, spec.people_default) if people else (spec.people_default, spec.default)
            if editor.value() == was:
                editor.set_value(now)

    def _fit_options(self) -> None:
        """The options take the height they need, at most what leaves the dialog on a 768-pixel screen;
        beyond that they scroll. Run once the new rows are shown: a layout leaves hidden widgets out."""
        self.options_scroll.fit_page()
        needed = self.options_page.minimumHeight() + 4
        # as tall as the options need, as long as the dialog stays within a 768-pixel screen:
        # measure the rest of the dialog with a small options area, then give the options the room left
        self.options_scroll.setMinimumHeight(160)
        self.adjustSize()
        rest = self.sizeHint().height() - self.options_scroll.sizeHint().height()
        self.options_scroll.setMinimumHeight(min(needed, max(160, 672 - max(rest, 0))))
        self.adjustSize()
        self.options_scroll.fit_page()

    def seat_names(self, count: int) -> list[str]:
        return [clean_name(row.name.text()) or tr("Player %1").replace("%1", str(i + 1))
                for i, row in enumerate(self.rows[:count])]

    def _names_changed(self) -> None:
        self.error.clear()
        names = self.seat_names(self.player_count())
        for editor in self.editors:
            if editor.spec.seat_choice and isinstance(editor.widget, QComboBox):
                for seat, name in enumerate(names, start=1):
                    editor.widget.setItemText(seat, tr("%1 (seat %2)").replace("%1", name).replace("%2", str(seat)))

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
            corrections = read_overrides(ruleset)
        except OverridesError as exc:
            if exc.code == "overrides_damaged":
                # set aside like any damaged user file: the next Start plays the printed values
                set_aside(overrides_file(ruleset.info.id), str(exc.params.get("reason", exc)))
                self.overrides_note.setVisible(False)
                self.error.setText("\n".join(take_notices()))
            else:
                self.error.setText(tr("Your overrides file has a mistake: %1").replace("%1", str(exc)))
            return
        try:
            config = ruleset.normalize_config(GameConfig(count, seed, options, tuple(names), corrections))
        except ConfigError as exc:
            self.error.setText(error_text(exc, ruleset.info))
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
