"""Panels painted in one piece: the time chart, the solo deck and scale, another player's office."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.boards.merkator.items import (
    CUBE_COLOURS,
    draw_hourglass,
    text,
)
from gui.scene import theme
from gui.scene.cube import draw_cube
from gui.scene.dragdrop import adopt


# --- the time chart and the solo deck -------------------------------------------------------------
class TitledPanelItem(QGraphicsItem):
    """A parchment panel with its title in the top-left corner; subclasses paint the contents."""

    def __init__(self, rect: QRectF, title: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.title = title
        self.setZValue(1)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint_frame(self, painter: QPainter) -> QRectF:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setBrush(QColor("#e3d3a8"))
        painter.setPen(QPen(QColor("#8a6a45"), 1.2))
        painter.drawRoundedRect(r, 7, 7)
        text(painter, QRectF(r.left() + 8, r.top() + 2, r.width() - 16, 17), self.title, 9, True,
             align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, serif=True)
        return r


class ChartItem(TitledPanelItem):
    """The time chart: token rows (filled discs still there), letters turned up, the supply."""

    def __init__(self, rect: QRectF, rows: list[int], sizes: list[int], known: list[str | None],
                 title: str, footer: str, pending: list[str], parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, title, parent)
        self.rows = rows
        self.sizes = sizes
        self.known = known
        self.footer = footer
        self.pending = pending

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.paint_frame(painter)
        rows = max(len(self.sizes), 1)
        pitch = min(18.0, (r.height() - 42) / rows)
        disc = pitch - 3
        first = next((i for i, c in enumerate(self.rows) if c), None)
        for i, size in enumerate(self.sizes):
            y = r.top() + 21 + i * pitch
            label = QRectF(r.left() + 6, y, 16, disc)
            text(painter, label, str(i + 1), 7.5, colour=theme.INK_SOFT)
            for k in range(size):
                spot = QRectF(r.left() + 24 + k * (disc + 3), y, disc, disc)
                present = k < self.rows[i]
                if present:
                    painter.setBrush(QColor("#c9a66b") if i != first else QColor("#e0b860"))
                    painter.setPen(QPen(QColor("#6b4c22"), 1))
                    painter.drawEllipse(spot)
                    draw_hourglass(painter, spot.adjusted(disc * 0.3, disc * 0.22, -disc * 0.3, -disc * 0.22),
                                   QColor("#5b3d14"))
                else:
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.setPen(QPen(QColor(107, 76, 34, 90), 1, Qt.PenStyle.DotLine))
                    painter.drawEllipse(spot)
            letter = self.known[i] if i < len(self.known) else None
            if letter:
                tag = QRectF(r.left() + 24 + size * (disc + 3) + 2, y, 26, disc)
                painter.setBrush(QColor("#a3271b"))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawRoundedRect(tag, 4, 4)
                text(painter, tag, letter, 7.5, True, QColor("white"))
        text(painter, QRectF(r.left() + 8, r.bottom() - 19, r.width() - 16, 16), self.footer, 8,
             colour=theme.INK_SOFT, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class SoloScaleItem(TitledPanelItem):
    """The solo deck's cards left by value, and the score against the beginner/experienced/MEGA marks."""

    def __init__(self, rect: QRectF, title: str, by_value: list[tuple[str, int]], left_text: str,
                 marks: list[tuple[int, str]], score: float, score_text: str,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, title, parent)
        self.by_value = by_value
        self.left_text = left_text
        self.marks = marks
        self.score = score
        self.score_text = score_text

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.paint_frame(painter)
        if self.by_value:
            self._deck(painter, r)
        if self.marks:
            self._scale(painter, r)

    def _deck(self, painter: QPainter, r: QRectF) -> None:
        x = r.left() + 10
        for value, count in self.by_value:
            card = QRectF(x, r.top() + 24, 32, 44)
            for k in range(min(count, 3)):
                painter.setBrush(QColor("#5b4b8a"))
                painter.setPen(QPen(QColor("#2f2650"), 0.8))
                painter.drawRoundedRect(card.translated(k * 1.5, -k * 1.5), 4, 4)
            if not count:
                painter.setBrush(QColor("#d8cdb2"))
                painter.setPen(QPen(theme.INK_SOFT, 0.8, Qt.PenStyle.DashLine))
                painter.drawRoundedRect(card, 4, 4)
            text(painter, card.adjusted(0, 0, 0, -12), value, 9.5, True, QColor("white") if count else theme.INK_SOFT)
            text(painter, QRectF(card.left(), card.bottom() - 15, card.width(), 13), f"×{count}", 8,
                 colour=QColor("white") if count else theme.INK_SOFT)
            x += 38
        painter.setPen(theme.INK)
        painter.setFont(theme.font(8.5))
        painter.drawText(QRectF(r.left() + 10, r.top() + 74, r.width() - 20, r.height() - 78),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         self.left_text)

    def _scale(self, painter: QPainter, r: QRectF) -> None:
        bar = QRectF(r.left() + 16, r.top() + 40, r.width() - 32, 12)
        top = max(90.0, max(m for m, _ in self.marks) + 10)
        painter.setPen(QPen(theme.INK_SOFT, 0.8))
        painter.setBrush(QColor("#f4ead0"))
        painter.drawRoundedRect(bar, 5, 5)
        fill = QRectF(bar.left(), bar.top(), bar.width() * min(max(self.score, 0.0), top) / top, bar.height())
        painter.setBrush(QColor("#3d6b4f"))
        painter.drawRoundedRect(fill, 5, 5)
        for tick in range(0, int(top) + 1, 10):
            tx = bar.left() + bar.width() * tick / top
            text(painter, QRectF(tx - 15, bar.bottom() + 2, 30, 13), str(tick), 7.5, colour=theme.INK_SOFT)
        for i, (mark, label) in enumerate(self.marks):
            mx = bar.left() + bar.width() * mark / top
            painter.setPen(QPen(QColor("#a3271b"), 2.5))
            painter.drawLine(QPointF(mx, bar.top() - 5), QPointF(mx, bar.bottom() + 5))
            # close marks (55 and 60) put their labels on opposite sides of their lines
            crowded_right = i + 1 < len(self.marks) and self.marks[i + 1][0] - mark < 15
            crowded_left = i > 0 and mark - self.marks[i - 1][0] < 15
            if crowded_right:
                box, align = QRectF(mx - 184, bar.top() - 19, 180, 14), Qt.AlignmentFlag.AlignRight
            elif crowded_left:
                box, align = QRectF(mx + 4, bar.top() - 19, 180, 14), Qt.AlignmentFlag.AlignLeft
            else:
                box, align = QRectF(mx - 90, bar.top() - 19, 180, 14), Qt.AlignmentFlag.AlignHCenter
            text(painter, box, f"{mark}: {label}", 8, True, QColor("#a3271b"), align | Qt.AlignmentFlag.AlignVCenter)
        text(painter, QRectF(r.left() + 200, r.top() + 2, r.width() - 210, 17), self.score_text, 9, True,
             align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


@dataclass
class SeatLook:
    name: str
    colour: QColor
    header: str
    contracts: list[tuple[int, str]]  # (value, band colour)
    goods: list[tuple[str, int]]  # (cube colour, count)
    supply: int
    footer: str
    to_move: bool = False
    active: bool = False
    status: str = ""


class SeatPanelItem(QGraphicsItem):
    """Another player's office at a glance: money and time, contracts, goods, cards."""

    def __init__(self, rect: QRectF, look: SeatLook, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.look = look
        self.setZValue(1)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor("#efe3c6"))
        painter.setPen(QPen(theme.GLOW, 3) if look.to_move else QPen(theme.darker(QColor("#efe3c6"), 135), 1.2))
        painter.drawRoundedRect(r, 7, 7)
        band = QColor(look.colour)
        band.setAlpha(70)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(band)
        painter.drawRoundedRect(QRectF(r.left() + 1, r.top() + 1, r.width() - 2, 20), 6, 6)
        painter.setBrush(look.colour)
        painter.setPen(QPen(theme.darker(look.colour, 160), 1))
        painter.drawEllipse(QRectF(r.left() + 6, r.top() + 5, 11, 11))
        name = ("▶ " if look.to_move else "") + look.name
        text(painter, QRectF(r.left() + 21, r.top() + 1, r.width() * 0.45, 19), name, 9, True,
             align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        text(painter, QRectF(r.left() + r.width() * 0.45, r.top() + 1, r.width() * 0.55 - 6, 19), look.header, 8.5,
             align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        x = r.left() + 6
        y = r.top() + 25
        pitch = min(20.0, (r.width() - 12) / max(len(look.contracts), 1))
        for value, colour in look.contracts:
            chip = QRectF(x, y, 18, 24)
            painter.setBrush(theme.PARCHMENT)
            painter.setPen(QPen(theme.INK_SOFT, 0.8))
            painter.drawRoundedRect(chip, 3, 3)
            painter.fillRect(QRectF(chip.left() + 1, chip.top() + 1, chip.width() - 2, 7), QColor(colour))
            text(painter, chip.adjusted(0, 7, 0, 0), str(value), 7.5, True)
            x += pitch
        x = r.left() + 6
        y = r.top() + 54
        for colour, count in look.goods:
            if x + 30 > r.right():
                break
            draw_cube(painter, QRectF(x, y, 13, 13), QColor(CUBE_COLOURS[colour]))
            text(painter, QRectF(x + 14, y - 1, 16, 15), str(count), 7.5, True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            x += 31
        text(painter, QRectF(r.left() + 6, r.bottom() - 16, r.width() - 12, 14), look.footer, 7.5,
             colour=theme.INK_SOFT, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if look.status:
            tag = QRectF(r.right() - 118, r.top() + 25, 112, 24)
            painter.setBrush(QColor("#fff4d6"))
            painter.setPen(QPen(theme.GLOW, 1.5))
            painter.drawRoundedRect(tag, 5, 5)
            text(painter, tag.adjusted(4, 0, -4, 0), look.status, 8, True)
