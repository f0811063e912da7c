"""The review's chart: each reviewed person's chance to win (alone: expected final score) after their
moves, over the whole game, with the costly moves marked and the replay's position as a line."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from engine.ai.review import Review
from gui.i18n import tr
from gui.seats import SeatSetup

VERDICT_COLOURS = {"inaccuracy": "#d4a017", "mistake": "#e07020", "blunder": "#c0392b"}
LEFT, RIGHT, TOP, BOTTOM = 46.0, 10.0, 8.0, 18.0


class ReviewChart(QWidget):
    """Click a point to go to that move (``move_clicked`` with its index)."""

    move_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.review: Review | None = None
        self.seats: list[SeatSetup] = []
        self.moves = 0
        self.position = 0
        self.setMinimumHeight(110)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(tr("Chance to win over the game"))

    def sizeHint(self) -> QSize:
        return QSize(600, 120)

    def show_review(self, review: Review | None, seats: list[SeatSetup], moves: int) -> None:
        self.review, self.seats, self.moves = review, seats, moves
        self.setAccessibleName(self.title())
        self.update()

    def set_position(self, position: int) -> None:
        self.position = position
        self.update()

    def title(self) -> str:
        if self.review is not None and self.review.measure == "score":
            return tr("Expected final score over the game")
        return tr("Chance to win over the game")

    def value_range(self) -> tuple[float, float]:
        if self.review is None or self.review.measure == "win":
            return 0.0, 1.0
        values = [j.played_value for j in self.review.judgements] or [0.0]
        low, high = min(values), max(values)
        return low - 1, high + 1

    def plot_rect(self) -> QRectF:
        return QRectF(LEFT, TOP, max(10.0, self.width() - LEFT - RIGHT), max(10.0, self.height() - TOP - BOTTOM))

    def at(self, index: float, value: float) -> QPointF:
        rect = self.plot_rect()
        low, high = self.value_range()
        x = rect.left() + rect.width() * index / max(1, self.moves)
        y = rect.bottom() - rect.height() * (value - low) / max(1e-9, high - low)
        return QPointF(x, y)

    def axis_text(self, value: float) -> str:
        if self.review is not None and self.review.measure == "score":
            return f"{value:.0f}"
        return f"{value:.0%}"

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.plot_rect()
        painter.fillRect(rect, QColor("#fbf6ec"))
        painter.setPen(QPen(QColor("#c9b89a"), 1))
        painter.drawRect(rect)
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        painter.setFont(font)
        low, high = self.value_range()
        for share in (0.0, 0.5, 1.0):
            value = low + (high - low) * share
            point = self.at(0, value)
            painter.setPen(QPen(QColor("#e4d8c2"), 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(rect.left(), point.y()), QPointF(rect.right(), point.y()))
            painter.setPen(QColor("#5a4a36"))
            painter.drawText(QRectF(0, point.y() - 8, LEFT - 4, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.axis_text(value))
        painter.drawText(QRectF(rect.left(), rect.bottom() + 2, rect.width(), BOTTOM - 2),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.title())
        if self.review is not None:
            for seat in self.review.seats:
                self._draw_seat(painter, seat)
        x = self.at(self.position, low).x()
        painter.setPen(QPen(QColor("#6e4526"), 2))
        painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        painter.end()

    def _draw_seat(self, painter: QPainter, seat: int) -> None:
        assert self.review is not None
        own = self.review.of_seat(seat)
        colour = QColor(self.seats[seat].hex) if seat < len(self.seats) else QColor("#555555")
        points = [self.at(j.index, j.played_value) for j in own]
        painter.setPen(QPen(colour, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolyline(QPolygonF(points))
        for judgement, point in zip(own, points, strict=True):
            marked = VERDICT_COLOURS.get(judgement.verdict)
            if marked is not None:
                painter.setPen(QPen(colour, 1.5))
                painter.setBrush(QColor(marked))
                painter.drawEllipse(point, 4.5, 4.5)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.review is None or not self.review.judgements:
            return
        x = event.position().x()
        nearest = min(self.review.judgements, key=lambda j: abs(self.at(j.index, 0).x() - x))
        self.move_clicked.emit(nearest.index)
