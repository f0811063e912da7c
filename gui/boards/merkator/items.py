"""Merkator's shared painting helpers and small pieces: cubes with marks, store slots, panels, trays, buttons."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.boards.merkator.art import (
    DOCUMENT,
    TIME_WOOD,
    paint_band,
    paint_document_frame,
    paint_hourglass,
    paint_paper,
    paint_time_token,
)
from gui.scene import theme
from gui.scene.cube import CubeItem, draw_cube
from gui.scene.dragdrop import TargetMixin, adopt
from gui.scene.dropzone import DropZoneItem
from gui.scene.pixmap_cache import cached_paint
from gui.scene.token import TokenItem

CUBE_COLOURS = {
    "green": "#3f8a3a", "yellow": "#e6bf1e", "black": "#2c2c2c", "purple": "#7d3f8f",
    "orange": "#e27a1c", "grey": "#9b9b96", "blue": "#2f63b4", "red": "#b5302a",
}
ANY_GOOD = "#cdbb94"  # a cube any good of a kind may fill: a category or "different goods"
SIDE_FILL = QColor("#e9dfc6")
SEA = QColor("#8fb6c9")
LAND = QColor("#e6d9b0")
ROAD = QColor("#7a5230")
GOOD_GLOW = QColor("#e8a317")
MISSING = QColor("#b3261e")
TICK = QColor("#2e7d32")
RECONSTRUCTED = "≈"
CORRECTED = "✓"


def blend(a: QColor, b: QColor, share: float) -> QColor:
    """``share`` of ``a`` mixed into ``b``."""
    return QColor(int(a.red() * share + b.red() * (1 - share)), int(a.green() * share + b.green() * (1 - share)),
                  int(a.blue() * share + b.blue() * (1 - share)))


def draw_hourglass(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    painter.save()
    painter.setPen(QPen(colour, 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    x0, x1, y0, y1 = rect.left(), rect.right(), rect.top(), rect.bottom()
    cx, cy = rect.center().x(), rect.center().y()
    painter.drawPolygon(QPolygonF([QPointF(x0, y0), QPointF(x1, y0), QPointF(cx, cy), QPointF(x1, y1),
                                   QPointF(x0, y1), QPointF(cx, cy)]))
    painter.restore()


def draw_coin(painter: QPainter, rect: QRectF) -> None:
    """A small brass thaler, the icon of money."""
    painter.save()
    painter.setBrush(theme.BRASS)
    painter.setPen(QPen(theme.BRASS_DARK, 1))
    painter.drawEllipse(rect)
    inset = rect.width() * 0.2
    painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))
    painter.restore()


def draw_time_token(painter: QPainter, rect: QRectF) -> None:
    """A small wooden time token, the hexagon with its hourglass: the icon of time."""
    painter.save()
    paint_time_token(painter, rect)
    painter.restore()


def draw_contract_icon(painter: QPainter, rect: QRectF) -> None:
    """A small card with a coloured band, the icon of contracts."""
    painter.save()
    painter.setBrush(theme.PARCHMENT)
    painter.setPen(QPen(theme.INK_SOFT, 0.8))
    painter.drawRoundedRect(rect, 2, 2)
    painter.fillRect(QRectF(rect.left() + 1, rect.top() + 1, rect.width() - 2, rect.height() * 0.3), QColor("#8a6a45"))
    painter.restore()


def draw_join_icon(painter: QPainter, rect: QRectF) -> None:
    """A small merchant figure: what a bonus card brings when one joins another's trip."""
    painter.save()
    painter.setBrush(theme.INK_SOFT)
    painter.setPen(Qt.PenStyle.NoPen)
    w, h = rect.width(), rect.height()
    painter.drawEllipse(QRectF(rect.left() + w * 0.3, rect.top(), w * 0.4, w * 0.4))
    painter.drawRoundedRect(QRectF(rect.left() + w * 0.15, rect.top() + w * 0.42, w * 0.7, h - w * 0.42), 3, 3)
    painter.restore()


def draw_marked_cube(painter: QPainter, rect: QRectF, colour: str | QColor, label: str, points: float,
                     faint: bool = False) -> None:
    """A painted cube with ``label`` on its top face at ``points`` (a count or a good's letters)."""
    fill = QColor(colour)
    draw_cube(painter, rect, fill, faint=faint)
    if label:
        text(painter, QRectF(rect.left() - 2, rect.top(), rect.width() + 4, rect.height() * 0.8), label, points,
             True, theme.INK if faint else theme.text_on(fill), elide=False)


def draw_provenance(painter: QPainter, rect: QRectF, mark: str, points: float) -> None:
    """A small round sticker: "≈" when the card's values are reconstructed, "✓" when the player corrected them."""
    if mark not in ("reconstructed", "corrected"):
        return
    painter.save()
    if mark == "reconstructed":
        painter.setBrush(QColor(255, 250, 235, 235))
        painter.setPen(QPen(QColor("#8a6d3b"), 1, Qt.PenStyle.DotLine))
    else:
        painter.setBrush(QColor("#3d6b4f"))
        painter.setPen(QPen(QColor("#24402f"), 1))
    painter.drawEllipse(rect)
    painter.restore()
    text(painter, rect.adjusted(-2, -2, 2, 0), RECONSTRUCTED if mark == "reconstructed" else CORRECTED, points, True,
         QColor("#6b4f1f") if mark == "reconstructed" else QColor("white"), elide=False)


def text(painter: QPainter, rect: QRectF, value: str, points: float = 9.0, bold: bool = False,
         colour: QColor = theme.INK, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
         serif: bool = False, elide: bool = True, smallest: float | None = None) -> None:
    """``value`` in ``rect``; with ``smallest`` the font first shrinks (to that size) so a name fits whole."""
    painter.setPen(colour)
    font: QFont = theme.font(points, bold=bold, serif=serif)
    painter.setFont(font)
    while smallest is not None and points > smallest and painter.fontMetrics().horizontalAdvance(value) > rect.width():
        points = max(smallest, points - 0.25)
        painter.setFont(theme.font(points, bold=bold, serif=serif))
    if elide:
        value = painter.fontMetrics().elidedText(value, Qt.TextElideMode.ElideRight, int(rect.width()) + 1)
    painter.drawText(rect, align, value)


def fits(value: str, points: float, width: float, bold: bool = False, serif: bool = False) -> bool:
    from PySide6.QtGui import QFontMetricsF

    return QFontMetricsF(theme.font(points, bold=bold, serif=serif)).horizontalAdvance(value) <= width


class MarkedCubeItem(CubeItem):
    """A cube on the table whose colour's letters are painted at a size of the layout (colour is never
    the only cue)."""

    def __init__(self, piece_id: str, colour: str, size: float, letter: str, points: float,
                 show_letter: bool = True) -> None:
        super().__init__(piece_id, colour, size, letter, False)
        self.mark_points = points
        self.show_mark = show_letter and bool(letter)
        self.show_letter = self.show_mark  # what the colour-cue tests read

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.show_letter = False  # the base class would paint it too small
        super().paint(painter, option, widget)
        self.show_letter = self.show_mark
        if self.show_mark:
            s = self.size
            lift = s * 0.18 if self.lifted else 0.0
            top = QRectF(-2 - lift * 0.6, -lift, s + 4, s * 0.78)
            text(painter, top, self.letter, self.mark_points, True, theme.text_on(self.colour), elide=False)


class CaptionItem(QGraphicsItem):
    """A few words in a rect (a purse's caption, a count under a cube, a title), centred unless told."""

    def __init__(self, rect: QRectF, words: str, points: float, parent: QGraphicsItem | None = None,
                 bold: bool = False, colour: QColor = theme.INK_SOFT,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.words = words
        self.points = points
        self.bold = bold
        self.colour = QColor(colour)
        self.align = align
        self.setZValue(2)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        text(painter, self.rect, self.words, self.points, self.bold, self.colour, self.align)


class DeckPileItem(QGraphicsItem):
    """A small face-down pile and the number of cards left in it (beside a display's title)."""

    def __init__(self, rect: QRectF, count: int, points: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.count = count
        self.points = points
        self.setZValue(2)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        back = QRectF(self.rect.left(), self.rect.top() + 1, 10, self.rect.height() - 2)
        painter.setPen(QPen(theme.INK_SOFT, 0.8))
        for shift in (2.5, 0.0):
            painter.setBrush(QColor("#8a6a45"))
            painter.drawRoundedRect(back.translated(shift, -shift), 2, 2)
        text(painter, QRectF(back.right() + 5, self.rect.top() - 2, self.rect.width() - 15, self.rect.height() + 4),
             str(self.count), self.points, True, theme.INK_SOFT, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
             elide=False)


class GhostCubeItem(QGraphicsItem):
    """The faint place of a cube that is not there, with its colour's letters."""

    def __init__(self, rect: QRectF, colour: str, letter: str, points: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.colour = colour
        self.letter = letter
        self.points = points
        self.setZValue(2)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -1, 3, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_marked_cube(painter, self.rect, self.colour, self.letter, self.points, faint=True)


class ClickTargetMixin(TargetMixin):
    """A target that completes a selected piece's move, or plays its click action, when clicked."""

    def click(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()  # type: ignore[attr-defined]
        drag = getattr(scene, "drag", None)
        if drag is not None and event.button() == Qt.MouseButton.LeftButton and self.target_id in drag.targets:
            drag.click_target(self.target_id)
            event.accept()
            return
        event.ignore()


# --- the office ---------------------------------------------------------------------------
class GoodSlotItem(QGraphicsObject, ClickTargetMixin):
    """One goods type's place in a store: a cube with the count (or the colour's letters when empty) and the name.

    ``mark`` is "use" (a hovered contract would hand these in), "want" (one more would help)
    or "" (nothing to show).
    """

    def __init__(self, rect: QRectF, good: str, name: str, colour: str, count: int, label: str,
                 points: tuple[float, float]) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.good = good
        self.name = name
        self.colour = QColor(CUBE_COLOURS[colour])
        self.count = count
        self.label = label
        self.name_points, self.mark_points = points
        self.mark = ""
        self.use = 0

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -8, 4, 4)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.click(event)

    def set_mark(self, mark: str, use: int = 0) -> None:
        self.mark = mark
        self.use = use
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        fill = QColor("#f7efd9") if self.count else QColor("#ece1c4")
        if self.mark == "use":
            fill = QColor("#f8d98a")
        painter.setBrush(fill)
        pen = QPen(theme.darker(QColor("#e0d2ae"), 130), 1)
        if self.mark == "want":
            pen = QPen(GOOD_GLOW, 2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(r, 5, 5)
        side = min(20.0, r.height() - 2)
        cube = QRectF(r.left() + 2, r.top() + (r.height() - side) / 2, side, side)
        draw_marked_cube(painter, cube, self.colour, str(self.count) if self.count else self.label, self.mark_points,
                         faint=not self.count)
        text(painter, QRectF(cube.right() + 3, r.top(), r.right() - cube.right() - 4, r.height()), self.name,
             self.name_points, colour=theme.INK if self.count else theme.INK_SOFT,
             align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.mark == "use" and self.use:
            badge = QRectF(r.right() - 22, r.top() - 7, 24, 15)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(GOOD_GLOW)
            painter.drawRoundedRect(badge, 7, 7)
            text(painter, badge, f"−{self.use}", self.mark_points, True, QColor("white"), elide=False)
        if self.highlight == "lit":
            painter.setBrush(QColor(242, 193, 78, 60))
            painter.setPen(QPen(theme.GLOW, 3))
            painter.drawRoundedRect(r, 5, 5)
        elif self.highlight == "dim":
            painter.setBrush(QColor(0, 0, 0, 30))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(r, 5, 5)


class PanelItem(QGraphicsItem):
    """A plain rounded panel with an optional title line."""

    def __init__(self, rect: QRectF, fill: str | QColor = "#efe3c6", title: str = "", edge: str | QColor = "",
                 title_points: float = 9.5, parent: QGraphicsItem | None = None, reserve: float = 0.0) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.fill = QColor(fill)
        self.title = title
        self.reserve = reserve  # room kept free at the title's right end (a deck's pile)
        self.edge = QColor(edge) if edge else theme.darker(self.fill, 135)
        self.title_points = title_points
        self.setZValue(0.5)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(self.fill)
        painter.setPen(QPen(self.edge, 1.2))
        painter.drawRoundedRect(self.rect, 7, 7)
        if self.title:
            room = QRectF(self.rect.left() + 6, self.rect.top() + 1, self.rect.width() - 12 - self.reserve, 17)
            text(painter, room, self.title, self.title_points, True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, serif=True,
                 smallest=self.title_points - 1)


class SupplyCardItem(PanelItem):
    """A player's supply card as a card: laid paper in a printed border under a brown head with its name; the
    spare cubes lie on it."""

    BAND = QColor("#8a6a45")

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(r.translated(1.5, 2), 3, 3)
        cached_paint(painter, r, ("supply card",), self._face)
        room = QRectF(r.left() + 6, r.top() + 1, r.width() - 12 - self.reserve, 16)
        text(painter, room, self.title, self.title_points, True, theme.text_on(self.BAND),
             align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, serif=True,
             smallest=self.title_points - 1)

    def _face(self, painter: QPainter, rect: QRectF) -> None:
        paint_paper(painter, rect, DOCUMENT, 7)
        paint_document_frame(painter, rect.adjusted(0, 14.8, 0, 0), QColor("#4a3520"))
        paint_band(painter, QRectF(rect.left(), rect.top(), rect.width(), 17), rect, self.BAND)


class TimeTokenItem(TokenItem):
    """A player's time tokens: the wooden hexagon with an hourglass burnt into it under the count."""

    def __init__(self, piece_id: str, label: str, diameter: float) -> None:
        super().__init__(piece_id, TIME_WOOD, label, diameter, "hex")

    def paint_body(self, painter: QPainter, rect: QRectF) -> None:
        super().paint_body(painter, rect)
        d = rect.width()
        burnt = QColor("#6b4c22")
        burnt.setAlpha(75)
        paint_hourglass(painter, QRectF(rect.center().x() - d * 0.2, rect.center().y() - d * 0.3, d * 0.4, d * 0.6),
                        burnt, max(1.0, d * 0.05))


class CoverItem(PanelItem):
    """A panel laid over the table (an opened office): a press on it stays on it, never reaching the pieces
    or the places under it, nor panning the table."""

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()


class TrayItem(DropZoneItem):
    """A drop place with its caption at a size of the layout (the sell tray, the hand)."""

    def __init__(self, target_id: str, rect: QRectF, caption: str, points: float) -> None:
        super().__init__(target_id, rect, "")
        self.words = caption
        self.points = points

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        if self.words:
            painter.setPen(theme.INK_SOFT)
            painter.setFont(theme.font(self.points))
            painter.drawText(self.rect.adjusted(5, 3, -5, -3),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.words)


class ButtonItem(QGraphicsObject, ClickTargetMixin):
    """A button on the table: its click plays the action registered for its target id."""

    def __init__(self, rect: QRectF, label: str, points: float, primary: bool = False,
                 icons: tuple[tuple[str, int], ...] = ()) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.label = label
        self.points = points
        self.icons = icons  # ("coin" | "token" | "cube:<colour>", count): an offer or trade drawn, not said
        self.primary = primary
        self.setAcceptHoverEvents(True)
        self.hovered = False
        self.setZValue(3)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.click(event)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = theme.BRASS if self.primary else QColor("#e8dcc0")
        if self.hovered:
            base = theme.lighter(base, 112)
        gradient = QLinearGradient(self.rect.topLeft(), self.rect.bottomLeft())
        gradient.setColorAt(0, theme.lighter(base, 110))
        gradient.setColorAt(1, theme.darker(base, 110))
        painter.setBrush(gradient)
        painter.setPen(QPen(theme.darker(base, 170), 1.2))
        painter.drawRoundedRect(self.rect, 6, 6)
        if self.icons:
            self._icons(painter)
        else:
            text(painter, self.rect.adjusted(4, 0, -4, 0), self.label, self.points, True, theme.text_on(base))
        if self.highlight == "lit":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 3))
            painter.drawRoundedRect(self.rect, 6, 6)

    def _icons(self, painter: QPainter) -> None:
        size = self.rect.height() - 8
        y = self.rect.top() + 4
        # offers are centred; a trade's icons come first and the good it brings follows as words
        width = sum(size + (16 if kind in ("coin", "token") else 4) for kind, _ in self.icons)
        x = self.rect.left() + 4 if self.label else self.rect.center().x() - width / 2
        for kind, count in self.icons:
            spot = QRectF(x, y, size, size)
            if kind.startswith("cube:"):
                draw_marked_cube(painter, spot, CUBE_COLOURS[kind[5:]], str(count), self.points)
                x += size + 4
                continue
            if kind == "coin":
                draw_coin(painter, spot)
            else:
                draw_time_token(painter, spot)
            text(painter, QRectF(x + size + 2, self.rect.top(), 14, self.rect.height()), str(count), self.points, True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, elide=False)
            x += size + 16
        if self.label:
            text(painter, QRectF(x, self.rect.top(), self.rect.right() - x - 3, self.rect.height()), self.label,
                 self.points, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
