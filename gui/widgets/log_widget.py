"""The game log: one line per move (its consequences indented under it), grouped by round, newest visible."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QListView, QListWidget, QListWidgetItem, QWidget

from gui.i18n import tr

INDENT = "    "


@dataclass(frozen=True, slots=True)
class LogLine:
    """One line of the log: the round it belongs to, its text, and whether it follows from the move above."""

    round: int
    text: str
    detail: bool = False


class LogWidget(QListWidget):
    """Keeps the newest line in sight unless the reader has scrolled back to read older ones."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(False)
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAccessibleName(tr("Game log"))
        # one pass and a relayout on every resize: wrapped lines never keep a stale height and overlap
        self.setLayoutMode(QListView.LayoutMode.SinglePass)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setUniformItemSizes(False)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self._shown: list[LogLine] = []
        self._rows: list[int] = []  # the first row of each shown line (its round heading included)
        self.following = True
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._value_changed)

    def show_entries(self, entries: list[LogLine]) -> None:
        """Show ``entries`` (oldest first): what is already shown stays, the rest is replaced.

        A later move may retell earlier lines (an undo, a change of viewer, a chosen purchase
        told whole once it is paid), so only the common beginning is kept.
        """
        shown = self._shown
        keep = 0
        while keep < len(shown) and keep < len(entries) and shown[keep] == entries[keep]:
            keep += 1
        if keep == len(shown) == len(entries):
            self.follow()
            return
        self.setUpdatesEnabled(False)
        first_removed = self._rows[keep] if keep < len(self._rows) else self.count()
        while self.count() > first_removed:
            self.takeItem(self.count() - 1)
        del self._rows[keep:]
        previous_round = entries[keep - 1].round if keep else None
        for entry in entries[keep:]:
            self._rows.append(self.count())
            if entry.round != previous_round:
                previous_round = entry.round
                self.addItem(self._heading(entry.round))
            item = QListWidgetItem((INDENT if entry.detail else "") + entry.text)
            if entry.detail:
                item.setForeground(QBrush(QColor("#5a4a36")))
            self.addItem(item)
        self._shown = list(entries)
        self.setUpdatesEnabled(True)
        self.following = True  # something new happened: show it
        self.follow()

    def _heading(self, round_number: int) -> QListWidgetItem:
        header = QListWidgetItem(tr("— Round %1 —").replace("%1", str(round_number)))
        font = QFont(self.font())
        font.setBold(True)
        header.setFont(font)
        header.setTextAlignment(Qt.AlignmentFlag.AlignHCenter)
        header.setForeground(QBrush(QColor("#6e4526")))
        return header

    def follow(self) -> None:
        """Scroll to the newest line now and once more after Qt has laid the rows out."""
        if not self.following:
            return
        self.doItemsLayout()
        self.scrollToBottom()
        QTimer.singleShot(0, self._follow_later)

    def _follow_later(self) -> None:
        if self.following:
            self.scrollToBottom()

    def _range_changed(self, _low: int, high: int) -> None:
        if self.following:
            self.verticalScrollBar().setValue(high)

    def _value_changed(self, value: int) -> None:
        bar = self.verticalScrollBar()
        if bar.isSliderDown() or self.underMouse():
            # the reader scrolled: follow again only once back at the bottom
            self.following = value >= bar.maximum() - 2

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.follow()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.follow()

    def forget(self) -> None:
        """Forget what is shown (a new match or language): the next show_entries rebuilds."""
        self._shown = []
        self._rows = []
        self.following = True
        self.clear()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def newest_line_visible(self) -> bool:
        """Whether the last line lies wholly inside the visible part of the list."""
        if not self.count():
            return True
        rect = self.visualItemRect(self.item(self.count() - 1))
        return not rect.isEmpty() and self.viewport().rect().contains(rect.adjusted(1, 1, -1, -1))
