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
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAccessibleName(tr("Game log"))
        self.setLayoutMode(QListWidget.LayoutMode.Batched)
        self._shown: list[tuple[int, str | None, list[str]]] = []
        self._round: int | None = None

    def show_entries(self, entries: list[tuple[int, str | None, list[str]]]) -> None:
        """``entries``: (round, move line or None, event lines) oldest first.

        After a move only the new entries are appended; an undo or a change of viewer
        (which changes what may be shown) rebuilds the list.
        """
        shown = self._shown
        if len(entries) >= len(shown) and entries[: len(shown)] == shown:
            fresh = entries[len(shown):]
        else:
            self.clear()
            self._round = None
            fresh = entries
        if not fresh:
            return
        self.setUpdatesEnabled(False)
        for round_number, line, details in fresh:
            if round_number != self._round:
                self._round = round_number
                header = QListWidgetItem(tr("— Round %1 —").replace("%1", str(round_number)))
                font = QFont(self.font())
                font.setBold(True)
                header.setFont(font)
                header.setTextAlignment(Qt.AlignmentFlag.AlignHCenter)
                header.setForeground(QBrush(QColor("#6e4526")))
                self.addItem(header)
            if line is not None:
                self.addItem(QListWidgetItem(line))
            for detail in details:
                item = QListWidgetItem(("    " if line is not None else "") + detail)
                if line is not None:
                    item.setForeground(QBrush(QColor("#5a4a36")))
                self.addItem(item)
        self._shown = list(entries)
        self.setUpdatesEnabled(True)
        self.scrollToBottom()

    def forget(self) -> None:
        """Forget what is shown (a new match or language): the next show_entries rebuilds."""
        self._shown = []
        self._round = None
        self.clear()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
