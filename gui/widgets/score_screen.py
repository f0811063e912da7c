"""The end-of-game screen: each player's points by category, the winner and the tie-break."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.core.game import SeatScore, rank_seats
from gui.i18n import tr
from gui.records import NewRecord, points_text
from gui.scene.table import wood_texture
from gui.seats import SeatSetup


def winner_text(scores: list[SeatScore], seats: list[SeatSetup], winners: list[int]) -> str:
    names = [seats[s].name for s in winners]
    if not names:
        return tr("Nobody wins: the game is a draw.")
    if len(names) == 1:
        return tr("%1 wins!").replace("%1", names[0])
    return tr("%1 share the victory.").replace("%1", ", ".join(names))


def tiebreak_text(scores: list[SeatScore], seats: list[SeatSetup], winners: list[int]) -> str:
    """Say so when the winner was decided by the tie-break rather than by points."""
    if not winners:
        return ""
    best = max(s.total for s in scores)
    level = [s.seat for s in scores if s.total == best]
    if len(level) > 1 and len(winners) < len(level):
        others = ", ".join(seats[s].name for s in level if s not in winners)
        return tr("Tied on points with %1; decided by the tie-break.").replace("%1", others)
    return ""


def record_text(found: NewRecord) -> str:
    """ "New record: Eva, 53 points (best before: 48)" for the score screen."""
    text = tr("New solo record: %1, %2 points (best before: %3)") if found.solo else \
        tr("New record: %1, %2 points (best before: %3)")
    return text.replace("%1", found.name).replace("%2", points_text(found.score)).replace(
        "%3", points_text(found.previous))


class ScoreScreen(QWidget):
    play_again = Signal()
    back_to_start = Signal()
    show_table = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(60, 30, 60, 30)
        card = QFrame(self)
        card.setObjectName("scoreCard")
        layout = QVBoxLayout(card)
        self.title = QLabel(card)
        self.title.setObjectName("scoreTitle")
        self.winner = QLabel(card)
        self.winner.setObjectName("winner")
        self.tiebreak = QLabel(card)
        self.tiebreak.setWordWrap(True)
        self.records = QLabel(card)
        self.records.setObjectName("newRecords")
        self.records.setWordWrap(True)
        self.table = QTableWidget(card)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        buttons = QHBoxLayout()
        self.again_button = QPushButton(card)
        self.again_button.setObjectName("primary")
        self.table_button = QPushButton(card)
        self.start_button = QPushButton(card)
        buttons.addWidget(self.table_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.again_button)
        for widget in (self.title, self.winner, self.tiebreak, self.records):
            layout.addWidget(widget)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        outer.addStretch(1)
        outer.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(2)
        card.setMinimumWidth(720)
        self.again_button.clicked.connect(self.play_again.emit)
        self.start_button.clicked.connect(self.back_to_start.emit)
        self.table_button.clicked.connect(self.show_table.emit)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(tr("Final scores"))
        self.again_button.setText(tr("Play again"))
        self.start_button.setText(tr("Back to start"))
        self.table_button.setText(tr("Show the table"))

    def show_scores(self, scores: list[SeatScore], seats: list[SeatSetup], winners: list[int],
                    label: Callable[[str], str], records: Sequence[NewRecord] = ()) -> None:
        places = rank_seats(scores)
        categories: list[str] = []
        for score in scores:
            categories += [key for key in score.breakdown if key not in categories]
        self.table.clear()
        self.table.setColumnCount(len(scores))
        self.table.setRowCount(len(categories) + 3)
        self.table.setHorizontalHeaderLabels([seats[s.seat].name for s in scores])
        rows = [label(key) for key in categories] + [tr("Total"), tr("Tie-break"), tr("Place")]
        self.table.setVerticalHeaderLabels(rows)
        bold = QFont(self.font())
        bold.setBold(True)
        for column, score in enumerate(scores):
            for row, key in enumerate(categories):
                self._cell(row, column, str(score.breakdown.get(key, 0)))
            self._cell(len(categories), column, str(score.total), bold)
            self._cell(len(categories) + 1, column, " / ".join(str(v) for v in score.tiebreak) or "–")
            place = next(i + 1 for i, group in enumerate(places) if score.seat in group)
            cell = self._cell(len(categories) + 2, column, f"{place}.", bold)
            if score.seat in winners:
                cell.setBackground(QBrush(QColor("#f2d88a")))
            header = self.table.horizontalHeaderItem(column)
            if header is not None:
                header.setForeground(QBrush(QColor(seats[score.seat].hex)))
        self.winner.setText(winner_text(scores, seats, winners))
        self.tiebreak.setText(tiebreak_text(scores, seats, winners))
        self.tiebreak.setVisible(bool(self.tiebreak.text()))
        self.records.setText("<br>".join("★ " + html.escape(record_text(found)) for found in records))
        self.records.setVisible(bool(records))
        height = self.table.horizontalHeader().height() + 4
        height += sum(self.table.rowHeight(row) for row in range(self.table.rowCount()))
        self.table.setFixedHeight(height)
        self.table.setMinimumWidth(min(240 * len(scores) + 160, 1100))

    def _cell(self, row: int, column: int, text: str, font: QFont | None = None) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if font is not None:
            item.setFont(font)
        self.table.setItem(row, column, item)
        return item

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QBrush(wood_texture()))
