"""The start screen: the gallery of registered games and the ways into a game."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QDateTime, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from engine import games
from engine.core.errors import ConfigError
from engine.core.game import GameInfo
from gui.i18n import language, tr
from gui.records import Records, summary_lines
from gui.scene.table import wood_texture
from gui.unfinished import UnfinishedGame
from gui.widgets.cover import cover_pixmap


def player_range(info: GameInfo) -> str:
    if info.min_players == info.max_players:
        text = tr("%n players", "", info.min_players)
    else:
        text = tr("%1–%2 players").replace("%1", str(max(info.min_players, 2))).replace("%2", str(info.max_players))
    if info.min_players == 1:
        text += ", " + tr("solo mode")
    return text


class GameTile(QFrame):
    """One game of the gallery; a click (or Enter) opens the new-game dialog for it."""

    chosen = Signal(str)

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = info.id
        self.setObjectName("gameTile")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        lang = language()
        layout = QVBoxLayout(self)
        cover = QLabel(self)
        cover.setPixmap(cover_pixmap(info.id, info.title(lang), QSize(236, 150)))
        title = QLabel(f"<b>{info.title(lang)}</b>", self)
        title.setObjectName("tileTitle")
        players = QLabel(player_range(info), self)
        players.setObjectName("tilePlayers")
        description = QLabel(info.description(lang), self)
        description.setWordWrap(True)
        description.setObjectName("tileText")
        layout.addWidget(cover)
        layout.addWidget(title)
        layout.addWidget(players)
        layout.addWidget(description, 1)
        self.records = QLabel(self)
        self.records.setObjectName("tileRecords")
        self.records.setWordWrap(True)
        self.records.setVisible(False)
        layout.addWidget(self.records)
        self.setFixedWidth(262)
        self.setAccessibleName(info.title(lang))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.chosen.emit(self.game_id)

    def keyPressEvent(self, event) -> None:  # noqa: ANN001
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.chosen.emit(self.game_id)
        else:
            super().keyPressEvent(event)


def unfinished_label(game: UnfinishedGame) -> str:
    """"Merkator · Eva, Tom · 12 moves · 1 Dec 14:05" for the list of unfinished games."""
    try:
        title = games.get(game.game_id).info.title(language())
    except ConfigError:
        title = game.game_id
    when = QLocale().toString(QDateTime(game.saved), QLocale.FormatType.ShortFormat)
    parts = [title, ", ".join(game.names), tr("%n moves", "", game.moves), when]
    return " · ".join(part for part in parts if part)


class StartScreen(QWidget):
    new_game_requested = Signal(str)
    continue_requested = Signal()
    load_requested = Signal()
    settings_requested = Signal()
    quit_requested = Signal()
    resume_requested = Signal(str)  # the path of an unfinished game

    def __init__(self, unfinished: Sequence[UnfinishedGame] = (), parent: QWidget | None = None,
                 notices: Sequence[str] = ()) -> None:
        """``unfinished``: the resumable games, newest first ("Continue" takes the first);
        ``notices``: one-time messages, e.g. about a damaged settings file."""
        super().__init__(parent)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(36, 28, 36, 28)
        left = QVBoxLayout()
        heading = QLabel("Kontor", self)
        heading.setObjectName("appTitle")
        tagline = QLabel(tr("Merchant board games at one table: against the computer, solo or with friends."), self)
        tagline.setObjectName("tagline")
        tagline.setWordWrap(True)
        left.addWidget(heading)
        left.addWidget(tagline)
        self.notice = QLabel("\n".join(notices), self)
        self.notice.setObjectName("startNotice")
        self.notice.setWordWrap(True)
        self.notice.setVisible(bool(notices))
        left.addWidget(self.notice)
        left.addSpacing(10)
        gallery = QWidget(self)
        gallery.setObjectName("gallery")
        grid = QGridLayout(gallery)
        grid.setSpacing(18)
        self.tiles: list[GameTile] = []
        for index, ruleset in enumerate(games.all()):
            tile = GameTile(ruleset.info, gallery)
            tile.chosen.connect(self.new_game_requested.emit)
            grid.addWidget(tile, index // 3, index % 3, Qt.AlignmentFlag.AlignTop)
            self.tiles.append(tile)
        if not self.tiles:
            grid.addWidget(QLabel(tr("No games are installed."), gallery), 0, 0)
        grid.setRowStretch(grid.rowCount(), 1)
        scroll = QScrollArea(self)
        scroll.setWidget(gallery)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.viewport().setAutoFillBackground(False)
        gallery.setAutoFillBackground(False)
        left.addWidget(scroll, 1)
        outer.addLayout(left, 1)

        menu = QFrame(self)
        menu.setObjectName("startMenu")
        buttons = QVBoxLayout(menu)
        self.continue_button = QPushButton(tr("Continue last game"), menu)
        self.continue_button.setObjectName("primary")
        self.continue_button.setVisible(bool(unfinished))
        self.unfinished = list(unfinished)
        self.resume_buttons: list[QPushButton] = []
        for game in self.unfinished[1:]:
            button = QPushButton(unfinished_label(game), menu)
            button.setObjectName("resumeGame")
            button.setToolTip(game.path.name)
            button.clicked.connect(lambda _=False, path=str(game.path): self.resume_requested.emit(path))
            self.resume_buttons.append(button)
        self.new_button = QPushButton(tr("New game…"), menu)
        self.load_button = QPushButton(tr("Load game…"), menu)
        self.settings_button = QPushButton(tr("Settings…"), menu)
        self.quit_button = QPushButton(tr("Quit"), menu)
        choose = QLabel(tr("Choose a game on the left to start."), menu)
        choose.setWordWrap(True)
        choose.setObjectName("tileText")
        buttons.addWidget(self.continue_button)
        if self.resume_buttons:
            recent = QLabel(tr("Other unfinished games:"), menu)
            recent.setObjectName("tileText")
            buttons.addWidget(recent)
            for button in self.resume_buttons:
                buttons.addWidget(button)
            buttons.addSpacing(12)
        buttons.addWidget(self.new_button)
        buttons.addWidget(choose)
        buttons.addSpacing(12)
        buttons.addWidget(self.load_button)
        buttons.addWidget(self.settings_button)
        buttons.addSpacing(24)
        buttons.addWidget(self.quit_button)
        menu.setFixedWidth(240)
        outer.addWidget(menu, 0, Qt.AlignmentFlag.AlignTop)
        self.continue_button.clicked.connect(self.continue_requested.emit)
        self.new_button.clicked.connect(lambda: self.new_game_requested.emit(""))
        self.load_button.clicked.connect(self.load_requested.emit)
        self.settings_button.clicked.connect(self.settings_requested.emit)
        self.quit_button.clicked.connect(self.quit_requested.emit)

    def show_records(self, records: Records) -> None:
        """Each game's statistics under its tile: the most played players and the solo bests."""
        from gui.boards import board_class  # the boards say their game's scores (Dale counts stacks)

        for tile in self.tiles:
            lines = summary_lines(records, games.get(tile.game_id), language(),
                                  amount=board_class(tile.game_id).statistic_text)
            tile.records.setVisible(bool(lines))
            heading = "<b>" + html.escape(tr("Records")) + "</b>"
            tile.records.setText("<br>".join([heading, *(html.escape(line) for line in lines)]))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QBrush(wood_texture()))
        painter.fillRect(self.rect(), QColor(30, 15, 5, 60))
