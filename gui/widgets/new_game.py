"""The new-game dialog: game, players, seats (name, colour, human or AI level), options, seed.

The game's own rules and modules come first; Kontor's readings of unclear rules wait under a folded
"More rules". Everything but Start and Cancel scrolls, so the dialog fits the screen at any interface size.
"""

from __future__ import annotations

import html
import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QIcon, QMouseEvent, QPixmap
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
    QToolButton,
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
# the widths of an option's name and of its help line, in average characters of the dialog's font: they
# grow with the interface size
LABEL_CHARS = 26
HELP_CHARS = 40
SCREEN_MARGIN = QSize(40, 80)  # the window frame and a task bar


def chars(widget: QWidget, count: int) -> int:
    """The width of ``count`` average characters of ``widget``'s font, in pixels."""
    widget.ensurePolished()
    return widget.fontMetrics().averageCharWidth() * count


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
        # what a screen reader says for the control: the option's name, and its help as the description
        self.widget.setAccessibleName(spec.label(lang))
        if self.help:
            self.widget.setToolTip(self.help)
            self.widget.setAccessibleDescription(self.help)

    def row_label(self, lang: str, parent: QWidget) -> QLabel:
        """The option's name with its mark (house rule, Kontor only), the help as its tooltip."""
        text = html.escape(self.spec.label(lang))
        mark = tag_label(self.spec.tag)
        if mark:
            text += f"<br><span style='color:#8a6d3b; font-size:small'>{html.escape(mark)}</span>"
        label = OptionLabel(text, parent, self.widget)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        label.setBuddy(self.widget)
        fix_height(label, chars(label, LABEL_CHARS))
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
        fix_height(line, chars(line, HELP_CHARS))
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


class OptionLabel(QLabel):
    """An option's name: a click on it works the option's check box, as a check box's own text would."""

    def __init__(self, text: str, parent: QWidget, control: QWidget) -> None:
        super().__init__(text, parent)
        self.control = control

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if isinstance(self.control, QCheckBox) and event.button() == Qt.MouseButton.LeftButton:
            self.control.toggle()
            self.control.setFocus()
        super().mousePressEvent(event)


class OptionsScroll(QScrollArea):
    """The dialog's scroll area: its page is as tall as its wrapped texts need at the current width
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
        self.colour.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for key, hex_colour in PLAYER_COLOURS.items():
            swatch = QPixmap(14, 14)
            swatch.fill(QColor(hex_colour))
            self.colour.addItem(QIcon(swatch), colour_name(key), key)
        self.kind = QComboBox(parent)
        self.kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for kind in KINDS:
            self.kind.addItem(kind_label(kind), kind)
        for column, widget in enumerate((self.label, self.name, self.colour, self.kind)):
            grid.addWidget(widget, row, column)
        # a screen reader names each control by its seat, not by the group around them
        self.name.setAccessibleName(tr("Seat %1: name").replace("%1", str(row)))
        self.colour.setAccessibleName(tr("Seat %1: colour").replace("%1", str(row)))
        self.kind.setAccessibleName(tr("Seat %1: human or computer").replace("%1", str(row)))

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
        self.settings = settings
        self.lang = language()
        self.memory: dict[str, Any] = dict(settings.last_new_game)
        self.ruleset: Ruleset | None = None
        self.config: GameConfig | None = None
        self.seats: list[SeatSetup] = []
        self.editors: list[OptionEditor] = []
        self.rulesets = games.all()

        layout = QVBoxLayout(self)
        # everything but the error line and the buttons scrolls: the dialog fits the screen at any size
        self.scroll = OptionsScroll(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        self.page = QWidget(self.scroll)
        page = QVBoxLayout(self.page)
        page.setContentsMargins(0, 0, 0, 0)
        self.scroll.setWidget(self.page)
        layout.addWidget(self.scroll, 1)
        top = QFormLayout()
        self.game = QComboBox(self.page)
        for ruleset in self.rulesets:
            self.game.addItem(ruleset.info.title(self.lang), ruleset.info.id)
        self.game.setAccessibleName(tr("Game"))
        self.players = QComboBox(self.page)
        self.players.setAccessibleName(tr("Players"))
        top.addRow(tr("Game"), self.game)
        top.addRow(tr("Players"), self.players)
        self.description = QLabel(self.page)
        self.description.setWordWrap(True)
        self.description.setObjectName("tileText")
        self.description.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.overrides_note = QLabel(self.page)
        self.overrides_note.setWordWrap(True)
        self.overrides_note.setObjectName("tileText")
        page.addLayout(top)
        # beside the form, not in it: a form would give a wrapped text the height of a narrower row
        page.addWidget(self.description)
        page.addWidget(self.overrides_note)

        seats_box = QGroupBox(tr("Seats"), self.page)
        grid = QGridLayout(seats_box)
        for column, title in enumerate((tr("Seat"), tr("Name"), tr("Colour"), tr("Player"))):
            grid.addWidget(QLabel(f"<b>{title}</b>", seats_box), 0, column)
        most = max((r.info.max_players for r in self.rulesets), default=1)
        self.rows = [SeatRow(grid, i + 1, seats_box) for i in range(most)]
        for row in self.rows:
            row.kind.currentIndexChanged.connect(self._seat_kinds_changed)
        page.addWidget(seats_box)

        # the game's rules, variants and modules; under "More rules" Kontor's readings of unclear rules
        self.options_box = QGroupBox(tr("Options and variants"), self.page)
        box_layout = QVBoxLayout(self.options_box)
        self.options_page = QWidget(self.options_box)
        self.options_form = QFormLayout(self.options_page)
        self.options_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.options_form.setContentsMargins(0, 0, 0, 0)
        box_layout.addWidget(self.options_page)
        self.more_button = QToolButton(self.options_box)
        self.more_button.setCheckable(True)
        self.more_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more_button.setAutoRaise(True)
        self.more_button.toggled.connect(self._more_toggled)
        box_layout.addWidget(self.more_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.more_page = QWidget(self.options_box)
        self.more_form = QFormLayout(self.more_page)
        self.more_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.more_form.setContentsMargins(0, 0, 0, 0)
        box_layout.addWidget(self.more_page)
        page.addWidget(self.options_box)

        seed_form = QFormLayout()
        self.seed = QLineEdit(self.page)
        self.seed.setPlaceholderText(tr("random"))
        self.seed.setToolTip(tr("The same seed and moves give the same game."))
        self.seed.setAccessibleName(tr("Seed (optional)"))
        seed_form.addRow(tr("Seed (optional)"), self.seed)
        page.addLayout(seed_form)
        page.addStretch(1)
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.cancel_button = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.start_button.setText(tr("Start"))
        self.cancel_button.setText(tr("Cancel"))
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
        for form in (self.options_form, self.more_form):
            while form.rowCount():
                form.removeRow(0)
        stored = self.memory.get("options", {}).get(ruleset.info.id, {}) \
            if isinstance(self.memory.get("options"), dict) else {}
        self.editors = []
        changed_reading = False
        for spec in shown_options(ruleset, count):
            fallback = spec.people_default if spec.people_default is not None and self.people_seated() \
                else spec.default
            value = stored.get(spec.key, fallback) if isinstance(stored, dict) else fallback
            try:
                value = spec.validate(value)
            except ConfigError:
                value = spec.default
            if spec.seat_choice and not 0 <= int(value) <= count:
                value = 0
            more = spec.tag == "kontor"
            changed_reading = changed_reading or (more and value != fallback)
            form_page = self.more_page if more else self.options_page
            editor = OptionEditor(spec, value, self.lang, form_page, self.seat_names(count))
            field = QWidget(form_page)
            # a check box has its explanation beside it, any other editor above its explanation
            column = QHBoxLayout(field) if spec.kind == "bool" else QVBoxLayout(field)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(6 if spec.kind == "bool" else 1)
            column.addWidget(editor.widget, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            line = editor.help_line(field)
            if line is not None:
                column.addWidget(line, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            if spec.kind == "bool":
                column.addStretch(1)
            label = editor.row_label(self.lang, form_page)
            (self.more_form if more else self.options_form).addRow(label, field)
            if self.isVisible():  # shown now, not later: the page's height counts only shown rows
                label.show()
                field.show()
            self.editors.append(editor)
        self.options_box.setVisible(bool(self.editors))
        self.options_page.setVisible(bool(self.options_form.rowCount()))
        has_more = bool(self.more_form.rowCount())
        self.more_button.setVisible(has_more)
        self.more_button.blockSignals(True)
        self.more_button.setChecked(has_more and changed_reading)  # a changed reading stays in sight
        self.more_button.blockSignals(False)
        self._more_toggled(self.more_button.isChecked())

    def _more_toggled(self, shown: bool) -> None:
        count = self.more_form.rowCount()
        self.more_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.more_button.setText(tr("More rules: Kontor's readings of unclear rules (%1)").replace("%1", str(count)))
        self.more_button.setAccessibleName(self.more_button.text())
        self.more_page.setVisible(shown and bool(count))
        self._set_tab_order()
        self._fit_options()

    def option_label(self, key: str) -> QLabel | None:
        """The name shown beside option ``key`` (in the main list or under "More rules")."""
        for form in (self.options_form, self.more_form):
            for row in range(form.rowCount()):
                label = form.itemAt(row, QFormLayout.ItemRole.LabelRole).widget()
                if isinstance(label, OptionLabel) and any(e.spec.key == key and e.widget is label.control
                                                          for e in self.editors):
                    return label
        return None

    def _set_tab_order(self) -> None:
        """Tab goes through the dialog as it reads: game, players, the seats, the options, the seed, then
        Start and Cancel (widgets made later would otherwise come after the buttons)."""
        chain: list[QWidget] = [self.game, self.players]
        for row in self.rows:
            chain += [row.name, row.colour, row.kind]
        main = [e.widget for e in self.editors if e.spec.tag != "kontor"]
        more = [e.widget for e in self.editors if e.spec.tag == "kontor"]
        chain += [*main, self.more_button, *more, self.seed, self.start_button, self.cancel_button]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

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

    def room(self) -> QSize:
        """The most the dialog may take: its screen's free area less the window frame and a task bar."""
        screen = self.screen()
        free = screen.availableGeometry().size() if screen is not None else QSize(1366, 768)
        return free - SCREEN_MARGIN

    def _fit_options(self, room: QSize | None = None) -> None:
        """As wide as the widest row needs (no name, choice or help line cut at the right edge) and as tall
        as everything needs, at most ``room`` (default: the screen's): beyond that the page scrolls and
        Start and Cancel stay in sight. Run once the new rows are shown: a layout leaves hidden widgets out."""
        room = room or self.room()
        layout = self.layout()
        margins = layout.contentsMargins()
        frame = margins.left() + margins.right()
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        width = min(room.width(), max(self.page.minimumSizeHint().width(), self.page.sizeHint().width()) + bar + frame)
        self.scroll.setMinimumWidth(width - frame)
        # what lies under the page: the error line and the buttons
        error = self.error.heightForWidth(width - frame) if self.error.text() else self.error.sizeHint().height()
        rest = (margins.top() + margins.bottom() + error + self.start_button.parentWidget().sizeHint().height()
                + 2 * layout.spacing())
        page_height = self.page.layout().totalHeightForWidth(width - frame - bar)
        height = min(room.height(), rest + page_height + 2)
        self.scroll.setMinimumHeight(max(0, height - rest))
        layout.activate()
        self.resize(width, height)
        self.scroll.fit_page()

    def fit_within(self, room: QSize) -> None:
        """Fit the dialog into ``room`` (a screen's size less its frame) as it fits its own screen."""
        self._fit_options(room)

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


def shown_options(ruleset: Ruleset, players: int) -> list[OptionSpec]:
    """The options the dialog offers for ``players``, in its order: the game's own rules and modules, the
    rulebook's variants, house rules, then Kontor's readings of unclear rules (shown under "More rules")."""
    order = {"": 0, "variant": 1, "house_rule": 2, "kontor": 3}
    specs = [spec for spec in ruleset.info.options if not spec.hidden and (not spec.players or players in spec.players)]
    return sorted(specs, key=lambda spec: order.get(spec.tag, 4))
