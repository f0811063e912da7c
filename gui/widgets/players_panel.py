"""The side panel's list of players: colour, name, kind, running score, whose turn."""

from __future__ import annotations

import re

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from gui.i18n import tr
from gui.seats import COLOUR_LETTERS, SeatSetup

NUMBER = re.compile(r"(-?\d+½?)")


class PlayersPanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersPanel")
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(8, 8, 8, 8)
        self.layout_.setSpacing(4)
        self.rows: list[QLabel] = []

    def show_players(self, seats: list[SeatSetup], scores: list[str | None], to_move: list[int],
                     thinking: int, summaries: list[str], colour_cues: bool = False) -> None:
        while len(self.rows) < len(seats):
            label = QLabel(self)
            label.setWordWrap(True)
            self.layout_.addWidget(label)
            self.rows.append(label)
        for index, label in enumerate(self.rows):
            label.setVisible(index < len(seats))
        for seat, setup in enumerate(seats):
            score = scores[seat] if seat < len(scores) else None
            letter = f" [{COLOUR_LETTERS.get(setup.colour, '')}]" if colour_cues else ""
            details = [setup.describe()]
            if score is not None:  # "12 points", "53½ points", "5 stacks": the number in bold
                details.append(NUMBER.sub(r"<b>\1</b>", _escape(score), count=1))
            if seat == thinking:
                details.append("<i>" + tr("thinking…") + "</i>")
            elif seat in to_move:
                details.append("<i>" + tr("to move") + "</i>")
            if seat < len(summaries) and summaries[seat]:
                details.append(_escape(summaries[seat]))
            name = _escape(setup.name)
            if seat in to_move:
                name = f"▶ <b>{name}</b>"
            html = (
                f"<span style='color:{setup.hex}; font-size:15pt'>■</span>{letter} {name}"
                f"<br><span style='color:#6b5b45'>{' · '.join(details)}</span>"
            )
            self.rows[seat].setText(html)
        self._fit_rows()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_rows()

    def _fit_rows(self) -> None:
        """Give each row the height its wrapped text needs at the panel's width: a layout asks a
        word-wrapped label for its height at another width, and three lines then showed two."""
        margins = self.layout_.contentsMargins()
        width = self.contentsRect().width() - margins.left() - margins.right()
        if width <= 0:
            return
        for label in self.rows:
            height = label.heightForWidth(width) if label.isVisible() else -1
            if height > 0:
                label.setMinimumHeight(height)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
