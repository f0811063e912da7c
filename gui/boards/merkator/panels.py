"""Panels painted in one piece: the time chart, the solo deck and scale, another player's strip."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.boards.layout import BoardLayout
from gui.boards.merkator.art import (
    LEDGER_MARGIN,
    LEDGER_RULE,
    TIME_WOOD,
    draw_ledger,
    draw_wax_seal,
    hexagon,
    paint_time_token,
)
from gui.boards.merkator.items import (
    draw_coin,
    draw_contract_icon,
    draw_time_token,
    text,
)
from gui.scene import theme
from gui.scene.cube import draw_cube
from gui.scene.dragdrop import adopt

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
PEACE = "☮"
POINTS = "★"
TO_MOVE = "▶"
CLOSE = "✕"


class TitledPanelItem(QGraphicsItem):
    """A parchment panel with its title in the top-left corner; subclasses paint the contents."""

    def __init__(self, rect: QRectF, title: str, fonts: BoardLayout, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.title = title
        self.fonts = fonts
        self.setZValue(1)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def margins(self) -> list[float]:
        """Where the page's red margin rules run (none on a plain page)."""
        return []

    def paint_frame(self, painter: QPainter, note: str = "") -> QRectF:
        """A ledger page: ruled paper, its title, and ``note`` at the right end of the title's line."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        draw_ledger(painter, r, r.top() + 20, 9, self.margins())
        line = QRectF(r.left() + 8, r.top() + 2, r.width() - 16, 17)
        text(painter, line, self.title, self.fonts.font("title"), True, align=LEFT, serif=True)
        if note:
            text(painter, line, note, self.fonts.font("label"), colour=theme.INK_SOFT, align=RIGHT)
        return r


class ChartItem(TitledPanelItem):
    """The time chart: each row's tokens side by side (filled discs still there), letters turned up."""

    def __init__(self, rect: QRectF, rows: list[int], sizes: list[int], known: list[str | None],
                 title: str, footer: str, pending: list[str], fonts: BoardLayout,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, title, fonts, parent)
        self.rows = rows
        self.sizes = sizes
        self.known = known
        self.footer = footer
        self.pending = pending

    def margins(self) -> list[float]:
        """Each row's number stands in its own red-ruled margin, like a ledger's account numbers."""
        count = max(len(self.sizes), 1)
        pitch = (self.rect.width() - 12) / count
        return [self.rect.left() + 6 + i * pitch + 10.3 for i in range(count)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.paint_frame(painter, self.footer)
        if self.footer:  # the general supply: a small pile of tokens before its count
            width = QFontMetricsF(theme.font(self.fonts.font("label"))).horizontalAdvance(self.footer)
            right = r.right() - 8 - width - 5
            for k, (dx, dy) in enumerate(((-17, 1.5), (-8, 1.5), (-12.5, -3))):
                paint_time_token(painter, QRectF(right + dx, r.top() + 5 + dy, 9, 9),
                                 TIME_WOOD.darker(104) if k < 2 else TIME_WOOD)
        count = max(len(self.sizes), 1)
        pitch = (r.width() - 12) / count
        first = next((i for i, c in enumerate(self.rows) if c), None)
        y = r.top() + 22
        for i, size in enumerate(self.sizes):
            x = r.left() + 6 + i * pitch
            text(painter, QRectF(x, y, 11, 18), str(i + 1), self.fonts.font("small"), colour=theme.INK_SOFT,
                 elide=False)
            disc = min(10.0, (pitch - 15) / max(size, 1) - 0.4)  # the tokens lie close, as on the chart
            for k in range(size):
                spot = QRectF(x + 12.5 + k * (disc + 0.4), y + (18 - disc) / 2 - 0.8, disc, disc)
                if k < self.rows[i]:  # a wooden token still lying there; the next row to take from is lighter
                    paint_time_token(painter, spot, TIME_WOOD.lighter(112) if i == first else TIME_WOOD.darker(104))
                else:  # where a token lay: its outline on the page
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.setPen(QPen(QColor(107, 76, 34, 90), 0.8, Qt.PenStyle.DotLine))
                    painter.drawPolygon(hexagon(spot.center(), disc / 2))
            letter = self.known[i] if i < len(self.known) else None
            if letter:  # an emptied row: its last token lies letter up over the empty places
                tag = QRectF(x + 13, y, 28, 18)
                painter.setBrush(QColor("#a3271b"))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawRoundedRect(tag, 4, 4)
                text(painter, tag, letter, self.fonts.font("label"), True, QColor("white"), elide=False)


class SoloScaleItem(TitledPanelItem):
    """The solo deck's cards left by value, or the score against the beginner/experienced/MEGA marks."""

    def __init__(self, rect: QRectF, title: str, by_value: list[tuple[str, int]], note: str,
                 marks: list[tuple[int, str]], score: float, fonts: BoardLayout,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, title, fonts, parent)
        self.by_value = by_value
        self.note = note
        self.marks = marks
        self.score = score

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.paint_frame(painter, self.note)
        if self.by_value:
            self._deck(painter, r)
        if self.marks:
            self._scale(painter, r)

    def _deck(self, painter: QPainter, r: QRectF) -> None:
        pitch = (r.width() - 12) / max(len(self.by_value), 1)
        for i, (value, count) in enumerate(self.by_value):
            card = QRectF(r.left() + 6 + i * pitch, r.top() + 21, pitch - 4, 21)
            painter.setBrush(QColor("#5b4b8a") if count else QColor("#d8cdb2"))
            painter.setPen(QPen(QColor("#2f2650"), 0.8) if count else QPen(theme.INK_SOFT, 0.8, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(card, 4, 4)
            text(painter, card, f"{value} ×{count}", self.fonts.font("label"), True,
                 QColor("white") if count else theme.INK_SOFT, elide=False)

    def _scale(self, painter: QPainter, r: QRectF) -> None:
        top = max(90.0, max(m for m, _ in self.marks) + 10)
        bar = QRectF(r.left() + 14, r.top() + 40, r.width() - 28, 12)
        painter.setPen(QPen(theme.INK_SOFT, 0.8))
        painter.setBrush(QColor("#f4ead0"))
        painter.drawRoundedRect(bar, 5, 5)
        fill = QRectF(bar.left(), bar.top(), bar.width() * min(max(self.score, 0.0), top) / top, bar.height())
        painter.setBrush(QColor("#3d6b4f"))
        painter.drawRoundedRect(fill, 5, 5)
        for mark, _label in self.marks:
            mx = bar.left() + bar.width() * mark / top
            painter.setPen(QPen(QColor("#a3271b"), 2.5))
            painter.drawLine(QPointF(mx, bar.top() - 3), QPointF(mx, bar.bottom() + 3))
            text(painter, QRectF(mx - 13, bar.top() - 19, 26, 16), str(mark), self.fonts.font("label"), True,
                 QColor("#a3271b"), elide=False)
        words = " · ".join(f"{mark}: {label}" for mark, label in self.marks)
        text(painter, QRectF(r.left() + 8, bar.bottom() + 6, r.width() - 16, 18), words, self.fonts.font("label"),
             colour=theme.INK, align=LEFT)


@dataclass
class SeatLook:
    name: str
    colour: QColor
    letter: str  # the seat's colour letter (colour is never the only cue)
    money: int
    tokens: int
    points: str
    contracts: int
    goods: int
    to_move: bool = False
    opened: bool = False


class SeatStripItem(QGraphicsItem):
    """Another player at a glance, as their account in the merchants' ledger: their seal, name, and in ruled
    columns money, time, points, contracts and goods. A click opens their office."""

    def __init__(self, rect: QRectF, look: SeatLook, fonts: BoardLayout, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.look = look
        self.fonts = fonts
        self.setZValue(1)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    SLOTS = (40.0, 38.0, 52.0, 36.0, 42.0)  # money, time, points (may hold a half), contracts, goods

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look
        r = self.rect
        fonts = self.fonts
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        group = r.right() - sum(self.SLOTS) - 4
        swatch = QRectF(r.left() + 5, r.center().y() - 9, 18, 18)
        paint_account_page(painter, r, look.opened, [group - 4 + sum(self.SLOTS[:k]) for k in range(len(self.SLOTS))],
                           swatch.right() + 3)
        if look.to_move:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 3))
            painter.drawRoundedRect(r, 3, 3)
        draw_wax_seal(painter, swatch, look.colour, seed=len(look.name))
        text(painter, swatch.adjusted(-2, 0, 2, 0), look.letter, fonts.font("mark"), True, theme.text_on(look.colour),
             elide=False)
        name = (TO_MOVE + " " if look.to_move else "") + look.name
        text(painter, QRectF(swatch.right() + 7, r.top(), group - swatch.right() - 12, r.height()), name,
             fonts.font("name"), True, align=LEFT)
        icons = (("coin", str(look.money)), ("token", str(look.tokens)), ("points", look.points),
                 ("contract", str(look.contracts)), ("cube", str(look.goods)))
        x = group
        for (kind, value), slot in zip(icons, self.SLOTS, strict=True):
            icon = QRectF(x, r.center().y() - 7, 14, 14)
            if kind == "coin":
                draw_coin(painter, icon)
            elif kind == "token":
                draw_time_token(painter, icon.adjusted(-0.5, -1, 0.5, 0))
            elif kind == "points":
                text(painter, icon.adjusted(-3, -3, 3, 3), POINTS, fonts.font("body"), True, theme.BRASS_DARK,
                     elide=False)
            elif kind == "contract":
                draw_contract_icon(painter, icon.adjusted(2, 0, -2, 0))
            else:
                draw_cube(painter, icon.adjusted(1, 1, -1, -1), QColor("#9b8a6a"))
            text(painter, QRectF(x + 16, r.top(), slot - 17, r.height()), value, fonts.font("body"), True,
                 align=LEFT, elide=False)
            x += slot


def paint_account_page(painter: QPainter, rect: QRectF, opened: bool, columns: list[float], margin: float) -> None:
    """Another player's account in the merchants' ledger: a ruled page bound at the left (a leather spine with
    its stitches), a red double margin after the seal and a red rule before each column of figures."""
    paper = QColor("#fbf3dc") if opened else QColor("#f4ecd2")
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 45))
    painter.drawRoundedRect(rect.translated(1, 1.5), 3, 3)
    page = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    page.setColorAt(0, paper.lighter(103))
    page.setColorAt(1, paper.darker(105))
    painter.setBrush(page)
    painter.setPen(QPen(QColor("#8a6a45"), 1.0))
    painter.drawRoundedRect(rect, 3, 3)
    spine = QRectF(rect.left(), rect.top(), 3.5, rect.height())
    leather = QLinearGradient(spine.topLeft(), spine.topRight())
    leather.setColorAt(0, QColor("#5b3a22"))
    leather.setColorAt(1, QColor("#8a5a35"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(leather)
    painter.drawRoundedRect(spine, 1.5, 1.5)
    painter.setPen(QPen(QColor(240, 220, 170, 150), 0.6, Qt.PenStyle.DashLine))  # the binding's stitches
    painter.drawLine(QPointF(spine.center().x(), rect.top() + 2), QPointF(spine.center().x(), rect.bottom() - 2))
    painter.setPen(QPen(LEDGER_RULE, 0.7))
    for share in (0.8,):  # the line the entries are written on
        y = rect.top() + rect.height() * share
        painter.drawLine(QPointF(margin + 3, y), QPointF(rect.right() - 2, y))
    painter.setPen(QPen(LEDGER_MARGIN, 0.7))
    for x in [margin, *columns]:
        painter.drawLine(QPointF(x, rect.top() + 1.5), QPointF(x, rect.bottom() - 1.5))
        if x == margin:
            painter.drawLine(QPointF(x + 2, rect.top() + 1.5), QPointF(x + 2, rect.bottom() - 1.5))
