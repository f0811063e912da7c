"""The side panel's list of players: colour, name, kind, running score, whose turn."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from gui.i18n import tr
from gui.seats import COLOUR_LETTERS, SeatSetup


class PlayersPanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersPanel")
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(8, 8, 8, 8)
        self.layout_.setSpacing(4)
        self.rows: list[QLabel] = []

    def show_players(self, seats: list[SeatSetup], scores: list[int | None], to_move: list[int],
                     thinking: int, summaries: list[str], colour_blind: bool = False) -> None:
        while len(self.rows) < len(seats):
            label = QLabel(self)
            label.setWordWrap(True)
            self.layout_.addWidget(label)
            self.rows.append(label)
        for index, label in enumerate(self.rows):
            label.setVisible(index < len(seats))
        for seat, setup in enumerate(seats):
            marker = "▶ " if seat in to_move else ""
            score = scores[seat] if seat < len(scores) else None
            score_text = "–" if score is None else str(score)
            letter = f" [{COLOUR_LETTERS.get(setup.colour, '')}]" if colour_blind else ""
            status = ""
            if seat == thinking:
                status = " <i>" + tr("thinking…") + "</i>"
            elif seat in to_move:
                status = " <i>" + tr("to move") + "</i>"
            points = tr("points")
            summary = summaries[seat] if seat < len(summaries) and summaries[seat] else ""
            weight = "700" if seat in to_move else "400"
            html = (
                f"<span style='color:{setup.hex}; font-size:15pt'>■</span>{letter} "
                f"<span style='font-weight:{weight}'>{marker}{_escape(setup.name)}</span>"
                f" <span style='color:#6b5b45'>({setup.describe()})</span>"
                f"<span style='float:right'> — <b>{score_text}</b> {points}</span>{status}"
            )
            if summary:
                html += f"<br><span style='color:#6b5b45'>{_escape(summary)}</span>"
            self.rows[seat].setText(html)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
