"""The game log: one line per move and per event, grouped under round headings, newest at the bottom."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from gui.i18n import tr


class LogWidget(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(False)
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.setAccessibleName(tr("Game log"))

    def show_entries(self, entries: list[tuple[int, str, list[str]]]) -> None:
        """``entries``: (round, move line, event lines) oldest first."""
        self.setUpdatesEnabled(False)
        self.clear()
        current_round: int | None = None
        for round_number, line, details in entries:
            if round_number != current_round:
                current_round = round_number
                header = QListWidgetItem(tr("— Round %1 —").replace("%1", str(round_number)))
                font = QFont(self.font())
                font.setBold(True)
                header.setFont(font)
                header.setTextAlignment(Qt.AlignmentFlag.AlignHCenter)
                header.setForeground(QBrush(QColor("#6e4526")))
                self.addItem(header)
            self.addItem(QListWidgetItem(line))
            for detail in details:
                item = QListWidgetItem("    " + detail)
                item.setForeground(QBrush(QColor("#5a4a36")))
                self.addItem(item)
        self.setUpdatesEnabled(True)
        self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
